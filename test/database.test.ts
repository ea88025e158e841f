/**
 * The PostgreSQL connection pool under a server that ends sessions: a lost idle connection must
 * not crash the process, and close() must leave no session behind (whoever drops the database
 * next, a test's teardown or an operator, would otherwise kill a connection we still hold).
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import t from 'tap'
import { openMigratedDatabase } from '../src/db/database.js'
import { usingServer, type Teardown } from './helpers/database.js'

const serverUrl = process.env.TEST_DATABASE_URL

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    return await fn(admin)
  } finally {
    await admin.end()
  }
}

async function scratchDatabase(t: Teardown): Promise<string> {
  const name = `rulings_test_pool_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`))
  t.teardown(() => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)))
  const url = new URL(serverUrl!)
  url.pathname = `/${name}`
  return url.toString()
}

async function sessionsOn(name: string): Promise<number> {
  return withAdmin(async (admin) => {
    const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])
    return rows[0]!.n
  })
}

t.test('the pool on a PostgreSQL server', { skip: !usingServer && 'needs TEST_DATABASE_URL' }, async (t) => {
  t.test('an idle connection the server ends is replaced, and the process carries on', async (t) => {
    const url = await scratchDatabase(t)
    const { db } = await openMigratedDatabase({ kind: 'postgres', url, poolSize: 3 })
    t.teardown(() => db.close())
    await Promise.all([1, 2, 3].map(() => db.sql.query('SELECT pg_sleep(0.01)')))
    const name = new URL(url).pathname.slice(1)
    const warnings: string[] = []
    const onWarning = (w: Error) => warnings.push(w.message)
    process.on('warning', onWarning)
    t.teardown(() => process.off('warning', onWarning))
    const ended = await withAdmin(async (admin) => {
      const { rows } = await admin.query<{ ok: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      )
      return rows.length
    })
    t.ok(ended >= 1, `the server ended ${ended} idle session(s)`)
    // Give the terminations time to reach the pool.
    for (let i = 0; i < 50 && warnings.length < ended; i++) await new Promise((r) => setTimeout(r, 20))
    t.ok(warnings.some((w) => /connection lost/.test(w)), 'the loss is reported as a warning')
    const rows = await db.sql.query<{ n: number }>('SELECT 1 AS n')
    t.same(rows, [{ n: 1 }], 'the next query runs on a new connection')
    t.equal((await db.prisma.card.count()) >= 0, true, 'and so does Prisma')
  })

  t.test('close() returns only once every session has ended', async (t) => {
    const url = await scratchDatabase(t)
    const name = new URL(url).pathname.slice(1)
    for (let round = 0; round < 5; round++) {
      const { db } = await openMigratedDatabase({ kind: 'postgres', url, poolSize: 4 })
      await Promise.all([1, 2, 3, 4].map(() => db.sql.query('SELECT pg_sleep(0.01)')))
      await db.close()
      t.equal(await sessionsOn(name), 0, `round ${round}: no session left after close()`)
    }
  })
})
