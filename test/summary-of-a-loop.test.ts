/**
 * The summary of an answer that loops reads as one sentence a player would say: a thing that
 * happens again and again is said once, with how often (or "over and over" where the line was
 * stopped), never the same clause three times then "and 3 more things". Expected sentences written
 * before the code ran on these boards.
 */
import t from 'tap'
import { build } from './helpers/build.js'

type Explanation = { summary: string }
type App = Awaited<ReturnType<typeof build>>

const LADD = { id: 'ladd', controller: 'B', card: 'Light and Darkness Dragon', negates: 'activation', mandatory: true, oncePerChain: true, atk: 2800, def: 2400, cost: { atk: 500, def: 500 } }
// Seed 001, example 3, as the fan guide reads it: Ohka's activation negated four times, then LaDD cannot pay.
const OHKA_FAN = { turnPlayer: 'A', reading: 'fan-guide', players: { A: { field: ['Majestic Mech - Ohka'] }, B: { field: ['Light and Darkness Dragon'] } }, responses: [LADD] }
// A negator with no cost: under the fan reading the same state comes back, and the line is stopped.
const ENDLESS = {
  turnPlayer: 'A',
  reading: 'fan-guide',
  players: { A: { field: ['Majestic Mech - Ohka'] }, B: {} },
  responses: [{ id: 'negator', controller: 'B', negates: 'activation', mandatory: true }],
}

async function summary(app: App, body: Record<string, unknown>): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: body })
  if (res.statusCode !== 200) throw new Error(res.body)
  return (res.json().explanation as Explanation).summary
}

/** What a summary may say of the boards below, each at most once (card names hold commas: the clauses are found by their verbs). */
const CLAUSES = [/has its activation negated/g, /sends Majestic Mech - Ohka to the GY/g, /sends the top 3 cards/g, /discards? \d+ cards?/g, /the turn passes/g]

t.test('the summary of a loop says each thing once', async (t) => {
  const app = await build(t)

  t.test('four negations in a row: said once, with how often', async (t) => {
    t.equal(
      await summary(app, { ...OHKA_FAN, explain: 'en' }),
      'End Phase: Majestic Mech - Ohka has its activation negated 4 times, Majestic Mech - Ohka sends Majestic Mech - Ohka to the GY and the turn passes to B (opponent) (deciding ruling: card-ohka-ladd-fan).',
    )
    t.equal(
      await summary(app, { ...OHKA_FAN, explain: 'en', perspective: 'B' }),
      'End Phase: Majestic Mech - Ohka has its activation negated 4 times, Majestic Mech - Ohka sends Majestic Mech - Ohka to the GY and the turn passes to you (deciding ruling: card-ohka-ladd-fan).',
    )
  })

  t.test('a thing that comes back after others is said "again", in the order it happens', async (t) => {
    // Seed 000 (QA 24089): Nessie discarded adds Bigfoot, and the hand is discarded down again.
    const hand = ['Mystical Space Typhoon', 'Creature Swap', 'Limiter Removal', 'Effect Veiler', 'A Wild Monster Appears!', 'Enemy Controller', 'Danger! Nessie!']
    const nessie = { turnPlayer: 'A', players: { A: { hand }, B: {} }, choices: [{ player: 'A', type: 'discard', cards: ['Danger! Nessie!'] }, { player: 'A', type: 'activate', effect: 'Danger! Nessie!' }] }
    t.equal(
      await summary(app, { ...nessie, explain: 'en' }),
      'End Phase: A (turn player) discards 1 card, Danger! Nessie! is applied, A (turn player) discards 1 card again and 1 more thing (deciding ruling: card-danger-nessie-bigfoot).',
    )
    t.match(await summary(app, { ...nessie, explain: 'ja' }), /カードを1枚捨てる（再び）/)
  })

  t.test('in Japanese too: the negation once, with its count', async (t) => {
    const ja = await summary(app, { ...OHKA_FAN, explain: 'ja' })
    t.equal(ja.match(/発動を無効にされる/g)?.length, 1, ja)
    t.match(ja, /発動を無効にされる（4回）/)
    t.notMatch(ja, /ほか\d+件/, 'nothing left to count')
  })

  t.test('a line stopped because the same state came back: "over and over", and that it was stopped', async (t) => {
    const said = await summary(app, { ...ENDLESS, explain: 'en' })
    t.match(said, /^End Phase: Majestic Mech - Ohka has its activation negated over and over, until the line is stopped as the same state comes back \(deciding ruling: [a-z0-9-]+\)\.$/)
    const ja = await summary(app, { ...ENDLESS, explain: 'ja' })
    t.equal(ja.match(/発動を無効にされる/g)?.length, 1, ja)
    t.match(ja, /繰り返し/)
  })

  t.test('no clause of a summary is said twice (every loop board above, and boards that do not loop)', async (t) => {
    const boards = [OHKA_FAN, ENDLESS, { ...OHKA_FAN, reading: 'official' }, { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress', 'Lyla, Lightsworn Sorceress'], hand: 8 }, B: {} } }]
    for (const board of boards) {
      const said = await summary(app, { ...board, explain: 'en' })
      for (const clause of CLAUSES) t.ok((said.match(clause)?.length ?? 0) <= 1, `${clause} at most once: ${said}`)
      t.notMatch(said, /more thing/, 'nothing left to count')
      t.notMatch(said, /\n/)
    }
  })
})
