/**
 * A card's trigger on leaving the field: every move from the field to somewhere else raises it
 * (destroyed, returned to the hand by its own End Phase item), a move that starts elsewhere never
 * does, and a trigger on being destroyed still asks only for the destruction. Boards of our own,
 * expected answers written before the engine raised the event.
 */
import t from 'tap'
import type { EventTrigger } from '../../src/domain/behaviour.js'
import { eventsOf } from '../../src/engine/yugioh/triggers.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { eventsOfType, fillers, request, sweeper } from './helpers.js'

const leaver = (key: string, trigger: Partial<EventTrigger> = {}, phases: EngineCard['behaviours']['phases'] = []): EngineCard => ({
  key,
  name: key,
  password: null,
  cardType: 'monster',
  behaviours: { phases, triggers: [{ event: 'left-field', subject: 'self', mandatory: false, does: [{ action: 'draw', count: 1 }], source: 'curated', ...trigger }] },
})

const offered = (result: ReturnType<typeof resolve>, effect: string) => result.steps.some((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect === effect))

t.test('the events of a move: off the field raises left-field beside the move\'s own events', async (t) => {
  t.same(eventsOf({ key: 'x', from: 'field', to: 'graveyard', cause: 'destroy', owner: 'A' }).sort(), ['destroyed', 'left-field', 'sent-to-gy'])
  t.same(eventsOf({ key: 'x', from: 'field', to: 'hand', owner: 'A' }).sort(), ['added', 'left-field'], 'returned to the hand: added to it too')
  t.same(eventsOf({ key: 'x', from: 'field', to: 'banished', owner: 'A' }).sort(), ['banished', 'left-field'])
  t.same(eventsOf({ key: 'x', from: 'field', to: 'extra-deck', owner: 'A' }), ['left-field'])
  t.same(eventsOf({ key: 'x', from: 'hand', to: 'graveyard', cause: 'discard', owner: 'A' }).sort(), ['discarded', 'sent-to-gy'], 'a discard never was on the field')
  t.same(eventsOf({ key: 'x', from: 'graveyard', to: 'field', owner: 'A' }), ['summoned', 'special-summoned'], 'coming to the field is no leaving')
})

t.test('a card destroyed on the field: its trigger on leaving it is offered once', async (t) => {
  const result = resolve(request({ players: { A: { field: [sweeper({ action: 'destroy', target: 'all', whose: 'opponent', cards: 'monster' })] }, B: { field: [leaver('leaver')] } } }))
  t.ok(offered(result, 'leaver:left-field'), 'offered to B')
  const steps = result.steps.filter((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect === 'leaver:left-field'))
  t.equal(steps.length, 1)
})

t.test('a card returned to the hand by its own End Phase item leaves the field too', async (t) => {
  const spirit = leaver('spirit', {}, [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', does: [{ action: 'return-to-hand', target: 'self' }], source: 'curated' }])
  const result = resolve(request({ players: { A: { hand: fillers(2), field: [spirit] } } }))
  t.match(eventsOfType(result.events, 'resolve').find((e) => e.effect === 'spirit'), { moves: 'hand' })
  t.ok(offered(result, 'spirit:left-field'))
})

t.test('the cause asked: by an opponent\'s card effect, not by its controller\'s own', async (t) => {
  const picky = { by: { cause: 'effect' as const, whose: 'opponent' as const } }
  const theirs = resolve(request({ players: { A: { field: [sweeper({ action: 'destroy', target: 'all', whose: 'opponent', cards: 'monster' })] }, B: { field: [leaver('picky', picky)] } } }))
  t.ok(offered(theirs, 'picky:left-field'), "A's effect is B's opponent's")
  const own = resolve(request({ players: { A: { field: [sweeper({ action: 'destroy', target: 'all', whose: 'controller', cards: 'monster', others: true }), leaver('picky', picky)] } } }))
  t.match(eventsOfType(own.events, 'resolve').find((e) => e.effect === 'sweeper'), { cards: ['picky'] })
  t.notOk(offered(own, 'picky:left-field'), 'its controller\'s own effect is not the opponent\'s')
})

t.test('a trigger on being destroyed asks only the destruction: a return to the hand does not raise it', async (t) => {
  const spirit: EngineCard = {
    ...leaver('spirit', {}, [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', does: [{ action: 'return-to-hand', target: 'self' }], source: 'curated' }]),
  }
  spirit.behaviours = { ...spirit.behaviours, triggers: [{ event: 'destroyed', subject: 'self', mandatory: false, does: [{ action: 'draw', count: 1 }], source: 'curated' }] }
  const result = resolve(request({ players: { A: { hand: fillers(2), field: [spirit] } } }))
  t.notOk(result.steps.some((s) => s.decision === 'trigger'), 'nothing is offered')
})
