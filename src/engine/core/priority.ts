/**
 * Priority passing, shared by every game: the turn player holds priority first; each pass hands it
 * to the next player; when every player has passed in succession the round is over; any action
 * gives priority back to the turn player (Yu-Gi-Oh!: the list phase starts anew; Grand Archive:
 * Opportunity returns after each resolution).
 */
import type { Player } from './types.js'

export interface PriorityRound {
  /** Seating from the turn player on. */
  readonly order: readonly Player[]
  /** Index into `order` of the player holding priority. */
  readonly holder: number
  /** Passes in succession so far. */
  readonly passes: number
}

export function otherPlayer(player: Player): Player {
  return player === 'A' ? 'B' : 'A'
}

export function openPriority(turnPlayer: Player): PriorityRound {
  return { order: [turnPlayer, otherPlayer(turnPlayer)], holder: 0, passes: 0 }
}

export function priorityHolder(round: PriorityRound): Player {
  const player = round.order[round.holder]
  if (player === undefined) throw new Error('priority round has no holder')
  return player
}

/** The holder passes: the next player gets priority, or the round is over when all have passed. */
export function passPriority(round: PriorityRound): PriorityRound | 'all-passed' {
  const passes = round.passes + 1
  if (passes >= round.order.length) return 'all-passed'
  return { order: round.order, holder: (round.holder + 1) % round.order.length, passes }
}

/** After an action (and everything it started has resolved), priority goes back to the turn player. */
export function priorityAfterAction(round: PriorityRound): PriorityRound {
  return { order: round.order, holder: 0, passes: 0 }
}

export function isTurnPlayersPriority(round: PriorityRound): boolean {
  return round.holder === 0
}
