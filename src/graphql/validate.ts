/**
 * GraphQL arguments checked against the REST schemas (src/schemas), so both APIs accept the same
 * values and refuse the rest with the same 400 naming the field, in GraphQL's own argument names.
 */
import { Ajv, type AnySchema, type ValidateFunction } from 'ajv'
import { ApiError, describeValidation } from '../errors.js'
import { restValidator } from '../schemas/compilers.js'

const ajv = new Ajv({ removeAdditional: false, useDefaults: true, coerceTypes: false, allErrors: false })

/** GraphQL gives explicit nulls for omitted optional arguments and fields; the REST shape omits them. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) if (v !== null && v !== undefined) out[key] = withoutNulls(v)
    return out
  }
  return value
}

/** GraphQL's input objects as plain JSON values (they come without a prototype). */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, plain(v)]))
  return value
}

/**
 * A checker for one REST schema. `names` maps GraphQL argument names to the schema's (first →
 * limit); the answer uses the schema's names, errors GraphQL's. `context` prefixes field names
 * of a nested input (board.players.A…). Explicit nulls are dropped unless `keepNulls`.
 */
export function argsValidator<T>(schema: AnySchema, names: Record<string, string> = {}, context = '', options: { keepNulls?: boolean; asRest?: boolean } = {}) {
  // Compiled on first use: compiling every checker when the module loads cost each start and each
  // test process a good part of a second. `asRest`: the REST route's own checker (restValidator),
  // already compiled when the app started, checking exactly as REST does.
  let compiled: ValidateFunction | undefined
  const graphqlName = Object.fromEntries(Object.entries(names).map(([graphql, rest]) => [rest, graphql]))
  return (args: unknown): T => {
    // keepNulls: an explicit null means "none" (a ruling's date, a reference's URL), as in REST.
    const value = (options.keepNulls ? plain(args) : withoutNulls(args)) as Record<string, unknown>
    const renamed = Object.fromEntries(Object.entries(value).map(([key, v]) => [names[key] ?? key, v]))
    const check = (compiled ??= options.asRest ? restValidator(schema) : ajv.compile(schema))
    if (check(renamed)) return renamed as T
    const described = describeValidation('@', check.errors ?? [])
    const rename = (text: string) =>
      text.replace(/@\.?([A-Za-z]+)?/, (_all, name: string | undefined) => [context, name ? (graphqlName[name] ?? name) : ''].filter(Boolean).join('.'))
    throw new ApiError(400, 'INVALID_PARAMETER', rename(described.message), { field: rename(described.field) })
  }
}
