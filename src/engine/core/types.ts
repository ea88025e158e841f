/**
 * The shapes the engine speaks: the resolve contract (docs/CONTRACT.md) after validation and card
 * lookup, and the result it answers. Every ruleset reads the same request and writes the same result;
 * a ruleset's own request fields extend it in its folder (grand-archive/types.ts).
 */
import type { CardRulingLink } from '../../domain/card-ruling.js'
import type { BoardAction, GraveyardTargets, LingeringEffect, Maintenance, ResponseWindow, StateCondition } from '../../domain/behaviour.js'
import type { CardBehaviours, Destination, DiscardBehaviour, PhaseBehaviour, UnreadAct, UnreadEffect } from '../../domain/behaviour.js'

/** How long an `expire` item's effect lasts: 'end-phase' (a list item, the default) or a card's data's durations (PhaseBehaviour.lasts). */
export type ExpiryLasts = 'end-phase' | NonNullable<PhaseBehaviour['lasts']>
import type { RulingId } from './ruling-ids.js'
import type { ReferenceId } from './reference-ids.js'
import type { DecisionKind, Player, StepWindow } from './vocabulary.js'
import type { EngineEvent } from './events.js'

export type { EngineEvent } from './events.js'
export type { GaEffectKind, Player } from './vocabulary.js'

/** A ruleset's game (its `game`: 'yugioh', 'grand-archive', …); the rulesets list is the only place games are named. */
export type Game = string
/** Which source wins where sources disagree: Konami's official material, or the fan guides. */
export type Reading = 'official' | 'fan-guide'

export interface EngineCard {
  /** Unique on the board: the client's key, else the canonical English name (repeats get " #2", " #3"). */
  key: string
  /** Canonical English card name. */
  name: string
  password: number | null
  /** A Token (a monster with no effect, not a card of the catalog): "a Token" counts it. */
  token?: boolean
  behaviours: CardBehaviours
  /** Monster, Spell or Trap, where the catalog knows it. */
  cardType?: 'monster' | 'spell' | 'trap'
  /** A monster's Level, where the catalog knows it (an effect on "all Level 1 Normal Monsters"). */
  level?: number
  /** A monster's original (printed) ATK, where the catalog knows it ("take damage equal to its original ATK"). */
  atk?: number
  /** A monster's printed DEF, where the catalog knows it ("Target 1 FIRE monster with 200 or less DEF in your GY"). */
  def?: number
  /** A Spell's or Trap's property ("Field", "Continuous", …), where the catalog knows it ("a face-up Field Spell"). */
  property?: string
  /** A monster's type line as words, where the catalog knows it: its Type first, then its kinds ("Psychic", "Synchro", "Effect"); a protection of one Type, a count of one kind and "Normal Monsters" read it. */
  monsterTypes?: string[]
  /** A monster's Attribute ("LIGHT"), where the catalog knows it: a negation of one Attribute's effects reads it. */
  attribute?: string
  /** A Continuous, Field or Equip Spell or Trap (the catalog's property): activated, it stays on the field. */
  staysOnField?: boolean
  /** Its effects share one limit by name ("You can only use 1 "X" effect per turn"): using one uses them all; otherwise each effect limited by name has its own. */
  oneEffectPerTurn?: boolean
  /** The items this card yields by itself are negated while the effect with this id has not been processed (Effect Veiler on it). */
  negatedUntil?: string
  /**
   * A card in the GY: it was sent there this turn (default true, what a GY card on a board meant
   * before this fact existed). False: its "if this card is in the GY because it was sent there this
   * turn" items do not exist.
   */
  sentThisTurn?: boolean
  /** Its owner, where the player whose zone lists it only controls it (taken with Enemy Controller-like effects). */
  owner?: Player
  /** A card on the field: face-up (default) or Set. */
  position?: 'face-up' | 'set'
  /**
   * What happened to the card this turn, before the window, where the board states it. Absent: not
   * stated; a condition on it is taken as holding, and the item's event lists it in `assumes`.
   * summoned: how it was summoned this turn ('none': it was not).
   */
  summoned?: 'normal' | 'tribute' | 'flip' | 'special' | 'none'
  flipped?: boolean
  attacked?: boolean
  /** An effect of the card was used this turn (the board's `thisTurn` activates it): "if this effect was used". */
  activatedThisTurn?: boolean
  destroyedByBattle?: boolean
  /** It was destroyed by a card effect this turn (a `thisTurn` entry destroying it `by: "effect"` says so too). */
  destroyedByEffect?: boolean
  /** It destroyed a monster by battle this turn. */
  destroyedMonsterByBattle?: boolean
  /** Its once-per-turn effects were already used this turn: their items do not exist (default false). */
  usedThisTurn?: boolean
  /**
   * What the board says of the cards its discard effect adds (by position in `behaviours.discard.adds`),
   * where it says more than their names: the key each takes in the hand, and what each does when it
   * is discarded in turn. null: the name alone.
   */
  addsAs?: Array<AddedCardAs | null>
}

