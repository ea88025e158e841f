import t from 'tap'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { importYamlYugi } from '../src/catalog/importer.js'
import { analyseStoredCards } from '../src/catalog/analyse.js'
import { CatalogRepository } from '../src/catalog/repository.js'
import { parseRuby } from '../src/catalog/text.js'
import { testDatabase } from './helpers/database.js'

// Some printed names hold angle brackets that are part of the name ("Maliss <Q> Hearts Crypter");
// only furigana markup is markup.
t.test('a name is plain text apart from its furigana markup', async (t) => {
  t.same(parseRuby('Maliss <Q> Hearts Crypter'), { plain: 'Maliss <Q> Hearts Crypter', reading: null })
  t.same(parseRuby('<ruby>暗黒<rt>あんこく</rt></ruby>のマンティコア'), { plain: '暗黒のマンティコア', reading: 'あんこくのマンティコア' })
  t.same(parseRuby('<ruby>試験<rt>しけん</rt></ruby> <Q>'), { plain: '試験 <Q>', reading: 'しけん <Q>' })
})

t.test('an imported name keeps its brackets, so its text names it and a re-analysis agrees with the import', async (t) => {
  const db = await testDatabase(t, { seeded: true })
  const dir = await mkdtemp(join(tmpdir(), 'rulings-names-'))
  const record = {
    konami_id: 990001,
    password: 99000001,
    name: { en: 'Test <Q> Crypter' },
    text: { en: 'If this card is banished: You can pay 900 LP; Special Summon it. You can only use this effect of "Test <Q> Crypter" once per turn.' },
    card_type: 'Monster',
    monster_type_line: 'Cyberse / Link / Effect',
  }
  const file = join(dir, 'cards.json')
  await writeFile(file, JSON.stringify([record]))
  await importYamlYugi(db.sql, file)
  const card = await new CatalogRepository(db.prisma).findCard(990001)
  t.equal(card?.name, 'Test <Q> Crypter', 'the name as printed')
  const read = async () => (await db.sql.query<{ b: { triggers?: Array<{ oncePerTurn?: string }> } }>('SELECT text_behaviours AS b FROM card WHERE konami_id = 990001'))[0]?.b
  const imported = await read()
  t.equal(imported?.triggers?.[0]?.oncePerTurn, 'name', 'the text names the card: once per turn by name')
  await analyseStoredCards(db.sql)
  t.same(await read(), imported, 're-reading the stored text with the stored name reads the same')
})
