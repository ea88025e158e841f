/**
 * The requirements pass: an item's condition kept as text (without its timing and without a zone the
 * zone pass reads), and the conditions the game state can check. Real card texts; expected values
 * from the words of each condition.
 */
import t from 'tap'
import { readCondition, readRequires } from '../../../src/analyser/passes/requirements.js'
import { readTiming } from '../../../src/analyser/passes/timing.js'
import { setUpByWording, setUpRewrites } from '../../../src/analyser/passes/delayed.js'
import { readZone } from '../../../src/analyser/passes/zone.js'
import { at, type TestCard } from './sentence.js'
import * as cards from './cards.js'

function read(card: TestCard, phrase: string) {
  const { mention, site, ctx } = at(card, phrase)
  const timing = readTiming(mention, site, ctx)
  const { kind, delayed } = setUpRewrites(timing.kind, setUpByWording(mention, site, timing, ctx), site, timing, ctx)
  return {
    condition: readCondition(mention, site, timing, kind, delayed, ctx),
    requires: readRequires(mention, kind, delayed, readZone(mention, kind, delayed, ctx), ctx),
  }
}

t.test('the condition as text', async (t) => {
  const cases: Array<[TestCard, string, string | undefined, string]> = [
    [cards.yataGarasu, 'During the End Phase', 'the turn this card was Normal Summoned or flipped face-up', 'after "During the End Phase of"'],
    [cards.ddScoutPlane, 'During the End Phase', 'if this card is currently banished, and was banished this turn', 'both parts'],
    [cards.witchcrafterCelebration, 'During your End Phase', 'if you control a "Witchcrafter" monster, while this card is in your GY', 'the name as printed'],
    [cards.bigJaws, 'At the end of the Battle Phase', 'if this card attacked', ''],
    [cards.invincibleDemiseLord, 'During the End Phase', 'if a monster(s) was destroyed by battle this turn', ''],
    [cards.coreBlast, 'during your Standby Phase', 'if your opponent controls more monsters than you do', 'an old wording\'s "…, if …," clause'],
    [cards.sacredBeastsThunderclap, "During your opponent's End Phase", undefined, '"if this card is in your GY" is the zone, not a condition'],
    [cards.lyla, 'during your End Phase', undefined, '"Once per turn" is a limit'],
    [cards.instantFusion, 'destroyed during the End Phase', undefined, 'set up by a resolution'],
  ]
  for (const [card, phrase, expected, why] of cases) t.equal(read(card, phrase).condition, expected, `${card.name}${why ? `: ${why}` : ''}`)
})

t.test('the conditions the game state checks', async (t) => {
  t.strictSame(read(cards.yataGarasu, 'During the End Phase').requires, [{ check: 'summoned-this-turn', how: 'normal-or-flip' }], 'Yata-Garasu: Normal Summoned or flipped face-up this turn')
  t.strictSame(read(cards.bigJaws, 'At the end of the Battle Phase').requires, [{ check: 'attacked-this-turn' }], 'Big Jaws: it attacked')
  t.strictSame(read(cards.coreBlast, 'during your Standby Phase').requires, [{ check: 'controls-more', cards: 'monster' }], 'Core Blast: more monsters than you')
  const libromancer = read(cards.libromancerPrevented, 'during the End Phase').requires
  t.equal(libromancer.length, 1, 'Libromancer Prevented: one count')
  t.match(libromancer[0], { check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', max: 0, filter: { named: 'Libromancer', other: 'Ritual' } }, 'no "Libromancer" Ritual Monsters on your field')
  t.equal((libromancer[0] as { min?: number }).min, undefined, '"no": no minimum')
  t.strictSame(
    read(cards.witchcrafterCelebration, 'During your End Phase').requires,
    [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { named: 'Witchcrafter' }, min: 1 }],
    'Witchcrafter Celebration: "if you control a \"Witchcrafter\" monster", at least one',
  )
  t.strictSame(
    read(cards.neoFlamvellGaruda, 'during your End Phase').requires,
    [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { named: 'Flamvell' }, min: 2 }],
    'Neo Flamvell Garuda: "another \"Flamvell\" monster" besides itself, a Flamvell monster the field count includes',
  )
  t.strictSame(read(cards.invincibleDemiseLord, 'During the End Phase').requires, [], 'a monster destroyed by battle is not this card\'s history')
  t.strictSame(read(cards.ddScoutPlane, 'During the End Phase').requires, [], 'banished this turn: kept as text only')
  t.strictSame(read(cards.instantFusion, 'destroyed during the End Phase').requires, [], 'set up by a resolution: its set-up\'s conditions')
  t.strictSame(read(cards.redArrows, 'until the End Phase').requires, [], 'an expiry has none')
})
