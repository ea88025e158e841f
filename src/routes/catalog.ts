/** REST routes of the catalog: thin, validate → repository → shape. */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { RulingDto } from '../catalog/dto.js'
import type { CardFilters, CardSearchOptions, Page } from '../catalog/repository.js'
import { localiseRuling, rulingText } from '../explain/rulings.js'
import { answerFormat, CONTENT_TYPES, jsonOrText } from './negotiate.js'
import { Type } from '@sinclair/typebox'
import etag from '@fastify/etag'
import { createHash } from 'node:crypto'
import { versionedEtag } from '../editors/auth.js'
import { LRUCache } from 'lru-cache'
import { ApiError, notFound } from '../errors.js'
import {
  CardIdParams,
  CardRulingsQuery,
  CardSearchQuery,
  IdParams,
  LangQuery,
  PageQuery,
  RulingListQuery,
  RulingViewQuery,
  SetListQuery,
} from '../schemas/catalog.js'
import { canonicalCardQuery } from '../catalog/search-terms.js'
import { parseComparison, type CardFormat, type CardSort, type LinkMarker, type SortOrder } from '../domain/card-search.js'

/** English card name → Japanese name, for the cards the rulings name (through the resolver's cache). */
async function japaneseNames(fastify: FastifyInstance, rulings: RulingDto[]): Promise<Map<string, string>> {
  const names = [...new Set(rulings.flatMap((ruling) => ruling.cards.map((card) => card.name)))]
  const found = await fastify.catalogCache.lookupCards(names)
  const out = new Map<string, string>()
  for (const [name, card] of found) if (card?.nameJa) out.set(String(name), card.nameJa)
  return out
}

/** Rulings as asked: JSON in the language, or Markdown / plain text (one block per ruling, separated by a line ---). */
async function sendRulings(fastify: FastifyInstance, request: FastifyRequest, reply: FastifyReply, rulings: RulingDto[], page?: Page<RulingDto>) {
  const { lang = 'en' } = request.query as RulingViewQuery
  const names = lang === 'ja' ? await japaneseNames(fastify, rulings) : new Map<string, string>()
  const texts = lang === 'en' ? new Map() : await fastify.catalogCache.rulingTexts(lang)
  const local = rulings.map((ruling) => localiseRuling(ruling, lang, names, texts))
  const format = answerFormat(request)
  if (!page && local[0]) editableVersion.set(reply, local[0].version)
  if (format === 'json') return page ? { ...page, items: local } : local[0]
  const text = local.map((ruling) => rulingText(ruling, lang, format, fastify.publicUrl)).join('\n\n---\n\n')
  return reply.type(CONTENT_TYPES[format]).send(`${text}\n`)
}

const errors = { 400: Type.Ref('Error'), 404: Type.Ref('Error') }
const list = (ref: string) => ({ 200: Type.Ref(ref), ...errors })

/** How long a client or cache may reuse a catalog answer before asking again (it asks with If-None-Match). */
export const CATALOG_MAX_AGE_SECONDS = 300

/**
 * The version of the one ruling or reference an answer shows: its ETag starts with it, so an editor
 * can send the ETag back as If-Match unchanged.
 */
const editableVersion = new WeakMap<FastifyReply, number>()

