/**
 * The change feed: what changed after a data version (rulings, references, card behaviours,
 * imports), paged; the same as Server-Sent Events, an edit delivered as it happens, a reconnect
 * with Last-Event-ID missing nothing; a version older than the feed keeps answered 410; the
 * number of streams bounded; a stream ended cleanly when the service closes.
 */
import t from 'tap'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createKey } from '../src/editors/keys.js'
import { build } from './helpers/build.js'

const auth = (key: string) => ({ authorization: `Bearer ${key}` })

function importCard(n: number, text = 'A plain card.') {
  return {
    konami_id: 930000 + n,
    password: 93000000 + n,
    name: { en: `Change Feed Card ${n}` },
    text: { en: text },
    card_type: 'Monster',
    atk: 1000,
    def: 1000,
    level: 4,
    monster_type_line: 'Warrior / Effect',
    attribute: 'EARTH',
  }
}

const ruling = (id: string) => ({
  id,
  game: 'yugioh',
  kind: 'card-ruling',
  title: 'A ruling added to watch the change feed',
  text: 'Added through the API.',
  authority: 'official',
  date: '2026-11-01',
  cards: [{ card: 'Lyla, Lightsworn Sorceress', situations: ['meets'] }],
  references: [{ id: 'ref-qa-8765', locator: 'qa#8765' }],
})

interface Entry {
  dataVersion: number
  source: string
  changes: Array<{ entity: string; id: string; version: number; action: string; by: string }>
  import?: { inserted: number; updated: number }
}

