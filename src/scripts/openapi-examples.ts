/**
 * npm run docs:examples: runs every example request of src/docs/examples.ts against the service on
 * a fresh embedded database with the curated content, and writes the answers to
 * docs/openapi-examples.json (the OpenAPI document shows them; a test checks they still hold).
 */
import { writeFileSync } from 'node:fs'
import { buildApp } from '../app.js'
import { seedContent } from '../catalog/seed.js'
import { openMigratedDatabase } from '../db/database.js'
import { EXAMPLE_REQUESTS, EXAMPLES_FILE } from '../docs/examples.js'

const { db } = await openMigratedDatabase({ kind: 'pglite', dataDir: null })
await seedContent(db.prisma)
const app = await buildApp({ db })
const out = []
for (const example of EXAMPLE_REQUESTS) {
  const res = await app.inject({ method: example.method, url: example.url, ...(example.body !== undefined ? { payload: example.body as object } : {}) })
  if (res.statusCode !== 200) throw new Error(`${example.method} ${example.url}: ${res.statusCode} ${res.body}`)
  out.push({ ...example, response: res.json() })
}
writeFileSync(EXAMPLES_FILE, `${JSON.stringify(out, null, 2)}\n`)
await app.close()
await db.close()
console.log(`wrote ${out.length} examples to ${EXAMPLES_FILE}`)
