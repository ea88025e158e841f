/**
 * The cluster's primary (WORKERS above 1): starts the database once (migrate, seed), then forks
 * the workers, which run src/server.ts and share the port (node:cluster hands connections out in
 * turn). It serves nothing itself.
 *
 * - A worker that exits while the service is not closing is replaced, after a delay that doubles
 *   with each exit in the last minute (0.5 s, 1 s, 2 s … up to 30 s): a worker that cannot start
 *   does not make a hot loop of forks.
 * - SIGTERM or SIGINT: every worker gets SIGTERM and closes gracefully (requests in flight are
 *   answered); the primary exits once they all have, 0 when they all exited 0. A worker still
 *   running after its own close timer and a margin is killed, and the primary exits 1. A second
 *   signal kills the workers at once.
 * - Workers never outlive the primary: a worker whose primary is gone exits (node:cluster).
 * - The rate limit's counts live here, one for the service (src/rate-limit.ts): each worker asks.
 *
 * The embedded database has one owner, so a cluster needs DATABASE_URL (src/config.ts refuses
 * WORKERS above 1 without it).
 */
import cluster, { type Worker } from 'node:cluster'
import { pino } from 'pino'
import type { AppConfig } from './config.js'
import { CATALOG_CHANGED } from './cluster-messages.js'
import { countRateLimitsForWorkers } from './rate-limit.js'
import { openConfiguredDatabaseOrExit } from './db/open.js'
import { curatedSeed, seedAtStart } from './catalog/seed.js'

export interface PrimaryOptions {
  /** The workers' own close timer: past it and a margin, a worker still closing is killed. */
  workerCloseDelayMs: number
  /** First delay before a replacement (doubles with each exit in the last minute). */
  restartDelayMs?: number
  maxRestartDelayMs?: number
}

/** Exits counted for the backoff are those of the last minute. */
const CRASH_WINDOW_MS = 60_000
const KILL_MARGIN_MS = 5_000

export async function runPrimary(config: AppConfig, options: PrimaryOptions): Promise<void> {
  const log = pino({ level: config.logLevel })
  const { restartDelayMs = 500, maxRestartDelayMs = 30_000 } = options

  // Read (and checked) before the database opens: a broken content file stops the start at once.
  const curated = config.seedOnStart ? curatedSeed() : undefined
  const { db, applied } = await openConfiguredDatabaseOrExit(config, config.queryTimeoutMs)
  log.info({ database: db.kind, location: db.location, migrationsApplied: applied }, 'database ready')
  if (curated) await seedAtStart(db.prisma, curated, applied.length, log)
  await db.close()

  const live = new Map<number, Worker>()
  const recentExits: number[] = []
  const pendingForks = new Set<NodeJS.Timeout>()
  let closing = false
  let failedWhileClosing = false

  const fork = (): void => {
    const worker = cluster.fork()
    live.set(worker.id, worker)
  }

  // The rate limit is the service's: the workers' hits are counted here, once (src/rate-limit.ts).
  if (config.rateLimitPerMinute) cluster.on('message', countRateLimitsForWorkers())
  // A worker that changed the stored data (an edit, an import) says so: every other worker drops its caches.
  cluster.on('message', (from, message: unknown) => {
    if ((message as { type?: unknown } | null)?.type !== CATALOG_CHANGED) return
    for (const worker of live.values()) if (worker.id !== from.id && worker.isConnected()) worker.send({ type: CATALOG_CHANGED })
  })

  cluster.on('listening', (worker, address) => {
    log.info({ worker: worker.process.pid, port: address.port }, 'worker listening')
  })

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker.id)
    if (closing) {
      if (code !== 0) failedWhileClosing = true
      if (live.size === 0) {
        log.info({ exitCode: failedWhileClosing ? 1 : 0 }, 'every worker closed')
        process.exit(failedWhileClosing ? 1 : 0)
      }
      return
    }
    const now = Date.now()
    recentExits.push(now)
    while (recentExits.length > 0 && now - recentExits[0]! > CRASH_WINDOW_MS) recentExits.shift()
    const delay = Math.min(maxRestartDelayMs, restartDelayMs * 2 ** (recentExits.length - 1))
    log.warn({ worker: worker.process.pid, code, signal, restartInMs: delay, exitsLastMinute: recentExits.length }, 'worker exited; replacing it')
    const timer = setTimeout(() => {
      pendingForks.delete(timer)
      if (!closing) fork()
    }, delay)
    pendingForks.add(timer)
  })

  const close = (signal: NodeJS.Signals): void => {
    if (closing) {
      log.error({ signal }, `second ${signal}: killing the workers`)
      for (const worker of live.values()) worker.process.kill('SIGKILL')
      process.exit(1)
    }
    closing = true
    log.info({ signal, workers: live.size }, 'closing: every worker finishes its requests')
    for (const timer of pendingForks) clearTimeout(timer)
    pendingForks.clear()
    if (live.size === 0) process.exit(0)
    for (const worker of live.values()) worker.process.kill('SIGTERM')
    setTimeout(() => {
      log.error({ workers: [...live.values()].map((w) => w.process.pid) }, 'workers still closing past their close timer: killed')
      for (const worker of live.values()) worker.process.kill('SIGKILL')
      process.exit(1)
    }, options.workerCloseDelayMs + KILL_MARGIN_MS).unref()
  }
  process.on('SIGTERM', close)
  process.on('SIGINT', close)

  log.info({ workers: config.workers }, 'starting the workers')
  for (let i = 0; i < config.workers; i++) fork()
}
