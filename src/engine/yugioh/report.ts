/**
 * This ruleset's view of the core's stage machinery (core/stages.ts): stages get a Context (the
 * board and the advance's Report) and hand back a Next over this ruleset's state.
 */
import type { Decision } from '../core/procedure.js'
import { Report, decide as decideNext, go as goNext, type Next as StageNext } from '../core/stages.js'
import type { Board } from './board.js'
import type { YgoState } from './state.js'

export { Report }

export type Next = StageNext<YgoState>

/** What every stage function receives besides the state. */
export interface Context {
  board: Board
  report: Report
}

export const go = (state: YgoState): Next => goNext(state)
export const decide = (state: YgoState, decision: Decision): Next => decideNext(state, decision)
