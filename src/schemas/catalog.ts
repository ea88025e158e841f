/** TypeBox schemas of the catalog: request validation, response serialisation and OpenAPI at once. */
import { GAMES, REFERENCE_KINDS, RULING_KINDS, oneOf, type ReferenceKind } from '../domain/vocabulary.js'
import { CALENDAR_DATE_PATTERN, CURSOR_PATTERN } from '../domain/formats.js'
import { Type, type Static } from '@sinclair/typebox'
import {
  CARD_SET_PATTERN,
  COMPARISON_PATTERN,
  FORMATS,
  LINK_MARKER_NAMES,
  LINK_MARKER_PATTERN,
  ORDERS,
  RACES,
  SORTS,
  type LinkMarker,
} from '../domain/card-search.js'

export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    code: Type.String(),
    message: Type.String(),
    field: Type.Optional(Type.String()),
  },
  { $id: 'Error', additionalProperties: true },
)

/** What each kind of reference is, for editors choosing one (the document lists it). */
export const REFERENCE_KIND_MEANINGS = [
  'what the reference is:',
  '- `rulebook`: an official rulebook (locator: the page)',
  '- `official-qa`: an official Q&A answer (locator: its number)',
  '- `faq`: an official FAQ or ruling page (locator: its date or section)',
  '- `comprehensive-rules`: a game\'s comprehensive rules (locator: the rule number)',
  '- `wiki`: a community wiki page (Yugipedia and the like)',
  '- `fan-guide`: a guide written by players, not an official source',
].join('\n')

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])
const NullableInt = Type.Union([Type.Integer(), Type.Null()])
const NullableString = Nullable(Type.String())

export const PhaseBehaviourSchema = Type.Object(
  {
    phase: Type.String({ description: 'end | standby | battle-end-step' }),
    kind: Type.String({ description: 'trigger | apply | expire' }),
    mandatory: Type.Boolean(),
    turn: Type.String({ description: 'yours | opponents | each' }),
    zone: Type.Optional(Type.String()),
    moves: Type.Optional(Type.String()),
    destroys: Type.Optional(Type.Boolean({ description: 'with moves graveyard: the item destroys the card (a card that cannot be destroyed stays)' })),
    condition: Type.Optional(Type.String()),
    delayed: Type.Optional(Type.Boolean({ description: 'set up by an effect that resolved: never derived from the card alone' })),
    cost: Type.Optional(Type.String({ description: 'maintenance cost' })),
    part: Type.Optional(Type.String({ description: 'pendulum: read from the Pendulum Effect' })),
    requires: Type.Optional(Type.Array(Type.Object({ check: Type.String() }, { additionalProperties: true }), { description: 'conditions on the game state (this turn\'s history, the hand) the item needs' })),
    does: Type.Optional(Type.Array(Type.Object({ action: Type.String() }, { additionalProperties: true }), { description: 'what resolving it does to the board' })),
    costs: Type.Optional(Type.Array(Type.Object({ action: Type.String() }, { additionalProperties: true }), { description: 'costs paid as it is activated' })),
    gyTargets: Type.Optional(Type.Object({ count: Type.Integer() }, { additionalProperties: true, description: 'what it targets in its controller\'s GY as it is activated: with too few there, it is not on the list' })),
    maintenance: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'a maintenance cost as data: { pay, otherwise }' })),
    activation: Type.Optional(Type.String({ description: 'card: the activation of the card itself (a Set Trap or Spell)' })),
    oncePerTurn: Type.Optional(Type.String({ description: 'instance | name' })),
    wording: Type.Optional(Type.String({ description: 'end-of-turn: the text says "at the end of the turn", an old wording processed in the End Phase' })),
    lasts: Type.Optional(Type.String({ description: 'end-of-turn: an expire that ends as the turn ends, after the hand-size step (no list item): a negation until the end of this turn; end-of-next-turn: an effect lasting past this turn ("until the end of the next turn"), which ends in no window of it; lasting: an effect its text gives no end (a negation while the card it acted on stays), which ends in no window of this turn either' })),
    ends: Type.Optional(Type.String({ description: 'what an expire ends: banishment (the card banished for a time comes back) | negation (the card\'s effects apply again) | control (the card taken for a time goes back to its owner) | protection (the cards it acted on can be moved again)' })),
    sameName: Type.Optional(Type.Boolean({ description: 'an expire with ends negation: the cards with the same original name as those negated are negated too' })),
    alsoTargets: Type.Optional(Type.Boolean({ description: 'an expiry of the card\'s own banishment that banished its targets with it: the cards the set-up targeted come back too' })),
    setUpOn: Type.Optional(Type.Object({ zone: Type.String() }, { additionalProperties: true, description: 'a set-up acting on every card of a selection as it resolved (zone, whose, cards, filter): where a request states the activation without naming the cards, the board\'s cards of the selection' })),
    nextTurn: Type.Optional(Type.Boolean({ description: 'a delayed item of the turn after the one its effect resolved in ("until the End Phase of the next turn")' })),
    holds: Type.Optional(Type.Array(Type.Object({ effect: Type.String() }, { additionalProperties: true }), { description: 'an expire: what the lingering effect does until it ends, wherever its card is (continuous effects: no-effect-damage, …)' })),
    lingers: Type.Optional(Type.Array(Type.Object({ effect: Type.String() }, { additionalProperties: true }), { description: 'what resolving the item leaves applying until the end of the turn, wherever its card is' })),
    source: Type.String({ description: 'curated | text' }),
    span: Type.Optional(Type.String()),
  },
  { $id: 'PhaseBehaviour' },
)

