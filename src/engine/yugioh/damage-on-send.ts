/**
 * Continuous effects that deal damage each time cards are sent to the GY (a face-up card's effect,
 * not activated: it starts no chain and is applied as the cards arrive, seed 004's "effect that
 * resolves after discarding (unchainable)"). Applied wherever the window sends cards to the GY: an
 * item, a cost, the hand-size discard. As the turn ends the same effects are told by the end of the
 * turn's own steps (end-of-turn.ts).
 */
import { sayUnread } from './unread.js'
import { RULING_IDS } from '../core/ruling-ids.js'
import type { DamagePrevented } from '../core/events.js'
import type { Player } from '../core/types.js'
import { pairRulings } from './card-knowledge.js'
import type { Board } from './board.js'
import { applying, effectDamageProtection, type Protection } from './continuous.js'
import type { Context } from './report.js'
import { cardName, controllerOf, type YgoState } from './state.js'

/**
 * Effect damage to `owner`: prevented by a "no effect damage" effect applying, else taken from the
 * owner's LP where both the amount and the LP are known. Shared by the window and the end of the turn.
 */
export function effectDamage(board: Board, state: YgoState, owner: Player, amount: number | undefined): { state: YgoState; lp?: Partial<Record<Player, number>>; prevented?: DamagePrevented[]; protection?: Protection } {
  const protection = effectDamageProtection(board, state, owner)
  if (protection) return { state, protection, prevented: [{ player: owner, by: protection.by, effect: protection.effect }] }
  const had = state.lp[owner]
  if (amount === undefined || had === null) return { state }
  const after = Math.max(0, had - amount)
  return { state: { ...state, lp: { ...state.lp, [owner]: after } }, lp: { [owner]: after } }
}

/** Each `damage-on-send` effect applying in `before` deals its damage to the owner of each card of `sent` (in the GY now). */
export function damageForSentCards(ctx: Context, before: YgoState, state: YgoState, sent: ReadonlyArray<{ key: string; owner: Player }>): YgoState {
  if (sent.length === 0) return state
  const { board, report } = ctx
  const sources = applying(board, before, 'damage-on-send')
  if (sources.length === 0) return state
  let next = state
  for (const source of sources) {
    const controller = controllerOf(next, { controller: board.cards.get(source.key)?.player ?? 'A', origin: source.key })
    const amount = source.effect.amount
    for (const { key, owner } of sent) {
      const had = next.lp[owner]
      const { state: damaged, lp, prevented, protection } = effectDamage(board, next, owner, amount)
      next = damaged
      const name = cardName(board, next, key) ?? key
      report.emit(
        'continuous-damage',
        {
          effect: source.key,
          player: controller,
          card: source.name,
          chain: false,
          subject: key,
          name,
          ...(lp ? { lp } : {}),
          ...(prevented ? { prevented } : {}),
          // No amount in the data, or LP not given: the damage is dealt, by how much the answer cannot say.
          ...(amount === undefined || (had === null && !protection) ? { effectOnState: 'unknown' as const } : {}),
          ...(source.effect.condition !== undefined ? { assumes: [source.effect.condition] } : {}),
        },
        [RULING_IDS.continuousEffects, ...(prevented ? [RULING_IDS.noEffectDamage] : []), ...pairRulings(board, [source.name, name, protection?.by])],
      )
      next = sayUnread(ctx, next, ['damage', 'lp'])
    }
  }
  return next
}
