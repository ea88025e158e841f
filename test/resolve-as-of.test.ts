/**
 * Issue 13: a resolve answers as the rulings stood on a date (asOf), and with the rulings of one
 * region where TCG and OCG rulings differ (region). A card ruling is in effect from its date and
 * superseded from its successor's; edits made after the date are undone; the answer says which
 * date and region it used, and each region-bound ruling it cites says its region.
 */
import t from 'tap'
import { createKey } from '../src/editors/keys.js'
import { CONTENT_DIR, loadContent } from '../src/content/load.js'
import { build } from './helpers/build.js'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
const today = new Date().toISOString().slice(0, 10)
const lyla = { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} } }
const lylaAndVeiler = { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: { field: ['Effect Veiler'] } } }
type Cited = { id: string; summary?: string; status?: string; supersededBy?: string | null; region?: string }

t.test('asOf and region on resolve', async (t) => {
  const app = await build(t)
  const editor = await createKey(app.db.prisma, 'editor', 'editor')
  const auth = { authorization: `Bearer ${editor}` }
  const resolve = async (board: object, extra: object = {}) => {
    const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { ...board, ...extra } })
    t.equal(res.statusCode, 200, res.body.slice(0, 300))
    return res.json() as { asOf?: string; region?: string; rulings: Cited[] }
  }
  const cites = (answer: { rulings: Cited[] }, id: string) => answer.rulings.find((r) => r.id === id)
  const ruling = (id: string, extra: object) => ({
    id,
    game: 'yugioh',
    kind: 'card-ruling',
    title: `Lyla: ${id}`,
    text: `The answer ${id}.`,
    authority: 'official',
    cards: [{ card: 'Lyla, Lightsworn Sorceress', situations: ['meets'] }],
    references: [{ id: 'ref-qa-8765', locator: 'qa#8765' }],
    ...extra,
  })
  const post = async (body: object) => {
    const res = await app.inject({ method: 'POST', url: '/v1/rulings', payload: body, headers: auth })
    t.equal(res.statusCode, 201, res.body)
  }

  t.test('a ruling dated today is not cited as of yesterday', async (t) => {
    await post(ruling('card-lyla-dated-today', { date: today }))
    t.ok(cites(await resolve(lyla), 'card-lyla-dated-today'), 'cited now')
    const then = await resolve(lyla, { asOf: yesterday })
    t.equal(then.asOf, yesterday, 'the answer says the date')
    t.notOk(cites(then, 'card-lyla-dated-today'), 'not in effect yesterday')
    t.ok(cites(await resolve(lyla, { asOf: today }), 'card-lyla-dated-today'), 'in effect today')
  })

  t.test('an old answer entered now is in effect from its own date; superseded from its successor\'s', async (t) => {
    await post(ruling('card-lyla-2020', { date: '2020-03-01' }))
    await post(ruling('card-lyla-2025', { date: '2025-06-01', supersedes: ['card-lyla-2020'] }))
    const in2021 = await resolve(lyla, { asOf: '2021-01-01' })
    t.match(cites(in2021, 'card-lyla-2020'), { status: 'current', supersededBy: null }, '2021: the 2020 answer, current')
    t.notOk(cites(in2021, 'card-lyla-2025'), '2021: the 2025 answer not yet')
    const in2026 = await resolve(lyla, { asOf: '2026-01-01' })
    t.match(cites(in2026, 'card-lyla-2020'), { status: 'superseded', supersededBy: 'card-lyla-2025' }, '2026: superseded')
    t.ok(cites(in2026, 'card-lyla-2025'))
    t.notOk(cites(await resolve(lyla, { asOf: '2019-12-31' }), 'card-lyla-2020'), 'before its date: not cited')
  })

  t.test('an edit made today is undone as of yesterday', async (t) => {
    const now = await resolve(lylaAndVeiler)
    const original = cites(now, 'card-lyla-effect-veiler')
    t.ok(original, 'the curated pair ruling is cited')
    const current = (await app.inject('/v1/rulings/card-lyla-effect-veiler')).json()
    const edit = await app.inject({ method: 'PATCH', url: '/v1/rulings/card-lyla-effect-veiler', headers: { ...auth, 'if-match': `"${current.version}"` }, payload: { text: 'Reworded today.' } })
    t.equal(edit.statusCode, 200, edit.body)
    t.equal(cites(await resolve(lylaAndVeiler), 'card-lyla-effect-veiler')?.summary, 'Reworded today.')
    t.equal(cites(await resolve(lylaAndVeiler, { asOf: yesterday }), 'card-lyla-effect-veiler')?.summary, original?.summary, 'yesterday: the text before the edit')
  })

  t.test('region: the other region\'s ruling is left out, and the answer says which', async (t) => {
    await post(ruling('card-lyla-tcg', { date: '2024-01-01', region: 'tcg' }))
    await post(ruling('card-lyla-ocg', { date: '2024-01-01', region: 'ocg' }))
    const both = await resolve(lyla)
    t.equal(both.region, undefined, 'no region asked, none said')
    t.match(cites(both, 'card-lyla-tcg'), { region: 'tcg' })
    t.match(cites(both, 'card-lyla-ocg'), { region: 'ocg' })
    t.notOk('region' in (cites(both, 'card-lyla-2025') ?? {}), 'a ruling of both regions says none')
    const tcg = await resolve(lyla, { region: 'tcg' })
    t.equal(tcg.region, 'tcg')
    t.ok(cites(tcg, 'card-lyla-tcg'))
    t.notOk(cites(tcg, 'card-lyla-ocg'))
    t.ok(cites(tcg, 'card-lyla-2025'), 'rulings of both regions stay')
    const ocg = await resolve(lyla, { region: 'ocg', asOf: '2023-12-31' })
    t.notOk(cites(ocg, 'card-lyla-ocg'), 'ocg, but before its date')
    t.ok(cites(await resolve(lyla, { region: 'ocg' }), 'card-lyla-ocg'))
    t.equal((await app.inject('/v1/rulings/card-lyla-tcg')).json().region, 'tcg', 'the ruling read says its region')
  })

  t.test('bad values are a 400 naming the field', async (t) => {
    for (const [extra, field] of [
      [{ asOf: '2026-02-30' }, 'asOf'],
      [{ asOf: 'yesterday' }, 'asOf'],
      [{ region: 'eu' }, 'region'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { ...lyla, ...extra } })
      t.equal(res.statusCode, 400, JSON.stringify(extra))
      t.match(res.json().message, field)
    }
    const badRegion = await app.inject({ method: 'POST', url: '/v1/rulings', payload: ruling('card-lyla-eu', { date: today, region: 'eu' }), headers: auth })
    t.equal(badRegion.statusCode, 400)
    t.match(badRegion.json().message, /region/)
  })

  t.test('GraphQL takes and answers the same', async (t) => {
    const query = `{ resolve(board: { turnPlayer: "A", players: { A: { field: [{ card: "Lyla, Lightsworn Sorceress" }] }, B: {} }, region: "tcg", asOf: "${today}" }) { asOf region rulings { id region } } }`
    const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query } })
    t.equal(res.statusCode, 200, res.body)
    const data = res.json().data.resolve as { asOf: string; region: string; rulings: Array<{ id: string; region: string | null }> }
    t.equal(data.asOf, today)
    t.equal(data.region, 'tcg')
    t.match(data.rulings.find((r) => r.id === 'card-lyla-tcg'), { region: 'tcg' })
    t.notOk(data.rulings.some((r) => r.id === 'card-lyla-ocg'))
  })
})

t.test('content files: region is tcg, ocg or absent', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'content-region-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  cpSync(CONTENT_DIR, dir, { recursive: true })
  const path = join(dir, 'rulings/4-card-rulings.yaml')
  const text = readFileSync(path, 'utf8')
  writeFileSync(path, text.replace('- id: card-lyla-effect-veiler\n', '- id: card-lyla-effect-veiler\n  region: ocg\n'))
  t.equal(loadContent(dir).rulings.find((r) => r.id === 'card-lyla-effect-veiler')?.region, 'ocg')
  writeFileSync(path, text.replace('- id: card-lyla-effect-veiler\n', '- id: card-lyla-effect-veiler\n  region: eu\n'))
  t.throws(() => loadContent(dir), /card-lyla-effect-veiler.*region/)
})
