import t from 'tap'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { importYamlYugi } from '../src/catalog/importer.js'
import { analyseStoredCards } from '../src/catalog/analyse.js'
import { CatalogRepository } from '../src/catalog/repository.js'
import { testDatabase } from './helpers/database.js'

const LYLA = {
  konami_id: 7592,
  password: 22624373,
  name: { en: 'Lyla, Lightsworn Sorceress', ja: 'ライトロード・マジシャン ライラ', de: 'Lyla, Lichtverpflichtete Zauberin' },
  text: { en: 'Once per turn, during your End Phase: Send the top 3 cards of your Deck to the GY.' },
  card_type: 'Monster',
  monster_type_line: 'Spellcaster / Effect',
  attribute: 'LIGHT',
  level: 4,
  atk: 1700,
  def: 200,
}

function synthetic(n: number) {
  return {
    konami_id: 900000 + n,
    password: 90000000 + n,
    name: { en: `Test Card Number ${n}`, ja: `<ruby>試験<rt>しけん</rt></ruby>カード${n}`, fr: null },
    text: { en: n % 2 ? 'During your End Phase: Destroy this card.' : 'A plain card.' },
    card_type: n % 3 === 0 ? 'Spell' : 'Monster',
    property: n % 3 === 0 ? 'Normal' : undefined,
    atk: n % 3 === 0 ? undefined : '?',
    level: n % 3 === 0 ? undefined : 4,
  }
}

async function writeFixture(dir: string, name: string, content: string, gzip: boolean) {
  const path = join(dir, name)
  await writeFile(path, gzip ? gzipSync(content) : content)
  return path
}

