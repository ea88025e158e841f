/** build(t): the app on a fresh, migrated and seeded database of the test's own, closed at teardown. */
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppOptions } from '../../src/app.js'
import { seedContent } from '../../src/catalog/seed.js'
import type { Database } from '../../src/db/database.js'
import { testDatabase, type Teardown } from './database.js'

export async function build(t: Teardown, options: { seed?: boolean; app?: Omit<AppOptions, 'db'> } = {}): Promise<FastifyInstance & { testDb: Database }> {
  const closers: Array<() => unknown> = []
  const db = await testDatabase({ teardown: (fn) => closers.push(fn) })
  let app: FastifyInstance | undefined
  // One teardown so the app closes before its database is dropped.
  t.teardown(async () => {
    await app?.close()
    for (const close of closers) await close()
  })
  if (options.seed ?? true) await seedContent(db.prisma)
  app = await buildApp({ ...options.app, db })
  return Object.assign(app, { testDb: db })
}
