/**
 * The Yu-Gi-Oh! procedure's state: plain immutable data, one named stage at a time. Everything the
 * future depends on is here (the canonical key is this object); events are written elsewhere.
 */
import { openPriority, type PriorityRound } from '../core/priority.js'
import type { Player } from '../core/types.js'
import type { DiscardBehaviour, StateZone, TriggerEvent } from '../../domain/behaviour.js'
import type { Board } from './board.js'

/** pending: still on its list; done: processed; spent: activation negated (rulebook); void: its card left. */
export type ItemStatus = 'pending' | 'done' | 'spent' | 'void'

/** A card's event trigger whose event happened in the window: activated once what caused it has resolved. */
export interface PendingTrigger {
  /** The key of the card whose trigger it is, and the trigger's index in its `behaviours.triggers`. */
  key: string
  trigger: number
  /** The effect id shown in events and choices: the card's key and the event. */
  id: string
  player: Player
  mandatory: boolean
  event: TriggerEvent
  /** The card the event happened to, and its owner. */
  subject: string
  owner?: Player
  /** How many cards the event happened to: the same cause moving several at once is one event, and its trigger activates once ("If a card(s) is banished"). Absent: one. */
  cards?: number
  /** What caused the event (triggers.ts `EventCause`). */
  by?: { kind: 'effect' | 'cost' | 'rule'; card?: string; name?: string; player?: Player }
  /** An optional "When …" trigger: the count of things that had happened in the window with its event (`happened`). */
  when?: number
}

export interface ChainLink {
  source: 'item' | 'discard' | 'response' | 'event'
  /** An event trigger (source 'event'). */
  trigger?: PendingTrigger
  /** Item index, discarded card key, or response index. */
  ref: number | string
  /** The effect id shown in events and choices. */
  id: string
  card?: string
  player: Player
  /** The card the link targets as it is activated (one of the discarded monsters it Special Summons). */
  target?: string
  /** Index of the link this one responds to (responses only). */
  respondsTo: number | null
  /** A list item's maintenance ("Tribute 1 other monster or destroy this card"): what its controller chose, done as it resolves. */
  maintained?: MaintenanceChoice
  /** The cards its controller named as they activated it (the targets of "target 1 card on the field; destroy it"). */
  chosen?: string[]
}

/** Whether a maintenance is paid, and the cards chosen to pay it (none for an LP cost). */
export interface MaintenanceChoice {
  paid: boolean
  cards: string[]
}

export interface Chain {
  /** What started it: a list item, the triggers of the hand-size discard, or triggers of events in the window. */
  origin: 'list' | 'discard' | 'event'
  links: ChainLink[]
  /** Responses activated in this chain (once per chain). */
  used: number[]
  /** "response>link" pairs already made, so that no chain can grow without end. */
  pairs: string[]
  /** Responses already offered for the current last link. */
  considered: number[]
  /** The optional response whose controller is deciding. */
  awaiting: number | null
}

export interface DiscardTrigger {
  key: string
  mandatory: boolean
  /** Who activates it: the discarding player, or the controller of a card that watches the discard. */
  player: Player
  /** The cards it may target (one of the discarded monsters it Special Summons). */
  targets?: string[]
  /** Another card's event trigger on the discard (a card sent to the GY): `key` is its effect id. */
  event?: PendingTrigger
}

export type Stage =
  | { name: 'priority'; round: PriorityRound; afterItem: boolean }
  | { name: 'forced'; seat: 'turn-player' | 'opponent' }
  | { name: 'process-item'; item: number; paid?: boolean; maintained?: MaintenanceChoice; chosen?: string[] }
  | { name: 'cost'; item: number; chosen?: string[] }
  | { name: 'maintenance'; item: number; paid?: boolean; chosen?: string[] }
  | { name: 'chain'; chain: Chain }
  | { name: 'list-end' }
  | { name: 'hand-size' }
  | { name: 'discard-triggers'; triggers: DiscardTrigger[]; next: number; accepted: string[]; chosen?: Record<string, string> }
  | { name: 'event-triggers'; triggers: PendingTrigger[]; next: number; accepted: number[] }
  | { name: 'closing' }
  | { name: 'end-of-turn' }
  | { name: 'phase-end' }
  | { name: 'done' }

export interface ResponseStats {
  atk: number | null
  def: number | null
}

