/**
 * The board as the Yu-Gi-Oh! procedure reads it: what does not change while the window runs (the
 * list items, the responses, the cards and where they started), built once per request. What
 * changes lives in the state (state.ts).
 */
import { DESTINATION_ACTIONS, chosenFromHand, type BoardAction, type CardBehaviours, type ContinuousBehaviour, type CardZone, type GraveyardTargets, type Destination, type LingeringEffect, type Maintenance, type PhaseBehaviour, type PhaseWindow, type StateCondition, type TurnScope } from '../../domain/behaviour.js'
import type { CardRulingLink } from '../../domain/card-ruling.js'
import { RULING_IDS, type RulingId } from '../core/ruling-ids.js'
import { InvalidBoardError } from '../core/errors.js'
import { otherPlayer } from '../core/priority.js'
import { banishmentEnd } from './this-turn.js'
import { CARD_FACTS, type CardFacts, type EngineCard, type EngineRequest, type ItemEntry, type ItemTable, type Player, type Reading, type Response } from '../core/types.js'

/** What differs between the windows that run the list procedure. */
export interface WindowConfig {
  phase: PhaseWindow
  /** Cited on the list decisions of this window, alongside the list rulings. */
  procedureRulings: RulingId[]
  /** End Phase: the hand-size adjustment and the end of turn follow the list phase. */
  endsTurn: boolean
  /** Cited on the `phase-end` event of a window that does not end the turn. */
  phaseEndRulings: RulingId[]
}

export type ItemKind = 'trigger' | 'apply' | 'expire'

export interface ListItem {
  /** Position in `Board.items`: explicit effects in request order, then derived items in board order. */
  index: number
  id: string
  controller: Player
  card?: string
  /** The type of `card` where the board does not hold it (an item written in `effects`): the catalog's. */
  cardType?: 'monster' | 'spell' | 'trap'
  kind: ItemKind
  mandatory: boolean
  negatedUntil?: string
  subject?: string
  moves?: Destination
  /** The item destroys its subject (it goes to the GY destroyed): a card that cannot be destroyed stays. */
  destroys?: boolean
  /** Key of the card whose stored behaviour yields the item: the item is void once that card has left. */
  origin?: string
  /** A derived item: the index of the behaviour it comes from in its card's `behaviours.phases`. */
  behaviour?: number
  /** A condition kept as text by the analyser or curator, shown, never guessed. */
  condition?: string
  /** Old "at the end of the turn" wording, processed in the End Phase like "during the End Phase". */
  oldWording: boolean
  /** Triggers activated at the very same time share a group and form one chain. */
  group?: string
  /** Applied items of one effect on several cards: applying one applies them all at once (EngineRequest effect `together`). */
  together?: string
  /** A quick effect: activated at its controller's priority like an optional trigger, never on a list (it does not lapse). */
  quick?: boolean
  /** What resolving the item does to the board (its card's data, or the request's item). */
  does?: BoardAction[]
  /** A maintenance cost: its controller decides to pay (`pay` is done) or not (`otherwise` is done). */
  maintenance?: Maintenance
  /** Conditions on the game state that must hold for the item to be on its controller's list. */
  requires?: StateCondition[]
  /**
   * The item of a card's GY behaviour while the card is elsewhere: on the list only once the card
   * has been sent to the GY during this window (the lists are read again from the state).
   */
  latent?: 'graveyard' | 'banished' | 'field'
  /** Whose turn the item applies in, seen from its controller now (derived items: read again after control changes). */
  turn?: TurnScope
  /** 'name': once per turn by card name for its controller (a hard once per turn). */
  oncePerTurn?: 'instance' | 'name'
  /** Costs paid when the item is activated; the item is not on the list while they cannot be paid. */
  costs?: BoardAction[]
  /** What it targets in its controller's GY as it is activated: with too few there, it is not on the list. */
  gyTargets?: GraveyardTargets
  /** An event trigger's item: how many cards its event happened to (a rate "for each" of them). */
  eventCards?: number
  /** The cards its controller named as they activated it: what its actions on cards chosen out of more act on. */
  chosenCards?: string[]
  /** An event trigger's item: the card its event happened to (`target: 'event'`). */
  eventSubject?: string
  /**
   * 'card': the activation of the card itself (a Set Trap or Spell): on the list only while it is Set
   * on the field; it leaves the field once resolved. 'card-from-hand': the same from its controller's
   * hand, which its text allows: on the list only while it is there.
   */
  activation?: 'card' | 'card-from-hand'
  /** An expire: what the lingering effect does until the item is processed (no effect damage for its controller). */
  holds?: LingeringEffect[]
  /** What resolving it (not negated) leaves applying until the end of the turn (PhaseBehaviour.lingers). */
  lingers?: LingeringEffect[]
}

