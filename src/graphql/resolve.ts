/**
 * GraphQL's resolve(board): the GraphQL input is turned into the REST request shape, checked
 * against the same schema (same 400 naming the field), and answered by the same service.
 */
import type { FastifyInstance } from 'fastify'
import type { IResolvers } from 'mercurius'
import { Type } from '@sinclair/typebox'
import { ApiError } from '../errors.js'
import { ResolveRequest } from '../schemas/resolve.js'
import type { Render } from '../resolve/service.js'
import { JSONScalar } from './scalars.js'
import { argsValidator } from './validate.js'

const boardArgs = argsValidator<ResolveRequest>(ResolveRequest, {}, 'board')
const requestArgs = argsValidator<ResolveRequest>(ResolveRequest, {}, 'request')
const explanationArgs = argsValidator<{ lang?: 'en' | 'ja'; format?: 'json' | 'markdown' | 'plain' }>(
  Type.Object(
    {
      lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ja')])),
      format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('markdown'), Type.Literal('plain')])),
    },
    { additionalProperties: false },
  ),
)

type EventLike = Record<string, unknown>
const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null)

export function resolveExtension(fastify: FastifyInstance): { scalars: { JSON: typeof JSONScalar }; query: Record<string, unknown>; types: IResolvers } {
  return {
    scalars: { JSON: JSONScalar },
    query: {
      async resolve(_root: unknown, args: { board?: unknown; request?: unknown }) {
        const given = [args.board, args.request].filter((value) => value !== undefined && value !== null)
        if (given.length !== 1) throw new ApiError(400, 'INVALID_PARAMETER', 'give exactly one of board (BoardInput) and request (the REST body as JSON)', { field: 'board' })
        return fastify.resolveService.resolve(args.board != null ? boardArgs(args.board) : requestArgs(args.request))
      },
    },
    types: {
      ResolveResult: {
        async explanation(result: { explain: Render }, args: Record<string, unknown>) {
          const { lang = 'en', format = 'json' } = explanationArgs(args)
          const rendered = await result.explain(lang, format)
          if (typeof rendered !== 'string') return rendered
          const json = await result.explain(lang, 'json')
          return { ...(json as object), text: rendered }
        },
      },
      CitedRuling: {
        link: (ruling: { id: string }) => fastify.resolveService.presenter.rulingLink(ruling.id),
      },
      Event: {
        effect: (e: EventLike) => stringOrNull(e.effect),
        player: (e: EventLike) => stringOrNull(e.player),
        by: (e: EventLike) => stringOrNull(e.by),
        outcome: (e: EventLike) => stringOrNull(e.outcome),
        reason: (e: EventLike) => stringOrNull(e.reason),
        cards: (e: EventLike) => (Array.isArray(e.cards) && e.cards.every((c) => typeof c === 'string') ? e.cards : null),
        detail: (e: EventLike) => e,
      },
    },
  }
}
