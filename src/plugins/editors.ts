/**
 * The editors' writers, shared by REST (src/routes/editors.ts) and GraphQL's mutations: one
 * implementation of every check. A write that commits drops every cached answer, so the next
 * resolve and the next read see it.
 */
import fp from 'fastify-plugin'
import { RulingWriter } from '../editors/rulings.js'
import { ReferenceWriter } from '../editors/references.js'
import { BehaviourWriter } from '../editors/behaviours.js'
import { authorize } from '../editors/auth.js'
import type { KeyHolder, Scope } from '../editors/keys.js'

export interface Editors {
  rulings: RulingWriter
  references: ReferenceWriter
  behaviours: BehaviourWriter
  /** The key of an Authorization header, with at least `scope` (401 without one, 403 below it). */
  authorize(authorization: string | undefined, scope: Scope): Promise<KeyHolder>
}

declare module 'fastify' {
  interface FastifyInstance {
    editors: Editors
  }
}

export default fp(
  async (fastify) => {
    const changed = () => fastify.catalogCache.clear()
    const prisma = fastify.db.prisma
    fastify.decorate('editors', {
      rulings: new RulingWriter(prisma, fastify.catalog, changed),
      references: new ReferenceWriter(prisma, changed),
      behaviours: new BehaviourWriter(prisma, fastify.catalog, changed),
      authorize: (authorization: string | undefined, scope: Scope) => authorize(prisma, authorization, scope),
    } satisfies Editors)
  },
  { name: 'editors', dependencies: ['database'] },
)
