/**
 * What a card does by itself in a phase window, as the resolver needs it.
 * Shared by the curated content, the text analyser, the catalog and the engine:
 * plain data, no I/O.
 */

import type { RulingPhase } from './vocabulary.js'

/** The windows that run the list procedure. */
export type PhaseWindow = RulingPhase

/** Whose turn the behaviour applies in, seen from the card's controller. */
export type TurnScope = 'yours' | 'opponents' | 'each'

/** Where the behaviour came from: curated by the project, read from the card text, or given inline in a request. */
export type BehaviourSource = 'curated' | 'text' | 'request'

/** Where the card must be for the behaviour to yield its item. */
export type CardZone = 'field' | 'graveyard' | 'hand' | 'banished'

/**
 * Where an item sends its subject. 'field': a card banished for a time comes back to the field it
 * left (a banishment "until the End Phase" ends): a return, not a Summon.
 */
export type Destination = 'graveyard' | 'deck' | 'extra-deck' | 'hand' | 'banished' | 'field'

/** Every zone the game state tracks (the Deck and Extra Deck as far as effects touch them). */
export type StateZone = 'hand' | 'field' | 'graveyard' | 'banished' | 'deck' | 'extra-deck'

/** Whose cards, hand or life points, seen from the item's controller. */
export type Whose = 'controller' | 'opponent' | 'each'

/**
 * One thing an item does to the board: when it resolves (`does`), when it is activated (`costs`), or
 * as either branch of a maintenance cost. Read by the analyser where the text says it plainly,
 * curated where it does not; the engine applies it to the game state. Plain data.
 *
 * - send-to-gy / destroy / banish / return-to-hand / return-to-deck / return-to-extra-deck:
 *   `target` leaves its zone for the named one (destroy and send go to the GY).
 * - add-to-hand: `count` cards from `from` (a search; `card` when the text names it) go to the hand.
 * - special-summon: `target` comes to the field (from `from` when target is 'zone').
 * - return-to-field: `target`, banished for a time, comes back to the field ("Return the banished
 *   monster to the field"): no Summon, so nothing that asks for a Summon reacts to it.
 * - discard: `count` cards from the hand of `whose` go to the GY ("discard 1 card").
 * - draw: `count` cards from the Deck of `whose` to the hand.
 * - mill: the top `count` cards of the Deck of `whose` go to the GY.
 * - pay-lp / lose-lp / gain-lp: `amount` life points of `whose` (pay-lp with `half`: half of them).
 * - set-lp: the LP of `whose` become `amount` ("Your LP becomes 4000"): neither damage nor a cost.
 * - detach: `count` materials detached from this card.
 * - change-position: `target` changes its battle position (`to` unused).
 * - return-control: control of `target` returns to its owner.
 * - negate-effects: the effects of the card `chosen` (its target: "target 1 face-up card your
 *   opponent controls; negate its effects until the end of this turn") are negated for the rest of
 *   the turn while it stays face-up on the field: its items resolve negated, its continuous effects
 *   do not apply.
 * - set: `count` cards from `from` are Set on the field ("Set 1 "Attraction" Trap directly from your
 *   Deck"); the state does not model the field's Set cards, so it is never applied (`notApplied`).
 */
export interface BoardAction {
  action:
    | 'send-to-gy'
    | 'destroy'
    | 'banish'
    | 'return-to-hand'
    | 'return-to-deck'
    | 'return-to-extra-deck'
    | 'add-to-hand'
    | 'special-summon'
    | 'return-to-field'
    | 'discard'
    | 'draw'
    | 'mill'
    | 'pay-lp'
    | 'lose-lp'
    | 'gain-lp'
    | 'set-lp'
    | 'detach'
    | 'change-position'
    | 'return-control'
    | 'negate-effects'
    | 'set'
  /**
   * Which cards: 'self' (the card that yields the item), 'zone' (`count` cards out of `from`),
   * 'set-up' (the cards the effect that set a delayed item up acted on: "the monsters Special
   * Summoned by this effect"), 'all' (every card on the field of `whose`, of the type `cards`,
   * narrowed by `others`, `faceUp`, `didNotAttack`: "Destroy all other monsters on the field").
   * 'event' (an event trigger's: the card its event happened to, "send it to the GY", "Banish it
   * face-down" after "When your opponent Special Summons a monster"; with several, which one is not
   * said). Unused for draw, mill, discard and the LP actions.
   */
  target?: 'self' | 'zone' | 'set-up' | 'all' | 'event'
  /**
   * target 'set-up': only the cards the set-up targeted ('targets': "destroy the face-up monster that
   * was targeted by this card"), or only those it acted on without targeting ('affected': the monster
   * it Special Summoned, "Target 1 …; Special Summon 1 … from your Deck …, and if you do, destroy it
   * during the End Phase"). Absent: every card it acted on.
   */
  setUpOf?: 'targets' | 'affected'
  /** target 'all': the cards' type (absent: any card). */
  cards?: 'monster' | 'spell-trap'
  /** target 'all': except the card that yields the item ("all other monsters"). */
  others?: boolean
  /** target 'all': face-up cards only. */
  faceUp?: boolean
  /** target 'all' of Spells/Traps: only those in the Spell & Trap Zones, not a Field Spell in the Field Zone ("destroy all cards in the Spell & Trap Zones"). */
  spellTrapZones?: boolean
  /** target 'all': only cards that did not declare an attack this turn ("that did not declare an attack this turn"). */
  didNotAttack?: boolean
  /** target 'all': monsters of this Level only ("all Level 1 Normal Monsters"). */
  level?: number
  /** target 'all': monsters of this Type only ("all Plant-Type monsters you control"), as the catalog types them. */
  monsterType?: string
  /** target 'all': monsters of this Level or lower only ("Level 3 or lower monsters"). */
  maxLevel?: number
  /** target 'all': monsters Normal or Flip Summoned this turn only (the board's `summoned`; a monster of the player whose turn it is not was not). */
  summonedThisTurn?: 'normal-or-flip'
  /** target 'all': Normal Monsters only. */
  normalMonsters?: boolean
  /** target 'all': monsters in this battle position only ("as many Defense Position monsters … as possible"). */
  battlePosition?: 'attack' | 'defense'
  /**
   * LP actions: this amount for each card the item's action on every card of a kind moved ("inflict
   * 500 damage to your opponent for each monster destroyed"), instead of `amount`.
   */
  eachMoved?: number
  from?: StateZone
  whose?: Whose
  /** How many cards (default 1). */
  count?: number
  /** A cost of cards chosen ("Send any number of other cards …"): at least `count`, as many more as its controller chooses. */
  anyNumber?: boolean
  /** A cost sending cards from the hand (`send-to-gy`, `from: 'hand'`): the cards its controller controls on the field may pay too ("from your hand and/or field"). */
  alsoField?: boolean
  /**
   * `target: 'zone'`, `from: 'hand'`: the `count` cards are picked at random, not chosen ("send 1 random
   * card from your opponent's hand to the GY"): known where the hand holds no more than that, or only
   * cards nobody named.
   */
  random?: boolean
  /**
   * `target: 'zone'`, `from: 'hand'`: the cards over this many go, so the hand is left with this many,
   * plus one for each card `per` counts ("randomly shuffle cards from your hand into the Deck so the
   * number in your hand equals the number your opponent controls +6": 6, per card your opponent
   * controls); a hand holding no more loses none.
   */
  handDownTo?: number
  /**
   * special-summon with `chosen` (cards of a hand or GY the board lists): they may come from this zone
   * too ("from your hand or Deck", "from your hand or GY"). Which zone is its controller's choice: the
   * cards they name as they activate it, else the only cards there can be (a Deck of 0 holds none).
   */
  alsoFrom?: 'deck' | 'graveyard' | 'hand'
  /** send-to-gy: the cards are Tributed ("Tribute this card"), which a ban on Tributes forbids. */
  tribute?: boolean
  /** A card the text names ("add 1 'Danger! Bigfoot!' from your Deck"). */
  card?: string
  /** Life points, for the LP actions. */
  amount?: number
  /**
   * pay-lp: half the player's LP at the time it is paid ("Pay half your LP"), instead of `amount`.
   * Always payable; the amount is rounded down (see `lifePointsToPay`). lose-lp: half the LP they
   * have as it resolves are lost ("your LP are halved"), rounded down the same way.
   */
  half?: boolean
  /**
   * LP actions: the amount is the original ATK of the item's own card, as the catalog prints it ("take
   * damage equal to its original ATK"), instead of `amount`; `subject-original-atk`: of the card the
   * effect acted on (a response's negated card: "destroy that card, then, if it was a Monster Card,
   * gain LP equal to its original ATK"). A card with no such figure known: not applied.
   * `moved-atk`: the printed ATK of the cards the item moved, summed ("destroy them, and if you do,
   * take damage equal to those destroyed monsters' ATK"): the cards the action before it moved, or
   * the item's own subject (a card a delayed destruction acts on), those a continuous effect kept
   * in place not counted.
   */
  amountOf?: 'original-atk' | 'subject-original-atk' | 'moved-atk'
  /** lose-lp: the loss is effect damage ("take damage", "inflict damage"), which "take no effect damage" prevents; absent: a loss of LP, never prevented. */
  damage?: boolean
  /**
   * LP actions and discards of an event trigger: the player is the owner of the card the event happened
   * to ("Inflict 800 damage to the owner of the monster(s)", "They must discard 1 of those cards"),
   * whoever controls either card; `whose` is then unused. A discard takes that card where it is still
   * in their hand.
   */
  player?: 'subject-owner'
  /**
   * A rate: the action is done once for each card counted ("inflict 100 damage to your opponent for
   * each Set card on the field": `amount` 100 per card; "draw 1 card for each …": `count` per card).
   * Counted on the board as the action happens; where the board does not say the count, the action
   * is not applied (never guessed as one count's worth).
   */
  per?: Rate
  /**
   * The action acts on every card of a selection ("destroy as many Defense Position monsters your
   * opponent controls as possible"): each card the board shows to be one of them, save those a
   * continuous effect keeps from it. Where the board leaves a card undecided (its type or position
   * not stated), the action is not applied.
   */
  every?: CardSelection
  /**
   * The action acts on `count` cards (default 1) chosen from the selection ("Shuffle 1 card your
   * opponent controls into the Deck"): where the selection holds no more cards than that, those
   * (no choice is left); with more, which ones the board does not say, and the action is not applied.
   */
  chosen?: CardSelection
  /** Done only if the action before it acted on a card ("…, and if you do, inflict 500 damage"); where that is not known, not applied. */
  ifDone?: boolean
}

