/** Yu-Gi-Oh! (OCG/TCG): the windows that run the list procedure. */
import { defineWindow } from '../core/resolve.js'
import type { Ruleset } from '../core/procedure.js'
import { BATTLE_END_STEP, END_PHASE, STANDBY_PHASE } from './board.js'
import { yugiohRequestReader } from './request.js'
import { openYugiohWindow } from './window.js'

export const yugiohRuleset: Ruleset = {
  game: 'yugioh',
  windows: [
    defineWindow('end', openYugiohWindow(END_PHASE)),
    defineWindow('standby', openYugiohWindow(STANDBY_PHASE)),
    defineWindow('battle-end-step', openYugiohWindow(BATTLE_END_STEP)),
  ],
  readRequest: yugiohRequestReader,
}

export { DEFAULT_HAND_SIZE_LIMIT, handSizeLimit } from './hand-size.js'
