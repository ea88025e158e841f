/**
 * Yu-Gi-Oh!'s request reader: the request as a client writes it, with its cards looked up by the
 * catalog, into the engine's request. Keys for every card (repeats numbered), the facts a board
 * states of a card, discard behaviours the request gives, the items the turn so far leaves
 * (this-turn.ts), and what an expiry lasts and holds by its card's data. Pure; a request it refuses
 * throws InvalidRequestError naming the field.
 */
import { UNNAMED_CARDS, movesItself, type BoardAction, type CardBehaviours, type CardSelection, type DiscardBehaviour, type LingeringEffect, type PhaseBehaviour, type PhaseWindow } from '../../domain/behaviour.js'
import { InvalidRequestError } from '../core/errors.js'
import {
  commonFields,
  type CardSite,
  type CatalogCard,
  type ReadContext,
  type RequestReader,
  type WireCardName,
  type WireCardRef,
  type WireDiscard,
  type WireNamedCard,
  type WireRequest,
  type WireTurnEntry,
  type WireToken,
  type WireUnnamedCards,
  type WireZone,
} from '../core/request.js'
import { CARD_FACTS, type Effect, type EngineCard, type EngineRequest, type ExpiryLasts, type PlayerBoard, type Response } from '../core/types.js'
import type { Player } from '../core/vocabulary.js'
import { deriveThisTurn, type DerivedEffect, type TurnEvent } from './this-turn.js'

const PLAYERS: Player[] = ['A', 'B']
const ZONES = ['hand', 'field', 'graveyard', 'banished'] as const
const KINDS = new Set(['trigger', 'apply', 'expire', 'quick'])

type ZoneEntry = WireCardRef | WireUnnamedCards | WireToken
/** A card of the board whose data offers it at its controller's priority or as a response; `fromHand`: a Trap activated from the hand its text allows. */
type Offered = { player: Player; key: string; stored: CatalogCard; fromHand?: true }
const isCount = (entry: ZoneEntry): entry is WireUnnamedCards => typeof entry === 'object' && 'count' in entry
const isToken = (entry: ZoneEntry): entry is WireToken => typeof entry === 'object' && 'token' in entry
/** A zone's entries: a number of cards nobody named is that many `{ count: 1 }`-like entries, counted together. */
function zoneEntries(zone: WireZone | undefined): ZoneEntry[] {
  if (zone === undefined) return []
  return typeof zone === 'number' ? (zone > 0 ? [{ count: zone }] : []) : zone
}

function refOf(cardRef: WireNamedCard | WireCardRef): WireCardName {
  return typeof cardRef === 'object' ? cardRef.card : cardRef
}

/** Every card an onDiscard names, nested ones included, with their paths. */
function discardSites(onDiscard: Omit<WireDiscard, 'trigger' | 'mandatory'>, path: string, sites: CardSite[]): void {
  for (const list of ['adds', 'sends', 'summons'] as const) {
    onDiscard[list]?.forEach((ref, j) => {
      const at = `${path}.onDiscard.${list}[${j}]`
      sites.push({ path: at, ref: refOf(ref) })
      if (typeof ref === 'object' && ref.onDiscard) discardSites(ref.onDiscard, at, sites)
    })
  }
}

/** Every item's kind is one of this game's, and every item but a quick effect says whether it is mandatory: checked before any card is looked up. */
function checkKinds(request: WireRequest): void {
  request.effects?.forEach((effect, i) => {
    if (!KINDS.has(effect.kind)) {
      const field = `effects[${i}].kind`
      throw new InvalidRequestError(field, `${field} "${effect.kind}" is a Grand Archive kind; Yu-Gi-Oh! items are trigger, apply, expire or quick`)
    }
    if (effect.mandatory === undefined && effect.kind !== 'quick') throw new InvalidRequestError(`effects[${i}].mandatory`, `effects[${i}].mandatory is required`)
  })
}

