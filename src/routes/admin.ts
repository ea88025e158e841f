/**
 * POST /v1/admin/import (key with scope admin): the card import run by the service, so the
 * embedded database, which one process may open, never needs a second one. The input is the file
 * itself as the request body (read as it arrives, never held whole) or `{ format, source }` naming
 * a URL or a file under IMPORT_DIR (src/admin/import-source.ts says what is allowed). The answer
 * streams as NDJSON: progress lines, then `done` or `error`; `Accept: application/json` waits and
 * answers the summary alone. One import at a time (409 names the one running); it is one
 * transaction, so a failure writes nothing.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { PassThrough, type Readable } from 'node:stream'
import { Type } from '@sinclair/typebox'
import { Ajv } from 'ajv'
import { negotiate } from '@fastify/accept-negotiator'
import type { ImportSourcePolicy } from '../config.js'
import { IMPORT_LIMITS, type RunningImport } from '../admin/import-runner.js'
import { openImportSource, SourceUnavailableError, type ImportSource } from '../admin/import-source.js'
import { spool } from '../admin/spool.js'
import { ImportTooLargeError } from '../catalog/importer.js'
import { JsonStreamError } from '../catalog/json-array-stream.js'
import { isDatabaseUnavailable } from '../db/unavailable.js'
import { ApiError, badParameter, databaseUnavailable, describeValidation } from '../errors.js'
import { findInvalidText } from '../request-text.js'
import { activeKeys, hashKey } from '../editors/keys.js'
import { authorize } from '../editors/auth.js'
import { ADMIN_SECURITY } from '../docs/document.js'

/**
 * This route's body limit, in bytes as sent (gzipped or not). The whole yaml-yugi aggregate is
 * 22 MB gzipped and 89 MB as JSON (2026): either fits, with room to grow.
 */
export const IMPORT_BODY_LIMIT = 128 * 1024 * 1024
/** A `{ format, source }` body is small. */
const SOURCE_REQUEST_LIMIT = 64 * 1024
/** At most one progress line per this many milliseconds. */
const PROGRESS_INTERVAL_MS = 500
/** Media types taken as the card file itself. */
const FILE_TYPES = new Set(['application/gzip', 'application/x-gzip', 'application/octet-stream'])

const ImportRequest = Type.Object(
  {
    format: Type.Literal('yaml-yugi', { description: 'the card data format: yaml-yugi, a JSON array of its card records, gzipped or not' }),
    source: Type.String({
      minLength: 1,
      maxLength: 2000,
      description: "an http(s) URL (public addresses only, unless the service's IMPORT_URL_HOSTS names the host), or a path under the service's IMPORT_DIR (refused when it is unset)",
    }),
  },
  { additionalProperties: false },
)
const checkImportRequest = new Ajv({ allErrors: false }).compile(ImportRequest)

const Progress = {
  read: Type.Integer({ description: 'records read so far' }),
  bytes: Type.Integer({ description: 'bytes of the input read so far (as sent: gzipped bytes for a gzipped file)' }),
  totalBytes: Type.Union([Type.Integer(), Type.Null()], { description: 'the input\'s length when known (Content-Length), else null' }),
}
const Summary = {
  read: Type.Integer({ description: 'records read' }),
  inserted: Type.Integer({ description: 'cards new to the database' }),
  updated: Type.Integer({ description: 'cards that changed' }),
  unchanged: Type.Integer({ description: 'cards already as the input has them' }),
  malformed: Type.Array(Type.Object({ index: Type.Integer(), offset: Type.Integer(), reason: Type.String() }), {
    description: `records skipped, in the order of the input, with their position in the array and in the text and the reason (a field the API would refuse, named by its path; a password, Konami id, Yugipedia page id or English name that a curated card, a stored card or an earlier record has; a value the database refused): the first ${IMPORT_LIMITS.listMalformed}`,
  }),
  malformedCount: Type.Integer({ description: 'every record skipped' }),
  seconds: Type.Number(),
  dataVersion: Type.Integer({ description: 'the data version afterwards (GET /v1/meta): moved when anything changed' }),
}
const ImportSummary = Type.Object(Summary)
const ImportEvent = Type.Union(
  [
    Type.Object({ event: Type.Literal('progress'), ...Progress }),
    Type.Object({ event: Type.Literal('done'), ...Summary }),
    Type.Object({ event: Type.Literal('error'), statusCode: Type.Integer(), code: Type.String(), message: Type.String() }),
  ],
  { description: 'one JSON object per line' },
)
const binary = { schema: { type: 'string', format: 'binary', description: 'the card file: a yaml-yugi JSON array, gzipped or not' } }

