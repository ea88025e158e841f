/**
 * The delayed pass: whether an item was set up by a resolution (applied when its time comes, not
 * activated) or is a timing the card has all along — first as the wording says, then with what the
 * card's type and the effect's set-up imply. Real card texts; expected values from the rules: a
 * Normal Spell or Normal Trap has left the field when its End Phase part happens; "after activation"
 * counts from the card's activation; an effect applied "for the rest of this turn" was set up.
 */
import t from 'tap'
import { readTiming } from '../../../src/analyser/passes/timing.js'
import { setUpByWording, setUpRewrites } from '../../../src/analyser/passes/delayed.js'
import type { TextPhaseBehaviour } from '../../../src/analyser/types.js'
import { at, type TestCard } from './sentence.js'
import * as cards from './cards.js'

type Expected = [wording: boolean, kind: TextPhaseBehaviour['kind'], delayed: boolean]

function read(card: TestCard, phrase: string, context = ''): Expected {
  const { mention, site, ctx } = at(card, phrase, context)
  const timing = readTiming(mention, site, ctx)
  const wording = setUpByWording(mention, site, timing, ctx)
  const { kind, delayed } = setUpRewrites(timing.kind, wording, site, timing, ctx)
  return [wording, kind, delayed]
}

t.test('set up by a resolution, or the card\'s own timing', async (t) => {
  const cases: Array<[TestCard, string, Expected, string]> = [
    [cards.lyla, 'during your End Phase', [false, 'trigger', false], 'its own trigger'],
    [cards.sacredBeastsThunderclap, "During your opponent's End Phase", [false, 'trigger', false], 'a GY trigger of a Continuous Spell'],
    [cards.threeInOne, "During your opponent's End Phase", [false, 'trigger', false], "a Normal Trap's activation condition, not set up"],
    [cards.wannabee, 'During the End Phase', [false, 'trigger', false], 'its own trigger'],
    [cards.wannabee, 'during the next End Phase', [true, 'apply', true], 'the excavated Trap it Set is sent away later'],
    [cards.instantFusion, 'destroyed during the End Phase', [true, 'apply', true], 'the Fusion Monster it summoned'],
    [cards.alienAmmonite, 'destroy it during the End Phase', [true, 'apply', true], 'the monster it summoned'],
    [cards.cassimolar, 'during the End Phase of the next turn', [true, 'apply', true], '"of the next turn", "that face-up monster"'],
    [cards.doomkaiserAssaultMode, 'destroyed during the End Phase this turn', [true, 'apply', true], '"Those monsters": what the sentence before summoned'],
    [cards.magicalScientist, 'at the end of the turn', [true, 'apply', true], '"That Fusion Monster"'],
    [cards.skystarray, 'until your next Standby Phase', [true, 'expire', true], 'a duration is always set up'],
    [cards.deckLockdown, 'during your 2nd Standby Phase', [false, 'apply', true], '"after activation": counted from the activation'],
    [cards.depthAmulet, "during your opponent's 3rd End Phase", [false, 'apply', true], '"after activation"'],
    [cards.thousandEnergy, 'Monsters on your side of the field during the End Phase', [false, 'apply', true], 'a Normal Spell has left the field: set up by its resolution'],
    [cards.scrapWorm, 'at the end of the Battle Phase', [false, 'apply', false], 'the card has it all along (kind settled later)'],
  ]
  for (const [card, phrase, expected, why] of cases) t.strictSame(read(card, phrase), expected, `${card.name}, "${phrase}": ${why}`)
})

t.test('a bullet of an effect applied for the rest of the turn was set up by it', async (t) => {
  const intro = 'During your Main Phase, if this card was Normal or Special Summoned this turn: You can apply the following effect(s) for the rest of this turn, based on the other monsters you currently control. '
  t.strictSame(read(cards.performapalCelestialMagician, 'Pendulum: During the End Phase', intro), [false, 'apply', true], 'Performapal Celestial Magician, "● Pendulum"')
  t.strictSame(read(cards.performapalCelestialMagician, 'Pendulum: During the End Phase'), [false, 'apply', false], 'without its introduction the bullet reads as its own')
})
