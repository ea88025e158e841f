/**
 * After the list phase (and the hand-size adjustment): no new chain may start once the discard has
 * happened (12/08/08); "until the end of the turn" effects end; the turn ends. Windows that do not
 * end the turn (Standby Phase, End Step of the Battle Phase) just end.
 */
import { RULING_IDS } from '../core/ruling-ids.js'
import { decide, go, type Context, type Next } from './report.js'
import { withStage, type YgoState } from './state.js'

/** After a hand-size discard the turn player cannot start a new chain: the only action is to go on. */
export function decideClosing(ctx: Context, state: YgoState): Next {
  if (state.discardRounds === 0) return go(withStage(state, { name: 'end-of-turn' }))
  return decide(state, {
    window: 'end-of-turn',
    kind: 'closing',
    player: ctx.board.turnPlayer,
    legal: [{ type: 'pass' }],
    rulings: [RULING_IDS.handSizeNoNewQuick, RULING_IDS.quickAfterHandSize, RULING_IDS.handSizeNeverOpen],
  })
}

export function endTurn(ctx: Context, state: YgoState): Next {
  const { board, report } = ctx
  for (const expiry of board.endOfTurn) {
    report.emit('expire', { effect: expiry.id, player: expiry.controller, card: expiry.card, window: 'end-of-turn' }, [
      RULING_IDS.untilEndOfTurn,
      RULING_IDS.endOfTurn,
    ])
  }
  report.emit('turn-end', { player: board.turnPlayer }, [RULING_IDS.endOfTurn, RULING_IDS.phaseParts])
  return { kind: 'end', state: withStage(state, { name: 'done' }) }
}

export function endPhaseWindow(ctx: Context, state: YgoState): Next {
  ctx.report.emit('phase-end', { phase: ctx.board.config.phase }, ctx.board.config.phaseEndRulings)
  return { kind: 'end', state: withStage(state, { name: 'done' }) }
}
