/**
 * Readings of card texts the window's events and the turn so far need: a player taking damage as a
 * trigger's event (whose damage, and a card effect as its cause where the text asks it), a trigger
 * that works from the GY ("… while this card is in your GY"), an imperative "Take 1000 damage." with
 * its amount, and what a resolution leaves for the rest of the turn ("you take no effect damage this
 * turn", "This turn, any monster sent to the GY is banished instead"). Real card texts; the expected
 * readings are the texts' own words.
 */
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'

const monster = (text: string) => analyseCard({ name: 'X', text, cardType: 'monster', monsterTypeLine: 'Warrior / Effect' })

t.test('a player taking damage is the event of a trigger', async (t) => {
  t.match(monster('If you take damage: You can Special Summon this card from your hand, also you cannot Special Summon monsters from the Extra Deck for the rest of this turn, except "Raidraptor" monsters.').triggers, [
    { event: 'damage', subject: 'other', whose: 'controller', mandatory: false, zone: 'hand' },
  ], 'Raidraptor - Avenge Vulture: any damage, from the hand')
  const mage = monster('When you take damage from a card effect: You can Special Summon this card from your hand, and if you do, gain Life Points equal to the damage you took.').triggers
  t.match(mage, [{ event: 'damage', whose: 'controller', by: { cause: 'effect' }, timing: 'when', zone: 'hand' }], 'Damage Mage: by a card effect')
  t.notOk(mage?.[0]?.by?.whose, 'any player\'s card effect')
  t.match(monster('When you take damage from an opponent\'s card effect: You can Special Summon this card from your hand.').triggers, [{ event: 'damage', by: { cause: 'effect', whose: 'opponent' } }], 'Eco: the opponent\'s effect')
  t.match(monster('Once per turn, if your opponent takes battle or effect damage: You can target 1 card on the field; destroy it.').triggers, [{ event: 'damage', whose: 'opponent', oncePerTurn: 'instance' }], 'Windwitch - Diamond Bell: the opponent\'s damage')
  t.match(monster('When you take damage: You can discard this card; Special Summon 1 "Ghostrick" monster from your Deck in face-down Defense Position.').triggers, [{ event: 'damage', zone: 'hand' }], 'Ghostrick Mary: discarding itself, it works from the hand')
  t.notOk(monster('If you take 1000 or more effect damage: You can Special Summon this card from your hand.').triggers, 'a least amount is not read')
})

t.test('a player gaining LP is the event of a trigger', async (t) => {
  t.match(monster('Once per turn, if you gain LP: Draw 1 card.').triggers, [{ event: 'lp-gained', subject: 'other', whose: 'controller', mandatory: true, oncePerTurn: 'instance' }], 'Aromage Jasmine: its controller gains LP')
  t.match(monster('When your opponent gains LP (except during the Damage Step): You can Special Summon this card from your hand.').triggers, [{ event: 'lp-gained', whose: 'opponent', mandatory: false, zone: 'hand' }], 'Performapal Life Swordsman: the opponent gains, from the hand')
  t.notOk(monster('If you gain 1000 or more LP: Draw 1 card.').triggers, 'a least amount is not read')
})

t.test('"while this card is in your GY": the trigger works from the GY', async (t) => {
  t.match(monster('If a card(s) on the field is destroyed by card effect while this card is in your GY (except during the Damage Step): You can Special Summon this card.').triggers, [
    { event: 'destroyed', subject: 'other', by: { cause: 'effect' }, zone: 'graveyard', mandatory: false },
  ], 'Rage Rose Witch')
  t.match(monster('When you take damage while this card is in your GY: You can Special Summon this card in Attack Position.').triggers, [{ event: 'damage', zone: 'graveyard' }], 'Heroic Challenger - Thousand Blades')
  t.match(monster('If a card(s) is sent from your hand to the GY, while this card is in your GY (except during the Damage Step): You can banish this card; Special Summon 1 "Fabled" monster from your hand.').triggers, [
    { event: 'sent-to-gy', from: 'hand', whose: 'controller', zone: 'graveyard' },
  ], 'The Fabled Behilmoth: cards from your hand are yours')
  t.notOk(monster('If this card is sent to the GY while this card is in your GY: Draw 1 card.').triggers, 'not on its own event')
})

