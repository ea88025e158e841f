/**
 * The server compiles each route's schemas when the route is first used, and every other one once it
 * listens (`compileLeftOver`): a request before that is checked and answered exactly as after it.
 */
import t from 'tap'
import { buildApp } from '../src/app.js'
import { compileLeftOver } from '../src/schemas/compilers.js'
import { testDatabase } from './helpers/database.js'

t.test('answers before and after the left-over schemas are compiled are the same', async (t) => {
  const db = await testDatabase(t, { seeded: true })
  const app = await buildApp({ db, compileSchemas: 'after-listen' })
  t.teardown(() => app.close())
  const bad = { method: 'GET' as const, url: '/v1/cards?limit=0' }
  const good = { method: 'GET' as const, url: '/v1/cards?q=lyla&limit=2' }
  const before = [await app.inject(bad), await app.inject(good)]
  t.equal(before[0]!.statusCode, 400, 'a bad query is refused by the route compiled on first use')
  t.equal(before[1]!.statusCode, 200)

  const compiled = await compileLeftOver()
  t.ok(compiled > 10, `the routes no request used are compiled now (${compiled} functions)`)
  t.equal(await compileLeftOver(), 0, 'and only once')

  const after = [await app.inject(bad), await app.inject(good)]
  t.same(after.map((res) => [res.statusCode, res.json()]), before.map((res) => [res.statusCode, res.json()]), 'the same answers')
  const resolved = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} }, unknownField: 1 } })
  t.equal(resolved.statusCode, 400, 'a compiled-later route checks its body as at start')
})
