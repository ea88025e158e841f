/** The board the page edits: the resolve request itself, with helpers to read and change it immutably. */
import type { Action, CardRef, CardRefObject, Choice, PlayerBoard, ResolveRequest, Step, UnnamedCards } from './api.js'

export type ZoneName = 'hand' | 'field' | 'graveyard' | 'banished' | 'memory' | 'allies'
export type Game = 'yugioh' | 'grand-archive'

export const ZONES: Record<Game, ZoneName[]> = {
  yugioh: ['hand', 'field', 'graveyard', 'banished'],
  'grand-archive': ['hand', 'field', 'memory', 'graveyard', 'allies'],
}
export const PHASES: Record<Game, string[]> = { yugioh: ['end', 'standby', 'battle-end-step'], 'grand-archive': ['end'] }
export const ITEM_KINDS: Record<Game, string[]> = {
  yugioh: ['trigger', 'apply', 'expire', 'quick'],
  'grand-archive': ['beginning-of-end-phase', 'instant', 'until-end-of-turn', 'as-turn-ends', 'hand-size-limit', 'memory-size-limit'],
}

export const gameOf = (request: ResolveRequest): Game => request.game ?? 'yugioh'

export function emptyBoard(): ResolveRequest {
  return { turnPlayer: 'A', players: { A: {}, B: {} } }
}

/** A card reference as an object (a name or password alone means the same card). */
export const asObject = (ref: CardRef): CardRefObject => (typeof ref === 'object' ? ref : { card: ref })
export const keyOf = (ref: CardRef): string => {
  const card = asObject(ref)
  return card.key ?? String(card.card)
}

/** An entry that stands for cards nobody named (`{ "count": N }`), not a card. */
export const isUnnamed = (entry: unknown): entry is UnnamedCards =>
  typeof entry === 'object' && entry !== null && !('card' in entry) && typeof (entry as { count?: unknown }).count === 'number'

/** How many cards nobody named a zone holds: a number in place of its list, or its `{ count }` entries. */
export function unnamedCount(board: PlayerBoard, zone: ZoneName): number {
  const cards: unknown = board[zone]
  if (typeof cards === 'number') return cards
  return Array.isArray(cards) ? cards.reduce((sum: number, entry: unknown) => sum + (isUnnamed(entry) ? entry.count : 0), 0) : 0
}

/** A zone's list as the request says it: the named cards, then one entry for the unnamed ones (a bare number when none is named). */
function zoneValue(named: CardRefObject[], unnamed: number): CardRefObject[] | Array<CardRefObject | UnnamedCards> | number | undefined {
  if (unnamed > 0) return named.length > 0 ? [...named, { count: unnamed }] : unnamed
  return named.length > 0 ? named : undefined
}

function withZone(request: ResolveRequest, player: 'A' | 'B', zone: ZoneName, value: unknown): ResolveRequest {
  const board: Record<string, unknown> = { ...request.players[player] }
  if (value === undefined) delete board[zone]
  else board[zone] = value
  return { ...request, players: { ...request.players, [player]: board as PlayerBoard } }
}

/** Sets how many unnamed cards a zone holds, keeping its named cards. */
export function setUnnamed(request: ResolveRequest, player: 'A' | 'B', zone: ZoneName, count: number): ResolveRequest {
  return withZone(request, player, zone, zoneValue(zoneCards(request.players[player], zone), Math.max(0, Math.floor(count))))
}

/** A request as it came from a link or the JSON editor, with every zone's cards as objects. */
export function normalise(input: unknown): ResolveRequest {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new Error('the board must be a JSON object')
  const request = { ...(input as ResolveRequest) }
  const players = (request.players ?? {}) as Partial<Record<'A' | 'B', PlayerBoard>>
  const normalPlayer = (board: PlayerBoard | undefined): PlayerBoard => {
    const copy: PlayerBoard = { ...(board ?? {}) }
    for (const zone of ['hand', 'field', 'graveyard', 'banished', 'memory'] as const) {
      const cards: unknown = copy[zone]
      if (Array.isArray(cards)) (copy as Record<string, unknown>)[zone] = cards.map((entry: CardRef | UnnamedCards) => (isUnnamed(entry) ? entry : asObject(entry)))
    }
    return copy
  }
  request.players = { A: normalPlayer(players.A), B: normalPlayer(players.B) }
  if (request.turnPlayer !== 'B') request.turnPlayer = 'A'
  return request
}

