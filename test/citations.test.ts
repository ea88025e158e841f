/**
 * Lighter answers (issue 14): `citations: "ids"` cites each ruling by id and link instead of its
 * full text; full text stays the default. The cited-rulings part is serialised once per set of
 * ids, not per answer.
 */
import t from 'tap'
import { buildApp } from '../src/app.js'
import { build } from './helpers/build.js'
import { testDatabase } from './helpers/database.js'
import { TYPICAL_BOARD } from '../bench/boards.js'

type Cited = { id: string; link?: string; title?: string; summary?: string }

t.test('citations: full by default, ids on request', async (t) => {
  const app = await build(t)
  const post = (payload: unknown) => app.inject({ method: 'POST', url: '/v1/resolve', payload: payload as Record<string, unknown> })

  const full = await post(TYPICAL_BOARD)
  const light = await post({ ...TYPICAL_BOARD, citations: 'ids' })
  const explicit = await post({ ...TYPICAL_BOARD, citations: 'full' })
  t.equal(full.statusCode, 200)
  t.equal(light.statusCode, 200)
  t.equal(explicit.body, full.body, 'citations "full" is the default answer, byte for byte')

  const fullRulings = full.json().rulings as Cited[]
  const lightRulings = light.json().rulings as Cited[]
  t.ok(fullRulings.every((r) => typeof r.summary === 'string' && typeof r.title === 'string'), 'full: title and summary')
  t.same(lightRulings.map((r) => r.id), fullRulings.map((r) => r.id), 'ids: the same rulings, in the same order')
  // Without PUBLIC_URL a link is absolute under the request's own host (inject's is localhost:80).
  t.strictSame(lightRulings[0], { id: fullRulings[0]!.id, link: `http://localhost:80/v1/rulings/${fullRulings[0]!.id}` }, 'each an id and an absolute link, nothing else')
  for (const ruling of lightRulings) t.equal((await app.inject(new URL(ruling.link!).pathname)).statusCode, 200, `${ruling.link} serves the ruling`)
  const { rulings: _a, ...fullRest } = full.json()
  const { rulings: _b, ...lightRest } = light.json()
  t.same(lightRest, fullRest, 'the rest of the answer is the same')
  t.ok(light.body.length < full.body.length / 2, `the light answer is ${light.body.length} bytes, the full one ${full.body.length}`)

  const bad = await post({ ...TYPICAL_BOARD, citations: 'titles' })
  t.equal(bad.statusCode, 400)
  t.match(bad.json().message, /citations/, 'a bad value is a 400 naming the field')
})

t.test('the cited-rulings part is serialised once per set of ids', async (t) => {
  const app = await build(t)
  const board = (id: string, citations?: 'ids') => ({ ...TYPICAL_BOARD, effects: [{ ...TYPICAL_BOARD.effects[0]!, id }], ...(citations ? { citations } : {}) })
  const answers = []
  for (let i = 0; i < 5; i++) answers.push((await app.inject({ method: 'POST', url: '/v1/resolve', payload: board(`veiler-${i}`) })).json())
  t.equal(new Set(answers.map((a) => JSON.stringify(a.rulings))).size, 1, 'five new boards citing the same rulings')
  t.equal(app.resolveService.responseCacheStats().citedSets, 1, 'one serialised part for them all')
  await app.inject({ method: 'POST', url: '/v1/resolve', payload: board('veiler-ids', 'ids') })
  t.equal(app.resolveService.responseCacheStats().citedSets, 2, 'and one for the same set cited by ids')
  await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} } } })
  t.equal(app.resolveService.responseCacheStats().citedSets, 3, 'another set of rulings, another part')
})

t.test('links are absolute under PUBLIC_URL', async (t) => {
  const closers: Array<() => unknown> = []
  const db = await testDatabase({ teardown: (fn) => closers.push(fn) }, { seeded: true })
  const app = await buildApp({ db, compileSchemas: 'when-first-used', publicUrl: 'https://rulings.example.org/' })
  t.teardown(async () => {
    await app.close()
    for (const close of closers) await close()
  })
  const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { ...TYPICAL_BOARD, citations: 'ids' } })
  const rulings = res.json().rulings as Cited[]
  t.ok(rulings.length > 0)
  t.ok(rulings.every((r) => r.link === `https://rulings.example.org/v1/rulings/${r.id}`), String(rulings[0]?.link))
})

t.test('GraphQL: rulings carry their link; citations is accepted as in REST', async (t) => {
  const app = await build(t)
  const query = `query($body: JSON) { resolve(request: $body) { rulings { id link } } }`
  const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables: { body: { ...TYPICAL_BOARD, citations: 'ids' } } } })
  t.equal(res.statusCode, 200, res.body)
  const rulings = res.json().data.resolve.rulings as Cited[]
  t.ok(rulings.length > 0)
  t.ok(rulings.every((r) => r.link === `http://localhost:80/v1/rulings/${r.id}`), 'absolute under the request\'s host, as in REST')
  const typed = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: `{ resolve(board: { turnPlayer: "A", citations: "ids", players: { A: { field: [{ card: "Lyla, Lightsworn Sorceress" }] }, B: {} } }) { rulings { id link title } } }` },
  })
  t.equal(typed.statusCode, 200, typed.body)
  t.ok(typed.json().data.resolve.rulings.every((r: Cited) => r.title && r.link), 'the fields selected are answered')
})
