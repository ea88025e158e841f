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

t.test('a mill says each card it sent: as many as the Deck holds, none from an empty Deck', async (t) => {
  const lamp = card('Mill Lamp', { phases: [endTrigger({ does: [{ action: 'mill', count: 3 }] })] })
  const sent = (deck?: number) => eventsOfType(resolve(request({ players: { A: { field: [lamp], ...(deck !== undefined ? { deck } : {}) } } })).events, 'moved').filter((e) => e.subject === 'a card from the Deck')
  t.equal(sent(20).length, 3)
  t.match(sent(20)[0], { effect: 'Mill Lamp', moves: 'graveyard', as: 'effect' })
  t.equal(sent(2).length, 2, 'a Deck of 2 sends 2')
  t.equal(sent(0).length, 0, 'an empty Deck sends none')
  t.equal(sent().length, 3, 'a Deck whose size is not given is taken to hold them')
})

t.test('responses are used up: a card activated once does not negate again in a later chain', async (t) => {
  const wrath = { id: 'wrath', controller: 'B' as const, card: 'Heavenly Wrath', negates: 'activation' as const, mandatory: true, oncePerTurn: true }
  const board = request({
    players: { A: { field: [card('Lamp One', { phases: [endTrigger()] }), card('Lamp Two', { phases: [endTrigger()] })] } },
    responses: [wrath],
  })
  const result = resolve(board)
  const negations = eventsOfType(result.events, 'negate-activation')
  t.equal(negations.length, 1, 'one negation for one card')
  const outcomes = eventsOfType(result.events, 'resolve').filter((e) => String(e.effect).startsWith('Lamp')).map((e) => e.outcome)
  t.same(outcomes.sort(), ['activation-negated', 'applied'], 'the second lamp resolves')
  // Without the limit, the same response answers every chain (an effect paying a cost each time).
  const repeatable = resolve({ ...board, responses: [{ ...wrath, oncePerTurn: false }] })
  t.equal(eventsOfType(repeatable.events, 'negate-activation').length, 2)
})

t.test('a quick effect may start a chain at its controller’s priority in the list phase', async (t) => {
  const board = request({
    players: { A: { field: [card('Lamp One', { phases: [endTrigger({ mandatory: false })] })] } },
    effects: [{ id: 'typhoon', controller: 'B', card: 'Gust Typhoon', kind: 'quick', mandatory: false }],
  })
  const used = resolve({ ...board, choices: [{ player: 'A', type: 'pass' }, { player: 'B', type: 'activate', effect: 'typhoon' }] })
  const lines = story(used.events)
  t.ok(lines.includes('activate typhoon'), lines.join(' | '))
  t.ok(lines.includes('resolve typhoon applied'))
  const passed = resolve(board)
  t.notOk(story(passed.events).includes('activate typhoon'), 'not used when its controller passes')
  const end = eventsOfType(passed.events, 'list-end')[0]
  t.notOk(((end?.unused as string[] | undefined) ?? []).includes('typhoon'), 'and it does not lapse as a list item')
})

t.test('control carries items: once control returns, the card’s item is its owner’s', async (t) => {
  const fiend = { ...card('Borrowed Fiend', { key: 'fiend', phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'each', does: [{ action: 'destroy', target: 'self' }] }] }), owner: 'A' as const }
  const board = request({
    turnPlayer: 'B',
    players: { B: { field: [fiend] } },
    effects: [{ id: 'control-returns', controller: 'B', kind: 'apply', mandatory: true, subject: 'fiend', does: [{ action: 'return-control' }] }],
  })
  const returned = resolve({ ...board, choices: [{ player: 'B', type: 'apply', effect: 'control-returns' }] })
  const applied = eventsOfType(returned.events, 'apply').find((e) => e.effect === 'fiend')
  t.equal(applied?.player, 'A', 'the owner processes the card’s item after control returned')
  t.ok(returned.steps.some((s) => s.player === 'A' && s.taken.effect === 'fiend'), 'from the owner’s list')
  // Processed before control returns, it is still the borrower's.
  const first = resolve({ ...board, choices: [{ player: 'B', type: 'apply', effect: 'fiend' }] })
  t.equal(eventsOfType(first.events, 'apply').find((e) => e.effect === 'fiend')?.player, 'B')
})

