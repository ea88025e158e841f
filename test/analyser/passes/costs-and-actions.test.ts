/**
 * The actions-and-costs pass: what "it" means, a maintenance cost (in the item's sentence or over
 * two), the card's own move, and what the item does and costs. Real card texts; expected values
 * from the words: "pay 100 LP or destroy this card" is paid or the card is destroyed; "Return it to
 * the hand" after a condition naming this card moves this card; a targeted "it" is the target.
 */
import t from 'tap'
import type { BoardAction } from '../../../src/domain/behaviour.js'
import { costSaidNext, readActingText, readDoesAndCosts, readMaintenance, readMaintenanceSaidNext, readMoves, readOwnMove } from '../../../src/analyser/passes/costs-and-actions.js'
import { readTiming } from '../../../src/analyser/passes/timing.js'
import { at, type TestCard } from './sentence.js'
import * as cards from './cards.js'

const brief = (actions: BoardAction[] | undefined) => (actions ?? []).map((a) => [a.action, a.target ?? null, a.count ?? null, a.amount ?? null])

function read(card: TestCard, phrase: string) {
  const { mention, site, ctx } = at(card, phrase)
  const timing = readTiming(mention, site, ctx)
  return { mention, site, ctx, timing, acting: readActingText(mention, site, timing.kind, ctx) }
}

t.test('what "it" means, and the text the item acts on', async (t) => {
  const yata = read(cards.yataGarasu, 'During the End Phase')
  t.equal(yata.acting.itMeansThisCard, true, 'Yata-Garasu: the condition names this card')
  t.equal(yata.acting.effectText.trim(), 'Return it to the hand.')
  t.equal(yata.acting.condText, 'During the End Phase of the turn this card was Normal Summoned or flipped face-up')
  t.equal(read(cards.dillingerousDragon, "during your opponent's End Phase").acting.itMeansThisCard, false, 'Dillingerous Dragon: "it" is the target')
  t.equal(read(cards.lyla, 'during your End Phase').acting.itMeansThisCard, false, 'Lyla: the condition names no card')
  const fusion = read(cards.instantFusion, 'destroyed during the End Phase')
  t.equal(fusion.acting.condText, '', 'an old wording has no condition before a colon')
  t.equal(fusion.acting.effectText, 'also it is destroyed during the End Phase.', 'its clause to the sentence\'s end')
  t.equal(fusion.acting.itMeansThisCard, false)
})

t.test('a maintenance cost in the item\'s sentence', async (t) => {
  const messenger = read(cards.messengerOfPeace, 'during your Standby Phase')
  const cost = readMaintenance('apply', false, messenger.timing.body, messenger.ctx)
  t.equal(cost?.cost, 'pay 100 LP', 'Messenger of Peace')
  t.strictSame(brief(cost?.maintenance.pay), [['pay-lp', null, null, 100]], 'paying pays 100 LP')
  t.strictSame(cost?.maintenance.otherwise, [{ action: 'destroy', target: 'self' }], 'not paying destroys it')
  t.equal(readMaintenance('apply', true, messenger.timing.body, messenger.ctx), undefined, 'set up by a resolution: no maintenance of the card')
  t.equal(readMaintenance('expire', false, messenger.timing.body, messenger.ctx), undefined, 'an expiry has none')
  const lyla = read(cards.lyla, 'during your End Phase')
  t.equal(readMaintenance('trigger', false, lyla.timing.body, lyla.ctx), undefined, 'Lyla mills: no cost')
  const circuit = read(cards.degenerateCircuit, 'during each of their Standby Phases')
  const paid = readMaintenance('apply', false, circuit.timing.body, circuit.ctx)
  t.equal(paid?.cost, 'pays 500 Life Points', 'Degenerate Circuit: a cost with no alternative, "(this is not optional)"')
  t.strictSame(brief(paid?.maintenance.pay), [['pay-lp', null, null, 500]], 'paying pays 500 LP')
  t.strictSame(paid?.maintenance.otherwise, [], 'nothing is said for not paying')
})

t.test('a maintenance of a Tribute from the field, and not paying by damage', async (t) => {
  const other = { action: 'send-to-gy', tribute: true, target: 'zone', from: 'field', whose: 'controller', count: 1, chosen: { zone: 'field', whose: 'controller', cards: 'monster', others: true } }
  const yubel = read(cards.yubel, 'during your End Phase')
  const kept = readMaintenance('trigger', false, yubel.timing.body, yubel.ctx)
  t.strictSame(kept?.maintenance.pay, [other], 'Yubel: 1 other monster its controller controls, Tributed')
  t.strictSame(kept?.maintenance.otherwise, [{ action: 'destroy', target: 'self' }])
  const queen = read(cards.volcanicQueen, 'during your End Phase')
  const burnt = readMaintenance('trigger', false, queen.timing.body, queen.ctx)
  t.strictSame(burnt?.maintenance.pay, [other], 'Volcanic Queen')
  t.strictSame(burnt?.maintenance.otherwise, [{ action: 'lose-lp', amount: 1000, damage: true }], '"or take 1000 damage": damage to its controller')
})

