/**
 * A pg client runs one query at a time: a query handed to a client that is still executing one
 * is deprecated (pg prints a DeprecationWarning, and pg 9 drops it). Prisma's interactive
 * transactions read a row's relations concurrently on the transaction's one connection, as a
 * ruling written through the API does (its references, cards and superseding links), so every
 * query given to a connection waits for the one before it, in the order given.
 */
import t from 'tap'
import { build } from './helpers/build.js'
import { usingServer } from './helpers/database.js'
import { createKey } from '../src/editors/keys.js'

const ALREADY_EXECUTING = /already executing a query/

/** Every process warning emitted while `work` runs. */
async function warningsDuring(work: () => Promise<void>): Promise<string[]> {
  const seen: string[] = []
  const listen = (warning: Error) => void seen.push(`${warning.name}: ${warning.message}`)
  process.on('warning', listen)
  try {
    await work()
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve))
  } finally {
    process.off('warning', listen)
  }
  return seen
}

t.test('ruling writes and transactions never give a connection a second query while one runs', { skip: usingServer ? false : 'needs TEST_DATABASE_URL (the embedded database has no pg client)' }, async (t) => {
  t.notOk(process.noDeprecation, 'deprecation warnings are emitted in this process')
  const app = await build(t)
  const key = await createKey(app.db.prisma, 'alice', 'editor')
  const auth = { authorization: `Bearer ${key}` }

  const warnings = await warningsDuring(async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/v1/rulings',
      headers: auth,
      payload: {
        id: 'card-lyla-one-query',
        game: 'yugioh',
        kind: 'card-ruling',
        title: 'Lyla: one query at a time',
        text: 'Written in a transaction that reads its relations.',
        authority: 'official',
        date: '2026-11-01',
        cards: [{ card: 'Lyla, Lightsworn Sorceress', situations: ['meets'] }],
        references: [{ id: 'ref-qa-8765', locator: 'qa#8765' }],
      },
    })
    t.equal(created.statusCode, 201, created.body)
    const updated = await app.inject({
      method: 'PATCH',
      url: '/v1/rulings/card-lyla-one-query',
      headers: { ...auth, 'if-match': '"1"' },
      payload: { title: 'Lyla: one query at a time, edited' },
    })
    t.equal(updated.statusCode, 200, updated.body)

    // The service's own transactions (imports, migrations) given several statements at once.
    const rows = await app.db.sql.transaction((tx) => Promise.all([1, 2, 3, 4].map((n) => tx.query<{ n: number }>('SELECT $1::int AS n, pg_sleep(0.02)', [n]))))
    t.same(
      rows.map((r) => r[0]?.n),
      [1, 2, 3, 4],
      'each answer goes to its own query, in order',
    )
  })
  t.same(
    warnings.filter((w) => ALREADY_EXECUTING.test(w)),
    [],
    'no "already executing a query" warning',
  )
})
