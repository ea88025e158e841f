/**
 * GraphQL's resolve(board): the GraphQL input is turned into the REST request shape, checked
 * against the same schema (same 400 naming the field), and answered by the same service.
 *
 * One request may hold many resolves (aliases, fragments) and explanations; the cost limit
 * (cost.ts) bounds how many, and three rules bound what they do to everyone else:
 * - they run one after another, each in a turn of the event loop of its own, so other requests
 *   are served between them (graphql-js calls every root field at once, and a resolve whose cards
 *   are cached never waits for I/O: forty of them held the loop as one block of seconds);
 * - a long board's engine and explanations run in the worker-thread pool (service.ts);
 * - the answer's bytes are bounded: its resolves share one byte budget (an enumerate's outcomes get
 *   what the resolves before them left, and are cut for `bytes` past it), explanations count
 *   against it too, and outcomes are turned into GraphQL objects a slice per turn of the loop.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requestBase } from '../routes/negotiate.js'
import type { IResolvers } from 'mercurius'
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql'
import { Type } from '@sinclair/typebox'
import { ApiError } from '../errors.js'
import { countedZones, ResolveRequest } from '../schemas/resolve.js'
import type { Outcome } from '../engine/index.js'
import type { Render, ResolveObjects } from '../resolve/service.js'
import { mergeDiscardCards, renamedError } from './discard-cards.js'
import { JSONScalar } from './scalars.js'
import { argsValidator } from './validate.js'

// The REST body's own checker: one compiled function for both APIs (it is large: schemas/compilers.ts).
const boardArgs = argsValidator<ResolveRequest>(ResolveRequest, {}, 'board', { asRest: true })
const requestArgs = argsValidator<ResolveRequest>(ResolveRequest, {}, 'request', { asRest: true })
const explanationArgs = argsValidator<{ lang?: 'en' | 'ja'; format?: 'json' | 'markdown' | 'plain'; perspective?: 'A' | 'B' }>(
  Type.Object(
    {
      lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ja')])),
      format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('markdown'), Type.Literal('plain')])),
      perspective: Type.Optional(Type.Union([Type.Literal('A'), Type.Literal('B')])),
    },
    { additionalProperties: false },
  ),
)

type EventLike = Record<string, unknown>

/** Links are absolute: under PUBLIC_URL, else the request's own scheme and host (negotiate.ts). */
function linkBase(fastify: FastifyInstance, context: object): string {
  const reply = (context as { reply?: { request?: FastifyRequest } }).reply
  return fastify.publicUrl || (reply?.request ? requestBase(reply.request) : '')
}

/** The REST body as given in `request` (JSON), its zones given as numbers read as counts (schemas/resolve.ts). */
function withCountedZones(request: unknown): unknown {
  const copy = request !== null && typeof request === 'object' ? structuredClone(request) : request
  countedZones(copy, 'request')
  return copy
}

/** Outcomes turned into GraphQL objects in one turn of the event loop: about this many bytes of their JSON. */
const OUTCOME_SLICE_BYTES = 64 * 1024

/** One GraphQL request's heavy work: the turn it is at, and what is left of its byte budget. */
interface RequestWork {
  queue: Promise<void>
  bytesLeft: number
}
const work = new WeakMap<object, RequestWork>()

function workOf(context: object, budget: number): RequestWork {
  let found = work.get(context)
  if (!found) {
    found = { queue: Promise.resolve(), bytesLeft: budget }
    work.set(context, found)
  }
  return found
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Runs `task` after the request's earlier heavy work, in a turn of the event loop of its own. */
async function inTurn<T>(request: RequestWork, task: () => Promise<T>): Promise<T> {
  const before = request.queue
  let done!: () => void
  request.queue = new Promise<void>((resolve) => (done = resolve))
  try {
    await before
    await nextTurn()
    return await task()
  } finally {
    done()
  }
}

export function answerTooLarge(budget: number): ApiError {
  return new ApiError(400, 'ANSWER_TOO_LARGE', `the answer would hold more than ${budget} bytes: ask for fewer aliases, fields or explanations`, { limit: budget })
}

/**
 * The outcomes as GraphQL objects, each slice of about OUTCOME_SLICE_BYTES given in a later turn of
 * the event loop (graphql-js completes a list item that is a promise when it settles), so a large
 * enumerate answer is never turned into objects and walked in one block.
 */
function outcomesInSlices(json: Buffer): Array<Outcome | Promise<Outcome>> {
  const outcomes = JSON.parse(json.toString()) as Outcome[]
  const slices = Math.ceil(json.length / OUTCOME_SLICE_BYTES)
  if (slices <= 1) return outcomes
  const perSlice = Math.ceil(outcomes.length / slices)
  const out: Array<Outcome | Promise<Outcome>> = []
  let gate = Promise.resolve()
  for (let start = 0; start < outcomes.length; start += perSlice) {
    gate = gate.then(nextTurn)
    for (const outcome of outcomes.slice(start, start + perSlice)) out.push(gate.then(() => outcome))
  }
  return out
}
/** The fields of a selection set named `name`, through fragments (each alias counts once). */
function fieldsNamed(selections: SelectionSetNode | undefined, name: string, info: GraphQLResolveInfo): FieldNode[] {
  const found: FieldNode[] = []
  const walk = (set: SelectionSetNode | undefined, depth: number) => {
    if (!set || depth > 16) return
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === name) found.push(selection)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, depth + 1)
      else walk(info.fragments[selection.name.value]?.selectionSet, depth + 1)
    }
  }
  walk(selections, 0)
  return found
}

