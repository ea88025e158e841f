/**
 * npx tsx bench/search-worst.ts — what the costliest card searches a client can write cost, on a
 * database that already holds the full card base (DATABASE_URL; import it first, README
 * "Importing the card database"). For each search: the median and worst of a few runs, one at a
 * time (nearly all of it is database time); then a common search's latency while eight clients
 * send the costliest one (bounded: BENCH_SECONDS, default 5). Only 127.0.0.1 is ever asked.
 */
import { buildApp } from '../src/app.js'
import { openMigratedDatabase } from '../src/db/database.js'

const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL: a PostgreSQL database holding the full card base')
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const { db } = await openMigratedDatabase({ kind: 'postgres', url, queryTimeoutMs: Number(process.env.DATABASE_QUERY_TIMEOUT_MS ?? 3000) })
const app = await buildApp({ db, closeDatabase: true })

const kana = 'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん'
const pick = (alphabet: string, n: number, seed: number) => Array.from({ length: n }, (_, i) => alphabet[(i * 7 + seed * 13 + ((i * i) % 11)) % alphabet.length]).join('')
const latinTypos = 'blue eyez whte dragn of the darck magican elemntal heroo sky strikr ash blosom joyus sprng '
const searches: Array<[string, string]> = [
  ['common: lyla', 'lyla'],
  ['common: dark magican (typo)', 'dark magican'],
  ['kana, 200 characters', pick(kana, 200, 1)],
  ['kana, 100 characters', pick(kana, 100, 2)],
  ['kana, 40 characters', pick(kana, 40, 3)],
  ['latin with typos, 200 characters', latinTypos.repeat(3).slice(0, 200)],
  ['latin with typos, 100 characters', latinTypos.repeat(2).slice(0, 100)],
  ['latin with typos, 64 characters', latinTypos.slice(0, 64)],
  ['wildcards %_ x100', '%_'.repeat(100)],
  ['wildcards %_ x50', '%_'.repeat(50)],
  ['wildcards a%b_ x50', 'a%b_'.repeat(50)],
  ['wildcards a%b_ x25', 'a%b_'.repeat(25)],
  ['one letter repeated, 100', 'e'.repeat(100)],
  ['kanji and kana, 200', pick('暗黒のマンティコア青眼白龍ブラック・マジシャンエフェクト・ヴェーラー', 200, 4)],
  ['kanji and kana, 100', pick('暗黒のマンティコア青眼白龍ブラック・マジシャンエフェクト・ヴェーラー', 100, 4)],
  ['kana, 64 characters', pick(kana, 64, 5)],
]
const time = async (q: string): Promise<{ ms: number; status: number }> => {
  const started = performance.now()
  const res = await app.inject(`/v1/cards?q=${encodeURIComponent(q)}&limit=20`)
  return { ms: performance.now() - started, status: res.statusCode }
}
console.log('search: status, median ms, worst ms (5 runs, one at a time)')
let worst: [string, number] = ['', 0]
for (const [name, q] of searches) {
  const runs = []
  for (let i = 0; i < 5; i++) runs.push(await time(q))
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b)
  console.log(`  ${name}: ${runs[0]!.status}, ${ms[2]!.toFixed(0)}, ${ms[4]!.toFixed(0)}`)
  if (!name.startsWith('common') && runs[0]!.status !== 400 && ms[2]! > worst[1]) worst = [q, ms[2]!]
}
const until = performance.now() + seconds * 1000
const attackers = Array.from({ length: 8 }, async () => {
  while (performance.now() < until) await time(worst[0])
})
const common: number[] = []
while (performance.now() < until) common.push((await time('lyla')).ms)
await Promise.all(attackers)
common.sort((a, b) => a - b)
console.log(`'lyla' while 8 clients send the costliest (${seconds} s): ${common.length} answers, median ${common[Math.floor(common.length / 2)]!.toFixed(0)} ms, p99 ${common[Math.floor(common.length * 0.99)]!.toFixed(0)} ms`)
await app.close()
