/**
 * The rate limit is the service's: RATE_LIMIT_PER_MINUTE requests per address per minute whatever
 * the number of workers (each worker counted its own, so two let twice the limit through). The
 * health route is never limited, whatever its query string; every other route is.
 */
import t from 'tap'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import { buildApp } from '../src/app.js'
import { PROJECT_ROOT } from '../src/paths.js'
import { NPM_START } from './helpers/project-script.js'
import { WindowCounts } from '../src/rate-limit.js'
import { serverDatabaseCopy, testDatabase, usingServer } from './helpers/database.js'

t.test('the health route is exempt, not the string /health', async (t) => {
  const db = await testDatabase(t, { seeded: true })
  const app = await buildApp({ db, compileSchemas: 'when-first-used', rateLimitPerMinute: 2 })
  t.teardown(() => app.close())
  for (let i = 0; i < 2; i++) t.equal((await app.inject('/v1/meta')).statusCode, 200)
  t.equal((await app.inject('/v1/meta')).statusCode, 429, 'the limit is reached')
  for (const url of ['/health', '/health?x=1', '/health?probe=lb&x=2']) t.equal((await app.inject(url)).statusCode, 200, `${url} is not limited`)
  t.equal((await app.inject({ method: 'HEAD', url: '/health?x=1' })).statusCode, 200, 'HEAD /health?x=1 neither')
  for (const url of ['/v1/meta?x=/health', '/v1/rulings?q=/health']) t.equal((await app.inject(url)).statusCode, 429, `${url} is limited`)
})

t.test('counts in fixed windows from the first hit', async (t) => {
  const counts = new WindowCounts()
  t.same(counts.hit('a', 60_000, 1_000), { current: 1, ttl: 60_000 })
  t.same(counts.hit('a', 60_000, 31_000), { current: 2, ttl: 30_000 })
  t.same(counts.hit('b', 60_000, 31_000), { current: 1, ttl: 60_000 }, 'each key its own')
  t.same(counts.hit('a', 60_000, 61_000), { current: 1, ttl: 60_000 }, 'a new window once the last one ended')
})

/** One GET on a connection of its own, so that the cluster hands each to the workers in turn. */
function get(port: number, path: string): Promise<{ status: number; body: string; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = ''
        res.on('data', (d) => (body += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, retryAfter: res.headers['retry-after'] as string | undefined }))
      })
      .on('error', reject)
  })
}

t.test('WORKERS=2: one address gets the limit once, not once per worker', { skip: usingServer ? false : 'needs TEST_DATABASE_URL (cluster mode needs a PostgreSQL server)' }, async (t) => {
  const limit = 6
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    WORKERS: '2',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: String(limit),
    DATABASE_URL: await serverDatabaseCopy(t),
  }
  const primary = spawn(...NPM_START, { cwd: PROJECT_ROOT, env })
  const workers: number[] = []
  t.teardown(() => {
    primary.kill('SIGKILL')
    for (const pid of workers) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  })
  let log = ''
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (d: Buffer) => {
      log += d
      const listening = [...log.matchAll(/"worker":(\d+),"port":(\d+),"msg":"worker listening"/g)]
      if (listening.length === 2 && workers.length === 0) {
        for (const m of listening) workers.push(Number(m[1]))
        resolve(Number(listening[0]![2]))
      }
    }
    primary.stdout.on('data', onData)
    primary.stderr.on('data', onData)
    primary.on('exit', (code) => reject(new Error(`server exited ${code}: ${log}`)))
  })

  const answers = []
  for (let i = 0; i < limit * 2; i++) answers.push(await get(port, '/v1/meta'))
  const served = new Set([...log.matchAll(/"pid":(\d+),[^\n]*"url":"\/v1\/meta"[^\n]*"msg":"incoming request"/g)].map((m) => Number(m[1])))
  t.equal(served.size, 2, 'both workers received requests')
  // The first `limit` requests are answered, whatever the answer (a worker's database read may
  // time out under a loaded CI machine: a 503 DATABASE_UNAVAILABLE is an answer, and counts): none is
  // limited. Every later one is limited, by either worker: one count for the address, not one per worker.
  const statuses = answers.map((a) => a.status)
  t.same(statuses.slice(0, limit).filter((status) => status === 429), [], `the first ${limit} are answered, not limited`)
  t.ok(statuses.slice(0, limit).every((status) => status === 200 || status === 503) && statuses.slice(0, limit).includes(200), `answered: ${statuses.slice(0, limit).join(', ')}`)
  t.same(statuses.slice(limit), Array(limit).fill(429), `then 429 from either worker`)
  const limited = answers[answers.length - 1]!
  t.match(JSON.parse(limited.body), { statusCode: 429, code: 'RATE_LIMITED', message: new RegExp(`^more than ${limit} requests in a minute from this address; retry after `) })
  t.ok(Number(limited.retryAfter) > 0 && Number(limited.retryAfter) <= 60, `Retry-After: ${limited.retryAfter}`)
  t.equal((await get(port, '/health?x=1')).status, 200, 'the health route is still answered')

  primary.kill('SIGTERM')
  const [code] = await once(primary, 'exit')
  t.equal(code, 0, 'SIGTERM: exit 0')
})
