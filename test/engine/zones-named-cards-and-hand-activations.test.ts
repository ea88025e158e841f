/**
 * "All cards in the Spell & Trap Zones" (a Field Spell, in the Field Zone, is not one), a card that
 * destroys itself unless several named cards are in its controller's GY (any one missing), a Trap
 * whose text lets it be activated from the hand (listed there only), and counts narrowed by "Level 4
 * or lower" and "except Plant or Beast". Boards of our own; expected answers written first.
 */
import t from 'tap'
import type { BoardAction, ContinuousBehaviour, StateCondition } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { eventsOfType, request } from './helpers.js'

const plain = (key: string, facts: Partial<EngineCard> = {}): EngineCard => ({ key, name: key, password: null, behaviours: { phases: [] }, ...facts })
const resolvedOf = (result: ReturnType<typeof resolve>, key: string) => eventsOfType(result.events, 'resolve').find((e) => e.effect === key)
const offered = (result: ReturnType<typeof resolve>, key: string) => result.steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === key))

t.test('all cards in the Spell & Trap Zones: Spells and Traps, not a Field Spell, not monsters', async (t) => {
  const does: BoardAction[] = [{ action: 'destroy', target: 'all', whose: 'each', cards: 'spell-trap', spellTrapZones: true }]
  const king = plain('King', { cardType: 'monster', behaviours: { phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', does, source: 'curated' }] } })
  const result = resolve(request({ players: { A: { field: [king, plain('Set Trap', { cardType: 'trap', position: 'set' })] }, B: { field: [plain('Field', { cardType: 'spell', property: 'Field' }), plain('Wall', { cardType: 'trap', property: 'Continuous' })] } } }))
  t.same(resolvedOf(result, 'King')?.cards, ['Set Trap', 'Wall'])
  const unknown = resolve(request({ players: { A: { field: [king, plain('Some Spell', { cardType: 'spell' })] } } }))
  t.match(resolvedOf(unknown, 'King'), { effectOnState: 'partial' }, "a Spell whose property is not known may be a Field Spell: not decided")
})

t.test('destroyed unless every named card is in the GY: any one missing destroys it', async (t) => {
  const needs = (name: string): ContinuousBehaviour => ({ effect: 'destroy-self', cards: 'any', whose: 'controller', requires: [{ check: 'card-count', zone: 'graveyard', whose: 'controller', filter: { named: name }, max: 0 }], source: 'curated' })
  const necross = plain('Necross', { cardType: 'monster', behaviours: { phases: [], continuous: [needs('Head'), needs('Leg')] } })
  const moved = (graveyard: EngineCard[]) => resolve(request({ players: { A: { field: [necross], graveyard } } })).events.some((e) => e.type === 'resolve' && e.subject === 'Necross' && e.moves === 'graveyard')
  t.ok(moved([plain('Head')]), 'Leg missing')
  t.ok(moved([plain('Leg')]), 'Head missing')
  t.notOk(moved([plain('Head'), plain('Leg')]), 'both there: it stays')
})

t.test('a Trap activated from the hand while its controller controls no cards: listed in the hand only, and played from there', async (t) => {
  const none: StateCondition = { check: 'card-count', zone: 'field', whose: 'controller', max: 0 }
  const phases = [
    { phase: 'end' as const, kind: 'trigger' as const, mandatory: false, turn: 'each' as const, activation: 'card' as const, does: [{ action: 'draw' as const, count: 1 }], source: 'curated' as const },
    { phase: 'end' as const, kind: 'trigger' as const, mandatory: false, turn: 'each' as const, activation: 'card' as const, zone: 'hand' as const, requires: [none], does: [{ action: 'draw' as const, count: 1 }], source: 'curated' as const },
  ]
  const trap = (facts: Partial<EngineCard> = {}) => plain('Matched', { cardType: 'trap', property: 'Normal', behaviours: { phases }, ...facts })
  t.ok(offered(resolve(request({ players: { A: { hand: [trap()], deck: 10 } } })), 'Matched'), 'in the hand, controlling no cards')
  t.notOk(offered(resolve(request({ players: { A: { hand: [trap()], field: [plain('Guard', { cardType: 'monster' })], deck: 10 } } })), 'Matched'), 'controlling a card: not from the hand')
  t.ok(offered(resolve(request({ players: { A: { field: [trap({ position: 'set' })], deck: 10 } } })), 'Matched'), 'Set on the field, as any Trap')
  const played = resolve(request({ players: { A: { hand: [trap(), plain('Other')], deck: 10 } }, choices: [{ player: 'A', type: 'activate', effect: 'Matched' }] }))
  t.equal(eventsOfType(played.events, 'hand-size')[0]?.hand, 2, 'it left the hand as it was activated; the draw came in')
})

t.test('counts narrowed by "Level 4 or lower" and by "except Plant or Beast"', async (t) => {
  const levelled: StateCondition = { check: 'card-count', zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { maxLevel: 4 }, min: 2 }
  const onlyPlants: StateCondition = { check: 'card-count', zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { notMonsterTypes: ['Plant', 'Beast'] }, max: 0 }
  const item = (requires: StateCondition[]) => plain('Sprout', { cardType: 'monster', behaviours: { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', requires, does: [{ action: 'draw', count: 1 }], source: 'curated' }] } })
  const monster = (key: string, level: number | undefined, type: string, kind = 'Effect') => plain(key, { cardType: 'monster', ...(level !== undefined ? { level } : {}), monsterTypes: [type, kind] })
  const on = (requires: StateCondition[], graveyard: EngineCard[]) => offered(resolve(request({ players: { A: { field: [item(requires)], graveyard, deck: 10 } } })), 'Sprout')
  t.ok(on([levelled], [monster('Three', 3, 'Plant'), monster('Four', 4, 'Plant')]))
  t.notOk(on([levelled], [monster('Three', 3, 'Plant'), monster('Five', 5, 'Plant')]), 'Level 5 is not 4 or lower')
  t.notOk(on([levelled], [monster('Three', 3, 'Plant'), monster('Rank', undefined, 'Plant', 'Xyz')]), 'an Xyz Monster has no Level')
  t.ok(on([onlyPlants], [monster('Leaf', 2, 'Plant'), monster('Cat', 3, 'Beast')]))
  t.notOk(on([onlyPlants], [monster('Leaf', 2, 'Plant'), monster('Knight', 4, 'Warrior')]), 'a Warrior there')
})

t.test("an effect resolved in the window negates its target's effects for the rest of the turn: its item resolves negated, its protection no longer applies", async (t) => {
  const negator = plain('Negator', { cardType: 'monster', behaviours: { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', does: [{ action: 'negate-effects', chosen: { zone: 'field', whose: 'opponent', filter: { position: 'face-up' } } }], source: 'curated' }] } })
  const lamp = plain('Lamp', { cardType: 'monster', behaviours: { phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', does: [{ action: 'draw', count: 1 }], source: 'curated' }] } })
  const result = resolve(request({ turnPlayer: 'B', players: { A: { field: [negator] }, B: { field: [lamp], deck: 10 } }, choices: [{ player: 'B', type: 'pass' }, { player: 'A', type: 'activate', effect: 'Negator' }] }))
  t.match(resolvedOf(result, 'Negator'), { outcome: 'applied', negated: ['Lamp'] })
  t.match(resolvedOf(result, 'Lamp'), { outcome: 'negated' }, 'activated after the negation: it resolves negated')
  const guard: ContinuousBehaviour = { effect: 'forbid-move', move: 'destroy', cards: 'monster', whose: 'controller', by: 'each', others: true, source: 'curated' }
  const wall = plain('Wall', { cardType: 'monster', behaviours: { phases: [], continuous: [guard] } })
  const sweep = plain('Sweep', { cardType: 'spell', behaviours: { phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', does: [{ action: 'destroy', target: 'all', whose: 'opponent', cards: 'monster', others: true }], source: 'curated' }] } })
  const negatorB = plain('Negator', { cardType: 'monster', behaviours: { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', does: [{ action: 'negate-effects', chosen: { zone: 'field', whose: 'opponent', cards: 'monster' } }], source: 'curated' }] } })
  const protectedFirst = resolve(request({ players: { A: { field: [sweep, negatorB] }, B: { field: [wall, plain('Kept', { cardType: 'monster' })] } }, choices: [{ player: 'A', type: 'activate', effect: 'Sweep' }] }))
  t.notOk(protectedFirst.events.some((e) => e.subject === 'Kept' && e.moves === 'graveyard'), 'the protection applies while Wall is not negated')
  const negatedFirst = resolve(request({ players: { A: { field: [sweep, negatorB] }, B: { field: [wall] } }, choices: [{ player: 'A', type: 'activate', effect: 'Negator' }, { player: 'A', type: 'activate', effect: 'Sweep' }] }))
  t.match(resolvedOf(negatedFirst, 'Negator'), { negated: ['Wall'] })
  const two = resolve(request({ players: { A: { field: [negatorB] }, B: { field: [wall, plain('Kept', { cardType: 'monster' })] } }, choices: [{ player: 'A', type: 'activate', effect: 'Negator' }] }))
  t.match(resolvedOf(two, 'Negator'), { effectOnState: 'partial', notApplied: ['negate-effects'] }, 'two candidates, none named: which one is not known')
})

t.test('a count of two zones together ("on your field or in your GY")', async (t) => {
  const needs: StateCondition = { check: 'card-count', zone: 'field', alsoZone: 'graveyard', whose: 'controller', filter: { named: 'White' }, min: 1 }
  const abyss = plain('Abyss', { cardType: 'monster', behaviours: { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', requires: [needs], does: [{ action: 'draw', count: 1 }], source: 'curated' }] } })
  const on = (players: Parameters<typeof request>[0]['players']) => offered(resolve(request({ players })), 'Abyss')
  t.ok(on({ A: { field: [abyss, plain('White')], deck: 5 } }), 'on the field')
  t.ok(on({ A: { field: [abyss], graveyard: [plain('White')], deck: 5 } }), 'in the GY')
  t.notOk(on({ A: { field: [abyss], graveyard: [plain('Other')], deck: 5 } }), 'in neither')
})

