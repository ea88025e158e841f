/**
 * The engine alone (issue 9's figure): microseconds per resolve of the typical ten-step board and
 * of the ten-item enumerate board, calling the built engine in a loop on a request read once
 * through the resolve service (cards and rulings from an in-memory embedded database).
 * Then enumerate alone on the deep boards of bench/boards.ts, the current enumeration against the
 * one before issue 14 (test/engine/enumerate-reference.ts), and against itself with no discard
 * cards merged ("every set": the new bookkeeping alone), alternately, so that the machine's load
 * weighs on all alike: time and outcomes.
 *   BENCH_ENGINE_RUNS (default 20000), BENCH_ENUMERATE_ROUNDS (default 5)
 */
import { performance } from 'node:perf_hooks'
import { seedContent } from '../src/catalog/seed.js'
import { CatalogCache } from '../src/catalog/cache.js'
import { CatalogRepository } from '../src/catalog/repository.js'
import { openMigratedDatabase } from '../src/db/database.js'
import { DEFAULT_LIMITS, enumerateOutcomes } from '../src/engine/core/enumerate.js'
import type { Procedure } from '../src/engine/core/procedure.js'
import { resolve as runEngine, type EngineRequest } from '../src/engine/index.js'
import { END_PHASE } from '../src/engine/yugioh/board.js'
import { openYugiohWindow } from '../src/engine/yugioh/window.js'
import { AnswerCache } from '../src/resolve/answer-cache.js'
import { ResolveService } from '../src/resolve/service.js'
import type { ResolveRequest } from '../src/schemas/resolve.js'
import { referenceEnumerateOutcomes } from '../test/engine/enumerate-reference.js'
import { everySet } from '../test/engine/helpers.js'
import { ENUMERATE_BOARDS, TEN_ITEM_BOARD, TYPICAL_BOARD } from './boards.js'

const runs = Number(process.env.BENCH_ENGINE_RUNS ?? 20_000)
const { db } = await openMigratedDatabase({ kind: 'pglite', dataDir: null })
await seedContent(db.prisma)
const catalogCache = new CatalogCache(new CatalogRepository(db.prisma))
const service = new ResolveService(catalogCache, new AnswerCache(() => catalogCache.generation()))

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

const rounds = Number(process.env.BENCH_ENUMERATE_ROUNDS ?? 5)
const DEEP: Array<keyof typeof ENUMERATE_BOARDS> = [
  'ten mandatory triggers, five responses',
  'forty items, twenty responses',
  'hand of 12, discard 6',
  'hand of 12 (2 discard triggers), discard 6',
]
type Enumerate = (procedure: Procedure<unknown>, maxOutcomes: number) => { outcomes: unknown[]; truncated: boolean }
const IMPLEMENTATIONS: Array<[string, Enumerate]> = [
  ['before issue 14', (procedure, maxOutcomes) => referenceEnumerateOutcomes(procedure, maxOutcomes, DEFAULT_LIMITS)],
  // The new bookkeeping alone: interchangeable discard cards not merged, every set explored.
  ['every set', (procedure, maxOutcomes) => enumerateOutcomes(everySet(procedure), maxOutcomes, DEFAULT_LIMITS)],
  ['current', (procedure, maxOutcomes) => enumerateOutcomes(procedure, maxOutcomes, DEFAULT_LIMITS)],
]
console.log(`\nenumerate alone (the search and its outcomes, no main line), ${DEFAULT_LIMITS.maxNodes} states at most, median of ${rounds} alternate rounds after one to warm up:`)
console.log('board'.padEnd(46), 'enumeration'.padEnd(18), 'ms'.padStart(8), 'outcomes'.padStart(9), 'truncated'.padStart(10))
for (const name of DEEP) {
  const request: EngineRequest = await service.toEngineRequest(ENUMERATE_BOARDS[name] as ResolveRequest)
  const times: number[][] = IMPLEMENTATIONS.map(() => [])
  const results: Array<{ outcomes: unknown[]; truncated: boolean }> = []
  // Round 0 warms both up (the JIT), and is not counted.
  for (let round = 0; round <= rounds; round++) {
    IMPLEMENTATIONS.forEach(([, run], i) => {
      const procedure = openYugiohWindow(END_PHASE)(request) as Procedure<unknown>
      const started = performance.now()
      results[i] = run(procedure, request.maxOutcomes)
      if (round > 0) times[i]!.push(performance.now() - started)
    })
  }
  const medians = times.map((list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!)
  IMPLEMENTATIONS.forEach(([label], i) => {
    console.log(name.padEnd(46), label.padEnd(18), medians[i]!.toFixed(0).padStart(8), String(results[i]!.outcomes.length).padStart(9), String(results[i]!.truncated).padStart(10))
  })
  console.log(''.padEnd(46), 'every set / before'.padEnd(18), (medians[1]! / medians[0]!).toFixed(2).padStart(8))
  console.log(''.padEnd(46), 'current / before'.padEnd(18), (medians[2]! / medians[0]!).toFixed(2).padStart(8))
}
await db.close()
