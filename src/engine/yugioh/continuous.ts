/**
 * Other cards' continuous effects, looked up where a move is decided (not pushed into every step):
 * a card about to be sent to the GY while a face-up card says "any card sent to the GY is banished
 * instead" goes to the banishment instead. The effect applies without activation while its card is
 * face-up on the field and its effects are not negated.
 */
import { SELF_MOVES, type ContinuousBehaviour, type LingeringEffect, type StateZone } from '../../domain/behaviour.js'
import { RULING_IDS, type RulingId } from '../core/ruling-ids.js'
import type { Player } from '../core/types.js'
import type { Board, BoardCard, ContinuousSource, EndOfTurnExpiry, ListItem } from './board.js'
import { pairRulings } from './card-knowledge.js'
import { controllerOf, zoneOf, type YgoState } from './state.js'

/** A destination replaced: where the card goes, which card's effect says so, and what that effect assumes. */
export interface Replacement {
  to: StateZone
  by: ContinuousSource
  assumes?: string[]
}

/**
 * The source's effect applies now: its card face-up on the field (Set cards and cards that left do
 * not apply), in the turn it names (if any), not negated (a negation lasting until an item is processed, or the end of the turn, or
 * another card's continuous negation: looked at one level deep, so two cards negating each other
 * cannot recurse without end).
 */
function applies(board: Board, state: YgoState, source: ContinuousSource, deep = true): boolean {
  if (!faceUpOnField(board, state, source.key)) return false
  // "During your turn" / "During your opponent's turn": seen from whoever controls the card now.
  const turn = source.effect.turn
  if (turn !== undefined && (turn === 'yours') !== (sourceController(board, state, source) === board.turnPlayer)) return false
  const card = board.cards.get(source.key)
  if (card?.negatedUntil !== undefined && negationHolds(board, state, card.negatedUntil)) return false
  if (negatedInWindow(board, state, source.key)) return false
  return !deep || negatorOf(board, state, source.key, false) === undefined
}

/**
 * The card's effects are negated by an effect resolved in the window (`negate-effects`: "negate its
 * effects until the end of this turn"), while it stays on the field and the turn has not ended. The
 * one check its items, its continuous effects and its self-destruction all ask.
 */
export function negatedInWindow(board: Board, state: YgoState, key: string): boolean {
  return state.negated.length > 0 && !state.turnEnded && state.negated.includes(key) && zoneOf(board, state, key) === 'field'
}

/**
 * A negation lasting until the effect `until` ends still holds: a list item while it is pending; an
 * "until the end of the turn" effect (no list item) for the whole window, until the turn has ended.
 */
export function negationHolds(board: Board, state: YgoState, until: string): boolean {
  const item = board.itemsById.get(until)
  if (item !== undefined) return state.items[item.index] === 'pending'
  // "Until the end of the next turn": past the end of this one too.
  return !state.turnEnded || board.outlasting.has(until)
}

/** The card's own effects are negated now by another card's continuous effect (Skill Drain), where it is face-up on the field. */
export function negatedByContinuous(board: Board, state: YgoState, key: string): ContinuousSource | undefined {
  if (!faceUpOnField(board, state, key)) return undefined
  return negatorOf(board, state, key, true)
}

/** Continuous effects of the given kind that apply now, in board order. */
export function applying(board: Board, state: YgoState, effect: ContinuousBehaviour['effect']): ContinuousSource[] {
  return board.continuous.filter((source) => source.effect.effect === effect && applies(board, state, source))
}

/** What keeps a player from taking effect damage: a card's continuous effect, or a lingering effect of one. */
export interface Protection {
  /** The card and the key of its card (continuous) or the id of the lingering effect. */
  by: string
  effect: string
  lingering: boolean
  assumes?: string[]
}

/**
 * What prevents effect damage to `player` now, if anything: a face-up card saying its controller
 * takes no effect damage (Des Wombat), or an effect still lasting that says so (Pikeru's Circle of
 * Enchantment, until the end of the turn: over once the turn has ended; one ended by a list item,
 * over once that item is processed).
 */