export const DiscardBehaviourSchema = Type.Object(
  {
    trigger: Type.String(),
    mandatory: Type.Boolean(),
    turn: Type.Optional(Type.String({ description: 'opponents: only in the opponent\'s turn, never for its owner\'s own hand-size discard' })),
    adds: Type.Optional(Type.Array(Type.String())),
    sends: Type.Optional(Type.Array(Type.String())),
    summons: Type.Optional(Type.Array(Type.String())),
    summonsDiscarded: Type.Optional(Type.String({ description: 'monster: it Special Summons 1 of the monsters discarded (its target)' })),
    sendsFromField: Type.Optional(Type.Boolean({ description: 'what it sends may also come from the field' })),
    gyTargets: Type.Optional(
      Type.Object({ count: Type.Integer() }, { additionalProperties: true, description: 'what it targets in its controller\'s GY as it is activated (count, other, opponent, zone, except, named, kind, types, attribute, maxLevel, differentTypes): with too few there, it is not offered' }),
    ),
    fieldTargets: Type.Optional(Type.Array(Type.Object({ check: Type.String() }, { additionalProperties: true }), { description: 'what it targets on the field as it is activated, as card counts that must hold' })),
    watches: Type.Optional(Type.String({ description: 'field: a face-up card reacting to its controller\'s hand-size discard (its trigger joins the discard chain)' })),
    watchesWhose: Type.Optional(Type.String({ description: "with watches: whose discard it reacts to, seen from the card's controller: controller | opponent | each" })),
    does: Type.Optional(Type.Array(Type.Object({ action: Type.String() }, { additionalProperties: true }), { description: 'what resolving it does to the board where adds, sends and summons name no card' })),
    condition: Type.Optional(Type.String()),
    oncePerTurn: Type.Optional(Type.String({ description: 'name: once per turn by name (no other copy of its controller\'s, nor one discarded at the same time) | instance: once per turn for this copy' })),
    source: Type.String(),
    span: Type.Optional(Type.String()),
  },
  { $id: 'DiscardBehaviour' },
)

export const HandSizeBehaviourSchema = Type.Object(
  {
    limit: NullableInt,
    applies: Type.String({ description: 'controller | opponent | each' }),
    zone: Type.Optional(Type.String({ description: 'graveyard: the limit also applies from the GY (a resolved Spell whose limit lasts); absent: from the field only' })),
    source: Type.String(),
    span: Type.Optional(Type.String()),
  },
  { $id: 'HandSizeBehaviour' },
)

