/**
 * A card's curated behaviours (src/domain/behaviour.ts CardBehaviours) as a strict TypeBox schema:
 * every value the engine reads is one it knows, unknown fields are refused, sizes are bounded.
 * PUT /v1/cards/:id/behaviours and GraphQL's setCardBehaviours validate with it; the board actions
 * are the resolve request's own (BoardActionSchema), so an item's `does` means the same in both.
 */
import { PHASES } from '../domain/vocabulary.js'
import { Type, type Static } from '@sinclair/typebox'
import type { CardBehaviours, ContinuousBehaviour, DiscardBehaviour, EventTrigger, HandSizeBehaviour, PhaseBehaviour, StateCondition } from '../domain/behaviour.js'
import { BoardActionSchema, CountFilterSchema, LIMITS, cardSelectionSchema } from './resolve.js'

/** One of `values`, as a JSON Schema enum: a refusal names the values allowed (a union of literals would not). */
const literals = <T extends string>(values: readonly T[], description?: string) => Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) })

const Whose = literals(['controller', 'opponent', 'each'] as const)
const CountedCards = literals(['any', 'monster', 'spell-trap', 'spell', 'trap'] as const)
const CardName = Type.String({ minLength: 1, maxLength: LIMITS.nameLength })
const Text = (maxLength: number, description?: string) => Type.String({ minLength: 1, maxLength, ...(description ? { description } : {}) })
const Source = Type.Optional(Type.Literal('curated', { description: 'always curated here (filled in when absent)' }))
const Span = Type.Optional(Text(500, 'the ruling the behaviour comes from, or a short reason'))
const Actions = (maxItems: number, description?: string) => Type.Array(BoardActionSchema, { maxItems, ...(description ? { description } : {}) })

export const StateConditionSchema = Type.Union([
  Type.Object({ check: Type.Literal('in-gy-sent-this-turn') }, { additionalProperties: false }),
  Type.Object(
    {
      check: Type.Literal('summoned-this-turn'),
      how: Type.Optional(literals(['normal', 'tribute', 'flip', 'special', 'any', 'normal-or-flip', 'without-tribute'] as const)),
      not: Type.Optional(Type.Literal(true, { description: 'the card was not so summoned this turn ("You cannot activate this effect the turn this card is Summoned")' })),
    },
    { additionalProperties: false },
  ),
  Type.Object({ check: Type.Literal('flipped-this-turn'), not: Type.Optional(Type.Literal(true, { description: 'the card was not flipped face-up this turn' })) }, { additionalProperties: false }),
  Type.Object({ check: Type.Literal('attacked-this-turn') }, { additionalProperties: false }),
  Type.Object({ check: Type.Literal('battled-this-turn') }, { additionalProperties: false }),
  Type.Object({ check: Type.Literal('used-this-turn') }, { additionalProperties: false }),
  Type.Object({ check: Type.Literal('destroyed-by-battle-this-turn') }, { additionalProperties: false }),
  Type.Object({ check: Type.Literal('destroyed-a-monster-by-battle') }, { additionalProperties: false }),
  Type.Object({ check: Type.Literal('no-normal-summon-this-turn') }, { additionalProperties: false }),
  Type.Object({ check: Type.Literal('special-summoned') }, { additionalProperties: false }),
  Type.Object({ check: Type.Literal('destroyed-by-effect-this-turn') }, { additionalProperties: false }),
  Type.Object({ check: Type.Literal('face-up') }, { additionalProperties: false }),
  Type.Object({ check: Type.Literal('set') }, { additionalProperties: false }),
  Type.Object(
    { check: Type.Literal('hand-count'), whose: Whose, min: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })), max: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })) },
    { additionalProperties: false },
  ),
  Type.Object({ check: Type.Literal('controls-card'), whose: Whose, card: Type.Optional(CardName) }, { additionalProperties: false }),
  Type.Object({ check: Type.Literal('named-sent-this-turn'), whose: Whose, card: CardName }, { additionalProperties: false }),
  Type.Object(
    { check: Type.Literal('sent-this-turn'), whose: Whose, cards: Type.Optional(CountedCards), filter: Type.Optional(CountFilterSchema) },
    { additionalProperties: false, description: 'a card of `cards`, narrowed by `filter`, was sent to the GY of `whose` this turn ("if a Fusion Monster(s) was sent to your GY this turn")' },
  ),
  Type.Object({ check: Type.Literal('set-up-this-turn') }, { additionalProperties: false }),
  Type.Object(
    { check: Type.Literal('lp'), whose: Whose, min: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })), max: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })) },
    { additionalProperties: false, description: 'the LP of `whose` are at least `min` and at most `max` ("if your LP is less than 4000": max 3999)' },
  ),
  Type.Object(
    {
      check: Type.Literal('card-count'),
      zone: literals(['field', 'graveyard', 'banished', 'hand', 'deck'] as const),
      whose: Whose,
      cards: Type.Optional(CountedCards),
      filter: Type.Optional(CountFilterSchema),
      min: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
      max: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
      alsoZone: Type.Optional(literals(['field', 'graveyard', 'banished', 'hand', 'deck'] as const, 'the cards of this zone counted too ("… is on your field or in your GY")')),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { check: Type.Literal('controls-more'), cards: Type.Optional(CountedCards), zone: Type.Optional(Type.Literal('graveyard', { description: 'compare the cards in each player\'s GY instead of on the field ("your opponent has more cards in their GY than you")' })) },
    { additionalProperties: false },
  ),
])

