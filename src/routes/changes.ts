/**
 * The change feed for clients that keep a cache (a bot, a site): what changed after the data version
 * they hold, paged (GET /v1/changes), or as it happens (GET /v1/changes/stream, Server-Sent Events).
 * A version older than the feed keeps is answered 410 CHANGES_GONE: refetch, then follow from the
 * version refetched.
 */
import { PassThrough } from 'node:stream'
import type { FastifyPluginAsync } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { ApiError } from '../errors.js'
import { ChangesGoneError, DEFAULT_FEED_LIMIT, MAX_FEED_LIMIT, type FeedEntry } from '../catalog/change-feed.js'
import { isDatabaseUnavailable } from '../db/unavailable.js'

export interface ChangeStreamOptions {
  /** Streams open at once in this process; one more is answered 503 (CHANGES_STREAM_MAX, default 100). */
  maxStreams?: number
  /** A comment line on every open stream this often, so proxies and clients know it is alive (default 15 s). */
  heartbeatMs?: number
}

export const DEFAULT_MAX_STREAMS = 100
export const DEFAULT_HEARTBEAT_MS = 15_000

const FeedItemSchema = Type.Object({
  entity: Type.Union([Type.Literal('ruling'), Type.Literal('reference'), Type.Literal('card-behaviours')]),
  id: Type.String({ description: "the ruling's or reference's id; for card behaviours, the card's English name" }),
  version: Type.Integer({ description: "the entity's version after the change (0: deleted)" }),
  action: Type.String({ description: 'create | update | delete, or what a link write did' }),
  by: Type.String({ description: 'the name of the API key that made it' }),
})

export const FeedEntrySchema = Type.Object(
  {
    dataVersion: Type.Integer({ description: 'the data version this change moved the catalog to' }),
    source: Type.String({ description: 'edit | import | seed' }),
    changedAt: Type.String({ format: 'date-time' }),
    changes: Type.Array(FeedItemSchema, { description: 'what an editor changed; empty for an import or a seed (refetch the cards you keep)' }),
    import: Type.Optional(Type.Object({ inserted: Type.Integer(), updated: Type.Integer() }, { description: "an import's counts of cards" })),
  },
  { $id: 'ChangeFeedEntry' },
)

const FeedPageSchema = Type.Object({
  dataVersion: Type.Integer({ description: 'the current data version' }),
  entries: Type.Array(Type.Ref(FeedEntrySchema)),
  nextSince: Type.Union([Type.Integer(), Type.Null()], { description: 'ask again with since=nextSince for the rest; null when this page reaches dataVersion' }),
})

const FeedQuery = Type.Object(
  {
    since: Type.Integer({ minimum: 0, maximum: 2147483647, description: 'the data version the client holds (X-Data-Version of an answer, or GET /v1/meta)' }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_FEED_LIMIT, default: DEFAULT_FEED_LIMIT, description: 'data versions per page' })),
  },
  { additionalProperties: false },
)

const StreamQuery = Type.Object(
  {
    since: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: 'send the changes after this version first; a Last-Event-ID header (a reconnecting EventSource) wins; neither: only changes from now' })),
  },
  { additionalProperties: false },
)

const gone = (error: ChangesGoneError) =>
  new ApiError(410, 'CHANGES_GONE', error.message, { field: 'since', oldest: error.oldest, dataVersion: error.current })

/** One Server-Sent Event. */
const event = (entry: FeedEntry) => `id: ${entry.dataVersion}\nevent: change\ndata: ${JSON.stringify(entry)}\n\n`

interface Stream {
  out: PassThrough
  /** The last data version sent (or the one the client holds). */
  last: number
  /** Catching up on its own: what the hub hears meanwhile waits here. */
  queue: FeedEntry[] | null
}

