/** Opens the database the configuration names (a server, or the embedded default) and migrates it. */
import type { AppConfig } from '../config.js'
import { openMigratedDatabase, type Database } from './database.js'

export async function openConfiguredDatabase(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>): Promise<{ db: Database; applied: string[] }> {
  return openMigratedDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.pgliteDir },
  )
}
