/**
 * Finding the phase mentions of a sentence, and telling a timing the card acts in from the timing
 * of its own activation and from a phase named for another reason. Real card texts; the expected
 * role is what the rules make of the words.
 */
import t from 'tap'
import { findMentions, mayHaveTimings, mentionRole, type MentionRole } from '../../../src/analyser/passes/mention.js'
import { splitSentences } from '../../../src/analyser/text.js'
import { at, type TestCard } from './sentence.js'
import * as cards from './cards.js'

const phasesOf = (card: TestCard) => splitSentences(card.text).flatMap((s) => findMentions(s.masked).map((m) => (m.old ? `${m.phase} (old)` : m.phase)))

t.test('the phase mentions of a card text', async (t) => {
  const cases: Array<[TestCard, string[], string]> = [
    [cards.effectVeiler, [], '"until the end of this turn" names no phase (the durations reading has it)'],
    [cards.lyla, ['end'], '"until the end of your next turn" is no phase; "your End Phase" is'],
    [cards.doubleDude, ['standby', 'standby'], '"during each Battle Phase" names no end of a phase'],
    [cards.scrapWorm, ['battle-end-step'], 'the end of the Battle Phase'],
    [cards.magicalScientist, ['end (old)'], 'the old "at the end of the turn"'],
    [cards.yataGarasu, ['end'], 'the Draw Phase is not read'],
    [cards.skystarray, ['battle-end-step', 'standby'], 'both in one sentence, in order'],
  ]
  for (const [card, expected, why] of cases) t.strictSame(phasesOf(card), expected, `${card.name}: ${why}`)
})

t.test('a sentence that reacts to the hand-size discard itself has no list item', async (t) => {
  const grimoire = 'During your End Phase, if you discard a monster(s) to the Graveyard because you had more cards than your hand size limit: You can target 1 of those monsters; Special Summon that target.'
  t.equal(mayHaveTimings(grimoire), false, 'Dark World Grimoire')
  t.equal(mayHaveTimings(cards.lyla.text), true)
  t.equal(mayHaveTimings('This card can attack your opponent directly.'), false, 'Scrap Worm\'s first sentence names no phase')
  t.equal(mayHaveTimings(cards.effectVeiler.text), true, 'a quick filter: the Main Phase is a phase, and the mentions read none')
})

t.test('what each mention is', async (t) => {
  const cases: Array<[TestCard, string, MentionRole, string]> = [
    [cards.lyla, 'during your End Phase', 'timing', 'a trigger in its own End Phase'],
    [cards.returnSoul, 'Activate only during the End Phase', 'card-activation', 'a Normal Trap activated in the End Phase: the card itself'],
    [cards.battleMania, "Activate only during your opponent's Standby Phase", 'card-activation', "a Normal Trap in the opponent's Standby Phase"],
    [cards.doubleDude, 'During your Standby Phase', 'timing', 'the trigger'],
    [cards.doubleDude, 'since your last Standby Phase', 'not-a-timing', 'a reference point of its condition'],
    [cards.sacredSpiritOfTheIceBarrier, 'during the End Phase, if this card', 'timing', 'the Spirit return'],
    [cards.sacredSpiritOfTheIceBarrier, "this card's End Phase effect", 'not-a-timing', 'the name of an effect'],
    [cards.koakiMeiruPrototype, 'would be destroyed during the End Phase', 'not-a-timing', 'an event in the phase: a replacement, no list item'],
    [cards.koakiMeiruPrototype, 'is destroyed during the End Phase', 'not-a-timing', 'an event in the phase: a trigger on the destruction'],
    [cards.spiritualEnergySettleMachine, "owners' hands during the End Phase", 'not-a-timing', 'what does not happen in the phase'],
    [cards.spiritualEnergySettleMachine, 'during each of your End Phases', 'timing', 'the maintenance cost'],
    [cards.magicalScientist, 'at the end of the turn', 'timing', 'the old wording'],
    [cards.royalKeeper, 'until the end of the turn', 'not-a-timing', 'a stat change lasting the turn'],
    [cards.skystarray, 'until your next Standby Phase', 'timing', 'the end of a banishment'],
    [cards.scrapWorm, 'at the end of the Battle Phase', 'timing', 'the self-destruction'],
  ]
  for (const [card, phrase, expected, why] of cases) {
    const { mention, site, ctx } = at(card, phrase)
    t.equal(mentionRole(mention, site, ctx), expected, `${card.name}, "${phrase}": ${why}`)
  }
})
