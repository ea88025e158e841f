/**
 * The benchmark's server process: the real app on a fresh embedded database (or DATABASE_URL),
 * seeded, plus one route that does no work, to measure the resolver against.
 */
import Fastify from 'fastify'

// The built service (npm run bench builds first), so the figures are those of `npm start`.
const { app, FASTIFY_OPTIONS } = (await import('../dist/src/app.js' as string)) as typeof import('../src/app.js')
const { openMigratedDatabase } = (await import('../dist/src/db/database.js' as string)) as typeof import('../src/db/database.js')
const { seedContent } = (await import('../dist/src/catalog/seed.js' as string)) as typeof import('../src/catalog/seed.js')

const url = process.env.DATABASE_URL
const { db } = await openMigratedDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: null })
await seedContent(db.prisma)
const fastify = Fastify({ ...FASTIFY_OPTIONS, logger: false })
await fastify.register(app, { db, closeDatabase: true })
// Same JSON body parsing as /v1/resolve, nothing else.
fastify.post('/bench/no-work', async () => ({ ok: true }))
// The server's own CPU time so far, so the bench can tell what a request costs the server
// apart from what the load generator, on the same cores, spends.
fastify.get('/bench/cpu', async () => process.cpuUsage())
await fastify.listen({ port: 0, host: '127.0.0.1' })
const address = fastify.server.address()
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`)
process.on('SIGTERM', () => {
  void fastify.close().then(() => process.exit(0))
})
