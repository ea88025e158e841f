/**
 * One error handler: 4xx say what is wrong and name the field; 5xx say nothing internal.
 * Every error body is `{ statusCode, code, message }`.
 */
import fp from 'fastify-plugin'
import type { FastifyError, FastifyReply } from 'fastify'
import { ApiError, databaseUnavailable, describeValidation, RETRY_AFTER_SECONDS } from '../errors.js'
import { InvalidCursorError } from '../catalog/cursor.js'
import { isDatabaseUnavailable } from '../db/unavailable.js'

export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
      if (error instanceof ApiError) return sendApiError(reply, error)
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable')
        return sendApiError(reply, databaseUnavailable())
      }
      if (error instanceof InvalidCursorError) {
        return reply.status(400).send({ statusCode: 400, code: 'INVALID_PARAMETER', message: `cursor: ${error.message}`, field: 'cursor' })
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
