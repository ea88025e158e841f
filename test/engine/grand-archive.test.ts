/**
 * Grand Archive end phase (seed 002, the comprehensive rules' "Turn Order - End Phase"): the
 * effects stack, Opportunity, the special game actions in order, and the request fields that
 * belong to one game only.
 */
import t from 'tap'
import { RULING_IDS, type RulingId } from '../helpers/ruling-ids.js'
import {
  IllegalChoiceError,
  InvalidBoardError,
  resolve,
  supportedWindows,
  UnsupportedWindowError,
  type Choice,
  type EngineCard,
  type EngineEvent,
  type EngineRequest,
  type GaAlly,
  type GaEffect,
  type GaRequest,
  type EngineResult,
  type Player,
} from '../../src/engine/index.js'
import { decisions, request, thrownBy } from './helpers.js'

const refusal = (board: GaRequest) => thrownBy(board, IllegalChoiceError)
const invalid = (board: GaRequest) => thrownBy(board, InvalidBoardError)

interface GaSide {
  hand?: EngineCard[]
  memory?: EngineCard[]
  allies?: GaAlly[]
}

function gaCard(name: string, key = name): EngineCard {
  return { key, name, password: null, behaviours: { phases: [] } }
}

function gaCards(count: number, prefix: string): EngineCard[] {
  return Array.from({ length: count }, (_, i) => gaCard(`${prefix} ${i + 1}`))
}

function ga(spec: { effects?: GaEffect[]; players?: Partial<Record<Player, GaSide>>; choices?: Choice[]; turnPlayer?: Player; enumerate?: boolean }): GaRequest {
  const side = (player: Player) => ({
    hand: spec.players?.[player]?.hand ?? [],
    field: [],
    graveyard: [],
    memory: spec.players?.[player]?.memory ?? [],
    allies: spec.players?.[player]?.allies ?? [],
  })
  return {
    ...request({}),
    game: 'grand-archive',
    phase: 'end',
    turnPlayer: spec.turnPlayer ?? 'A',
    players: { A: side('A'), B: side('B') },
    gaEffects: spec.effects ?? [],
    choices: spec.choices ?? [],
    enumerate: spec.enumerate ?? false,
  }
}

/** Events as short lines: "stack b1", "resolve b1", "discard hand [x, y]", "destroyed husk". */
function story(events: readonly EngineEvent[]): string[] {
  return events.map((event) => {
    switch (event.type) {
      case 'stack':
      case 'activate':
      case 'resolve':
      case 'expire':
      case 'as-turn-ends':
        return `${event.type} ${String(event.effect)}`
      case 'damage-removed':
        return `damage-removed [${(event.allies as Array<{ ally: string }>).map((a) => a.ally).join(', ')}]`
      case 'size-limit':
        return `size-limit hand ${String(event.hand)}/${String(event.handLimit)} memory ${String(event.memory)}/${String(event.memoryLimit)}`
      case 'discard':
        return `discard ${String(event.zone)} [${(event.cards as string[]).join(', ')}]`
      case 'state-based':
        return `state-based [${(event.destroyed as string[]).join(', ')}]`
      case 'destroyed':
        return `destroyed ${String(event.ally)}`
      default:
        return event.type
    }
  })
}

/** The special game actions and the end of turn, when nothing happens in them. */
const QUIET_END = ['opportunity-end', 'damage-removed []', 'size-limit hand 0/null memory 0/null', 'state-based []', 'turn-end']

function eventOf(result: EngineResult, type: string): EngineEvent {
  const event = result.events.find((e) => e.type === type)
  if (!event) throw new Error(`no ${type} event`)
  return event
}

const beginning = (id: string, controller: Player = 'A'): GaEffect => ({ id, controller, kind: 'beginning-of-end-phase' })
const instant = (id: string, controller: Player): GaEffect => ({ id, controller, kind: 'instant' })

