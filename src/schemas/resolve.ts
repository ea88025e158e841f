/**
 * The resolve request (docs/CONTRACT.md), as a TypeBox schema: sizes bounded, unknown fields
 * refused, defaults filled. REST validates with it through Fastify, GraphQL through the same
 * compiled schema, so both answer the same 400 naming the field.
 */
import { GAMES, PHASES, READINGS, REGIONS, oneOf } from '../domain/vocabulary.js'
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type { BoardAction, CountedCards, CountZone, StateZone } from '../domain/behaviour.js'
import { CALENDAR_DATE_PATTERN } from '../domain/formats.js'
import { ApiError } from '../errors.js'
import { DEFAULT_MAX_OUTCOMES } from '../engine/core/request.js'

export const LIMITS = {
  cardsPerZone: 60,
  effects: 40,
  responses: 20,
  choices: 400,
  maxOutcomes: 1000,
  nameLength: 200,
  idLength: 100,
} as const

/** Outcomes an enumerate answers when the request does not say: the schema's default, and the reader's (written once, in the engine). */
export { DEFAULT_MAX_OUTCOMES }

const Player = Type.Union([Type.Literal('A'), Type.Literal('B')])
const Id = Type.String({ minLength: 1, maxLength: LIMITS.idLength })
const CardName = Type.Union([Type.String({ minLength: 1, maxLength: LIMITS.nameLength }), Type.Integer({ minimum: 0, maximum: 2147483647 })], {
  description: 'a card name in any stored language, a password or a Konami id',
})

const DiscardTrigger = Type.Union([
  Type.Literal('any-discard'),
  Type.Literal('card-effect-discard'),
  Type.Literal('sent-from-hand-to-gy'),
  Type.Literal('sent-to-gy'),
  Type.Literal('end-phase-in-gy'),
])

/** The cards a discard behaviour names, as names or { card, key } (the innermost form). */
const PlainNamedCard = Type.Union([
  CardName,
  Type.Object({ card: CardName, key: Type.Optional(Id) }, { additionalProperties: false, description: 'a CardRef object: the card, and optionally its key' }),
])

const discardFields = <T extends TSchema>(named: T) => ({
  trigger: DiscardTrigger,
  mandatory: Type.Boolean(),
  adds: Type.Optional(Type.Array(named, { maxItems: 10 })),
  sends: Type.Optional(Type.Array(named, { maxItems: 10 })),
  summons: Type.Optional(Type.Array(named, { maxItems: 10 })),
})

/**
 * A card an effect names (what a discard adds, sends, summons): a CardRef in its plain or object
 * form, the object carrying its own onDiscard too (whose cards are names or { card, key }).
 */
const NestedNamedCard = Type.Union([
  CardName,
  Type.Object(
    { card: CardName, key: Type.Optional(Id), onDiscard: Type.Optional(Type.Object(discardFields(PlainNamedCard), { additionalProperties: false })) },
    { additionalProperties: false, description: 'a CardRef object: the card, optionally its key, and what it does when it is discarded in turn' },
  ),
])

export const OnDiscard = Type.Object(discardFields(NestedNamedCard), { additionalProperties: false })