/** An "until the end of the turn" effect: not a list item, it ends after the hand-size adjustment. */
export interface EndOfTurnExpiry {
  id: string
  controller: Player
  card?: string
  /** What the lingering effect does until the turn ends (no effect damage for its controller). */
  holds?: LingeringEffect[]
  /** It lasts past this turn ("until the end of the next turn"): what it holds still applies once the turn has ended. */
  outlastsTurn?: boolean
  /**
   * The card the activation acted on, where what it holds is about that card: an `itself` protection
   * of it, or a ban or negation on the cards with its name (`sameName`).
   */
  subject?: string
}

export interface ResponseDef {
  index: number
  id: string
  controller: Player
  card?: string
  negates: 'activation' | 'effect' | 'none'
  mandatory: boolean
  oncePerChain: boolean
  oncePerTurn: boolean
  cost: { atk: number; def: number }
  /** LP paid and cards discarded from the hand as it is activated. */
  costs: BoardAction[]
  /**
   * What its card's effect does besides the negation (a draw, damage, a Special Summon of itself):
   * applied as it resolves, where the state models it; the rest is said on its negation (`notApplied`).
   */
  extras?: BoardAction[]
  cardType?: 'monster' | 'spell' | 'trap'
  answers?: Response['answers']
  byOpponent?: boolean
  cardsOnly?: boolean
  countersOnly?: boolean
  assumes?: string[]
  counter?: boolean
  whileControls?: Response['whileControls']
  activatedIn?: Response['activatedIn']
  includes?: Response['includes']
  oncePerTurnByName?: boolean
  fate?: Response['fate']
}

/** A card on the board: where the request lists it, and the facts it states of it (`CardFacts`, see EngineCard). */
export interface BoardCard extends CardFacts {
  key: string
  name: string
  player: Player
  zone: CardZone
  behaviours: CardBehaviours
  /** Monster, Spell or Trap, where the catalog knows it (a continuous effect may apply to one type only). */
  cardType?: 'monster' | 'spell' | 'trap'
  level?: number
  /** A monster's original ATK, where the catalog knows it. */
  atk?: number
  /** A monster's printed DEF, where the catalog knows it. */
  def?: number
  /** A Spell's or Trap's property, where the catalog knows it. */
  property?: string
  /** A monster's type line as words, its Type first, where the catalog knows it (EngineCard.monsterTypes). */
  monsterTypes?: string[]
  /** A monster's Attribute, where the catalog knows it (EngineCard.attribute). */
  attribute?: string
  /** A Continuous, Field or Equip Spell or Trap: activated, it stays on the field. */
  staysOnField?: boolean
  /** Its effects share one limit by name (EngineCard.oneEffectPerTurn). */
  oneEffectPerTurn?: boolean
  /** A Token: "a Token" counts it (EngineCard.token). */
  token?: boolean
  /** What the board says of the cards its discard effect adds, beyond their names (EngineCard.addsAs). */
  addsAs?: EngineCard['addsAs']
}

export interface Board {
  config: WindowConfig
  turnPlayer: Player
  opponent: Player
  reading: Reading
  items: ListItem[]
  endOfTurn: EndOfTurnExpiry[]
  /** The effects lasting until the end of the turn that hold something while they last (no effect damage), in any window. */
  heldUntilTurnEnds: EndOfTurnExpiry[]
  /** An item or event trigger on the board leaves an effect for the rest of the turn once it resolves (`lingers`): the state may hold some. */
  mayLinger: boolean
  /** Ids of the expiries lasting past this turn ("until the end of the next turn"): a negation until one of them holds all through the window. */
  outlasting: ReadonlySet<string>
  /** The list expiries that hold an effect while pending (a replacement until the End Phase item ends it), for the moves they may replace. */
  holdingExpiries: ListItem[]
  responses: ResponseDef[]
  /** Every card in a zone at the start of the window, by key, in board order. */
  cards: Map<string, BoardCard>
  /** The cards with continuous effects, looked up where a move is decided (continuous.ts). */
  continuous: ContinuousSource[]
  /**
   * Indexes of the cards, built once with the board, so that a step looks only at the cards that
   * may act (none, on most boards): those with event triggers (triggers.ts), with a hand-size rule,
   * and with a discard behaviour (hand-size.ts); and the list items by id.
   */
  triggerCards: BoardCard[]
  handSizeCards: BoardCard[]
  /** Per player: the request listed no GY, so what it holds is not known (GY targets are not refused for want of one). */
  gyUnstated: Record<Player, boolean>
  /** The request listed no banished cards for the player (an effect targeting one is not refused for want of one). */
  banishedUnstated: Record<Player, boolean>
  discardCards: BoardCard[]
  /**
   * The cards with effects not modelled (unread.ts), asked for at every move and list end: a field
   * here rather than a WeakMap keyed by the board, whose look-ups were 5% of the typical board's
   * engine time in bench:engine-against.
   */
  unreadCards: BoardCard[]
  /** The cards that destroy (or send) themselves while a condition holds, one entry per such effect: asked after every resolution (end-of-turn.ts). */
  selfDestroying: Array<{ card: BoardCard; effect: ContinuousBehaviour }>
  itemsById: ReadonlyMap<string, ListItem>
  /** Lower-cased names of every card involved (zones, items, responses), for pair rulings. */
  present: Set<string>
  /** Each involved card's ruling links (what they rule on), by lower-cased name: the data the engine cites from. */
  cardRulings: ReadonlyMap<string, readonly CardRulingLink[]>
  /** "<player>:<card name>" of the limits by name already used this turn, before the window (`usedNames` at its start). */
  usedBefore: string[]
  /** Life points and Deck sizes as given (null: not given). */
  lp: Record<Player, number | null>
  deck: Record<Player, number | null>
  /** Every item of the window by id, as derived here: what the explanation says of each. */
  itemTable: ItemTable
}