/**
 * Cards of the board: `zone`'s cards of `whose` (the field: the cards a player controls; elsewhere:
 * the cards they own), of type `cards`, narrowed by `filter`. `own`: the cards of the player the
 * action falls on ("each player takes 300 damage for each card in their hand"). `others`: not the
 * card itself ("other than this card").
 */
export interface CardSelection {
  zone: CountZone
  whose?: Whose
  own?: boolean
  cards?: CountedCards
  filter?: CountFilter
  others?: boolean
  /**
   * Only the cards with the lowest or highest ATK of the selection ("the 1 face-up monster on the
   * field that has the lowest ATK"), by the ATK the catalog prints (the state models no change of
   * ATK); a card whose ATK is not known (a "?") leaves it undecided. `-level`: by the printed Level
   * ("the monster(s) on the field with the highest Level"); an Xyz or Link Monster has no Level and
   * is not one of them, a monster whose Level the board does not know leaves it undecided.
   */
  rank?: 'lowest-atk' | 'highest-atk' | 'lowest-level' | 'highest-level'
}

/**
 * What a rate counts: cards on the board (`cards`); the cards the item's action just before this one
 * acted on (`acted`: "for each monster destroyed", "for each card returned", narrowed by `cards` and
 * `filter`); the cards of the event an event trigger reacts to (`event`: "If a card(s) is banished:
 * Gain 500 LP for each."; cards the same cause moved at once are one event); or something the board
 * does not say (`unknown`: the cards a Deck sent, draws earlier this turn, counters).
 */
export type Rate = ({ count: 'cards' } & CardSelection) | { count: 'acted'; cards?: CountedCards; filter?: CountFilter } | { count: 'event' } | { count: 'unknown' }

/**
 * The LP a pay-lp action takes from a player who has `lp` (null: not tracked, so not known).
 * Halving: no stored ruling or seed states how an odd LP is halved; the amount is rounded down
 * (the player keeps the odd point), the choice ygopro's card scripts make for such costs. Said
 * here so that a source stating otherwise changes one line.
 */
export function lifePointsToPay(action: BoardAction, lp: number | null): number | undefined {
  if (action.action !== 'pay-lp' && !(action.action === 'lose-lp' && action.half === true)) return 0
  if (action.half === true) return lp === null ? undefined : Math.floor(lp / 2)
  return action.amount ?? 0
}

/** Where an action aimed at the card itself (`target: 'self'`) puts it; absent: the action does not move a card. */
export const SELF_MOVES: Partial<Record<BoardAction['action'], StateZone>> = {
  'send-to-gy': 'graveyard',
  destroy: 'graveyard',
  banish: 'banished',
  'return-to-hand': 'hand',
  'return-to-deck': 'deck',
  'return-to-extra-deck': 'extra-deck',
  'special-summon': 'field',
  'return-to-field': 'field',
}

/** The action that sends a card to a destination. */
export const DESTINATION_ACTIONS: Record<Destination, BoardAction['action']> = {
  graveyard: 'send-to-gy',
  deck: 'return-to-deck',
  'extra-deck': 'return-to-extra-deck',
  hand: 'return-to-hand',
  banished: 'banish',
  field: 'return-to-field',
}

/**
 * What a card an item adds to a hand is called when the effect does not name it: drawn, or taken
 * from a zone. The engine keys such cards by these names ("a card from the Deck #2" for the second);
 * the explanations say them in the reader's language.
 */
export const UNNAMED_CARDS = {
  drawn: 'a card drawn',
  deck: 'a card from the Deck',
  graveyard: 'a card from the GY',
  banished: 'a banished card',
  other: 'a card',
} as const

/** The name of the card an add-to-hand or draw action adds, when the action does not name it. */
export function unnamedCard(action: BoardAction): string {
  if (action.action === 'draw') return UNNAMED_CARDS.drawn
  const from = action.from ?? 'deck'
  return from === 'deck' || from === 'graveyard' || from === 'banished' ? UNNAMED_CARDS[from] : UNNAMED_CARDS.other
}