export interface YgoState {
  stage: Stage
  /** By item index. */
  items: ItemStatus[]
  /** By item index: its activation was negated at least once and it stayed pending (fan-guide reading). */
  negatedBefore: boolean[]
  /** By response index: current ATK/DEF, from which costs are paid. */
  stats: ResponseStats[]
  hands: Record<Player, string[]>
  /** Cards added to a hand during the window (key → name). */
  added: Record<string, string>
  /** The discard behaviour of a card added during the window, where the board gave it one (key → behaviour). */
  addedDiscard: Record<string, DiscardBehaviour>
  /** Keys of cards that left the zone they started the window in. */
  left: string[]
  /** Hand-size discards made so far. */
  discardRounds: number
  /** Keys of cards sent to the GY during the window, in order: their GY items are now on the lists. */
  sentToGy: string[]
  /** Responses used up for the rest of the window (once per turn, or a card that was activated), by index. */
  spentResponses: number[]
  /** Cards whose control changed during the window (control returned to the owner): key → controller now. */
  controllers: Record<string, Player>
  /** Cards that moved during the window: key → where they are now (else where the board lists them). */
  zones: Record<string, StateZone>
  /** Life points (null: not given). */
  lp: Record<Player, number | null>
  /** Cards in each Deck (null: not given). */
  deck: Record<Player, number | null>
  /** "player:card name" of hard once-per-turn effects used in the window. */
  usedNames: string[]
  /** Keys of cards Special Summoned during the window. */
  summonedNow: string[]
  /** Event triggers whose events happened and that wait for what caused them to resolve. */
  triggered: PendingTrigger[]
  /** How many things (moves, draws) have happened in the window: an optional "When …" trigger whose event was not the last misses its timing. */
  happened: number
  /** The turn has ended: effects lasting until the end of the turn no longer apply (what they held back does). */
  turnEnded: boolean
  /** "<card key>:<mark index>" of the effects not modelled already named where they could have acted: each is named once in a line. */
  unreadSaid: string[]
  /**
   * The effects resolved in the window that left something applying until the end of the turn
   * (`lingers`): "i<index>" for a list item, "t<card key>#<trigger index>" for an event trigger.
   */
  lingering: string[]
  /** Keys of the cards whose effects an effect resolved in the window negated for the rest of the turn (`negate-effects`). */
  negated: string[]
}

export function initialState(board: Board, responses: ReadonlyArray<{ atk?: number; def?: number }>): YgoState {
  const hands: Record<Player, string[]> = { A: [], B: [] }
  for (const card of board.cards.values()) if (card.zone === 'hand') hands[card.player].push(card.key)
  return {
    stage: { name: 'priority', round: openPriority(board.turnPlayer), afterItem: false },
    items: board.items.map(() => 'pending'),
    negatedBefore: board.items.map(() => false),
    stats: responses.map((response) => ({ atk: response.atk ?? null, def: response.def ?? null })),
    hands,
    added: {},
    addedDiscard: {},
    left: [],
    discardRounds: 0,
    sentToGy: [],
    spentResponses: [],
    controllers: {},
    zones: {},
    lp: { ...board.lp },
    deck: { ...board.deck },
    usedNames: [...board.usedBefore],
    summonedNow: [],
    triggered: [],
    happened: 0,
    turnEnded: false,
    unreadSaid: [],
    lingering: [],
    negated: [],
  }
}

/**
 * The state at another stage. Written out field by field rather than spread: every state then has
 * one shape, and a copy is a few stores (a spread of states built in several ways measured about
 * ten times slower here, the engine's largest single cost per stage).
 */
export function withStage(state: YgoState, stage: Stage): YgoState {
  return {
    stage,
    items: state.items,
    negatedBefore: state.negatedBefore,
    stats: state.stats,
    hands: state.hands,
    added: state.added,
    addedDiscard: state.addedDiscard,
    left: state.left,
    discardRounds: state.discardRounds,
    sentToGy: state.sentToGy,
    spentResponses: state.spentResponses,
    controllers: state.controllers,
    zones: state.zones,
    lp: state.lp,
    deck: state.deck,
    usedNames: state.usedNames,
    summonedNow: state.summonedNow,
    triggered: state.triggered,
    happened: state.happened,
    turnEnded: state.turnEnded,
    unreadSaid: state.unreadSaid,
    lingering: state.lingering,
    negated: state.negated,
  }
}