const DESCRIPTION = `Runs the card import in the service (the embedded database can be opened by one process only, so this is how it gets every card while it serves). Needs a key with scope \`admin\` (401 without one, 403 below it).

**Input**, either:
- the card file itself as the body: \`Content-Type: application/gzip\` or \`application/octet-stream\` (gzipped or not: the bytes say), or \`application/json\` with the JSON array. Up to ${IMPORT_BODY_LIMIT / 1024 / 1024} MiB as sent (this route's body limit; else 413). It is never held in memory whole: it is written to a temporary file as it arrives and the import reads it from there as it goes, so the upload takes the network's time, not the import's; it must arrive within the server's request timeout (30 s), else give a \`source\`;
- \`{ "format": "yaml-yugi", "source": "…" }\` as \`application/json\`: an http(s) URL, or a path under the service's \`IMPORT_DIR\`. Paths are refused unless \`IMPORT_DIR\` is set, and so is any path leading outside it. URLs are http or https only; by default only hosts whose every address is public (loopback, private, link-local and reserved addresses are refused, at every redirect), or with \`IMPORT_URL_HOSTS\` set only the hosts it names (\`none\`: no URL). A refused source is 403 \`SOURCE_NOT_ALLOWED\`, a missing file 404, a download that fails 502.

Bounds: ${IMPORT_LIMITS.maxChars / 1024 / 1024} Mi characters of JSON after gunzip, ${IMPORT_LIMITS.maxRecordChars / 1024 / 1024} Mi per record (413, or an error event, past them).

**Answer**: by default \`application/x-ndjson\`, one JSON object per line as the import goes: \`{"event":"progress","read","bytes","totalBytes"}\` at most every ${PROGRESS_INTERVAL_MS} ms (the first as the import starts), then \`{"event":"done", inserted, updated, unchanged, malformed (the first ${IMPORT_LIMITS.listMalformed}), malformedCount, seconds, dataVersion}\` or \`{"event":"error", statusCode, code, message}\`. With \`Accept: application/json\` the answer waits and is the summary alone, a failure its HTTP status. The 200 of the streamed answer is sent only once the import holds its lock and the input has shown it is a JSON array (its first record read whole, or its end): a failure before that is an HTTP status in either case (a refused source 403, an import already running 409, input that is not a JSON array, damaged gzip or a body broken off before its first record 400 \`IMPORT_INVALID\`, past a bound 413). A failure after it (the input breaking off later, the service closing, the database failing) is the \`error\` event.

The import is one transaction: on an error nothing is written; a client that goes away (or the service closing) stops it the same way. A bad record is skipped and listed with the reason, never fatal: one the API would refuse (a wrong type, a control character or a lone surrogate in any string, a key that is not a language code, a value too long), or one that clashes by password, Konami id or Yugipedia page id with an earlier record or a stored card. Curated cards (seeded from the project's content, or given behaviours by an editor) are never changed: a record with a curated card's password, Konami id or English name that is not that card is skipped; the curated card's own record adds only what curation lacks (other languages, printings, artwork, Yugipedia page id), never its print, names, texts or behaviours. Running it again changes nothing. Afterwards the cached answers are dropped and \`dataVersion\` moves if anything changed.

**One at a time**: a second import while one runs is 409 \`IMPORT_RUNNING\`, naming the one running (by whom, what, since when). Across the workers of cluster mode and \`npm run import\` on the same PostgreSQL database, a PostgreSQL advisory lock keeps it to one (the 409 then names the other session's import when the server shows it); the embedded database runs in one process only. Other requests keep being answered meanwhile: on PostgreSQL from the data as it was before the import; on the embedded database (one connection) a request that must read the database waits for the import's transaction to end, while \`/health\` answers from memory and resolves of cached cards answer as before.`

