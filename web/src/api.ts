/** The public API as the page uses it: REST under /v1, nothing private. */

export type Lang = 'en' | 'ja'
export type Player = 'A' | 'B'

export interface CardRefObject {
  card: string | number
  key?: string
  negatedUntil?: string
  owner?: Player
  sentThisTurn?: boolean
  position?: 'face-up' | 'set'
  summoned?: 'normal' | 'tribute' | 'flip' | 'special' | 'none'
  flipped?: boolean
  attacked?: boolean
  destroyedByBattle?: boolean
  usedThisTurn?: boolean
  /** Grand Archive allies. */
  damage?: number
  life?: number
  [other: string]: unknown
}
export type CardRef = string | number | CardRefObject

/** Cards nobody named: `{ "count": N }` in a list beside named cards, or a number in place of the hand's list. */
export interface UnnamedCards {
  count: number
}

export interface PlayerBoard {
  hand?: Array<CardRef | UnnamedCards> | number
  field?: CardRef[]
  graveyard?: CardRef[]
  banished?: CardRef[]
  memory?: CardRef[]
  allies?: CardRefObject[]
  lp?: number
  deck?: number
  [other: string]: unknown
}

export interface Effect {
  id: string
  controller: Player
  card?: string
  kind: string
  mandatory: boolean
  negatedUntil?: string
  [other: string]: unknown
}

export interface TurnEvent {
  player: Player
  activated?: CardRef
  targets?: string[]
  affected?: string[]
  amount?: number
  [other: string]: unknown
}

export interface Choice {
  player: Player
  type: 'pass' | 'activate' | 'apply' | 'expire' | 'discard'
  effect?: string
  cards?: string[]
}

/** The resolve request (docs/CONTRACT.md): the page edits the fields it knows and keeps the others as they came. */
export interface ResolveRequest {
  game?: 'yugioh' | 'grand-archive'
  phase?: string
  turnPlayer: Player
  players: { A: PlayerBoard; B: PlayerBoard }
  effects?: Effect[]
  thisTurn?: TurnEvent[]
  responses?: unknown[]
  choices?: Choice[]
  enumerate?: boolean
  explain?: Lang
  [other: string]: unknown
}

export interface Action {
  type: string
  effect?: string
  cards?: string[]
  count?: number
  [other: string]: unknown
}

export interface Step {
  index: number
  window: string
  decision?: string
  player: Player
  legal: Action[]
  taken: Action
  automatic?: boolean
  rulings: string[]
}

export interface ResolveEvent {
  type: string
  effect?: string
  player?: Player
  cards?: string[]
  outcome?: string
  by?: string
  rulings: string[]
  [other: string]: unknown
}

export interface ExplanationEntry {
  kind: string
  index: number
  type: string
  text: string
  player?: Player
  cards: string[]
  rulings: string[]
}

export interface ResolveAnswer {
  steps: Step[]
  events: ResolveEvent[]
  outcomes?: Array<{ events: ResolveEvent[]; choices: Choice[]; alternatives?: { count: number } }>
  truncated?: boolean
  truncatedReason?: string
  rulings: Array<{ id: string; title?: string; summary?: string; link?: string }>
  notes?: Array<{ ruling: string; text: string }>
  explanation?: { lang: Lang; title: string; entries: ExplanationEntry[]; messages: string[] }
}

export interface Card {
  password: number | null
  konamiId: number | null
  name: string
  names: Record<string, string>
  text: string | null
  cardType: string
  property: string | null
  monsterTypeLine: string | null
  attribute: string | null
  level: number | null
  rank: number | null
  linkRating: number | null
  atk: number | null
  def: number | null
  behaviours: Array<{ phase: string; kind: string; mandatory: boolean; turn?: string; source: string }>
}

export interface CardSummary {
  password: number | null
  konamiId: number | null
  name: string
}

export interface Reference {
  id: string
  kind: string
  title: string
  publisher: string
  url: string | null
  locator: string | null
  date: string | null
  language: string
}

export interface Ruling {
  id: string
  game: string
  kind: string
  title: string
  text: string
  authority: string
  date: string | null
  status: string
  supersededBy: string | null
  supersedes: string[]
  region: string | null
  cards: CardSummary[]
  references: Reference[]
  version: number
}

export interface HistoryEntry {
  version: number
  action: string
  changedAt: string
  changedBy: string
}

export interface ApiProblem {
  status: number
  code: string
  message: string
}

export class ApiError extends Error {
  constructor(readonly problem: ApiProblem) {
    super(problem.message)
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, { ...init, headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) } })
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: 'the service did not answer' })
  }
  const body = (await response.json().catch(() => null)) as (T & { code?: string; message?: string }) | null
  if (!response.ok || body === null) {
    throw new ApiError({ status: response.status, code: body?.code ?? 'ERROR', message: body?.message ?? `HTTP ${response.status}` })
  }
  return body
}

const query = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&')

export const api = {
  searchCards: (q: string, lang: Lang, init?: RequestInit) => call<{ items: Card[] }>(`/v1/cards?${query({ q, outputLang: lang, limit: 8 })}`, init),
  card: (id: string, lang: Lang) => call<Card>(`/v1/cards/${encodeURIComponent(id)}?${query({ lang })}`),
  cardRulings: (id: string, lang: Lang) => call<{ items: Ruling[] }>(`/v1/cards/${encodeURIComponent(id)}/rulings?${query({ lang, limit: 100 })}`),
  ruling: (id: string, lang: Lang) => call<Ruling>(`/v1/rulings/${encodeURIComponent(id)}?${query({ lang })}`),
  rulingHistory: (id: string) => call<HistoryEntry[]>(`/v1/rulings/${encodeURIComponent(id)}/history`),
  reference: (id: string) => call<Reference & { rulings: string[] }>(`/v1/references/${encodeURIComponent(id)}`),
  /** Every page of a list (the rulings and references are a few hundred at most). */
  async all<T>(path: string): Promise<T[]> {
    const items: T[] = []
    let cursor: string | null = null
    for (let page = 0; page < 50; page++) {
      const answer: { items: T[]; nextCursor: string | null } = await call(`${path}?${query({ limit: 100, cursor: cursor ?? undefined })}`)
      items.push(...answer.items)
      cursor = answer.nextCursor
      if (!cursor) break
    }
    return items
  },
  resolve: (request: ResolveRequest, lang: Lang) =>
    call<ResolveAnswer>(`/v1/resolve?${query({ lang })}`, { method: 'POST', body: JSON.stringify({ ...request, explain: lang }) }),
}
