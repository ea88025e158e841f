/**
 * A GraphQL request cannot dodge its cost: a resolve costs the same whichever argument carries the
 * board (a typed board or the REST body as JSON, written in the query or sent as a variable), an
 * explanation costs what rendering one does, and one answer's bytes are bounded however many
 * resolves it holds (their outcomes share one byte budget).
 */
import t from 'tap'
import { QUERY_COST } from '../src/graphql/cost.js'
import { build } from './helpers/build.js'

const gql = (query: string, variables?: Record<string, unknown>) => ({ method: 'POST' as const, url: '/graphql', payload: { query, ...(variables ? { variables } : {}) } })
const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')
const LYLA = { turnPlayer: 'A', players: { A: { field: [{ card: 'Lyla, Lightsworn Sorceress' }] }, B: {} } }
const LYLA_LITERAL = '{ turnPlayer: "A", players: { A: { field: [{ card: "Lyla, Lightsworn Sorceress" }] }, B: {} }, enumerate: true }'
/** Ten pending items, each order a line: enough outcomes that two answers do not fit a small byte budget. */
const TEN_ITEMS = {
  turnPlayer: 'A',
  players: { A: {}, B: {} },
  effects: Array.from({ length: 6 }, (_, i) => ({ id: `item-${i + 1}`, controller: i % 2 === 0 ? 'A' : 'B', kind: 'trigger', mandatory: false })),
  enumerate: true,
  maxOutcomes: 1000,
}

t.test('every way of writing an enumerating resolve costs the same', async (t) => {
  const app = await build(t)
  const n = Math.floor(QUERY_COST.maximum / QUERY_COST.resolve) - 1
  const ways: Array<[string, ReturnType<typeof gql>]> = [
    ['board literal', gql(`{ ${aliases(n, `resolve(board: ${LYLA_LITERAL}) { events { type } }`)} }`)],
    ['board variable', gql(`query($b: BoardInput!) { ${aliases(n, 'resolve(board: $b) { events { type } }')} }`, { b: { ...LYLA, enumerate: true } })],
    ['request variable', gql(`query($r: JSON!) { ${aliases(n, 'resolve(request: $r) { events { type } }')} }`, { r: { ...LYLA, enumerate: true } })],
    ['request literal', gql(`{ ${aliases(n, `resolve(request: ${LYLA_LITERAL}) { events { type } }`)} }`)],
  ]
  const costs: number[] = []
  for (const [name, request] of ways) {
    const res = await app.inject(request)
    t.equal(res.statusCode, 400, `${name}: refused`)
    const error = res.json().errors?.[0]
    t.match(error, { extensions: { code: 'QUERY_TOO_COSTLY' } }, `${name}: QUERY_TOO_COSTLY`)
    costs.push(error?.extensions?.cost)
  }
  t.same(new Set(costs).size, 1, `one cost whichever way: ${costs.join(', ')}`)
  t.ok(costs[0]! >= n * (QUERY_COST.resolve + QUERY_COST.enumerate), 'each carries the enumerate surcharge')

  const one = await app.inject(gql('query($r: JSON!) { resolve(request: $r) { outcomes { events { type } } } }', { r: { ...LYLA, enumerate: true } }))
  t.equal(one.statusCode, 200, 'one enumerating resolve(request:) still runs')
})

t.test('explanations are counted, asked as a field or in the board', async (t) => {
  const app = await build(t)
  const five = aliases(5, 'explanation(lang: "en") { messages }')
  const manyExplained = await app.inject(gql(`query($r: JSON!) { ${aliases(38, `resolve(request: $r) { ${five} }`)} }`, { r: LYLA }))
  t.equal(manyExplained.statusCode, 400, '38 resolves asking 5 explanations each: refused')
  t.match(manyExplained.json().errors?.[0], { extensions: { code: 'QUERY_TOO_COSTLY' } })

  const plain = await app.inject(gql(`query($r: JSON!) { ${aliases(8, 'resolve(request: $r) { events { type } }')} }`, { r: LYLA }))
  const explained = await app.inject(gql(`query($r: JSON!) { ${aliases(8, 'resolve(request: $r) { events { type } }')} }`, { r: { ...LYLA, explain: 'en' } }))
  t.equal(plain.statusCode, 200, '8 plain resolves run')
  const cost = (res: typeof plain) => (res.statusCode === 200 ? 0 : res.json().errors?.[0]?.extensions?.cost)
  t.ok(explained.statusCode === 400 || cost(explained) > 0, `8 resolves each explained by the board's explain cost more: ${explained.statusCode} ${explained.body.slice(0, 200)}`)

  const single = await app.inject(gql(`query($r: JSON!) { resolve(request: $r) { ${aliases(2, 'explanation(lang: "ja", format: "markdown") { text }')} } }`, { r: LYLA }))
  t.equal(single.statusCode, 200, 'a resolve with two explanations runs')
  t.match(single.json().data.resolve.a0.text, /エンドフェイズ/)
})

