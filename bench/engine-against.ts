/**
 * The engine alone, this checkout against another one (BENCH_AGAINST: its directory, with its own
 * `npm install` done), in one process and in alternate rounds, so that the machine's load weighs on
 * both alike: µs per resolve of the typical board and of the ten-item enumerate board, each
 * checkout's request read through its own resolve service, and the median of the per-round ratios.
 * Separate processes on a loaded 2-core machine gave figures 30% apart for the same code; the ratio
 * of alternate rounds in one process holds within a few per cent.
 *   BENCH_AGAINST=../before npm run bench:engine-against      BENCH_ROUNDS (default 21)
 */
import { resolve as resolvePath } from 'node:path'
import { performance } from 'node:perf_hooks'
import { PROJECT_ROOT } from '../src/paths.js'

const against = process.env.BENCH_AGAINST
if (!against) {
  console.error('BENCH_AGAINST: the directory of the checkout to compare with')
  process.exit(2)
}

type Engine = { name: string; run: (request: unknown) => { steps: unknown[] }; typical: unknown; tenItems: unknown }

/** A checkout's engine and the two bench boards read through its own service, on its own in-memory database. */
async function load(root: string, name: string): Promise<Engine> {
  const from = (path: string) => import(resolvePath(root, path))
  const { seedContent } = await from('src/catalog/seed.ts')
  const { CatalogCache } = await from('src/catalog/cache.ts')
  const { CatalogRepository } = await from('src/catalog/repository.ts')
  const { openMigratedDatabase } = await from('src/db/database.ts')
  const { resolve } = await from('src/engine/index.ts')
  const { AnswerCache } = await from('src/resolve/answer-cache.ts')
  const { ResolveService } = await from('src/resolve/service.ts')
  const { TEN_ITEM_BOARD, TYPICAL_BOARD } = await from('bench/boards.ts')
  const { db } = await openMigratedDatabase({ kind: 'pglite', dataDir: null })
  await seedContent(db.prisma)
  const cache = new CatalogCache(new CatalogRepository(db.prisma))
  const service = new ResolveService(cache, new AnswerCache(() => cache.generation()))
  return { name, run: resolve, typical: await service.toEngineRequest(TYPICAL_BOARD), tenItems: await service.toEngineRequest(TEN_ITEM_BOARD) }
}

function micros(engine: Engine, request: unknown, count: number): number {
  const started = performance.now()
  for (let i = 0; i < count; i++) engine.run(request)
  return ((performance.now() - started) * 1000) / count
}

const engines = [await load(resolvePath(against), 'against'), await load(PROJECT_ROOT, 'this checkout')]
for (const engine of engines) {
  for (let i = 0; i < 5000; i++) engine.run(engine.typical) // JIT warm-up
  for (let i = 0; i < 50; i++) engine.run(engine.tenItems)
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 21)
const times = engines.map(() => ({ typical: [] as number[], tenItems: [] as number[] }))
for (let round = 0; round < rounds; round++) {
  // Each round in the other order, so that neither always runs first.
  for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
    times[i]!.typical.push(micros(engines[i]!, engines[i]!.typical, 5000))
    times[i]!.tenItems.push(micros(engines[i]!, engines[i]!.tenItems, 30))
  }
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!
engines.forEach((engine, i) => {
  const steps = engine.run(engine.typical).steps.length
  console.log(`${engine.name.padEnd(14)} typical board (${steps} steps) ${median(times[i]!.typical).toFixed(1)} µs, ten-item enumerate ${median(times[i]!.tenItems).toFixed(0)} µs (medians of ${rounds} rounds)`)
})
const ratio = (key: 'typical' | 'tenItems') => median(times[1]![key].map((mine, round) => mine / times[0]![key][round]!))
console.log(`this checkout / against, median of per-round ratios: typical ${ratio('typical').toFixed(3)}, ten-item enumerate ${ratio('tenItems').toFixed(3)}`)
process.exit(0)
