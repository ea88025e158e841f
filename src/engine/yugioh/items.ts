/**
 * List items: which are pending, whether an item's effect is negated, how an item ends (its one
 * `resolve` event), and what happens to the others when it moves a card away.
 */
import { SELF_MOVES, UNNAMED_CARDS, chosenFromHand, lifePointsToPay, unnamedCard, type BoardAction, type CardSelection, type CountedCards, type CountFilter, type CountZone, type StateCondition, type StateZone, type TriggerEvent } from '../../domain/behaviour.js'
import { RULING_IDS, type RulingId } from '../core/ruling-ids.js'
import type { DamagePrevented, LpTurned } from '../core/events.js'
import type { Player } from '../core/types.js'
import { zoneUnstated, type Board, type BoardCard, type ContinuousSource, type ListItem } from './board.js'
import { otherPlayer } from '../core/priority.js'
import { pairRulings } from './card-knowledge.js'
import { damageForSentCards } from './damage-on-send.js'
import type { Context } from './report.js'
import { cardName, controllerOf, zoneOf, type YgoState } from './state.js'
import { activationForbidders, bannedAct, heldNow, negatedInWindow, type MoveKind, controllerOfSource, mayForbidActivations, effectDamageProtection, forbiddenMove, itemActivation, lpTurnedAround, type Activation, forbiddenRulings, negatedOnField, replacedDestination, replacementRulings, type Replacement } from './continuous.js'
import { byEffect, eventsOf, raiseEvents, raiseOnPlayer, type EventCause, type Happening, type HeldHappening } from './triggers.js'
import { actsOfUnappliedAction, sayUnread } from './unread.js'
import { nameLimitKey, usedByName } from './limits.js'
import { hasGraveyardTargets } from './graveyard-targets.js'

export type ItemOutcome = 'applied' | 'negated' | 'activation-negated'

export function pendingItems(ctx: Context, state: YgoState, player: Player): ListItem[] {
  return ctx.board.items.filter((item) => controllerOf(state, item) === player && isListed(ctx, state, item))
}

/**
 * On its controller's list now, as the state stands (the lists are read again at every restart):
 * still pending, not forbidden from activation by a continuous effect, its card where the item needs it, in a turn its scope covers for its controller
 * now, its once-per-turn not used, its costs payable, and every condition it states holding.
 */
export function isListed(ctx: Context, state: YgoState, item: ListItem, ignoringCounts = false, ignoringForbidden = false): boolean {
  if (state.items[item.index] !== 'pending') return false
  if (!ignoringForbidden && forbiddenItem(ctx, state, item) !== undefined) return false
  if (item.latent !== undefined && !arrived(ctx, state, item)) return false
  if (item.turn !== undefined && item.turn !== 'each' && (item.turn === 'yours') !== (controllerOf(state, item) === ctx.board.turnPlayer)) return false
  if (item.oncePerTurn === 'name' && item.card !== undefined && usedItemName(ctx, state, item)) return false
  if (item.costs !== undefined && (!canPay(state, controllerOf(state, item), item.costs, item.origin, () => ownFieldCards(ctx, state, controllerOf(state, item), item.origin).length) || !selfCostsPayable(ctx, state, item, ignoringForbidden) || !chosenCostsPayable(ctx, state, item) || !handCostsPayable(ctx, state, item))) return false
  if (item.activation === 'card' && !setOnField(ctx, state, item)) return false
  // Activated from the hand, which its text allows: only while it is there.
  if (item.activation === 'card-from-hand' && (item.origin === undefined || zoneOf(ctx.board, state, item.origin) !== 'hand')) return false
  if (item.gyTargets !== undefined && item.origin !== undefined && !hasGraveyardTargets(ctx.board, state, item.origin, controllerOf(state, item), item.gyTargets)) return false
  if (item.requires === undefined) return true
  for (const condition of item.requires) {
    if (ignoringCounts && (condition.check === 'card-count' || condition.check === 'controls-more')) continue
    if (holds(ctx, state, item, condition) === false) return false
  }
  return true
}

/**
 * The continuous effect keeping `activation` from being made now, if one applies and its condition as
 * data does not fail (one the board leaves undecided is taken as holding, as every condition is).
 */
export function forbiddenBy(ctx: Context, state: YgoState, activation: Activation): ContinuousSource | undefined {
  return activationForbidders(ctx.board, state, activation).find(admitted(ctx, state))
}

/** A continuous effect whose condition as data does not fail on the board now (one left undecided is taken as holding, as every condition is). */
function admitted(ctx: Context, state: YgoState): (source: ContinuousSource) => boolean {
  return (source) => (source.effect.requires ?? []).every((condition) => holds(ctx, state, { controller: controllerOfSource(ctx.board, state, source), origin: source.key }, condition) !== false)
}

/**
 * The continuous effect keeping the card `key` where it is now from being destroyed or banished by
 * an effect of `actor`, if one applies and its condition as data does not fail on the board.
 */
export function keptInPlace(ctx: Context, state: YgoState, key: string, move: MoveKind, actor: Player): ContinuousSource | undefined {
  return forbiddenMove(ctx.board, state, key, move, actor, zoneOf(ctx.board, state, key), admitted(ctx, state))
}

/** The actions a ban may forbid, by the action that does them. */
const BANNABLE: Partial<Record<BoardAction['action'], NonNullable<ActionBanned['action']>>> = { 'special-summon': 'special-summon', 'add-to-hand': 'add-to-hand', mill: 'mill' }

/**
 * The continuous effect banning what `action` of `item` would do now, if one applies: a Special
 * Summon (of the card itself from where it is, or from the zone the data names), an add from the
 * Deck (a draw is none), a send from the Deck to the GY. Its controller is who would do it.
 */
export function actionBan(ctx: Context, state: YgoState, item: ListItem, action: BoardAction): ContinuousSource | undefined {
  if (ctx.board.continuous.length === 0 && ctx.board.heldUntilTurnEnds.length === 0 && state.lingering.length === 0) return undefined
  const act = action.tribute === true ? 'tribute' : BANNABLE[action.action]
  if (act === undefined) return undefined
  // Cards chosen (the targets): banned only where every one it may act on is ("except WATER monsters"
  // with only a DARK monster to Special Summon); a card the board leaves undecided may be free.
  if (action.chosen !== undefined) {
    const found = selectedCards(ctx, state, action.chosen, controllerOf(state, item), item.origin ?? item.subject)
    if (found === null || found.undecided || found.keys.length === 0) return undefined
    let ban: ContinuousSource | undefined
    for (const key of found.keys) {
      const one = bannedAct(ctx.board, state, controllerOf(state, item), act, zoneOf(ctx.board, state, key), ctx.board.cards.get(key), admitted(ctx, state))
      if (one === undefined) return undefined
      ban ??= one
    }
    return ban
  }
  const self = item.origin ?? item.subject
  const card = action.target === 'self' && self !== undefined ? ctx.board.cards.get(self) : undefined
  const from: StateZone | undefined = action.target === 'self' ? (self !== undefined ? zoneOf(ctx.board, state, self) : undefined) : act === 'mill' ? 'deck' : act === 'add-to-hand' ? (action.from ?? 'deck') : action.from
  return bannedAct(ctx.board, state, controllerOf(state, item), act, from, card, admitted(ctx, state))
}

/** The continuous effect keeping the item from being activated now ("Trap Cards … cannot be activated"), if any. */
export function forbiddenItem(ctx: Context, state: YgoState, item: ListItem): ContinuousSource | undefined {
  // Asked for every item each time the lists are read: with nothing on the board that could forbid
  // one, no activation is built to be looked at (one object per call, 15 a resolve of the typical
  // board; building none took 2-4% off its engine time in bench:engine-against).
  if (!mayForbidActivations(ctx.board)) return undefined
  const activation = itemActivation(ctx.board, state, item)
  const forbidder = activation === undefined ? undefined : forbiddenBy(ctx, state, activation)
  if (forbidder !== undefined) return forbidder
  // An effect whose first action a ban forbids ("Neither player can Special Summon monsters from the
  // GY") cannot be activated; a mandatory one still is, and does what it can.
  return !item.mandatory && item.does?.[0] !== undefined ? actionBan(ctx, state, item, item.does[0]) : undefined
}

/**
 * The costs that move the card itself can be paid where it is: "discard this card" only from the
 * hand; sending it somewhere only while it is not there already.
 */
function selfCostsPayable(ctx: Context, state: YgoState, item: ListItem, ignoringForbidden = false): boolean {
  if (item.origin === undefined) return true
  const zone = zoneOf(ctx.board, state, item.origin)
  for (const cost of item.costs ?? []) {
    if (cost.action === 'discard' && cost.target === 'self' && zone !== 'hand') return false
    const to = cost.action === 'discard' ? undefined : SELF_MOVES[cost.action]
    if (to !== undefined && to !== 'field' && (cost.target ?? 'self') === 'self' && zone === to) return false
  }
  // A cost moving the card where a continuous effect forbids it to go cannot be paid ("Cards on the
  // field cannot be returned to the Deck": a shuffle of itself into the Deck).
  return ignoringForbidden || costForbidder(ctx, state, item) === undefined
}

/**
 * Costs of cards chosen out of a zone other than the hand ("banish 1 WIND monster from your GY"):
 * payable while the zone may hold enough of them (a card the board does not show well enough to tell
 * may be one; a GY the board does not list may hold anything).
 */
function chosenCostsPayable(ctx: Context, state: YgoState, item: ListItem): boolean {
  for (const cost of item.costs ?? []) {
    if (cost.chosen === undefined || chosenFromHand(cost) > 0) continue
    const found = costCards(ctx, state, item, cost.chosen, cost)
    if (found !== null && !found.undecided && found.keys.length < (cost.count ?? 1)) return false
  }
  return true
}

/**
 * The cards of a zone that may pay a cost of cards chosen out of it: those of its selection, save
 * one a continuous effect keeps from that move ("Cards in the GY cannot be banished"); null where
 * the request does not list the zone (it may hold anything) or the selection is not known.
 */
function costCards(ctx: Context, state: YgoState, item: ListItem, selection: CardSelection, cost: BoardAction): { keys: string[]; undecided: boolean } | null {
  const controller = controllerOf(state, item)
  if (zoneUnstated(ctx.board, selection.zone, controller)) return null
  const found = selectedCards(ctx, state, selection, controller, item.origin)
  const to = EVERY_MOVES[cost.action]
  const move = to === undefined ? undefined : moveKind({ to })
  if (found === null || move === undefined) return found
  return { keys: found.keys.filter((key) => keptInPlace(ctx, state, key, move, controller) === undefined), undecided: found.undecided }
}

/**
 * The cards that may pay an item's costs of cards chosen from the hand (and from its controller's
 * field, `alsoField`): where a cost narrows them (`chosen`: "send 1 Beast, Beast-Warrior, or Winged
 * Beast monster from your hand or face-up field"), each card the board shows to be one or does not
 * say enough of to tell (a card nobody named may be one); any card where a cost names no kind.
 */
export function handCostCandidates(ctx: Context, state: YgoState, item: ListItem): string[] {
  const player = controllerOf(state, item)
  const costs = (item.costs ?? []).filter((cost) => chosenFromHand(cost) > 0)
  const hand = state.hands[player].filter((key) => key !== item.origin)
  const field = costs.some((cost) => cost.alsoField === true) ? ownFieldCards(ctx, state, player, item.origin) : []
  if (costs.every((cost) => cost.chosen === undefined)) return [...hand, ...field]
  const fits = (key: string, onField: boolean) => costs.some((cost) => cost.chosen === undefined || cardCounts(state, ctx.board.cards.get(key), cost.chosen.cards, cost.chosen.filter, onField) !== false)
  return [...hand.filter((key) => fits(key, false)), ...field.filter((key) => fits(key, true))]
}

/** Costs of cards chosen from the hand that name a kind: payable while enough cards may be of it. */
export function handCostsPayable(ctx: Context, state: YgoState, item: ListItem): boolean {
  const costs = (item.costs ?? []).filter((cost) => chosenFromHand(cost) > 0)
  if (costs.every((cost) => cost.chosen === undefined)) return true
  return handCostCandidates(ctx, state, item).length >= costs.reduce((n, cost) => n + chosenFromHand(cost), 0)
}

/**
 * The cards a cost of cards chosen out of a zone takes where the board leaves no choice (no more of
 * them than it takes); undefined where its controller chooses among more, or the board does not say.
 */
function chosenCostCards(ctx: Context, state: YgoState, item: ListItem, cost: BoardAction): string[] | undefined {
  if (cost.chosen === undefined) return undefined
  const found = costCards(ctx, state, item, cost.chosen, cost)
  if (found === null || found.undecided || found.keys.length !== (cost.count ?? 1) || found.keys.some((key) => key.startsWith('?'))) return undefined
  return found.keys
}

