/**
 * Grand Archive's own request fields, on top of the core's request: its effects (not list items)
 * and two zones of its boards, memory and allies. Its reader (request.ts) writes them; its window
 * reads them (board.ts). The effect kinds stay in the core's vocabulary, which its events name.
 */
import type { EngineCard, EngineRequest, PlayerBoard } from '../core/types.js'
import type { GaEffectKind, Player } from '../core/vocabulary.js'

/** Grand Archive: an ally on the field. */
export interface GaAlly {
  /** Unique on the board, like a card key. */
  key: string
  name: string
  /** Temporary damage marked on it this turn (removed by the end phase's first special game action). */
  damage: number
  /** Its life now, every effect that changes it counted (an "until end of turn" change included, see GaEffect.life). */
  life: number
}

/** Grand Archive only: one effect of the window (Yu-Gi-Oh!'s `effects` are list items, these are not). */
export interface GaEffect {
  id: string
  controller: Player
  /** Card name, shown in events. */
  card?: string
  kind: GaEffectKind
  /** hand-size-limit / memory-size-limit: the most cards the zone may hold (an integer, 0 or more). */
  limit?: number
  /** hand-size-limit / memory-size-limit: the player the limit binds (default: the controller). */
  appliesTo?: Player
  /** until-end-of-turn: the key of the ally whose life the effect changes. */
  subject?: string
  /** until-end-of-turn with a subject: the change to the ally's life, already counted in its `life`, undone when the effect ends. */
  life?: number
}

export interface GaPlayerBoard extends PlayerBoard {
  /** The cards in the player's memory (a hidden zone a memory-size limit counts). */
  memory?: EngineCard[]
  /** The player's allies on the field, with the damage marked on them and their life. */
  allies?: GaAlly[]
}

/** The engine's request for a Grand Archive window. */
export interface GaRequest extends EngineRequest {
  players: Record<Player, GaPlayerBoard>
  /** The effects of the end phase (`effects`, Yu-Gi-Oh!'s list items, stays empty). */
  gaEffects?: GaEffect[]
}
