/**
 * Writes for editors (issue 13): rulings created, edited and deleted through the API with a key,
 * each change one transaction kept in the history; GET /v1/rulings/:id/history shows it. Reads
 * stay public. After a write every cached answer is dropped, so the next resolve cites the change.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { authenticate, type KeyHolder, type Scope } from '../editors/keys.js'
import { RulingWriter } from '../editors/rulings.js'
import { ApiError, notFound } from '../errors.js'

const CardLink = Type.Object(
  {
    card: Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Integer({ minimum: 0, maximum: 2147483647 })], { description: 'name, password or Konami id' }),
    situations: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 10, description: 'what the ruling rules on for this card, as the resolver cites it (discarded-for-hand-size, hand-size-modifier, lost-in-chain, meets, chainable-discard-trigger, hand-size-discard)' })),
    with: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Integer({ minimum: 0 })], { description: 'the other card of a pair ruling' })),
    readings: Type.Optional(Type.Array(Type.Union([Type.Literal('official'), Type.Literal('fan-guide')]), { maxItems: 2 })),
  },
  { additionalProperties: false },
)
const ReferenceLink = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }), locator: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])) }, { additionalProperties: false })
const fields = {
  game: Type.Union([Type.Literal('yugioh'), Type.Literal('grand-archive')]),
  kind: Type.Union([Type.Literal('procedure'), Type.Literal('card-ruling'), Type.Literal('faq')]),
  title: Type.String({ minLength: 1, maxLength: 300 }),
  text: Type.String({ minLength: 1, maxLength: 4000 }),
  authority: Type.Union([Type.Literal('official'), Type.Literal('community'), Type.Literal('fan-guide')]),
  date: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()], { description: 'YYYY-MM-DD: in effect from this date' }),
  phases: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 10 })),
  cards: Type.Optional(Type.Array(CardLink, { maxItems: 50 })),
  references: Type.Array(ReferenceLink, { minItems: 1, maxItems: 20, description: 'at least one reference' }),
  supersedes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20, description: 'rulings this one supersedes' })),
}
const RulingCreate = Type.Object({ id: Type.String({ minLength: 3, maxLength: 100, description: 'stable, never reused: lower-case letters, digits, hyphens' }), ...fields }, { additionalProperties: false })
const RulingPatch = Type.Partial(Type.Object(fields), { additionalProperties: false })
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false })
const History = Type.Array(
  Type.Object({
    version: Type.Integer(),
    action: Type.String({ description: 'create | update | delete' }),
    changedAt: Type.String(),
    changedBy: Type.String({ description: 'the name of the key that made the change' }),
    before: Type.Union([Type.Ref('Ruling'), Type.Null()]),
    after: Type.Union([Type.Ref('Ruling'), Type.Null()]),
  }),
)

const RANK: Record<Scope, number> = { read: 0, editor: 1, admin: 2 }

/** The holder of the request's key, with at least `scope`: 401 without a valid key, 403 below the scope. `lookup`: where keys are found (the database). */
export async function holder(
  request: FastifyRequest,
  scope: Scope,
  lookup: (key: string) => Promise<KeyHolder | null> = (key) => authenticate(request.server.db.prisma, key),
): Promise<KeyHolder> {
  const header = request.headers.authorization
  const key = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined
  const found = key ? await lookup(key) : null
  if (!found) throw new ApiError(401, 'UNAUTHORIZED', 'writes need an API key: send "Authorization: Bearer <key>" (npm run keys -- create)')
  if (RANK[found.scope] < RANK[scope]) throw new ApiError(403, 'FORBIDDEN', `this key's scope is ${found.scope}; this write needs ${scope}`)
  return found
}

/** The version an edit was made against: If-Match "3" (or 3). */
function expectedVersion(request: FastifyRequest): number {
  const header = request.headers['if-match']
  const match = typeof header === 'string' ? /^\s*(?:W\/)?"?(\d+)"?\s*$/.exec(header) : null
  if (!match) throw new ApiError(428, 'VERSION_REQUIRED', 'send If-Match with the ruling\'s version (GET it first), so an edit never overwrites one made since', { field: 'If-Match' })
  return Number(match[1])
}

const editorRoutes: FastifyPluginAsync = async (fastify) => {
  const writer = new RulingWriter(fastify.db.prisma, fastify.catalog)
  const changed = () => fastify.catalogCache.clear()
  const errors = { 400: Type.Ref('Error'), 401: Type.Ref('Error'), 403: Type.Ref('Error'), 404: Type.Ref('Error'), 409: Type.Ref('Error'), 412: Type.Ref('Error'), 422: Type.Ref('Error'), 428: Type.Ref('Error') }

  fastify.post<{ Body: Static<typeof RulingCreate> }>(
    '/v1/rulings',
    { schema: { tags: ['editors'], summary: 'Add a ruling (key with scope editor)', body: RulingCreate, response: { 201: Type.Ref('Ruling'), ...errors } } },
    async (request, reply) => {
      const by = await holder(request, 'editor')
      const ruling = await writer.create(request.body, by.name)
      changed()
      return reply.code(201).header('etag', `"${ruling.version}"`).header('location', `/v1/rulings/${ruling.id}`).send(ruling)
    },
  )

  fastify.patch<{ Params: Static<typeof IdParams>; Body: Static<typeof RulingPatch> }>(
    '/v1/rulings/:id',
    { schema: { tags: ['editors'], summary: 'Edit a ruling (scope editor; If-Match: its version)', params: IdParams, body: RulingPatch, response: { 200: Type.Ref('Ruling'), ...errors } } },
    async (request, reply) => {
      const by = await holder(request, 'editor')
      const ruling = await writer.update(request.params.id, request.body, expectedVersion(request), by.name)
      changed()
      return reply.header('etag', `"${ruling.version}"`).send(ruling)
    },
  )

  fastify.delete<{ Params: Static<typeof IdParams> }>(
    '/v1/rulings/:id',
    { schema: { tags: ['editors'], summary: 'Delete a ruling (scope admin; If-Match: its version). Its id is never given again', params: IdParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      const by = await holder(request, 'admin')
      await writer.remove(request.params.id, expectedVersion(request), by.name)
      changed()
      return reply.code(204).send()
    },
  )

  fastify.get<{ Params: Static<typeof IdParams> }>(
    '/v1/rulings/:id/history',
    { schema: { tags: ['rulings'], summary: 'Every change made to a ruling through the API: who, when, before, after', params: IdParams, response: { 200: History, 404: Type.Ref('Error') } } },
    async (request) => {
      const history = await writer.history(request.params.id)
      if (history.length === 0 && !(await fastify.catalog.getRuling(request.params.id))) throw notFound('ruling', request.params.id)
      return history
    },
  )
}

export default editorRoutes
