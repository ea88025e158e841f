/**
 * Triggers on the opponent's Special Summons from a zone or either of two ("from the Main Deck or
 * GY"), and "it" in a trigger on another card's event (that card, not this one): real card texts,
 * the expected data written from their words.
 */
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'

const triggers = (name: string, text: string, cardType = 'trap') => analyseCard({ name, text, cardType, ...(cardType === 'monster' ? { monsterTypeLine: 'Fiend / Effect' } : {}) }).triggers ?? []

t.test('"from the Main Deck or GY": either zone; "it" is the summoned monster, not this card', async (t) => {
  const [hole] = triggers('Network Trap Hole', 'When your opponent Special Summons a monster(s) from the Main Deck or GY: Banish it face-down.')
  t.match(hole, { event: 'special-summoned', subject: 'other', whose: 'opponent', fromAny: ['deck', 'graveyard'] })
  t.notOk(hole?.does?.some((a) => a.target === 'self'), 'not a banishment of itself')
})

t.test('one zone: the Extra Deck, the hand, the GY', async (t) => {
  const [loka] = triggers('Loka Samsara', 'If your opponent Special Summons a monster(s) from the Extra Deck, while this card is in your GY (except during the Damage Step): You can add this card to your hand.', 'spell')
  t.match(loka, { event: 'special-summoned', from: 'extra-deck', zone: 'graveyard' })
  const [rap] = triggers('Lil-la Rap', 'Once per turn, if you Special Summon a monster(s) from the GY (except during the Damage Step): You can make your opponent lose 1000 LP, and if you do, you gain 500 LP.', 'monster')
  t.match(rap, { event: 'special-summoned', from: 'graveyard', whose: 'controller' })
})
