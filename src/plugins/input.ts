/**
 * Text a client sends must be valid Unicode that PostgreSQL can store. One rule for every route
 * (GraphQL's variables included), checked before validation: a string or key anywhere in the path
 * parameters, the query string or the body that holds a NUL (U+0000, which PostgreSQL refuses in
 * text) or a lone surrogate (a JSON escape such as "\ud800" with no partner: it is no character,
 * was stored as U+FFFD or refused by jsonb with a 500), or a query-string value whose
 * percent-encoding is not UTF-8 (kept undecoded before), is a 400 naming the field. So is a JSON
 * body whose bytes are not UTF-8 (decoding used to turn each bad sequence into U+FFFD silently).
 */
import fp from 'fastify-plugin'
import { badParameter } from '../errors.js'
import { findInvalidText, utf8JsonParser } from '../request-text.js'

/**
 * The first query-string parameter whose percent-encoding does not decode as UTF-8. The query
 * parser keeps such a value as it was sent (`%ED%A0%80`), so it would be searched for literally;
 * decodeURIComponent is the strict decoder (it throws on bytes that are not UTF-8).
 */
function findUndecodable(url: string): { field: string; problem: string } | undefined {
  const start = url.indexOf('?')
  if (start < 0 || !url.includes('%', start)) return undefined
  for (const pair of url.slice(start + 1).split('&')) {
    const equals = pair.indexOf('=')
    const rawKey = equals < 0 ? pair : pair.slice(0, equals)
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '))
      } catch {
        return undefined
      }
    }
    const key = decode(rawKey)
    if (key === undefined || (equals >= 0 && decode(pair.slice(equals + 1)) === undefined)) {
      return { field: `querystring.${key ?? rawKey}`, problem: 'must be valid Unicode text: its percent-encoding is not UTF-8' }
    }
  }
  return undefined
}

/** A JSON text can only hold a NUL or a surrogate as an escape (\u0000, \uD800 to \uDFFF). */
const ESCAPED_INVALID = /\\u(?:0000|[dD][89a-fA-F])/

export default fp(
  async (fastify) => {
    fastify.removeContentTypeParser('application/json')
    fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, utf8JsonParser(fastify.getDefaultJsonParser('error', 'error')))
    fastify.addHook('preValidation', async (request) => {
      // When the body's raw text is at hand and holds no such escape, the walk is skipped (the
      // resolve hot path). A surrogate pair is an escape too: the walk then tells pairs from lone ones.
      const raw = (request as { rawBody?: string }).rawBody
      const body = () => (raw !== undefined && !ESCAPED_INVALID.test(raw) ? undefined : findInvalidText(request.body, 'body'))
      const found = findInvalidText(request.params, 'params') ?? findUndecodable(request.url) ?? findInvalidText(request.query, 'querystring') ?? body()
      if (found !== undefined) throw badParameter(found.field, found.problem)
    })
  },
  { name: 'input' },
)
