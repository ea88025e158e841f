/**
 * The core alone, with toy procedures standing in for a ruleset: the loop guards, the step cap,
 * priority passing and enumeration do not depend on Yu-Gi-Oh!.
 */
import t from 'tap'
import { RULING_IDS } from '../helpers/ruling-ids.js'
import {
  MAX_STEPS,
  openPriority,
  passPriority,
  priorityAfterAction,
  priorityHolder,
  resolveWithProcedure,
  stableKey,
  type Action,
  type Advance,
  type PriorityRound,
  type Procedure,
} from '../../src/engine/core/index.js'
import { IllegalChoiceError } from '../../src/engine/index.js'
import { request } from './helpers.js'

const loopEvent = { type: 'loop' as const, reason: 'repeated-state', rulings: [RULING_IDS.loopGuard] }

/** A procedure whose only action is always "up": states never repeat when `wrap` is Infinity. */
function counter(wrap: number): Procedure<{ n: number }> {
  return {
    initial: { n: 0 },
    advance(state, answer): Advance<{ n: number }> {
      const next = answer ? { n: (state.n + 1) % wrap } : state
      return {
        kind: 'decision',
        state: next,
        events: answer ? [{ type: 'activate' as const, effect: 'up', player: 'A' as const, n: next.n, rulings: [RULING_IDS.lists] }] : [],
        notes: [],
        decision: { window: 'list', kind: 'priority', player: 'A', legal: [{ type: 'activate', effect: 'up' }], rulings: [RULING_IDS.lists] },
      }
    },
    key: (state) => stableKey(state),
    reportLoop: () => ({ event: loopEvent, loop: {} }),
  }
}

t.test('a state that comes back ends the line', async (t) => {
  const result = resolveWithProcedure(counter(3), { ...request({}), enumerate: true })
  t.equal(result.steps.length, 3)
  t.match(result.loop, { reason: 'repeated-state', step: 3, firstSeen: 0 })
  t.strictSame(result.events.at(-1), loopEvent)
  t.strictSame(result.outcomes?.[0]?.events, result.events)
})

t.test('the step cap ends a line that never repeats', async (t) => {
  const result = resolveWithProcedure(counter(Infinity), { ...request({}), enumerate: true })
  t.equal(result.steps.length, MAX_STEPS)
  t.match(result.loop, { reason: 'step-limit', step: MAX_STEPS })
  t.equal(result.truncated, true, 'enumeration leaves out lines too deep to finish')
  t.strictSame(result.outcomes, [])
})

interface Opportunity {
  round: PriorityRound
  used: boolean
}

/** A Grand Archive-like window: Opportunity passes around; all passing in succession ends it; A may act once. */
const opportunity: Procedure<Opportunity> = {
  initial: { round: openPriority('A'), used: false },
  advance(state, answer: Action | null) {
    let next = state
    const events = []
    if (answer?.type === 'activate') {
      events.push({ type: 'activate' as const, effect: 'x', player: 'A' as const, rulings: [RULING_IDS.gaOpportunity] })
      next = { round: priorityAfterAction(state.round), used: true }
    } else if (answer?.type === 'pass') {
      const round = passPriority(state.round)
      if (round === 'all-passed') {
        return { kind: 'end', state, events: [{ type: 'phase-end', phase: 'end', rulings: [RULING_IDS.gaAllPass] }], notes: [] }
      }
      next = { ...state, round }
    }
    const player = priorityHolder(next.round)
    const legal: Action[] = player === 'A' && !next.used ? [{ type: 'activate', effect: 'x' }, { type: 'pass' }] : [{ type: 'pass' }]
    return { kind: 'decision', state: next, events, notes: [], decision: { window: 'opportunity', kind: 'priority', player, legal, rulings: [RULING_IDS.gaOpportunity] } }
  },
  key: (state) => stableKey(state),
  reportLoop: () => ({ event: loopEvent, loop: {} }),
}

t.test('another game plugs into the same core: priority, choices, enumeration', async (t) => {
  const base = { ...request({}), enumerate: true }
  const passed = resolveWithProcedure(opportunity, base)
  t.strictSame(passed.events.map((e) => e.type), ['phase-end'])
  t.strictSame(passed.outcomes?.map((o) => o.events.map((e) => e.type)), [['phase-end'], ['activate', 'phase-end']])
  t.strictSame(passed.outcomes?.[1]?.choices, [{ player: 'A', type: 'activate', effect: 'x' }])
  t.strictSame(passed.rulings, [RULING_IDS.gaOpportunity, RULING_IDS.gaAllPass])

  const acted = resolveWithProcedure(opportunity, { ...base, choices: [{ player: 'A', type: 'activate', effect: 'x' }] })
  t.strictSame(acted.events.map((e) => e.type), ['activate', 'phase-end'])
  t.strictSame(acted.steps.map((s) => `${s.player} ${s.taken.type}${s.automatic ? ' (auto)' : ''}`), ['A activate', 'A pass (auto)', 'B pass (auto)'])

  t.throws(() => resolveWithProcedure(opportunity, { ...base, choices: [{ player: 'B', type: 'pass' }] }), IllegalChoiceError)
})
