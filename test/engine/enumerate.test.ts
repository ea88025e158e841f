/**
 * `enumerate: true`: every legal line, as distinct outcomes that replay through their choices.
 */
import t from 'tap'
import { resolve, type Effect, type EngineRequest } from '../../src/engine/index.js'
import { card, fillers, request, story } from './helpers.js'

const optionalItems = (count: number, controller: 'A' | 'B' = 'A'): Effect[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${controller.toLowerCase()}${i + 1}`, controller, kind: 'trigger', mandatory: false }))

/** The outcomes whose replay through their own choices does not give their events (none, when all is well). */
function replayMismatches(board: EngineRequest): string[] {
  const result = resolve(board)
  t.ok((result.outcomes ?? []).length > 0, 'there are outcomes to replay')
  return (result.outcomes ?? [])
    .filter((outcome) => {
      const replay = resolve({ ...board, enumerate: false, choices: outcome.choices })
      return JSON.stringify(replay.events) !== JSON.stringify(outcome.events)
    })
    .map((outcome) => JSON.stringify(outcome.choices))
}

t.test('three optional items of the turn player: every order of every subset', async (t) => {
  const board = request({ effects: optionalItems(3), enumerate: true })
  const result = resolve(board)
  // 1 (none) + 3 (one) + 6 (two, ordered) + 6 (three, ordered)
  t.equal(result.outcomes?.length, 16)
  t.equal(result.truncated, false)
  const activated = (result.outcomes ?? []).map((outcome) =>
    story(outcome.events)
      .filter((line) => line.startsWith('activate'))
      .map((line) => line.slice('activate '.length))
      .join(' '),
  )
  t.equal(new Set(activated).size, 16, 'all distinct')
  t.ok(activated.includes('a3 a1 a2'))
  t.strictSame(result.outcomes?.[0]?.choices, [], 'the default line needs no choice')
  t.strictSame(replayMismatches(board), [], 'every outcome replays')
})

t.test('one optional item each: the opponent acts only after the turn player passes', async (t) => {
  const board = request({ effects: [...optionalItems(1, 'A'), ...optionalItems(1, 'B')], enumerate: true })
  const result = resolve(board)
  const orders = (result.outcomes ?? []).map((outcome) =>
    story(outcome.events)
      .filter((line) => line.startsWith('activate'))
      .join(', '),
  )
  t.strictSame([...orders].sort(), ['', 'activate a1', 'activate a1, activate b1', 'activate b1', 'activate b1, activate a1'])
  t.strictSame(replayMismatches(board), [], 'every outcome replays')
})

t.test('ten pending optional items: truncated at maxOutcomes, every listed outcome distinct and replayable', async (t) => {
  const board = request({ effects: optionalItems(10), enumerate: true, maxOutcomes: 25 })
  const result = resolve(board)
  t.equal(result.outcomes?.length, 25)
  t.equal(result.truncated, true)
  t.equal(new Set(result.outcomes?.map((outcome) => JSON.stringify(outcome.events))).size, 25)
  t.strictSame(replayMismatches(board), [], 'every outcome replays')
})

t.test('maxOutcomes equal to the number of outcomes is not truncated', async (t) => {
  const result = resolve(request({ effects: optionalItems(2), enumerate: true, maxOutcomes: 5 }))
  t.equal(result.outcomes?.length, 5)
  t.equal(result.truncated, false)
  const fewer = resolve(request({ effects: optionalItems(2), enumerate: true, maxOutcomes: 4 }))
  t.equal(fewer.outcomes?.length, 4)
  t.equal(fewer.truncated, true)
})

t.test('hand-size discards are enumerated by the kind of card discarded, with the discard chain', async (t) => {
  const obsidian = card('Gem-Knight Obsidian', { discard: { trigger: 'sent-from-hand-to-gy', mandatory: false } })
  const board = request({ players: { A: { hand: [...fillers(6), obsidian] } }, enumerate: true })
  const result = resolve(board)
  // One of the six plain cards (interchangeable: one outcome, the other five as its alternatives),
  // or Obsidian, its trigger activated or not.
  t.equal(result.outcomes?.length, 3)
  // The default discards the last card, Obsidian, and passes its trigger: that line comes first.
  t.strictSame(result.outcomes?.map((outcome) => outcome.alternatives?.count ?? 0), [0, 0, 5])
  t.strictSame(replayMismatches(board), [], 'every outcome replays')
})

t.test('enumeration leaves the main line alone', async (t) => {
  const board = request({ effects: optionalItems(3), choices: [{ player: 'A', type: 'activate', effect: 'a2' }] })
  const plain = resolve(board)
  const enumerated = resolve({ ...board, enumerate: true })
  t.strictSame(enumerated.events, plain.events)
  t.strictSame(enumerated.steps, plain.steps)
  t.equal(plain.outcomes, undefined)
})
