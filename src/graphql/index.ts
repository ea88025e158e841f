/**
 * GraphQL (mercurius), schema-first from schema.graphql at the project root. Nested lists are
 * batched by loaders, one query per level. Errors carry the REST error codes in extensions.code.
 */
import { readFileSync } from 'node:fs'
import fp from 'fastify-plugin'
import mercurius, { type IResolvers, type MercuriusLoaders } from 'mercurius'
import { GraphQLError } from 'graphql'
import { ApiError, databaseUnavailable, describeValidation, notFound } from '../errors.js'
import { InvalidCursorError } from '../catalog/cursor.js'
import { isDatabaseUnavailable } from '../db/unavailable.js'
import type { CardDto, ReferenceDto, RulingDto } from '../catalog/dto.js'
import { SCHEMA_GRAPHQL } from '../paths.js'
import { CardSearchQuery, LangQuery, PageQuery, RulingListQuery } from '../schemas/catalog.js'
import { answerTooLarge, resolveExtension } from './resolve.js'
import { mutations } from './mutations.js'
import { cardSearch } from '../routes/catalog.js'
import { argsValidator, withoutNulls } from './validate.js'
import { canonicalCardQuery } from '../catalog/search-terms.js'
import { checkQueryCost } from './cost.js'
import { checkQueryDepth, QUERY_DEPTH } from './depth.js'
import { checkDocumentText } from './input.js'
import { checkGraphQLRequest, checkParsedDocument } from './request.js'

/** Fields nested in a data query (introspection has a limit of its own: src/graphql/depth.ts). */
export const MAX_QUERY_DEPTH = QUERY_DEPTH.data
/** Parsed queries kept by mercurius (entries; with MAX_QUERY_TEXT in request.ts, the bound on its memory). */
export const GRAPHQL_QUERY_CACHE_ENTRIES = 128

const SILENT_LOG = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {} }

const PAGE = { first: 'limit', after: 'cursor' }
const cardArgs = argsValidator<{ id: string } & LangQuery>({ ...LangQuery, properties: { ...LangQuery.properties, id: { type: 'string' } } })
const cardsArgs = argsValidator<CardSearchQuery>(CardSearchQuery, { ...PAGE, search: 'q' })
const rulingsArgs = argsValidator<RulingListQuery>(RulingListQuery, PAGE)
const pageArgs = argsValidator<PageQuery>(PageQuery, PAGE)

type Args = Record<string, unknown>

