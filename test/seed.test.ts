import t from 'tap'
import { curatedSeed, seedContent, seedIsCurrent } from '../src/catalog/seed.js'
import { bumpDataVersion } from '../src/catalog/change-log.js'
import { testDatabase } from './helpers/database.js'

const CURATED_CONTENT = curatedSeed()

t.test('the curated content seeds idempotently', async (t) => {
  const db = await testDatabase(t)
  const first = await seedContent(db.prisma)
  t.same(first, { references: CURATED_CONTENT.references.length, rulings: CURATED_CONTENT.rulings.length, cards: CURATED_CONTENT.cards.length })
  const snapshot = async () => ({
    cards: await db.sql.query('SELECT id, updated_at, curated_behaviours FROM card ORDER BY id'),
    rulings: await db.sql.query('SELECT id, updated_at, text, superseded_by_id FROM ruling ORDER BY id'),
    links: await db.sql.query('SELECT * FROM ruling_reference ORDER BY ruling_id, reference_id'),
    cardLinks: await db.sql.query('SELECT * FROM card_ruling ORDER BY ruling_id, card_id'),
    locales: await db.sql.query('SELECT * FROM card_locale ORDER BY card_id, lang'),
  })
  const before = await snapshot()
  await seedContent(db.prisma)
  t.same(await snapshot(), before, 'a second run changes nothing, updated_at included')

  t.test('a changed ruling is written, the rest left alone', async (t) => {
    const [ruling] = CURATED_CONTENT.rulings
    const changed = { ...ruling!, text: `${ruling!.text} (revised)`, references: ruling!.references.slice(0, 1) }
    await seedContent(db.prisma, { ...CURATED_CONTENT, rulings: [changed, ...CURATED_CONTENT.rulings.slice(1)] })
    const stored = await db.prisma.ruling.findUnique({ where: { id: ruling!.id }, include: { references: true } })
    t.match(stored?.text, /\(revised\)$/)
    t.equal(stored?.references.length, 1)
    const after = await snapshot()
    const untouched = (rows: Array<Record<string, unknown>>) => rows.filter((r) => r.id !== ruling!.id)
    t.same(untouched(after.rulings as Array<Record<string, unknown>>), untouched(before.rulings as Array<Record<string, unknown>>))
    t.same(after.cards, before.cards)
  })

  t.test('a seed that fails leaves nothing half-written', async (t) => {
    const count = await db.prisma.ruling.count()
    const broken = { ...CURATED_CONTENT.rulings[0]!, id: 'test-broken-ruling', cards: ['No Such Curated Card'] }
    await t.rejects(seedContent(db.prisma, { ...CURATED_CONTENT, rulings: [...CURATED_CONTENT.rulings, broken] }), /No Such Curated Card/)
    t.equal(await db.prisma.ruling.count(), count)
    t.equal(await db.prisma.ruling.findUnique({ where: { id: 'test-broken-ruling' } }), null)
  })
})

t.test('a start may skip the seed only when the last change to the data was a seed of the same content', async (t) => {
  const empty = await testDatabase(t)
  t.notOk(await seedIsCurrent(empty.prisma, CURATED_CONTENT), 'never seeded')
  // A copy of the seeded template: seeded with this content by seedContent, nothing since (seeding
  // it again here would cost a whole seed; the first test above seeds from nothing).
  const db = await testDatabase(t, { seeded: true })
  t.ok(await seedIsCurrent(db.prisma, CURATED_CONTENT), 'seeded with this content, nothing since')
  const [ruling] = CURATED_CONTENT.rulings
  const changed = { ...CURATED_CONTENT, rulings: [{ ...ruling!, text: `${ruling!.text} (revised)` }, ...CURATED_CONTENT.rulings.slice(1)] }
  t.notOk(await seedIsCurrent(db.prisma, changed), 'the content files changed')
  await db.prisma.$transaction((tx) => bumpDataVersion(tx, 'edit'))
  t.notOk(await seedIsCurrent(db.prisma, CURATED_CONTENT), 'an editor changed something since')
  await seedContent(db.prisma, CURATED_CONTENT)
  t.notOk(await seedIsCurrent(db.prisma, CURATED_CONTENT), 'a seed of unchanged content after an edit leaves the edit the last change')
})