function cardSites(request: WireRequest): CardSite[] {
  checkKinds(request)
  const sites: CardSite[] = []
  for (const player of PLAYERS) {
    for (const zone of ZONES) {
      zoneEntries(request.players[player][zone]).forEach((entry, i) => {
        if (isCount(entry) || isToken(entry)) return
        const path = `players.${player}.${zone}[${i}]`
        sites.push({ path, ref: refOf(entry) })
        if (typeof entry === 'object' && entry.onDiscard) discardSites(entry.onDiscard, path, sites)
      })
    }
  }
  request.effects?.forEach((e, i) => e.card !== undefined && sites.push({ path: `effects[${i}].card`, ref: e.card }))
  request.thisTurn?.forEach((entry, i) => entry.activated !== undefined && sites.push({ path: `thisTurn[${i}].activated`, ref: refOf(entry.activated) }))
  request.responses?.forEach((r, i) => r.card !== undefined && sites.push({ path: `responses[${i}].card`, ref: r.card }))
  return sites
}

type CardOf = (ref: WireCardName) => CatalogCard

/** A discard behaviour as the request writes it, its cards by their canonical names. */
function requestDiscard(onDiscard: WireDiscard, card: CardOf): DiscardBehaviour {
  const { adds, sends, summons, ...rest } = onDiscard
  const names = (list: WireNamedCard[]) => list.map((ref) => card(refOf(ref)).name)
  return {
    trigger: rest.trigger,
    mandatory: rest.mandatory,
    ...(adds ? { adds: names(adds) } : {}),
    ...(sends ? { sends: names(sends) } : {}),
    ...(summons ? { summons: names(summons) } : {}),
    source: 'request',
  }
}

/**
 * What the request says of the cards a discard effect adds beyond their names (their keys, their
 * own onDiscard), by position; undefined when it says nothing more. A card the effect sends to the
 * GY or Special Summons never reaches the hand, so it is never discarded from it: an onDiscard of
 * its own could never be acted on, and is refused rather than ignored.
 */
function addedCards(onDiscard: WireDiscard, path: string, card: CardOf, keys: Map<string, string>): EngineCard['addsAs'] {
  for (const list of ['sends', 'summons'] as const) {
    onDiscard[list]?.forEach((ref, j) => {
      if (typeof ref !== 'object' || !ref.onDiscard) return
      const field = `${path}.${list}[${j}].onDiscard`
      throw new InvalidRequestError(field, `${field}: a card this effect ${list === 'sends' ? 'sends to the GY' : 'Special Summons'} is never discarded from the hand, so its own onDiscard could never apply; only a card it adds (adds) may carry one`)
    })
  }
  let said = false
  const out = (onDiscard.adds ?? []).map((ref, j) => {
    if (typeof ref !== 'object' || (ref.key === undefined && !ref.onDiscard)) return null
    said = true
    const as: NonNullable<NonNullable<EngineCard['addsAs']>[number]> = {}
    if (ref.key !== undefined) {
      const field = `${path}.adds[${j}].key`
      const other = keys.get(ref.key)
      if (other !== undefined) throw new InvalidRequestError(field, `${field} "${ref.key}" is already used by ${other}`)
      keys.set(ref.key, field)
      as.key = ref.key
    }
    if (ref.onDiscard) as.discard = requestDiscard(ref.onDiscard, card)
    return as
  })
  return said ? out : undefined
}

/**
 * How long an effect a request ends lasts when the request does not say: by its card's data. A
 * card whose only ends in this window are "until the end of this turn" ends as the turn ends,
 * after the hand-size step, not as a list item; a request that follows an older wording says
 * `lasts: "end-phase"`.
 */
function lastsByData(phases: readonly PhaseBehaviour[], phase: string): { lasts?: 'end-of-turn' } {
  const ends = phases.filter((b) => b.kind === 'expire' && (b.phase === phase || b.lasts === 'end-of-turn'))
  return ends.length > 0 && ends.every((b) => b.lasts === 'end-of-turn') ? { lasts: 'end-of-turn' } : {}
}

/**
 * What an effect a request ends did while it lasted, by its card's data (no effect damage until
 * the end of the turn): the `holds` of its expiries of the same duration, so the engine applies
 * them until the effect ends.
 */
function holdsByData(phases: readonly PhaseBehaviour[], lasts: ExpiryLasts | undefined, phase: string): { holds?: LingeringEffect[] } {
  const holds = phases.filter((b) => b.kind === 'expire' && b.holds !== undefined && (lasts === 'end-of-turn' ? b.lasts === 'end-of-turn' : b.phase === phase && b.lasts === undefined)).flatMap((b) => b.holds ?? [])
  return holds.length > 0 ? { holds } : {}
}

