/**
 * After the list phase (and the hand-size adjustment): no new chain may start once the discard has
 * happened (12/08/08); "until the end of the turn" effects end; the turn ends. Windows that do not
 * end the turn (Standby Phase, End Step of the Battle Phase) just end.
 */
import { REFERENCE_IDS } from '../core/reference-ids.js'
import { RULING_IDS } from '../core/ruling-ids.js'
import type { Player } from '../core/types.js'
import type { Board, BoardCard } from './board.js'
import type { ContinuousBehaviour } from '../../domain/behaviour.js'
import { pairRulings } from './card-knowledge.js'
import { applying, lingeringProtections, negatedByContinuous, negatedInWindow, negationHolds, replacedDestination } from './continuous.js'
import { effectDamage } from './damage-on-send.js'
import { holds, moveCard } from './items.js'
import { decide, go, type Context, type Next } from './report.js'
import { cardName, controllerOf, withStage, zoneOf, type YgoState } from './state.js'
import { byEffect } from './triggers.js'

/** After a hand-size discard the turn player cannot start a new chain: the only action is to go on. */
export function decideClosing(ctx: Context, state: YgoState): Next {
  if (state.discardRounds === 0) return go(withStage(state, { name: 'end-of-turn' }))
  return decide(state, {
    window: 'end-of-turn',
    kind: 'closing',
    player: ctx.board.turnPlayer,
    legal: [{ type: 'pass' }],
    rulings: [RULING_IDS.handSizeNoNewQuick, RULING_IDS.quickAfterHandSize, RULING_IDS.handSizeNeverOpen],
  })
}

export function endTurn(ctx: Context, state: YgoState): Next {
  const { board, report } = ctx
  for (const expiry of board.endOfTurn) {
    report.emit('expire', { effect: expiry.id, player: expiry.controller, card: expiry.card, window: 'end-of-turn' }, [
      RULING_IDS.untilEndOfTurn,
      RULING_IDS.endOfTurn,
    ])
  }
  const after = asTurnEnds(ctx, { ...state, turnEnded: true })
  report.emit('turn-end', { player: board.turnPlayer }, [RULING_IDS.endOfTurn, RULING_IDS.phaseParts])
  return { kind: 'end', state: withStage(after, { name: 'done' }) }
}

/**
 * Cards that destroy themselves while a condition holds ("If you control a monster that is not a
 * "Burning Abyss" monster, destroy this card") and whose condition holds now, in the window: each is
 * destroyed (or sent to the GY, as its data says) at once, without activation or chain, in board
 * order, as the board stands as the window starts and after each resolution. Not while it is negated
 * (until the end of the turn: as the turn ends, below), Set, or its condition kept as text (never
 * guessed to hold).
 */
export function selfDestroysNow(ctx: Context, state: YgoState): YgoState {
  const { board, report } = ctx
  if (state.turnEnded) return state
  let next = state
  for (const { card, effect } of board.selfDestroying) {
    if (effect.condition !== undefined || effect.requires === undefined) continue
    if (card.negatedUntil !== undefined && negationHolds(board, next, card.negatedUntil)) continue
    if (!mayDestroyItself(board, next, card)) continue
    if (!effect.requires.every((condition) => holds(ctx, next, { controller: card.player, origin: card.key }, condition) === true)) continue
    const controller = controllerOf(next, { controller: card.player, origin: card.key })
    const to = replacedDestination(board, next, card.key, 'field')?.to ?? 'graveyard'
    const rulings = [RULING_IDS.continuousEffects, ...pairRulings(board, [card.name])]
    report.emit('apply', { effect: card.key, player: controller, card: card.name }, rulings)
    report.emit('resolve', { effect: card.key, player: controller, card: card.name, outcome: 'applied', subject: card.key, moves: to }, rulings)
    next = destroyItself(ctx, next, card, effect, controller)
  }
  return next
}

/** Where a self-destruction can apply: the card face-up on the field, its effects not negated by another card's continuous effect (Skill Drain). */
function mayDestroyItself(board: Board, state: YgoState, card: BoardCard): boolean {
  if (zoneOf(board, state, card.key) !== 'field' || (card.position === 'set' && !state.summonedNow.includes(card.key))) return false
  if (negatedInWindow(board, state, card.key)) return false
  return negatedByContinuous(board, state, card.key) === undefined
}

/**
 * The card goes by its own continuous effect, applied without activation: destroyed, or sent to the
 * GY ("…, send this card to the GY"), after which no "destroyed" event follows.
 */
function destroyItself(ctx: Context, state: YgoState, card: BoardCard, effect: ContinuousBehaviour, controller: Player): YgoState {
  const by = byEffect(controller, card.key, card.name)
  return moveCard(ctx, state, card.key, 'graveyard', controller, effect.sends === true ? { by } : { cause: 'destroy', by })
}

