/**
 * What a negating card answers, read from the sentence that opens its effect (readResponseWindow),
 * and what it does with the card it negated (readResponseFate): a table of card texts, each with the
 * reading written before the reader. A window saying more than the reader knows is not read, so
 * that a Set card is never offered where its text would not let it answer; a cost the engine cannot
 * pay as written is kept as text (taken as paid, and said). Where the effect is activated and the
 * kind, Type or Level of a card its controller controls are read as data the board checks.
 */
import t from 'tap'
import { readResponseWindow } from '../src/analyser/response-window.js'
import { readResponseExtras, readResponseFate } from '../src/analyser/response-costs.js'

const CASES: Array<[string, string, ReturnType<typeof readResponseWindow>]> = [
  ['a monster effect, a condition on an archetype\'s monster', 'When a monster effect is activated, while you control a "Gladiator Beast" monster: Negate the activation, and if you do, destroy it.', { answers: ['monster'], negates: 'activation', whileControls: { named: 'Gladiator Beast', monster: true } }],
  ['an archetype\'s card of any kind, half the LP as the cost', 'When a monster effect is activated, while you control a "Dinomorphia" card: Pay half your LP; negate the activation, and if you do, destroy that monster.', { answers: ['monster'], negates: 'activation', whileControls: { named: 'Dinomorphia' } }],
  ['a Trap only, as a card activated', 'When a Trap is activated: Negate the activation, and if you do, shuffle that card into the Deck.', { answers: ['trap'], negates: 'activation', cardsOnly: true }],
  ['a Summon first, then a Spell/Trap Card', 'When a monster(s) would be Summoned, OR a Spell/Trap Card is activated: Pay half your LP; negate the Summon or activation, and if you do, destroy that card.', { answers: ['spell', 'trap'], negates: 'activation', cardsOnly: true }],
  ['every kind, with the comma', 'When a Spell/Trap Card, or monster effect, is activated: Discard 1 card; negate the activation, and if you do, destroy it.', { answers: ['monster', 'spell', 'trap'], negates: 'activation', cardsOnly: true }],
  ['a Spell Card or effect: the effect of a face-up Spell too', 'When a Spell Card or effect is activated: Negate the activation.', { answers: ['spell'], negates: 'activation' }],
  ['the opponent\'s activations only, its effect negated', 'When your opponent activates a card or effect: Negate that effect.', { answers: ['monster', 'spell', 'trap'], byOpponent: true, negates: 'effect' }],
  ['a Summon first, then a monster effect', 'When a monster(s) would be Special Summoned, or a monster effect is activated: Pay 1500 LP; negate the Summon or activation, and if you do, destroy that card.', { answers: ['monster'], negates: 'activation' }],
  ['where the effect is activated: in the hand or GY', 'When a monster effect is activated in the hand or GY: Negate the activation, and if you do, banish it.', { answers: ['monster'], negates: 'activation', activatedIn: ['hand', 'graveyard'] }],
  ['where the effect is activated: the opponent\'s, on the field', 'When your opponent activates a monster effect on the field: Negate the activation, and if you do, destroy that card.', { answers: ['monster'], byOpponent: true, negates: 'activation', activatedIn: ['field'] }],
  ['where the effect is activated: the opponent\'s, in their hand', 'When your opponent activates a monster effect in their hand: Negate that activation.', { answers: ['monster'], byOpponent: true, negates: 'activation', activatedIn: ['hand'] }],
  ['a place the reader does not know: not read', 'When a monster effect is activated in the Pendulum Zone: Negate the activation.', undefined],
  ['a condition on an archetype\'s Link Monster', 'When a Spell/Trap Card, or monster effect, is activated while you control an "Orcust" Link Monster: Negate the activation, and if you do, banish that card.', { answers: ['monster', 'spell', 'trap'], negates: 'activation', cardsOnly: true, whileControls: { named: 'Orcust', monster: true, types: ['Link'] } }],
  ['a condition on a Type and an archetype', 'When a Spell/Trap Card, or monster effect, is activated while you control a Machine "T.G." monster: Negate the activation.', { answers: ['monster', 'spell', 'trap'], negates: 'activation', cardsOnly: true, whileControls: { named: 'T.G.', monster: true, types: ['Machine'] } }],
  ['a condition on a Level, after "and you control"', 'When a Spell/Trap Card, or monster effect, is activated and you control a Level 5 or higher "Witchcrafter" monster: Negate the activation.', { answers: ['monster', 'spell', 'trap'], negates: 'activation', cardsOnly: true, whileControls: { named: 'Witchcrafter', monster: true, levelAtLeast: 5 } }],
  ['a condition on a kind of monster only', 'When a Spell/Trap Card, or monster effect, is activated while you control an Xyz Monster: Negate the activation.', { answers: ['monster', 'spell', 'trap'], negates: 'activation', cardsOnly: true, whileControls: { monster: true, types: ['Xyz'] } }],
  ['a condition before "when", then a Summon OR a Spell/Trap Card: the activation half', 'If you control a Level 4 or lower Synchro Monster, when a monster(s) would be Summoned OR a Spell/Trap Card is activated: Negate the Summon or activation.', { answers: ['spell', 'trap'], negates: 'activation', cardsOnly: true, whileControls: { monster: true, types: ['Synchro'], levelAtMost: 4 } }],
  ['a Special Summon OR a Spell/Trap Card, its cost kept as text', 'When a monster would be Normal or Special Summoned, OR a Spell/Trap Card is activated: Tribute 1 Psychic-Type monster; negate the Summon or activation, and if you do, destroy that card.', { answers: ['spell', 'trap'], negates: 'activation', cardsOnly: true, costText: 'Tribute 1 Psychic-Type monster' }],
  ['a condition naming a Type the game does not have: not read', 'When a monster effect is activated while you control a Robot "X" monster: Negate the activation.', undefined],
  ['a condition of two cards: not read', 'When a Spell/Trap Card, or monster effect, is activated, while you control a "Tearlaments" monster or "Visas Starfrost": Negate the activation.', undefined],
  [
    'an activation that includes a Special Summon (Solemn Warning): its Summon half is no activation, the rest answers a Special Summon from anywhere',
    'When a monster(s) would be Summoned, OR when a Spell/Trap Card, or monster effect, is activated that includes an effect that Special Summons a monster(s): Pay 2000 LP; negate the Summon or activation.',
    { answers: ['monster', 'spell', 'trap'], negates: 'activation', cardsOnly: true, includes: [{ action: 'special-summon' }] },
  ],
  ['a target in the window: not read', 'When a Spell/Trap Card is activated that targets exactly 1 Zombie monster on the field (and no other cards): Negate the activation, and if you do, destroy it.', undefined],
  ['a condition the reader does not know: not read', 'When a Spell/Trap Card, or monster effect, is activated while you control a face-up non-Effect Monster: Negate the activation.', undefined],
  ['a cost the engine cannot pay (a Tribute): kept as text', 'When a Spell/Trap Card, or monster effect is activated: Tribute 1 "Hieratic" monster; negate the activation, and if you do, destroy it.', { answers: ['monster', 'spell', 'trap'], negates: 'activation', cardsOnly: true, costText: 'Tribute 1 "Hieratic" monster' }],
  ['a cost of a kind of card: kept as text', 'When a Spell Card is activated: Discard 1 Spell; negate the activation, and if you do, destroy it.', { answers: ['spell'], negates: 'activation', cardsOnly: true, costText: 'Discard 1 Spell' }],
  ['a banished card shuffled back: kept as text', 'When a monster effect is activated: Shuffle 1 of your banished Fish, Sea Serpent, or Aqua monsters into the Main Deck; negate the activation, and if you do, destroy that monster.', { answers: ['monster'], negates: 'activation', costText: 'Shuffle 1 of your banished Fish, Sea Serpent, or Aqua monsters into the Main Deck' }],
  ['no negation: not read', 'When a monster effect is activated: Draw 1 card.', undefined],
  ['a card whose first sentence is another effect: not read', 'You can discard this card; draw 1 card. When a monster effect is activated: Negate the activation.', undefined],
  ['the old wording with no moment, on Counter Traps only', 'Negate the activation of a Counter Trap Card, and destroy it.', { answers: ['trap'], negates: 'activation', cardsOnly: true, countersOnly: true }],
  ['a summoning condition first is no effect: the window opens after it', 'Cannot be Normal Summoned/Set. When a monster effect is activated: Negate the activation.', { answers: ['monster'], negates: 'activation' }],
  [
    'a hand trap: an activation that includes one of the effects its bullets list, read as actions and the zones they take from',
    'When a card or effect is activated that includes any of these effects (Quick Effect): You can discard this card; negate that effect.\n● Add a card from the Deck to the hand.\n● Special Summon from the Deck.\n● Send a card from the Deck to the GY.\nYou can only use this effect of "Ash Blossom & Joyous Spring" once per turn.',
    { answers: ['monster', 'spell', 'trap'], negates: 'effect', includes: [{ action: 'add-to-hand', from: 'deck' }, { action: 'special-summon', from: 'deck' }, { action: 'send-to-gy', from: 'deck' }, { action: 'mill' }] },
  ],
  [
    'the effects listed take from the GY',
    'When a card or effect is activated that includes any of these effects (Quick Effect): You can discard this card; negate that activation.\n● Add a card(s) from the GY to the hand, Deck, and/or Extra Deck.\n● Special Summon a Monster Card(s) from the GY.\n● Banish a card(s) from the GY.',
    {
      answers: ['monster', 'spell', 'trap'],
      negates: 'activation',
      includes: [{ action: 'add-to-hand', from: 'graveyard' }, { action: 'return-to-deck', from: 'graveyard' }, { action: 'return-to-extra-deck', from: 'graveyard' }, { action: 'special-summon', from: 'graveyard' }, { action: 'banish', from: 'graveyard' }],
    },
  ],
  ['an activation that would inflict damage: one whose effect takes LP as damage', 'When your opponent activates a monster effect that would inflict damage (Quick Effect): You can discard this card; negate the activation.', { answers: ['monster'], byOpponent: true, negates: 'activation', includes: [{ action: 'lose-lp' }] }],
  ['a card effect activated in the opponent\'s GY: the opponent\'s, in the GY', 'When a card effect is activated in your opponent\'s GY (Quick Effect): You can send this card from your hand to the GY; negate that effect.', { answers: ['monster', 'spell', 'trap'], negates: 'effect', activatedIn: ['graveyard'], byOpponent: true }],
  ['one effect listed that is not read: the card is not read', 'When a card or effect is activated that includes any of these effects (Quick Effect): You can discard this card; negate that effect.\n● Add a card from the Deck to the hand.\n● Draw a card.', undefined],
  ['a first sentence that only lets it be activated from the hand: the window is the next one', 'If you have no monsters in your GY, you can activate this card from your hand. When your opponent activates a monster effect on the field: Negate that effect.', { answers: ['monster'], byOpponent: true, negates: 'effect', activatedIn: ['field'] }],
  [
    'an answer that negates nothing and destroys the card activating on the field: a monster, or a face-up Spell/Trap',
    'When a monster on the field activates its effect, or when a Spell/Trap that is already face-up on the field activates its effect (Quick Effect): You can send this card from your hand or field to the GY; destroy that card on the field. You can only use this effect of "Ghost Ogre & Snow Rabbit" once per turn.',
    { answers: ['monster', 'spell', 'trap'], negates: 'none', activatedIn: ['field'] },
  ],
  ['the same opening, an answer that does something else: not read', 'When a monster on the field activates its effect (Quick Effect): You can discard this card; draw 1 card.', undefined],
  [
    'summoning conditions first, once per Chain, while its controller controls no monsters, a negation after Special Summoning itself from the hand',
    'Cannot be Normal Summoned/Set. Must be Special Summoned by card effect. Once per Chain, when your opponent activates a monster effect while you control no monsters (Quick Effect): You can Special Summon both this card from your hand and 1 "PSY-Frame Driver" from your hand, Deck, or GY, and if you do, negate that activation, and if you do that, destroy that monster. During the End Phase, banish the face-up monsters Special Summoned by this effect.',
    { answers: ['monster'], byOpponent: true, negates: 'activation', whileControls: { monster: true, none: true } },
  ],
]