/** A zone's named cards (the unnamed ones are counted by unnamedCount). */
export function zoneCards(board: PlayerBoard, zone: ZoneName): CardRefObject[] {
  const cards: unknown = board[zone]
  return Array.isArray(cards) ? cards.filter((entry: unknown) => !isUnnamed(entry)).map((entry: CardRef) => asObject(entry)) : []
}

export function allKeys(request: ResolveRequest): string[] {
  const keys: string[] = []
  for (const player of ['A', 'B'] as const) {
    for (const zone of ZONES[gameOf(request)]) for (const card of zoneCards(request.players[player], zone)) keys.push(keyOf(card))
  }
  return keys
}

/** Sets a zone's named cards; the cards nobody named stay as they were. */
export function setZone(request: ResolveRequest, player: 'A' | 'B', zone: ZoneName, cards: CardRefObject[]): ResolveRequest {
  return withZone(request, player, zone, zoneValue(cards, unnamedCount(request.players[player], zone)))
}

/** Adds a card; a second copy of a name on the board gets a key of its own, so the turn so far can name it. */
export function addCard(request: ResolveRequest, player: 'A' | 'B', zone: ZoneName, name: string): ResolveRequest {
  const taken = new Set(allKeys(request))
  const card: CardRefObject = { card: name }
  if (taken.has(name)) {
    let n = 2
    while (taken.has(`${name} #${n}`)) n++
    card.key = `${name} #${n}`
  }
  if (zone === 'allies') Object.assign(card, { damage: 0, life: 1 })
  return setZone(request, player, zone, [...zoneCards(request.players[player], zone), card])
}

/** The board without what the page adds when it asks (the language) and without empty lists. */
export function forLink(request: ResolveRequest): ResolveRequest {
  const copy: ResolveRequest = { ...request }
  delete copy.explain
  for (const list of ['effects', 'thisTurn', 'responses', 'choices'] as const) {
    const value = copy[list]
    if (Array.isArray(value) && value.length === 0) delete copy[list]
  }
  if (!copy.enumerate) delete copy.enumerate
  return copy
}

export function boardLink(request: ResolveRequest, lang: string, origin = location.origin): string {
  return `${origin}/?board=${encodeURIComponent(JSON.stringify(forLink(request)))}${lang === 'ja' ? '&lang=ja' : ''}`
}

const CHOICE_TYPES = new Set(['pass', 'activate', 'apply', 'expire', 'discard'])

/** An action a step took or offered, as the choice that takes it. */
export function choiceOf(step: Step, action: Action): Choice | null {
  if (!CHOICE_TYPES.has(action.type)) return null
  if (action.type === 'discard' && !Array.isArray(action.cards)) return null
  return {
    player: step.player,
    type: action.type as Choice['type'],
    ...(action.effect !== undefined ? { effect: action.effect } : {}),
    ...(Array.isArray(action.cards) ? { cards: action.cards } : {}),
  }
}

const sameAction = (a: Action, b: Action) => a.type === b.type && a.effect === b.effect && JSON.stringify(a.cards ?? null) === JSON.stringify(b.cards ?? null)

/** What a player could have done instead at a step, each with the choices that replay the line up to it and take it. */
export function alternativesAt(steps: Step[], index: number): Array<{ action: Action; choices: Choice[] }> {
  const step = steps[index]
  if (!step || step.automatic || step.legal.length < 2) return []
  const before: Choice[] = []
  for (const earlier of steps.slice(0, index)) {
    if (earlier.automatic) continue
    const choice = choiceOf(earlier, earlier.taken)
    if (!choice) return []
    before.push(choice)
  }
  const options: Array<{ action: Action; choices: Choice[] }> = []
  for (const action of step.legal) {
    if (sameAction(action, step.taken)) continue
    const choice = choiceOf(step, action)
    if (choice) options.push({ action, choices: [...before, choice] })
  }
  return options
}
