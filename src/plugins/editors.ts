/**
 * The editors' writers, shared by REST (src/routes/editors.ts) and GraphQL's mutations: one
 * implementation of every check. A write that commits drops every cached answer, so the next
 * resolve and the next read see it.
 */
import cluster from 'node:cluster'
import fp from 'fastify-plugin'
import { CATALOG_CHANGED } from '../cluster-messages.js'
import { markWrite } from '../db/read-route.js'
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
    /**
     * The stored data changed (an edit, an import): every cached answer is dropped, in this process
     * and, in cluster mode, in every other worker (through the primary), so no worker answers from
     * what was stored before. Other instances on the same database hear of it from the database
     * itself (src/plugins/changes.ts).
     */
    catalogChanged(): void
  }
}

export default fp(
  async (fastify) => {
    const changed = () => {
      fastify.catalogCache.clear()
      markWrite()
      fastify.catalogEvents.emit('changed')
      if (cluster.isWorker && process.send) process.send({ type: CATALOG_CHANGED })
    }
    fastify.decorate('catalogChanged', changed)
    if (cluster.isWorker) {
      const onMessage = (message: unknown) => {
        if ((message as { type?: unknown } | null)?.type !== CATALOG_CHANGED) return
        fastify.catalogCache.clear()
        fastify.catalogEvents.emit('changed')
      }
      process.on('message', onMessage)
      fastify.addHook('onClose', async () => void process.off('message', onMessage))
    }
    const prisma = fastify.db.prisma
    fastify.decorate('editors', {
      rulings: new RulingWriter(prisma, fastify.primaryCatalog, changed),
      references: new ReferenceWriter(prisma, changed),
      behaviours: new BehaviourWriter(prisma, fastify.primaryCatalog, changed),
      authorize: (authorization: string | undefined, scope: Scope) => authorize(prisma, authorization, scope),
    } satisfies Editors)
  },
  { name: 'editors', dependencies: ['database'] },
)
