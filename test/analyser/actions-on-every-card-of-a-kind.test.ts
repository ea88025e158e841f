/**
 * "Destroy all other monsters on the field" and its kin, on short texts (real card texts): an action
 * on every card of a kind on a player's field is read with whose cards, which type, and what narrows
 * them as data (`target: 'all'`); a wording narrower than that data can say stays as it was read
 * before (no target), never read as more cards than the text means.
 */
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'

const phaseDoes = (text: string, extra: Partial<Parameters<typeof analyseCard>[0]> = {}) =>
  analyseCard({ name: 'Test Card', text, cardType: 'monster', monsterTypeLine: 'Fiend / Effect', ...extra }).phases.flatMap((p) => p.does ?? [])
const triggerDoes = (text: string) => (analyseCard({ name: 'Test Card', text, cardType: 'monster', monsterTypeLine: 'Fiend / Effect' }).triggers ?? []).flatMap((p) => p.does ?? [])

t.test('every other monster on the field, of each player', async (t) => {
  t.strictSame(phaseDoes('Once per turn, during your End Phase: Destroy all other monsters on the field.'), [{ action: 'destroy', target: 'all', whose: 'each', cards: 'monster', others: true }])
})

t.test("the controller's other monsters that did not declare an attack", async (t) => {
  t.strictSame(phaseDoes('Once per turn, during your End Phase: Destroy all other monsters you control that did not declare an attack this turn.'), [
    { action: 'destroy', target: 'all', whose: 'controller', cards: 'monster', others: true, didNotAttack: true },
  ])
})

t.test("the opponent's Spells and Traps, shuffled into the Deck", async (t) => {
  t.strictSame(phaseDoes('At the end of the Battle Phase, if this card battled: Shuffle all Spells and Traps your opponent controls into the Deck.'), [
    { action: 'return-to-deck', target: 'all', whose: 'opponent', cards: 'spell-trap' },
  ])
})

t.test('a Level and Normal Monsters, on your side of the field', async (t) => {
  const does = phaseDoes('Destroy all Level 1 Normal Monsters on your side of the field during the End Phase.', { cardType: 'spell', property: 'Normal', monsterTypeLine: null })
  t.strictSame(
    does.filter((a) => a.target === 'all'),
    [{ action: 'destroy', target: 'all', whose: 'controller', cards: 'monster', level: 1, normalMonsters: true }],
  )
})

t.test('an End Phase effect on what the card\'s own earlier effect did is set up by that use', async (t) => {
  const [phase] = analyseCard({ name: 'Test Temple', text: 'Once per turn: You can target 1 Level 4 or lower Fish monster you control; banish that target. During your End Phase: Special Summon the monster(s) banished by this effect.', cardType: 'spell', property: 'Field' }).phases
  t.match(phase, { kind: 'trigger', mandatory: true, delayed: true, does: [{ action: 'special-summon', target: 'set-up' }] })
})

t.test('what a set-up banished comes back, to the field or to each hand', async (t) => {
  const delayed = (text: string) => analyseCard({ name: 'Test Card', text, cardType: 'monster', monsterTypeLine: 'Warrior / Synchro / Effect' }).phases.filter((p) => p.delayed === true)
  t.match(delayed("Once per turn: You can target 1 monster your opponent controls; banish it. The banished monster returns to the opponent's field during the End Phase of this turn."), [{ kind: 'apply', does: [{ action: 'special-summon', target: 'set-up' }] }])
  const gift = analyseCard({ name: 'Test Gift', text: 'Both players banish 1 card from their Decks, face-down, and if they do, during the End Phase of this turn, both players add to their hands the card their opponent banished by this effect.', cardType: 'spell', property: 'Normal' }).phases
  t.match(gift, [{ delayed: true, does: [{ action: 'add-to-hand', from: 'banished', whose: 'each', count: 1 }] }])
})

t.test('an LP payment of the opponent is an LP loss of theirs', async (t) => {
  t.strictSame(phaseDoes('Once per turn, during the Standby Phase: You can gain 100 LP, and if you do, your opponent pays 100 LP.', { cardType: 'trap', property: 'Continuous', monsterTypeLine: null }), [
    { action: 'gain-lp', amount: 100 },
    { action: 'lose-lp', amount: 100, whose: 'opponent' },
  ])
})

