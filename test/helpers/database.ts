/**
 * A database of the test's own: a new PostgreSQL database on the server named by
 * TEST_DATABASE_URL (dropped at teardown), or an in-memory embedded PGlite when it is unset.
 * Each test file gets its own, so runs and files never collide.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openMigratedDatabase, type Database } from '../../src/db/database.js'

export interface Teardown {
  teardown(fn: () => unknown): void
}

export const usingServer = Boolean(process.env.TEST_DATABASE_URL)

export async function testDatabase(t: Teardown): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const { db } = await openMigratedDatabase({ kind: 'pglite', dataDir: null })
    t.teardown(() => db.close())
    return db
  }
  const name = `rulings_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const { db } = await openMigratedDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 })
  t.teardown(async () => {
    await db.close()
    const dropper = new pg.Client({ connectionString: serverUrl })
    await dropper.connect()
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await dropper.end()
  })
  return db
}

/** An empty database of the test's own on the TEST_DATABASE_URL server (dropped at teardown): its URL. */
export async function scratchDatabase(t: Teardown, prefix = 'rulings_test_scratch'): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('scratchDatabase needs TEST_DATABASE_URL')
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE "${name}"`)
  t.teardown(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
