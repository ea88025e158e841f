/**
 * GraphQL tools load the schema: the standard introspection query (graphql's
 * getIntrospectionQuery(), as GraphiQL, codegen and Apollo send it) answers, while a data query
 * nested past the limit is still refused, and so is an introspection query nested without reason.
 * A Card carries an id for normalised client caches.
 */
import t from 'tap'
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql'
import { QUERY_DEPTH } from '../src/graphql/depth.js'
import { build } from './helpers/build.js'

t.test('introspection and the depth limit', async (t) => {
  const app = await build(t)
  const gql = async (query: string) => {
    const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query } })
    return { status: res.statusCode, body: res.json() as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } }
  }

  t.test('the standard introspection query answers, and a client schema builds from it', async (t) => {
    for (const options of [{}, { descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true }]) {
      const res = await gql(getIntrospectionQuery(options))
      t.equal(res.status, 200, JSON.stringify(res.body.errors))
      t.notOk(res.body.errors)
      const schema = buildClientSchema(res.body.data as IntrospectionQuery)
      t.ok(schema.getQueryType()?.getFields().cards, 'the schema has Query.cards')
      t.equal(String(schema.getType('Card') && (schema.getType('Card') as { getFields(): Record<string, { type: unknown }> }).getFields().id?.type), 'ID!')
    }
  })

  t.test('a data query deeper than the limit is still refused', async (t) => {
    const nest = (levels: number) => `{ card(id: "Lyla, Lightsworn Sorceress") { ${'rulings { cards { '.repeat(levels)}name${' } }'.repeat(levels)} } }`
    const ok = await gql('{ cards(search: "lyla", first: 1) { items { rulings { cards { rulings { cards { name } } } } } } }')
    t.notOk(ok.body.errors, `depth 7 answers: ${JSON.stringify(ok.body.errors)}`)
    const deep = await gql(nest(4))
    t.equal(deep.status, 400)
    t.equal(deep.body.errors?.[0]?.extensions?.code, 'QUERY_TOO_DEEP')
    t.match(deep.body.errors?.[0]?.message, /10 levels deep; the limit is 8/)
    // Hiding the depth in fragments, or behind an introspection field, changes nothing.
    const fragments = await gql(`query Q { ...A } fragment A on Query { card(id: "x") { ...B } } fragment B on Card { rulings { cards { rulings { cards { rulings { cards { rulings { cards { name } } } } } } } } }`)
    t.equal(fragments.body.errors?.[0]?.extensions?.code, 'QUERY_TOO_DEEP')
    const beside = await gql(`{ __schema { queryType { name } } card(id: "x") { ${'rulings { cards { '.repeat(4)}name${' } }'.repeat(4)} } }`)
    t.equal(beside.body.errors?.[0]?.extensions?.code, 'QUERY_TOO_DEEP', 'introspection beside a deep data query does not lift its limit')
  })

  t.test('an introspection query nested past its own limit is refused', async (t) => {
    const ofType = (levels: number) => `${'ofType { '.repeat(levels)}name${' }'.repeat(levels)}`
    const res = await gql(`{ __type(name: "Card") { fields { type { ${ofType(QUERY_DEPTH.introspection)} } } } }`)
    t.equal(res.status, 400)
    t.equal(res.body.errors?.[0]?.extensions?.code, 'QUERY_TOO_DEEP')
    t.match(res.body.errors?.[0]?.message, /introspection/)
  })

  t.test('Card.id: the same card, the same id, wherever it appears', async (t) => {
    const res = await gql(`{ card(id: "Lyla, Lightsworn Sorceress") { id name rulings { cards { id name } } } cards(search: "lyla", first: 5) { items { id name } } }`)
    t.notOk(res.body.errors, JSON.stringify(res.body.errors))
    const data = res.body.data as { card: { id: string; name: string; rulings: Array<{ cards: Array<{ id: string; name: string }> }> }; cards: { items: Array<{ id: string; name: string }> } }
    t.match(data.card.id, /^\d+$/)
    const seen = new Map<string, string>()
    for (const card of [data.card, ...data.card.rulings.flatMap((r) => r.cards), ...data.cards.items]) {
      if (seen.has(card.name)) t.equal(card.id, seen.get(card.name), `${card.name}: one id`)
      seen.set(card.name, card.id)
    }
    t.ok(data.card.rulings.flatMap((r) => r.cards).some((c) => c.id === data.card.id), 'the card found again through its rulings has its id')
    t.equal(new Set(seen.values()).size, seen.size, 'different cards, different ids')
  })
})