/**
 * A condition on the game state, checked each time the lists are read: the item is on its
 * controller's list only while every condition of its `requires` holds. What the analyser or a
 * curator could not turn into one of these stays in `condition`, as text.
 * - in-gy-sent-this-turn: the card is in the GY because it was sent there this turn.
 * - summoned-this-turn: the card was summoned this turn (`how` narrows it: normal, flip, special…;
 *   normal-or-flip: Normal Summoned or flipped face-up, a Spirit's return; without-tribute: Normal
 *   Summoned without Tributing, "You can Normal Summon this card without Tributing. If you do, …").
 * - flipped-this-turn, attacked-this-turn, destroyed-by-battle-this-turn: this turn's history of the card.
 * - battled-this-turn: the card attacked or was attacked this turn ("if this card battled").
 * - destroyed-by-effect-this-turn: the card was destroyed by a card effect this turn ("because it was
 *   destroyed by a card effect and sent there this turn"): the board's `destroyedByEffect`; one stated
 *   destroyed by battle, or in the GY since an earlier turn, was not.
 * - special-summoned: the card on the field was Special Summoned ("if this card was Special Summoned",
 *   Slifer the Sky Dragon): the board's `summoned` for this turn; a card it says was not summoned this
 *   turn may have been in an earlier one, so that is not decided.
 * - destroyed-a-monster-by-battle: the card destroyed a monster by battle this turn ("if this card destroyed
 *   a monster by battle this turn", "… an opponent's monster by battle"): the board's `destroyedMonsterByBattle`;
 *   not stated, false for a monster of the turn player stated not to have attacked, else not decided.
 * - used-this-turn: another effect of this card was used this turn ("if this effect was used this turn",
 *   "if this effect of this card was used"): the board's `thisTurn` says it activated (or its
 *   `activatedThisTurn`); a card it says nothing of has not.
 * - face-up / set: the card's position on the field.
 * - hand-count: the hand of `whose` holds at least `min` (and at most `max`) cards.
 * - controls-card: `whose` controls a face-up card (`card` names it when one is meant).
 * - named-sent-this-turn: a card named `card` was sent to the GY of `whose` this turn ("if "The Immortal
 *   Sun God" was sent to your GY this turn"): a copy in that GY sent this turn, or sent during the window.
 * - sent-this-turn: a card of `cards` narrowed by `filter` was sent to the GY of `whose` this turn ("if a
 *   Fusion Monster(s) was sent to your GY this turn"), as named-sent-this-turn decides it.
 * - set-up-this-turn: a delayed item: the effect that sets it up resolved this turn (the board says so).
 * - card-count: the cards `whose` has in `zone` (field: controls; graveyard, banished, hand: owns;
 *   deck: its size, when given), of `cards` type, narrowed by `filter`, number at least `min` and at
 *   most `max` ("if you control no Spell or Trap Cards": field, spell-trap, max 0).
 * - controls-more: the opponent controls more `cards` than the item's controller ("if your
 *   opponent controls more monsters than you do"); with `zone: 'graveyard'`, the cards each player has
 *   in their GY ("your opponent has more cards in their GY than you").
 * - lp: the LP of `whose` are at least `min` and at most `max` ("if your LP is less than 4000": max
 *   3999); where the board gives no LP, not decided.
 */
export type StateCondition =
  | { check: 'in-gy-sent-this-turn' }
  /** With `not`: the card was not so summoned (flipped) this turn ("You cannot activate this effect the turn this card is Summoned or flipped face-up"). */
  | { check: 'summoned-this-turn'; how?: 'normal' | 'tribute' | 'flip' | 'special' | 'any' | 'normal-or-flip' | 'without-tribute'; not?: true }
  | { check: 'flipped-this-turn'; not?: true }
  | { check: 'attacked-this-turn' }
  | { check: 'battled-this-turn' }
  | { check: 'used-this-turn' }
  | { check: 'destroyed-by-battle-this-turn' }
  | { check: 'destroyed-by-effect-this-turn' }
  | { check: 'destroyed-a-monster-by-battle' }
  /** Its controller has not Normal Summoned or Set a monster this turn ("You cannot Normal Summon/Set during the turn you activate this effect"). */
  | { check: 'no-normal-summon-this-turn' }
  | { check: 'special-summoned' }
  | { check: 'face-up' }
  | { check: 'set' }
  | { check: 'hand-count'; whose: Whose; min?: number; max?: number }
  | { check: 'controls-card'; whose: Whose; card?: string }
  | { check: 'named-sent-this-turn'; whose: Whose; card: string }
  | { check: 'sent-this-turn'; whose: Whose; cards?: CountedCards; filter?: CountFilter }
  | { check: 'set-up-this-turn' }
  | { check: 'card-count'; zone: CountZone; whose: Whose; cards?: CountedCards; filter?: CountFilter; min?: number; max?: number; alsoZone?: CountZone }
  | { check: 'controls-more'; cards?: CountedCards; zone?: 'graveyard' }
  | { check: 'lp'; whose: Whose; min?: number; max?: number }

/** Where a count condition counts: a player's field (the cards they control), GY, banished cards, hand or Deck. */
export type CountZone = 'field' | 'graveyard' | 'banished' | 'hand' | 'deck'
/** Which cards a count condition counts (default any card). */
export type CountedCards = 'any' | 'monster' | 'spell-trap' | 'spell' | 'trap'
/**
 * What narrows a count beyond the card type: `named`, cards whose name includes it (an archetype,
 * "\"Plunder Patroll\" monsters", which the game defines by name); `summoned`, monsters stated so
 * summoned this turn ("Tribute Summoned monsters"); `other`, a narrowing the data does not say
 * (kept as text): the count is then only bounded by the board, and decided where the bounds agree.
 */
export interface CountFilter {
  named?: string
  /** Monsters with at least this ATK, as the catalog prints it ("an Insect monster with 3000 or more ATK"); one whose ATK is not known ("?") may be one. */
  minAtk?: number
  /** Monsters with at most this printed ATK, at least or at most this printed DEF ("1 FIRE monster with 200 or less DEF"); one whose figure is not known may be one. */
  maxAtk?: number
  minDef?: number
  maxDef?: number
  /** Only cards whose name does not hold this archetype ("a monster that is not a "Burning Abyss" monster"). */
  notNamed?: string
  summoned?: 'tribute'
  /** Monsters of this Type or kind, a word of their type line ("Psychic", "Fairy", "Xyz"). */
  monsterType?: string
  /** Monsters of one of these Types ("a Warrior or Machine monster"), as the catalog types them. */
  monsterTypes?: string[]
  /** Monsters not of this Type ("a face-up non-Plant monster"), as the catalog types them. */
  notMonsterType?: string
  /** Monsters of none of these Types ("no monsters in your GY except Plant or Beast"), as the catalog types them. */
  notMonsterTypes?: string[]
  /** Monsters of this Level or lower ("2 Level 4 or lower "Predaplant" monsters in your Graveyard"); a monster with no Level (Xyz, Link) is none, one whose Level is not known may be one. */
  maxLevel?: number
  /** Cards in this position: `set` (face-down), `face-up`, `defense` (a Set monster is; a face-up one may be, the board does not say), `attack` (a Set monster is not; a face-up one may be). */
  position?: 'set' | 'defense' | 'face-up' | 'attack'
  /** Monsters that did not declare an attack this turn (the board's `attacked`; not stated: undecided). */
  didNotAttack?: boolean
  /** Cards that go back to the Main Deck: not a Fusion, Synchro, Xyz or Link Monster ("the number shuffled into their Main Deck"), as the catalog types them. */
  mainDeck?: boolean
  /** Tokens only ("While you control a Token"): the board lists each as `{ token }`; a card nobody named may be one. */
  token?: boolean
  /** Spells or Traps of this property ("Field": "a face-up Field Spell"), as the catalog gives it. */
  property?: string
  /** Spells or Traps of one of these properties ("1 Continuous or Field Spell"), as the catalog gives them. */
  properties?: string[]
  /** Monsters of this Attribute ("1 WIND monster in your GY"), as the catalog gives it. */
  attribute?: string
  other?: string
}