/** The continuous effect banning Tributes ("Neither player can Tribute cards", Mask of Restrict) that keeps the item's controller from Tributing now, if one applies. */
export function tributeBan(ctx: Context, state: YgoState, item: ListItem): ContinuousSource | undefined {
  const zone = item.origin !== undefined ? zoneOf(ctx.board, state, item.origin) : undefined
  return bannedAct(ctx.board, state, controllerOf(state, item), 'tribute', zone, item.origin !== undefined ? ctx.board.cards.get(item.origin) : undefined, admitted(ctx, state))
}

/**
 * The continuous effect keeping a cost of the item from being paid, if one applies: a cost moving
 * its own card where that card may not go ("Cards on the field cannot be returned to the Deck": a
 * shuffle of itself into the Deck; "… cannot be banished": a banishment of itself).
 */
export function costForbidder(ctx: Context, state: YgoState, item: ListItem): ContinuousSource | undefined {
  if (item.origin === undefined) return undefined
  for (const cost of item.costs ?? []) {
    if ((cost.target ?? 'self') !== 'self' || cost.action === 'discard') continue
    // "Tribute this card" where Tributes are banned ("Neither player can Tribute cards").
    if (cost.tribute === true) {
      const banned = tributeBan(ctx, state, item)
      if (banned !== undefined) return banned
    }
    const to = SELF_MOVES[cost.action]
    const move = to === undefined ? undefined : moveKind({ to })
    const kept = move !== undefined ? keptInPlace(ctx, state, item.origin, move, controllerOf(state, item)) : undefined
    if (kept !== undefined) return kept
  }
  return undefined
}

/** A latent item's card has arrived in the item's zone during the window (sent to the GY, banished, summoned). */
function arrived(ctx: Context, state: YgoState, item: ListItem): boolean {
  if (item.origin === undefined) return false
  if (item.latent === 'graveyard') return state.sentToGy.includes(item.origin)
  return state.zones[item.origin] === item.latent
}

/** A card activated as itself must be Set on the field (a position not stated counts as Set here). */
function setOnField(ctx: Context, state: YgoState, item: ListItem): boolean {
  if (item.origin === undefined) return true
  const card = ctx.board.cards.get(item.origin)
  return zoneOf(ctx.board, state, item.origin) === 'field' && card?.position !== 'face-up' && !state.summonedNow.includes(item.origin)
}

/** Which of its card's own effects the item is, for a limit by name kept per effect (none: an effect written by hand). */
function itemEffect(item: ListItem): string | undefined {
  return item.behaviour !== undefined && item.behaviour >= 0 ? `p${item.behaviour}` : undefined
}

/** The key of a hard once-per-turn: the item's controller now, its card name and which effect of it (see limits.ts). */
export function usedName(ctx: Context, state: YgoState, item: ListItem): string {
  const card = item.origin !== undefined ? ctx.board.cards.get(item.origin) : undefined
  return nameLimitKey(controllerOf(state, item), item.card ?? item.id, itemEffect(item), card?.oneEffectPerTurn)
}

/** The item's limit by name is used this turn: its own, or its card's. */
function usedItemName(ctx: Context, state: YgoState, item: ListItem): boolean {
  const card = item.origin !== undefined ? ctx.board.cards.get(item.origin) : undefined
  return usedByName(state.usedNames, controllerOf(state, item), item.card ?? item.id, itemEffect(item), card?.oneEffectPerTurn)
}

/** The cards `player` controls on the field now, but `origin` (a cost "from your hand and/or field" may send them). */
export function ownFieldCards(ctx: Context, state: YgoState, player: Player, origin?: string): string[] {
  const out: string[] = []
  for (const card of ctx.board.cards.values()) {
    if (card.key === origin || zoneOf(ctx.board, state, card.key) !== 'field') continue
    if (controllerOf(state, { controller: card.player, origin: card.key }) === player) out.push(card.key)
  }
  return out
}

/**
 * Every action of a payment can be paid now by `player`: enough cards in hand to discard (and, for
 * cards "from your hand and/or field", in hand and on the field: `fieldCards`), enough LP (when
 * given) to pay (half of them always can be).
 */
export function canPay(state: YgoState, player: Player, payment: readonly BoardAction[], origin?: string, fieldCards?: () => number): boolean {
  let discard = 0
  // Cards "from your hand and/or field": what the hand does not pay, the field may.
  let either = 0
  const available = state.lp[player]
  for (const action of payment) {
    if (action.alsoField === true) {
      either += chosenFromHand(action)
      continue
    }
    // The card activated pays "discard this card" itself (selfCostsPayable checks it is in the hand);
    // the cards chosen for a discard are others: the card activated is not one of them.
    if (action.action === 'discard' && !(origin !== undefined && action.target === 'self')) discard += action.count ?? 1
    else discard += chosenFromHand(action)
  }
  const hand = origin === undefined ? state.hands[player].length : state.hands[player].filter((key) => key !== origin).length
  if (either > 0 && hand - discard + (fieldCards?.() ?? 0) < either) return false
  return hand >= discard && (available === null || available >= lifePointsPaid(payment, available))
}

/** The LP a payment takes from a player who has `lp` (tracked); half of them is taken on what is left after the fixed amounts. */
export function lifePointsPaid(payment: readonly BoardAction[], lp: number): number {
  let paid = 0
  for (const action of payment) if (action.action === 'pay-lp' && action.half !== true) paid += lifePointsToPay(action, lp) ?? 0
  for (const action of payment) if (action.action === 'pay-lp' && action.half === true) paid += lifePointsToPay(action, Math.max(0, lp - paid)) ?? 0
  return paid
}

/**
 * Whether a condition holds as the state stands: true, false, or undefined when the board does not
 * state the fact it needs (this turn's history of a card): such a condition is taken as holding, and
 * the item's event says so (`assumes`).
 */
/** What a condition is checked for: an item, or a card's continuous effect (its card, its controller). */
type Holder = Pick<ListItem, 'controller' | 'origin' | 'latent'>

/** A stated condition against the state: true, false, or undefined where the board does not say. */
export function holds(ctx: Context, state: YgoState, item: Holder, condition: StateCondition): boolean | undefined {
  // "… the turn this card is Summoned or flipped face-up": the fact's opposite (undecided stays undecided).
  if ((condition.check === 'summoned-this-turn' || condition.check === 'flipped-this-turn') && condition.not === true) {
    const fact = holds(ctx, state, item, { ...condition, not: undefined } as StateCondition)
    return fact === undefined ? undefined : !fact
  }
  const card = item.origin !== undefined ? ctx.board.cards.get(item.origin) : undefined
  switch (condition.check) {
    case 'hand-count': {
      const players: Player[] = condition.whose === 'each' ? ['A', 'B'] : [condition.whose === 'opponent' ? otherPlayer(controllerOf(state, item)) : controllerOf(state, item)]
      return players.every((player) => {
        const count = state.hands[player].length
        return count >= (condition.min ?? 0) && count <= (condition.max ?? Infinity)
      })
    }
    case 'in-gy-sent-this-turn':
      // A card that started in the GY was checked when the board was read; one sent there since is in sentToGy.
      return item.latent === undefined || (item.origin !== undefined && state.sentToGy.includes(item.origin))
    case 'face-up':
    case 'set': {
      if (!card || item.origin === undefined || zoneOf(ctx.board, state, item.origin) !== 'field') return card ? false : undefined
      // A card summoned during the window is face-up; one listed on the field is face-up unless the board says Set.
      const position = state.summonedNow.includes(item.origin) ? 'face-up' : (card.position ?? 'face-up')
      return position === condition.check
    }
    case 'summoned-this-turn': {
      if (item.origin !== undefined && state.summonedNow.includes(item.origin)) return condition.how === undefined || condition.how === 'any' || condition.how === 'special'
      if (condition.how === 'normal-or-flip' && (card?.flipped === true || card?.summoned === 'flip')) return true
      if (card?.summoned === undefined) return undefined
      if (card.summoned === 'none') return false
      if (condition.how === 'normal-or-flip') return card.summoned === 'normal' || card.summoned === 'tribute'
      // A Tribute Summon is a Normal Summon, but not one without Tributing.
      if (condition.how === 'without-tribute') return card.summoned === 'normal'
      return condition.how === undefined || condition.how === 'any' || condition.how === card.summoned || (condition.how === 'normal' && card.summoned === 'tribute')
    }
    case 'used-this-turn':
      return card?.activatedThisTurn === true
    case 'flipped-this-turn':
      if (card?.summoned === 'flip') return true
      return card?.flipped
    case 'attacked-this-turn':
      // A monster attacks only in its controller's turn.
      if (controllerOf(state, item) !== ctx.board.turnPlayer) return false
      return card?.attacked
    case 'battled-this-turn':
      // Destroyed by battle, or stated to have attacked: it battled. In its controller's own turn a
      // monster battles only by attacking, so one stated not to have attacked did not battle; in the
      // opponent's turn it may have been attacked, which the board does not state.
      if (card?.destroyedByBattle === true || card?.attacked === true) return true
      if (controllerOf(state, item) === ctx.board.turnPlayer && card?.attacked === false) return false
      return undefined
    case 'destroyed-by-effect-this-turn':
      if (card?.destroyedByEffect !== undefined) return card.destroyedByEffect
      if (card?.destroyedByBattle === true || card?.sentThisTurn === false) return false
      return undefined
    case 'special-summoned':
      if (item.origin !== undefined && state.summonedNow.includes(item.origin)) return true
      if (card?.summoned === 'special') return true
      if (card?.summoned === 'normal' || card?.summoned === 'tribute' || card?.summoned === 'flip') return false
      return undefined
    case 'destroyed-a-monster-by-battle':
      if (card?.destroyedMonsterByBattle !== undefined) return card.destroyedMonsterByBattle
      // One that did not battle destroyed none; one that battled may have.
      return holds(ctx, state, item, { check: 'battled-this-turn' }) === false ? false : undefined
    case 'destroyed-by-battle-this-turn':
      return card?.destroyedByBattle
    case 'no-normal-summon-this-turn': {
      // Only the turn player Normal Summons or Sets. A monster the board states Normal or Tribute
      // Summoned this turn by its controller says they did; the board states no Set of a monster this
      // turn, so no statement is not decided (assumed, said).
      const controller = controllerOf(state, item)
      if (controller !== ctx.board.turnPlayer) return true
      for (const other of ctx.board.cards.values()) {
        if ((other.summoned === 'normal' || other.summoned === 'tribute') && other.player === controller) return false
      }
      return undefined
    }
    case 'controls-card': {
      const controller = controllerOf(state, item)
      const players: Player[] = condition.whose === 'each' ? ['A', 'B'] : [condition.whose === 'opponent' ? otherPlayer(controller) : controller]
      const wanted = condition.card?.toLowerCase()
      for (const other of ctx.board.cards.values()) {
        if (zoneOf(ctx.board, state, other.key) !== 'field' || (other.position === 'set' && !state.summonedNow.includes(other.key))) continue
        if (!players.includes(controllerOf(state, { controller: other.player, origin: other.key }))) continue
        if (wanted === undefined || other.name.toLowerCase() === wanted) return true
      }
      return false
    }
    case 'named-sent-this-turn':
    case 'sent-this-turn': {
      // A card of the kind in that GY sent there this turn (the board's fact, true unless it says
      // otherwise) or during the window holds it; cards all stated to be there since an earlier turn fail
      // it; with none in that GY the board does not say (one may have been sent and left since).
      const controller = controllerOf(state, item)
      const players: Player[] = condition.whose === 'each' ? ['A', 'B'] : [condition.whose === 'opponent' ? otherPlayer(controller) : controller]
      const wanted = condition.check === 'named-sent-this-turn' ? condition.card.toLowerCase() : undefined
      let earlier = false
      let unknown = false
      for (const other of ctx.board.cards.values()) {
        if (!players.includes(other.owner ?? other.player) || zoneOf(ctx.board, state, other.key) !== 'graveyard') continue
        const of = wanted !== undefined ? other.name.toLowerCase() === wanted : condition.check === 'sent-this-turn' ? cardCounts(state, other, condition.cards, condition.filter, false) : false
        if (of === false) continue
        if (of === undefined) {
          unknown = true
          continue
        }
        if (state.sentToGy.includes(other.key) || other.sentThisTurn !== false) return true
        earlier = true
      }
      return earlier && !unknown ? false : undefined
    }
    case 'set-up-this-turn':
      // A delayed item is on the board only because the request states that its effect resolved.
      return true
    case 'lp': {
      const players: Player[] = condition.whose === 'each' ? ['A', 'B'] : [condition.whose === 'opponent' ? otherPlayer(controllerOf(state, item)) : controllerOf(state, item)]
      let decided = true
      for (const player of players) {
        const lp = state.lp[player]
        // LP the board does not give: the condition is not decided (taken as holding, said).
        if (lp === null) decided = false
        else if (lp < (condition.min ?? 0) || lp > (condition.max ?? Infinity)) return false
      }
      return decided ? true : undefined
    }
    case 'card-count':
    case 'controls-more':
      return countHolds(ctx, state, item, condition)
  }
}

type CountCondition = Extract<StateCondition, { check: 'card-count' | 'controls-more' }>