export const CardRefObject = Type.Object(
  {
    card: CardName,
    key: Type.Optional(Id),
    onDiscard: Type.Optional(OnDiscard),
    negatedUntil: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: LIMITS.idLength,
        description: 'yugioh: the items this card yields by itself are negated until the effect with this id (in `effects`) is processed, e.g. Effect Veiler until its expire item',
      }),
    ),
    owner: Type.Optional(
      Type.Union([Type.Literal('A'), Type.Literal('B')], {
        description: 'yugioh: the card\'s owner, where the player whose zone lists it only controls it (default: that player); an item returning control gives it back',
      }),
    ),
    sentThisTurn: Type.Optional(
      Type.Boolean({
        description:
          'yugioh, a card in the GY: it was sent there this turn (default true). False: its "if this card is in the GY because it was sent there this turn" items do not exist',
      }),
    ),
    position: Type.Optional(
      Type.Union([Type.Literal('face-up'), Type.Literal('set')], { description: 'yugioh, a card on the field: face-up (default) or Set; a Set card neither applies face-up conditions nor watches discards' }),
    ),
    summoned: Type.Optional(
      Type.Union(['normal', 'tribute', 'flip', 'special', 'none'].map((how) => Type.Literal(how)), {
        description:
          'yugioh: how the card was summoned this turn ("none": it was not). Absent: not stated; a "the turn this card was summoned" condition is then taken as holding and the item\'s event lists it in `assumes`',
      }),
    ),
    flipped: Type.Optional(Type.Boolean({ description: 'yugioh: the card was flipped face-up this turn (absent: not stated, see `summoned`)' })),
    attacked: Type.Optional(Type.Boolean({ description: 'yugioh: the card attacked this turn (absent: not stated, see `summoned`)' })),
    activatedThisTurn: Type.Optional(Type.Boolean({ description: 'yugioh: an effect of the card was used this turn (as `thisTurn` activating it says; absent: not, for an "if this effect was used" condition)' })),
    destroyedByBattle: Type.Optional(Type.Boolean({ description: 'yugioh: the card was destroyed by battle this turn (absent: not stated, see `summoned`)' })),
    destroyedByEffect: Type.Optional(Type.Boolean({ description: 'yugioh: the card was destroyed by a card effect this turn (absent: not stated, see `summoned`)' })),
    destroyedMonsterByBattle: Type.Optional(Type.Boolean({ description: 'yugioh: the card destroyed a monster by battle this turn (absent: not stated, see `summoned`)' })),
    usedThisTurn: Type.Optional(
      Type.Boolean({ description: 'yugioh: the card\'s once-per-turn effects of this window were already used this turn: it yields no item (default false)' }),
    ),
  },
  { additionalProperties: false },
)
/** Cards nobody named, counted: `{ "count": 3 }` beside named cards in a zone's list. */
export const UnnamedCards = Type.Object(
  { count: Type.Integer({ minimum: 1, maximum: LIMITS.cardsPerZone, description: 'how many cards nobody named are there (each has no effect of its own)' }) },
  { additionalProperties: false, description: 'yugioh: cards nobody named, counted (e.g. { "count": 5 } beside the named cards of a hand)' },
)
export type UnnamedCards = Static<typeof UnnamedCards>

/** A Token on the field: not a card of the catalog, named as its card says ("Mecha Phantom Beast Token"). */
export const TokenEntry = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: LIMITS.nameLength, description: 'the Token\'s name, as the card that makes it says' }),
    key: Type.Optional(Id),
  },
  { additionalProperties: false, description: 'yugioh: a Token a player controls (on the field only): a monster with no effect, counted where a card says "a Token"' },
)

export const CardRef = Type.Union([CardName, CardRefObject])
export type CardRef = Static<typeof CardRef>

/** A zone: its cards (named, or counted), or only how many cards are there (`"hand": 8`). */
const Zone = Type.Union(
  [
    Type.Array(Type.Union([CardName, CardRefObject, UnnamedCards, TokenEntry]), { maxItems: LIMITS.cardsPerZone }),
    Type.Integer({ minimum: 0, maximum: LIMITS.cardsPerZone, description: 'yugioh: only how many cards are there, none named' }),
  ],
  { description: 'the cards (a CardRef each, { count } for cards nobody named, { token } for a Token on the field), or a number of cards nobody named' },
)
export type ZoneCards = Static<typeof Zone>

/**
 * A zone given as a number (`"hand": 8`) becomes `[{ count: 8 }]` before the body is checked: the
 * checker coerces types (`coerceTypes: 'array'`, as REST always has), and would otherwise take the 8
 * for a list of one card named "8". A number that is not a whole count from 0 to 60 is a 400 here,
 * naming the zone (`context`: "body" for REST, the argument for GraphQL).
 */
export function countedZones(body: unknown, context: string): void {
  const players = body !== null && typeof body === 'object' ? (body as { players?: unknown }).players : undefined
  if (players === null || typeof players !== 'object') return
  for (const player of ['A', 'B'] as const) {
    const board = (players as Record<string, unknown>)[player]
    if (board === null || typeof board !== 'object') continue
    for (const zone of ['hand', 'field', 'graveyard'] as const) {
      const cards = (board as Record<string, unknown>)[zone]
      if (typeof cards !== 'number') continue
      const field = `${context}.players.${player}.${zone}`
      if (!Number.isInteger(cards) || cards < 0 || cards > LIMITS.cardsPerZone) {
        throw new ApiError(400, 'INVALID_PARAMETER', `${field} must be a list of cards or a whole number of cards from 0 to ${LIMITS.cardsPerZone}`, { field })
      }
      ;(board as Record<string, unknown>)[zone] = cards === 0 ? [] : [{ count: cards }]
    }
  }
}