t.test('all players passing on an empty stack ends Opportunity; the special game actions follow', async (t) => {
  const result = resolve(ga({}))
  t.strictSame(decisions(result.steps), ['A opportunity pass (auto)', 'B opportunity pass (auto)'])
  t.strictSame(story(result.events), QUIET_END)
  t.strictSame(result.steps[0]?.rulings, [RULING_IDS.gaPhaseOrder, RULING_IDS.gaOpportunity, RULING_IDS.gaAllPass])
  t.strictSame(result.events[0]?.rulings, [RULING_IDS.gaAllPass, RULING_IDS.gaPhaseOrder])
  t.strictSame(result.events.at(-1), { type: 'turn-end', player: 'A', rulings: [RULING_IDS.gaPhaseOrder] })
  t.same(result.outcomes, undefined)
})

t.test('two "beginning of the end phase" effects: placed in order, resolved last in, first out', async (t) => {
  const board = ga({ effects: [beginning('b1'), beginning('b2')] })
  const result = resolve(board)
  t.strictSame(story(result.events).slice(0, 4), ['stack b1', 'stack b2', 'resolve b2', 'resolve b1'])
  t.strictSame(story(result.events).slice(4), QUIET_END)
  t.strictSame(decisions(result.steps), [
    'A beginning activate b1',
    'A opportunity pass (auto)',
    'B opportunity pass (auto)',
    'A opportunity pass (auto)',
    'B opportunity pass (auto)',
    'A opportunity pass (auto)',
    'B opportunity pass (auto)',
  ])
  t.strictSame(result.steps[0]?.legal, [
    { type: 'activate', effect: 'b1' },
    { type: 'activate', effect: 'b2' },
  ])
  t.equal(result.steps[0]?.automatic, false, 'the order is the turn player\u2019s decision')
  t.ok(result.steps[0]?.rulings.includes(RULING_IDS.gaBeginningEffects))
  t.ok(result.steps[1]?.rulings.includes(RULING_IDS.gaStackLifo), 'Opportunity with a non-empty stack cites the stack')
  t.notOk(result.steps[1]?.rulings.includes(RULING_IDS.gaAllPass))
  t.strictSame(eventOf(result, 'resolve'), {
    type: 'resolve',
    effect: 'b2',
    player: 'A',
    outcome: 'applied',
    remaining: 1,
    rulings: [RULING_IDS.gaStackLifo, RULING_IDS.gaOpportunity],
  })

  const reordered = resolve({ ...board, choices: [{ player: 'A', type: 'activate', effect: 'b2' }] })
  t.strictSame(story(reordered.events).slice(0, 4), ['stack b2', 'stack b1', 'resolve b1', 'resolve b2'])
})

t.test('the turn player places theirs first: the other player\u2019s effects resolve first', async (t) => {
  const result = resolve(ga({ turnPlayer: 'B', effects: [beginning('a1', 'A'), beginning('b1', 'B')] }))
  t.strictSame(story(result.events).slice(0, 4), ['stack b1', 'stack a1', 'resolve a1', 'resolve b1'])
  t.strictSame(decisions(result.steps).slice(0, 2), ['B opportunity pass (auto)', 'A opportunity pass (auto)'], 'one effect each: no order to decide')
})

t.test('an instant activated with Opportunity resolves before the stack below it; Opportunity returns to the turn player', async (t) => {
  const result = resolve(
    ga({
      effects: [beginning('b1'), instant('bolt', 'B')],
      choices: [{ player: 'B', type: 'activate', effect: 'bolt' }],
    }),
  )
  t.strictSame(story(result.events).slice(0, 5), ['stack b1', 'activate bolt', 'stack bolt', 'resolve bolt', 'resolve b1'])
  t.strictSame(decisions(result.steps), [
    'A opportunity pass (auto)',
    'B opportunity activate bolt',
    'A opportunity pass (auto)',
    'B opportunity pass (auto)',
    'A opportunity pass (auto)',
    'B opportunity pass (auto)',
    'A opportunity pass (auto)',
    'B opportunity pass (auto)',
  ])
  t.strictSame(result.steps[1]?.legal, [{ type: 'activate', effect: 'bolt' }, { type: 'pass' }])
  t.strictSame(result.steps[3]?.legal, [{ type: 'pass' }], 'an instant is activated once')
  t.equal(result.steps[2]?.player, 'A', 'after the activation the turn player has Opportunity')
  t.equal(result.steps[4]?.player, 'A', 'after bolt resolved the turn player has Opportunity')
  t.equal(result.steps[6]?.player, 'A', 'after b1 resolved the turn player has Opportunity')
  t.strictSame(eventOf(result, 'stack').depth, 1)
  t.strictSame(result.events[2], { type: 'stack', effect: 'bolt', player: 'B', kind: 'instant', depth: 2, rulings: [RULING_IDS.gaStackLifo] })
  t.strictSame(result.events[1]?.rulings, [RULING_IDS.gaOpportunity])
})