export const ContinuousBehaviourSchema = Type.Object(
  {
    effect: Type.String({
      description:
        'banish-instead: a card that would be sent to the GY is banished instead | negate-effects: the effects of face-up cards on the field are negated | forbid-move: cards cannot be moved as `move` says | destroy-self: the card destroys itself while `condition` holds (applied at once when a negation of it ends, without chain) | no-effect-damage: `whose` takes no effect damage | damage-on-send: each time cards are sent to the GY, their owner takes `amount` damage for each card, without chain | forbid-activation: cards of `cards` and their effects on the field cannot be activated by `whose` | forbid-action: `whose` cannot do `action` (from `from` when given) | each-time: each time `event` happens to a card of `whose`, `does` is done at once, without chain',
    }),
    event: Type.Optional(Type.String({ description: 'each-time: the event that makes it act (special-summoned, added, …)' })),
    does: Type.Optional(Type.Array(Type.Object({ action: Type.String() }, { additionalProperties: true }), { description: 'each-time: what it does each time (a draw)' })),
    amount: Type.Optional(Type.Integer({ description: 'damage-on-send: the damage for each card sent' })),
    cards: Type.String({ description: 'any | monster | spell-trap | spell | trap' }),
    whose: Type.String({ description: "banish-instead: whose GY; negate-effects: whose cards; seen from the card's controller: controller | opponent | each" }),
    from: Type.Optional(Type.String({ description: 'field | hand-or-deck: only cards sent from there; graveyard (forbid-move): only cards in the GY; graveyard | deck | extra-deck | hand (forbid-action): only what is done from there' })),
    action: Type.Optional(Type.String({ description: 'forbid-action: special-summon | add-to-hand (from the Deck; a draw is none) | mill (cards sent from the Deck to the GY) | tribute' })),
    exceptAttribute: Type.Optional(Type.String({ description: 'forbid-action: not monsters of this Attribute ("except WATER monsters")' })),
    move: Type.Optional(Type.String({ description: 'forbid-move: the move that cannot be made (banish | destroy | return-to-deck)' })),
    by: Type.Optional(Type.String({ description: "forbid-move: whose effects cannot make it, seen from the card's controller: controller | opponent | each (absent: anyone's)" })),
    itself: Type.Optional(Type.Boolean({ description: 'forbid-move: only this card itself cannot be moved so; banish-instead: only this card itself is banished instead ("If this face-up card would leave the field, banish it instead")' })),
    attribute: Type.Optional(Type.String({ description: 'negate-effects, forbid-move: only monsters of this Attribute' })),
    activated: Type.Optional(Type.Boolean({ description: 'negate-effects: only effects activated' })),
    inGraveyard: Type.Optional(Type.Boolean({ description: 'negate-effects with activated: also effects activated in the GY' })),
    graveyardOnly: Type.Optional(Type.Boolean({ description: 'negate-effects with inGraveyard: only effects activated in the GY' })),
    movesFromGy: Type.Optional(Type.Boolean({ description: 'negate-effects: any card effect that would move a card in the GY to a different place (Necrovalley)' })),
    property: Type.Optional(Type.String({ description: 'negate-effects: only Spells/Traps of this property' })),
    sameName: Type.Optional(Type.Boolean({ description: 'forbid-activation held by an expire: only cards with the same original name as the card it acts on' })),
    fromHand: Type.Optional(Type.Boolean({ description: 'forbid-activation with activations cards: only cards activated from the hand ("must Set Spell Cards before activating them")' })),
    fromSet: Type.Optional(Type.Boolean({ description: 'forbid-activation with activations cards: only cards activated from where they are Set on the field ("activate Spell/Trap Cards that are Set on the field")' })),
    maxLevel: Type.Optional(Type.Integer({ description: 'forbid-move with cards monster: only monsters of this Level or lower' })),
    exceptKind: Type.Optional(Type.String({ description: 'forbid-activation: not monsters with this word in their type line ("except Spirit monsters")' })),
    monsterKind: Type.Optional(Type.String({ description: 'negate-effects, forbid-activation, forbid-move: only monsters with this word in their type line (Flip, Fusion, Pendulum, …)' })),
    named: Type.Optional(Type.String({ description: 'forbid-move: only cards whose name holds this (an archetype)' })),
    summoned: Type.Optional(Type.String({ description: 'forbid-move, forbid-activation, negate-effects: only monsters summoned so this turn, as the board states it: tribute | special' })),
    minLevel: Type.Optional(Type.Integer({ description: 'forbid-activation, negate-effects: only monsters of this Level or higher' })),
    monsterType: Type.Optional(Type.String({ maxLength: 40, description: 'forbid-move with cards monster: only monsters of this Type ("Zombie monsters you control cannot be destroyed by card effects")' })),
    others: Type.Optional(Type.Boolean({ description: 'forbid-move: only cards other than this one ("Other cards you control …")' })),
    turn: Type.Optional(Type.String({ description: "only during this player's turn, seen from the card's controller: yours | opponents (absent: every turn)" })),
    sends: Type.Optional(Type.Boolean({ description: 'destroy-self: the card is sent to the GY, not destroyed ("…, send this card to the GY")' })),
    activations: Type.Optional(Type.String({ description: 'forbid-activation: cards, only the activation of the cards themselves, not the effects of face-up cards; effects, only their effects, from any zone' })),
    inZones: Type.Optional(Type.Array(Type.String(), { description: 'forbid-activation with activations effects: only the effects of monsters in these zones (graveyard, banished, hand)' })),
    requires: Type.Optional(Type.Array(Type.Object({ check: Type.String() }, { additionalProperties: true }), { description: 'destroy-self, forbid-activation: the condition as data, checked against the board' })),
    condition: Type.Optional(Type.String()),
    source: Type.String(),
    span: Type.Optional(Type.String()),
  },
  { $id: 'ContinuousBehaviour' },
)

