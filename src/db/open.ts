/** Opens the database the configuration names (a server, or the embedded default) and migrates it. */
import type { AppConfig } from '../config.js'
import { openDatabase, openMigratedDatabase, type Database } from './database.js'
import { DataDirectoryLockedError } from './dir-lock.js'
import { isDatabaseUnavailable } from './unavailable.js'

/** `queryTimeoutMs`: the service's per-statement deadline; scripts (imports, migrations) run without one. */
export async function openConfiguredDatabase(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>, queryTimeoutMs = 0): Promise<{ db: Database; applied: string[] }> {
  return openMigratedDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, queryTimeoutMs } : { kind: 'pglite', dataDir: config.pgliteDir },
  )
}

/**
 * For the scripts and the server: a database that cannot be opened ends this one at once with one
 * line saying why and what to do (exit 1), not a stack trace: a data directory held by another
 * process (its holder named), a DATABASE_URL naming a database that does not exist, a server that
 * refuses the login or cannot be reached.
 */
export async function openConfiguredDatabaseOrExit(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>, queryTimeoutMs = 0): Promise<{ db: Database; applied: string[] }> {
  try {
    return await openConfiguredDatabase(config, queryTimeoutMs)
  } catch (error) {
    const message = error instanceof DataDirectoryLockedError ? error.message : config.databaseUrl ? cannotOpen(config.databaseUrl, error) : null
    if (message === null) throw error
    console.error(message)
    process.exit(1)
  }
}

/** The read replica DATABASE_READ_URL names (not migrated: it replays the primary), or exit 1 with one line why. */
export async function openReadReplicaOrExit(url: string, queryTimeoutMs = 0): Promise<Database> {
  try {
    return await openDatabase({ kind: 'postgres', url, queryTimeoutMs })
  } catch (error) {
    const message = cannotOpen(url, error)
    if (message === null) throw error
    console.error(message.replace(/DATABASE_URL/g, 'DATABASE_READ_URL'))
    process.exit(1)
  }
}

/** One line for a PostgreSQL server that would not let us in, or null for any other failure (thrown as it is). */
export function cannotOpen(databaseUrl: string, error: unknown): string | null {
  let where: URL | null = null
  try {
    where = new URL(databaseUrl)
  } catch {
    return `DATABASE_URL is not a URL (postgresql://user@host:5432/database): ${(error as Error)?.message ?? String(error)}`
  }
  const database = decodeURIComponent(where.pathname.replace(/^\//, '')) || where.username || 'postgres'
  const server = `${where.hostname || 'localhost'}:${where.port || '5432'}`
  const code = pgCode(error)
  if (code === '3D000') {
    return `DATABASE_URL names the database "${database}", which does not exist on the PostgreSQL server at ${server}: create it (createdb ${database}, or CREATE DATABASE "${database}") or name another one; the service makes its tables itself`
  }
  if (code === '28P01' || code === '28000') {
    return `the PostgreSQL server at ${server} refused the login of user "${decodeURIComponent(where.username) || '(none)'}" (${(error as Error)?.message ?? code}): check the user and password in DATABASE_URL`
  }
  if (isDatabaseUnavailable(error)) {
    return `cannot reach the PostgreSQL server that DATABASE_URL names (${server}): ${(error as Error)?.message || (error as { code?: string })?.code || 'no answer'}. Is it running, and is the host and port right?`
  }
  return null
}

/** The SQLSTATE of a pg error, or of one wrapped inside another (Prisma's adapter, an AggregateError). */
function pgCode(error: unknown, depth = 0): string | undefined {
  if (depth > 5 || error === null || typeof error !== 'object') return undefined
  const e = error as { code?: unknown; cause?: unknown; errors?: unknown }
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code
  return pgCode(e.cause, depth + 1) ?? (Array.isArray(e.errors) ? e.errors.map((inner) => pgCode(inner, depth + 1)).find(Boolean) : undefined)
}
