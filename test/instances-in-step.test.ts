/**
 * Several instances of the service on one PostgreSQL database, as behind a load balancer: two
 * separate processes (not cluster workers). An edit through one is in the other's answers as soon
 * as the database's notice reaches it, though the other had the old answer cached for a minute; an
 * import through one is seen by the other; the other's listening connection killed
 * (pg_terminate_backend) and back, its next answer is fresh even for a change it never heard of;
 * its change stream delivers an edit made through the first.
 */
import t from 'tap'
import http from 'node:http'
import pg from 'pg'
import { createKey } from '../src/editors/keys.js'
import { openDatabase } from '../src/db/database.js'
import { LISTENER_APPLICATION_NAME } from '../src/db/change-listener.js'
import { scratchDatabase, usingServer } from './helpers/database.js'
import { startInstance, type Instance } from './helpers/instance.js'

const skip = usingServer ? false : 'needs TEST_DATABASE_URL (separate instances share a PostgreSQL server)'

async function call(instance: Instance, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: any; headers: Headers }> {
  const res = await fetch(instance.base + path, { method, headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) })
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers }
}

const board = (card: string | number) => ({ turnPlayer: 'A', players: { A: { field: [card] }, B: {} } })
type Answer = { rulings: Array<{ id: string; title: string }>; steps?: unknown }

