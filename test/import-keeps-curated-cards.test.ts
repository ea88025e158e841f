/**
 * An import never changes a curated card (one seeded from content/, or one whose behaviours an
 * editor set): a record that clashes with one by password, Konami id or English name is skipped,
 * with its position and the reason, and a record that is the curated card itself changes none of
 * what curation holds (its print, its names and texts, its behaviours).
 */
import t from 'tap'
import { Readable } from 'node:stream'
import { importYamlYugi } from '../src/catalog/importer.js'
import { CatalogRepository } from '../src/catalog/repository.js'
import type { SqlRunner } from '../src/db/sql.js'
import { testDatabase } from './helpers/database.js'

const LYLA = { konamiId: 7592, password: 22624373, name: 'Lyla, Lightsworn Sorceress' }

const opened = (records: unknown[]) => ({ stream: Readable.from([Buffer.from(JSON.stringify(records))]), totalBytes: null })

function synthetic(n: number) {
  return {
    konami_id: 930000 + n,
    password: 93000000 + n,
    name: { en: `Curation Test Card ${n}` },
    text: { en: 'A plain card.' },
    card_type: 'Monster',
    monster_type_line: 'Warrior / Effect',
    attribute: 'EARTH',
    level: 4,
    atk: 1000,
    def: 1000,
  }
}

/** Every curated card as stored: its row (what the import may not fill aside), its names and texts. */
async function curatedState(sql: SqlRunner) {
  const cards = await sql.query(
    `SELECT id, konami_id, password, card_type, property, monster_type_line, attribute, level, rank, atk, def,
            curated, curated_behaviours, behaviours_version
     FROM card WHERE curated OR curated_behaviours IS NOT NULL ORDER BY id`,
  )
  const locales = await sql.query(
    `SELECT l.card_id, l.lang, l.name, l.reading, l.text, l.pendulum_text, l.search_name, l.search_reading
     FROM card_locale l JOIN card c ON c.id = l.card_id WHERE c.curated OR c.curated_behaviours IS NOT NULL ORDER BY l.card_id, l.lang`,
  )
  return { cards, locales }
}

t.test('an import never changes a curated card', async (t) => {
  const db = await testDatabase(t, { seeded: true })
  const repo = new CatalogRepository(db.prisma)
  const before = await curatedState(db.sql)
  const lylaRow = async () => (await db.sql.query('SELECT * FROM card WHERE password = $1', [LYLA.password]))[0]
  const lylaBefore = await lylaRow()

  t.test("a one-record import with a curated card's password, a new Konami id, another name and type is skipped", async (t) => {
    const impostor = { ...synthetic(1), password: LYLA.password, name: { en: 'Impostor' }, card_type: 'Spell', property: 'Normal', text: { en: '' } }
    const summary = await importYamlYugi(db.sql, opened([impostor]))
    t.same({ inserted: summary.inserted, updated: summary.updated, count: summary.malformedCount }, { inserted: 0, updated: 0, count: 1 })
    t.equal(summary.malformed[0]?.index, 0)
    t.match(summary.malformed[0]?.reason, /password 22624373 is the password of curated card #\d+ "Lyla, Lightsworn Sorceress"/)
    t.same(await lylaRow(), lylaBefore, "Lyla's row is as it was, updated_at too")
    t.same(await curatedState(db.sql), before)
    const lyla = await repo.findCard(LYLA.password)
    t.same({ name: lyla?.name, cardType: lyla?.cardType }, { name: LYLA.name, cardType: 'monster' }, 'the card is still found as the curated card')
  })

  t.test("a clash by Konami id, by English name, or by an alternate password is skipped; the other records land", async (t) => {
    const records = [
      { ...synthetic(2), konami_id: LYLA.konamiId, name: { en: 'Another Name' } },
      { ...synthetic(3), name: { en: LYLA.name } },
      synthetic(4),
      { ...synthetic(5), konami_id: LYLA.konamiId, password: 93000099, name: { en: 'Not Lyla' } },
    ]
    const summary = await importYamlYugi(db.sql, opened(records))
    t.equal(summary.inserted, 1, 'the record that clashes with nothing lands')
    t.same(summary.malformed.map((m) => m.index), [0, 1, 3])
    t.match(summary.malformed[0]?.reason, /konami_id 7592 is the Konami id of curated card #\d+ "Lyla, Lightsworn Sorceress"/)
    t.match(summary.malformed[1]?.reason, /name\.en "Lyla, Lightsworn Sorceress" is the name of curated card #\d+/)
    t.match(summary.malformed[2]?.reason, /konami_id 7592 is the Konami id of curated card/)
    t.same(await curatedState(db.sql), before)
  })

  t.test('the curated card itself: what curation holds stays, what it lacks is added', async (t) => {
    const lyla = {
      konami_id: LYLA.konamiId,
      password: LYLA.password,
      yugipedia_page_id: 1234567,
      name: { en: LYLA.name, ja: 'べつのなまえ', de: 'Lyla, Lichtverpflichtete Zauberin' },
      text: { en: 'Rewritten text: Destroy all cards on the field.', de: 'Ein deutscher Text.' },
      card_type: 'Spell',
      property: 'Normal',
      atk: 9999,
      sets: { en: [{ set_number: 'LODT-EN020', set_name: 'Light of Destruction', rarities: ['Common'] }] },
    }
    const summary = await importYamlYugi(db.sql, opened([lyla]))
    t.same(summary.malformed, [])
    t.equal(summary.updated, 1, 'Lyla gains what curation does not hold')
    const after = await curatedState(db.sql)
    t.same(after.cards, before.cards, 'her print and behaviours are unchanged')
    for (const row of before.locales) t.same(after.locales.find((l) => l.card_id === row.card_id && l.lang === row.lang), row, `the curated ${String(row.lang)} name and text stay`)
    const stored = await repo.findCard(LYLA.password)
    t.equal(stored?.names.de, 'Lyla, Lichtverpflichtete Zauberin', 'a language curation lacks is added')
    t.equal(stored?.yugipediaPageId, 1234567)
    t.equal(stored?.cardType, 'monster')
    t.equal(stored?.atk, 1700)
    const again = await importYamlYugi(db.sql, opened([lyla]))
    t.same({ inserted: again.inserted, updated: again.updated }, { inserted: 0, updated: 0 }, 'a re-run changes nothing')
  })

  t.test('a card whose behaviours an editor set is curated too', async (t) => {
    await importYamlYugi(db.sql, opened([synthetic(10)]))
    await db.sql.query(`UPDATE card SET curated_behaviours = '[]'::jsonb WHERE konami_id = $1`, [930010])
    const edited = await curatedState(db.sql)
    const renamed = { ...synthetic(11), password: synthetic(10).password, name: { en: 'Renamed' }, card_type: 'Trap' }
    const summary = await importYamlYugi(db.sql, opened([renamed]))
    t.same(summary.malformed.map((m) => m.index), [0])
    t.match(summary.malformed[0]?.reason, /password 93000010 is the password of curated card/)
    t.same(await curatedState(db.sql), edited)
  })
})
