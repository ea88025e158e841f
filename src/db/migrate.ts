/**
 * Applies prisma/migrations/<name>/migration.sql in order and records them in
 * `_prisma_migrations` exactly as Prisma Migrate does (same table, sha256 checksums), so a
 * machine with the native Prisma CLI can run `prisma migrate deploy/status` on the same
 * database. The service runs this itself at start: the CLI cannot download its engine offline.
 */
import { createHash, randomUUID } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { MIGRATIONS_DIR } from '../paths.js'
import type { SqlRunner } from './sql.js'

export { MIGRATIONS_DIR }

// Any fixed key: serialises concurrent migrators on one PostgreSQL server (as Prisma does).
const ADVISORY_LOCK_KEY = 72707369

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`

export interface Migration {
  name: string
  sql: string
  checksum: string
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(dir, name, 'migration.sql'), 'utf8')
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') }
    }),
  )
}

export class MigrationError extends Error {
  override name = 'MigrationError'
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(db: SqlRunner, options: { dir?: string; lock?: boolean } = {}): Promise<string[]> {
  const migrations = await readMigrations(options.dir)
  const useLock = options.lock ?? true
  if (useLock) await db.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY])
  try {
    await db.exec(CREATE_MIGRATIONS_TABLE)
    const rows = await db.query<{ migration_name: string; checksum: string; finished_at: unknown; rolled_back_at: unknown }>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"',
    )
    const applied = new Map(rows.filter((r) => r.rolled_back_at == null).map((r) => [r.migration_name, r]))
    const done: string[] = []
    for (const migration of migrations) {
      const record = applied.get(migration.name)
      if (record) {
        if (record.finished_at == null) {
          throw new MigrationError(`migration ${migration.name} failed earlier and was never finished; repair the database, then mark it rolled back`)
        }
        if (record.checksum !== migration.checksum) {
          throw new MigrationError(`migration ${migration.name} was changed after it was applied (checksum differs)`)
        }
        continue
      }
      await db.transaction(async (tx) => {
        const id = randomUUID()
        await tx.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)',
          [id, migration.checksum, migration.name],
        )
        await tx.exec(migration.sql)
        await tx.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id])
      })
      done.push(migration.name)
    }
    return done
  } finally {
    if (useLock) await db.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY])
  }
}
