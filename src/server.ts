/**
 * Process concerns only: configuration, logger, database start-up (migrate, seed), listen,
 * graceful close. The application itself is src/app.ts.
 *
 * With WORKERS above 1 this process is the cluster's primary (src/cluster.ts): it starts the
 * database once, then forks the workers, which run this same file and serve.
 */
import cluster from 'node:cluster'
import closeWithGrace from 'close-with-grace'
import Fastify from 'fastify'
import { app, FASTIFY_OPTIONS } from './app.js'
import { ConfigError, loadConfig, type AppConfig } from './config.js'
import { openConfiguredDatabaseOrExit, openReadReplicaOrExit } from './db/open.js'
import { curatedSeed, seedAtStart } from './catalog/seed.js'
import { runPrimary } from './cluster.js'
import { closeSlowClients } from './close-slow-clients.js'
import { ensureWebBundle } from './web/bundle.js'
import { compileLeftOver, processWideCompilersAfterListen } from './schemas/compilers.js'

function configOrExit(): AppConfig {
  try {
    return loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

/** One serving process: the whole service alone, or one worker of a cluster. */
async function serve(config: AppConfig): Promise<void> {
  const fastify = Fastify({
    ...FASTIFY_OPTIONS,
    schemaController: processWideCompilersAfterListen,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
  })
  if (config.workersNote && cluster.isPrimary) fastify.log.info(config.workersNote)

  // In a cluster the primary loaded the curated content once, before forking. Read (and checked)
  // before the database opens: a broken content file stops the start at once, naming the entry.
  const seeding = config.seedOnStart && cluster.isPrimary
  const curated = seeding ? curatedSeed() : undefined
  // The web page's bundle, built when missing or stale; in a cluster the primary built it before
  // forking. esbuild builds it in a process of its own, so it is built while this one opens the
  // database, not before (0.1–0.2 s on a fresh clone).
  const [page, { db, applied }] = await Promise.all([cluster.isPrimary ? ensureWebBundle() : undefined, openConfiguredDatabaseOrExit(config, config.queryTimeoutMs)])
  if (page) fastify.log.info({ script: page.bundle.script, style: page.bundle.style, built: page.built }, 'web page ready at /')
  fastify.log.info({ database: db.kind, location: db.location, migrationsApplied: applied }, 'database ready')
  if (curated) await seedAtStart(db.prisma, curated, applied.length, fastify.log)

  // A read replica is opened as it is (it replays the primary's migrations); a refusal ends the start as the primary's would.
  const readDb = config.databaseReadUrl ? await openReadReplicaOrExit(config.databaseReadUrl, config.queryTimeoutMs) : undefined
  if (readDb) fastify.log.info({ location: readDb.location }, 'read replica ready: GETs read from it')
  await fastify.register(app, { db, ...(readDb ? { readDb } : {}), listenForChanges: db.kind === 'postgres', changeStreams: config.changeStreams, closeDatabase: true, corsOrigins: config.corsOrigins, rateLimitPerMinute: config.rateLimitPerMinute, rateLimitAcrossWorkers: cluster.isWorker, caches: config.caches, publicUrl: config.publicUrl, imageBaseUrl: config.imageBaseUrl, enumerate: config.enumerate, imports: config.imports, compileSchemas: 'after-listen' })

  closeSlowClients(fastify, { graceMs: SLOW_CLIENT_GRACE_MS })
  closeWithGrace({ delay: CLOSE_DELAY_MS }, async ({ err, signal }) => {
    if (err) fastify.log.error({ err }, 'closing after an error')
    else fastify.log.info({ signal }, 'closing')
    await fastify.close()
  })

  await fastify.listen({ port: config.port, host: config.host })
  // What no request has needed yet, compiled while the server already answers.
  const started = performance.now()
  const compiled = await compileLeftOver()
  fastify.log.info({ routes: compiled, ms: Math.round(performance.now() - started) }, 'route schemas compiled')
}

/** How long a process waits for requests in flight before it gives up closing gracefully. */
const CLOSE_DELAY_MS = 10_000
/**
 * How long a client still sending its request when the close begins may take to finish it before
 * it is answered 503 and cut off: well inside the close timer, so that what it sent can still be answered.
 */
const SLOW_CLIENT_GRACE_MS = 3_000

const config = configOrExit()
if (cluster.isPrimary && config.workers > 1) {
  await ensureWebBundle()
  await runPrimary(config, { workerCloseDelayMs: CLOSE_DELAY_MS })
}
else await serve(config)