export const CuratedContinuousBehaviour = Type.Object(
  {
    effect: literals(
      ['banish-instead', 'negate-effects', 'forbid-move', 'destroy-self', 'no-effect-damage', 'damage-on-send', 'forbid-activation', 'damage-becomes-gain', 'gain-becomes-damage', 'forbid-action', 'each-time'] as const,
      'banish-instead: a card that would be sent to the GY is banished instead; negate-effects: the effects of face-up cards on the field are negated; forbid-move: cards cannot be moved as `move` says (banished, destroyed); destroy-self: the card destroys itself while `condition` holds (applied at once when a negation of it ends); no-effect-damage: `whose` takes no effect damage; damage-on-send: each time cards are sent to the GY, their owner takes `amount` damage for each card; forbid-activation: cards of `cards` and their effects on the field (with `activations: cards`, the cards only) cannot be activated by `whose` (seen from the card\'s controller); damage-becomes-gain: effect damage to `whose` is gained as LP instead; gain-becomes-damage: an LP gain of `whose` is dealt to them as effect damage instead; forbid-action: `whose` cannot do `action` (from `from` when given); each-time: each time `event` happens to a card of `whose`, `does` is done at once, with no chain',
    ),
    event: Type.Optional(literals(['sent-to-gy', 'destroyed', 'summoned', 'special-summoned', 'banished', 'discarded', 'drawn', 'damage', 'lp-gained', 'left-field', 'added', 'tributed'] as const, 'each-time: the event that makes it act')),
    does: Type.Optional(Actions(4, 'each-time: what it does each time (a draw)')),
    amount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'damage-on-send: the damage for each card sent' })),
    cards: literals(['any', 'monster', 'spell-trap', 'spell', 'trap'] as const, 'which cards it applies to'),
    whose: literals(['controller', 'opponent', 'each'] as const, "banish-instead: whose GY; negate-effects, forbid-move: whose cards; seen from the card's controller"),
    from: Type.Optional(literals(['field', 'hand-or-deck', 'graveyard', 'deck', 'extra-deck', 'hand'] as const, 'only cards sent from there (forbid-move: only cards in the GY; forbid-action: only what is done from there)')),
    action: Type.Optional(literals(['special-summon', 'add-to-hand', 'mill', 'tribute'] as const, 'forbid-action: what cannot be done: Special Summon monsters, add cards from the Deck to the hand (a draw is no add), send cards from the Deck to the GY, Tribute cards')),
    exceptAttribute: Type.Optional(Type.String({ maxLength: 10, description: 'forbid-action: not monsters of this Attribute ("except WATER monsters")' })),
    move: Type.Optional(literals(['banish', 'destroy', 'return-to-deck'] as const, 'forbid-move: the move that cannot be made (return-to-deck: returned or shuffled into the Deck)')),
    by: Type.Optional(literals(['controller', 'opponent', 'each'] as const, "forbid-move: whose effects cannot make it, seen from the card's controller (absent: anyone's)")),
    itself: Type.Optional(Type.Boolean({ description: 'forbid-move: only this card itself cannot be moved so; banish-instead: only this card itself is banished instead ("If this face-up card would leave the field, banish it instead")' })),
    attribute: Type.Optional(Type.String({ maxLength: 10, description: 'negate-effects, forbid-move, forbid-action: only monsters of this Attribute ("Negate all LIGHT monster effects activated …", "WATER monsters you control cannot be destroyed …", "Neither player can Special Summon LIGHT monsters")' })),
    activated: Type.Optional(Type.Boolean({ description: 'negate-effects: only effects activated (an item applied without activation is not negated)' })),
    inGraveyard: Type.Optional(Type.Boolean({ description: 'negate-effects with activated: also effects activated in the GY' })),
    graveyardOnly: Type.Optional(Type.Boolean({ description: 'negate-effects with inGraveyard: only effects activated in the GY ("effects that activate in the GY are negated")' })),
    movesFromGy: Type.Optional(Type.Boolean({ description: 'negate-effects: any card effect that would move a card in the GY to a different place, negated as it resolves (Necrovalley)' })),
    property: Type.Optional(Type.String({ maxLength: 20, description: 'negate-effects: only Spells/Traps of this property ("Negate the effects of all Continuous Spell Cards …")' })),
    sameName: Type.Optional(Type.Boolean({ description: 'forbid-activation held by an expire: only cards with the same original name as the card it acts on (its subject)' })),
    fromHand: Type.Optional(Type.Boolean({ description: 'forbid-activation with activations cards: only cards activated from the hand ("must Set Spell Cards before activating them")' })),
    fromSet: Type.Optional(Type.Boolean({ description: 'forbid-activation with activations cards: only cards activated from where they are Set on the field ("activate Spell/Trap Cards that are Set on the field")' })),
    maxLevel: Type.Optional(Type.Integer({ minimum: 0, maximum: 13, description: 'forbid-move with cards monster: only monsters of this Level or lower ("Level 4 or lower monsters you control cannot be destroyed …")' })),
    exceptKind: Type.Optional(Type.String({ maxLength: 20, description: 'forbid-activation: not monsters with this word in their type line ("Monsters cannot activate their effects, except Spirit monsters")' })),
    monsterKind: Type.Optional(Type.String({ maxLength: 20, description: 'negate-effects, forbid-activation, forbid-move: only monsters with this word in their type line ("Flip monsters\' effects cannot be activated", "Pendulum Monsters you control cannot be destroyed …")' })),
    named: Type.Optional(Type.String({ maxLength: 100, description: 'forbid-move: only cards whose name holds this (an archetype: "Other "Drytron" monsters you control …")' })),
    summoned: Type.Optional(literals(['tribute', 'special'] as const, 'forbid-move, forbid-activation, negate-effects: only monsters summoned so this turn, as the board states it ("Tribute Summoned monsters you control …", "Level 6 or higher Special Summoned monsters …"); a card the board says nothing of is not covered')),
    minLevel: Type.Optional(Type.Integer({ minimum: 0, maximum: 13, description: 'forbid-activation, negate-effects: only monsters of this Level or higher ("Level 6 or higher Special Summoned monsters …"); a card whose Level is not known is not covered' })),
    monsterType: Type.Optional(Type.String({ maxLength: 40, description: 'forbid-move with cards monster: only monsters of this Type ("Zombie monsters you control cannot be destroyed by card effects")' })),
    others: Type.Optional(Type.Boolean({ description: 'forbid-move: only cards other than this one ("Other cards you control …")' })),
    turn: Type.Optional(literals(['yours', 'opponents'] as const, "only during this player's turn, seen from the card's controller (absent: every turn)")),
    sends: Type.Optional(Type.Boolean({ description: 'destroy-self: the card is sent to the GY, not destroyed ("…, send this card to the GY")' })),
    activations: Type.Optional(
      Type.Union([Type.Literal('cards'), Type.Literal('effects')], {
        description: 'forbid-activation: cards, only the activation of the cards themselves (a Set card, a Spell from the hand), not the effects of face-up cards; effects, only their effects, from any zone (a monster effect in the GY too)',
      }),
    ),
    inZones: Type.Optional(Type.Array(literals(['graveyard', 'banished', 'hand'] as const, 'a zone'), { maxItems: 3, description: 'forbid-activation with activations effects: only the effects of monsters in these zones ("Monsters that are banished, as well as monsters in the GY, cannot activate their effects"; "Neither player can activate the effects of monsters in the hand")' })),
    requires: Type.Optional(Type.Array(StateConditionSchema, { maxItems: 10, description: 'destroy-self, forbid-activation: the condition as data, checked against the board' })),
    condition: Type.Optional(Text(500, 'a condition not turned into data, as text (assumed to hold, and said)')),
    source: Source,
    span: Span,
  },
  { additionalProperties: false },
)

