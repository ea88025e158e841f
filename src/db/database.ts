/**
 * Opens the database the service runs on: the PostgreSQL server named by a connection string,
 * or an embedded PostgreSQL (PGlite, WebAssembly, in-process) kept in a local directory or in
 * memory. Both give the same generated Prisma client and a raw SqlRunner for migrations.
 */
import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import pg from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PrismaPGlite } from 'pglite-prisma-adapter'
import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '../generated/prisma/client.js'
import type { SqlRunner } from './sql.js'
import { migrate } from './migrate.js'
import { isDatabaseUnavailable } from './unavailable.js'
import { lockDataDirectory, type DirectoryLock } from './dir-lock.js'
import { SerialClient } from './serial-client.js'

export type DatabaseKind = 'postgres' | 'pglite'

export interface Database {
  kind: DatabaseKind
  /** Where the data lives, for logs: a connection string without password, a directory, or 'memory'. */
  location: string
  /** PostgreSQL: the connection string (for a connection of its own, the change listener's). */
  url?: string
  prisma: PrismaClient
  sql: SqlRunner
  /**
   * The same database without the service's statement deadline, for imports (a batch of cards
   * may take longer than a request's statement should): on PostgreSQL a pool of one connection
   * opened when first used; otherwise `sql` itself.
   */
  bulk: SqlRunner
  /** The embedded database only: an image of its data directory, to open copies of it from (`image`). */
  dumpImage?(): Promise<Blob>
  close(): Promise<void>
}

export type DatabaseOptions =
  | {
      kind: 'postgres'
      url: string
      poolSize?: number
      /**
       * A deadline for every statement (server-side statement_timeout) and for its answer (the
       * client's own timer, for a network that goes silent): past it the query fails as the
       * database being unavailable, a 503. Unset or 0: no deadline (imports, migrations).
       */
      queryTimeoutMs?: number
    }
  | {
      kind: 'pglite'
      dataDir: string | null
      /**
       * A data directory's image (PGlite's dumpDataDir) to start from instead of an empty cluster:
       * the tests open a migrated, seeded database this way in a fraction of the time.
       */
      image?: Blob
      /**
       * Server settings for this instance (`-c name=value` at its start, after PGlite's own): the
       * tests start theirs with fewer shared buffers and connection slots, which PGlite otherwise
       * allocates and clears at every start.
       */
      settings?: Readonly<Record<string, string>>
      /**
       * Arguments for initdb when the cluster is made (no data directory, or an empty one): the
       * tests make their template with 1 MB WAL segments, so that every copy opened from its image
       * unpacks a 1 MB segment instead of 16 MB.
       */
      initdbArgs?: readonly string[]
    }

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize, options.queryTimeoutMs) : openPglite(options)
}

/** Opens and migrates (pending migrations are applied on every open). */
export async function openMigratedDatabase(options: DatabaseOptions): Promise<{ db: Database; applied: string[] }> {
  const db = await openDatabase(options)
  try {
    const applied = await migrate(db.sql)
    return { db, applied }
  } catch (error) {
    await db.close()
    throw error
  }
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'postgres'
  }
}

const CONNECT_TIMEOUT_MS = 3_000
/** The client's timer runs a little past the server's, so a live server reports its own timeout. */
const CLIENT_TIMER_MARGIN_MS = 500

async function openPostgres(url: string, poolSize = 10, queryTimeoutMs = 0): Promise<Database> {
  // A server that does not answer fails a request after a few seconds instead of holding it forever;
  // keep-alive probes find a peer that vanished under an idle connection.
  const deadlines = queryTimeoutMs > 0 ? { statement_timeout: queryTimeoutMs, query_timeout: queryTimeoutMs + CLIENT_TIMER_MARGIN_MS } : {}
  // Each connection runs the queries it is given one after the other (src/db/serial-client.ts).
  const pool = new pg.Pool({ Client: SerialClient, connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, ...deadlines })
  // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE ... FORCE)
  // is an 'error' on the pool; unheard, it would crash the process. The pool drops that client
  // and opens a new one on the next query, so there is nothing more to do here.
  let closing = false
  pool.on('error', (error) => {
    if (!closing) process.emitWarning(`PostgreSQL connection lost: ${error.message}`)
  })
  const disconnected = trackDisconnects(pool)
  // Fail fast with a clear message when the server is not there.
  const probe = await pool.connect()
  probe.release()
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) })
  const sql = pgRunner(pool)
  let bulkPool: { pool: pg.Pool; disconnected: () => Promise<void> } | undefined
  const bulkRunner = (): SqlRunner => {
    if (!bulkPool) {
      const pool = new pg.Pool({ Client: SerialClient, connectionString: url, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true })
      pool.on('error', (error) => {
        if (!closing) process.emitWarning(`PostgreSQL connection lost: ${error.message}`)
      })
      bulkPool = { pool, disconnected: trackDisconnects(pool) }
    }
    return pgRunner(bulkPool.pool)
  }
  const bulk: SqlRunner =
    queryTimeoutMs > 0
      ? {
          query: (text, params) => bulkRunner().query(text, params),
          exec: (script) => bulkRunner().exec(script),
          transaction: (fn) => bulkRunner().transaction(fn),
          close: async () => {},
        }
      : sql
  return {
    kind: 'postgres',
    location: redactUrl(url),
    url,
    prisma,
    sql,
    bulk,
    async close() {
      closing = true
      await prisma.$disconnect()
      await pool.end().catch(() => {})
      await bulkPool?.pool.end().catch(() => {})
      // pool.end() resolves once the clients are told to end, not once they have: wait for them, so
      // that whoever drops the database next finds no session of ours still open.
      await disconnected()
      await bulkPool?.disconnected()
    },
  }
}

