/**
 * The costs of a card's activated effect read from its text, for an item that names the card without
 * saying its costs: a table of wordings, what is read and what is left (a cost the engine cannot pay,
 * two effects with costs, no cost at all).
 */
import t from 'tap'
import { readActivationCosts, readHandQuickCosts } from '../../src/analyser/response-costs.js'
import { analyseCard } from '../../src/analyser/index.js'

t.test('costs read', async (t) => {
  t.same(readActivationCosts('Discard 1 card; add 1 Spell from your Deck to your hand.'), [{ action: 'discard', count: 1 }])
  t.same(readActivationCosts('Discard 2 cards; draw 3 cards.'), [{ action: 'discard', count: 2 }])
  t.same(readActivationCosts('Pay 1000 LP; draw 2 cards.'), [{ action: 'pay-lp', amount: 1000 }])
  t.same(readActivationCosts('When a Spell Card is activated: Discard 1 card; negate the activation.'), [{ action: 'discard', count: 1 }], 'after the activation condition')
  t.same(readActivationCosts('(Quick Effect): You can discard this card to the GY, then target 1 monster on the field; destroy it.'), [{ action: 'discard', target: 'self' }], 'this card discarded; the target after "then" is no cost')
  t.same(readActivationCosts('You can discard this card; draw 1 card.'), [{ action: 'discard', target: 'self' }])
  t.same(readActivationCosts('If this card is in your GY: You can send 1 card from your hand to the GY; Special Summon this card.'), [{ action: 'send-to-gy', target: 'zone', from: 'hand', whose: 'controller', count: 1 }], 'Jet Synchron: a card of the hand sent, chosen as a discard is')
  t.same(readActivationCosts('Once per turn, during your Standby Phase: You can shuffle 1 card from your hand into the Deck; draw 1 card.'), [{ action: 'return-to-deck', target: 'zone', from: 'hand', whose: 'controller', count: 1 }], 'Card Trader: a card of the hand into the Deck, chosen as a discard is')
  t.same(readActivationCosts('You can place 1 card from your hand on the bottom of the Deck; draw 1 card.'), [{ action: 'return-to-deck', target: 'zone', from: 'hand', whose: 'controller', count: 1 }], 'on the bottom of the Deck')
  t.same(readActivationCosts('Send 2 cards from your hand to the GY; draw 3 cards.'), [{ action: 'send-to-gy', target: 'zone', from: 'hand', whose: 'controller', count: 2 }])
  t.same(
    readActivationCosts('Send 1 monster from your hand to the GY; draw 1 card.'),
    [{ action: 'send-to-gy', target: 'zone', from: 'hand', whose: 'controller', count: 1, chosen: { zone: 'hand', whose: 'controller', cards: 'monster' } }],
    'a card of a kind: only a card that may be one pays',
  )
  t.same(readActivationCosts('Discard 1 Spell; draw 2 cards.'), [{ action: 'discard', count: 1, chosen: { zone: 'hand', whose: 'controller', cards: 'spell' } }], 'a discard of a kind')
  t.same(
    readActivationCosts('You can send 1 Beast, Beast-Warrior, or Winged Beast monster from your hand or face-up field to the GY; Special Summon this card from your GY.'),
    [{ action: 'send-to-gy', target: 'zone', from: 'hand', whose: 'controller', count: 1, alsoField: true, chosen: { zone: 'hand', whose: 'controller', cards: 'monster', filter: { monsterTypes: ['Beast', 'Beast-Warrior', 'Winged Beast'], position: 'face-up' } } }],
    'Manticore of Darkness: one of three Types, from the hand or face-up on the field',
  )
  t.same(
    readActivationCosts('Send any number of other cards from your hand and/or field to the GY; choose that many Effect Monsters your opponent controls, and until the end of this turn, their ATK is halved.'),
    [{ action: 'send-to-gy', target: 'zone', from: 'hand', whose: 'controller', count: 1, anyNumber: true, alsoField: true }],
    'Forbidden Droplet: at least 1, from the hand or the field',
  )
})

t.test('costs not read', async (t) => {
  t.equal(readActivationCosts('Draw 2 cards.'), undefined, 'no cost')
  t.equal(readActivationCosts('Target 1 monster on the field; destroy it.'), undefined, 'a target is no cost')
  t.equal(readActivationCosts('Tribute 1 monster; draw 2 cards.'), undefined, 'a cost the engine cannot pay is not half-read')
  t.equal(readActivationCosts('Pay 500 LP; draw 1 card. You can discard 1 card; draw 1 card.'), undefined, 'two effects with costs: which one the item is, the text cannot say')
  t.equal(readActivationCosts(''), undefined)
  t.equal(readActivationCosts(null), undefined)
})

t.test('of several effects with costs, the Quick Effect a card uses from the hand by leaving it', async (t) => {
  const honest = '(Quick Effect): You can discard this card, then target 1 "HERO" monster on the field; it gains 2500 ATK until the end of this turn. (Quick Effect): You can discard 1 "HERO" monster; this card gains ATK equal to the discarded monster\'s ATK until the end of this turn. You can only use each effect of "Elemental HERO Honest Neos" once per turn.'
  t.same(readActivationCosts(honest), undefined, 'two effects with costs: which one an item is, the text alone cannot say')
  t.same(readHandQuickCosts(honest), [{ action: 'discard', target: 'self' }], 'from the hand: the one that discards the card itself')
  t.same(
    readHandQuickCosts('You can reveal this card in your hand and discard 1 other card; add 1 Level 3 Normal Monster from your Deck or GY to your hand, except the discarded card, then you can Special Summon this card in Defense Position. (Quick Effect): You can discard this card, then target 1 Rank 3 Xyz Monster you control; it gains 1500 ATK until the end of this turn.'),
    [{ action: 'discard', target: 'self' }],
    'Materiactor Exareptor: beside an ignition effect',
  )
  t.same(readHandQuickCosts('You can discard 1 card; draw 1 card.'), undefined, 'no Quick Effect leaving the hand')
})

t.test('"Tribute 1 of your monsters on the field (excluding this monster)" (an old maintenance wording): another monster its controller controls', async (t) => {
  const [amazon] = analyseCard({ name: 'The Unfriendly Amazon', text: 'Tribute 1 of your monsters on the field (excluding this monster) during each of your Standby Phases. If you do not, this card is destroyed.', cardType: 'monster', monsterTypeLine: 'Warrior / Effect' }).phases
  t.strictSame(amazon?.maintenance?.pay, [
    { action: 'send-to-gy', tribute: true, target: 'zone', from: 'field', whose: 'controller', count: 1, chosen: { zone: 'field', whose: 'controller', cards: 'monster', others: true } },
  ])
})

t.test('"banish 1 "Nordic Beast" Tuner from your GY": a monster of that archetype with "Tuner" in its type line', async (t) => {
  const [, thor] = analyseCard({
    name: 'Thor, Lord of the Aesir',
    text: 'Once per turn: You can negate the effects of all face-up monsters your opponent currently controls, until the end of this turn. Once per turn, during the End Phase, if this face-up card you controlled was destroyed by your opponent\'s card and sent to your GY this turn: You can banish 1 "Nordic Beast" Tuner from your GY; Special Summon this card.',
    cardType: 'monster',
    monsterTypeLine: 'Beast-Warrior / Synchro / Effect',
  }).phases
  t.strictSame(thor?.costs, [{ action: 'banish', target: 'zone', from: 'graveyard', whose: 'controller', count: 1, chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { named: 'Nordic Beast', monsterType: 'Tuner' } } }])
})