export function effectDamageProtection(board: Board, state: YgoState, player: Player): Protection | undefined {
  for (const source of applying(board, state, 'no-effect-damage')) {
    if (!named(board, state, source, player)) continue
    return { by: source.name, effect: source.key, lingering: false, ...(source.effect.condition !== undefined ? { assumes: [source.effect.condition] } : {}) }
  }
  for (const held of lingeringProtections(board, player, state)) {
    // An expire item ends it once processed; one an effect resolved in the window left lasts until the turn ends.
    const item = held.window === true ? undefined : board.items.find((other) => other.id === held.id)
    const lasts = item !== undefined ? state.items[item.index] === 'pending' : held.outlastsTurn === true || !state.turnEnded
    if (lasts) return { by: held.card ?? held.id, effect: held.id, lingering: true }
  }
  return undefined
}

/** Whether what an effect holds keeps `player` from effect damage, the effect being `controller`'s. */
function covers(holds: ReadonlyArray<{ effect: string; whose: string }> | undefined, controller: Player, player: Player): boolean {
  return (holds ?? []).some((held) => held.effect === 'no-effect-damage' && (held.whose === 'each' || (held.whose === 'controller') === (controller === player)))
}

/**
 * The lingering effects (list expiries, or effects until the end of the turn, those resolved in the
 * window with `state`: `window`) that would keep `player` from effect damage while they last.
 */
export function lingeringProtections(board: Board, player: Player, state?: YgoState): Array<{ id: string; card?: string; outlastsTurn?: boolean; window?: boolean }> {
  const out: Array<{ id: string; card?: string; outlastsTurn?: boolean; window?: boolean }> = []
  for (const item of board.items) if (item.kind === 'expire' && covers(item.holds, item.controller, player)) out.push({ id: item.id, ...(item.card !== undefined ? { card: item.card } : {}) })
  for (const held of board.heldUntilTurnEnds) if (covers(held.holds, held.controller, player)) out.push({ id: held.id, ...(held.card !== undefined ? { card: held.card } : {}), ...(held.outlastsTurn === true ? { outlastsTurn: true } : {}) })
  for (const id of state?.lingering ?? []) {
    const held = lingeringOf(board, state!, id)
    if (held !== undefined && covers(held.holds, held.controller, player)) out.push({ id: held.id, ...(held.card !== undefined ? { card: held.card } : {}), window: true })
  }
  return out
}

/**
 * The continuous effect turning an LP change of `player` around now, if one applies: effect damage
 * gained as LP instead ("Any effect that would inflict damage to you makes you gain that much LP,
 * instead"), or an LP gain dealt as damage instead ("any effect of increasing your opponent's Life
 * Points is changed to inflict the same amount … in damage").
 */
export function lpTurnedAround(board: Board, state: YgoState, player: Player, change: 'damage' | 'gain'): ContinuousSource | undefined {
  if (board.continuous.length === 0) return undefined
  const effect = change === 'damage' ? 'damage-becomes-gain' : 'gain-becomes-damage'
  for (const source of board.continuous) {
    if (source.effect.effect === effect && named(board, state, source, player) && applies(board, state, source)) return source
  }
  return undefined
}

function faceUpOnField(board: Board, state: YgoState, key: string): boolean {
  if (zoneOf(board, state, key) !== 'field') return false
  return board.cards.get(key)?.position !== 'set' || state.summonedNow.includes(key)
}

/** The card's type is one a continuous effect's `cards` names (an unknown type is not assumed to be). */
function ofType(type: BoardCard['cardType'], cards: ContinuousBehaviour['cards']): boolean {
  if (cards === 'any') return true
  if (type === undefined) return false
  if (cards === 'spell-trap') return type !== 'monster'
  return type === cards
}

/** The player an effect's `whose` names, seen from the controller of its card now. */
function named(board: Board, state: YgoState, source: ContinuousSource, player: Player): boolean {
  const whose = source.effect.whose
  if (whose === 'each') return true
  const controller = controllerOf(state, { controller: board.cards.get(source.key)?.player ?? 'A', origin: source.key })
  return (whose === 'controller') === (controller === player)
}