const changeRoutes: FastifyPluginAsync<ChangeStreamOptions> = async (fastify, options) => {
  const maxStreams = options.maxStreams ?? DEFAULT_MAX_STREAMS
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS
  fastify.addSchema(FeedEntrySchema)

  fastify.get<{ Querystring: Static<typeof FeedQuery> }>(
    '/v1/changes',
    {
      schema: {
        tags: ['changes'],
        operationId: 'listChanges',
        summary: 'What changed after a data version: rulings, references, card behaviours, imports; paged',
        description:
          'Every move of the data version after `since`, oldest first, each with what moved it: the rulings, references and card behaviours an editor changed (with their versions), or an import (with its counts; refetch the cards you keep). The feed keeps the last versions only (10,000 by default): a `since` older than it holds is answered 410 `CHANGES_GONE`; refetch what you keep, then follow from the version refetched.',
        querystring: FeedQuery,
        response: { 200: FeedPageSchema, 400: Type.Ref('Error'), 410: Type.Ref('Error') },
      },
    },
    async (request, reply) => {
      try {
        const page = await fastify.changeFeed.since(request.query.since, request.query.limit ?? DEFAULT_FEED_LIMIT)
        reply.header('cache-control', 'no-cache')
        return page
      } catch (error) {
        if (error instanceof ChangesGoneError) throw gone(error)
        throw error
      }
    },
  )

  // Every open stream, fed by one read of the feed per change whoever hears it first.
  const streams = new Set<Stream>()
  let broadcast: number | null = null
  let chain: Promise<void> = Promise.resolve()
  let closing = false

  const send = (stream: Stream, entries: readonly FeedEntry[]) => {
    for (const entry of entries) {
      if (entry.dataVersion <= stream.last) continue
      stream.out.write(event(entry))
      stream.last = entry.dataVersion
    }
  }

  /** Reads what changed since the last broadcast and sends it to every stream (one at a time, in order). */
  const hear = () => {
    if (streams.size === 0) return
    chain = chain.then(async () => {
      try {
        broadcast ??= Math.min(...[...streams].map((s) => s.last))
        for (;;) {
          const page = await fastify.primaryChangeFeed.since(broadcast, MAX_FEED_LIMIT)
          for (const stream of streams) {
            if (stream.queue) stream.queue.push(...page.entries)
            else send(stream, page.entries)
          }
          broadcast = page.entries.at(-1)?.dataVersion ?? broadcast
          if (page.nextSince === null) break
        }
      } catch (error) {
        // Too far behind (the feed moved on past what the hub last read): start from now; the next change is heard.
        if (error instanceof ChangesGoneError) broadcast = error.current
        else if (!isDatabaseUnavailable(error)) fastify.log.error({ err: error }, 'change stream: reading the feed failed')
      }
    })
  }
  fastify.catalogEvents.on('changed', hear)

  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.out.write(': heartbeat\n\n')
  }, heartbeatMs).unref()

  fastify.addHook('preClose', async () => {
    closing = true
    clearInterval(heartbeat)
    fastify.catalogEvents.off('changed', hear)
    for (const stream of streams) {
      stream.out.end('event: close\ndata: {"reason":"the service is closing: reconnect with Last-Event-ID"}\n\n')
    }
    streams.clear()
  })

  fastify.get<{ Querystring: Static<typeof StreamQuery> }>(
    '/v1/changes/stream',
    {
      schema: {
        tags: ['changes'],
        operationId: 'streamChanges',
        summary: 'The change feed as it happens (Server-Sent Events)',
        description: `A \`text/event-stream\`: each move of the data version is an event \`change\` whose \`id\` is the data version and whose data is one entry of GET /v1/changes, sent as soon as this instance hears of it (from any instance: the database tells them all). A reconnecting EventSource sends \`Last-Event-ID\` and misses nothing the feed still keeps. A comment line every ${heartbeatMs / 1000} s keeps the connection alive; when the service closes, an event \`close\` ends the stream (reconnect). At most ${maxStreams} streams per instance (503 \`STREAMS_FULL\` past that); a version older than the feed keeps is 410 \`CHANGES_GONE\`.`,
        querystring: StreamQuery,
        produces: ['text/event-stream'],
        response: {
          200: { description: 'the event stream', content: { 'text/event-stream': { schema: Type.String() } } },
          400: Type.Ref('Error'),
          410: Type.Ref('Error'),
          503: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      if (closing) throw new ApiError(503, 'SERVICE_CLOSING', 'the service is closing; reconnect')
      if (streams.size >= maxStreams) {
        reply.header('retry-after', '30')
        throw new ApiError(503, 'STREAMS_FULL', `this instance has ${maxStreams} change streams open, the most it keeps; try again later or poll GET /v1/changes`)
      }
      const lastEventId = request.headers['last-event-id']
      const resume = typeof lastEventId === 'string' && /^\d{1,10}$/.test(lastEventId.trim()) ? Number(lastEventId.trim()) : undefined
      const since = resume ?? request.query.since
      let first
      try {
        // Without a version, nothing before now: the first read only says where now is.
        first = await fastify.primaryChangeFeed.since(since ?? Number.MAX_SAFE_INTEGER, MAX_FEED_LIMIT)
      } catch (error) {
        if (error instanceof ChangesGoneError) throw gone(error)
        throw error
      }
      const out = new PassThrough()
      const stream: Stream = { out, last: since ?? first.dataVersion, queue: [] }
      streams.add(stream)
      const done = () => {
        streams.delete(stream)
        // No stream left: the next one says where the hub starts.
        if (streams.size === 0) broadcast = null
      }
      request.raw.once('close', () => {
        done()
        out.end()
      })
      out.write('retry: 2000\n\n')
      // Catch up on its own first, then take what the hub heard meanwhile.
      void (async () => {
        try {
          let page = first
          send(stream, page.entries)
          while (page.nextSince !== null && streams.has(stream)) {
            page = await fastify.primaryChangeFeed.since(stream.last, MAX_FEED_LIMIT)
            send(stream, page.entries)
          }
        } catch (error) {
          fastify.log.warn({ err: error }, 'change stream: catching up failed; the stream goes on from what it has')
        }
        const queued = stream.queue ?? []
        stream.queue = null
        send(stream, queued)
      })()
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(out)
    },
  )
}

export default changeRoutes
