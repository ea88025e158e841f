/**
 * Writes curated content files in their one canonical form: every object's keys in the order its
 * schema declares them (a database's JSON columns do not keep key order), one entry after another
 * with a blank line between, the file's header comment kept. The seed files are kept in this form,
 * so loading them, seeding a database and exporting it gives the same bytes (the round-trip test).
 */
import { stringify } from 'yaml'
import type { TSchema } from '@sinclair/typebox'
import { BehavioursEntry, CardEntry, ReferenceEntry, RulingEntry } from './schema.js'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

function isObjectSchema(schema: TSchema): boolean {
  return schema.type === 'object' && typeof schema.properties === 'object'
}

/** The branch of a union an object value belongs to: every key declared, and its literal `check`/`action` equal if it has one. */
function branchFor(value: Json, branches: TSchema[]): TSchema | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return branches.find((b) => !isObjectSchema(b))
  return branches.find((b) => {
    if (!isObjectSchema(b)) return false
    const properties = b.properties as Record<string, TSchema>
    if (!Object.keys(value).every((k) => k in properties)) return false
    return Object.entries(properties).every(([key, p]) => p.const === undefined || value[key] === p.const)
  })
}

/** `value` with the keys of every object in its schema's order (keys the schema does not know: last, sorted). */
export function canonical(value: Json, schema: TSchema | undefined): Json {
  if (schema && Array.isArray(schema.anyOf)) return canonical(value, branchFor(value, schema.anyOf as TSchema[]))
  if (Array.isArray(value)) return value.map((item) => canonical(item, schema?.items as TSchema | undefined))
  if (value === null || typeof value !== 'object') return value
  const properties = (schema && isObjectSchema(schema) ? schema.properties : {}) as Record<string, TSchema>
  const declared = Object.keys(properties).filter((k) => k in value && value[k] !== undefined)
  const others = Object.keys(value).filter((k) => !(k in properties) && value[k] !== undefined).sort()
  const out: { [key: string]: Json } = {}
  for (const key of [...declared, ...others]) out[key] = canonical(value[key] as Json, properties[key])
  return out
}

export const ENTRY_SCHEMAS = { references: ReferenceEntry, cards: CardEntry, rulings: RulingEntry, behaviours: BehavioursEntry } as const
export type ContentKind = keyof typeof ENTRY_SCHEMAS

/** One content file's text: its header, then each entry (keys in schema order), a blank line between. */
export function formatContentFile(kind: ContentKind, header: string, entries: readonly unknown[]): string {
  const body = entries.map((entry) => stringify([canonical(entry as Json, ENTRY_SCHEMAS[kind])], { lineWidth: 0, indentSeq: true })).join('\n')
  return `${header}${header && body ? '\n' : ''}${body}`
}
