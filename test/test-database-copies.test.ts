/**
 * The test databases: each test gets a copy of one template, migrated (and seeded when asked), and
 * what one test writes is never seen by another.
 */
import t from 'tap'
import { curatedContent } from '../src/content/index.js'
import { readMigrations } from '../src/db/migrate.js'
import { testDatabase } from './helpers/database.js'

t.test('a migrated copy holds every migration and no data; a seeded one the curated content', async (t) => {
  const migrated = await testDatabase(t)
  const applied = await migrated.sql.query<{ migration_name: string }>('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name')
  t.same(
    applied.map((row) => row.migration_name),
    (await readMigrations()).map((m) => m.name),
    'every migration, applied',
  )
  t.equal(await migrated.prisma.ruling.count(), 0, 'no ruling')
  t.equal(await migrated.prisma.card.count(), 0, 'no card')

  const seeded = await testDatabase(t, { seeded: true })
  const content = curatedContent()
  t.equal(await seeded.prisma.ruling.count(), content.rulings.length, 'every curated ruling')
  t.equal(await seeded.prisma.reference.count(), content.references.length, 'every reference')
  t.equal(await seeded.prisma.card.count({ where: { curated: true } }), content.cards.length, 'every curated card')
})

t.test('what one copy is given is not in the next', async (t) => {
  const first = await testDatabase(t, { seeded: true })
  const [ruling] = curatedContent().rulings
  await first.prisma.ruling.update({ where: { id: ruling!.id }, data: { text: 'Changed in the first copy.' } })
  const nicknames = await first.prisma.cardNickname.count()
  t.ok(nicknames > 0, 'the seed wrote nicknames')
  await first.prisma.cardNickname.deleteMany()
  const second = await testDatabase(t, { seeded: true })
  t.not((await second.prisma.ruling.findUnique({ where: { id: ruling!.id } }))?.text, 'Changed in the first copy.', 'the edit stays in its copy')
  t.equal(await second.prisma.cardNickname.count(), nicknames, 'what the first copy deleted is there')
})
