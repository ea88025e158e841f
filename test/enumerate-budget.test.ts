/**
 * Enumerate never blocks the event loop (issue 14): it runs in a worker thread within a time
 * budget and a byte budget, and an answer cut by either says `truncated` and why.
 *
 * No assertion here is on a duration: the first test asserts an order (every /health answered
 * while a heavy enumerate runs completes before the enumerate does) and prints the figures.
 */
import t from 'tap'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'
import type { Test } from 'tap'
import { buildApp, type AppOptions } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { testDatabase } from './helpers/database.js'
import { ENUMERATE_BOARDS, TEN_ITEM_BOARD } from '../bench/boards.js'

const HEAVY = ENUMERATE_BOARDS['ten mandatory triggers, five responses']
/** Seconds of search when no time budget stops it: many /health round trips fit in it, whatever the machine. */
const HEAVIEST = ENUMERATE_BOARDS['twenty items, ten responses']

async function app(t: Test, enumerate: AppOptions['enumerate']): Promise<FastifyInstance> {
  const closers: Array<() => unknown> = []
  const db = await testDatabase({ teardown: (fn) => closers.push(fn) }, { seeded: true })
  const built = await buildApp({ db, compileSchemas: 'when-first-used', enumerate })
  t.teardown(async () => {
    await built.close()
    for (const close of closers) await close()
  })
  return built
}

function request(port: number, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; text: string; done: number }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = http.request({ host: '127.0.0.1', port, method, path, agent: false, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (d: Buffer) => chunks.push(d))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString(), done: performance.now() }))
    })
    req.on('error', reject)
    req.end(payload)
  })
}

t.test('while a heavy enumerate runs, /health answers, every time before the enumerate does', async (t) => {
  const server = await app(t, { threads: 1, timeMs: 60_000 })
  await server.listen({ port: 0, host: '127.0.0.1' })
  const { port } = server.server.address() as AddressInfo
  // The thread started and warm, as in a service that has been up a while.
  t.equal((await request(port, 'POST', '/v1/resolve', { ...TEN_ITEM_BOARD, maxOutcomes: 5 })).status, 200)

  const loop = monitorEventLoopDelay({ resolution: 1 })
  loop.enable()
  const started = performance.now()
  const enumerate = request(port, 'POST', '/v1/resolve', { ...HEAVIEST, citations: 'ids' })
  let enumerateDone: number | undefined
  void enumerate.then((r) => (enumerateDone = r.done))
  const health: Array<{ status: number; ms: number; done: number }> = []
  for (let i = 0; i < 20 && enumerateDone === undefined; i++) {
    const asked = performance.now()
    const answer = await request(port, 'GET', '/health')
    health.push({ status: answer.status, ms: answer.done - asked, done: answer.done })
  }
  const answer = await enumerate
  loop.disable()
  const body = JSON.parse(answer.text) as { outcomes: unknown[]; truncated: boolean; truncatedReason?: string }

  t.equal(answer.status, 200, 'the enumerate is answered')
  t.ok(health.length >= 5, `${health.length} /health requests were answered one after another while it ran`)
  t.ok(health.every((h) => h.status === 200), 'each with 200')
  t.ok(health.every((h) => h.done < answer.done), 'every one of them completed before the enumerate answer')
  const ms = health.map((h) => h.ms)
  t.comment(
    `enumerate: ${(answer.done - started).toFixed(0)} ms, ${body.outcomes.length} outcomes, ${answer.text.length} bytes, truncated ${body.truncated} (${body.truncatedReason ?? '-'}); ` +
      `/health while it ran: ${health.length} answers, max ${Math.max(...ms).toFixed(1)} ms, mean ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1)} ms; ` +
      `longest event-loop delay ${(loop.max / 1e6).toFixed(1)} ms`,
  )
})