const importRoutes: FastifyPluginAsync<{ policy: ImportSourcePolicy }> = async (fastify, { policy }) => {
  // This plugin's only route takes its body as a stream: the parsers of the rest of the app would
  // read it whole. The handler reads it (see bodies).
  const bodies = new WeakMap<FastifyRequest, Readable>()
  fastify.removeAllContentTypeParsers()
  fastify.addContentTypeParser('*', (request, payload, done) => {
    bodies.set(request, payload)
    done(null, undefined)
  })

  fastify.post(
    '/v1/admin/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      // The body is a stream; the handler checks it (the schema below documents it).
      validatorCompiler: () => () => true,
      schema: {
        tags: ['admin'],
        security: ADMIN_SECURITY,
        summary: 'Import cards, streamed, with progress (key with scope admin)',
        description: DESCRIPTION,
        body: {
          content: {
            'application/json': { schema: Type.Union([ImportRequest, Type.Array(Type.Object({}, { additionalProperties: true }), { description: 'the card file itself: a yaml-yugi JSON array' })]) },
            'application/gzip': binary,
            'application/octet-stream': binary,
          },
        },
        response: {
          200: {
            description: 'NDJSON events by default; the summary alone with Accept: application/json',
            content: { 'application/json': { schema: ImportSummary }, 'application/x-ndjson': { schema: ImportEvent } },
          },
          ...Object.fromEntries([400, 401, 403, 404, 409, 413, 415, 502, 503].map((status) => [status, Type.Ref('Error')])),
        },
      },
    },
    async (request, reply) => {
      const held = fastify.imports.current?.heldKeys
      const by = await authorize(request.server.db.prisma, request.headers.authorization, 'admin', held ? async (key) => held.get(hashKey(key)) ?? null : undefined)
      const input = await readInput(request, bodies.get(request))
      // An upload is the one request on its connection: after a failure, what is left of the body is not read.
      if (input.kind === 'body') reply.header('connection', 'close')
      const claim = fastify.imports.claim(by.name, input.kind === 'body' ? 'an upload (the request body)' : input.source)
      let opened: ImportSource
      try {
        if (fastify.db.kind === 'pglite') claim.heldKeys = await activeKeys(fastify.db.prisma)
        opened = input.kind === 'body' ? await spooledBody(input) : await openImportSource(input.source, policy)
      } catch (error) {
        fastify.imports.release(claim)
        throw error
      }
      request.log.info({ by: by.name, source: claim.source }, 'import started')
      return answer(request, reply, claim, opened)
    },
  )

  async function answer(request: FastifyRequest, reply: FastifyReply, claim: RunningImport, opened: ImportSource) {
    // The import may outlast the connection's idle timer (the JSON answer says nothing until the
    // end): lifted while it runs. The upload itself stays bound by the server's request timeout.
    const socket = request.raw.socket as { setTimeout?: (ms: number) => void } | undefined
    socket?.setTimeout?.(0)
    // Stopped (the service closing, the client gone): a source waiting for more bytes stops waiting.
    claim.abort.signal.addEventListener('abort', () => opened.destroy(), { once: true })
    reply.raw.once('close', () => {
      socket?.setTimeout?.(fastify.server.timeout)
      // The client went away before its answer was complete: the import stops, nothing is written.
      if (!reply.raw.writableFinished) claim.abort.abort(new ApiError(499, 'CLIENT_GONE', 'the client went away'))
    })
    const log = (outcome: object) => request.log.info({ by: claim.by, source: claim.source, ...outcome }, 'import ended')

    if (negotiate(request.headers.accept ?? '', ['application/x-ndjson', 'application/json']) === 'application/json') {
      try {
        const result = await fastify.imports.run(claim, opened)
        log({ inserted: result.inserted, updated: result.updated, unchanged: result.unchanged, malformed: result.malformedCount, seconds: result.seconds })
        return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(result)
      } catch (error) {
        const failure = importFailure(request, claim, error)
        log({ failed: failure.code })
        throw failure
      } finally {
        opened.destroy()
      }
    }

    const out = new PassThrough()
    const line = (event: object) => {
      if (!out.writableEnded && !out.destroyed) out.write(`${JSON.stringify(event)}\n`)
    }
    let started!: () => void
    const whenStarted = new Promise<void>((resolve) => (started = resolve))
    const running = fastify.imports.run(claim, opened, {
      progressIntervalMs: PROGRESS_INTERVAL_MS,
      onStart: () => {
        line({ event: 'progress', read: 0, bytes: 0, totalBytes: opened.totalBytes })
        started()
      },
      onProgress: (progress) => line({ event: 'progress', ...progress }),
    })
    const ended = () => opened.destroy()
    running.then(ended, ended)
    // Until the import holds its lock, a failure is an HTTP status (409, 400 …); from then on, an event.
    try {
      await Promise.race([whenStarted, running])
    } catch (error) {
      const failure = importFailure(request, claim, error)
      log({ failed: failure.code })
      throw failure
    }
    running.then(
      (result) => {
        log({ inserted: result.inserted, updated: result.updated, unchanged: result.unchanged, malformed: result.malformedCount, seconds: result.seconds })
        line({ event: 'done', ...result })
        out.end()
      },
      (error: unknown) => {
        const failure = importFailure(request, claim, error)
        log({ failed: failure.code })
        line({ event: 'error', statusCode: failure.statusCode, code: failure.code, message: failure.message })
        out.end()
      },
    )
    // A proxy that buffers (nginx) would hold the progress back.
    return reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').header('x-accel-buffering', 'no').send(out)
  }
}

