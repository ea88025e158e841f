/**
 * Other cards' triggers on what happens in the window (ygopro's events, as card data): a card moved
 * (sent to the GY, destroyed, discarded, banished, Special Summoned, off the field) or drawn raises events; every
 * card whose `triggers` react to one of them, from where it is now, waits in `state.triggered`
 * until the item or chain that caused the event has resolved. Then the waiting triggers form one
 * chain, simultaneous ones in the order of simultaneous triggers (turn player's mandatory,
 * opponent's mandatory, turn player's optional, opponent's optional), each optional one its
 * controller's decision; responses may follow; then priority returns to the turn player. Triggers
 * raised while the chain after the hand-size discard resolves are lost (23/01/16).
 *
 * Each event carries its cause (a card's effect, whose card and who controlled it; a cost; a rule of
 * the game such as the hand-size discard): a trigger "by a card effect" or "by the effect of a
 * "Lightsworn" monster you control" reads it. Nothing here names a card: what triggers, on what
 * cause, and what it does is each card's data.
 */
import type { EventCauseFilter, EventTrigger, StateZone, TriggerEvent } from '../../domain/behaviour.js'
import type { Player } from '../core/types.js'
import type { BoardCard } from './board.js'
import type { Context } from './report.js'
import { controllerOf, zoneOf, type PendingTrigger, type YgoState } from './state.js'
import { actsOfMove, hasUnread, sayUnread, type Moved } from './unread.js'
import { copyLimitKey, nameLimitKey, usedByName } from './limits.js'
import type { UnreadAct } from '../../domain/behaviour.js'

/**
 * What made a card move: a card's effect (`card`: its key on the board, or only its `name` for an
 * item the board does not tie to a card; `player`: who controlled the effect), a cost paid to
 * activate, or a rule of the game (the hand-size discard, a resolved Spell leaving the field). Only
 * an effect is "by a card effect".
 */
export interface EventCause {
  kind: 'effect' | 'cost' | 'rule'
  card?: string
  name?: string
  /** The type of the card named, where the board does not hold it (the catalog's). */
  cardType?: 'monster' | 'spell' | 'trap'
  player?: Player
}

/** A card's effect as a cause: `card` its key where the board has the card, `name` what it is called, `cardType` its type where the board has no such card. */
export function byEffect(player: Player, card?: string, name?: string, cardType?: EventCause['cardType']): EventCause {
  return { kind: 'effect', player, ...(card !== undefined ? { card } : {}), ...(name !== undefined ? { name } : {}), ...(cardType !== undefined ? { cardType } : {}) }
}

/** Something that happened to one card in the window. */
export interface Happening {
  key: string
  from: StateZone | undefined
  to: StateZone
  /** How it got there, where the move alone does not say: destroyed, discarded from the hand, Tributed, or returned to the field (no Summon). */
  cause?: 'destroy' | 'discard' | 'tribute' | 'return'
  /** The card was drawn (a card the board did not list: its key is new). */
  drawn?: boolean
  /**
   * Something happened to a player, not to a card: they took damage (`damage`) or gained LP
   * (`lp-gained`). `owner` is that player, `key` the card whose effect did it (`from` and `to` where
   * that card is: it did not move).
   */
  toPlayer?: 'damage' | 'lp-gained'
  /** The player whose card it is (its owner). */
  owner: Player
  /** What caused it (absent: nothing a trigger's `by` accepts). */
  by?: EventCause
}

/** The events a happening raises (the engine summons only by effects: every summon is a Special Summon). */
export function eventsOf(happening: Happening): TriggerEvent[] {
  // A draw is an add from the Deck too ("adds a card(s) from their Deck to their hand, including drawing").
  if (happening.drawn) return ['drawn', 'added']
  if (happening.toPlayer !== undefined) return [happening.toPlayer]
  const out: TriggerEvent[] = []
  if (happening.to === 'graveyard') out.push('sent-to-gy')
  // A card destroyed and banished instead (a continuous effect) was destroyed all the same.
  if (happening.cause === 'destroy' && happening.from === 'field') out.push('destroyed')
  if (happening.cause === 'discard' && happening.from === 'hand') out.push('discarded')
  if (happening.cause === 'tribute') out.push('tributed')
  if (happening.to === 'banished') out.push('banished')
  // A card banished for a time that comes back was not Summoned.
  if (happening.to === 'field' && happening.from !== 'field' && happening.cause !== 'return') out.push('summoned', 'special-summoned')
  // However it goes (destroyed, sent, banished, returned to the hand or Deck), a card moved off the
  // field left it: a trigger on leaving asks this event, one on being destroyed asks 'destroyed'.
  if (happening.from === 'field' && happening.to !== 'field') out.push('left-field')
  // Added to a hand, from anywhere: "add to the hand" and "return to the hand" are one process (the
  // Perfect Rule Book), so a card returned from the field is added too; a trigger asks `from` where it says.
  if (happening.to === 'hand' && happening.from !== 'hand') out.push('added')
  return out
}

