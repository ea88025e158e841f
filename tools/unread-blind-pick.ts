/**
 * npx tsx tools/unread-blind-pick.ts [cards.json.gz] [--batch 2]
 *
 * Picks, with a fixed seed, 30 cards the analyser marks as having an effect it could not read that
 * could act in a window (`unread`) and 30 it does not mark, and prints them shuffled together with
 * their texts only, never which group a card is in nor what the mark says: the labeller writes
 * whether each should be marked (test/fixtures/unread-blind.json) before seeing the analyser's
 * answer. Cards looked at while the marks were written (the fixture's `seenWhileTuning`) are left out,
 * and for batch 2 (test/fixtures/unread-blind-2.json, picked after the marks were corrected on
 * batch 1) batch 1's cards too.
 */
import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyseCard } from '../src/analyser/index.js'
import { SHARED_CARD_DATA } from '../test/helpers/shared.js'
import { loadCards } from './analyser/card-data.js'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const batch = process.argv.includes('--batch') ? Number(process.argv[process.argv.indexOf('--batch') + 1]) : 1
const first = JSON.parse(await readFile(resolve(repo, 'test/fixtures/unread-blind.json'), 'utf8')) as { seed: number; seenWhileTuning: string[]; labels: Record<string, unknown> }
const fixture = batch === 2 ? { seed: (JSON.parse(await readFile(resolve(repo, 'test/fixtures/unread-blind-2.json'), 'utf8')) as { seed: number }).seed, seenWhileTuning: [...first.seenWhileTuning, ...Object.keys(first.labels)] } : first
const records = await loadCards(resolve(process.argv.slice(2).find((a) => a.endsWith('.gz')) ?? SHARED_CARD_DATA))

function mulberry32(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = mulberry32(fixture.seed)
const seen = new Set(fixture.seenWhileTuning)
const pool = records.filter((record) => !seen.has(record.card.name))
const marked = pool.filter((record) => (analyseCard(record.card).unread?.length ?? 0) > 0)
const unmarked = pool.filter((record) => (analyseCard(record.card).unread?.length ?? 0) === 0)
function draw<T>(from: T[], n: number): T[] {
  const copy = [...from]
  const out: T[] = []
  while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]!)
  return out
}
const picked = [...draw(marked, 30), ...draw(unmarked, 30)]
const shuffled = draw(picked, picked.length)
console.error(`pool ${pool.length}: ${marked.length} marked, ${unmarked.length} not`)
for (const record of shuffled) {
  const { card } = record
  console.log(`## ${card.name} (${card.cardType ?? ''}${card.property ? ` ${card.property}` : ''}${card.monsterTypeLine ? ` ${card.monsterTypeLine}` : ''})`)
  if (card.text) console.log(card.text)
  if (card.pendulumEffect) console.log(`[Pendulum] ${card.pendulumEffect}`)
  console.log('')
}
