/**
 * A ruling's title and summary in another language are stored per ruling and written through the
 * same editors' API as its English: a ruling added through the API can have Japanese, an edited one
 * serves the new Japanese (GET ?lang=ja, and the resolve's explanation), the history keeps both, a
 * restart's seed keeps them, and a malformed translation is a 400 naming the field.
 */
import t from 'tap'
import { createKey } from '../src/editors/keys.js'
import { seedContent } from '../src/catalog/seed.js'
import { rulingsJa, RULINGS_JA_FILE } from '../src/content/rulings-ja.js'
import { RULING_IDS } from './helpers/ruling-ids.js'
import { exportTranslations, translationFile } from '../src/content/export.js'
import { readFileSync } from 'node:fs'
import { build } from './helpers/build.js'
import { testDatabase } from './helpers/database.js'

const RULINGS_JA = rulingsJa()

const today = new Date().toISOString().slice(0, 10)
const hand = ['Mystical Space Typhoon', 'Creature Swap', 'Limiter Removal', 'Effect Veiler', 'A Wild Monster Appears!', 'Enemy Controller', 'Manticore of Darkness']

t.test('rulings in Japanese through the editors\' API', async (t) => {
  const app = await build(t)
  const editor = await createKey(app.db.prisma, 'yuki', 'editor')
  const auth = { authorization: `Bearer ${editor}` }
  const answer = {
    id: 'card-lyla-translated-answer',
    game: 'yugioh',
    kind: 'card-ruling',
    title: 'Lyla and a hand trap, in two languages',
    text: 'An answer added through the API with its Japanese.',
    authority: 'official',
    date: today,
    cards: [{ card: 'Lyla, Lightsworn Sorceress', situations: ['meets'] }],
    references: [{ id: 'ref-qa-8765', locator: 'qa#8765' }],
    translations: { ja: { title: 'ライラと手札誘発', text: 'APIで日本語とともに追加された回答。' } },
  }

  t.test('a ruling added with its Japanese is served in Japanese', async (t) => {
    const created = await app.inject({ method: 'POST', url: '/v1/rulings', payload: answer, headers: auth })
    t.equal(created.statusCode, 201, created.body)
    t.same((await app.inject(`/v1/rulings/${answer.id}/history`)).json()[0].after.translations, answer.translations, 'kept in its history')
    const ja = await app.inject(`/v1/rulings/${answer.id}?lang=ja`)
    t.equal(ja.json().title, 'ライラと手札誘発')
    t.equal(ja.json().text, 'APIで日本語とともに追加された回答。')
    const en = await app.inject(`/v1/rulings/${answer.id}`)
    t.equal(en.json().title, answer.title, 'English unchanged')
  })

  t.test('an edited Japanese summary is served, explained and kept in the history', async (t) => {
    const id = RULING_IDS.handSizeNeverOpen
    const before = await app.inject(`/v1/rulings/${id}?lang=ja`)
    t.equal(before.json().text, RULINGS_JA[id]!.summary, 'the seeded Japanese first')
    const summary = '手札調整の間、ゲームの状態は開かれない（編集済み）。'
    const current = await app.inject(`/v1/rulings/${id}`)
    const patched = await app.inject({
      method: 'PATCH',
      url: `/v1/rulings/${id}`,
      headers: { ...auth, 'if-match': `"${current.json().version}"` },
      payload: { translations: { ja: { title: RULINGS_JA[id]!.title, text: summary } } },
    })
    t.equal(patched.statusCode, 200, patched.body)
    t.equal((await app.inject(`/v1/rulings/${id}?lang=ja`)).json().text, summary)

    const resolved = await app.inject({ method: 'POST', url: '/v1/resolve?lang=ja', payload: { turnPlayer: 'A', players: { A: { hand }, B: {} } } })
    t.equal(resolved.statusCode, 200)
    t.ok(resolved.body.includes(summary), 'the explanation quotes the edited summary')
    t.notOk(resolved.body.includes(RULINGS_JA[id]!.summary), 'not the old one')

    const history = (await app.inject(`/v1/rulings/${id}/history`)).json()
    const last = history.items?.at(-1) ?? history.at?.(-1)
    t.equal(last.before.translations.ja.text, RULINGS_JA[id]!.summary)
    t.equal(last.after.translations.ja.text, summary)

    await seedContent(app.db.prisma)
    t.equal((await app.inject(`/v1/rulings/${id}?lang=ja`)).json().text, summary, 'a restart\'s seed keeps the edit')

    const exported = JSON.parse(translationFile(Object.keys(RULINGS_JA), await exportTranslations(app.db.prisma)))
    t.equal(exported[id].summary, summary, 'the export writes the edit back')
    t.same(exported[answer.id], { title: 'ライラと手札誘発', summary: 'APIで日本語とともに追加された回答。' }, 'and the added ruling')
    t.same(Object.keys(exported).slice(0, Object.keys(RULINGS_JA).length), Object.keys(RULINGS_JA), 'in the file\'s order, the added one after')
  })

  t.test('GraphQL writes translations too', async (t) => {
    const query = `mutation ($id: String!, $v: Int!, $patch: RulingPatchInput!) { updateRuling(id: $id, expectedVersion: $v, patch: $patch) { id version } }`
    const current = (await app.inject(`/v1/rulings/${answer.id}`)).json()
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: auth,
      payload: { query, variables: { id: answer.id, v: current.version, patch: { translations: [{ lang: 'ja', title: 'ライラと手札誘発（改）', text: 'GraphQLで編集した。' }] } } },
    })
    t.same(res.json().errors, undefined, res.body)
    t.equal((await app.inject(`/v1/rulings/${answer.id}?lang=ja`)).json().title, 'ライラと手札誘発（改）')
  })

  t.test('a malformed translation is refused, naming the field', async (t) => {
    const cases: Array<[unknown, RegExp]> = [
      [{ en: { title: 'x', text: 'y' } }, /translations/],
      [{ 'not a language': { title: 'x', text: 'y' } }, /translations/],
      [{ ja: { title: '', text: 'y' } }, /translations\.ja\.title|title/],
      [{ ja: { title: 'x' } }, /translations\.ja|text/],
    ]
    for (const [translations, field] of cases) {
      const res = await app.inject({ method: 'POST', url: '/v1/rulings', headers: auth, payload: { ...answer, id: 'card-lyla-bad-translation', translations } })
      t.equal(res.statusCode, 400, JSON.stringify(translations))
      t.match(res.json().message, field)
    }
    t.equal((await app.inject('/v1/rulings/card-lyla-bad-translation')).statusCode, 404, 'nothing written')
  })
})

