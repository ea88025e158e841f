/**
 * The chain of event triggers (triggers.ts collects them): taken once what caused their events has
 * resolved, simultaneous ones in the order of simultaneous triggers, each optional one its
 * controller's decision; resolved from their card's data.
 */
import { saidNoTarget } from './graveyard-targets.js'
import { chosenFromHand, type BoardAction, type EventTrigger } from '../../domain/behaviour.js'
import { RULING_IDS, type RulingId } from '../core/ruling-ids.js'
import { openPriority } from '../core/priority.js'
import type { Action, Player } from '../core/types.js'
import type { BoardCard, ListItem } from './board.js'
import { pairRulings, situatedRulings } from './card-knowledge.js'
import { actOnBoard, canPay, costOf, effectOf, handCostCandidates, handCostsPayable, moveCard, namelessInHand, payLifePoints, paySelfCosts, everyNamed, forbiddenBy, keptFromMove, moveActed, triggerItem, isEffectNegated, itemCardRulings, leaveFieldOnceResolved, preventionRulings, sayHeld, type ItemOutcome } from './items.js'
import { sayUnread } from './unread.js'
import { decide, go, type Context, type Next } from './report.js'
import { cardName, withStage, type ChainLink, type PendingTrigger, type Stage, type YgoState } from './state.js'
import { usedKey } from './triggers.js'
import { mayForbidActivations } from './continuous.js'
import { selfDestroysNow } from './end-of-turn.js'

type TriggersStage = Extract<Stage, { name: 'event-triggers' }>

function triggerOf(ctx: Context, pending: PendingTrigger): { card: BoardCard; trigger: EventTrigger } {
  const card = ctx.board.cards.get(pending.key) as BoardCard
  return { card, trigger: (card.behaviours.triggers ?? [])[pending.trigger] as EventTrigger }
}

/**
 * The list phase goes on: with triggers waiting, they are taken first (each optional one its
 * controller's decision); else priority returns to the turn player.
 */
export function afterResolution(ctx: Context, settled: YgoState): YgoState {
  // A card whose condition to destroy itself now holds goes at once (its move may trigger others).
  const state = selfDestroysNow(ctx, settled)
  if (state.triggered.length === 0) return withStage(state, { name: 'priority', round: openPriority(ctx.board.turnPlayer), afterItem: true })
  // An optional "When …" trigger whose event was not the last thing to happen misses its timing.
  const taken = allowedTriggers(ctx, state, state.triggered).filter((pending) => {
    if (pending.when === undefined || pending.when === state.happened) return true
    ctx.report.emit('cannot-activate', { effect: pending.id, card: ctx.board.cards.get(pending.key)?.name, reason: 'missed-timing', event: pending.event }, [
      RULING_IDS.eventTriggerMissedTiming,
      RULING_IDS.eventTriggers,
      ...itemCardRulings(ctx, ctx.board.cards.get(pending.key)?.name),
    ])
    return false
  })
  if (taken.length === 0) return withStage({ ...state, triggered: [] }, { name: 'priority', round: openPriority(ctx.board.turnPlayer), afterItem: true })
  return withStage({ ...state, triggered: [] }, { name: 'event-triggers', triggers: taken, next: 0, accepted: [] })
}

/** A trigger whose cost its controller cannot pay. A function of its own: a closure made at every event costs the engine's hottest loop. */
function unpayable(ctx: Context, state: YgoState, pending: PendingTrigger): boolean {
  const costs = triggerOf(ctx, pending).trigger.costs
  return costs !== undefined && (!canPay(state, pending.player, costs, pending.key) || !handCostsPayable(ctx, state, asItem(ctx, pending)))
}

/**
 * The triggers a continuous effect does not keep from being activated now ("Trap Cards, and their
 * effects on the field, cannot be activated": a Trap's trigger from the field); each one kept is
 * said, with the card that forbids it, as the list phase says it of an item.
 */
