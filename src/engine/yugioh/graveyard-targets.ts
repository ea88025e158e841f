/**
 * Whether an effect that targets cards in its controller's GY as it is activated has enough of them
 * there (GraveyardTargets, read from its card's text). A card the board does not show well enough
 * to tell (a card counted but not named, a kind or Type the catalog does not give) counts as one
 * that may be a target: only a GY the board shows to hold too few refuses the activation.
 */
import { UNNAMED_CARDS, type GraveyardTargets } from '../../domain/behaviour.js'
import { RULING_IDS, type RulingId } from '../core/ruling-ids.js'
import type { Player } from '../core/types.js'
import { otherPlayer } from '../core/priority.js'
import { zoneUnstated, type Board, type BoardCard } from './board.js'
import type { Context } from './report.js'
import { zoneOf, type PendingTrigger, type YgoState } from './state.js'

/** Whether `card` may be one of the targets (undefined facts do not rule it out). */
function mayBeTarget(card: BoardCard, targets: GraveyardTargets): boolean {
  if (card.name === UNNAMED_CARDS.other) return true
  if (targets.except?.includes(card.name) === true) return false
  if (targets.named !== undefined && !targets.named.some((named) => card.name.includes(named))) return false
  const type = card.cardType
  if (type !== undefined) {
    if (targets.kind === 'monster' && type !== 'monster') return false
    if (targets.kind === 'spell-trap' && type === 'monster') return false
    if ((targets.kind === 'spell' || targets.kind === 'trap') && type !== targets.kind) return false
  }
  if (targets.types !== undefined && card.monsterTypes !== undefined && !targets.types.includes(card.monsterTypes[0]!)) return false
  if (targets.monsterKind !== undefined && card.monsterTypes !== undefined && !card.monsterTypes.includes(targets.monsterKind)) return false
  if (targets.attribute !== undefined && card.attribute !== undefined && card.attribute !== targets.attribute) return false
  if (targets.maxLevel !== undefined && card.level !== undefined && card.level > targets.maxLevel) return false
  if (targets.maxAtk !== undefined && card.atk !== undefined && card.atk > targets.maxAtk) return false
  if (targets.minAtk !== undefined && card.atk !== undefined && card.atk < targets.minAtk) return false
  if (targets.maxDef !== undefined && card.def !== undefined && card.def > targets.maxDef) return false
  if (targets.minDef !== undefined && card.def !== undefined && card.def < targets.minDef) return false
  // Sent there this turn (destroyed by battle): a card the board says came earlier, or left the field another way, is none.
  if (targets.sentThisTurn === true && card.sentThisTurn === false) return false
  if (targets.destroyedByBattle === true && card.destroyedByBattle === false) return false
  return true
}

/**
 * Whether the GY the effect targets in (its controller's; `opponent`: the other player's) holds
 * enough cards the effect of the card `self` may target; with
 * "different Types", enough Types among them (a card whose Type is not known counts as one more).
 */
export function hasGraveyardTargets(board: Board, state: YgoState, self: string, controller: Player, targets: GraveyardTargets): boolean {
  // Its controller's GY, or the opponent's ("Target 1 card in your opponent's GY").
  const player = targets.opponent === true ? otherPlayer(controller) : controller
  // Its GY, or its banished cards ("target 1 of your banished … monsters").
  const zone = targets.zone ?? 'graveyard'
  // A zone the request does not list may hold anything: only one it shows refuses an activation.
  if (zoneUnstated(board, zone, player)) return true
  const candidates = [...board.cards.values()].filter(
    (card) => zoneOf(board, state, card.key) === zone && (card.owner ?? card.player) === player && !(targets.other === true && card.key === self) && mayBeTarget(card, targets),
  )
  // "… including a Cyberse Link Monster": one of them must be such a card (one the board does not type may be).
  const including = targets.including
  if (including !== undefined && !candidates.some((card) => card.name === UNNAMED_CARDS.other || card.monsterTypes === undefined || ((including.monsterType === undefined || card.monsterTypes[0] === including.monsterType) && (including.monsterKind === undefined || card.monsterTypes.includes(including.monsterKind))))) return false
  if (targets.differentTypes !== true) return candidates.length >= targets.count
  const types = new Set<string>()
  let unknown = 0
  for (const card of candidates) {
    const type = card.monsterTypes?.[0]
    if (type === undefined || card.name === UNNAMED_CARDS.other) unknown++
    else types.add(type)
  }
  return types.size + unknown >= targets.count
}

/**
 * Whether the trigger `id` of the card `key` (a discarded card's own, or an event trigger) has too
 * few targets in its controller's GY to be activated; if so, it is said (`cannot-activate`,
 * `no-target`), citing `ygo-target-required` and the caller's `rulings`.
 */
export function saidNoTarget(
  ctx: Context,
  state: YgoState,
  trigger: { key: string; id: string; player: Player; event?: PendingTrigger['event'] },
  targets: GraveyardTargets | undefined,
  rulings: readonly RulingId[],
): boolean {
  if (targets === undefined || hasGraveyardTargets(ctx.board, state, trigger.key, trigger.player, targets)) return false
  const card = ctx.board.cards.get(trigger.key)?.name
  ctx.report.emit('cannot-activate', { effect: trigger.id, player: trigger.player, card, reason: 'no-target', ...(trigger.event !== undefined ? { event: trigger.event } : {}) }, [RULING_IDS.targetRequired, ...rulings])
  return true
}
