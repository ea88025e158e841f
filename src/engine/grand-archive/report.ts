/**
 * This ruleset's view of the core's stage machinery (core/stages.ts): stages get a Context (the
 * board and the advance's Report) and hand back a Next over this ruleset's state.
 */
import type { Decision } from '../core/procedure.js'
import { Report, decide as decideNext, go as goNext, type Next as StageNext } from '../core/stages.js'
import type { GaBoard } from './board.js'
import type { GaState } from './state.js'

export { Report }

export type Next = StageNext<GaState>

/** What every stage function receives besides the state. */
export interface Context {
  board: GaBoard
  report: Report
}

export const go = (state: GaState): Next => goNext(state)
export const decide = (state: GaState, decision: Decision): Next => decideNext(state, decision)
