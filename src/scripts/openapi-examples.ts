/**
 * npm run docs:examples: runs every example request of src/docs/examples.ts against the service on
 * a fresh embedded database with the curated content, and writes the answers to
 * docs/openapi-examples.json (the OpenAPI document shows them; a test checks they still hold).
 */
import { isDeepStrictEqual } from 'node:util'
import { writeFileSync } from 'node:fs'
import { buildApp } from '../app.js'
import { seedContent } from '../catalog/seed.js'
import { openMigratedDatabase } from '../db/database.js'
import { EXAMPLE_REQUESTS, EXAMPLES_FILE, loadExamples } from '../docs/examples.js'

/** The answer without the times the fresh database was written at, which differ on every run. */
const withoutTimes = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, field: unknown) => (key === 'changedAt' ? undefined : field))

// An answer that only differs in those times keeps the one on file, so a re-run changes nothing.
const previous = loadExamples()

const { db } = await openMigratedDatabase({ kind: 'pglite', dataDir: null })
await seedContent(db.prisma)
const app = await buildApp({ db })
const out = []
for (const example of EXAMPLE_REQUESTS) {
  const res = await app.inject({ method: example.method, url: example.url, ...(example.body !== undefined ? { payload: example.body as object } : {}) })
  if (res.statusCode !== 200) throw new Error(`${example.method} ${example.url}: ${res.statusCode} ${res.body}`)
  const response = res.json() as unknown
  const before = previous.find((p) => p.method === example.method && p.url === example.url && JSON.stringify(p.body) === JSON.stringify(example.body))
  out.push({ ...example, response: before && isDeepStrictEqual(withoutTimes(before.response), withoutTimes(response)) ? before.response : response })
}
writeFileSync(EXAMPLES_FILE, `${JSON.stringify(out, null, 2)}\n`)
await app.close()
await db.close()
console.log(`wrote ${out.length} examples to ${EXAMPLES_FILE}`)
