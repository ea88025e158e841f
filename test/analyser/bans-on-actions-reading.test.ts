/**
 * Bans on what players may do, read from a face-up card's text as continuous effects: a Special
 * Summon (from a zone, with an Attribute left out, by one player or both), an add from the Deck, a
 * send from the Deck to the GY. A ban set up by an activation for a time, one narrowed by what the
 * engine does not know of a card, and a permission ("You can Special Summon …") are not bans.
 */
import t from 'tap'
import { readActionBan } from '../../src/analyser/bans.js'
import { analyseCard } from '../../src/analyser/index.js'
import { splitSentences } from '../../src/analyser/text.js'

const BANS: Record<string, object | null> = {
  'Neither player can Special Summon monsters.': { action: 'special-summon', cards: 'monster', whose: 'each' },
  'Neither player can Special Summon monsters from the GY.': { action: 'special-summon', cards: 'monster', whose: 'each', from: 'graveyard' },
  'Monsters cannot be Special Summoned from the Main Deck.': { action: 'special-summon', cards: 'monster', whose: 'each', from: 'deck' },
  'You cannot Special Summon monsters from the Extra Deck.': { action: 'special-summon', cards: 'monster', whose: 'controller', from: 'extra-deck' },
  'Your opponent cannot Special Summon monsters.': { action: 'special-summon', cards: 'monster', whose: 'opponent' },
  'Neither player can Special Summon monsters, except WATER monsters.': { action: 'special-summon', cards: 'monster', whose: 'each', exceptAttribute: 'WATER' },
  'While this card is face-up on the field, neither player can Special Summon monsters.': { action: 'special-summon', cards: 'monster', whose: 'each' },
  'While this card is in the Monster Zone, your opponent cannot Special Summon monsters from the Extra Deck.': { action: 'special-summon', cards: 'monster', whose: 'opponent', from: 'extra-deck' },
  'Neither player can add cards from the Deck to their hand except by drawing them.': { action: 'add-to-hand', cards: 'any', whose: 'each', from: 'deck' },
  'Neither player can add cards from their Deck to their hand except by drawing them.': { action: 'add-to-hand', cards: 'any', whose: 'each', from: 'deck' },
  'Cards cannot be sent from the Deck to the GY.': { action: 'mill', cards: 'any', whose: 'each' },
  'Neither player can Special Summon LIGHT monsters.': { action: 'special-summon', cards: 'monster', whose: 'each', attribute: 'LIGHT' },
  'Neither player can Normal or Special Summon DARK monsters or declare an attack with a DARK monster.': { action: 'special-summon', cards: 'monster', whose: 'each', attribute: 'DARK' },
  // Not a ban of a face-up card: a permission, a time, what the engine does not know of a card.
  'You can Special Summon monsters from your hand.': null,
  'You cannot Special Summon monsters the turn you activate this card, except Psychic monsters.': null,
  'You cannot Special Summon monsters for the rest of this turn.': null,
  'Neither player can Special Summon monsters with 1000 or less ATK.': null,
  'Neither player can Summon more than two times per turn.': null,
}

t.test('a ban read from one sentence, or none', async (t) => {
  for (const [text, want] of Object.entries(BANS)) {
    const [sentence] = splitSentences(text)
    const got = readActionBan(sentence!)
    if (want === null) t.equal(got, undefined, text)
    else t.same(got, { effect: 'forbid-action', ...want, source: 'text', span: text }, text)
  }
})

t.test('a card whose ban is read says nothing of it as unread', async (t) => {
  const read = analyseCard({ name: 'Royal Prison', text: 'Neither player can Special Summon monsters from the GY.', cardType: 'trap', property: 'Continuous' })
  t.same(read.continuous?.map((c) => [c.effect, c.action, c.from]), [['forbid-action', 'special-summon', 'graveyard']])
  t.equal(read.unread, undefined)
})
