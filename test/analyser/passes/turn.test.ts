/**
 * The turn pass: whose turn's phase an item is in. Real card texts; expected values from the words
 * ("your", "your opponent's", "each player's") and from the rules where the words say "the End
 * Phase": a Normal Spell is activated in its controller's Main Phase, a Normal Summon happens in
 * its controller's turn, "the next turn" after one's own is the opponent's, only the turn player's
 * monsters attack, and a card flipped face-up may be flipped in either turn.
 */
import t from 'tap'
import type { TurnScope } from '../../../src/domain/behaviour.js'
import { readTiming } from '../../../src/analyser/passes/timing.js'
import { setUpByWording, setUpRewrites } from '../../../src/analyser/passes/delayed.js'
import { readTurn, setUpTurn, turnWithRequirements } from '../../../src/analyser/passes/turn.js'
import { splitSentences } from '../../../src/analyser/text.js'
import { at, type TestCard } from './sentence.js'
import * as cards from './cards.js'

function turn(card: TestCard, phrase: string): TurnScope {
  const { mention, site, ctx } = at(card, phrase)
  const timing = readTiming(mention, site, ctx)
  const { kind, delayed } = setUpRewrites(timing.kind, setUpByWording(mention, site, timing, ctx), site, timing, ctx)
  return readTurn(mention, kind, delayed, ctx)
}

t.test('whose phase, from the words', async (t) => {
  const cases: Array<[TestCard, string, TurnScope]> = [
    [cards.lyla, 'during your End Phase', 'yours'],
    [cards.melffyCatty, 'During your End Phase', 'yours'],
    [cards.threeInOne, "During your opponent's End Phase", 'opponents'],
    [cards.sacredBeastsThunderclap, "During your opponent's End Phase", 'opponents'],
    [cards.ectoplasmer, "during each player's End Phase", 'each'],
    [cards.aromaJar, "during each player's End Phase", 'each'],
    [cards.skystarray, 'until your next Standby Phase', 'yours'],
    [cards.depthAmulet, "during your opponent's 3rd End Phase", 'opponents'],
    [cards.ddScoutPlane, 'During the End Phase', 'each'],
  ]
  for (const [card, phrase, expected] of cases) t.equal(turn(card, phrase), expected, `${card.name}, "${phrase}"`)
})

t.test('"the End Phase" of an effect set up in one player\'s turn', async (t) => {
  const cases: Array<[TestCard, string, TurnScope, string]> = [
    [cards.instantFusion, 'destroyed during the End Phase', 'yours', 'a Normal Spell: your Main Phase, your End Phase'],
    [cards.redArrows, 'until the End Phase', 'yours', 'a Normal Spell'],
    [cards.alienAmmonite, 'destroy it during the End Phase', 'yours', 'set up when it is Normal Summoned'],
    [cards.cassimolar, 'during the End Phase of the next turn', 'opponents', 'Normal Summoned in your turn: the next turn is the opponent\'s'],
    [cards.doomkaiserAssaultMode, 'destroyed during the End Phase this turn', 'each', 'Special Summoned by a Trap, in either turn'],
    [cards.wannabee, 'during the next End Phase', 'each', 'its End Phase trigger works in either turn, so the next turn may be either player\'s'],
    [cards.yataGarasu, 'During the End Phase', 'each', 'flipped face-up in either turn'],
  ]
  for (const [card, phrase, expected, why] of cases) t.equal(turn(card, phrase), expected, `${card.name}, "${phrase}": ${why}`)
  t.equal(turn(cards.thousandEnergy, 'Monsters on your side of the field during the End Phase'), 'yours', 'Thousand Energy: a Normal Spell, activated in your Main Phase')
  t.equal(turn(cards.magicalScientist, 'at the end of the turn'), 'yours', 'Magical Scientist: an Ignition Effect, so the Fusion Monster returns at the end of your turn')
  t.equal(turn(cards.drytronNova, 'destroy it during the End Phase'), 'yours', 'Drytron Nova: a Normal Spell, so the monster it summoned is destroyed in your End Phase')
  t.equal(turn(cards.spidersLair, 'at the end of the Battle Phase'), 'each', 'Spiders\' Lair: "While this card remains on the field": a continuous effect, any battle in either turn')
})

t.test('the turn the effect that sets an item up can be used in', async (t) => {
  const first = (card: TestCard) => splitSentences(card.text)[0]!.masked
  const cases: Array<[TestCard, string, 'yours' | 'opponents' | undefined, string]> = [
    [cards.instantFusion, first(cards.instantFusion), 'yours', 'a Normal Spell'],
    [cards.threeInOne, first(cards.threeInOne), undefined, 'a Trap: either turn'],
    [cards.lyla, first(cards.lyla), 'yours', 'an Ignition Effect ("You can target …;")'],
    [cards.alienAmmonite, first(cards.alienAmmonite), 'yours', '"When this card is Normal Summoned"'],
    [cards.cassimolar, first(cards.cassimolar), 'yours', '"When this card is Normal Summoned"'],
    [cards.yataGarasu, splitSentences(cards.yataGarasu.text)[1]!.masked, undefined, 'a trigger, in either turn'],
    [cards.constellarPraesepe, splitSentences(cards.constellarPraesepe.text)[1]!.masked, undefined, '"during the Damage Step of either player\'s turn"'],
  ]
  for (const [card, effect, expected, why] of cases) t.equal(setUpTurn(effect, { ...card, text: card.text }), expected, `${card.name}: ${why}`)
})

t.test('only the turn player\'s monsters attack', async (t) => {
  t.equal(turnWithRequirements('each', [{ check: 'attacked-this-turn' }]), 'yours', 'Big Jaws: "if this card attacked"')
  t.equal(turnWithRequirements('each', [{ check: 'battled-this-turn' }]), 'each', 'a battle may be in either turn')
  t.equal(turnWithRequirements('opponents', [{ check: 'attacked-this-turn' }]), 'opponents', 'the words win')
  t.equal(turnWithRequirements('each', []), 'each')
})