const ZONES_IN_BOARD_ORDER = ['field', 'graveyard', 'hand', 'banished'] as const
const PLAYERS: readonly Player[] = ['A', 'B']

export const END_PHASE: WindowConfig = {
  phase: 'end',
  procedureRulings: [],
  endsTurn: true,
  phaseEndRulings: [],
}

export const STANDBY_PHASE: WindowConfig = {
  phase: 'standby',
  procedureRulings: [RULING_IDS.standbyProcedure, RULING_IDS.standbyItems],
  endsTurn: false,
  phaseEndRulings: [RULING_IDS.standbyProcedure],
}

export const BATTLE_END_STEP: WindowConfig = {
  phase: 'battle-end-step',
  procedureRulings: [RULING_IDS.battleEndProcedure, RULING_IDS.battleEndItems],
  endsTurn: false,
  phaseEndRulings: [RULING_IDS.battleEndProcedure],
}

/**
 * The request lists no GY (or banishment) for `player`: what it holds is not known, so an effect acting
 * on or targeting cards there is neither refused nor narrowed for want of one. Other zones are listed.
 */
export function zoneUnstated(board: Pick<Board, 'gyUnstated' | 'banishedUnstated'>, zone: string, player: Player): boolean {
  return zone === 'graveyard' ? board.gyUnstated[player] : zone === 'banished' ? board.banishedUnstated[player] : false
}

/** A card on the board with a continuous effect (read once, when the board is built). */
export interface ContinuousSource {
  key: string
  name: string
  effect: ContinuousBehaviour
}

type CardIndexes = Pick<Board, 'continuous' | 'triggerCards' | 'handSizeCards' | 'discardCards' | 'unreadCards' | 'selfDestroying'>

/**
 * The board's indexes of cards, in board order, in one pass over them (the cards' continuous effects
 * as sources, and the cards of each kind of behaviour): most cards are in none, and every request
 * builds them. With the early skip of cards without behaviours in deriveItems, one pass instead of
 * four filtered copies took about 5% off the typical board's engine time in bench:engine-against.
 */
function cardIndexes(cards: ReadonlyMap<string, BoardCard>): CardIndexes {
  const indexes: CardIndexes = { continuous: [], triggerCards: [], handSizeCards: [], discardCards: [], unreadCards: [], selfDestroying: [] }
  for (const card of cards.values()) {
    const behaviours = card.behaviours
    if (behaviours.continuous !== undefined) {
      for (const effect of behaviours.continuous) {
        indexes.continuous.push({ key: card.key, name: card.name, effect })
        // Each of its self-destructions (Exodia Necross has one per card it needs in the GY): any one holding destroys it.
        if (effect.effect === 'destroy-self') indexes.selfDestroying.push({ card, effect })
      }
    }
    if ((behaviours.triggers?.length ?? 0) > 0) indexes.triggerCards.push(card)
    if (behaviours.handSize !== undefined) indexes.handSizeCards.push(card)
    if (behaviours.discard !== undefined) indexes.discardCards.push(card)
    if ((behaviours.unread?.length ?? 0) > 0) indexes.unreadCards.push(card)
  }
  return indexes
}

/** The request fields other rulesets add (Grand Archive's effects and zones), which this one refuses by name. */
interface OtherGamesFields {
  gaEffects?: readonly unknown[]
  players: Record<'A' | 'B', { memory?: readonly unknown[]; allies?: readonly unknown[] }>
}

/**
 * Refuses the request fields this ruleset does not read (another game's), naming them, rather than
 * resolving as if they were absent. Empty lists count as absent.
 */
