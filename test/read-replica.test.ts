/**
 * A read replica (DATABASE_READ_URL): a real streaming replica of a primary, both started by the
 * test. A GET with nothing to say is served by the replica (with its replay paused, it answers what
 * it had); an editor's read of what they just wrote comes from the primary, whether they send
 * their key, the version the write's answer gave, or the cookie it set; once the replica has
 * replayed the write, it serves that client again.
 */
import t from 'tap'
import pg from 'pg'
import { createKey } from '../src/editors/keys.js'
import { openDatabase } from '../src/db/database.js'
import { usingServer } from './helpers/database.js'
import { startInstance } from './helpers/instance.js'
import { primaryAndReplica, replicaAvailable } from './helpers/replica.js'
import { ConfigError, loadConfig } from '../src/config.js'
import { minVersionOf } from '../src/db/read-route.js'

const skip = !usingServer ? 'runs with the PostgreSQL tests (TEST_DATABASE_URL): it starts PostgreSQL servers of its own' : replicaAvailable ? false : 'needs PostgreSQL 15 binaries (initdb, pg_basebackup)'

t.test('DATABASE_READ_URL is checked at start; the version a client has seen is read from its header or cookie', async (t) => {
  const primary = 'postgresql://postgres@127.0.0.1:5432/rulings'
  t.equal(loadConfig({ DATABASE_URL: primary }).databaseReadUrl, null, 'unset: no replica')
  t.equal(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgresql://replica:5432/rulings' }).databaseReadUrl, 'postgresql://replica:5432/rulings')
  t.throws(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://replica/rulings' }), new ConfigError('DATABASE_READ_URL must be a postgres:// or postgresql:// connection string'))
  t.throws(() => loadConfig({ DATABASE_READ_URL: 'postgresql://replica:5432/rulings' }), /DATABASE_READ_URL names a read replica of DATABASE_URL: set DATABASE_URL/, 'a replica without a primary is refused')
  t.throws(() => loadConfig({ CHANGES_STREAM_MAX: '0' }), /CHANGES_STREAM_MAX must be a whole number, 1 or more/)
  t.equal(minVersionOf({}), undefined)
  t.equal(minVersionOf({ 'x-min-data-version': '12' }), 12)
  t.equal(minVersionOf({ cookie: 'a=b; rulings-min-version=15; c=d' }), 15)
  t.equal(minVersionOf({ 'x-min-data-version': '20', cookie: 'rulings-min-version=15' }), 20, 'the higher of the two')
  t.equal(minVersionOf({ 'x-min-data-version': 'soon', cookie: 'rulings-min-version=-1' }), undefined, 'what is not a version is ignored')
})

async function versionOf(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query('SELECT version FROM catalog_meta WHERE id = 1')).rows[0]?.version ?? -1
  } catch {
    return -1
  } finally {
    await client.end()
  }
}

async function until(test: () => Promise<boolean>, ms = 20_000): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await test()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