/** What an effect targets in its controller's GY as it is activated (GraveyardTargets): too few there, and it is not offered. */
export const CuratedGraveyardTargets = Type.Object(
  {
    count: Type.Integer({ minimum: 1, maximum: 10 }),
    other: Type.Optional(Type.Boolean({ description: '"other": not the card itself' })),
    except: Type.Optional(Type.Array(CardName, { maxItems: 5, description: 'names that do not count ("except "X"")' })),
    named: Type.Optional(Type.Array(Text(100), { maxItems: 5, description: 'a card counts whose name holds one of these (an archetype)' })),
    kind: Type.Optional(literals(['monster', 'spell', 'trap', 'spell-trap'] as const)),
    types: Type.Optional(Type.Array(Text(40), { maxItems: 30, description: 'monster Types, one of which a card must be' })),
    attribute: Type.Optional(Text(10)),
    maxLevel: Type.Optional(Type.Integer({ minimum: 0, maximum: 13 })),
    maxAtk: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, description: '"with 1000 or less ATK": printed ATK at most this' })),
    minAtk: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, description: '"with 1500 or more ATK": printed ATK at least this' })),
    maxDef: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, description: '"with 200 or less DEF": printed DEF at most this' })),
    minDef: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, description: '"with 2000 or more DEF": printed DEF at least this' })),
    differentTypes: Type.Optional(Type.Boolean({ description: '"with different Types": no two of the same Type' })),
    opponent: Type.Optional(Type.Boolean({ description: 'in the opponent\'s GY ("Target 1 card in your opponent\'s GY"), not its controller\'s' })),
    zone: Type.Optional(literals(['banished'] as const, 'among banished cards ("target 1 of your banished "Infernoid" monsters"), not in a GY')),
    monsterKind: Type.Optional(Text(20, 'a word of its type line: "Flip", "Tuner", "Normal"')),
    sentThisTurn: Type.Optional(Type.Boolean({ description: '"that was sent there this turn": not a card the board says came there in an earlier turn' })),
    destroyedByBattle: Type.Optional(Type.Boolean({ description: '"that was destroyed by battle and sent there this turn": not a card the board says was not destroyed by battle' })),
    including: Type.Optional(
      Type.Object(
        { monsterType: Type.Optional(Text(40)), monsterKind: Type.Optional(Text(20)) },
        { additionalProperties: false, description: '"… including a Cyberse Link Monster": at least one of the targets is of this Type and kind' },
      ),
    ),
  },
  { additionalProperties: false },
)

