/**
 * Property tests over random boards: the engine always answers (or refuses a choice), always ends,
 * cites only known rulings, and every enumerated outcome replays to the same events.
 */
import fc from 'fast-check'
import t from 'tap'
import { ALL_RULING_IDS } from '../helpers/ruling-ids.js'
import { ALL_REFERENCE_IDS } from '../../src/engine/core/reference-ids.js'
import {
  IllegalChoiceError,
  resolve,
  type Choice,
  type Effect,
  type EngineRequest,
  type EngineResult,
  type Response,
} from '../../src/engine/index.js'
import { runLine } from '../../src/engine/core/run.js'
import { BATTLE_END_STEP, END_PHASE, STANDBY_PHASE } from '../../src/engine/yugioh/board.js'
import { openYugiohWindow } from '../../src/engine/yugioh/window.js'

import { player, yugiohBoards as boardArbitrary } from './arbitraries.js'

/** Plausible choices: a pass, an item or response id, a card of the hand. */
function choicesFor(board: EngineRequest): fc.Arbitrary<Choice[]> {
  const ids = [...board.effects.map((e) => e.id), ...board.responses.map((r) => r.id), ...board.players.A.hand.map((c) => c.key), 'nothing']
  const handKeys = [...board.players.A.hand, ...board.players.B.hand].map((c) => c.key)
  const choice = fc.record({
    player,
    type: fc.constantFrom('pass' as const, 'activate' as const, 'apply' as const, 'expire' as const, 'discard' as const),
    effect: fc.constantFrom(...ids),
    cards: fc.subarray(handKeys.length > 0 ? handKeys : ['none'], { maxLength: Math.min(3, Math.max(1, handKeys.length)) }),
  }).map((c): Choice => (c.type === 'discard' ? { player: c.player, type: c.type, cards: c.cards } : c.type === 'pass' ? { player: c.player, type: c.type } : { player: c.player, type: c.type, effect: c.effect }))
  return fc.array(choice, { maxLength: 6 })
}

const KNOWN_RULINGS = new Set<string>(ALL_RULING_IDS)
const KNOWN_REFERENCES = new Set<string>(ALL_REFERENCE_IDS)

function everyRulingKnown(result: EngineResult): boolean {
  const cited = [
    ...result.rulings,
    ...result.steps.flatMap((step) => step.rulings),
    ...result.events.flatMap((event) => event.rulings),
    ...(result.outcomes ?? []).flatMap((outcome) => outcome.events.flatMap((event) => event.rulings)),
    ...result.notes.flatMap((note) => [note.ruling, ...(note.alternative ? [note.alternative] : [])]),
  ]
  const everyStepCites = result.steps.every((step) => step.rulings.length > 0)
  const everyEventCites = result.events.every((event) => event.rulings.length > 0)
  const listed = new Set(result.rulings)
  return (
    everyStepCites &&
    everyEventCites &&
    cited.every((id) => KNOWN_RULINGS.has(id) && listed.has(id)) &&
    result.notes.every((note) => note.sources.length >= 1 && note.sources.every((id) => KNOWN_REFERENCES.has(id)))
  )
}

t.test('with no choices, any board resolves, ends, and cites only known rulings', async (t) => {
  fc.assert(
    fc.property(boardArbitrary, (board) => {
      const result = resolve(board)
      return everyRulingKnown(result) && result.steps.length > 0 && result.events.length > 0
    }),
    { numRuns: 300, seed: 20240601 },
  )
  t.pass('300 random boards')
})

t.test('with random choices, the only refusal is IllegalChoiceError', async (t) => {
  let refused = 0
  let accepted = 0
  fc.assert(
    fc.property(
      boardArbitrary.chain((board) => choicesFor(board).map((choices) => ({ ...board, choices }))),
      (board) => {
        try {
          const result = resolve(board)
          accepted++
          return everyRulingKnown(result)
        } catch (error) {
          if (!(error instanceof IllegalChoiceError)) throw error
          refused++
          return error.step >= 0 && typeof error.window === 'string' && Array.isArray(error.legal)
        }
      },
    ),
    { numRuns: 300, seed: 7 },
  )
  t.ok(refused > 0, `some choices were refused (${refused})`)
  t.ok(accepted > 0, `some were accepted (${accepted})`)
})

