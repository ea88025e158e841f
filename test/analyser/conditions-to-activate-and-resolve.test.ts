/**
 * "You must have no cards in your hand to activate and to resolve this effect": a sentence after an
 * item's saying what must hold for it, read as the item's state conditions like an "if …" clause
 * before its colon (real card texts).
 */
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'

const requires = (text: string, name = 'Test Card') => analyseCard({ name, text, cardType: 'monster', monsterTypeLine: 'Zombie / Effect' }).phases.map((p) => p.requires ?? [])

t.test('no cards in the hand', async (t) => {
  t.strictSame(
    requires('During your Standby Phase: You can pay 500 Life Points; add this card from your Graveyard to your hand. You must have no cards in your hand to activate and to resolve this effect.'),
    [[{ check: 'hand-count', whose: 'controller', max: 0 }]],
  )
})

t.test('no monsters, no Spells or Traps on the field', async (t) => {
  t.strictSame(
    requires('Once per turn, during your Standby Phase, if this card is in your GY: You can Special Summon this card in Attack Position. You must control no monsters to activate and to resolve this effect.'),
    [[{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', max: 0 }]],
  )
  t.strictSame(
    requires('Once per turn, during your Standby Phase, if this card is in your GY: You can Special Summon this card. You must control no Spells or Traps to activate and resolve this effect.'),
    [[{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'spell-trap', max: 0 }]],
    '"Spells or Traps" counts both',
  )
})

t.test('another card of an archetype, named from the original text', async (t) => {
  t.strictSame(
    requires('At the end of your Battle Phase, if this card battled: Target 1 Spell/Trap on the field; destroy that target. You must control another "roid" monster to activate and to resolve this effect.', 'Stealthroid'),
    [
      [
        { check: 'battled-this-turn' },
        { check: 'card-count', zone: 'field', whose: 'each', cards: 'spell-trap', min: 1 },
        { check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { named: 'roid' }, min: 2 },
      ],
    ],
    'this card is a "roid" monster itself: another one makes two (and the Spell/Trap it targets must be there)',
  )
})

t.test('a sentence that says nothing of activating and resolving is no condition', async (t) => {
  t.strictSame(requires('During your Standby Phase: You can pay 500 Life Points; add this card from your Graveyard to your hand. You must have no cards in your hand to Normal Summon this card.'), [[]])
})

t.test('a named card sent to a GY this turn', async (t) => {
  t.strictSame(
    requires('During the End Phase, if "The Immortal Sun God" was sent to your GY this turn: You can add this card from your GY to your hand.', "The Sun God's Destructor - Makyura"),
    [[{ check: 'named-sent-this-turn', whose: 'controller', card: 'The Immortal Sun God' }]],
  )
  t.strictSame(
    requires('During the End Phase, if "Test Named" was sent to your opponent\'s GY this turn: You can add this card from your GY to your hand.'),
    [[{ check: 'named-sent-this-turn', whose: 'opponent', card: 'Test Named' }]],
  )
  t.strictSame(requires('During the End Phase, if a monster was sent to your GY this turn: You can add this card from your GY to your hand.'), [[{ check: 'sent-this-turn', whose: 'controller', cards: 'monster' }]], 'no card named: a monster of any kind')
})

t.test("the card's own effect used this turn", async (t) => {
  t.strictSame(
    requires('If this face-up card on the field would be destroyed, you can detach 1 Xyz Material from this card instead. Once per turn, during the End Phase, if this effect was used this turn: Target 1 card on the field; destroy it.'),
    [[{ check: 'used-this-turn' }, { check: 'card-count', zone: 'field', whose: 'each', min: 1 }]],
    'Wind-Up Zenmaines (and a card on the field to target)',
  )
  t.strictSame(
    requires('Once per turn: You can have this card gain 1000 ATK until the End Phase. During the End Phase, if this effect of this card was used: Destroy this card.').filter((r) => r.length > 0),
    [[{ check: 'used-this-turn' }]],
    'Fiendish Engine Ω',
  )
  t.strictSame(requires('During the End Phase, if this card was Special Summoned this turn: Destroy this card.'), [[{ check: 'summoned-this-turn', how: 'special' }]], 'a summon is not a use')
})

t.test('a monster the card destroyed by battle this turn', async (t) => {
  t.strictSame(requires('During the End Phase, if this card destroyed a monster by battle this turn: You can send this face-up card to the Graveyard; Special Summon 1 "Horus the Black Flame Dragon LV8" from your hand or Deck.'), [[{ check: 'destroyed-a-monster-by-battle' }]])
  t.strictSame(requires("Once per turn, during the End Phase, if this card destroyed an opponent's monster by battle this turn: Special Summon 1 \"Insect Monster Token\"."), [[{ check: 'destroyed-a-monster-by-battle' }]], "an opponent's monster")
  t.strictSame(requires('At the end of the Battle Phase, if this card destroyed any monster(s) by battle: You can Special Summon them from the GYs to your field.'), [[{ check: 'destroyed-a-monster-by-battle' }]], 'any monster(s)')
  t.strictSame(requires('During the End Phase, if this card was destroyed by battle this turn: You can add it to your hand.').flat().map((r) => r.check), ['destroyed-by-battle-this-turn'], 'destroyed, not destroying')
})

t.test('how the card on the field came there: Special Summoned, with no turn said', async (t) => {
  t.strictSame(requires('Once per turn, during the End Phase, if this card was Special Summoned: Send it to the GY.'), [[{ check: 'special-summoned' }]], 'Slifer the Sky Dragon')
  t.strictSame(requires('During the End Phase, if this card was Special Summoned this turn: Destroy this card.'), [[{ check: 'summoned-this-turn', how: 'special' }]], 'this turn: the turn\'s summon')
})

t.test('destroyed by a card effect, not by battle', async (t) => {
  t.strictSame(
    requires('During the End Phase, if this card is in the Graveyard because it was destroyed by a card effect and sent there this turn: You can Special Summon 1 Level 4 "Fire Fist" monster from your Deck.')
      .flat()
      .map((r) => r.check),
    ['destroyed-by-effect-this-turn', 'in-gy-sent-this-turn'],
  )
  t.notOk(requires('During the End Phase, if this card was destroyed by battle or card effect and sent to the GY this turn: You can Special Summon this card.').flat().some((r) => r.check === 'destroyed-by-effect-this-turn'), 'by battle or card effect: either')
})

t.test('a monster of any Type but one', async (t) => {
  t.strictSame(requires("Once per turn, during your opponent's End Phase, if you control a face-up non-Plant monster: Destroy this card."), [
    [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { notMonsterType: 'Plant' }, min: 1 }],
  ])
})

t.test('what the effect targets on the field must be there to activate it', async (t) => {
  t.strictSame(requires("Once per turn, during your opponent's End Phase: You can target 1 Attack Position monster your opponent controls that did not declare an attack this turn; destroy it."), [
    [{ check: 'card-count', zone: 'field', whose: 'opponent', cards: 'monster', filter: { position: 'attack', didNotAttack: true }, min: 1 }],
  ])
  t.strictSame(requires('During your Standby Phase: You can target 1 face-up monster your opponent controls; change its battle position.'), [
    [{ check: 'card-count', zone: 'field', whose: 'opponent', cards: 'monster', filter: { position: 'face-up' }, min: 1 }],
  ])
  t.strictSame(
    requires('During your End Phase: You can target 1 other Insect monster you control; it gains 1000 ATK.'),
    [[{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { monsterType: 'Insect' }, min: 1 }]],
    'a Zombie card is not one of the Insects it counts: one Insect is enough',
  )
  t.strictSame(requires('During the End Phase: You can target 1 card on the field; destroy it.'), [[{ check: 'card-count', zone: 'field', whose: 'each', min: 1 }]])
  t.strictSame(requires('During the End Phase: You can target 1 monster your opponent controls and 1 card in your GY; destroy them.'), [[]], 'two targets in two places: not read')
})

t.test('a use of the card stays apart from its battles', async (t) => {
  t.strictSame(
    requires('During the End Phase, if this card battled this turn, and if this effect was used this turn: Destroy this card.'),
    [[{ check: 'battled-this-turn' }, { check: 'used-this-turn' }]],
    'both conditions, neither hiding the other',
  )
})

t.test('a monster of one Type with at least an ATK, after "and you control"', async (t) => {
  const [sting] = requires('During your End Phase, if this card is in your GY and you control an Insect monster with 3000 or more ATK: You can banish 1 Insect monster from your GY; Set this card.', 'Beetrooper Fly & Sting')
  t.strictSame(
    sting?.find((c) => c.check === 'card-count' && c.zone === 'field'),
    { check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { monsterType: 'Insect', minAtk: 3000 }, min: 1 },
    'the Type is a word of the type line; the ATK the printed one',
  )
})

t.test('"You cannot activate this effect the turn this card is Summoned or flipped face-up": neither this turn', async (t) => {
  t.strictSame(
    requires('During your Standby Phase: You can send this face-up card to the Graveyard; Special Summon 1 "Silent Swordsman LV5" from your hand or Deck. You cannot activate this effect the turn this card is Summoned or flipped face-up.'),
    [[{ check: 'summoned-this-turn', how: 'any', not: true }, { check: 'flipped-this-turn', not: true }]],
  )
})

t.test('"and all monsters in your GY are Dragon": no monster of another Type in its controller\'s GY', async (t) => {
  t.strictSame(
    requires('Once per turn, during your Standby Phase, if this card is in your GY and all monsters in your GY are Dragon: You can Special Summon this card in Attack Position, but banish it when it leaves the field.'),
    [[{ check: 'card-count', zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { notMonsterType: 'Dragon' }, max: 0 }]],
  )
})

t.test('"in the GY because it was discarded there to activate this effect this turn": sent there this turn', async (t) => {
  t.strictSame(
    requires('During damage calculation, if your Cyberse monster is attacked (Quick Effect): You can discard this card; you take no battle damage from that battle. Once per turn, during the End Phase, if this card is in the GY because it was discarded there to activate this effect this turn: Special Summon this card.'),
    [[{ check: 'in-gy-sent-this-turn' }]],
  )
})

t.test('"if a Fusion Monster(s) was sent to your GY this turn": a card of that kind there, sent this turn', async (t) => {
  const ecclesia = analyseCard({ name: 'Incredible Ecclesia, the Virtuous', text: 'During the End Phase, if a Fusion Monster(s) was sent to your GY this turn: You can add this card from the GY to your hand.', cardType: 'monster', monsterTypeLine: 'Spellcaster / Tuner / Effect' }).phases
  t.strictSame(ecclesia.map((p) => p.requires), [[{ check: 'sent-this-turn', whose: 'controller', cards: 'monster', filter: { monsterType: 'Fusion' } }]])
  t.strictSame(requires('During the End Phase, if a monster was sent to your GY this turn: You can draw 1 card.'), [[{ check: 'sent-this-turn', whose: 'controller', cards: 'monster' }]], 'any monster')
  t.strictSame(requires('During the End Phase, if a monster was sent from your hand to your GY this turn: You can draw 1 card.'), [[]], 'from where, not read: left as words')
})

t.test('"… all monsters you control are Plant monsters": none of another Type controlled, at least one where "(min. 1)"', async (t) => {
  t.strictSame(
    requires('During your opponent\'s End Phase, while this card is in your GY, if you control no monsters or all monsters you control are Plant monsters: You can Special Summon this card.'),
    [[{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { notMonsterType: 'Plant' }, max: 0 }]],
  )
  t.strictSame(
    requires('During your End Phase, if all monsters you control are "Exosister" monsters (min. 1): You can draw 1 card.'),
    [[{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { notNamed: 'Exosister' }, max: 0 }, { check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', min: 1 }]],
    'an archetype, and at least one',
  )
  t.strictSame(requires('During your End Phase, if all monsters you control are Dinosaur monsters: You can draw 1 card.'), [[]], 'the zero case unsaid: left as words')
})

t.test('"At the end of the Battle Phase, if this card was destroyed by battle and sent to the Graveyard:" is this turn\'s battle', async (t) => {
  t.strictSame(
    requires('At the end of the Battle Phase, if this card was destroyed by battle and sent to the Graveyard: Choose 1 monster from your Deck and place it on top of your Deck.'),
    [[{ check: 'destroyed-by-battle-this-turn' }]],
  )
})
