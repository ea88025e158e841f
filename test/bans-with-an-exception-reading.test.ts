/**
 * Bans on their own activator's activations, but for the cards their "except …" names: left by an
 * activation for the rest of the turn ("you cannot activate monster effects for the rest of this
 * turn, except "Madolche" monsters", "… except WIND monsters"), or of the Duel (Sekka's Light: no
 * end), and a face-up card's ban on its controller's monsters but one Type (Viper's Grudge). Each
 * reading was written before the reader; the boards that use them are the real-board sets.
 */
import t from 'tap'
import { analyseCard } from '../src/analyser/index.js'

const card = (name: string, text: string, cardType: 'monster' | 'spell' | 'trap' = 'monster') => analyseCard({ name, text, cardType, ...(cardType === 'monster' ? {} : { property: 'Normal' }) })
const lingering = (name: string, text: string, cardType?: 'monster' | 'spell' | 'trap') => card(name, text, cardType).phases.find((p) => p.holds)

t.test('a ban for the rest of the turn, except an archetype', async (t) => {
  const found = lingering('Test Madolche', 'You can target 1 monster in your GY; Special Summon 1 "Madolche" monster from your hand, also you cannot activate monster effects for the rest of this turn, except "Madolche" monsters.')
  t.equal(found?.lasts, 'end-of-turn')
  t.strictSame(found?.holds, [{ effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'controller', exceptNamed: ['Madolche'] }])
})

t.test('a ban for the rest of the turn, except an Attribute', async (t) => {
  const found = lingering('Test Speedroid', 'If you control a WIND monster: You can Special Summon this card from your hand, also you cannot activate monster effects for the rest of this turn, except WIND monsters.')
  t.strictSame(found?.holds, [{ effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'controller', exceptAttribute: 'WIND' }])
})

t.test('cards or effects, except an archetype\'s cards or effects', async (t) => {
  const found = lingering('Test Xenovader', 'During your Main Phase: You can Special Summon 1 of your face-down banished Level 5 or higher "Xenovader△" monsters, also you cannot activate cards or effects for the rest of this turn, except "Xenovader△" cards or effects.')
  t.strictSame(found?.holds, [{ effect: 'forbid-activation', cards: 'any', whose: 'controller', exceptNamed: ['Xenovader△'] }])
})

t.test('for the rest of the Duel: no end', async (t) => {
  const found = lingering("Sekka's Light", 'If you have no Spells/Traps in your GY: Draw 2 cards, also, for the rest of this Duel after you activate this card, you cannot activate Spell/Trap Cards or effects, except "Sekka\'s Light".', 'spell')
  t.equal(found?.lasts, 'lasting')
  t.strictSame(found?.holds, [{ effect: 'forbid-activation', cards: 'spell-trap', whose: 'controller', exceptNamed: ["Sekka's Light"] }])
})

t.test('a ban without a duration or an exception it knows is not this reading', async (t) => {
  t.equal(lingering('Test Card', 'You can Special Summon this card, also you cannot activate monster effects, except "Madolche" monsters.'), undefined)
  t.equal(lingering('Test Card', 'You can Special Summon this card, also you cannot activate monster effects for the rest of this turn, except Level 4 monsters.'), undefined)
})

t.test("a face-up card's ban on its controller's monsters but one Type", async (t) => {
  const found = card("Viper's Grudge", 'Non-Reptile monsters you control cannot attack, also you cannot activate their effects.', 'spell').continuous
  t.strictSame(
    found?.map(({ span: _span, ...rest }) => rest),
    [{ effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'controller', notMonsterType: 'Reptile', source: 'text' }],
  )
})
