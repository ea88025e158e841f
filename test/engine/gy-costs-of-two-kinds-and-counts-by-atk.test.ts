/**
 * A GY cost of two kinds ("banish 1 LIGHT and 1 DARK monster from your GY, except this card"): one
 * card of each, each said as moved by the cost; offered only while both may be paid. A count of
 * monsters with at least an ATK ("you control an Insect monster with 3000 or more ATK"), by the
 * printed ATK. Boards of our own, expected answers written first.
 */
import t from 'tap'
import type { BoardAction } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { card, eventsOfType, request } from './helpers.js'

const banishOne = (attribute: string): BoardAction => ({ action: 'banish', target: 'zone', from: 'graveyard', whose: 'controller', count: 1, chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { attribute }, others: true } })
const envoy: EngineCard = {
  ...card('Envoy', { key: 'envoy', phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard', costs: [banishOne('LIGHT'), banishOne('DARK')], moves: 'hand' }] }),
  cardType: 'monster',
  attribute: 'DARK',
}
const monster = (name: string, attribute: string, atk?: number, type = 'Fairy'): EngineCard => ({ ...card(name), cardType: 'monster', attribute, monsterTypes: [type, 'Effect'], ...(atk !== undefined ? { atk } : {}) })
const offered = (result: ReturnType<typeof resolve>, effect: string) => result.steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === effect))

t.test('a GY cost of two kinds: one card of each pays, each said; the card itself is not one', async (t) => {
  const paid = resolve(request({ players: { A: { graveyard: [envoy, monster('Light One', 'LIGHT'), monster('Dark One', 'DARK')] } }, choices: [{ player: 'A', type: 'activate', effect: 'envoy' }] }))
  t.match(eventsOfType(paid.events, 'moved').map((e) => [e.subject, e.moves, e.as]), [
    ['Light One', 'banished', 'cost'],
    ['Dark One', 'banished', 'cost'],
  ])
  t.notOk(offered(resolve(request({ players: { A: { graveyard: [envoy, monster('Light One', 'LIGHT')] } } })), 'envoy'), 'no DARK monster but itself: not offered')
})

t.test('a count of monsters with at least an ATK reads the printed ATK; an ATK not known may be it', async (t) => {
  const sting: EngineCard = card('Sting', {
    key: 'sting',
    phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', zone: 'graveyard', requires: [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { monsterType: 'Insect', minAtk: 3000 }, min: 1 }], does: [{ action: 'special-summon', target: 'self' }] }],
  })
  const ask = (field: EngineCard[]) => offered(resolve(request({ players: { A: { graveyard: [sting], field } } })), 'sting')
  t.ok(ask([monster('Moth', 'EARTH', 3500, 'Insect')]), '3500 ATK')
  t.notOk(ask([monster('Queen', 'EARTH', 2200, 'Insect')]), '2200 ATK')
  t.notOk(ask([monster('Big', 'EARTH', 3500, 'Dragon')]), 'no Insect')
  t.ok(ask([monster('Unknown', 'EARTH', undefined, 'Insect')]), 'an ATK the catalog does not give may be enough')
})
