/**
 * A ban on Tributes meeting a cost "Tribute this card"; locks on monsters Special Summoned this turn
 * (their effects not activated, of a Level or higher; their effects negated); a ban on effects in the
 * hand; a ban on Special Summons of all but one Attribute meeting the cards an effect targets. Boards
 * of our own, expected answers written before the engine applied them.
 */
import t from 'tap'
import type { ContinuousBehaviour } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { eventsOfType, request } from './helpers.js'

const lock = (key: string, effect: Omit<ContinuousBehaviour, 'source'>): EngineCard => ({ key, name: key, password: null, cardType: 'trap', behaviours: { phases: [], continuous: [{ ...effect, source: 'curated' }] } })
const offered = (result: ReturnType<typeof resolve>, effect: string) => result.steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === effect))

t.test('"Neither player can Tribute cards": a cost Tributing the card itself cannot be paid, and the list says why', async (t) => {
  const mare: EngineCard = { key: 'mare', name: 'Mare', password: null, cardType: 'monster', behaviours: { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', costs: [{ action: 'send-to-gy', target: 'self', tribute: true }], does: [{ action: 'draw', count: 1 }], source: 'curated' }] } }
  const mask = lock('Mask', { effect: 'forbid-action', action: 'tribute', cards: 'any', whose: 'each' })
  t.ok(offered(resolve(request({ players: { A: { field: [mare] } } })), 'mare'), 'no ban: offered')
  const banned = resolve(request({ players: { A: { field: [mare] }, B: { field: [mask] } } }))
  t.notOk(offered(banned, 'mare'), 'banned: not offered')
  t.match(eventsOfType(banned.events, 'cannot-activate').find((e) => e.effect === 'mare'), { reason: 'cost-forbidden', by: 'Mask' }, 'said, with the card that bans it')
  const sent: EngineCard = { ...mare, key: 'sender', name: 'Sender', behaviours: { phases: [{ ...mare.behaviours.phases[0]!, costs: [{ action: 'send-to-gy', target: 'self' }] }] } }
  t.ok(offered(resolve(request({ players: { A: { field: [sent] }, B: { field: [mask] } } })), 'sender'), 'sending itself to the GY is no Tribute')
})

t.test('monsters Special Summoned this turn: effects of Level 6 or higher not activated; effects negated', async (t) => {
  const halver = (summoned: EngineCard['summoned'], level = 8): EngineCard => ({ key: 'halver', name: 'Halver', password: null, cardType: 'monster', level, summoned, behaviours: { phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', does: [{ action: 'lose-lp', half: true }], source: 'curated' }] } })
  const grave = lock('Grave', { effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'each', summoned: 'special', minLevel: 6 })
  const lp = (result: ReturnType<typeof resolve>) => (eventsOfType(result.events, 'resolve').find((e) => e.effect === 'halver')?.lp as Partial<Record<'A' | 'B', number>> | undefined)?.A
  const run = (monster: EngineCard, by: EngineCard) => resolve(request({ players: { A: { field: [monster], lp: 8000 }, B: { field: [by] } } }))
  t.notOk(eventsOfType(run(halver('special'), grave).events, 'activate').some((e) => e.effect === 'halver'), 'Special Summoned, Level 8: not activated')
  t.equal(lp(run(halver('tribute'), grave)), 4000, 'Tribute Summoned: activated, LP halved')
  t.equal(lp(run(halver('special', 4), grave)), 4000, 'Level 4: not covered')
  t.equal(lp(run(halver(undefined), grave)), 4000, 'not said how it came: not covered')
  const lose = lock('Lose', { effect: 'negate-effects', cards: 'monster', whose: 'each', summoned: 'special' })
  t.notOk(eventsOfType(run(halver('special'), lose).events, 'resolve').some((e) => e.effect === 'halver' && e.outcome === 'applied'), 'Special Summoned this turn: negated')
  t.equal(lp(run(halver('tribute'), lose)), 4000, 'Tribute Summoned: not negated')
})

t.test('"Neither player can activate the effects of monsters in the hand": a hand trigger on a destruction is kept', async (t) => {
  const drain = lock('Drain', { effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'each', inZones: ['hand'] })
  const riser: EngineCard = { key: 'riser', name: 'Riser', password: null, cardType: 'monster', behaviours: { phases: [], triggers: [{ event: 'destroyed', subject: 'other', cards: 'monster', whose: 'controller', zone: 'hand', mandatory: false, does: [{ action: 'special-summon', target: 'self' }], source: 'curated' }] } }
  const victim: EngineCard = { key: 'victim', name: 'Victim', password: null, cardType: 'monster', behaviours: { phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', moves: 'graveyard', destroys: true, source: 'curated' }] } }
  const triggered = (field: EngineCard[]) => resolve(request({ players: { A: { field: [victim], hand: [riser] }, B: { field } } })).steps.some((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect?.startsWith('riser') === true))
  t.ok(triggered([]), 'no ban: offered')
  t.notOk(triggered([drain]), 'banned in the hand: not offered')
})

t.test('a Special Summon of the cards an effect targets, under a ban on all but WATER monsters', async (t) => {
  const statue: EngineCard = { key: 'statue', name: 'Statue', password: null, cardType: 'monster', behaviours: { phases: [], continuous: [{ effect: 'forbid-action', action: 'special-summon', cards: 'monster', whose: 'each', exceptAttribute: 'WATER', source: 'curated' }] } }
  const reviver: EngineCard = { key: 'reviver', name: 'Reviver', password: null, cardType: 'monster', behaviours: { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', zone: 'graveyard', gyTargets: { count: 1, kind: 'monster', other: true }, does: [{ action: 'special-summon', from: 'graveyard', chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', others: true } }], source: 'curated' }] } }
  const monster = (key: string, attribute: string): EngineCard => ({ key, name: key, password: null, cardType: 'monster', attribute, behaviours: { phases: [] } })
  const run = (graveyard: EngineCard[]) => resolve(request({ players: { A: { graveyard: [reviver, ...graveyard] }, B: { field: [statue] } } }))
  t.notOk(offered(run([monster('Dark one', 'DARK')]), 'reviver'), 'its only target is DARK: not offered')
  t.ok(offered(run([monster('Wet one', 'WATER')]), 'reviver'), 'a WATER target: offered')
  t.ok(offered(run([monster('Dark one', 'DARK'), monster('Wet one', 'WATER')]), 'reviver'), 'one of two may be Summoned: offered')
})

t.test('"Monsters cannot activate their effects, except Spirit monsters": every monster but a Spirit, a type line not known covered', async (t) => {
  const iwato = lock('Iwato', { effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'each', exceptKind: 'Spirit' })
  const adder = (monsterTypes: string[] | undefined): EngineCard => ({
    key: 'adder', name: 'Adder', password: null, cardType: 'monster', ...(monsterTypes ? { monsterTypes } : {}),
    behaviours: { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', does: [{ action: 'draw', count: 1 }], source: 'curated' }] },
  })
  const run = (monster: EngineCard, field: EngineCard[]) => resolve(request({ players: { A: { field: [monster], deck: 10 }, B: { field } } }))
  t.ok(offered(run(adder(['Dragon', 'Effect']), []), 'adder'), 'no lock: offered')
  t.notOk(offered(run(adder(['Dragon', 'Effect']), [iwato]), 'adder'), 'a Dragon: not offered')
  t.ok(offered(run(adder(['Rock', 'Spirit', 'Effect']), [iwato]), 'adder'), 'a Spirit: offered')
  t.notOk(offered(run(adder(undefined), [iwato]), 'adder'), 'a type line not known: not taken to be a Spirit')
})
