/**
 * The timing pass: how a sentence is worded around its phase mention (a duration's end, a condition
 * before a colon, an old wording), the kind that wording gives, and whether the item is mandatory.
 * Real card texts; expected values from the words and the rules (a colon after the phase makes it
 * an activation condition; "You can" makes an effect optional; a duration's end always happens).
 */
import t from 'tap'
import { mandatoryOf, readTiming, type TimingForm } from '../../../src/analyser/passes/timing.js'
import { setUpByWording } from '../../../src/analyser/passes/delayed.js'
import type { TextPhaseBehaviour } from '../../../src/analyser/types.js'
import { at, type TestCard } from './sentence.js'
import * as cards from './cards.js'

t.test('wording, kind and mandatory', async (t) => {
  const cases: Array<[TestCard, string, TimingForm, TextPhaseBehaviour['kind'], boolean, string]> = [
    [cards.lyla, 'during your End Phase', 'colon', 'trigger', true, 'no "You can" after the colon'],
    [cards.melffyCatty, 'During your End Phase', 'colon', 'trigger', false, '"You can Special Summon this card"'],
    [cards.ectoplasmer, "during each player's End Phase", 'colon', 'trigger', true, '"The turn player must Tribute"'],
    [cards.ddScoutPlane, 'During the End Phase', 'colon', 'trigger', true, '"Special Summon it": no choice'],
    [cards.nemesesKeystone, 'During the End Phase', 'colon', 'trigger', false, '"You can add this card to your hand"'],
    [cards.threeInOne, "During your opponent's End Phase", 'colon', 'trigger', true, "the wording has no choice (the Trap's activation is settled later)"],
    [cards.messengerOfPeace, 'during your Standby Phase', 'old-condition', 'apply', true, '"pay 100 LP or destroy this card"'],
    [cards.stimPack, 'During each of your Standby Phases', 'old-condition', 'apply', true, 'the equipped monster loses ATK'],
    [cards.scrapWorm, 'at the end of the Battle Phase', 'old-condition', 'apply', true, '"If this card attacks, it is destroyed …"'],
    [cards.patrolRobo, 'During your Standby Phase', 'old-optional', 'trigger', false, '"…, you can look at 1 face-down card"'],
    [cards.coreBlast, 'during your Standby Phase', 'old-optional', 'trigger', false, '"…, if your opponent controls more monsters than you do, you can destroy"'],
    [cards.instantFusion, 'destroyed during the End Phase', 'old-clause', 'apply', true, 'after the cost\'s semicolon: what the effect does'],
    [cards.magicalScientist, 'at the end of the turn', 'old-clause', 'apply', true, 'no condition opens the sentence'],
    [cards.skystarray, 'until your next Standby Phase', 'until', 'expire', true, 'the banishment ends'],
    [cards.redArrows, 'until the End Phase', 'until', 'expire', true, 'the banishment ends'],
  ]
  for (const [card, phrase, form, kind, mandatory, why] of cases) {
    const { mention, site, ctx } = at(card, phrase)
    const timing = readTiming(mention, site, ctx)
    t.strictSame([timing.form, timing.kind], [form, kind], `${card.name}, "${phrase}": ${why}`)
    t.equal(mandatoryOf(mention, site, timing, setUpByWording(mention, site, timing, ctx), ctx), mandatory, `${card.name}, "${phrase}": mandatory ${mandatory}`)
  }
})

t.test('the span: a duration or an effect after a semicolon is its clause, else the sentence', async (t) => {
  const cases: Array<[TestCard, string, string]> = [
    [cards.skystarray, 'until your next Standby Phase', 'Banish this card until your next Standby Phase'],
    [cards.redArrows, 'until the End Phase', 'banish them until the End Phase'],
    [cards.instantFusion, 'destroyed during the End Phase', 'also it is destroyed during the End Phase'],
    [cards.lyla, 'during your End Phase', 'Once per turn, during your End Phase: Send the top 3 cards of your Deck to the GY.'],
  ]
  for (const [card, phrase, span] of cases) {
    const { mention, site, ctx, sentence } = at(card, phrase)
    const [start, end] = readTiming(mention, site, ctx).span
    t.equal(sentence.text.slice(start, end), span, `${card.name}`)
  }
})

t.test('where the phase is: in the condition, or in what the effect does', async (t) => {
  const messenger = at(cards.messengerOfPeace, 'during your Standby Phase')
  t.strictSame(pick(readTiming(messenger.mention, messenger.site, messenger.ctx)), { separated: false, inCondition: true, nextOrThisTurn: false }, 'Messenger of Peace: "Once per turn, during your Standby Phase, …"')
  const fusion = at(cards.instantFusion, 'destroyed during the End Phase')
  t.strictSame(pick(readTiming(fusion.mention, fusion.site, fusion.ctx)), { separated: true, inCondition: false, nextOrThisTurn: false }, 'Instant Fusion: after "Pay 1000 LP;"')
  const cassimolar = at(cards.cassimolar, 'during the End Phase of the next turn')
  t.equal(readTiming(cassimolar.mention, cassimolar.site, cassimolar.ctx).nextOrThisTurn, true, 'Cassimolar: "of the next turn"')
})

const pick = (timing: ReturnType<typeof readTiming>) => ({ separated: timing.separated, inCondition: timing.inCondition, nextOrThisTurn: timing.nextOrThisTurn })
