/**
 * List items: which are pending, whether an item's effect is negated, how an item ends (its one
 * `resolve` event), and what happens to the others when it moves a card away.
 */
import type { BoardAction, Destination, StateCondition } from '../../domain/behaviour.js'
import { RULING_IDS } from '../../content/ruling-ids.js'
import type { Player } from '../core/types.js'
import type { Board, ListItem } from './board.js'
import { otherPlayer } from '../core/priority.js'
import { pairRulings } from './card-knowledge.js'
import type { Context } from './report.js'
import { controllerOf, type YgoState } from './state.js'

export type ItemOutcome = 'applied' | 'negated' | 'activation-negated'

export function pendingItems(ctx: Context, state: YgoState, player: Player): ListItem[] {
  return ctx.board.items.filter((item) => controllerOf(state, item) === player && isListed(ctx, state, item))
}

/**
 * On its controller's list now, as the state stands (the lists are read again at every restart):
 * still pending, its card where the item needs it, and every condition it states holding.
 */
export function isListed(ctx: Context, state: YgoState, item: ListItem): boolean {
  if (state.items[item.index] !== 'pending') return false
  if (item.latent === 'graveyard' && !(item.origin !== undefined && state.sentToGy.includes(item.origin))) return false
  return (item.requires ?? []).every((condition) => holds(ctx, state, item, condition))
}

/** Conditions the state can tell; the others (this turn's history the board does not give) are taken as holding. */
function holds(ctx: Context, state: YgoState, item: ListItem, condition: StateCondition): boolean {
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
    default:
      return true
  }
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
export function finishItem(ctx: Context, state: YgoState, item: ListItem, outcome: ItemOutcome, negatedBy?: string, extra: Record<string, unknown> = {}): YgoState {
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
      { effect: item.id, player: controllerOf(state, item), card: item.card, outcome, by: negatedBy, pending: stays ? true : undefined },
      [stays ? RULING_IDS.negatedActivationFan : RULING_IDS.negatedActivation, ...itemCardRulings(ctx, item.card)],
    )
    return { ...next, items }
  }
  items[item.index] = 'done'
  next = { ...next, items }
  if (outcome === 'negated') {
    report.emit('resolve', { effect: item.id, player: controllerOf(state, item), card: item.card, outcome, by: negatedBy ?? item.negatedUntil }, [
      RULING_IDS.negatedEffect,
      ...itemCardRulings(ctx, item.card),
    ])
    return next
  }
  const acted = actOnBoard(ctx, next, item)
  const unknown = item.kind !== 'expire' && item.moves === undefined && item.does === undefined
  report.emit(
    'resolve',
    {
      effect: item.id,
      player: controllerOf(state, item),
      card: item.card,
      outcome,
      subject: item.moves ? item.subject : acted.moved?.key,
      moves: item.moves ?? acted.moved?.to,
      adds: acted.added.length > 0 ? acted.added : undefined,
      // Applied, but nothing says what it does to the board: the state goes on unchanged.
      effectOnState: unknown ? 'unknown' : undefined,
      ...extra,
    },
    [item.kind === 'expire' ? RULING_IDS.untilEndPhase : RULING_IDS.lists, ...itemCardRulings(ctx, item.card)],
  )
  next = acted.state
  if (item.subject !== undefined && item.moves !== undefined) next = moveCard(ctx, next, item.subject, item.moves, controllerOf(state, item))
  if (acted.moved) next = moveCard(ctx, next, acted.moved.key, acted.moved.to, controllerOf(state, item))
  return next
}

const SELF_MOVES: Partial<Record<BoardAction['action'], Destination>> = {
  'send-to-gy': 'graveyard',
  destroy: 'graveyard',
  banish: 'banished',
  'return-to-hand': 'hand',
  'return-to-deck': 'deck',
  'return-to-extra-deck': 'deck',
}

/**
 * What an applied item's actions do to the state: cards it adds to a hand (a search, a draw) join
 * that hand as new cards, and the card it moves (itself) is moved once its resolve is told. Actions
 * on what the state does not hold (LP, the Deck's order, materials) change nothing here.
 */
function actOnBoard(ctx: Context, state: YgoState, item: ListItem): { state: YgoState; added: string[]; moved?: { key: string; to: Destination } } {
  let next = state
  const added: string[] = []
  let moved: { key: string; to: Destination } | undefined
  for (const action of item.does ?? []) {
    if (action.action === 'add-to-hand' || action.action === 'draw') {
      const player = action.whose === 'opponent' ? otherPlayer(controllerOf(state, item)) : controllerOf(state, item)
      const name = action.card ?? (action.action === 'draw' ? 'a card drawn' : `a card from the ${action.from === 'graveyard' ? 'GY' : 'Deck'}`)
      const addedNames = { ...next.added }
      const hand = [...next.hands[player]]
      for (let n = 0; n < (action.count ?? 1); n++) {
        const key = freshKey(ctx.board, addedNames, name)
        addedNames[key] = name
        hand.push(key)
        added.push(key)
      }
      next = { ...next, added: addedNames, hands: { ...next.hands, [player]: hand } }
      continue
    }
    if (action.action === 'return-control') {
      // Control of the card the item acts on goes back to its owner; the items it yields follow.
      const key = item.subject ?? item.origin
      const card = key === undefined ? undefined : ctx.board.cards.get(key)
      if (card && key !== undefined) next = { ...next, controllers: { ...next.controllers, [key]: card.owner ?? card.player } }
      continue
    }
    const to = SELF_MOVES[action.action]
    const self = item.origin ?? item.subject
    if (to !== undefined && (action.target ?? 'self') === 'self' && self !== undefined && !next.left.includes(self)) moved = { key: self, to }
  }
  return moved ? { state: next, added, moved } : { state: next, added }
}

/** A key for a card added to a hand: its name, or "name #2", "name #3"… when taken. */
export function freshKey(board: Board, added: Record<string, string>, name: string): string {
  let key = name
  for (let n = 2; board.cards.has(key) || key in added; n++) key = `${name} #${n}`
  return key
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
  const sentToGy = to === 'graveyard' ? [...state.sentToGy.filter((card) => card !== key), key] : state.sentToGy.filter((card) => card !== key)
  const items = [...state.items]
  for (const other of board.items) {
    if (items[other.index] !== 'pending') continue
    if (other.subject !== key && other.origin !== key) continue
    // The card's own GY item is what arriving in the GY brings onto the list.
    if (other.latent === 'graveyard' && to === 'graveyard' && other.origin === key) continue
    items[other.index] = 'void'
    report.emit('resolve', { effect: other.id, player: controllerOf(state, other), card: other.card, outcome: 'void', subject: key }, [
      RULING_IDS.movedSubject,
      ...itemCardRulings(ctx, other.card),
    ])
  }
  return { ...state, hands, left, items, sentToGy }
}