t.test('the turn player may act again on an empty stack; the window ends only when all pass on it', async (t) => {
  const result = resolve(
    ga({
      effects: [instant('first', 'A'), instant('second', 'A')],
      choices: [
        { player: 'A', type: 'activate', effect: 'first' },
        { player: 'A', type: 'pass' },
        { player: 'A', type: 'activate', effect: 'second' },
      ],
    }),
  )
  t.strictSame(story(result.events), ['activate first', 'stack first', 'resolve first', 'activate second', 'stack second', 'resolve second', ...QUIET_END])
})

t.test('damage is removed before state-based actions: marked damage kills no ally; 0 life does', async (t) => {
  const result = resolve(
    ga({
      players: {
        A: { allies: [{ key: 'knight', name: 'Knight', damage: 3, life: 2 }, { key: 'husk', name: 'Husk', damage: 0, life: 0 }] },
        B: { allies: [{ key: 'squire', name: 'Squire', damage: 1, life: 4 }, { key: 'shade', name: 'Shade', damage: 2, life: -1 }] },
      },
    }),
  )
  t.strictSame(story(result.events), [
    'opportunity-end',
    'damage-removed [knight, squire, shade]',
    'size-limit hand 0/null memory 0/null',
    'state-based [husk, shade]',
    'destroyed husk',
    'destroyed shade',
    'turn-end',
  ])
  const removed = eventOf(result, 'damage-removed')
  t.strictSame(removed.rulings, [RULING_IDS.gaDamageRemoved, RULING_IDS.gaPhaseOrder])
  t.strictSame((removed.allies as unknown[])[0], { ally: 'knight', name: 'Knight', player: 'A', damage: 3 })
  const check = eventOf(result, 'state-based')
  t.strictSame(check.spared, ['knight'], 'the knight would have died with its damage')
  t.strictSame(check.rulings, [RULING_IDS.gaStateBased, RULING_IDS.gaDamageRemoved])
  t.strictSame(eventOf(result, 'destroyed'), { type: 'destroyed', ally: 'husk', name: 'Husk', player: 'A', damage: 0, life: 0, rulings: [RULING_IDS.gaStateBased] })
})

t.test('"until end of turn" ends and "as the turn ends" happens after the window, before the size limits', async (t) => {
  const effects: GaEffect[] = [
    { id: 'ward', controller: 'A', card: 'Ward', kind: 'until-end-of-turn' },
    { id: 'echo', controller: 'B', kind: 'as-turn-ends' },
    { id: 'weaken', controller: 'B', kind: 'until-end-of-turn', subject: 'knight', life: -2 },
    instant('bolt', 'A'),
  ]
  const board = ga({ effects, players: { A: { allies: [{ key: 'knight', name: 'Knight', damage: 1, life: 0 }, { key: 'husk', name: 'Husk', damage: 0, life: 0 }] } } })
  const result = resolve({ ...board, choices: [{ player: 'A', type: 'activate', effect: 'bolt' }] })
  t.strictSame(story(result.events), [
    'activate bolt',
    'stack bolt',
    'resolve bolt',
    'opportunity-end',
    'damage-removed [knight]',
    'expire ward',
    'expire weaken',
    'as-turn-ends echo',
    'size-limit hand 0/null memory 0/null',
    'state-based [husk]',
    'destroyed husk',
    'turn-end',
  ])
  const expired = result.events.filter((e) => e.type === 'expire')
  t.strictSame(expired[0], { type: 'expire', effect: 'ward', player: 'A', card: 'Ward', window: 'special-actions', rulings: [RULING_IDS.gaEndOfTurnEffects] })
  t.equal(expired[1]?.life, 2, 'the knight\u2019s life is back to 2 once the -2 has ended')
  t.strictSame(eventOf(result, 'as-turn-ends').rulings, [RULING_IDS.gaEndOfTurnEffects])
  t.strictSame(eventOf(result, 'state-based').spared, ['knight'])
})