function assertOnlyYugiohFields(request: EngineRequest & OtherGamesFields): void {
  const foreign = `is not read by Yu-Gi-Oh! (game "${request.game}")`
  if (request.gaEffects !== undefined && request.gaEffects.length > 0) throw new InvalidBoardError('gaEffects', foreign)
  for (const player of ['A', 'B'] as const) {
    const board = request.players[player]
    if (board.memory !== undefined && board.memory.length > 0) throw new InvalidBoardError(`players.${player}.memory`, foreign)
    if (board.allies !== undefined && board.allies.length > 0) throw new InvalidBoardError(`players.${player}.allies`, foreign)
  }
}

export function buildBoard(request: EngineRequest, config: WindowConfig): Board {
  assertOnlyYugiohFields(request as EngineRequest & OtherGamesFields)
  const turnPlayer = request.turnPlayer
  const cards = readCards(request)
  const used = new Set<string>()
  const items: ListItem[] = []
  const endOfTurn: EndOfTurnExpiry[] = []
  const heldUntilTurnEnds: EndOfTurnExpiry[] = []
  const usedBefore = new Set<string>()
  const outlasting = new Set<string>()

  request.effects.forEach((effect, i) => {
    if (used.has(effect.id)) throw new InvalidBoardError(`effects[${i}].id`, `"${effect.id}" is used by another effect`)
    used.add(effect.id)
    if (effect.kind === 'expire' && (effect.lasts === 'end-of-next-turn' || effect.lasts === 'lasting')) {
      // Lasts past this turn (or has no end): it ends in no window of it; what it holds applies as the turn ends too.
      outlasting.add(effect.id)
      if (effect.holds !== undefined) heldUntilTurnEnds.push(withCard({ id: effect.id, controller: effect.controller, holds: effect.holds, outlastsTurn: true, ...(effect.subject !== undefined ? { subject: effect.subject } : {}) }, effect.card))
      return
    }
    if (effect.kind === 'expire' && effect.lasts === 'end-of-turn') {
      // Not a list item in any window; only the End Phase reaches the end of the turn. What it holds
      // (no effect damage) applies in every window of the turn.
      if (effect.holds !== undefined) heldUntilTurnEnds.push(withCard({ id: effect.id, controller: effect.controller, holds: effect.holds, ...(effect.subject !== undefined ? { subject: effect.subject } : {}) }, effect.card))
      if (config.endsTurn) endOfTurn.push(withCard({ id: effect.id, controller: effect.controller, ...(effect.holds !== undefined ? { holds: effect.holds } : {}) }, effect.card))
      return
    }
    // A quick effect is activated like an optional trigger at its controller's priority (seed 001:
    // the Spell Speed 2 or 3 effects the players want to activate), but is not on a list.
    const quick = effect.kind === 'quick'
    const item: ListItem = {
      index: items.length,
      id: effect.id,
      controller: effect.controller,
      kind: effect.kind === 'quick' ? 'trigger' : effect.kind,
      mandatory: quick ? false : effect.mandatory,
      oldWording: false,
    }
    if (quick) item.quick = true
    if (effect.card !== undefined) item.card = effect.card
    if (effect.cardType !== undefined) item.cardType = effect.cardType
    if (effect.negatedUntil !== undefined) item.negatedUntil = effect.negatedUntil
    if (effect.subject !== undefined) item.subject = effect.subject
    if (effect.moves !== undefined) item.moves = effect.moves
    if (effect.destroys === true && effect.moves === 'graveyard') item.destroys = true
    if (effect.does !== undefined) item.does = effect.does
    if (effect.costs !== undefined) item.costs = effect.costs
    if (effect.activatesCard === true) item.activation = effect.fromHand === true ? 'card-from-hand' : 'card'
    if (effect.requires !== undefined) item.requires = effect.requires
    if (effect.condition !== undefined) item.condition = effect.condition
    if (effect.gyTargets !== undefined) item.gyTargets = effect.gyTargets
    if (effect.oncePerTurn !== undefined) item.oncePerTurn = effect.oncePerTurn
    // Its card's once-per-turn activation was used earlier this turn by a copy of its controller.
    if (effect.usedThisTurn === true && effect.card !== undefined) usedBefore.add(`${effect.controller}:${effect.card}`)
    if (effect.maintenance !== undefined) item.maintenance = effect.maintenance
    if (effect.together !== undefined && effect.kind === 'apply') item.together = effect.together
    if (effect.kind === 'expire' && effect.holds !== undefined) item.holds = effect.holds
    if (effect.cardKey !== undefined) {
      if (!cards.has(effect.cardKey)) throw new InvalidBoardError(`effects[${i}].cardKey`, `"${effect.cardKey}" is not the key of a card on the board`)
      item.origin = effect.cardKey
    }
    if (effect.simultaneous !== undefined) {
      if (effect.kind !== 'trigger') {
        throw new InvalidBoardError(`effects[${i}].simultaneous`, 'only triggers are activated, so only they can be activated at the same time')
      }
      item.group = effect.simultaneous
    }
    items.push(item)
  })

  // An explicit item replaces the item of one card instance: the one its cardKey names, else the
  // first copy of its card and controller not replaced yet. Every other copy keeps its own item.
  const claims = request.effects.filter((effect) => effect.card !== undefined && effect.setUp !== true)
  const claimedKeys = new Set(claims.flatMap((effect) => (effect.cardKey !== undefined ? [effect.cardKey] : [])))
  const unkeyedClaims = claims.filter((effect) => effect.cardKey === undefined)
  /** A request item's id → the derived item it stands for (the card instance's behaviour it replaces). */
  const standsFor = new Map<string, { card: BoardCard; behaviour: PhaseBehaviour }>()
  for (const derived of deriveItems(request, config, cards)) {
    if (claimedKeys.has(derived.card.key)) {
      const keyed = claims.find((effect) => effect.cardKey === derived.card.key)
      if (keyed && !standsFor.has(keyed.id)) standsFor.set(keyed.id, derived)
      continue
    }
    const claim = unkeyedClaims.findIndex((effect) => effect.card === derived.card.name && effect.controller === derived.card.player)
    if (claim >= 0) {
      standsFor.set(unkeyedClaims[claim]!.id, derived)
      unkeyedClaims.splice(claim, 1)
      claimedKeys.add(derived.card.key)
      continue
    }
    let id = derived.id
    for (let n = 2; used.has(id); n++) id = `${derived.id}:${n}`
    used.add(id)
    const { behaviour, card } = derived
    const item: ListItem = {
      index: items.length,
      id,
      controller: card.player,
      card: card.name,
      kind: behaviour.kind,
      mandatory: behaviour.mandatory,
      origin: card.key,
      behaviour: card.behaviours.phases.indexOf(behaviour),
      oldWording: behaviour.wording === 'end-of-turn',
    }
    // The card moves itself; or its own banishment for a time ends, and it comes back where it was banished from.
    const moves = behaviour.moves ?? (behaviour.kind === 'expire' && behaviour.ends === 'banishment' && behaviour.zone === 'banished' ? banishmentEnd(behaviour) : undefined)
    if (moves !== undefined) {
      item.subject = card.key
      item.moves = moves
      if (behaviour.destroys === true && moves === 'graveyard') item.destroys = true
    }
    if (behaviour.condition !== undefined) item.condition = behaviour.condition
    if (card.negatedUntil !== undefined) item.negatedUntil = card.negatedUntil
    if (behaviour.does !== undefined) item.does = behaviour.does
    if (behaviour.maintenance !== undefined) item.maintenance = behaviour.maintenance
    if (behaviour.requires !== undefined) item.requires = behaviour.requires
    if (derived.latent) item.latent = derived.latent
    if (behaviour.oncePerTurn !== undefined) item.oncePerTurn = behaviour.oncePerTurn
    if (behaviour.costs !== undefined) item.costs = behaviour.costs
    if (behaviour.gyTargets !== undefined) item.gyTargets = behaviour.gyTargets
    if (behaviour.lingers !== undefined) item.lingers = behaviour.lingers
    // The card's own activation; from the hand where its text allows that ("If you control no cards, you can activate this card from your hand").
    if (behaviour.activation === 'card') item.activation = behaviour.zone === 'hand' ? 'card-from-hand' : 'card'
    item.turn = behaviour.turn
    items.push(item)
  }

  // Any effect of the request may be named: one that is not a list item in this window (an "until
  // the end of the turn" effect) keeps the negation on for the whole window.
  const known = new Set(request.effects.map((effect) => effect.id))
  const negatedUntil = new Map(request.effects.filter((e) => e.negatedUntil !== undefined).map((e) => [e.id, e.negatedUntil!]))
  request.effects.forEach((effect, i) => {
    if (effect.negatedUntil !== undefined && !known.has(effect.negatedUntil)) {
      throw new InvalidBoardError(`effects[${i}].negatedUntil`, `"${effect.negatedUntil}" is not the id of an effect`)
    }
    if (effect.negatedUntil === effect.id) {
      throw new InvalidBoardError(`effects[${i}].negatedUntil`, `"${effect.negatedUntil}" is this effect itself: an effect cannot stay negated until it is processed`)
    }
    // Effects negated until one another would each wait for the other: never processed normally.
    const seen = new Set([effect.id])
    for (let next = effect.negatedUntil; next !== undefined; next = negatedUntil.get(next)) {
      if (seen.has(next)) {
        throw new InvalidBoardError(`effects[${i}].negatedUntil`, `forms a cycle: ${[...seen, next].map((id) => `"${id}"`).join(' until ')}`)
      }
      seen.add(next)
    }
    if (effect.subject !== undefined && !cards.has(effect.subject)) {
      throw new InvalidBoardError(`effects[${i}].subject`, `"${effect.subject}" is not the key of a card on the board`)
    }
  })
  for (const player of PLAYERS) {
    for (const zone of ZONES_IN_BOARD_ORDER) {
      ;(request.players[player][zone] ?? []).forEach((card: EngineCard, i) => {
        if (card.negatedUntil !== undefined && !known.has(card.negatedUntil)) {
          throw new InvalidBoardError(`players.${player}.${zone}[${i}].negatedUntil`, `"${card.negatedUntil}" is not the id of an effect`)
        }
      })
    }
  }

  const responseIds = new Set<string>()
  const responses: ResponseDef[] = request.responses.map((response, index) => {
    if (responseIds.has(response.id)) {
      throw new InvalidBoardError(`responses[${index}].id`, `"${response.id}" is used by another response`)
    }
    responseIds.add(response.id)
    const def: ResponseDef = {
      index,
      id: response.id,
      controller: response.controller,
      negates: response.negates,
      mandatory: response.mandatory,
      oncePerChain: response.oncePerChain === true,
      oncePerTurn: response.oncePerTurn === true,
      cost: { atk: Math.max(0, response.cost?.atk ?? 0), def: Math.max(0, response.cost?.def ?? 0) },
      // LP, cards discarded or sent from the hand, and its own card sent from the hand (a hand trap).
      costs: (response.costs ?? []).filter((cost) => cost.action === 'pay-lp' || cost.action === 'discard' || chosenFromHand(cost) > 0 || (cost.action === 'send-to-gy' && cost.target === 'self')),
    }
    if (response.card !== undefined) def.card = response.card
    if (response.extras !== undefined && response.extras.length > 0) def.extras = response.extras
    if (response.cardType !== undefined) def.cardType = response.cardType
    if (response.answers !== undefined) def.answers = response.answers
    if (response.byOpponent === true) def.byOpponent = true
    if (response.cardsOnly === true) def.cardsOnly = true
    if (response.countersOnly === true) def.countersOnly = true
    if (response.counter === true) def.counter = true
    if (response.assumes !== undefined && response.assumes.length > 0) def.assumes = response.assumes
    if (response.whileControls !== undefined) def.whileControls = response.whileControls
    if (response.activatedIn !== undefined) def.activatedIn = response.activatedIn
    if (response.includes !== undefined) def.includes = response.includes
    if (response.oncePerTurnByName === true) def.oncePerTurnByName = true
    if (response.fate !== undefined) def.fate = response.fate
    return def
  })

  const indexes = cardIndexes(cards)
  const present = new Set<string>()
  for (const card of cards.values()) present.add(card.name.toLowerCase())
  for (const item of items) if (item.card) present.add(item.card.toLowerCase())
  for (const response of responses) if (response.card) present.add(response.card.toLowerCase())
  for (const expiry of endOfTurn) if (expiry.card) present.add(expiry.card.toLowerCase())

  return {
    config,
    turnPlayer,
    opponent: otherPlayer(turnPlayer),
    reading: request.reading,
    items,
    endOfTurn,
    heldUntilTurnEnds,
    outlasting,
    holdingExpiries: items.filter((item) => item.kind === 'expire' && item.holds !== undefined),
    mayLinger: items.some((item) => item.lingers !== undefined) || indexes.triggerCards.some((card) => card.behaviours.triggers?.some((trigger) => trigger.lingers !== undefined) === true),
    responses,
    cards,
    continuous: indexes.continuous,
    triggerCards: indexes.triggerCards,
    handSizeCards: indexes.handSizeCards,
    discardCards: indexes.discardCards,
    unreadCards: indexes.unreadCards,
    selfDestroying: indexes.selfDestroying,
    itemsById: itemsById(items),
    present,
    cardRulings: lowerCasedRulings(request.cardRulings),
    usedBefore: [...usedBefore],
    lp: { A: request.players.A.lp ?? null, B: request.players.B.lp ?? null },
    deck: { A: request.players.A.deck ?? null, B: request.players.B.deck ?? null },
    gyUnstated: { A: request.players.A.graveyardUnstated === true, B: request.players.B.graveyardUnstated === true },
    banishedUnstated: { A: request.players.A.banishedUnstated === true, B: request.players.B.banishedUnstated === true },
    itemTable: itemTable(request, items, responses, cards, standsFor),
  }
}