t.test('yaml-yugi import', async (t) => {
  const db = await testDatabase(t, { seeded: true })
  const dir = await mkdtemp(join(tmpdir(), 'rulings-import-'))
  const records = [LYLA, ...Array.from({ length: 30 }, (_, i) => synthetic(i + 1))]
  const good = await writeFixture(dir, 'cards.json.gz', JSON.stringify(records), true)
  const curatedBefore = await db.prisma.card.findUnique({ where: { password: 22624373 } })
  t.ok(curatedBefore?.curatedBehaviours, 'Lyla has curated behaviours from the seed')

  const first = await importYamlYugi(db.sql, good, { batchSize: 7 })
  t.equal(first.read, 31)
  t.equal(first.inserted, 30, 'the synthetic cards are new')
  t.equal(first.updated, 1, 'Lyla gains the imported text')
  t.same(first.malformed, [])

  t.test('a re-run changes nothing', async (t) => {
    const before = await db.sql.query<{ n: string; max: Date }>('SELECT count(*) AS n, max(updated_at) AS max FROM card')
    const again = await importYamlYugi(db.sql, good, { batchSize: 7 })
    t.same({ inserted: again.inserted, updated: again.updated, unchanged: again.unchanged }, { inserted: 0, updated: 0, unchanged: 31 })
    const after = await db.sql.query<{ n: string; max: Date }>('SELECT count(*) AS n, max(updated_at) AS max FROM card')
    t.same(after, before)
  })

  t.test('curated data survives, imported data is searchable', async (t) => {
    const lyla = await db.prisma.card.findUnique({ where: { password: 22624373 }, include: { locales: true } })
    t.same(lyla?.curatedBehaviours, curatedBefore?.curatedBehaviours)
    t.ok(lyla?.curated)
    t.match(lyla?.locales.find((l) => l.lang === 'en')?.text, /End Phase/)
    t.ok(lyla?.locales.some((l) => l.lang === 'de'), 'other languages are stored')
    const repo = new CatalogRepository(db.prisma)
    const found = await repo.searchCards({ q: 'しけんカード1', limit: 5 })
    t.ok(found.items.length > 0, 'the furigana reading finds the card')
    t.equal(found.items[0]?.names.ja, '試験カード1')
    const byKonami = await repo.findCard(900001)
    t.equal(byKonami?.name, 'Test Card Number 1')
    t.equal(byKonami?.atk, null, '"?" ATK is stored as unknown')
    t.equal(byKonami?.behaviourSource, 'text')
    t.match(byKonami?.behaviours, [{ phase: 'end', source: 'text' }])
  })

  t.test('malformed records are reported with their position and skipped', async (t) => {
    const text = `[${JSON.stringify(synthetic(40))}, {"konami_id": 1, "card_type": "Monster"}, {not json}, ${JSON.stringify({ ...synthetic(41), card_type: 'Skill' })}, ${JSON.stringify(synthetic(42))}]`
    const path = await writeFixture(dir, 'mixed.json', text, false)
    const summary = await importYamlYugi(db.sql, path)
    t.equal(summary.read, 5)
    t.equal(summary.inserted, 2)
    t.same(summary.malformed.map((m) => m.index), [1, 2, 3])
    t.match(summary.malformed[0]?.reason, /name\.en/)
    t.match(summary.malformed[1]?.reason, /invalid JSON/)
    t.match(summary.malformed[2]?.reason, /card_type/)
  })

  t.test('records the database would refuse are skipped with their index, not the whole import', async (t) => {
    const records = [
      synthetic(50),
      { ...synthetic(51), password: 3_000_000_000 },
      { ...synthetic(52), name: { en: 'Nul\u0000Card' } },
      { ...synthetic(53), password: synthetic(50).password },
      { ...synthetic(54), atk: -5 },
      { ...synthetic(55), text: { en: 'bell\u0007' } },
      synthetic(56),
      { ...synthetic(57), name: { en: 'N'.repeat(1001) } },
      { ...synthetic(58), text: { en: 'T'.repeat(20_001) } },
      { ...synthetic(59), text: { en: 'T'.repeat(20_000) }, monster_type_line: 'M'.repeat(1001) },
      { ...synthetic(65), text: { en: 'T'.repeat(20_000) } },
    ]
    const path = await writeFixture(dir, 'hostile.json', JSON.stringify(records), false)
    const summary = await importYamlYugi(db.sql, path)
    t.equal(summary.read, 11)
    t.equal(summary.inserted, 3, 'the three good records land (the last one a text of the longest length allowed)')
    t.same(summary.malformed.map((m) => m.index), [1, 2, 3, 4, 5, 7, 8, 9])
    t.match(summary.malformed[0]?.reason, /password 3000000000 is out of range/)
    t.match(summary.malformed[1]?.reason, /name\.en contains a control character \(U\+0000\)/)
    t.match(summary.malformed[2]?.reason, new RegExp(`password ${synthetic(50).password} is already the password of record #0`))
    t.match(summary.malformed[3]?.reason, /atk -5 is out of range/)
    t.match(summary.malformed[4]?.reason, /text\.en contains a control character \(U\+0007\)/)
    t.match(summary.malformed[5]?.reason, /name\.en is 1001 characters long, over the limit of 1000/)
    t.match(summary.malformed[6]?.reason, /text\.en is 20001 characters long, over the limit of 20000/)
    t.match(summary.malformed[7]?.reason, /monster_type_line is 1001 characters long, over the limit of 1000/)
  })

  t.test('two imports at once: the second is told so and writes nothing', async (t) => {
    const path = await writeFixture(dir, 'busy.json', JSON.stringify([synthetic(70)]), false)
    // Another import holds the lock: a transaction of its own on another connection (PostgreSQL),
    // or the one connection of the embedded database already inside it.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let holding!: () => void
    const isHolding = new Promise<void>((resolve) => (holding = resolve))
    const other = db.sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [0x5947_4f49])
      holding()
      await held
    })
    await isHolding
    if (db.kind === 'postgres') {
      await t.rejects(importYamlYugi(db.sql, path), { name: 'ImportBusyError', message: /another import into this database is running/ })
    }
    release()
    await other
    const after = await importYamlYugi(db.sql, path)
    t.equal(after.inserted, 1, 'once the other has finished, the import runs')
  })

  t.test('alternate artworks and cards known only by their Yugipedia page', async (t) => {
    const alternate = { ...LYLA, password: 22624374 }
    const unreleased = { ...synthetic(60), konami_id: null, password: null, yugipedia_page_id: 1187488 }
    const clash = { ...synthetic(61), konami_id: 7592 } // same Konami id as Lyla, another name
    const path = await writeFixture(dir, 'alternates.json', JSON.stringify([LYLA, alternate, unreleased, clash]), false)
    const summary = await importYamlYugi(db.sql, path)
    t.equal(summary.inserted, 1, 'the Yugipedia-only card is new')
    t.equal(summary.updated, 1, "Lyla gains her alternate artwork's password")
    t.same(summary.malformed.map((m) => m.index), [3])
    t.match(summary.malformed[0]?.reason, /konami_id 7592/)
    const repo = new CatalogRepository(db.prisma)
    t.equal((await repo.findCard(22624374))?.names.en, 'Lyla, Lightsworn Sorceress', 'the alternate password finds the card')
    t.same((await repo.findCard(22624373))?.altPasswords, [22624374])
    t.equal((await repo.searchCards({ q: 'Test Card Number 60', limit: 1 })).items[0]?.yugipediaPageId, 1187488)
    const again = await importYamlYugi(db.sql, path)
    t.same({ inserted: again.inserted, updated: again.updated }, { inserted: 0, updated: 0 }, 'a re-run changes nothing')
  })

  t.test('a broken stream imports nothing', async (t) => {
    const count = await db.prisma.card.count()
    const truncated = JSON.stringify([synthetic(50), synthetic(51)]).slice(0, -40)
    const path = await writeFixture(dir, 'truncated.json.gz', truncated, true)
    await t.rejects(importYamlYugi(db.sql, path), /ends inside the array/)
    t.equal(await db.prisma.card.count(), count, 'no half import')
    const notArray = await writeFixture(dir, 'object.json', '{"cards": []}', false)
    await t.rejects(importYamlYugi(db.sql, notArray), /expected a JSON array/)
  })

  t.test('a stream already open, and the bounds for input from elsewhere: past one, nothing is written', async (t) => {
    const count = await db.prisma.card.count()
    const opened = (text: string, gzip = false) => ({ stream: Readable.from([gzip ? gzipSync(text) : Buffer.from(text)]), totalBytes: null })
    const progress: number[] = []
    const fromStream = await importYamlYugi(db.sql, opened(JSON.stringify([synthetic(1), synthetic(2)]), true), { onProgress: (p) => progress.push(p.read), progressIntervalMs: 0 })
    t.same({ read: fromStream.read, unchanged: fromStream.unchanged }, { read: 2, unchanged: 2 }, 'an opened (gzipped) stream imports as a file does')
    t.ok(progress.length > 0 && progress.at(-1) === 2, 'progress as records are read')

    const bad = JSON.stringify([{ name: 'x' }, { name: 'y' }, { name: 'z' }])
    const listed = await importYamlYugi(db.sql, opened(bad), { limits: { listMalformed: 1 } })
    t.same({ listed: listed.malformed.length, counted: listed.malformedCount }, { listed: 1, counted: 3 }, 'malformed records: the first listed, all counted')
    await t.rejects(importYamlYugi(db.sql, opened(JSON.stringify([synthetic(80)])), { limits: { maxRecordChars: 50 } }), { name: 'JsonStreamError', message: /element #0 at offset 1 is longer than 50 characters/ })
    await t.rejects(importYamlYugi(db.sql, opened(JSON.stringify([synthetic(80)]), true), { limits: { maxChars: 100 } }), { name: 'ImportTooLargeError' })
    const stop = new AbortController()
    stop.abort(new Error('stopped'))
    await t.rejects(importYamlYugi(db.sql, opened(JSON.stringify([synthetic(81)])), { signal: stop.signal }), /stopped/)
    t.equal(await db.prisma.card.count(), count, 'none of them wrote a card')
  })

  t.test('analyse re-reads stored texts and keeps curated behaviours', async (t) => {
    await db.sql.query("UPDATE card SET text_behaviours = NULL WHERE konami_id = 900001")
    const summary = await analyseStoredCards(db.sql)
    t.equal(summary.cards, await db.prisma.card.count())
    t.ok(summary.changed >= 1)
    const again = await analyseStoredCards(db.sql)
    t.equal(again.changed, 0, 'a second run changes nothing')
    const lyla = await db.prisma.card.findUnique({ where: { password: 22624373 } })
    t.same(lyla?.curatedBehaviours, curatedBefore?.curatedBehaviours)
  })
})
