/**
 * Cards one cause moves at once are one event for a trigger on other cards ("If a card(s) is
 * banished"): it activates once, and a rate "for each" counts the event's cards. Boards of our own,
 * expected answers written before the engine applied them.
 */
import t from 'tap'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { eventsOfType, request } from './helpers.js'

const absorber: EngineCard = {
  key: 'absorber',
  name: 'Absorber',
  password: null,
  cardType: 'spell',
  behaviours: { phases: [], triggers: [{ event: 'banished', subject: 'other', cards: 'any', whose: 'each', mandatory: true, does: [{ action: 'gain-lp', amount: 500, per: { count: 'event' } }], source: 'curated' }] },
}
const monster = (key: string): EngineCard => ({ key, name: key, password: null, cardType: 'monster', behaviours: { phases: [] } })
/** A's End Phase item banishing every monster on the field. */
const exiler: EngineCard = { key: 'exiler', name: 'Exiler', password: null, cardType: 'spell', behaviours: { phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', does: [{ action: 'banish', target: 'all', cards: 'monster', whose: 'each' }], source: 'curated' }] } }

t.test('two monsters banished at once: one activation, 500 LP for each', async (t) => {
  const result = resolve(request({ players: { A: { field: [exiler, absorber, monster('One'), monster('Two')], lp: 8000 }, B: { lp: 8000 } } }))
  t.equal(eventsOfType(result.events, 'activate').filter((e) => String(e.effect).startsWith('absorber')).length, 1, 'activated once')
  const resolved = eventsOfType(result.events, 'resolve').find((e) => String(e.effect).startsWith('absorber'))
  t.same(resolved?.lp, { A: 9000 }, '8000 + 2 × 500')
})

t.test('one monster banished: 500 LP', async (t) => {
  const result = resolve(request({ players: { A: { field: [exiler, absorber, monster('One')], lp: 8000 }, B: { lp: 8000 } } }))
  t.same(eventsOfType(result.events, 'resolve').find((e) => String(e.effect).startsWith('absorber'))?.lp, { A: 8500 })
})