/**
 * The window's items by id, from what was derived above: the request's items (each with the card
 * behaviour it stands for, where it replaces a card instance's item), its responses, the items cards yield by
 * their phase behaviours, and their discard triggers (id: the card's key). Where ids meet, the
 * first of these wins (a list item's id names it before a discard trigger of the same key).
 */
function itemTable(
  request: EngineRequest,
  items: readonly ListItem[],
  responses: readonly ResponseDef[],
  cards: ReadonlyMap<string, BoardCard>,
  standsFor: ReadonlyMap<string, { card: BoardCard; behaviour: PhaseBehaviour }>,
): ItemTable {
  const table: Record<string, ItemEntry> = {}
  for (const effect of request.effects) {
    const entry: ItemEntry = { id: effect.id, source: 'request', kind: effect.kind, mandatory: effect.mandatory }
    if (effect.card !== undefined) entry.card = effect.card
    const stands = standsFor.get(effect.id)
    if (stands) {
      entry.cardKey = stands.card.key
      entry.behaviour = stands.card.behaviours.phases.indexOf(stands.behaviour)
    } else if (effect.cardKey !== undefined) entry.cardKey = effect.cardKey
    // The request's own actions, else those of the card behaviour it stands for.
    const does = effect.does ?? (stands ? behaviourActions(stands.behaviour) : undefined)
    if (does !== undefined && does.length > 0) entry.does = does
    if (effect.subject !== undefined) entry.subject = effect.subject
    if (effect.moves !== undefined) entry.moves = effect.moves
    table[effect.id] ??= entry
  }
  for (const response of responses) {
    if (table[response.id] !== undefined) continue
    table[response.id] = { id: response.id, ...(response.card !== undefined ? { card: response.card } : {}), source: 'response', kind: 'response', mandatory: response.mandatory }
  }
  for (const item of items) {
    if (item.origin === undefined || table[item.id] !== undefined) continue
    const card = cards.get(item.origin)
    if (!card) continue
    const behaviour = item.behaviour === undefined ? undefined : card.behaviours.phases[item.behaviour]
    const entry: ItemEntry = { id: item.id, card: card.name, cardKey: card.key, source: 'behaviour', kind: item.kind, mandatory: item.mandatory }
    if (item.behaviour !== undefined) entry.behaviour = item.behaviour
    const does = behaviour ? behaviourActions(behaviour) : undefined
    if (does !== undefined && does.length > 0) entry.does = does
    table[item.id] = entry
  }
  for (const card of cards.values()) {
    const discard = card.behaviours.discard
    if (!discard || table[card.key] !== undefined) continue
    table[card.key] = { id: card.key, card: card.name, cardKey: card.key, source: 'discard', kind: 'discard', mandatory: discard.mandatory }
  }
  return table
}

