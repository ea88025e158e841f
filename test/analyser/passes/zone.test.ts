/**
 * The zone pass: where the card is when its item is on the list. Real card texts; expected values
 * from the words ("if this card is in your GY", "from your hand", "currently banished", a cost of
 * discarding this card) and the rules: an item set up by a resolution belongs to no zone of the card
 * (the field, by default), and a duration's end is the banished card's when it banished itself.
 */
import t from 'tap'
import type { CardZone } from '../../../src/domain/behaviour.js'
import { readTiming } from '../../../src/analyser/passes/timing.js'
import { setUpByWording, setUpRewrites } from '../../../src/analyser/passes/delayed.js'
import { readZone, zoneOf } from '../../../src/analyser/passes/zone.js'
import { splitSentences } from '../../../src/analyser/text.js'
import { at, type TestCard } from './sentence.js'
import * as cards from './cards.js'

const sentenceWith = (card: TestCard, phrase: string) => splitSentences(card.text).find((s) => s.text.includes(phrase))!.masked

t.test('the zone an effect is used from', async (t) => {
  const cases: Array<[TestCard, string, CardZone, string]> = [
    [cards.sacredBeastsThunderclap, "During your opponent's End Phase", 'graveyard', '"if this card is in your GY"'],
    [cards.witchcrafterCelebration, 'During your End Phase', 'graveyard', '"while this card is in your GY"'],
    [cards.melffyCatty, 'During your End Phase', 'hand', '"Special Summon this card from your hand"'],
    [cards.dracotailFaimena, 'You can discard this card', 'hand', 'a cost of discarding this card'],
    [cards.ddScoutPlane, 'During the End Phase', 'banished', '"if this card is currently banished"'],
    [cards.nemesesKeystone, 'During the End Phase', 'banished', '"if this card is currently banished"'],
    [cards.lyla, 'during your End Phase', 'field', 'nothing says otherwise'],
    [cards.libromancerPrevented, 'during the End Phase', 'field', '"Send this card to the GY": from the field'],
  ]
  for (const [card, phrase, expected, why] of cases) t.equal(zoneOf(sentenceWith(card, phrase)), expected, `${card.name}: ${why}`)
})

t.test('the zone of an item, given its kind and whether it was set up', async (t) => {
  const zone = (card: TestCard, phrase: string) => {
    const { mention, site, ctx } = at(card, phrase)
    const timing = readTiming(mention, site, ctx)
    const { kind, delayed } = setUpRewrites(timing.kind, setUpByWording(mention, site, timing, ctx), site, timing, ctx)
    return readZone(mention, kind, delayed, ctx)
  }
  t.equal(zone(cards.skystarray, 'until your next Standby Phase'), 'banished', 'Skystarray banished itself until then')
  t.equal(zone(cards.redArrows, 'until the End Phase'), undefined, 'Red Arrows banished other monsters: the field')
  t.equal(zone(cards.instantFusion, 'destroyed during the End Phase'), undefined, 'set up by a resolution: the field')
  t.equal(zone(cards.sacredBeastsThunderclap, "During your opponent's End Phase"), 'graveyard')
  t.equal(zone(cards.lyla, 'during your End Phase'), undefined, 'the field is left unsaid')

  // The same words read as set up or not: the zone follows the decision it is given.
  const { mention, ctx } = at(cards.sacredBeastsThunderclap, "During your opponent's End Phase")
  t.equal(readZone(mention, 'trigger', true, ctx), undefined, 'set up: the field')
  t.equal(readZone(mention, 'trigger', false, ctx), 'graveyard', 'the card\'s own: its GY')
})
