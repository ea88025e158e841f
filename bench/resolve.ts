/**
 * npm run bench: requests per second and p99 latency of POST /v1/resolve on a typical board and
 * on a ten-item enumerate board, against a route that does no work, in one run. The server runs
 * in its own process so the load generator does not share its event loop.
 *   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10)
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { resolve } from 'node:path'
import autocannon, { type Request as CannonRequest } from 'autocannon'
import { TEN_ITEM_BOARD, TYPICAL_BOARD } from './boards.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

const server = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'server.ts')], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: process.env,
})
const port: number = await new Promise((resolvePort, reject) => {
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
  createInterface({ input: server.stdout! }).once('line', (line) => resolvePort(JSON.parse(line).port))
})
const base = `http://127.0.0.1:${port}`

async function post(path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
  return res.json() as Promise<{ outcomes?: unknown[] }>
}

interface Figures {
  name: string
  rps: number
  p50: number
  p99: number
  errors: number
  /** Server CPU time per request, microseconds (user + system). */
  cpu: number
}

async function serverCpu(): Promise<number> {
  const usage = (await (await fetch(`${base}/bench/cpu`)).json()) as { user: number; system: number }
  return usage.user + usage.system
}

/**
 * With `distinct`, every request differs (an effect id carries a counter), so none is answered
 * from the response cache: the figure is the resolver's own work.
 */
async function measure(name: string, path: string, body: unknown, distinct = false, clients = connections): Promise<Figures> {
  // Warm up: caches, JIT.
  for (let i = 0; i < 50; i++) await post(path, body)
  let counter = 0
  const cpuBefore = await serverCpu()
  const result = await autocannon({
    url: `${base}${path}`,
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
  const cpuAfter = await serverCpu()
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpu: (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
  }
}

try {
  const outcomes = (await post('/v1/resolve', TEN_ITEM_BOARD)).outcomes?.length ?? 0
  const noWork = await measure('no-work route', '/bench/no-work', TYPICAL_BOARD)
  const typical = await measure('resolve, typical board, repeated', '/v1/resolve', TYPICAL_BOARD)
  const typicalDistinct = await measure('resolve, typical board, every one new', '/v1/resolve', TYPICAL_BOARD, true)
  const enumerate = await measure(`resolve, ten items, enumerate (${outcomes} outcomes)`, '/v1/resolve', TEN_ITEM_BOARD, true)
  const enumerateAlone = await measure('  the same, one client at a time', '/v1/resolve', TEN_ITEM_BOARD, true, 1)
  const rows = [noWork, typical, typicalDistinct, enumerate, enumerateAlone]
  console.log(`\n${connections} connections, ${seconds} s each, node ${process.version}\n`)
  console.log('route'.padEnd(52), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), 'server CPU µs/req'.padStart(18))
  for (const r of rows) {
    console.log(
      r.name.padEnd(52),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.errors).padStart(7),
      r.cpu.toFixed(0).padStart(18),
    )
  }
  console.log('\n(the load generator shares these cores: req/s is partly its limit; server CPU per request is the route\'s own cost)')
  console.log(
    `\ntypical resolve, by req/s: ${(noWork.rps / typical.rps).toFixed(2)}x the no-work route when repeated (response cache), ` +
      `${(noWork.rps / typicalDistinct.rps).toFixed(2)}x when every request is new (target <= 1.5x)`,
  )
  console.log(
    `typical resolve, by server CPU per request: ${(typical.cpu / noWork.cpu).toFixed(2)}x when repeated, ` +
      `${(typicalDistinct.cpu / noWork.cpu).toFixed(2)}x when every request is new`,
  )
  console.log(`ten-item enumerate p99 ${enumerateAlone.p99} ms one client at a time, ${enumerate.p99} ms with ${connections} clients queueing (target < 50 ms)`)
  const single = Date.now()
  for (let i = 0; i < 20; i++) await post('/v1/resolve', { ...TEN_ITEM_BOARD, effects: TEN_ITEM_BOARD.effects.map((e, j) => (j === 0 ? { ...e, id: `first-${i}` } : e)) })
  console.log(`ten-item enumerate, one client, sequential: ${((Date.now() - single) / 20).toFixed(1)} ms per request`)
} finally {
  server.kill('SIGTERM')
}
