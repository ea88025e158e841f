/**
 * Process concerns only: configuration, logger, database start-up (migrate, seed), listen,
 * graceful close. The application itself is src/app.ts.
 */
import closeWithGrace from 'close-with-grace'
import Fastify from 'fastify'
import { app, FASTIFY_OPTIONS } from './app.js'
import { loadConfig } from './config.js'
import { openConfiguredDatabaseOrExit } from './db/open.js'
import { seedContent } from './catalog/seed.js'

const config = loadConfig()
const fastify = Fastify({
  ...FASTIFY_OPTIONS,
  logger: { level: config.logLevel, ...(process.stdout.isTTY ? {} : {}) },
})

const { db, applied } = await openConfiguredDatabaseOrExit(config, config.queryTimeoutMs)
fastify.log.info({ database: db.kind, location: db.location, migrationsApplied: applied }, 'database ready')
if (config.seedOnStart) {
  const started = Date.now()
  const seeded = await seedContent(db.prisma)
  fastify.log.info({ ...seeded, ms: Date.now() - started }, 'curated content loaded')
}

await fastify.register(app, { db, closeDatabase: true, corsOrigins: config.corsOrigins, rateLimitPerMinute: config.rateLimitPerMinute, caches: config.caches, publicUrl: config.publicUrl })

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) fastify.log.error({ err }, 'closing after an error')
  else fastify.log.info({ signal }, 'closing')
  await fastify.close()
})

await fastify.listen({ port: config.port, host: config.host })
