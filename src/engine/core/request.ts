/**
 * The resolve request as a client writes it (docs/CONTRACT.md), declared here in plain types so
 * that each ruleset's reader turns it into the engine's request without knowing the HTTP layer:
 * the API's TypeBox schema (src/schemas/resolve.ts) must stay assignable to `WireRequest`, which
 * the service proves at compile time by handing its validated body to a reader.
 *
 * A reader is pure: the catalog has already looked every card up (the sites it asked for), and a
 * request it refuses throws InvalidRequestError naming the field.
 */
import type { BoardAction, CardBehaviours, Destination, DiscardBehaviour, FreeActivation, ResponseWindow } from '../../domain/behaviour.js'
import type { CardRulingLink } from '../../domain/card-ruling.js'
import type { Choice, EngineRequest, ExpiryLasts, Reading, Response } from './types.js'
import type { Player } from './vocabulary.js'

/** Outcomes an enumerate answers when the request does not say (the schema's default too). */
export const DEFAULT_MAX_OUTCOMES = 100

/** A card as a client names it: a name in any stored language, a password or a Konami id. */
export type WireCardName = string | number

/** What a card does when it is discarded, as the request writes it (its cards by any name). */
export interface WireDiscard {
  trigger: DiscardBehaviour['trigger']
  mandatory: boolean
  adds?: WireNamedCard[]
  sends?: WireNamedCard[]
  summons?: WireNamedCard[]
}

/** A card a discard effect names: a name, or { card, key } with its own onDiscard. */
export type WireNamedCard = WireCardName | { card: WireCardName; key?: string; onDiscard?: WireDiscard }

/** A card of a zone written as an object: the card, its key, and what the board states of it. */
export interface WireCardObject {
  card: WireCardName
  key?: string
  onDiscard?: WireDiscard
  negatedUntil?: string
  owner?: Player
  sentThisTurn?: boolean
  position?: 'face-up' | 'set'
  summoned?: string
  flipped?: boolean
  attacked?: boolean
  activatedThisTurn?: boolean
  destroyedByBattle?: boolean
  destroyedByEffect?: boolean
  destroyedMonsterByBattle?: boolean
  usedThisTurn?: boolean
}

export type WireCardRef = WireCardName | WireCardObject
/** Cards nobody named, counted. */
export interface WireUnnamedCards {
  count: number
}
/** A Token on the field, by its name (not a card of the catalog). */
export interface WireToken {
  token: string
  key?: string
}
/** A zone: its cards (named or counted, Tokens on the field), or only how many are there. */
export type WireZone = Array<WireCardRef | WireUnnamedCards | WireToken> | number

export interface WireAlly {
  card: string
  key?: string
  damage: number
  life: number
}

export interface WirePlayerBoard {
  hand?: WireZone
  field?: WireZone
  graveyard?: WireZone
  banished?: WireCardRef[]
  lp?: number
  deck?: number
  memory?: WireCardRef[]
  allies?: WireAlly[]
}

/** An action as the request writes it; the schema checked it against the BoardAction vocabulary. */
export type WireAction = object

export interface WireEffect {
  id: string
  controller: Player
  card?: WireCardName
  kind: string
  mandatory?: boolean
  negatedUntil?: string
  subject?: string
  moves?: Destination
  destroys?: boolean
  lasts?: ExpiryLasts
  cardKey?: string
  maintenance?: { pay: WireAction[]; otherwise: WireAction[]; mustPay?: boolean }
  costs?: WireAction[]
  does?: WireAction[]
  simultaneous?: string
  limit?: number
  appliesTo?: Player
  life?: number
}

/** A response as the request writes it: the engine's, with the card as written and its costs unchecked. */
export type WireResponse = Omit<Response, 'card' | 'costs'> & { card?: WireCardName; costs?: WireAction[] }

/** A choice is written as the engine takes it. */
export type WireChoice = Choice

/** One thing that happened this turn before the window opens (Yu-Gi-Oh!'s `thisTurn`). */
export interface WireTurnEntry {
  player: Player
  activated?: WireCardName | { card: WireCardName; key?: string }
  targets?: string[]
  affected?: string[]
  amount?: number
  id?: string
  summoned?: string[]
  how?: string
  sent?: string[]
  destroyed?: string[]
  by?: 'battle' | 'effect'
  attacked?: string[]
}

