/**
 * Steps 1 and 2 of the end phase (seed 002): the "beginning of the end phase" effects go on the
 * effects stack, then the turn player receives Opportunity. While a player has Opportunity they may
 * activate an instant (it goes on the stack) or pass. All players passing in succession resolves the
 * top of the stack (last in, first out) and gives Opportunity back to the turn player; on an empty
 * stack it ends this window, the only "before end of turn" time players may act.
 *
 * Placement order: when several effects are placed at once, the turn player places theirs first, in
 * the order they choose, then the other player theirs; so the other player's resolve first. The order
 * among one player's effects is a decision of that player (`activate <id>`: place that one next);
 * the default is request order. After an activation, as after a resolution, Opportunity goes to the
 * turn player.
 */
import { RULING_IDS, type RulingId } from '../core/ruling-ids.js'
import { openPriority, passPriority, priorityAfterAction, priorityHolder } from '../core/priority.js'
import type { Action, Player } from '../core/types.js'
import { effectOf, type GaBoard } from './board.js'
import { decide, go, type Context, type Next } from './report.js'
import { withStage, type GaState, type Stage } from './state.js'

type PlaceStage = Extract<Stage, { name: 'place' }>
type OpportunityStage = Extract<Stage, { name: 'opportunity' }>

function seatPlayer(board: GaBoard, seat: 0 | 1): Player {
  return seat === 0 ? board.turnPlayer : board.opponent
}

/** Puts one effect on top of the stack. */
function placeOnStack(ctx: Context, state: GaState, id: string, rulings: RulingId[]): GaState {
  const effect = effectOf(ctx.board, id)
  const stack = [...state.stack, id]
  ctx.report.emit('stack', { effect: id, player: effect.controller, card: effect.card, kind: effect.kind, depth: stack.length }, rulings)
  return { ...state, stack }
}

const PLACE_RULINGS: RulingId[] = [RULING_IDS.gaPhaseOrder, RULING_IDS.gaBeginningEffects, RULING_IDS.gaStackLifo]

export function decidePlace(ctx: Context, state: GaState, stage: PlaceStage): Next {
  const { board } = ctx
  if (stage.remaining.length >= 2) {
    return decide(state, {
      window: 'beginning',
      kind: 'stack-order',
      player: seatPlayer(board, stage.seat),
      legal: stage.remaining.map((effect) => ({ type: 'activate', effect })),
      rulings: PLACE_RULINGS,
    })
  }
  let next = state
  const last = stage.remaining[0]
  if (last !== undefined) next = placeOnStack(ctx, next, last, PLACE_RULINGS)
  if (stage.seat === 0) {
    return go(withStage(next, { name: 'place', seat: 1, remaining: [...board.beginning[board.opponent]] }))
  }
  return go(withStage(next, { name: 'opportunity', round: openPriority(board.turnPlayer), first: true }))
}

export function answerPlace(ctx: Context, state: GaState, stage: PlaceStage, answer: Action): GaState {
  const id = answer.effect as string
  const placed = placeOnStack(ctx, state, id, PLACE_RULINGS)
  return withStage(placed, { ...stage, remaining: stage.remaining.filter((effect) => effect !== id) })
}

export function decideOpportunity(ctx: Context, state: GaState, stage: OpportunityStage): Next {
  const { board } = ctx
  const player = priorityHolder(stage.round)
  const instants = board.effects.filter((effect) => effect.kind === 'instant' && effect.controller === player && !state.used.includes(effect.id))
  const legal: Action[] = [...instants.map((effect) => ({ type: 'activate' as const, effect: effect.id })), { type: 'pass' }]
  const rulings: RulingId[] = [
    ...(stage.first ? [RULING_IDS.gaPhaseOrder] : []),
    RULING_IDS.gaOpportunity,
    state.stack.length > 0 ? RULING_IDS.gaStackLifo : RULING_IDS.gaAllPass,
  ]
  return decide(state, { window: 'opportunity', kind: 'priority', player, legal, rulings })
}

export function answerOpportunity(ctx: Context, state: GaState, stage: OpportunityStage, answer: Action): GaState {
  const { board, report } = ctx
  if (answer.type === 'activate') {
    const effect = effectOf(board, answer.effect)
    report.emit('activate', { effect: effect.id, player: effect.controller, card: effect.card, kind: effect.kind }, [RULING_IDS.gaOpportunity])
    const placed = placeOnStack(ctx, { ...state, used: [...state.used, effect.id] }, effect.id, [RULING_IDS.gaStackLifo])
    return withStage(placed, { name: 'opportunity', round: priorityAfterAction(stage.round), first: false })
  }

  const round = passPriority(stage.round)
  if (round !== 'all-passed') return withStage(state, { name: 'opportunity', round, first: false })

  const top = state.stack[state.stack.length - 1]
  if (top === undefined) {
    report.emit('opportunity-end', { player: board.turnPlayer }, [RULING_IDS.gaAllPass, RULING_IDS.gaPhaseOrder])
    return withStage(state, { name: 'damage' })
  }
  const effect = effectOf(board, top)
  const stack = state.stack.slice(0, -1)
  report.emit('resolve', { effect: top, player: effect.controller, card: effect.card, outcome: 'applied', remaining: stack.length }, [
    RULING_IDS.gaStackLifo,
    RULING_IDS.gaOpportunity,
  ])
  return withStage({ ...state, stack }, { name: 'opportunity', round: openPriority(board.turnPlayer), first: false })
}