/** A card a discard effect adds to the hand, as the board describes it beyond its name. */
export interface AddedCardAs {
  key?: string
  discard?: DiscardBehaviour
}

/** What a board may state of a card beyond its identity: listed once, carried from the request into the engine's board. */
export const CARD_FACTS = ['negatedUntil', 'sentThisTurn', 'owner', 'position', 'summoned', 'flipped', 'attacked', 'destroyedByBattle', 'destroyedByEffect', 'destroyedMonsterByBattle', 'usedThisTurn', 'activatedThisTurn'] as const
export type CardFacts = Pick<EngineCard, (typeof CARD_FACTS)[number]>

export interface PlayerBoard {
  hand: EngineCard[]
  field: EngineCard[]
  graveyard: EngineCard[]
  /** Banished cards (face-up); their "if this card is banished" items are on the lists. */
  banished?: EngineCard[]
  /** Life points, when given: costs and effects that pay, lose or gain LP change them; a cost larger than them cannot be paid. */
  lp?: number
  /** Cards in the Deck, when given: a search, a draw or a mill takes from it and stops when it is empty. */
  deck?: number
  /** The request listed no GY for this player: what it holds is not known, so an effect targeting a card there is not refused for want of one. */
  graveyardUnstated?: boolean
  /** The request listed no banished cards for this player: the same, for an effect targeting a banished card. */
  banishedUnstated?: boolean
}

