/**
 * Issue 12: the data the source holds, served and filterable in both APIs; search and output
 * languages apart; nicknames as data; a data version; ETag and 304 on every GET; curated cards
 * with their text. Cards imported from the shared yaml-yugi data (a handful, by name).
 */
import { existsSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { importYamlYugi } from '../src/catalog/importer.js'
import { validateNicknames } from '../src/catalog/seed.js'
import nicknames from '../content/nicknames.json' with { type: 'json' }
import { build } from './helpers/build.js'
import { cardIndex, recordsNamed } from './helpers/card-data.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Decode Talker', 'Ash Blossom & Joyous Spring', 'Dark Magician', 'Blue-Eyes White Dragon', 'Blue-Eyes Alternative White Dragon', 'Pot of Greed', 'Dark Magician Girl', 'Encode Talker']
type Card = { name: string; names: Record<string, string>; banlist: Record<string, string>; banlistAsOf: string | null; sets: Array<{ lang: string; setNumber: string; rarities: string[] }>; images: Array<{ image: string }>; archetypes: string[]; linkArrows: string[]; materials: string | null; attribute: string | null; text: string | null }

t.test('the embedded start: curated cards carry their text', async (t) => {
  const app = await build(t)
  const veiler = (await app.inject('/v1/cards/Effect%20Veiler')).json()
  t.match(veiler.text, /negate the effects of that face-up monster/i, 'English text')
  const ja = (await app.inject('/v1/cards/Effect%20Veiler?lang=ja')).json()
  t.ok(ja.text && /[\u3040-\u30ff\u4e00-\u9fff]/.test(ja.text), 'Japanese text')
})

t.test('every GET answers an ETag and a 304 when unchanged; catalog answers carry the data version', async (t) => {
  const app = await build(t)
  for (const url of ['/health', '/v1/meta', '/v1/cards?q=lyla', '/v1/cards/Effect%20Veiler', '/v1/rulings?limit=1', '/v1/references?limit=1']) {
    const first = await app.inject(url)
    t.equal(first.statusCode, 200, url)
    t.ok(first.headers.etag, `${url}: ETag`)
    t.ok(first.headers['cache-control'], `${url}: Cache-Control ${String(first.headers['cache-control'])}`)
    const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } })
    t.equal(again.statusCode, 304, `${url}: 304 on If-None-Match`)
    t.equal(again.body, '', 'with no body')
  }
  const meta = (await app.inject('/v1/meta')).json()
  t.ok(meta.dataVersion >= 1, `seeded: version ${meta.dataVersion}`)
  t.match(meta, { source: 'seed', cards: 90 })
  t.equal((await app.inject('/v1/cards/Effect%20Veiler')).headers['x-data-version'], String(meta.dataVersion))
})

