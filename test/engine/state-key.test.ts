/**
 * The Yu-Gi-Oh! state's canonical key (the memo and repeat key of the enumeration) is compact, and
 * its parts are written once per shared field: over every state random boards reach, two states
 * have the same key exactly when their JSON (the key it stands in for) is the same.
 */
import fc from 'fast-check'
import t from 'tap'
import { enumerateOutcomes } from '../../src/engine/core/enumerate.js'
import type { Procedure } from '../../src/engine/core/procedure.js'
import { BATTLE_END_STEP, END_PHASE, STANDBY_PHASE } from '../../src/engine/yugioh/board.js'
import { openYugiohWindow } from '../../src/engine/yugioh/window.js'
import { STATE_KEY_FIELDS, type YgoState } from '../../src/engine/yugioh/state.js'

import { gameStateBoards } from './arbitraries.js'
import { request } from './helpers.js'

const WINDOWS = { end: END_PHASE, standby: STANDBY_PHASE, 'battle-end-step': BATTLE_END_STEP } as const

/** Enumerates the board, checking at every key that it agrees with the state's JSON both ways. */
function checkKeys(procedure: Procedure<YgoState>): { states: number; problem: string | null } {
  const keyOf = new Map<string, string>()
  const jsonOf = new Map<string, string>()
  let problem: string | null = null
  const checked: Procedure<YgoState> = {
    ...procedure,
    key: (state) => {
      const key = procedure.key(state)
      const json = JSON.stringify(state)
      if (problem === null && (keyOf.get(json) ?? key) !== key) problem = `one state, two keys: ${keyOf.get(json)} and ${key}`
      if (problem === null && (jsonOf.get(key) ?? json) !== json) problem = `two states, one key ${key}: ${jsonOf.get(key)} and ${json}`
      keyOf.set(json, key)
      jsonOf.set(key, json)
      return key
    },
  }
  enumerateOutcomes(checked, 1000)
  return { states: keyOf.size, problem }
}

t.test('over random boards, two states share a key exactly when their JSON is the same', async (t) => {
  let states = 0
  fc.assert(
    fc.property(gameStateBoards, (board) => {
      const checked = checkKeys(openYugiohWindow(WINDOWS[board.phase as keyof typeof WINDOWS])(board))
      states += checked.states
      if (checked.problem !== null) throw new Error(checked.problem)
      return true
    }),
    { numRuns: 150, seed: 77 },
  )
  t.ok(states > 1000, `${states} distinct states checked`)
})

t.test('pending items, responses and chains, under either reading: the key tells every state apart', async (t) => {
  for (const reading of ['official', 'fan-guide'] as const) {
    const board = request({
      reading,
      effects: Array.from({ length: 6 }, (_, i) => ({ id: `item-${i + 1}`, controller: i % 2 === 0 ? ('A' as const) : ('B' as const), kind: 'trigger' as const, mandatory: i % 3 === 0 })),
      responses: [
        { id: 'response-1', controller: 'B', negates: 'effect', mandatory: false },
        { id: 'response-2', controller: 'A', negates: 'activation', mandatory: false },
      ],
    })
    const checked = checkKeys(openYugiohWindow(END_PHASE)(board))
    t.equal(checked.problem, null, reading)
    t.ok(checked.states > 100, `${reading}: ${checked.states} distinct states checked`)
  }
})

t.test('every field of a state is in its key: states apart in one field alone have two keys', async (t) => {
  const procedure = openYugiohWindow(END_PHASE)(request({ effects: [{ id: 'item-1', controller: 'A', kind: 'trigger', mandatory: true }] }))
  const state = procedure.initial
  t.same(Object.keys(state).sort(), Object.keys(STATE_KEY_FIELDS).sort(), 'the key names every field a state has')
  const key = procedure.key(state)
  const apart: Array<[string, YgoState]> = [
    ['the turn has ended', { ...state, turnEnded: true }],
    ['a card added in the window has a discard behaviour of its own', { ...state, added: { veiler: 'Effect Veiler' }, addedDiscard: { veiler: { trigger: 'sent-to-gy', mandatory: true, source: 'request' } } }],
    ['the same card added without one', { ...state, added: { veiler: 'Effect Veiler' } }],
    ['one more thing happened', { ...state, happened: state.happened + 1 }],
  ]
  const keys = new Set([key])
  for (const [what, other] of apart) {
    const otherKey = procedure.key(other)
    t.not(otherKey, key, what)
    keys.add(otherKey)
  }
  t.equal(keys.size, apart.length + 1, 'each of them has a key of its own')
})