/** What a card in play does when it is discarded: its own behaviour on the board, or the one given to it as it was added. */
export function discardOf(board: Board, state: YgoState, key: string): DiscardBehaviour | undefined {
  return board.cards.get(key)?.behaviours.discard ?? state.addedDiscard[key]
}

export function cardName(board: Board, state: YgoState, key: string): string | undefined {
  return board.cards.get(key)?.name ?? state.added[key]
}

/** The names of cards by key (a decision's `cardNames`); a card with no name known goes by its key. */
export function cardNames(board: Board, state: YgoState, keys: readonly string[]): Record<string, string> {
  const names: Record<string, string> = {}
  for (const key of keys) names[key] = cardName(board, state, key) ?? key
  return names
}

/** Who controls an item now: the controller of the card it comes from, when its control changed. */
export function controllerOf(state: YgoState, item: { controller: Player; origin?: string }): Player {
  return (item.origin !== undefined ? state.controllers[item.origin] : undefined) ?? item.controller
}

/** Where a card is now: where it moved during the window, else the zone the board lists it in. */
export function zoneOf(board: Board, state: YgoState, key: string): StateZone | undefined {
  return state.zones[key] ?? board.cards.get(key)?.zone ?? (key in state.added ? 'hand' : undefined)
}

const STATUS_CODES: Record<ItemStatus, string> = { pending: 'p', done: 'd', spent: 's', void: 'v' }

/** Parts already written, by the (immutable) list or record: states share most of their fields. */
const PARTS = new WeakMap<object, string>()

/** A field's JSON, or nothing for an empty list or record (the separator after it tells the two apart). */
function part(value: readonly unknown[] | Record<string, unknown>): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return ''
  } else {
    let empty = true
    for (const _ in value) {
      empty = false
      break
    }
    if (empty) return ''
  }
  let text = PARTS.get(value)
  if (text === undefined) {
    text = JSON.stringify(value)
    PARTS.set(value, text)
  }
  return text
}

/**
 * The canonical key of a state: two states have the same key exactly when their JSON is the same
 * (the state's own constructors keep its field order). Shorter than the JSON and cheaper to build:
 * statuses and flags as one character each, empty fields as nothing, the priority stage (the most
 * common) in a few characters. Each part ends where a JSON value ends or at its '|', so no two
 * different states meet on one key. The enumeration builds and hashes one at every state.
 */
export function stateKey(state: YgoState): string {
  const stage = state.stage
  let key =
    stage.name === 'priority'
      ? `P${stage.round.order.join('')}${stage.round.holder},${stage.round.passes}${stage.afterItem ? 't' : 'f'}|`
      : `${JSON.stringify(stage)}|`
  for (const status of state.items) key += STATUS_CODES[status]
  key += '|'
  for (const negated of state.negatedBefore) key += negated ? '1' : '0'
  return (
    `${key}|${part(state.stats)}|${part(state.hands.A)}|${part(state.hands.B)}|${part(state.added)}|${part(state.left)}|${state.discardRounds}|` +
    `${part(state.sentToGy)}|${part(state.spentResponses)}|${part(state.controllers)}|${part(state.zones)}|${state.lp.A},${state.lp.B}|${state.deck.A},${state.deck.B}|` +
    `${part(state.usedNames)}|${part(state.summonedNow)}|${part(state.triggered)}|${state.happened}|${part(state.addedDiscard)}|${state.turnEnded ? 't' : 'f'}|${part(state.unreadSaid)}|${part(state.lingering)}|${part(state.negated)}`
  )
}

/**
 * Every field of the state, as written into its key. A field added to YgoState and not to this
 * record is a type error: a field the key leaves out would let two different states share one key,
 * and the enumeration would take one for the other.
 */
export const STATE_KEY_FIELDS: { readonly [K in keyof YgoState]-?: true } = {
  stage: true,
  items: true,
  negatedBefore: true,
  stats: true,
  hands: true,
  added: true,
  addedDiscard: true,
  left: true,
  discardRounds: true,
  sentToGy: true,
  spentResponses: true,
  controllers: true,
  zones: true,
  lp: true,
  deck: true,
  usedNames: true,
  summonedNow: true,
  triggered: true,
  happened: true,
  turnEnded: true,
  unreadSaid: true,
  lingering: true,
  negated: true,
}