export const EventTriggerSchema = Type.Object(
  {
    event: Type.String({ description: 'sent-to-gy | destroyed | summoned | special-summoned | banished | discarded | drawn | damage | lp-gained | left-field | added | tributed: what happens to the card the trigger reacts to (damage: a player takes damage; lp-gained: a player gains LP; left-field: the card leaves the field, however it goes; added: a card is added to a hand (from the Deck, GY, banishment or field), a draw included; tributed: the card is Tributed, by a cost or an effect)' }),
    notDrawn: Type.Optional(Type.Boolean({ description: 'added: only a card added otherwise than by drawing' })),
    minAtk: Type.Optional(Type.Integer({ description: 'only a card with at least this printed ATK' })),
    subject: Type.String({ description: 'self: the event happens to this card | other: to another card' }),
    whose: Type.Optional(Type.String({ description: "other: whose card, seen from this card's controller: controller | opponent | each" })),
    cards: Type.Optional(Type.String({ description: 'other: any | monster | spell-trap' })),
    from: Type.Optional(Type.String({ description: 'the zone the card came from' })),
    fromAny: Type.Optional(Type.Array(Type.String(), { description: 'one of several zones the card came from ("from the Main Deck or GY"), instead of from' })),
    toGraveyard: Type.Optional(Type.Boolean({ description: 'event destroyed: only where the card then reached the GY ("destroyed and sent to the GY"), not one banished instead' })),
    named: Type.Optional(Type.String({ description: 'with subject other: only cards whose name holds this archetype' })),
    by: Type.Optional(
      Type.Object(
        {
          cause: Type.String({ description: "effect: a card's effect (not a cost, the hand-size discard or battle)" }),
          whose: Type.Optional(Type.String({ description: "whose effect, seen from this card's controller: controller | opponent | each" })),
          cards: Type.Optional(Type.String({ description: 'the type of the card whose effect it was: monster | spell | trap | spell-trap' })),
          named: Type.Optional(Type.String({ description: 'what that card\'s name holds (an archetype)' })),
          except: Type.Optional(Type.String({ description: 'a card name whose effects do not count' })),
        },
        { description: 'what must have caused the event (absent: anything)' },
      ),
    ),
    zone: Type.Optional(Type.String({ description: 'other: where this card is when the event happens (default field)' })),
    mandatory: Type.Boolean(),
    timing: Type.Optional(Type.String({ description: 'when: an optional "When … you can" trigger that can miss its timing' })),
    does: Type.Optional(Type.Array(Type.Object({ action: Type.String() }, { additionalProperties: true }), { description: 'what resolving it does to the board' })),
    costs: Type.Optional(Type.Array(Type.Object({ action: Type.String() }, { additionalProperties: true }), { description: 'costs paid as it is activated: the card itself moved, LP paid' })),
    lingers: Type.Optional(Type.Array(Type.Object({ effect: Type.String() }, { additionalProperties: true }), { description: 'what resolving it leaves applying until the end of the turn, wherever its card is' })),
    gyTargets: Type.Optional(Type.Object({ count: Type.Integer() }, { additionalProperties: true, description: 'what it targets in its controller\'s GY as it is activated: with too few there, it is not offered' })),
    asCard: Type.Optional(Type.Boolean({ description: 'a Normal or Counter Trap activated as a card on the event: only while it is Set on the field; it goes to the GY once resolved; never mandatory' })),
    oncePerTurn: Type.Optional(Type.String({ description: 'instance | name' })),
    condition: Type.Optional(Type.String()),
    source: Type.String(),
    span: Type.Optional(Type.String()),
  },
  { $id: 'EventTrigger' },
)

