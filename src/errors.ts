/**
 * Errors the API answers with, in one JSON shape `{ statusCode, code, message }`. GraphQL
 * carries the same code in `extensions.code`.
 */
import { CALENDAR_DATE_PATTERN, CURSOR_PATTERN } from './schemas/catalog.js'

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const notFound = (what: string, id: string | number) => new ApiError(404, 'NOT_FOUND', `${what} ${JSON.stringify(String(id))} was not found`)
export const badParameter = (field: string, problem: string) => new ApiError(400, 'INVALID_PARAMETER', `${field} ${problem}`, { field })
/** The database cannot be reached: a 503 the client may retry after RETRY_AFTER_SECONDS. */
export const databaseUnavailable = () => new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable; try again shortly')
export const RETRY_AFTER_SECONDS = 5
/** An edit without the version it was made against (If-Match) is 428: it must never overwrite one made since. */
export const versionRequired = (what = 'what you edit') =>
  new ApiError(428, 'VERSION_REQUIRED', `send If-Match with the version of ${what} (GET it first), so an edit never overwrites one made since`, { field: 'If-Match' })

interface ValidationItem {
  instancePath?: string
  message?: string
  keyword?: string
  params?: Record<string, unknown>
}

/** One readable sentence naming the field, from Ajv's validation errors. */
export function describeValidation(context: string, items: ValidationItem[]): { message: string; field: string } {
  const first = items[0] ?? {}
  // "/players/A/hand/3" → "players.A.hand[3]", the notation the other messages use.
  const path = (first.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`))
    .join('')
  const base = `${context}${path}`
  const params = first.params ?? {}
  if (first.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    const field = `${base}.${params.additionalProperty}`
    return { field, message: `${field} is not a known field` }
  }
  if (first.keyword === 'required' && typeof params.missingProperty === 'string') {
    const field = `${base}.${params.missingProperty}`
    return { field, message: `${field} is required` }
  }
  // A pattern is stated in the document; the message says what it means rather than repeating it.
  if (first.keyword === 'pattern' && params.pattern === CALENDAR_DATE_PATTERN) return { field: base, message: `${base} is not a date (YYYY-MM-DD)` }
  if (first.keyword === 'pattern' && params.pattern === CURSOR_PATTERN) return { field: base, message: `${base} is not a cursor this service issued` }
  if (first.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return { field: base, message: `${base} must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}` }
  }
  return { field: base, message: `${base} ${first.message ?? 'is invalid'}` }
}
