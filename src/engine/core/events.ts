/**
 * The engine's events, one member per event type: `EngineEvent` is a union discriminated by `type`,
 * so a reader that checks the type gets that event's fields, typed. Report.emit takes the fields of
 * the type it emits, so a ruleset cannot emit a field its type does not declare.
 *
 * Adding an event type: name it in EVENT_TYPES (vocabulary.ts) and add its fields here, one member
 * of `EventFields`; while one of the two is missing the type-check fails. Where rulesets share a
 * type (Yu-Gi-Oh! and Grand Archive both `activate`, `resolve`, `discard`), the member lists every
 * field either emits, those only one emits optional.
 */
import type { RulingId } from './ruling-ids.js'
import type { BoardAction, Destination, DiscardTrigger, StateZone, TriggerEvent, UnreadAct, UnreadEffect } from '../../domain/behaviour.js'
import type { EventType, GaEffectKind, Player } from './vocabulary.js'

/** ATK and DEF a response pays as its cost. */
export interface Stats {
  atk: number
  def: number
}

/** A responding card's ATK and DEF after paying (null: not given). */
export interface StatsLeft {
  atk: number | null
  def: number | null
}

/** Life points after a payment, by player. */
export type LifePoints = Partial<Record<Player, number>>

/** Effect damage not dealt: to whom, the card whose effect prevented it, and that effect (a card's key or a lingering effect's id). */
export interface DamagePrevented {
  player: Player
  by: string
  effect: string
}

/** An LP change turned around by another card's continuous effect: whose, the card and its key, and what it became (damage gained as LP, or a gain dealt as damage). */
export interface LpTurned {
  player: Player
  by: string
  effect: string
  to: 'gain' | 'damage'
}

/** How an item or effect ended: applied, its effect negated, its activation negated, or void (its subject gone). */
export type ResolveOutcome = 'applied' | 'negated' | 'activation-negated' | 'void'

/** What the line said about an item: the fields every item event has. */
interface ItemFields {
  /** The item's or effect's id (the item table's key). */
  effect: string
  player: Player
  /** Canonical English name of its card. */
  card?: string
}

/** The fields of each event type, besides `type` and `rulings`. */
/** What a response's card did besides negating (a draw, its own Special Summon from the hand, LP). */
export interface ResponseExtrasDone {
  /** What became of the card it negated ("and if you do, destroy it"): its key, and where it went. */
  fate?: { action: string; subject: string; moves: string }
  adds?: string[]
  subject?: string
  moves?: string
  lp?: Partial<Record<'A' | 'B', number>>
  prevented?: DamagePrevented[]
}

