import t from 'tap'
import { build } from './helpers/build.js'
import { RULING_IDS } from './helpers/ruling-ids.js'

t.test('catalog REST', async (t) => {
  const app = await build(t)

  t.test('health reports the database', async (t) => {
    const res = await app.inject('/health')
    t.equal(res.statusCode, 200)
    t.equal(res.json().status, 'ok')
    t.ok(res.json().cards > 0, 'curated cards are seeded')
  })

  t.test('search by English name part finds Lyla first', async (t) => {
    const res = await app.inject('/v1/cards?q=lyla')
    t.equal(res.statusCode, 200)
    const body = res.json()
    t.equal(body.items[0].name, 'Lyla, Lightsworn Sorceress')
    t.equal(body.items[0].password, 22624373)
    t.notOk('dbId' in body.items[0], 'internal ids are not served')
  })

  t.test('search is case- and width-insensitive', async (t) => {
    const res = await app.inject(`/v1/cards?q=${encodeURIComponent('ＬＹＬＡ')}`)
    t.equal(res.json().items[0]?.name, 'Lyla, Lightsworn Sorceress')
  })

  t.test('Japanese plain text and reading both find Manticore of Darkness', async (t) => {
    for (const q of ['暗黒のマンティコア', 'あんこくのまんてぃこあ', 'アンコクノマンティコア']) {
      const res = await app.inject(`/v1/cards?q=${encodeURIComponent(q)}`)
      t.equal(res.statusCode, 200, q)
      t.equal(res.json().items[0]?.names.en, 'Manticore of Darkness', q)
    }
  })

  t.test('lang restricts the search and picks the display name', async (t) => {
    const ja = await app.inject(`/v1/cards?q=${encodeURIComponent('マンティコア')}&lang=ja`)
    t.equal(ja.json().items[0]?.name, '暗黒のマンティコア')
    const en = await app.inject(`/v1/cards?q=${encodeURIComponent('マンティコア')}&lang=en`)
    t.same(en.json().items, [])
  })

  t.test('ranking: exact and prefix matches before matches inside a name', async (t) => {
    const res = await app.inject('/v1/cards?q=danger&limit=5')
    const names: string[] = res.json().items.map((c: { name: string }) => c.name)
    t.ok(names.length >= 2)
    t.ok(names.every((n) => n.toLowerCase().includes('danger')))
    t.match(names[0], /^Danger!/)
  })

  t.test('pagination with cursors visits every card once', async (t) => {
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const url: string = `/v1/cards?limit=7${cursor ? `&cursor=${cursor}` : ''}`
      const res = await app.inject(url)
      t.equal(res.statusCode, 200)
      const body = res.json()
      seen.push(...body.items.map((c: { name: string }) => c.name))
      cursor = body.nextCursor
      pages++
    } while (cursor && pages < 100)
    t.equal(new Set(seen).size, seen.length, 'no card twice')
    t.equal(seen.length, app.testDb ? await app.testDb.prisma.card.count() : -1)
  })

  t.test('a card by password, Konami id or exact name (any language)', async (t) => {
    for (const id of ['22624373', '7592', 'Lyla, Lightsworn Sorceress', 'lyla, lightsworn sorceress', 'ライトロード・マジシャン ライラ']) {
      const res = await app.inject(`/v1/cards/${encodeURIComponent(id)}`)
      t.equal(res.statusCode, 200, id)
      t.equal(res.json().names.en, 'Lyla, Lightsworn Sorceress', id)
    }
  })

  t.test('card behaviours are served', async (t) => {
    const res = await app.inject('/v1/cards/Lyla%2C%20Lightsworn%20Sorceress')
    const card = res.json()
    t.equal(card.behaviourSource, 'curated')
    t.match(card.behaviours, [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', source: 'curated' }])
    const lithograph = (await app.inject('/v1/cards/Hieroglyph%20Lithograph')).json()
    t.match(lithograph.handSize, { limit: 7, applies: 'controller' })
    const manticore = (await app.inject('/v1/cards/Manticore%20of%20Darkness')).json()
    t.match(manticore.discard, { trigger: 'end-phase-in-gy' })
  })

  t.test('unknown card is a 404 in the error shape', async (t) => {
    const res = await app.inject('/v1/cards/No%20Such%20Card%20Anywhere')
    t.equal(res.statusCode, 404)
    t.match(res.json(), { statusCode: 404, code: 'NOT_FOUND', message: /No Such Card Anywhere/ })
  })

  t.test('bad parameters are a 400 naming them', async (t) => {
    const cases: Array<[string, RegExp]> = [
      ['/v1/cards?limit=0', /limit/],
      ['/v1/cards?limit=abc', /limit/],
      ['/v1/cards?limit=101', /limit/],
      ['/v1/cards?lang=!!', /lang/],
      ['/v1/cards?bogus=1', /bogus/],
      ['/v1/cards?cursor=notacursor', /cursor/],
      ['/v1/rulings?game=chess', /game/],
      ['/v1/rulings?kind=nope', /kind/],
      ['/v1/references?limit=-3', /limit/],
    ]
    for (const [url, field] of cases) {
      const res = await app.inject(url)
      t.equal(res.statusCode, 400, url)
      t.equal(res.json().code, 'INVALID_PARAMETER', url)
      t.match(res.json().message, field, url)
    }
  })

  t.test('a cursor from another search is refused', async (t) => {
    const first = (await app.inject('/v1/cards?q=a&limit=1')).json()
    t.ok(first.nextCursor)
    const res = await app.inject(`/v1/cards?q=b&limit=1&cursor=${first.nextCursor}`)
    t.equal(res.statusCode, 400)
  })

  t.test('rulings of a card, and filters', async (t) => {
    const res = await app.inject('/v1/cards/Lyla%2C%20Lightsworn%20Sorceress/rulings')
    t.equal(res.statusCode, 200)
    const ids = res.json().items.map((r: { id: string }) => r.id)
    t.ok(ids.includes(RULING_IDS.lylaVeiler))
    const filtered = (await app.inject('/v1/rulings?card=22624373&kind=card-ruling&game=yugioh')).json()
    t.ok(filtered.items.length > 0)
    t.ok(filtered.items.every((r: { kind: string; game: string }) => r.kind === 'card-ruling' && r.game === 'yugioh'))
    const procedures = (await app.inject('/v1/rulings?kind=procedure&limit=100')).json()
    t.ok(procedures.items.some((r: { id: string }) => r.id === RULING_IDS.handSizeNeverOpen))
    const ga = (await app.inject('/v1/rulings?game=grand-archive&limit=100')).json()
    t.ok(ga.items.length > 0 && ga.items.every((r: { game: string }) => r.game === 'grand-archive'))
    t.equal((await app.inject('/v1/rulings?card=Nope%20Card')).statusCode, 404)
  })

  t.test('a ruling with references and superseded/superseding links', async (t) => {
    const res = await app.inject(`/v1/rulings/${RULING_IDS.handSizeNeverOpen}`)
    t.equal(res.statusCode, 200)
    const ruling = res.json()
    t.ok(ruling.references.some((r: { id: string; locator: string | null }) => r.id === 'ref-qa-17233'))
    const fan = (await app.inject(`/v1/rulings/${RULING_IDS.negatedActivationFan}`)).json()
    t.equal(fan.status, 'superseded')
    t.ok(fan.supersededBy)
    const winner = (await app.inject(`/v1/rulings/${fan.supersededBy}`)).json()
    t.ok(winner.supersedes.includes(RULING_IDS.negatedActivationFan))
    t.equal((await app.inject('/v1/rulings/no-such-ruling')).statusCode, 404)
  })

  t.test('references list and detail', async (t) => {
    const list = (await app.inject('/v1/references?limit=100')).json()
    t.ok(list.items.some((r: { id: string }) => r.id === 'ref-qa-24089'))
    const detail = await app.inject('/v1/references/ref-qa-24089')
    t.equal(detail.statusCode, 200)
    t.equal(detail.json().kind, 'official-qa')
    t.ok(detail.json().rulings.includes(RULING_IDS.handSizeAgainNoTriggers))
    t.equal((await app.inject('/v1/references/ref-nope')).statusCode, 404)
  })

  t.test('OpenAPI document and docs page', async (t) => {
    const doc = await app.inject('/openapi.json')
    t.equal(doc.statusCode, 200)
    t.ok(doc.json().paths['/v1/cards'])
    t.ok(doc.json().paths['/v1/resolve'])
    const docs = await app.inject('/docs')
    t.ok([200, 302].includes(docs.statusCode))
  })

  t.test('unknown route is a 404 in the error shape', async (t) => {
    const res = await app.inject('/v2/nothing')
    t.equal(res.statusCode, 404)
    t.equal(res.json().code, 'NOT_FOUND')
  })
})
