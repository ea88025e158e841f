/**
 * Issue 14: a hand-size discard whose cards are interchangeable is one outcome per number of cards
 * taken from each interchangeable group, the other card sets given as the outcome's
 * `alternatives`. The expected counts below were written before the merging was.
 *
 * Interchangeable, in the engine's terms: cards of the discarding player's hand that nothing on
 * the board reacts to or refers to (no discard behaviour or hand-size rule, no list item coming from
 * or moving the card, no item, response or end-of-turn effect naming it, the same card rulings for
 * their names), at a discard after which no other discard can come (its triggers add no card).
 */
import fc from 'fast-check'
import t, { type Test } from 'tap'
import { enumerateOutcomes } from '../../src/engine/core/enumerate.js'
import { resolve, type Choice, type EngineEvent, type EngineRequest, type Outcome } from '../../src/engine/index.js'
import { BATTLE_END_STEP, END_PHASE, STANDBY_PHASE } from '../../src/engine/yugioh/board.js'
import { openYugiohWindow } from '../../src/engine/yugioh/window.js'
import { yugiohBoards } from './arbitraries.js'
import { card, everySet, fillers, request } from './helpers.js'
import { propertyRuns } from '../helpers/property-runs.js'

const optionalTrigger = (name: string) => card(name, { discard: { trigger: 'sent-from-hand-to-gy', mandatory: false } })

function enumerated(t: Test, board: EngineRequest): Outcome[] {
  const result = resolve({ ...board, enumerate: true })
  t.equal(result.truncated, false, 'not truncated')
  return result.outcomes ?? []
}

/** The cards each outcome's hand-size discards took, as a set per discard. */
function discarded(outcome: Outcome): string[][] {
  return outcome.events.filter((event) => event.type === 'discard' && event.reason === 'hand-size').map((event) => [...(event.cards as string[])].sort())
}

/** Events with the cards a discard names read as a set (and their names left out). */
function normalised(events: readonly EngineEvent[], swap?: { from: string[]; to: string[] }): string {
  return JSON.stringify(
    events.map((event) => {
      const cards = event.cards as string[] | undefined
      const listsDiscard = (event.type === 'discard' && event.reason === 'hand-size') || (event.type === 'cannot-activate' && event.reason === 'hand-size-again')
      if (!listsDiscard || cards === undefined) return event
      const { names: _names, ...rest } = event
      const same = swap && swap.from.length === cards.length && swap.from.every((key) => cards.includes(key))
      return { ...rest, cards: [...(same ? swap.to : cards)].sort() }
    }),
  )
}

/** Replays choices and tells whether they give the events, the discard's cards read as a set. */
function replaysTo(board: EngineRequest, choices: Choice[], events: string): boolean {
  return normalised(resolve({ ...board, enumerate: false, choices }).events) === events
}

t.test('twelve plain cards, discard six: one outcome, the other 923 sets as its alternatives', async (t) => {
  const hand = fillers(12)
  const board = request({ players: { A: { hand } } })
  const outcomes = enumerated(t, board)
  t.equal(outcomes.length, 1)
  const [only] = outcomes
  t.strictSame(only?.choices, [], 'the default line: no choice needed')
  t.strictSame(discarded(only!), [hand.slice(6).map((c) => c.key).sort()], 'the default discard, the last six cards')
  t.equal(only?.alternatives?.count, 923)
  t.strictSame(only?.alternatives?.discards, [{ player: 'A', cards: hand.slice(6).map((c) => c.key), interchangeable: [{ count: 6, of: hand.map((c) => c.key) }] }])
  const written = only?.alternatives?.choices ?? []
  t.equal(written.length, 10, 'ten of them written out')
  t.equal(new Set(written.map((choices) => JSON.stringify(choices))).size, 10, 'all different')
  for (const choices of written) {
    const taken = choices[0]?.cards ?? []
    t.equal(taken.length, 6)
    t.ok(replaysTo(board, choices, normalised(only!.events, { from: hand.slice(6).map((c) => c.key), to: taken })), `discarding ${taken.join(', ')} replays to the same outcome`)
  }
})