export const CardSchema = Type.Object(
  {
    password: NullableInt,
    altPasswords: Type.Array(Type.Integer(), { description: 'other passwords of the same card (alternate artworks)' }),
    konamiId: NullableInt,
    yugipediaPageId: NullableInt,
    name: Type.String(),
    names: Type.Record(Type.String(), Type.String()),
    readings: Type.Record(Type.String(), Type.String()),
    text: NullableString,
    pendulumText: NullableString,
    cardType: Type.String(),
    property: NullableString,
    monsterTypeLine: NullableString,
    attribute: NullableString,
    level: NullableInt,
    rank: NullableInt,
    linkRating: NullableInt,
    atk: NullableInt,
    def: NullableInt,
    pendulumScale: NullableInt,
    curated: Type.Boolean(),
    behaviourSource: Type.Union([Type.Literal('curated'), Type.Literal('text'), Type.Null()]),
    behaviours: Type.Array(Type.Ref(PhaseBehaviourSchema)),
    discard: Type.Union([Type.Ref(DiscardBehaviourSchema), Type.Null()]),
    handSize: Type.Union([Type.Ref(HandSizeBehaviourSchema), Type.Null()]),
    continuous: Type.Array(Type.Ref(ContinuousBehaviourSchema), { description: 'continuous effects applying while the card is face-up on the field (banished instead of going to the GY, effects on the field negated)' }),
    triggers: Type.Array(Type.Ref(EventTriggerSchema), { description: 'trigger effects on events of the game (a card sent to the GY, summoned, destroyed, drawn), collected by the resolver from what happens in the window' }),
    unread: Type.Array(
      Type.Object(
        {
          kind: Type.Union([Type.Literal('trigger'), Type.Literal('continuous'), Type.Literal('phase')]),
          on: Type.Array(Type.String(), { description: 'what it could act on: events (sent-to-gy, destroyed, banished, discarded, summoned, drawn, damage, lp), changes (negate, forbid, replace, limit) or windows (end, standby, battle-end-step)' }),
          zones: Type.Array(Type.String(), { description: 'where the card is when it can act (self: where the card is when the event happens to it)' }),
          self: Type.Optional(Type.Boolean()),
          notByItself: Type.Optional(Type.Boolean({ description: 'self: not when the card\'s own effect did it ("except by its own effect")' })),
          source: Type.String(),
          span: Type.String({ description: 'the sentence of the text' }),
        },
        { additionalProperties: false },
      ),
      { description: 'effect sentences of the text no reader turned into data that could act in a window: not applied by the resolver, which names the card where they could act' },
    ),
    banlist: Type.Record(Type.String(), Type.String(), {
      description: 'status per format as the source gives it (tcg, ocg, speed, md…): Forbidden | Limited | Semi-Limited | Unlimited | Not yet released…; empty when unknown',
    }),
    banlistAsOf: Type.Union([Type.String(), Type.Null()], { description: 'date (YYYY-MM-DD) the banlist statuses were last imported: the source gives no effective date of its own' }),
    sets: Type.Array(
      Type.Object({ lang: Type.String(), setNumber: Type.String(), setName: NullableString, rarities: Type.Array(Type.String()) }),
      { description: 'printings, per language, as the source gives them' },
    ),
    images: Type.Array(
      Type.Object({
        index: Type.String({ description: 'the artwork as the source numbers it: 1, 2, 1.1…' }),
        image: Type.String({ description: 'the card image\'s file name, as the source gives it' }),
        illustration: Type.Optional(Type.String({ description: 'the artwork alone (no card frame): its file name' })),
        imageUrl: Type.String({ format: 'uri', description: 'where to fetch the card image: IMAGE_BASE_URL followed by the file name', examples: ['https://yugipedia.com/wiki/Special:Redirect/file/DarkMagician-LOB-EN-UR-1E.png'] }),
        illustrationUrl: Type.Optional(Type.String({ format: 'uri', description: 'where to fetch the artwork alone' })),
      }),
      {
        description:
          'the artworks: file names of the yaml-yugi / Yugipedia images and their addresses (IMAGE_BASE_URL, by default Yugipedia\'s file redirect https://yugipedia.com/wiki/Special:Redirect/file/, followed by the file name)',
      },
    ),
    archetypes: Type.Array(Type.String(), { description: 'archetypes (series) the card belongs to' }),
    linkArrows: Type.Array(Type.String(), { description: 'Link arrows, as ↖ ⬆ ↗ ⬅ ➡ ↙ ⬇ ↘' }),
    linkMarkers: Type.Array(Type.Unsafe<LinkMarker>({ type: 'string', enum: [...LINK_MARKER_NAMES] }), {
      description: 'the Link arrows named, in the same order: top-left, top, top-right, left, right, bottom-left, bottom, bottom-right',
    }),
    materials: Type.Union([Type.String(), Type.Null()], { description: 'Fusion, Synchro, Xyz or Link materials as printed' }),
    masterDuelRarity: NullableString,
  },
  { $id: 'Card' },
)