/** What a phase behaviour does when processed: its actions, or the move of the card itself. */
function behaviourActions(behaviour: PhaseBehaviour): BoardAction[] | undefined {
  return behaviour.does ?? (behaviour.moves !== undefined ? [{ action: DESTINATION_ACTIONS[behaviour.moves], target: 'self' }] : undefined)
}

/** The first item of each id (ids are unique but for a derived item standing for a request's). */
function itemsById(items: readonly ListItem[]): Map<string, ListItem> {
  const byId = new Map<string, ListItem>()
  for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item)
  return byId
}

function lowerCasedRulings(rulings: EngineRequest['cardRulings']): Map<string, readonly CardRulingLink[]> {
  const byName = new Map<string, readonly CardRulingLink[]>()
  if (rulings === undefined) return byName
  for (const name in rulings) byName.set(name.toLowerCase(), rulings[name] as readonly CardRulingLink[])
  return byName
}

function withCard<T extends object>(value: T, card: string | undefined): T & { card?: string } {
  if (card !== undefined) (value as T & { card?: string }).card = card
  return value
}

/** The facts a card states (absent ones left out; "used this turn" only when it was). */
export function cardFacts(card: CardFacts): CardFacts {
  const facts: Record<string, unknown> = {}
  for (const fact of CARD_FACTS) if (card[fact] !== undefined && !(fact === 'usedThisTurn' && card[fact] === false)) facts[fact] = card[fact]
  return facts as CardFacts
}