/**
 * A maintenance cost as data: its controller decides to pay (`pay` is done) or not (`otherwise` is
 * done: "discard 1 card or destroy this card"). `mustPay`: the text says paying is not optional
 * ("you must pay 500 LP (this is not optional), or this card is destroyed"): it is paid whenever it
 * can be, and `otherwise` happens only when it cannot.
 */
export interface Maintenance {
  pay: BoardAction[]
  otherwise: BoardAction[]
  mustPay?: boolean
  /**
   * Paying another way: revealing a monster of this Type from the hand ("… or reveal 1 Dragon monster
   * in your hand"), which moves nothing; open only while the hand holds such a monster.
   */
  orReveal?: { monsterType: string }
}

export interface PhaseBehaviour {
  phase: PhaseWindow
  /** trigger: activated, starts a chain; apply: applied without activation; expire: an "until the … Phase" effect ends. */
  kind: 'trigger' | 'apply' | 'expire'
  mandatory: boolean
  turn: TurnScope
  /** Where the card is when the item is on its controller's list (default field). */
  zone?: CardZone
  /** The item moves the card itself (Ohka sent to the GY, a Spirit returned to the hand). */
  moves?: Destination
  /** With `moves: 'graveyard'`: the move is a destruction ("Destroy this card"): it is destroyed, and a card that cannot be destroyed stays. */
  destroys?: boolean
  /** A condition the analyser or curator could not turn into data, kept as text, never guessed. */
  condition?: string
  /**
   * The item is set up by the resolution of one of the card's effects (Limiter Removal's "destroy
   * them during the End Phase", an "until the End Phase" effect): it exists only once that effect
   * has resolved, so the resolver never derives it from the card's mere presence; a board states
   * it in `effects`.
   */
  delayed?: boolean
  /** A maintenance cost (text): the card is destroyed or sent away unless its controller pays it. */
  cost?: string
  /**
   * A maintenance cost as data (see `Maintenance`).
   */
  maintenance?: Maintenance
  /** What resolving the item does to the board, in order. Absent: not known (the engine says so in a note). */
  does?: BoardAction[]
  /** Costs paid when the item is activated (a discard, LP, detaching). */
  costs?: BoardAction[]
  /** What it targets in its controller's GY as it is activated: with too few there, it is not on the list. */
  gyTargets?: GraveyardTargets
  /** Conditions on the state that must all hold for the item to be on the list. */
  requires?: StateCondition[]
  /**
   * 'card': the item is the activation of the card itself (a Set Trap or Quick-Play Spell whose text
   * says "During your opponent's End Phase: …"): always optional, legal only where the card type may
   * be activated then (Set on the field). Absent: an effect of a card already face-up or in a zone.
   */
  activation?: 'effect' | 'card'
  /** The item can be used once per turn (per card instance unless `hard`: once per turn by name). */
  oncePerTurn?: 'instance' | 'name'
  /**
   * 'end-of-turn': the text says "at the end of the turn", an old wording the game processes in the
   * End Phase like "during the End Phase" (the item cites the ruling that says so).
   */
  wording?: 'end-of-turn'
  /**
   * An `expire` that ends "until the end of this turn" rather than "until the End Phase": it is no
   * list item; the effect ends as the turn ends, after the hand-size step (a negation of effects
   * lasting until the end of the turn). 'end-of-next-turn': it lasts past this turn ("until the end of
   * the next turn"): it never ends in a window of this turn, and what it holds applies as the turn
   * ends too. 'lasting': the text gives it no end ("negate the effects of all face-up monsters your
   * opponent currently controls", a Continuous Trap's "negate that face-up monster's effects"): it
   * holds while the card it acted on stays, so, as 'end-of-next-turn', it ends in no window of this
   * turn. Absent: "until the … Phase".
   */
  lasts?: 'end-of-turn' | 'end-of-next-turn' | 'lasting'
  /**
   * What an `expire` ends, where the resolver acts on it: 'banishment' (the card banished for a time
   * comes back), 'negation' (the negated card's effects apply again) or 'control' (a card taken for a
   * time goes back to its owner) or 'protection' (the cards it acted on, protected by what it `holds`
   * while it lasts, can be moved again). Absent: another change (ATK, a name), which the resolver only lists.
   */
  ends?: 'banishment' | 'negation' | 'control' | 'protection'
  /**
   * With `ends: 'negation'`: the negation also covers the cards with the same original name as the
   * cards it negated ("as well as the activated effects and effects on the field of monsters with
   * the same original name"), wherever the board holds them.
   */
  sameName?: boolean
  /**
   * A set-up that acts on every card of a selection as it resolved ("Negate the effects of face-up
   * monsters your opponent currently controls, until the end of this turn", Dark Ruler No More): where a
   * request states the activation (`thisTurn`) without naming the cards, they are the board's cards of
   * this selection, seen from the activation's player.
   */
  setUpOn?: CardSelection
  /**
   * An expiry of the card's own banishment (`zone: 'banished'`) that banished its targets with it
   * ("banish both that monster and this card until the End Phase", Sleipnir the Runick Mane): the
   * cards the set-up targeted come back too.
   */
  alsoTargets?: boolean
  /**
   * A delayed item of the turn after the one its effect resolved in ("until the End Phase of the
   * next turn"): never in a window of the turn that set it up.
   */
  nextTurn?: boolean
  /**
   * What a lingering effect does for as long as it lasts, until this `expire` ends it (Pikeru's Circle
   * of Enchantment: its controller takes no effect damage until the end of this turn). Its card may
   * be anywhere (a Normal Trap in the GY once resolved); the effect applies while the expire has not.
   */
  holds?: LingeringEffect[]
  /**
   * What resolving this item leaves applying until the end of the turn, wherever its card then is
   * ("…; for the rest of this turn, cards cannot be added from either player's Main Deck to the hand"):
   * from the moment it resolves (not negated) in the window. The same effect stated as happened
   * before the window is its `delayed` expire with `holds`.
   */
  lingers?: LingeringEffect[]
  source: BehaviourSource
  /** The text span the behaviour was read from (analyser) or the ruling it comes from (curated). */
  span?: string
}

