/**
 * Grand Archive: the end phase (seed 002, the comprehensive rules' "Turn Order - End Phase"):
 * "beginning of the end phase" effects on the effects stack, Opportunity until all players pass on
 * an empty stack, then the special game actions and the end of the turn.
 */
import type { Ruleset } from '../core/procedure.js'
import { defineWindow } from '../core/resolve.js'
import { grandArchiveRequestReader } from './request.js'
import { openGrandArchiveEndPhase } from './window.js'

export const grandArchiveRuleset: Ruleset = {
  game: 'grand-archive',
  windows: [defineWindow('end', openGrandArchiveEndPhase)],
  readRequest: grandArchiveRequestReader,
}

export { openGrandArchiveEndPhase } from './window.js'
