/** POST /v1/resolve: a board in, the ordered sequence of legal actions out, every step cited. */
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { Type } from '@sinclair/typebox'
import { ResolveRequest } from '../schemas/resolve.js'
import { ResolveService } from '../resolve/service.js'

declare module 'fastify' {
  interface FastifyInstance {
    resolveService: ResolveService
  }
  interface FastifyRequest {
    /** The request body as sent (resolve route only): the response cache's key. */
    rawBody?: string
  }
}

const JSON_TYPE = 'application/json; charset=utf-8'

/** The route, in its own scope: its JSON parser keeps the body text for the response cache. */
const resolveRoute: FastifyPluginAsync = async (fastify) => {
  const parseJson = fastify.getDefaultJsonParser('error', 'error')
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string
    parseJson(request, body as string, done)
  })
  fastify.post<{ Body: ResolveRequest }>(
    '/v1/resolve',
    {
      schema: {
        tags: ['resolve'],
        summary: 'Resolve a Yu-Gi-Oh! End Phase (or Standby Phase, Battle Phase End Step, Grand Archive End Phase) board',
        description: 'Returns every decision point (who holds priority, the legal actions, the one taken), the events in order, and the rulings that justify each, with their references. See docs/CONTRACT.md.',
        body: ResolveRequest,
        response: { 400: Type.Ref('Error'), 422: Type.Ref('Error') },
      },
      // The same body answered before is answered again before validation: it was valid then.
      preValidation: async (request, reply) => {
        const cached = request.rawBody === undefined ? undefined : fastify.resolveService.cachedJson(request.rawBody)
        if (cached !== undefined) return reply.type(JSON_TYPE).send(cached)
      },
    },
    async (request, reply) => reply.type(JSON_TYPE).send(await fastify.resolveService.resolveJson(request.body, request.rawBody)),
  )
}

const resolveRoutes: FastifyPluginAsync<{ responseCacheBytes?: number }> = async (fastify, options) => {
  fastify.decorate('resolveService', new ResolveService(fastify.catalogCache, options.responseCacheBytes))
  await fastify.register(resolveRoute)
}

export default fp(resolveRoutes, { name: 'resolve', dependencies: ['database'] })
