/**
 * Memory after many distinct large resolve bodies, each asked twice (the probe of issue 8, fault 7):
 * `npx tsx --expose-gc bench/cache-memory.ts [count] [kilobytes]`. Prints RSS and heap after a GC.
 */
import { buildApp } from '../src/app.js'
import { seedContent } from '../src/catalog/seed.js'
import { openMigratedDatabase } from '../src/db/database.js'

const count = Number(process.argv[2] ?? 1000)
const kilobytes = Number(process.argv[3] ?? 250)
const { db } = await openMigratedDatabase({ kind: 'pglite', dataDir: null })
await seedContent(db.prisma)
const app = await buildApp({ db })
const gc = (globalThis as { gc?: () => void }).gc
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`
gc?.()
const before = process.memoryUsage()
for (let i = 0; i < count; i++) {
  // A valid board padded with whitespace to the size asked for: every body distinct.
  const board = JSON.stringify({ turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} }, effects: [{ id: `e${i}`, controller: 'B', card: 'Effect Veiler', kind: 'expire', mandatory: true }] })
  const body = board.slice(0, -1) + ' '.repeat(Math.max(0, kilobytes * 1024 - board.length)) + '}'
  for (let twice = 0; twice < 2; twice++) {
    const res = await app.inject({ method: 'POST', url: '/v1/resolve', headers: { 'content-type': 'application/json' }, payload: body })
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`)
  }
}
gc?.()
await new Promise((resolve) => setTimeout(resolve, 500))
gc?.()
const after = process.memoryUsage()
console.log(`${count} distinct bodies of ${kilobytes} KB, each asked twice: RSS ${mb(before.rss)} -> ${mb(after.rss)}, heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)}, external ${mb(after.external + after.arrayBuffers)}`)
await app.close()
await db.close()
