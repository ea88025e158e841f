/**
 * npm run bench:instances: two separate service processes on one PostgreSQL database made for the
 * bench (BENCH_DATABASE_URL names the server, default postgresql://postgres@127.0.0.1:5432/postgres;
 * the database is dropped at the end). Measures:
 *
 * 1. From a write on one instance to a fresh read on the other, 100 times: an editor renames a
 *    ruling through A; B, whose answer citing that ruling is cached, is asked again and again (one
 *    request at a time, no pause) until its answer carries the new title. Reported: the time from A's
 *    answer to B's first fresh answer (what a client sees), median and worst; and how many of B's
 *    answers were stale meanwhile.
 * 2. The change feed's cost on a write: the database statement that moves the data version, timed
 *    1,000 times with the trigger (feed row, change-log stamp, pruning, NOTIFY) and 1,000 times with
 *    it disabled; and an editor's PATCH through the API, 100 times each way.
 *
 * Only to 127.0.0.1, sequential requests, and it stops by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createKey } from '../src/editors/keys.js'
import { openDatabase } from '../src/db/database.js'
import { PROJECT_ROOT } from '../src/paths.js'

const server = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'
const RUNS = 100
const name = `rulings_bench_hosts_${process.pid}_${randomBytes(3).toString('hex')}`
const withDb = (db: string) => {
  const url = new URL(server)
  url.pathname = `/${db}`
  return url.toString()
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

function start(url: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: 'production', WORKERS: '1', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '0', DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let log = ''
    let listening = false
    const onData = (d: Buffer) => {
      if (listening) return
      log += d
      const match = log.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)
      if (match) {
        listening = true
        log = ''
        resolve({ child, base: match[1]! })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`instance exited ${code}: ${log}`)))
  })
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
const ms = (x: number) => `${x.toFixed(2)} ms`

await admin((c) => c.query(`CREATE DATABASE "${name}"`))
const url = withDb(name)
const instances: ChildProcess[] = []
try {
  const a = await start(url)
  instances.push(a.child)
  const b = await start(url)
  instances.push(b.child)
  const db = await openDatabase({ kind: 'postgres', url, poolSize: 1 })
  const key = await createKey(db.prisma, 'bench-editor', 'editor')
  await db.close()
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` }
  const board = JSON.stringify({ turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} } })
  const id = 'card-lyla-bench-hosts'
  const created = await fetch(`${a.base}/v1/rulings`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ id, game: 'yugioh', kind: 'card-ruling', title: 'bench 0', text: 'Renamed by the bench.', authority: 'official', date: '2026-11-01', cards: [{ card: 'Lyla, Lightsworn Sorceress', situations: ['meets'] }], references: [{ id: 'ref-qa-8765', locator: 'qa#8765' }] }),
  })
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`)
  const titleOnB = async () => {
    const res = await fetch(`${b.base}/v1/resolve`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: board })
    const answer = (await res.json()) as { rulings: Array<{ id: string; title: string }> }
    return answer.rulings.find((r) => r.id === id)?.title
  }
  const patch = async (base: string, version: number, title: string) => {
    const res = await fetch(`${base}/v1/rulings/${id}`, { method: 'PATCH', headers: { ...headers, 'if-match': `"${version}"` }, body: JSON.stringify({ title }) })
    if (res.status !== 200) throw new Error(`patch: ${res.status} ${await res.text()}`)
    await res.arrayBuffer()
  }

  // 1. Write on A, fresh read on B.
  const lag: number[] = []
  let stale = 0
  let version = 1
  for (let i = 1; i <= RUNS; i++) {
    const title = `bench ${i}`
    await titleOnB() // B holds the answer from before the write (kept in its caches).
    await patch(a.base, version++, title)
    const written = performance.now()
    for (;;) {
      if ((await titleOnB()) === title) break
      stale++
      if (performance.now() - written > 10_000) throw new Error(`B never saw ${title}`)
    }
    lag.push(performance.now() - written)
  }
  console.log(`write on A → fresh read on B (${RUNS} writes): median ${ms(median(lag))}, worst ${ms(Math.max(...lag))}; stale answers from B meanwhile: ${stale}`)

  // 2. The feed's cost on a write.
  const bumps = await admin(async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    const time = async () => {
      const out: number[] = []
      for (let i = 0; i < 1000; i++) {
        const t0 = performance.now()
        await client.query("UPDATE catalog_meta SET version = version + 1, changed_at = now(), source = 'edit' WHERE id = 1")
        out.push(performance.now() - t0)
      }
      return out
    }
    const withTrigger = await time()
    await client.query('ALTER TABLE catalog_meta DISABLE TRIGGER catalog_meta_changed')
    const without = await time()
    await client.query('ALTER TABLE catalog_meta ENABLE TRIGGER catalog_meta_changed')
    await client.end()
    return { withTrigger, without }
  })
  console.log(`the statement that moves the data version (1,000 each): median ${ms(median(bumps.withTrigger))} with the feed's trigger, ${ms(median(bumps.without))} without (+${ms(median(bumps.withTrigger) - median(bumps.without))})`)

  const patches = async () => {
    const out: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now()
      await patch(a.base, version++, `bench patch ${version}`)
      out.push(performance.now() - t0)
    }
    return out
  }
  const patchWith = await patches()
  await admin(async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('ALTER TABLE catalog_meta DISABLE TRIGGER catalog_meta_changed')
    await client.end()
  })
  const patchWithout = await patches()
  console.log(`an editor's PATCH through the API (${RUNS} each): median ${ms(median(patchWith))} with the trigger, ${ms(median(patchWithout))} without`)
} finally {
  for (const child of instances) child.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 1500))
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}