t.test('twelve cards, two with optional discard triggers: outcomes differ only by whether those two are discarded', async (t) => {
  const hand = [...fillers(5), optionalTrigger('Trigger One'), ...fillers(5, 'Plain'), optionalTrigger('Trigger Two')]
  const outcomes = enumerated(t, request({ players: { A: { hand } } }))
  // Neither discarded: 1. One of them: its trigger used or not, 2 each. Both: 4.
  t.equal(outcomes.length, 9)
  const byTriggers = new Map<string, number[]>()
  for (const outcome of outcomes) {
    const cards = discarded(outcome)[0] ?? []
    const which = ['Trigger One', 'Trigger Two'].filter((key) => cards.includes(key)).join('+') || 'none'
    byTriggers.set(which, [...(byTriggers.get(which) ?? []), outcome.alternatives?.count ?? 0])
  }
  // C(10,6) - 1, C(10,5) - 1, C(10,4) - 1 other sets of plain cards.
  t.strictSame(Object.fromEntries(byTriggers), { none: [209], 'Trigger One': [251, 251], 'Trigger Two': [251, 251], 'Trigger One+Trigger Two': [209, 209, 209, 209] })
})

t.test('a discard whose trigger can add a card is not merged; the discard after it is', async (t) => {
  const adder = card('Adder', { discard: { trigger: 'any-discard', mandatory: false, adds: ['Token Card'] } })
  const outcomes = enumerated(t, request({ players: { A: { hand: [...fillers(7), adder] } } }))
  // Two of eight: 21 sets without the adder (one outcome each); 7 with it, its trigger passed (1)
  // or used (it adds a card: one more discard of one out of seven interchangeable cards, 1).
  t.equal(outcomes.length, 35)
  t.equal(outcomes.filter((outcome) => outcome.alternatives !== undefined).length, 7, 'only the second discards have alternatives')
  t.ok(outcomes.every((outcome) => outcome.alternatives === undefined || outcome.alternatives.count === 6))
})

t.test('a watcher on the field reacts to the discard whatever the cards: still one set of cards', async (t) => {
  const watcher = card('Watcher', { discard: { trigger: 'any-discard', mandatory: false, watches: 'field', summons: ['Summoned'] } })
  const outcomes = enumerated(t, request({ players: { A: { hand: fillers(8), field: [watcher] } } }))
  // Any two of eight, then the watcher's trigger used or not.
  t.equal(outcomes.length, 2)
  t.ok(outcomes.every((outcome) => outcome.alternatives?.count === 27))
})

t.test('cards with card rulings are interchangeable only with cards of the same rulings', async (t) => {
  // Effect Veiler has card rulings (helpers' CURATED_CARD_RULINGS); the fillers have none.
  const veilers = [card('Effect Veiler', { key: 'veiler-1' }), card('Effect Veiler', { key: 'veiler-2' })]
  const outcomes = enumerated(t, request({ players: { A: { hand: [...fillers(5), ...veilers] } } }))
  // One of seven: a filler (4 others) or a Veiler (1 other).
  t.equal(outcomes.length, 2)
  t.strictSame(outcomes.map((outcome) => outcome.alternatives?.count).sort(), [1, 4])
})

t.test('a card an item moves, or a response names, is never swapped', async (t) => {
  const board = request({
    players: { A: { hand: [...fillers(5), card('Named Card', { key: 'named' }), card('Moved Card', { key: 'moved' })] } },
    effects: [{ id: 'mover', controller: 'A', kind: 'trigger', mandatory: false, subject: 'moved', moves: 'deck' }],
    responses: [{ id: 'answer', controller: 'B', card: 'Named Card', negates: 'effect', mandatory: false }],
  })
  const outcomes = enumerated(t, board)
  // The mover unused, or used and its effect negated: one of seven discarded, a filler (4 others),
  // the named card or the moved card, 3 outcomes each. Used and not negated: the moved card leaves
  // the hand, six cards, no discard: 1.
  t.equal(outcomes.length, 7)
  t.strictSame(outcomes.map((outcome) => outcome.alternatives?.count ?? 0).sort((a, b) => a - b), [0, 0, 0, 0, 0, 4, 4])
})