t.test('a rule on the monsters Normal or Flip Summoned this turn, of a Level or lower', async (t) => {
  t.strictSame(phaseDoes('Level 3 or lower monsters are destroyed during the End Phase of the turn that they are Normal Summoned or Flip Summoned.', { cardType: 'trap', property: 'Continuous', monsterTypeLine: null }), [
    { action: 'destroy', target: 'all', whose: 'each', cards: 'monster', maxLevel: 3, summonedThisTurn: 'normal-or-flip' },
  ])
})

t.test('every monster of a Type', async (t) => {
  t.strictSame(phaseDoes('All Plant-Type monsters you currently control gain 300 ATK until the end of this turn. During the End Phase, destroy all Plant-Type monsters you control.', { cardType: 'trap', property: 'Normal', monsterTypeLine: null }).filter((a) => a.target === 'all'), [
    { action: 'destroy', target: 'all', whose: 'controller', cards: 'monster', monsterType: 'Plant' },
  ])
  t.strictSame(phaseDoes('Once per turn, during your End Phase: Destroy all Zombie monsters on the field.'), [{ action: 'destroy', target: 'all', whose: 'each', cards: 'monster', monsterType: 'Zombie' }])
  t.strictSame(phaseDoes('Once per turn, during your End Phase: Destroy all Zombie cards on the field.'), [{ action: 'destroy' }], 'a Type names monsters: "Zombie cards" is not read as every card')
})

t.test('every card the opponent controls, from a trigger', async (t) => {
  t.strictSame(triggerDoes('If this card is Special Summoned: Destroy all cards your opponent controls.'), [{ action: 'destroy', target: 'all', whose: 'opponent' }])
})

t.test('"as many … as possible": every such card, a battle position, and damage for each card destroyed', async (t) => {
  t.strictSame(
    phaseDoes('FLIP: During the End Phase of this turn, destroy as many Defense Position monsters your opponent controls as possible, and if you do, inflict 500 damage to your opponent for each monster destroyed.'),
    [
      { action: 'destroy', target: 'all', whose: 'opponent', cards: 'monster', battlePosition: 'defense' },
      { action: 'lose-lp', eachMoved: 500, whose: 'opponent', damage: true },
    ],
  )
  t.strictSame(triggerDoes('When this card is Special Summoned: Destroy as many Spells and Traps your opponent controls as possible, and if you do, all monsters they control lose 300 ATK.').slice(0, 1), [
    { action: 'destroy', target: 'all', whose: 'opponent', cards: 'spell-trap' },
  ])
  t.notOk(
    triggerDoes('If this card is Normal Summoned: You can inflict 300 damage to your opponent for each monster they control.').some((a) => a.eachMoved !== undefined),
    'a rate on cards counted on the board, not on cards the item moved',
  )
})

t.test('narrower wordings are not read as every card', async (t) => {
  const all = (does: Array<{ target?: string }>) => does.filter((a) => a.target === 'all')
  t.strictSame(all(triggerDoes('When this card is Special Summoned: You can destroy all Spells and Traps on the field, except "Void" cards.')), [], 'an exception by name')
  t.strictSame(
    all(triggerDoes('If this card is sent from the field to the GY: Choose 1 "The Winged Dragon of Ra" in your Monster Zone and send all other monsters on the field to the GY.')),
    [],
    '"other" than a card chosen, not this card',
  )
  t.strictSame(
    all(phaseDoes('During the End Phase of any turn a player excavated 9 or more cards at once by this card\'s effect: That player can activate this effect; shuffle all cards your opponent controls and in their GY into the Deck.')),
    [],
    'the field and the GY together',
  )
  t.strictSame(all(triggerDoes('If this card is Normal Summoned: You can destroy all monsters your opponent controls with 1500 or less ATK.')), [], 'an ATK')
})

t.test('a whole hand, later in the End Phase', async (t) => {
  const spell = { cardType: 'spell', property: 'Normal', monsterTypeLine: null } as const
  t.strictSame(
    phaseDoes('Draw until you have 3 cards in your hand, also for the rest of this turn after this card resolves, your opponent takes no damage. During the End Phase of this turn, send your entire hand to the GY.', spell),
    [{ action: 'send-to-gy', target: 'all', from: 'hand', whose: 'controller' }],
    'Card of Demise',
  )
  t.strictSame(
    phaseDoes('If you have 3 or more cards in your hand: Draw 1 card, and if you do, during the End Phase of this turn, discard your entire hand.', spell),
    [{ action: 'discard', target: 'all', from: 'hand', whose: 'controller' }],
    'Into the Void',
  )
  t.strictSame(phaseDoes('During the End Phase: Discard 1 card.'), [{ action: 'discard', count: 1 }], 'one card: not the whole hand')
})
