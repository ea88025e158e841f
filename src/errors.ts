/**
 * Errors the API answers with, in one JSON shape `{ statusCode, code, message }`. GraphQL
 * carries the same code in `extensions.code`.
 */
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
  if (first.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return { field: base, message: `${base} must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}` }
  }
  return { field: base, message: `${base} ${first.message ?? 'is invalid'}` }
}
