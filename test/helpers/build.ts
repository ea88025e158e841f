/** build(t): the app on a migrated and seeded database of the test's own (a copy of the template), closed at teardown. */
import tap from 'tap'
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

let shared: ReturnType<typeof build> | undefined

/**
 * One app for every test of a file that only reads what the seed stored (resolves, GETs): each app
 * costs a database copy and a start (1–1.5 s of CPU). Closed when the file's tests are done. A test
 * that writes, or needs an app configured otherwise, builds its own.
 */
export function readOnlyApp(): ReturnType<typeof build> {
  shared ??= build(tap)
  return shared
}
