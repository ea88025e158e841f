/** build(t): the app on a migrated and seeded database of the test's own (a copy of the template), closed at teardown. */
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppOptions } from '../../src/app.js'
import type { Database } from '../../src/db/database.js'
import { testDatabase } from './database.js'
import type { Teardown } from './database.js'

export async function build(t: Teardown, options: { seed?: boolean; app?: Omit<AppOptions, 'db'> } = {}): Promise<FastifyInstance & { testDb: Database }> {
  const closers: Array<() => unknown> = []
  const db = await testDatabase({ teardown: (fn) => closers.push(fn) }, { seeded: options.seed ?? true })
  let app: FastifyInstance | undefined
  // One teardown so the app closes before its database is dropped.
  t.teardown(async () => {
    await app?.close()
    for (const close of closers) await close()
  })
  // A test calls few of the app's routes: each route's schemas are compiled when it is first called.
  app = await buildApp({ compileSchemas: 'when-first-used', ...options.app, db })
  return Object.assign(app, { testDb: db })
}