export interface EventFields {
  activate: ItemFields & {
    /** Its chain link (Yu-Gi-Oh!). */
    link?: number
    /** The chain link it answers (a response). */
    respondsTo?: string
    /** A condition kept as text, shown, never guessed. */
    condition?: string
    /** The group of triggers activated at the very same time. */
    simultaneous?: string
    /**
     * An event trigger: the event of the window that triggered it, the card it happened to (key and
     * name), and what caused it (`by`: a card's effect or a cost, with that card's name and who
     * controlled it, or a rule of the game such as the hand-size discard).
     */
    triggeredBy?: { event: TriggerEvent; card: string; name: string; by?: { kind: 'effect' | 'cost' | 'rule'; card?: string; player?: Player } }
    /** Conditions taken as holding because the board does not state them. */
    assumes?: string[]
    /** Costs paid as it was activated. */
    costs?: BoardAction[]
    lp?: LifePoints
    /** A response that pays ATK/DEF: the cost and the stats after it. */
    cost?: Stats
    stats?: StatsLeft
    /** Grand Archive: the effect's kind. */
    kind?: GaEffectKind
  }
  apply: ItemFields & { condition?: string; assumes?: string[] }
  expire: ItemFields & {
    condition?: string
    assumes?: string[]
    /** Where it ended: the list, the end of the turn, or Grand Archive's special game actions. */
    window?: 'end-of-turn' | 'special-actions'
    /** Grand Archive: the ally whose life the effect changed, and its life once the change is undone. */
    subject?: string
    life?: number
  }
  resolve: ItemFields & {
    outcome: ResolveOutcome
    /** The response or effect that negated it. */
    by?: string
    /** Its activation was negated but the item stays pending (the fan guide's reading). */
    pending?: boolean
    /** The card it moved (or could not: void), and where. */
    subject?: string
    moves?: Destination | StateZone
    /** The cards an action on every card of a kind moved ("Destroy all other monsters on the field"), where `moves` says. */
    cards?: string[]
    /** Keys of the cards it added to a hand. */
    adds?: string[]
    /** Conditions taken as holding because the board does not state them (a continuous negation's). */
    assumes?: string[]
    /** Applied, but what it does is not (or not all) modelled by the state. */
    effectOnState?: 'unknown' | 'partial'
    notApplied?: string[]
    /** The cards whose effects it negated for the rest of the turn ("negate its effects until the end of this turn"). */
    negated?: string[]
    /** Actions on every card of a selection ("destroy as many … as possible"): the cards each moved (keys, names), in board order. */
    every?: Array<{ action: string; cards: string[]; names: string[] }>
    lp?: LifePoints
    /** Effect damage it would have dealt, prevented ("you take no effect damage"): its LP stay. */
    prevented?: DamagePrevented[]
    /** LP changes another card's continuous effect turned around ("makes you gain that much LP, instead"). */
    turned?: LpTurned[]
    /** A maintenance cost: paid or not. */
    maintenance?: 'paid' | 'not-paid'
    /** Grand Archive: effects left on the stack. */
    remaining?: number
  }
  // A response whose card does more than negate (Dark Bribe's draw) says what it did not apply.
  /** What the response did besides negating, as it resolved: cards added to a hand, its own card moved, LP. */
  'negate-activation': { effect: string; by: string; effectOnState?: 'partial'; notApplied?: string[] } & ResponseExtrasDone
  'negate-effect': { effect: string; by: string; effectOnState?: 'partial'; notApplied?: string[] } & ResponseExtrasDone
  'cannot-pay': ItemFields & { respondsTo: string; cost?: Stats; stats?: StatsLeft }
  'loop-end': { reason: 'resource-exhausted'; effect: string; by: string }
  loop: {
    reason: string
    /** The items that kept coming back. */
    effects?: string[]
    /** Grand Archive: the stage the line was in. */
    stage?: string
  }
  'list-end': { unused?: string[] }
  'hand-size': { player: Player; hand: number; limit: number | null; over: boolean }
  discard: {
    player: Player
    /** Keys of the cards discarded, and their names. */
    cards: string[]
    names: string[]
    /** effect: discarded by a card's effect as it resolved ("then discard 1 card"), `effect` the item. */
    reason: 'hand-size' | 'activation-cost' | 'cost' | 'size-limit' | 'effect'
    /** Yu-Gi-Oh!'s hand-size discard: which round, and the hand before and after. */
    round?: number
    hand?: { before: number; after: number }
    /** A cost: the item that paid it; an effect's discard: the item that discarded. */
    effect?: string
    /** A cost that sends the chosen cards from the hand to the GY ("Send 1 card from your hand to the GY"): they leave the hand as discarded cards do, but are not discarded. */
    sent?: boolean
    /** A cost that returns the chosen cards from the hand to the Deck ("shuffle 1 card from your hand into the Deck"): they go there, neither discarded nor sent. */
    to?: 'deck'
    /** Grand Archive: the zone discarded from, its limit, its size before and after. */
    zone?: 'hand' | 'memory'
    limit?: number | null
    count?: { before: number; after: number }
  }
  /** Cards that would have gone to the GY, banished instead by a continuous effect on the field. */
  'banished-instead': {
    player: Player
    /** Keys of the cards banished instead, and their names. */
    cards: string[]
    names: string[]
    /** The card whose continuous effect replaced the destination, and its key. */
    by: string
    effect: string
    /** Conditions of that effect taken as holding because the board does not state them. */
    assumes?: string[]
  }
  /** Cards an effect would have moved, kept where they are by a continuous effect that forbids that move. */
  'move-prevented': {
    player: Player
    /** The item whose effect would have moved them, where one did. */
    effect?: string
    /** Keys of the cards kept where they are, and their names. */
    cards: string[]
    names: string[]
    /** The move forbidden. */
    action: 'banish' | 'destroy' | 'return-to-deck'
    /** The card whose continuous effect forbids it, and its key. */
    by: string
    source: string
    /** The condition of the forbidding effect kept as text: taken as holding, and said. */
    assumes?: string[]
  }
  /**
   * A card an effect, a cost or a negation moved that no other event names as its subject (a card an
   * effect chose or targeted, each of several cards it moved, a card paid as a cost, the card a
   * negation destroyed): one event per card, told as the move starts.
   */
  moved: {
    /** The player whose effect, cost or negation moved it, the item's key and its card. */
    player: Player
    effect: string
    card?: string
    /** The card moved, its name, and where it goes (a destination replaced is told after it: banished-instead). */
    subject: string
    name: string
    moves: 'graveyard' | 'banished' | 'hand' | 'deck' | 'field' | 'extra-deck'
    /** What moved it: the effect as it resolved, a cost as it was activated, or a negation's own effect. */
    as: 'effect' | 'cost' | 'negation'
  }
  /** What an effect would have done that a face-up card's ban forbids ("Neither player can Special Summon monsters from the GY"): not done. */
  'action-banned': {
    player: Player
    /** The effect, and its card. */
    effect: string
    card?: string
    action: 'special-summon' | 'add-to-hand' | 'mill' | 'tribute'
    /** The card whose continuous effect bans it, and its key. */
    by: string
    source: string
    /** The condition of the ban kept as text or left undecided by the board: taken as holding, and said. */
    assumes?: string[]
  }
  'no-trigger': { effect: string; card?: string; reason: DiscardTrigger | 'banished-instead' | 'opponents-turn' }
  'cannot-activate': {
    reason: 'hand-size-again' | 'chain-event' | 'missed-timing' | 'condition-unmet' | 'activation-forbidden' | 'cost-forbidden' | 'no-target' | DiscardTrigger
    effect?: string
    card?: string
    /** condition-unmet: whose item it is, and the count conditions it states that fail on the board. */
    player?: Player
    unmet?: ReadonlyArray<Record<string, unknown>>
    /** hand-size-again: the cards discarded again, and their names. */
    cards?: string[]
    names?: string[]
    /** hand-size-again: the keys of those cards whose own discard effect this discard would trigger, were it the first. */
    effects?: string[]
    /** chain-event: what happened during the chain, and the link it happened in. activation-forbidden: `by` is the card whose continuous effect forbids it. */
    event?: string
    by?: string
    /** activation-forbidden: the key of the forbidding card, and its condition kept as text (taken as holding). */
    source?: string
    assumes?: string[]
  }
  'turn-end': { player: Player }
  'phase-end': { phase: string }
  stack: ItemFields & { kind: GaEffectKind; depth: number }
  'opportunity-end': { player: Player }
  'damage-removed': { allies: Array<{ ally: string; name: string; player: Player; damage: number }> }
  'continuous-damage': ItemFields & {
    /** Not activated: it starts no chain (a face-up card's continuous effect, applied as the cards arrive). */
    chain: false
    /** The card sent to the GY, whose owner takes the damage. */
    subject: string
    name: string
    lp?: LifePoints
    prevented?: DamagePrevented[]
    assumes?: string[]
    /** No amount in the card's data, or no LP given: dealt, by how much not said. */
    effectOnState?: 'unknown'
  }
  /**
   * Something happened that an effect of a card on the board could have changed or reacted to, and
   * that effect is not modelled (its text was not read as data): effect is the card's key, kind the
   * kind of effect, on what it could have acted on here. What it would have done is unknown.
   */
  'not-modelled': ItemFields & {
    kind: UnreadEffect['kind']
    on: UnreadAct
    effectOnState: 'unknown'
  }
  'as-turn-ends': ItemFields & {
    outcome: 'applied'
    /** Yu-Gi-Oh!: after the hand-size step, once the effects lasting until the end of the turn have ended. */
    window?: 'end-of-turn'
    /** Yu-Gi-Oh!: false: not activated, it starts no chain (applied as the turn ends). */
    chain?: false
    /** The effect whose end let it happen (a negation until the end of the turn). */
    after?: string
    /** The card it moves or damages, and where the card goes. */
    subject?: string
    moves?: StateZone
    lp?: LifePoints
    prevented?: DamagePrevented[]
    /** Protections from effect damage that lasted until the end of the turn and have ended: they do not apply. */
    ended?: string[]
    /** Conditions taken as holding because the board does not state them. */
    assumes?: string[]
    /** Applied, but what it does is not (or not all) modelled by the state. */
    effectOnState?: 'unknown' | 'partial'
  }
  'size-limit': { player: Player; hand: number; handLimit: number | null; memory: number; memoryLimit: number | null; over: boolean; by: string[] }
  'state-based': { destroyed: string[]; spared?: string[] }
  destroyed: { ally: string; name: string; player: Player; damage: number; life: number }
}

/**
 * The event of one type: its fields, and the rulings it cites. A reader that has not told the type
 * apart still reads any field, as unknown; once it has, the fields are typed.
 */
export type EventOf<T extends EventType> = { readonly type: T; readonly rulings: RulingId[] } & Readonly<EventFields[T]> & { readonly [field: string]: unknown }

/** Something that happened: one member per event type, told apart by `type`. */
export type EngineEvent = { [T in EventType]: EventOf<T> }[EventType]
