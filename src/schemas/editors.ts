/**
 * What editors send and get back (issue 13): rulings, references, a ruling's card and reference
 * links, a card's curated behaviours, and the history of each. REST validates with these through
 * Fastify, GraphQL's mutations through the same schemas (src/graphql/validate.ts), and both call
 * the same writers (src/editors), so a value is accepted or refused alike in both.
 */
import { Type, type Static } from '@sinclair/typebox'
import { CARD_RULING_SITUATIONS, SITUATION_MEANINGS, type CardRulingSituation } from '../domain/card-ruling.js'
import { AUTHORITIES, GAMES, PHASES, READINGS, REFERENCE_KINDS, REGIONS, RULING_KINDS, oneOf, type ReferenceKind } from '../domain/vocabulary.js'
import { CardBehavioursSchema } from './behaviours.js'
import { REFERENCE_KIND_MEANINGS } from './catalog.js'

const CardRef = Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Integer({ minimum: 0, maximum: 2147483647 })], { description: 'name, password or Konami id' })
/**
 * A link with no situation is kept, not refused: it still lists the ruling under the card
 * (GET /v1/cards/:id/rulings, the card's rulings in GraphQL), which is what most card rulings are
 * for; only the resolver passes it by, and the description says so.
 */
const Situations = Type.Array(Type.Unsafe<CardRulingSituation>({ type: 'string', enum: [...CARD_RULING_SITUATIONS] }), {
  maxItems: 10,
  description: [
    'when a resolve cites this ruling for this card; a link with none lists the ruling under the card but a resolve never cites it:',
    ...CARD_RULING_SITUATIONS.map((situation) => `- \`${situation}\`: ${SITUATION_MEANINGS[situation]}`),
  ].join('\n'),
})
const Readings = Type.Array(oneOf(READINGS), { maxItems: 2, description: 'the readings the link is cited under (absent or empty: every reading)' })
const Locator = Type.Union([Type.String({ maxLength: 200 }), Type.Null()], { description: 'where in the reference: p.195, qa#17233, a FAQ date' })

/** What a ruling-card link says, apart from the card (PUT /v1/rulings/:id/cards/:card). */
export const CardLinkFields = Type.Object(
  {
    situations: Type.Optional(Situations),
    with: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Integer({ minimum: 0, maximum: 2147483647 })], { description: 'the other card of a pair ruling' })),
    readings: Type.Optional(Readings),
  },
  { additionalProperties: false },
)
export type CardLinkFields = Static<typeof CardLinkFields>

const CardLink = Type.Object({ card: CardRef, ...CardLinkFields.properties }, { additionalProperties: false })
const ReferenceLink = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }), locator: Type.Optional(Locator) }, { additionalProperties: false })

/** A language other than English that a ruling's title and summary are written in (ja…). */
export const TRANSLATION_LANG = '^(?!en$)[a-z]{2}(?:-[A-Za-z]{2,4})?$'
/** A ruling's title and summary in one language, in the project's own words. */
const translationFields = { title: Type.String({ minLength: 1, maxLength: 300 }), text: Type.String({ minLength: 1, maxLength: 4000 }) }
export const RulingTranslationSchema = Type.Object(translationFields, { additionalProperties: false, $id: 'RulingTranslation' })
/** language → title and summary; written whole (a language left out is removed). */
const Translations = Type.Record(Type.String({ pattern: TRANSLATION_LANG }), Type.Object(translationFields, { additionalProperties: false }), {
  additionalProperties: false,
  maxProperties: 20,
  description: 'the title and summary in other languages than English, by language code (ja): replaces every translation',
})

