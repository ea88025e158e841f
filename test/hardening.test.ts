/**
 * What a hostile probe found (issue 8): NUL bytes, forged cursors, GraphQL without a cost limit,
 * and the smaller gaps (headers, CORS, rate limit, error shapes). Each was a 500, a 200 or a hang.
 */
import t from 'tap'
import { buildApp } from '../src/app.js'
import { QUERY_COST } from '../src/graphql/cost.js'
import { readOnlyApp } from './helpers/build.js'
import { testDatabase } from './helpers/database.js'

const gql = (query: string, variables?: Record<string, unknown>) => ({ method: 'POST' as const, url: '/graphql', payload: { query, ...(variables ? { variables } : {}) } })
const LYLA_BOARD = '{ turnPlayer: "A", players: { A: { field: [{ card: "Lyla, Lightsworn Sorceress" }] }, B: {} }, enumerate: true }'
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

t.test('a NUL byte is a 400 naming the field, on every route family', async (t) => {
  const app = await readOnlyApp()
  const cases: Array<[string, string | { method: 'POST'; url: string; payload: object }, RegExp]> = [
    ['card by id', '/v1/cards/%00', /params\.id/],
    ['card search', '/v1/cards?q=%00', /querystring\.q/],
    ['card search, NUL inside a word', '/v1/cards?q=ly%00la', /querystring\.q/],
    ['card rulings', '/v1/cards/Lyla%00/rulings', /params\.id/],
    ['ruling', '/v1/rulings/%00', /params\.id/],
    ['ruling list filter', '/v1/rulings?card=%00', /querystring\.card/],
    ['reference', '/v1/references/a%00b', /params\.id/],
    ['resolve', { method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: { field: ['Lyla\u0000'] }, B: {} } } }, /body\.players\.A\.field\[0\]/],
  ]
  for (const [name, request, field] of cases) {
    const res = await app.inject(request)
    t.equal(res.statusCode, 400, `${name}: 400`)
    t.match(res.json(), { statusCode: 400, code: 'INVALID_PARAMETER', message: field }, `${name}: names the field`)
  }
  const graphql: Array<[string, ReturnType<typeof gql>, RegExp]> = [
    ['GraphQL variable', gql('query($q: String) { cards(search: $q) { items { name } } }', { q: 'a\u0000' }), /body\.variables\.q/],
    ['GraphQL literal', gql('{ cards(search: "a\\u0000") { items { name } } }'), /cards\(search:\)/],
    ['GraphQL literal in a board', gql('{ resolve(board: { turnPlayer: "A", players: { A: { field: [{ card: "Lyla\\u0000" }] }, B: {} } }) { steps { window } } }'), /resolve\(board:\)/],
  ]
  for (const [name, request, field] of graphql) {
    const res = await app.inject(request)
    t.equal(res.statusCode, 400, `${name}: 400`)
    t.match(res.json().errors?.[0], { message: field, extensions: { code: 'INVALID_PARAMETER' } }, `${name}: names the field`)
  }
})

t.test('a forged cursor is a 400, REST and GraphQL', async (t) => {
  const app = await readOnlyApp()
  const forged = [b64({ id: 3_000_000_000 }), b64({ offset: 1e300 }), b64({ offset: -1 }), b64({ id: 'a\u0000' }), b64({ id: {} }), '!!!not-base64', b64([1, 2])]
  for (const route of ['/v1/rulings', '/v1/references', '/v1/cards?q=a', '/v1/cards/Lyla,%20Lightsworn%20Sorceress/rulings']) {
    for (const cursor of forged) {
      const res = await app.inject(`${route}${route.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`)
      t.equal(res.statusCode, 400, `${route} cursor=${cursor}: 400`)
      t.match(res.json(), { code: 'INVALID_PARAMETER', field: 'cursor' })
    }
  }
  for (const after of forged) {
    for (const field of ['rulings', 'references', 'cards']) {
      const res = await app.inject(gql(`query($after: String) { ${field}(first: 2, after: $after) { items { __typename } } }`, { after }))
      t.not(res.statusCode, 500, `GraphQL ${field}(after: ${after}): not a 500`)
      t.match(res.json().errors?.[0], { extensions: { code: 'INVALID_PARAMETER', field: 'after' } }, `GraphQL ${field}(after: ${after})`)
    }
  }
  // A cursor this service issued still works.
  const first = (await app.inject('/v1/rulings?limit=2')).json()
  t.ok(first.nextCursor, 'a first page has a next cursor')
  t.equal((await app.inject(`/v1/rulings?limit=2&cursor=${first.nextCursor}`)).statusCode, 200)
})