/** Grand Archive: an ally on the field, with the damage marked on it this turn and its life. */
export const Ally = Type.Object(
  {
    card: Type.String({ minLength: 1, maxLength: LIMITS.nameLength }),
    key: Type.Optional(Id),
    damage: Type.Integer({ minimum: 0, maximum: 100000 }),
    life: Type.Integer({ minimum: -100000, maximum: 100000 }),
  },
  { additionalProperties: false },
)

export const PlayerBoard = Type.Object(
  {
    hand: Type.Optional(Zone),
    field: Type.Optional(Zone),
    graveyard: Type.Optional(Zone),
    banished: Type.Optional(Type.Array(CardRef, { maxItems: LIMITS.cardsPerZone, description: 'yugioh: face-up banished cards' })),
    lp: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'yugioh: life points; LP costs and effects change them, a cost above them cannot be paid (absent: not tracked)' })),
    deck: Type.Optional(Type.Integer({ minimum: 0, maximum: 200, description: 'yugioh: cards in the Deck; searches, draws and mills take from it (absent: not tracked)' })),
    memory: Type.Optional(Type.Array(CardRef, { maxItems: LIMITS.cardsPerZone, description: 'Grand Archive: the memory zone' })),
    allies: Type.Optional(Type.Array(Ally, { maxItems: LIMITS.cardsPerZone, description: 'Grand Archive: allies on the field' })),
  },
  { additionalProperties: false },
)

const Destination = Type.Union([Type.Literal('graveyard'), Type.Literal('deck'), Type.Literal('extra-deck'), Type.Literal('hand'), Type.Literal('banished'), Type.Literal('field')])

const CountZoneSchema = Type.Union(['field', 'graveyard', 'banished', 'hand', 'deck'].map((z) => Type.Literal(z as CountZone)))
const CountedCardsSchema = Type.Union(['any', 'monster', 'spell-trap', 'spell', 'trap'].map((c) => Type.Literal(c as CountedCards)))
const WhoseSchema = Type.Union([Type.Literal('controller'), Type.Literal('opponent'), Type.Literal('each')])

/** What narrows counted cards (src/domain/behaviour.ts CountFilter): an archetype, a summon, a position, or words the data keeps as text. */
export const CountFilterSchema = Type.Object(
  {
    named: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.nameLength })),
    notNamed: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.nameLength })),
    summoned: Type.Optional(Type.Literal('tribute')),
    monsterType: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'monsters of this Type or kind, a word of their type line ("Psychic", "Xyz")' })),
    notMonsterType: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'monsters not of this Type ("a face-up non-Plant monster")' })),
    notMonsterTypes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 30, description: 'monsters of none of these Types ("no monsters in your GY except Plant or Beast")' })),
    maxLevel: Type.Optional(Type.Integer({ minimum: 0, maximum: 13, description: 'monsters of this Level or lower ("Level 4 or lower"); an Xyz or Link Monster has no Level and is none' })),
    monsterTypes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 10, description: 'monsters of one of these Types ("a Warrior or Machine monster")' })),
    position: Type.Optional(
      Type.Union([Type.Literal('set'), Type.Literal('defense'), Type.Literal('face-up'), Type.Literal('attack')], { description: 'cards in this position: set, face-up, defense (a Set monster is; a face-up one may be) or attack (a Set monster is not; a face-up one may be)' }),
    ),
    didNotAttack: Type.Optional(Type.Boolean({ description: 'monsters that did not declare an attack this turn (the board\'s `attacked`)' })),
    property: Type.Optional(Type.String({ minLength: 1, maxLength: 20, description: 'Spells or Traps of this property ("Field"), as the catalog gives it' })),
    properties: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { minItems: 1, maxItems: 6, description: 'Spells or Traps of one of these properties ("1 Continuous or Field Spell"), as the catalog gives them' })),
    attribute: Type.Optional(Type.String({ minLength: 1, maxLength: 10, description: 'monsters of this Attribute ("1 WIND monster in your GY"), as the catalog gives it' })),
    minAtk: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'monsters with at least this printed ATK ("an Insect monster with 3000 or more ATK"); one whose ATK is not known may be one' })),
    maxAtk: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'monsters with at most this printed ATK; one whose ATK is not known may be one' })),
    minDef: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'monsters with at least this printed DEF; one whose DEF is not known may be one' })),
    maxDef: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'monsters with at most this printed DEF ("1 FIRE monster with 200 or less DEF"); one whose DEF is not known may be one' })),
    mainDeck: Type.Optional(Type.Boolean({ description: 'cards that go back to the Main Deck: not a Fusion, Synchro, Xyz or Link Monster, as the catalog types them' })),
    token: Type.Optional(Type.Boolean({ description: 'Tokens only ("While you control a Token"), as the board lists them ({ token })' })),
    other: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'a narrowing the data does not say: the count is only bounded' })),
  },
  { additionalProperties: false },
)