type BoardCards = Map<string, { card: EngineCard; zone: (typeof ZONES)[number]; player: Player }>

/** The board's cards by key, every zone, with the zone each is in and the player whose zone it is. */
function boardCards(players: EngineRequest['players']): BoardCards {
  const out: BoardCards = new Map()
  for (const player of PLAYERS) for (const zone of ZONES) for (const card of players[player][zone] ?? []) out.set(card.key, { card, zone, player })
  return out
}

/**
 * The field's cards of a selection as the board states them, seen from `player`: of the type it
 * names (a card the catalog does not type is not one), face-up unless stated Set, where it asks.
 * Only what a set-up acting on every such card needs: whose field, the card type, the position.
 */
function fieldSelection(cards: BoardCards, selection: CardSelection, player: Player): string[] {
  if (selection.zone !== 'field') return []
  const out: string[] = []
  for (const [key, entry] of cards) {
    if (entry.zone !== 'field') continue
    if (selection.whose !== undefined && selection.whose !== 'each' && (selection.whose === 'controller') !== (entry.player === player)) continue
    const type = entry.card.cardType
    if (selection.cards !== undefined && selection.cards !== 'any' && (type === undefined || (selection.cards === 'spell-trap' ? type === 'monster' : type !== selection.cards))) continue
    const position = selection.filter?.position
    if (position === 'face-up' && entry.card.position === 'set') continue
    if (position === 'set' && entry.card.position !== 'set') continue
    out.push(key)
  }
  return out
}

/**
 * What the turn so far says of the board's cards (summoned and how, sent to the GY, destroyed and
 * by what, attacked), as the facts a card may state itself; a fact the card states wins.
 */
function statedHistory(entry: WireTurnEntry, path: string, cards: BoardCards): void {
  const said = entry.activated !== undefined || (['summoned', 'sent', 'destroyed', 'attacked'] as const).some((list) => (entry[list]?.length ?? 0) > 0)
  if (!said) throw new InvalidRequestError(path, `${path} says nothing: give activated, summoned, sent, destroyed or attacked`)
  if (entry.summoned?.length && entry.how === undefined) throw new InvalidRequestError(`${path}.how`, `${path}.how is required with summoned (normal, tribute, flip or special)`)
  const at = (list: 'summoned' | 'sent' | 'destroyed' | 'attacked', j: number, key: string, zone?: 'graveyard'): EngineCard => {
    const found = cards.get(key)
    const field = `${path}.${list}[${j}]`
    if (!found) throw new InvalidRequestError(field, `${field} "${key}" is not the key of a card on the board`)
    if (zone !== undefined && found.zone !== zone) throw new InvalidRequestError(field, `${field} "${key}" is not in a GY: only a card in the GY was sent there`)
    return found.card
  }
  entry.summoned?.forEach((key, j) => {
    const summoned = at('summoned', j, key)
    summoned.summoned ??= entry.how as EngineCard['summoned']
    if (entry.how === 'flip') summoned.flipped ??= true
  })
  entry.sent?.forEach((key, j) => void (at('sent', j, key, 'graveyard').sentThisTurn ??= true))
  entry.destroyed?.forEach((key, j) => {
    const destroyed = at('destroyed', j, key, 'graveyard')
    destroyed.sentThisTurn ??= true
    if (entry.by === 'battle') destroyed.destroyedByBattle ??= true
    if (entry.by === 'effect') destroyed.destroyedByEffect ??= true
  })
  entry.attacked?.forEach((key, j) => void (at('attacked', j, key).attacked ??= true))
}

/**
 * A card `player` activated this turn whose hand-size limit lasts once it has resolved ("During the
 * current Duel, your hand size limit becomes 7": its `handSize.zone` is the GY) is in their GY where
 * the board lists it nowhere: its limit applies, as a player who says they activated it means.
 */
