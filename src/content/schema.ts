/**
 * The schema of the curated content files (content/*.yaml): references, rulings with their card
 * links, the curated cards and their behaviours. A contributor edits a file; the loader
 * (src/content/load.ts) and the test suite validate it against these schemas, then check that what
 * the files name exists. TypeBox, so the same schemas document the format (content/README.md).
 */
import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox'
import { CARD_RULING_SITUATIONS } from '../domain/card-ruling.js'
import { CardBehavioursSchema } from '../schemas/behaviours.js'
import { NEW_ID, referenceFields, rulingFields } from '../schemas/editors.js'
import { PHASES, READINGS, REGIONS, RULING_STATUSES } from '../domain/vocabulary.js'

const literals = <const T extends string>(values: readonly T[], description?: string): TUnion<TLiteral<T>[]> =>
  Type.Union(values.map((v) => Type.Literal(v)), description ? { description } : {})
const Text = (maxLength: number, description?: string) => Type.String({ minLength: 1, maxLength, ...(description ? { description } : {}) })
const NullableText = (maxLength: number, description?: string) => Type.Union([Text(maxLength), Type.Null()], description ? { description } : {})
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const CardName = Text(200, 'a card\'s English name, exactly as the card data writes it')

/** An id as editors may give one (src/editors/write.ts NEW_ID): stable, never renamed, never reused. */
const Id = Type.String({ pattern: NEW_ID.source, maxLength: 100, description: 'stable: never renamed, never reused; 3 to 100 lower-case letters, digits and hyphens' })

export const ReferenceEntry = Type.Object(
  {
    id: Id,
    kind: referenceFields.kind,
    title: referenceFields.title,
    publisher: referenceFields.publisher,
    // The API's writer checks the address; a file has no writer, so the schema does.
    url: Nullable(Type.String({ pattern: '^https?://', maxLength: 500, description: 'only a URL the source documents give; never invented' })),
    locator: referenceFields.locator,
    date: referenceFields.date,
    language: referenceFields.language,
  },
  { additionalProperties: false },
)

/** A card a ruling concerns: its name, or its name with what the ruling rules on for it. */
export const RulingCardLink = Type.Union([
  CardName,
  Type.Object(
    {
      card: CardName,
      situations: Type.Array(literals(CARD_RULING_SITUATIONS), { minItems: 1, uniqueItems: true, description: 'where the resolver cites the ruling for this card' }),
      with: Type.Optional(CardName),
      readings: Type.Optional(Type.Array(literals(READINGS), { minItems: 1, uniqueItems: true })),
    },
    { additionalProperties: false },
  ),
])

export const RulingEntry = Type.Object(
  {
    id: Id,
    game: rulingFields.game,
    kind: rulingFields.kind,
    title: rulingFields.title,
    text: rulingFields.text,
    authority: rulingFields.authority,
    date: rulingFields.date,
    status: literals(RULING_STATUSES),
    supersededBy: Nullable(Type.String({ minLength: 1, maxLength: 100 })),
    phases: Type.Array(literals(PHASES), { maxItems: PHASES.length, uniqueItems: true }),
    region: Type.Optional(literals(REGIONS, 'where TCG and OCG rulings differ: the region this one holds in (absent: both)')),
    cards: Type.Array(RulingCardLink, { maxItems: 50 }),
    references: Type.Array(
      Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }), locator: NullableText(200, "where in the reference: 'p.195', 'qa#17233', a FAQ date") }, { additionalProperties: false }),
      { minItems: 1, maxItems: 20, description: 'a ruling cites at least one reference' },
    ),
  },
  { additionalProperties: false },
)

const NullableInt = Nullable(Type.Integer())

export const CardEntry = Type.Object(
  {
    name: Type.Object({ en: CardName, ja: Text(300, 'exactly as in the card data, with its <ruby> furigana markup') }, { additionalProperties: false }),
    password: Nullable(Type.Integer({ minimum: 0 })),
    konamiId: Nullable(Type.Integer({ minimum: 0 })),
    cardType: literals(['monster', 'spell', 'trap']),
    property: NullableText(50),
    monsterTypeLine: NullableText(200),
    attribute: NullableText(20),
    level: NullableInt,
    rank: NullableInt,
    atk: NullableInt,
    def: NullableInt,
  },
  { additionalProperties: false },
)

/** A curated card's behaviours, by the card's English name. */
export const BehavioursEntry = Type.Object(
  {
    card: CardName,
    phases: CardBehavioursSchema.properties.phases,
    discard: CardBehavioursSchema.properties.discard,
    handSize: CardBehavioursSchema.properties.handSize,
    continuous: CardBehavioursSchema.properties.continuous,
    triggers: CardBehavioursSchema.properties.triggers,
  },
  { additionalProperties: false },
)

export const ReferencesFile = Type.Array(ReferenceEntry)
export const RulingsFile = Type.Array(RulingEntry)
export const CardsFile = Type.Array(CardEntry)
export const BehavioursFile = Type.Array(BehavioursEntry)

export type ReferenceEntry = Static<typeof ReferenceEntry>
export type RulingEntry = Static<typeof RulingEntry>
export type RulingCardLink = Static<typeof RulingCardLink>
export type CardEntry = Static<typeof CardEntry>
export type BehavioursEntry = Static<typeof BehavioursEntry>