/** Asks until `fresh` holds (the notice travels between processes; this bounds the wait, it does not time it). */
async function eventually<T>(ask: () => Promise<T>, fresh: (value: T) => boolean, ms = 5_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await ask()
    if (fresh(value) || Date.now() > end) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function plainCard(n: number, name: string, text: string) {
  return { konami_id: 940000 + n, password: 94000000 + n, name: { en: name }, text: { en: text }, card_type: 'Monster', atk: 1000, def: 1000, level: 4, monster_type_line: 'Warrior / Effect', attribute: 'EARTH' }
}

t.test('two instances on one database stay in step', { skip }, async (t) => {
  const url = await scratchDatabase(t, 'rulings_test_hosts')
  // The first migrates and seeds; the second finds it done (migrations run once).
  const a = await startInstance(t, url)
  const b = await startInstance(t, url)
  t.match(b.log, /"migrationsApplied":\[\]/, 'the second instance had no migration left to apply')

  const db = await openDatabase({ kind: 'postgres', url, poolSize: 1 })
  t.teardown(() => db.close())
  const editor = await createKey(db.prisma, 'hosts-editor', 'editor')
  const admin = await createKey(db.prisma, 'hosts-admin', 'admin')
  const auth = (key: string) => ({ authorization: `Bearer ${key}` })

  await t.test('an edit through one is in the answers of the other, which had the old answer cached', async (t) => {
    const lyla = board('Lyla, Lightsworn Sorceress')
    const cites = (answer: Answer) => answer.rulings.some((r) => r.id === 'card-lyla-hosts-answer')
    for (const instance of [a, b, b]) t.notOk(cites((await call(instance, 'POST', '/v1/resolve', lyla)).json), 'before the edit: not cited (and now cached for a minute)')
    const created = await call(
      a,
      'POST',
      '/v1/rulings',
      { id: 'card-lyla-hosts-answer', game: 'yugioh', kind: 'card-ruling', title: 'Lyla: added through the first instance', text: 'Added through one instance.', authority: 'official', date: '2026-11-01', cards: [{ card: 'Lyla, Lightsworn Sorceress', situations: ['meets'] }], references: [{ id: 'ref-qa-8765', locator: 'qa#8765' }] },
      auth(editor),
    )
    t.equal(created.status, 201)
    const after = await eventually(() => call(b, 'POST', '/v1/resolve', lyla), (r) => cites(r.json))
    t.ok(cites(after.json), 'the other instance answers with the new ruling')
  })

  await t.test('an import through one is seen by the other', async (t) => {
    const first = await call(a, 'POST', '/v1/admin/import', [plainCard(1, 'Hosts Card One', 'During your End Phase: Destroy this card.')], { ...auth(admin), accept: 'application/json' })
    t.equal(first.status, 200, JSON.stringify(first.json))
    const steps = async (instance: Instance) => JSON.stringify((await call(instance, 'POST', '/v1/resolve', board(94000001))).json)
    const before = await steps(b)
    t.match(before, /Hosts Card One/, 'the other instance reads the card, and keeps it')
    t.notMatch(before, /Hosts Card Renamed/)
    const second = await call(a, 'POST', '/v1/admin/import', [plainCard(1, 'Hosts Card Renamed', 'During your End Phase: Destroy this card.')], { ...auth(admin), accept: 'application/json' })
    t.equal(second.status, 200)
    t.equal(second.json.updated, 1, 'the import changed the card')
    const after = await eventually(() => steps(b), (text) => /Hosts Card Renamed/.test(text))
    t.match(after, /Hosts Card Renamed/, 'the other instance answers with what the import stored')
  })

  await t.test('the listening connection killed and back: the next answer is fresh, even for a change it never heard of', async (t) => {
    const lyla = board('Lyla, Lightsworn Sorceress')
    const title = async () => ((await call(b, 'POST', '/v1/resolve', lyla)).json as Answer).rulings.find((r) => r.id === 'card-lyla-hosts-answer')?.title
    t.equal(await title(), 'Lyla: added through the first instance', 'cached by the second instance')
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    t.teardown(() => admin.end())
    // A change no notice tells of (triggers off for this session): only a cleared cache can show it.
    await admin.query('BEGIN')
    await admin.query("SET LOCAL session_replication_role = 'replica'")
    await admin.query("UPDATE ruling SET title = 'Lyla: changed where no notice tells' WHERE id = 'card-lyla-hosts-answer'")
    await admin.query('COMMIT')
    t.equal(await title(), 'Lyla: added through the first instance', 'without a notice, the second instance still answers from its cache')
    const listener = `${LISTENER_APPLICATION_NAME} ${b.child.pid}`
    const killed = await admin.query('SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE application_name = $1', [listener])
    t.same(killed.rows, [{ done: true }], "the second instance's listening connection is killed")
    await b.until(/change listener listening again/)
    const back = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [listener])
    t.equal(back.rows[0].n, 1, 'it listens again on a new connection')
    t.equal(await title(), 'Lyla: changed where no notice tells', 'its next answer is fresh: the caches were dropped once it was back')
    // And it hears notices again.
    const patched = await call(a, 'PATCH', '/v1/rulings/card-lyla-hosts-answer', { title: 'Lyla: edited after the reconnect' }, { ...auth(editor), 'if-match': '"1"' })
    t.equal(patched.status, 200, JSON.stringify(patched.json))
    t.equal(await eventually(title, (x) => x === 'Lyla: edited after the reconnect'), 'Lyla: edited after the reconnect', 'a notice after the reconnect is heard')
  })

  await t.test("the other instance's change stream delivers an edit made through the first", async (t) => {
    const { dataVersion } = (await call(b, 'GET', '/v1/meta')).json as { dataVersion: number }
    const received: string[] = []
    const stream = http.get(`${b.base}/v1/changes/stream`, { agent: false })
    t.teardown(() => stream.destroy())
    const delivered = new Promise<void>((resolve) => {
      stream.on('response', (res) => {
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          received.push(chunk)
          if (/event: change/.test(received.join(''))) resolve()
        })
      })
    })
    await new Promise((resolve) => stream.once('response', resolve))
    const patched = await call(a, 'PATCH', '/v1/rulings/card-lyla-hosts-answer', { title: 'Lyla: edited for the stream' }, { ...auth(editor), 'if-match': '"2"' })
    t.equal(patched.status, 200, JSON.stringify(patched.json))
    await delivered
    const text = received.join('')
    t.match(text, new RegExp(`id: ${dataVersion + 1}\\nevent: change\\ndata: .*"id":"card-lyla-hosts-answer"`), 'the edit, with its data version')
  })

  t.equal(await a.stop(), 0, 'the first instance closes cleanly')
  t.equal(await b.stop(), 0, 'the second too')
})