/** How many cards a count may be, as far as the board says: at least `lo`, at most `hi` (null: not given). */
interface CountRange {
  lo: number
  hi: number
}

/**
 * A card-count condition against the board as it stands now (the counts change as items resolve:
 * a card sent to the GY, a card added to a hand). Each card either counts, does not, or may (its
 * type or how it was summoned is not stated, or the data narrows the count by words it does not
 * turn into data): the condition holds when it holds for every count the board allows, fails when
 * it fails for every one, and is undecided (undefined: taken as holding, and said) otherwise.
 */
function countHolds(ctx: Context, state: YgoState, item: Holder, condition: CountCondition): boolean | undefined {
  const controller = controllerOf(state, item)
  if (condition.check === 'controls-more') {
    const zone = condition.zone ?? 'field'
    const mine = countCards(ctx, state, zone, [controller], condition.cards, undefined)
    const theirs = countCards(ctx, state, zone, [otherPlayer(controller)], condition.cards, undefined)
    if (mine === null || theirs === null) return undefined
    if (theirs.lo > mine.hi) return true
    if (theirs.hi <= mine.lo) return false
    return undefined
  }
  const players: Player[] = condition.whose === 'each' ? ['A', 'B'] : [condition.whose === 'opponent' ? otherPlayer(controller) : controller]
  const inZone = countCards(ctx, state, condition.zone, players, condition.cards, condition.filter)
  // "… is on your field or in your GY": the cards of both zones counted together.
  const inOther = condition.alsoZone !== undefined ? countCards(ctx, state, condition.alsoZone, players, condition.cards, condition.filter) : undefined
  if (inZone === null || inOther === null) return undefined
  const range = inOther === undefined ? inZone : { lo: inZone.lo + inOther.lo, hi: inZone.hi + inOther.hi }
  const min = condition.min ?? 0
  const max = condition.max ?? Infinity
  // Every count the board allows is within the bounds.
  if (range.lo >= min && range.hi <= max) return true
  // Outside on the same side at both ends: no count the board allows meets it.
  if (range.hi < min || range.lo > max) return false
  return undefined
}

/** The count of `players`' cards in `zone` of type `cards` narrowed by `filter`, as a range; null where the board does not say (a Deck's size not given). */
function countCards(ctx: Context, state: YgoState, zone: CountZone, players: readonly Player[], cards: CountedCards | undefined, filter: CountFilter | undefined): CountRange | null {
  const { board } = ctx
  if (zone === 'deck') {
    let total = 0
    for (const player of players) {
      const size = state.deck[player]
      if (size === null) return null
      total += size
    }
    return { lo: total, hi: total }
  }
  let lo = 0
  let hi = 0
  for (const key of zoneKeys(ctx, state, zone, players)) {
    const counts = key.startsWith('?') ? undefined : cardCounts(state, board.cards.get(key), cards, filter, zone === 'field')
    if (counts === false) continue
    hi++
    if (counts === true) lo++
  }
  return { lo, hi }
}

/**
 * The keys of `players`' cards in `zone` (not the Deck): the field's are the cards they control, the
 * GY's and the banishment's the cards they own, the hand's every card in it. A card added to a hand
 * during the window and moved on since is `?key`: whose it is, the state does not keep.
 */
function zoneKeys(ctx: Context, state: YgoState, zone: Exclude<CountZone, 'deck'>, players: readonly Player[]): string[] {
  const { board } = ctx
  const keys: string[] = []
  if (zone === 'hand') {
    for (const player of players) keys.push(...state.hands[player])
    return keys
  }
  for (const card of board.cards.values()) {
    if (zoneOf(board, state, card.key) !== zone) continue
    const whose = zone === 'field' ? controllerOf(state, { controller: card.player, origin: card.key }) : (card.owner ?? card.player)
    if (players.includes(whose)) keys.push(card.key)
  }
  for (const key of Object.keys(state.added)) if (state.zones[key] === zone) keys.push(`?${key}`)
  return keys
}

/** The players a selection's `whose` names, seen from `controller`; `own`: the player the action falls on. */
function selectionPlayers(selection: CardSelection, controller: Player, fallsOn: Player | undefined): Player[] {
  if (selection.own === true && fallsOn !== undefined) return [fallsOn]
  return playersOf(controller, selection.whose ?? 'each')
}

/**
 * The cards of a selection as the state stands: those the board shows to be of it (`keys`), and
 * whether any other card may be (`undecided`: its type or position not stated, a card the state
 * no longer places). `origin` is the item's card, left out for `others`.
 */
export function selectedCards(ctx: Context, state: YgoState, selection: CardSelection, controller: Player, origin: string | undefined, fallsOn?: Player): { keys: string[]; undecided: boolean } | null {
  const players = selectionPlayers(selection, controller, fallsOn)
  if (selection.zone === 'deck') {
    // A Deck's size says nothing of which cards it holds: only a count of any card is known.
    if (selection.cards !== undefined && selection.cards !== 'any') return null
    if (selection.filter !== undefined) return null
    let total = 0
    for (const player of players) {
      const size = state.deck[player]
      if (size === null) return null
      total += size
    }
    return { keys: Array.from({ length: total }, (_, i) => `?deck-${i}`), undecided: false }
  }
  const keys: string[] = []
  let undecided = false
  for (const key of zoneKeys(ctx, state, selection.zone, players)) {
    if (selection.others === true && key === origin) continue
    const counts = key.startsWith('?') ? undefined : cardCounts(state, ctx.board.cards.get(key), selection.cards, selection.filter, selection.zone === 'field')
    if (counts === true) keys.push(key)
    else if (counts === undefined) undecided = true
  }
  return selection.rank === undefined || undecided ? { keys, undecided } : ranked(ctx, keys, selection.rank)
}

/** The card's printed Level; null for a monster that has none (an Xyz or Link Monster); undefined where not known. */
function levelOf(card: BoardCard | undefined): number | null | undefined {
  if (card?.level !== undefined) return card.level
  return (card?.monsterTypes ?? []).some((kind) => kind === 'Xyz' || kind === 'Link') ? null : undefined
}

/**
 * The cards with the lowest or highest printed ATK (or Level) of `keys` (all of them where tied);
 * undecided where one's is not known. A monster with no Level is not ranked by Level.
 */
function ranked(ctx: Context, keys: readonly string[], rank: NonNullable<CardSelection['rank']>): { keys: string[]; undecided: boolean } {
  const byLevel = rank === 'lowest-level' || rank === 'highest-level'
  const lowest = rank === 'lowest-atk' || rank === 'lowest-level'
  const figures = keys.map((key) => (byLevel ? levelOf(ctx.board.cards.get(key)) : ctx.board.cards.get(key)?.atk))
  let best: number | undefined
  for (const value of figures) {
    if (value === undefined) return { keys: [], undecided: true }
    if (value === null) continue
    if (best === undefined || (lowest ? value < best : value > best)) best = value
  }
  return { keys: keys.filter((_key, i) => best !== undefined && figures[i] === best), undecided: false }
}

/** A count filter's bounds on printed figures: the bound, the figure, and whether it is a most (else a least). */
const FIGURE_BOUNDS: ReadonlyArray<readonly ['minAtk' | 'maxAtk' | 'minDef' | 'maxDef', 'atk' | 'def', boolean]> = [
  ['minAtk', 'atk', false],
  ['maxAtk', 'atk', true],
  ['minDef', 'def', false],
  ['maxDef', 'def', true],
]

const EXTRA_DECK_KINDS: ReadonlySet<string> = new Set(['Fusion', 'Synchro', 'Xyz', 'Link'])

/** Whether one card counts: true, false, or undefined where the board does not say (its type, how it was summoned, its position). */
function cardCounts(state: YgoState, card: BoardCard | undefined, cards: CountedCards | undefined, filter: CountFilter | undefined, onField = false): boolean | undefined {
  let known = true
  if (filter?.position !== undefined && onField) {
    // A card summoned during the window is face-up; one listed on the field is face-up unless the board says Set.
    const set = card === undefined ? undefined : card.position === 'set' && !state.summonedNow.includes(card.key)
    if (set === undefined) known = false
    else if (filter.position === 'set' && !set) return false
    else if (filter.position === 'face-up' && set) return false
    // A face-up monster may be in Attack or Defense Position: the board does not say which.
    else if ((filter.position === 'defense' || filter.position === 'attack') && !set) known = false
    else if (filter.position === 'attack' && set) return false
  }
  if (cards !== undefined && cards !== 'any') {
    const type = card?.cardType
    if (type === undefined) known = false
    else if (cards === 'spell-trap' ? type === 'monster' : type !== cards) return false
  }
  if (filter?.monsterType !== undefined) {
    // A monster's Type is the catalog's: a card it does not type may be one.
    if (card?.cardType !== undefined && card.cardType !== 'monster') return false
    if (card?.monsterTypes === undefined) known = false
    else if (!card.monsterTypes.includes(filter.monsterType)) return false
  }
  if (filter?.monsterTypes !== undefined) {
    if (card?.cardType !== undefined && card.cardType !== 'monster') return false
    if (card?.monsterTypes === undefined) known = false
    else if (!filter.monsterTypes.includes(card.monsterTypes[0]!)) return false
  }
  if (filter?.notMonsterTypes !== undefined) {
    if (card?.cardType !== undefined && card.cardType !== 'monster') return false
    if (card?.monsterTypes === undefined) known = false
    else if (filter.notMonsterTypes.includes(card.monsterTypes[0]!)) return false
  }
  if (filter?.maxLevel !== undefined) {
    if (card?.cardType !== undefined && card.cardType !== 'monster') return false
    const level = levelOf(card)
    if (level === undefined) known = false
    else if (level === null || level > filter.maxLevel) return false
  }
  if (filter?.notMonsterType !== undefined) {
    if (card?.cardType !== undefined && card.cardType !== 'monster') return false
    if (card?.monsterTypes === undefined) known = false
    else if (card.monsterTypes.includes(filter.notMonsterType)) return false
  }
  if (filter?.didNotAttack === true) {
    if (card?.attacked === undefined) known = false
    else if (card.attacked) return false
  }
  const properties = filter?.properties ?? (filter?.property !== undefined ? [filter.property] : undefined)
  if (properties !== undefined) {
    // A Spell's or Trap's property is the catalog's: a card it does not give may be one.
    if (card?.cardType === 'monster') return false
    if (card?.property === undefined) known = false
    else if (!properties.includes(card.property)) return false
  }
  if (filter?.attribute !== undefined) {
    // A monster's Attribute is the catalog's: a card it does not give may be one.
    if (card?.cardType !== undefined && card.cardType !== 'monster') return false
    if (card?.attribute === undefined) known = false
    else if (card.attribute !== filter.attribute) return false
  }
  if (filter?.mainDeck === true) {
    // A Fusion, Synchro, Xyz or Link Monster goes back to the Extra Deck; a monster the catalog does not type may be one.
    if (card === undefined || (card.cardType === 'monster' && card.monsterTypes === undefined)) known = false
    else if (card.monsterTypes?.some((word) => EXTRA_DECK_KINDS.has(word))) return false
  }
  if (filter?.token === true) {
    // A card nobody named may be a Token; a card the board names is one only where it says so.
    if (card === undefined || card.name === UNNAMED_CARDS.other) known = false
    else if (card.token !== true) return false
  }
  if (filter?.notNamed !== undefined) {
    if (card === undefined) known = false
    else if (card.name.toLowerCase().includes(filter.notNamed.toLowerCase())) return false
  }
  if (filter?.named !== undefined) {
    if (card === undefined) known = false
    else if (!card.name.toLowerCase().includes(filter.named.toLowerCase())) return false
  }
  if (filter?.summoned === 'tribute') {
    if (card !== undefined && state.summonedNow.includes(card.key)) return false
    if (card?.summoned === undefined) known = false
    else if (card.summoned !== 'tribute') return false
  }
  // The printed ATK and DEF: the state models no change of either.
  const bounded = filter !== undefined && (filter.minAtk !== undefined || filter.maxAtk !== undefined || filter.minDef !== undefined || filter.maxDef !== undefined)
  for (const [bound, figure, most] of bounded ? FIGURE_BOUNDS : []) {
    const limit = filter?.[bound]
    if (limit === undefined) continue
    if (card?.cardType !== undefined && card.cardType !== 'monster') return false
    const value = card?.[figure]
    if (value === undefined) known = false
    else if (most ? value > limit : value < limit) return false
  }
  if (filter?.other !== undefined) known = false
  return known ? true : undefined
}

/**
 * The count conditions of an item that fail as the state stands, with what the board counts: why a
 * pending item is not offered.
 */
export function unmetCounts(ctx: Context, state: YgoState, item: ListItem): CountCondition[] {
  const out: CountCondition[] = []
  for (const condition of item.requires ?? []) {
    if ((condition.check === 'card-count' || condition.check === 'controls-more') && countHolds(ctx, state, item, condition) === false) out.push(condition)
  }
  return out
}

