/**
 * The web page at `/`: a player builds a board, reads the answer, browses the rulings. It is a
 * client of the public API only (REST), bundled from web/src (src/web/bundle.ts) and served from
 * memory: index.html revalidated on every load (no-cache, with an ETag), the hashed script and
 * style sheet cached for a year, each sent gzip- or brotli-compressed when the browser takes it.
 * Nothing comes from another host, so the page works with no internet.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { notFound } from '../errors.js'
import { ensureWebBundle, WEB_OUT_DIR } from '../web/bundle.js'

interface Asset {
  type: string
  cacheControl: string
  etag: string
  plain: Buffer
  gzip: Buffer
  brotli: Buffer
}

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable'

function asset(contents: Buffer, type: string, cacheControl: string, etag: string): Asset {
  return {
    type,
    cacheControl,
    etag: `"${etag}"`,
    plain: contents,
    gzip: gzipSync(contents, { level: 9 }),
    brotli: brotliCompressSync(contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: contents.length } }),
  }
}

async function loadAssets(dir: string): Promise<{ index: Asset; files: Map<string, Asset> }> {
  const { bundle } = await ensureWebBundle(dir)
  const files = new Map<string, Asset>()
  // The hash in the name is the asset's ETag: a revalidation (a forced reload) answers 304.
  const hashOf = (name: string) => name.replace(/^app-|\.(js|css)$/g, '')
  files.set(bundle.script, asset(readFileSync(join(dir, bundle.script)), 'text/javascript; charset=utf-8', YEAR_IMMUTABLE, hashOf(bundle.script)))
  files.set(bundle.style, asset(readFileSync(join(dir, bundle.style)), 'text/css; charset=utf-8', YEAR_IMMUTABLE, hashOf(bundle.style)))
  const index = asset(readFileSync(join(dir, 'index.html')), 'text/html; charset=utf-8', 'no-cache', `${bundle.sourceHash}-${hashOf(bundle.script)}`)
  return { index, files }
}

function send(request: FastifyRequest, reply: FastifyReply, file: Asset): FastifyReply {
  void reply.header('content-type', file.type).header('cache-control', file.cacheControl).header('etag', file.etag).header('vary', 'accept-encoding')
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) return reply.code(304).send()
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.brotli)
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip)
  return reply.send(file.plain)
}

export interface WebPageOptions {
  /** Where the bundle is (default web/dist); built there first when missing or stale. */
  dir?: string
}

async function webPage(fastify: FastifyInstance, options: WebPageOptions): Promise<void> {
  const dir = options.dir ?? WEB_OUT_DIR
  // Loaded on the first request for the page, once per process: an app that never serves the page
  // (most tests) never reads or builds the bundle. `npm start` builds it before listening (server.ts).
  let loading: Promise<{ index: Asset; files: Map<string, Asset> }> | undefined
  const assets = () => {
    loading ??= loadAssets(dir).catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }

  // The page reads its own query string (?board=, ?ruling=, ?card=, ?lang=…): any is served the page.
  fastify.get('/', { schema: { hide: true } }, async (request, reply) => send(request, reply, (await assets()).index))
  fastify.get<{ Params: { file: string } }>('/assets/:file', { schema: { hide: true } }, async (request, reply) => {
    const file = (await assets()).files.get(request.params.file)
    if (!file) throw notFound('asset', request.params.file)
    return send(request, reply, file)
  })
}

export default fp(webPage, { name: 'web-page' })
