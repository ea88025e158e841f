/**
 * One error handler: 4xx say what is wrong and name the field; 5xx say nothing internal.
 * Every error body is `{ statusCode, code, message }`.
 */
import fp from 'fastify-plugin'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { answerFormat, CONTENT_TYPES, type AnswerFormat } from '../routes/negotiate.js'
import { ApiError, databaseUnavailable, describeValidation, RETRY_AFTER_SECONDS, versionRequired } from '../errors.js'
import { InvalidCursorError } from '../catalog/cursor.js'
import { isDatabaseUnavailable } from '../db/unavailable.js'

export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
      if (error instanceof ApiError) return sendApiError(request, reply, error)
      if (isDatabaseUnavailable(error)) {
        fastify.databaseOutage.report(error)
        return sendApiError(request, reply, databaseUnavailable())
      }
      if (error instanceof InvalidCursorError) {
        return sendError(request, reply, { statusCode: 400, code: 'INVALID_PARAMETER', message: `cursor: ${error.message}`, field: 'cursor' })
      }
      if (error.validation && error.validationContext === 'headers' && isIfMatch(error.validation[0])) {
        // The document declares If-Match required; without it (or unreadable) an edit is 428, as before it was declared.
        return sendApiError(request, reply, versionRequired())
      }
      if (error.validation) {
        const { message, field } = describeValidation(error.validationContext ?? 'request', error.validation)
        return sendError(request, reply, { statusCode: 400, code: 'INVALID_PARAMETER', message, field })
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, wrong content type, body too large.
        return sendError(request, reply, { statusCode: status, code: error.code ?? 'BAD_REQUEST', message: error.message })
      }
      request.log.error({ err: error }, 'request failed')
      return sendError(request, reply, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' })
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
      sendError(request, reply, { statusCode: 404, code: 'NOT_FOUND', message: `Route ${request.method} ${request.url.split('?')[0]} was not found` }),
    )
  },
  { name: 'errors' },
)

function sendApiError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
  return sendError(request, reply, { statusCode: error.statusCode, code: error.code, message: error.message, ...error.details })
}

/**
 * An error in the format the client asked its answer in (?format= or Accept: text/markdown or
 * text/plain, as the resolve answers): a bot that posts the answer as it comes posts the error too.
 * JSON otherwise, the one shape `{ statusCode, code, message, … }`.
 */
function sendError(request: FastifyRequest, reply: FastifyReply, body: ErrorBody) {
  reply.status(body.statusCode)
  let format: AnswerFormat = 'json'
  try {
    format = answerFormat(request)
  } catch {
    // An Accept header the negotiator cannot read: JSON.
  }
  if (format === 'json') return reply.send(body)
  return reply.type(CONTENT_TYPES[format]).send(errorText(body, format))
}

interface ErrorBody {
  statusCode: number
  code: string
  message: string
  [detail: string]: unknown
}

/** An error as Markdown or plain text: the status, code and message, then the cards it names with their candidates or suggestions. */
export function errorText(body: ErrorBody, format: 'markdown' | 'plain'): string {
  const head = format === 'markdown' ? `**Error ${body.statusCode} (${body.code})**: ${escapeMarkdown(body.message)}` : `Error ${body.statusCode} (${body.code}): ${body.message}`
  const lines = [head]
  const cards = Array.isArray(body.cards) ? (body.cards as Array<{ field?: string; card?: unknown; candidates?: string[]; suggestions?: string[] }>) : []
  for (const card of cards) {
    const names = card.candidates ?? card.suggestions ?? []
    if (names.length === 0) continue
    const label = card.candidates ? 'could be' : 'did you mean'
    const said = `${card.field ?? ''} ${JSON.stringify(card.card)} ${label}: ${names.join(', ')}`
    lines.push(format === 'markdown' ? `- ${escapeMarkdown(said)}` : `- ${said}`)
  }
  return `${lines.join('\n')}\n`
}

const escapeMarkdown = (text: string) => text.replace(/([\\*_~`|>[\]])/g, '\\$1')

function isIfMatch(item: { instancePath?: string; params?: Record<string, unknown> } | undefined): boolean {
  return item?.instancePath === '/if-match' || item?.params?.missingProperty === 'if-match'
}
