/**
 * Quantities read from text: a figure "for each …" is a rate with what it counts (`per`), "destroy as
 * many … as possible" acts on every card of a selection (`every`), "Set … from your Deck" is a `set`;
 * and what an activated effect does, by whose turn it is where its bullets say. A table of wordings.
 */
import t from 'tap'
import { actionsOf } from '../../src/analyser/actions.js'
import { analyseCard } from '../../src/analyser/index.js'
import { readActivationEffect } from '../../src/analyser/response-costs.js'
import { maskText } from '../../src/analyser/text.js'

const does = (text: string) => actionsOf(maskText(text), text, maskText(text)).does

t.test('a rate keeps its figure and says what it counts', async (t) => {
  t.same(does('Inflict 100 damage to your opponent for each Set card on the field.'), [
    { action: 'lose-lp', amount: 100, per: { count: 'cards', zone: 'field', whose: 'each', filter: { position: 'set' } }, whose: 'opponent', damage: true },
  ])
  t.same(does('Gain 600 LP for each Psychic monster you control.'), [
    { action: 'gain-lp', amount: 600, per: { count: 'cards', zone: 'field', whose: 'controller', cards: 'monster', filter: { monsterType: 'Psychic' } } },
  ], 'a Type is data: the catalog types each monster')
  t.same(does('Gain 500 LP for each LIGHT monster you control.'), [
    { action: 'gain-lp', amount: 500, per: { count: 'cards', zone: 'field', whose: 'controller', cards: 'monster', filter: { other: 'LIGHT' } } },
  ], 'an Attribute is kept as text: the count is only bounded')
  t.same(does('Each player takes 300 damage for each card in their hand.'), [
    { action: 'lose-lp', amount: 300, per: { count: 'cards', zone: 'hand', own: true }, whose: 'each', damage: true },
  ], "each player's own hand")
  t.same(does('Inflict 600 damage to your opponent for each monster they control.'), [
    { action: 'lose-lp', amount: 600, per: { count: 'cards', zone: 'field', whose: 'opponent', cards: 'monster' }, whose: 'opponent', damage: true },
  ])
  t.same(does('Inflict 200 damage to your opponent for each "Frightfur" monster in your GY.'), [
    { action: 'lose-lp', amount: 200, per: { count: 'cards', zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { named: 'Frightfur' } }, whose: 'opponent', damage: true },
  ], 'an archetype by its quoted name')
})

t.test('a rate on what the effect just did, or on what the board does not say', async (t) => {
  t.same(does('Send the top 2 cards of your Deck to the GY, then draw 1 card for each "Lightsworn" monster sent to the GY by this effect.'), [
    { action: 'mill', count: 2, whose: 'controller' },
    { action: 'draw', count: 1, whose: 'controller', per: { count: 'acted', cards: 'monster', filter: { named: 'Lightsworn' } } },
  ])
  t.same(does('Inflict 1000 damage to your opponent for each counter on this card.'), [{ action: 'lose-lp', amount: 1000, per: { count: 'unknown' }, whose: 'opponent', damage: true }])
  t.same(does('Inflict 500 damage to your opponent for each monster "Fur Hire" you control with a different name.'), [{ action: 'lose-lp', amount: 500, per: { count: 'unknown' }, whose: 'opponent', damage: true }], 'words after the cards narrow them: not read')
  t.same(does('Draw 2 cards.'), [{ action: 'draw', count: 2, whose: 'controller' }], 'no rate')
})

// "As many … as possible" is read as an action on every card of a kind (`target: 'all'`, as "all …"
// is), and its "for each monster destroyed" as a rate on the cards that action moved (`eachMoved`).
t.test('as many as possible: every card of a kind', async (t) => {
  t.same(does('Destroy as many Defense Position monsters your opponent controls as possible, and if you do, inflict 500 damage to your opponent for each monster destroyed.'), [
    { action: 'destroy', target: 'all', whose: 'opponent', cards: 'monster', battlePosition: 'defense' },
    { action: 'lose-lp', eachMoved: 500, whose: 'opponent', damage: true },
  ])
  t.same(does('Return as many monsters on the field as possible to the hand (other than this card).'), [{ action: 'return-to-hand', target: 'all', whose: 'each', cards: 'monster', others: true }])
  t.same(does('Banish as many face-up Spells/Traps your opponent controls as possible.'), [{ action: 'banish', target: 'all', whose: 'opponent', cards: 'spell-trap', faceUp: true }])
  t.same(does('Destroy as many monsters they control as possible with 2500 or more ATK.'), [{ action: 'destroy' }], 'narrowed after "as possible": not a selection')
})