/** How many times each event is written out by a selection of `events`: once per `detail` (the whole event), once more for its other fields. */
function eventCopies(events: FieldNode[], info: GraphQLResolveInfo): number {
  let copies = 0
  for (const field of events) {
    const details = fieldsNamed(field.selectionSet, 'detail', info).length
    const others = field.selectionSet ? countFields(field.selectionSet, info) - details : 0
    copies += details + (others > 0 ? 1 : 0)
  }
  return copies
}

function countFields(set: SelectionSetNode, info: GraphQLResolveInfo, depth = 0): number {
  if (depth > 16) return 0
  let count = 0
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) count++
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += countFields(selection.selectionSet, info, depth + 1)
    else {
      const fragment = info.fragments[selection.name.value]
      if (fragment) count += countFields(fragment.selectionSet, info, depth + 1)
    }
  }
  return count
}

/**
 * How many bytes of GraphQL answer one byte of the REST-shaped answer may become with this
 * selection: an event asked for as `detail` and again field by field is written twice, an
 * `outcomes` asked under two aliases twice, and so on. The byte budget is charged that many times
 * over, so it bounds the answer actually written.
 */
export function answerCopies(info: GraphQLResolveInfo): number {
  const resolve = info.fieldNodes[0]?.selectionSet
  const outcomes = fieldsNamed(resolve, 'outcomes', info)
  const outcomeEvents = outcomes.reduce((sum, field) => sum + eventCopies(fieldsNamed(field.selectionSet, 'events', info), info), 0)
  const events = eventCopies(fieldsNamed(resolve, 'events', info), info)
  return Math.max(1, outcomeEvents, events)
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null)

export function resolveExtension(fastify: FastifyInstance): { scalars: { JSON: typeof JSONScalar }; query: Record<string, unknown>; types: IResolvers } {
  return {
    scalars: { JSON: JSONScalar },
    query: {
      async resolve(_root: unknown, args: { board?: unknown; request?: unknown }, context: object, info: GraphQLResolveInfo) {
        const given = [args.board, args.request].filter((value) => value !== undefined && value !== null)
        if (given.length !== 1) throw new ApiError(400, 'INVALID_PARAMETER', 'give exactly one of board (BoardInput) and request (the REST body as JSON)', { field: 'board' })
        // The typed board's addsCards, sendsCards, summonsCards join REST's lists; refusals name them as written.
        const typed = args.board != null ? mergeDiscardCards(args.board) : undefined
        const rename = typed?.rename ?? ((text: string) => text)
        let request: ResolveRequest
        try {
          request = typed ? boardArgs(typed.board) : requestArgs(withCountedZones(args.request))
        } catch (error) {
          throw renamedError(error, rename)
        }
        const service = fastify.resolveService
        const budget = service.enumeration.options.maxBytes
        const requestWork = workOf(context, budget)
        const copies = answerCopies(info)
        return inTurn(requestWork, async () => {
          if (requestWork.bytesLeft <= 0) throw answerTooLarge(budget)
          const answer = await service.resolve(request, { maxBytes: Math.floor(requestWork.bytesLeft / copies), base: linkBase(fastify, context) }).catch((error: unknown) => {
            throw renamedError(error, rename)
          })
          if (answer.readAs) answer.readAs = answer.readAs.map((read) => ({ ...read, field: rename(read.field) }))
          requestWork.bytesLeft -= answer.bytes * copies
          // The explanation asked for in the board was rendered with the answer: it counts too.
          if (answer.explanation) requestWork.bytesLeft -= Buffer.byteLength(JSON.stringify(answer.explanation))
          if (requestWork.bytesLeft < 0) throw answerTooLarge(budget)
          return Object.assign(answer, { work: requestWork })
        })
      },
    },
    types: {
      ResolveResult: {
        async explanation(result: { explain: Render; work: RequestWork }, args: Record<string, unknown>) {
          const { lang = 'en', format = 'json', perspective } = explanationArgs(args)
          const budget = fastify.resolveService.enumeration.options.maxBytes
          return inTurn(result.work, async () => {
            const rendered = await result.explain(lang, format, perspective)
            const json = typeof rendered === 'string' ? await result.explain(lang, 'json', perspective) : rendered
            result.work.bytesLeft -= Buffer.byteLength(JSON.stringify(json)) + (typeof rendered === 'string' ? Buffer.byteLength(rendered) : 0)
            if (result.work.bytesLeft < 0) throw answerTooLarge(budget)
            return typeof rendered === 'string' ? { ...(json as object), text: rendered } : rendered
          })
        },
        outcomes(result: ResolveObjects) {
          return result.outcomesJson ? outcomesInSlices(result.outcomesJson) : null
        },
      },
      CitedRuling: {
        link: (ruling: { id: string }, _args: unknown, context: object) => fastify.resolveService.presenter.rulingLink(ruling.id, linkBase(fastify, context)),
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