export const CuratedPhaseBehaviour = Type.Object(
  {
    phase: literals(PHASES),
    kind: literals(['trigger', 'apply', 'expire'] as const, 'trigger: activated, starts a chain; apply: applied without activation; expire: an "until the … Phase" effect ends'),
    mandatory: Type.Boolean(),
    turn: literals(['yours', 'opponents', 'each'] as const, 'whose turn, seen from the card\'s controller'),
    zone: Type.Optional(literals(['field', 'graveyard', 'hand', 'banished'] as const, 'where the card is when the item is on the list (default field)')),
    moves: Type.Optional(literals(['graveyard', 'deck', 'extra-deck', 'hand', 'banished', 'field'] as const, 'the item moves the card itself (field: a card banished for a time comes back, no Summon)')),
    destroys: Type.Optional(Type.Boolean({ description: 'with moves graveyard: the move is a destruction ("Destroy this card"); a card that cannot be destroyed stays' })),
    condition: Type.Optional(Text(500, 'a condition not turned into data, as text')),
    delayed: Type.Optional(Type.Boolean({ description: 'set up by an effect that resolved: never derived from the card alone' })),
    cost: Type.Optional(Text(300, 'a maintenance cost, as text')),
    maintenance: Type.Optional(
      Type.Object(
        {
          pay: Actions(5),
          otherwise: Actions(5),
          mustPay: Type.Optional(Type.Boolean({ description: 'the text says paying is not optional: paid whenever it can be' })),
          orReveal: Type.Optional(Type.Object({ monsterType: Type.String({ maxLength: 40 }) }, { additionalProperties: false, description: 'paying another way: revealing a monster of this Type from the hand' })),
        },
        { additionalProperties: false, description: 'a maintenance cost as data' },
      ),
    ),
    does: Type.Optional(Actions(10, 'what resolving the item does to the board, in order')),
    costs: Type.Optional(Actions(5, 'costs paid when the item is activated')),
    gyTargets: Type.Optional(CuratedGraveyardTargets),
    requires: Type.Optional(Type.Array(StateConditionSchema, { maxItems: 10, description: 'conditions on the game state that must all hold' })),
    activation: Type.Optional(literals(['effect', 'card'] as const)),
    oncePerTurn: Type.Optional(literals(['instance', 'name'] as const)),
    wording: Type.Optional(literals(['end-of-turn'] as const, 'the text says "at the end of the turn": an old wording processed in the End Phase')),
    lasts: Type.Optional(literals(['end-of-turn', 'end-of-next-turn', 'lasting'] as const, 'an expire that ends as the turn ends, after the hand-size step (no list item): a negation until the end of this turn; end-of-next-turn: one lasting past this turn, which ends in no window of it; lasting: one its text gives no end (a negation while the card it acted on stays), which ends in no window of this turn either')),
    ends: Type.Optional(literals(['banishment', 'negation', 'control', 'protection'] as const, 'what an expire ends: a banishment for a time (the card comes back), a negation (its effects apply again), control taken for a time (the card goes back to its owner) or a protection of the cards it acted on (what it holds, `itself`, is theirs)')),
    sameName: Type.Optional(Type.Boolean({ description: 'with ends negation: the cards with the same original name as those negated are negated too ("as well as … monsters with the same original name")' })),
    alsoTargets: Type.Optional(Type.Boolean({ description: 'an expiry of the card\'s own banishment that banished its targets with it ("banish both that monster and this card until the End Phase"): the cards the set-up targeted come back too' })),
    setUpOn: Type.Optional(cardSelectionSchema('a set-up acting on every card of a selection as it resolved ("Negate the effects of face-up monsters your opponent currently controls"): where a request states the activation without naming the cards, the board\'s cards of the selection')),
    nextTurn: Type.Optional(Type.Boolean({ description: 'a delayed item of the turn after the one its effect resolved in ("until the End Phase of the next turn")' })),
    holds: Type.Optional(Type.Array(CuratedContinuousBehaviour, { maxItems: 5, description: 'an expire: what the lingering effect does until it ends (no effect damage until the end of this turn), wherever its card is' })),
    lingers: Type.Optional(Type.Array(CuratedContinuousBehaviour, { maxItems: 5, description: 'what resolving the item leaves applying until the end of the turn, wherever its card is ("for the rest of this turn, cards cannot be added from either player\'s Main Deck to the hand")' })),
    source: Source,
    span: Span,
  },
  { additionalProperties: false },
)

