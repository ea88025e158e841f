/**
 * Wordings read as data (real card texts): cards chosen from a player's field and "and if you do"
 * after them, the lowest or highest ATK, a draw equal to the number moved, damage equal to a card's
 * original ATK, "Your LP becomes 4000", LP thresholds, conditions on Types and on both GYs, the only
 * monster of a Type on the field, protections and bans left for the rest of the turn; and the
 * wordings kept unread because the board could not decide them.
 */
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'
import type { TextPhaseBehaviour } from '../../src/analyser/types.js'

const phases = (name: string, text: string, monsterTypeLine = 'Fairy / Effect', cardType = 'monster'): TextPhaseBehaviour[] => analyseCard({ name, text, cardType, monsterTypeLine }).phases

t.test('one card chosen out of the opponent\'s field, then damage "if you do"', async (t) => {
  const [item] = phases('Kamion, the Timelord', 'At the end of the Battle Phase, if this card battled: Shuffle 1 card your opponent controls into the Deck, and if you do, inflict 500 damage to your opponent.')
  t.strictSame(item?.does, [
    { action: 'return-to-deck', count: 1, chosen: { zone: 'field', whose: 'opponent' } },
    { action: 'lose-lp', amount: 500, whose: 'opponent', damage: true, ifDone: true },
  ])
})

t.test('the lowest ATK, one of them chosen; the highest, every one tied', async (t) => {
  const [queen] = phases('Queen Angel of Roses', 'Once per turn, during your Standby Phase: Destroy the 1 face-up monster on the field that has the lowest ATK (your choice, if tied).', 'Plant / Effect')
  t.strictSame(queen?.does, [{ action: 'destroy', count: 1, chosen: { zone: 'field', whose: 'each', cards: 'monster', filter: { position: 'face-up' }, rank: 'lowest-atk' } }])
  const [sand] = phases('Bottomless Shifting Sand', "At the end of your opponent's turn, destroy the face-up monster(s) with the highest ATK on the field.", '', 'trap')
  t.strictSame(sand?.does, [{ action: 'destroy', every: { zone: 'field', whose: 'each', cards: 'monster', filter: { position: 'face-up' }, rank: 'highest-atk' } }])
})

t.test('the highest Level, in a bullet that needs an Xyz Monster on the field', async (t) => {
  const text = [
    'This card can activate these effects depending on the monster card types on the field.',
    '● Fusion: Once per turn, if a monster(s) is sent from your hand or field to the GY by a card effect (except during the Damage Step): You can draw 1 card.',
    '● Xyz: Once per turn, during your End Phase: Destroy the monster(s) on the field with the highest Level.',
  ].join('\n')
  const [dream] = phases('Dreamland', text, '', 'spell')
  t.strictSame(dream?.does, [{ action: 'destroy', every: { zone: 'field', whose: 'each', cards: 'monster', rank: 'highest-level' } }])
  t.strictSame(dream?.requires, [{ check: 'card-count', zone: 'field', whose: 'each', cards: 'monster', filter: { monsterType: 'Xyz' }, min: 1 }])
  const [plain] = phases('Plain', 'Once per turn, during your End Phase: Destroy the monster(s) on the field with the highest Level.', '', 'spell')
  t.equal(plain?.requires, undefined, 'no list of kinds: no condition')
})

t.test('not read where the board cannot decide it: after "then" or "if …", or narrowed after', async (t) => {
  const [crawler] = analyseCard({ name: 'Powered Crawler', text: 'If this card is Normal or Special Summoned: You can destroy 1 monster your opponent controls with less ATK than this card.', cardType: 'monster', monsterTypeLine: 'Machine / Effect' }).triggers ?? []
  t.notOk(crawler?.does?.some((a) => a.chosen !== undefined), '"with less ATK than this card" narrows it further')
  const [maple] = analyseCard({ name: 'Flower Cardian Maple with Deer', text: 'If this card is Special Summoned: Draw 1 card, and if you do, show it, then, if it is a "Flower Cardian" monster, you can destroy 1 Spell/Trap Card your opponent controls.', cardType: 'monster', monsterTypeLine: 'Warrior / Effect' }).triggers ?? []
  t.notOk(maple?.does?.some((a) => a.chosen !== undefined), 'it depends on the card drawn')
})

t.test('a draw that gives no number is never one card: "equal to the number placed", "until you have 4 cards"', async (t) => {
  const [rahamu] = phases('Rahamu, Envoy of the Sacred Tome', 'During your End Phase: You can reveal any number of monsters in your hand and place them on the bottom of the Deck in any order, then draw cards equal to the number placed.', 'Fairy / Link / Effect')
  t.strictSame(rahamu?.does?.find((a) => a.action === 'draw'), { action: 'draw', per: { count: 'acted' } })
  const [mirage] = phases('Mirage of Nightmare', "During your opponent's Standby Phase: Draw until you have 4 cards in your hand.", '', 'spell')
  t.strictSame(mirage?.does, [{ action: 'draw', per: { count: 'unknown' } }])
})

t.test('a draw equal to the number shuffled into the Main Deck', async (t) => {
  const [gabrion] = phases('Gabrion, the Timelord', 'At the end of the Battle Phase, if this card battled: Shuffle as many cards your opponent controls as possible into the Deck(s), then they draw cards equal to the number shuffled into their Main Deck.')
  t.strictSame(gabrion?.does?.[1], { action: 'draw', whose: 'opponent', per: { count: 'acted', filter: { mainDeck: true } } })
})