function resolvedThisTurn(request: WireRequest, card: CardOf, players: EngineRequest['players'], claimKey: (name: string, given: string | undefined, path: string) => string): void {
  request.thisTurn?.forEach((entry, i) => {
    if (entry.activated === undefined) return
    const stored = card(refOf(entry.activated))
    if (stored.behaviours.handSize?.zone !== 'graveyard') return
    if (PLAYERS.some((player) => ZONES.some((zone) => players[player][zone]?.some((listed) => listed.name === stored.name)))) return
    const key = claimKey(stored.name, undefined, `thisTurn[${i}].activated`)
    players[entry.player].graveyard.push({ key, name: stored.name, password: stored.password, behaviours: { phases: [], handSize: stored.behaviours.handSize }, ...(stored.cardType !== undefined ? { cardType: stored.cardType } : {}) })
  })
}

/** `player` activated a card of this name earlier this turn (the request's `thisTurn`). */
function activatedThisTurn(request: WireRequest, card: CardOf, player: Player, name: string): boolean {
  return (request.thisTurn ?? []).some((entry) => entry.player === player && entry.activated !== undefined && card(refOf(entry.activated)).name === name)
}

/**
 * The items the turn so far leaves in this window (this-turn.ts), from each activated card's
 * data; the cards a negation lasting until an item holds get `negatedUntil` (unless the board
 * already gives them one).
 */
function turnSoFar(
  request: WireRequest,
  players: EngineRequest['players'],
  card: CardOf,
  written: Array<{ id: string; card?: string; controller: Player; subject?: string }>,
  limits: ReadContext['limits'],
): DerivedEffect[] {
  if (!request.thisTurn?.length) return []
  const cards = boardCards(players)
  const types = new Map<string, NonNullable<DerivedEffect['cardType']>>()
  request.thisTurn.forEach((entry, i) => statedHistory(entry, `thisTurn[${i}]`, cards))
  const events: TurnEvent[] = request.thisTurn.flatMap((entry, i) => {
    if (entry.activated === undefined) return []
    const stored = card(refOf(entry.activated))
    const givenKey = typeof entry.activated === 'object' ? entry.activated.key : undefined
    if (givenKey !== undefined && cards.get(givenKey)?.card.name !== stored.name) {
      const field = `thisTurn[${i}].activated.key`
      throw new InvalidRequestError(field, `${field} "${givenKey}" is not the key of a ${stored.name} on the board`)
    }
    const cardKey = givenKey ?? [...cards.values()].find((c) => c.card.name === stored.name)?.card.key
    // "If this effect was used this turn": the card the entry activated has used one.
    if (cardKey !== undefined) cards.get(cardKey)!.card.activatedThisTurn ??= true
    if (stored.cardType !== undefined) types.set(stored.name, stored.cardType)
    // "You can only use 1 "X" effect per turn, and only once that turn": one activation this turn used
    // every effect of every X of that player (Silver Gadget's summon effect, then its destruction
    // trigger), unless the board states otherwise of a card.
    if (stored.oneEffectPerTurn === true) {
      for (const zone of ZONES) for (const held of players[entry.player][zone] ?? []) if (held.name === stored.name && held.usedThisTurn === undefined) held.usedThisTurn = true
    }
    const cardZone = cardKey !== undefined ? cards.get(cardKey)?.zone : undefined
    return {
      index: i,
      player: entry.player,
      card: { name: stored.name, behaviours: stored.behaviours },
      targets: entry.targets ?? [],
      affected: entry.affected ?? [],
      ...(cardKey !== undefined ? { cardKey } : {}),
      ...(cardZone !== undefined ? { cardZone } : {}),
      ...(entry.amount !== undefined ? { amount: entry.amount } : {}),
      ...(entry.id !== undefined ? { id: entry.id } : {}),
    }
  })
  const derived = deriveThisTurn(events, { phase: (request.phase ?? 'end') as PhaseWindow, turnPlayer: request.turnPlayer, keys: new Set(cards.keys()), names: new Map([...cards].map(([key, entry]) => [key, entry.card.name])), effects: written, selected: (selection, player) => fieldSelection(cards, selection, player) })
  // The board's items stay within what `effects` may hold, derived or written.
  if (derived.effects.length + written.length > limits.effects) {
    throw new InvalidRequestError('thisTurn', `thisTurn leaves ${derived.effects.length} items and effects writes ${written.length}: at most ${limits.effects} in all`)
  }
  for (const [key, until] of derived.negatedUntil) {
    const negated = cards.get(key)?.card
    if (negated && negated.negatedUntil === undefined) negated.negatedUntil = until
  }
  // The card activated is typed by the catalog: a cause the board holds no card for still has its type.
  return derived.effects.map((effect) => (types.has(effect.card) ? { ...effect, cardType: types.get(effect.card)! } : effect))
}

