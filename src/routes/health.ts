import { isDatabaseUnavailable } from '../db/unavailable.js'
import type { FastifyPluginAsync } from 'fastify'
import { Type } from '@sinclair/typebox'
import etag from '@fastify/etag'
import { databaseUnavailable } from '../errors.js'

const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.String({ description: 'postgres | pglite' }),
  cards: Type.Integer(),
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
      try {
        const cards = await fastify.catalog.countCards()
        return { status: 'ok' as const, database: fastify.db.kind, cards }
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
