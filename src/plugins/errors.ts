/**
 * One error handler: 4xx say what is wrong and name the field; 5xx say nothing internal.
 * Every error body is `{ statusCode, code, message }`.
 */
import fp from 'fastify-plugin'
import type { FastifyError, FastifyReply } from 'fastify'
import { ApiError, databaseUnavailable, describeValidation, RETRY_AFTER_SECONDS, versionRequired } from '../errors.js'
import { InvalidCursorError } from '../catalog/cursor.js'
import { isDatabaseUnavailable } from '../db/unavailable.js'

export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
      if (error instanceof ApiError) return sendApiError(reply, error)
      if (isDatabaseUnavailable(error)) {
        fastify.databaseOutage.report(error)
        return sendApiError(reply, databaseUnavailable())
      }
      if (error instanceof InvalidCursorError) {
        return reply.status(400).send({ statusCode: 400, code: 'INVALID_PARAMETER', message: `cursor: ${error.message}`, field: 'cursor' })
      }
      if (error.validation && error.validationContext === 'headers' && isIfMatch(error.validation[0])) {
        // The document declares If-Match required; without it (or unreadable) an edit is 428, as before it was declared.
        return sendApiError(reply, versionRequired())
      }
      if (error.validation) {
        const { message, field } = describeValidation(error.validationContext ?? 'request', error.validation)
        return reply.status(400).send({ statusCode: 400, code: 'INVALID_PARAMETER', message, field })
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, wrong content type, body too large.
        return reply.status(status).send({ statusCode: status, code: error.code ?? 'BAD_REQUEST', message: error.message })
      }
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' })
    })
    // Every 503 (GraphQL's included, whose status mercurius sets) tells the client when to retry.
    fastify.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
    })
    // A path the service serves, asked with a method it does not take there (TRACE, QUERY, DELETE
    // on a list), is 405 with the methods it takes (Allow), not a 404 that says the path is not
    // there. The router cannot be asked which methods a concrete URL has, so the routes' own
    // patterns are kept as they are registered (they only use `:name` segments and a final `*`);
    // the catch-all OPTIONS route of CORS says nothing about a path and is left out. It is decided
    // on the request, before a body is looked for (QUERY otherwise asks for a content type first).
    const routes: Array<{ pattern: RegExp; methods: string[] }> = []
    fastify.addHook('onRoute', (route) => {
      if (route.url === '*' || route.url === '/*') return
      const source = route.url
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')
      routes.push({ pattern: new RegExp(`^${source}$`), methods: ([] as string[]).concat(route.method) })
    })
    fastify.addHook('onRequest', async (request, reply) => {
      if (!request.is404) return
      const path = request.url.split('?')[0] ?? '/'
      const allowed = [...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods))]
      if (allowed.length === 0) return
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ statusCode: 405, code: 'METHOD_NOT_ALLOWED', message: `${request.method} is not a method of ${path}: it takes ${allowed.join(', ')}` })
    })
    fastify.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: `Route ${request.method} ${request.url.split('?')[0]} was not found` }),
    )
  },
  { name: 'errors' },
)

function sendApiError(reply: FastifyReply, error: ApiError) {
  if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
  return reply.status(error.statusCode).send({ statusCode: error.statusCode, code: error.code, message: error.message, ...error.details })
}

function isIfMatch(item: { instancePath?: string; params?: Record<string, unknown> } | undefined): boolean {
  return item?.instancePath === '/if-match' || item?.params?.missingProperty === 'if-match'
}