function read(request: WireRequest, context: ReadContext): EngineRequest {
  const card: CardOf = (ref) => context.cards.get(ref)!
  const phase = request.phase ?? 'end'
  const usedKeys = new Map<string, string>()
  // A card's key on the board: the one the request gives (a 400 where another card has it), else its
  // name, numbered " #2", " #3" where that is taken.
  const claimKey = (name: string, given: string | undefined, path: string): string => {
    if (given !== undefined && usedKeys.has(given)) throw new InvalidRequestError(`${path}.key`, `${path}.key "${given}" is already used by ${usedKeys.get(given)}`)
    let key = given ?? name
    for (let n = 2; usedKeys.has(key); n++) key = `${name} #${n}`
    usedKeys.set(key, path)
    return key
  }
  // Keys the board gives cards a discard effect adds: each names one card, as a zone card's key does.
  const nestedKeys = new Map<string, string>()
  const players = {} as EngineRequest['players']
  // Set Spells and Traps whose text negates an activation: each answers by itself, as its card says.
  const setAnswers: Offered[] = []
  // Set Spells and Traps whose text gives their activation no moment, and face-up monsters' Quick Effects read so: each is offered at its controller's priority.
  const freeActivations: Offered[] = []
  for (const player of PLAYERS) {
    // Another game's zones on a Yu-Gi-Oh! board are passed on, so the engine refuses them by name.
    const board: PlayerBoard & { memory?: EngineCard[]; allies?: Array<{ key: string; name: string; damage: number; life: number }> } = { hand: [], field: [], graveyard: [] }
    if (request.players[player].graveyard == null) board.graveyardUnstated = true
    if (request.players[player].banished == null) board.banishedUnstated = true
    for (const zone of ZONES) {
      const entries = zoneEntries(request.players[player][zone])
      const held = entries.reduce<number>((n, entry) => n + (isCount(entry) ? entry.count : 1), 0)
      if (held > context.limits.cardsPerZone) {
        const field = `players.${player}.${zone}`
        throw new InvalidRequestError(field, `${field} holds ${held} cards, named and counted: at most ${context.limits.cardsPerZone}`)
      }
      entries.forEach((cardRef, i) => {
        if (isCount(cardRef)) {
          // Cards nobody named: each is there, and does nothing of its own.
          for (let n = 0; n < cardRef.count; n++) {
            const key = claimKey(UNNAMED_CARDS.other, undefined, `players.${player}.${zone}[${i}]`)
            ;(board[zone] ??= []).push({ key, name: UNNAMED_CARDS.other, password: null, behaviours: { phases: [] } })
          }
          return
        }
        const path = `players.${player}.${zone}[${i}]`
        if (isToken(cardRef)) {
          // A Token leaving the field ceases to exist: it is never listed anywhere else.
          if (zone !== 'field') throw new InvalidRequestError(path, `${path}: a Token is only ever on the field, not in the ${zone === 'graveyard' ? 'GY' : zone}`)
          const key = claimKey(cardRef.token, cardRef.key, path)
          ;(board[zone] ??= []).push({ key, name: cardRef.token, password: null, behaviours: { phases: [] }, cardType: 'monster', token: true })
          return
        }
        const stored = card(refOf(cardRef))
        const key = claimKey(stored.name, typeof cardRef === 'object' ? cardRef.key : undefined, path)
        let behaviours: CardBehaviours = stored.behaviours
        let addsAs: EngineCard['addsAs']
        if (typeof cardRef === 'object' && cardRef.onDiscard) {
          behaviours = { ...behaviours, discard: requestDiscard(cardRef.onDiscard, card) }
          addsAs = addedCards(cardRef.onDiscard, `${path}.onDiscard`, card, nestedKeys)
        }
        const engineCard: EngineCard = { key, name: stored.name, password: stored.password, behaviours }
        if (addsAs) engineCard.addsAs = addsAs
        if (stored.cardType !== undefined) engineCard.cardType = stored.cardType
        if (stored.level !== undefined) engineCard.level = stored.level
        if (stored.atk !== undefined) engineCard.atk = stored.atk
        if (stored.def !== undefined) engineCard.def = stored.def
        if (stored.property !== undefined) engineCard.property = stored.property
        if (stored.monsterTypes !== undefined) engineCard.monsterTypes = stored.monsterTypes
        if (stored.attribute !== undefined) engineCard.attribute = stored.attribute
        if (stored.staysOnField === true) engineCard.staysOnField = true
        if (stored.oneEffectPerTurn === true) engineCard.oneEffectPerTurn = true
        if (typeof cardRef === 'object') {
          // The schema checked each fact's values against the engine's.
          const facts = engineCard as unknown as Record<string, unknown>
          for (const fact of CARD_FACTS) if (cardRef[fact] !== undefined) facts[fact] = cardRef[fact]
        }
        ;(board[zone] ??= []).push(engineCard)
        if (zone === 'field' && engineCard.position === 'set' && stored.responseWindow !== undefined && stored.cardType !== 'monster') setAnswers.push({ player, key, stored })
        else if (zone === 'field' && engineCard.position === 'set' && stored.freeActivation !== undefined && stored.cardType !== 'monster') freeActivations.push({ player, key, stored })
        // A face-up monster's Quick Effect with no moment of its own, unless the board says it was used this turn.
        else if (zone === 'field' && engineCard.position !== 'set' && stored.freeActivation?.quick === true && engineCard.usedThisTurn !== true) freeActivations.push({ player, key, stored })
        // A Trap its text lets be activated from the hand ("If you control no cards, …"): from there too, on that condition.
        else if (zone === 'hand' && stored.cardType === 'trap' && stored.freeActivation?.fromHand !== undefined) freeActivations.push({ player, key, stored, fromHand: true })
        // A monster in the hand whose negation costs the card itself ("You can discard this card; negate …"), or
        // Special Summons it from there ("Special Summon both this card from your hand and …, and if you do, negate …"): a hand trap.
        const leavesTheHand = () => stored.responseCosts?.some(movesItself) === true || stored.responseExtras?.some((action) => action.action === 'special-summon' && action.target === 'self') === true
        if (zone === 'hand' && stored.cardType === 'monster' && stored.responseWindow !== undefined && leavesTheHand()) setAnswers.push({ player, key, stored })
      })
    }
    players[player] = board
    const { lp, deck } = request.players[player]
    if (lp !== undefined) board.lp = lp
    if (deck !== undefined) board.deck = deck
    const { memory, allies } = request.players[player]
    if (memory?.length) board.memory = memory.map((ref) => ({ key: String(refOf(ref)), name: String(refOf(ref)), password: null, behaviours: { phases: [] } }))
    if (allies?.length) board.allies = allies.map((a) => ({ key: a.key ?? a.card, name: a.card, damage: a.damage, life: a.life }))
  }
  resolvedThisTurn(request, card, players, claimKey)
  for (const [key, path] of nestedKeys) {
    const other = usedKeys.get(key)
    if (other !== undefined) throw new InvalidRequestError(path, `${path} "${key}" is already used by ${other}`)
  }
  const written = (request.effects ?? []).map((e) => ({ id: e.id, controller: e.controller, ...(e.card !== undefined ? { card: card(e.card).name } : {}), ...(e.subject !== undefined ? { subject: e.subject } : {}) }))
  const lingering = turnSoFar(request, players, card, written, context.limits)
  return {
    cardRulings: context.cardRulings,
    game: 'yugioh',
    phase,
    turnPlayer: request.turnPlayer,
    players,
    effects: [
      ...(request.effects ?? []).map((e) => {
        const { card: ref, kind, mandatory, limit: _limit, appliesTo: _appliesTo, life: _life, does, costs, maintenance, ...rest } = e
        // The schema checked every action against the BoardAction vocabulary.
        const item = {
          ...rest,
          kind: kind as 'trigger' | 'apply' | 'expire' | 'quick',
          mandatory: mandatory ?? false,
          ...(does ? { does: does as BoardAction[] } : {}),
          ...(costs ? { costs: costs as BoardAction[] } : {}),
          ...(maintenance ? { maintenance: maintenance as { pay: BoardAction[]; otherwise: BoardAction[] } } : {}),
        }
        if (ref === undefined) return item
        const stored = card(ref)
        if (stored.cardType !== undefined) Object.assign(item, { cardType: stored.cardType })
        // Unless the request says, an activated item pays the costs its card's text states.
        // Where its text has several effects with costs, a copy in its controller's hand pays the Quick Effect it uses from there.
        const inHand = (players[e.controller].hand ?? []).some((held) => (e.cardKey !== undefined ? held.key === e.cardKey : held.name === stored.name))
        const textCosts = stored.activationCosts ?? (inHand ? stored.handQuickCosts : undefined)
        const stated = costs === undefined && kind !== 'apply' && textCosts !== undefined ? { costs: textCosts } : {}
        // And does what its text says: by whose turn it is where the text says so (its controller's turn, or the opponent's).
        const effect = does === undefined && kind !== 'apply' && kind !== 'expire' ? stored.activationEffect : undefined
        const read = effect?.does ?? (e.controller === request.turnPlayer ? effect?.yours : effect?.theirs)
        // "You can only activate 1 "X" per turn", "You can only use 1 "X" effect per turn, and only once
        // that turn": once by name, and used by a copy its controller activated this turn.
        const limit = (stored.activateOncePerTurn === true || stored.oneEffectPerTurn === true) && kind !== 'apply' && kind !== 'expire' ? { oncePerTurn: 'name' as const, ...(activatedThisTurn(request, card, e.controller, stored.name) ? { usedThisTurn: true } : {}) } : {}
        if (kind !== 'expire') return { ...item, ...stated, ...(read !== undefined ? { does: read } : {}), ...limit, card: stored.name }
        const lasts = lastsByData(stored.behaviours.phases, phase)
        return { ...item, card: stored.name, ...(rest.lasts === undefined ? lasts : {}), ...holdsByData(stored.behaviours.phases, rest.lasts ?? lasts.lasts, phase) }
      }),
      ...lingering,
      ...freeQuickEffects(request, card, freeActivations),
    ],
    responses: [...writtenResponses(request, card, players), ...setResponses(request, card, setAnswers)],
    ...commonFields(request),
  }
}

