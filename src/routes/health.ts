import { isDatabaseUnavailable } from '../db/unavailable.js'
import type { FastifyPluginAsync } from 'fastify'
import { Type } from '@sinclair/typebox'
import etag from '@fastify/etag'
import { databaseUnavailable } from '../errors.js'

const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.String({ description: 'postgres | pglite' }),
  cards: Type.Integer(),
  importing: Type.Optional(
    Type.Boolean({ description: 'a card import runs in this process (POST /v1/admin/import); on the embedded database, cards is then the count from before it' }),
  ),
})

const healthRoutes: FastifyPluginAsync = async (fastify) => {
  // Every GET carries an ETag (304 on a matching If-None-Match); health must be asked again each time.
  await fastify.register(etag, { algorithm: 'sha1' })
  fastify.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET') reply.header('cache-control', 'no-cache')
  })
  fastify.get(
    '/health',
    { schema: { tags: ['service'], summary: 'Liveness and database reachability', response: { 200: HealthSchema, 503: Type.Ref('Error') } } },
    async () => {
      const running = fastify.imports.current
      // The embedded database has one connection, which the import's transaction holds until it
      // ends: the service is alive and its database in use, so health answers from memory.
      if (running && running.cardsBefore !== null && fastify.db.kind === 'pglite') return { status: 'ok' as const, database: fastify.db.kind, cards: running.cardsBefore, importing: true }
      try {
        const cards = await fastify.catalog.countCards()
        return { status: 'ok' as const, database: fastify.db.kind, cards, ...(running ? { importing: true } : {}) }
      } catch (error) {
        if (isDatabaseUnavailable(error)) fastify.databaseOutage.report(error)
        else fastify.log.error({ err: error }, 'health check failed')
        // Whatever went wrong, the service cannot serve from its database.
        throw databaseUnavailable()
      }
    },
  )
}

export default healthRoutes
