/**
 * npm run bench: requests per second and p99 latency of POST /v1/resolve on a typical board and
 * on a ten-item enumerate board, against a route that does no work, in one run; the same with two
 * worker processes (cluster mode); and every enumerate board of bench/boards.ts, one at a time:
 * its time, bytes and the longest the server's event loop was held up while it ran, with the
 * search in the worker-thread pool and, as before issue 14, on the event loop with no budget.
 * The server runs in its own processes so the load generator does not share its event loop.
 *   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { resolve } from 'node:path'
import autocannon, { type Request as CannonRequest } from 'autocannon'
import { ENUMERATE_BOARDS, TEN_ITEM_BOARD, TYPICAL_BOARD } from './boards.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

interface Server {
  base: string
  stop(): Promise<void>
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  })
  const port: number = await new Promise((resolvePort, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
    createInterface({ input: child.stdout! }).once('line', (line) => resolvePort(JSON.parse(line).port))
  })
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
    },
  }
}

async function post(base: string, path: string, body: unknown): Promise<{ json: { outcomes?: unknown[]; truncatedReason?: string }; bytes: number }> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const text = await res.text()
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`)
  return { json: JSON.parse(text), bytes: Buffer.byteLength(text) }
}

interface Figures {
  name: string
  rps: number
  p50: number
  p99: number
  errors: number
  /** Server CPU time per request, microseconds (user + system); NaN with several workers. */
  cpu: number
}

async function serverCpu(base: string): Promise<number> {
  const usage = (await (await fetch(`${base}/bench/cpu`)).json()) as { user: number; system: number }
  return usage.user + usage.system
}

/**
 * With `distinct`, every request differs (an effect id carries a counter), so none is answered
 * from the response cache: the figure is the resolver's own work.
 */
