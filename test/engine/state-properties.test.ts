/**
 * Property tests of the game state (issue 9): over random boards whose items move cards, search,
 * draw, mill, pay and gain LP, summon themselves and cost discards, every state along a line keeps
 * each card in exactly one place and no count below zero, and enumerated outcomes still replay.
 */
import fc from 'fast-check'
import t from 'tap'
import type { BoardAction, PhaseBehaviour, StateCondition } from '../../src/domain/behaviour.js'
import { IllegalChoiceError, resolve, type Choice, type EngineCard, type EngineRequest, type Player } from '../../src/engine/index.js'
import { concreteOptions, defaultAction, isAutomatic } from '../../src/engine/core/decisions.js'
import { BATTLE_END_STEP, END_PHASE, STANDBY_PHASE } from '../../src/engine/yugioh/board.js'
import { openYugiohWindow } from '../../src/engine/yugioh/window.js'
import { zoneOf, type YgoState } from '../../src/engine/yugioh/state.js'

const player = fc.constantFrom<Player>('A', 'B')
const action: fc.Arbitrary<BoardAction> = fc.oneof(
  fc.record({ action: fc.constantFrom('destroy' as const, 'banish' as const, 'return-to-hand' as const, 'return-to-deck' as const, 'special-summon' as const, 'send-to-gy' as const), target: fc.constant('self' as const) }),
  fc.record({ action: fc.constantFrom('add-to-hand' as const, 'draw' as const, 'mill' as const), count: fc.integer({ min: 1, max: 3 }), whose: fc.constantFrom('controller' as const, 'opponent' as const) }),
  fc.record({ action: fc.constantFrom('pay-lp' as const, 'lose-lp' as const, 'gain-lp' as const), amount: fc.constantFrom(500, 1000, 4000), whose: fc.constantFrom('controller' as const, 'opponent' as const, 'each' as const) }),
  fc.record({ action: fc.constantFrom('change-position' as const, 'detach' as const, 'return-control' as const) }),
)
const condition: fc.Arbitrary<StateCondition> = fc.oneof(
  fc.constant({ check: 'in-gy-sent-this-turn' as const }),
  fc.constant({ check: 'face-up' as const }),
  fc.record({ check: fc.constant('summoned-this-turn' as const), how: fc.constantFrom('normal' as const, 'special' as const, 'any' as const) }),
  fc.constant({ check: 'attacked-this-turn' as const }),
  fc.record({ check: fc.constant('hand-count' as const), whose: fc.constantFrom('controller' as const, 'opponent' as const), min: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ check: fc.constant('controls-card' as const), whose: fc.constantFrom('controller' as const, 'opponent' as const) }),
)
const phase = fc.record({
  phase: fc.constant('end' as const),
  kind: fc.constantFrom('trigger' as const, 'apply' as const),
  mandatory: fc.boolean(),
  turn: fc.constantFrom('yours' as const, 'opponents' as const, 'each' as const),
  zone: fc.option(fc.constantFrom('field' as const, 'graveyard' as const, 'hand' as const, 'banished' as const), { nil: undefined }),
  does: fc.option(fc.array(action, { maxLength: 2 }), { nil: undefined }),
  costs: fc.option(fc.array(fc.oneof(fc.record({ action: fc.constant('discard' as const), count: fc.integer({ min: 1, max: 2 }) }), fc.record({ action: fc.constant('pay-lp' as const), amount: fc.constantFrom(500, 2000) })), { maxLength: 1 }), { nil: undefined }),
  requires: fc.option(fc.array(condition, { maxLength: 2 }), { nil: undefined }),
  oncePerTurn: fc.option(fc.constantFrom('name' as const, 'instance' as const), { nil: undefined }),
})
const cardSpec = fc.record({
  name: fc.constantFrom('Alpha', 'Beta', 'Gamma', 'Delta'),
  phases: fc.array(phase, { maxLength: 2 }),
  position: fc.option(fc.constantFrom('face-up' as const, 'set' as const), { nil: undefined }),
  summoned: fc.option(fc.constantFrom('normal' as const, 'special' as const, 'none' as const), { nil: undefined }),
  attacked: fc.option(fc.boolean(), { nil: undefined }),
  owner: fc.option(player, { nil: undefined }),
})
type Spec = typeof cardSpec extends fc.Arbitrary<infer T> ? T : never
const side = fc.record({
  hand: fc.array(cardSpec, { maxLength: 7 }),
  field: fc.array(cardSpec, { maxLength: 3 }),
  graveyard: fc.array(cardSpec, { maxLength: 2 }),
  banished: fc.array(cardSpec, { maxLength: 1 }),
  lp: fc.option(fc.constantFrom(0, 1000, 8000), { nil: undefined }),
  deck: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
})

const boards = fc.record({ turnPlayer: player, A: side, B: side, phase: fc.constantFrom('end', 'standby', 'battle-end-step') }).map((spec): EngineRequest => {
  let serial = 0
  const toCard = (c: Spec): EngineCard => {
    const card: EngineCard = {
      key: `${c.name} #${++serial}`,
      name: c.name,
      password: null,
      behaviours: { phases: c.phases.map((p) => ({ ...p, phase: spec.phase, source: 'curated' }) as PhaseBehaviour) },
    }
    if (c.position) card.position = c.position
    if (c.summoned) card.summoned = c.summoned
    if (c.attacked !== undefined) card.attacked = c.attacked
    if (c.owner) card.owner = c.owner
    return card
  }
  const board = (s: typeof spec.A) => ({
    hand: s.hand.map(toCard),
    field: s.field.map(toCard),
    graveyard: s.graveyard.map(toCard),
    banished: s.banished.map(toCard),
    ...(s.lp !== undefined ? { lp: s.lp } : {}),
    ...(s.deck !== undefined ? { deck: s.deck } : {}),
  })
  return { game: 'yugioh', phase: spec.phase, turnPlayer: spec.turnPlayer, players: { A: board(spec.A), B: board(spec.B) }, effects: [], responses: [], choices: [], reading: 'official', enumerate: false, maxOutcomes: 30 }
})

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