export const CardSummarySchema = Type.Object(
  { password: NullableInt, konamiId: NullableInt, name: Type.String() },
  { $id: 'CardSummary' },
)

export const ReferenceSchema = Type.Object(
  {
    id: Type.String(),
    kind: Type.Unsafe<ReferenceKind>({ type: 'string', enum: [...REFERENCE_KINDS], description: REFERENCE_KIND_MEANINGS }),
    title: Type.String(),
    publisher: Type.String(),
    url: NullableString,
    locator: Type.Union([Type.String(), Type.Null()], { description: 'page, Q&A number or FAQ date' }),
    date: NullableString,
    language: Type.String(),
  },
  { $id: 'Reference' },
)

export const ReferenceDetailSchema = Type.Intersect(
  [Type.Ref(ReferenceSchema), Type.Object({ rulings: Type.Array(Type.String()), version: Type.Integer({ description: 'bumped by every edit through the API: send it back as If-Match to edit' }) })],
  {
  $id: 'ReferenceDetail',
})

export const RulingSchema = Type.Object(
  {
    id: Type.String(),
    game: Type.String(),
    kind: Type.String({ description: 'procedure | card-ruling | faq' }),
    title: Type.String(),
    text: Type.String(),
    authority: Type.String({ description: 'official | community | fan-guide' }),
    date: NullableString,
    status: Type.String({ description: 'current | superseded' }),
    supersededBy: NullableString,
    supersedes: Type.Array(Type.String()),
    phases: Type.Array(Type.String()),
    region: Type.Union([Type.String(), Type.Null()], { description: 'tcg | ocg: where TCG and OCG rulings differ, the region this one holds in; null: both' }),
    cards: Type.Array(Type.Ref(CardSummarySchema)),
    references: Type.Array(Type.Ref(ReferenceSchema)),
    version: Type.Integer({ description: 'bumped by every edit through the API: send it back as If-Match to edit' }),
  },
  { $id: 'Ruling' },
)

export const page = <T extends { $id?: string }>(item: T, id: string) =>
  Type.Object({ items: Type.Array(Type.Ref(item as never)), nextCursor: NullableString }, { $id: id })

export const CardPageSchema = page(CardSchema, 'CardPage')
export const RulingPageSchema = page(RulingSchema, 'RulingPage')
export const ReferencePageSchema = page(ReferenceSchema, 'ReferencePage')

const Limit = Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'page size, 1 to 100' })
/** The longest path parameter the router takes (routerOptions.maxParamLength): longer is 414, declared on every route with one. */
export const MAX_PATH_PARAM_LENGTH = 200
const Cursor = Type.String({ minLength: 4, maxLength: 500, pattern: CURSOR_PATTERN, description: 'nextCursor of the previous page (a cursor this service did not issue is a 400)' })
const LANG_PATTERN = '^[a-z]{2}(?:[-_][A-Za-z]{2,5})?$'
const Lang = Type.String({ pattern: LANG_PATTERN, description: 'language code: en, ja, de, fr, ja_romaji, zh-TW…' })
const LangAs = (description: string) => Type.String({ pattern: LANG_PATTERN, description })

