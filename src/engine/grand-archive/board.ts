/**
 * The board as the Grand Archive end phase reads it: what does not change while the window runs
 * (effects, allies, card names), read and checked once per request. What changes (the effects
 * stack, Opportunity, the turn player's hand and memory) lives in the state (state.ts).
 *
 * Grand Archive fields are Grand Archive only, and Yu-Gi-Oh! fields Yu-Gi-Oh! only: a request that
 * mixes them is refused with InvalidBoardError naming the field, never read half.
 */
import { InvalidBoardError } from '../core/errors.js'
import { otherPlayer } from '../core/priority.js'
import type { EngineCard, GaEffectKind, Player } from '../core/types.js'
import type { GaRequest } from './types.js'

export interface GaEffectDef {
  /** Position in the request's gaEffects. */
  index: number
  id: string
  controller: Player
  card?: string
  kind: GaEffectKind
  limit?: number
  /** Limits: the player the limit binds. */
  appliesTo: Player
  subject?: string
  life?: number
}

export interface AllyDef {
  key: string
  name: string
  player: Player
  damage: number
  life: number
}

export interface GaBoard {
  turnPlayer: Player
  opponent: Player
  /** Every effect, in request order. */
  effects: GaEffectDef[]
  byId: Map<string, GaEffectDef>
  /** "Beginning of the end phase" effects by controller, in request order. */
  beginning: Record<Player, string[]>
  /** Allies of both players, A's then B's, in request order. */
  allies: AllyDef[]
  /** The turn player's hand and memory at the start of the window (card keys). */
  hand: string[]
  memory: string[]
  /** Card key → card name, for every card on the board. */
  cardNames: Record<string, string>
}

const PLAYERS: readonly Player[] = ['A', 'B']
const CARD_ZONES = ['hand', 'field', 'graveyard', 'memory'] as const
const KINDS: readonly GaEffectKind[] = [
  'beginning-of-end-phase',
  'instant',
  'until-end-of-turn',
  'as-turn-ends',
  'hand-size-limit',
  'memory-size-limit',
]
const LIMIT_KINDS: readonly GaEffectKind[] = ['hand-size-limit', 'memory-size-limit']

export function isLimitKind(kind: GaEffectKind): boolean {
  return LIMIT_KINDS.includes(kind)
}

/** Refuses the Yu-Gi-Oh! fields in a Grand Archive request. */
function assertNoYugiohFields(request: GaRequest): void {
  if (request.effects.length > 0) {
    throw new InvalidBoardError('effects', 'holds Yu-Gi-Oh! list items; Grand Archive effects go in gaEffects')
  }
  if (request.responses.length > 0) {
    throw new InvalidBoardError('responses', 'is Yu-Gi-Oh! only; in Grand Archive an effect used with Opportunity is a gaEffects item of kind "instant"')
  }
  for (const player of PLAYERS) {
    for (const zone of CARD_ZONES) {
      ;(request.players[player][zone] ?? []).forEach((card, i) => {
        if (card.behaviours.discard?.source === 'request') {
          throw new InvalidBoardError(`players.${player}.${zone}[${i}].onDiscard`, 'is Yu-Gi-Oh! only (hand-size discard triggers)')
        }
      })
    }
  }
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)

