/**
 * The whole application as one plugin: integrations, then the app's services, then routes.
 * It receives an opened, migrated database; process concerns live in server.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { Database } from './db/database.js'
import type { ImportSourcePolicy } from './config.js'
import type { EnumerateOptions } from './resolve/enumerate-pool.js'
import { ClusterRateLimitStore } from './rate-limit.js'
import errors from './plugins/errors.js'
import input from './plugins/input.js'
import database from './plugins/database.js'
import editors from './plugins/editors.js'
import imports from './plugins/imports.js'
import openapi from './plugins/openapi.js'
import answerCache from './plugins/answer-cache.js'
import healthRoutes from './routes/health.js'
import catalogRoutes from './routes/catalog.js'
import editorRoutes from './routes/editors.js'
import importRoutes from './routes/admin.js'
import adminKeyRoutes from './routes/admin-keys.js'
import resolveRoutes from './routes/resolve.js'
import graphql from './graphql/index.js'
import changes from './plugins/changes.js'
import changeRoutes, { type ChangeStreamOptions } from './routes/changes.js'
import { MIN_VERSION_COOKIE, MIN_VERSION_COOKIE_SECONDS, readContext } from './db/read-route.js'
import webPage, { type WebPageOptions } from './plugins/web-page.js'
import { MAX_PATH_PARAM_LENGTH } from './schemas/catalog.js'
import { processWideCompilers, processWideCompilersAfterListen, processWideCompilersWhenFirstUsed, REQUEST_CHECKING, type SchemaCompiling } from './schemas/compilers.js'

export interface AppOptions {
  db: Database
  /** A read replica of db (DATABASE_READ_URL): GETs read from it, writes and editors' reads from db (src/db/read-route.ts). */
  readDb?: Database
  /** Listen for changes made through other instances on the same PostgreSQL (the server does; src/plugins/changes.ts). */
  listenForChanges?: boolean
  /** The change streams' bounds (CHANGES_STREAM_MAX, CHANGES_HEARTBEAT_MS). */
  changeStreams?: ChangeStreamOptions
  closeDatabase?: boolean
  /**
   * Origins a browser may call from: '*' (the public read-only API, the default) or a list; a list
   * answers only the listed origins, never reflecting another.
   */
  corsOrigins?: '*' | string[]
  /** Requests per client address per minute; false (the default for an app built in tests): no limit. */
  rateLimitPerMinute?: number | false
  /** A worker of the cluster: the rate limit counts in the primary, shared by every worker (src/rate-limit.ts). */
  rateLimitAcrossWorkers?: boolean
  /** Byte budgets of the in-memory caches and the catalog cache's time to live (defaults in each cache). */
  caches?: { responseBytes?: number; cardBytes?: number; ttlMs?: number }
  /** The service's public address (PUBLIC_URL): explanations link rulings absolutely under it. */
  publicUrl?: string
  /** IMAGE_BASE_URL: card images' addresses are this followed by the file name (default: Yugipedia's, where the card data's images live). */
  imageBaseUrl?: string
  /** Where enumerate requests run and their budgets (ENUMERATE_THREADS, ENUMERATE_TIME_MS, ENUMERATE_ANSWER_MB). */
  enumerate?: Partial<EnumerateOptions>
  /** The web page at `/` (where its bundle is). */
  webPage?: WebPageOptions
  /**
   * When route schemas are compiled (see SchemaCompiling): 'at-start' (the default), 'when-first-used'
   * (an app built for a test, which calls few of its routes; buildApp's option, as it makes the
   * fastify instance) or 'after-listen' (the server's, with processWideCompilersAfterListen).
   */
  compileSchemas?: SchemaCompiling
  /** What POST /v1/admin/import may read from (IMPORT_DIR, IMPORT_URL_HOSTS); default: no server-side path, public URLs. */
  imports?: Partial<ImportSourcePolicy>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL without a trailing slash, or '' (links are then relative). */
    publicUrl: string
  }
}

