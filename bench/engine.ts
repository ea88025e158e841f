/**
 * The engine alone (issue 9's figure): microseconds per resolve of the typical ten-step board and
 * of the ten-item enumerate board, calling the built engine in a loop on a request read once
 * through the resolve service (cards and rulings from an in-memory embedded database).
 *   BENCH_ENGINE_RUNS (default 20000)
 */
import { performance } from 'node:perf_hooks'
import { seedContent } from '../src/catalog/seed.js'
import { CatalogCache } from '../src/catalog/cache.js'
import { CatalogRepository } from '../src/catalog/repository.js'
import { openMigratedDatabase } from '../src/db/database.js'
import { resolve as runEngine } from '../src/engine/index.js'
import { ResolveService } from '../src/resolve/service.js'
import type { ResolveRequest } from '../src/schemas/resolve.js'
import { TEN_ITEM_BOARD, TYPICAL_BOARD } from './boards.js'

const runs = Number(process.env.BENCH_ENGINE_RUNS ?? 20_000)
const { db } = await openMigratedDatabase({ kind: 'pglite', dataDir: null })
await seedContent(db.prisma)
const service = new ResolveService(new CatalogCache(new CatalogRepository(db.prisma)))

async function perRun(name: string, board: unknown, count: number): Promise<number> {
  const request = await service.toEngineRequest(board as ResolveRequest)
  for (let i = 0; i < Math.min(count, 2000); i++) runEngine(request) // JIT warm-up
  const started = performance.now()
  for (let i = 0; i < count; i++) runEngine(request)
  const micros = ((performance.now() - started) * 1000) / count
  const steps = runEngine(request).steps.length
  console.log(`engine only, ${name} (${steps} steps): ${micros.toFixed(1)} µs per resolve over ${count} runs`)
  return micros
}

const typical = await perRun('typical board', TYPICAL_BOARD, runs)
const tenItems = await perRun('ten-item enumerate', TEN_ITEM_BOARD, Math.max(20, Math.round(runs / 500)))
console.log(`ratio enumerate / typical: ${(tenItems / typical).toFixed(0)}x`)
await db.close()