t.test('Set from a zone is an action of its own', async (t) => {
  t.same(does('Set 1 "Attraction" Trap directly from your Deck.'), [{ action: 'set', from: 'deck' }])
  t.same(does('Inflict 100 damage for each Set card on the field.').some((a) => a.action === 'set'), false, '"Set card" is no action')
})

t.test('what an activated effect does, by whose turn it is', async (t) => {
  const ticket = 'Pay 800 LP; apply this effect, depending whose turn it is. ● Your turn: Add 1 "Amazement" card from your Deck to your hand. ● Your opponent\'s turn: Set 1 "Attraction" Trap directly from your Deck. It can be activated this turn.'
  t.same(readActivationEffect(ticket), { yours: [{ action: 'add-to-hand', count: 1, from: 'deck' }], theirs: [{ action: 'set', from: 'deck' }] })
  t.same(readActivationEffect('Discard 1 card; draw 2 cards.'), { does: [{ action: 'draw', count: 2, whose: 'controller' }] })
  t.same(readActivationEffect('Pay 1000 LP; apply this effect, depending on whose turn it is. ● Your turn: Gain the favour of fate. ● Your opponent\'s turn: Draw 1 card.'), { theirs: [{ action: 'draw', count: 1, whose: 'controller' }] }, 'a bullet not read says nothing')
  t.equal(readActivationEffect('Draw 2 cards.'), undefined, 'no effect with a cost: which sentence is the item, not said')
  t.equal(readActivationEffect('Pay 500 LP; draw 1 card. Discard 1 card; draw 1 card.'), undefined, 'two effects with costs')
})

t.test('"If a card(s) is banished: Gain 500 LP for each.": a trigger on any card banished, a rate on the event\'s cards', async (t) => {
  const [soul] = analyseCard({ name: 'Soul Absorption', text: 'If a card(s) is banished: Gain 500 LP for each.', cardType: 'spell', property: 'Continuous' }).triggers ?? []
  t.match(soul, { event: 'banished', subject: 'other', cards: 'any', whose: 'each', mandatory: true })
  t.strictSame(soul?.does, [{ action: 'gain-lp', amount: 500, per: { count: 'event' } }])
})

t.test('cards picked at random from a hand, and a hand shuffled down to a number', async (t) => {
  t.same(does("Send 1 random card from your opponent's hand to the GY during the End Phase of this turn."), [
    { action: 'send-to-gy', target: 'zone', from: 'hand', whose: 'opponent', count: 1, random: true },
  ])
  t.same(does("Discard 2 random cards from your opponent's hand (or their entire hand, if less than 2)."), [
    { action: 'discard', target: 'zone', from: 'hand', whose: 'opponent', count: 2, random: true },
  ])
  t.same(does("You can banish 1 random card from your opponent's hand."), [{ action: 'banish', target: 'zone', from: 'hand', whose: 'opponent', count: 1, random: true }])
  t.same(does('You must randomly shuffle cards from your hand into the Deck so the number in your hand equals the number your opponent controls +6.'), [
    { action: 'return-to-deck', target: 'zone', from: 'hand', whose: 'controller', random: true, handDownTo: 6, per: { count: 'cards', zone: 'field', whose: 'opponent' } },
  ], 'as many as the hand holds over 6 plus the cards the opponent controls')
  t.same(does('Send 1 card from your hand to the GY.'), [{ action: 'send-to-gy', target: 'zone', from: 'hand', whose: 'controller', count: 1 }], 'a card chosen is no random pick')
})