export const CuratedDiscardBehaviour = Type.Object(
  {
    trigger: literals(['any-discard', 'card-effect-discard', 'sent-from-hand-to-gy', 'sent-to-gy', 'end-phase-in-gy'] as const),
    mandatory: Type.Boolean(),
    turn: Type.Optional(Type.Literal('opponents', { description: 'only in the opponent\'s turn ("During your opponent\'s turn, if this card is sent …"): never for its owner\'s own hand-size discard' })),
    adds: Type.Optional(Type.Array(CardName, { maxItems: 10 })),
    sends: Type.Optional(Type.Array(CardName, { maxItems: 10 })),
    sendsFromField: Type.Optional(Type.Boolean()),
    summons: Type.Optional(Type.Array(CardName, { maxItems: 10 })),
    summonsDiscarded: Type.Optional(Type.Literal('monster', { description: 'the effect targets 1 of the monsters discarded and Special Summons it (it activates only when a monster was discarded)' })),
    gyTargets: Type.Optional(CuratedGraveyardTargets),
    fieldTargets: Type.Optional(Type.Array(StateConditionSchema, { maxItems: 3, description: 'what it targets on the field as it is activated, as card counts that must hold: with none there, it is not activated' })),
    does: Type.Optional(Actions(10, 'what resolving it does to the board where adds, sends and summons name no card (a search of a card nobody named, its own Special Summon)')),
    watches: Type.Optional(Type.Literal('field')),
    watchesWhose: Type.Optional(Whose),
    condition: Type.Optional(Text(500)),
    oncePerTurn: Type.Optional(literals(['instance', 'name'] as const, 'name: "You can only use this effect of X once per turn" (no other copy of its controller\'s, nor one discarded at the same time); instance: "Once per turn"')),
    source: Source,
    span: Span,
  },
  { additionalProperties: false },
)

