/** POST /v1/resolve: a board in, the ordered sequence of legal actions out, every step cited. */
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { Type } from '@sinclair/typebox'
import { countedZones, ResolveQuery, ResolveRequest } from '../schemas/resolve.js'
import { compiledWhenFirstUsed, restValidator, type SchemaCompiling } from '../schemas/compilers.js'
import { utf8JsonParser } from '../request-text.js'
import type { AnySchema } from 'ajv'
import { ResolveResponseSchema } from '../schemas/resolve-response.js'
import { ResolveService, type AnswerOptions } from '../resolve/service.js'
import type { EnumerateOptions } from '../resolve/enumerate-pool.js'
import type { FastifyRequest } from 'fastify'
import { answerFormat, CONTENT_TYPES, jsonOrText, requestBase } from './negotiate.js'

declare module 'fastify' {
  interface FastifyInstance {
    resolveService: ResolveService
  }
  interface FastifyRequest {
    /** The request body as sent (resolve route only): the response cache's key. */
    rawBody?: string
  }
}

/** How the answer is wanted: the language of the explanation, and the format. */
function answerOptions(request: FastifyRequest, publicUrl: string): AnswerOptions {
  const query = (request.query ?? {}) as ResolveQuery
  return {
    ...(query.lang ? { lang: query.lang } : {}),
    ...(query.perspective ? { perspective: query.perspective } : {}),
    format: answerFormat(request),
    base: publicUrl || requestBase(request),
  }
}

type ResolveRouteOptions = { compileSchemas: SchemaCompiling }

/** The checker GraphQL's resolve uses too (compiled once per process: it is large). */
const restRouteValidator = ({ schema }: { schema: unknown }) => restValidator(schema as AnySchema)

/** The route, in its own scope: its JSON parser keeps the body text for the response cache. */
const resolveRoute: FastifyPluginAsync<ResolveRouteOptions> = async (fastify, options) => {
  fastify.removeContentTypeParser('application/json')
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    utf8JsonParser(fastify.getDefaultJsonParser('error', 'error'), (request, text) => (request.rawBody = text)),
  )
  fastify.post<{ Body: ResolveRequest }>(
    '/v1/resolve',
    {
      validatorCompiler: options.compileSchemas === 'at-start' ? restRouteValidator : compiledWhenFirstUsed(restRouteValidator, options.compileSchemas),
      schema: {
        tags: ['resolve'],
        summary: 'Resolve a Yu-Gi-Oh! End Phase (or Standby Phase, Battle Phase End Step, Grand Archive End Phase) board',
        description: 'Returns every decision point (who holds priority, the legal actions, the one taken), the events in order, and the rulings that justify each, with their references. See docs/CONTRACT.md.',
        body: ResolveRequest,
        querystring: ResolveQuery,
        response: { 200: jsonOrText(ResolveResponseSchema, 'the explanation alone: Markdown messages of at most 2,000 characters separated by a line ---, or plain text'), 400: Type.Ref('Error'), 422: Type.Ref('Error') },
      },
      // The same body answered before is answered again before validation: it was valid then.
      preValidation: async (request, reply) => {
        countedZones(request.body, 'body')
        if (request.rawBody === undefined) return
        const query = request.query as Record<string, unknown>
        // An odd query string is validated first, so that it gets its 400.
        if (Object.keys(query).some((name) => name !== 'lang' && name !== 'format' && name !== 'perspective')) return
        if (query.perspective !== undefined && query.perspective !== 'A' && query.perspective !== 'B') return
        if (query.lang !== undefined && query.lang !== 'en' && query.lang !== 'ja') return
        if (query.format !== undefined && !['json', 'markdown', 'plain'].includes(String(query.format))) return
        const options = answerOptions(request, fastify.publicUrl)
        const cached = fastify.resolveService.cachedAnswer(request.rawBody, options)
        if (cached !== undefined) return reply.type(CONTENT_TYPES[options.format ?? 'json']).send(cached)
      },
    },
    async (request, reply) => {
      const options = answerOptions(request, fastify.publicUrl)
      return reply.type(CONTENT_TYPES[options.format ?? 'json']).send(await fastify.resolveService.resolveJson(request.body, request.rawBody, options))
    },
  )
}

const resolveRoutes: FastifyPluginAsync<{ enumerate?: Partial<EnumerateOptions>; compileSchemas?: ResolveRouteOptions['compileSchemas'] }> = async (fastify, options) => {
  const service = new ResolveService(fastify.catalogCache, fastify.answerCache, fastify.publicUrl, options.enumerate)
  fastify.decorate('resolveService', service)
  fastify.addHook('onClose', () => service.close())
  await fastify.register(resolveRoute, { compileSchemas: options.compileSchemas ?? 'at-start' })
}

export default fp(resolveRoutes, { name: 'resolve', dependencies: ['database', 'answer-cache'] })