/** A condition as an answer names it where it was taken as holding (`assumes`): its check, "not-" before a fact's opposite. */
function conditionName(condition: StateCondition): string {
  return 'not' in condition && condition.not === true ? `not-${condition.check}` : condition.check
}

/** The conditions of an item taken as holding because the board does not state what they ask. */
export function assumedConditions(ctx: Context, state: YgoState, item: ListItem): string[] | undefined {
  if (item.requires === undefined) return undefined
  const assumed = item.requires.filter((condition) => holds(ctx, state, item, condition) === undefined).map(conditionName)
  return assumed.length > 0 ? assumed : undefined
}

export function findItem(ctx: Context, id: string | undefined): ListItem {
  const item = id === undefined ? undefined : ctx.board.itemsById.get(id)
  if (!item) throw new Error(`no list item "${String(id)}"`)
  return item
}

/**
 * Negated while the item named by `negatedUntil` has not been processed (an "until the End Phase"
 * negation), or while another card's continuous effect negates its card's effects on the field.
 */
export function isEffectNegated(ctx: Context, state: YgoState, item: ListItem): boolean {
  return negatedUntilNow(ctx, state, item) || negatedOnField(ctx.board, state, item) !== undefined
}

function negatedUntilNow(ctx: Context, state: YgoState, item: ListItem): boolean {
  // Negated for the rest of the turn by an effect resolved in the window, while its card stays on the field.
  if (item.origin !== undefined && item.kind !== 'expire' && negatedInWindow(ctx.board, state, item.origin)) return true
  if (item.negatedUntil === undefined) return false
  const until = ctx.board.itemsById.get(item.negatedUntil)
  // An "until the end of the turn" negation is not a list item: it lasts the whole window.
  if (!until) return true
  return state.items[until.index] === 'pending'
}

export function itemCardRulings(ctx: Context, ...names: Array<string | undefined>) {
  return pairRulings(ctx.board, names)
}

/** What a resolve whose LP change was turned around cites: the rule on continuous effects, and the rulings of the cards meeting. */
function turnedRulings(ctx: Context, turned: readonly LpTurned[] | undefined, card: string | undefined): RulingId[] {
  if (turned === undefined || turned.length === 0) return []
  return [RULING_IDS.continuousEffects, ...pairRulings(ctx.board, [card, ...turned.map((t) => t.by)])]
}

/** What a resolve whose damage was prevented cites: the rule, and the rulings of the cards meeting. */
export function preventionRulings(ctx: Context, prevented: readonly DamagePrevented[] | undefined, card: string | undefined): RulingId[] {
  if (prevented === undefined || prevented.length === 0) return []
  return [RULING_IDS.noEffectDamage, ...pairRulings(ctx.board, [card, ...prevented.map((p) => p.by)])]
}

/** The item's one `resolve` event, its new status, and (applied) the card it moves. */
export function finishItem(ctx: Context, state: YgoState, item: ListItem, outcome: ItemOutcome, negatedBy?: string, extra: Record<string, unknown> = {}): YgoState {
  const { board, report } = ctx
  const items = [...state.items]
  let next: YgoState = state
  if (outcome === 'activation-negated') {
    // An effect used once per turn is used by its activation, negated or not: it never stays pending.
    const stays = board.reading === 'fan-guide' && item.oncePerTurn === undefined
    if (stays) {
      const negatedBefore = [...state.negatedBefore]
      negatedBefore[item.index] = true
      next = { ...next, negatedBefore }
    } else {
      items[item.index] = 'spent'
    }
    next = { ...next, items }
    report.emit(
      'resolve',
      { effect: item.id, player: controllerOf(state, item), card: item.card, outcome, by: negatedBy, pending: stays ? true : undefined },
      [stays ? RULING_IDS.negatedActivationFan : RULING_IDS.negatedActivation, ...(item.oncePerTurn !== undefined ? [RULING_IDS.oncePerTurn] : []), ...itemCardRulings(ctx, item.card)],
    )
    return stays ? next : leaveFieldOnceResolved(ctx, next, item)
  }
  items[item.index] = 'done'
  next = { ...next, items }
  if (outcome === 'negated') {
    // Negated by what: a response, a negation lasting until an item, or a continuous effect on the field.
    const onField = negatedBy === undefined && !negatedUntilNow(ctx, state, item) ? negatedOnField(board, state, item) : undefined
    report.emit('resolve', { effect: item.id, player: controllerOf(state, item), card: item.card, outcome, by: negatedBy ?? onField?.name ?? item.negatedUntil, assumes: onField?.effect.condition !== undefined ? [onField.effect.condition] : undefined }, [
      RULING_IDS.negatedEffect,
      ...(onField ? [onField.effect.movesFromGy === true ? RULING_IDS.negatedByWhatItDoes : RULING_IDS.negatedOnField, RULING_IDS.continuousEffects] : []),
      ...itemCardRulings(ctx, item.card, onField?.name),
    ])
    return leaveFieldOnceResolved(ctx, next, item)
  }
  if (outcome === 'applied' && item.together !== undefined) {
    const members = [item, ...board.items.filter((other) => other !== item && other.together === item.together && next.items[other.index] === 'pending')]
    if (members.every((member) => member.does === undefined || member.does.every(isMovedAtkLp))) return finishTogether(ctx, state, next, members)
  }
  const acted = actOnBoard(ctx, next, item)
  const unknown = item.kind !== 'expire' && item.moves === undefined && item.does === undefined
  // A move a continuous effect forbids does not happen: the item resolves, the card stays (told after it).
  const controller = controllerOf(state, item)
  const subjectMove = subjectMoveKind(item)
  // One card moved by the item's one action on cards of a selection (a card chosen, the lowest ATK): named as its subject.
  const soleChosen = acted.moved === undefined && acted.movedAll === undefined && acted.every?.length === 1 && acted.every[0]!.keys.length === 1 ? acted.every[0] : undefined
  const keptSubject = item.subject !== undefined && subjectMove !== undefined ? keptInPlace(ctx, state, item.subject, subjectMove, controller) : undefined
  const keptMoved = keptFromMove(ctx, state, acted, controller)
  // The card it moved: its subject, itself, or the one card an action on every card of a kind (or
  // on cards chosen) moved; an expiry names the card its effect ended on (a banishment "until the End Phase").
  const subject = item.moves || item.kind === 'expire' ? item.subject : (acted.moved?.key ?? (acted.movedAll?.keys.length === 1 ? acted.movedAll.keys[0] : soleChosen?.keys[0]))
  const rulings = [item.kind === 'expire' ? RULING_IDS.untilEndPhase : RULING_IDS.lists, ...itemCardRulings(ctx, item.card)]
  report.emit(
    'resolve',
    {
      effect: item.id,
      player: controllerOf(state, item),
      card: item.card,
      outcome,
      subject,
      moves: keptSubject ? undefined : keptMoved ? undefined : (item.moves ?? acted.moved?.to ?? soleChosen?.to),
      adds: acted.added.length > 0 ? acted.added : undefined,
      cards: acted.movedAll?.keys,
      ...(acted.movedAll !== undefined && item.moves === undefined && acted.moved === undefined ? { moves: acted.movedAll.to } : {}),
      // Applied, but nothing says what it does to the board: the state goes on unchanged. Partial:
      // some of what it does is not modelled by the state (listed in notApplied).
      effectOnState: unknown ? 'unknown' : acted.notApplied.length > 0 ? 'partial' : undefined,
      notApplied: acted.notApplied.length > 0 ? acted.notApplied : undefined,
      lp: acted.lp,
      prevented: acted.prevented,
      turned: acted.turned,
      every: everyNamed(ctx, state, acted),
      negated: acted.negated,
      ...extra,
    },
    [...rulings, ...preventionRulings(ctx, acted.prevented, item.card), ...turnedRulings(ctx, acted.turned, item.card)],
  )
  // Effects not modelled that could have negated or forbidden it, or reacted to what it did.
  next = sayHeld(ctx, sayUnread(ctx, acted.state, ['negate', 'forbid']), acted.unread, acted.banned)
  // What it leaves for the rest of the turn applies from now on (continuous.ts: heldNow).
  if (item.lingers !== undefined) next = { ...next, lingering: [...next.lingering, `i${item.index}`] }
  const mover = { player: controller, effect: item.id, card: item.card }
  if (item.subject !== undefined && keptSubject !== undefined && subjectMove !== undefined) sayMovePrevented(ctx, state, mover, item.subject, subjectMove, keptSubject)
  const by = effectOf(state, item)
  if (item.subject !== undefined && item.moves !== undefined && !keptSubject) next = moveCard(ctx, next, item.subject, item.moves, controller, { ...subjectCause(item), by })
  return leaveFieldOnceResolved(ctx, moveActed(ctx, state, next, acted, mover, keptMoved, by, { subject, rulings }), item)
}

/** What each action on every card of a kind did, with the cards' names, as a `resolve` event says it. */
export function everyNamed(ctx: Context, state: YgoState, acted: Acted) {
  return acted.every?.map((e) => ({ action: e.action, cards: e.keys, names: e.keys.map((key) => cardName(ctx.board, state, key) ?? key) }))
}

/** What an item's move of its subject is besides the move: a destruction, or a return to the field (no Summon). */
function subjectCause(item: Pick<ListItem, 'destroys' | 'moves'>): { cause?: 'destroy' | 'return' } {
  return item.destroys === true ? { cause: 'destroy' } : item.moves === 'field' ? { cause: 'return' } : {}
}

/** How an item moves its subject, where a continuous effect may forbid it: destroyed, or banished. */
function subjectMoveKind(item: ListItem): MoveKind | undefined {
  return item.destroys === true ? 'destroy' : item.moves === 'banished' ? 'banish' : item.moves === 'deck' ? 'return-to-deck' : undefined
}

/** Whether a move is a destruction or a banishment, the moves a continuous effect may forbid. */
function moveKind(moved: { to: StateZone; cause?: 'destroy' | 'discard' | 'return' } | undefined): MoveKind | undefined {
  return moved?.cause === 'destroy' ? 'destroy' : moved?.to === 'banished' ? 'banish' : moved?.to === 'deck' ? 'return-to-deck' : undefined
}

/** The continuous effect keeping where it is the one card an effect's action moved (destroyed, banished), if one applies. */
export function keptFromMove(ctx: Context, state: YgoState, acted: Acted, controller: Player): ContinuousSource | undefined {
  const move = moveKind(acted.moved)
  if (acted.moved === undefined || move === undefined) return undefined
  return keptInPlace(ctx, state, acted.moved.key, move, controller)
}

/** The cards an effect discards, one `discard` event per hand they leave (`reason: "effect"`, the effect that discarded them). */
function sayEffectDiscards(ctx: Context, state: YgoState, keys: readonly string[], mover: Mover, rulings: readonly RulingId[]): void {
  for (const player of ['A', 'B'] as const) {
    const cards = keys.filter((key) => state.hands[player].includes(key))
    if (cards.length === 0) continue
    ctx.report.emit('discard', { player, cards, names: cards.map((key) => cardName(ctx.board, state, key) ?? key), reason: 'effect', effect: mover.effect }, rulings)
  }
}

/** A card the resolve does not name as its subject is said by a `moved` event of its own. */
function sayUnlessSubject(ctx: Context, state: YgoState, key: string, to: StateZone, mover: Mover, told: Told): void {
  if (key !== told.subject) sayMoved(ctx, state, key, to, mover, 'effect', told.rulings)
}

/**
 * The cards an effect's actions moved, moved as it resolves (an item's, an event trigger's): the one
 * card it moved unless `kept` keeps it (said), every card of a kind it moved but those a continuous
 * effect keeps (each said), and the cards chosen for each action on every card of a kind. `state`:
 * the board before it resolved.
 */
export function moveActed(ctx: Context, state: YgoState, after: YgoState, acted: Acted, mover: Mover, kept: ContinuousSource | undefined, by: EventCause, told: Told): YgoState {
  const { board } = ctx
  const controller = mover.player
  let next = after
  const single = moveKind(acted.moved)
  if (acted.moved !== undefined && kept !== undefined && single !== undefined) sayMovePrevented(ctx, state, mover, acted.moved.key, single, kept)
  if (acted.moved && !kept) {
    sayUnlessSubject(ctx, next, acted.moved.key, acted.moved.to, mover, told)
    next = moveCard(ctx, next, acted.moved.key, acted.moved.to, controller, { ...(acted.moved.cause ? { cause: acted.moved.cause } : {}), by })
  }
  if (acted.movedAll) {
    const move = moveKind(acted.movedAll)
    // Cards an effect discards ("then discard 1 card", "both players discard 1 card"): a `discard` event
    // for each hand they leave, as every discard is said, not a `moved` event each.
    if (acted.movedAll.cause === 'discard') sayEffectDiscards(ctx, next, acted.movedAll.keys, mover, told.rulings)
    // The cards move at once: what keeps each in place is decided before any of them moves (a monster
    // destroyed beside the others still protects them).
    const before = next
    for (const key of acted.movedAll.keys) {
      const keptHere = move !== undefined ? keptInPlace(ctx, before, key, move, controller) : undefined
      if (keptHere && move !== undefined) {
        sayMovePrevented(ctx, next, mover, key, move, keptHere)
        continue
      }
      if (acted.movedAll.cause !== 'discard') sayUnlessSubject(ctx, next, key, acted.movedAll.to, mover, told)
      next = moveCard(ctx, next, key, acted.movedAll.to, controller, { ...(acted.movedAll.cause ? { cause: acted.movedAll.cause } : {}), by })
    }
  }
  for (const { action, to, keys } of acted.every ?? []) {
    for (const key of keys) {
      if (zoneOf(board, next, key) === to) continue
      sayUnlessSubject(ctx, next, key, to, mover, told)
      next = moveCard(ctx, next, key, to, controller, { ...(action === 'destroy' ? { cause: 'destroy' as const } : {}), by })
    }
  }
  // The cards a mill sent, not named (the Deck's order is not known): one `moved` event each, already
  // moved (the Deck's count taken, the events they cause raised as the action was done).
  for (const { n, to } of acted.milled ?? []) for (let i = 0; i < n; i++) sayMoved(ctx, next, UNNAMED_CARDS.deck, to, mover, 'effect', told.rulings)
  return next
}

