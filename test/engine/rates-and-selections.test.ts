/**
 * Quantities counted on the board: an action done once for each card counted (`per`), an action on
 * every card of a selection (`every`), and the cards a Deck sends to the GY meeting damage for each
 * card sent. Boards of our own, with cards whose behaviours are written inline.
 */
import t from 'tap'
import type { BoardAction, ContinuousBehaviour } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { card, eventsOfType, request } from './helpers.js'

const endTrigger = (does: BoardAction[]) => ({ phase: 'end' as const, kind: 'trigger' as const, mandatory: true, turn: 'yours' as const, does })
const typed = (c: EngineCard, cardType: EngineCard['cardType'], extra: Partial<EngineCard> = {}): EngineCard => ({ ...c, cardType, ...extra })
const resolved = (events: ReturnType<typeof resolve>['events'], effect: string) => eventsOfType(events, 'resolve').find((e) => e.effect === effect)

t.test('a rate on the Set cards of the field is counted: 100 for each of 2', async (t) => {
  const burner = card('Burner', { phases: [endTrigger([{ action: 'lose-lp', amount: 100, whose: 'opponent', damage: true, per: { count: 'cards', zone: 'field', whose: 'each', filter: { position: 'set' } } }])] })
  const board = request({
    players: {
      A: { field: [typed(burner, 'monster')], lp: 8000 },
      B: { field: [typed(card('Wall'), 'monster', { position: 'set' }), typed(card('Trap Set'), 'trap', { position: 'set' }), typed(card('Open'), 'monster')], lp: 8000 },
    },
  })
  const event = resolved(resolve(board).events, 'Burner')
  t.same(event?.lp, { B: 7800 }, 'two Set cards, not the face-up one')
  t.equal(event?.effectOnState, undefined, 'applied in full')
})

t.test('a draw for each card counted draws that many, and none for none', async (t) => {
  const drawer = card('Drawer', { phases: [endTrigger([{ action: 'draw', count: 1, per: { count: 'cards', zone: 'field', whose: 'opponent', filter: { position: 'set' } } }])] })
  const two = resolve(request({ players: { A: { field: [drawer], deck: 10 }, B: { field: [typed(card('S1'), 'trap', { position: 'set' }), typed(card('S2'), 'spell', { position: 'set' })] } } }))
  t.same(resolved(two.events, 'Drawer')?.adds, ['a card drawn', 'a card drawn #2'])
  const none = resolve(request({ players: { A: { field: [drawer], deck: 10 }, B: { field: [typed(card('Open'), 'monster')] } } }))
  const event = resolved(none.events, 'Drawer')
  t.equal(event?.adds, undefined, 'no Set card: no card drawn')
  t.equal(event?.effectOnState, undefined, 'and that is the whole of it')
})

t.test('a rate the board cannot count is not applied, nor guessed as one', async (t) => {
  const counted = card('Counter', { phases: [endTrigger([{ action: 'draw', count: 1, per: { count: 'unknown' } }])] })
  const event = resolved(resolve(request({ players: { A: { field: [counted], hand: [] } } })).events, 'Counter')
  t.same(event?.notApplied, ['draw'])
  t.equal(event?.effectOnState, 'partial')
  t.equal(event?.adds, undefined, 'no card drawn')
})

t.test('a rate on a type the board does not state for a card is undecided', async (t) => {
  const gainer = card('Gainer', { phases: [endTrigger([{ action: 'gain-lp', amount: 500, per: { count: 'cards', zone: 'field', whose: 'controller', cards: 'monster' } }])] })
  const untyped = resolve(request({ players: { A: { field: [typed(gainer, 'monster'), card('Stranger')], lp: 8000 } } }))
  t.same(resolved(untyped.events, 'Gainer')?.notApplied, ['gain-lp'], 'Stranger may be a monster: not counted either way')
  const known = resolve(request({ players: { A: { field: [typed(gainer, 'monster'), typed(card('Stranger'), 'spell')], lp: 8000 } } }))
  t.same(resolved(known.events, 'Gainer')?.lp, { A: 8500 }, 'typed: only Gainer is a monster')
})

t.test('a rate on a Type counts the monsters the catalog types so', async (t) => {
  const android = card('Android', { phases: [endTrigger([{ action: 'gain-lp', amount: 600, per: { count: 'cards', zone: 'field', whose: 'controller', cards: 'monster', filter: { monsterType: 'Psychic' } } }])] })
  const psychic = (c: EngineCard) => typed(c, 'monster', { monsterTypes: ['Psychic', 'Synchro', 'Effect'] })
  const board = request({ players: { A: { field: [psychic(android), typed(card('Knight'), 'monster', { monsterTypes: ['Warrior'] })], lp: 8000 } } })
  t.same(resolved(resolve(board).events, 'Android')?.lp, { A: 8600 }, 'the Warrior is not counted')
  const untyped = request({ players: { A: { field: [psychic(android), typed(card('Unknown'), 'monster')], lp: 8000 } } })
  t.same(resolved(resolve(untyped).events, 'Android')?.notApplied, ['gain-lp'], 'a monster the catalog does not type may be one')
})

