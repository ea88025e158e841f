/**
 * Grand Archive's request reader. Its cards are not in the catalog: a card is named by the client
 * and carries no stored behaviour; what happens comes from the board's effects. Yu-Gi-Oh! fields
 * and kinds are refused here, naming the field. Pure.
 */
import { InvalidRequestError } from '../core/errors.js'
import { commonFields, type RequestReader, type WireCardRef, type WireRequest, type WireZone } from '../core/request.js'
import type { EngineCard, EngineRequest, GaEffectKind } from '../core/types.js'
import type { GaRequest } from './types.js'
import type { Player } from '../core/vocabulary.js'

const PLAYERS: Player[] = ['A', 'B']
const ZONES = ['hand', 'field', 'graveyard', 'banished'] as const
const YUGIOH_KINDS = new Set(['trigger', 'apply', 'expire', 'quick'])

const refName = (ref: WireCardRef): string => String(typeof ref === 'object' ? ref.card : ref)
const isCount = (entry: unknown): boolean => typeof entry === 'object' && entry !== null && 'count' in entry
const isToken = (entry: unknown): boolean => typeof entry === 'object' && entry !== null && 'token' in entry

function read(request: WireRequest): GaRequest {
  const used = new Set<string>()
  const uniqueKey = (wanted: string) => {
    let key = wanted
    for (let n = 2; used.has(key); n++) key = `${wanted} #${n}`
    used.add(key)
    return key
  }
  // Cards nobody named are a Yu-Gi-Oh! notion: a Grand Archive board names its cards.
  for (const player of PLAYERS) {
    for (const zone of ['hand', 'field', 'graveyard'] as const) {
      const cards = request.players[player][zone]
      const counted = typeof cards === 'number' ? -1 : (cards ?? []).findIndex(isCount)
      if (counted !== -1 || typeof cards === 'number') {
        const field = typeof cards === 'number' ? `players.${player}.${zone}` : `players.${player}.${zone}[${counted}].count`
        throw new InvalidRequestError(field, `${field}: cards nobody named are a Yu-Gi-Oh! notion; a Grand Archive board names its cards`)
      }
      const token = typeof cards === 'number' ? -1 : (cards ?? []).findIndex(isToken)
      if (token !== -1) {
        const field = `players.${player}.${zone}[${token}].token`
        throw new InvalidRequestError(field, `${field}: Tokens are a Yu-Gi-Oh! notion; a Grand Archive board names its cards`)
      }
    }
  }
  const named = (zone: WireZone | undefined): WireCardRef[] => (typeof zone === 'number' ? [] : (zone ?? []).filter((entry): entry is WireCardRef => !isCount(entry) && !isToken(entry)))
  const cardOf = (ref: WireCardRef): EngineCard => {
    const name = refName(ref)
    const key = uniqueKey(typeof ref === 'object' && ref.key ? ref.key : name)
    return { key, name, password: null, behaviours: { phases: [] } }
  }
  const players = {} as GaRequest['players']
  for (const player of PLAYERS) {
    const zones = request.players[player]
    players[player] = {
      hand: named(zones.hand).map(cardOf),
      field: named(zones.field).map(cardOf),
      graveyard: named(zones.graveyard).map(cardOf),
      memory: (zones.memory ?? []).map(cardOf),
      allies: (zones.allies ?? []).map((ally) => ({ key: uniqueKey(ally.key ?? ally.card), name: ally.card, damage: ally.damage, life: ally.life })),
    }
  }
  if (request.thisTurn !== undefined) throw new InvalidRequestError('thisTurn', 'thisTurn is a Yu-Gi-Oh! field; Grand Archive boards do not take it')
  for (const player of PLAYERS) {
    for (const name of ['banished', 'lp', 'deck'] as const) {
      if (request.players[player][name] !== undefined) {
        const field = `players.${player}.${name}`
        throw new InvalidRequestError(field, `${field} is a Yu-Gi-Oh! field; Grand Archive boards do not take it`)
      }
    }
    for (const zone of ZONES) {
      const entries = request.players[player][zone]
      if (typeof entries === 'number' || entries === undefined) continue
      entries.forEach((ref, i) => {
        if (isCount(ref) || typeof ref !== 'object') return
        if ('negatedUntil' in ref && ref.negatedUntil !== undefined) {
          const field = `players.${player}.${zone}[${i}].negatedUntil`
          throw new InvalidRequestError(field, `${field} is a Yu-Gi-Oh! field; Grand Archive boards do not take it`)
        }
        if ('onDiscard' in ref && ref.onDiscard) {
          const field = `players.${player}.${zone}[${i}].onDiscard`
          throw new InvalidRequestError(field, `${field} is a Yu-Gi-Oh! hand-size notion; Grand Archive boards do not take it`)
        }
      })
    }
  }
  return {
    game: 'grand-archive',
    phase: request.phase ?? 'end',
    turnPlayer: request.turnPlayer,
    players,
    effects: [],
    gaEffects: (request.effects ?? []).map((e, i) => {
      if (YUGIOH_KINDS.has(e.kind)) {
        const field = `effects[${i}].kind`
        throw new InvalidRequestError(field, `${field} "${e.kind}" is a Yu-Gi-Oh! kind; Grand Archive effects are beginning-of-end-phase, instant, until-end-of-turn, as-turn-ends, hand-size-limit or memory-size-limit`)
      }
      for (const name of ['mandatory', 'negatedUntil', 'moves', 'destroys', 'lasts', 'simultaneous'] as const) {
        if (e[name] !== undefined) {
          const field = `effects[${i}].${name}`
          throw new InvalidRequestError(field, `${field} is a Yu-Gi-Oh! field; Grand Archive effects do not take it`)
        }
      }
      const { card, kind, id, controller, limit, appliesTo, subject, life } = e
      return {
        id,
        controller,
        kind: kind as GaEffectKind,
        ...(card !== undefined ? { card: String(card) } : {}),
        ...(limit !== undefined ? { limit } : {}),
        ...(appliesTo !== undefined ? { appliesTo } : {}),
        ...(subject !== undefined ? { subject } : {}),
        ...(life !== undefined ? { life } : {}),
      }
    }),
    responses: (request.responses ?? []) as EngineRequest['responses'],
    ...commonFields(request),
  }
}

/** Grand Archive names no catalog card: nothing to look up. */
export const grandArchiveRequestReader: RequestReader = { cardSites: () => [], read }