/**
 * How a discarded card reacts to the hand-size discard:
 * - any-discard: "If this card is discarded" (any discard, hand size included)
 * - card-effect-discard: "discarded … by a card effect" (not the hand-size discard)
 * - sent-from-hand-to-gy: "sent from the hand to the GY" (hand size included)
 * - sent-to-gy: "If this card is sent to the GY" from anywhere (hand size included)
 * - end-phase-in-gy: "During the End Phase, if this card was sent to the GY this turn" (cannot be
 *   activated once the hand-size discard has begun)
 */
export type DiscardTrigger =
  | 'any-discard'
  | 'card-effect-discard'
  | 'sent-from-hand-to-gy'
  | 'sent-to-gy'
  | 'end-phase-in-gy'

/**
 * The cards an effect targets in its controller's GY as it is activated ("You can target 1 "Danger!"
 * monster in your GY, except "Danger! Chupacabra!""): with too few of them there, it cannot be
 * activated. Each field narrows the cards that count; a card the board does not show well enough to
 * tell (a counted card, a kind the catalog does not give) counts.
 */
export interface GraveyardTargets {
  /** How many it targets ("up to 3": 1). */
  count: number
  /** "other": not the card itself. */
  other?: boolean
  /** In the opponent's GY ("Target 1 card in your opponent's GY"), not its controller's. */
  opponent?: boolean
  /** Among banished cards ("target 1 of your banished "Infernoid" monsters"), not in a GY. */
  zone?: 'banished'
  /** "except "X"": not cards of these names. */
  except?: string[]
  /** "a "X" monster": cards whose name holds one of these (an archetype, a card's name). */
  named?: string[]
  kind?: 'monster' | 'spell' | 'trap' | 'spell-trap'
  /** Monsters of one of these Types ("Beast, Beast-Warrior, … and/or Plant monsters"). */
  types?: string[]
  attribute?: string
  /** "Level 4 or lower". */
  maxLevel?: number
  /** "with 200 or less DEF", "with 1500 or more ATK": bounds on the printed figure (a "?" is not ruled out). */
  maxAtk?: number
  minAtk?: number
  maxDef?: number
  minDef?: number
  /** "with different Types": no two of the same Type. */
  differentTypes?: boolean
  /** "a Flip monster", "a Tuner monster": a word of its type line, as the catalog types it. */
  monsterKind?: string
  /** "that was sent there this turn": only a card the board does not say came there in an earlier turn. */
  sentThisTurn?: boolean
  /** "that was destroyed by battle and sent there this turn": only a card the board does not say left the field otherwise. */
  destroyedByBattle?: boolean
  /** "… including a Cyberse Link Monster": at least one of the targets is of this Type and kind (words of its type line). */
  including?: { monsterType?: string; monsterKind?: string }
}

export interface DiscardBehaviour {
  trigger: DiscardTrigger
  mandatory: boolean
  /** Only in the opponent's turn ("During your opponent's turn, if this card is sent from its owner's hand … to the GY"): never for its owner's own hand-size discard. */
  turn?: 'opponents'
  /** What it targets on the field as it is activated, as counts that must hold ("Target 1 face-up card on the field"): with none there, it is not activated. */
  fieldTargets?: StateCondition[]
  /** Card names the effect adds to the hand when it resolves (Danger! Nessie! adds Danger! Bigfoot!). */
  adds?: string[]
  /** Card names the effect sends to the GY when it resolves (Kelbek sends Tearlaments Merrli). */
  sends?: string[]
  /**
   * The cards of `sends` are taken from the field (destroyed there): one that is not on the board is
   * not sent, and loses nothing. Absent: they come from where the board does not show (the Deck).
   */
  sendsFromField?: boolean
  /** Card names the effect Special Summons when it resolves. */
  summons?: string[]
  /**
   * 'monster': the effect targets 1 of the monsters discarded and Special Summons it ("You can
   * target 1 of those monsters; Special Summon that target"): it activates only when a monster was
   * discarded, and what it summons is that card, whatever it is.
   */
  summonsDiscarded?: 'monster'
  /** What it targets in its controller's GY as it is activated, read from its text: with too few there, it is not offered. */
  gyTargets?: GraveyardTargets
  /**
   * What resolving it does where `adds`, `sends` and `summons` name no card, read from its text: a
   * search of a card nobody named ("add 1 "G Golem" card from your Deck to your hand"), its own
   * Special Summon ("You can Special Summon this card"), LP. Applied as an item's actions are.
   */
  does?: BoardAction[]
  /**
   * 'field': the card reacts, face-up on its controller's field, to cards its controller discards
   * (a Continuous Spell such as Dark World Grimoire); discarded itself, it does nothing. Absent: the
   * discarded card's own effect.
   */
  watches?: 'field'
  /** With `watches: 'field'`: whose discards it reacts to, seen from its controller (default 'controller'). */
  watchesWhose?: Whose
  condition?: string
  /**
   * "You can only use this effect of "X" once per turn" ('name': no other copy of its controller's
   * may use it that turn, nor a second copy discarded at the same time), "Once per turn," ('instance').
   */
  oncePerTurn?: 'instance' | 'name'
  source: BehaviourSource
  span?: string
}

/** A maximum hand size set by a card: limit null means no limit at all (Infinite Cards). */
export interface HandSizeBehaviour {
  limit: number | null
  /** Whose hand, seen from the card's controller. */
  applies: 'controller' | 'opponent' | 'each'
  /**
   * Where the card applies the limit from besides the field: 'graveyard' for a resolved Spell whose
   * limit lasts (Hieroglyph Lithograph: "for the rest of this Duel"). Default: the field only.
   */
  zone?: 'graveyard'
  source: BehaviourSource
  span?: string
}

/**
 * A continuous effect of a card: it applies while its card is where it says (face-up on the field),
 * without activation or chain, and is looked up where a move is decided, not pushed into each step.
 * - banish-instead: a card that would be sent to the GY is banished instead (Macro Cosmos: "any card
 *   sent to the GY is banished instead"). `cards` narrows which cards ("any monster"), `whose` whose
 *   GY, seen from the card's controller ("your opponent's GY"), `from` the zone they are sent from
 *   ("sent from the field to the GY").
 * - negate-effects: the effects of face-up cards on the field of type `cards` controlled by `whose`
 *   (seen from the card's controller) are negated while they are there (Skill Drain: monsters,
 *   each; Imperial Order: Spells, each). They may still be activated; they resolve with no effect.
 * - forbid-move: a card cannot be moved the way `move` says (Imperial Iron Wall: "Neither player can
 *   banish cards"): an effect that would do it still resolves, and the card stays where it is; a
 *   replacement that would do it (banished instead of sent to the GY) does not apply. `by`: whose
 *   effects may not do it, seen from the card's controller (absent: anyone's); `whose`: whose
 *   cards; `from` 'graveyard': only cards in a GY ("Cards in the GY cannot be banished");
 *   `itself`: only this card ("this card cannot be banished").
 * - destroy-self: the card destroys itself whenever `condition` holds ("If you control a monster that
 *   is not a "Burning Abyss" monster, destroy this card"): not activated, no chain. While its effects
 *   are negated it does not apply; once the negation ends it applies at once (as the turn ends, for a
 *   negation "until the end of this turn"). With `sends`, it is sent to the GY instead of destroyed.
 * - no-effect-damage: `whose` (seen from the card's controller) takes no effect damage (Des Wombat:
 *   "You take no effect damage").
 * - damage-on-send: each time cards are sent to the GY, their owner takes `amount` damage for each
 *   card sent (Skull Invitation): applied without activation or chain.
 */