export function allowedTriggers(ctx: Context, state: YgoState, triggers: readonly PendingTrigger[]): PendingTrigger[] {
  // A cost its controller cannot pay (LP, cards to discard): not offered, as a list item is not. Most
  // triggers have no cost: the list is then passed on as it is, with no copy made.
  const payable = triggers.some((pending) => unpayable(ctx, state, pending)) ? triggers.filter((pending) => !unpayable(ctx, state, pending)) : triggers
  const targeted = payable.filter(
    (pending) => !saidNoTarget(ctx, state, { key: pending.key, id: pending.id, player: pending.player, event: pending.event }, triggerOf(ctx, pending).trigger.gyTargets, [RULING_IDS.eventTriggers]),
  )
  // A face-up card's continuous effect, or a ban an activation left for the rest of the turn.
  if (!mayForbidActivations(ctx.board)) return targeted
  return targeted.filter((pending) => !saidForbidden(ctx, state, { key: pending.key, id: pending.id, player: pending.player, event: pending.event, asCard: triggerOf(ctx, pending).trigger.asCard === true }))
}


/**
 * Whether a trigger of the card `key` (an event trigger, or a discarded card's own) is kept from
 * being activated now; if so, it is said (`cannot-activate`, with the card that forbids it).
 */
export function saidForbidden(ctx: Context, state: YgoState, trigger: { key: string; id: string; player: Player; event?: PendingTrigger['event']; asCard?: boolean }): boolean {
  const by = forbiddenBy(ctx, state, { key: trigger.key, player: trigger.player, asCard: trigger.asCard === true })
  if (by === undefined) return false
  const card = ctx.board.cards.get(trigger.key)?.name
  ctx.report.emit(
    'cannot-activate',
    { effect: trigger.id, player: trigger.player, card, reason: 'activation-forbidden', ...(trigger.event !== undefined ? { event: trigger.event } : {}), by: by.name, source: by.key, ...(by.effect.condition !== undefined ? { assumes: [by.effect.condition] } : {}) },
    [RULING_IDS.continuousEffects, ...(trigger.event !== undefined ? [RULING_IDS.eventTriggers] : []), ...pairRulings(ctx.board, [by.name, card])],
  )
  return true
}

/** The key of an event trigger's once-per-turn limit in `usedNames` (by name or by copy), if it has one. */
export function limitOf(ctx: Context, pending: PendingTrigger): string | undefined {
  return usedKey(triggerOf(ctx, pending).card, pending.trigger, pending.player)
}

/** The cause of an event as the answer says it: a card's effect or a cost (the card by name, who controlled it), or a rule of the game. */
export function causeOf(ctx: Context, by: NonNullable<PendingTrigger['by']>): { kind: 'effect' | 'cost' | 'rule'; card?: string; player?: Player } {
  const name = (by.card !== undefined ? ctx.board.cards.get(by.card)?.name : undefined) ?? by.name
  return { kind: by.kind, ...(name !== undefined ? { card: name } : {}), ...(by.player !== undefined ? { player: by.player } : {}) }
}

/** Rulings cited on an event trigger's activation: the rule, and the card's rulings with the cards involved. */
function triggerRulings(ctx: Context, pending: PendingTrigger, together: number): RulingId[] {
  return [RULING_IDS.eventTriggers, ...(together > 1 ? [RULING_IDS.eventTriggersSimultaneous] : []), ...itemCardRulings(ctx, ctx.board.cards.get(pending.key)?.name)]
}

