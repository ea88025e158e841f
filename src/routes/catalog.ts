/** REST routes of the catalog: thin, validate → repository → shape. */
import type { FastifyPluginAsync } from 'fastify'
import { Type } from '@sinclair/typebox'
import { notFound } from '../errors.js'
import {
  CardIdParams,
  CardSearchQuery,
  IdParams,
  LangQuery,
  PageQuery,
  RulingListQuery,
} from '../schemas/catalog.js'

const errors = { 400: Type.Ref('Error'), 404: Type.Ref('Error') }
const list = (ref: string) => ({ 200: Type.Ref(ref), ...errors })

const catalogRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Querystring: CardSearchQuery }>(
    '/v1/cards',
    {
      schema: {
        tags: ['cards'],
        summary: 'Search cards by name in any stored language (case- and width-insensitive, ranked)',
        querystring: CardSearchQuery,
        response: list('CardPage'),
      },
    },
    async (request) => {
      const { q, lang, limit = 20, cursor } = request.query
      return fastify.catalog.searchCards({ limit, ...(q !== undefined ? { q } : {}), ...(lang ? { lang } : {}), ...(cursor ? { cursor } : {}) })
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

  fastify.get<{ Params: CardIdParams; Querystring: PageQuery }>(
    '/v1/cards/:id/rulings',
    {
      schema: {
        tags: ['cards', 'rulings'],
        summary: 'The rulings that concern one card',
        params: CardIdParams,
        querystring: PageQuery,
        response: list('RulingPage'),
      },
    },
    async (request) => {
      const cardId = await fastify.catalog.findCardId(request.params.id)
      if (cardId === null) throw notFound('card', request.params.id)
      const { limit = 20, cursor } = request.query
      return fastify.catalog.listRulings({ cardId, limit, ...(cursor ? { cursor } : {}) })
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

  fastify.get<{ Params: IdParams }>(
    '/v1/rulings/:id',
    {
      schema: {
        tags: ['rulings'],
        summary: 'One ruling with its references, cards, and superseded/superseding links',
        params: IdParams,
        response: { 200: Type.Ref('Ruling'), ...errors },
      },
    },
    async (request) => {
      const ruling = await fastify.catalog.getRuling(request.params.id)
      if (!ruling) throw notFound('ruling', request.params.id)
      return ruling
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
    async (request) => {
      const reference = await fastify.catalog.getReference(request.params.id)
      if (!reference) throw notFound('reference', request.params.id)
      return reference
    },
  )
}

export default catalogRoutes
