/**
 * A maintenance paid with cards of the field ("Tribute 1 other monster or destroy this card", Yubel;
 * "… or take 1000 damage", Volcanic Queen), of an activated effect: its controller chooses as it is
 * activated, it is done as it resolves; with no other monster only not paying is left. One paid with
 * cards of the GY ("You must banish 5 cards from your GY face-down (this is not optional), or send this
 * card to the GY") only where the GY holds that many, the cards its controller's choice. And a cost of
 * cards chosen out of the GY that a continuous effect keeps there ("Cards in the GY cannot be
 * banished") cannot be paid. Boards of our own, expected answers written first.
 */
import t from 'tap'
import type { BoardAction, ContinuousBehaviour, Maintenance } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { card, eventsOfType, request } from './helpers.js'

const tributeOther: BoardAction = { action: 'send-to-gy', tribute: true, target: 'zone', from: 'field', whose: 'controller', count: 1, chosen: { zone: 'field', whose: 'controller', cards: 'monster', others: true } }
const keeper = (otherwise: BoardAction[]): EngineCard => ({
  ...card('Keeper', { key: 'keeper', phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', maintenance: { pay: [tributeOther], otherwise } satisfies Maintenance }] }),
  cardType: 'monster',
})
const destroyItself = keeper([{ action: 'destroy', target: 'self' }])
const monster = (name: string): EngineCard => ({ ...card(name), cardType: 'monster' })
const spell = (name: string): EngineCard => ({ ...card(name), cardType: 'spell' })
const resolved = (result: ReturnType<typeof resolve>) => eventsOfType(result.events, 'resolve').find((e) => e.effect === 'keeper')

t.test('no other monster: not paying is all that is left, the card destroys itself as it resolves', async (t) => {
  const result = resolve(request({ players: { A: { field: [destroyItself, spell('Some Spell')] } } }))
  t.match(resolved(result), { outcome: 'applied', maintenance: 'not-paid', subject: 'keeper', moves: 'graveyard' })
  const asked = result.steps.find((s) => s.decision === 'maintenance')
  t.same(asked?.legal, [{ type: 'pass' }], 'a Spell is no monster to Tribute')
  t.ok(asked?.automatic)
  const activated = result.events.findIndex((e) => e.type === 'activate' && e.effect === 'keeper')
  t.ok(activated >= 0 && activated < result.events.indexOf(resolved(result)!), 'activated, then resolved')
})

t.test('another monster: its controller may Tribute it, done as the effect resolves; or not, and the card goes', async (t) => {
  const board = { players: { A: { field: [destroyItself, monster('Fodder')] } } }
  const paid = resolve(request({ ...board, choices: [{ player: 'A', type: 'activate', effect: 'keeper' }, { player: 'A', type: 'discard', cards: ['Fodder'] }] }))
  t.match(resolved(paid), { outcome: 'applied', maintenance: 'paid' })
  t.notOk(resolved(paid)?.moves, 'the Keeper stays')
  t.match(eventsOfType(paid.events, 'moved'), [{ subject: 'Fodder', moves: 'graveyard', as: 'effect', effect: 'keeper' }], 'Fodder tributed, said by card')
  t.ok(paid.events.findIndex((e) => e.type === 'moved') > paid.events.findIndex((e) => e.type === 'activate'), 'as it resolves, not as it is activated')
  const declined = resolve(request({ ...board, choices: [{ player: 'A', type: 'activate', effect: 'keeper' }, { player: 'A', type: 'pass' }] }))
  t.match(resolved(declined), { maintenance: 'not-paid', subject: 'keeper', moves: 'graveyard' })
  t.equal(eventsOfType(declined.events, 'moved').length, 0, 'Fodder stays')
})

t.test('a monster Tributed for it raises its "If this card is Tributed" trigger; under a ban on Tributes none may pay', async (t) => {
  const kuriboh: EngineCard = { ...monster('Kuriboh-like'), key: 'kuriboh', behaviours: { phases: [], triggers: [{ event: 'tributed', subject: 'self', mandatory: true, does: [{ action: 'draw', count: 1 }], source: 'curated' }] } }
  const paid = resolve(request({ players: { A: { field: [destroyItself, kuriboh], hand: [], deck: 10 } }, choices: [{ player: 'A', type: 'activate', effect: 'keeper' }, { player: 'A', type: 'discard', cards: ['kuriboh'] }] }))
  t.match(eventsOfType(paid.events, 'resolve').find((e) => e.effect === 'kuriboh:tributed'), { outcome: 'applied', adds: [String] }, 'Tributed: it draws')
  t.equal(eventsOfType(paid.events, 'hand-size')[0]?.hand, 1)
  const sentOnly: EngineCard = { ...kuriboh, behaviours: { phases: [], triggers: [{ event: 'tributed', subject: 'self', mandatory: true, by: { cause: 'effect' }, does: [{ action: 'draw', count: 1 }], source: 'curated' }] } }
  const byEffect = resolve(request({ players: { A: { field: [destroyItself, sentOnly], hand: [], deck: 10 } }, choices: [{ player: 'A', type: 'activate', effect: 'keeper' }, { player: 'A', type: 'discard', cards: ['kuriboh'] }] }))
  t.ok(eventsOfType(byEffect.events, 'resolve').some((e) => e.effect === 'kuriboh:tributed'), '"Tributed by a card effect": the maintenance is an effect')
  const mask: EngineCard = { ...card('Mask'), cardType: 'trap', behaviours: { phases: [], continuous: [{ effect: 'forbid-action', action: 'tribute', cards: 'any', whose: 'each', source: 'curated' } as ContinuousBehaviour] } }
  const banned = resolve(request({ players: { A: { field: [destroyItself, monster('Fodder')] }, B: { field: [mask] } } }))
  t.same(banned.steps.find((s) => s.decision === 'maintenance')?.legal, [{ type: 'pass' }], 'no Tribute offered')
  t.match(resolved(banned), { maintenance: 'not-paid', moves: 'graveyard' })
})

t.test('"or take 1000 damage": not paying deals the damage to its controller', async (t) => {
  const result = resolve(request({ players: { A: { field: [keeper([{ action: 'lose-lp', amount: 1000, damage: true }])], lp: 8000 } } }))
  t.match(resolved(result), { maintenance: 'not-paid', lp: { A: 7000 } })
})

t.test('a cost of a GY card a continuous effect keeps from being banished cannot be paid', async (t) => {
  const banishCost: BoardAction = { action: 'banish', target: 'zone', from: 'graveyard', whose: 'controller', count: 1, chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', others: true } }
  const riser: EngineCard = { ...card('Riser', { key: 'riser', phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard', costs: [banishCost], does: [{ action: 'special-summon', target: 'self' }] }] }), cardType: 'monster' }
  const valley: EngineCard = { ...card('Valley'), cardType: 'spell', behaviours: { phases: [], continuous: [{ effect: 'forbid-move', move: 'banish', cards: 'any', whose: 'each', from: 'graveyard', source: 'curated' } satisfies ContinuousBehaviour] } }
  const offered = (field: EngineCard[]) => resolve(request({ players: { A: { graveyard: [riser, monster('Other')] }, B: { field } } })).steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'riser'))
  t.ok(offered([]), 'another monster in the GY pays')
  t.notOk(offered([valley]), 'none may be banished from the GY: not offered')
})

t.test('"You must banish 5 cards from your GY (this is not optional), or send this card to the GY": paid from the GY only where it holds 5', async (t) => {
  const banishFive: BoardAction = { action: 'banish', target: 'zone', from: 'graveyard', whose: 'controller', count: 5, chosen: { zone: 'graveyard', whose: 'controller' } }
  const dragon: EngineCard = {
    ...card('Dragon', { key: 'dragon', phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'opponents', maintenance: { pay: [banishFive], otherwise: [{ action: 'send-to-gy', target: 'self' }], mustPay: true } }] }),
    cardType: 'monster',
  }
  const gy = (n: number) => Array.from({ length: n }, (_, i) => monster(`Old ${i + 1}`))
  const ofDragon = (r: ReturnType<typeof resolve>) => eventsOfType(r.events, 'resolve').find((e) => e.effect === 'dragon')
  const six = resolve(request({ turnPlayer: 'B', players: { A: { field: [dragon], graveyard: gy(6) } } }))
  t.same(six.steps.find((s) => s.decision === 'maintenance')?.legal, [{ type: 'discard', count: 5, from: ['Old 1', 'Old 2', 'Old 3', 'Old 4', 'Old 5', 'Old 6'] }], 'which 5 is its controller\'s choice; not paying is no option')
  t.match(ofDragon(six), { maintenance: 'paid' })
  t.notOk(ofDragon(six)?.moves, 'the Dragon stays')
  t.equal(eventsOfType(six.events, 'moved').filter((e) => e.moves === 'banished').length, 5)
  const chosen = resolve(request({ turnPlayer: 'B', players: { A: { field: [dragon], graveyard: gy(6) } }, choices: [{ player: 'A', type: 'activate', effect: 'dragon' }, { player: 'A', type: 'discard', cards: ['Old 2', 'Old 3', 'Old 4', 'Old 5', 'Old 6'] }] }))
  t.same(eventsOfType(chosen.events, 'moved').map((e) => e.subject), ['Old 2', 'Old 3', 'Old 4', 'Old 5', 'Old 6'], 'the cards its controller named')
  const four = resolve(request({ turnPlayer: 'B', players: { A: { field: [dragon], graveyard: gy(4) } } }))
  t.same(four.steps.find((s) => s.decision === 'maintenance')?.legal, [{ type: 'pass' }], '4 cards cannot pay 5')
  t.match(ofDragon(four), { maintenance: 'not-paid', subject: 'dragon', moves: 'graveyard' })
  t.equal(eventsOfType(four.events, 'moved').filter((e) => e.moves === 'banished').length, 0, 'none of the 4 is banished')
  const valley: EngineCard = { ...card('Valley'), cardType: 'spell', behaviours: { phases: [], continuous: [{ effect: 'forbid-move', move: 'banish', cards: 'any', whose: 'each', from: 'graveyard', source: 'curated' } satisfies ContinuousBehaviour] } }
  t.match(ofDragon(resolve(request({ turnPlayer: 'B', players: { A: { field: [dragon], graveyard: gy(6) }, B: { field: [valley] } } }))), { maintenance: 'not-paid', moves: 'graveyard' }, 'cards kept from being banished pay nothing')
})
