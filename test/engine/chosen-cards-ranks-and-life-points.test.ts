/**
 * Cards an item chooses from a player's field ("Shuffle 1 card your opponent controls into the
 * Deck, and if you do, …"), the lowest or highest printed ATK of a selection, a draw for each card
 * moved, an amount equal to a card's original ATK, LP that become a figure, LP conditions, and an
 * activation ban left for the rest of the turn. Boards of our own, expected answers written first.
 */
import t from 'tap'
import type { BoardAction, PhaseBehaviour, StateCondition } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { eventsOfType, request } from './helpers.js'

const itemCard = (key: string, does: BoardAction[], extra: Partial<PhaseBehaviour> = {}, facts: Partial<EngineCard> = {}): EngineCard => ({
  key,
  name: key,
  password: null,
  cardType: 'monster',
  behaviours: { phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', does, source: 'curated', ...extra }] },
  ...facts,
})
const monster = (key: string, facts: Partial<EngineCard> = {}): EngineCard => ({ key, name: key, password: null, cardType: 'monster', behaviours: { phases: [] }, ...facts })
const resolvedOf = (result: ReturnType<typeof resolve>, key: string) => eventsOfType(result.events, 'resolve').find((e) => e.effect === key)

const shuffleOne: BoardAction[] = [
  { action: 'return-to-deck', count: 1, chosen: { zone: 'field', whose: 'opponent' } },
  { action: 'lose-lp', amount: 500, whose: 'opponent', damage: true, ifDone: true },
]

t.test('one card chosen out of one: it moves, and "if you do" follows', async (t) => {
  const result = resolve(request({ players: { A: { field: [itemCard('shuffler', shuffleOne)] }, B: { field: [monster('only')], lp: 8000 } } }))
  t.match(resolvedOf(result, 'shuffler'), { outcome: 'applied', subject: 'only', moves: 'deck', lp: { B: 7500 } })
  t.equal(resolvedOf(result, 'shuffler')?.effectOnState, undefined)
})

t.test('nothing to choose: nothing moves, and nothing "if you do"', async (t) => {
  const result = resolve(request({ players: { A: { field: [itemCard('shuffler', shuffleOne)] }, B: { lp: 8000 } } }))
  t.equal(resolvedOf(result, 'shuffler')?.lp, undefined, 'no damage')
  t.equal(resolvedOf(result, 'shuffler')?.effectOnState, undefined, 'nothing left undecided')
})

t.test('one card chosen out of two: which one the board does not say, so neither moves nor is the damage dealt', async (t) => {
  const result = resolve(request({ players: { A: { field: [itemCard('shuffler', shuffleOne)] }, B: { field: [monster('one'), monster('two')], lp: 8000 } } }))
  t.match(resolvedOf(result, 'shuffler'), { effectOnState: 'partial', notApplied: ['return-to-deck', 'lose-lp'] })
  t.equal(resolvedOf(result, 'shuffler')?.lp, undefined)
})

t.test('the lowest printed ATK among face-up monsters: a Set one is not face-up; a tie is a choice', async (t) => {
  const lowest: BoardAction[] = [{ action: 'destroy', count: 1, chosen: { zone: 'field', whose: 'each', cards: 'monster', filter: { position: 'face-up' }, rank: 'lowest-atk' } }]
  const queen = itemCard('queen', lowest, {}, { atk: 2400 })
  const one = resolve(request({ players: { A: { field: [queen] }, B: { field: [monster('weak', { atk: 300 }), monster('strong', { atk: 2000 }), monster('set', { atk: 0, position: 'set' })] } } }))
  t.match(resolvedOf(one, 'queen'), { subject: 'weak', moves: 'graveyard' })
  const tied = resolve(request({ players: { A: { field: [queen] }, B: { field: [monster('weak 1', { atk: 300 }), monster('weak 2', { atk: 300 })] } } }))
  t.match(resolvedOf(tied, 'queen'), { effectOnState: 'partial', notApplied: ['destroy'] }, 'two tied: the player chooses, the board does not say')
  const unknown = resolve(request({ players: { A: { field: [queen] }, B: { field: [monster('weak', { atk: 300 }), monster('no figure')] } } }))
  t.match(resolvedOf(unknown, 'queen'), { effectOnState: 'partial', notApplied: ['destroy'] }, 'an ATK not known: undecided')
})

t.test('every monster tied for the highest ATK', async (t) => {
  const highest: BoardAction[] = [{ action: 'destroy', every: { zone: 'field', whose: 'each', cards: 'monster', rank: 'highest-atk' } }]
  const result = resolve(request({ players: { A: { field: [itemCard('sand', highest, {}, { cardType: 'trap', atk: undefined })] }, B: { field: [monster('big 1', { atk: 3000 }), monster('big 2', { atk: 3000 }), monster('small', { atk: 100 })] } } }))
  t.match(resolvedOf(result, 'sand'), { every: [{ action: 'destroy', cards: ['big 1', 'big 2'] }] })
})

t.test('every monster tied for the highest Level: an Xyz Monster has none; a Level not known leaves it undecided', async (t) => {
  const highest: BoardAction[] = [{ action: 'destroy', every: { zone: 'field', whose: 'each', cards: 'monster', rank: 'highest-level' } }]
  const dream = itemCard('dream', highest, {}, { cardType: 'spell' })
  const xyz = monster('xyz', { monsterTypes: ['Warrior', 'Xyz', 'Effect'], atk: 2500 })
  const result = resolve(request({ players: { A: { field: [dream, xyz, monster('four', { level: 4 })] }, B: { field: [monster('eight 1', { level: 8 }), monster('eight 2', { level: 8 }), monster('seven', { level: 7 })] } } }))
  t.match(resolvedOf(result, 'dream'), { every: [{ action: 'destroy', cards: ['eight 1', 'eight 2'] }] })
  const lowest = resolve(request({ players: { A: { field: [itemCard('low', [{ action: 'destroy', every: { zone: 'field', whose: 'each', cards: 'monster', rank: 'lowest-level' } }], {}, { cardType: 'spell' }), xyz, monster('four', { level: 4 })] } } }))
  t.match(resolvedOf(lowest, 'low'), { every: [{ action: 'destroy', cards: ['four'] }] }, 'the Xyz Monster is not the lowest either')
  const unknown = resolve(request({ players: { A: { field: [dream, monster('four', { level: 4 }), monster('no figure')] } } }))
  t.match(resolvedOf(unknown, 'dream'), { effectOnState: 'partial', notApplied: ['destroy'] })
})

t.test('a draw for each card moved into the Main Deck: an Xyz Monster goes to the Extra Deck and is not counted', async (t) => {
  const does: BoardAction[] = [
    { action: 'return-to-deck', target: 'all', whose: 'opponent' },
    { action: 'draw', whose: 'opponent', per: { count: 'acted', filter: { mainDeck: true } } },
  ]
  const result = resolve(
    request({ players: { A: { field: [itemCard('gabrion', does)] }, B: { field: [monster('main', { monsterTypes: ['Rock', 'Normal'] }), monster('xyz', { monsterTypes: ['Dragon', 'Xyz', 'Effect'] })], deck: 20 } } }),
  )
  t.match(resolvedOf(result, 'gabrion'), { cards: ['main', 'xyz'], adds: ['a card drawn'] })
  const none = resolve(request({ players: { A: { field: [itemCard('gabrion', does)] }, B: { deck: 20 } } }))
  t.equal(resolvedOf(none, 'gabrion')?.adds, undefined, 'none moved, none drawn')
  t.equal(resolvedOf(none, 'gabrion')?.effectOnState, undefined)
})

t.test("damage equal to the card's original ATK, from the catalog; none known, not applied", async (t) => {
  const does: BoardAction[] = [{ action: 'send-to-gy', target: 'self' }, { action: 'lose-lp', damage: true, amountOf: 'original-atk' }]
  const known = resolve(request({ players: { A: { field: [itemCard('goku', does, {}, { atk: 2400 })], lp: 8000 } } }))
  t.match(resolvedOf(known, 'goku'), { moves: 'graveyard', lp: { A: 5600 } })
  const unknown = resolve(request({ players: { A: { field: [itemCard('goku', does)], lp: 8000 } } }))
  t.match(resolvedOf(unknown, 'goku'), { effectOnState: 'partial', notApplied: ['lose-lp'] })
})

t.test('LP that become a figure, only while the LP condition holds', async (t) => {
  const below: StateCondition = { check: 'lp', whose: 'controller', max: 3999 }
  const sadion = itemCard('sadion', [{ action: 'set-lp', amount: 4000 }], { kind: 'trigger', requires: [below] })
  const low = resolve(request({ players: { A: { field: [sadion], lp: 3000 } } }))
  t.match(resolvedOf(low, 'sadion'), { outcome: 'applied', lp: { A: 4000 } })
  const high = resolve(request({ players: { A: { field: [sadion], lp: 5000 } } }))
  t.equal(resolvedOf(high, 'sadion'), undefined, '5000 is not less than 4000: not on the list')
  const unstated = resolve(request({ players: { A: { field: [sadion] } } }))
  t.ok(resolvedOf(unstated, 'sadion'), 'LP not given: not decided, taken as holding')
})

t.test("more cards in the opponent's GY than in one's own", async (t) => {
  const plaice = itemCard('plaice', [], { kind: 'trigger', zone: 'graveyard', requires: [{ check: 'controls-more', zone: 'graveyard' }] })
  const more = resolve(request({ players: { A: { graveyard: [plaice] }, B: { graveyard: [monster('b1'), monster('b2')] } } }))
  t.ok(resolvedOf(more, 'plaice'), 'B has 2, A has 1')
  const fewer = resolve(request({ players: { A: { graveyard: [plaice, monster('a2')] }, B: { graveyard: [monster('b1')] } } }))
  t.equal(resolvedOf(fewer, 'plaice'), undefined, 'B has 1, A has 2')
})

t.test('an activation ban left for the rest of the turn keeps the opponent from activating an effect on the field, not its own player', async (t) => {
  const calamity = { id: 'calamity', controller: 'A' as const, card: 'King', kind: 'expire' as const, mandatory: true, lasts: 'end-of-turn' as const, holds: [{ effect: 'forbid-activation' as const, cards: 'any' as const, whose: 'opponent' as const }] }
  const neos = (key: string): EngineCard => ({ key, name: key, password: null, cardType: 'monster', behaviours: { phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'each', moves: 'deck', source: 'curated' }] } })
  const result = resolve(request({ effects: [calamity], players: { A: { field: [neos('mine')] }, B: { field: [neos('theirs')] } } }))
  t.ok(eventsOfType(result.events, 'activate').some((e) => e.effect === 'mine'), "A's own is activated")
  t.notOk(eventsOfType(result.events, 'activate').some((e) => e.effect === 'theirs'), "B's is not")
  t.match(eventsOfType(result.events, 'cannot-activate'), [{ reason: 'activation-forbidden', by: 'King' }])
})

t.test("a count of face-up Field Spells reads the catalog's property; a Set one or another property is not one", async (t) => {
  const noField: StateCondition = { check: 'card-count', zone: 'field', whose: 'each', cards: 'spell', filter: { position: 'face-up', property: 'Field' }, max: 0 }
  const checker = itemCard('checker', [], { kind: 'trigger', requires: [noField] })
  const spell = (key: string, property: string, facts: Partial<EngineCard> = {}): EngineCard => ({ key, name: key, password: null, cardType: 'spell', property, behaviours: { phases: [] }, ...facts })
  const none = resolve(request({ players: { A: { field: [checker, spell('continuous', 'Continuous')] }, B: { field: [spell('set field', 'Field', { position: 'set' })] } } }))
  t.ok(resolvedOf(none, 'checker'), 'no face-up Field Spell: it holds')
  const one = resolve(request({ players: { A: { field: [checker] }, B: { field: [spell('sogen', 'Field')] } } }))
  t.equal(resolvedOf(one, 'checker'), undefined, "the opponent's face-up Field Spell counts")
})
