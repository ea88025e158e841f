/**
 * The Grand Archive end phase's state: plain immutable data, one named stage at a time. Everything
 * the future depends on is here (the canonical key is this object); events are written elsewhere.
 */
import type { PriorityRound } from '../core/priority.js'
import type { GaBoard } from './board.js'

export type Zone = 'hand' | 'memory'

export type Stage =
  /** Step 1: the "beginning of the end phase" effects of one player (seat 0: the turn player) go on the stack. */
  | { name: 'place'; seat: 0 | 1; remaining: string[] }
  /** Step 2: a player holds Opportunity. `first`: nothing has been done in the window yet. */
  | { name: 'opportunity'; round: PriorityRound; first: boolean }
  /** Step 3, the special game actions, in order. */
  | { name: 'damage' }
  | { name: 'end-of-turn-effects' }
  | { name: 'size-limits' }
  | { name: 'discard'; zone: Zone }
  | { name: 'state-based' }
  | { name: 'turn-end' }
  | { name: 'done' }

export interface GaState {
  stage: Stage
  /** The effects stack, bottom first (effect ids). */
  stack: string[]
  /** Instants activated so far (each may be activated once). */
  used: string[]
  /** The turn player's hand and memory (card keys), which the size-limit discards change. */
  hand: string[]
  memory: string[]
}

export function initialState(board: GaBoard): GaState {
  return {
    stage: { name: 'place', seat: 0, remaining: [...board.beginning[board.turnPlayer]] },
    stack: [],
    used: [],
    hand: [...board.hand],
    memory: [...board.memory],
  }
}

export function withStage(state: GaState, stage: Stage): GaState {
  return { ...state, stage }
}