const selectionFields = {
  zone: CountZoneSchema,
  whose: Type.Optional(WhoseSchema),
  own: Type.Optional(Type.Boolean({ description: 'the cards of the player the action falls on ("for each card in their hand")' })),
  cards: Type.Optional(CountedCardsSchema),
  filter: Type.Optional(CountFilterSchema),
  others: Type.Optional(Type.Boolean({ description: 'not the card itself ("other than this card")' })),
  rank: Type.Optional(
    Type.Union([Type.Literal('lowest-atk'), Type.Literal('highest-atk'), Type.Literal('lowest-level'), Type.Literal('highest-level')], {
      description: 'only the cards with the lowest or highest ATK (or Level) of the selection, as the catalog prints it; a card whose ATK (or Level) is not known leaves it undecided, an Xyz or Link Monster has no Level and is not ranked by Level',
    }),
  ),
}

/** Cards of the board an action acts on or counts (src/domain/behaviour.ts CardSelection). */
export const cardSelectionSchema = (description: string) => Type.Object(selectionFields, { additionalProperties: false, description })

/** What a rate counts (src/domain/behaviour.ts Rate). */
const rateSchema = (description: string) =>
  Type.Union(
    [
      Type.Object({ count: Type.Literal('cards'), ...selectionFields }, { additionalProperties: false }),
      Type.Object({ count: Type.Literal('acted'), cards: Type.Optional(CountedCardsSchema), filter: Type.Optional(CountFilterSchema) }, { additionalProperties: false }),
      Type.Object({ count: Type.Literal('event') }, { additionalProperties: false, description: 'the cards of the event an event trigger reacts to ("If a card(s) is banished: Gain 500 LP for each.")' }),
      Type.Object({ count: Type.Literal('unknown') }, { additionalProperties: false }),
    ],
    { description },
  )