t.test('no hand-size limit by default: 12 cards in hand, nothing discarded', async (t) => {
  const result = resolve(ga({ players: { A: { hand: gaCards(12, 'Card'), memory: gaCards(6, 'Memory') } } }))
  t.strictSame(story(result.events), ['opportunity-end', 'damage-removed []', 'size-limit hand 12/null memory 6/null', 'state-based []', 'turn-end'])
  t.equal(result.steps.filter((s) => s.window === 'special-actions').length, 0, 'no discard decision')
  const check = eventOf(result, 'size-limit')
  t.strictSame(check.rulings, [RULING_IDS.gaSizeLimits, RULING_IDS.gaNoDefaultHandSize])
  t.equal(check.over, false)
  t.ok(result.rulings.includes(RULING_IDS.gaNoDefaultHandSize))
})

t.test('a memory limit alone: the hand still has no limit', async (t) => {
  const result = resolve(
    ga({ effects: [{ id: 'cap', controller: 'A', kind: 'memory-size-limit', limit: 1 }], players: { A: { hand: gaCards(9, 'Card'), memory: gaCards(2, 'Memory') } } }),
  )
  t.strictSame(story(result.events).slice(2, 4), ['size-limit hand 9/null memory 2/1', 'discard memory [Memory 2]'])
  t.ok(eventOf(result, 'size-limit').rulings.includes(RULING_IDS.gaNoDefaultHandSize))
})

t.test('hand-size limit 5 and memory-size limit 3: the turn player discards from both zones', async (t) => {
  const effects: GaEffect[] = [
    { id: 'hand-cap', controller: 'A', kind: 'hand-size-limit', limit: 5 },
    { id: 'loose-cap', controller: 'B', kind: 'hand-size-limit', limit: 6, appliesTo: 'A' },
    { id: 'memory-cap', controller: 'A', kind: 'memory-size-limit', limit: 3 },
    { id: 'their-cap', controller: 'B', kind: 'hand-size-limit', limit: 0 },
  ]
  const board = ga({ effects, players: { A: { hand: gaCards(7, 'Card'), memory: gaCards(5, 'Memory') }, B: { hand: gaCards(4, 'Foe') } } })

  const byDefault = resolve(board)
  t.strictSame(story(byDefault.events), [
    'opportunity-end',
    'damage-removed []',
    'size-limit hand 7/5 memory 5/3',
    'discard hand [Card 6, Card 7]',
    'discard memory [Memory 4, Memory 5]',
    'state-based []',
    'turn-end',
  ])
  t.strictSame(decisions(byDefault.steps).slice(2), ['A special-actions discard [Card 6, Card 7]', 'A special-actions discard [Memory 4, Memory 5]'])
  t.strictSame(byDefault.steps[2]?.legal, [{ type: 'discard', count: 2, from: gaCards(7, 'Card').map((c) => c.key) }])
  t.strictSame(byDefault.steps[2]?.rulings, [RULING_IDS.gaSizeLimits])
  const check = eventOf(byDefault, 'size-limit')
  t.strictSame(check.by, ['hand-cap', 'loose-cap', 'memory-cap'], 'B\u2019s own limit does not bind A')
  t.equal(check.over, true)
  t.strictSame(check.rulings, [RULING_IDS.gaSizeLimits])
  t.strictSame(eventOf(byDefault, 'discard'), {
    type: 'discard',
    player: 'A',
    zone: 'hand',
    cards: ['Card 6', 'Card 7'],
    names: ['Card 6', 'Card 7'],
    reason: 'size-limit',
    limit: 5,
    count: { before: 7, after: 5 },
    rulings: [RULING_IDS.gaSizeLimits],
  })

  const chosen = resolve({
    ...board,
    choices: [
      { player: 'A', type: 'discard', cards: ['Card 1', 'Card 4'] },
      { player: 'A', type: 'discard', cards: ['Memory 2', 'Memory 3'] },
    ],
  })
  t.strictSame(story(chosen.events).slice(3, 5), ['discard hand [Card 1, Card 4]', 'discard memory [Memory 2, Memory 3]'])
})