/** Mandatory triggers go on the chain by themselves; each optional one is its controller's decision. */
export function decideEventTriggers(ctx: Context, state: YgoState, stage: TriggersStage): Next {
  const { board, report } = ctx
  let { next } = stage
  const accepted = [...stage.accepted]
  // Two copies whose limit is by name trigger together: once one is taken, the other is not offered.
  const limits = new Set(accepted.map((index) => limitOf(ctx, stage.triggers[index] as PendingTrigger)).filter((k): k is string => k !== undefined))
  for (; next < stage.triggers.length; next++) {
    const pending = stage.triggers[next] as PendingTrigger
    const limit = limitOf(ctx, pending)
    if (limit !== undefined && limits.has(limit)) continue
    if (pending.mandatory) {
      accepted.push(next)
      if (limit !== undefined) limits.add(limit)
      continue
    }
    return decide(withStage(state, { ...stage, next, accepted }), {
      window: 'list',
      kind: 'trigger',
      player: pending.player,
      legal: [{ type: 'activate', effect: pending.id }, { type: 'pass' }],
      rulings: triggerRulings(ctx, pending, stage.triggers.length),
    })
  }
  if (accepted.length === 0) return go(afterResolution(ctx, state))

  const taken = accepted.map((index) => stage.triggers[index] as PendingTrigger)
  const tp = board.turnPlayer
  const ordered = [
    ...taken.filter((t) => t.mandatory && t.player === tp),
    ...taken.filter((t) => t.mandatory && t.player !== tp),
    ...taken.filter((t) => !t.mandatory && t.player === tp),
    ...taken.filter((t) => !t.mandatory && t.player !== tp),
  ]
  let current = state
  const links: ChainLink[] = ordered.map((pending, i) => {
    const { card, trigger } = triggerOf(ctx, pending)
    const used = usedKey(card, pending.trigger, pending.player)
    if (used !== undefined && !current.usedNames.includes(used)) current = { ...current, usedNames: [...current.usedNames, used] }
    const paid = payTriggerCosts(ctx, current, pending)
    current = paid.state
    const lp = paid.lp
    report.emit(
      'activate',
      {
        effect: pending.id,
        player: pending.player,
        card: card.name,
        link: i + 1,
        condition: trigger.condition,
        assumes: trigger.condition !== undefined || paid.assumes !== undefined ? [...(trigger.condition !== undefined ? [trigger.condition] : []), ...(paid.assumes ?? [])] : undefined,
        costs: trigger.costs,
        lp,
        triggeredBy: { event: pending.event, card: pending.subject, name: cardName(board, state, pending.subject) ?? pending.subject, ...(pending.by ? { by: causeOf(ctx, pending.by) } : {}) },
      },
      triggerRulings(ctx, pending, ordered.length),
    )
    return { source: 'event', ref: pending.id, id: pending.id, card: card.name, player: pending.player, respondsTo: null, trigger: pending }
  })
  return go(withStage(current, { name: 'chain', chain: { origin: 'event', links, used: [], pairs: [], considered: [], awaiting: null } }))
}

export function answerEventTrigger(state: YgoState, stage: TriggersStage, answer: Action): YgoState {
  const accepted = answer.type === 'activate' ? [...stage.accepted, stage.next] : stage.accepted
  return withStage(state, { ...stage, next: stage.next + 1, accepted })
}

/**
 * An event trigger's costs, paid as it is activated: the card itself moved ("discard this card",
 * "send this card from your hand to the GY"), LP paid (allowedTriggers offered it only if they can be).
 */
export function payTriggerCosts(ctx: Context, state: YgoState, pending: PendingTrigger): { state: YgoState; costs?: BoardAction[]; lp?: Partial<Record<Player, number>>; assumes?: string[] } {
  const costs = triggerOf(ctx, pending).trigger.costs
  if (costs === undefined) return { state }
  const item = asItem(ctx, pending)
  let next = payLifePoints(paySelfCosts(ctx, state, item, [RULING_IDS.eventTriggers, ...itemCardRulings(ctx, item.card)]), item)
  // Cards discarded from the hand: its controller's choice. Cards nobody named are all alike, so they
  // pay (as an item's unsaid discard cost is paid); a named card is never spent unasked: then the
  // cost is said to be assumed paid.
  const chosen = costs.reduce((n, cost) => n + (cost.action === 'discard' ? chosenFromHand(cost) : 0), 0)
  let assumes: string[] | undefined
  if (chosen > 0) {
    // Only as many cards as it takes may pay ("discard 1 Spell", one Spell in the hand): no choice is left, they pay.
    const candidates = handCostCandidates(ctx, next.state, item).filter((key) => next.state.hands[pending.player].includes(key))
    const keys = candidates.length === chosen ? candidates : namelessInHand(ctx, next.state, pending.player, chosen)
    if (keys === undefined) assumes = [`cost: discard ${chosen} card${chosen > 1 ? 's' : ''}, chosen by ${pending.player}`]
    else {
      ctx.report.emit('discard', { player: pending.player, cards: keys, names: keys.map((key) => cardName(ctx.board, next.state, key) ?? key), reason: 'activation-cost', effect: pending.id }, [RULING_IDS.eventTriggers, ...itemCardRulings(ctx, item.card)])
      let moved = next.state
      for (const key of keys) moved = moveCard(ctx, moved, key, 'graveyard', pending.player, { cause: 'discard', by: costOf(moved, item) })
      next = { ...next, state: moved }
    }
  }
  return { state: next.state, costs, ...(next.lp !== undefined ? { lp: next.lp } : {}), ...(assumes !== undefined ? { assumes } : {}) }
}