/** What an item does to the board when it resolves (src/domain/behaviour.ts BoardAction). */
export const BoardActionSchema = Type.Object(
  {
    action: Type.Union(
      ['send-to-gy', 'destroy', 'banish', 'return-to-hand', 'return-to-deck', 'return-to-extra-deck', 'add-to-hand', 'special-summon', 'return-to-field', 'discard', 'draw', 'mill', 'pay-lp', 'lose-lp', 'gain-lp', 'set-lp', 'detach', 'change-position', 'return-control', 'negate-effects', 'set'].map((a) => Type.Literal(a as BoardAction['action'])),
    ),
    spellTrapZones: Type.Optional(Type.Boolean({ description: 'target all of Spells/Traps: only those in the Spell & Trap Zones, not a Field Spell in the Field Zone ("destroy all cards in the Spell & Trap Zones")' })),
    target: Type.Optional(Type.Union([Type.Literal('self'), Type.Literal('zone'), Type.Literal('set-up'), Type.Literal('all'), Type.Literal('event')], { description: 'self: the card itself; zone: count cards out of from; set-up: what the effect that set a delayed item up acted on; all: every card of a kind; event: the card an event trigger\'s event happened to' })),
    setUpOf: Type.Optional(
      Type.Union([Type.Literal('targets'), Type.Literal('affected')], { description: 'target set-up: only the cards the set-up targeted (thisTurn[].targets), or only those it acted on without targeting (thisTurn[].affected: the monster it Special Summoned)' }),
    ),
    cards: Type.Optional(Type.Union([Type.Literal('monster'), Type.Literal('spell-trap')], { description: 'target all: the cards\' type (absent: any card)' })),
    others: Type.Optional(Type.Boolean({ description: 'target all: except the card that yields the item ("all other monsters")' })),
    faceUp: Type.Optional(Type.Boolean({ description: 'target all: face-up cards only' })),
    didNotAttack: Type.Optional(Type.Boolean({ description: 'target all: only cards that did not declare an attack this turn' })),
    level: Type.Optional(Type.Integer({ minimum: 1, maximum: 13, description: 'target all: monsters of this Level only' })),
    maxLevel: Type.Optional(Type.Integer({ minimum: 1, maximum: 13, description: 'target all: monsters of this Level or lower only' })),
    monsterType: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'target all: monsters of this Type only ("all Plant-Type monsters you control")' })),
    summonedThisTurn: Type.Optional(Type.Literal('normal-or-flip', { description: 'target all: monsters Normal or Flip Summoned this turn only (the board\'s `summoned`)' })),
    normalMonsters: Type.Optional(Type.Boolean({ description: 'target all: Normal Monsters only' })),
    battlePosition: Type.Optional(Type.Union([Type.Literal('attack'), Type.Literal('defense')], { description: 'target all: monsters in this battle position only' })),
    eachMoved: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'LP actions: this amount for each card the item\'s action on every card of a kind moved ("500 damage for each monster destroyed"), instead of amount' })),
    from: Type.Optional(Type.Union(['hand', 'field', 'graveyard', 'banished', 'deck', 'extra-deck'].map((z) => Type.Literal(z as StateZone)))),
    whose: Type.Optional(Type.Union([Type.Literal('controller'), Type.Literal('opponent'), Type.Literal('each')])),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
    anyNumber: Type.Optional(Type.Boolean({ description: 'a cost of cards chosen ("Send any number of other cards …"): at least `count`, as many more as its controller chooses' })),
    alsoField: Type.Optional(Type.Boolean({ description: 'a cost sending cards from the hand: cards its controller controls on the field may pay too ("from your hand and/or field")' })),
    handDownTo: Type.Optional(Type.Integer({ minimum: 0, maximum: 60, description: 'target zone from the hand: the cards over this many go (plus one for each card `per` counts): "so the number in your hand equals the number your opponent controls +6"' })),
    random: Type.Optional(Type.Boolean({ description: 'target zone from the hand: the cards are picked at random, not chosen ("send 1 random card from your opponent\'s hand to the GY")' })),
    alsoFrom: Type.Optional(Type.Union([Type.Literal('deck'), Type.Literal('graveyard'), Type.Literal('hand')], { description: 'special-summon with chosen: the cards may come from this zone too ("from your hand or Deck"); which, its controller chooses (the cards named as they activate it, else the only ones there can be)' })),
    tribute: Type.Optional(Type.Boolean({ description: 'send-to-gy: the cards are Tributed ("Tribute this card"), which a ban on Tributes ("Neither player can Tribute cards") forbids' })),
    card: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.nameLength })),
    amount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    half: Type.Optional(Type.Boolean({ description: 'pay-lp: half the player\'s LP at that time ("Pay half your LP"), rounded down, instead of `amount`; always payable. lose-lp: half the LP they have as it resolves are lost ("your LP are halved")' })),
    amountOf: Type.Optional(
      Type.Union([Type.Literal('original-atk'), Type.Literal('subject-original-atk'), Type.Literal('moved-atk')], {
        description: 'LP actions: the amount is the original ATK of the item\'s own card, as the catalog prints it ("take damage equal to its original ATK"), or of the card the effect acted on (subject-original-atk: a response\'s negated card), or the printed ATK of the cards the item moved, summed (moved-atk: "take damage equal to those destroyed monsters\' ATK"), instead of `amount`; not applied where no such figure is known',
      }),
    ),
    damage: Type.Optional(Type.Boolean({ description: 'lose-lp: the loss is effect damage ("take damage"), which a "take no effect damage" effect prevents; absent: a loss of LP, never prevented' })),
    player: Type.Optional(Type.Literal('subject-owner', { description: 'LP actions and discards of an event trigger: the owner of the card the event happened to ("to the owner of the monster(s)", "they must discard 1 of those cards"), instead of `whose`' })),
    per: Type.Optional(rateSchema('a rate: `amount` (LP actions) or `count` (draw, add, mill) once for each card counted ("for each Set card on the field", "for each monster destroyed"); not applied where the board does not say the count')),
    every: Type.Optional(cardSelectionSchema('the action acts on every card of the selection ("destroy as many … as possible"); not applied where the board leaves a card undecided')),
    chosen: Type.Optional(cardSelectionSchema('the action acts on `count` cards (default 1) chosen from the selection ("Shuffle 1 card your opponent controls into the Deck"): those where it holds no more; else not applied (which ones, the board does not say)')),
    ifDone: Type.Optional(Type.Boolean({ description: 'done only if the action before it acted on a card ("and if you do"); not applied where that is not known' })),
  },
  { additionalProperties: false },
)