/** An SSE client over a real connection: its events as they come, and a way to wait for one. */
function eventSource(port: number, path: string, headers: Record<string, string> = {}) {
  const events: Array<{ id?: string; event?: string; data?: string }> = []
  const comments: string[] = []
  let status = 0
  let buffer = ''
  const waiters: Array<() => void> = []
  let ended = false
  const request = http.get({ host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream', ...headers }, agent: false }, (res) => {
    status = res.statusCode ?? 0
    res.setEncoding('utf8')
    res.on('data', (chunk: string) => {
      buffer += chunk
      let cut
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut)
        buffer = buffer.slice(cut + 2)
        const event: { id?: string; event?: string; data?: string } = {}
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line)
          else if (line.startsWith('id: ')) event.id = line.slice(4)
          else if (line.startsWith('event: ')) event.event = line.slice(7)
          else if (line.startsWith('data: ')) event.data = line.slice(6)
        }
        if (event.event) events.push(event)
      }
      for (const wake of [...waiters]) wake()
    })
    res.on('end', () => {
      ended = true
      for (const wake of [...waiters]) wake()
    })
  })
  request.on('error', () => {})
  return {
    events,
    comments,
    get status() {
      return status
    },
    get ended() {
      return ended
    },
    /** Resolves once `test` holds (or rejects when the stream ends first, or after `ms` as a safety net). */
    until(test: () => boolean, ms = 10_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not seen in ${ms} ms; events: ${JSON.stringify(events)}`)), ms)
        const check = () => {
          if (test()) {
            clearTimeout(timer)
            waiters.splice(waiters.indexOf(check), 1)
            resolve()
          } else if (ended) {
            clearTimeout(timer)
            reject(new Error(`the stream ended first; events: ${JSON.stringify(events)}`))
          }
        }
        waiters.push(check)
        check()
      })
    },
    close: () => request.destroy(),
  }
}

t.test('the feed lists edits and an import after a version, paged, and refuses a version it no longer keeps', async (t) => {
  const app = await build(t)
  const editor = await createKey(app.db.prisma, 'feed-editor', 'editor')
  const admin = await createKey(app.db.prisma, 'feed-admin', 'admin')
  const start = (await app.inject('/v1/meta')).json().dataVersion as number

  const empty = await app.inject(`/v1/changes?since=${start}`)
  t.equal(empty.statusCode, 200)
  t.same(empty.json(), { dataVersion: start, entries: [], nextSince: null }, 'nothing changed since the current version')

  const created = await app.inject({ method: 'POST', url: '/v1/rulings', payload: ruling('card-lyla-feed-one'), headers: auth(editor) })
  t.equal(created.statusCode, 201, created.body)
  t.equal(created.headers['x-data-version'], String(start + 1), "a write's answer says the data version it moved the catalog to")
  const updated = await app.inject({ method: 'PATCH', url: '/v1/rulings/card-lyla-feed-one', payload: { text: 'Corrected.' }, headers: { ...auth(editor), 'if-match': '"1"' } })
  t.equal(updated.statusCode, 200, updated.body)
  const imported = await app.inject({ method: 'POST', url: '/v1/admin/import', payload: [importCard(1), importCard(2)], headers: { ...auth(admin), accept: 'application/json' } })
  t.equal(imported.statusCode, 200, imported.body)
  const deleted = await app.inject({ method: 'DELETE', url: '/v1/rulings/card-lyla-feed-one', headers: { ...auth(admin), 'if-match': '"2"' } })
  t.equal(deleted.statusCode, 204, deleted.body)

  const first = await app.inject(`/v1/changes?since=${start}&limit=2`)
  t.equal(first.statusCode, 200)
  const page1 = first.json() as { dataVersion: number; entries: Entry[]; nextSince: number | null }
  t.equal(page1.dataVersion, start + 4)
  t.same(page1.entries.map((e) => [e.dataVersion, e.source]), [[start + 1, 'edit'], [start + 2, 'edit']], 'the first page: two versions, oldest first')
  t.match(page1.entries[0]!.changes, [{ entity: 'ruling', id: 'card-lyla-feed-one', version: 1, action: 'create', by: 'feed-editor' }])
  t.match(page1.entries[1]!.changes, [{ entity: 'ruling', id: 'card-lyla-feed-one', version: 2, action: 'update' }])
  t.equal(page1.nextSince, start + 2)
  const page2 = (await app.inject(`/v1/changes?since=${page1.nextSince}&limit=2`)).json() as { entries: Entry[]; nextSince: number | null }
  t.same(page2.entries.map((e) => [e.dataVersion, e.source]), [[start + 3, 'import'], [start + 4, 'edit']])
  t.same(page2.entries[0]!.import, { inserted: 2, updated: 0 }, 'the import with its counts')
  t.same(page2.entries[0]!.changes, [])
  t.match(page2.entries[1]!.changes, [{ entity: 'ruling', id: 'card-lyla-feed-one', version: 0, action: 'delete', by: 'feed-admin' }])
  t.equal(page2.nextSince, null, 'the last page')

  for (const [query, field] of [['', 'since'], ['since=-1', 'since'], ['since=x', 'since'], [`since=${start}&limit=0`, 'limit'], [`since=${start}&other=1`, 'other']] as const) {
    const bad = await app.inject(`/v1/changes?${query}`)
    t.equal(bad.statusCode, 400, `?${query}: 400`)
    t.match(bad.json().message, field, `?${query}: the message names ${field}`)
  }

  // The feed keeps the last two versions from now on: older ones are dropped as the version moves.
  await app.db.prisma.catalogMeta.update({ where: { id: 1 }, data: { changeLogKeep: 2 } })
  for (const id of ['card-lyla-feed-two', 'card-lyla-feed-three']) t.equal((await app.inject({ method: 'POST', url: '/v1/rulings', payload: ruling(id), headers: auth(editor) })).statusCode, 201)
  const tooOld = await app.inject(`/v1/changes?since=${start}`)
  t.equal(tooOld.statusCode, 410, 'a version the feed no longer keeps: 410')
  t.equal(tooOld.json().code, 'CHANGES_GONE')
  t.match(tooOld.json().message, /refetch/, 'the client is told to refetch')
  t.equal(tooOld.json().oldest, start + 4, 'and from which version it may follow')
  const kept = (await app.inject(`/v1/changes?since=${start + 4}`)).json() as { entries: Entry[] }
  t.same(kept.entries.map((e) => e.dataVersion), [start + 5, start + 6], 'the versions kept are listed')
})

t.test('the stream: an edit is delivered as it happens, a reconnect with Last-Event-ID misses nothing, the service closing ends it', async (t) => {
  const app = await build(t, { app: { changeStreams: { maxStreams: 2, heartbeatMs: 200 } } })
  const editor = await createKey(app.db.prisma, 'stream-editor', 'editor')
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as AddressInfo).port
  const start = (await app.inject('/v1/meta')).json().dataVersion as number

  const live = eventSource(port, '/v1/changes/stream')
  t.teardown(() => live.close())
  await live.until(() => live.status === 200)
  const created = await app.inject({ method: 'POST', url: '/v1/rulings', payload: ruling('card-lyla-stream-one'), headers: auth(editor) })
  t.equal(created.statusCode, 201)
  await live.until(() => live.events.length >= 1)
  t.equal(live.events[0]!.event, 'change')
  t.equal(live.events[0]!.id, String(start + 1), 'the event id is the data version')
  t.match(JSON.parse(live.events[0]!.data!), { dataVersion: start + 1, source: 'edit', changes: [{ entity: 'ruling', id: 'card-lyla-stream-one', action: 'create' }] })
  await live.until(() => live.comments.some((c) => c.includes('heartbeat')))
  t.pass('a heartbeat comment keeps the stream alive')

  const second = await app.inject({ method: 'POST', url: '/v1/rulings', payload: ruling('card-lyla-stream-two'), headers: auth(editor) })
  t.equal(second.statusCode, 201)
  await live.until(() => live.events.length >= 2)
  t.same(live.events.map((e) => e.id), [String(start + 1), String(start + 2)], 'each change once, in order')

  // A client that was away since the first version: its EventSource sends the last id it saw.
  const resumed = eventSource(port, '/v1/changes/stream?since=0', { 'last-event-id': String(start) })
  t.teardown(() => resumed.close())
  await resumed.until(() => resumed.events.length >= 2)
  t.same(resumed.events.map((e) => e.id), [String(start + 1), String(start + 2)], 'Last-Event-ID wins over since: what came after it, nothing before')

  const third = eventSource(port, '/v1/changes/stream')
  await third.until(() => third.ended)
  t.equal(third.status, 503, 'past the most streams an instance keeps: 503')

  await app.db.prisma.catalogMeta.update({ where: { id: 1 }, data: { changeLogKeep: 1 } })
  t.equal((await app.inject({ method: 'POST', url: '/v1/rulings', payload: ruling('card-lyla-stream-three'), headers: auth(editor) })).statusCode, 201)
  live.close()
  await live.until(() => live.ended).catch(() => {})
  const old = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/v1/changes/stream?since=0', agent: false }, (res) => {
      let body = ''
      res.on('data', (d) => (body += d))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    }).on('error', reject)
  })
  t.equal(old.status, 410, 'a stream from a version the feed no longer keeps: 410')
  t.match(JSON.parse(old.body), { code: 'CHANGES_GONE' })

  await resumed.until(() => resumed.events.length >= 3)
  await app.close()
  await resumed.until(() => resumed.ended)
  t.equal(resumed.events.at(-1)!.event, 'close', 'the service closing ends the stream with an event saying so')
})
