/**
 * npm run bench:graphql: the heaviest GraphQL requests we know how to write, each sent alone to the
 * built service (bench/server.ts, its own process), with, for each: its status, time and bytes, the
 * longest the server's event loop was held while it ran (monitorEventLoopDelay in the server), the
 * server's peak memory (VmHWM, Linux), and the slowest of the /health requests sent every 20 ms
 * meanwhile, and the server's CPU time (every thread: the event loop's and the pool's). On a busy
 * machine the loop's hold includes time the process waited for a core; the CPU time does not.
 * Only to 127.0.0.1, one request at a time, and it stops by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { resolve } from 'node:path'
import { pendingItemsBoard } from './boards.js'

interface Server {
  base: string
  pid: number
  stop(): Promise<void>
}

async function startServer(): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'server.ts')], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env })
  const port: number = await new Promise((resolvePort, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
    createInterface({ input: child.stdout! }).once('line', (line) => resolvePort(JSON.parse(line).port))
  })
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** The server's resident memory now and at its peak so far, MB (Linux; NaN elsewhere). */
function memory(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
  } catch {
    return { rss: NaN, peak: NaN }
  }
}

const aliases = (n: number, field: (i: number) => string, prefix = 'a') => Array.from({ length: n }, (_, i) => `${prefix}${i}: ${field(i)}`).join(' ')
const explanations = (n: number) => aliases(n, (i) => `explanation(lang: "${i % 2 ? 'ja' : 'en'}", format: "${['json', 'markdown', 'plain'][i % 3]}") { text messages entries { kind text } }`)

/** Forty mandatory and optional items on the list, none enumerated: the longest main line a board can ask for. */
const FORTY_ITEMS = { ...pendingItemsBoard(40, 20, 4), enumerate: false }
const ENUMERATE_FORTY = pendingItemsBoard(40, 20, 4)
/** Forty mandatory triggers and twenty responses: the longest main line and explanation we found. */
const FORTY_MANDATORY = { ...pendingItemsBoard(40, 20, 1), enumerate: false }
/** The longest board that stays on the event loop (service.ts LONG_BOARD_ITEMS), all mandatory. */
const TWELVE_MANDATORY = { ...pendingItemsBoard(12, 0, 1), enumerate: false }
const EVERY_EXPLANATION = ['en', 'ja'].flatMap((lang) => ['json', 'markdown', 'plain'].map((format) => `${lang}${format}: explanation(lang: "${lang}", format: "${format}") { text messages entries { kind text cards rulings } }`)).join(' ')

const REQUESTS: Array<[string, { query: string; variables?: Record<string, unknown> }]> = [
  ['21 aliases of resolve(request:) with enumerate', { query: `query($r: JSON!) { ${aliases(21, () => 'resolve(request: $r) { outcomes { choices { player type effect } events { type effect player cards } } steps { window } }')} }`, variables: { r: ENUMERATE_FORTY } }],
  ['38 aliases of a 40-item resolve, 5 explanations each', { query: `query($r: JSON!) { ${aliases(38, () => `resolve(request: $r) { ${explanations(5)} }`)} }`, variables: { r: FORTY_ITEMS } }],
  ['40 aliases of a 40-item resolve (events)', { query: `query($r: JSON!) { ${aliases(40, () => 'resolve(request: $r) { events { type effect player cards detail } steps { window } }')} }`, variables: { r: FORTY_ITEMS } }],
  ['one enumerate, every outcome field', { query: 'query($r: JSON!) { resolve(request: $r) { outcomes { choices { player type effect cards } events { type effect player by outcome reason cards detail } } events { detail } } }', variables: { r: ENUMERATE_FORTY } }],
  ['fragments: 30 aliases in fragments nested 3 deep', { query: `query($r: JSON!) { ...A } fragment A on Query { ...B ${aliases(10, () => 'resolve(request: $r) { events { type detail } }', 'x')} } fragment B on Query { ...C ${aliases(10, () => 'resolve(request: $r) { events { type detail } }', 'y')} } fragment C on Query { ${aliases(10, () => 'resolve(request: $r) { events { type detail } }')} }`, variables: { r: FORTY_ITEMS } }],
  ['typed board, 40 aliases', { query: `query($b: BoardInput!) { ${aliases(40, () => 'resolve(board: $b) { events { type detail } }')} }`, variables: { b: FORTY_ITEMS } }],
  ['cards pages of 100 with rulings', { query: `{ ${aliases(5, () => 'cards(first: 100) { items { name text sets { setNumber rarities } rulings { id } } }')} }` }],
  ['3 enumerates of forty items, every field', { query: `query($r: JSON!) { ${aliases(3, () => 'resolve(request: $r) { outcomes { choices { player type effect cards } events { type effect player cards detail } } steps { window } events { detail } rulings { id summary } }')} }`, variables: { r: ENUMERATE_FORTY } }],
  ['36 resolves of 12 mandatory items (on the loop)', { query: `query($r: JSON!) { ${aliases(36, () => 'resolve(request: $r) { events { type detail } steps { window } }')} }`, variables: { r: TWELVE_MANDATORY } }],
  ['36 resolves of 40 mandatory items (in the pool)', { query: `query($r: JSON!) { ${aliases(36, () => 'resolve(request: $r) { events { type detail } steps { window } }')} }`, variables: { r: FORTY_MANDATORY } }],
  ['refused: the 6 explanations of 40 mandatory items (bytes)', { query: `query($r: JSON!) { resolve(request: $r) { ${EVERY_EXPLANATION} } }`, variables: { r: FORTY_MANDATORY } }],
  ['3 explanations of 40 mandatory items', { query: `query($r: JSON!) { resolve(request: $r) { a: explanation(lang: "ja", format: "plain") { text } b: explanation(lang: "en", format: "markdown") { text } c: explanation(lang: "ja") { messages } } }`, variables: { r: FORTY_MANDATORY } }],
  ['9 explanations of 12 mandatory items (on the loop)', { query: `query($r: JSON!) { resolve(request: $r) { ${EVERY_EXPLANATION} x: explanation(lang: "en") { text } y: explanation(lang: "ja") { title } z: explanation { lang } } }`, variables: { r: TWELVE_MANDATORY } }],
  ['introspection', { query: '{ __schema { types { name kind description fields { name description args { name description } } } } }' }],
]

