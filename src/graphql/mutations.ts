/**
 * GraphQL's writes: the REST editors' routes (src/routes/editors.ts) as mutations. The same key
 * (the Authorization header), the same schemas (src/schemas/editors.ts) and the same writers
 * (fastify.editors), so a write is accepted, refused and recorded alike; errors carry the REST
 * codes (UNAUTHORIZED, FORBIDDEN, STALE_EDIT, …) in extensions.code. `expectedVersion` is REST's If-Match.
 */
import type { FastifyInstance } from 'fastify'
import type { IResolvers, MercuriusContext } from 'mercurius'
import type { CardLinkDto } from '../catalog/dto.js'
import type { CardBehavioursDoc } from '../editors/behaviours.js'
import type { Scope } from '../editors/keys.js'
import { CardBehavioursBody, CardLinkFields, ReferenceCreate, ReferenceLinkFields, ReferencePatch, RulingCreate, RulingPatch } from '../schemas/editors.js'
import type { CardBehavioursInput } from '../schemas/behaviours.js'
import { argsValidator } from './validate.js'
import { badParameter } from '../errors.js'

const input = <T>(schema: Parameters<typeof argsValidator>[0], context: string) => argsValidator<T>(schema, {}, context, { keepNulls: true })
const rulingCreate = input<RulingCreate>(RulingCreate, 'input')
const rulingPatch = input<RulingPatch>(RulingPatch, 'patch')
const referenceCreate = input<ReferenceCreate>(ReferenceCreate, 'input')
const referencePatch = input<ReferencePatch>(ReferencePatch, 'patch')
const cardLinkFields = input<CardLinkFields>(CardLinkFields, '')
const referenceLinkFields = input<ReferenceLinkFields>(ReferenceLinkFields, '')
const behavioursInput = input<CardBehavioursInput>(CardBehavioursBody, 'behaviours')

/**
 * GraphQL has no maps: a ruling's translations come as a list of { lang, title, text }, written
 * as REST's object by language before the same schema checks them.
 */
function translationsByLang(fields: unknown, context: string): unknown {
  const list = (fields as { translations?: unknown } | null)?.translations
  if (!Array.isArray(list)) return fields
  const byLang: Record<string, unknown> = {}
  for (const [i, entry] of list.entries()) {
    const { lang, ...translation } = entry as { lang: string; title: string; text: string }
    if (lang in byLang) throw badParameter(`${context}.translations[${i}].lang`, `names ${JSON.stringify(lang)} twice`)
    byLang[lang] = translation
  }
  return { ...(fields as object), translations: byLang }
}

interface Target {
  id: string
  expectedVersion: number
}
interface LinkTarget {
  ruling: string
  expectedVersion: number
}

export function mutations(fastify: FastifyInstance): { query: Record<string, unknown>; mutation: Record<string, unknown>; types: IResolvers } {
  const { rulings, references, behaviours } = fastify.editors
  /** The name of the request's key, with at least `scope`: the header REST reads. */
  const by = async (context: MercuriusContext, scope: Scope = 'editor') => (await fastify.editors.authorize(context.reply.request.headers.authorization, scope)).name

  return {
    query: {
      async cardBehaviours(_root: unknown, args: { card: string }) {
        return behaviours.get(args.card)
      },
    },
    mutation: {
      async createRuling(_root: unknown, args: { input: unknown }, context: MercuriusContext) {
        const name = await by(context)
        return rulings.create(rulingCreate(translationsByLang(args.input, 'input')), name)
      },
      async updateRuling(_root: unknown, args: Target & { patch: unknown }, context: MercuriusContext) {
        const name = await by(context)
        return rulings.update(args.id, rulingPatch(translationsByLang(args.patch, 'patch')), args.expectedVersion, name)
      },
      async deleteRuling(_root: unknown, args: Target, context: MercuriusContext) {
        const name = await by(context, 'admin')
        await rulings.remove(args.id, args.expectedVersion, name)
        return true
      },
      async setRulingCard(_root: unknown, args: LinkTarget & { card: string; situations?: unknown; with?: unknown; readings?: unknown }, context: MercuriusContext) {
        const name = await by(context)
        const { ruling, card, expectedVersion, ...fields } = args
        await rulings.setCardLink(ruling, card, cardLinkFields(fields), expectedVersion, name)
        return fastify.catalog.getRuling(ruling)
      },
      async removeRulingCard(_root: unknown, args: LinkTarget & { card: string }, context: MercuriusContext) {
        const name = await by(context)
        return rulings.removeCardLink(args.ruling, args.card, args.expectedVersion, name)
      },
      async setRulingReference(_root: unknown, args: LinkTarget & { reference: string; locator?: unknown }, context: MercuriusContext) {
        const name = await by(context)
        const { locator } = referenceLinkFields(args.locator === undefined ? {} : { locator: args.locator })
        await rulings.setReferenceLink(args.ruling, args.reference, locator ?? null, args.expectedVersion, name)
        return fastify.catalog.getRuling(args.ruling)
      },
      async removeRulingReference(_root: unknown, args: LinkTarget & { reference: string }, context: MercuriusContext) {
        const name = await by(context)
        return rulings.removeReferenceLink(args.ruling, args.reference, args.expectedVersion, name)
      },
      async createReference(_root: unknown, args: { input: unknown }, context: MercuriusContext) {
        const name = await by(context)
        return references.create(referenceCreate(args.input), name)
      },
      async updateReference(_root: unknown, args: Target & { patch: unknown }, context: MercuriusContext) {
        const name = await by(context)
        return references.update(args.id, referencePatch(args.patch), args.expectedVersion, name)
      },
      async deleteReference(_root: unknown, args: Target, context: MercuriusContext) {
        const name = await by(context, 'admin')
        await references.remove(args.id, args.expectedVersion, name)
        return true
      },
      async setCardBehaviours(_root: unknown, args: { card: string; expectedVersion: number; behaviours: unknown }, context: MercuriusContext) {
        const name = await by(context)
        return behaviours.set(args.card, behavioursInput(args.behaviours), args.expectedVersion, name)
      },
    },
    types: {
      RulingCardLink: {
        card: (link: CardLinkDto) => link.card.name,
        password: (link: CardLinkDto) => link.card.password,
        konamiId: (link: CardLinkDto) => link.card.konamiId,
        with: (link: CardLinkDto) => link.with?.name ?? null,
      },
      CardBehaviours: {
        card: (doc: CardBehavioursDoc) => doc.card.name,
        password: (doc: CardBehavioursDoc) => doc.card.password,
        konamiId: (doc: CardBehavioursDoc) => doc.card.konamiId,
      },
    },
  }
}