/** The value rules of a ruling and of a reference: the content files (src/content/schema.ts) take the same, so whatever an editor writes exports to a file that loads. */
export const rulingFields = {
  game: oneOf(GAMES),
  kind: oneOf(RULING_KINDS),
  title: Type.String({ minLength: 1, maxLength: 300 }),
  text: Type.String({ minLength: 1, maxLength: 4000 }),
  authority: oneOf(AUTHORITIES),
  date: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()], { description: 'YYYY-MM-DD: in effect from this date' }),
  phases: Type.Optional(Type.Array(oneOf(PHASES), { maxItems: PHASES.length, uniqueItems: true, description: `the windows it concerns: ${PHASES.join(' | ')}` })),
  region: Type.Optional(Type.Union([...oneOf(REGIONS).anyOf, Type.Null()], { description: 'where TCG and OCG rulings differ: the region this ruling holds in (null or absent: both); a resolve with region leaves out the other region\'s rulings' })),
  cards: Type.Optional(Type.Array(CardLink, { maxItems: 50 })),
  references: Type.Array(ReferenceLink, { minItems: 1, maxItems: 20, description: 'at least one reference' }),
  supersedes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20, description: 'rulings this one supersedes' })),
  translations: Type.Optional(Translations),
}
/** A new ruling's or reference's id: 3 to 100 lower-case letters, digits and hyphens (checked by the writers, and by the content files' schema). */
export const NEW_ID = /^[a-z0-9][a-z0-9-]{2,99}$/
const NewId = (what: string) => Type.String({ minLength: 3, maxLength: 100, description: `the ${what}'s id: stable, never reused: lower-case letters, digits, hyphens` })

export const RulingCreate = Type.Object({ id: NewId('ruling'), ...rulingFields }, { additionalProperties: false })
export type RulingCreate = Static<typeof RulingCreate>
export const RulingPatch = Type.Partial(Type.Object(rulingFields), { additionalProperties: false })
export type RulingPatch = Static<typeof RulingPatch>

export { REFERENCE_KINDS }

export const referenceFields = {
  kind: Type.Unsafe<ReferenceKind>({ type: 'string', enum: [...REFERENCE_KINDS], description: REFERENCE_KIND_MEANINGS }),
  title: Type.String({ minLength: 1, maxLength: 300 }),
  publisher: Type.String({ minLength: 1, maxLength: 200 }),
  // http(s) only: checked by the writer (src/editors/references.ts), which parses the address.
  url: Type.Union([Type.String({ minLength: 1, maxLength: 500 }), Type.Null()], { description: 'an http:// or https:// address; null when the source gives none (never guessed)' }),
  locator: Locator,
  date: Type.Union([Type.String({ pattern: '^\\d{4}(?:-\\d{2}(?:-\\d{2})?)?$' }), Type.Null()], { description: 'YYYY-MM-DD, YYYY-MM or YYYY' }),
  language: Type.String({ pattern: '^[a-z]{2}(?:-[A-Za-z]{2,4})?$', description: 'en, ja, de…' }),
}
export const ReferenceCreate = Type.Object(
  {
    id: NewId('reference'),
    kind: referenceFields.kind,
    title: referenceFields.title,
    publisher: referenceFields.publisher,
    url: Type.Optional(referenceFields.url),
    locator: Type.Optional(referenceFields.locator),
    date: Type.Optional(referenceFields.date),
    language: referenceFields.language,
  },
  { additionalProperties: false },
)
export type ReferenceCreate = Static<typeof ReferenceCreate>
export const ReferencePatch = Type.Partial(Type.Object(referenceFields), { additionalProperties: false })
export type ReferencePatch = Static<typeof ReferencePatch>

/** PUT /v1/rulings/:id/references/:ref: where in the reference the ruling's point is. */
export const ReferenceLinkFields = Type.Object({ locator: Type.Optional(Locator) }, { additionalProperties: false })
export type ReferenceLinkFields = Static<typeof ReferenceLinkFields>

export const CardBehavioursBody = CardBehavioursSchema
/** The same shape, shared by name for the answers (a body schema cannot carry the $id too). */
const CardBehavioursShared = Type.Object(CardBehavioursSchema.properties, { additionalProperties: false, $id: 'CardBehaviours' })

// --- Answers ------------------------------------------------------------------------------------

