/**
 * The benchmark's server process: the real app on a fresh embedded database (or DATABASE_URL),
 * seeded, plus one route that does no work, to measure the resolver against.
 *   BENCH_WORKERS (default 1): serve from that many processes (node:cluster, as `npm start` does;
 *   each worker on an in-memory embedded database of its own unless DATABASE_URL is set).
 *   ENUMERATE_THREADS, ENUMERATE_TIME_MS, ENUMERATE_ANSWER_MB as for the service.
 * Prints one line `{"port":…}` once every worker listens.
 */
import cluster from 'node:cluster'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import Fastify from 'fastify'

const workers = Number(process.env.BENCH_WORKERS ?? 1)

if (cluster.isPrimary && workers > 1) {
  let listening = 0
  const all = Array.from({ length: workers }, () => cluster.fork())
  cluster.on('listening', (_worker, address) => {
    if (++listening === workers) process.stdout.write(`${JSON.stringify({ port: address.port, workers })}\n`)
  })
  cluster.on('exit', (_worker, code) => {
    if (code !== 0) process.exit(1)
  })
  process.on('SIGTERM', () => {
    for (const worker of all) worker.process.kill('SIGTERM')
    let left = all.length
    cluster.on('exit', () => --left === 0 && process.exit(0))
  })
} else {
  // The built service (npm run bench builds first), so the figures are those of `npm start`.
  const { app, FASTIFY_OPTIONS } = (await import('../dist/src/app.js' as string)) as typeof import('../src/app.js')
  const { openMigratedDatabase } = (await import('../dist/src/db/database.js' as string)) as typeof import('../src/db/database.js')
  const { seedContent } = (await import('../dist/src/catalog/seed.js' as string)) as typeof import('../src/catalog/seed.js')
  const { loadConfig } = (await import('../dist/src/config.js' as string)) as typeof import('../src/config.js')

  const url = process.env.DATABASE_URL
  const { db } = await openMigratedDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: null })
  await seedContent(db.prisma)
  const fastify = Fastify({ ...FASTIFY_OPTIONS, logger: false })
  await fastify.register(app, { db, closeDatabase: true, enumerate: loadConfig({ ...process.env, WORKERS: '1', DATABASE_URL: '' }).enumerate })
  // Same JSON body parsing as /v1/resolve, nothing else.
  fastify.post('/bench/no-work', async () => ({ ok: true }))
  // The server's own CPU time so far, so the bench can tell what a request costs the server
  // apart from what the load generator, on the same cores, spends.
  fastify.get('/bench/cpu', async () => process.cpuUsage())
  // The longest the event loop was held up since the last reset (ms).
  const loop = monitorEventLoopDelay({ resolution: 1 })
  loop.enable()
  fastify.post('/bench/loop/reset', async () => {
    loop.reset()
    return { ok: true }
  })
  fastify.get('/bench/loop', async () => ({ maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6 }))
  await fastify.listen({ port: 0, host: '127.0.0.1' })
  const address = fastify.server.address()
  if (cluster.isPrimary) process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, workers: 1 })}\n`)
  process.on('SIGTERM', () => {
    void fastify.close().then(() => process.exit(0))
  })
}
