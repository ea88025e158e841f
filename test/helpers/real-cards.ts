/**
 * The app on a seeded database of its own, with the named real cards imported from the shared
 * card data (../shared/data/yaml-yugi), as a board naming real cards needs them.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Test } from 'tap'
import { importYamlYugi } from '../../src/catalog/importer.js'
import { build } from './build.js'
import { recordsNamed } from './card-data.js'

export async function appWithRealCards(t: Test, names: readonly string[]): Promise<Awaited<ReturnType<typeof build>>> {
  const records = await recordsNamed<{ name: { en?: string } }>(names)
  // A name may have two records (Dark Magician's two printings): every name must have one.
  const found = new Set(records.map((record) => record.name.en))
  t.same(
    names.filter((name) => !found.has(name)),
    [],
    'every named card is in the card data',
  )
  const dir = await mkdtemp(join(tmpdir(), 'rulings-real-cards-'))
  await writeFile(join(dir, 'cards.json'), JSON.stringify(records))
  const app = await build(t)
  await importYamlYugi(app.testDb.sql, join(dir, 'cards.json'))
  app.catalogCache.clear()
  return app
}

/**
 * A board's answer from POST /v1/resolve, checked on `t` to be a 200 (the body is the message when
 * it is not). `defaults` are fields every board of the test shares (`turnPlayer`), a board's own win.
 */
export function resolver<A>(t: Test, app: Pick<FastifyInstance, 'inject'>, defaults: Record<string, unknown> = {}): (board: unknown) => Promise<A> {
  return async (board) => {
    const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { ...defaults, ...(board as Record<string, unknown>) } })
    t.equal(res.statusCode, 200, res.statusCode === 200 ? 'answered 200' : res.body)
    return res.json() as A
  }
}