export const Effect = Type.Object(
  {
    id: Id,
    controller: Player,
    card: Type.Optional(CardName),
    kind: Type.Union(
      [
        Type.Literal('trigger'),
        Type.Literal('apply'),
        Type.Literal('expire'),
        Type.Literal('quick'),
        Type.Literal('beginning-of-end-phase'),
        Type.Literal('instant'),
        Type.Literal('until-end-of-turn'),
        Type.Literal('as-turn-ends'),
        Type.Literal('hand-size-limit'),
        Type.Literal('memory-size-limit'),
      ],
      { description: 'yugioh: trigger | apply | expire | quick (a Spell Speed 2 or 3 effect a player may activate at their priority, starting a chain); grand-archive: beginning-of-end-phase | instant | until-end-of-turn | as-turn-ends | hand-size-limit | memory-size-limit' },
    ),
    mandatory: Type.Optional(Type.Boolean({ description: 'yugioh: required' })),
    negatedUntil: Type.Optional(Id),
    subject: Type.Optional(Id),
    moves: Type.Optional(Destination),
    destroys: Type.Optional(Type.Boolean({ description: 'with moves "graveyard": the item destroys its subject (a card that cannot be destroyed stays)' })),
    lasts: Type.Optional(Type.Union([Type.Literal('end-phase'), Type.Literal('end-of-turn')])),
    cardKey: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: LIMITS.idLength,
        description: 'yugioh: the key of the card instance this item is for: it replaces the item that instance yields by itself (and no other copy\'s)',
      }),
    ),
    maintenance: Type.Optional(
      Type.Object(
        {
          pay: Type.Array(BoardActionSchema, { maxItems: 5 }),
          otherwise: Type.Array(BoardActionSchema, { maxItems: 5 }),
          mustPay: Type.Optional(Type.Boolean({ description: 'the text says paying is not optional: paid whenever it can be, never offered not to pay' })),
          orReveal: Type.Optional(Type.Object({ monsterType: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false, description: 'paying another way: revealing a monster of this Type from the hand ("or reveal 1 Dragon monster in your hand")' })),
        },
        { additionalProperties: false, description: 'yugioh, an apply item: a maintenance cost its controller decides to pay (pay is done) or not (otherwise is done), e.g. discard 1 card or destroy this card' },
      ),
    ),
    costs: Type.Optional(
      Type.Array(BoardActionSchema, {
        maxItems: 5,
        description: 'yugioh: costs paid as the item is activated (a discard, LP, the card itself sent from the hand to the GY: `{ "action": "send-to-gy", "target": "self" }`), where its card\'s data does not say; the item is not offered while they cannot be paid',
      }),
    ),
    does: Type.Optional(Type.Array(BoardActionSchema, { maxItems: 10, description: 'yugioh: what the item does to the board when it resolves (applied to the game state), when its card\'s data does not say' })),
    simultaneous: Type.Optional(
      Type.String({ minLength: 1, maxLength: LIMITS.idLength, description: 'triggers with the same value were activated at the very same time and form one chain' }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: 'grand-archive size limits: the most cards the zone may hold' })),
    appliesTo: Type.Optional(Type.Union([Type.Literal('A'), Type.Literal('B')], { description: 'grand-archive size limits: the player bound (default the controller)' })),
    life: Type.Optional(Type.Integer({ minimum: -100000, maximum: 100000, description: 'grand-archive until-end-of-turn: the life change on the subject ally' })),
  },
  { additionalProperties: false },
)