/** What a `resolve` event already said: the card it names as its subject, and the rulings it cites (a `moved` event cites them too). */
export type Told = { subject: string | undefined; rulings: readonly RulingId[] }

/**
 * Items of one effect on several cards (`together`, Limiter Removal destroying every monster it
 * doubled), applied at once: what keeps each card where it is is decided on the board as it stood
 * before any of them moved (a monster protecting the others still protects them as it is destroyed
 * beside them), then they all move. Each says its own `resolve`.
 */
function finishTogether(ctx: Context, state: YgoState, next: YgoState, members: readonly ListItem[]): YgoState {
  const { board, report } = ctx
  const items = [...next.items]
  for (const member of members) items[member.index] = 'done'
  let after: YgoState = { ...next, items }
  const decided = members.map((member) => {
    const controller = controllerOf(state, member)
    const move = subjectMoveKind(member)
    const kept = member.subject !== undefined && move !== undefined ? keptInPlace(ctx, state, member.subject, move, controller) : undefined
    return { member, controller, move, kept }
  })
  // "…, and if you do, take damage equal to those destroyed monsters' ATK": the ATK of every card the
  // effect moves at once (not those kept in place), dealt as it resolves.
  const moving = decided.flatMap(({ member, kept }) => (kept === undefined && member.subject !== undefined && member.moves !== undefined ? [member.subject] : []))
  const lpActed = new Map<ListItem, Acted>()
  const total = printedAtkOf(ctx, moving)
  for (const { member } of decided) {
    if (member.does === undefined) continue
    const does = member.does.map((action): BoardAction => (total === undefined ? action : { ...action, amountOf: undefined, amount: total }))
    // Nothing moved: nothing "if you do".
    const acted = actOnBoard(ctx, after, { ...member, subject: undefined, moves: undefined, does: moving.length === 0 ? [] : does })
    after = acted.state
    lpActed.set(member, acted)
  }
  for (const { member, controller, move, kept } of decided) {
    const acted = lpActed.get(member)
    report.emit(
      'resolve',
      {
        effect: member.id,
        player: controller,
        card: member.card,
        outcome: 'applied',
        subject: member.subject,
        moves: kept ? undefined : member.moves,
        lp: acted?.lp,
        prevented: acted?.prevented,
        turned: acted?.turned,
        effectOnState: acted !== undefined && acted.notApplied.length > 0 ? 'partial' : undefined,
        notApplied: acted !== undefined && acted.notApplied.length > 0 ? acted.notApplied : undefined,
      },
      [RULING_IDS.lists, ...itemCardRulings(ctx, member.card), ...(acted !== undefined ? [...preventionRulings(ctx, acted.prevented, member.card), ...turnedRulings(ctx, acted.turned, member.card)] : [])],
    )
    if (kept !== undefined && move !== undefined && member.subject !== undefined) sayMovePrevented(ctx, state, { player: controller, effect: member.id, card: member.card }, member.subject, move, kept)
  }
  after = sayUnread(ctx, after, ['negate', 'forbid'])
  for (const { member, controller, kept } of decided) {
    if (kept !== undefined || member.subject === undefined || member.moves === undefined) continue
    after = moveCard(ctx, after, member.subject, member.moves, controller, { ...subjectCause(member), by: effectOf(state, member) })
  }
  return leaveFieldOnceResolved(ctx, after, members[0]!)
}

/** An LP action whose amount is the ATK of the cards its effect moves ("take damage equal to those destroyed monsters' ATK"): done with the moves of an effect on several cards at once. */
function isMovedAtkLp(action: BoardAction): boolean {
  return (action.action === 'lose-lp' || action.action === 'gain-lp') && action.amountOf === 'moved-atk'
}

/** What a continuous effect was taken to meet: its condition kept as text, and the checks of its condition as data the board leaves undecided. */
function assumedOf(ctx: Context, state: YgoState, source: ContinuousSource): string[] | undefined {
  const controller = controllerOfSource(ctx.board, state, source)
  const undecided = (source.effect.requires ?? []).filter((condition) => holds(ctx, state, { controller, origin: source.key }, condition) === undefined).map(conditionName)
  const assumed = [...(source.effect.condition !== undefined ? [source.effect.condition] : []), ...undecided]
  return assumed.length > 0 ? assumed : undefined
}

/** A continuous effect (`kept`) kept `key` from the move an effect would make: said, with what the protection assumes. */
export function sayMovePrevented(ctx: Context, state: YgoState, mover: { player: Player; effect: string; card?: string | undefined }, key: string, move: MoveKind, kept: ContinuousSource): void {
  const names = [cardName(ctx.board, state, key) ?? key]
  ctx.report.emit(
    'move-prevented',
    { player: mover.player, effect: mover.effect, cards: [key], names, action: move, by: kept.name, source: kept.key, assumes: assumedOf(ctx, state, kept) },
    forbiddenRulings(ctx.board, kept.name, [...names, mover.card], move),
  )
}

/**
 * A Spell or Trap activated as a card (Set on the field, or played from the hand) goes to the GY once
 * its activation has resolved, negated or not, unless it went elsewhere or it stays (Continuous,
 * Field, Equip: only one played from the hand can be told apart here; a Set one's data says it).
 */
export function leaveFieldOnceResolved(ctx: Context, state: YgoState, item: ListItem): YgoState {
  if (item.origin === undefined || zoneOf(ctx.board, state, item.origin) !== 'field') return state
  if (item.activation !== 'card' && !playedFromHand(ctx.board, state, item.origin)) return state
  if (ctx.board.cards.get(item.origin)?.staysOnField === true) return state
  // Sent by the rules of the game once it has resolved, not by its own effect.
  return moveCard(ctx, state, item.origin, 'graveyard', controllerOf(state, item), { by: { kind: 'rule' } })
}

/** A Spell or Trap the board lists in the hand that is on the field now: it was activated from the hand. */
export function playedFromHand(board: Board, state: YgoState, key: string): boolean {
  const card = board.cards.get(key)
  return card !== undefined && card.zone === 'hand' && (card.cardType === 'spell' || card.cardType === 'trap') && state.zones[key] === 'field'
}

/**
 * An item of a Spell or Trap in the hand is the activation of that card: it leaves the hand for the
 * field as it is activated (so it no longer counts in the hand), before its effect resolves.
 */
export function playFromHand(ctx: Context, state: YgoState, item: ListItem): YgoState {
  const key = item.origin
  if (key === undefined) return state
  const card = ctx.board.cards.get(key)
  if (!card || (card.cardType !== 'spell' && card.cardType !== 'trap') || zoneOf(ctx.board, state, key) !== 'hand') return state
  const hands = { A: state.hands.A.filter((other) => other !== key), B: state.hands.B.filter((other) => other !== key) }
  const left = state.left.includes(key) ? state.left : [...state.left, key].sort()
  return { ...state, hands, left, zones: { ...state.zones, [key]: 'field' } }
}

/**
 * The activation costs that move the card itself ("send this card from your hand to the GY",
 * "discard this card", "banish this card"), paid as it is activated: the card leaves at once (the
 * item itself stays pending: it still resolves).
 */
export function paySelfCosts(ctx: Context, state: YgoState, item: ListItem, rulings: readonly RulingId[]): YgoState {
  const key = item.origin
  if (key === undefined) return state
  let next = state
  // Cards chosen out of a zone: moved where the board leaves no choice (else which ones is the player's, unsaid), each said.
  for (const { key: chosen, to, tribute } of chosenCostMoves(ctx, state, item)) {
    sayMoved(ctx, next, chosen, to, { player: controllerOf(state, item), effect: item.id, card: item.card }, 'cost', rulings)
    next = moveCard(ctx, next, chosen, to, controllerOf(state, item), { ...(tribute ? { cause: 'tribute' as const } : {}), by: costOf(state, item), except: item.index })
  }
  for (const cost of item.costs ?? []) {
    if (cost.chosen !== undefined) continue
    if ((cost.target ?? (cost.action === 'discard' ? undefined : 'self')) !== 'self') continue
    const to = cost.action === 'discard' ? 'graveyard' : SELF_MOVES[cost.action]
    if (to === undefined || to === 'field' || zoneOf(ctx.board, next, key) === to) continue
    // Discarding itself is a discard, said as one, as a response's own discard is (chain.ts).
    if (cost.action === 'discard' && zoneOf(ctx.board, next, key) === 'hand') {
      ctx.report.emit('discard', { player: controllerOf(state, item), cards: [key], names: [cardName(ctx.board, next, key) ?? key], reason: 'activation-cost', effect: item.id }, [...rulings])
    }
    const cause = cost.action === 'discard' ? ('discard' as const) : cost.tribute === true ? ('tribute' as const) : undefined
    next = moveCard(ctx, next, key, to, controllerOf(state, item), { ...(cause ? { cause } : {}), by: costOf(state, item), except: item.index })
  }
  return next
}

/**
 * Where the costs of cards chosen out of a zone ("banish 1 WIND monster from your GY") send those
 * cards, where the board leaves no choice; none where it leaves one. Read before they are paid, so
 * the activation that pays them can say each card moved.
 */
export function chosenCostMoves(ctx: Context, state: YgoState, item: ListItem): Array<{ key: string; to: StateZone; tribute: boolean }> {
  const out: Array<{ key: string; to: StateZone; tribute: boolean }> = []
  for (const cost of item.costs ?? []) {
    // Cards chosen from the hand are its controller's answer to a decision of their own (list-phase: decideCost).
    const to = cost.chosen !== undefined && chosenFromHand(cost) === 0 ? EVERY_MOVES[cost.action] : undefined
    if (to !== undefined) for (const key of chosenCostCards(ctx, state, item, cost) ?? []) out.push({ key, to, tribute: cost.tribute === true })
  }
  return out
}

export type Mover = { player: Player; effect: string; card?: string | undefined }

/**
 * One card an effect, a cost or a negation moved that no other event names as its `subject`: a
 * `moved` event of its own (`as`: what moved it), so every card moved is said by card. Said as the
 * move starts: a destination replaced (banished instead) is told after it.
 */
export function sayMoved(ctx: Context, state: YgoState, key: string, to: StateZone, mover: Mover, as: 'effect' | 'cost' | 'negation', rulings: readonly RulingId[]): void {
  ctx.report.emit('moved', { player: mover.player, effect: mover.effect, card: mover.card, subject: key, name: cardName(ctx.board, state, key) ?? key, moves: to, as }, [...rulings])
}

/** LP costs of an item, paid as it is activated (the list only offers it while they can be paid). */
export function payLifePoints(state: YgoState, item: ListItem): { state: YgoState; lp?: Partial<Record<Player, number>> } {
  const player = controllerOf(state, item)
  const before = state.lp[player]
  if (before === null) return { state }
  const amount = lifePointsPaid(item.costs ?? [], before)
  if (amount === 0) return { state }
  const after = before - amount
  return { state: { ...state, lp: { ...state.lp, [player]: after } }, lp: { [player]: after } }
}

export interface Acted {
  state: YgoState
  added: string[]
  moved?: { key: string; to: StateZone; cause?: 'destroy' | 'return' }
  /** Every card an action on all cards of a kind moves ("Destroy all other monsters on the field"), in board order. */
  movedAll?: { keys: string[]; to: StateZone; cause?: 'destroy' | 'discard' }
  /** Actions the state does not model (a card chosen from a zone, materials, positions): applied in words only. */
  notApplied: string[]
  /** Life points changed by the item, as they are after it. */
  lp?: Partial<Record<Player, number>>
  /** Effect damage the item would have dealt, not dealt: to whom, and what prevented it. */
  prevented?: DamagePrevented[]
  /** LP changes another card's continuous effect turned around (damage gained, a gain dealt as damage). */
  turned?: LpTurned[]
  /** What it did that effects not modelled could react to, named once the item has been told (`sayHeld`). */
  unread: HeldHappening[]
  /** Cards moved by actions on every card of a selection ("destroy as many … as possible"), once its resolve is told. */
  every?: MovedEvery[]
  /** Cards whose effects it negated for the rest of the turn (`negate-effects`), as its resolve says. */
  negated?: string[]
  /** Cards a mill sent from a Deck (how many, and where they went: the GY, or banished instead), each said once its resolve is told. */
  milled?: Array<{ n: number; to: StateZone }>
  /** What it would have done that a ban forbids, not done: told once its resolve is. */
  banned?: ActionBanned[]
}