t.test('a maintenance cost said over two sentences', async (t) => {
  const machine = read(cards.spiritualEnergySettleMachine, 'during each of your End Phases')
  t.equal(costSaidNext(machine.ctx), true, 'Spiritual Energy Settle Machine: "If you do not, destroy this card."')
  t.equal(costSaidNext(read(cards.messengerOfPeace, 'during your Standby Phase').ctx), false)
  const cost = readMaintenanceSaidNext('apply', false, true, machine.ctx)
  t.equal(cost?.cost, 'Discard 1 card from your hand')
  t.strictSame(brief(cost?.maintenance.pay), [['discard', null, 1, null]])
  t.strictSame(cost?.maintenance.otherwise, [{ action: 'destroy', target: 'self' }])
  t.equal(readMaintenanceSaidNext('apply', false, false, machine.ctx), undefined, 'without the next sentence\'s words, no cost')
  t.equal(readMaintenanceSaidNext('trigger', false, true, machine.ctx), undefined, 'only an applied item')
})

t.test('the card\'s own move', async (t) => {
  const moves = (card: TestCard, phrase: string) => {
    const r = read(card, phrase)
    return readMoves(r.mention, r.timing.kind, r.timing.body, r.acting.itMeansThisCard, r.ctx)
  }
  t.equal(moves(cards.yataGarasu, 'During the End Phase'), 'hand', 'Yata-Garasu: "Return it to the hand"')
  t.equal(moves(cards.sacredSpiritOfTheIceBarrier, 'during the End Phase, if this card'), 'hand', '"Return this card to the hand"')
  t.equal(moves(cards.libromancerPrevented, 'during the End Phase'), 'graveyard', '"Send this card to the GY"')
  t.equal(moves(cards.lyla, 'during your End Phase'), undefined, 'milling the Deck moves no card of its own')
  t.equal(moves(cards.dillingerousDragon, "during your opponent's End Phase"), undefined, '"destroy it": the target')
  t.equal(moves(cards.instantFusion, 'destroyed during the End Phase'), undefined, '"it" is the Fusion Monster')
  t.equal(moves(cards.melffyCatty, 'During your End Phase'), undefined, 'a Special Summon of itself is no move away (it is what the item does)')
  t.equal(moves(cards.scrapWorm, 'at the end of the Battle Phase'), 'graveyard', 'Scrap Worm: "If this card attacks, it is destroyed …": an old wording\'s passive "it" is this card')
  t.equal(read(cards.scrapWorm, 'at the end of the Battle Phase').acting.itMeansThisCard, true)
})

t.test("the card's own move is a destruction, or not", async (t) => {
  const own = (card: TestCard, phrase: string) => {
    const r = read(card, phrase)
    return readOwnMove(r.mention, r.timing.kind, r.timing.body, r.acting.itMeansThisCard, r.ctx)
  }
  t.same(own(cards.scrapWorm, 'at the end of the Battle Phase'), { dest: 'graveyard', destroys: true }, 'Scrap Worm: "it is destroyed"')
  t.same(own(cards.deckLockdown, 'Standby Phase'), { dest: 'graveyard', destroys: true }, 'Deck Lockdown: "Destroy this card during your 2nd Standby Phase"')
  const gaiaSoul: TestCard = { name: 'Gaia Soul the Combustible Collective', text: 'Once per turn: You can Tribute up to 2 Pyro-Type monsters; this card gains 1000 ATK for each. If this card attacks a Defense Position monster, inflict piercing battle damage to your opponent. During the End Phase: Destroy this card.', cardType: 'monster', monsterTypeLine: 'Pyro / Effect' }
  t.same(own(gaiaSoul, 'During the End Phase'), { dest: 'graveyard', destroys: true }, 'Gaia Soul: "Destroy this card"')
  t.same(own(cards.libromancerPrevented, 'during the End Phase'), { dest: 'graveyard', destroys: false }, '"Send this card to the GY" is no destruction')
  t.same(own(cards.yataGarasu, 'During the End Phase'), { dest: 'hand', destroys: false })
})

t.test('what the item does and costs', async (t) => {
  const does = (card: TestCard, phrase: string, moves?: 'hand' | 'graveyard') => {
    const r = read(card, phrase)
    return readDoesAndCosts(r.acting, false, moves, r.ctx)
  }
  t.strictSame(brief(does(cards.lyla, 'during your End Phase').does), [['mill', null, 3, null]], 'Lyla: the top 3 cards of the Deck')
  t.strictSame(brief(does(cards.melffyCatty, 'During your End Phase').does), [['special-summon', 'self', null, null]], 'Melffy Catty summons itself')
  t.strictSame(brief(does(cards.wannabee, 'During the End Phase').costs), [['send-to-gy', 'self', null, null]], 'Wannabee! sends itself as the cost')
  t.strictSame(brief(does(cards.yataGarasu, 'During the End Phase', 'hand').does), [], 'Yata-Garasu: the return is its `moves`, said once')
  t.strictSame(brief(does(cards.yataGarasu, 'During the End Phase').does), [['return-to-hand', 'self', null, null]], 'without `moves`, the return is what it does')
  t.strictSame(brief(does(cards.scrapWorm, 'at the end of the Battle Phase', 'graveyard').does), [], 'Scrap Worm: its self-destruction is its `moves`, not a destruction with no target')
  t.strictSame(brief(does(cards.scrapWorm, 'at the end of the Battle Phase').does), [['destroy', 'self', null, null]], 'without `moves`, it destroys itself')
})
