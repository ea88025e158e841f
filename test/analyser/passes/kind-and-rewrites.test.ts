/**
 * The last passes: the kind settled once costs are read (an old wording is a Trigger Effect in the
 * game unless it is a maintenance cost or bookkeeping the game applies), the activation of a Trap
 * or Quick-Play Spell as the card's own, optional item, and one effect usable from two zones listed
 * once per zone. Real card texts; expected values from the rules.
 */
import t from 'tap'
import type { TextPhaseBehaviour } from '../../../src/analyser/types.js'
import { readTiming } from '../../../src/analyser/passes/timing.js'
import { setUpByWording, setUpRewrites } from '../../../src/analyser/passes/delayed.js'
import { costSaidNext, readMaintenance, readMaintenanceSaidNext, readActingText } from '../../../src/analyser/passes/costs-and-actions.js'
import { settledKind } from '../../../src/analyser/passes/kind.js'
import { readZone } from '../../../src/analyser/passes/zone.js'
import { activatesAsTheCard, cardActivationItem, inZone, twoZones } from '../../../src/analyser/passes/rewrites.js'
import { at, type TestCard } from './sentence.js'
import * as cards from './cards.js'

function passes(card: TestCard, phrase: string) {
  const { mention, site, ctx } = at(card, phrase)
  const timing = readTiming(mention, site, ctx)
  const { kind, delayed } = setUpRewrites(timing.kind, setUpByWording(mention, site, timing, ctx), site, timing, ctx)
  const costNext = costSaidNext(ctx)
  const hasCost = readMaintenance(kind, delayed, timing.body, ctx) !== undefined || readMaintenanceSaidNext(kind, delayed, costNext, ctx) !== undefined
  const settled = settledKind(mention, site, timing, kind, delayed, hasCost, costNext, ctx)
  return { mention, site, ctx, kind, delayed, settled, zone: readZone(mention, kind, delayed, ctx), acting: readActingText(mention, site, kind, ctx) }
}

t.test('the kind, settled', async (t) => {
  const cases: Array<[TestCard, string, TextPhaseBehaviour['kind'], string]> = [
    [cards.scrapWorm, 'at the end of the Battle Phase', 'trigger', 'an old wording without a colon: a mandatory Trigger Effect'],
    [cards.patrolRobo, 'During your Standby Phase', 'trigger', '"you can": an optional Trigger Effect'],
    [cards.messengerOfPeace, 'during your Standby Phase', 'apply', 'a maintenance cost is not activated'],
    [cards.spiritualEnergySettleMachine, 'during each of your End Phases', 'apply', 'a maintenance cost over two sentences'],
    [cards.stimPack, 'During each of your Standby Phases', 'apply', 'an ATK loss the game applies'],
    [cards.shatteredAxe, 'During each of your Standby Phases', 'apply', '"It loses 500 ATK." on a card that stays: applied, though after a colon'],
    [cards.magicalScientist, 'at the end of the turn', 'apply', 'set up by a resolution'],
    [cards.deckLockdown, 'during your 2nd Standby Phase', 'apply', 'set up by the activation'],
    [cards.lyla, 'during your End Phase', 'trigger', 'a trigger stays one'],
    [cards.redArrows, 'until the End Phase', 'expire', 'an expiry stays one'],
  ]
  for (const [card, phrase, expected, why] of cases) t.equal(passes(card, phrase).settled, expected, `${card.name}: ${why}`)
})

t.test('a Spell or Trap activated in the phase, as an item of its own', async (t) => {
  const soul = at(cards.returnSoul, 'Activate only during the End Phase')
  t.strictSame(
    cardActivationItem(soul.mention, soul.ctx),
    { phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', activation: 'card', source: 'text', span: 'Activate only during the End Phase.' },
    'Return Soul: its owner may activate it in either End Phase',
  )
  const mania = at(cards.battleMania, "Activate only during your opponent's Standby Phase")
  t.match(cardActivationItem(mania.mention, mania.ctx), { phase: 'standby', turn: 'opponents', mandatory: false, activation: 'card' }, "Battle Mania: in the opponent's Standby Phase")
})

t.test('the trigger is the activation of the card itself', async (t) => {
  const activates = (card: TestCard, phrase: string) => {
    const p = passes(card, phrase)
    return activatesAsTheCard(p.settled, p.delayed, p.zone, p.ctx)
  }
  t.equal(activates(cards.threeInOne, "During your opponent's End Phase"), true, 'Three in One: a Normal Trap activated then, by its owner\'s choice')
  t.equal(activates(cards.depthAmulet, "during your opponent's 3rd End Phase"), false, 'a Continuous Trap destroying itself: set up, not an activation')
  t.equal(activates(cards.sacredBeastsThunderclap, "During your opponent's End Phase"), false, 'a Continuous Spell\'s effect in the GY')
  t.equal(activates(cards.lyla, 'during your End Phase'), false, 'a monster')
  const three = passes(cards.threeInOne, "During your opponent's End Phase")
  t.equal(activatesAsTheCard(three.settled, true, three.zone, three.ctx), false, 'not when set up by a resolution')
  t.equal(activatesAsTheCard(three.settled, false, 'graveyard', three.ctx), false, 'not from the GY')
})

t.test('one effect usable from two zones', async (t) => {
  const zones = (card: TestCard, phrase: string) => {
    const p = passes(card, phrase)
    return twoZones(p.kind, p.delayed, p.site, p.acting.condText)
  }
  t.strictSame(zones(cards.mikazukinoyaiba, 'During the End Phase'), { first: 'hand', zones: ['hand', 'graveyard'] }, 'Mikazukinoyaiba: "if this card is in your hand or GY"')
  t.strictSame(zones(cards.wannabee, 'During the End Phase'), { zones: ['hand', 'field'] }, 'Wannabee!: a cost "from your hand or field", the zone read from the cost')
  t.strictSame(zones(cards.invincibleDemiseLord, 'During the End Phase'), { zones: ['hand', 'graveyard'] }, 'Invincible Demise Lord: "from your hand or GY"')
  t.equal(zones(cards.lyla, 'during your End Phase'), undefined, 'one zone')
  t.equal(zones(cards.wannabee, 'during the next End Phase'), undefined, 'a set-up is listed once')

  const item: TextPhaseBehaviour = { phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', source: 'text', span: 'x', zone: 'hand' }
  t.strictSame(inZone(item, 'graveyard'), { ...item, zone: 'graveyard' })
  t.strictSame(inZone(item, 'field'), { phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', source: 'text', span: 'x' }, 'the field is left unsaid')
  t.equal(item.zone, 'hand', 'the item itself is not changed')
})