/** An action of an effect a continuous effect's ban kept from being done. */
export interface ActionBanned {
  player: Player
  effect: string
  card?: string | undefined
  action: 'special-summon' | 'add-to-hand' | 'mill' | 'tribute'
  by: ContinuousSource
}

/** Names the effects not modelled that could react to what an item did, after its resolve. */
export function sayHeld(ctx: Context, state: YgoState, held: readonly HeldHappening[], banned: readonly ActionBanned[] = []): YgoState {
  for (const ban of banned) {
    ctx.report.emit(
      'action-banned',
      { player: ban.player, effect: ban.effect, card: ban.card, action: ban.action, by: ban.by.name, source: ban.by.key, assumes: assumedOf(ctx, state, ban.by) },
      [RULING_IDS.actionForbidden, RULING_IDS.continuousEffects, ...pairRulings(ctx.board, [ban.by.name, ban.card])],
    )
  }
  let next = state
  for (const happening of held) next = sayUnread(ctx, next, happening.acts, happening.moved)
  return next
}

/** The players an action's `whose` names, seen from the item's controller. */
function playersOf(controller: Player, whose: BoardAction['whose']): Player[] {
  if (whose === 'each') return ['A', 'B']
  return [whose === 'opponent' ? otherPlayer(controller) : controller]
}

/**
 * An effect that is no list item (a response's extra, a discard or event trigger) as an activated
 * item of its card, for `actOnBoard` and the checks an item gets: what it does, its card by name and
 * by key where they are known.
 */
export function triggerItem(fields: { id: string; controller: Player; mandatory: boolean; card?: string | undefined; origin?: string | undefined; cardType?: ListItem['cardType']; does?: BoardAction[] | undefined }): ListItem {
  const item: ListItem = { index: -1, id: fields.id, controller: fields.controller, kind: 'trigger', mandatory: fields.mandatory, oldWording: false }
  if (fields.does !== undefined) item.does = fields.does
  if (fields.card !== undefined) item.card = fields.card
  if (fields.origin !== undefined) item.origin = fields.origin
  if (fields.cardType !== undefined) item.cardType = fields.cardType
  return item
}

/**
 * What an applied item's actions do to the state: cards it adds to a hand (a search, a draw) join
 * that hand as new cards and leave the Deck when its size is given; LP change when given; the card
 * it moves (itself) is moved once its resolve is told. What the state does not model (a card chosen
 * on the field or in the Deck's order, materials, positions) is listed in `notApplied`.
 */
/**
 * A selection's zone is listed for every player it counts (a GY the request does not list may hold
 * anything). A function of its own: a closure made at every item costs the engine's hottest loop.
 */
function zonesListed(ctx: Context, controller: Player, selection: CardSelection): boolean {
  return !playersOf(controller, selection.whose ?? 'each').some((player) => zoneUnstated(ctx.board, selection.zone, player))
}

export function actOnBoard(ctx: Context, state: YgoState, item: ListItem, subjectOwner?: Player): Acted {
  let next = state
  const added: string[] = []
  const notApplied: string[] = []
  const prevented: DamagePrevented[] = []
  const turned: LpTurned[] = []
  const held: HeldHappening[] = []
  const controller = controllerOf(state, item)
  let moved: Acted['moved']
  let movedAll: { keys: string[]; to: StateZone; cause?: 'destroy' | 'discard' } | undefined
  // How many of `movedAll` no continuous effect keeps where they are: what "for each monster destroyed" counts.
  let movedAllKept = 0
  let lp: Partial<Record<Player, number>> | undefined
  // The cards the action before acted on, for a rate "for each monster destroyed" (null: not known).
  let earlier: ActedCards = { keys: [], n: 0 }
  const every: MovedEvery[] = []
  const milled: Array<{ n: number; to: StateZone }> = []
  const negated: string[] = []
  const banned: ActionBanned[] = []
  for (const action of item.does ?? []) {
    // What a ban forbids is not done ("Neither player can Special Summon monsters from the GY"): told once it has resolved.
    const ban = actionBan(ctx, next, item, action)
    if (ban !== undefined) {
      banned.push({ player: controller, effect: item.id, card: item.card, action: BANNABLE[action.action]!, by: ban })
      earlier = { keys: [], n: 0 }
      continue
    }
    // "…, and if you do, …": only once the action before acted on a card; not known, not applied.
    if (action.ifDone === true && earlier !== null && earlier.n === 0) continue
    if (action.ifDone === true && earlier === null) {
      notApply(notApplied, action)
      continue
    }
    const selection = action.every ?? action.chosen
    // Cards chosen out of a GY (or banishment) the request does not list: which ones, nobody can tell; the action is
    // done as one that names no card ("add 1 card from the GY": a card nobody named joins the hand).
    const unlisted = selection !== undefined && !zonesListed(ctx, controller, selection)
    let found = selection !== undefined && !unlisted ? selectedCards(ctx, next, selection, controller, item.origin ?? item.subject) : null
    // "From your hand or GY": the cards of the other listed zone are candidates too; "or Deck": the
    // Deck may hold one (unless it holds no card), which the board does not list.
    const deckMayHold = action.alsoFrom === 'deck' && next.deck[controller] !== 0
    if (found !== null && action.chosen !== undefined && action.alsoFrom !== undefined && action.alsoFrom !== 'deck') {
      const also = { ...action.chosen, zone: action.alsoFrom }
      const more = zonesListed(ctx, controller, also) ? selectedCards(ctx, next, also, controller, item.origin ?? item.subject) : null
      found = more === null ? null : { keys: [...found.keys, ...more.keys], undecided: found.undecided || more.undecided }
    }
    // Cards chosen out of more than it takes, or where the Deck may hold one too: the ones its
    // controller named as they activated it ("target 1 card on the field; destroy it"), where exactly
    // that many of the selection are named; else, with the Deck a choice too, which ones is not known.
    if (found !== null && action.chosen !== undefined && (found.keys.length > (action.count ?? 1) || deckMayHold)) {
      const named = item.chosenCards !== undefined ? namedOf(ctx, next, found.keys, item.chosenCards) : []
      if (named.length === (action.count ?? 1)) found = { keys: named, undecided: false }
      else if (deckMayHold) found = { keys: found.keys, undecided: true }
    }
    // An add of more cards than it takes: which ones is its controller's choice, unsaid; that cards
    // join the hand is known, so it is done as an add naming no card (the hand's count stays true).
    const addsUnsaid = action.action === 'add-to-hand' && action.every === undefined && (found?.keys.length ?? 0) > (action.count ?? 1)
    // "Negate its effects until the end of this turn": the card chosen (its target) is negated for the rest of the turn; which one not known, not applied.
    if (action.action === 'negate-effects' && selection !== undefined && !unlisted) {
      if (found === null || found.undecided || (action.every === undefined && found.keys.length > (action.count ?? 1))) {
        notApply(notApplied, action)
        earlier = null
        continue
      }
      next = { ...next, negated: [...next.negated, ...found.keys.filter((key) => !next.negated.includes(key))] }
      negated.push(...found.keys)
      earlier = { keys: found.keys, n: found.keys.length }
      continue
    }
    if (selection !== undefined && !unlisted && !addsUnsaid) {
      const done = actOnEvery(ctx, next, action, found, controller, action.every === undefined ? (action.count ?? 1) : undefined)
      if (done === undefined) {
        notApply(notApplied, action)
        held.push({ acts: actsOfUnappliedAction(action.action) })
        earlier = null
        continue
      }
      every.push(done)
      earlier = { keys: done.keys, n: done.keys.length }
      continue
    }
    // A rate counted for the player the action falls on ("each player … for each card in their hand") is counted per player, below.
    const perPlayer = action.per?.count === 'cards' && action.per.own === true
    const rate: number | null = action.per === undefined || perPlayer ? 1 : rateTimes(ctx, next, item, action.per, controller, earlier)
    // A hand shuffled down to a number (plus one per card the rate counts): as many times as it holds more.
    const times = action.handDownTo === undefined || rate === null ? rate : Math.max(0, next.hands[action.whose === 'opponent' ? otherPlayer(controller) : controller].length - action.handDownTo - rate)
    if (times === null) {
      notApply(notApplied, action)
      if (action.action !== 'pay-lp' && action.action !== 'lose-lp' && action.action !== 'gain-lp' && action.action !== 'set-lp') held.push({ acts: actsOfUnappliedAction(action.action) })
      earlier = null
      continue
    }
    if (action.action === 'add-to-hand' || action.action === 'draw') {
      // "Both players draw 1 card": each player draws from their own Deck.
      let count = 0
      for (const player of action.whose === 'each' ? playersOf(controller, 'each') : [action.whose === 'opponent' ? otherPlayer(controller) : controller]) {
        const joined = addToHand(ctx, next, action, player, times)
        next = joined.state
        added.push(...joined.keys)
        const drawn = joined.keys.length
        count += drawn
        // A draw is an event other cards' triggers may react to.
        if (action.action === 'draw') for (const key of drawn > 0 ? added.slice(-drawn) : []) next = raiseEvents(ctx, next, { key, from: 'deck', to: 'hand', drawn: true, owner: player, by: effectOf(state, item) }, held)
        // So is a search: the cards added together are one happening ("adds a card(s)" reacts once).
        else if (drawn > 0) next = raiseEvents(ctx, next, { key: added[added.length - drawn]!, from: action.from ?? 'deck', to: 'hand', owner: player, by: effectOf(state, item) }, held)
      }
      // Cards the board did not list: how many, not which.
      earlier = { keys: null, n: count }
      continue
    }
    if (action.action === 'mill') {
      let sent: number | null = 0
      for (const player of playersOf(controller, action.whose)) {
        const inDeck = next.deck[player]
        const wanted: number = (action.count ?? 1) * times
        if (inDeck !== null) next = { ...next, deck: { ...next.deck, [player]: Math.max(0, inDeck - wanted) } }
        sent = sent === null || inDeck === null ? null : sent + Math.min(wanted, inDeck)
        // The cards sent are not named (the Deck's order is not known): one event for all of them, by
        // this item's effect, which a trigger on "a card(s) sent from your Deck" reads; banished
        // instead, they never reach the GY. An empty Deck sends none, nor does a rate that counted none.
        if (inDeck === 0 || wanted === 0) continue
        const to = banishedInstead(ctx, next, [UNNAMED_CARDS.deck], player).get(UNNAMED_CARDS.deck) ?? 'graveyard'
        // Each card that reaches the GY meets the effects dealing damage for cards sent there, as a
        // card sent from anywhere else does (a Deck whose size is not given is taken to hold them).
        if (to === 'graveyard' && !next.turnEnded) {
          const arrived = Array.from({ length: inDeck === null ? wanted : Math.min(wanted, inDeck) }, () => ({ key: UNNAMED_CARDS.deck, owner: player }))
          next = damageForSentCards(ctx, next, next, arrived)
        }
        next = raiseEvents(ctx, next, { key: UNNAMED_CARDS.deck, from: 'deck', to, owner: player, by: effectOf(state, item) })
        milled.push({ n: inDeck === null ? wanted : Math.min(wanted, inDeck), to })
      }
      // Cards sent from the Deck to the GY: the board does not show them, effects not modelled may still react.
      held.push({ acts: actsOfUnappliedAction('mill') })
      // Which cards were sent the board does not say, only how many (where the Deck's size is given).
      earlier = sent === null ? null : { keys: null, n: sent }
      continue
    }
    if (action.action === 'pay-lp' || action.action === 'lose-lp' || action.action === 'gain-lp' || action.action === 'set-lp') {
      // "To the owner of the monster(s)": the owner of the card the event happened to, whoever controls either.
      const players = action.player === 'subject-owner' ? (subjectOwner !== undefined ? [subjectOwner] : []) : playersOf(controller, action.whose)
      if (action.player === 'subject-owner' && subjectOwner === undefined && !notApplied.includes(action.action)) notApplied.push(action.action)
      for (const player of players) {
        // Effect damage gained as LP, or an LP gain dealt as damage, where another card's continuous effect turns it around.
        const effectDamage = action.action === 'lose-lp' && action.damage === true
        const turnedBy = effectDamage || action.action === 'gain-lp' ? lpTurnedAround(ctx.board, next, player, effectDamage ? 'damage' : 'gain') : undefined
        const dealsDamage = turnedBy === undefined ? effectDamage : action.action === 'gain-lp'
        // Effect damage to a player an effect keeps from it is not dealt (paying or losing LP is not damage).
        const protection = dealsDamage ? effectDamageProtection(ctx.board, next, player) : undefined
        if (protection) {
          prevented.push({ player, by: protection.by, effect: protection.effect })
          continue
        }
        // A rate on the cards the item moved ("for each monster destroyed"): counted once they are known.
        const perMoved = action.eachMoved !== undefined && movedAll !== undefined ? action.eachMoved * movedAllKept : undefined
        // "Equal to its original ATK": the figure the catalog prints for the item's own card.
        const of = action.amountOf === 'original-atk' ? item.origin : action.amountOf === 'subject-original-atk' ? item.subject : undefined
        // "Equal to those destroyed monsters' ATK": the printed ATK of the cards it moved, summed.
        const printed = action.amountOf === 'moved-atk' ? movedAtk(ctx, state, item, earlier) : of !== undefined ? ctx.board.cards.get(of)?.atk : undefined
        // An amount the data does not give (a rate "for each …" the text counts): not guessed as 0 or
        // as one count's worth; the resolve says it was not applied.
        if (action.amount === undefined && perMoved === undefined && printed === undefined && action.half !== true) {
          notApply(notApplied, action)
          // "Gain LP equal to half its ATK": how much is not known, that LP are gained is.
          if (action.action === 'gain-lp' && turnedBy === undefined) next = raiseOnPlayer(ctx, next, 'lp-gained', player, item.origin ?? item.id, effectOf(state, item))
          continue
        }
        const playerTimes = perPlayer && action.per !== undefined ? rateTimes(ctx, next, item, action.per, controller, earlier, player) : times
        if (playerTimes === null) {
          notApply(notApplied, action)
          continue
        }
        // Nothing counted: nothing dealt, gained or paid.
        if (playerTimes === 0) continue
        held.push({ acts: dealsDamage ? ['damage', 'lp'] : ['lp'] })
        // Damage taken is an event other cards' triggers may react to ("If you take damage: …").
        const amount = perMoved ?? (printed ?? action.amount ?? 0) * playerTimes
        if (dealsDamage && amount > 0) next = raiseOnPlayer(ctx, next, 'damage', player, item.origin ?? item.id, effectOf(state, item))
        // So is gaining LP ("If you gain LP: …").
        const gains = turnedBy === undefined ? action.action === 'gain-lp' : !dealsDamage
        if (gains && amount > 0) next = raiseOnPlayer(ctx, next, 'lp-gained', player, item.origin ?? item.id, effectOf(state, item))
        const before = next.lp[player]
        if (before === null) continue
        if (turnedBy !== undefined) turned.push({ player, by: turnedBy.name, effect: turnedBy.key, to: dealsDamage ? 'damage' : 'gain' })
        const taken = action.action === 'pay-lp' || action.half === true ? (lifePointsToPay(action, before) ?? 0) * playerTimes : amount
        const after = action.action === 'set-lp' ? amount : gains ? before + taken : Math.max(0, before - taken)
        next = { ...next, lp: { ...next.lp, [player]: after } }
        lp = { ...lp, [player]: after }
      }
      continue
    }
    if (action.action === 'return-control') {
      // Control of the card the item acts on goes back to its owner; the items it yields follow.
      const key = item.subject ?? item.origin
      const card = key === undefined ? undefined : ctx.board.cards.get(key)
      if (card && key !== undefined) next = { ...next, controllers: { ...next.controllers, [key]: card.owner ?? card.player } }
      continue
    }
    // "Then send 1 card from your hand to the GY", "discard 1 card": cards its controller chooses as it
    // resolves. Which ones, the board does not ask; where cards nobody named can go (a hand's `{ count }`,
    // cards the window added without a name), they go, as an unsaid discard cost is paid: the hand's
    // count is then right whichever they are. A named card is never chosen for its player: not applied.
    // "Send 1 random card from your opponent's hand to the GY": picked at random, so known only where the hand leaves no pick.
    const random = action.random === true && action.target === 'zone' && action.from === 'hand' ? (action.count ?? 1) : 0
    const chosen = random > 0 ? random : chosenFromHand(action)
    if (chosen > 0 && action.player === 'subject-owner' && subjectOwner === undefined) {
      notApply(notApplied, action)
      continue
    }
    // "Both players discard 1 card": each from their own hand, as each one's own discard is chosen.
    if (chosen > 0 && movedAll === undefined && (action.whose !== 'each' || (random === 0 && action.player === undefined))) {
      const hands = action.whose === 'each' ? playersOf(controller, 'each') : [action.player === 'subject-owner' ? subjectOwner! : action.whose === 'opponent' ? otherPlayer(controller) : controller]
      // Picked at random; "1 of those cards": the card the event happened to, while it is still in that hand; else cards nobody named.
      const picks = hands.map((from) =>
        random > 0
          ? randomInHand(ctx, next, from, chosen * times)
          : action.player === 'subject-owner' && item.subject !== undefined && chosen === 1 && next.hands[from].includes(item.subject)
            ? [item.subject]
            : namelessInHand(ctx, next, from, chosen * times),
      )
      if (picks.every((keys) => keys !== undefined)) {
        const keys = picks.flatMap((pick) => pick!)
        // Where the action sends them (a discard: to the GY, discarded).
        movedAll = action.action === 'discard' ? { keys, to: 'graveyard', cause: 'discard' } : { keys, to: SELF_MOVES[action.action] ?? 'graveyard' }
        movedAllKept = keys.length
        earlier = { keys, n: keys.length }
        continue
      }
    }
    // A discard of a whole hand sends every card in it to the GY, discarded.
    const to = SELF_MOVES[action.action] ?? (action.action === 'discard' && action.target === 'all' ? 'graveyard' : undefined)
    const self = item.origin ?? item.subject
    if (to !== undefined && action.target === 'all' && movedAll === undefined) {
      const keys = allCardsOf(ctx, next, action, controller, self)
      if (keys !== undefined) {
        movedAll = action.action === 'destroy' ? { keys, to, cause: 'destroy' } : action.action === 'discard' ? { keys, to, cause: 'discard' } : { keys, to }
        // What a rate on the cards moved counts ("draw cards equal to the number shuffled"): not one a continuous effect keeps.
        const move = action.action === 'destroy' || action.action === 'banish' ? action.action : undefined
        const kept = move === undefined ? keys : keys.filter((key) => keptInPlace(ctx, next, key, move, controller) === undefined)
        movedAllKept = kept.length
        earlier = { keys: kept, n: kept.length }
        continue
      }
    }
    // The card itself, or what an earlier activation acted on ("Special Summon the monster(s) banished by this effect": the item's subject).
    // The card an event trigger's event happened to ("When your opponent Special Summons a monster: … send it to the GY"): where it is one card.
    const one = action.target === 'self' ? self : action.target === 'set-up' ? item.subject : action.target === 'event' && (item.eventCards ?? 1) === 1 ? item.eventSubject : undefined
    if (to !== undefined && one !== undefined) {
      // A card that already left where the item found it is not moved again by the item (the event's card moved to be found).
      if (zoneOf(ctx.board, next, one) !== to && !(to !== 'field' && action.target !== 'event' && next.left.includes(one))) moved = action.action === 'destroy' ? { key: one, to, cause: 'destroy' } : action.action === 'return-to-field' ? { key: one, to, cause: 'return' } : { key: one, to }
      earlier = moved?.key === one ? { keys: [one], n: 1 } : { keys: [], n: 0 }
      continue
    }
    notApplied.push(action.action)
    held.push({ acts: actsOfUnappliedAction(action.action) })
    // What it acted on is not known: a rate on those cards cannot be counted either.
    earlier = null
  }
  const acted: Acted = { state: next, added, notApplied, unread: held }
  if (moved) acted.moved = moved
  if (movedAll) acted.movedAll = movedAll
  if (every.length > 0) acted.every = every
  if (milled.length > 0) acted.milled = milled
  if (negated.length > 0) acted.negated = negated
  if (lp) acted.lp = lp
  if (prevented.length > 0) acted.prevented = prevented
  if (turned.length > 0) acted.turned = turned
  if (banned.length > 0) acted.banned = banned
  return acted
}