/** Small enough for a test: boards whose every line is not explored within it are left out. */
const LIMITS = { maxDepth: 1_000, maxNodes: 4_000 }

const WINDOWS = { end: END_PHASE, standby: STANDBY_PHASE, 'battle-end-step': BATTLE_END_STEP } as const

/** Every set of `count` out of `from`, in order. */
function* subsets(from: readonly string[], count: number, start = 0): Generator<string[]> {
  if (count === 0) {
    yield []
    return
  }
  for (let i = start; i <= from.length - count; i++) for (const rest of subsets(from, count - 1, i + 1)) yield [from[i] as string, ...rest]
}

/** Every outcome an outcome with alternatives stands for (its events, with the discard's cards swapped). */
function expanded(outcome: Outcome): string[] {
  let lines = [{ events: outcome.events, swaps: [] as Array<{ from: string[]; to: string[] }> }]
  for (const discard of outcome.alternatives?.discards ?? []) {
    const swappable = new Set(discard.interchangeable.flatMap((group) => group.of))
    const fixed = discard.cards.filter((key) => !swappable.has(key))
    let sets: string[][] = [fixed]
    for (const group of discard.interchangeable) sets = sets.flatMap((set) => [...subsets(group.of, group.count)].map((picked) => [...set, ...picked]))
    lines = lines.flatMap((line) => sets.map((set) => ({ events: line.events, swaps: [...line.swaps, { from: discard.cards, to: set }] })))
  }
  return lines.map((line) => {
    // One swap per discard, in order: each discard event gets its own.
    let events = line.events
    for (const swap of line.swaps) events = JSON.parse(normalised(events, swap)) as EngineEvent[]
    return normalised(events)
  })
}

t.test('random boards over the hand size: the outcomes with their alternatives are exactly every outcome', async (t) => {
  const numRuns = propertyRuns(t, { fixed: 30, full: 120 })
  let compared = 0
  let merged = 0
  const boards = yugiohBoards.chain((board) =>
    fc.integer({ min: 7, max: 9 }).map((size): EngineRequest => {
      const hand = board.players.A.hand
      return {
        ...board,
        phase: 'end',
        turnPlayer: 'A',
        maxOutcomes: 2000,
        players: { ...board.players, A: { ...board.players.A, hand: [...hand, ...fillers(Math.max(0, size - hand.length), 'Extra')] } },
      }
    }),
  )
  fc.assert(
    fc.property(boards, (board) => {
      const procedure = openYugiohWindow(WINDOWS[board.phase as keyof typeof WINDOWS])(board)
      const withAlternatives = enumerateOutcomes(procedure, board.maxOutcomes, LIMITS)
      const all = enumerateOutcomes(everySet(procedure), board.maxOutcomes, LIMITS)
      if (withAlternatives.truncated || all.truncated) return true
      compared++
      if (withAlternatives.outcomes.some((outcome) => outcome.alternatives)) merged++
      const expected = all.outcomes.map((outcome) => normalised(outcome.events)).sort()
      // Each outcome expanded once, for the comparison and for its alternatives' replays alike.
      const expansions = withAlternatives.outcomes.map(expanded)
      const got = expansions.flat().sort()
      if (JSON.stringify(got) !== JSON.stringify(expected)) return false
      // The first outcome is still the default line's, and every written alternative replays.
      if (withAlternatives.outcomes[0]?.events !== undefined && normalised(withAlternatives.outcomes[0].events) !== normalised(all.outcomes[0]?.events ?? [])) return false
      return withAlternatives.outcomes.every((outcome, i) => {
        const replays = outcome.alternatives?.choices ?? []
        if (replays.length === 0) return true
        const expansion = new Set(expansions[i])
        return replays.every((choices) => expansion.has(normalised(resolve({ ...board, choices }).events)))
      })
    }),
    { numRuns, seed: 1414 },
  )
  t.ok(compared > numRuns / 2, `${compared} boards compared in full`)
  t.ok(merged > numRuns / 6, `${merged} of them with alternatives`)
})