t.test('each player counts their own hand', async (t) => {
  const emperors = card('Emperors', { phases: [endTrigger([{ action: 'lose-lp', amount: 300, whose: 'each', damage: true, per: { count: 'cards', zone: 'hand', own: true } }])] })
  const board = request({ players: { A: { field: [emperors], hand: [card('a1'), card('a2'), card('a3')], lp: 8000 }, B: { hand: [card('b1')], lp: 8000 } } })
  t.same(resolved(resolve(board).events, 'Emperors')?.lp, { A: 7100, B: 7700 })
})

t.test('every Defense Position monster of the opponent is destroyed, then a rate on them', async (t) => {
  const princess = card('Princess', {
    phases: [
      endTrigger([
        { action: 'destroy', every: { zone: 'field', whose: 'opponent', cards: 'monster', filter: { position: 'defense' } } },
        { action: 'lose-lp', amount: 500, whose: 'opponent', damage: true, per: { count: 'acted', cards: 'monster' } },
      ]),
    ],
  })
  const set = (name: string) => typed(card(name), 'monster', { position: 'set' })
  const board = request({ players: { A: { field: [typed(princess, 'monster')] }, B: { field: [set('Wall 1'), set('Wall 2'), typed(card('Set Spell'), 'spell', { position: 'set' })], lp: 8000 } } })
  const result = resolve(board)
  const event = resolved(result.events, 'Princess')
  t.same(event?.every, [{ action: 'destroy', cards: ['Wall 1', 'Wall 2'], names: ['Wall 1', 'Wall 2'] }], 'the Set monsters, not the Set Spell')
  t.same(event?.lp, { B: 7000 }, '500 for each of the 2 destroyed')
  t.same(event?.notApplied, undefined)
  const withFaceUp = resolve(request({ players: { A: { field: [typed(princess, 'monster')] }, B: { field: [set('Wall 1'), typed(card('Standing'), 'monster')], lp: 8000 } } }))
  const partial = resolved(withFaceUp.events, 'Princess')
  t.same(partial?.notApplied, ['destroy', 'lose-lp'], 'a face-up monster may be in Defense Position: nothing is destroyed, nothing dealt')
})

t.test('a rate on what an action not applied acted on is not applied either', async (t) => {
  const hydra = card('Hydra', { phases: [endTrigger([{ action: 'destroy' }, { action: 'draw', count: 1, per: { count: 'acted', cards: 'monster' } }])] })
  const event = resolved(resolve(request({ players: { A: { field: [hydra], deck: 10 }, B: { field: [typed(card('Zero'), 'monster')] } } })).events, 'Hydra')
  t.same(event?.notApplied, ['destroy', 'draw'], 'which monsters were destroyed is not known, so neither is the draw')
  t.equal(event?.adds, undefined)
})

t.test('every card of a selection, save one a continuous effect keeps from being destroyed', async (t) => {
  const sweeper = card('Sweeper', { phases: [endTrigger([{ action: 'destroy', every: { zone: 'field', whose: 'opponent', cards: 'monster' } }])] })
  const guard: ContinuousBehaviour = { effect: 'forbid-move', move: 'destroy', itself: true, cards: 'any', whose: 'controller', source: 'curated' }
  const sturdy: EngineCard = { ...typed(card('Sturdy'), 'monster'), behaviours: { phases: [], continuous: [guard] } }
  const result = resolve(request({ players: { A: { field: [sweeper] }, B: { field: [sturdy, typed(card('Frail'), 'monster')] } } }))
  t.same(resolved(result.events, 'Sweeper')?.every, [{ action: 'destroy', cards: ['Frail'], names: ['Frail'] }])
})

t.test('cards a Deck sends to the GY meet damage for each card sent there', async (t) => {
  const miller = card('Miller', { phases: [endTrigger([{ action: 'mill', count: 3 }])] })
  const skull: EngineCard = { ...typed(card('Skull'), 'trap'), behaviours: { phases: [], continuous: [{ effect: 'damage-on-send', amount: 300, cards: 'any', whose: 'each', source: 'curated' }] } }
  const sized = resolve(request({ players: { A: { field: [miller], lp: 8000, deck: 2 }, B: { field: [skull] } } }))
  const damage = eventsOfType(sized.events, 'continuous-damage')
  t.equal(damage.length, 2, 'a Deck of 2 sends 2 of the 3')
  t.same(damage.at(-1)?.lp, { A: 7400 })
})
