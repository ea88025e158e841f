import t from 'tap'
import { build } from './helpers/build.js'
import { RULING_IDS } from './helpers/ruling-ids.js'

/** Seed 002 (Grand Archive comprehensive rules, Turn Order - End Phase) through REST and GraphQL. */
const board = {
  game: 'grand-archive',
  phase: 'end',
  turnPlayer: 'A',
  players: {
    A: {
      hand: ['Card 1', 'Card 2', 'Card 3', 'Card 4', 'Card 5', 'Card 6'],
      memory: ['Memory 1', 'Memory 2'],
      allies: [{ card: 'Bruised Ally', damage: 3, life: 2 }, { card: 'Withered Ally', damage: 0, life: 0 }],
    },
    B: { hand: ['Card 7'] },
  },
  effects: [
    { id: 'first', controller: 'A', kind: 'beginning-of-end-phase', card: 'Dawn Relic' },
    { id: 'second', controller: 'A', kind: 'beginning-of-end-phase', card: 'Dusk Relic' },
    { id: 'quick', controller: 'B', kind: 'instant', card: 'Quick Trick' },
    { id: 'limit', controller: 'B', kind: 'hand-size-limit', limit: 4, appliesTo: 'A' },
    { id: 'eot', controller: 'A', kind: 'until-end-of-turn', card: 'Rally' },
    { id: 'as-ends', controller: 'A', kind: 'as-turn-ends', card: 'Sunset Clause' },
  ],
}

t.test('Grand Archive End Phase through the API', async (t) => {
  const app = await build(t)
  const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: board })
  t.equal(res.statusCode, 200, res.statusCode === 200 ? "answered 200" : res.body)
  const body = res.json()
  const types = body.events.map((e: { type: string }) => e.type)
  const resolved = body.events.filter((e: { type: string }) => e.type === 'resolve').map((e: { effect: string }) => e.effect)
  t.strictSame(resolved.slice(0, 2), ['second', 'first'], 'the stack resolves last in, first out')
  const order = ['damage-removed', 'expire', 'as-turn-ends', 'discard', 'state-based', 'turn-end'].map((type) => types.indexOf(type))
  t.ok(order.every((index, i) => index >= 0 && (i === 0 || index > order[i - 1]!)), `special game actions in order: ${types.join(', ')}`)
  const discard = body.events.find((e: { type: string }) => e.type === 'discard')
  t.equal(discard.cards.length, 2, 'down to the imposed limit of 4')
  const destroyed = body.events.filter((e: { type: string }) => e.type === 'destroyed').map((e: { ally?: string; card?: string; key?: string }) => e.ally ?? e.card ?? e.key)
  t.ok(destroyed.some((name: string) => /Withered/.test(name)), 'a 0-life ally is destroyed')
  t.notOk(destroyed.some((name: string) => /Bruised/.test(name)), 'damage was removed first')
  const cited = new Set(body.rulings.map((r: { id: string }) => r.id))
  for (const id of [RULING_IDS.gaStackLifo, RULING_IDS.gaOpportunity, RULING_IDS.gaAllPass, RULING_IDS.gaDamageRemoved, RULING_IDS.gaEndOfTurnEffects, RULING_IDS.gaSizeLimits, RULING_IDS.gaStateBased]) {
    t.ok(cited.has(id), id)
  }
  t.ok(body.rulings.every((r: { references: Array<{ id: string }> }) => r.references.some((ref) => ref.id === 'ref-ga-comprehensive-rules-end-phase')))

  t.test('no default hand-size limit', async (t) => {
    const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { game: 'grand-archive', turnPlayer: 'A', players: { A: { hand: Array.from({ length: 12 }, (_, i) => `Card ${i}`) }, B: {} } } })
    t.equal(res.statusCode, 200)
    t.notOk(res.json().events.some((e: { type: string }) => e.type === 'discard'))
    t.ok(res.json().rulings.some((r: { id: string }) => r.id === RULING_IDS.gaNoDefaultHandSize))
  })

  t.test('GraphQL gives the same events', async (t) => {
    const gqlBoard = {
      ...board,
      players: {
        A: { ...board.players.A, hand: board.players.A.hand.map((card) => ({ card })), memory: board.players.A.memory.map((card) => ({ card })) },
        B: { hand: board.players.B.hand.map((card) => ({ card })) },
      },
    }
    const gql = await app.inject({ method: 'POST', url: '/graphql', payload: { query: 'query($board: BoardInput!) { resolve(board: $board) { events { detail } } }', variables: { board: gqlBoard } } })
    t.notOk(gql.json().errors, JSON.stringify(gql.json().errors))
    t.strictSame(gql.json().data.resolve.events.map((e: { detail: unknown }) => e.detail), body.events)
  })

  t.test('unknown combinations and mixed fields are a 400 naming them', async (t) => {
    const standby = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { ...board, phase: 'standby' } })
    t.equal(standby.statusCode, 400)
    t.match(standby.json().message, /grand-archive/)
    t.match(standby.json().message, /standby/)
    const ygoKind = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { ...board, effects: [{ id: 'x', controller: 'A', kind: 'trigger', mandatory: true }] } })
    t.equal(ygoKind.statusCode, 400)
    t.match(ygoKind.json().message, /effects\[0\]\.kind/)
    const gaKindOnYgo = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: {}, B: {} }, effects: [{ id: 'x', controller: 'A', kind: 'instant' }] } })
    t.equal(gaKindOnYgo.statusCode, 400)
    t.match(gaKindOnYgo.json().message, /effects\[0\]\.kind/)
    const alliesOnYgo = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: { allies: [{ card: 'X', damage: 0, life: 1 }] }, B: {} } } })
    t.equal(alliesOnYgo.statusCode, 400)
    t.match(alliesOnYgo.json().message, /allies/)
  })
})
