/**
 * An onDiscard's lists in the typed board: `adds`, `sends`, `summons` take names and passwords as
 * strings ([String!], as they always have, so a query declaring `$adds: [String!]` stays valid),
 * and `addsCards`, `sendsCards`, `summonsCards` take cards as CardRefInput objects ({ card, key,
 * onDiscard }). REST has one list for both forms, so each pair becomes the REST body's list (the
 * names first, then the cards) before the REST body's checker runs. Paths into the merged lists
 * are turned back into the fields the client wrote, so a refusal names `addsCards[0]`, not `adds[2]`.
 */
import { ApiError } from '../errors.js'

const LISTS = ['adds', 'sends', 'summons'] as const

/** One merged list: REST's path to it, and how many plain names come before the cards. */
interface Merged {
  path: string
  names: number
  /** The path as the client wrote it: the same, ending in addsCards, sendsCards or summonsCards. */
  written: string
}

export interface DiscardCards {
  board: unknown
  /** A REST path in any text (a message, a field) as the client wrote it. */
  rename: (text: string) => string
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

/** The board with each onDiscard's cards merged into its REST list, and the way back for paths. */
export function mergeDiscardCards(board: unknown): DiscardCards {
  const merged: Merged[] = []
  // `path` is the REST path without the argument's name, as the service writes it (players.A.hand[0]).
  const walk = (value: unknown, path: string): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => walk(item, `${path}[${i}]`))
    if (!isObject(value)) return value
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) {
      if ((LISTS as readonly string[]).some((list) => key === `${list}Cards`)) continue
      out[key] = walk(v, path ? `${path}.${key}` : key)
    }
    for (const list of LISTS) {
      const cards = value[`${list}Cards`]
      if (!Array.isArray(cards)) continue
      const names = Array.isArray(value[list]) ? (value[list] as unknown[]) : []
      const at = path ? `${path}.${list}` : list
      merged.push({ path: at, names: names.length, written: `${at}Cards` })
      out[list] = [...names, ...cards.map((card, i) => walk(card, `${at}[${names.length + i}]`))]
    }
    return out
  }
  const out = walk(board, '')
  // Deepest first: a card's own onDiscard is named inside the path of the card that carries it.
  merged.sort((a, b) => b.path.length - a.path.length)
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const patterns = merged.map((m) => ({ ...m, pattern: new RegExp(`(^|[^\\w\\]])${escape(m.path)}\\[(\\d+)\\]`, 'g') }))
  const rename = (text: string) =>
    patterns.reduce(
      (renamed, m) => renamed.replace(m.pattern, (all, before: string, index: string) => (Number(index) < m.names ? all : `${before}${m.written}[${Number(index) - m.names}]`)),
      text,
    )
  return { board: out, rename }
}

/** Every `field` in an error's details renamed (the field of the error, the fields of its cards). */
function renameFields(value: unknown, rename: (text: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameFields(item, rename))
  if (!isObject(value)) return value
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, key === 'field' && typeof v === 'string' ? rename(v) : renameFields(v, rename)]))
}

/** An error naming REST's merged lists, naming the fields the client wrote instead. */
export function renamedError(error: unknown, rename: (text: string) => string): unknown {
  if (!(error instanceof ApiError)) return error
  return new ApiError(error.statusCode, error.code, rename(error.message), renameFields(error.details, rename) as Record<string, unknown> | undefined)
}