// BENCH_ONLY=<text>: only the requests whose name holds it (the first one sent is then the cold one).
const only = process.env.BENCH_ONLY
const chosen = only ? REQUESTS.filter(([name]) => name.includes(only)) : REQUESTS

const server = await startServer()
try {
  // Warm the caches (the cards the boards name) so the figures are those of a running service.
  await fetch(`${server.base}/v1/resolve`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(FORTY_ITEMS) })
  console.log('request'.padEnd(54), 'status'.padStart(6), 'ms'.padStart(7), 'MB'.padStart(7), 'loop held ms'.padStart(13), 'peak MB'.padStart(8), 'slowest /health ms'.padStart(19), 'server CPU ms'.padStart(14))
  for (const [name, body] of chosen.flatMap((r) => [r, [`  again (warm)`, r[1]] as typeof r])) {
    await fetch(`${server.base}/bench/loop/reset`, { method: 'POST' })
    const cpuBefore = (await (await fetch(`${server.base}/bench/cpu`)).json()) as { user: number; system: number }
    let running = true
    let slowestHealth = 0
    const health = (async () => {
      while (running) {
        const sent = performance.now()
        await fetch(`${server.base}/health`).then((res) => res.arrayBuffer())
        slowestHealth = Math.max(slowestHealth, performance.now() - sent)
        await new Promise((done) => setTimeout(done, 20))
      }
    })()
    const started = performance.now()
    const res = await fetch(`${server.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(120_000) })
    const text = await res.text()
    const bytes = Buffer.byteLength(text)
    const ms = performance.now() - started
    running = false
    await health
    const loop = (await (await fetch(`${server.base}/bench/loop`)).json()) as { maxMs: number }
    const { peak } = memory(server.pid)
    const cpuAfter = (await (await fetch(`${server.base}/bench/cpu`)).json()) as { user: number; system: number }
    const cpuMs = (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1000
    console.log(name.padEnd(54), String(res.status).padStart(6), ms.toFixed(0).padStart(7), (bytes / 1e6).toFixed(2).padStart(7), loop.maxMs.toFixed(1).padStart(13), peak.toFixed(0).padStart(8), slowestHealth.toFixed(0).padStart(19), cpuMs.toFixed(0).padStart(14))
    const errors = (JSON.parse(text) as { errors?: Array<{ message: string; extensions?: { code?: string } }> }).errors
    if (errors?.length) console.log(`  ${errors.length} error(s), first: ${errors[0]!.extensions?.code} ${errors[0]!.message.slice(0, 200)}`)
  }
} finally {
  await server.stop()
}
