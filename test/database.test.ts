/**
 * The database connection under trouble. On a server that ends sessions, a lost idle connection
 * must not crash the process, and close() must leave no session behind (whoever drops the
 * database next, a test's teardown or an operator, would otherwise kill a connection we still
 * hold). When the server cannot be reached, the API answers 503 with Retry-After, and recovers.
 */
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import pg from 'pg'
import t from 'tap'
import { buildApp } from '../src/app.js'
import { seedContent } from '../src/catalog/seed.js'
import { openDatabase, openMigratedDatabase } from '../src/db/database.js'
import { isDatabaseUnavailable } from '../src/db/unavailable.js'
import { scratchDatabase, usingServer } from './helpers/database.js'

const serverUrl = process.env.TEST_DATABASE_URL

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    return await fn(admin)
  } finally {
    await admin.end()
  }
}

async function sessionsOn(name: string): Promise<number> {
  return withAdmin(async (admin) => {
    const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])
    return rows[0]!.n
  })
}

t.test('the pool on a PostgreSQL server', { skip: !usingServer && 'needs TEST_DATABASE_URL' }, async (t) => {
  t.test('an idle connection the server ends is replaced, and the process carries on', async (t) => {
    const url = await scratchDatabase(t)
    const { db } = await openMigratedDatabase({ kind: 'postgres', url, poolSize: 3 })
    t.teardown(() => db.close())
    await Promise.all([1, 2, 3].map(() => db.sql.query('SELECT pg_sleep(0.01)')))
    const name = new URL(url).pathname.slice(1)
    const warnings: string[] = []
    const onWarning = (w: Error) => warnings.push(w.message)
    process.on('warning', onWarning)
    t.teardown(() => process.off('warning', onWarning))
    const ended = await withAdmin(async (admin) => {
      const { rows } = await admin.query<{ ok: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      )
      return rows.length
    })
    t.ok(ended >= 1, `the server ended ${ended} idle session(s)`)
    // Give the terminations time to reach the pool (up to 5 s; usually a few ms).
    for (let i = 0; i < 250 && warnings.length < ended; i++) await new Promise((r) => setTimeout(r, 20))
    t.ok(warnings.some((w) => /connection lost/.test(w)), 'the loss is reported as a warning')
    const rows = await db.sql.query<{ n: number }>('SELECT 1 AS n')
    t.same(rows, [{ n: 1 }], 'the next query runs on a new connection')
    t.equal((await db.prisma.card.count()) >= 0, true, 'and so does Prisma')
  })

  t.test('close() returns only once every session has ended', async (t) => {
    const url = await scratchDatabase(t)
    const name = new URL(url).pathname.slice(1)
    for (let round = 0; round < 5; round++) {
      const { db } = await openMigratedDatabase({ kind: 'postgres', url, poolSize: 4 })
      await Promise.all([1, 2, 3, 4].map(() => db.sql.query('SELECT pg_sleep(0.01)')))
      await db.close()
      t.equal(await sessionsOn(name), 0, `round ${round}: no session left after close()`)
    }
  })

  t.test('bulk: the same database without the statement deadline (imports), closed with it', async (t) => {
    const url = await scratchDatabase(t)
    const name = new URL(url).pathname.slice(1)
    const db = await openDatabase({ kind: 'postgres', url, poolSize: 2, queryTimeoutMs: 100 })
    await t.rejects(db.sql.query('SELECT pg_sleep(0.3)'), 'a request\'s statement has the deadline')
    t.same(await db.bulk.query('SELECT pg_sleep(0.3)::text AS slept'), [{ slept: '' }], 'an import\'s does not')
    t.same(await db.bulk.transaction((tx) => tx.query<{ n: number }>('SELECT 1 AS n')), [{ n: 1 }])
    await db.close()
    t.equal(await sessionsOn(name), 0, 'no session left after close()')
  })
})

/**
 * A TCP relay to the real server that the test can cut and restore (a refused database), or
 * silence (packets dropped: connections accepted, nothing passed on either way).
 */