/**
 * The continuous effect negating the effects of the card `key` where it is now (face-up on the
 * field; a card in the GY, the hand or Set is not affected), if one applies.
 */
function negatorOf(board: Board, state: YgoState, key: string, deep: boolean, item?: ListItem, inGraveyard = false): ContinuousSource | undefined {
  const card = board.cards.get(key)
  if (!card) return undefined
  const controller = controllerOf(state, { controller: card.player, origin: key })
  for (const source of board.continuous) {
    // A negation by what an effect would do (Necrovalley) negates no card as such: movesFromGyNegator decides it.
    if (source.effect.effect !== 'negate-effects' || source.effect.movesFromGy === true || source.key === key) continue
    // Narrowed to activated effects (of one Attribute, on the field or in the GY): only an activated item of such a card.
    if (source.effect.activated === true && item?.kind !== 'trigger') continue
    if (inGraveyard && source.effect.inGraveyard !== true) continue
    if (!inGraveyard && source.effect.graveyardOnly === true) continue
    if (source.effect.attribute !== undefined && card.attribute !== source.effect.attribute) continue
    if (source.effect.property !== undefined && card.property !== source.effect.property) continue
    if (source.effect.monsterKind !== undefined && !(card.monsterTypes ?? []).includes(source.effect.monsterKind)) continue
    if (!summonedAsSaid(state, key, card, source.effect)) continue
    if (!ofType(card.cardType, source.effect.cards) || !named(board, state, source, controller)) continue
    if (applies(board, state, source, deep)) return source
  }
  return undefined
}

/** A face-up negation of any effect that would move a card in the GY (Necrovalley) that reaches this item: one whose actions take a card from a GY. */
function movesFromGyNegator(board: Board, state: YgoState, item: ListItem): ContinuousSource | undefined {
  let moves: boolean | undefined
  for (const source of board.continuous) {
    if (source.effect.effect !== 'negate-effects' || source.effect.movesFromGy !== true || source.key === item.origin) continue
    // What the item moves, asked once, and only where such a negation is on the board.
    moves ??= movesFromGy(board, state, item)
    if (moves && applies(board, state, source, true)) return source
  }
  return undefined
}

/** Whether an item's effect moves a card in a GY elsewhere: an action from the GY or on GY targets, or a move of a card that is in the GY. */
function movesFromGy(board: Board, state: YgoState, item: ListItem): boolean {
  const moving = item.subject ?? item.origin
  if (item.moves !== undefined && moving !== undefined && zoneOf(board, state, moving) === 'graveyard') return true
  const originInGy = item.origin !== undefined && zoneOf(board, state, item.origin) === 'graveyard'
  return (item.does ?? []).some(
    (action) => action.from === 'graveyard' || action.chosen?.zone === 'graveyard' || action.every?.zone === 'graveyard' || (originInGy && action.target === 'self' && SELF_MOVES[action.action] !== undefined),
  )
}

/**
 * The continuous effect that negates an item of a card as it resolves or applies: its card must be
 * face-up on the field then (an effect resolving after its card left the field is not negated by it);
 * a card activated from its Set position is face-up once activated. Expiries are no effect of the card.
 */
export function negatedOnField(board: Board, state: YgoState, item: ListItem): ContinuousSource | undefined {
  if (board.continuous.length === 0 || item.origin === undefined || item.kind === 'expire') return undefined
  // "Negate any card effect that would move a card in the GY to a different place": wherever its card is.
  const byWhatItMoves = movesFromGyNegator(board, state, item)
  if (byWhatItMoves !== undefined) return byWhatItMoves
  const zone = zoneOf(board, state, item.origin)
  // An effect activated in the GY is negated only by a negation that says so ("… on the field or in the GY").
  if (zone === 'graveyard' && item.kind === 'trigger') return negatorOf(board, state, item.origin, true, item, true)
  if (zone !== 'field') return undefined
  if (item.activation !== 'card' && !faceUpOnField(board, state, item.origin)) return undefined
  return negatorOf(board, state, item.origin, true, item)
}