const Stat = Type.Integer({ minimum: 0, maximum: 100000 })
export const Response = Type.Object(
  {
    id: Id,
    controller: Player,
    card: Type.Optional(CardName),
    negates: Type.Union([Type.Literal('activation'), Type.Literal('effect'), Type.Literal('none')], {
      description: 'what it negates; none: nothing, its fate moves the card activating and the link it answers resolves as it would',
    }),
    mandatory: Type.Boolean(),
    oncePerChain: Type.Optional(Type.Boolean()),
    oncePerTurn: Type.Optional(
      Type.Boolean({ description: 'used once, it is gone for the rest of the window: a card activated (a Counter Trap), an effect once per turn (a hand trap). Absent: it may answer again in a later chain' }),
    ),
    atk: Type.Optional(Stat),
    def: Type.Optional(Stat),
    cost: Type.Optional(Type.Object({ atk: Type.Optional(Stat), def: Type.Optional(Stat) }, { additionalProperties: false })),
    costs: Type.Optional(
      Type.Array(BoardActionSchema, {
        maxItems: 4,
        description: 'LP paid (pay-lp with amount) or cards discarded (discard with count) as it is activated; absent: read from the text of its card ("Pay 1500 LP; negate …")',
      }),
    ),
  },
  { additionalProperties: false },
)

export const Choice = Type.Object(
  {
    player: Player,
    type: Type.Union([Type.Literal('pass'), Type.Literal('activate'), Type.Literal('apply'), Type.Literal('expire'), Type.Literal('discard')]),
    effect: Type.Optional(Id),
    cards: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: LIMITS.nameLength }), {
        maxItems: LIMITS.cardsPerZone,
        description: 'keys or names: a discard\'s cards; an activation\'s targets, the cards it chooses out of more than it takes ("target 1 card on the field; destroy it")',
      }),
    ),
  },
  { additionalProperties: false },
)

const CardKey = Type.String({ minLength: 1, maxLength: LIMITS.idLength })

/** One thing that happened this turn before the window opens, as a player says it (yugioh). */
export const ThisTurnEntry = Type.Object(
  {
    player: Type.Union([Type.Literal('A'), Type.Literal('B')], { description: 'who activated it (the controller of what it leaves behind)' }),
    activated: Type.Optional(
      Type.Union([CardName, Type.Object({ card: CardName, key: Type.Optional(Id) }, { additionalProperties: false })], {
        description: 'the card activated: a name, a password, or { card, key } (the key of that card on the board, where it is there: a card banished by its own effect until the End Phase)',
      }),
    ),
    targets: Type.Optional(Type.Array(CardKey, { maxItems: 20, description: 'keys of the board cards it targeted' })),
    affected: Type.Optional(
      Type.Array(CardKey, { maxItems: 20, description: 'keys of the board cards it acted on without targeting: the monsters Limiter Removal doubled, the monsters it Special Summoned, the cards it banished' }),
    ),
    amount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'an amount fixed as it resolved: the damage a delayed "take damage equal to …" deals (absent: the LP change is not applied, only told)' })),
    id: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.idLength, description: 'the id of the first item it leaves (default "<card name> (this turn)"), for choices' })),
    summoned: Type.Optional(Type.Array(CardKey, { maxItems: 20, description: 'keys of the board cards `player` summoned this turn (with `how`): their "the turn this card was summoned" items hold' })),
    how: Type.Optional(Type.Union(['normal', 'tribute', 'flip', 'special'].map((how) => Type.Literal(how)), { description: 'how the cards of `summoned` were summoned' })),
    sent: Type.Optional(Type.Array(CardKey, { maxItems: 20, description: 'keys of GY cards sent there this turn: their "sent to the GY this turn" items exist' })),
    destroyed: Type.Optional(Type.Array(CardKey, { maxItems: 20, description: 'keys of GY cards destroyed this turn (`by` battle or an effect): sent there this turn' })),
    by: Type.Optional(Type.Union([Type.Literal('battle'), Type.Literal('effect')], { description: 'what destroyed the cards of `destroyed` (default effect)' })),
    attacked: Type.Optional(Type.Array(CardKey, { maxItems: 20, description: 'keys of the board cards that attacked this turn' })),
  },
  { additionalProperties: false },
)
export type ThisTurnEntry = Static<typeof ThisTurnEntry>

