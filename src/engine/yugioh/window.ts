/**
 * A Yu-Gi-Oh! window as a procedure for the core: the board read once, the state advanced stage by
 * stage (each stage a named function) until a decision or the end.
 */
import { RULING_IDS } from '../core/ruling-ids.js'
import type { GuardReason, Procedure } from '../core/procedure.js'
import type { Action, EngineEvent, EngineRequest, LoopReport } from '../core/types.js'
import { buildBoard, type Board, type WindowConfig } from './board.js'
import { answerResponse, continueChain } from './chain.js'
import { decideClosing, endPhaseWindow, endTurn } from './end-of-turn.js'
import { answerEventTrigger, decideEventTriggers } from './event-chain.js'
import { answerDiscard, answerDiscardTrigger, decideDiscardTriggers, decideHandSize } from './hand-size.js'
import { answerCost, answerForced, answerMaintenance, decideCost, answerPriority, decideForced, decideMaintenance, decidePriority, endListPhase, processItem } from './list-phase.js'
import { Report, type Context, type Next } from './report.js'
import { runStages, type StageMachine } from '../core/stages.js'
import { initialState, stateKey, withStage, type YgoState } from './state.js'

/** Stages run within one advance before the procedure must have reached a decision or the end. */
const MAX_STAGES_PER_ADVANCE = 100_000

export function openYugiohWindow(config: WindowConfig) {
  return (request: EngineRequest): Procedure<YgoState> => {
    const board = buildBoard(request, config)
    // Methods rather than arrow functions: under tsx (the tests, `npm start`, the benches) each
    // named arrow made per request is also given its name by a defineProperty (1.6% of the typical
    // board's engine time in a profile, 1-6% in bench:engine-against); a method is named by its key.
    return {
      initial: initialState(board, request.responses),
      advance(state, answer) {
        return runStages(MACHINE, board, state, answer)
      },
      key: stateKey,
      progress,
      reportLoop(state, reason) {
        return reportLoop(board, state, reason)
      },
      summariseLoop,
      items: board.itemTable,
    }
  }
}

function runStage(ctx: Context, state: YgoState): Next {
  const stage = state.stage
  switch (stage.name) {
    case 'priority':
      return decidePriority(ctx, state, stage)
    case 'forced':
      return decideForced(ctx, state, stage)
    case 'process-item':
      return processItem(ctx, state, stage)
    case 'maintenance':
      return decideMaintenance(ctx, state, stage)
    case 'cost':
      return decideCost(ctx, state, stage)
    case 'chain':
      return continueChain(ctx, state, stage)
    case 'list-end':
      return endListPhase(ctx, state)
    case 'hand-size':
      return decideHandSize(ctx, state)
    case 'discard-triggers':
      return decideDiscardTriggers(ctx, state, stage)
    case 'event-triggers':
      return decideEventTriggers(ctx, state, stage)
    case 'closing':
      return decideClosing(ctx, state)
    case 'end-of-turn':
      return endTurn(ctx, state)
    case 'phase-end':
      return endPhaseWindow(ctx, state)
    case 'done':
      return { kind: 'end', state }
  }
}

/**
 * What never goes back along a line: finished items (an item never becomes pending again), hand-size
 * rounds, responses used up, and cards that left their starting zone (kept once, wherever they go
 * next). The main line compares only states of equal progress when it looks for a repeat.
 */
function progress(state: YgoState): number {
  let finished = 0
  for (const status of state.items) if (status !== 'pending') finished++
  return finished + state.discardRounds + state.spentResponses.length + state.left.length + state.usedNames.length + state.summonedNow.length
}

/** The answer to the decision the state waits on; the core has already checked it is legal. */
function applyAnswer(ctx: Context, state: YgoState, answer: Action): YgoState {
  const stage = state.stage
  switch (stage.name) {
    case 'priority':
      return answerPriority(ctx, state, stage, answer)
    case 'forced':
      return answerForced(ctx, state, answer)
    case 'maintenance':
      return answerMaintenance(ctx, state, stage, answer)
    case 'cost':
      return answerCost(ctx, state, stage, answer)
    case 'chain':
      return answerResponse(ctx, state, stage, answer)
    case 'hand-size':
      return answerDiscard(ctx, state, answer)
    case 'discard-triggers':
      return answerDiscardTrigger(state, stage, answer)
    case 'event-triggers':
      return answerEventTrigger(state, stage, answer)
    case 'closing':
      return withStage(state, { name: 'end-of-turn' })
    default:
      throw new Error(`stage "${stage.name}" does not wait on a decision`)
  }
}

const MACHINE: StageMachine<Board, YgoState> = {
  name: 'Yu-Gi-Oh! window procedure',
  maxStages: MAX_STAGES_PER_ADVANCE,
  runStage,
  applyAnswer,
}

/**
 * The core stopped the line. In this procedure a state can only come back when a negated
 * activation keeps its item pending (fan-guide reading) and nothing runs out.
 */
function reportLoop(board: Board, state: YgoState, reason: GuardReason): { event: EngineEvent; loop: Omit<LoopReport, 'step' | 'reason' | 'firstSeen'> } {
  const looping = board.items.filter((item) => state.negatedBefore[item.index] && state.items[item.index] === 'pending').map((item) => item.id)
  const report = new Report()
  report.emit('loop', { reason, effects: looping.length > 0 ? looping : undefined }, [
    RULING_IDS.loopGuard,
    ...(looping.length > 0 ? [RULING_IDS.negatedActivationFan] : []),
  ])
  const event = report.events[0] as EngineEvent
  return { event, loop: looping[0] !== undefined ? { effect: looping[0] } : {} }
}

/** How many times the looping item had its activation negated, and by what. */
function summariseLoop(loop: LoopReport, events: EngineEvent[]): LoopReport {
  if (loop.effect === undefined) return loop
  const negations = events.filter((event) => event.type === 'negate-activation' && event.effect === loop.effect)
  const lastBy = negations[negations.length - 1]?.by
  return { ...loop, repeats: negations.length, ...(loop.by === undefined && typeof lastBy === 'string' ? { by: lastBy } : {}) }
}
