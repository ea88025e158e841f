/**
 * A card search's values made canonical (enumerations are case-insensitive: attribute=light is
 * LIGHT) or refused with a 400 that names the field and lists what it takes. REST and GraphQL both
 * pass their arguments through here before their schema checks them.
 */
import { ApiError } from '../errors.js'
import { CARD_SET_PATTERN, COMPARISON_PATTERN, FORMATS, LINK_MARKER_NAMES, ORDERS, RACES, SORTS } from '../domain/card-search.js'
import { ATTRIBUTES, CARD_TYPES } from '../schemas/catalog.js'

const quoted = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(', ')
const refuse = (field: string, value: unknown, allowed: string) =>
  new ApiError(400, 'INVALID_PARAMETER', `${field} ${JSON.stringify(value)} is not allowed: it must be ${allowed}`, { field })

/** The value of `values` that `text` names, case-insensitively; a 400 listing them otherwise. */
function canonical(field: string, text: string, values: readonly string[]): string {
  const wanted = text.trim().toLowerCase()
  const found = values.find((v) => v.toLowerCase() === wanted)
  if (found === undefined) throw refuse(field, text, `one of ${quoted(values)} (any case)`)
  return found
}

/** The enumerated filters (canonical value lists), as both APIs name them. */
const ENUMERATIONS: Record<string, readonly string[]> = {
  type: CARD_TYPES,
  attribute: ATTRIBUTES,
  race: RACES,
  format: FORMATS,
  sort: SORTS,
  order: ORDERS,
}

/**
 * A card search's query (REST's query string, GraphQL's arguments) with its enumerations in
 * canonical form, atk/def and linkmarker checked; a value outside what a filter takes is a 400
 * naming the field and listing what it takes. Values that are not text are left to the schema.
 */
export function canonicalCardQuery<T extends Record<string, unknown>>(query: T): T {
  const out: Record<string, unknown> = { ...query }
  for (const [field, values] of Object.entries(ENUMERATIONS)) {
    const value = out[field]
    if (typeof value === 'string') out[field] = canonical(field, value, values)
  }
  for (const field of ['atk', 'def']) {
    const value = out[field]
    if (typeof value !== 'string') continue
    const text = value.trim().toLowerCase()
    if (!new RegExp(COMPARISON_PATTERN).test(text)) {
      throw refuse(field, value, `a number (equal), or one after lt, lte, gt or gte: ${field}=2500, ${field}=gte2500, ${field}=lt1000`)
    }
    out[field] = text
  }
  if (typeof out.linkmarker === 'string') {
    const names = out.linkmarker.split(',').map((name) => name.trim())
    out.linkmarker = names.map((name) => canonical('linkmarker', name, LINK_MARKER_NAMES)).join(',')
  }
  if (typeof out.cardset === 'string') {
    const code = out.cardset.trim().toUpperCase()
    if (!new RegExp(CARD_SET_PATTERN).test(code)) throw refuse('cardset', out.cardset, 'a set code (LOB, CYHO) or a set number (CYHO-EN041)')
    out.cardset = code
  }
  if (out.order !== undefined && out.sort === undefined) throw new ApiError(400, 'INVALID_PARAMETER', 'order needs a sort (sort=atk&order=desc)', { field: 'order' })
  return out as T
}
