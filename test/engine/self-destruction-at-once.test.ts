/**
 * A card that destroys itself while a condition holds ("If you control a monster that is not a
 * "Burning Abyss" monster, destroy this card"), its condition as data holding in the window and
 * nothing negating it: destroyed at once, before any list item, without activation or chain; held
 * back by a negation until the end of the turn, it waits for the turn's end; a condition kept as text
 * is never guessed to hold. Boards of our own, expected answers written first.
 */
import t from 'tap'
import type { ContinuousBehaviour } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { eventsOfType, request, story } from './helpers.js'

const abyss = (extra: Partial<ContinuousBehaviour> = {}, negatedUntil?: string): EngineCard => ({
  key: 'abyss',
  name: 'Abyss Dancer',
  password: null,
  cardType: 'monster',
  ...(negatedUntil !== undefined ? { negatedUntil } : {}),
  behaviours: { phases: [], continuous: [{ effect: 'destroy-self', cards: 'any', whose: 'controller', requires: [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { notNamed: 'Abyss' }, min: 1 }], source: 'curated', ...extra }] },
})
const stranger: EngineCard = { key: 'stranger', name: 'Stranger', password: null, cardType: 'monster', behaviours: { phases: [] } }
const moved = (result: ReturnType<typeof resolve>) => eventsOfType(result.events, 'resolve').find((e) => e.effect === 'abyss' && e.moves === 'graveyard')

t.test('its condition holds as the window starts: destroyed at once, before the hand-size step', async (t) => {
  const result = resolve(request({ players: { A: { field: [abyss(), stranger] } } }))
  t.ok(moved(result), 'destroyed')
  const lines = story(result.events)
  t.ok(lines.findIndex((line) => line.startsWith('resolve abyss')) < lines.findIndex((line) => line.startsWith('hand-size')), `before the hand-size step: ${lines.join(' | ')}`)
  t.notOk(eventsOfType(result.events, 'activate').some((e) => e.effect === 'abyss'), 'not activated: no chain')
})

t.test('its condition fails, is kept as text, or a negation holds it back: not destroyed in the window', async (t) => {
  t.notOk(moved(resolve(request({ players: { A: { field: [abyss()] } } }))), 'no other monster: it stays')
  t.notOk(moved(resolve(request({ players: { A: { field: [abyss({ condition: 'if something the data cannot say' }), stranger] } } }))), 'a condition kept as text: not guessed')
  const negated = resolve(request({ players: { A: { field: [abyss({}, 'veil'), stranger] } }, effects: [{ id: 'veil', controller: 'B', kind: 'expire', mandatory: true, lasts: 'end-of-turn' }] }))
  t.notOk(moved(negated), 'negated until the end of the turn: not in the window')
  t.match(eventsOfType(negated.events, 'as-turn-ends'), [{ effect: 'abyss', moves: 'graveyard' }], 'as the turn ends instead')
})
