/**
 * One bad record never aborts an import: whatever is wrong with it (a string the database or the
 * API would refuse, anywhere in the record; a wrong type nested deep; a password, Konami id or
 * Yugipedia page id that another record of the file or a stored card already has), it is skipped
 * and reported with its position and the field or the clash, and every other record lands, in
 * the same one transaction.
 */
import t from 'tap'
import { Readable } from 'node:stream'
import { importYamlYugi } from '../src/catalog/importer.js'
import { testDatabase } from './helpers/database.js'

const opened = (text: string) => ({ stream: Readable.from([Buffer.from(text)]), totalBytes: null })

function good(n: number) {
  return {
    konami_id: 940000 + n,
    password: 94000000 + n,
    yugipedia_page_id: 9400000 + n,
    name: { en: `Bad Records Test Card ${n}`, ja: `テストカード${n}` },
    text: { en: 'A plain card.' },
    card_type: 'Monster',
    monster_type_line: 'Warrior / Effect',
    attribute: 'EARTH',
    level: 4,
    atk: 1000,
    def: 1000,
    series: ['Test'],
    limit_regulation: { tcg: 'Unlimited' },
    sets: { en: [{ set_number: `TEST-EN${n}`, set_name: 'Test Set', rarities: ['Common'] }] },
    images: [{ index: 1, image: `${n}.png`, illustration: `${n}-art.png` }],
  }
}

/** Each bad record with what its reason must say; a lone surrogate cannot be written by JSON.stringify, so records travel as text. */
const LONE = '\\ud800'

