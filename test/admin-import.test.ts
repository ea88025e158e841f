/**
 * Issue 13: an admin runs the card import through the service (POST /v1/admin/import), so the
 * embedded database never needs a second process. No key is 401, an editor key 403; an admin key
 * imports, streaming progress then done, and the cards are then served; a re-run changes nothing;
 * a malformed body writes nothing; a second import meanwhile is 409; /health answers while an
 * import runs; sources outside what the service allows are refused.
 */
import t from 'tap'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { createKey } from '../src/editors/keys.js'
import { build } from './helpers/build.js'
import { cardIndex, readRecords } from './helpers/card-data.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'
import { propertyRuns } from './helpers/property-runs.js'

/** A yaml-yugi record of a card of our own (no real card's text). */
function card(n: number) {
  return {
    konami_id: 910000 + n,
    password: 91000000 + n,
    name: { en: `Import Route Card ${n}`, ja: `インポートカード${n}` },
    text: { en: n % 2 ? 'During your End Phase: Destroy this card.' : 'A plain card.' },
    card_type: n % 3 === 0 ? 'Spell' : 'Monster',
    property: n % 3 === 0 ? 'Normal' : undefined,
    atk: n % 3 === 0 ? undefined : 1000,
    def: n % 3 === 0 ? undefined : 1000,
    level: n % 3 === 0 ? undefined : 4,
    monster_type_line: n % 3 === 0 ? undefined : 'Warrior / Effect',
    attribute: n % 3 === 0 ? undefined : 'EARTH',
  }
}

/** A few real cards from the team's snapshot when it is there (read here, never committed). */
async function realCards(count: number): Promise<unknown[]> {
  if (!existsSync(SHARED_CARD_DATA)) return []
  return readRecords((await cardIndex()).filter((c) => c.konamiId).slice(0, count))
}

interface ImportEvent {
  event: 'progress' | 'done' | 'error'
  [key: string]: unknown
}
const events = (body: string) => body.trim().split('\n').map((line) => JSON.parse(line) as ImportEvent)

/** A streamed POST over a real connection: the body written as the test decides, the answer read line by line. */
function streamedImport(base: string, key: string) {
  const url = new URL('/v1/admin/import', base)
  const lines: ImportEvent[] = []
  const waiters: Array<{ test: (e: ImportEvent) => boolean; resolve: (e: ImportEvent) => void }> = []
  let status = 0
  const request = http.request(url, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' } })
  const ended = new Promise<void>((resolve, reject) => {
    request.on('response', (response) => {
      status = response.statusCode ?? 0
      let buffer = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        buffer += chunk
        let newline: number
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const event = JSON.parse(buffer.slice(0, newline)) as ImportEvent
          buffer = buffer.slice(newline + 1)
          lines.push(event)
          for (const waiter of waiters.splice(0)) {
            if (waiter.test(event)) waiter.resolve(event)
            else waiters.push(waiter)
          }
        }
      })
      response.on('end', resolve)
      response.on('error', reject)
    })
    request.on('error', reject)
  })
  return {
    request,
    lines,
    ended,
    status: () => status,
    next: (test: (e: ImportEvent) => boolean) => {
      const seen = lines.find(test)
      return seen ? Promise.resolve(seen) : new Promise<ImportEvent>((resolve) => waiters.push({ test, resolve }))
    },
  }
}