const catalogRoutes: FastifyPluginAsync = async (fastify) => {
  // Before the ETag plugin's hook, which keeps an ETag already set (and answers 304 by it).
  fastify.addHook('onSend', async (_request, reply, payload) => {
    const version = editableVersion.get(reply)
    if (version !== undefined && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      reply.header('etag', versionedEtag(version, createHash('sha1').update(payload).digest('base64url')))
    }
    return payload
  })
  // Catalog GETs only (this plugin is encapsulated): an ETag on every answer and a 304 when the
  // client's If-None-Match still holds, so a bot re-asking for a card gets no body; the resolve
  // POST is not hashed.
  await fastify.register(etag, { algorithm: 'sha1' })
  // The data version rides on every catalog answer (read at most every two seconds), so a client
  // can tell when what it cached is out of date without asking for /v1/meta.
  const version = new LRUCache<'meta', number>({ max: 1, ttl: 2000, fetchMethod: async () => (await fastify.catalog.meta()).dataVersion })
  fastify.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && (reply.statusCode === 200 || reply.statusCode === 304)) {
      reply.header('cache-control', `public, max-age=${CATALOG_MAX_AGE_SECONDS}`)
      const current = await version.fetch('meta').catch(() => undefined)
      if (current !== undefined) reply.header('x-data-version', String(current))
    }
  })

  fastify.get(
    '/v1/meta',
    {
      schema: {
        tags: ['cards'],
        summary: 'The data version (bumped by every import, seed or edit that changed the data) and what the catalog holds',
        response: { 200: Type.Ref('Meta') },
      },
    },
    async () => fastify.catalog.meta(),
  )
  fastify.get<{ Querystring: CardSearchQuery }>(
    '/v1/cards',
    {
      schema: {
        tags: ['cards'],
        summary:
          'Search and filter cards: names in any language, nicknames and close spellings, ranked; filters by type, attribute, race, atk, def, level, rank, link, scale, linkmarker, archetype, cardset, banlist, format; sorted',
        description:
          'Pages never lose or repeat a card: every order is total and nextCursor is a position in it, so any page size reaches the same cards in the same order, and a cursor still holds after an import adds cards. Enumerations are case-insensitive; a value a filter does not take is a 400 naming the field and listing what it takes.',
        querystring: CardSearchQuery,
        response: list('CardPage'),
      },
      // Before the schema checks them: enumerations made canonical (attribute=light is LIGHT), or a 400 listing what they take.
      preValidation: async (request) => {
        request.query = canonicalCardQuery(request.query as Record<string, unknown>) as CardSearchQuery
      },
    },
    async (request) => {
      return fastify.catalog.searchCards(cardSearch(request.query))
    },
  )

  fastify.get<{ Querystring: SetListQuery }>(
    '/v1/sets',
    {
      schema: {
        tags: ['cards'],
        summary: 'The sets cards were printed in, by code (what cardset takes), with their English name and how many cards each holds',
        querystring: SetListQuery,
        response: list('CardSetPage'),
      },
    },
    async (request) => {
      const { limit = 100, cursor } = request.query
      return fastify.catalog.listSets({ limit, ...(cursor ? { cursor } : {}) })
    },
  )

  fastify.get<{ Params: CardIdParams; Querystring: LangQuery }>(
    '/v1/cards/:id',
    {
      schema: {
        tags: ['cards'],
        summary: 'One card by password, Konami id or exact name, with its phase behaviours',
        params: CardIdParams,
        querystring: LangQuery,
        response: { 200: Type.Ref('Card'), ...errors },
      },
    },
    async (request) => {
      const card = await fastify.catalog.findCard(request.params.id, request.query.lang)
      if (!card) throw notFound('card', request.params.id)
      return card
    },
  )

  fastify.get<{ Params: CardIdParams; Querystring: CardRulingsQuery }>(
    '/v1/cards/:id/rulings',
    {
      schema: {
        tags: ['cards', 'rulings'],
        summary: 'The rulings that concern one card (in English or Japanese; JSON, Markdown or plain text)',
        params: CardIdParams,
        querystring: CardRulingsQuery,
        response: { 200: jsonOrText(Type.Ref('RulingPage'), 'each ruling readable alone, separated by a line ---'), ...errors },
      },
    },
    async (request, reply) => {
      const cardId = await fastify.catalog.findCardId(request.params.id)
      if (cardId === null) throw notFound('card', request.params.id)
      const { limit = 20, cursor } = request.query
      const page = await fastify.catalog.listRulings({ cardId, limit, ...(cursor ? { cursor } : {}) })
      return sendRulings(fastify, request, reply, page.items, page)
    },
  )

  fastify.get<{ Querystring: RulingListQuery }>(
    '/v1/rulings',
    {
      schema: {
        tags: ['rulings'],
        summary: 'Rulings, filtered by card, game and kind',
        querystring: RulingListQuery,
        response: list('RulingPage'),
      },
    },
    async (request) => {
      const { card, game, kind, limit = 20, cursor } = request.query
      let cardId: number | undefined
      if (card !== undefined) {
        const found = await fastify.catalog.findCardId(card)
        if (found === null) throw notFound('card', card)
        cardId = found
      }
      return fastify.catalog.listRulings({
        limit,
        ...(cardId !== undefined ? { cardId } : {}),
        ...(game ? { game } : {}),
        ...(kind ? { kind } : {}),
        ...(cursor ? { cursor } : {}),
      })
    },
  )

  fastify.get<{ Params: IdParams; Querystring: RulingViewQuery }>(
    '/v1/rulings/:id',
    {
      schema: {
        tags: ['rulings'],
        summary: 'One ruling with its references, cards, and superseded/superseding links (in English or Japanese; JSON, Markdown or plain text)',
        params: IdParams,
        querystring: RulingViewQuery,
        response: { 200: jsonOrText(Type.Ref('Ruling'), 'the ruling readable alone (Markdown fits one Discord message)'), ...errors },
      },
    },
    async (request, reply) => {
      const { asOf } = request.query
      // asOf: as the ruling stood at the end of that day (its history walked back).
      const ruling = asOf ? await fastify.catalog.rulingAsOf(request.params.id, asOf) : await fastify.catalog.getRuling(request.params.id)
      if (!ruling) throw asOf ? new ApiError(404, 'NOT_FOUND', `ruling ${JSON.stringify(request.params.id)} was not in effect on ${asOf}`) : notFound('ruling', request.params.id)
      return sendRulings(fastify, request, reply, [ruling])
    },
  )

  fastify.get<{ Querystring: PageQuery }>(
    '/v1/references',
    {
      schema: { tags: ['references'], summary: 'References the rulings cite', querystring: PageQuery, response: list('ReferencePage') },
    },
    async (request) => {
      const { limit = 20, cursor } = request.query
      return fastify.catalog.listReferences({ limit, ...(cursor ? { cursor } : {}) })
    },
  )

  fastify.get<{ Params: IdParams }>(
    '/v1/references/:id',
    {
      schema: {
        tags: ['references'],
        summary: 'One reference and the rulings that cite it',
        params: IdParams,
        response: { 200: Type.Ref('ReferenceDetail'), ...errors },
      },
    },
    async (request, reply) => {
      const reference = await fastify.catalog.getReference(request.params.id)
      if (!reference) throw notFound('reference', request.params.id)
      editableVersion.set(reply, reference.version)
      return reference
    },
  )
}

