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
