/**
 * The API keys, managed by an admin through the API: the embedded database can be opened by one
 * process only, so while the service runs `npm run keys` cannot reach it, and this is how keys are
 * made and revoked. A key's secret is answered once, when it is made; only its hash is stored.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { KeyCreate, KeyListSchema, KeyParams, KeySchema, NewKeySchema } from '../schemas/keys.js'
import { ApiError, notFound } from '../errors.js'
import { ADMIN_SECURITY } from '../docs/document.js'
import { createKeyRecord, KeyNameTakenError, LastAdminKeyError, listKeys, revokeKeyRecord, type KeyRecord } from '../editors/keys.js'

const ERRORS = { 400: Type.Ref('Error'), 401: Type.Ref('Error'), 403: Type.Ref('Error') }

const shown = (record: KeyRecord) => ({ ...record, createdAt: record.createdAt.toISOString(), revokedAt: record.revokedAt?.toISOString() ?? null })

const adminKeyRoutes: FastifyPluginAsync = async (fastify) => {
  const admin = async (request: FastifyRequest) => void (await fastify.editors.authorize(request.headers.authorization, 'admin'))

  fastify.post<{ Body: Static<typeof KeyCreate> }>(
    '/v1/admin/keys',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'createKey',
        summary: 'Make an API key (scope admin); its secret is in this answer only',
        security: ADMIN_SECURITY,
        body: KeyCreate,
        response: { 201: Type.Ref(NewKeySchema), 409: Type.Ref('Error'), ...ERRORS },
      },
    },
    async (request, reply) => {
      try {
        const made = await createKeyRecord(fastify.db.prisma, request.body.name, request.body.scope)
        return reply.code(201).header('location', `/v1/admin/keys/${encodeURIComponent(made.name)}`).header('cache-control', 'no-store').send(shown(made))
      } catch (error) {
        if (error instanceof KeyNameTakenError) throw new ApiError(409, 'KEY_NAME_TAKEN', error.message, { field: 'name' })
        throw error
      }
    },
  )

  fastify.get(
    '/v1/admin/keys',
    {
      onRequest: admin,
      schema: { tags: ['admin'], operationId: 'listKeys', summary: 'Every API key, revoked ones included, without their secrets (scope admin)', security: ADMIN_SECURITY, response: { 200: Type.Ref(KeyListSchema), ...ERRORS } },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ items: (await listKeys(fastify.db.prisma)).map(shown) }),
  )

  fastify.delete<{ Params: Static<typeof KeyParams> }>(
    '/v1/admin/keys/:name',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'revokeKey',
        summary: 'Revoke an API key (scope admin): it stops working at once; a key already revoked is answered as it is. The last admin key is kept (409)',
        security: ADMIN_SECURITY,
        params: KeyParams,
        response: { 200: Type.Ref(KeySchema), 404: Type.Ref('Error'), 409: Type.Ref('Error'), ...ERRORS },
      },
    },
    async (request) => {
      try {
        const revoked = await revokeKeyRecord(fastify.db.prisma, request.params.name)
        if (!revoked) throw notFound('key', request.params.name)
        return shown(revoked)
      } catch (error) {
        if (error instanceof LastAdminKeyError) throw new ApiError(409, 'LAST_ADMIN_KEY', error.message, { field: 'name' })
        throw error
      }
    },
  )
}

export default adminKeyRoutes