/**
 * Where a card that would be sent to the GY from `from` goes: the banishment when a continuous
 * effect applying now says so for that card and that GY (its owner's), else nowhere else (undefined).
 */
export function replacedDestination(board: Board, state: YgoState, key: string, from: StateZone | undefined): Replacement | undefined {
  const holding = board.holdingExpiries
  if (board.continuous.length === 0 && board.heldUntilTurnEnds.length === 0 && holding.length === 0 && state.lingering.length === 0) return undefined
  const card = board.cards.get(key)
  const owner: Player | undefined = card ? (card.owner ?? card.player) : handOwner(state, key)
  const replaces = (effect: ContinuousBehaviour, controller: Player): boolean => {
    if (effect.effect !== 'banish-instead') return false
    // A card that cannot be banished is not banished instead: it goes to the GY (its controller's effect banishes it).
    if (forbiddenMove(board, state, key, 'banish', controller, from) !== undefined) return false
    // A card whose type the board does not know (one added during the window) is not assumed to be of it.
    if (!ofType(card?.cardType, effect.cards)) return false
    if (effect.from === 'field' && from !== 'field') return false
    if (effect.from === 'hand-or-deck' && from !== 'hand' && from !== 'deck') return false
    return effect.whose === 'each' || (owner !== undefined && (effect.whose === 'controller') === (controller === owner))
  }
  for (const source of board.continuous) {
    if (source.effect.effect !== 'banish-instead' || !applies(board, state, source)) continue
    // "If this face-up card would leave the field, banish it instead": this card only.
    if (source.effect.itself === true && source.key !== key) continue
    if (!replaces(source.effect, sourceController(board, state, source))) continue
    return { to: 'banished', by: source, ...(source.effect.condition !== undefined ? { assumes: [source.effect.condition] } : {}) }
  }
  // An effect a list item ends (pending until that item is processed), wherever its card is.
  for (const item of holding) {
    if (state.items[item.index] !== 'pending') continue
    for (const effect of item.holds ?? []) {
      if (!replaces(effect as ContinuousBehaviour, item.controller)) continue
      return { to: 'banished', by: { key: item.id, name: item.card ?? item.id, effect: effect as ContinuousBehaviour } }
    }
  }
  // An effect an activation earlier this turn left ("This turn, any monster sent to the GY is banished
  // instead"), or one resolved in the window, wherever its card is: until the turn has ended, or past
  // it ("until the end of the next turn").
  for (const held of heldNow(board, state)) {
    if (state.turnEnded && held.outlastsTurn !== true) continue
    for (const effect of held.holds ?? []) {
      if (!replaces(effect as ContinuousBehaviour, held.controller)) continue
      return { to: 'banished', by: { key: held.id, name: held.card ?? held.id, effect: effect as ContinuousBehaviour }, ...(effect.condition !== undefined ? { assumes: [effect.condition] } : {}) }
    }
  }
  return undefined
}

function handOwner(state: YgoState, key: string): Player | undefined {
  if (state.hands.A.includes(key)) return 'A'
  if (state.hands.B.includes(key)) return 'B'
  return undefined
}

/** What a `banished-instead` event cites: the rule, and the rulings of the cards involved meeting. */
export function replacementRulings(board: Board, by: string, names: ReadonlyArray<string | undefined>): RulingId[] {
  return [RULING_IDS.banishedInstead, RULING_IDS.continuousEffects, ...pairRulings(board, [by, ...names])]
}

function sourceController(board: Board, state: YgoState, source: ContinuousSource): Player {
  return controllerOf(state, { controller: board.cards.get(source.key)?.player ?? 'A', origin: source.key })
}

/** The moves a continuous effect may forbid (`forbid-move`). */
export type MoveKind = NonNullable<ContinuousBehaviour['move']>

