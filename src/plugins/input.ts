/**
 * Text a client sends must be text PostgreSQL can store: a NUL byte (U+0000) anywhere in a path
 * parameter, the query string or the body is a 400 naming the field, before validation, every
 * route (GraphQL included) alike. PostgreSQL refuses 0x00 in text, so without this each route
 * failed with a 500 wherever the value reached a query.
 */
import fp from 'fastify-plugin'
import { badParameter } from '../errors.js'

/** Bodies nest shallowly; deeper is refused by the schemas anyway, and the walk stays bounded. */
const MAX_DEPTH = 32

/** The path of the first string (key or value) holding a NUL, in the notation error messages use. */
export function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}[${i}]`, depth + 1)
      if (found) return found
    }
    return undefined
  }
  for (const [key, inner] of Object.entries(value)) {
    const at = `${path}.${key}`
    if (key.includes('\u0000')) return at
    const found = findNul(inner, at, depth + 1)
    if (found) return found
  }
  return undefined
}

export default fp(
  async (fastify) => {
    fastify.addHook('preValidation', async (request) => {
      // A JSON body can only hold a NUL as the escape \u0000: when its raw text is at hand and has
      // none, the walk is skipped (the resolve hot path).
      const raw = (request as { rawBody?: string }).rawBody
      const bodyField = raw !== undefined && !raw.includes('\\u0000') ? undefined : findNul(request.body, 'body')
      const field = findNul(request.params, 'params') ?? findNul(request.query, 'querystring') ?? bodyField
      if (field !== undefined) throw badParameter(field, 'must not contain a NUL character (U+0000)')
    })
  },
  { name: 'input' },
)