t.test('one bad record never aborts an import', async (t) => {
  const db = await testDatabase(t)
  // Stored cards the file will clash with.
  const stored = await importYamlYugi(db.sql, opened(JSON.stringify([good(1), good(2)])))
  t.equal(stored.inserted, 2)

  const json = (value: unknown) => JSON.stringify(value)
  const withText = (n: number, replace: [string, string]) => json(good(n)).replace(replace[0], replace[1])
  const cases: Array<{ text: string; reason: RegExp }> = [
    { text: json({ ...good(10), name: { en: 'Nul Key', 'e\u0000n': 'x' } }), reason: /name has a key that is not a language code: "e\\u0000n"/ },
    { text: withText(11, ['TEST-EN11', `TEST-EN11${LONE}`]), reason: /sets\.en\[0\]\.set_number contains a lone surrogate \(invalid Unicode\)/ },
    { text: withText(12, ['テストカード12', `テスト${LONE}`]), reason: /name\.ja contains a lone surrogate/ },
    { text: withText(13, ['A plain card.', `A plain${LONE} card.`]), reason: /text\.en contains a lone surrogate/ },
    { text: withText(14, ['"Common"', `"Com${LONE}mon"`]), reason: /sets\.en\[0\]\.rarities\[0\] contains a lone surrogate/ },
    { text: withText(15, ['15.png', `15${LONE}.png`]), reason: /images\[0\]\.image contains a lone surrogate/ },
    { text: withText(16, ['"Test"]', `"Te${LONE}st"]`]), reason: /series\[0\] contains a lone surrogate/ },
    { text: withText(17, ['"tcg"', `"t${LONE}cg"`]), reason: /limit_regulation has a key that is not a format name/ },
    { text: withText(18, ['"sets":{"en"', `"sets":{"e${LONE}n"`]), reason: /sets has a key that is not a language code/ },
    { text: withText(19, ['Common', 'Com\\u0007mon']), reason: /sets\.en\[0\]\.rarities\[0\] contains a control character \(U\+0007\)/ },
    { text: json({ ...good(20), sets: { en: [{ set_number: 'S'.repeat(1001) }] } }), reason: /sets\.en\[0\]\.set_number is 1001 characters long/ },
    { text: json({ ...good(21), sets: { en: [{ set_number: 'X', rarities: [{ deep: ['wrong'] }] }] } }), reason: /sets\.en\[0\]\.rarities\[0\] must be a string/ },
    { text: json({ ...good(22), name: { en: ['a', 'list'] } }), reason: /name\.en must be a string/ },
    { text: json({ ...good(23), name: { en: 'Wide Name', ja: '漢'.repeat(1000) } }), reason: /name\.ja is 3000 bytes long in UTF-8, over the limit of 2000/ },
    // Clashes within the file: the record that came first keeps its key.
    { text: json({ ...good(24), yugipedia_page_id: good(30).yugipedia_page_id }), reason: /yugipedia_page_id 9400030 is already the Yugipedia page id of record #\d+/ },
    { text: json({ ...good(25), password: good(30).password }), reason: /password 94000030 is already the password of record #\d+/ },
    // Clashes with stored cards: a key another card has.
    { text: json({ ...good(26), password: good(1).password }), reason: /password 94000001 is the password of stored card #\d+ "Bad Records Test Card 1"/ },
    { text: json({ ...good(27), yugipedia_page_id: good(2).yugipedia_page_id }), reason: /yugipedia_page_id 9400002 is the Yugipedia page id of stored card #\d+ "Bad Records Test Card 2"/ },
    { text: json({ ...good(2), yugipedia_page_id: good(1).yugipedia_page_id }), reason: /yugipedia_page_id 9400001 is the Yugipedia page id of stored card #\d+ "Bad Records Test Card 1"/ },
    { text: json({ ...good(1), password: 94000777 }), reason: /password 94000777 differs from stored card #\d+ "Bad Records Test Card 1" \(konami_id 940001, password 94000001\)/ },
  ]
  const goods = [good(30), good(31), good(32)]
  // Good records first, between and after the bad ones: every one of them must land.
  const texts = [json(goods[0]), ...cases.map((c) => c.text), json(goods[1]), json(goods[2])]
  const summary = await importYamlYugi(db.sql, opened(`[${texts.join(',\n')}]`), { batchSize: 4 })
  t.equal(summary.read, texts.length)
  t.equal(summary.inserted, 3, 'the good records land')
  t.same(summary.malformed.map((m) => m.index), cases.map((_, i) => i + 1), 'each bad record is skipped, at its position')
  cases.forEach((c, i) => t.match(summary.malformed[i]?.reason, c.reason, `record #${i + 1}: ${c.reason.source}`))
  const [row] = await db.sql.query<{ n: string }>('SELECT count(*) AS n FROM card')
  t.equal(Number(row?.n), 5, 'the stored cards and the three good records, nothing else')
  const stored1 = await db.sql.query('SELECT konami_id, password FROM card WHERE konami_id = 940001')
  t.same(stored1, [{ konami_id: 940001, password: 94000001 }], 'a stored card keeps its keys')

  const again = await importYamlYugi(db.sql, opened(`[${texts.join(',\n')}]`), { batchSize: 4 })
  t.same({ inserted: again.inserted, updated: again.updated, skipped: again.malformedCount }, { inserted: 0, updated: 0, skipped: cases.length }, 'a re-run changes nothing and skips the same')
})

t.test('a record the database refuses for a reason no check foresaw is skipped, not fatal', async (t) => {
  const db = await testDatabase(t)
  // A constraint of the database's own, which the importer's checks know nothing of.
  await db.sql.query(`ALTER TABLE card ADD CONSTRAINT test_no_level_13 CHECK (level IS DISTINCT FROM 13)`)
  const records = [good(40), { ...good(41), level: 13 }, good(42)]
  const summary = await importYamlYugi(db.sql, opened(JSON.stringify(records)), { batchSize: 10 })
  t.equal(summary.inserted, 2)
  t.same(summary.malformed.map((m) => m.index), [1])
  t.match(summary.malformed[0]?.reason, /the database refused it: .*test_no_level_13/)
  const levels = await db.sql.query<{ konami_id: number }>('SELECT konami_id FROM card ORDER BY konami_id')
  t.same(levels.map((r) => r.konami_id), [940040, 940042])
})