/**
 * What happens as the turn ends, once the effects lasting until then have ended (17/10/26): a card
 * whose self-destruction a negation until the end of the turn held back is destroyed (or sent to the
 * GY, as its data says) now, in board
 * order, without activation or chain (banished instead, or kept from it, as the continuous effects
 * on the field say); continuous effects that deal damage for cards sent to the GY apply to it, and a
 * protection from effect damage lasting until the end of the turn has ended by then.
 */
function asTurnEnds(ctx: Context, state: YgoState): YgoState {
  const { board, report } = ctx
  const ended = new Set(board.endOfTurn.map((expiry) => expiry.id))
  let next = state
  for (const { card, effect: selfDestroy } of board.selfDestroying) {
    if (card.negatedUntil === undefined || !ended.has(card.negatedUntil)) continue
    // Gone from the field, Set, or negated still by a card on the field (Skill Drain): nothing applies.
    if (!mayDestroyItself(board, next, card)) continue
    const controller = controllerOf(next, { controller: card.player, origin: card.key })
    // Its condition as data, against the board as the turn ends: failing, the card stays; undecided, taken as holding.
    if ((selfDestroy.requires ?? []).some((condition) => holds(ctx, next, { controller: card.player, origin: card.key }, condition) === false)) continue
    const before = next
    const triggeredBefore = next.triggered.length
    const to = replacedDestination(board, next, card.key, 'field')?.to ?? 'graveyard'
    report.emit(
      'as-turn-ends',
      {
        effect: card.key,
        player: controller,
        card: card.name,
        outcome: 'applied',
        window: 'end-of-turn',
        chain: false,
        after: card.negatedUntil,
        subject: card.key,
        moves: to,
        ...(selfDestroy.sends === true ? { sent: true } : {}),
        ...(selfDestroy.condition !== undefined ? { assumes: [selfDestroy.condition] } : {}),
      },
      [RULING_IDS.afterTurn, RULING_IDS.untilEndOfTurn, RULING_IDS.continuousEffects, ...pairRulings(board, [card.name])],
    )
    // The move is told after it (and what a continuous effect did to it: banished instead).
    next = destroyItself(ctx, next, card, selfDestroy, controller)
    if (zoneOf(board, next, card.key) === 'graveyard') next = damageForSent(ctx, next, card, before)
    next = unmodelledTriggers(ctx, next, triggeredBefore)
  }
  return next
}

/** The continuous effects dealing damage for each card sent to the GY (Skull Invitation), applied to a card sent as the turn ends. */
function damageForSent(ctx: Context, state: YgoState, sent: BoardCard, before: YgoState): YgoState {
  const { board, report } = ctx
  let next = state
  const owner: Player = sent.owner ?? sent.player
  for (const source of applying(board, before, 'damage-on-send')) {
    const controller = controllerOf(next, { controller: board.cards.get(source.key)?.player ?? 'A', origin: source.key })
    const amount = source.effect.amount
    const { state: damaged, lp, prevented, protection } = effectDamage(board, next, owner, amount)
    next = damaged
    // Protections that lasted until the end of the turn are over: named, so the answer says why they did not apply.
    const over = lingeringProtections(board, owner, before).filter((held) => held.window === true || !board.items.some((item) => item.id === held.id))
    report.emit(
      'as-turn-ends',
      {
        effect: source.key,
        player: controller,
        card: source.name,
        outcome: 'applied',
        window: 'end-of-turn',
        chain: false,
        subject: sent.key,
        ...(lp ? { lp } : {}),
        ...(prevented ? { prevented } : {}),
        ...(over.length > 0 ? { ended: over.map((held) => held.id) } : {}),
        ...(amount === undefined ? { effectOnState: 'unknown' as const } : {}),
        ...(source.effect.condition !== undefined ? { assumes: [source.effect.condition] } : {}),
      },
      [
        RULING_IDS.afterTurn,
        RULING_IDS.continuousEffects,
        ...(prevented || over.length > 0 ? [RULING_IDS.noEffectDamage] : []),
        ...pairRulings(board, [source.name, sent.name, protection?.by, ...over.map((held) => held.card)]),
      ],
    )
  }
  return next
}

/**
 * Triggers that what happened as the turn ends would activate (the destroyed card's own "if this card
 * is sent to the GY"): when they are activated, after the turn, is not modelled; the answer says so
 * and names each, rather than activating them or dropping them in silence.
 */
function unmodelledTriggers(ctx: Context, state: YgoState, from: number): YgoState {
  const raised = state.triggered.slice(from)
  if (raised.length === 0) return state
  for (const trigger of raised) {
    ctx.report.note({
      ruling: RULING_IDS.afterTurn,
      applied: 'official',
      sources: [REFERENCE_IDS.ocgFaq],
      message: { key: 'note.after-turn-trigger', params: { card: cardName(ctx.board, state, trigger.key) ?? trigger.key, event: trigger.event } },
    })
  }
  return { ...state, triggered: state.triggered.slice(0, from) }
}

export function endPhaseWindow(ctx: Context, state: YgoState): Next {
  ctx.report.emit('phase-end', { phase: ctx.board.config.phase }, ctx.board.config.phaseEndRulings)
  return { kind: 'end', state: withStage(state, { name: 'done' }) }
}
