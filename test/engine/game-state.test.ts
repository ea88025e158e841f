/**
 * Issue 9: the board changes as the End Phase goes on. Boards of our own (no card of the audit),
 * expected answers written before the engine was run on them.
 */
import t from 'tap'
import { resolve } from '../../src/engine/index.js'
import { card, eventsOfType, fillers, request, story } from './helpers.js'

const endTrigger = (extra: object = {}) => ({ phase: 'end' as const, kind: 'trigger' as const, mandatory: true, turn: 'yours' as const, ...extra })

t.test('what an item does is applied: a search from the GY makes the hand 7, and 1 is discarded', async (t) => {
  const searcher = card('Grave Searcher', { phases: [endTrigger({ zone: 'graveyard', does: [{ action: 'add-to-hand', from: 'deck' }] })] })
  const result = resolve(request({ players: { A: { hand: fillers(6), graveyard: [searcher] } } }))
  const lines = story(result.events)
  t.ok(lines.includes('activate Grave Searcher'))
  t.ok(lines.includes('hand-size A 7/6'), `the hand is counted as it is then: ${lines.join(' | ')}`)
  t.ok(lines.some((line) => line.startsWith('discard A [')), 'and one card is discarded')
  const resolved = eventsOfType(result.events, 'resolve').find((e) => e.effect === 'Grave Searcher')
  t.same(resolved?.adds, ['a card from the Deck'], 'the card added is in the event')
})

t.test('an item that returns its own card to the hand: the hand grows by it', async (t) => {
  const spirit = card('Wandering Spirit', { phases: [endTrigger({ does: [{ action: 'return-to-hand', target: 'self' }] })] })
  const result = resolve(request({ players: { A: { hand: fillers(6), field: [spirit] } } }))
  const lines = story(result.events)
  t.ok(lines.includes('hand-size A 7/6'), lines.join(' | '))
  const resolved = eventsOfType(result.events, 'resolve').find((e) => e.effect === 'Wandering Spirit')
  t.match(resolved, { subject: 'Wandering Spirit', moves: 'hand' })
})

t.test('an item appears when its condition becomes true: a monster destroyed this turn offers its GY item', async (t) => {
  const phoenix = card('Ember Phoenix', { phases: [endTrigger({ zone: 'graveyard', turn: 'each', requires: [{ check: 'in-gy-sent-this-turn' }] })] })
  const destroyer = card('Sky Striker', { phases: [endTrigger({ does: [] })] })
  const board = request({
    players: { A: { field: [destroyer] }, B: { field: [phoenix] } },
    effects: [{ id: 'destroy', controller: 'A', card: 'Sky Striker', kind: 'trigger', mandatory: true, subject: 'Ember Phoenix', moves: 'graveyard' }],
  })
  const lines = story(resolve(board).events)
  t.ok(lines.indexOf('resolve destroy applied') >= 0, lines.join(' | '))
  t.ok(lines.indexOf('activate Ember Phoenix') > lines.indexOf('resolve destroy applied'), 'the destroyed monster activates its GY effect after')
  // Not sent to the GY: nothing of it.
  const untouched = story(resolve(request({ players: { B: { field: [phoenix] } } })).events)
  t.notOk(untouched.includes('activate Ember Phoenix'), 'on the field its GY item is not on the list')
  const notThisTurn = story(resolve(request({ players: { B: { graveyard: [{ ...phoenix, sentThisTurn: false }] } } })).events)
  t.notOk(notThisTurn.includes('activate Ember Phoenix'), 'in the GY since an earlier turn: no item')
  const thisTurn = story(resolve(request({ players: { B: { graveyard: [phoenix] } } })).events)
  t.ok(thisTurn.includes('activate Ember Phoenix'), 'in the GY, sent this turn (the default): its item')
})

t.test('each copy has its own item; an explicit item replaces only the copy it names', async (t) => {
  const lamp = (key: string) => card('Twin Lamp', { key, phases: [endTrigger()] })
  const both = resolve(request({ players: { A: { field: [lamp('lamp-1'), lamp('lamp-2')] } } }))
  t.equal(eventsOfType(both.events, 'activate').length, 2, 'two copies: two items')
  const named = resolve(
    request({
      players: { A: { field: [lamp('lamp-1'), lamp('lamp-2')] } },
      effects: [
        { id: 'veiler-ends', controller: 'B', kind: 'expire', mandatory: true },
        { id: 'lamp-2-negated', controller: 'A', card: 'Twin Lamp', cardKey: 'lamp-2', kind: 'trigger', mandatory: true, negatedUntil: 'veiler-ends' },
      ],
    }),
  )
  const resolves = eventsOfType(named.events, 'resolve').filter((e) => e.card === 'Twin Lamp')
  t.equal(resolves.length, 2, 'still two items')
  t.same(resolves.map((e) => e.outcome).sort(), ['applied', 'negated'], 'one applied, the negated copy negated')
})

t.test('conditions are checked against the state: an item that needs a card in hand is not offered with an empty hand', async (t) => {
  const archfiend = card('Cost Fiend', { phases: [endTrigger({ requires: [{ check: 'hand-count', whose: 'controller', min: 1 }] })] })
  const empty = story(resolve(request({ players: { A: { field: [archfiend] } } })).events)
  t.notOk(empty.includes('activate Cost Fiend'), empty.join(' | '))
  const withCard = story(resolve(request({ players: { A: { field: [archfiend], hand: fillers(1) } } })).events)
  t.ok(withCard.includes('activate Cost Fiend'))
})

t.test('an item applied with no known effect on the state says so', async (t) => {
  const mystery = card('Mystery Lamp', { phases: [endTrigger()] })
  const result = resolve(request({ players: { A: { field: [mystery] } } }))
  const resolved = eventsOfType(result.events, 'resolve').find((e) => e.effect === 'Mystery Lamp')
  t.equal(resolved?.effectOnState, 'unknown')
  const known = resolve(request({ players: { A: { field: [card('Known Lamp', { phases: [endTrigger({ does: [{ action: 'mill', count: 2 }] })] })] } } }))
  t.equal(eventsOfType(known.events, 'resolve').find((e) => e.effect === 'Known Lamp')?.effectOnState, undefined)
})