t.test('cards named by name when keys differ; the turn player\u2019s zones only', async (t) => {
  const board = ga({
    turnPlayer: 'B',
    effects: [{ id: 'cap', controller: 'B', kind: 'hand-size-limit', limit: 1 }],
    players: { A: { hand: gaCards(5, 'Card') }, B: { hand: [gaCard('Spark', 's1'), gaCard('Spark', 's2'), gaCard('Ember', 'e1')] } },
    choices: [{ player: 'B', type: 'discard', cards: ['Spark', 'Ember'] }],
  })
  const result = resolve(board)
  t.strictSame(eventOf(result, 'discard').cards, ['s1', 'e1'])
  t.strictSame(eventOf(result, 'discard').names, ['Spark', 'Ember'])
})

t.test('illegal choices name the step, the window and the legal actions', async (t) => {
  const board = ga({
    effects: [beginning('b1'), instant('bolt', 'B'), instant('guard', 'A'), { id: 'cap', controller: 'A', kind: 'hand-size-limit', limit: 1 }],
    players: { A: { hand: gaCards(3, 'Card'), memory: gaCards(1, 'Memory') } },
  })
  const wrongPlayer = refusal({ ...board, choices: [{ player: 'B', type: 'pass' }] })
  t.equal(wrongPlayer.step, 0)
  t.equal(wrongPlayer.window, 'opportunity')
  t.strictSame(wrongPlayer.legal, [{ type: 'activate', effect: 'guard' }, { type: 'pass' }])
  t.match(wrongPlayer.message, /step 0 \(opportunity\).*A's, not B's.*legal: activate guard, pass/)

  const notTheirs = refusal({ ...board, choices: [{ player: 'A', type: 'activate', effect: 'bolt' }] })
  t.match(notTheirs.message, /"activate bolt" is not legal here; legal: activate guard, pass/)

  const passes: Choice[] = [
    { player: 'A', type: 'pass' },
    { player: 'B', type: 'pass' },
    { player: 'A', type: 'pass' },
    { player: 'B', type: 'pass' },
  ]
  const tooFew = refusal({ ...board, choices: [...passes, { player: 'A', type: 'discard', cards: ['Card 1'] }] })
  t.equal(tooFew.window, 'special-actions')
  t.equal(tooFew.step, 4)
  t.equal(tooFew.choiceIndex, 4)
  t.strictSame(tooFew.legal, [{ type: 'discard', count: 2, from: ['Card 1', 'Card 2', 'Card 3'] }])
  t.match(tooFew.message, /exactly 2 card\(s\).*legal: discard 2 of \[Card 1, Card 2, Card 3\]/)

  const passInstead = refusal({ ...board, choices: [...passes, { player: 'A', type: 'pass' }] })
  t.match(passInstead.message, /step 4 \(special-actions\): "pass" is not legal here/, 'no Opportunity in the special game actions')

  const fromMemory = refusal({ ...board, choices: [...passes, { player: 'A', type: 'discard', cards: ['Card 1', 'Memory 1'] }] })
  t.match(fromMemory.message, /"Memory 1" is not a card left to discard/)

  const afterTheEnd = refusal({ ...board, choices: [...passes, { player: 'A', type: 'discard', cards: ['Card 1', 'Card 2'] }, { player: 'A', type: 'pass' }] })
  t.match(afterTheEnd.message, /no decision is left/)

  const placing = refusal(ga({ effects: [beginning('b1'), beginning('b2')], choices: [{ player: 'A', type: 'activate', effect: 'b3' }] }))
  t.equal(placing.window, 'beginning')
  t.match(placing.message, /"activate b3" is not legal here; legal: activate b1, activate b2/)
})

