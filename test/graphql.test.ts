import t from 'tap'
import { build } from './helpers/build.js'
import { RULING_IDS } from './helpers/ruling-ids.js'

t.test('GraphQL catalog', async (t) => {
  const app = await build(t)
  const gql = async (query: string, variables?: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } })
    return { status: res.statusCode, body: res.json() }
  }

  t.test('card with rulings and their references', async (t) => {
    const { status, body } = await gql(`{ card(id: "Lyla, Lightsworn Sorceress") {
      name password konamiId names { lang name reading } behaviourSource behaviours { phase kind mandatory turn source }
      rulings { id references { id locator } } } }`)
    t.equal(status, 200)
    t.notOk(body.errors)
    const card = body.data.card
    t.equal(card.password, 22624373)
    t.ok(card.names.some((n: { lang: string }) => n.lang === 'ja'))
    t.match(card.behaviours, [{ phase: 'end', kind: 'trigger', mandatory: true }])
    const veiler = card.rulings.find((r: { id: string }) => r.id === RULING_IDS.lylaVeiler)
    t.ok(veiler, 'the Effect Veiler ruling is linked')
    t.ok(veiler.references.length > 0)
  })

  t.test('search, pagination and a missing card', async (t) => {
    const { body } = await gql('{ cards(search: "danger", first: 1) { items { name } nextCursor } }')
    t.equal(body.data.cards.items.length, 1)
    t.ok(body.data.cards.nextCursor)
    const next = await gql('query($after: String) { cards(search: "danger", first: 1, after: $after) { items { name } } }', { after: body.data.cards.nextCursor })
    t.notSame(next.body.data.cards.items[0].name, body.data.cards.items[0].name)
    const missing = await gql('{ card(id: "No Such Card") { name } }')
    t.equal(missing.body.data.card, null)
  })

  t.test('ruling with cards and supersession, reference with its rulings', async (t) => {
    const { body } = await gql(`{ ruling(id: "${RULING_IDS.ohkaLaddFan}") { id status supersededBy cards { name } references { id } } }`)
    t.equal(body.data.ruling.status, 'superseded')
    t.ok(body.data.ruling.cards.some((c: { name: string }) => c.name === 'Majestic Mech - Ohka'))
    const ref = await gql('{ reference(id: "ref-qa-17233") { id kind rulingIds } }')
    t.ok(ref.body.data.reference.rulingIds.includes(RULING_IDS.handSizeNeverOpen))
    const list = await gql('{ rulings(game: "yugioh", kind: "procedure", first: 100) { items { id } } }')
    t.ok(list.body.data.rulings.items.length > 10)
  })

  t.test('nested lists are batched: one query per level, not per row', async (t) => {
    const calls = { rulings: 0, references: 0, cards: 0 }
    const catalog = app.catalog
    const original = {
      rulingsByCardIds: catalog.rulingsByCardIds.bind(catalog),
      referencesByRulingIds: catalog.referencesByRulingIds.bind(catalog),
      cardsByRulingIds: catalog.cardsByRulingIds.bind(catalog),
    }
    catalog.rulingsByCardIds = async (ids) => (calls.rulings++, original.rulingsByCardIds(ids))
    catalog.referencesByRulingIds = async (ids) => (calls.references++, original.referencesByRulingIds(ids))
    catalog.cardsByRulingIds = async (ids, lang) => (calls.cards++, original.cardsByRulingIds(ids, lang))
    t.teardown(() => Object.assign(catalog, original))
    const { body } = await gql('{ cards(first: 30) { items { name rulings { id references { id } cards { name } } } } }')
    t.notOk(body.errors)
    t.ok(body.data.cards.items.length > 5)
    t.same(calls, { rulings: 1, references: 1, cards: 1 })
  })

  t.test('errors carry the REST code', async (t) => {
    const bad = await gql('{ cards(first: 1000) { items { name } } }')
    t.equal(bad.body.errors[0].extensions.code, 'INVALID_PARAMETER')
    t.match(bad.body.errors[0].message, /first/)
    const badLang = await gql('{ cards(lang: "!!") { items { name } } }')
    t.equal(badLang.body.errors[0].extensions.code, 'INVALID_PARAMETER')
    const badGame = await gql('{ rulings(game: "chess") { items { id } } }')
    t.equal(badGame.body.errors[0].extensions.code, 'INVALID_PARAMETER')
    t.equal(badGame.body.errors[0].extensions.field, 'game')
    const longSearch = await gql(`{ cards(search: "${'x'.repeat(201)}") { items { name } } }`)
    t.equal(longSearch.body.errors[0].extensions.field, 'search', 'named as GraphQL names it, not q')
    const unknownCard = await gql('{ rulings(card: "Nope Card") { items { id } } }')
    t.equal(unknownCard.body.errors[0].extensions.code, 'NOT_FOUND')
    const badCursor = await gql('{ cards(after: "garbage") { items { name } } }')
    t.equal(badCursor.body.errors[0].extensions.code, 'INVALID_PARAMETER')
    const syntax = await gql('{ cards(')
    t.equal(syntax.status, 400)
    t.ok(syntax.body.errors[0].extensions?.code)
  })

  t.test('queries deeper than 8 levels are refused', async (t) => {
    const ok = await gql('{ card(id: "Lyla, Lightsworn Sorceress") { rulings { cards { rulings { cards { name } } } } } }')
    t.notOk(ok.body.errors, 'depth 6 is fine')
    const deep = await gql(`{ card(id: "Lyla, Lightsworn Sorceress") { rulings { cards { rulings { cards { rulings { cards { rulings { cards { name } } } } } } } } } }`)
    t.ok(deep.body.errors)
    t.equal(deep.body.errors[0].extensions.code, 'QUERY_TOO_DEEP')
  })
})