export const CuratedHandSizeBehaviour = Type.Object(
  {
    limit: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()], { description: 'null: no limit at all' }),
    applies: literals(['controller', 'opponent', 'each'] as const),
    zone: Type.Optional(Type.Literal('graveyard')),
    source: Source,
    span: Span,
  },
  { additionalProperties: false },
)

export const CuratedEventTrigger = Type.Object(
  {
    event: literals(['sent-to-gy', 'destroyed', 'summoned', 'special-summoned', 'banished', 'discarded', 'drawn', 'damage', 'lp-gained', 'left-field', 'added', 'tributed'] as const, 'what happens to the card the trigger reacts to (damage: a player takes damage; lp-gained: a player gains LP; left-field: the card leaves the field, however it goes; added: a card is added to a hand (from the Deck, GY, banishment or field), a draw included; tributed: the card is Tributed, by a cost or an effect)'),
    notDrawn: Type.Optional(Type.Boolean({ description: 'added: only a card added otherwise than by drawing ("except by drawing them")' })),
    minAtk: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'only a card with at least this printed ATK ("Summons a monster(s) with 1500 or more ATK"); one whose ATK is not known may be one' })),
    subject: literals(['self', 'other'] as const, 'self: the event happens to this card; other: to another card'),
    whose: Type.Optional(literals(['controller', 'opponent', 'each'] as const, "other: whose card, seen from this card's controller (default each)")),
    cards: Type.Optional(literals(['any', 'monster', 'spell-trap'] as const, 'other: which cards (default any)')),
    from: Type.Optional(literals(['hand', 'field', 'graveyard', 'banished', 'deck', 'extra-deck'] as const, 'the zone the card came from (absent: anywhere)')),
    named: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'with subject other: only cards whose name holds this archetype ("If a face-up "Fire King" monster(s) you control is destroyed")' })),
    toGraveyard: Type.Optional(Type.Boolean({ description: 'event destroyed: only where the card then reached the GY ("destroyed and sent to the GY"), not one banished instead' })),
    fromAny: Type.Optional(Type.Array(literals(['hand', 'field', 'graveyard', 'banished', 'deck', 'extra-deck'] as const, 'a zone'), { minItems: 2, maxItems: 6, description: 'one of several zones the card came from ("from the Main Deck or GY"), instead of from' })),
    by: Type.Optional(
      Type.Object(
        {
          cause: Type.Literal('effect', { description: "a card's effect (not a cost, the hand-size discard or battle)" }),
          whose: Type.Optional(literals(['controller', 'opponent', 'each'] as const, "whose effect, seen from this card's controller (absent: anyone's)")),
          cards: Type.Optional(literals(['monster', 'spell', 'trap', 'spell-trap'] as const, 'the type of the card whose effect it was (absent: any)')),
          named: Type.Optional(Text(100, 'what the name of the card whose effect it was holds (an archetype)')),
          except: Type.Optional(Text(100, 'a card name whose effects do not count')),
        },
        { additionalProperties: false, description: 'what must have caused the event (absent: anything)' },
      ),
    ),
    zone: Type.Optional(literals(['field', 'graveyard', 'hand', 'banished'] as const, 'other: where this card is when the event happens (default field, face-up)')),
    mandatory: Type.Boolean(),
    timing: Type.Optional(Type.Literal('when', { description: 'an optional "When … you can" trigger: it misses its timing when the event was not the last thing to happen' })),
    does: Type.Optional(Actions(10, 'what resolving it does to the board, in order')),
    costs: Type.Optional(Actions(5, 'costs paid as it is activated: the card itself moved (discard, send to the GY, banish, shuffle into the Deck: target self), LP paid (an amount or half)')),
    lingers: Type.Optional(Type.Array(CuratedContinuousBehaviour, { maxItems: 5, description: 'what resolving it leaves applying until the end of the turn, wherever its card is' })),
    asCard: Type.Optional(Type.Boolean({ description: 'a Normal or Counter Trap activated as a card on the event: only while it is Set on the field; it goes to the GY once resolved; never mandatory' })),
    gyTargets: Type.Optional(CuratedGraveyardTargets),
    oncePerTurn: Type.Optional(literals(['instance', 'name'] as const)),
    condition: Type.Optional(Text(500, 'a condition not turned into data, as text (assumed to hold, and said)')),
    source: Source,
    span: Span,
  },
  { additionalProperties: false },
)