async function cuttableRelay(target: URL) {
  const sockets = new Set<net.Socket>()
  const links = new Set<[net.Socket, net.Socket]>()
  let silent = false
  let server = net.createServer()
  const onConnection = (client: net.Socket) => {
    if (silent) {
      // A network that swallows everything: the client connected, and hears nothing back.
      sockets.add(client)
      client.on('close', () => sockets.delete(client))
      client.on('error', () => client.destroy())
      client.resume()
      return
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    const link: [net.Socket, net.Socket] = [client, upstream]
    links.add(link)
    client.on('close', () => links.delete(link))
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('close', () => sockets.delete(s))
      s.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream).pipe(client)
  }
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = net.createServer(onConnection)
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))
    })
  const port = await listen(0)
  const cut = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      server.close(() => resolve())
      for (const s of sockets) s.destroy()
    })
  const silence = () => {
    silent = true
    for (const [client, upstream] of links) {
      client.unpipe(upstream)
      upstream.unpipe(client)
      // Read and drop: bytes the app sends go nowhere, the server's replies never arrive.
      client.on('data', () => {})
      upstream.on('data', () => {})
    }
  }
  const unsilence = () => {
    silent = false
    // The silenced connections are dead to both ends: drop them, as a real stall ends in resets.
    for (const [client, upstream] of links) {
      client.destroy()
      upstream.destroy()
    }
  }
  return { port, cut, restore: () => listen(port), silence, unsilence, close: cut }
}

t.test('a database outage is a 503 to retry, not a 500, and the service recovers', { skip: !usingServer && 'needs TEST_DATABASE_URL' }, async (t) => {
  const direct = new URL(await scratchDatabase(t))
  const relay = await cuttableRelay(direct)
  const viaRelay = new URL(direct)
  viaRelay.host = `127.0.0.1:${relay.port}`
  const { db } = await openMigratedDatabase({ kind: 'postgres', url: viaRelay.toString(), poolSize: 3 })
  await seedContent(db.prisma)
  // A short time to live stands for the 60 s after which cached resolves used to stop answering.
  const ttlMs = 400
  const app = await buildApp({ db, compileSchemas: 'when-first-used', caches: { ttlMs } })
  t.teardown(async () => {
    await app.close()
    await db.close()
    await relay.close()
  })
  const lylaBoard = { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} } }
  t.equal((await app.inject('/v1/cards?q=lyla')).statusCode, 200)
  t.equal((await app.inject({ method: 'POST', url: '/v1/resolve', payload: lylaBoard })).statusCode, 200, 'a resolve warms the card cache')

  await relay.cut()

  for (const url of ['/v1/cards?q=lyla', '/v1/cards/Effect%20Veiler', '/v1/rulings', '/health']) {
    const res = await app.inject(url)
    t.equal(res.statusCode, 503, `${url}: 503`)
    t.match(res.json(), { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: /not reachable/ })
    t.equal(res.headers['retry-after'], '5')
  }
  const cold = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: { field: ['Dark Magician'] }, B: {} } } })
  t.equal(cold.statusCode, 503, 'a resolve that must look a card up: 503')
  const warm = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { ...lylaBoard, enumerate: true } })
  t.equal(warm.statusCode, 200, 'a resolve of cached cards still answers')
  await new Promise((resolve) => setTimeout(resolve, ttlMs + 200))
  const later = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { ...lylaBoard, reading: 'fan-guide' } })
  t.equal(later.statusCode, 200, 'and still does once the cache has outlived its time to live, the outage going on')
  t.match(later.json(), { steps: Array }, 'with a whole answer')
  const coldAgain = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: { field: ['Dark Magician'] }, B: {} } } })
  t.equal(coldAgain.statusCode, 503, 'a card never seen is still a 503')
  const gqlRes = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ card(id: "Mystical Space Typhoon") { name } }' } })
  const gql = gqlRes.json()
  t.match(gql.errors?.[0], { message: /not reachable/, extensions: { code: 'DATABASE_UNAVAILABLE', statusCode: 503 } }, 'GraphQL: the same code')
  t.equal(gqlRes.statusCode, 503, 'GraphQL: and the same HTTP status')
  t.equal(gqlRes.headers['retry-after'], '5', 'GraphQL: with Retry-After')

  await relay.restore()
  t.equal((await app.inject('/v1/cards?q=lyla')).statusCode, 200, 'back once the database is')
  t.equal((await app.inject('/health')).statusCode, 200)
})

