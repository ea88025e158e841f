/** The answer's format: ?format= first, else the Accept header (text/markdown, text/plain), else JSON. */
import type { FastifyRequest } from 'fastify'

export type AnswerFormat = 'json' | 'markdown' | 'plain'

export const CONTENT_TYPES: Record<AnswerFormat, string> = {
  json: 'application/json; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  plain: 'text/plain; charset=utf-8',
}

export function answerFormat(request: FastifyRequest): AnswerFormat {
  const query = (request.query ?? {}) as { format?: AnswerFormat }
  if (query.format !== undefined) return query.format
  const wanted = (request.headers.accept ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase())
  const first = wanted.find((type) => type === 'text/markdown' || type === 'text/plain' || type === 'application/json' || type === '*/*')
  return first === 'text/markdown' ? 'markdown' : first === 'text/plain' ? 'plain' : 'json'
}