type ImportInput = { kind: 'body'; body: AsyncIterable<Uint8Array>; totalBytes: number | null } | { kind: 'source'; source: string }

/** The upload, spooled through a temporary file (src/admin/spool.ts says why). */
async function spooledBody(input: { body: AsyncIterable<Uint8Array>; totalBytes: number | null }): Promise<ImportSource> {
  const { stream, close } = await spool(input.body)
  return { stream, totalBytes: input.totalBytes, destroy: close }
}

/** What the request asks to import: the body itself, or the source its small JSON body names. */
async function readInput(request: FastifyRequest, body: Readable | undefined): Promise<ImportInput> {
  const limit = request.routeOptions.bodyLimit ?? IMPORT_BODY_LIMIT
  const declared = Number(request.headers['content-length'])
  if (declared > limit) throw tooLarge(limit)
  const mediaType = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase()
  if (!body) throw new ApiError(400, 'INVALID_PARAMETER', 'send the card file as the body, or { "format": "yaml-yugi", "source": "…" } as JSON', { field: 'body' })
  const isJson = mediaType === 'application/json'
  if (!isJson && !FILE_TYPES.has(mediaType)) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `send application/json ({ "format", "source" } or the card array), application/gzip or application/octet-stream, not ${mediaType || 'no Content-Type'}`)
  }
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  const head: Buffer[] = []
  if (isJson && (await firstByte(iterator, head)) === 0x7b /* { */) {
    return { kind: 'source', source: await sourceRequest(iterator, head) }
  }
  const totalBytes = Number.isSafeInteger(declared) && declared > 0 ? declared : null
  return { kind: 'body', body: limited(iterator, head, limit), totalBytes }
}

const tooLarge = (limit: number) => new ApiError(413, 'BODY_TOO_LARGE', `the body is larger than ${limit} bytes, this route's limit: give a source instead`)

