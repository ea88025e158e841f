/**
 * What an effect Special Summons out of a zone, a reveal from the hand asked as a cost, and a search of
 * two cards at once: real card texts, the expected data written from their words.
 */
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'

const read = (text: string) => analyseCard({ name: 'Test Card', text, cardType: 'monster', monsterTypeLine: 'Warrior / Effect' }).phases

t.test('"Special Summon 1 … from your hand (or Deck, or GY)": cards of the hand chosen, the other zone said', async (t) => {
  const [swordsman] = read('During the End Phase, if this card destroyed a monster by battle this turn: You can send this face-up card to the Graveyard; Special Summon 1 "Mystic Swordsman LV4" from your hand or Deck.')
  t.strictSame(swordsman?.does, [{ action: 'special-summon', target: 'zone', from: 'hand', count: 1, chosen: { zone: 'hand', whose: 'controller', cards: 'monster', filter: { named: 'Mystic Swordsman LV4' } }, alsoFrom: 'deck' }], 'a card named alone: a monster of that name')
  const [kind] = read('During your End Phase: You can Special Summon 1 EARTH Machine monster from your hand.')
  t.strictSame(kind?.does, [{ action: 'special-summon', target: 'zone', from: 'hand', count: 1, chosen: { zone: 'hand', whose: 'controller', cards: 'monster', filter: { attribute: 'EARTH', monsterType: 'Machine' } } }])
  const [gy] = read('During your End Phase: You can Special Summon 1 "Performapal" monster from your hand or Graveyard.')
  t.match(gy?.does, [{ action: 'special-summon', from: 'hand', alsoFrom: 'graveyard', chosen: { zone: 'hand', filter: { named: 'Performapal' } } }])
  const [deckOrGy] = read('During your End Phase: You can Special Summon 1 DARK Spellcaster monster from your Deck or GY.')
  t.match(deckOrGy?.does, [{ action: 'special-summon', from: 'graveyard', alsoFrom: 'deck', chosen: { zone: 'graveyard' } }], 'the zone the board lists first, the Deck as the other')
})

t.test('not read where the words say more than a selection can', async (t) => {
  const bare = [{ action: 'special-summon' }]
  t.strictSame(read('During your End Phase: You can Special Summon 1 "Dark Magician Girl" from your hand, Deck, or GY.')[0]?.does, bare, 'three zones')
  t.strictSame(read('During your End Phase: You can Special Summon 1 "S-Force" monster from your hand in Attack Position, except "S-Force Edge Razor".')[0]?.does, bare, 'narrowed after the zone')
  t.strictSame(read('During your End Phase: You can Special Summon 1 Level 4 or higher "Kozmo" monster from your hand.')[0]?.does, bare, 'a Level the selection does not say')
  t.strictSame(read('During your End Phase: You can Special Summon 1 "Kozmo" monster from your Deck.')[0]?.does, bare, 'the Deck alone: cards the board does not list')
})

t.test('"reveal 1 Spell in your hand" as a cost: the hand must hold one', async (t) => {
  const [rilliona] = analyseCard({ name: 'Test Card', text: 'During your End Phase, if this card is in your GY: You can reveal 1 Spell in your hand; Special Summon this card in Defense Position.', cardType: 'monster', monsterTypeLine: 'Spellcaster / Fusion / Effect' }).phases
  t.match(rilliona?.requires, [{ check: 'card-count', zone: 'hand', whose: 'controller', cards: 'spell', min: 1 }])
  t.strictSame(rilliona?.does, [{ action: 'special-summon', target: 'self' }], 'and it moves nothing of the hand')
})

t.test('"add both 1 … and 1 … from your Deck to your hand": two cards', async (t) => {
  const [justice] = read('During your End Phase, if you have activated a "Spellbook" Spell Card previously this turn: You can banish this card from the field; add both 1 Level 5 or higher LIGHT or DARK Spellcaster-Type monster and 1 "Spellbook" Spell Card from your Deck to your hand.')
  t.strictSame(justice?.does, [{ action: 'add-to-hand', count: 2, from: 'deck' }])
})