/** One list item written in the request. */
export interface Effect {
  id: string
  controller: Player
  /** Canonical English card name. */
  card?: string
  /** quick: a Spell Speed 2 or 3 effect its controller may activate at their priority, starting a chain (never mandatory, never on a list). */
  kind: 'trigger' | 'apply' | 'expire' | 'quick'
  mandatory: boolean
  /** The item's effect is negated while the item with this id has not been processed (Effect Veiler). */
  negatedUntil?: string
  /** Key of the card the item acts on. */
  subject?: string
  /** Where the item sends its subject. */
  moves?: Destination
  /**
   * Derived from the turn so far (`thisTurn`): what an activation left for later. It stands for no
   * item of its card's own, so it replaces none (Fiendish Engine Ω's ATK ending leaves its End Phase
   * items as they are).
   */
  setUp?: true
  /** The item destroys its subject (moves: graveyard), as a set-up that destroys does (Limiter Removal). */
  destroys?: boolean
  /**
   * For expire items: 'end-phase' (default) ends "until the End Phase" as a list item;
   * 'end-of-turn' ends "until the end of the turn" after the hand-size adjustment, not as a list item.
   * 'end-of-next-turn' (derived from the turn so far, "until the end of the next turn"): ends in no
   * window of this turn; what it holds applies as the turn ends too. 'lasting' (a negation its text
   * gives no end) likewise.
   */
  lasts?: ExpiryLasts
  /**
   * For expire items: what the effect does until it ends, as continuous effects of its controller
   * (no effect damage until the end of the turn), wherever its card is. Filled from the card's data
   * (the request's `thisTurn`, or an expire naming the card); not a field a request writes.
   */
  holds?: LingeringEffect[]
  /** The key of the card instance the item is for: it replaces that instance's own item, no other copy's. */
  cardKey?: string
  /** What the item does to the board when it resolves, where its card's data does not say. */
  does?: BoardAction[]
  /**
   * The type of the item's `card` (the catalog's): what a trigger asking for "a Spell effect" or
   * "a monster's effect" reads when the card is not on the board. Filled from the card's data; not
   * a field a request writes.
   */
  cardType?: 'monster' | 'spell' | 'trap'
  /** Costs paid as the item is activated (a discard, LP, the card itself leaving the hand), where its card's data does not say. */
  costs?: BoardAction[]
  /**
   * A Set card's own activation at its controller's priority (its text gives it no moment): the card
   * is activated as a card (it leaves the field once resolved, unless it stays), and is offered only
   * while the targets it needs are there (`requires` on the field, `gyTargets` in its controller's
   * GY). Filled from the card's data; not fields a request writes.
   */
  activatesCard?: true
  /** With `activatesCard`: the card is activated from its controller's hand, which its text allows ("If you control no cards, you can activate this card from your hand"). */
  fromHand?: true
  requires?: StateCondition[]
  /** A condition its text says and the data does not hold ("if you did not Special Summon the revealed monster"): taken as holding, said in `assumes`. */
  condition?: string
  gyTargets?: GraveyardTargets
  /**
   * 'name': its card is activated once per turn by name ("You can only activate 1 "X" per turn"); with
   * `usedThisTurn`, a copy of its controller was already activated this turn. Filled from the card's
   * data and the request's `thisTurn`; not fields a request writes.
   */
  oncePerTurn?: 'name'
  usedThisTurn?: boolean
  /** A maintenance cost: its controller decides to pay (`pay` is done) or not (`otherwise` is done). */
  maintenance?: Maintenance
  /**
   * Triggers with the same value were activated at the very same time (several flip effects at
   * once): taking one activates every pending trigger of the group as one chain, the turn
   * player's first (seed 003). Other items never chain with each other.
   */
  simultaneous?: string
  /**
   * Derived items sharing this value are one effect on several cards (Limiter Removal destroying every
   * monster it doubled): applying one applies them all at once, so what protects a card is decided
   * before any of them moves. Not a field a request writes.
   */
  together?: string
}

/** An effect a player can or must use in response to an activation. */
export interface Response {
  id: string
  controller: Player
  card?: string
  negates: 'activation' | 'effect' | 'none'
  mandatory: boolean
  oncePerChain?: boolean
  /**
   * Used once, it is gone for the rest of the window: the activation of a card (a Counter Trap
   * leaves the field once resolved) or an effect that can be used once per turn (a hand trap
   * discarded as its cost). Absent: it may answer again in later chains (an effect paying a cost each time).
   */
  oncePerTurn?: boolean
  atk?: number
  def?: number
  cost?: { atk?: number; def?: number }
  /** LP paid or cards discarded from the hand as it is activated (a Counter Trap's "Pay 1500 LP", "Discard 1 card"). */
  costs?: BoardAction[]
  /**
   * What its card's effect does besides the negation (from the catalog: a draw for either player,
   * damage, its own Special Summon from the hand): done as it resolves where the state models it;
   * the rest its negation says (`effectOnState: "partial"`, `notApplied`).
   */
  extras?: BoardAction[]
  /** Its card's type, from the catalog: a continuous effect forbidding that type's activations ("Trap Cards … cannot be activated") keeps it from answering. */
  cardType?: 'monster' | 'spell' | 'trap'
  /** The kinds of activation it answers (a monster's effect, a Spell Card, a Trap Card). Absent: any. */
  answers?: ResponseWindow['answers']
  /** It answers only the other player's activations ("When your opponent activates …"). */
  byOpponent?: boolean
  /** It answers a Spell or Trap only as a card activated ("When a Spell Card is activated"), not the effect of one already face-up. */
  cardsOnly?: boolean
  /** It answers only the activation of a Counter Trap Card ("Negate the activation of a Counter Trap Card"). */
  countersOnly?: boolean
  /** What it takes as holding or paid without the board saying (a cost kept as text): said on its activation (`assumes`). */
  assumes?: string[]
  /** Spell Speed 3 (a Counter Trap): the only kind of response that may answer a Counter Trap. */
  counter?: boolean
  /** Its window's condition: its controller controls a face-up card that fits it (its name, a monster, its type-line words, its Level). */
  whileControls?: ResponseWindow['whileControls']
  /** It answers only an activation whose card is in one of these places ("activated on the field", "in the hand or GY"). */
  activatedIn?: ResponseWindow['activatedIn']
  /** It answers only an activation whose effect includes one of these actions ("that includes any of these effects"). */
  includes?: ResponseWindow['includes']
  /** "You can only activate 1 "X" per turn": a copy of its card used this window spends every copy. */
  oncePerTurnByName?: boolean
  /** What it does with the card whose activation or effect it negated ("and if you do, destroy it"), from its card's text. */
  fate?: 'destroy' | 'banish' | 'send-to-gy' | 'return-to-hand' | 'return-to-deck'
}