t.test('"Take 1000 damage." is its controller\'s damage, with its amount', async (t) => {
  t.match(analyseCard({ name: 'Lava Golem', text: 'Once per turn, during your Standby Phase: Take 1000 damage.', cardType: 'monster', monsterTypeLine: 'Fiend / Effect' }).phases, [
    { phase: 'standby', kind: 'trigger', mandatory: true, does: [{ action: 'lose-lp', amount: 1000, damage: true }] },
  ])
  t.match(monster('If this card is destroyed by battle or card effect: Take 2000 damage.').triggers, [{ event: 'destroyed', does: [{ action: 'lose-lp', amount: 2000, damage: true }] }], 'Ashoka Pillar')
})

t.test('what a resolution leaves for the rest of the turn', async (t) => {
  const hanewata = monster('(Quick Effect): You can discard this card; you take no effect damage this turn.').phases
  t.match(hanewata, [{ phase: 'end', kind: 'expire', lasts: 'end-of-turn', delayed: true, holds: [{ effect: 'no-effect-damage', whose: 'controller' }] }], 'Hanewata')
  const ground = analyseCard({ name: 'Different Dimension Ground', text: 'This turn, any monster sent to the GY is banished instead.', cardType: 'trap', property: 'Normal' }).phases
  t.match(ground, [{ kind: 'expire', lasts: 'end-of-turn', delayed: true, holds: [{ effect: 'banish-instead', cards: 'monster', whose: 'each' }] }], 'Different Dimension Ground')
  t.match(monster('If you control a "Genex" Synchro Monster: You can target 2 "Genex" monsters in your GY, including this card; add them to your hand, also for the rest of this turn, any card sent to your GY is banished instead.').phases, [
    { holds: [{ effect: 'banish-instead', cards: 'any', whose: 'controller' }] },
  ], 'R-Genex Undine: your GY')
  t.strictSame(monster('You take no effect damage from your opponent\'s card effects this turn.').phases, [], 'narrowed to the opponent\'s effects: not read')
  t.strictSame(analyseCard({ name: 'X', text: '1 Cyberse Link Monster\nAfter this card is Special Summoned, you take no effect damage for the rest of this turn.', cardType: 'monster', monsterTypeLine: 'Cyberse / Link / Effect' }).phases, [], 'set up by a summon, not a resolution')
})

t.test('"During the End Phase of this turn, take 2300 damage if you did not Special Summon …": the damage, and its condition as words', async (t) => {
  const spell = (text: string) => analyseCard({ name: 'X', text, cardType: 'spell', property: 'Normal' }).phases
  const [meet] = spell('Reveal 1 Cyberse monster with 2300 ATK in your hand or Extra Deck, and add 1 "@Ignister" monster with the same Attribute from your Deck to your hand. During the End Phase of this turn, take 2300 damage if you did not Special Summon the revealed monster, or a monster with the same name, after you resolved this effect.')
  t.match(meet, { phase: 'end', kind: 'apply', delayed: true, condition: 'if you did not Special Summon the revealed monster, or a monster with the same name, after you resolved this effect' })
  t.strictSame(meet?.does, [{ action: 'lose-lp', amount: 2300, damage: true }])
  const [sisters] = monster('You can Tribute this card; add 1 Level 7 or higher Insect or Plant monster from your Deck to your hand. During the End Phase of this turn, take 2700 damage if you did not Normal or Special Summon the added monster, or a card with the same original name, after activating this effect.').phases
  t.strictSame(sisters?.does, [{ action: 'lose-lp', amount: 2700, damage: true }], 'the Summon its condition names is no action of it')
  const [mist] = monster('Once per turn, during the End Phase, if this card was Summoned this way: Destroy this card, and if you do, take 1000 damage.').phases
  t.match(mist?.does, [{ action: 'lose-lp', amount: 1000, damage: true }], '", take 1000 damage" after a comma')
})