t.test('a maintenance cost is its controller’s decision: pay (discard 1) or let the card be destroyed', async (t) => {
  const engine = card('Settle Engine', {
    phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', maintenance: { pay: [{ action: 'discard', count: 1 }], otherwise: [{ action: 'destroy', target: 'self' }] } }],
  })
  const board = request({ players: { A: { field: [engine], hand: fillers(7) } } })
  const paid = resolve({ ...board, choices: [{ player: 'A', type: 'apply', effect: 'Settle Engine' }, { player: 'A', type: 'discard', cards: ['Filler 1'] }] })
  const paidLines = story(paid.events)
  t.ok(paidLines.includes('discard A [Filler 1]'), paidLines.join(' | '))
  t.equal(eventsOfType(paid.events, 'discard')[0]?.reason, 'cost')
  t.equal(eventsOfType(paid.events, 'resolve').find((e) => e.effect === 'Settle Engine')?.maintenance, 'paid')
  t.ok(paidLines.includes('hand-size A 6/6'), 'paying brought the hand to 6: no hand-size discard')
  t.ok(paid.steps.some((s) => s.decision === 'maintenance'), 'a maintenance decision step')

  const declined = resolve({ ...board, choices: [{ player: 'A', type: 'apply', effect: 'Settle Engine' }, { player: 'A', type: 'pass' }] })
  const resolved = eventsOfType(declined.events, 'resolve').find((e) => e.effect === 'Settle Engine')
  t.match(resolved, { maintenance: 'not-paid', moves: 'graveyard' }, 'not paid: the card is destroyed')
  t.ok(story(declined.events).includes('hand-size A 7/6'), 'and the hand is discarded down for hand size instead')

  const emptyHand = resolve(request({ players: { A: { field: [engine] } } }))
  const step = emptyHand.steps.find((s) => s.decision === 'maintenance')
  t.same(step?.legal.map((a) => a.type), ['pass'], 'nothing to discard: it cannot be paid')
})

t.test('a maintenance cost in LP cannot be paid with fewer LP than it costs; a discarded maintenance card is in the GY', async (t) => {
  const order = card('Toll Order', {
    phases: [{ phase: 'standby', kind: 'apply', mandatory: true, turn: 'each', maintenance: { pay: [{ action: 'pay-lp', amount: 700 }], otherwise: [{ action: 'destroy', target: 'self' }] } }],
  })
  const standby = (lp: number) => resolve(request({ phase: 'standby', players: { A: { field: [order], lp } } }))
  t.same(standby(500).steps.find((s) => s.decision === 'maintenance')?.legal.map((a) => a.type), ['pass'], '500 LP: 700 cannot be paid')
  t.same(standby(700).steps.find((s) => s.decision === 'maintenance')?.legal.map((a) => a.type), ['apply', 'pass'], '700 LP: it can')
  const paid = resolve(request({ phase: 'standby', players: { A: { field: [order], lp: 8000 } }, choices: [{ player: 'A', type: 'apply', effect: 'Toll Order' }, { player: 'A', type: 'apply', effect: 'Toll Order' }] }))
  t.match(eventsOfType(paid.events, 'resolve').find((e) => e.effect === 'Toll Order'), { maintenance: 'paid', lp: { A: 7300 } }, 'paid: 700 LP')

  // The card discarded to keep the engine goes to the GY, where a card reacting to being sent there sees it.
  const engine = card('Settle Engine', {
    phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', maintenance: { pay: [{ action: 'discard', count: 1 }], otherwise: [{ action: 'destroy', target: 'self' }] } }],
  })
  const mourner = card('Mourner', { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard', requires: [{ check: 'in-gy-sent-this-turn' }] }] })
  const kept = resolve(request({ players: { A: { field: [engine], hand: [mourner] } }, choices: [{ player: 'A', type: 'apply', effect: 'Settle Engine' }, { player: 'A', type: 'discard', cards: ['Mourner'] }] }))
  t.ok(kept.steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'Mourner')), `discarded as the cost, it is in the GY this turn: ${story(kept.events).join(' | ')}`)
})

t.test('a face-up card that reacts to discards joins the discard chain; discarded itself it does nothing', async (t) => {
  const watcher = card('Shadow Library', { discard: { trigger: 'any-discard', mandatory: true, watches: 'field' } })
  const onField = resolve(request({ players: { A: { field: [watcher], hand: fillers(7) } } }))
  const lines = story(onField.events)
  t.ok(lines.includes('activate Shadow Library'), `on the field it reacts to the hand-size discard: ${lines.join(' | ')}`)
  const discarded = resolve(request({ players: { A: { hand: [watcher, ...fillers(6)] } }, choices: [{ player: 'A', type: 'discard', cards: ['Shadow Library'] }] }))
  t.notOk(story(discarded.events).includes('activate Shadow Library'), 'discarded from the hand: nothing')
})