export type ActionType = 'pass' | 'activate' | 'apply' | 'expire' | 'discard'

export interface Choice {
  player: Player
  type: ActionType
  effect?: string
  /** Card keys or names (discard). */
  cards?: string[]
}

export interface EngineRequest {
  game: Game
  phase: string
  turnPlayer: Player
  players: Record<Player, PlayerBoard>
  effects: Effect[]
  responses: Response[]
  choices: Choice[]
  reading: Reading
  enumerate: boolean
  maxOutcomes: number
  /**
   * What the catalog knows of each involved card's rulings (by canonical name): which rulings
   * concern it in which situation. The engine cites from it and never knows a card by name.
   */
  cardRulings?: Readonly<Record<string, readonly CardRulingLink[]>>
}

/**
 * A legal action at a decision point, or the action taken. A discard is legal as a pattern
 * (`count` cards out of `from`) and taken with the `cards` chosen.
 */
export interface Action {
  type: ActionType
  effect?: string
  count?: number
  from?: string[]
  cards?: string[]
}

export interface Step {
  index: number
  /** Where the decision is made: 'list' | 'forced' | 'hand-size' | 'discard-chain' | 'end-of-turn' | … (vocabulary.ts). */
  window: StepWindow
  /** What is decided: 'priority' | 'forced' | 'response' | 'discard' | 'trigger' | 'closing' | … (vocabulary.ts). */
  decision: DecisionKind
  player: Player
  legal: Action[]
  taken: Action
  /** True when only one action was legal: the step consumed no choice. */
  automatic: boolean
  rulings: RulingId[]
}

export interface Outcome {
  events: EngineEvent[]
  /** One way to reach this outcome: replayed through `choices`, the request gives these events. */
  choices: Choice[]
  /** Only when a discard on the way had interchangeable cards: the other card sets it could take. */
  alternatives?: OutcomeAlternatives
}

/**
 * The outcomes that differ from one outcome only in which interchangeable cards a discard took,
 * given once. Taking any of these other card sets instead gives the same events, except that the
 * events of that discard (the `discard`, and a later event listing the cards it discarded) name the
 * cards taken. Cards are interchangeable when the ruleset says nothing after the discard depends on
 * which of them were discarded.
 */
export interface OutcomeAlternatives {
  /** How many other card sets (combinations over every such discard) lead to the same outcome. */
  count: number
  /**
   * Each discard with interchangeable cards, in order: the cards this outcome's line discards, and
   * which of them could be others: for each entry, any `count` cards out of `of` (in hand order).
   */
  discards: Array<{ player: Player; cards: string[]; interchangeable: Array<{ count: number; of: string[] }> }>
  /** Some of them written out (at most 10): choices that replay to the outcome with other cards discarded. */
  choices: Choice[][]
}