export default fp(
  async (fastify) => {
    const catalog = fastify.catalog
    const extension = resolveExtension(fastify)
    const writes = mutations(fastify)

    const resolvers: IResolvers = {
      JSON: extension.scalars.JSON,
      Query: {
        async card(_root, args: Args) {
          const { id, lang } = cardArgs(args)
          return catalog.findCard(id, lang)
        },
        async cards(_root, args: Args) {
          return catalog.searchCards(cardSearch(cardsArgs(canonicalCardQuery(withoutNulls(args) as Args))))
        },
        async meta() {
          return catalog.meta()
        },
        async ruling(_root, args: Args) {
          return catalog.getRuling(args.id as string)
        },
        async rulings(_root, args: Args) {
          const { card, limit = 20, ...filters } = rulingsArgs(args)
          let cardId: number | undefined
          if (card !== undefined) {
            const found = await catalog.findCardId(card)
            if (found === null) throw notFound('card', card)
            cardId = found
          }
          return catalog.listRulings({ limit, ...filters, ...(cardId !== undefined ? { cardId } : {}) })
        },
        async reference(_root, args: Args) {
          return catalog.getReference(args.id as string)
        },
        async references(_root, args: Args) {
          const { limit = 20, ...page } = pageArgs(args)
          return catalog.listReferences({ limit, ...page })
        },
        ...extension.query,
        ...writes.query,
      },
      Mutation: writes.mutation,
      Card: {
        id(card: CardDto) {
          return String(card.dbId)
        },
        banlist(card: CardDto) {
          return Object.entries(card.banlist).map(([format, status]) => ({ format, status }))
        },
        names(card: CardDto) {
          return Object.entries(card.names).map(([lang, name]) => ({ lang, name, reading: card.readings[lang] ?? null }))
        },
      },
      ...extension.types,
      ...writes.types,
    }

    const loaders: MercuriusLoaders = {
      Card: {
        rulings: batched((card: CardDto) => card.dbId, (ids) => catalog.rulingsByCardIds(ids)),
      },
      Ruling: {
        cards: batched((ruling: RulingDto) => ruling.id, (ids) => catalog.cardsByRulingIds(ids)),
        references: batched((ruling: RulingDto) => ruling.id, (ids) => catalog.referencesByRulingIds(ids)),
        cardLinks: batched((ruling: RulingDto) => ruling.id, (ids) => catalog.cardLinksByRulingIds(ids)),
      },
      Reference: {
        rulingIds: batched((reference: ReferenceDto) => reference.id, (ids) => catalog.rulingIdsByReferenceIds(ids)),
      },
    }

    await fastify.register(mercurius, {
      schema: readFileSync(SCHEMA_GRAPHQL, 'utf8'),
      resolvers,
      loaders,
      cache: GRAPHQL_QUERY_CACHE_ENTRIES,
      path: '/graphql',
      graphiql: false,
      errorFormatter(execution, context) {
        // Logged here once per request as REST does (an outage once, a server error with its
        // stack, a client error not at all), not by mercurius' formatter, which logs every error.
        const quiet = { ...context, reply: { log: SILENT_LOG } } as unknown as typeof context
        for (const error of execution.errors) {
          const original = error.originalError
          if (original && !(original instanceof ApiError) && isDatabaseUnavailable(original)) fastify.databaseOutage.report(original)
        }
        const { statusCode } = mercurius.defaultErrorFormatter(execution, quiet)
        // Mercurius wraps validation failures (depth included) in one error holding the real ones;
        // one that is not a GraphQLError takes the wrapper's status and code (405 for a mutation over GET).
        const errors = execution.errors.flatMap((error) => {
          const wrapper = error.originalError as { errors?: unknown; statusCode?: unknown; code?: unknown } | undefined
          const inner = wrapper?.errors
          return Array.isArray(inner) && inner.length > 0
            ? inner.map((e) =>
                withCode(
                  e instanceof GraphQLError
                    ? e
                    : new GraphQLError(String((e as Error).message ?? e), {
                        originalError:
                          typeof (e as { code?: unknown }).code !== 'string' && typeof wrapper?.statusCode === 'number' && wrapper.statusCode < 500
                            ? Object.assign(new Error(String((e as Error).message ?? e)), { statusCode: wrapper.statusCode, code: wrapper.code })
                            : (e as Error),
                      }),
                ),
              )
            : [withCode(error)]
        })
        const { response } = mercurius.defaultErrorFormatter({ ...execution, errors }, quiet)
        if (errors.some((error) => error.extensions?.code === 'INTERNAL_ERROR')) {
          for (const error of execution.errors) context.reply.log.error({ err: error.originalError ?? error }, 'GraphQL request failed')
        }
        const statuses = errors.map((error) => Number(error.extensions?.statusCode) || 0)
        // A server-side failure answers with its own status (503 DATABASE_UNAVAILABLE, 500), as REST does.
        const serverStatus = Math.max(0, ...statuses.filter((status) => status >= 500))
        if (serverStatus >= 500) return { statusCode: serverStatus, response }
        // No data at all (an operation that cannot run: a subscription, an unknown or unnamed one):
        // the client's error, answered with its status rather than graphql-over-http's 200.
        if (!execution.data) return { statusCode: statuses.find((status) => status >= 400) ?? 400, response }
        return { statusCode, response }
      },
    })
    fastify.addHook('preValidation', async (request, reply) => {
      if (request.routeOptions.url === '/graphql') checkGraphQLRequest(request, reply)
    })
    // The byte budget, charged as resolves and explanations are made, can only estimate what the
    // answer will weigh once every selected field is written: the answer as written is checked too,
    // so none is ever sent past it, whatever it asks for.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.url !== '/graphql' || typeof payload !== 'string') return payload
      const budget = fastify.resolveService.enumeration.options.maxBytes
      if (payload.length <= budget / 3 || Buffer.byteLength(payload) <= budget) return payload
      const refusal = answerTooLarge(budget)
      reply.code(400)
      return JSON.stringify({ data: null, errors: [{ message: refusal.message, extensions: { ...refusal.details, code: refusal.code, statusCode: 400 } }] })
    })
    // Runs once per query text (mercurius caches what passes).
    fastify.graphql.addHook('preValidation', async (_schema, document) => {
      checkParsedDocument(document)
      checkQueryDepth(document)
    })
    fastify.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
      checkDocumentText(document)
      checkQueryCost(schema, document, variables)
    })
  },
  { name: 'graphql', dependencies: ['database', 'answer-cache', 'resolve'] },
)