t.test("one answer's resolves share one byte budget", async (t) => {
  const maxBytes = 40_000
  const app = await build(t, { app: { enumerate: { maxBytes, timeMs: 60_000 } } })
  const OUTCOMES = 'truncated truncatedReason outcomes { choices { player type effect } events { type effect player } }'
  const alone = await app.inject(gql(`query($r: JSON!) { resolve(request: $r) { ${OUTCOMES} } }`, { r: TEN_ITEMS }))
  t.equal(alone.statusCode, 200)
  const aloneAnswer = alone.json().data.resolve
  t.equal(aloneAnswer.truncatedReason, 'bytes', 'one enumerate alone fills the budget')
  t.ok(Buffer.byteLength(JSON.stringify(aloneAnswer.outcomes)) <= maxBytes, 'and stays within it')

  // After a resolve that took part of the budget, the enumerate gets what is left.
  const shared = await app.inject(gql(`query($p: JSON!, $r: JSON!) { first: resolve(request: $p) { truncated } second: resolve(request: $r) { ${OUTCOMES} } }`, { p: { ...TEN_ITEMS, maxOutcomes: 8 }, r: TEN_ITEMS }))
  t.equal(shared.statusCode, 200, shared.body.slice(0, 200))
  const second = shared.json().data.second
  t.equal(second.truncatedReason, 'bytes')
  t.ok(second.outcomes.length < aloneAnswer.outcomes.length, `fewer outcomes once the budget is shared: ${second.outcomes.length} < ${aloneAnswer.outcomes.length}`)

  // Once it is spent, the request is refused rather than answered past it.
  const over = await app.inject(gql(`query($r: JSON!) { ${aliases(3, `resolve(request: $r) { ${OUTCOMES} }`)} }`, { r: TEN_ITEMS }))
  t.equal(over.statusCode, 400)
  t.match(over.json().errors?.[0], { extensions: { code: 'ANSWER_TOO_LARGE', limit: maxBytes } })
  t.ok(over.body.length < maxBytes, 'the refusal is short')

  const mandatory = { ...TEN_ITEMS, enumerate: false, effects: Array.from({ length: 12 }, (_, i) => ({ id: `item-${i + 1}`, controller: i % 2 === 0 ? 'A' : 'B', kind: 'trigger', mandatory: true })) }
  const explanations = await app.inject(gql(`query($p: JSON!) { resolve(request: $p) { ${aliases(4, 'explanation(lang: "en", format: "markdown") { text messages entries { text } }')} } }`, { p: mandatory }))
  t.equal(explanations.statusCode, 400, `explanations count against the budget too: ${explanations.body.slice(0, 200)}`)
  t.match(explanations.json().errors?.[0], { extensions: { code: 'ANSWER_TOO_LARGE' } })
})

t.test('the budget bounds the answer as written, whatever the selection repeats', async (t) => {
  const maxBytes = 40_000
  const app = await build(t, { app: { enumerate: { maxBytes, timeMs: 60_000 } } })
  // Each event written three times over (whole, field by field, under a second alias of outcomes).
  const EVENTS = 'events { type effect player cards detail } choices { player type effect }'
  const res = await app.inject(gql(`query($r: JSON!) { resolve(request: $r) { truncatedReason x: outcomes { ${EVENTS} } y: outcomes { events { detail } } } }`, { r: TEN_ITEMS }))
  t.equal(res.statusCode, 200, res.body.slice(0, 200))
  t.equal(res.json().data.resolve.truncatedReason, 'bytes', 'the enumerate is cut for bytes')
  t.ok(res.json().data.resolve.x.length > 0, 'with some outcomes')
  t.ok(Buffer.byteLength(res.body) <= maxBytes, `the whole answer is within the budget: ${Buffer.byteLength(res.body)} <= ${maxBytes}`)

  // Whatever the fields, no GraphQL answer is sent past the budget: a request for more is refused.
  const pages = await app.inject(gql(`{ ${aliases(20, 'cards(first: 20) { items { name text rulings { id title text } } }')} }`))
  t.equal(pages.statusCode, 400, `refused: ${pages.body.slice(0, 120)}`)
  t.match(pages.json().errors?.[0], { extensions: { code: 'ANSWER_TOO_LARGE', limit: maxBytes } })
})