export interface WireRequest {
  game?: string
  phase?: string
  turnPlayer: Player
  players: { A: WirePlayerBoard; B: WirePlayerBoard }
  effects?: WireEffect[]
  thisTurn?: WireTurnEntry[]
  responses?: WireResponse[]
  choices?: WireChoice[]
  reading?: Reading
  enumerate?: boolean
  maxOutcomes?: number
}

/** A reference to a catalog card somewhere in the request, with the path that names it in errors. */
export interface CardSite {
  path: string
  ref: WireCardName
}

/** What a reader needs of a card the catalog looked up. */
export interface CatalogCard {
  /** Canonical English name. */
  name: string
  password: number | null
  behaviours: CardBehaviours
  cardType?: 'monster' | 'spell' | 'trap'
  /** A monster's Level, where the catalog knows it. */
  level?: number
  /** A monster's original (printed) ATK, where the catalog knows it. */
  atk?: number
  /** A monster's printed DEF, where the catalog knows it. */
  def?: number
  /** A Spell's or Trap's property, where the catalog knows it. */
  property?: string
  /** A monster's type line as words, its Type first ("Psychic", "Synchro", "Effect"). */
  monsterTypes?: string[]
  /** A monster's Attribute ("LIGHT"), where the catalog knows it. */
  attribute?: string
  staysOnField?: boolean
  /** Answering an activation, it is used up for the turn (a Spell or Trap, a once-per-turn monster effect). */
  usedOncePerTurn: boolean
  /** What its negating effect costs, read from its text. */
  responseCosts?: BoardAction[]
  /** What its negating effect does besides negating, read from its text: a response naming it does these as it resolves where the state models them, and says the rest. */
  responseExtras?: BoardAction[]
  /** The activations its negating effect answers and its window's condition, read from its text: a Set card of it answers by itself. */
  responseWindow?: ResponseWindow
  /** What its negating effect does with the card it negated, read from its text: a response naming it moves that card. */
  responseFate?: Response['fate']
  /** Its effects share one limit by name ("You can only use 1 "X" effect per turn, and only once that turn"): an activation this turn uses them all. */
  oneEffectPerTurn?: boolean
  /** "You can only activate 1 "X" per turn": an item activating it is once per turn by name; a `thisTurn` activation used it. */
  activateOncePerTurn?: boolean
  /** What activating it from the hand costs besides, read from its text: a response naming it, held in its controller's hand, pays these too. */
  handCosts?: BoardAction[]
  /** What its activated effect costs, read from its text: an item naming it without `costs` pays these. */
  activationCosts?: BoardAction[]
  /** Where it has several effects with costs: the cost of its Quick Effect used from the hand by leaving it, for an item naming it held in the hand. */
  handQuickCosts?: BoardAction[]
  /** What its activated effect does, read from its text: `does`, or `yours`/`theirs` by whose turn it is. */
  activationEffect?: { does?: BoardAction[]; yours?: BoardAction[]; theirs?: BoardAction[] }
  /** Its activation has no moment of its own, read from its text: a Set card of it is offered at its controller's priority. */
  freeActivation?: FreeActivation
}

/** What the catalog and the API hand a reader beside the request. */
export interface ReadContext {
  /** The card of every site the reader asked for, by the reference as written. */
  cards: ReadonlyMap<WireCardName, CatalogCard | null>
  /** Each involved card's ruling links by canonical name (already filtered by date and region). */
  cardRulings: Readonly<Record<string, readonly CardRulingLink[]>>
  /** The request's size limits the reader enforces where the schema alone cannot (counted cards, derived items). */
  limits: { cardsPerZone: number; effects: number }
}

/** A ruleset's reader: the catalog cards a request names, and the engine's request it makes. */
export interface RequestReader {
  /**
   * Every catalog card the request names, with its path (none for a game whose cards are not in
   * the catalog). May refuse the request first, before any card is looked up.
   */
  cardSites(request: WireRequest): CardSite[]
  read(request: WireRequest, context: ReadContext): EngineRequest
}

/** Each common field of the engine's request, its default written once. */
export function commonFields(request: WireRequest): Pick<EngineRequest, 'choices' | 'reading' | 'enumerate' | 'maxOutcomes'> {
  return {
    choices: request.choices ?? [],
    reading: request.reading ?? 'official',
    enumerate: request.enumerate ?? false,
    maxOutcomes: request.maxOutcomes ?? DEFAULT_MAX_OUTCOMES,
  }
}