t.test('damage equal to its original ATK, conditions of a summon "this way" and of the only Zombie', async (t) => {
  const [goku] = phases(
    'Malevolent Mech - Goku En',
    'You can Normal Summon this card without Tributing. Once per turn, during the End Phase, if this card was Summoned this way: Send it to the GY, then take damage equal to its original ATK in the GY. This card must be the only Zombie monster on the field to activate and to resolve this effect.',
    'Zombie / Effect',
  )
  t.equal(goku?.moves, 'graveyard')
  t.strictSame(goku?.does, [{ action: 'lose-lp', damage: true, amountOf: 'original-atk' }])
  t.strictSame(goku?.requires, [
    { check: 'summoned-this-turn', how: 'without-tribute' },
    { check: 'card-count', zone: 'field', whose: 'each', cards: 'monster', filter: { monsterType: 'Zombie' }, max: 1 },
  ])
  // "… the only Psychic monster you control …": its controller's field only.
  const [tron] = phases(
    'Destructotron',
    'You can pay 1000 LP, then target 1 Set Spell/Trap your opponent controls; destroy that target. Once per turn, during the End Phase: Destroy this card. This card must be the only Psychic monster you control to activate and to resolve this effect.',
    'Psychic / Effect',
  )
  t.strictSame(tron?.requires, [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { monsterType: 'Psychic' }, max: 1 }])
})

t.test('LP thresholds and LP that become a figure', async (t) => {
  const [sadion] = phases('Sadion, the Timelord', 'At the end of the Battle Phase, if this card battled and your LP is less than 4000: Your LP becomes 4000.')
  t.strictSame(sadion?.requires, [{ check: 'battled-this-turn' }, { check: 'lp', whose: 'controller', max: 3999 }])
  t.strictSame(sadion?.does, [{ action: 'set-lp', amount: 4000 }])
  const [leo] = phases('Number C88: Gimmick Puppet Disaster Leo', "During your End Phase, if your opponent's LP are 2000 or less, and this card has no materials, you win the Duel.", 'Machine / Xyz / Effect')
  t.match(leo?.requires, [{ check: 'lp', whose: 'opponent', max: 2000 }])
})

t.test('no monster of either Type named; more cards in the opponent\'s GY', async (t) => {
  const [shield] = phases('Spirit Shield', 'Once per turn, during the End Phase, if you do not control a Fiend or Zombie monster: Send this card to the GY.', '', 'trap')
  t.strictSame(shield?.requires, [
    { check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { monsterType: 'Fiend' }, max: 0 },
    { check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { monsterType: 'Zombie' }, max: 0 },
  ])
  const [plaice] = phases('Leafplace Plaice', 'During your Standby Phase, if this card is in your hand or GY and your opponent has more cards in their GY than you: You can Special Summon this card.', 'Psychic / Effect')
  t.match(plaice?.requires, [{ check: 'controls-more', zone: 'graveyard' }])
})

t.test('a protection and a ban left for the rest of the turn; one narrowed to the opponent\'s cards is not read', async (t) => {
  const [kuriphoton] = phases('Kuriphoton', '(Quick Effect): You can send this card from your hand to the GY and pay 2000 LP; you take no damage this turn.', 'Fiend / Effect')
  t.match(kuriphoton, { kind: 'expire', lasts: 'end-of-turn', holds: [{ effect: 'no-effect-damage', whose: 'controller' }] })
  const [calamity] = phases('Hot Red Dragon Archfiend King Calamity', 'When this card is Synchro Summoned: You can activate this effect; for the rest of this turn, your opponent cannot activate cards or effects on the field.', 'Dragon / Synchro / Effect')
  t.match(calamity, { kind: 'expire', lasts: 'end-of-turn', holds: [{ effect: 'forbid-activation', cards: 'any', whose: 'opponent' }] })
  t.strictSame(phases('Hallowed Life Barrier', "Discard 1 card; you take no damage from your opponent's cards this turn, also your monsters cannot be destroyed by battle this turn.", '', 'trap'), [])
})

t.test('a self-destruction beside a face-up monster outside the archetype', async (t) => {
  const marbles = analyseCard({ name: 'Speedroid Skull Marbles', text: 'If you control a face-up monster that is not a "Speedroid" monster, destroy this card.', cardType: 'monster', monsterTypeLine: 'Machine / Effect' })
  t.match(marbles.continuous, [{ effect: 'destroy-self', requires: [{ check: 'card-count', filter: { notNamed: 'Speedroid', position: 'face-up' }, min: 1 }] }])
})

t.test('a self-destruction with no face-up Field Spell on the field', async (t) => {
  const malefic = analyseCard({ name: 'Malefic Cyber End Dragon', text: 'If there is no face-up Field Spell on the field, destroy this card.', cardType: 'monster', monsterTypeLine: 'Machine / Effect' })
  t.match(malefic.continuous, [{ effect: 'destroy-self', requires: [{ check: 'card-count', zone: 'field', whose: 'each', cards: 'spell', filter: { position: 'face-up', property: 'Field' }, max: 0 }] }])
})