export const CARD_TYPES = ['monster', 'spell', 'trap'] as const
export const ATTRIBUTES = ['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND', 'DIVINE'] as const
export const BANLIST_STATUSES = ['forbidden', 'limited', 'semi-limited', 'unlimited'] as const
const Level = Type.Integer({ minimum: 0, maximum: 13 })

export const CardSearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100, description: 'at most 100 characters (the longest name has 78): part of a name in any stored language, a Japanese reading, a nickname (Ash, DM, BLS), or a close spelling' })),
    lang: Type.Optional(LangAs('both the language searched and the one answered in (kept for older clients); searchLang and outputLang each override their half')),
    searchLang: Type.Optional(LangAs('search only the names in this language (default: every language)')),
    outputLang: Type.Optional(LangAs('answer names and texts in this language (default en)')),
    type: Type.Optional(Type.Unsafe<(typeof CARD_TYPES)[number]>({ type: 'string', enum: [...CARD_TYPES], description: 'monster | spell | trap, any case' })),
    attribute: Type.Optional(Type.Unsafe<(typeof ATTRIBUTES)[number]>({ type: 'string', enum: [...ATTRIBUTES], description: 'DARK | LIGHT | EARTH | WATER | FIRE | WIND | DIVINE, any case' })),
    level: Type.Optional(Level),
    rank: Type.Optional(Level),
    link: Type.Optional(Type.Integer({ minimum: 1, maximum: 8, description: 'Link rating' })),
    archetype: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'an archetype (series) exactly as served, e.g. "Code Talker"' })),
    banlist: Type.Optional(
      Type.String({ pattern: '^[a-z]{2,6}:(forbidden|limited|semi-limited|unlimited)$', description: 'format:status, e.g. tcg:limited, ocg:forbidden, md:semi-limited' }),
    ),
    race: Type.Optional(
      Type.Unsafe<string>({
        type: 'string',
        enum: [...RACES],
        description: "a monster's Type (Spellcaster, Sea Serpent…) or a Spell's or Trap's property (Quick-Play, Counter…), any case",
        examples: ['Spellcaster'],
      }),
    ),
    atk: Type.Optional(Type.String({ pattern: COMPARISON_PATTERN, description: 'ATK: equal to a number (atk=2500), or compared: lt, lte, gt, gte before it (atk=gte2500); a "?" ATK matches none', examples: ['gte2500'] })),
    def: Type.Optional(Type.String({ pattern: COMPARISON_PATTERN, description: 'DEF, as atk (def=lt1000)', examples: ['lt1000'] })),
    scale: Type.Optional(Type.Integer({ minimum: 0, maximum: 13, description: 'Pendulum Scale' })),
    linkmarker: Type.Optional(
      Type.String({ pattern: LINK_MARKER_PATTERN, description: `Link markers the card has, every one named, comma-separated, any case: ${LINK_MARKER_NAMES.join(', ')}`, examples: ['top,bottom-left'] }),
    ),
    cardset: Type.Optional(
      Type.String({ pattern: CARD_SET_PATTERN, description: 'printed in this set: a set code (CYHO, any case) or a whole set number (CYHO-EN041); GET /v1/sets lists the codes', examples: ['CYHO'] }),
    ),
    format: Type.Optional(
      Type.Unsafe<string>({
        type: 'string',
        enum: [...FORMATS],
        description: 'released in this format, as the card data holds it: tcg, ocg, speed (Speed Duel) by the banlist status the data gives there (none, or "Not yet released": not released); md (Master Duel): a Master Duel rarity in the data',
      }),
    ),
    sort: Type.Optional(
      Type.Unsafe<string>({
        type: 'string',
        enum: [...SORTS],
        description:
          'relevance (default with q: the search\'s ranking, close spellings last) | name (in the language answered) | atk | def | level (Rank or Link rating where it has none) | id (password) | new (Konami id, newest first by default). Cards without the value (a Spell\'s ATK) come last; ties by the order cards were stored in. With q, a sort other than relevance keeps the cards whose name (or nickname) holds the text. Without sort and q: the order cards were stored in',
      }),
    ),
    order: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: [...ORDERS], description: 'asc | desc, with sort (default asc; new: desc)' })),
    limit: Type.Optional(Limit),
    cursor: Type.Optional(Cursor),
  },
  { additionalProperties: false },
)
export type CardSearchQuery = Static<typeof CardSearchQuery>

