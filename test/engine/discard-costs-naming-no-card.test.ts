/**
 * A discard cost chosen without naming the cards: paid where naming them would change nothing (the
 * hand holds only as many cards as it takes, or only cards nobody named), refused where it would.
 * Boards of our own.
 */
import t from 'tap'
import { UNNAMED_CARDS } from '../../src/domain/behaviour.js'
import { IllegalChoiceError, resolve, type EngineCard } from '../../src/engine/index.js'
import { card, eventsOfType, request } from './helpers.js'

const machine = card('Machine', {
  phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', maintenance: { pay: [{ action: 'discard', count: 1 }], otherwise: [{ action: 'destroy', target: 'self' }] } }],
})
const unnamed = (n: number): EngineCard[] => Array.from({ length: n }, (_, i) => card(UNNAMED_CARDS.other, { key: i === 0 ? UNNAMED_CARDS.other : `${UNNAMED_CARDS.other} #${i + 1}` }))
const paying = [
  { player: 'A' as const, type: 'apply' as const, effect: 'Machine' },
  { player: 'A' as const, type: 'discard' as const },
]

t.test('a hand of cards nobody named: one of them pays, and a note says so', async (t) => {
  const result = resolve(request({ players: { A: { field: [machine], hand: unnamed(3) } }, choices: paying }))
  const discard = eventsOfType(result.events, 'discard')[0]
  t.same(discard?.cards, ['a card #3'], 'the last one listed, as the default policy takes cards')
  t.match(eventsOfType(result.events, 'resolve').find((e) => e.effect === 'Machine'), { maintenance: 'paid' })
  t.ok(result.notes.some((note) => note.message.key === 'note.cost-unnamed-unsaid'))
})

t.test('a hand of exactly the card the cost takes: that card pays', async (t) => {
  const result = resolve(request({ players: { A: { field: [machine], hand: [card('Only')] } }, choices: paying }))
  t.same(eventsOfType(result.events, 'discard')[0]?.cards, ['Only'])
  t.notOk(result.notes.some((note) => note.message.key === 'note.cost-unnamed-unsaid'), 'nothing to say: there was no choice')
})

t.test('a named card among others: which pays matters, so the choice must say', async (t) => {
  t.throws(() => resolve(request({ players: { A: { field: [machine], hand: [card('Named'), ...unnamed(2)] } }, choices: paying })), IllegalChoiceError)
})

t.test('not paying stays the player\'s choice', async (t) => {
  const result = resolve(request({ players: { A: { field: [machine], hand: unnamed(3) } }, choices: [paying[0]!, { player: 'A', type: 'pass' }] }))
  t.match(eventsOfType(result.events, 'resolve').find((e) => e.effect === 'Machine'), { maintenance: 'not-paid' })
  t.equal(eventsOfType(result.events, 'discard').length, 0)
})