export const ResolveRequest = Type.Object(
  {
    game: Type.Optional(oneOf(GAMES, { default: 'yugioh' })),
    phase: Type.Optional(
      oneOf(PHASES, {
        default: 'end',
        description: 'yugioh: end | standby | battle-end-step; grand-archive: end',
      }),
    ),
    turnPlayer: Player,
    players: Type.Object({ A: PlayerBoard, B: PlayerBoard }, { additionalProperties: false }),
    effects: Type.Optional(Type.Array(Effect, { maxItems: LIMITS.effects, default: [] })),
    thisTurn: Type.Optional(
      Type.Array(ThisTurnEntry, {
        maxItems: LIMITS.effects,
        description:
          'yugioh: what happened this turn before the window opens. From each activation and its card\'s data, the items it left for this window (a delayed destruction, a temporary banishment\'s end, a delayed damage, a negation until the end of the turn) join the lists; an item written in `effects` for the same card and controller replaces the derived one',
      }),
    ),
    responses: Type.Optional(Type.Array(Response, { maxItems: LIMITS.responses, default: [] })),
    choices: Type.Optional(Type.Array(Choice, { maxItems: LIMITS.choices, default: [] })),
    reading: Type.Optional(oneOf(READINGS, { default: 'official' })),
    enumerate: Type.Optional(Type.Boolean({ default: false })),
    maxOutcomes: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.maxOutcomes, default: DEFAULT_MAX_OUTCOMES })),
    explain: Type.Optional(
      Type.Union([Type.Literal('en'), Type.Literal('ja')], {
        description: 'also answer `explanation`: the resolve told step by step for a person, in English or Japanese (the same as ?lang=)',
      }),
    ),
    perspective: Type.Optional(
      Type.Union([Type.Literal('A'), Type.Literal('B')], {
        description: 'word the explanation (and its summary) to this player: they are "you", the other player "your opponent" (English and Japanese); absent: players are named A and B',
      }),
    ),
    asOf: Type.Optional(
      Type.String({
        pattern: CALENDAR_DATE_PATTERN,
        description:
          'YYYY-MM-DD: answer as the rulings stood at the end of that day: card rulings not yet in effect (dated later, or added through the API later) are not cited, edits made later are undone, and a ruling is superseded only from its successor\'s date',
      }),
    ),
    region: Type.Optional(
      oneOf(REGIONS, {
        description: 'where TCG and OCG rulings differ: use this region\'s (the other region\'s card rulings are left out); absent: rulings of both regions apply',
      }),
    ),
    citations: Type.Optional(
      Type.Union([Type.Literal('full'), Type.Literal('ids')], {
        description:
          'how `rulings` cites: full (default): each ruling with its title, summary, status and references; ids: each ruling\'s id and `link` (`/v1/rulings/<id>`, absolute under the service\'s public address when it has one), a much lighter answer',
      }),
    ),
  },
  { additionalProperties: false, $id: 'ResolveRequest' },
)
export type ResolveRequest = Static<typeof ResolveRequest>

/** Query string of POST /v1/resolve: the explanation's language, and the answer's format (else the Accept header). */
export const ResolveQuery = Type.Object(
  {
    lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ja')], { description: 'add `explanation` in this language (as the body\'s `explain`)' })),
    perspective: Type.Optional(Type.Union([Type.Literal('A'), Type.Literal('B')], { description: 'word the explanation to this player (as the body\'s `perspective`)' })),
    format: Type.Optional(
      Type.Union([Type.Literal('json'), Type.Literal('markdown'), Type.Literal('plain')], {
        description: 'json (default): the answer; markdown / plain: the explanation alone as text (as Accept: text/markdown or text/plain). Markdown messages are at most 2,000 characters each (Discord), separated by a line "---".',
      }),
    ),
  },
  { additionalProperties: false },
)
export type ResolveQuery = Static<typeof ResolveQuery>