/**
 * The continuous effect that forbids moving the card `key` (in zone `from`) the way `move` says, by
 * an effect of `actor`, if one applies now: "Neither player can banish cards", "Your opponent cannot
 * banish cards from your GY", "this card cannot be banished". `admits`: whether the effect's condition as
 * data (`requires`) does not fail, which only the caller can decide against the state.
 */
export function forbiddenMove(
  board: Board,
  state: YgoState,
  key: string,
  move: MoveKind,
  actor: Player,
  from: StateZone | undefined,
  admits: (source: ContinuousSource) => boolean = () => true,
): ContinuousSource | undefined {
  if (board.continuous.length === 0) return heldForbiddenMove(board, state, key, move, from, actor)
  for (const source of board.continuous) {
    const effect = source.effect
    if (effect.effect !== 'forbid-move' || effect.move !== move) continue
    if (effect.itself === true && source.key !== key) continue
    if (effect.others === true && source.key === key) continue
    if (effect.from === 'graveyard' && from !== 'graveyard') continue
    if (effect.from === 'field' && from !== 'field') continue
    const card = board.cards.get(key)
    if (!ofType(card?.cardType, effect.cards)) continue
    if (effect.monsterType !== undefined && card?.monsterTypes?.[0] !== effect.monsterType) continue
    if (effect.maxLevel !== undefined && (card?.level === undefined || card.level > effect.maxLevel)) continue
    // A group narrowed by what the board may not know of a card covers only the cards known to be in it.
    if (effect.attribute !== undefined && card?.attribute !== effect.attribute) continue
    if (effect.monsterKind !== undefined && !(card?.monsterTypes ?? []).includes(effect.monsterKind)) continue
    if (effect.named !== undefined && !(card?.name.includes(effect.named) ?? false)) continue
    if (effect.summoned !== undefined && !summonedAs(state, key, card, effect.summoned)) continue
    if (!applies(board, state, source)) continue
    const controller = sourceController(board, state, source)
    if (effect.by !== undefined && effect.by !== 'each' && (effect.by === 'controller') !== (actor === controller)) continue
    if (effect.whose !== 'each') {
      // "Cards you control": on the field, whoever controls it now; elsewhere ("your GY"), its owner.
      const owner: Player | undefined = card
        ? zoneOf(board, state, key) === 'field'
          ? controllerOf(state, { controller: card.player, origin: key })
          : (card.owner ?? card.player)
        : handOwner(state, key)
      if (owner === undefined || (effect.whose === 'controller') !== (owner === controller)) continue
    }
    if (effect.requires !== undefined && !admits(source)) continue
    return source
  }
  return heldForbiddenMove(board, state, key, move, from, actor)
}

/**
 * A protection an activation earlier this turn left on the card it acted on ("That monster cannot be
 * destroyed by battle or by card effects, until the End Phase of the next turn"), while it lasts: until
 * the turn has ended, or past it. Only on the field: the card that left it is a new card.
 */
function heldForbiddenMove(board: Board, state: YgoState, key: string, move: MoveKind, from: StateZone | undefined, actor: Player): ContinuousSource | undefined {
  for (const held of heldNow(board, state)) {
    if (state.turnEnded && held.outlastsTurn !== true) continue
    for (const effect of held.holds ?? []) {
      if (effect.effect !== 'forbid-move' || effect.move !== move) continue
      if (effect.itself === true) {
        if (held.subject !== key || from !== 'field') continue
      } else {
        // A ban on every card ("neither player can banish cards for the rest of this turn"), from a zone where it says one, by whom it says.
        if (effect.whose !== 'each' || !ofType(board.cards.get(key)?.cardType, effect.cards)) continue
        if ((effect.from === 'graveyard' || effect.from === 'field') && from !== effect.from) continue
        if (effect.by !== undefined && effect.by !== 'each' && (effect.by === 'controller') !== (actor === held.controller)) continue
      }
      return { key: held.id, name: held.card ?? held.id, effect: effect as ContinuousBehaviour }
    }
  }
  return undefined
}