t.test('the card import through the service', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'rulings-admin-import-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const app = await build(t, { app: { imports: { dir } } })
  const admin = await createKey(app.db.prisma, 'root', 'admin')
  const editor = await createKey(app.db.prisma, 'alice', 'editor')
  const auth = (key: string) => ({ authorization: `Bearer ${key}` })
  const records = [...(await realCards(10)), ...Array.from({ length: 40 }, (_, i) => card(i + 1))]
  const gzipped = gzipSync(JSON.stringify(records))
  await writeFile(join(dir, 'cards.json.gz'), gzipped)
  const state = async () => {
    const [row] = await app.db.sql.query<{ n: string }>('SELECT count(*) AS n FROM card')
    return { cards: Number(row?.n), dataVersion: (await app.inject('/v1/meta')).json().dataVersion as number }
  }
  const before = await state()

  t.test('no key is 401, an editor key 403, and nothing is written', async (t) => {
    const none = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { 'content-type': 'application/gzip' }, payload: gzipped })
    t.equal(none.statusCode, 401)
    t.equal(none.json().code, 'UNAUTHORIZED')
    const byEditor = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(editor), 'content-type': 'application/gzip' }, payload: gzipped })
    t.equal(byEditor.statusCode, 403)
    t.match(byEditor.json().message, /needs admin/)
    t.same(await state(), before)
  })

  t.test('an admin key imports the file sent as the body: progress, then done; the cards are served', async (t) => {
    const res = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(admin), 'content-type': 'application/gzip' }, payload: gzipped })
    t.equal(res.statusCode, 200)
    t.match(res.headers['content-type'], /^application\/x-ndjson/)
    const answer = events(res.body)
    t.equal(answer[0]?.event, 'progress', 'the first line is progress')
    t.same(answer[0], { event: 'progress', read: 0, bytes: 0, totalBytes: gzipped.length })
    t.ok(answer.slice(0, -1).every((e) => e.event === 'progress'), 'progress lines, then')
    const done = answer.at(-1)!
    t.equal(done.event, 'done')
    t.equal(done.read, records.length)
    t.equal((done.inserted as number) + (done.updated as number), records.length, 'every card written (a real card the seed knew is updated)')
    t.same(done.malformed, [])
    t.equal(done.malformedCount, 0)
    t.ok((done.dataVersion as number) > before.dataVersion, 'the data version moved')
    t.equal((await state()).dataVersion, done.dataVersion, 'and /v1/meta says so')

    const found = await app.inject('/v1/cards?q=Import Route Card 7')
    t.equal(found.statusCode, 200)
    t.equal(found.json().items[0]?.name, 'Import Route Card 7')
    const byId = await app.inject('/v1/cards/910007')
    t.equal(byId.json().behaviourSource, 'text', "its behaviours were read from its text: 'During your End Phase: Destroy this card.'")
    t.ok(byId.json().behaviours.some((b: { phase: string }) => b.phase === 'end'))
  })

  t.test('a re-run changes nothing (Accept: application/json: the summary alone)', async (t) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/admin/import',
      headers: { ...auth(admin), 'content-type': 'application/json', accept: 'application/json' },
      payload: JSON.stringify(records),
    })
    t.equal(res.statusCode, 200)
    t.match(res.headers['content-type'], /^application\/json/)
    const summary = res.json()
    t.same({ inserted: summary.inserted, updated: summary.updated, unchanged: summary.unchanged }, { inserted: 0, updated: 0, unchanged: records.length })
    t.equal(summary.dataVersion, (await state()).dataVersion, 'the data version did not move')
  })

  t.test('a malformed body writes nothing: an error event, or a 4xx', async (t) => {
    const counted = await state()
    const cut = `${JSON.stringify([card(101), card(102)]).slice(0, -1)},`
    const streamed = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(admin), 'content-type': 'application/json' }, payload: cut })
    t.equal(streamed.statusCode, 200, 'the import had started')
    const last = events(streamed.body).at(-1)!
    t.same({ event: last.event, code: last.code }, { event: 'error', code: 'IMPORT_INVALID' })
    t.match(last.message, /ends inside the array.*nothing was written/)

    const asJson = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(admin), 'content-type': 'application/json', accept: 'application/json' }, payload: cut })
    t.equal(asJson.statusCode, 400)
    t.equal(asJson.json().code, 'IMPORT_INVALID')

    const notJson = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(admin), 'content-type': 'application/octet-stream', accept: 'application/json' }, payload: 'hello' })
    t.equal(notJson.statusCode, 400)
    t.match(notJson.json().message, /expected a JSON array/)

    const damaged = gzipSync(JSON.stringify([card(103)])).subarray(0, 30)
    const badGzip = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(admin), 'content-type': 'application/gzip', accept: 'application/json' }, payload: damaged })
    t.equal(badGzip.statusCode, 400)
    t.equal(badGzip.json().code, 'IMPORT_INVALID')

    const wrongType = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(admin), 'content-type': 'text/plain' }, payload: '[]' })
    t.equal(wrongType.statusCode, 415)
    const badRequest = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(admin), 'content-type': 'application/json' }, payload: { format: 'csv', source: 'cards.json.gz' } })
    t.equal(badRequest.statusCode, 400)
    t.equal(badRequest.json().field, 'body.format')
    const tooLarge = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(admin), 'content-type': 'application/gzip', 'content-length': String(1024 ** 3) }, payload: damaged })
    t.equal(tooLarge.statusCode, 413)

    t.same(await state(), counted, 'no card, no data version')
    t.equal(app.imports.current, null, 'and the import slot is free again')
  })

  t.test('a body that is not a card array at all is an HTTP error, streamed or not', async (t) => {
    const counted = await state()
    for (const [payload, type] of [['hello', 'application/octet-stream'], ['{"cards": []', 'application/octet-stream'], ['[{"konami_id": 1', 'application/octet-stream'], [gzipSync('garbage'), 'application/gzip']] as const) {
      const res = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(admin), 'content-type': type }, payload })
      t.equal(res.statusCode, 400, `${String(payload).slice(0, 20)}: 400, not 200 with an error line`)
      t.equal(res.json().code, 'IMPORT_INVALID')
    }
    t.same(await state(), counted)
    t.equal(app.imports.current, null)
  })

  t.test('bad records are skipped with their reasons; the others land (the body was whole)', async (t) => {
    const good = [card(500), card(501), card(502)]
    const texts = [
      JSON.stringify(good[0]),
      JSON.stringify({ ...card(503), name: { en: 'Nul Key', 'e\u0000n': 'x' } }),
      JSON.stringify({ ...card(504), sets: { en: [{ set_number: 'LONE-EN001' }] } }).replace('LONE-EN001', 'LONE\\ud800'),
      JSON.stringify({ ...card(505), password: card(500).password }),
      JSON.stringify(good[1]),
      JSON.stringify({ ...card(506), yugipedia_page_id: 77001 }),
      JSON.stringify({ ...card(507), yugipedia_page_id: 77001 }),
      JSON.stringify(good[2]),
    ]
    const res = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(admin), 'content-type': 'application/json' }, payload: `[${texts.join(',')}]` })
    t.equal(res.statusCode, 200)
    const done = events(res.body).at(-1)!
    t.equal(done.event, 'done', JSON.stringify(done))
    t.equal(done.inserted, 4, 'the three good records and the first of the two with one Yugipedia page id')
    t.same((done.malformed as Array<{ index: number }>).map((m) => m.index), [1, 2, 3, 6])
    t.match(done.malformed, [{ reason: /name has a key that is not a language code/ }, { reason: /sets\.en\[0\]\.set_number contains a lone surrogate/ }, { reason: /password 91000500 is already the password of record #0/ }, { reason: /yugipedia_page_id 77001 is already the Yugipedia page id of record #5/ }])
    t.equal((await app.inject('/v1/cards/Import Route Card 502')).statusCode, 200)

    // Over a real connection the body is read to its end before the import fails or succeeds: a
    // record the database would refuse was once told as a body that broke off.
    await listen(app)
    const running = streamedImport(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, admin)
    running.request.end(`[${texts.join(',')}]`)
    await running.ended
    const again = running.lines.at(-1)!
    t.same({ status: running.status(), event: again.event, unchanged: again.unchanged, skipped: again.malformedCount }, { status: 200, event: 'done', unchanged: 4, skipped: 4 })
  })

  t.test('a source under IMPORT_DIR; paths outside it, internal addresses and other schemes are refused', async (t) => {
    const request = (source: string) =>
      app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(admin), accept: 'application/json' }, payload: { format: 'yaml-yugi', source } })
    const fromDir = await request('cards.json.gz')
    t.equal(fromDir.statusCode, 200)
    t.equal(fromDir.json().unchanged, records.length)
    t.equal((await request(join(dir, 'cards.json.gz'))).statusCode, 200, 'an absolute path under IMPORT_DIR')
    t.equal((await request('missing.json')).statusCode, 404)
    await symlink('/etc/hostname', join(dir, 'escape.json')).catch(() => {})
    for (const source of ['../etc/passwd', '/etc/passwd', 'escape.json', 'file:///etc/passwd', 'ftp://example.org/cards.json', 'http://127.0.0.1:1/cards.json', 'http://[::1]/cards.json', 'http://localhost/cards.json', 'http://169.254.169.254/latest/meta-data']) {
      const res = await request(source)
      t.equal(res.statusCode, 403, `${source} is refused`)
      t.equal(res.json().code, 'SOURCE_NOT_ALLOWED')
    }
  })

  t.test('an http(s) source the configuration allows', async (t) => {
    const files = http.createServer((req, res) => {
      if (req.url === '/moved') return res.writeHead(302, { location: '/cards.json.gz' }).end()
      if (req.url === '/cards.json.gz') return res.writeHead(200, { 'content-length': gzipped.length }).end(gzipped)
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve))
    t.teardown(() => new Promise((resolve) => files.close(resolve)))
    const base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`
    const allowed = await build(t, { app: { imports: { urlHosts: ['127.0.0.1'] } } })
    const key = await createKey(allowed.db.prisma, 'root', 'admin')
    const request = (source: string) =>
      allowed.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(key), accept: 'application/json' }, payload: { format: 'yaml-yugi', source } })
    const res = await request(`${base}/moved`)
    t.equal(res.statusCode, 200, 'a named host, through a redirect')
    t.equal(res.json().read, records.length)
    t.equal((await request(`${base}/nothing`)).statusCode, 502, 'its 404 is a 502: the source failed')
    t.equal((await request('https://example.org/cards.json')).statusCode, 403, 'a host not named is refused')
    t.equal((await request('cards.json.gz')).statusCode, 403, 'no IMPORT_DIR: no path')
  })

  t.test('one import at a time: 409 names the running one; /health answers meanwhile', async (t) => {
    await listen(app)
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const more = Array.from({ length: 30 }, (_, i) => JSON.stringify(card(200 + i)))
    const running = streamedImport(base, admin)
    // Half the body: the import starts, and waits for the rest.
    running.request.write(`[${more.slice(0, 15).join(',')},`)
    await running.next((e) => e.event === 'progress')

    const second = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(admin), 'content-type': 'application/gzip' }, payload: gzipped })
    t.equal(second.statusCode, 409)
    t.equal(second.json().code, 'IMPORT_RUNNING')
    t.match(second.json().message, /already running: an upload \(the request body\), started by root/)
    const health = await fetch(`${base}/health`)
    t.equal(health.status, 200, '/health answers while the import runs')
    t.equal(((await health.json()) as { importing?: boolean }).importing, true)
    t.notOk(running.lines.some((e) => e.event === 'done'), 'before the import is done')

    running.request.end(`${more.slice(15).join(',')}]`)
    await running.ended
    const done = running.lines.at(-1)!
    t.equal(done.event, 'done')
    t.equal(done.inserted, 30)
    t.equal(running.status(), 200)
  })

  t.test('a client that goes away stops the import: nothing is written', async (t) => {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const counted = await state()
    const running = streamedImport(base, admin)
    running.ended.catch(() => {})
    running.request.write(`[${JSON.stringify(card(300))},`)
    await running.next((e) => e.event === 'progress')
    running.request.destroy()
    while (app.imports.current) await new Promise((resolve) => setTimeout(resolve, 20))
    t.same(await state(), counted)
  })

  t.test('across processes (PostgreSQL): the advisory lock, and the 409 names the holder', { skip: app.db.kind !== 'postgres' && 'the embedded database has one process' }, async (t) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let holding!: () => void
    const isHolding = new Promise<void>((resolve) => (holding = resolve))
    const other = app.db.sql.transaction(async (tx) => {
      await tx.query(`SELECT set_config('application_name', 'rulings import by worker-2', true)`)
      await tx.query('SELECT pg_advisory_xact_lock($1)', [0x5947_4f49])
      holding()
      await held
    })
    await isHolding
    const res = await app.inject({ method: 'POST', url: '/v1/admin/import', headers: { ...auth(admin), 'content-type': 'application/gzip' }, payload: gzipped })
    release()
    await other
    t.equal(res.statusCode, 409)
    t.match(res.json().message, /another import into this database is running \(rulings import by worker-2, since \d{4}-/)
    t.equal(app.imports.current, null)
  })

  t.test('the snapshot\'s cards, uploaded gzipped; /health answers before the import is done', { skip: !existsSync(SHARED_CARD_DATA) && `no card data at ${SHARED_CARD_DATA}` }, async (t) => {
    // `npm test` uploads the snapshot's first 2,000 cards; PROPERTY_RUNS=full uploads the snapshot
    // file itself, every card (a minute or more on PGlite). CI imports every card twice anyway, from
    // the file, through the same importer.
    const index = await cardIndex()
    const count = propertyRuns(t, { fixed: 2000, full: index.length })
    const whole = count >= index.length
    const records = whole ? [] : await readRecords<{ name: { en: string } }>(index.slice(0, count))
    const body = whole ? await readFile(SHARED_CARD_DATA) : gzipSync(JSON.stringify(records))
    const served = whole ? 'Dark Magician' : records.at(-1)!.name.en
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const running = streamedImport(base, admin)
    running.request.setHeader('content-type', 'application/gzip')
    running.request.end(body)
    await running.next((e) => e.event === 'progress')
    const health = await fetch(`${base}/health`)
    t.equal(health.status, 200)
    const doneWhenHealthAnswered = running.lines.some((e) => e.event === 'done' || e.event === 'error')
    await running.ended
    t.notOk(doneWhenHealthAnswered, '/health answered before the import was done')
    const done = running.lines.at(-1)!
    t.equal(done.event, 'done', JSON.stringify(done))
    t.equal(done.read, Math.min(count, index.length), `${count} cards read`)
    t.equal((await app.inject(`/v1/cards/${encodeURIComponent(served)}`)).statusCode, 200, `${served} is served`)
  })

  t.test('closing the service stops a running import: an error event, nothing written', async (t) => {
    await listen(app)
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const counted = await state()
    const running = streamedImport(base, admin)
    running.request.write(`[${JSON.stringify(card(400))},`)
    await running.next((e) => e.event === 'progress')
    const closing = app.close()
    const stopped = await running.next((e) => e.event === 'error')
    t.equal(stopped.code, 'SERVICE_CLOSING')
    await closing
    const [row] = await app.testDb.sql.query<{ n: string; version: number }>('SELECT (SELECT count(*) FROM card) AS n, (SELECT version FROM catalog_meta) AS version')
    t.same({ cards: Number(row?.n), dataVersion: row?.version }, counted)
  })
})

async function listen(app: FastifyInstance) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
}