/**
 * A quick effect for each Set Spell or Trap whose text gives its activation no moment ("Target 1
 * monster on the field; return that target to the hand"), where the request writes no item or
 * response for that card: its id is the card's key, and it is the card's own activation, offered at
 * its controller's priority while the targets it needs are there, paying the costs and doing what
 * its text states. A card activated once per turn by name a copy of which was activated this turn is not offered.
 * A face-up monster's Quick Effect read so ("Once per turn (Quick Effect): You can discard 1 card,
 * then target 1 card on the field; banish it") is offered the same way, as an effect of the monster
 * (the card is not activated and stays), paying the costs its text states; used once in the window.
 */
function freeQuickEffects(request: WireRequest, card: CardOf, freeActivations: readonly Offered[]): Effect[] {
  if (freeActivations.length === 0) return []
  // What the request writes, its cards' names looked up once: an item or a response for the card stands in its place.
  const written = [...(request.effects ?? []), ...(request.responses ?? [])].map((w) => ({ id: w.id, cardKey: 'cardKey' in w ? w.cardKey : undefined, controller: w.controller, name: w.card === undefined ? undefined : card(w.card).name }))
  const out: Effect[] = []
  for (const { player, key, stored, fromHand } of freeActivations) {
    if (written.some((w) => w.id === key || w.cardKey === key || (w.controller === player && w.name === stored.name))) continue
    const free = stored.freeActivation!
    const byName = free.quick === true ? free.oncePerTurn === 'name' : stored.activateOncePerTurn === true
    const once = byName ? { oncePerTurn: 'name' as const, ...(activatedThisTurn(request, card, player, stored.name) ? { usedThisTurn: true } : {}) } : {}
    const costs = free.quick === true ? free.costs : stored.activationCosts
    // From the hand: also what its text asks for that ("If you control no cards").
    const requires = fromHand === true && free.fromHand !== undefined ? [...(free.requires ?? []), ...free.fromHand.requires] : free.requires
    out.push({
      id: key,
      controller: player,
      card: stored.name,
      cardKey: key,
      kind: 'quick',
      mandatory: false,
      ...(free.quick === true ? {} : { activatesCard: true as const }),
      ...(fromHand === true ? { fromHand: true as const } : {}),
      ...(stored.cardType !== undefined ? { cardType: stored.cardType } : {}),
      ...(costs !== undefined ? { costs } : {}),
      ...(free.does !== undefined ? { does: free.does } : {}),
      ...(requires !== undefined ? { requires } : {}),
      ...(free.gyTargets !== undefined ? { gyTargets: free.gyTargets } : {}),
      ...once,
    })
  }
  return out
}