/** The cards of `keys` a player named, by key or by name. */
function namedOf(ctx: Context, state: YgoState, keys: readonly string[], named: readonly string[]): string[] {
  return keys.filter((key) => named.includes(key) || named.includes(cardName(ctx.board, state, key) ?? key))
}

const NAMELESS: ReadonlySet<string> = new Set(Object.values(UNNAMED_CARDS))

/** The last `count` cards of `player`'s hand that nobody named, or undefined where fewer are there. */
export function namelessInHand(ctx: Context, state: YgoState, player: Player, count: number): string[] | undefined {
  const nameless = state.hands[player].filter((key) => NAMELESS.has(cardName(ctx.board, state, key) ?? ''))
  return nameless.length >= count ? nameless.slice(nameless.length - count) : undefined
}

/**
 * `count` cards picked at random from a player's hand: all of them where it holds no more, else any
 * where it holds only cards nobody named (which ones changes nothing the answer says); undefined where
 * the pick decides which named card goes.
 */
function randomInHand(ctx: Context, state: YgoState, player: Player, count: number): string[] | undefined {
  const hand = state.hands[player]
  if (count <= 0) return []
  if (hand.length <= count) return [...hand]
  return namelessInHand(ctx, state, player, hand.length) === undefined ? undefined : hand.slice(hand.length - count)
}

/** Says an action was not applied (once). A function of its own: a closure made at every item costs the engine's hottest loop. */
function notApply(notApplied: string[], action: BoardAction): void {
  if (!notApplied.includes(action.action)) notApplied.push(action.action)
}

/** The cards an item's action acted on, for a rate on them: their keys (null: which, not known) and how many; null: not even how many. */
type ActedCards = { keys: string[] | null; n: number } | null

/**
 * The printed ATK of the cards an item moved, summed: those the action before moved (`earlier`),
 * else its own subject where it moves it and nothing keeps it in place; undefined where a card's ATK
 * (or which cards) is not known.
 */
function movedAtk(ctx: Context, state: YgoState, item: ListItem, earlier: ActedCards): number | undefined {
  let keys: readonly string[] | null
  if (earlier !== null && earlier.n > 0) keys = earlier.keys
  else {
    const move = subjectMoveKind(item)
    const movesSubject = item.subject !== undefined && item.moves !== undefined && (move === undefined || keptInPlace(ctx, state, item.subject, move, controllerOf(state, item)) === undefined)
    keys = movesSubject ? [item.subject!] : []
  }
  return keys === null ? undefined : printedAtkOf(ctx, keys)
}

/** The printed ATK of these cards, summed; undefined where one's is not known. */
function printedAtkOf(ctx: Context, keys: readonly string[]): number | undefined {
  let total = 0
  for (const key of keys) {
    const atk = ctx.board.cards.get(key)?.atk
    if (atk === undefined) return undefined
    total += atk
  }
  return total
}

/**
 * How many times a rate counts as the state stands, or null where the board does not say: cards
 * of a selection (every card of it decided), or the cards the action before acted on (narrowed by
 * the rate's type and filter, each of them decided).
 */
function rateTimes(ctx: Context, state: YgoState, item: ListItem, per: NonNullable<BoardAction['per']>, controller: Player, acted: ActedCards, fallsOn?: Player): number | null {
  if (per.count === 'unknown') return null
  // "Gain 500 LP for each": the cards of the event an event trigger reacts to; no event, not known.
  if (per.count === 'event') return item.eventCards ?? null
  if (per.count === 'cards') {
    const found = selectedCards(ctx, state, per, controller, item.origin ?? item.subject, fallsOn)
    return found === null || found.undecided ? null : found.keys.length
  }
  if (acted === null) return null
  const narrowed = (per.cards !== undefined && per.cards !== 'any') || per.filter !== undefined
  if (!narrowed) return acted.n
  if (acted.keys === null) return null
  let n = 0
  for (const key of acted.keys) {
    const counts = cardCounts(state, ctx.board.cards.get(key), per.cards, per.filter)
    if (counts === undefined) return null
    if (counts) n++
  }
  return n
}

/** Where an action on every card of a selection sends each one. */
const EVERY_MOVES: Partial<Record<BoardAction['action'], StateZone>> = { destroy: 'graveyard', 'send-to-gy': 'graveyard', banish: 'banished', 'return-to-hand': 'hand', 'return-to-deck': 'deck', 'return-to-extra-deck': 'extra-deck', 'special-summon': 'field', 'add-to-hand': 'hand' }

/**
 * An action on every card of a selection ("destroy as many … as possible"): each card the board
 * shows to be one of them moves, save one a continuous effect keeps from that move; undefined
 * (nothing moved) where a card of the board may be one of them and the board does not say.
 */
function actOnEvery(ctx: Context, state: YgoState, action: BoardAction, found: ReturnType<typeof selectedCards>, controller: Player, chosen?: number): MovedEvery | undefined {
  const to = EVERY_MOVES[action.action]
  if (to === undefined) return undefined
  if (found === null || found.undecided) return undefined
  // `count` cards chosen out of more: which ones, the board does not say.
  if (chosen !== undefined && found.keys.length > chosen) return undefined
  // "As many as possible": a card a continuous effect keeps from the move is not one of them.
  const move = action.action === 'destroy' || action.action === 'banish' ? action.action : undefined
  const keys = found.keys.filter((key) => move === undefined || keptInPlace(ctx, state, key, move, controller) === undefined)
  return { action: action.action, to, keys }
}

