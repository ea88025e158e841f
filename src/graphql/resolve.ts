/**
 * GraphQL's resolve(board): the GraphQL input is turned into the REST request shape, checked
 * against the same schema (same 400 naming the field), and answered by the same service.
 */
import type { FastifyInstance } from 'fastify'
import type { IResolvers } from 'mercurius'
import { ResolveRequest } from '../schemas/resolve.js'
import { JSONScalar } from './scalars.js'
import { argsValidator } from './validate.js'

const boardArgs = argsValidator<ResolveRequest>(ResolveRequest, {}, 'board')

type EventLike = Record<string, unknown>
const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null)

export function resolveExtension(fastify: FastifyInstance): { scalars: { JSON: typeof JSONScalar }; query: Record<string, unknown>; types: IResolvers } {
  return {
    scalars: { JSON: JSONScalar },
    query: {
      async resolve(_root: unknown, args: { board: unknown }) {
        return fastify.resolveService.resolve(boardArgs(args.board))
      },
    },
    types: {
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