/**
 * The continuous effect banning `player` from doing `act` now, if one applies: "Neither player can
 * Special Summon monsters from the GY", "… add cards from the Deck to their hand", "Cards cannot be
 * sent from the Deck to the GY". `from`: the zone it is done from; `attribute`: the monster's, for a
 * ban with an exception ("except WATER monsters"). Where the board does not say either (a monster
 * Special Summoned from a zone the data does not give, one whose Attribute is not known), it may be
 * what the ban leaves out: not banned. `admits` as for forbiddenMove.
 */
export function bannedAct(
  board: Board,
  state: YgoState,
  player: Player,
  act: NonNullable<ContinuousBehaviour['action']>,
  from: StateZone | undefined,
  card: BoardCard | undefined,
  admits: (source: ContinuousSource) => boolean = () => true,
): ContinuousSource | undefined {
  for (const source of board.continuous) {
    const effect = source.effect
    if (effect.effect !== 'forbid-action' || !banReaches(effect, act, from, card)) continue
    if (!applies(board, state, source)) continue
    if (effect.whose !== 'each' && (effect.whose === 'controller') !== (player === sourceController(board, state, source))) continue
    if (effect.requires !== undefined && !admits(source)) continue
    return source
  }
  // A ban an activation earlier this turn left, or one resolved in the window ("also you cannot
  // Special Summon for the rest of this turn, except WATER monsters"), until the turn has ended.
  for (const held of heldNow(board, state)) {
    if (state.turnEnded && held.outlastsTurn !== true) continue
    for (const effect of held.holds ?? []) {
      if (effect.effect !== 'forbid-action' || !banReaches(effect as ContinuousBehaviour, act, from, card)) continue
      if (effect.whose !== 'each' && (effect.whose === 'controller') !== (player === held.controller)) continue
      return { key: held.id, name: held.card ?? held.id, effect: effect as ContinuousBehaviour }
    }
  }
  return undefined
}

/**
 * A ban reaches what is done: its act, from its zone, and a card its exception does not leave out
 * ("except WATER monsters", "except "Orcust" monsters", "except Zombie monsters"). A card the board
 * does not name, or whose Attribute or Type it does not know, may be one left out: not banned.
 */
function banReaches(effect: ContinuousBehaviour, act: NonNullable<ContinuousBehaviour['action']>, from: StateZone | undefined, card: BoardCard | undefined): boolean {
  if (effect.action !== act) return false
  if (effect.from !== undefined && effect.from !== from) return false
  if (effect.exceptAttribute !== undefined && (card?.attribute === undefined || card.attribute === effect.exceptAttribute)) return false
  // "Special Summon LIGHT monsters": only that Attribute; a card whose Attribute is not known may be another.
  if (effect.attribute !== undefined && card?.attribute !== effect.attribute) return false
  if (effect.exceptNamed !== undefined && (card === undefined || effect.exceptNamed.some((named) => card.name.includes(named)))) return false
  if (effect.notMonsterType !== undefined && (card?.monsterTypes?.[0] === undefined || card.monsterTypes[0] === effect.notMonsterType)) return false
  return true
}

/** The effects lasting until the end of the turn: those the board states, and those resolved in the window (`state.lingering`). */
export function heldNow(board: Board, state: YgoState): readonly EndOfTurnExpiry[] {
  if (state.lingering.length === 0) return board.heldUntilTurnEnds
  const out = [...board.heldUntilTurnEnds]
  for (const id of state.lingering) {
    const left = lingeringOf(board, state, id)
    if (left !== undefined) out.push(left)
  }
  return out
}

/** What an effect resolved in the window left ("i<index>": a list item; "t<card key>#<trigger index>": an event trigger). */
function lingeringOf(board: Board, state: YgoState, id: string): EndOfTurnExpiry | undefined {
  if (id.startsWith('i')) {
    const item = board.items[Number(id.slice(1))]
    if (item?.lingers === undefined) return undefined
    return { id: item.id, controller: controllerOf(state, item), holds: item.lingers, ...(item.card !== undefined ? { card: item.card } : {}) }
  }
  const at = id.lastIndexOf('#')
  const key = id.slice(1, at)
  const card = board.cards.get(key)
  const trigger = card?.behaviours.triggers?.[Number(id.slice(at + 1))]
  if (card === undefined || trigger?.lingers === undefined) return undefined
  return { id: `${key}:${trigger.event}`, controller: controllerOf(state, { controller: card.player, origin: key }), card: card.name, holds: trigger.lingers }
}