t.test('the budgets: time, bytes, states, maxOutcomes; each says why the answer is truncated', async (t) => {
  const post = (server: FastifyInstance, body: unknown) => server.inject({ method: 'POST', url: '/v1/resolve', payload: body as Record<string, unknown> })
  type Answer = { outcomes: Array<{ events: Array<{ rulings: string[] }> }>; truncated: boolean; truncatedReason?: string; steps: Array<{ rulings: string[] }>; events: Array<{ rulings: string[] }>; notes: Array<{ ruling: string; alternative?: string }>; rulings: Array<{ id: string }> }

  t.test('time: the search stops with the outcomes found so far; such an answer is not kept', async (t) => {
    const server = await app(t, { threads: 1, timeMs: 1 })
    const res = await post(server, HEAVY)
    t.equal(res.statusCode, 200)
    const body = res.json() as Answer
    t.equal(body.truncated, true)
    t.equal(body.truncatedReason, 'time', 'truncatedReason: time')
    t.ok(body.outcomes.length < 1000, `${body.outcomes.length} outcomes found within 1 ms`)
    t.ok(body.steps.length > 0 && body.events.length > 0, 'the main line is whole')
    await post(server, HEAVY)
    t.equal(server.resolveService.responseCacheStats().entries, 0, 'asked twice, it is not answered from the response cache')
  })

  t.test('bytes: the outcomes that fit, and only the rulings still cited', async (t) => {
    const maxBytes = 64 * 1024
    // A time budget no machine reaches, so a busy one still stops on bytes, the budget under test.
    const server = await app(t, { threads: 1, maxBytes, timeMs: 60_000 })
    const res = await post(server, { ...TEN_ITEM_BOARD, maxOutcomes: 1000 })
    const body = res.json() as Answer
    t.equal(body.truncatedReason, 'bytes', 'truncatedReason: bytes')
    t.ok(body.outcomes.length > 0, `${body.outcomes.length} outcomes kept`)
    const engineBytes = Buffer.byteLength(JSON.stringify({ steps: body.steps, events: body.events, notes: body.notes })) + Buffer.byteLength(JSON.stringify(body.outcomes))
    t.ok(engineBytes <= maxBytes, `steps, events and outcomes take ${engineBytes} bytes of the ${maxBytes}`)
    const cited = new Set<string>()
    for (const list of [body.steps, body.events, ...body.outcomes.map((o) => o.events)]) for (const item of list) for (const id of item.rulings) cited.add(id)
    for (const note of body.notes) for (const id of [note.ruling, note.alternative]) if (id) cited.add(id)
    t.same(body.rulings.map((r) => r.id).filter((id) => !cited.has(id)), [], 'every ruling listed is cited in what is shown')
  })

  t.test('states and maxOutcomes; refusals come back from the thread as 400s', async (t) => {
    const server = await app(t, { threads: 1, timeMs: 60_000 })
    const states = (await post(server, ENUMERATE_BOARDS['forty items, twenty responses'])).json() as Answer
    t.equal(states.truncatedReason, 'states', `forty items and twenty responses: the state cap (${states.outcomes.length} outcomes)`)
    const capped = (await post(server, { ...TEN_ITEM_BOARD, maxOutcomes: 3 })).json() as Answer
    t.equal(capped.outcomes.length, 3)
    t.equal(capped.truncatedReason, 'max-outcomes')
    const whole = (await post(server, { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} }, enumerate: true })).json() as Answer
    t.equal(whole.truncated, false)
    t.notOk('truncatedReason' in whole, 'a whole answer has no truncatedReason')
    const illegal = await post(server, { ...TEN_ITEM_BOARD, choices: [{ player: 'B', type: 'activate', effect: 'item-1' }] })
    t.equal(illegal.statusCode, 400)
    t.match(illegal.json(), { code: 'ILLEGAL_CHOICE', field: 'choices[0]' }, 'an illegal choice is a 400 naming it')
    const graphql = await server.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'query($body: JSON) { resolve(request: $body) { truncated truncatedReason outcomes { events { type } } } }', variables: { body: { ...TEN_ITEM_BOARD, maxOutcomes: 2 } } },
    })
    t.match(graphql.json().data.resolve, { truncated: true, truncatedReason: 'max-outcomes', outcomes: [{ events: [] }, { events: [] }] }, 'GraphQL: the same')
  })

  t.test('threads: 0 runs on the event loop, within the same budgets', async (t) => {
    const server = await app(t, { threads: 0, timeMs: 1 })
    t.equal((await post(server, HEAVY)).json().truncatedReason, 'time')
  })
})

t.test('configuration: ENUMERATE_TIME_MS, ENUMERATE_ANSWER_MB, ENUMERATE_THREADS', async (t) => {
  t.same(loadConfig({}).enumerate, { threads: 1, timeMs: 200, maxBytes: 2 * 1024 * 1024 }, 'defaults')
  t.same(loadConfig({ ENUMERATE_TIME_MS: '50', ENUMERATE_ANSWER_MB: '0.5', ENUMERATE_THREADS: '0' }).enumerate, { threads: 0, timeMs: 50, maxBytes: 512 * 1024 })
  t.throws(() => loadConfig({ ENUMERATE_TIME_MS: '0' }), /^ENUMERATE_TIME_MS must be a whole number, 1 or more/)
  t.throws(() => loadConfig({ ENUMERATE_THREADS: 'two' }), /^ENUMERATE_THREADS must be/)
  t.throws(() => loadConfig({ ENUMERATE_ANSWER_MB: '-1' }), /^ENUMERATE_ANSWER_MB must be/)
})
