/**
 * Property tests over random Grand Archive end phases: the engine always answers (or refuses a
 * choice), always ends the turn, cites only known rulings, keeps the effects stack last in, first
 * out, runs the special game actions in order, and every enumerated outcome replays to the same
 * events through its choices.
 */
import fc from 'fast-check'
import t from 'tap'
import { ALL_RULING_IDS } from '../helpers/ruling-ids.js'
import {
  IllegalChoiceError,
  resolve,
  type Choice,
  type EngineEvent,
  type EngineRequest,
  type GaRequest,
  type EngineResult,
} from '../../src/engine/index.js'

import { grandArchiveBoards as boardArbitrary, player } from './arbitraries.js'

const KNOWN = new Set<string>(ALL_RULING_IDS)

function citesKnownRulings(result: EngineResult): boolean {
  const cited = [...result.rulings, ...result.steps.flatMap((s) => s.rulings), ...result.events.flatMap((e) => e.rulings)]
  const outcomes = (result.outcomes ?? []).flatMap((o) => o.events.flatMap((e) => e.rulings))
  return [...cited, ...outcomes].every((id) => KNOWN.has(id)) && result.events.every((e) => e.rulings.length > 0) && result.steps.every((s) => s.rulings.length > 0)
}

/** The effects stack rebuilt from the events: every resolve takes the top; Opportunity ends on an empty stack. */
function stackIsLifo(events: readonly EngineEvent[]): boolean {
  const stack: unknown[] = []
  const activated = new Set<unknown>()
  for (const event of events) {
    if (event.type === 'stack') stack.push(event.effect)
    if (event.type === 'activate') {
      if (activated.has(event.effect)) return false
      activated.add(event.effect)
    }
    if (event.type === 'resolve' && stack.pop() !== event.effect) return false
    if (event.type === 'opportunity-end' && stack.length > 0) return false
  }
  return stack.length === 0
}

const SPECIAL_ORDER = ['opportunity-end', 'damage-removed', 'size-limit', 'state-based', 'turn-end']

/** Each special game action once, in order, with nothing from Opportunity after them. */
function specialActionsInOrder(events: readonly EngineEvent[]): boolean {
  const positions = SPECIAL_ORDER.map((type) => events.findIndex((e) => e.type === type))
  if (positions.some((p) => p < 0)) return false
  if (positions.some((p, i) => i > 0 && p <= (positions[i - 1] as number))) return false
  if (SPECIAL_ORDER.some((type) => events.filter((e) => e.type === type).length !== 1)) return false
  const end = positions[0] as number
  const opportunityAfter = events.slice(end).some((e) => ['stack', 'activate', 'resolve'].includes(e.type))
  const eotAt = events.map((e, i) => (['expire', 'as-turn-ends'].includes(e.type) ? i : -1)).filter((i) => i >= 0)
  const eotInPlace = eotAt.every((i) => i > (positions[1] as number) && i < (positions[2] as number))
  return !opportunityAfter && eotInPlace && events.at(-1)?.type === 'turn-end'
}

/** After the discards no imposed limit is exceeded, and no discard happened without a limit. */
function limitsKept(board: GaRequest, events: readonly EngineEvent[]): boolean {
  const me = board.turnPlayer
  const limitOf = (kind: string) => {
    const limits = (board.gaEffects ?? []).filter((e) => e.kind === kind && (e.appliesTo ?? e.controller) === me).map((e) => e.limit as number)
    return limits.length === 0 ? null : Math.min(...limits)
  }
  const zones = [
    { zone: 'hand', count: board.players[me].hand.length, limit: limitOf('hand-size-limit') },
    { zone: 'memory', count: board.players[me].memory?.length ?? 0, limit: limitOf('memory-size-limit') },
  ]
  return zones.every(({ zone, count, limit }) => {
    const discarded = events.filter((e) => e.type === 'discard' && e.zone === zone).flatMap((e) => e.cards as string[]).length
    if (limit === null) return discarded === 0
    return count - discarded === Math.min(count, limit)
  })
}

/** Destroyed: exactly the allies whose life, once "until end of turn" changes end, is 0 or less. */
function destroyedRight(board: GaRequest, events: readonly EngineEvent[]): boolean {
  const expected = (['A', 'B'] as const)
    .flatMap((p) => board.players[p].allies ?? [])
    .filter((ally) => {
      const undone = (board.gaEffects ?? []).filter((e) => e.subject === ally.key).reduce((sum, e) => sum + (e.life ?? 0), 0)
      return ally.life - undone <= 0
    })
    .map((ally) => ally.key)
  const destroyed = events.filter((e) => e.type === 'destroyed').map((e) => e.ally)
  return JSON.stringify(destroyed) === JSON.stringify(expected)
}

t.test('random boards, no choices: an answer, the turn ends, known rulings, the rules kept', async (t) => {
  fc.assert(
    fc.property(boardArbitrary, (board) => {
      const result = resolve(board)
      return (
        result.loop === undefined &&
        citesKnownRulings(result) &&
        stackIsLifo(result.events) &&
        specialActionsInOrder(result.events) &&
        limitsKept(board, result.events) &&
        destroyedRight(board, result.events) &&
        result.notes.length === 0
      )
    }),
    { numRuns: 300 },
  )
  t.pass('300 random boards')
})

t.test('random boards, enumerated: every outcome replays through its choices, and keeps the rules', async (t) => {
  fc.assert(
    fc.property(boardArbitrary, (board) => {
      const result = resolve({ ...board, enumerate: true })
      const outcomes = result.outcomes ?? []
      if (outcomes.length === 0) return false
      if (JSON.stringify(outcomes[0]?.events) !== JSON.stringify(result.events)) return false
      const keys = new Set(outcomes.map((o) => JSON.stringify(o.events)))
      if (keys.size !== outcomes.length) return false
      if (!citesKnownRulings(result)) return false
      return outcomes.every((outcome) => {
        const replay = resolve({ ...board, choices: outcome.choices })
        return (
          JSON.stringify(replay.events) === JSON.stringify(outcome.events) &&
          stackIsLifo(outcome.events) &&
          specialActionsInOrder(outcome.events) &&
          limitsKept(board, outcome.events) &&
          destroyedRight(board, outcome.events)
        )
      })
    }),
    { numRuns: 150 },
  )
  t.pass('150 random boards enumerated')
})

const choiceArbitrary: fc.Arbitrary<Choice> = fc.oneof(
  fc.record({ player, type: fc.constant('pass' as const) }),
  fc.record({ player, type: fc.constant('activate' as const), effect: fc.nat(7).map((n) => `e${n}`) }),
  fc.record({ player, type: fc.constant('discard' as const), cards: fc.array(fc.constantFrom('A card 1', 'A card 2', 'B memory 1', 'A memory 2', 'Spark'), { maxLength: 4 }) }),
)

t.test('random boards, random choices: an answer or IllegalChoiceError, nothing else', async (t) => {
  fc.assert(
    fc.property(boardArbitrary, fc.array(choiceArbitrary, { maxLength: 6 }), (board, choices) => {
      let result: EngineResult
      try {
        result = resolve({ ...board, choices })
      } catch (error) {
        return error instanceof IllegalChoiceError && typeof error.step === 'number' && error.choiceIndex < choices.length
      }
      return citesKnownRulings(result) && stackIsLifo(result.events) && specialActionsInOrder(result.events) && limitsKept(board, result.events)
    }),
    { numRuns: 300 },
  )
  t.pass('300 random boards with random choices')
})
