/**
 * The card-text analyser over every card of the shared card data: milliseconds for all cards and
 * microseconds per card, best and median of a few rounds (the machine is shared: read the median
 * beside the other figures of the same run). BENCH_ANALYSER_ROUNDS (default 3).
 */
import { performance } from 'node:perf_hooks'
import { existsSync } from 'node:fs'
import { analyseCard } from '../src/analyser/index.js'
import { loadCards } from '../tools/analyser/card-data.js'
import { SHARED_CARD_DATA } from '../test/helpers/shared.js'

if (!existsSync(SHARED_CARD_DATA)) {
  console.log(`analyser: no card data at ${SHARED_CARD_DATA} (set RULINGS_SHARED_DIR); skipped`)
  process.exit(0)
}
const records = await loadCards(SHARED_CARD_DATA)
const rounds = Number(process.env.BENCH_ANALYSER_ROUNDS ?? 3)
const times: number[] = []
for (let round = 0; round < rounds; round++) {
  const started = performance.now()
  for (const record of records) analyseCard(record.card)
  times.push(performance.now() - started)
}
times.sort((a, b) => a - b)
const median = times[Math.floor(times.length / 2)] ?? 0
console.log(`analyser: ${records.length} cards, best ${(times[0] ?? 0).toFixed(0)} ms, median ${median.toFixed(0)} ms (${((median * 1000) / records.length).toFixed(1)} µs a card)`)
