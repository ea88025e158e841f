/**
 * "If this face-up card would leave the field, banish it instead" (Dark Magician of Chaos): a
 * banish-instead of the card itself only. Destroyed or sent to the GY from the field, it is banished;
 * another card sent beside it goes to the GY. Boards of our own, expected answers written first.
 */
import t from 'tap'
import type { ContinuousBehaviour } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { card, eventsOfType, request } from './helpers.js'

const chaos: EngineCard = {
  ...card('Chaos', { key: 'chaos' }),
  cardType: 'monster',
  behaviours: { phases: [], continuous: [{ effect: 'banish-instead', cards: 'any', whose: 'each', from: 'field', itself: true, source: 'curated' } satisfies ContinuousBehaviour] },
}
const other: EngineCard = { ...card('Other'), cardType: 'monster' }
const sweeper = card('Sweeper', { key: 'sweeper', phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', does: [{ action: 'destroy', every: { zone: 'field', whose: 'opponent', cards: 'monster' } }] }] })

t.test('destroyed from the field, the card itself is banished instead; another beside it goes to the GY', async (t) => {
  const result = resolve(request({ players: { A: { field: [sweeper] }, B: { field: [chaos, other] } } }))
  t.match(eventsOfType(result.events, 'banished-instead'), [{ cards: ['chaos'], by: 'Chaos' }], 'Chaos banished instead, by its own effect')
  t.notOk(eventsOfType(result.events, 'banished-instead').some((e) => (e.cards as string[]).includes('Other')), 'Other is not')
})
