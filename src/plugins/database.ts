/** Makes the opened database and the catalog available to routes, and closes them with the app. */
import fp from 'fastify-plugin'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/database.js'
import { CatalogRepository } from '../catalog/repository.js'
import { CatalogCache } from '../catalog/cache.js'
import { EventEmitter } from 'node:events'
import { minVersionOf, readContext, ReplicaVersion, routedClient } from '../db/read-route.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    /** The read replica (DATABASE_READ_URL), if any: GETs read from it (src/db/read-route.ts). */
    readDb: Database | null
    /** The catalog as this request reads it: from the replica or the primary (src/db/read-route.ts). */
    catalog: CatalogRepository
    /** The client this request reads through: the replica's or the primary's (src/db/read-route.ts). */
    readPrisma: Database['prisma']
    /** The catalog on the primary, always: for writes' checks and the caches. */
    primaryCatalog: CatalogRepository
    /**
     * Emits 'changed' (with the new data version when known) whenever the stored data changed: a
     * write in this process, or a notice from another instance (src/plugins/changes.ts).
     */
    catalogEvents: EventEmitter
    catalogCache: CatalogCache
    /** Hears of every request that found the database unreachable; logs the outage once, and its end. */
    databaseOutage: DatabaseOutage
  }
}

/** How often an outage probes the database to notice (and log) that it is back. */
const OUTAGE_PROBE_MS = 2_000

/**
 * One warning when the database becomes unreachable and one line when it is back, instead of a
 * stack per request for the whole outage.
 */
export class DatabaseOutage {
  private since: number | undefined
  private failed = 0
  private probe: NodeJS.Timeout | undefined

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  get active(): boolean {
    return this.since !== undefined
  }

  report(error: unknown): void {
    this.failed++
    if (this.since !== undefined) return
    this.since = Date.now()
    this.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'database unreachable: requests that need it answer 503 until it is back')
    this.probe = setInterval(() => void this.check(), OUTAGE_PROBE_MS).unref()
  }

  private async check(): Promise<void> {
    try {
      await this.db.sql.query('SELECT 1')
    } catch {
      return
    }
    if (this.since === undefined) return
    this.log.info({ seconds: (Date.now() - this.since) / 1000, requestsRefused: this.failed }, 'database reachable again')
    this.stop()
  }

  stop(): void {
    clearInterval(this.probe)
    this.probe = undefined
    this.since = undefined
    this.failed = 0
  }
}

export interface DatabasePluginOptions {
  db: Database
  /** Close the database when the app closes (the server owns it; tests may share one). */
  closeDatabase?: boolean
  caches?: { cardBytes?: number; ttlMs?: number }
  /** A read replica of `db` (opened, not migrated: it replays the primary); closed with the app when closeDatabase. */
  readDb?: Database
  /** IMAGE_BASE_URL: card images' addresses are this followed by the file name. */
  imageBaseUrl?: string
}

export default fp<DatabasePluginOptions>(
  async (fastify, options) => {
    const repositoryOptions = options.imageBaseUrl !== undefined ? { imageBaseUrl: options.imageBaseUrl } : {}
    const primaryCatalog = new CatalogRepository(options.db.prisma, repositoryOptions)
    const readDb = options.readDb ?? null
    const readPrisma = readDb ? routedClient(options.db.prisma, readDb.prisma) : options.db.prisma
    const catalog = readDb ? new CatalogRepository(readPrisma, repositoryOptions) : primaryCatalog
    fastify.decorate('readPrisma', readPrisma)
    fastify.decorate('db', options.db)
    fastify.decorate('readDb', readDb)
    fastify.decorate('catalog', catalog)
    fastify.decorate('primaryCatalog', primaryCatalog)
    const events = new EventEmitter()
    // One listener per open change stream (bounded by the stream's own limit) and a few of the app's.
    events.setMaxListeners(0)
    fastify.decorate('catalogEvents', events)
    // The caches are filled from the primary only: never older than the write that dropped them.
    fastify.decorate('catalogCache', new CatalogCache(primaryCatalog, options.caches?.ttlMs, options.caches?.cardBytes))
    // Each request reads where src/db/read-route.ts says, through the whole of its asynchronous work.
    const replicaVersion = readDb ? new ReplicaVersion(readDb.prisma) : null
    fastify.addHook('onRequest', (request, _reply, done) => {
      const reading = request.method === 'GET' || request.method === 'HEAD'
      if (!replicaVersion || !reading || request.headers.authorization !== undefined) return readContext.run({ replica: false, wrote: false }, done)
      const seen = minVersionOf(request.headers)
      if (seen === undefined) return readContext.run({ replica: true, wrote: false }, done)
      replicaVersion.reached(seen).then(
        (replica) => readContext.run({ replica, wrote: false }, done),
        // The replica cannot say (unreachable): the primary answers.
        () => readContext.run({ replica: false, wrote: false }, done),
      )
    })
    const outage = new DatabaseOutage(options.db, fastify.log)
    fastify.decorate('databaseOutage', outage)
    fastify.addHook('onClose', async () => outage.stop())
    if (options.closeDatabase) fastify.addHook('onClose', async () => {
      await options.db.close()
      await readDb?.close()
    })
  },
  { name: 'database' },
)
