/** Opens the database the configuration names (a server, or the embedded default) and migrates it. */
import type { AppConfig } from '../config.js'
import { openMigratedDatabase, type Database } from './database.js'
import { DataDirectoryLockedError } from './dir-lock.js'

export async function openConfiguredDatabase(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>): Promise<{ db: Database; applied: string[] }> {
  return openMigratedDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.pgliteDir },
  )
}

/**
 * For the scripts and the server: a data directory held by another process ends this one at once
 * with the holder named (exit 1), not a stack trace.
 */
export async function openConfiguredDatabaseOrExit(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>): Promise<{ db: Database; applied: string[] }> {
  try {
    return await openConfiguredDatabase(config)
  } catch (error) {
    if (!(error instanceof DataDirectoryLockedError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
