/**
 * The engine takes the budget of its enumeration as an argument: a cap on the states explored and
 * a deadline read on the clock it is handed (it reads none of its own). It says how far the search
 * went and what stopped it; its default limits cannot be changed from outside.
 */
import t from 'tap'
import { DEFAULT_LIMITS } from '../../src/engine/core/index.js'
import { resolve, type Effect } from '../../src/engine/index.js'
import { request } from './helpers.js'

const items: Effect[] = Array.from({ length: 8 }, (_, i) => ({ id: `item-${i + 1}`, controller: i % 2 === 0 ? 'A' : 'B', kind: 'trigger', mandatory: false }))
const board = request({ effects: items, enumerate: true, maxOutcomes: 1000 })

t.test('no budget: the default cap, nothing stops the search short of it', async (t) => {
  const result = resolve(board)
  t.ok(result.search && result.search.states > 16, `${result.search?.states} states explored`)
  t.notOk(result.search?.stoppedBy, 'not stopped by the budget')
})

t.test('a deadline already passed on the clock handed in: the search stops for time', async (t) => {
  let reads = 0
  const result = resolve(board, { deadline: { at: 0, clock: () => ++reads } })
  t.equal(result.truncated, true)
  t.equal(result.search?.stoppedBy, 'time')
  t.ok(reads >= 1, 'the engine read the clock it was given')
  t.ok(result.steps.length > 0 && result.events.length > 0, 'the main line is whole')
})

t.test('a deadline not reached: the same answer as with no budget', async (t) => {
  const result = resolve(board, { deadline: { at: Infinity, clock: () => 0 } })
  t.strictSame(result.outcomes, resolve(board).outcomes)
  t.notOk(result.search?.stoppedBy)
})

t.test('a state cap: the search stops for states', async (t) => {
  const result = resolve(board, { maxNodes: 10 })
  t.equal(result.truncated, true)
  t.equal(result.search?.stoppedBy, 'states')
  t.ok((result.outcomes ?? []).length < (resolve(board).outcomes ?? []).length)
})

t.test('the default limits are not a setting another module can patch', async (t) => {
  t.throws(() => Object.defineProperty(DEFAULT_LIMITS, 'maxNodes', { get: () => -1 }))
  t.equal(DEFAULT_LIMITS.maxNodes, 25_000)
})
