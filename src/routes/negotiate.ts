/** The answer's format: ?format= first, else the Accept header (text/markdown, text/plain), else JSON. */
import type { FastifyRequest } from 'fastify'
import { negotiate } from '@fastify/accept-negotiator'

export type AnswerFormat = 'json' | 'markdown' | 'plain'

export const CONTENT_TYPES: Record<AnswerFormat, string> = {
  json: 'application/json; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  plain: 'text/plain; charset=utf-8',
}

export function answerFormat(request: FastifyRequest): AnswerFormat {
  const query = (request.query ?? {}) as { format?: AnswerFormat }
  if (query.format !== undefined) return query.format
  // Quality values honoured; a wildcard or anything else gets JSON.
  const best = negotiate(request.headers.accept ?? '', ['application/json', 'text/markdown', 'text/plain'])
  return best === 'text/markdown' ? 'markdown' : best === 'text/plain' ? 'plain' : 'json'
}

/**
 * A 200 response answered as JSON (the schema) or as text (Markdown, plain), for the route's
 * schema: Fastify serialises JSON by it, and the OpenAPI document lists the three media types.
 */
export function jsonOrText(schema: unknown, textDescription: string) {
  const text = { schema: { type: 'string', description: textDescription } }
  return {
    description: 'JSON by default; Markdown or plain text with ?format= or Accept',
    content: { 'application/json': { schema }, 'text/markdown': text, 'text/plain': text },
  }
}