t.test('nicknames are data: every entry names a real card, none twice', async (t) => {
  const list = validateNicknames(nicknames)
  t.ok(list.length >= 60, `${list.length} nicknames`)
  t.ok(list.some((n) => n.lang === 'ja'), 'Japanese ones too')
  t.throws(() => validateNicknames([{ nickname: '', lang: 'en', card: 'Pot of Greed' }]), /nicknames\.json\[0\]\.nickname/)
  t.throws(() => validateNicknames([{ nickname: 'Pot', lang: 'english', card: 'Pot of Greed' }]), /nicknames\.json\[0\]\.lang/)
  if (!existsSync(SHARED_CARD_DATA)) return
  const names = new Set((await cardIndex()).map((c) => c.name))
  const unknown = list.filter((n) => !names.has(n.card)).map((n) => `${n.nickname} → ${n.card}`)
  t.same(unknown, [], 'each names a card of the data')
})

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped the imported part: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('imported cards: fields served, filters, languages, nicknames, data version', async (t) => {
    const records = await recordsNamed(NAMES)
    const dir = await mkdtemp(join(tmpdir(), 'rulings-fields-'))
    const path = join(dir, 'cards.json')
    await writeFile(path, JSON.stringify(records))
    const app = await build(t)
    const before = (await app.inject('/v1/meta')).json().dataVersion
    const first = await importYamlYugi(app.testDb.sql, path)
    t.equal(first.inserted, NAMES.length, `imported ${first.inserted} new`)
    t.same(first.malformed, [], 'none refused')
    const afterImport = (await app.inject('/v1/meta')).json()
    t.equal(afterImport.dataVersion, before + 1, 'an import that changed something bumps the data version')
    t.equal(afterImport.source, 'import')
    const again = await importYamlYugi(app.testDb.sql, path)
    t.match(again, { inserted: 0, updated: 0 }, 'a re-run changes nothing')
    t.equal((await app.inject('/v1/meta')).json().dataVersion, before + 1, 'and keeps the version')
    app.catalogCache.clear()
    const get = async (url: string) => {
      const res = await app.inject(url)
      t.equal(res.statusCode, 200, `${url}: ${res.statusCode === 200 ? 'ok' : res.body}`)
      return res.json()
    }
    const names = async (url: string): Promise<string[]> => ((await get(url)).items as Card[]).map((c) => c.names.en ?? '')

    t.test('what the source holds is served', async (t) => {
      const decode: Card = await get('/v1/cards/Decode%20Talker')
      t.same(decode.archetypes, ['Code Talker'])
      t.same(decode.linkArrows, ['↙', '⬆', '↘'])
      t.equal(decode.materials, '2+ Effect Monsters')
      t.ok(decode.sets.some((s) => s.lang === 'en' && /^YS17-EN041$/.test(s.setNumber) && s.rarities.includes('Ultra Rare')), 'sets with codes and rarities')
      t.ok(decode.images.length > 0 && decode.images[0]!.image.endsWith('.png'), 'image references')
      const ash: Card = await get('/v1/cards/Ash%20Blossom%20%26%20Joyous%20Spring')
      t.equal(ash.banlist.ocg, 'Semi-Limited')
      t.match(ash.banlistAsOf, /^\d{4}-\d{2}-\d{2}$/)
      const gql = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ card(id: "Decode Talker") { archetypes linkArrows materials banlist { format status } sets { lang setNumber rarities } images { image } } }' } })
      const card = gql.json().data.card
      t.same(card.archetypes, ['Code Talker'])
      t.ok(card.banlist.some((b: { format: string }) => b.format === 'tcg'))
      t.ok(card.sets.length > 0 && card.images.length > 0)
    })

    t.test('filters, alone and together, and a 400 naming a bad one', async (t) => {
      const talkers = await names('/v1/cards?archetype=Code%20Talker&limit=50')
      t.ok(talkers.includes('Decode Talker') && talkers.every((n) => /Talker/.test(n)), `archetype: ${talkers.join(', ')}`)
      const dark = (await get('/v1/cards?attribute=DARK&limit=100')).items as Card[]
      t.ok(dark.length > 0 && dark.every((c) => c.attribute === 'DARK'), 'attribute')
      t.ok((await names('/v1/cards?type=spell&limit=100')).includes('Pot of Greed'))
      t.notOk((await names('/v1/cards?type=spell&limit=100')).includes('Dark Magician'))
      t.same((await names('/v1/cards?link=3&q=talker')).sort(), ['Decode Talker', 'Encode Talker'], 'link rating with a search')
      t.same(await names('/v1/cards?link=2&q=talker'), [])
      t.ok((await names('/v1/cards?level=3&limit=100')).includes('Ash Blossom & Joyous Spring'))
      t.same(await names('/v1/cards?banlist=ocg:semi-limited&q=ash'), ['Ash Blossom & Joyous Spring'], 'banlist status in a format')
      t.same(await names('/v1/cards?banlist=ocg:forbidden&q=ash'), [])
      for (const [query, field] of [['attribute=PURPLE', 'attribute'], ['banlist=tcg:banned', 'banlist'], ['level=99', 'level'], ['type=token', 'type']] as const) {
        const res = await app.inject(`/v1/cards?${query}`)
        t.equal(res.statusCode, 400, query)
        t.match(res.json().message, new RegExp(field), `${query}: names ${field}`)
      }
      const gql = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ cards(attribute: "DARK", type: "monster", first: 50) { items { name attribute } } }' } })
      t.ok(gql.json().data.cards.items.every((c: { attribute: string }) => c.attribute === 'DARK'), 'GraphQL filters')
    })

    t.test('the search language and the output language are apart', async (t) => {
      const fr = (await get('/v1/cards?q=dark%20magician&outputLang=fr')).items as Card[]
      t.equal(fr[0]?.names.en, 'Dark Magician', 'searched in every language')
      t.equal(fr[0]?.name, fr[0]?.names.fr, `answered in French: ${fr[0]?.name}`)
      const enOnly = (await get('/v1/cards?q=sombre&searchLang=en')).items as Card[]
      t.same(enOnly, [], 'searchLang en: the French name is not searched')
      const french = (await get('/v1/cards?q=magicien%20sombre&searchLang=fr&outputLang=en')).items as Card[]
      t.equal(french[0]?.name, 'Dark Magician', 'found in French, answered in English')
      const legacy = (await get('/v1/cards?q=dark%20magician&lang=fr')).items as Card[]
      t.same(legacy, [], 'lang alone still means both, as before')
    })

    t.test('nicknames and close spellings put the intended card first', async (t) => {
      for (const [q, intended] of [
        ['ash', 'Ash Blossom & Joyous Spring'],
        ['DM', 'Dark Magician'],
        ['dmg', 'Dark Magician Girl'],
        ['blue eyes', 'Blue-Eyes White Dragon'],
        ['blueeyes', 'Blue-Eyes White Dragon'],
        ['BEWD', 'Blue-Eyes White Dragon'],
        ['dark magican', 'Dark Magician'],
        ['うらら', 'Ash Blossom & Joyous Spring'],
        ['pot', 'Pot of Greed'],
      ] as const) {
        const found = await names(`/v1/cards?q=${encodeURIComponent(q)}`)
        t.equal(found[0], intended, `${q}: ${found.slice(0, 3).join(' | ')}`)
      }
      const exact = await names('/v1/cards?q=dark%20magician')
      t.equal(exact[0], 'Dark Magician', 'an exact name before any nickname or prefix')
    })
  })
}
