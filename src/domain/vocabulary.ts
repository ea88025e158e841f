/**
 * The words the curated content and the API share, each list spelled once: the TypeScript types
 * (src/content/types.ts, the writers), the API's TypeBox schemas (src/schemas) and the content
 * files' schema (src/content/schema.ts) all derive from these. Plain data, no I/O.
 */
import { Type, type TLiteral, type TUnion } from '@sinclair/typebox'

/** The games the catalog holds rulings for (each a ruleset in src/engine). */
export const GAMES = ['yugioh', 'grand-archive'] as const
export type Game = (typeof GAMES)[number]

/** procedure: how the game runs; card-ruling: about named cards; faq: a dated answer to a question. */
export const RULING_KINDS = ['procedure', 'card-ruling', 'faq'] as const
export type RulingKind = (typeof RULING_KINDS)[number]

/** What a ruling rests on (content/README.md "Authority"). */
export const AUTHORITIES = ['official', 'community', 'fan-guide'] as const
export type RulingAuthority = (typeof AUTHORITIES)[number]

export const RULING_STATUSES = ['current', 'superseded'] as const
export type RulingStatus = (typeof RULING_STATUSES)[number]

/** Where TCG and OCG rulings differ, the region a ruling holds in (none: both). */
export const REGIONS = ['tcg', 'ocg'] as const
export type RulingRegion = (typeof REGIONS)[number]

/** Where sources disagree, the reading a resolve applies (and a card link is cited under). */
export const READINGS = ['official', 'fan-guide'] as const
export type Reading = (typeof READINGS)[number]

/** The windows the resolver answers for, and a ruling concerns. */
export const PHASES = ['end', 'standby', 'battle-end-step'] as const
export type RulingPhase = (typeof PHASES)[number]

/** The kinds of source a reference is. */
export const REFERENCE_KINDS = ['rulebook', 'official-qa', 'faq', 'wiki', 'fan-guide', 'comprehensive-rules'] as const
export type ReferenceKind = (typeof REFERENCE_KINDS)[number]

/** What an API key may do: read (authenticate, no writes), editor (rulings, references, links), admin (also deletions and keys). */
export const KEY_SCOPES = ['read', 'editor', 'admin'] as const
export type KeyScope = (typeof KEY_SCOPES)[number]

/** A key's name: the change log names the key behind every edit, so a name is never given to a second key. */
export const KEY_NAME_PATTERN = '^[\\w.@-]{1,100}$'

/** A list as a TypeBox union of its literals (validation, serialisation and the OpenAPI enum at once). */
export function oneOf<const T extends string>(values: readonly T[], options: { description?: string; default?: T } = {}): TUnion<Array<TLiteral<T>>> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  )
}

/** "a, b or c", for an error message naming what a field must be. */
export function listed(values: readonly string[]): string {
  return values.length < 2 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`
}

/** The value is one of the list's (a type guard for values from the database or a request). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value)
}