/** The responses the request writes, each completed from its card's text where it says nothing. */
function writtenResponses(request: WireRequest, card: CardOf, players: EngineRequest['players']): Response[] {
  return (request.responses ?? []).map((r) => {
      const { card: ref, ...rest } = r
      // The schema checked every cost against the BoardAction vocabulary.
      if (ref === undefined) return rest as Response
      // Unless the request says, whether it is used up comes from the card: a Spell or Trap
      // activated, or a monster effect once per turn, answers once in the window.
      const stored = card(ref)
      const written = (rest.costs as BoardAction[] | undefined) ?? stored.responseCosts
      // A card its text lets be activated from the hand for a price (Red Reboot's half the LP) pays it when it is there.
      const fromHand = stored.handCosts !== undefined && players[r.controller].hand.some((held) => held.name === stored.name)
      const costs = fromHand ? [...(written ?? []), ...stored.handCosts!] : written
      const extras = stored.responseExtras !== undefined ? { extras: stored.responseExtras } : {}
      const fate = stored.responseFate !== undefined ? { fate: stored.responseFate } : {}
      const counter = stored.property === 'Counter' ? { counter: true } : {}
      return { ...rest, card: stored.name, oncePerTurn: rest.oncePerTurn ?? stored.usedOncePerTurn, ...(costs !== undefined ? { costs } : {}), ...extras, ...fate, ...counter, ...(stored.cardType !== undefined ? { cardType: stored.cardType } : {}) } as Response
    })
}