/** What a `move-prevented` event cites: the rule, and the rulings of the cards involved meeting. */
export function forbiddenRulings(board: Board, by: string, names: ReadonlyArray<string | undefined>, move: MoveKind = 'banish'): RulingId[] {
  return [move === 'destroy' ? RULING_IDS.destructionForbidden : move === 'return-to-deck' ? RULING_IDS.returnToDeckForbidden : RULING_IDS.moveForbidden, RULING_IDS.continuousEffects, ...pairRulings(board, [by, ...names])]
}

/** An activation a continuous effect may forbid: of the card `key`, by `player`; `asCard`: the activation of the card itself (a Set card, a Spell from the hand), not an effect of a card already in play. */
export interface Activation {
  key: string
  player: Player
  asCard: boolean
  /** The card's type where it is no card on the board (a response naming only its card). */
  cardType?: BoardCard['cardType']
  /** The card is activated from the hand (a Spell or Trap played from there). */
  fromHand?: boolean
}

/**
 * The continuous effects that would keep `activation` from being made now, before their conditions
 * as data (`requires`, checked by the caller against the state): "Trap Cards, and their effects on the
 * field, cannot be activated" (the card activated as a card, or its effect from the field), "Your
 * opponent cannot activate Trap Cards" (`activations: 'cards'`: the card activated as a card only),
 * "Neither player can activate monster effects" (`activations: 'effects'`: its effects from any zone),
 * of the type they name, by a player they name. A card's own effect never forbids its own activations.
 */
export function activationForbidders(board: Board, state: YgoState, activation: Activation): ContinuousSource[] {
  if (!mayForbidActivations(board)) return []
  const card = board.cards.get(activation.key)
  const type = card?.cardType ?? activation.cardType
  const zone = zoneOf(board, state, activation.key)
  const onField = zone === 'field'
  const out: ContinuousSource[] = []
  for (const source of board.continuous) {
    if (source.effect.effect !== 'forbid-activation' || source.key === activation.key) continue
    if (!reaches(source.effect, activation, type, onField, card, zone, state) || !named(board, state, source, activation.player)) continue
    if (applies(board, state, source)) out.push(source)
  }
  // One an activation earlier this turn left ("for the rest of this turn, your opponent cannot
  // activate cards or effects on the field"), or one resolved in the window, wherever its card is,
  // until the turn has ended.
  for (const held of heldNow(board, state)) {
    if (state.turnEnded && held.outlastsTurn !== true) continue
    for (const effect of held.holds ?? []) {
      if (effect.effect !== 'forbid-activation' || !reaches(effect as ContinuousBehaviour, activation, type, onField, card, zone, state)) continue
      // "… or of monsters with its same original name": only cards named like the one it acted on.
      if (effect.sameName === true && (held.subject === undefined || board.cards.get(held.subject)?.name !== card?.name)) continue
      if (effect.whose !== 'each' && (effect.whose === 'controller') !== (held.controller === activation.player)) continue
      out.push({ key: held.id, name: held.card ?? held.id, effect: effect as ContinuousBehaviour })
    }
  }
  return out
}

/**
 * Whether anything on the board could forbid an activation: a card's continuous effect, or an effect
 * lasting until the end of the turn. Most boards have neither, and ask nothing more.
 */
export function mayForbidActivations(board: Board): boolean {
  return board.continuous.length > 0 || board.heldUntilTurnEnds.length > 0 || board.mayLinger
}

/**
 * Whether a forbidding effect reaches this activation: 'cards' the card activated as a card only;
 * 'effects' ("Neither player can activate monster effects") its effects wherever they are activated
 * from; otherwise the card as a card, or its effect from the field. Then only cards of its type.
 */