/** A function resolving once every connection the pool opened has closed. */
function trackDisconnects(pool: pg.Pool): () => Promise<void> {
  let open = 0
  const waiters: Array<() => void> = []
  pool.on('connect', (client) => {
    open++
    client.once('end', () => {
      open--
      if (open === 0) for (const wake of waiters.splice(0)) wake()
    })
  })
  return () => (open === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)))
}

function pgRunner(pool: pg.Pool): SqlRunner {
  const onClient = (client: pg.PoolClient): SqlRunner => ({
    async query(text, params) {
      return (await client.query(text, params as unknown[])).rows
    },
    async exec(script) {
      await client.query(script)
    },
    async transaction(fn) {
      await client.query('BEGIN')
      try {
        const result = await fn(onClient(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      }
    },
    async close() {},
  })
  return {
    async query(text, params) {
      return (await pool.query(text, params as unknown[])).rows
    },
    async exec(script) {
      await pool.query(script)
    },
    async transaction(fn) {
      const client = await pool.connect()
      // A connection that timed out or broke in the transaction may still owe answers to what it
      // sent (a stall that ends quietly): it is destroyed, not handed to the next query.
      let broken: Error | undefined
      try {
        return await onClient(client).transaction(fn)
      } catch (error) {
        if (isDatabaseUnavailable(error)) broken = error as Error
        throw error
      } finally {
        client.release(broken)
      }
    },
    async close() {
      await pool.end()
    },
  }
}

async function openPglite({ dataDir, image, settings, initdbArgs }: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<Database> {
  let lock: DirectoryLock | undefined
  if (dataDir) {
    await mkdir(dirname(dataDir), { recursive: true })
    lock = lockDataDirectory(dataDir, (message) => process.emitWarning(message, 'DataDirectoryLock'))
    await mkdir(dataDir, { recursive: true })
  }
  // pg_trgm backs the name search's trigram indexes, as on a PostgreSQL server.
  const startParams = settings ? [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])] : undefined
  const lite = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(image ? { loadDataDir: image } : {}), ...(startParams ? { startParams } : {}), ...(initdbArgs ? { initDbStartParams: [...initdbArgs] } : {}), extensions: { pg_trgm } })
  try {
    await lite.waitReady
  } catch (error) {
    lock?.release()
    throw error
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(lite) })
  const sql = pgliteRunner(lite)
  return {
    kind: 'pglite',
    location: dataDir ?? 'memory',
    prisma,
    sql,
    bulk: sql,
    // Checkpointed first: an instance opened from the image then has no WAL to replay (about a fifth
    // less CPU to open, measured on the seeded test template).
    dumpImage: async () => {
      await lite.exec('CHECKPOINT')
      return lite.dumpDataDir('none')
    },
    async close() {
      await prisma.$disconnect()
      if (!lite.closed) await lite.close()
      lock?.release()
    },
  }
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'>

function pgliteRunner(lite: PGlite): SqlRunner {
  const on = (conn: PgliteLike, inTransaction: boolean): SqlRunner => ({
    async query<T>(text: string, params?: unknown[]) {
      return (await conn.query<T>(text, params)).rows
    },
    async exec(script) {
      // PGlite's exec is awaited here, so a failing statement rejects this call (not an
      // unhandled rejection) and the surrounding transaction rolls back.
      await conn.exec(script)
    },
    async transaction(fn) {
      if (inTransaction) return fn(on(conn, true))
      return lite.transaction((tx) => fn(on(tx, true)))
    },
    async close() {},
  })
  return {
    ...on(lite, false),
    async close() {
      if (!lite.closed) await lite.close()
    },
  }
}
