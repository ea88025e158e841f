/**
 * Issue 14: the enumeration's bookkeeping was rewritten for speed; its answers must not change.
 * Over many generated boards (the property tests' generators, and the bench's pending-items boards
 * at small sizes), with caps small enough to cut the search in every way (maxOutcomes, states,
 * depth), the current enumeration gives exactly what the reference (the implementation before the
 * rewrite, kept in enumerate-reference.ts) gives: the same outcomes in the same order, with the
 * same choices, and the same truncation. The reference knows nothing of interchangeable discard
 * cards (merged into one outcome since, see enumerate-alternatives.test.ts): the current one runs
 * here without them declared.
 */
import fc from 'fast-check'
import t, { type Test } from 'tap'
import { enumerateOutcomes, type EnumerationLimits } from '../../src/engine/core/enumerate.js'
import type { Procedure } from '../../src/engine/core/procedure.js'
import type { EngineRequest, Player } from '../../src/engine/index.js'
import { openGrandArchiveEndPhase } from '../../src/engine/grand-archive/index.js'
import { BATTLE_END_STEP, END_PHASE, STANDBY_PHASE } from '../../src/engine/yugioh/board.js'
import { openYugiohWindow } from '../../src/engine/yugioh/window.js'
import { pendingItemsBoard } from '../../bench/boards.js'
import { gameStateBoards, grandArchiveBoards, yugiohBoards } from './arbitraries.js'
import { propertyRuns } from '../helpers/property-runs.js'
import { everySet } from './helpers.js'
import { referenceEnumerateOutcomes } from './enumerate-reference.js'

const WINDOWS = { end: END_PHASE, standby: STANDBY_PHASE, 'battle-end-step': BATTLE_END_STEP } as const

function procedureOf(request: EngineRequest): Procedure<unknown> {
  if (request.game === 'grand-archive') return openGrandArchiveEndPhase(request) as Procedure<unknown>
  return openYugiohWindow(WINDOWS[request.phase as keyof typeof WINDOWS])(request) as Procedure<unknown>
}

/** Both enumerations of one board, as JSON (events, choices, order and truncation all compared). */
function both(request: EngineRequest, maxOutcomes: number, limits: EnumerationLimits): { current: string; reference: string } {
  const procedure = procedureOf(request)
  return {
    current: JSON.stringify(enumerateOutcomes(everySet(procedure), maxOutcomes, limits)),
    reference: JSON.stringify(referenceEnumerateOutcomes(procedure, maxOutcomes, limits)),
  }
}

/** Caps from "none that bites" down to ones that cut the search early. */
const caps = fc.record({
  maxOutcomes: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 9, max: 200 })),
  maxNodes: fc.oneof(fc.constant(25_000), fc.integer({ min: 1, max: 300 })),
  maxDepth: fc.oneof(fc.constant(1_000), fc.integer({ min: 0, max: 12 })),
})

function holds(t: Test, name: string, boards: fc.Arbitrary<EngineRequest>, runs: { fixed: number; full: number }, seed: number): void {
  const numRuns = propertyRuns(t, runs)
  let compared = 0
  let truncated = 0
  let outcomes = 0
  fc.assert(
    fc.property(boards, caps, (request, { maxOutcomes, maxNodes, maxDepth }) => {
      const { current, reference } = both(request, maxOutcomes, { maxNodes, maxDepth })
      compared++
      const parsed = JSON.parse(reference) as { outcomes: unknown[]; truncated: boolean }
      outcomes += parsed.outcomes.length
      if (parsed.truncated) truncated++
      return current === reference
    }),
    { numRuns, seed },
  )
  t.ok(truncated > 0 && truncated < compared, `${name}: ${compared} boards, ${outcomes} outcomes, ${truncated} truncated`)
}

const pendingItems = fc
  .record({ items: fc.integer({ min: 1, max: 6 }), responses: fc.integer({ min: 0, max: 4 }), mandatoryEvery: fc.integer({ min: 1, max: 4 }), turnPlayer: fc.constantFrom<Player>('A', 'B') })
  .map(({ items, responses, mandatoryEvery, turnPlayer }): EngineRequest => {
    const board = pendingItemsBoard(items, responses, mandatoryEvery)
    return { ...(board as unknown as EngineRequest), turnPlayer, choices: [], reading: 'official' }
  })

t.test('Yu-Gi-Oh! boards with cards, items and responses', async (t) => {
  holds(t, 'cards, items and responses', yugiohBoards, { fixed: 200, full: 1000 }, 14)
})

t.test('Yu-Gi-Oh! game states (items that move cards, search, pay and discard)', async (t) => {
  holds(t, 'game states', gameStateBoards, { fixed: 120, full: 600 }, 1414)
})

t.test('pending list items and optional responses (the bench boards, smaller)', async (t) => {
  holds(t, 'pending items', pendingItems, { fixed: 60, full: 300 }, 141414)
})

t.test('Grand Archive end phases', async (t) => {
  holds(t, 'Grand Archive', grandArchiveBoards, { fixed: 400, full: 400 }, 14141414)
})
