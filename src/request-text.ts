/**
 * What makes text a client sends storable, one rule for REST and GraphQL: no NUL (U+0000, which
 * PostgreSQL refuses in text), no lone surrogate, and a JSON body's bytes UTF-8. The input plugin
 * (src/plugins/input.ts) applies it to every route, GraphQL's request reader to its variables, the
 * resolve route's own body parser and the admin import to what they read.
 */
import { isUtf8 } from 'node:buffer'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badParameter } from './errors.js'

/** Bodies nest shallowly; deeper is refused by the schemas anyway, and the walk stays bounded. */
const MAX_DEPTH = 32

/** A NUL, or a code unit of a surrogate with no partner (`u`: a well-formed pair is one code point, not \p{Cs}). */
const INVALID_TEXT = /[\u0000\p{Cs}]/u

/** What is wrong with a string, or undefined when it is valid text. */
function textProblem(value: string): string | undefined {
  const found = INVALID_TEXT.exec(value)
  if (!found) return undefined
  return found[0] === '\u0000' ? 'must not contain a NUL character (U+0000)' : 'must be valid Unicode text: it holds a lone surrogate (\\ud800 to \\udfff with no partner), which is no character'
}

/** The path of the first string (key or value) that is not valid text, in the notation error messages use, and why. */
export function findInvalidText(value: unknown, path: string, depth = 0): { field: string; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value)
    return problem ? { field: path, problem } : undefined
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInvalidText(value[i], `${path}[${i}]`, depth + 1)
      if (found) return found
    }
    return undefined
  }
  for (const [key, inner] of Object.entries(value)) {
    const at = `${path}.${key}`
    const problem = textProblem(key)
    if (problem) return { field: at, problem }
    const found = findInvalidText(inner, at, depth + 1)
    if (found) return found
  }
  return undefined
}

const REPLACEMENT = '\uFFFD'
const ENCODED_REPLACEMENT = Buffer.from(REPLACEMENT, 'utf8')

/** The first string (key or value) holding U+FFFD. */
function findReplacement(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(REPLACEMENT) ? path : undefined
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((inner, i) => [`${path}[${i}]`, inner]) : Object.entries(value).map(([key, inner]) => [`${path}.${key}`, inner])
  for (const [at, inner] of entries) {
    if (at.includes(REPLACEMENT) && !Array.isArray(value)) return at
    const found = findReplacement(inner, at, depth + 1)
    if (found) return found
  }
  return undefined
}

/**
 * The field of a body whose bytes are not UTF-8. Decoding turns each bad sequence into U+FFFD:
 * when the body held no U+FFFD of its own, the first string holding one is the field; otherwise
 * (or when even the decoded text is no JSON) the body as a whole.
 */
function fieldOfBadBytes(body: Buffer): string {
  if (body.includes(ENCODED_REPLACEMENT)) return 'body'
  try {
    return findReplacement(JSON.parse(body.toString('utf8')), 'body') ?? 'body'
  } catch {
    return 'body'
  }
}

type JsonParser = ReturnType<FastifyInstance['getDefaultJsonParser']>

/**
 * A JSON body parser that refuses bytes that are not UTF-8 (a 400 naming the field), then parses
 * as fastify does; `onText` sees the decoded text (the resolve route keeps it for its cache).
 */
export function utf8JsonParser(parseJson: JsonParser, onText?: (request: FastifyRequest, text: string) => void) {
  return (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
    if (!isUtf8(bytes)) return done(badParameter(fieldOfBadBytes(bytes), 'must be UTF-8: the body holds bytes that are not (sent in another encoding, or cut inside a character)'))
    const text = bytes.toString('utf8')
    onText?.(request, text)
    parseJson(request, text, done)
  }
}