/**
 * A response for each Set Spell or Trap, and each monster in a hand, whose text negates an
 * activation (responseWindow; a monster's paying with itself: a hand trap), where the request writes
 * none for a card of its name and controller: its id is the card's key, and it answers what its text
 * says, while its condition holds, paying the costs its text states. A card its controller may
 * activate once per turn by name that a copy was activated of this turn is not there to answer; a
 * monster's "You can only use this effect of "X" once per turn" spends every copy, as a Spell's or
 * Trap's "You can only activate 1 "X" per turn" does.
 */
function setResponses(request: WireRequest, card: CardOf, setAnswers: readonly Offered[]): Response[] {
  const written = (request.responses ?? []).map((r) => ({ controller: r.controller, id: r.id, name: r.card === undefined ? undefined : card(r.card).name }))
  const out: Response[] = []
  for (const { player, key, stored } of setAnswers) {
    const window = stored.responseWindow!
    if (written.some((r) => r.id === key || (r.controller === player && r.name === stored.name))) continue
    const byName = stored.activateOncePerTurn === true || (stored.cardType === 'monster' && (stored.usedOncePerTurn || stored.oneEffectPerTurn === true))
    if (byName && activatedThisTurn(request, card, player, stored.name)) continue
    const response: Response = { id: key, controller: player, card: stored.name, negates: window.negates, mandatory: false, oncePerTurn: true, answers: window.answers }
    // A cost it cannot pay as written is taken as paid, and said; else the costs its text states.
    if (window.costText !== undefined) response.assumes = [window.costText]
    else if (stored.responseCosts !== undefined) response.costs = stored.responseCosts
    if (stored.responseExtras !== undefined) response.extras = stored.responseExtras
    if (stored.responseFate !== undefined) response.fate = stored.responseFate
    if (stored.cardType !== undefined) response.cardType = stored.cardType
    if (window.byOpponent === true) response.byOpponent = true
    if (window.cardsOnly === true) response.cardsOnly = true
    if (window.countersOnly === true) response.countersOnly = true
    if (stored.property === 'Counter') response.counter = true
    if (window.whileControls !== undefined) response.whileControls = window.whileControls
    if (window.activatedIn !== undefined) response.activatedIn = window.activatedIn
    if (window.includes !== undefined) response.includes = window.includes
    if (byName) response.oncePerTurnByName = true
    out.push(response)
  }
  return out
}

export const yugiohRequestReader: RequestReader = { cardSites, read }