async function application(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  fastify.decorate('publicUrl', (options.publicUrl ?? '').replace(/\/+$/, ''))
  // While closing, an answer to a request that was in flight also closes its connection: a client
  // holding a keep-alive socket would otherwise keep the server open until the close timer ran out.
  let closing = false
  fastify.addHook('preClose', async () => {
    closing = true
  })
  fastify.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
  await fastify.register(errors)
  await fastify.register(input)
  // Security headers on every answer; the docs page gets its own script hashes (staticCSP). The web
  // page's script and style sheet come from 'self'. No upgrade-insecure-requests: on plain HTTP off
  // localhost (a LAN address) it would make the browser ask for the page's assets over HTTPS, which
  // the service does not serve, and the page would load blank (HSTS is what keeps a TLS site on TLS).
  await fastify.register(helmet, {
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:', 'https:'], frameAncestors: ["'none'"], upgradeInsecureRequests: null },
    },
  })
  const origins = options.corsOrigins ?? '*'
  await fastify.register(cors, {
    origin: origins === '*' ? '*' : origins,
    // A browser editor tool edits with PATCH, PUT and DELETE; the request headers it asks for are
    // allowed as asked (Authorization, If-Match, Content-Type…).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Without these, web code cannot read the headers that tell it what to do next.
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  })
  if (options.rateLimitPerMinute) {
    await fastify.register(rateLimit, {
      max: options.rateLimitPerMinute,
      timeWindow: 60_000,
      // The health probe of a load balancer or orchestrator is never limited: the route, whatever its query string.
      allowList: (request) => request.routeOptions.url === '/health',
      ...(options.rateLimitAcrossWorkers ? { store: ClusterRateLimitStore } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `more than ${context.max} requests in a minute from this address; retry after ${context.after}`,
      }),
    })
  }
  await fastify.register(openapi)
  await fastify.register(database, { db: options.db, closeDatabase: options.closeDatabase ?? false, ...(options.readDb ? { readDb: options.readDb } : {}), ...(options.caches ? { caches: options.caches } : {}), ...(options.imageBaseUrl !== undefined ? { imageBaseUrl: options.imageBaseUrl } : {}) })
  await fastify.register(editors)
  await fastify.register(changes, { listen: options.listenForChanges ?? false })
  // The answer to a write says the data version it moved the catalog to: a client that sends it
  // back (X-Min-Data-Version, or the cookie) never reads from a replica that has not replayed it.
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (!readContext.getStore()?.wrote || reply.statusCode >= 400) return payload
    const meta = await fastify.db.prisma.catalogMeta.findUnique({ where: { id: 1 }, select: { version: true } }).catch(() => null)
    if (meta) {
      reply.header('x-data-version', String(meta.version))
      if (fastify.readDb) reply.header('set-cookie', `${MIN_VERSION_COOKIE}=${meta.version}; Max-Age=${MIN_VERSION_COOKIE_SECONDS}; Path=/; HttpOnly; SameSite=Lax`)
    }
    return payload
  })
  await fastify.register(imports)
  await fastify.register(healthRoutes)
  await fastify.register(catalogRoutes)
  await fastify.register(editorRoutes)
  await fastify.register(adminKeyRoutes)
  await fastify.register(changeRoutes, options.changeStreams ?? {})
  await fastify.register(importRoutes, { policy: { dir: options.imports?.dir ?? null, urlHosts: options.imports?.urlHosts ?? 'public' } })
  await fastify.register(answerCache, options.caches?.responseBytes ? { bytes: options.caches.responseBytes } : {})
  await fastify.register(resolveRoutes, { ...(options.enumerate ? { enumerate: options.enumerate } : {}), compileSchemas: options.compileSchemas ?? 'at-start' })
  await fastify.register(graphql)
  await fastify.register(webPage, options.webPage ?? {})
}

/** The answer headers a browser's script may read (Access-Control-Expose-Headers). */
export const EXPOSED_HEADERS = [
  'ETag',
  'X-Data-Version',
  'Location',
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
]

/** Not encapsulated, so the server and the tests see its decorators (db, catalog, services). */
export const app = fp(application, { name: 'rulings-api' })

/** Fastify options shared by the server and the tests: unknown fields are refused, not dropped. */
export const FASTIFY_OPTIONS: FastifyServerOptions = {
  ajv: { customOptions: REQUEST_CHECKING },
  schemaController: processWideCompilers,
  bodyLimit: 256 * 1024,
  // A path parameter is at most 200 characters, as the schemas say (longer: 414, declared in the document).
  routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
  requestTimeout: 30_000,
  connectionTimeout: 30_000,
  pluginTimeout: 60_000,
  // Errors raised before routing (a malformed percent-encoding in the URL) answer in the one shape too.
  frameworkErrors: (error, _request, reply) => {
    const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
    void (reply as FastifyReply).status(statusCode).send({ statusCode, code: error.code ?? 'BAD_REQUEST', message: error.message })
  },
}

export async function buildApp(options: AppOptions & { logger?: FastifyServerOptions['logger']; trustProxy?: boolean | string[] }): Promise<FastifyInstance> {
  const { trustProxy = false, ...appOptions } = options
  const schemaController = { 'when-first-used': processWideCompilersWhenFirstUsed, 'after-listen': processWideCompilersAfterListen, 'at-start': processWideCompilers }[options.compileSchemas ?? 'at-start']
  const fastify = Fastify({ ...FASTIFY_OPTIONS, schemaController, logger: options.logger ?? false, trustProxy })
  await fastify.register(app, appOptions)
  await fastify.ready()
  return fastify
}
