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
  if (query.format === 'json' || query.format === 'markdown' || query.format === 'plain') return query.format
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

/** A host as a Host (or, behind a trusted proxy, X-Forwarded-Host) header may name it: a name or address, and a port. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/**
 * Where this request reached the service, for absolute links when PUBLIC_URL is not set: its scheme
 * and host. Fastify reads X-Forwarded-Proto and X-Forwarded-Host only when the proxy is trusted
 * (TRUST_PROXY, fastify's trustProxy); otherwise the connection's own scheme and the Host header.
 * A host that is not a plain name or address gives '' (relative links), never a link elsewhere.
 */
export function requestBase(request: FastifyRequest): string {
  const host = request.host
  const protocol = request.protocol
  if (typeof host !== 'string' || !HOST.test(host) || (protocol !== 'http' && protocol !== 'https')) return ''
  return `${protocol}://${host}`
}