export const CardBehavioursSchema = Type.Object(
  {
    phases: Type.Array(CuratedPhaseBehaviour, { maxItems: 20, description: 'the items the card yields by itself in a phase window' }),
    discard: Type.Optional(CuratedDiscardBehaviour),
    handSize: Type.Optional(CuratedHandSizeBehaviour),
    continuous: Type.Optional(Type.Array(CuratedContinuousBehaviour, { maxItems: 10, description: 'continuous effects applying while the card is face-up on the field' })),
    triggers: Type.Optional(Type.Array(CuratedEventTrigger, { maxItems: 10, description: 'trigger effects on events of the game (a card sent to the GY, summoned, destroyed, drawn)' })),
  },
  { additionalProperties: false },
)
export type CardBehavioursInput = Static<typeof CardBehavioursSchema>

// The schema and the engine's types stay one shape: each side must accept what the other holds.
type Curated<T> = Omit<T, 'source'> & { source?: 'curated' }
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree: [
  Same<Static<typeof StateConditionSchema>, StateCondition>,
  Same<Static<typeof CuratedPhaseBehaviour>, Curated<PhaseBehaviour>>,
  Same<Static<typeof CuratedDiscardBehaviour>, Curated<DiscardBehaviour>>,
  Same<Static<typeof CuratedHandSizeBehaviour>, Curated<HandSizeBehaviour>>,
  Same<Static<typeof CuratedContinuousBehaviour>, Curated<ContinuousBehaviour>>,
  Same<Static<typeof CuratedEventTrigger>, Curated<EventTrigger>>,
] = [true, true, true, true, true, true]
void agree

/** The behaviours as stored: every entry's source set to curated. */
export function asCurated(input: CardBehavioursInput): CardBehaviours {
  return {
    phases: input.phases.map((phase) => ({ ...phase, ...(phase.holds ? { holds: phase.holds.map((held) => ({ ...held, source: 'curated' as const })) } : {}), source: 'curated' as const })),
    ...(input.discard ? { discard: { ...input.discard, source: 'curated' as const } } : {}),
    ...(input.handSize ? { handSize: { ...input.handSize, source: 'curated' as const } } : {}),
    ...(input.continuous ? { continuous: input.continuous.map((effect) => ({ ...effect, source: 'curated' as const })) } : {}),
    ...(input.triggers ? { triggers: input.triggers.map((trigger) => ({ ...trigger, source: 'curated' as const })) } : {}),
  }
}