const CardSummary = Type.Ref('CardSummary')

export const CardLinkSchema = Type.Object(
  {
    card: CardSummary,
    situations: Type.Array(Type.String()),
    with: Type.Union([CardSummary, Type.Null()]),
    readings: Type.Array(Type.String()),
  },
  { $id: 'RulingCardLink' },
)

/** A ruling with the version an edit names, and (in its history) its card links with what they rule on. */
export const RulingSnapshotSchema = Type.Intersect([Type.Ref('Ruling'), Type.Object({ cardLinks: Type.Optional(Type.Array(Type.Ref(CardLinkSchema))), translations: Type.Optional(Type.Record(Type.String(), Type.Ref(RulingTranslationSchema))) })], {
  $id: 'RulingSnapshot',
})

export const RulingCardLinkAnswer = Type.Object(
  { ruling: Type.String(), version: Type.Integer({ description: 'the ruling\'s version after the write' }), link: Type.Ref(CardLinkSchema) },
  { $id: 'RulingCardLinkAnswer' },
)
export const RulingCardLinks = Type.Object(
  { ruling: Type.String(), version: Type.Integer({ description: 'the ruling\'s version: If-Match of a link write' }), items: Type.Array(Type.Ref(CardLinkSchema)) },
  { $id: 'RulingCardLinks' },
)
export const RulingReferenceLinkAnswer = Type.Object(
  {
    ruling: Type.String(),
    version: Type.Integer({ description: 'the ruling\'s version after the write' }),
    reference: Type.Ref('Reference', { description: 'the reference, with this ruling\'s locator' }),
    position: Type.Integer({ description: 'its place among the ruling\'s references, from 0' }),
  },
  { $id: 'RulingReferenceLinkAnswer' },
)

export const VersionedReferenceSchema = Type.Intersect([Type.Ref('Reference'), Type.Object({ version: Type.Integer({ description: 'send it back as If-Match to edit' }) })], {
  $id: 'VersionedReference',
})

export const CardBehavioursDocSchema = Type.Object(
  {
    card: CardSummary,
    version: Type.Integer({ description: 'the curated behaviours\' version: If-Match of PUT /v1/cards/:id/behaviours' }),
    curated: Type.Union([Type.Ref('CardBehaviours'), Type.Null()], { description: 'the curated behaviours (they win over those read from the text); null: none' }),
  },
  { $id: 'CardBehavioursDoc' },
)

const historyOf = (entry: ReturnType<typeof Type.Ref>, actions: string, id: string) =>
  Type.Array(
    Type.Object({
      version: Type.Integer({ description: 'the version after the change (0: deleted)' }),
      action: Type.String({ description: actions }),
      changedAt: Type.String(),
      changedBy: Type.String({ description: 'the name of the key that made the change' }),
      before: Type.Union([entry, Type.Null()]),
      after: Type.Union([entry, Type.Null()]),
    }),
    { $id: id },
  )

export const RulingHistorySchema = historyOf(
  Type.Ref(RulingSnapshotSchema),
  'create | update | delete | link-card | unlink-card | link-reference | unlink-reference | superseded (a later ruling superseded it) | successor-deleted (the ruling that superseded it was deleted)',
  'RulingHistory',
)
export const ReferenceHistorySchema = historyOf(Type.Ref(VersionedReferenceSchema), 'create | update | delete', 'ReferenceHistory')
export const CardBehavioursHistorySchema = historyOf(Type.Ref(CardBehavioursDocSchema), 'update', 'CardBehavioursHistory')

export const EDITOR_SCHEMAS = [
  CardBehavioursShared,
  CardLinkSchema,
  RulingTranslationSchema,
  RulingSnapshotSchema,
  RulingCardLinkAnswer,
  RulingCardLinks,
  RulingReferenceLinkAnswer,
  VersionedReferenceSchema,
  CardBehavioursDocSchema,
  RulingHistorySchema,
  ReferenceHistorySchema,
  CardBehavioursHistorySchema,
]