/** The trigger as an item of its card, for what resolving it does (its card's `does`) and whether it is negated. */
function asItem(ctx: Context, pending: PendingTrigger): ListItem {
  const { card, trigger } = triggerOf(ctx, pending)
  const item = triggerItem({ id: pending.id, controller: card.player, mandatory: trigger.mandatory, card: card.name, origin: card.key, does: trigger.does })
  item.eventCards = pending.cards ?? 1
  item.eventSubject = pending.subject
  if (trigger.costs !== undefined) item.costs = trigger.costs
  if (card.negatedUntil !== undefined) item.negatedUntil = card.negatedUntil
  // A Trap activated as a card goes to the GY once its activation has resolved, as a Set item's card does.
  if (trigger.asCard === true) item.activation = 'card'
  return item
}

/**
 * An event trigger resolves: what its card's data says it does is done (a draw, a summon of itself,
 * LP); what the state does not model is said (`effectOnState`), never passed over as applied.
 */
export function resolveEventTrigger(ctx: Context, state: YgoState, link: ChainLink, outcome: ItemOutcome, negatedBy?: string): YgoState {
  const { report } = ctx
  const pending = link.trigger as PendingTrigger
  const item = asItem(ctx, pending)
  const rulings = [RULING_IDS.eventTriggers, ...itemCardRulings(ctx, item.card)]
  const final = outcome === 'applied' && isEffectNegated(ctx, state, item) ? 'negated' : outcome
  if (final !== 'applied') {
    report.emit('resolve', { effect: pending.id, player: pending.player, card: item.card, outcome: final, by: negatedBy }, [
      final === 'activation-negated' ? RULING_IDS.negatedActivation : RULING_IDS.negatedEffect,
      ...rulings,
    ])
    return leaveFieldOnceResolved(ctx, state, item)
  }
  const acted = actOnBoard(ctx, state, item, pending.owner)
  const kept = keptFromMove(ctx, state, acted, pending.player)
  // The card it moved: the one its action moved, or the one card an action on every card of a kind moved.
  const subject = acted.moved?.key ?? (acted.movedAll?.keys.length === 1 ? acted.movedAll.keys[0] : undefined)
  report.emit(
    'resolve',
    {
      effect: pending.id,
      player: pending.player,
      card: item.card,
      outcome: 'applied',
      subject,
      moves: kept ? undefined : acted.moved?.to,
      // Every card of a kind it moved ("Destroy all monsters your opponent controls"), as a list item's resolve names them.
      cards: acted.movedAll?.keys,
      ...(acted.movedAll !== undefined && acted.moved === undefined ? { moves: acted.movedAll.to } : {}),
      every: everyNamed(ctx, state, acted),
      negated: acted.negated,
      adds: acted.added.length > 0 ? acted.added : undefined,
      effectOnState: item.does === undefined ? 'unknown' : acted.notApplied.length > 0 ? 'partial' : undefined,
      notApplied: acted.notApplied.length > 0 ? acted.notApplied : undefined,
      lp: acted.lp,
      prevented: acted.prevented,
    },
    [...rulings, ...preventionRulings(ctx, acted.prevented, item.card)],
  )
  let next = sayHeld(ctx, sayUnread(ctx, acted.state, ['negate', 'forbid']), acted.unread, acted.banned)
  // What it leaves for the rest of the turn applies from now on (continuous.ts: heldNow).
  if (triggerOf(ctx, pending).trigger.lingers !== undefined) next = { ...next, lingering: [...next.lingering, `t${pending.key}#${pending.trigger}`] }
  return leaveFieldOnceResolved(ctx, moveActed(ctx, state, next, acted, { player: pending.player, effect: pending.id, card: item.card }, kept, effectOf(state, item), { subject, rulings }), item)
}

/**
 * Triggers raised while the chain after the hand-size discard resolved: no chain may follow it, so
 * each is lost (23/01/16), and says so with the rulings of the card it belongs to.
 */
export function loseTriggered(ctx: Context, state: YgoState, by?: string): YgoState {
  if (state.triggered.length === 0) return state
  for (const pending of state.triggered) {
    const name = ctx.board.cards.get(pending.key)?.name
    ctx.report.emit('cannot-activate', { effect: pending.id, card: name, reason: 'chain-event', event: pending.event, by }, [
      RULING_IDS.handSizeChainEventsLost,
      RULING_IDS.handSizeNeverOpen,
      ...situatedRulings(ctx.board, name, 'lost-in-chain'),
    ])
  }
  return { ...state, triggered: [] }
}