/** The effect id of a card's trigger: its key and event (and its position when the card has two for one event). */
export function triggerId(card: BoardCard, index: number): string {
  const triggers = card.behaviours.triggers ?? []
  const trigger = triggers[index] as EventTrigger
  const same = triggers.filter((other) => other.event === trigger.event)
  return same.length > 1 ? `${card.key}:${trigger.event}:${same.indexOf(trigger) + 1}` : `${card.key}:${trigger.event}`
}

/** The key once-per-turn use of the card's trigger `index` is kept under: by name for its controller, or per copy (see limits.ts). */
export function usedKey(card: BoardCard, index: number, player: Player): string | undefined {
  const trigger = card.behaviours.triggers?.[index]
  if (trigger?.oncePerTurn === 'name') return nameLimitKey(player, card.name, `t${index}`, card.oneEffectPerTurn)
  if (trigger?.oncePerTurn === 'instance') return copyLimitKey(card.key, `t${index}`)
  return undefined
}

/** The card's trigger `index` has used its limit this turn (by name: its own, or its card's). */
function triggerUsed(state: YgoState, card: BoardCard, index: number, player: Player): boolean {
  const trigger = card.behaviours.triggers?.[index]
  if (trigger?.oncePerTurn === 'name') return usedByName(state.usedNames, player, card.name, `t${index}`, card.oneEffectPerTurn)
  const key = usedKey(card, index, player)
  return key !== undefined && state.usedNames.includes(key)
}

function faceUpOnField(ctx: Context, state: YgoState, key: string): boolean {
  return zoneOf(ctx.board, state, key) === 'field' && (ctx.board.cards.get(key)?.position !== 'set' || state.summonedNow.includes(key))
}

/** The card is Set on the field now: listed Set, and not summoned (face-up) during the window. */
function setOnField(ctx: Context, state: YgoState, key: string): boolean {
  return zoneOf(ctx.board, state, key) === 'field' && ctx.board.cards.get(key)?.position === 'set' && !state.summonedNow.includes(key)
}

function ofType(card: BoardCard | undefined, cards: EventTrigger['cards']): boolean {
  if (cards === undefined || cards === 'any') return true
  const type = card?.cardType
  if (type === undefined) return false
  return cards === 'monster' ? type === 'monster' : type !== 'monster'
}

/**
 * The cause is what the trigger asks for: a card's effect (never a cost or a rule), of the player,
 * card type and name it says, seen from `player`, the trigger's controller. A card the board does
 * not hold is typed by the catalog (the item's `cardType`); one neither types is not assumed to be of
 * the type asked.
 */
export function causedAsAsked(ctx: Context, by: EventCauseFilter | undefined, cause: EventCause | undefined, player: Player): boolean {
  if (by === undefined) return true
  if (cause?.kind !== 'effect') return false
  const whose = by.whose ?? 'each'
  if (whose !== 'each' && (cause.player === undefined || (whose === 'controller') !== (cause.player === player))) return false
  const source = cause.card !== undefined ? ctx.board.cards.get(cause.card) : undefined
  const name = (source?.name ?? cause.name)?.toLowerCase()
  if (by.cards !== undefined) {
    const type = source?.cardType ?? cause.cardType
    if (type === undefined || (by.cards === 'spell-trap' ? type === 'monster' : type !== by.cards)) return false
  }
  if (by.named !== undefined && (name === undefined || !name.includes(by.named.toLowerCase()))) return false
  if (by.except !== undefined && (name === undefined || name === by.except.toLowerCase())) return false
  return true
}

/** Whether `trigger` of `card` reacts to `happening` raising `event`, as the state stands after it. */
function reacts(ctx: Context, state: YgoState, card: BoardCard, trigger: EventTrigger, happening: Happening, player: Player): boolean {
  if (trigger.from !== undefined && trigger.from !== happening.from) return false
  if (trigger.fromAny !== undefined && (happening.from === undefined || !trigger.fromAny.includes(happening.from))) return false
  if (trigger.notDrawn === true && happening.drawn === true) return false
  // "destroyed and sent to the GY": a card banished instead never reached it.
  if (trigger.toGraveyard === true && happening.to !== 'graveyard') return false
  // "… with 1500 or more ATK": the printed ATK; a card whose ATK is not known may have it.
  const atk = trigger.minAtk !== undefined ? ctx.board.cards.get(happening.key)?.atk : undefined
  if (atk !== undefined && atk < trigger.minAtk!) return false
  if (!causedAsAsked(ctx, trigger.by, happening.by, player)) return false
  if (trigger.subject === 'self') return card.key === happening.key
  if (card.key === happening.key) return false
  const zone = trigger.zone ?? 'field'
  // A Trap activated as a card on the event: only while it is Set (not one turned face-up, or summoned, since).
  if (trigger.asCard === true) {
    if (!setOnField(ctx, state, card.key)) return false
  } else if (zone === 'field' ? !faceUpOnField(ctx, state, card.key) : zoneOf(ctx.board, state, card.key) !== zone) return false
  const whose = trigger.whose ?? 'each'
  if (whose !== 'each' && (whose === 'controller') !== (happening.owner === player)) return false
  // "a "Fire King" monster": a card whose name holds it (a card nobody named is none).
  if (trigger.named !== undefined && !(ctx.board.cards.get(happening.key)?.name.includes(trigger.named) ?? false)) return false
  return ofType(ctx.board.cards.get(happening.key), trigger.cards)
}

