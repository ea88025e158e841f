/**
 * Spells and Traps their controller may activate whenever they hold priority, their text giving them
 * no moment of their own: read from real card texts, with the targets they need and what they do to
 * them; cards with a moment, a duration or targets not read are not (never offered where the text
 * would not let them be activated).
 */
import t from 'tap'
import { readFreeActivation as readCard } from '../../src/analyser/free-activation.js'

const readFreeActivation = (text: string, cardType: string, property: string) => readCard({ name: 'Test Card', text, cardType, property })

t.test('a Normal Trap or a Quick-Play Spell whose one effect opens with its targets or cost', async (t) => {
  t.strictSame(readFreeActivation('Target 1 monster on the field; return that target to the hand.', 'trap', 'Normal'), {
    does: [{ action: 'return-to-hand', chosen: { zone: 'field', whose: 'each', cards: 'monster' } }],
    requires: [{ check: 'card-count', zone: 'field', whose: 'each', cards: 'monster', min: 1 }],
  }, 'Compulsory Evacuation Device')
  t.strictSame(readFreeActivation('Target 1 Spell/Trap on the field; destroy that target.', 'spell', 'Quick-Play'), {
    does: [{ action: 'destroy', chosen: { zone: 'field', whose: 'each', cards: 'spell-trap', others: true } }],
    requires: [{ check: 'card-count', zone: 'field', whose: 'each', cards: 'spell-trap', min: 2 }],
  }, 'Mystical Space Typhoon: it is no target of its own, so another Spell/Trap must be there')
  t.match(readFreeActivation('Pay 1000 LP, then target 1 Spell/Trap on the field; banish it.', 'spell', 'Quick-Play'), { does: [{ action: 'banish', chosen: { others: true } }] }, 'Cosmic Cyclone, after its cost')
  t.match(readFreeActivation('Activate this card by targeting 1 monster in your GY; Special Summon that target in Attack Position. When this card leaves the field, destroy that target. When that target is destroyed, destroy this card.', 'trap', 'Continuous'), {
    does: [{ action: 'special-summon', from: 'graveyard', chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster' } }],
    gyTargets: { count: 1, kind: 'monster' },
  }, 'Call of the Haunted: a Continuous Trap, its later sentences about its staying')
})

t.test('not read', async (t) => {
  t.equal(readFreeActivation("When an opponent's monster declares an attack: Destroy all your opponent's Attack Position monsters.", 'trap', 'Normal'), undefined, 'a moment of its own')
  t.equal(readFreeActivation('Target 1 face-up monster you control; banish that target until the End Phase.', 'trap', 'Normal'), undefined, 'a duration set up in the window')
  t.equal(readFreeActivation('Target 1 monster that cannot be Normal Summoned/Set in either GY; Special Summon it.', 'spell', 'Quick-Play'), undefined, 'targets not read')
  t.equal(readFreeActivation('Target 1 monster on the field; return that target to the hand.', 'spell', 'Normal'), undefined, 'a Normal Spell: only in its controller\'s Main Phase')
  t.equal(readFreeActivation('Target 1 monster on the field; destroy it. Activate only during the Battle Phase.', 'trap', 'Normal'), undefined, 'a moment said after')
})

t.test("a face-up monster's Quick Effect: one action on its targets, a cost read, a limit of once per turn", async (t) => {
  const monster = (text: string) => readCard({ name: 'Test Monster', text, cardType: 'monster' })
  t.strictSame(monster('Once per turn (Quick Effect): You can discard 1 card, then target 1 card on the field; banish it.'), {
    quick: true,
    does: [{ action: 'banish', chosen: { zone: 'field', whose: 'each' } }],
    requires: [{ check: 'card-count', zone: 'field', whose: 'each', min: 1 }],
    costs: [{ action: 'discard', count: 1 }],
    oncePerTurn: 'instance',
  }, 'ABC-Dragon Buster: the monster may be its own target')
  t.match(monster('(Quick Effect): You can target 1 Spell/Trap your opponent controls; return it to the hand. You can only use this effect of "Test Monster" once per turn.'), { quick: true, oncePerTurn: 'name' })
  t.equal(monster('(Quick Effect): You can target 1 card on the field; destroy it.'), undefined, 'no limit: nothing in the window would end it')
  t.equal(monster('Once per turn (Quick Effect): You can target 1 LIGHT monster you control; Tribute it, and if you do, draw 1 card.'), undefined, 'it goes on after its first action')
  t.strictSame(monster('(Quick Effect): You can target 1 face-up card your opponent controls; negate its effects until the end of this turn. You can only use each effect of "Test Monster" once per turn.'), {
    quick: true,
    does: [{ action: 'negate-effects', chosen: { zone: 'field', whose: 'opponent', filter: { position: 'face-up' } } }],
    requires: [{ check: 'card-count', zone: 'field', whose: 'opponent', filter: { position: 'face-up' }, min: 1 }],
    oncePerTurn: 'name',
  }, 'Hot Red Dragon Archfiend Abyss: a negation of its target for the rest of the turn')
  t.equal(monster('Once per turn (Quick Effect): You can target 1 face-up monster on the field; it loses 1000 ATK until the end of this turn.'), undefined, 'another change set up for a time')
  t.match(monster('(Quick Effect): You can Tribute 1 other Insect monster, then target 1 Effect Monster your opponent controls; negate its effects until the end of this turn. You can only use each effect of "Test Monster" once per turn.'), {
    quick: true,
    costs: [{ action: 'send-to-gy', tribute: true, target: 'zone', from: 'field', whose: 'controller', count: 1, chosen: { zone: 'field', whose: 'controller', cards: 'monster', filter: { monsterType: 'Insect' }, others: true } }],
  }, 'Battlewasp - Sting the Poison: a Tribute of a monster of one Type as its cost')
  t.equal(monster('Once per turn (Quick Effect): You can Tribute 1 "Crusadia" monster this card points to, then target 1 face-up card your opponent controls; negate its effects until the end of this turn.'), undefined, 'a Tribute whose monsters the data cannot say')
  t.equal(monster('During the Main Phase (Quick Effect): You can target 1 card on the field; destroy it. You can only use this effect of "Test Monster" once per turn.'), undefined, 'a moment of its own')
})


t.test('a Trap its text lets be activated from the hand: from there too, on that condition', async (t) => {
  const imperm = readFreeActivation(
    'Target 1 face-up monster your opponent controls; negate its effects (until the end of this turn), then if this card was Set before activation and is on the field at resolution, for the rest of this turn all other Spell/Trap effects in this column are negated. If you control no cards, you can activate this card from your hand.',
    'trap',
    'Normal',
  )
  t.strictSame(imperm, {
    does: [{ action: 'negate-effects', chosen: { zone: 'field', whose: 'opponent', cards: 'monster', filter: { position: 'face-up' } } }],
    requires: [{ check: 'card-count', zone: 'field', whose: 'opponent', cards: 'monster', filter: { position: 'face-up' }, min: 1 }],
    fromHand: { requires: [{ check: 'card-count', zone: 'field', whose: 'controller', max: 0 }] },
  }, 'Infinite Impermanence: its negation for the rest of the turn; from the hand while its controller controls no cards')
  t.strictSame(
    readFreeActivation('Target 1 monster on the field; return that target to the hand. If you control no cards in your Spell & Trap Zone, you can activate this card from your hand.', 'trap', 'Normal')?.fromHand,
    { requires: [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'spell-trap', max: 0 }] },
    '"no cards in your Spell & Trap Zone"',
  )
  t.equal(readFreeActivation('Target 1 monster on the field; return that target to the hand. If you control no cards, you can activate this card from your hand.', 'spell', 'Quick-Play')?.fromHand, undefined, 'a Quick-Play Spell is played from the hand anyway: no condition of its own')
})