function readCards(request: EngineRequest): Map<string, BoardCard> {
  const cards = new Map<string, BoardCard>()
  for (const player of PLAYERS) {
    for (const zone of ZONES_IN_BOARD_ORDER) {
      const listed = request.players[player][zone] ?? []
      for (let i = 0; i < listed.length; i++) {
        const card = listed[i] as EngineCard
        if (cards.has(card.key)) {
          throw new InvalidBoardError(`players.${player}.${zone}[${i}].key`, `"${card.key}" is the key of another card`)
        }
        // Fields assigned one by one rather than spread: this runs for every card of every request.
        const read: BoardCard = { key: card.key, name: card.name, player, zone, behaviours: card.behaviours }
        if (card.cardType) read.cardType = card.cardType
        if (card.level !== undefined) read.level = card.level
        if (card.atk !== undefined) read.atk = card.atk
        if (card.def !== undefined) read.def = card.def
        if (card.property !== undefined) read.property = card.property
        if (card.monsterTypes) read.monsterTypes = card.monsterTypes
        if (card.attribute !== undefined) read.attribute = card.attribute
        if (card.staysOnField === true) read.staysOnField = true
        if (card.oneEffectPerTurn === true) read.oneEffectPerTurn = true
        if (card.token === true) read.token = true
        if (card.addsAs) read.addsAs = card.addsAs
        const facts = read as unknown as Record<string, unknown>
        for (const fact of CARD_FACTS) if (card[fact] !== undefined && !(fact === 'usedThisTurn' && card[fact] === false)) facts[fact] = card[fact]
        cards.set(card.key, read)
      }
    }
  }
  return cards
}