t.test('the activations a negating card answers, read from its window', async (t) => {
  for (const [what, text, want] of CASES) t.same(readResponseWindow(text), want, what)
})

t.test('what a negating card does with the card it negated', async (t) => {
  t.equal(readResponseFate('When a monster effect is activated, while you control a "Gladiator Beast" monster: Negate the activation, and if you do, destroy it.'), 'destroy')
  t.equal(readResponseFate('When a Trap is activated: Negate the activation, and if you do, shuffle that card into the Deck.'), 'return-to-deck')
  t.equal(readResponseFate('When a monster effect is activated in the hand or GY: Negate the activation, and if you do, banish it.'), 'banish')
  t.equal(readResponseFate('When your opponent activates a card or effect: Negate that effect.'), undefined)
  t.equal(readResponseFate('When a monster on the field activates its effect (Quick Effect): You can send this card from your hand or field to the GY; destroy that card on the field.'), 'destroy', 'no negation: the destruction is what it does to the card activating')
})

t.test('a hand trap Special Summoning itself and another card before it negates: the Summon of itself is an extra on itself', async (t) => {
  const text = 'Once per Chain, when your opponent activates a monster effect while you control no monsters (Quick Effect): You can Special Summon both this card from your hand and 1 "PSY-Frame Driver" from your hand, Deck, or GY, and if you do, negate that activation, and if you do that, destroy that monster.'
  t.same(readResponseExtras(text), [{ action: 'special-summon', target: 'self' }, { action: 'special-summon' }], 'the second card comes from a zone the board does not list: not applied')
  t.equal(readResponseFate(text), 'destroy')
})

t.test('an LP gain equal to the negated card\'s original ATK is an extra on that card', async (t) => {
  const text = 'When a Spell/Trap Card, or monster effect, is activated while you control a "Vampire" monster: Negate the activation, and if you do, destroy that card, then, if it was a Monster Card, gain LP equal to its original ATK.'
  t.same(readResponseExtras(text), [{ action: 'gain-lp', amountOf: 'subject-original-atk' }])
  t.equal(readResponseFate(text), 'destroy')
})
