/**
 * A replacement an activation leaves for a time ("This turn, any monster sent to the GY is banished
 * instead"; "until the end of the next turn, any card sent to the GY is banished instead"): it applies
 * from the turn so far, wherever its card is, to what the window sends to the GY (the hand-size
 * discard), and is over as the turn ends unless it lasts into the next turn. Boards of our own,
 * expected answers written first.
 */
import t from 'tap'
import type { ContinuousBehaviour } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard, type EngineRequest } from '../../src/engine/index.js'
import { eventsOfType, fillers, request } from './helpers.js'

/** The item the turn so far leaves (this-turn.ts derives it from the card's data): an expire holding the replacement. */
const leaving = (id: string, lasts: 'end-of-turn' | 'end-of-next-turn', cards: ContinuousBehaviour['cards']) =>
  ({ id, controller: 'B', card: id, kind: 'expire', mandatory: true, lasts, holds: [{ effect: 'banish-instead', cards, whose: 'each' }] }) as const satisfies EngineRequest['effects'][number]
const monster = (key: string, facts: Partial<EngineCard> = {}): EngineCard => ({ key, name: key, password: null, cardType: 'monster', behaviours: { phases: [] }, ...facts })
const ruled: EngineCard = {
  ...monster('ruled'),
  negatedUntil: 'veil',
  behaviours: { phases: [], continuous: [{ effect: 'destroy-self', cards: 'any', whose: 'controller', source: 'curated' }] },
}

const discardUnder = (by: ReturnType<typeof leaving>, discarded: EngineCard) =>
  resolve(
    request({
      players: { A: { hand: [discarded, ...fillers(6)] } },
      effects: [by],
      choices: [{ player: 'A', type: 'discard', cards: [discarded.key] }],
    }),
  )

t.test('this turn: the monster discarded at the hand-size step is banished instead, a Spell is not', async (t) => {
  const ground = leaving('Ground', 'end-of-turn', 'monster')
  t.match(eventsOfType(discardUnder(ground, monster('beast')).events, 'banished-instead'), [{ by: 'Ground', cards: ['beast'] }])
  t.strictSame(eventsOfType(discardUnder(ground, { ...monster('spell'), cardType: 'spell' }).events, 'banished-instead'), [])
})

t.test('this turn: over as the turn ends, so a card destroyed then goes to the GY', async (t) => {
  const ground = leaving('Ground', 'end-of-turn', 'any')
  const result = resolve(
    request({
      players: { A: { field: [ruled, monster('other')] } },
      effects: [{ id: 'veil', controller: 'B', kind: 'expire', mandatory: true, lasts: 'end-of-turn' }, ground],
    }),
  )
  t.match(eventsOfType(result.events, 'as-turn-ends'), [{ effect: 'ruled', moves: 'graveyard' }])
})

t.test('until the end of the next turn: no end in this window, and it still applies as the turn ends', async (t) => {
  const shifter = leaving('Shifter', 'end-of-next-turn', 'any')
  const result = resolve(
    request({
      players: { A: { field: [ruled, monster('other')] } },
      effects: [{ id: 'veil', controller: 'B', kind: 'expire', mandatory: true, lasts: 'end-of-turn' }, shifter],
    }),
  )
  t.match(eventsOfType(result.events, 'as-turn-ends'), [{ effect: 'ruled', moves: 'banished' }])
  t.match(eventsOfType(result.events, 'banished-instead'), [{ by: 'Shifter', cards: ['ruled'] }])
  t.notOk(eventsOfType(result.events, 'expire').some((e) => e.effect === 'Shifter'), 'it does not end in this turn')
  t.ok(eventsOfType(result.events, 'expire').some((e) => e.effect === 'veil'), 'while the negation until the end of this turn does')
})