/**
 * The list items cards yield by themselves in this window, in board order (A then B; field, GY,
 * hand). A card's GY behaviour yields, while the card is elsewhere, a latent item: on the list once
 * the card is sent to the GY during the window. A GY card not sent there this turn yields no item
 * whose behaviour requires that.
 */
function deriveItems(
  request: EngineRequest,
  config: WindowConfig,
  cards: Map<string, BoardCard>,
): Array<{ id: string; card: BoardCard; behaviour: PhaseBehaviour; latent?: ListItem['latent'] }> {
  const out: Array<{ id: string; card: BoardCard; behaviour: PhaseBehaviour; latent?: ListItem['latent'] }> = []
  for (const card of cards.values()) {
    if (card.usedThisTurn || card.behaviours.phases === undefined || card.behaviours.phases.length === 0) continue
    const phases = card.behaviours.phases.filter(
      (behaviour) =>
        // A delayed item exists only once the effect that set it up has resolved: the board states it.
        !behaviour.delayed &&
        behaviour.phase === config.phase &&
        !(card.zone === 'graveyard' && card.sentThisTurn === false && requiresSentThisTurn(behaviour)),
    )
    // Most cards have no behaviour of this window: nothing more to order for them.
    if (phases.length === 0) continue
    // Ids in the order they always had (behaviours of the card's zone, and GY behaviours of a card
    // elsewhere), then the latent items of the banished zone and the field, then, for a card whose
    // control can return to its owner, the items it would yield under its owner's control.
    const owner = card.owner ?? card.player
    const now = phases.filter((behaviour) => turnMatches(behaviour, card.player, request.turnPlayer))
    const later = owner === card.player ? [] : phases.filter((behaviour) => !now.includes(behaviour) && turnMatches(behaviour, owner, request.turnPlayer))
    const first = now.filter((behaviour) => (behaviour.zone ?? 'field') === card.zone || latentZone(card, behaviour.zone ?? 'field', phases) === 'graveyard')
    const ordered = [...first, ...now.filter((behaviour) => !first.includes(behaviour)), ...later]
    let n = 0
    for (const behaviour of ordered) {
      const zone = behaviour.zone ?? 'field'
      const latent = latentZone(card, zone, phases)
      if (zone !== card.zone && latent === undefined) continue
      const derived: { id: string; card: BoardCard; behaviour: PhaseBehaviour; latent?: ListItem['latent'] } = { id: n === 0 ? card.key : `${card.key}:${n + 1}`, card, behaviour }
      if (latent !== undefined) derived.latent = latent
      out.push(derived)
      n++
    }
  }
  return out
}

/**
 * A behaviour of a zone the card is not in yields a latent item, on the list once the card arrives
 * there during the window: the GY (a card sent there this turn), the banished zone, and the field
 * for a card whose own effect Special Summons it.
 */
function latentZone(card: BoardCard, zone: CardZone, phases: PhaseBehaviour[]): ListItem['latent'] {
  if (zone === card.zone || zone === 'hand') return undefined
  if (zone === 'graveyard' || zone === 'banished') return zone
  const summonsItself = phases.some((behaviour) => behaviour.does?.some((action) => action.action === 'special-summon' && action.target === 'self'))
  return summonsItself ? 'field' : undefined
}

function requiresSentThisTurn(behaviour: PhaseBehaviour): boolean {
  return behaviour.requires?.some((condition) => condition.check === 'in-gy-sent-this-turn') ?? false
}

function turnMatches(behaviour: PhaseBehaviour, controller: Player, turnPlayer: Player): boolean {
  if (behaviour.turn === 'each') return true
  return behaviour.turn === 'yours' ? controller === turnPlayer : controller !== turnPlayer
}

/** The action that processes an item: activate a trigger, apply a lingering effect, end an effect. */
export function itemAction(item: ListItem): { type: 'activate' | 'apply' | 'expire'; effect: string } {
  const type = item.kind === 'trigger' ? 'activate' : item.kind
  return { type, effect: item.id }
}
