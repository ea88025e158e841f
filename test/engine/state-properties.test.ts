/**
 * Property tests of the game state (issue 9): over random boards whose items move cards, search,
 * draw, mill, pay and gain LP, summon themselves and cost discards, every state along a line keeps
 * each card in exactly one place and no count below zero, and enumerated outcomes still replay.
 */
import fc from 'fast-check'
import t from 'tap'
import { IllegalChoiceError, resolve, type Choice } from '../../src/engine/index.js'
import { concreteOptions, defaultAction, isAutomatic } from '../../src/engine/core/decisions.js'
import { BATTLE_END_STEP, END_PHASE, STANDBY_PHASE } from '../../src/engine/yugioh/board.js'
import { openYugiohWindow } from '../../src/engine/yugioh/window.js'
import { zoneOf, type YgoState } from '../../src/engine/yugioh/state.js'

import { gameStateBoards as boards } from './arbitraries.js'

const WINDOWS = { end: END_PHASE, standby: STANDBY_PHASE, 'battle-end-step': BATTLE_END_STEP } as const

/** Every card in one place; hands hold each key once; counts never below zero. */
function consistent(state: YgoState): string | null {
  const inHands = [...state.hands.A, ...state.hands.B]
  if (new Set(inHands).size !== inHands.length) return `a key twice in the hands: ${inHands.join(', ')}`
  for (const p of ['A', 'B'] as const) {
    if ((state.lp[p] ?? 0) < 0) return `LP of ${p} below zero`
    if ((state.deck[p] ?? 0) < 0) return `Deck of ${p} below zero`
  }
  return null
}

t.test('every state along random lines keeps each card in one place and every count at zero or more', async (t) => {
  let states = 0
  fc.assert(
    fc.property(boards, fc.array(fc.nat(5), { maxLength: 12 }), (request, picks) => {
      const procedure = openYugiohWindow(WINDOWS[request.phase as keyof typeof WINDOWS])(request)
      let state = procedure.initial
      let answer = null
      for (let step = 0; step < 60; step++) {
        const advanced = procedure.advance(state, answer)
        state = advanced.state
        states++
        const problem = consistent(state)
        if (problem) throw new Error(problem)
        // Where each card is: a key in a hand is a card whose zone is the hand, and the reverse.
        const keys = [...Object.values(request.players).flatMap((b) => [...b.hand, ...b.field, ...b.graveyard, ...(b.banished ?? [])].map((c) => c.key)), ...Object.keys(state.added)]
        for (const key of keys) {
          const built = { cards: new Map(Object.values(request.players).flatMap((b) => (['hand', 'field', 'graveyard', 'banished'] as const).flatMap((zone) => (b[zone] ?? []).map((c) => [c.key, { zone }] as const)))) }
          const zone = zoneOf(built as never, state, key)
          const inHand = state.hands.A.includes(key) || state.hands.B.includes(key)
          if ((zone === 'hand') !== inHand) throw new Error(`${key}: zone ${String(zone)} but ${inHand ? '' : 'not '}in a hand`)
        }
        if (advanced.kind === 'end') return true
        const options = [...concreteOptions(advanced.decision)]
        answer = isAutomatic(advanced.decision) ? options[0]! : (options[(picks[step] ?? 0) % options.length] ?? defaultAction(advanced.decision))
      }
      return true
    }),
    { numRuns: 400, seed: 909 },
  )
  t.ok(states > 1000, `${states} states checked`)
})

t.test('on these boards every enumerated outcome replays through its choices', async (t) => {
  let replayed = 0
  fc.assert(
    fc.property(boards, (request) => {
      const result = resolve({ ...request, enumerate: true })
      for (const outcome of result.outcomes ?? []) {
        let replay
        try {
          replay = resolve({ ...request, choices: outcome.choices as Choice[] })
        } catch (error) {
          if (error instanceof IllegalChoiceError) return false
          throw error
        }
        replayed++
        if (JSON.stringify(replay.events) !== JSON.stringify(outcome.events)) return false
      }
      return true
    }),
    { numRuns: 150, seed: 31 },
  )
  t.ok(replayed > 150, `${replayed} outcomes replayed`)
})
