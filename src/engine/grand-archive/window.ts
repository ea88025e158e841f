/**
 * The Grand Archive end phase as a procedure for the core: the board read once, the state advanced
 * stage by stage (each stage a named function) until a decision or the end. The core answers the
 * decisions (choices, else the default policy), records the steps, guards loops and enumerates.
 */
import { RULING_IDS } from '../core/ruling-ids.js'
import type { GuardReason, Procedure } from '../core/procedure.js'
import { stableKey } from '../core/stable-key.js'
import type { Action, EngineEvent, LoopReport } from '../core/types.js'
import type { GaRequest } from './types.js'
import { readBoard, type GaBoard } from './board.js'
import { answerOpportunity, answerPlace, decideOpportunity, decidePlace } from './opportunity.js'
import { Report, type Context, type Next } from './report.js'
import { runStages, type StageMachine } from '../core/stages.js'
import { answerDiscard, checkSizeLimits, checkStateBased, decideDiscard, endOfTurnEffects, endTurn, removeDamage } from './special-actions.js'
import { initialState, type GaState } from './state.js'

/** Stages run within one advance before the procedure must have reached a decision or the end. */
const MAX_STAGES_PER_ADVANCE = 10_000

export function openGrandArchiveEndPhase(request: GaRequest): Procedure<GaState> {
  const board = readBoard(request)
  return {
    initial: initialState(board),
    advance: (state, answer) => runStages(MACHINE, board, state, answer),
    key: (state) => stableKey(state),
    reportLoop,
    items: Object.fromEntries(board.effects.map((effect) => [effect.id, { id: effect.id, source: 'request', kind: effect.kind, ...(effect.card !== undefined ? { card: effect.card } : {}) }])),
  }
}

function runStage(ctx: Context, state: GaState): Next {
  const stage = state.stage
  switch (stage.name) {
    case 'place':
      return decidePlace(ctx, state, stage)
    case 'opportunity':
      return decideOpportunity(ctx, state, stage)
    case 'damage':
      return removeDamage(ctx, state)
    case 'end-of-turn-effects':
      return endOfTurnEffects(ctx, state)
    case 'size-limits':
      return checkSizeLimits(ctx, state)
    case 'discard':
      return decideDiscard(ctx, state, stage)
    case 'state-based':
      return checkStateBased(ctx, state)
    case 'turn-end':
      return endTurn(ctx, state)
    case 'done':
      return { kind: 'end', state }
  }
}

/** The answer to the decision the state waits on; the core has already checked it is legal. */
function applyAnswer(ctx: Context, state: GaState, answer: Action): GaState {
  const stage = state.stage
  switch (stage.name) {
    case 'place':
      return answerPlace(ctx, state, stage, answer)
    case 'opportunity':
      return answerOpportunity(ctx, state, stage, answer)
    case 'discard':
      return answerDiscard(ctx, state, stage, answer)
    default:
      throw new Error(`stage "${stage.name}" does not wait on a decision`)
  }
}

const MACHINE: StageMachine<GaBoard, GaState> = {
  name: 'Grand Archive end phase',
  maxStages: MAX_STAGES_PER_ADVANCE,
  runStage,
  applyAnswer,
}

/**
 * The core stopped the line. It cannot happen here: every instant is activated at most once, every
 * resolution shortens the stack and every pass moves Opportunity on, so no state comes back and a
 * line has at most a few steps per effect. Reported all the same, as the core asks.
 */
function reportLoop(state: GaState, reason: GuardReason): { event: EngineEvent; loop: Omit<LoopReport, 'step' | 'reason' | 'firstSeen'> } {
  const report = new Report()
  report.emit('loop', { reason, stage: state.stage.name }, [RULING_IDS.gaOpportunity])
  return { event: report.events[0] as EngineEvent, loop: {} }
}