/** Reads until the first byte that is not JSON whitespace (or a byte-order mark); what was read goes into `head`. */
async function firstByte(iterator: AsyncIterator<Buffer>, head: Buffer[]): Promise<number | undefined> {
  let seen = 0
  while (seen <= SOURCE_REQUEST_LIMIT) {
    const next = await iterator.next()
    if (next.done) return undefined
    head.push(next.value)
    seen += next.value.length
    for (const byte of next.value) if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09 && byte !== 0xef && byte !== 0xbb && byte !== 0xbf) return byte
  }
  return undefined
}

/** The `{ format, source }` body: read whole (it is small), checked, its source returned. */
async function sourceRequest(iterator: AsyncIterator<Buffer>, head: Buffer[]): Promise<string> {
  const chunks = [...head]
  let size = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
  for (;;) {
    if (size > SOURCE_REQUEST_LIMIT) throw new ApiError(413, 'BODY_TOO_LARGE', `a { "format", "source" } body is at most ${SOURCE_REQUEST_LIMIT} bytes`)
    const next = await iterator.next()
    if (next.done) break
    chunks.push(next.value)
    size += next.value.length
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch (error) {
    throw new ApiError(400, 'INVALID_PARAMETER', `body is not valid JSON: ${(error as Error).message}`, { field: 'body' })
  }
  if (!checkImportRequest(parsed)) {
    const { message, field } = describeValidation('body', checkImportRequest.errors ?? [])
    throw new ApiError(400, 'INVALID_PARAMETER', message, { field })
  }
  const invalid = findInvalidText(parsed, 'body')
  if (invalid) throw badParameter(invalid.field, invalid.problem)
  return parsed.source
}

/** The upload broke off (the client went away, or the server's request timeout ended it): not a fault of what was sent. */
class BodyIncompleteError extends Error {
  override name = 'BodyIncompleteError'
}

/** The body's bytes (those already read first), refused past `limit`. */
async function* limited(iterator: AsyncIterator<Buffer>, head: Buffer[], limit: number): AsyncGenerator<Uint8Array> {
  let bytes = 0
  const counted = (chunk: Buffer) => {
    bytes += chunk.length
    if (bytes > limit) throw new ImportTooLargeError(`the body is larger than ${limit} bytes, this route's limit`)
    return chunk
  }
  for (const chunk of head) yield counted(chunk)
  for (;;) {
    let next: IteratorResult<Buffer>
    try {
      next = await iterator.next()
    } catch (error) {
      throw new BodyIncompleteError(error instanceof Error ? error.message : String(error))
    }
    if (next.done) return
    yield counted(next.value)
  }
}

/** What went wrong, as the client is told it: 4xx for the input or the source, 5xx saying nothing internal. */
function importFailure(request: FastifyRequest, claim: RunningImport, error: unknown): ApiError {
  // Stopped: whatever the reading made of it, the reason is the stop.
  const { signal } = claim.abort
  if (signal.aborted && signal.reason instanceof ApiError) return signal.reason
  if (error instanceof ApiError) return error
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof JsonStreamError) return new ApiError(400, 'IMPORT_INVALID', `the input is not a yaml-yugi card array: ${message}; nothing was written`)
  if ((error as { code?: unknown }).code?.toString().startsWith('Z_')) return new ApiError(400, 'IMPORT_INVALID', `the gzip data is damaged: ${message}; nothing was written`)
  if (error instanceof ImportTooLargeError) return new ApiError(413, 'BODY_TOO_LARGE', `${message}; nothing was written`)
  if (error instanceof SourceUnavailableError) return new ApiError(502, 'SOURCE_UNAVAILABLE', `${message}; nothing was written`)
  if (isDatabaseUnavailable(error)) {
    request.server.databaseOutage.report(error)
    return databaseUnavailable()
  }
  // Only when the body itself failed: a request whose body was read to its end is destroyed too.
  if (error instanceof BodyIncompleteError || (error as { code?: unknown }).code === 'ECONNRESET') return new ApiError(400, 'BODY_INCOMPLETE', 'the body broke off before its end; nothing was written')
  request.log.error({ err: error }, 'import failed')
  return new ApiError(500, 'INTERNAL_ERROR', 'Internal server error; nothing was written')
}

export default importRoutes