t.test('the translation file round-trips: seed a fresh database, export, the same bytes', async (t) => {
  const db = await testDatabase(t)
  await seedContent(db.prisma)
  t.equal(translationFile(Object.keys(RULINGS_JA), await exportTranslations(db.prisma)), readFileSync(RULINGS_JA_FILE, 'utf8'))
})

t.test('a ruling edited before translations were stored with it gets the file\'s Japanese once', async (t) => {
  const db = await testDatabase(t, { seeded: true })
  const [early, late] = [RULING_IDS.handSizeNeverOpen, RULING_IDS.forcedTurnPlayer]
  // As the change log holds an edit made before translations were stored: a snapshot without them.
  for (const id of [early, late]) {
    await db.prisma.rulingTranslation.deleteMany({ where: { rulingId: id } })
    await db.prisma.editHistory.create({ data: { entity: 'ruling', entityId: id, version: 2, action: 'update', changedBy: 'alice', before: { id }, after: { id } } })
  }
  // The other was edited since, its translations removed on purpose: that stays.
  await db.prisma.editHistory.create({ data: { entity: 'ruling', entityId: late, version: 3, action: 'update', changedBy: 'alice', before: { id: late, translations: { ja: { title: 'x', text: 'y' } } }, after: { id: late, translations: {} } } })
  await seedContent(db.prisma)
  t.same(await db.prisma.rulingTranslation.findMany({ where: { rulingId: early }, select: { lang: true, text: true } }), [{ lang: 'ja', text: RULINGS_JA[early]!.summary }])
  t.same(await db.prisma.rulingTranslation.findMany({ where: { rulingId: late } }), [], 'an editor\'s removal is kept')
})