/** Cards an action on every card of a selection moves, once the item's resolve is told. */
export interface MovedEvery {
  action: BoardAction['action']
  to: StateZone
  keys: string[]
}

/**
 * The cards on the field an action on all cards of a kind acts on ("all other monsters on the
 * field", "all Spells and Traps your opponent controls"), or undefined where the board does not
 * decide which they are (a card whose type is not known, a "did not declare an attack" the board
 * does not state): then the action is not applied to any, rather than to a guess.
 */
function allCardsOf(ctx: Context, state: YgoState, action: BoardAction, controller: Player, self: string | undefined): string[] | undefined {
  const players = playersOf(controller, action.whose)
  // "Your entire hand": every card in the hand as it is then, named or counted.
  if (action.from === 'hand') return players.flatMap((player) => [...state.hands[player]])
  const keys: string[] = []
  for (const card of ctx.board.cards.values()) {
    let summonUnsaid = false
    if (zoneOf(ctx.board, state, card.key) !== 'field') continue
    if (action.others === true && card.key === self) continue
    if (!players.includes(controllerOf(state, { controller: card.player, origin: card.key }))) continue
    if (action.faceUp === true && card.position === 'set' && !state.summonedNow.includes(card.key)) continue
    if (action.cards !== undefined) {
      if (card.cardType === undefined) return undefined
      if (action.cards === 'monster' ? card.cardType !== 'monster' : card.cardType === 'monster') continue
    }
    // A Field Spell is in the Field Zone, no Spell & Trap Zone; a Spell whose property is not known is not decided.
    if (action.spellTrapZones === true && card.cardType === 'spell') {
      if (card.property === undefined) return undefined
      if (card.property === 'Field') continue
    }
    if (action.summonedThisTurn === 'normal-or-flip') {
      // Summoned in the window: only Special Summons happen there. Only the turn player Normal or Flip Summons.
      if (state.summonedNow.includes(card.key)) continue
      const summoned = card.summoned === 'normal' || card.summoned === 'tribute' || card.summoned === 'flip'
      if (!summoned && card.summoned !== undefined) continue
      if (controllerOf(state, { controller: card.player, origin: card.key }) !== ctx.board.turnPlayer) continue
      // Not stated: undecided, unless another narrowing rules the card out (checked below first).
      if (card.summoned === undefined) summonUnsaid = true
    }
    // A Level or a Normal Monster the catalog does not give is not decided (a card added during the window).
    if (action.monsterType !== undefined) {
      // A Type is the catalog's: a monster it does not type is not decided.
      if (card.cardType === undefined) return undefined
      if (card.cardType !== 'monster') continue
      if (card.monsterTypes === undefined) return undefined
      if (card.monsterTypes[0] !== action.monsterType) continue
    }
    if (action.level !== undefined || action.maxLevel !== undefined || action.normalMonsters === true) {
      if (card.cardType === undefined) return undefined
      if (card.cardType !== 'monster') continue
      const level = action.level ?? action.maxLevel
      if (level !== undefined && card.level === undefined) return undefined
      if (action.level !== undefined && card.level !== action.level) continue
      if (action.maxLevel !== undefined && card.level! > action.maxLevel) continue
      // A Normal Monster: its type line says Normal, not Effect.
      if (action.normalMonsters === true && !(card.monsterTypes?.includes('Normal') === true && !card.monsterTypes.includes('Effect'))) continue
    }
    if (action.battlePosition !== undefined) {
      // A Set monster is in face-down Defense Position; a face-up one's position the board does not state.
      if (card.cardType === undefined) return undefined
      if (card.cardType !== 'monster') continue
      if (card.position !== 'set' || state.summonedNow.includes(card.key)) return undefined
      if (action.battlePosition !== 'defense') continue
    }
    if (action.didNotAttack === true) {
      if (card.attacked === undefined) return undefined
      if (card.attacked) continue
    }
    if (summonUnsaid) return undefined
    keys.push(card.key)
  }
  return keys
}

/**
 * The cards of `keys` that a continuous effect sends to the banishment instead of the GY, with a
 * `banished-instead` event for each effect that does (after the event that sent them).
 */
export function banishedInstead(ctx: Context, state: YgoState, keys: readonly string[], player: Player): Map<string, StateZone> {
  const out = new Map<string, StateZone>()
  const bySource = new Map<string, { replacement: Replacement; cards: string[] }>()
  for (const key of keys) {
    const replacement = replacedDestination(ctx.board, state, key, zoneOf(ctx.board, state, key))
    if (!replacement) continue
    out.set(key, replacement.to)
    const entry = bySource.get(replacement.by.key) ?? { replacement, cards: [] }
    entry.cards.push(key)
    bySource.set(replacement.by.key, entry)
  }
  for (const { replacement, cards } of bySource.values()) {
    const names = cards.map((key) => ctx.board.cards.get(key)?.name ?? state.added[key] ?? key)
    ctx.report.emit(
      'banished-instead',
      { player, cards, names, by: replacement.by.name, effect: replacement.by.key, assumes: replacement.assumes },
      replacementRulings(ctx.board, replacement.by.name, names),
    )
  }
  return out
}

/**
 * Cards an add or a draw puts into `player`'s hand: `count` × `times` of them, named as the action
 * names them or as cards nobody named, taken from the Deck (no more than it holds, where its size is
 * given) unless the action takes them from elsewhere.
 */
function addToHand(ctx: Context, state: YgoState, action: BoardAction, player: Player, times = 1): { state: YgoState; keys: string[] } {
  const fromDeck = action.action === 'draw' || (action.from ?? 'deck') === 'deck'
  const inDeck = state.deck[player]
  const wanted = (action.count ?? 1) * times
  const count = fromDeck && inDeck !== null ? Math.min(wanted, inDeck) : wanted
  const name = action.card ?? unnamedCard(action)
  const added = { ...state.added }
  const hand = [...state.hands[player]]
  const keys: string[] = []
  for (let n = 0; n < count; n++) {
    const key = freshKey(ctx.board, added, name)
    added[key] = name
    hand.push(key)
    keys.push(key)
  }
  let next: YgoState = { ...state, added, hands: { ...state.hands, [player]: hand } }
  if (fromDeck && inDeck !== null) next = { ...next, deck: { ...next.deck, [player]: inDeck - count } }
  return { state: next, keys }
}

/**
 * Effects lasting the turn that act each time an event happens to a card ("this turn, each time your
 * opponent Special Summons a monster(s), immediately draw 1 card"): done at once, with no
 * chain, for the player whose effect it is, and told by an `apply` event. Only draws are done; another
 * action is said not applied.
 */
function actEachTime(ctx: Context, state: YgoState, happening: Happening): YgoState {
  if (ctx.board.heldUntilTurnEnds.length === 0 && state.lingering.length === 0) return state
  let next = state
  let events: TriggerEvent[] | undefined
  for (const held of heldNow(ctx.board, state)) {
    if (state.turnEnded && held.outlastsTurn !== true) continue
    for (const effect of held.holds ?? []) {
      if (effect.effect !== 'each-time' || effect.event === undefined) continue
      events ??= eventsOf(happening)
      if (!events.includes(effect.event)) continue
      // Whose card it happened to, seen from the effect's controller: on the field, its controller now.
      const card = ctx.board.cards.get(happening.key)
      const whose = card !== undefined && happening.to === 'field' ? controllerOf(next, { controller: card.player, origin: card.key }) : happening.owner
      if (effect.whose !== 'each' && (effect.whose === 'controller') !== (whose === held.controller)) continue
      if (effect.cards === 'monster' && card?.cardType !== undefined && card.cardType !== 'monster') continue
      const adds: string[] = []
      const notApplied: string[] = []
      for (const action of effect.does ?? []) {
        if (action.action !== 'draw') {
          notApplied.push(action.action)
          continue
        }
        const joined = addToHand(ctx, next, action, action.whose === 'opponent' ? otherPlayer(held.controller) : held.controller)
        next = joined.state
        adds.push(...joined.keys)
      }
      ctx.report.emit(
        'apply',
        { effect: held.id, player: held.controller, ...(held.card !== undefined ? { card: held.card } : {}), ...(adds.length > 0 ? { adds } : {}), ...(notApplied.length > 0 ? { effectOnState: 'partial' as const, notApplied } : {}) },
        [RULING_IDS.untilEndOfTurn, ...(held.card !== undefined ? itemCardRulings(ctx, held.card) : [])],
      )
    }
  }
  return next
}

/** A key for a card added to a hand: its name, or "name #2", "name #3"… when taken. */
export function freshKey(board: Board, added: Record<string, string>, name: string): string {
  let key = name
  for (let n = 2; board.cards.has(key) || key in added; n++) key = `${name} #${n}`
  return key
}

/**
 * A card leaves its zone: items acting on it (its subject) or yielded by it (its origin) no longer
 * apply, each ending at once with a `void` resolve (seed 000: Limiter Removal vs Shunoros). Its own
 * latent items of the zone it arrives in come onto the lists.
 */
export interface HowMoved {
  /** Destroyed, discarded from the hand or Tributed, or returned to the field (no Summon), where the move alone does not say it. */
  cause?: 'destroy' | 'discard' | 'tribute' | 'return'
  /** What made it move: a card's effect, a cost, a rule (a trigger "by a card effect" reads it). */
  by?: EventCause
  /** The item whose own pending entry stays (it pays a cost moving its own card). */
  except?: number
}

/** The cause of a card moved to pay an item's cost: not its effect. */
export function costOf(state: YgoState, item: Pick<ListItem, 'controller' | 'origin' | 'card' | 'cardType'>): EventCause {
  return { ...effectOf(state, item), kind: 'cost' }
}

/** The cause of what an item does: the effect of its card, controlled by the item's controller now. */
export function effectOf(state: YgoState, item: Pick<ListItem, 'controller' | 'origin' | 'card' | 'cardType'>): EventCause {
  return byEffect(controllerOf(state, item), item.origin, item.card, item.origin === undefined ? item.cardType : undefined)
}

export function moveCard(ctx: Context, state: YgoState, key: string, sentTo: StateZone, mover: Player, how: HowMoved = {}): YgoState {
  const { cause, by, except } = how
  const { board, report } = ctx
  const to = sentTo === 'graveyard' ? banishedInstead(ctx, state, [key], mover).get(key) ?? sentTo : sentTo
  const hands = { A: state.hands.A.filter((card) => card !== key), B: state.hands.B.filter((card) => card !== key) }
  if (to === 'hand') hands[board.cards.get(key)?.owner ?? board.cards.get(key)?.player ?? mover].push(key)
  const left = state.left.includes(key) ? state.left : [...state.left, key].sort()
  const sentToGy = to === 'graveyard' ? [...state.sentToGy.filter((card) => card !== key), key] : state.sentToGy.filter((card) => card !== key)
  // A card returned to the field was not Summoned: it is face-up as the board shows it, and no Summon is told.
  const summonedNow = to === 'field' && cause !== 'return' && !state.summonedNow.includes(key) ? [...state.summonedNow, key] : state.summonedNow
  const items = [...state.items]
  for (const other of board.items) {
    if (items[other.index] !== 'pending' || other.index === except) continue
    if (other.subject !== key && other.origin !== key) continue
    // The card's own latent items of the zone it arrives in are what arriving brings onto the list.
    if (other.origin === key && other.latent !== undefined && other.latent === to) continue
    items[other.index] = 'void'
    // A latent item never came onto a list: it ends without a word.
    if (other.origin === key && other.latent !== undefined && other.latent !== 'graveyard' && !arrived(ctx, state, other)) continue
    report.emit('resolve', { effect: other.id, player: controllerOf(state, other), card: other.card, outcome: 'void', subject: key }, [
      RULING_IDS.movedSubject,
      ...itemCardRulings(ctx, other.card),
    ])
  }
  let moved: YgoState = { ...state, hands, left, items, sentToGy, summonedNow, zones: { ...state.zones, [key]: to } }
  const card = board.cards.get(key)
  const owner = card ? (card.owner ?? card.player) : state.hands.B.includes(key) ? 'B' : state.hands.A.includes(key) ? 'A' : mover
  // Damage for a card sent to the GY is applied as it arrives (as the turn ends, by that step's own account).
  if (to === 'graveyard' && !state.turnEnded) moved = damageForSentCards(ctx, state, moved, [{ key, owner }])
  // What happened to the card is an event other cards' (and its own) triggers may react to, and effects lasting the turn that act each time it happens.
  const happening: Happening = { key, from: zoneOf(board, state, key), to, owner, ...(cause ? { cause } : {}), ...(by ? { by } : {}) }
  return actEachTime(ctx, raiseEvents(ctx, moved, happening), happening)
}