function reaches(effect: ContinuousBehaviour, activation: Activation, type: BoardCard['cardType'], onField: boolean, card?: BoardCard, zone?: StateZone, state?: YgoState): boolean {
  // "Monsters that are banished, as well as monsters in the GY, …": only effects activated there.
  if (effect.inZones !== undefined && (zone === undefined || !(effect.inZones as StateZone[]).includes(zone))) return false
  const reached = effect.activations === 'cards' ? activation.asCard : effect.activations === 'effects' ? !activation.asCard : activation.asCard || onField
  // "Must Set Spell Cards before activating them": only a card played from the hand.
  if (effect.fromHand === true && activation.fromHand !== true) return false
  // "… activate Spell/Trap Cards that are Set on the field": only a card activated from its Set position.
  if (effect.fromSet === true && !(onField && card?.position === 'set' && !(state?.summonedNow.includes(card.key) ?? false))) return false
  // "Flip monsters' effects …": a card whose type line is not known is not taken to be one.
  if (effect.monsterKind !== undefined && !(card?.monsterTypes ?? []).includes(effect.monsterKind)) return false
  // "except "Madolche" monsters", "except WIND monsters": those stay free (a card not known is not).
  if (effect.exceptNamed !== undefined && card !== undefined && effect.exceptNamed.some((named) => card.name.includes(named))) return false
  if (effect.exceptAttribute !== undefined && card?.attribute === effect.exceptAttribute) return false
  if (effect.exceptKind !== undefined && (card?.monsterTypes ?? []).includes(effect.exceptKind)) return false
  // "Non-Reptile monsters …": only a monster whose Type is known and another.
  if (effect.notMonsterType !== undefined && (card?.monsterTypes === undefined || card.monsterTypes[0] === effect.notMonsterType)) return false
  // "Level 6 or higher Special Summoned monsters on the field …": only those on the field, so summoned this turn.
  if ((effect.summoned !== undefined || effect.minLevel !== undefined) && (!onField || card === undefined || state === undefined || !summonedAsSaid(state, card.key, card, effect))) return false
  return reached && ofType(type, effect.cards)
}

/** The controller of a continuous effect's card now. */
export function controllerOfSource(board: Board, state: YgoState, source: ContinuousSource): Player {
  return sourceController(board, state, source)
}

/**
 * An item as an activation: a trigger (quick effects included) of a card; the activation of the card
 * itself when the item says so (a Set card) or when it is a Spell or Trap still in the hand (played
 * from there as it is activated). Items applied without activation and expiries are none.
 */
export function itemActivation(board: Board, state: YgoState, item: ListItem): Activation | undefined {
  if (item.origin === undefined || item.kind !== 'trigger') return undefined
  const type = board.cards.get(item.origin)?.cardType
  const fromHand = (type === 'spell' || type === 'trap') && zoneOf(board, state, item.origin) === 'hand'
  return { key: item.origin, player: controllerOf(state, item), asCard: item.activation === 'card' || fromHand, ...(fromHand ? { fromHand } : {}) }
}

/** Whether a monster is one an effect narrowed to monsters summoned so this turn, of a Level or higher, covers (a Level not known: not covered). */
function summonedAsSaid(state: YgoState, key: string, card: BoardCard, effect: Pick<ContinuousBehaviour, 'summoned' | 'minLevel'>): boolean {
  if (effect.summoned !== undefined && !summonedAs(state, key, card, effect.summoned)) return false
  return effect.minLevel === undefined || (card.level !== undefined && card.level >= effect.minLevel)
}

/** Whether the card was summoned so: as the board states its summon this turn, or Special Summoned during the window. */
function summonedAs(state: YgoState, key: string, card: BoardCard | undefined, how: 'tribute' | 'special'): boolean {
  if (how === 'special') return state.summonedNow.includes(key) || card?.summoned === 'special'
  return card?.summoned === 'tribute'
}