t.test('GraphQL cost is limited before anything runs', async (t) => {
  const app = await readOnlyApp()
  const aliases = (n: number, body: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${body}`).join(' ')} }`
  const heavy: Array<[string, string]> = [
    ['100 aliases of nested rulings(first:100)', aliases(100, 'rulings(first: 100) { items { id title references { id title } cards { name } } }')],
    ['500 aliases of nested cards(first:100)', aliases(500, 'cards(first: 100) { items { name rulings { id } } }')],
    ['100 aliases of resolve with enumerate', aliases(100, `resolve(board: ${LYLA_BOARD}) { outcomes { events { type } } }`)],
    ['one page of 5,000 cards', '{ cards(first: 5000) { items { name rulings { id references { id } } } } }'],
  ]
  for (const [name, query] of heavy) {
    const res = await app.inject(gql(query))
    t.equal(res.statusCode, 400, `${name}: 400`)
    const error = res.json().errors?.[0]
    t.match(error, { message: /exceeds the limit of (10000|2000 fields)/, extensions: { code: 'QUERY_TOO_COSTLY' } }, `${name}: names the limit`)
    if (error.extensions.limit === QUERY_COST.maximum) t.ok(error.extensions.cost > QUERY_COST.maximum, `${name}: cost ${error.extensions.cost}`)
    else t.equal(error.extensions.limit, QUERY_COST.maxNodes, `${name}: too many fields`)
    t.notOk(res.json().data, `${name}: nothing ran`)
  }
  const normal = await app.inject(gql('{ cards(search: "lyla", first: 20) { items { name rulings { id references { id } } } } rulings(first: 20) { items { id } } }'))
  t.equal(normal.statusCode, 200, 'an ordinary query still runs')
  t.equal(normal.json().data.cards.items[0].name, 'Lyla, Lightsworn Sorceress')
  const one = await app.inject(gql(`{ resolve(board: ${LYLA_BOARD}) { outcomes { events { type } } } }`))
  t.equal(one.statusCode, 200, 'one enumerating resolve still runs')
})

t.test('security headers, and CORS as a configured choice', async (t) => {
  const app = await readOnlyApp()
  const res = await app.inject({ url: '/v1/cards?q=lyla', headers: { origin: 'https://evil.example' } })
  t.equal(res.headers['x-content-type-options'], 'nosniff')
  t.ok(res.headers['content-security-policy'], 'a content security policy')
  t.equal(res.headers['x-frame-options'], 'SAMEORIGIN')
  t.equal(res.headers['access-control-allow-origin'], '*', 'the public read-only default: any origin, never reflected')
  const docs = await app.inject('/docs/')
  t.equal(docs.statusCode, 200, 'the docs page still loads')
  t.match(docs.headers['content-security-policy'], /script-src 'self'/, 'with a policy of its own')

  const db = await testDatabase(t, { seeded: true })
  const listed = await buildApp({ db, compileSchemas: 'when-first-used', corsOrigins: ['https://rulings.example'] })
  t.teardown(() => listed.close())
  const allowed = await listed.inject({ url: '/v1/cards?q=lyla', headers: { origin: 'https://rulings.example' } })
  t.equal(allowed.headers['access-control-allow-origin'], 'https://rulings.example')
  const other = await listed.inject({ url: '/v1/cards?q=lyla', headers: { origin: 'https://evil.example' } })
  t.notOk(other.headers['access-control-allow-origin'], 'an unlisted origin is not reflected')
})

t.test('rate limiting, in the one error shape; /health is never limited', async (t) => {
  const db = await testDatabase(t, { seeded: true })
  const app = await buildApp({ db, compileSchemas: 'when-first-used', rateLimitPerMinute: 3 })
  t.teardown(() => app.close())
  for (let i = 0; i < 3; i++) t.equal((await app.inject('/v1/rulings')).statusCode, 200)
  const limited = await app.inject('/v1/rulings')
  t.equal(limited.statusCode, 429)
  t.match(limited.json(), { statusCode: 429, code: 'RATE_LIMITED', message: /more than 3 requests/ })
  t.ok(limited.headers['retry-after'], 'says when to retry')
  t.equal((await app.inject('/health')).statusCode, 200, 'health is not limited')
})

t.test('a malformed URL answers in the one error shape', async (t) => {
  const app = await readOnlyApp()
  const res = await app.inject('/v1/cards/%E0%A4%A')
  t.equal(res.statusCode, 400)
  t.match(res.json(), { statusCode: 400, code: 'FST_ERR_BAD_URL', message: String })
})

t.test('caches are bounded by bytes', async (t) => {
  const db = await testDatabase(t, { seeded: true })
  const budget = 64 * 1024
  const app = await buildApp({ db, compileSchemas: 'when-first-used', caches: { responseBytes: budget, cardBytes: 16 * 1024 } })
  t.teardown(() => app.close())
  const body = (i: number) => ({
    turnPlayer: 'A',
    players: { A: { field: ['Lyla, Lightsworn Sorceress', 'Effect Veiler'] }, B: {} },
    effects: [{ id: `ends-${i}`, controller: 'B', card: 'Effect Veiler', kind: 'expire', mandatory: true }],
  })
  let answerBytes = 0
  const offered = 60
  for (let i = 0; i < offered; i++) {
    // Asked twice: an answer is kept from the second time on.
    for (let twice = 0; twice < 2; twice++) {
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: body(i) })
      t.equal(res.statusCode, 200)
      answerBytes = res.rawPayload.length
    }
  }
  const stats = app.resolveService.responseCacheStats()
  t.ok(answerBytes * offered > budget, `the answers (${offered} x ${answerBytes} bytes) exceed the budget`)
  t.ok(stats.bytes <= budget, `the kept answers take ${stats.bytes} bytes, within the ${budget} budget`)
  t.ok(stats.entries > 0 && stats.entries < offered, `${stats.entries} of ${offered} answers kept: the oldest went first`)
  // Kept under the links' base the answers were written with: the request's own host (inject's).
  const asked = { base: 'http://localhost:80' }
  t.ok(app.resolveService.cachedAnswer(JSON.stringify(body(offered - 1)), asked), 'the newest is kept')
  t.notOk(app.resolveService.cachedAnswer(JSON.stringify(body(0)), asked), 'the oldest is gone')

  // The card cache too: look many cards up under a small budget.
  const names = (await db.prisma.cardLocale.findMany({ where: { lang: 'en' }, select: { name: true }, take: 90 })).map((row) => row.name)
  await app.catalogCache.lookupCards(names)
  t.ok(app.catalogCache.cardBytes <= 16 * 1024, `the cards take ${app.catalogCache.cardBytes} bytes, within their 16 KB budget`)
})

t.test('a GraphQL query text is bounded before it is parsed or cached', async (t) => {
  const app = await readOnlyApp()
  const query = `{ cards(search: "lyla") { items { name } } } ${'#'.repeat(40 * 1024)}`
  const res = await app.inject(gql(query))
  t.equal(res.statusCode, 400)
  t.match(res.json().errors?.[0] ?? res.json(), { message: /the limit is 32768/ })
})
