/**
 * Readings of real card texts: "all cards in the Spell & Trap Zones", a self-destruction unless five
 * named cards are in the GY, a mill "for each" copy of the card in the GY (acting from there), a
 * Trap's activation from the hand while its controller controls no cards, "no monsters in your GY
 * except Plant or Beast", and GY targets "Level 4 or lower". Expected data written from the words.
 */
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'

const read = (name: string, text: string, cardType = 'monster', extra: Record<string, string> = {}) => analyseCard({ name, text, cardType, monsterTypeLine: 'Fiend / Effect', ...extra })

t.test('all cards in the Spell & Trap Zones', async (t) => {
  const [beowulf] = read('D/D/D Dragonbane King Beowulf', 'Once per turn, during your Standby Phase: You can destroy all cards in the Spell & Trap Zones.').phases
  t.strictSame(beowulf?.does, [{ action: 'destroy', target: 'all', whose: 'each', cards: 'spell-trap', spellTrapZones: true }])
  const [theirs] = read('Test', "During your End Phase: Destroy all cards in your opponent's Spell & Trap Zone.").phases
  t.match(theirs?.does, [{ whose: 'opponent', spellTrapZones: true }])
})

t.test('destroyed unless every named card is in the GY: one self-destruction per card named', async (t) => {
  const text = 'Once per turn, during your Standby Phase: This card gains 500 ATK. Destroy this card unless all 5 of these cards are in your GY, "Exodia the Forbidden One", "Right Arm of the Forbidden One", "Left Arm of the Forbidden One", "Right Leg of the Forbidden One" and "Left Leg of the Forbidden One".'
  const continuous = read('Exodia Necross', text).continuous ?? []
  t.same(continuous.map((c) => [c.effect, c.requires?.[0]]), [
    'Exodia the Forbidden One',
    'Right Arm of the Forbidden One',
    'Left Arm of the Forbidden One',
    'Right Leg of the Forbidden One',
    'Left Leg of the Forbidden One',
  ].map((named) => ['destroy-self', { check: 'card-count', zone: 'graveyard', whose: 'controller', filter: { named }, max: 0 }]))
})

t.test('a mill for each copy of the card in the GY: of the opponent\'s Deck, acting from the GY', async (t) => {
  const [malice] = read('Malice Ascendant', 'During your opponent\'s Standby Phase, send 1 card from the top of their Deck to the Graveyard for each "Malice Ascendant" in your Graveyard.').phases
  t.equal(malice?.zone, 'graveyard')
  t.strictSame(malice?.does, [{ action: 'mill', count: 1, whose: 'opponent', per: { count: 'cards', zone: 'graveyard', whose: 'controller', filter: { named: 'Malice Ascendant' } } }])
  const [other] = read('Test Frog', 'During your Standby Phase: Gain 300 LP for each "T.A.D.P.O.L.E." in your Graveyard.').phases
  t.equal(other?.zone, undefined, "another card's name: it acts from the field")
})

t.test("a Trap's activation from the hand while its controller controls no cards", async (t) => {
  const text = 'At the end of the Battle Phase, if your opponent controls more cards than you do: You can make your opponent banish cards from their field face-down so they control the same number of cards as you do. If you control no cards, you can activate this card from your hand.'
  const phases = read('Evenly Matched', text, 'trap', { property: 'Normal' }).phases
  t.equal(phases.length, 2)
  t.equal(phases[0]?.zone, undefined, 'Set on the field')
  t.match(phases[1], { zone: 'hand', activation: 'card', requires: [{ check: 'controls-more' }, { check: 'card-count', zone: 'field', whose: 'controller', max: 0 }] })
})

t.test('"no monsters in your GY except Plant or Beast"; GY targets "Level 4 or lower" acted on', async (t) => {
  const [pineapple] = read('Naturia Pineapple', 'Once per turn, during your Standby Phase, if you do not control a face-up "Naturia Pineapple", and have no monsters in your GY except Plant or Beast: You can Special Summon this card from your GY.').phases
  t.match(pineapple?.requires, [{ check: 'card-count', zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { notMonsterTypes: ['Plant', 'Beast'] }, max: 0 }])
  const [cordyceps] = read('Predaplant Cordyceps', 'During your Standby Phase: You can banish this card from your Graveyard, then target 2 Level 4 or lower "Predaplant" monsters in your Graveyard; Special Summon them.').phases
  t.match(cordyceps?.does, [{ action: 'special-summon', from: 'graveyard', count: 2, chosen: { zone: 'graveyard', cards: 'monster', filter: { named: 'Predaplant', maxLevel: 4 }, others: true } }])
})

t.test('"can only activate them while "X" is on your field or in your GY": a count of that name in both zones', async (t) => {
  const text = 'During your End Phase: You can add 1 Level 8 or higher Dragon monster from your Deck to your hand. You can only use each effect of "Blue-Eyes Abyss Dragon" once per turn, and can only activate them while "Blue-Eyes White Dragon" is on your field or in your GY.'
  const [abyss] = read('Blue-Eyes Abyss Dragon', text, 'monster', { monsterTypeLine: 'Dragon / Effect' }).phases
  t.match(abyss?.requires, [{ check: 'card-count', zone: 'field', alsoZone: 'graveyard', whose: 'controller', filter: { named: 'Blue-Eyes White Dragon' }, min: 1 }])
})

