/**
 * List items: which are pending, whether an item's effect is negated, how an item ends (its one
 * `resolve` event), and what happens to the others when it moves a card away.
 */
import type { Destination } from '../../domain/behaviour.js'
import { RULING_IDS } from '../../content/ruling-ids.js'
import type { Player } from '../core/types.js'
import type { ListItem } from './board.js'
import { pairRulings } from './card-knowledge.js'
import type { Context } from './report.js'
import type { YgoState } from './state.js'

export type ItemOutcome = 'applied' | 'negated' | 'activation-negated'

export function pendingItems(ctx: Context, state: YgoState, player: Player): ListItem[] {
  return ctx.board.items.filter((item) => item.controller === player && state.items[item.index] === 'pending')
}

export function findItem(ctx: Context, id: string | undefined): ListItem {
  const item = ctx.board.items.find((candidate) => candidate.id === id)
  if (!item) throw new Error(`no list item "${String(id)}"`)
  return item
}

/** Negated while the item named by `negatedUntil` has not been processed (an "until the End Phase" negation). */
export function isEffectNegated(ctx: Context, state: YgoState, item: ListItem): boolean {
  if (item.negatedUntil === undefined) return false
  const until = ctx.board.items.find((candidate) => candidate.id === item.negatedUntil)
  // An "until the end of the turn" negation is not a list item: it lasts the whole window.
  if (!until) return true
  return state.items[until.index] === 'pending'
}

export function itemCardRulings(ctx: Context, ...names: Array<string | undefined>) {
  return pairRulings(ctx.board, names)
}

/** The item's one `resolve` event, its new status, and (applied) the card it moves. */
export function finishItem(ctx: Context, state: YgoState, item: ListItem, outcome: ItemOutcome, negatedBy?: string): YgoState {
  const { board, report } = ctx
  const items = [...state.items]
  let next: YgoState = state
  if (outcome === 'activation-negated') {
    const stays = board.reading === 'fan-guide'
    if (stays) {
      const negatedBefore = [...state.negatedBefore]
      negatedBefore[item.index] = true
      next = { ...next, negatedBefore }
    } else {
      items[item.index] = 'spent'
    }
    report.emit(
      'resolve',
      { effect: item.id, player: item.controller, card: item.card, outcome, by: negatedBy, pending: stays ? true : undefined },
      [stays ? RULING_IDS.negatedActivationFan : RULING_IDS.negatedActivation, ...itemCardRulings(ctx, item.card)],
    )
    return { ...next, items }
  }
  items[item.index] = 'done'
  next = { ...next, items }
  if (outcome === 'negated') {
    report.emit('resolve', { effect: item.id, player: item.controller, card: item.card, outcome, by: negatedBy ?? item.negatedUntil }, [
      RULING_IDS.negatedEffect,
      ...itemCardRulings(ctx, item.card),
    ])
    return next
  }
  report.emit(
    'resolve',
    { effect: item.id, player: item.controller, card: item.card, outcome, subject: item.moves ? item.subject : undefined, moves: item.moves },
    [item.kind === 'expire' ? RULING_IDS.untilEndPhase : RULING_IDS.lists, ...itemCardRulings(ctx, item.card)],
  )
  if (item.subject !== undefined && item.moves !== undefined) next = moveCard(ctx, next, item.subject, item.moves, item.controller)
  return next
}

/**
 * A card leaves its zone: items acting on it (its subject) or yielded by it (its origin) no longer
 * apply, each ending at once with a `void` resolve (seed 000: Limiter Removal vs Shunoros).
 */
export function moveCard(ctx: Context, state: YgoState, key: string, to: Destination, mover: Player): YgoState {
  const { board, report } = ctx
  const hands = { A: state.hands.A.filter((card) => card !== key), B: state.hands.B.filter((card) => card !== key) }
  if (to === 'hand') hands[board.cards.get(key)?.player ?? mover].push(key)
  const left = state.left.includes(key) ? state.left : [...state.left, key].sort()
  const items = [...state.items]
  for (const other of board.items) {
    if (items[other.index] !== 'pending') continue
    if (other.subject !== key && other.origin !== key) continue
    items[other.index] = 'void'
    report.emit('resolve', { effect: other.id, player: other.controller, card: other.card, outcome: 'void', subject: key }, [
      RULING_IDS.movedSubject,
      ...itemCardRulings(ctx, other.card),
    ])
  }
  return { ...state, hands, left, items }
}