t.test('reads from a streaming replica; an editor reads their write back from the primary', { skip }, async (t) => {
  const { primaryUrl, replicaUrl } = await primaryAndReplica(t)
  const service = await startInstance(t, primaryUrl, { DATABASE_READ_URL: replicaUrl })
  t.match(service.log, /read replica ready/, 'the service opened the replica')

  const db = await openDatabase({ kind: 'postgres', url: primaryUrl, poolSize: 1 })
  t.teardown(() => db.close())
  const editor = await createKey(db.prisma, 'replica-editor', 'editor')
  const primaryVersion = await versionOf(primaryUrl)
  t.ok(await until(async () => (await versionOf(replicaUrl)) === primaryVersion), 'the replica replayed the migrations and the seed')

  const replica = new pg.Client({ connectionString: replicaUrl })
  await replica.connect()
  t.teardown(() => replica.end())
  t.equal((await replica.query('SELECT pg_is_in_recovery() AS standby')).rows[0].standby, true, 'it is a standby')
  // The replica stops replaying: whatever is written now, it does not have.
  await replica.query('SELECT pg_wal_replay_pause()')

  const get = (path: string, headers: Record<string, string> = {}) => fetch(service.base + path, { headers })
  const created = await fetch(`${service.base}/v1/rulings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` },
    body: JSON.stringify({ id: 'card-lyla-replica-answer', game: 'yugioh', kind: 'card-ruling', title: 'Lyla: written while the replica lags', text: 'Written to the primary.', authority: 'official', date: '2026-11-01', cards: [{ card: 'Lyla, Lightsworn Sorceress', situations: ['meets'] }], references: [{ id: 'ref-qa-8765', locator: 'qa#8765' }] }),
  })
  t.equal(created.status, 201)
  const written = Number(created.headers.get('x-data-version'))
  t.equal(written, primaryVersion + 1, "the write's answer gives the version it moved the catalog to")
  const cookie = created.headers.get('set-cookie') ?? ''
  t.match(cookie, new RegExp(`^rulings-min-version=${written};`), 'and sets the cookie that carries it')

  t.equal((await get('/v1/rulings/card-lyla-replica-answer')).status, 404, 'a GET with nothing to say is served by the replica, which has not replayed the write')
  t.equal(((await (await get('/v1/meta')).json()) as { dataVersion: number }).dataVersion, primaryVersion, "/v1/meta says the replica's data version")

  const withKey = await get('/v1/rulings/card-lyla-replica-answer', { authorization: `Bearer ${editor}` })
  t.equal(withKey.status, 200, 'an editor sending their key reads from the primary')
  const withVersion = await get('/v1/rulings/card-lyla-replica-answer', { 'x-min-data-version': String(written) })
  t.equal(withVersion.status, 200, 'a client sending the version it saw reads from the primary while the replica is behind it')
  const withCookie = await get('/v1/rulings/card-lyla-replica-answer', { cookie: cookie.split(';')[0]! })
  t.equal(withCookie.status, 200, 'so does a client sending the cookie back')
  t.equal(((await withCookie.json()) as { title: string }).title, 'Lyla: written while the replica lags')
  const older = await get('/v1/rulings/card-lyla-replica-answer', { 'x-min-data-version': String(primaryVersion) })
  t.equal(older.status, 404, 'a version the replica has: the replica serves it')
  const changes = (await (await get(`/v1/changes?since=${primaryVersion}`, { 'x-min-data-version': String(written) })).json()) as { entries: Array<{ dataVersion: number }> }
  t.same(changes.entries.map((e) => e.dataVersion), [written], "the feed, read at the client's version, lists the write")

  // An edit read back at once: never the text it replaced.
  const patched = await fetch(`${service.base}/v1/rulings/card-lyla-replica-answer`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}`, 'if-match': '"1"' },
    body: JSON.stringify({ text: 'Corrected on the primary.' }),
  })
  // What the service answered and logged, should the edit fail.
  t.equal(patched.status, 200, 'the edit is written to the primary', patched.status === 200 ? {} : { body: await patched.clone().text(), log: service.log.slice(-4000) })
  const readBack = await get('/v1/rulings/card-lyla-replica-answer', { cookie: (patched.headers.get('set-cookie') ?? '').split(';')[0]! })
  t.equal(((await readBack.json()) as { text: string }).text, 'Corrected on the primary.', "the editor's read-back shows their edit")

  await replica.query('SELECT pg_wal_replay_resume()')
  t.ok(await until(async () => (await versionOf(replicaUrl)) >= written + 1), 'the replica catches up once replaying again')
  const caughtUp = await get('/v1/rulings/card-lyla-replica-answer')
  t.equal(caughtUp.status, 200, 'and then serves the write to everyone')
  t.equal(((await caughtUp.json()) as { text: string }).text, 'Corrected on the primary.')
  t.equal(await service.stop(), 0, 'the service closes cleanly')
})