export const CardIdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 200, description: 'password, Konami id or exact name in any language' }) },
  { additionalProperties: false },
)
export type CardIdParams = Static<typeof CardIdParams>

export const LangQuery = Type.Object({ lang: Type.Optional(Lang) }, { additionalProperties: false })

export const MetaSchema = Type.Object(
  {
    dataVersion: Type.Integer({ description: 'bumped by every import, seed or edit that changed the data: refresh what you cached when it changes' }),
    changedAt: Type.String({ description: 'when the data last changed (ISO 8601)' }),
    source: Type.String({ description: 'what changed it last: migration | seed | import | edit' }),
    cards: Type.Integer(),
    rulings: Type.Integer(),
    references: Type.Integer(),
  },
  { $id: 'Meta' },
)
export type LangQuery = Static<typeof LangQuery>

export const RulingListQuery = Type.Object(
  {
    card: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'password, Konami id or exact name' })),
    game: Type.Optional(oneOf(GAMES)),
    kind: Type.Optional(oneOf(RULING_KINDS)),
    limit: Type.Optional(Limit),
    cursor: Type.Optional(Cursor),
  },
  { additionalProperties: false },
)
export type RulingListQuery = Static<typeof RulingListQuery>

/** How a ruling is shown: in English or Japanese, as JSON, Markdown or plain text (else the Accept header). */
const RulingView = {
  lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ja')], { description: 'en (default) | ja: title and summary in Japanese, card names as stored' })),
  format: Type.Optional(
    Type.Union([Type.Literal('json'), Type.Literal('markdown'), Type.Literal('plain')], {
      description: 'json (default) | markdown (Discord-ready, one message of at most 2,000 characters per ruling) | plain; else Accept: text/markdown or text/plain',
    }),
  ),
}
export const RulingViewQuery = Type.Object(
  { ...RulingView, asOf: Type.Optional(Type.String({ pattern: CALENDAR_DATE_PATTERN, description: 'YYYY-MM-DD: the ruling as it stood at the end of that day (later edits undone; absent if not yet in effect)' })) },
  { additionalProperties: false },
)
export type RulingViewQuery = Static<typeof RulingViewQuery>

export const CardRulingsQuery = Type.Object({ limit: Type.Optional(Limit), cursor: Type.Optional(Cursor), ...RulingView }, { additionalProperties: false })
export type CardRulingsQuery = Static<typeof CardRulingsQuery>

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false })
export type IdParams = Static<typeof IdParams>

export const PageQuery = Type.Object({ limit: Type.Optional(Limit), cursor: Type.Optional(Cursor) }, { additionalProperties: false })
export type PageQuery = Static<typeof PageQuery>

export const CardSetSummarySchema = Type.Object(
  {
    code: Type.String({ description: 'the set code: what cardset takes', examples: ['CYHO'] }),
    name: NullableString,
    cards: Type.Integer({ description: 'how many cards were printed in it' }),
  },
  { $id: 'CardSetSummary' },
)
export const CardSetPageSchema = page(CardSetSummarySchema, 'CardSetPage')

export const SetListQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'page size, 1 to 500' })), cursor: Type.Optional(Cursor) }, { additionalProperties: false })
export type SetListQuery = Static<typeof SetListQuery>

export const SHARED_SCHEMAS = [
  ErrorSchema,
  PhaseBehaviourSchema,
  DiscardBehaviourSchema,
  HandSizeBehaviourSchema,
  ContinuousBehaviourSchema,
  EventTriggerSchema,
  CardSchema,
  CardSummarySchema,
  MetaSchema,
  ReferenceSchema,
  ReferenceDetailSchema,
  RulingSchema,
  CardPageSchema,
  RulingPageSchema,
  ReferencePageSchema,
  CardSetSummarySchema,
  CardSetPageSchema,
]