/** A continuous effect held by a lingering effect (`PhaseBehaviour.holds`): curated, its source implied. */
export type LingeringEffect = Omit<ContinuousBehaviour, 'source'> & { source?: 'curated' }

export interface ContinuousBehaviour {
  /**
   * forbid-activation: cards of `cards` (and their effects on the field) cannot be activated by `whose`
   * ("Trap Cards, and their effects on the field, cannot be activated"); with `activations: 'cards'`
   * only the cards themselves ("Your opponent cannot activate Trap Cards"), not the effects of cards
   * already face-up.
   */
  effect: 'banish-instead' | 'negate-effects' | 'forbid-move' | 'destroy-self' | 'no-effect-damage' | 'damage-on-send' | 'forbid-activation' | 'damage-becomes-gain' | 'gain-becomes-damage' | 'forbid-action' | 'each-time'
  /**
   * forbid-action: what `whose` cannot do (seen from the card's controller), from `from` when given:
   * Special Summon monsters ("Neither player can Special Summon monsters from the GY"), add cards from
   * the Deck to the hand (a draw is no add), send cards from the Deck to the GY (`mill`), Tribute
   * cards (`tribute`: "Neither player can Tribute cards", which a cost "Tribute this card" meets).
   */
  action?: 'special-summon' | 'add-to-hand' | 'mill' | 'tribute'
  /**
   * each-time: the event that makes it act, each time it happens to a card of `whose` (seen from the
   * effect's controller): "this turn, each time your opponent Special Summons a monster(s),
   * immediately draw 1 card" (Maxx "C") is `event: 'special-summoned'`, `whose: 'opponent'`.
   */
  event?: TriggerEvent
  /** each-time: what it does each time, at once and with no chain (`[{ action: 'draw', count: 1 }]`). */
  does?: BoardAction[]
  /** damage-on-send: the damage for each card sent. */
  amount?: number
  cards: 'any' | 'monster' | 'spell-trap' | 'spell' | 'trap'
  whose: Whose
  /** Only cards sent from this zone (absent: from anywhere); forbid-move: only cards in this zone; forbid-action: only what is done from this zone. */
  from?: 'field' | 'hand-or-deck' | 'graveyard' | 'deck' | 'extra-deck' | 'hand'
  /** forbid-move: the move that cannot be made. */
  move?: 'banish' | 'destroy' | 'return-to-deck'
  /** forbid-move: whose effects cannot make it, seen from the card's controller (absent: anyone's). */
  by?: Whose
  /** forbid-move: only this card itself cannot be moved so. */
  itself?: boolean
  /** negate-effects, forbid-move, forbid-action: only monsters of this Attribute ("Negate all LIGHT monster effects …", "WATER monsters you control cannot be destroyed …", "Neither player can Special Summon LIGHT monsters"); a card whose Attribute is not known is not covered. */
  attribute?: string
  /**
   * negate-effects: only effects activated ("… monster effects activated on the field or in the
   * GY"): an item applied without activation is not negated; with `inGraveyard`, also those
   * activated in the GY.
   */
  activated?: boolean
  inGraveyard?: boolean
  /** negate-effects with `inGraveyard`: only effects activated in the GY, not on the field ("effects that activate in the GY are negated"). */
  graveyardOnly?: boolean
  /** negate-effects: any card's effect, wherever activated, that would move a card in the GY elsewhere ("Negate any card effect that would move a card in the GY to a different place", Necrovalley), negated as it resolves. */
  movesFromGy?: boolean
  /** negate-effects: only Spells/Traps of this property ("Negate the effects of all Continuous Spell Cards …"); a card whose property is not known is not covered. */
  property?: string
  /**
   * forbid-activation held by an expiry: only the cards with the same original name as the card the
   * expiry acts on ("cannot activate the effects of that destroyed monster, or of monsters with its
   * same original name, this turn").
   */
  sameName?: boolean
  /** forbid-activation with `activations: 'cards'`: only cards activated from the hand ("must Set Spell Cards before activating them"). */
  fromHand?: boolean
  /** forbid-activation with `activations: 'cards'`: only cards activated from where they are Set on the field ("activate Spell/Trap Cards that are Set on the field"). */
  fromSet?: boolean
  /** forbid-activation: not the cards whose name holds one of these ("except "Madolche" monsters", "except "Sekka's Light""). */
  exceptNamed?: string[]
  /** forbid-activation, forbid-action: not monsters of this Attribute ("except WIND monsters"); a card whose Attribute is not known is covered. */
  exceptAttribute?: string
  /** forbid-activation: only monsters not of this Type ("Non-Reptile monsters you control … you cannot activate their effects"); a card whose Type is not known is not covered. */
  notMonsterType?: string
  /** forbid-move with `cards: 'monster'`: only monsters of this Level or lower ("Level 4 or lower monsters you control …"); a card whose Level is not known is not covered. */
  maxLevel?: number
  /** forbid-activation, negate-effects: only monsters of this Level or higher ("Level 6 or higher Special Summoned monsters …"); a card whose Level is not known is not covered. */
  minLevel?: number
  /** forbid-activation: not monsters with this word in their type line ("Monsters cannot activate their effects, except Spirit monsters"); a card whose type line is not known is covered. */
  exceptKind?: string
  /** negate-effects, forbid-activation, forbid-move: only monsters with this word in their type line ("Flip monsters' effects …", "Pendulum Monsters you control cannot be destroyed …"); a card whose type line is not known is not covered. */
  monsterKind?: string
  /** forbid-move: only cards whose name holds this (an archetype: "Other "Drytron" monsters you control …"). */
  named?: string
  /**
   * forbid-move, forbid-activation, negate-effects: only monsters summoned so this turn ("Tribute
   * Summoned monsters you control …", "Level 6 or higher Special Summoned monsters …", "negate its
   * effects during the turn that monster was Special Summoned"), as the board states how a card was
   * summoned this turn (`summoned`); a card summoned during the window is Special Summoned. A card the
   * board says nothing of is not covered.
   */
  summoned?: 'tribute' | 'special'
  /** forbid-move with `cards: 'monster'`: only monsters of this Type ("Zombie monsters you control …"); a card whose Type is not known is not covered. */
  monsterType?: string
  /**
   * forbid-move: only cards other than this one ("Other cards you control cannot be destroyed …").
   * For a forbid-move, `cards` narrows which cards it covers and `whose` is seen from this card's
   * controller: a card on the field by who controls it now, elsewhere by its owner.
   */
  others?: boolean
  /**
   * Only during this player's turn, seen from the card's controller ("During your turn", "During
   * your opponent's turn"); absent: in every turn.
   */
  turn?: 'yours' | 'opponents'
  /**
   * forbid-activation: 'cards', only the activation of the cards themselves (a Set card, a Spell from
   * the hand), not their effects; 'effects', only their effects, from any zone ("Neither player can
   * activate monster effects": a monster's effect in the GY too).
   */
  activations?: 'cards' | 'effects'
  /**
   * forbid-activation with `activations: 'effects'`: only the effects of monsters in these zones ("Monsters
   * that are banished, as well as monsters in the GY, cannot activate their effects"; "Neither player can
   * activate the effects of monsters in the hand", Mind Drain).
   */
  inZones?: Array<'graveyard' | 'banished' | 'hand'>
  /** destroy-self, forbid-activation: the condition as data, checked against the board where it matters. */
  requires?: StateCondition[]
  /** destroy-self: the card is sent to the GY, not destroyed ("…, send this card to the GY"). */
  sends?: boolean
  /** A condition the analyser or curator could not turn into data, kept as text: assumed to hold, and said. */
  condition?: string
  source: BehaviourSource
  span?: string
}