t.test('every enumerated outcome is distinct and replays through its choices to the same events', async (t) => {
  let outcomesChecked = 0
  fc.assert(
    fc.property(boardArbitrary, (board) => {
      const result = resolve({ ...board, enumerate: true })
      const outcomes = result.outcomes ?? []
      if (outcomes.length === 0 || outcomes.length > board.maxOutcomes) return false
      if (new Set(outcomes.map((outcome) => JSON.stringify(outcome.events))).size !== outcomes.length) return false
      if (JSON.stringify(outcomes[0]?.events) !== JSON.stringify(result.events)) return false
      for (const outcome of outcomes) {
        const replay = resolve({ ...board, choices: outcome.choices })
        outcomesChecked++
        if (JSON.stringify(replay.events) !== JSON.stringify(outcome.events)) return false
      }
      return everyRulingKnown(result)
    }),
    { numRuns: 150, seed: 42 },
  )
  t.ok(outcomesChecked > 150, `${outcomesChecked} outcomes replayed`)
})

t.test('fan-guide loops with costless negations replay too', async (t) => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.boolean(), (items, oncePerChain, secondNegator) => {
      const effects: Effect[] = Array.from({ length: items }, (_, i) => ({ id: `item${i}`, controller: i % 2 === 0 ? 'A' : 'B', kind: 'trigger', mandatory: i === 0 }))
      const responses: Response[] = [
        { id: 'negator', controller: 'B', negates: 'activation', mandatory: true, oncePerChain },
        ...(secondNegator ? [{ id: 'other', controller: 'A' as const, negates: 'activation' as const, mandatory: false }] : []),
      ]
      const board: EngineRequest = {
        game: 'yugioh',
        phase: 'end',
        turnPlayer: 'A',
        players: { A: { hand: [], field: [], graveyard: [] }, B: { hand: [], field: [], graveyard: [] } },
        effects,
        responses,
        choices: [],
        reading: 'fan-guide',
        enumerate: true,
        maxOutcomes: 50,
      }
      const result = resolve(board)
      if (result.loop?.reason !== 'repeated-state') return false
      return (result.outcomes ?? []).every((outcome) => {
        const replay = resolve({ ...board, enumerate: false, choices: outcome.choices })
        return JSON.stringify(replay.events) === JSON.stringify(outcome.events)
      })
    }),
    { numRuns: 40, seed: 3 },
  )
  t.pass('loops replay')
})

t.test('finding repeats by progress and structural equality gives the same lines as the full state key', async (t) => {
  let loops = 0
  let lines = 0
  const windows = { end: END_PHASE, standby: STANDBY_PHASE, 'battle-end-step': BATTLE_END_STEP } as const
  const negators = fc.array(
    fc.record({ id: fc.constantFrom('n1', 'n2'), controller: player, negates: fc.constant('activation' as const), mandatory: fc.boolean(), oncePerChain: fc.boolean() }),
    { maxLength: 2 },
  )
  fc.assert(
    fc.property(
      boardArbitrary.chain((board) =>
        fc.tuple(choicesFor(board), negators).map(([choices, extra]) => ({
          ...board,
          choices,
          responses: [...board.responses, ...extra.filter((r, i) => extra.findIndex((o) => o.id === r.id) === i)],
        })),
      ),
      (board) => {
        const procedure = openYugiohWindow(windows[board.phase as keyof typeof windows])(board)
        const byKeyOnly = { ...procedure, progress: undefined }
        const run = (p: typeof procedure) => {
          try {
            return runLine(p, board.choices)
          } catch (error) {
            if (error instanceof IllegalChoiceError) return `refused at ${error.step}: ${error.message}`
            throw error
          }
        }
        const fast = run(procedure)
        const reference = run(byKeyOnly)
        lines++
        if (typeof fast !== 'string' && fast.loop) loops++
        return JSON.stringify(fast) === JSON.stringify(reference)
      },
    ),
    { numRuns: 400, seed: 99 },
  )
  t.ok(lines === 400, `${lines} lines compared`)
  t.ok(loops > 0, `${loops} of them stopped on a repeated state`)
})