export default catalogRoutes

/** A card search as REST's query string or GraphQL's arguments ask it: text, languages, page, filters. */
export function cardSearch(query: CardSearchQuery): CardSearchOptions {
  const { q, lang, searchLang, outputLang, limit = 20, cursor, sort, order } = query
  return {
    limit,
    ...(sort !== undefined ? { sort: sort as CardSort } : {}),
    ...(order !== undefined ? { order: order as SortOrder } : {}),
    ...(q !== undefined ? { q } : {}),
    ...(lang ? { lang } : {}),
    ...(searchLang ? { searchLang } : {}),
    ...(outputLang ? { outputLang } : {}),
    ...(cursor ? { cursor } : {}),
    filters: cardFilters(query),
  }
}

/** The list filters of a query (REST and GraphQL, made canonical by canonicalCardQuery): banlist "format:status" split in two. */
export function cardFilters(query: CardSearchQuery): CardFilters {
  const filters: CardFilters = {}
  if (query.type !== undefined) filters.type = query.type
  if (query.attribute !== undefined) filters.attribute = query.attribute
  if (query.level !== undefined) filters.level = query.level
  if (query.rank !== undefined) filters.rank = query.rank
  if (query.link !== undefined) filters.link = query.link
  if (query.archetype !== undefined) filters.archetype = query.archetype
  if (query.banlist !== undefined) {
    const [format, status] = query.banlist.split(':') as [string, string]
    filters.banlist = { format, status }
  }
  if (query.race !== undefined) filters.race = query.race
  if (query.atk !== undefined) filters.atk = parseComparison(query.atk)
  if (query.def !== undefined) filters.def = parseComparison(query.def)
  if (query.scale !== undefined) filters.scale = query.scale
  if (query.linkmarker !== undefined) filters.linkMarkers = query.linkmarker.split(',') as LinkMarker[]
  if (query.cardset !== undefined) filters.cardset = query.cardset
  if (query.format !== undefined) filters.format = query.format as CardFormat
  return filters
}
