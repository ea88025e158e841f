/**
 * This ruleset's view of the core's stage machinery (core/stages.ts): stages get a Context (the
 * board and the advance's Report) and hand back a Next over this ruleset's state.
 */
import type { Next as StageNext, StageContext } from '../core/stages.js'
import type { GaBoard } from './board.js'
import type { GaState } from './state.js'

export { Report, decide, go } from '../core/stages.js'

export type Next = StageNext<GaState>

/** What every stage function receives besides the state. */
export type Context = StageContext<GaBoard>