export function readBoard(request: GaRequest): GaBoard {
  assertNoYugiohFields(request)
  const turnPlayer = request.turnPlayer
  const cardNames: Record<string, string> = {}
  const keyUsed = (key: string) => Object.prototype.hasOwnProperty.call(cardNames, key)

  for (const player of PLAYERS) {
    for (const zone of CARD_ZONES) {
      ;(request.players[player][zone] ?? []).forEach((card: EngineCard, i) => {
        if (keyUsed(card.key)) throw new InvalidBoardError(`players.${player}.${zone}[${i}].key`, `"${card.key}" is the key of another card`)
        cardNames[card.key] = card.name
      })
    }
  }

  const allies: AllyDef[] = []
  for (const player of PLAYERS) {
    ;(request.players[player].allies ?? []).forEach((ally, i) => {
      const field = `players.${player}.allies[${i}]`
      if (typeof ally.key !== 'string' || ally.key === '') throw new InvalidBoardError(`${field}.key`, 'an ally needs a key')
      if (keyUsed(ally.key)) throw new InvalidBoardError(`${field}.key`, `"${ally.key}" is the key of another card`)
      if (!isInteger(ally.damage) || ally.damage < 0) throw new InvalidBoardError(`${field}.damage`, 'must be an integer, 0 or more')
      if (!isInteger(ally.life)) throw new InvalidBoardError(`${field}.life`, 'must be an integer')
      cardNames[ally.key] = ally.name
      allies.push({ key: ally.key, name: ally.name, player, damage: ally.damage, life: ally.life })
    })
  }
  const allyKeys = new Set(allies.map((ally) => ally.key))

  const effects: GaEffectDef[] = []
  const byId = new Map<string, GaEffectDef>()
  const beginning: Record<Player, string[]> = { A: [], B: [] }
  ;(request.gaEffects ?? []).forEach((effect, index) => {
    const field = `gaEffects[${index}]`
    if (typeof effect.id !== 'string' || effect.id === '') throw new InvalidBoardError(`${field}.id`, 'an effect needs an id')
    if (byId.has(effect.id)) throw new InvalidBoardError(`${field}.id`, `"${effect.id}" is used by another effect`)
    if (!PLAYERS.includes(effect.controller)) throw new InvalidBoardError(`${field}.controller`, 'must be "A" or "B"')
    if (!KINDS.includes(effect.kind)) throw new InvalidBoardError(`${field}.kind`, `must be one of ${KINDS.map((k) => `"${k}"`).join(', ')}`)
    const limits = isLimitKind(effect.kind)
    if (limits && (!isInteger(effect.limit) || effect.limit < 0)) {
      throw new InvalidBoardError(`${field}.limit`, `a ${effect.kind} effect needs a limit: an integer, 0 or more`)
    }
    if (!limits && effect.limit !== undefined) throw new InvalidBoardError(`${field}.limit`, 'only hand-size-limit and memory-size-limit effects take a limit')
    if (effect.appliesTo !== undefined) {
      if (!limits) throw new InvalidBoardError(`${field}.appliesTo`, 'only hand-size-limit and memory-size-limit effects bind a player')
      if (!PLAYERS.includes(effect.appliesTo)) throw new InvalidBoardError(`${field}.appliesTo`, 'must be "A" or "B"')
    }
    if (effect.subject !== undefined) {
      if (effect.kind !== 'until-end-of-turn') throw new InvalidBoardError(`${field}.subject`, 'only until-end-of-turn effects take a subject (the ally whose life they change)')
      if (!allyKeys.has(effect.subject)) throw new InvalidBoardError(`${field}.subject`, `"${effect.subject}" is not the key of an ally`)
    }
    if (effect.life !== undefined) {
      if (effect.subject === undefined) throw new InvalidBoardError(`${field}.life`, 'a life change needs the subject ally it applies to')
      if (!isInteger(effect.life)) throw new InvalidBoardError(`${field}.life`, 'must be an integer')
    }
    const def: GaEffectDef = { index, id: effect.id, controller: effect.controller, kind: effect.kind, appliesTo: effect.appliesTo ?? effect.controller }
    if (effect.card !== undefined) def.card = effect.card
    if (effect.limit !== undefined) def.limit = effect.limit
    if (effect.subject !== undefined) def.subject = effect.subject
    if (effect.life !== undefined) def.life = effect.life
    effects.push(def)
    byId.set(def.id, def)
    if (def.kind === 'beginning-of-end-phase') beginning[def.controller].push(def.id)
  })

  const own = request.players[turnPlayer]
  return {
    turnPlayer,
    opponent: otherPlayer(turnPlayer),
    effects,
    byId,
    beginning,
    allies,
    hand: own.hand.map((card) => card.key),
    memory: (own.memory ?? []).map((card) => card.key),
    cardNames,
  }
}

export function effectOf(board: GaBoard, id: string | undefined): GaEffectDef {
  const effect = id === undefined ? undefined : board.byId.get(id)
  if (effect === undefined) throw new Error(`no Grand Archive effect "${String(id)}"`)
  return effect
}
