/**
 * Errors the API answers with, in one JSON shape `{ statusCode, code, message }`. GraphQL
 * carries the same code in `extensions.code`.
 */
import { CALENDAR_DATE_PATTERN, CURSOR_PATTERN } from './domain/formats.js'

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
  const first = cause(items)
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

const depthOf = (item: ValidationItem) => (item.instancePath ?? '').split('/').filter(Boolean).length

/**
 * The error that says what is wrong. Where a value may take several forms (a union: a card is a
 * name, a number or an object), Ajv reports each form's first failure and then that none matched:
 * the first of them ("must be string") names the wrong cause whenever the value was meant as
 * another form. The deepest failure is the one the value got furthest in; among failures at the
 * same place, one about the value's content beats one about its type; where every form fails on
 * its type alone, the message names every type the place takes.
 */
function cause(items: ValidationItem[]): ValidationItem {
  const first = items[0] ?? {}
  if (!items.some((item) => item.keyword === 'anyOf' || item.keyword === 'oneOf')) return first
  const failures = items.filter((item) => item.keyword !== 'anyOf' && item.keyword !== 'oneOf')
  if (failures.length === 0) return first
  const deepest = Math.max(...failures.map(depthOf))
  const there = failures.filter((item) => depthOf(item) === deepest)
  // A choice of words (a union of literals) fails on each: the message lists them.
  if (there.every((item) => item.keyword === 'const')) {
    return { ...there[0], message: `must be one of ${there.map((item) => JSON.stringify(item.params?.allowedValue)).join(', ')}` }
  }
  const content = there.find((item) => item.keyword !== 'type' && item.keyword !== 'const')
  if (content) return content
  const types = [...new Set(there.map((item) => String(item.params?.type ?? '')).filter(Boolean))]
  return { ...there[0], message: `must be ${types.map((type) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`)).join(' or ')}` }
}