/**
 * The triggers `happening` raises: every card's trigger on one of its events, from where the card
 * is now, its once per turn not used (nor its card's, stated used this turn).
 */
export function triggersOf(ctx: Context, state: YgoState, happening: Happening): PendingTrigger[] {
  if (ctx.board.triggerCards.length === 0) return []
  const events = eventsOf(happening)
  if (events.length === 0) return []
  const found: PendingTrigger[] = []
  for (const card of ctx.board.triggerCards) {
    const triggers = card.behaviours.triggers
    if (triggers === undefined || triggers.length === 0) continue
    const player = controllerOf(state, { controller: card.player, origin: card.key })
    triggers.forEach((trigger, index) => {
      if (!events.includes(trigger.event)) return
      if (!reacts(ctx, state, card, trigger, happening, player)) return
      if (trigger.oncePerTurn !== undefined && (card.usedThisTurn === true || triggerUsed(state, card, index, player))) return
      // One event, one activation of each trigger: a card sent to the GY and destroyed triggers it once.
      const id = triggerId(card, index)
      if (found.some((other) => other.id === id)) return
      found.push({
        key: card.key,
        trigger: index,
        id,
        player,
        mandatory: trigger.mandatory,
        event: trigger.event,
        subject: happening.key,
        owner: happening.owner,
        ...(happening.by ? { by: happening.by } : {}),
      })
    })
  }
  return found
}

/** Two events have one cause: the same kind, card and player (a rule of the game with none said is one cause). */
function sameCause(a: PendingTrigger['by'], b: PendingTrigger['by']): boolean {
  if (a === undefined || b === undefined) return a === b
  return a.kind === b.kind && a.card === b.card && a.name === b.name && a.player === b.player
}

/** The state with the triggers `happening` raises waiting, and one more thing happened (an optional "When …" trigger's timing). */
export function raiseTriggers(ctx: Context, state: YgoState, happening: Happening): YgoState {
  // A Spell or Trap going to the GY by the rules once it has resolved is no part of its effect: it
  // does not make an optional "When …" trigger on what that effect did last miss its timing.
  const happened = happening.by?.kind === 'rule' ? state.happened : state.happened + 1
  const found = triggersOf(ctx, state, happening)
  if (found.length === 0) return { ...state, happened }
  let triggered = state.triggered
  for (const raised of found) {
    const trigger = ctx.board.cards.get(raised.key)?.behaviours.triggers?.[raised.trigger]
    const pending = trigger?.timing === 'when' && !raised.mandatory ? { ...raised, when: happened } : raised
    // Cards the same cause moved at once ("destroy all monsters", one item's two banishments) are one
    // event for a trigger on other cards: it activates once, counting them (`cards`).
    const same = trigger?.subject === 'other' ? triggered.findIndex((other) => other.id === pending.id && sameCause(other.by, pending.by)) : -1
    if (same < 0) triggered = [...triggered, pending]
    else triggered = triggered.map((other, i) => (i === same ? { ...other, cards: (other.cards ?? 1) + 1, ...(pending.when !== undefined ? { when: pending.when } : {}) } : other))
  }
  return { ...state, happened, triggered }
}

/**
 * Damage dealt to `player`, or LP they gained, by `source`'s effect: triggers on it ("If you take
 * damage", "If you gain LP") wait for the item to resolve (effects not modelled that react to it are
 * named by the item's own account).
 */
export function raiseOnPlayer(ctx: Context, state: YgoState, event: 'damage' | 'lp-gained', player: Player, source: string, by: EventCause): YgoState {
  const at = zoneOf(ctx.board, state, source) ?? 'field'
  return raiseTriggers(ctx, state, { key: source, from: at, to: at, owner: player, toPlayer: event, by })
}

/** What happened, for effects not modelled, held until the item that caused it has been told (`Acted.unread`). */
export interface HeldHappening {
  acts: UnreadAct[]
  moved?: Moved
}

/**
 * The state with the triggers `happening` raises waiting for what caused it to resolve; effects not
 * modelled that could react to it are named now, or, given `held`, once the cause has been told.
 * Cards moved together (a mill of several cards) are one happening: a trigger on "a card(s)"
 * activates once.
 */
export function raiseEvents(ctx: Context, state: YgoState, happening: Happening, held?: HeldHappening[]): YgoState {
  const next = raiseTriggers(ctx, state, happening)
  if (!hasUnread(ctx.board)) return next
  const byItself = happening.by?.kind === 'effect' && happening.by.card === happening.key
  const unread = { acts: actsOfMove(eventsOf(happening)), moved: { key: happening.key, from: happening.from, ...(byItself ? { byItself } : {}) } }
  if (held !== undefined) {
    held.push(unread)
    return next
  }
  return sayUnread(ctx, next, unread.acts, unread.moved)
}