t.test('a database that goes silent answers 503 within seconds, and the outage is logged once', { skip: !usingServer && 'needs TEST_DATABASE_URL' }, async (t) => {
  const direct = new URL(await scratchDatabase(t))
  const relay = await cuttableRelay(direct)
  const viaRelay = new URL(direct)
  viaRelay.host = `127.0.0.1:${relay.port}`
  const { db } = await openMigratedDatabase({ kind: 'postgres', url: viaRelay.toString(), poolSize: 3, queryTimeoutMs: 1000 })
  await seedContent(db.prisma)
  const lines: Array<{ level: number; msg: string; err?: unknown }> = []
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) }
  const app = await buildApp({ db, compileSchemas: 'when-first-used', logger: { level: 'info', stream } })
  t.teardown(async () => {
    await app.close()
    await db.close()
    await relay.close()
  })
  t.equal((await app.inject('/health')).statusCode, 200)

  relay.silence()
  const started = Date.now()
  const urls = ['/health', '/v1/rulings?limit=3', '/v1/cards?q=dark', '/v1/references']
  const answers = await Promise.all(urls.map((url) => app.inject(url)))
  const seconds = (Date.now() - started) / 1000
  for (const [i, res] of answers.entries()) {
    t.equal(res.statusCode, 503, `${urls[i]}: 503 while the database is silent`)
    t.equal(res.headers['retry-after'], '5')
  }
  // Not a timing assertion: the bound is the 30 s the probe's clients were cut at, with no answer.
  t.ok(seconds < 15, `answered in ${seconds.toFixed(1)} s with a 1 s query deadline (before: no answer until the client gave up)`)
  for (let i = 0; i < 5; i++) await app.inject('/v1/rulings?limit=3')
  const outage = lines.filter((line) => /database unreachable/.test(line.msg))
  t.equal(outage.length, 1, 'the outage is logged once, not per request')
  t.notOk(lines.some((line) => line.err !== undefined && /unavailable|unreachable|timeout/i.test(JSON.stringify(line.err))), 'and no stack per request')

  relay.unsilence()
  let back = 0
  for (let i = 0; i < 20 && back !== 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    back = (await app.inject('/health')).statusCode
  }
  t.equal(back, 200, 'back once the network is')
  for (let i = 0; i < 20 && !lines.some((line) => line.msg === 'database reachable again'); i++) await new Promise((resolve) => setTimeout(resolve, 250))
  t.ok(lines.some((line) => line.msg === 'database reachable again'), 'and the end of the outage is logged')
})

t.test('what counts as the database being unavailable', async (t) => {
  const unavailable = [
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    Object.assign(new Error('Invalid invocation'), { code: 'P1001' }),
    Object.assign(new Error('Transaction API error: A query cannot be executed on an expired transaction.'), { code: 'P2028' }),
    Object.assign(new Error('wrapped'), { meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'DatabaseNotReachable' } } } }),
    new Error('outer', { cause: Object.assign(new Error('inner'), { code: 'ECONNRESET' }) }),
  ]
  for (const error of unavailable) t.ok(isDatabaseUnavailable(error), error.message)
  const others = [
    new Error('boom'),
    Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    Object.assign(new Error('Unique constraint failed'), { code: 'P2002' }),
    'Connection terminated',
    null,
  ]
  for (const error of others) t.notOk(isDatabaseUnavailable(error), String((error as Error | null)?.message ?? error))
})

/** A relay that swallows bytes while silent and passes them again after, without resetting anything: a stall that ends quietly. */
async function stallingRelay(target: URL) {
  let silent = false
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from)
      from.on('close', () => sockets.delete(from))
      from.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
      from.on('data', (chunk) => {
        if (!silent) to.write(chunk)
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    silence: (on: boolean) => void (silent = on),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

t.test('a connection that stalled in a transaction is not handed to the next query', { skip: !usingServer && 'needs TEST_DATABASE_URL' }, async (t) => {
  const direct = new URL(await scratchDatabase(t))
  const relay = await stallingRelay(direct)
  const viaRelay = new URL(direct)
  viaRelay.host = `127.0.0.1:${relay.port}`
  const db = await openDatabase({ kind: 'postgres', url: viaRelay.toString(), poolSize: 1, queryTimeoutMs: 300 })
  t.teardown(async () => {
    relay.silence(false)
    await db.close()
    await relay.close()
  })
  t.same(await db.sql.query('SELECT 1 AS n'), [{ n: 1 }], 'the one pooled connection works')

  relay.silence(true)
  const failed = await db.sql.transaction((tx) => tx.query('SELECT 1')).then(
    () => null,
    (error: unknown) => error,
  )
  t.ok(isDatabaseUnavailable(failed), `the transaction fails as unavailable: ${(failed as Error | null)?.message}`)

  relay.silence(false)
  // The stalled connection still waits for answers to what it sent into the silence; the pool
  // must not give it to the next query.
  t.same(await db.sql.query('SELECT 1 AS n'), [{ n: 1 }], 'the first query after the stall answers')
})
