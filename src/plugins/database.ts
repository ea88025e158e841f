/** Makes the opened database and the catalog available to routes, and closes them with the app. */
import fp from 'fastify-plugin'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/database.js'
import { CatalogRepository } from '../catalog/repository.js'
import { CatalogCache } from '../catalog/cache.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    catalog: CatalogRepository
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
  /** IMAGE_BASE_URL: card images' addresses are this followed by the file name. */
  imageBaseUrl?: string
}

export default fp<DatabasePluginOptions>(
  async (fastify, options) => {
    const catalog = new CatalogRepository(options.db.prisma, options.imageBaseUrl !== undefined ? { imageBaseUrl: options.imageBaseUrl } : {})
    fastify.decorate('db', options.db)
    fastify.decorate('catalog', catalog)
    fastify.decorate('catalogCache', new CatalogCache(catalog, options.caches?.ttlMs, options.caches?.cardBytes))
    const outage = new DatabaseOutage(options.db, fastify.log)
    fastify.decorate('databaseOutage', outage)
    fastify.addHook('onClose', async () => outage.stop())
    if (options.closeDatabase) fastify.addHook('onClose', async () => options.db.close())
  },
  { name: 'database' },
)