/** A loader for one list field: one lookup for the distinct keys of a whole level, not one per row. */
function batched<O, K, V>(keyOf: (obj: O) => K, lookup: (keys: K[]) => Promise<Map<K, V[]>>) {
  return async (queries: Array<{ obj: O }>): Promise<V[][]> => {
    const found = await lookup([...new Set(queries.map((q) => keyOf(q.obj)))])
    return queries.map((q) => found.get(keyOf(q.obj)) ?? [])
  }
}

/** Puts the REST error code (and status) into extensions.code of each GraphQL error. */
function withCode(error: GraphQLError): GraphQLError {
  // A database that cannot be reached answers as REST does: 503 DATABASE_UNAVAILABLE.
  const original = !(error.originalError instanceof ApiError) && isDatabaseUnavailable(error.originalError) ? databaseUnavailable() : error.originalError
  let message = error.message
  let code = 'BAD_REQUEST'
  let statusCode = 400
  let extra: Record<string, unknown> = {}
  if (original instanceof ApiError) {
    code = original.code
    statusCode = original.statusCode
    extra = original.details ?? {}
    message = original.message
  } else if (original instanceof InvalidCursorError) {
    code = 'INVALID_PARAMETER'
    extra = { field: 'after' }
  } else if ((original as { code?: unknown } | undefined)?.code === 'MER_ERR_GQL_QUERY_DEPTH') {
    code = 'QUERY_TOO_DEEP'
  } else if ((original as { code?: unknown } | undefined)?.code === 'FST_ERR_VALIDATION') {
    // The route's own schema (mercurius' body and query string), in REST's words.
    const invalid = original as unknown as { validation?: Parameters<typeof describeValidation>[1]; validationContext?: string }
    const described = describeValidation(invalid.validationContext ?? 'body', invalid.validation ?? [])
    code = 'INVALID_PARAMETER'
    message = described.message
    extra = { field: described.field }
  } else if (original && typeof (original as unknown as { statusCode?: unknown }).statusCode === 'number' && (original as unknown as { statusCode: number }).statusCode < 500) {
    const clientError = original as unknown as { statusCode: number; code?: unknown }
    statusCode = clientError.statusCode
    code = typeof clientError.code === 'string' ? clientError.code : typeof error.extensions?.code === 'string' ? error.extensions.code : 'BAD_REQUEST'
  } else if (original && !(original instanceof GraphQLError) && !error.extensions?.code) {
    code = 'INTERNAL_ERROR'
    statusCode = 500
  } else if (typeof error.extensions?.code === 'string') {
    code = error.extensions.code
  } else {
    code = 'GRAPHQL_VALIDATION_FAILED'
  }
  return new GraphQLError(code === 'INTERNAL_ERROR' ? 'Internal server error' : message, {
    ...(error.nodes ? { nodes: error.nodes } : {}),
    ...(error.source ? { source: error.source } : {}),
    ...(error.positions ? { positions: error.positions } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: { ...error.extensions, ...extra, code, statusCode },
  })
}
