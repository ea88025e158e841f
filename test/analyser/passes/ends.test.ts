/**
 * What a duration's end ends, where the resolver acts on it: a card banished for a time comes back,
 * a negation lifts, a card taken for a time goes back to its owner. Other durations (ATK changes, a name) end on their own. Real card texts.
 */
import t from 'tap'
import type { PhaseBehaviour } from '../../../src/domain/behaviour.js'
import { readEnds } from '../../../src/analyser/passes/ends.js'
import { at, type TestCard } from './sentence.js'
import * as cards from './cards.js'

t.test('what an expiry ends', async (t) => {
  const cases: Array<[TestCard, string, PhaseBehaviour['ends'], string]> = [
    [cards.redArrows, 'until the End Phase', 'banishment', '"banish them until the End Phase"'],
    [cards.skystarray, 'until your next Standby Phase', 'banishment', '"Banish this card until your next Standby Phase"'],
    [cards.lokaSamsara, '(until the End Phase)', 'banishment', '"Banish 1 face-up … (until the End Phase)", said in its cost'],
    [cards.musto, 'until the End Phase', 'negation', '"negate the second target\'s effects until the End Phase"'],
    [cards.blackRayLancer, 'until the End Phase', 'negation', '"negate that target\'s effects until the End Phase"'],
    [cards.koakiMeiruHydroBarrier, 'until the Standby Phase', 'negation', '"are negated until the Standby Phase of your next turn"'],
    [cards.constellarPraesepe, 'until the End Phase', undefined, 'an ATK gain'],
    [cards.heraldryCrest, 'until the End Phase', undefined, 'a name and effects taken over'],
    [cards.thousandEnergy, 'until the End Phase', undefined, 'an ATK and DEF increase'],
    [cards.apeMagician, 'until the End Phase', 'control', '"take control of it until the End Phase"'],
    [cards.allyOfJusticeEnemyCatcher, 'until the End Phase', 'control', '"take control of that target until the End Phase"'],
    [cards.mindPollutant, 'until the End Phase', 'control', '"Discard 1 monster to target …; take control of that target until the End Phase"'],
    [cards.jinzoLayered, 'until the End Phase', 'control', '"take control of it until the End Phase, but it cannot activate its effects"'],
    [cards.heartfeltAppeal, 'until your next End Phase', 'control', '"Take control of the 1 face-up monster … with the highest DEF, until your next End Phase"'],
    [cards.gladiatorBeastLanista, 'until the End Phase', undefined, 'the target is banished for good; the name is what lasts'],
  ]
  for (const [card, phrase, expected, why] of cases) {
    const { mention, ctx } = at(card, phrase)
    t.equal(readEnds(mention, 'expire', ctx), expected, `${card.name}: ${why}`)
  }
})

t.test('only an expiry ends anything', async (t) => {
  const { mention, ctx } = at(cards.redArrows, 'until the End Phase')
  t.equal(readEnds(mention, 'apply', ctx), undefined)
  t.equal(readEnds(mention, 'trigger', ctx), undefined)
})