t.test('enumerate: the distinct placement orders and activations, each replayed by its choices', async (t) => {
  const orders = resolve(ga({ effects: [beginning('b1'), beginning('b2')], enumerate: true }))
  t.equal(orders.truncated, false)
  t.strictSame(
    orders.outcomes?.map((o) => story(o.events).slice(0, 4)),
    [
      ['stack b1', 'stack b2', 'resolve b2', 'resolve b1'],
      ['stack b2', 'stack b1', 'resolve b1', 'resolve b2'],
    ],
  )
  t.strictSame(orders.outcomes?.[0]?.events, orders.events, 'the first outcome is the default line')
  t.strictSame(orders.outcomes?.[1]?.choices, [{ player: 'A', type: 'activate', effect: 'b2' }])

  const board = ga({ effects: [beginning('b1'), instant('bolt', 'B'), instant('guard', 'A')], enumerate: true })
  const result = resolve(board)
  t.equal(result.truncated, false)
  const lines = result.outcomes?.map((o) => story(o.events).filter((line) => !QUIET_END.includes(line)).join(' > ')) ?? []
  t.equal(new Set(lines).size, lines.length, 'outcomes are distinct')
  t.ok(lines.includes('stack b1 > resolve b1'))
  t.ok(lines.includes('stack b1 > activate bolt > stack bolt > resolve bolt > resolve b1'))
  t.ok(lines.includes('stack b1 > activate guard > stack guard > activate bolt > stack bolt > resolve bolt > resolve guard > resolve b1'))
  t.ok(lines.includes('stack b1 > resolve b1 > activate bolt > stack bolt > resolve bolt'), 'an instant after the stack emptied')
  for (const outcome of result.outcomes ?? []) {
    const replay = resolve({ ...board, enumerate: false, choices: outcome.choices })
    t.strictSame(replay.events, outcome.events, `replays: ${outcome.choices.map((c) => `${c.player} ${c.type} ${c.effect ?? ''}`).join(', ')}`)
  }
})

t.test('enumerate: discard choices are distinct outcomes', async (t) => {
  const board = ga({ effects: [{ id: 'cap', controller: 'A', kind: 'hand-size-limit', limit: 2 }], players: { A: { hand: gaCards(3, 'Card') } }, enumerate: true })
  const result = resolve(board)
  t.strictSame(
    result.outcomes?.map((o) => story(o.events).find((line) => line.startsWith('discard'))),
    ['discard hand [Card 3]', 'discard hand [Card 1]', 'discard hand [Card 2]'],
  )
})

t.test('windows: grand-archive end is supported, standby is not', async (t) => {
  t.ok(supportedWindows().some((w) => w.game === 'grand-archive' && w.phase === 'end'))
  t.notOk(supportedWindows().some((w) => w.game === 'grand-archive' && w.phase !== 'end'))
  const error = thrownBy({ ...ga({}), phase: 'standby' }, UnsupportedWindowError)
  t.ok(error instanceof UnsupportedWindowError)
  t.equal(error.game, 'grand-archive')
  t.equal(error.phase, 'standby')
  t.match(error.message, /grand-archive.*standby/)
})

t.test('Grand Archive fields are refused in a Yu-Gi-Oh! request, and the other way round', async (t) => {
  const ygo = request({})
  t.equal(invalid({ ...ygo, gaEffects: [beginning('b1')] }).field, 'gaEffects')
  t.equal(invalid({ ...ygo, players: { ...ygo.players, B: { ...ygo.players.B, memory: [gaCard('Memory')] } } }).field, 'players.B.memory')
  t.equal(invalid({ ...ygo, players: { ...ygo.players, A: { ...ygo.players.A, allies: [{ key: 'k', name: 'Knight', damage: 0, life: 1 }] } } }).field, 'players.A.allies')
  const emptyLists: GaRequest = { ...ygo, gaEffects: [], players: { ...ygo.players, A: { ...ygo.players.A, memory: [] } } }
  t.equal(resolve(emptyLists).events.at(-1)?.type, 'turn-end', 'empty lists are no fields')
  const noEffects: GaRequest = { ...ygo, gaEffects: [] }
  t.strictSame(resolve(noEffects), resolve(ygo))

  const board = ga({})
  t.equal(invalid({ ...board, effects: [{ id: 'x', controller: 'A', kind: 'trigger', mandatory: true }] }).field, 'effects')
  t.equal(invalid({ ...board, responses: [{ id: 'r', controller: 'B', negates: 'effect', mandatory: false }] }).field, 'responses')
  const discarding: EngineCard = { ...gaCard('Spark'), behaviours: { phases: [], discard: { trigger: 'any-discard', mandatory: true, source: 'request' } } }
  t.equal(invalid({ ...board, players: { ...board.players, A: { ...board.players.A, hand: [discarding] } } }).field, 'players.A.hand[0].onDiscard')
})