async function measure(server: Server, name: string, path: string, body: unknown, options: { distinct?: boolean; clients?: number; cpu?: boolean } = {}): Promise<Figures> {
  const { distinct = false, clients = connections, cpu = true } = options
  // Warm up: caches, JIT (every worker, when there are several).
  for (let i = 0; i < 100; i++) await post(server.base, path, body)
  let counter = 0
  const cpuBefore = cpu ? await serverCpu(server.base) : 0
  const result = await autocannon({
    url: `${server.base}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: clients,
    duration: seconds,
    ...(distinct
      ? {
          requests: [
            {
              setupRequest: (request: CannonRequest): CannonRequest => {
                const copy = structuredClone(body) as { effects: Array<{ id: string }> }
                copy.effects[0]!.id = `${copy.effects[0]!.id}-${counter++}`
                return { ...request, body: JSON.stringify(copy) }
              },
            },
          ],
        }
      : {}),
  })
  const cpuAfter = cpu ? await serverCpu(server.base) : 0
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpu: cpu ? (cpuAfter - cpuBefore) / Math.max(1, result.requests.total) : NaN,
  }
}

function table(rows: Figures[]): void {
  console.log('route'.padEnd(56), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), 'server CPU µs/req'.padStart(18))
  for (const r of rows) {
    console.log(r.name.padEnd(56), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), String(r.errors).padStart(7), (Number.isNaN(r.cpu) ? '-' : r.cpu.toFixed(0)).padStart(18))
  }
}

interface EnumerateFigures {
  board: string
  ms: number
  bytes: number
  outcomes: number
  truncatedReason: string
  loopMaxMs: number
}

/** Each enumerate board alone, with the longest event-loop delay the server saw while it ran. */
async function enumerateBoards(server: Server): Promise<EnumerateFigures[]> {
  const rows: EnumerateFigures[] = []
  for (const [board, body] of Object.entries(ENUMERATE_BOARDS)) {
    await post(server.base, '/v1/resolve', { ...body, maxOutcomes: 2 }) // the thread started and warm
    await fetch(`${server.base}/bench/loop/reset`, { method: 'POST' })
    const started = performance.now()
    const answer = await post(server.base, '/v1/resolve', body)
    const ms = performance.now() - started
    const loop = (await (await fetch(`${server.base}/bench/loop`)).json()) as { maxMs: number }
    rows.push({ board, ms, bytes: answer.bytes, outcomes: answer.json.outcomes?.length ?? 0, truncatedReason: answer.json.truncatedReason ?? '-', loopMaxMs: loop.maxMs })
  }
  return rows
}

function enumerateTable(title: string, rows: EnumerateFigures[]): EnumerateFigures {
  console.log(`\n${title}`)
  console.log('board'.padEnd(44), 'ms'.padStart(7), 'MB'.padStart(7), 'outcomes'.padStart(9), 'truncated'.padStart(13), 'longest loop block ms'.padStart(22))
  for (const r of rows) {
    console.log(r.board.padEnd(44), r.ms.toFixed(0).padStart(7), (r.bytes / 1e6).toFixed(2).padStart(7), String(r.outcomes).padStart(9), r.truncatedReason.padStart(13), r.loopMaxMs.toFixed(1).padStart(22))
  }
  return rows.reduce((worst, r) => (r.ms > worst.ms ? r : worst))
}

const one = await startServer({ BENCH_WORKERS: '1' })
try {
  const outcomes = (await post(one.base, '/v1/resolve', TEN_ITEM_BOARD)).json.outcomes?.length ?? 0
  const noWork = await measure(one, 'no-work route', '/bench/no-work', TYPICAL_BOARD)
  const typical = await measure(one, 'resolve, typical board, repeated', '/v1/resolve', TYPICAL_BOARD)
  const typicalDistinct = await measure(one, 'resolve, typical board, every one new', '/v1/resolve', TYPICAL_BOARD, { distinct: true })
  const typicalIds = await measure(one, '  the same, citations: ids', '/v1/resolve', { ...TYPICAL_BOARD, citations: 'ids' }, { distinct: true })
  const enumerate = await measure(one, `resolve, ten items, enumerate (${outcomes} outcomes)`, '/v1/resolve', TEN_ITEM_BOARD, { distinct: true })
  const enumerateAlone = await measure(one, '  the same, one client at a time', '/v1/resolve', TEN_ITEM_BOARD, { distinct: true, clients: 1 })
  console.log(`\none worker process: ${connections} connections, ${seconds} s each, node ${process.version}\n`)
  table([noWork, typical, typicalDistinct, typicalIds, enumerate, enumerateAlone])
  console.log('\n(the load generator shares these cores: req/s is partly its limit; server CPU per request is the route\'s own cost)')
  console.log(
    `\ntypical resolve, req/s as a share of the no-work route's: ${(typical.rps / noWork.rps).toFixed(2)} repeated (response cache), ` +
      `${(typicalDistinct.rps / noWork.rps).toFixed(2)} every request new, ${(typicalIds.rps / noWork.rps).toFixed(2)} new with citations: ids (goal 0.5)`,
  )
  console.log(
    `typical resolve, by server CPU per request: ${(typical.cpu / noWork.cpu).toFixed(2)}x the no-work route when repeated, ` +
      `${(typicalDistinct.cpu / noWork.cpu).toFixed(2)}x when every request is new, ${(typicalIds.cpu / noWork.cpu).toFixed(2)}x new with citations: ids`,
  )
  console.log(`ten-item enumerate p99 ${enumerateAlone.p99} ms one client at a time, ${enumerate.p99} ms with ${connections} clients`)

  // Cluster scaling: one worker and two, alternately (both servers up; the idle one costs nothing),
  // so that a change in the machine's load while the bench runs weighs on both alike.
  const two = await startServer({ BENCH_WORKERS: '2' })
  try {
    const rows: Figures[] = []
    const ratios: Array<{ scaling: number; one: number; two: number }> = []
    for (let round = 1; round <= 2; round++) {
      const noWork1 = await measure(one, `round ${round}, one worker: no-work route`, '/bench/no-work', TYPICAL_BOARD, { cpu: false })
      const noWork2 = await measure(two, `round ${round}, two workers: no-work route`, '/bench/no-work', TYPICAL_BOARD, { cpu: false })
      const new1 = await measure(one, `round ${round}, one worker: typical board, every one new`, '/v1/resolve', TYPICAL_BOARD, { distinct: true, cpu: false })
      const new2 = await measure(two, `round ${round}, two workers: typical board, every one new`, '/v1/resolve', TYPICAL_BOARD, { distinct: true, cpu: false })
      rows.push(noWork1, noWork2, new1, new2)
      ratios.push({ scaling: new2.rps / new1.rps, one: new1.rps / noWork1.rps, two: new2.rps / noWork1.rps })
    }
    console.log(`\ncluster mode: one worker process against two (WORKERS=2), alternately:\n`)
    table(rows)
    const mean = (pick: (r: (typeof ratios)[number]) => number) => (ratios.reduce((a, r) => a + pick(r), 0) / ratios.length).toFixed(2)
    console.log(
      `\ncluster scaling, typical board every one new: two workers ${mean((r) => r.scaling)}x one worker's req/s (rounds: ${ratios.map((r) => r.scaling.toFixed(2)).join(', ')}); ` +
        `as a share of one worker's no-work route: ${mean((r) => r.one)} with one worker, ${mean((r) => r.two)} with two`,
    )
  } finally {
    await two.stop()
  }

  const worst = enumerateTable('enumerate boards, one request each, in the worker-thread pool (ENUMERATE_TIME_MS, ENUMERATE_ANSWER_MB as set, defaults 200 ms, 2 MB):', await enumerateBoards(one))
  console.log(`worst enumerate board: ${worst.board}, ${worst.ms.toFixed(0)} ms, ${(worst.bytes / 1e6).toFixed(2)} MB; the event loop was held up at most ${worst.loopMaxMs.toFixed(1)} ms while it ran`)
} finally {
  await one.stop()
}

// As before issue 14: the search on the event loop, with no time or byte budget.
const before = await startServer({ BENCH_WORKERS: '1', ENUMERATE_THREADS: '0', ENUMERATE_TIME_MS: '600000', ENUMERATE_ANSWER_MB: '1000' })
try {
  const rows = await enumerateBoards(before)
  const worst = enumerateTable('the same boards as before issue 14: on the event loop, no time or byte budget (ENUMERATE_THREADS=0):', rows)
  const longest = rows.reduce((a, r) => Math.max(a, r.loopMaxMs), 0)
  console.log(`worst: ${worst.board}, ${worst.ms.toFixed(0)} ms, ${(worst.bytes / 1e6).toFixed(2)} MB; longest event-loop block ${longest.toFixed(0)} ms`)
} finally {
  await before.stop()
}

