import t from 'tap'
import { createHash } from 'node:crypto'
import { mkdtemp, mkdir, writeFile, cp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrate, MIGRATIONS_DIR, MigrationError, readMigrations } from '../src/db/migrate.js'
import { diffMigrationsToSchema } from '../src/db/schema-engine.js'
import { testDatabase } from './helpers/database.js'

t.test('migrations are applied once and recorded as Prisma does', async (t) => {
  const db = await testDatabase(t) // already migrated once
  t.same(await migrate(db.sql), [], 'nothing pending on a migrated database')
  const rows = await db.sql.query<{ migration_name: string; checksum: string; finished_at: unknown; applied_steps_count: number }>(
    'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
  )
  const onDisk = await readMigrations()
  t.same(rows.map((r) => r.migration_name), onDisk.map((m) => m.name))
  for (const [i, m] of onDisk.entries()) {
    t.equal(rows[i]?.checksum, createHash('sha256').update(m.sql).digest('hex'))
    t.ok(rows[i]?.finished_at)
    t.equal(rows[i]?.applied_steps_count, 1)
  }
})

t.test('a changed migration and a failing migration are refused', async (t) => {
  const db = await testDatabase(t)
  const dir = await mkdtemp(join(tmpdir(), 'rulings-migrations-'))
  await cp(MIGRATIONS_DIR, dir, { recursive: true })
  const [first] = await readMigrations(dir)
  await writeFile(join(dir, first!.name, 'migration.sql'), `${first!.sql}\n-- edited`)
  await t.rejects(migrate(db.sql, { dir }), MigrationError)

  const dir2 = await mkdtemp(join(tmpdir(), 'rulings-migrations-'))
  await cp(MIGRATIONS_DIR, dir2, { recursive: true })
  await mkdir(join(dir2, '99990101000000_broken'))
  await writeFile(join(dir2, '99990101000000_broken', 'migration.sql'), 'CREATE TABLE broken_one (id int);\nSELECT no_such_function();')
  await t.rejects(migrate(db.sql, { dir: dir2 }))
  const tables = await db.sql.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'broken_one'")
  t.same(tables, [], 'the failing migration rolled back whole')
  const recorded = await db.sql.query("SELECT 1 FROM \"_prisma_migrations\" WHERE migration_name = '99990101000000_broken'")
  t.same(recorded, [], 'and is not recorded')
})

t.test('the migrations produce exactly what schema.prisma describes', async (t) => {
  const diff = await diffMigrationsToSchema()
  t.equal(diff, '', diff)
})
