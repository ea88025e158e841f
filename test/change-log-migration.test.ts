/**
 * A database made before the change log was one table keeps every ruling's history: the migration
 * moves ruling_history into edit_history, each ruling's changes in their order, beside the other
 * entities' changes, and a ruling's history is then read from there.
 */
import t from 'tap'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../src/db/database.js'
import { migrate, MIGRATIONS_DIR, readMigrations } from '../src/db/migrate.js'
import { editHistory } from '../src/catalog/change-log.js'

t.test('ruling_history moves into the one change log, in order', async (t) => {
  const db = await openDatabase({ kind: 'pglite', dataDir: null })
  t.teardown(() => db.close())
  const all = await readMigrations()
  const unified = all.findIndex((m) => m.name.endsWith('_unified_change_log'))
  t.ok(unified > 0, 'the migration exists')
  const dir = await mkdtemp(join(tmpdir(), 'rulings-migrations-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  await cp(MIGRATIONS_DIR, dir, { recursive: true })
  for (const later of all.slice(unified)) await rm(join(dir, later.name), { recursive: true })
  await migrate(db.sql, { dir })

  await db.sql.query(`INSERT INTO edit_history (entity, entity_id, version, action, changed_by, after) VALUES ('reference', 'ref-a', 1, 'create', 'alice', '{"id":"ref-a"}')`)
  const rows: Array<[string, number, string, string | null, string | null]> = [
    ['ruling-one', 1, 'create', null, '{"text":"first"}'],
    ['ruling-two', 1, 'create', null, '{"text":"other"}'],
    ['ruling-one', 2, 'update', '{"text":"first"}', '{"text":"second"}'],
    ['ruling-one', 0, 'delete', '{"text":"second"}', null],
  ]
  for (const [id, version, action, before, after] of rows) {
    await db.sql.query('INSERT INTO ruling_history (ruling_id, version, action, changed_by, before, after) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)', [id, version, action, 'bob', before, after])
  }

  await migrate(db.sql)
  t.same((await db.sql.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'ruling_history'")).length, 0, 'the old table is gone')
  const history = await editHistory<{ text: string }>(db.prisma, 'ruling', 'ruling-one')
  t.same(
    history.map((h) => [h.version, h.action, h.changedBy, h.before?.text ?? null, h.after?.text ?? null]),
    [
      [1, 'create', 'bob', null, 'first'],
      [2, 'update', 'bob', 'first', 'second'],
      [0, 'delete', 'bob', 'second', null],
    ],
  )
  t.equal((await editHistory(db.prisma, 'ruling', 'ruling-two')).length, 1)
  t.equal((await editHistory(db.prisma, 'reference', 'ref-a')).length, 1, 'the other entities\' changes stay')
})