/**
 * What happens to a card that an event trigger reacts to (ygopro's event codes, in words):
 * - sent-to-gy: the card goes to the GY (from `from` when given; destroyed and discarded cards too);
 * - destroyed: the card is destroyed (and goes to the GY);
 * - summoned / special-summoned: the card comes to the field ("Summoned": any summon);
 * - banished: the card is banished;
 * - discarded: the card is discarded from the hand (a cost, an effect, the hand-size discard);
 * - drawn: a card is drawn;
 * - damage: a player takes damage (`whose`: which player, seen from this card's controller; the
 *   event's card is the one whose effect dealt it);
 * - lp-gained: a player gains LP (`whose` as for damage);
 * - left-field: the card leaves the field, however it goes (destroyed, sent to the GY, banished,
 *   returned to the hand or Deck); a card destroyed on the field raises this and 'destroyed' both.
 * - added: a card is added to a hand, from the Deck, the GY, banishment or the field (returning a
 *   card to the hand is adding it); a draw too: it raises this and 'drawn' (a trigger with
 *   `notDrawn` does not count a draw).
 * - tributed: the card is Tributed (a cost or an effect that Tributes it: "Tribute 1 other monster or
 *   destroy this card"); it is sent to the GY too.
 */
export type TriggerEvent = 'sent-to-gy' | 'destroyed' | 'summoned' | 'special-summoned' | 'banished' | 'discarded' | 'drawn' | 'damage' | 'lp-gained' | 'left-field' | 'added' | 'tributed'

/**
 * A trigger effect on an event of the game (not a phase): "If this card is sent to the GY: …",
 * "When a monster(s) is Special Summoned from your GY: You can …", "Each time a card(s) is sent to
 * the GY, …". The engine collects it from the events the window causes and chains it by the rules
 * of simultaneous triggers (SEGOC: turn player's mandatory, opponent's mandatory, turn player's
 * optional, opponent's optional).
 */
export interface EventTrigger {
  event: TriggerEvent
  /** 'self': the event happens to this card; 'other': to another card (`whose`, `cards` narrow it). */
  subject: 'self' | 'other'
  /** With `subject: 'other'`: whose card, seen from this card's controller (default each). */
  whose?: Whose
  /** With `subject: 'other'`: which cards (default any). */
  cards?: 'any' | 'monster' | 'spell-trap'
  /** The zone the card came from (sent from the field, Special Summoned from the GY). Absent: anywhere. */
  from?: StateZone
  /** One of several zones the card came from ("Special Summons a monster(s) from the Main Deck or GY"), instead of `from`. */
  fromAny?: StateZone[]
  /** event 'destroyed': only where the card then reached the GY ("destroyed and sent to the GY"): not one banished instead. */
  toGraveyard?: boolean
  /** With `subject: 'other'`: only cards whose name holds this archetype ("If a face-up "Fire King" monster(s) you control is destroyed"); a card not named is none. */
  named?: string
  /** What must have caused the event ("by a card effect", "by the effect of a "Lightsworn" monster you control"). Absent: anything. */
  by?: EventCauseFilter
  /** An `added` event: only a card added otherwise than by drawing ("except by drawing them"). */
  notDrawn?: boolean
  /** Only a card with at least this ATK, as the catalog prints it ("Summons a monster(s) with 1500 or more ATK"); a card whose ATK is not known ("?") may be one. */
  minAtk?: number
  /**
   * Where this card is when the event happens, for `subject: 'other'` (default field, face-up);
   * for 'self' the card is where the event put it.
   */
  zone?: CardZone
  mandatory: boolean
  /**
   * 'when': an optional "When … you can" trigger, which misses its timing when the event was not
   * the last thing to happen (in the middle of a chain's resolution). Absent: "If" (never misses).
   */
  timing?: 'when'
  /** What resolving it does, in order. Absent: not known (its resolve says `effectOnState: "unknown"`). */
  does?: BoardAction[]
  /**
   * What activating it costs, paid as it is activated: the card itself moved ("discard this card",
   * "send this card from your hand to the GY", "banish this card from your GY"), LP paid. With LP it
   * cannot pay it is not offered. A cost the state does not model stays in `condition`, as text.
   */
  costs?: BoardAction[]
  /** What resolving it leaves applying until the end of the turn (PhaseBehaviour.lingers). */
  lingers?: LingeringEffect[]
  /**
   * The card is activated as a card on the event (a Normal or Counter Trap: "When your opponent
   * Special Summons a monster(s): …"): only while it is Set on the field; it is turned face-up, and
   * goes to the GY once its activation has resolved. Always optional.
   */
  asCard?: boolean
  /** What it targets in its controller's GY as it is activated: with too few there, it is not offered. */
  gyTargets?: GraveyardTargets
  /** The trigger can be used once per turn (per card instance, or by name for its controller). */
  oncePerTurn?: 'instance' | 'name'
  /** A condition not turned into data, kept as text: assumed to hold, and said. */
  condition?: string
  source: BehaviourSource
  span?: string
}

/**
 * What an effect the analyser could not turn into data could act on in the windows the service
 * answers: a trigger's events (a card sent to the GY, destroyed, banished, discarded, Special
 * Summoned, drawn; damage dealt; LP changed), a continuous effect's change to the rules (it negates,
 * forbids, replaces a move with another, changes a limit), or a phase's own items ('end', 'standby',
 * 'battle-end-step').
 */
export type UnreadAct =
  | 'sent-to-gy'
  | 'destroyed'
  | 'banished'
  | 'discarded'
  | 'summoned'
  | 'drawn'
  | 'damage'
  | 'lp'
  | 'negate'
  | 'forbid'
  | 'replace'
  | 'limit'
  | PhaseWindow

/**
 * An effect sentence of a card that is data nowhere else (no phase item, trigger, continuous effect,
 * discard or hand-size behaviour was read from it) and that could act in a window: the engine cannot
 * apply it, so an answer with the card where it acts from says so rather than keep silent.
 * - trigger: it reacts to an event (`on`: the events) as it happens;
 * - continuous: it changes the rules while the card is where it acts from (`on`: what it changes);
 * - phase: it does something in a phase window (`on`: the windows).
 */
export interface UnreadEffect {
  kind: 'trigger' | 'continuous' | 'phase'
  on: UnreadAct[]
  /** Where the card is when the effect can act (field: face-up, or Set for a Trap's activation); `self`: where it is when the event happens to it. */
  zones: CardZone[]
  /** A trigger on what happens to the card itself ("If this card is sent to the GY"). */
  self?: boolean
  /** With `self`: not when the card's own effect did it ("When this card is destroyed, except by its own effect", Yubel). */
  notByItself?: boolean
  source: BehaviourSource
  /** The sentence it was not read from. */
  span: string
}

