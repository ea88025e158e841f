/**
 * Step 3 of the end phase (seed 002): once the stack is empty and all players passed, special game
 * actions in order, with no Opportunity:
 *   (a) temporary damage marked on allies is removed;
 *   (b) "until end of turn"/"this turn" effects end, then "as the turn ends" effects happen;
 *   (c) if an effect imposes a hand-size or memory-size limit on the turn player, they discard from
 *       the zone over its limit until no limit is exceeded (there is no default hand-size limit);
 *   (d) state-based actions are checked: an ally whose damage equals or exceeds its life is destroyed.
 * Then the turn ends.
 *
 * Discards: the hand first, then the memory (zones are counted separately, so the order changes
 * nothing but the order of the steps); which cards is the turn player's decision, by default the
 * cards listed last in that zone (the core's default policy).
 */
import { RULING_IDS, type RulingId } from '../core/ruling-ids.js'
import type { Action } from '../core/types.js'
import type { AllyDef, GaBoard, GaEffectDef } from './board.js'
import { decide, go, type Context, type Next } from './report.js'
import { withStage, type GaState, type Stage, type Zone } from './state.js'

type DiscardStage = Extract<Stage, { name: 'discard' }>

const LIMIT_KIND: Record<Zone, GaEffectDef['kind']> = { hand: 'hand-size-limit', memory: 'memory-size-limit' }

export function removeDamage(ctx: Context, state: GaState): Next {
  const damaged = ctx.board.allies.filter((ally) => ally.damage > 0)
  ctx.report.emit(
    'damage-removed',
    { allies: damaged.map((ally) => ({ ally: ally.key, name: ally.name, player: ally.player, damage: ally.damage })) },
    [RULING_IDS.gaDamageRemoved, RULING_IDS.gaPhaseOrder],
  )
  return go(withStage(state, { name: 'end-of-turn-effects' }))
}

export function endOfTurnEffects(ctx: Context, state: GaState): Next {
  const { board, report } = ctx
  for (const effect of board.effects.filter((e) => e.kind === 'until-end-of-turn')) {
    const subject = effect.subject === undefined ? undefined : board.allies.find((ally) => ally.key === effect.subject)
    report.emit(
      'expire',
      {
        effect: effect.id,
        player: effect.controller,
        card: effect.card,
        subject: effect.subject,
        // The life change the effect made is undone: the ally's life after it ended.
        life: subject !== undefined && effect.life !== undefined ? lifeAfterExpiry(board, subject) : undefined,
        window: 'special-actions',
      },
      [RULING_IDS.gaEndOfTurnEffects],
    )
  }
  for (const effect of board.effects.filter((e) => e.kind === 'as-turn-ends')) {
    report.emit('as-turn-ends', { effect: effect.id, player: effect.controller, card: effect.card, outcome: 'applied' }, [RULING_IDS.gaEndOfTurnEffects])
  }
  return go(withStage(state, { name: 'size-limits' }))
}

/** The smallest limit imposed on the turn player's zone, and the effects imposing one. */
export function zoneLimit(board: GaBoard, zone: Zone): { limit: number | null; by: string[] } {
  const imposing = board.effects.filter((effect) => effect.kind === LIMIT_KIND[zone] && effect.appliesTo === board.turnPlayer)
  if (imposing.length === 0) return { limit: null, by: [] }
  return { limit: Math.min(...imposing.map((effect) => effect.limit ?? Infinity)), by: imposing.map((effect) => effect.id) }
}

export function checkSizeLimits(ctx: Context, state: GaState): Next {
  const { board, report } = ctx
  const hand = zoneLimit(board, 'hand')
  const memory = zoneLimit(board, 'memory')
  const over = (hand.limit !== null && state.hand.length > hand.limit) || (memory.limit !== null && state.memory.length > memory.limit)
  const rulings: RulingId[] = [RULING_IDS.gaSizeLimits, ...(hand.limit === null ? [RULING_IDS.gaNoDefaultHandSize] : [])]
  report.emit(
    'size-limit',
    {
      player: board.turnPlayer,
      hand: state.hand.length,
      handLimit: hand.limit,
      memory: state.memory.length,
      memoryLimit: memory.limit,
      over,
      by: [...hand.by, ...memory.by],
    },
    rulings,
  )
  return go(withStage(state, { name: 'discard', zone: 'hand' }))
}

function afterDiscard(zone: Zone): Stage {
  return zone === 'hand' ? { name: 'discard', zone: 'memory' } : { name: 'state-based' }
}

export function decideDiscard(ctx: Context, state: GaState, stage: DiscardStage): Next {
  const { board } = ctx
  const { limit } = zoneLimit(board, stage.zone)
  const cards = state[stage.zone]
  if (limit === null || cards.length <= limit) return go(withStage(state, afterDiscard(stage.zone)))
  const cardNames: Record<string, string> = {}
  for (const key of cards) cardNames[key] = board.cardNames[key] ?? key
  return decide(state, {
    window: 'special-actions',
    kind: 'discard',
    player: board.turnPlayer,
    legal: [{ type: 'discard', count: cards.length - limit, from: [...cards] }],
    rulings: [RULING_IDS.gaSizeLimits],
    cardNames,
  })
}

export function answerDiscard(ctx: Context, state: GaState, stage: DiscardStage, answer: Action): GaState {
  const { board, report } = ctx
  const discarded = answer.cards ?? []
  const before = state[stage.zone]
  const after = before.filter((key) => !discarded.includes(key))
  report.emit(
    'discard',
    {
      player: board.turnPlayer,
      zone: stage.zone,
      cards: discarded,
      names: discarded.map((key) => board.cardNames[key] ?? key),
      reason: 'size-limit',
      limit: zoneLimit(board, stage.zone).limit,
      count: { before: before.length, after: after.length },
    },
    [RULING_IDS.gaSizeLimits],
  )
  return withStage({ ...state, [stage.zone]: after }, afterDiscard(stage.zone))
}

/** An ally's life once every "until end of turn" change to it has ended. */
function lifeAfterExpiry(board: GaBoard, ally: AllyDef): number {
  let life = ally.life
  for (const effect of board.effects) {
    if (effect.kind === 'until-end-of-turn' && effect.subject === ally.key && effect.life !== undefined) life -= effect.life
  }
  return life
}

export function checkStateBased(ctx: Context, state: GaState): Next {
  const { board, report } = ctx
  // Damage was removed in (a): every ally's damage is 0 now; EOT life changes ended in (b).
  const damage = 0
  const destroyed = board.allies.filter((ally) => damage >= lifeAfterExpiry(board, ally))
  const spared = board.allies.filter((ally) => ally.damage > 0 && ally.damage >= ally.life && !destroyed.includes(ally))
  report.emit(
    'state-based',
    {
      destroyed: destroyed.map((ally) => ally.key),
      spared: spared.length > 0 ? spared.map((ally) => ally.key) : undefined,
    },
    [RULING_IDS.gaStateBased, ...(spared.length > 0 ? [RULING_IDS.gaDamageRemoved] : [])],
  )
  for (const ally of destroyed) {
    report.emit('destroyed', { ally: ally.key, name: ally.name, player: ally.player, damage, life: lifeAfterExpiry(board, ally) }, [
      RULING_IDS.gaStateBased,
    ])
  }
  return go(withStage(state, { name: 'turn-end' }))
}

export function endTurn(ctx: Context, state: GaState): Next {
  ctx.report.emit('turn-end', { player: ctx.board.turnPlayer }, [RULING_IDS.gaPhaseOrder])
  return { kind: 'end', state: withStage(state, { name: 'done' }) }
}