/** A rule on which sources disagree, which one the response applied, and the sources. */
/**
 * What a note says, as a message of the explanation's catalogues (src/explain/messages) and its
 * parameters, never as prose: the presenter words it in the asked language. `items`: a list the
 * message names (each item a message), joined in that language's way and given as {items}.
 */
export interface NoteMessage {
  key: string
  params?: Record<string, string | number>
  items?: NoteMessage[]
}

export interface Note {
  ruling: RulingId
  message: NoteMessage
  sources: ReferenceId[]
  /** The reading the note's ruling belongs to. */
  applied: Reading
  /** The ruling of the other reading, not applied. */
  alternative?: RulingId
  /** A note about one card: its canonical English name. */
  card?: string
  /** A card's effect not modelled (its text was not read as data): its kind and what it could act on in the window. */
  unmodelled?: { kind: UnreadEffect['kind']; on: UnreadAct[] }
}

export type LoopReason = 'repeated-state' | 'resource-exhausted' | 'step-limit'

export interface LoopReport {
  reason: LoopReason
  /** Index of the step at which the loop was stopped (or ended by itself). */
  step: number
  /** repeated-state: the step at which the same state was first seen. */
  firstSeen?: number
  /** The item that kept coming back, and what kept answering it. */
  effect?: string
  by?: string
  /** How many times the item came back before the loop ended. */
  repeats?: number
}

/**
 * One item the window could process, as the engine derived it: which card and which of its
 * behaviours it comes from, its kind, whether it is mandatory, and what processing it does. The
 * explanation reads it and never works it out again from the item's id.
 */
export interface ItemEntry {
  /** The id steps and events name it by. */
  id: string
  /** Canonical English name of its card. */
  card?: string
  /** The key of the card instance whose behaviour yields it (a derived item, or one that claims a card instance). */
  cardKey?: string
  /** Where it comes from: the request's item, one of the card's phase behaviours, its discard behaviour, or a response of the request. */
  source: 'request' | 'behaviour' | 'discard' | 'response'
  /** source 'behaviour' (or a request item that stands for a card's item): the index of the behaviour in the card's `behaviours.phases`. */
  behaviour?: number
  /** The ruleset's kind for it (trigger, apply, expire, quick, discard, response, or another game's kinds). */
  kind: string
  /** Absent where the ruleset has no such notion (Grand Archive effects). */
  mandatory?: boolean
  /** What processing it does to the board, in order (a move of the card itself written as the action). */
  does?: BoardAction[]
  /** A request item that moves a card: the key of the card it acts on, and where it sends it. */
  subject?: string
  moves?: Destination
}

/** The items of a window by id. */
export type ItemTable = Readonly<Record<string, ItemEntry>>

/**
 * A time budget for the search, given by the caller: the engine reads no clock of its own (it is
 * deterministic), so it reads the one it is handed, every 16 states, and stops exploring once
 * `clock()` has passed `at`.
 */
export interface Deadline {
  at: number
  clock: () => number
}

/** What one resolve may spend on its enumeration: a cap on the states explored, and a deadline. Absent: the defaults, no deadline. */
export interface Budget {
  maxNodes?: number
  deadline?: Deadline
}

/** How far an enumeration went: the states it explored, and what stopped it short (absent: nothing did). */
export interface SearchReport {
  states: number
  stoppedBy?: 'time' | 'states'
}

export interface EngineResult {
  steps: Step[]
  events: EngineEvent[]
  outcomes?: Outcome[]
  truncated: boolean
  /** Every ruling id cited anywhere in the result, in first-cited order. */
  rulings: RulingId[]
  notes: Note[]
  loop?: LoopReport
  /**
   * For each event of `events`, how many steps had been recorded when it happened (the two lists
   * interleaved). Read by the explanation; the service leaves it out of the answer.
   */
  eventSteps?: number[]
  /** Every item of the window by id, as the ruleset derived it. Read by the explanation; the service leaves it out of the answer. */
  items?: ItemTable
  /** With `enumerate`: how far the search went within its budget (the service leaves it out of the answer). */
  search?: SearchReport
}
