/** TypeBox schemas of the catalog: request validation, response serialisation and OpenAPI at once. */
import { Type, type Static } from '@sinclair/typebox'

export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    code: Type.String(),
    message: Type.String(),
    field: Type.Optional(Type.String()),
  },
  { $id: 'Error', additionalProperties: true },
)

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
    condition: Type.Optional(Type.String()),
    delayed: Type.Optional(Type.Boolean({ description: 'set up by an effect that resolved: never derived from the card alone' })),
    cost: Type.Optional(Type.String({ description: 'maintenance cost' })),
    part: Type.Optional(Type.String({ description: 'pendulum: read from the Pendulum Effect' })),
    source: Type.String({ description: 'curated | text' }),
    span: Type.Optional(Type.String()),
  },
  { $id: 'PhaseBehaviour' },
)

export const DiscardBehaviourSchema = Type.Object(
  {
    trigger: Type.String(),
    mandatory: Type.Boolean(),
    adds: Type.Optional(Type.Array(Type.String())),
    sends: Type.Optional(Type.Array(Type.String())),
    summons: Type.Optional(Type.Array(Type.String())),
    condition: Type.Optional(Type.String()),
    source: Type.String(),
    span: Type.Optional(Type.String()),
  },
  { $id: 'DiscardBehaviour' },
)

export const HandSizeBehaviourSchema = Type.Object(
  {
    limit: NullableInt,
    applies: Type.String({ description: 'controller | opponent | each' }),
    source: Type.String(),
    span: Type.Optional(Type.String()),
  },
  { $id: 'HandSizeBehaviour' },
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
    kind: Type.String({ description: 'rulebook | official-qa | faq | wiki | fan-guide | comprehensive-rules' }),
    title: Type.String(),
    publisher: Type.String(),
    url: NullableString,
    locator: Type.Union([Type.String(), Type.Null()], { description: 'page, Q&A number or FAQ date' }),
    date: NullableString,
    language: Type.String(),
  },
  { $id: 'Reference' },
)

export const ReferenceDetailSchema = Type.Intersect([Type.Ref(ReferenceSchema), Type.Object({ rulings: Type.Array(Type.String()) })], {
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
    cards: Type.Array(Type.Ref(CardSummarySchema)),
    references: Type.Array(Type.Ref(ReferenceSchema)),
  },
  { $id: 'Ruling' },
)

export const page = <T extends { $id?: string }>(item: T, id: string) =>
  Type.Object({ items: Type.Array(Type.Ref(item as never)), nextCursor: NullableString }, { $id: id })

export const CardPageSchema = page(CardSchema, 'CardPage')
export const RulingPageSchema = page(RulingSchema, 'RulingPage')
export const ReferencePageSchema = page(ReferenceSchema, 'ReferencePage')

const Limit = Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'page size, 1 to 100' })
const Cursor = Type.String({ minLength: 1, maxLength: 500, description: 'nextCursor of the previous page' })
const Lang = Type.String({ pattern: '^[a-z]{2}(?:[-_][A-Za-z]{2,5})?$', description: 'language code: en, ja, de, fr, ja_romaji, zh-TW…' })

export const CardSearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'part of a name in any stored language, or a Japanese reading' })),
    lang: Type.Optional(Lang),
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
export type LangQuery = Static<typeof LangQuery>

export const RulingListQuery = Type.Object(
  {
    card: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'password, Konami id or exact name' })),
    game: Type.Optional(Type.Union([Type.Literal('yugioh'), Type.Literal('grand-archive')])),
    kind: Type.Optional(Type.Union([Type.Literal('procedure'), Type.Literal('card-ruling'), Type.Literal('faq')])),
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
export const RulingViewQuery = Type.Object(RulingView, { additionalProperties: false })
export type RulingViewQuery = Static<typeof RulingViewQuery>

export const CardRulingsQuery = Type.Object({ limit: Type.Optional(Limit), cursor: Type.Optional(Cursor), ...RulingView }, { additionalProperties: false })
export type CardRulingsQuery = Static<typeof CardRulingsQuery>

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false })
export type IdParams = Static<typeof IdParams>

export const PageQuery = Type.Object({ limit: Type.Optional(Limit), cursor: Type.Optional(Cursor) }, { additionalProperties: false })
export type PageQuery = Static<typeof PageQuery>

export const SHARED_SCHEMAS = [
  ErrorSchema,
  PhaseBehaviourSchema,
  DiscardBehaviourSchema,
  HandSizeBehaviourSchema,
  CardSchema,
  CardSummarySchema,
  ReferenceSchema,
  ReferenceDetailSchema,
  RulingSchema,
  CardPageSchema,
  RulingPageSchema,
  ReferencePageSchema,
]