/**
 * What an event trigger asks of the cause of its event. Only a card's effect is one: a cost paid to
 * activate, the hand-size discard (a rule of the game, RULES.md) and battle are not "by a card effect".
 * - whose: whose effect, seen from this card's controller ("by your opponent's card effect");
 * - cards: the type of the card whose effect it was ("the effect of a … monster");
 * - named: what that card's name holds (an archetype, "Lightsworn", which the game defines by name);
 * - except: a card name whose effects do not count ("except "Garoth, Lightsworn Warrior"").
 */
export interface EventCauseFilter {
  cause: 'effect'
  whose?: Whose
  cards?: 'monster' | 'spell' | 'trap' | 'spell-trap'
  named?: string
  except?: string
}

/**
 * Where a card is as its effect is activated, where a window names it ("activated on the field",
 * "in the hand or GY"). A Spell or Trap Card activated is on the field, wherever it came from.
 */
export type ActivationPlace = 'field' | 'hand' | 'graveyard'

/**
 * A window's condition on one face-up card its controller controls ("a "Dinomorphia" card", "an
 * "Orcust" Link Monster", "a Machine "T.G." monster", "a Level 5 or higher "Witchcrafter" monster",
 * "a Level 7 or higher Normal Monster"): every part stated holds of the same card.
 */
export interface ControlCondition {
  /** What its name holds (an archetype, which the game defines by name). */
  named?: string
  /** A monster, not a card of any kind. */
  monster?: boolean
  /** Words its type line holds: its Type ("Machine"), its kind ("Link", "Synchro", "Normal"). */
  types?: string[]
  /** "Level N or higher": its Level is at least this. */
  levelAtLeast?: number
  /** "Level N or lower": its Level is at most this. */
  levelAtMost?: number
  /** "while you control no monsters": the condition is that no such card is controlled (face-up or Set). */
  none?: boolean
}

/**
 * The activations a negating card answers, and the condition its window states, read from the
 * sentence that opens its effect ("When a monster effect is activated, while you control a
 * "Gladiator Beast" monster: Negate the activation …"). A card whose window says more than the
 * reader knows ("… that targets …", "… during the Damage Step") has none: it is not offered where
 * it may not apply.
 */
export interface ResponseWindow {
  /** The kinds of activation it answers: a monster's effect, a Spell Card, a Trap Card. */
  answers: Array<'monster' | 'spell' | 'trap'>
  /** "When your opponent activates …": only the other player's activations. */
  byOpponent?: boolean
  /** "a Spell Card", "a Trap Card" (not "or effect"): a Spell or Trap only as a card activated, not the effect of one face-up. */
  cardsOnly?: boolean
  /** "Negate the activation of a Counter Trap Card" (Counter Counter): only a Counter Trap's activation. */
  countersOnly?: boolean
  /** A cost the engine cannot pay as written ("Tribute 1 Plant monster"), as text: taken as paid, and said. */
  costText?: string
  /** What it negates; 'none': nothing, it only moves the card activating ("…; destroy that card on the field", Ghost Ogre & Snow Rabbit). */
  negates: 'activation' | 'effect' | 'none'
  /**
   * "while you control a "X" card/monster", "and you control …", "If you control …, when …": a
   * face-up card its controller controls that fits (see `ControlCondition`).
   */
  whileControls?: ControlCondition
  /** "activated on the field", "in the hand or GY", "in their hand": only an activation whose card is in one of these places. */
  activatedIn?: ActivationPlace[]
  /**
   * "activated that includes any of these effects" (Ash Blossom & Joyous Spring): only an activation
   * whose effect does one of these actions, from that zone (absent: the action's own default, the Deck).
   */
  includes?: IncludedAction[]
}

/** An action an answered effect must include: "Add a card from the Deck to the hand" is `{ action: 'add-to-hand', from: 'deck' }`. */
export interface IncludedAction {
  action: BoardAction['action']
  from?: StateZone
}

export interface CardBehaviours {
  phases: PhaseBehaviour[]
  /** Effect sentences that could act in a window but are not read as data (see `UnreadEffect`). */
  unread?: UnreadEffect[]
  /** Trigger effects on events of the game (a card sent to the GY, summoned, destroyed, drawn). */
  triggers?: EventTrigger[]
  discard?: DiscardBehaviour
  handSize?: HandSizeBehaviour
  /** Continuous effects applying while the card is face-up on the field. */
  continuous?: ContinuousBehaviour[]
}

/** A cost that moves the card itself out of the hand: it is discarded, or sent to the GY ("You can discard this card; …"). */
export function movesItself(cost: BoardAction): boolean {
  return (cost.action === 'discard' || cost.action === 'send-to-gy') && cost.target === 'self'
}

/**
 * The cards of the hand a cost has its controller choose (`count`, default 1): "Discard 1 card" and
 * "Send 1 card from your hand to the GY" (`send-to-gy`, `target: 'zone'`, `from: 'hand'`, `whose:
 * 'controller'`: any card of its controller's hand); 0 for any other cost (LP, the card itself, a
 * send that does not say whose hand, as curated data narrowing the kind of card in words).
 */
export function chosenFromHand(cost: BoardAction): number {
  // A whole hand ("discard your entire hand") is no choice: every card goes.
  if (cost.action === 'discard' && cost.target !== 'self' && cost.target !== 'all') return cost.count ?? 1
  if ((cost.action === 'send-to-gy' || cost.action === 'return-to-deck') && cost.target === 'zone' && cost.from === 'hand' && cost.whose === 'controller') return cost.count ?? 1
  return 0
}

/** Where the cards chosen from the hand to pay `costs` go: the Deck for "shuffle 1 card from your hand into the Deck", else the GY. */
export function handCostDestination(costs: readonly BoardAction[]): 'graveyard' | 'deck' {
  return costs.some((cost) => cost.action === 'return-to-deck' && chosenFromHand(cost) > 0) ? 'deck' : 'graveyard'
}

/**
 * A Spell or Trap its controller may activate whenever they hold priority, its text giving it no
 * moment of its own ("Target 1 monster on the field; return that target to the hand"): what it does
 * as it resolves, and the targets its activation needs on the field (`requires`) or in its
 * controller's GY (`gyTargets`). A Set card of it is offered at its controller's priority.
 */
export interface FreeActivation {
  does?: BoardAction[]
  requires?: StateCondition[]
  gyTargets?: GraveyardTargets
  /**
   * A face-up monster's Quick Effect ("(Quick Effect): You can target 1 card on the field; destroy
   * it"), not the activation of the card: its costs ("pay 1000 LP, then", "discard 1 card;") and its
   * limit ("You can only use this effect of "X" once per turn": `name`; "Once per turn (Quick
   * Effect)": `instance`).
   */
  quick?: true
  costs?: BoardAction[]
  oncePerTurn?: 'name' | 'instance'
  /**
   * A Trap its text lets be activated from the hand ("If you control no cards, you can activate this
   * card from your hand.", Infinite Impermanence; "… no cards in your Spell & Trap Zone …"): offered
   * from its controller's hand too, while these hold.
   */
  fromHand?: { requires: StateCondition[] }
}