t.test('a Grand Archive board the engine cannot read is refused, naming the field', async (t) => {
  const withEffects = (...effects: GaEffect[]) => ga({ effects, players: { A: { allies: [{ key: 'knight', name: 'Knight', damage: 0, life: 2 }] } } })
  const cases: Array<[GaRequest, string]> = [
    [withEffects(beginning('x'), instant('x', 'B')), 'gaEffects[1].id'],
    [withEffects({ id: 'cap', controller: 'A', kind: 'hand-size-limit' }), 'gaEffects[0].limit'],
    [withEffects({ id: 'cap', controller: 'A', kind: 'memory-size-limit', limit: -1 }), 'gaEffects[0].limit'],
    [withEffects({ id: 'cap', controller: 'A', kind: 'memory-size-limit', limit: 1.5 }), 'gaEffects[0].limit'],
    [withEffects({ id: 'b', controller: 'A', kind: 'instant', limit: 2 }), 'gaEffects[0].limit'],
    [withEffects({ id: 'b', controller: 'A', kind: 'instant', appliesTo: 'B' }), 'gaEffects[0].appliesTo'],
    [withEffects({ id: 'w', controller: 'A', kind: 'until-end-of-turn', subject: 'nobody', life: 1 }), 'gaEffects[0].subject'],
    [withEffects({ id: 'w', controller: 'A', kind: 'as-turn-ends', subject: 'knight' }), 'gaEffects[0].subject'],
    [withEffects({ id: 'w', controller: 'A', kind: 'until-end-of-turn', life: 1 }), 'gaEffects[0].life'],
    [withEffects({ id: 'w', controller: 'A', kind: 'dance' as GaEffect['kind'] }), 'gaEffects[0].kind'],
    [ga({ players: { A: { hand: [gaCard('Spark')], memory: [gaCard('Spark')] } } }), 'players.A.memory[0].key'],
    [ga({ players: { A: { hand: [gaCard('Spark', 'k')] }, B: { allies: [{ key: 'k', name: 'Knight', damage: 0, life: 1 }] } } }), 'players.B.allies[0].key'],
    [ga({ players: { B: { allies: [{ key: 'k', name: 'Knight', damage: -1, life: 1 }] } } }), 'players.B.allies[0].damage'],
    [ga({ players: { B: { allies: [{ key: 'k', name: 'Knight', damage: 0, life: Number.NaN }] } } }), 'players.B.allies[0].life'],
  ]
  for (const [board, field] of cases) t.equal(invalid(board).field, field, field)
})

t.test('every ruling cited is a Grand Archive ruling', async (t) => {
  const result = resolve(
    ga({
      effects: [beginning('b1'), instant('bolt', 'B'), { id: 'ward', controller: 'A', kind: 'until-end-of-turn' }, { id: 'cap', controller: 'A', kind: 'hand-size-limit', limit: 0 }],
      players: { A: { hand: gaCards(2, 'Card'), allies: [{ key: 'knight', name: 'Knight', damage: 5, life: 1 }] } },
      choices: [{ player: 'B', type: 'activate', effect: 'bolt' }],
      enumerate: true,
    }),
  )
  const gaIds = new Set<RulingId>([
    RULING_IDS.gaPhaseOrder,
    RULING_IDS.gaBeginningEffects,
    RULING_IDS.gaStackLifo,
    RULING_IDS.gaOpportunity,
    RULING_IDS.gaAllPass,
    RULING_IDS.gaDamageRemoved,
    RULING_IDS.gaEndOfTurnEffects,
    RULING_IDS.gaSizeLimits,
    RULING_IDS.gaNoDefaultHandSize,
    RULING_IDS.gaStateBased,
  ])
  t.ok(result.rulings.length > 0)
  for (const id of result.rulings) t.ok(gaIds.has(id), id)
  t.strictSame(new Set(result.rulings), new Set([...gaIds].filter((id) => id !== RULING_IDS.gaNoDefaultHandSize)))
  for (const event of result.events) t.ok(event.rulings.length > 0, `${event.type} cites a ruling`)
  for (const step of result.steps) t.ok(step.rulings.length > 0, `step ${step.index} cites a ruling`)
  t.strictSame(result.notes, [])
})
