/**
 * What an effect that targets as it is activated does to its targets (the targets pass), and the
 * costs of cards chosen out of the GY: real card texts, the expected data written from their words.
 */
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'
import type { TextPhaseBehaviour } from '../../src/analyser/types.js'
import { graveyardSelection } from '../../src/analyser/passes/targets.js'

const phases = (name: string, text: string, monsterTypeLine = 'Dragon / Effect', cardType = 'monster'): TextPhaseBehaviour[] => analyseCard({ name, text, cardType, monsterTypeLine }).phases

t.test('a GY target acted on: "that target", "it", "all 3"', async (t) => {
  const [wyvern] = phases('Red-Eyes Wyvern', 'Once per turn, during your End Phase: You can banish this card from your GY, then target 1 "Red-Eyes" monster in your GY; Special Summon that target. You cannot Normal Summon/Set during the turn you activate this effect.')
  t.strictSame(wyvern?.does, [{ action: 'special-summon', from: 'graveyard', chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { named: 'Red-Eyes' }, others: true } }])
  t.equal(wyvern?.gyTargets?.other, true, 'banished as the cost, it has left the GY before it targets')
  t.strictSame(wyvern?.requires, [{ check: 'no-normal-summon-this-turn' }], 'the restriction on the turn of activation')
  const [pranks] = phases('Prank-Kids Pranks', 'During your End Phase: You can target 3 "Prank-Kids" cards in your GY, except "Prank-Kids Pranks"; shuffle all 3 into the Deck, then draw 1 card.', '', 'spell')
  t.strictSame(pranks?.does?.[0], { action: 'return-to-deck', from: 'graveyard', count: 3, chosen: { zone: 'graveyard', whose: 'controller', filter: { named: 'Prank-Kids', notNamed: 'Prank-Kids Pranks' } } })
  const [mare] = phases('Supreme Sea Mare', 'During your End Phase: You can Tribute this card, then target 1 Aqua monster in your GY, except "Supreme Sea Mare"; add it to your hand.', 'Aqua / Effect')
  t.notOk(mare?.gyTargets?.other, 'Tributed as the cost, it arrives in the GY: "other" only from the words')
  t.strictSame(mare?.does, [{ action: 'add-to-hand', from: 'graveyard', chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { notNamed: 'Supreme Sea Mare', monsterType: 'Aqua' } } }])
})

t.test("an event trigger's GY target acted on, narrowed by a printed figure", async (t) => {
  const [hedgehog] =
    analyseCard({
      name: 'Neo Flamvell Hedgehog',
      text: 'If this card is destroyed by battle: Target 1 card in your opponent\'s GY; banish it. If this card on the field is destroyed by card effect: Target 1 FIRE monster with 200 or less DEF in your GY, except "Neo Flamvell Hedgehog"; add that target to your hand.',
      cardType: 'monster',
      monsterTypeLine: 'Pyro / Tuner / Effect',
    }).triggers?.filter((trigger) => trigger.by?.cause === 'effect') ?? []
  t.match(hedgehog?.gyTargets, { count: 1, kind: 'monster', attribute: 'FIRE', maxDef: 200, except: ['Neo Flamvell Hedgehog'] })
  t.strictSame(hedgehog?.does, [{ action: 'add-to-hand', from: 'graveyard', chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { notNamed: 'Neo Flamvell Hedgehog', attribute: 'FIRE', maxDef: 200 } } }])
  t.strictSame(graveyardSelection({ count: 1, kind: 'monster', minAtk: 1500 })?.filter, { minAtk: 1500 }, '"with 1500 or more ATK"')
})

t.test('a field target acted on, "to target" after a cost included', async (t) => {
  const [eguls] = phases('Daigusto Eguls', 'Once per turn, during your End Phase: You can banish 1 WIND monster from your Graveyard to target 1 face-down card your opponent controls; destroy that target.', 'Psychic / Synchro / Effect')
  t.strictSame(eguls?.costs, [{ action: 'banish', target: 'zone', from: 'graveyard', whose: 'controller', count: 1, chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { attribute: 'WIND' } } }])
  t.strictSame(eguls?.does, [{ action: 'destroy', chosen: { zone: 'field', whose: 'opponent', filter: { position: 'set' } } }])
  t.strictSame(eguls?.requires, [{ check: 'card-count', zone: 'field', whose: 'opponent', filter: { position: 'set' }, min: 1 }])
  const [ananta] = phases('Evil Dragon Ananta', 'Once per turn, during your End Phase: Target 1 card on the field; destroy that target.')
  t.strictSame(ananta?.does, [{ action: 'destroy', chosen: { zone: 'field', whose: 'each' } }])
})

t.test('a GY cost of "1 other" card of a Type is not the card itself', async (t) => {
  const [, every] = phases('Fortune Lady Every', 'This card\'s ATK/DEF become its Level x 400. Once per turn, during your Standby Phase: Increase this card\'s Level by 1 (max. 12), then, you can banish 1 face-up monster your opponent controls. During your opponent\'s End Phase, if this card is in your GY: You can banish 1 other Spellcaster monster from your GY; Special Summon this card. You can only use this effect of "Fortune Lady Every" once per turn.', 'Spellcaster / Synchro / Effect')
  t.strictSame(every?.costs, [{ action: 'banish', target: 'zone', from: 'graveyard', whose: 'controller', count: 1, chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { monsterType: 'Spellcaster' }, others: true } }])
})

t.test('a GY cost of two kinds ("1 LIGHT and 1 DARK monster … except this card") is two costs', async (t) => {
  const [envoy] = phases('Envoy of Chaos', 'Once per turn, during the End Phase, if this card is in your GY: You can banish 1 LIGHT and 1 DARK monster from your GY, except this card; add this card to your hand.', 'Warrior / Effect')
  t.strictSame(envoy?.costs, [
    { action: 'banish', target: 'zone', from: 'graveyard', whose: 'controller', count: 1, chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { attribute: 'LIGHT' }, others: true } },
    { action: 'banish', target: 'zone', from: 'graveyard', whose: 'controller', count: 1, chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { attribute: 'DARK' }, others: true } },
  ])
})

t.test('targets a selection cannot say are left as they were', async (t) => {
  t.equal(graveyardSelection({ count: 2, kind: 'monster', differentTypes: true }), undefined, '"with different Types" is no word of a selection')
  t.equal(graveyardSelection({ count: 1, named: ['A', 'B'] }), undefined, 'two names')
  t.equal(graveyardSelection({ count: 1, sentThisTurn: true }), undefined, 'sent there this turn')
  t.strictSame(graveyardSelection({ count: 1, kind: 'spell' }), { zone: 'graveyard', whose: 'controller', cards: 'spell' })
})

t.test('an add from the GY says what it may add; narrowed after, or from two zones, it does not', async (t) => {
  const [decider] = phases('Destiny HERO - Decider', 'If this card is Normal or Special Summoned: You can add 1 "HERO" monster from your GY to your hand during the End Phase of this turn.', 'Warrior / Effect')
  t.match(decider?.does, [{ action: 'add-to-hand', count: 1, from: 'graveyard', chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { named: 'HERO' } } }])
  const [saffira] = phases('Saffira, Divine Dragon of the Voiceless Voice', "During your opponent's End Phase: You can add 1 LIGHT monster from your GY to your hand.")
  t.match(saffira?.does, [{ action: 'add-to-hand', chosen: { zone: 'graveyard', cards: 'monster', filter: { attribute: 'LIGHT' } } }])
  const [survivor] = phases('Battle Survivor', 'At the end of the Battle Phase: You can add 1 card from your GY to your hand, except "Battle Survivor", that was destroyed by battle this turn.', 'Warrior / Effect')
  t.notOk(survivor?.does?.some((a) => a.chosen !== undefined), '", except …, that was …" narrows it after')
})

t.test('a target in the opponent\'s GY; a target chosen as it resolves ("you can target …") is none its activation needs', async (t) => {
  const [garuda] = phases('Neo Flamvell Garuda', 'Once per turn, during your End Phase, if you control another "Flamvell" monster: Target 1 card in your opponent\'s GY; banish it.', 'Pyro / Effect')
  t.strictSame(garuda?.gyTargets, { count: 1, opponent: true })
  t.strictSame(garuda?.does, [{ action: 'banish', from: 'graveyard', chosen: { zone: 'graveyard', whose: 'opponent' } }])
  const [snoww] = analyseCard({ name: 'Snoww, Unlight of Dark World', text: "If this card is discarded to the GY by card effect: If it was discarded from your hand to your GY by an opponent's card effect, you can target 1 monster in your opponent's GY; add 1 \"Dark World\" card from your Deck to your hand, then Special Summon that target (if any) to your field.", cardType: 'monster', monsterTypeLine: 'Fiend / Effect' }).triggers ?? []
  t.equal(snoww?.gyTargets, undefined, '"you can target" as it resolves: the trigger needs no target')
})

t.test('a target among banished cards', async (t) => {
  const phasesOf = analyseCard({ name: 'Void Purification', text: 'If you control a monster that is not an "Infernoid" monster, send this card to the Graveyard. You can only use each of these effects of "Void Purification" once per turn.\n● During each of your opponent\'s Standby Phases: You can target 1 "Infernoid" monster in your Graveyard; add it to your hand.\n● During each of your Standby Phases: You can target 1 of your banished "Infernoid" monsters; return it to the Graveyard.', cardType: 'trap', property: 'Continuous' }).phases
  t.strictSame(phasesOf.map((p) => p.gyTargets), [
    { count: 1, kind: 'monster', named: ['Infernoid'] },
    { count: 1, zone: 'banished', kind: 'monster', named: ['Infernoid'] },
  ])
  const [miccs] = phases('Symphonic Warrior Miccs', 'Once per turn, during your End Phase: You can target 1 of your banished "Symphonic Warrior" monsters; add it to your hand.', 'Warrior / Effect')
  t.match(miccs?.does, [{ action: 'add-to-hand', from: 'banished', chosen: { zone: 'banished', whose: 'controller', cards: 'monster', filter: { named: 'Symphonic Warrior' } } }])
})

t.test('a field target after a cost ("…, then target 1 Warrior or Machine monster you control;"): one of two Types', async (t) => {
  const [change] = analyseCard({ name: 'Weapon Change', text: 'Once during each of your Standby Phases: You can pay 700 LP, then target 1 Warrior or Machine monster you control; switch the current ATK and DEF of that target until the end of your opponent\'s next turn.', cardType: 'spell', property: 'Continuous' }).phases
  t.strictSame(change?.requires, [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { monsterTypes: ['Warrior', 'Machine'] }, min: 1 }])
  const [hound] = phases('K9-ØØ "Hound"', 'Once per turn, during the Standby Phase: You can detach 1 material from this card, then target 1 card on the field; banish it.', 'Beast-Warrior / Xyz / Effect')
  t.strictSame(hound?.does, [{ action: 'banish', chosen: { zone: 'field', whose: 'each' } }])
})

t.test('"return it to the Extra Deck", "return them to the Deck": the verb sends the targets where it says', async (t) => {
  const [extra] = phases('X', 'During your End Phase: You can target 1 Link Monster in your GY; return it to the Extra Deck.', 'Cyberse / Effect')
  t.strictSame(extra?.does, [{ action: 'return-to-extra-deck', from: 'graveyard', chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { monsterType: 'Link' } } }])
  const [deck] = phases('X', 'During your End Phase: You can target 2 Spellcaster monsters in your GY; return them to the Deck.', 'Spellcaster / Effect')
  t.match(deck?.does, [{ action: 'return-to-deck', from: 'graveyard', count: 2, chosen: { zone: 'graveyard', filter: { monsterType: 'Spellcaster' } } }])
})

t.test('a delayed action on what the set-up targeted, on what it summoned, and damage equal to the ATK it destroyed', async (t) => {
  const [gesture] = phases('Final Gesture', 'Target 1 face-up Level 3 monster you control; Special Summon 1 monster with the same name as that monster from your hand or Graveyard. Its effects are negated. During the End Phase of this turn, destroy the face-up monster that was targeted by this card.', '', 'spell')
  t.strictSame(gesture?.does, [{ action: 'destroy', target: 'set-up', setUpOf: 'targets' }])
  const [asceticism] = phases('Asceticism of the Six Samurai', 'Target 1 "Six Samurai" monster you control; Special Summon 1 "Six Samurai" monster from your Deck with the same ATK but a different name, and if you do, destroy it during the End Phase of this turn.', '', 'spell')
  t.strictSame(asceticism?.does, [{ action: 'destroy', target: 'set-up', setUpOf: 'affected' }], '"it" is the monster summoned')
  const [technique] = phases('Double-Edged Sword Technique', 'Target 2 "Six Samurai" monsters in your GY; Special Summon those targets in Attack Position. During the End Phase of this turn, destroy them, and if you do, take damage equal to those destroyed monsters\' ATK.', '', 'trap')
  t.strictSame(technique?.does, [{ action: 'destroy', target: 'set-up' }, { action: 'lose-lp', damage: true, amountOf: 'moved-atk' }], '"them" are the targets summoned: every card it acted on')
  const [blocker] = phases('Barricadeborg Blocker', 'If this card is Link Summoned: You can discard 1 card; during the End Phase of this turn, add 1 Continuous or Field Spell from your GY to your hand.', 'Machine / Link / Effect')
  t.match(blocker?.does, [{ action: 'add-to-hand', from: 'graveyard', chosen: { zone: 'graveyard', cards: 'spell', filter: { properties: ['Continuous', 'Field'] } } }])
})

t.test('"…, but if you do, destroy it during the End Phase" after a change to this card: "it" is this card', async (t) => {
  const [swordsman] = phases('Ultimate Flame Swordsman', "At the start of the Damage Step, if this card battles: You can double this card's ATK until the end of this turn, but if you do, destroy it during the End Phase of this turn.", 'Warrior / Fusion / Effect')
  t.strictSame(swordsman?.does, [{ action: 'destroy', target: 'self' }])
})

t.test('GY targets "including a Cyberse Link Monster", acted on', async (t) => {
  const [horse] = phases('Proxy Horse', 'During your End Phase: You can banish this card from your GY, then target 2 Link Monsters in your GY including a Cyberse Link Monster; return them to the Extra Deck.', 'Cyberse / Effect')
  t.match(horse?.gyTargets, { count: 2, kind: 'monster', monsterKind: 'Link', including: { monsterType: 'Cyberse', monsterKind: 'Link' } })
  t.match(horse?.does, [{ action: 'return-to-extra-deck', from: 'graveyard', count: 2, chosen: { zone: 'graveyard', filter: { monsterType: 'Link' } } }])
  const [odd] = phases('Test Horse', 'During your End Phase: You can target 2 Link Monsters in your GY including a monster with 2 Link Arrows; return them to the Extra Deck.', 'Cyberse / Effect')
  t.equal(odd?.gyTargets, undefined, 'including words not read: no targets read')
})


t.test('"target 1 … in your GY; place it on the bottom of your Deck, then draw 1 card": the target placed', async (t) => {
  const [obsidim] = phases('Obsidim, the Ashened City', 'During your End Phase: You can target 1 "Obsidim, the Ashened City" in your GY; place it on the bottom of your Deck, then draw 1 card.', '', 'spell')
  t.strictSame(obsidim?.does, [
    { action: 'return-to-deck', from: 'graveyard', chosen: { zone: 'graveyard', whose: 'controller', filter: { named: 'Obsidim, the Ashened City' } } },
    { action: 'draw', count: 1, whose: 'controller' },
  ])
})

t.test('a Fusion Monster shuffled into or returning to the Extra Deck moves to the Extra Deck, not the Deck', async (t) => {
  const [flare] = phases('Elemental HERO Flare Neos', 'This card gains 400 ATK for each Spell/Trap Card on the field. During the End Phase: Shuffle this card into the Extra Deck.', 'Warrior / Fusion / Effect')
  t.equal(flare?.moves, 'extra-deck')
  const [air] = phases('Elemental HERO Air Neos', 'This card returns to the Extra Deck during the End Phase.', 'Warrior / Fusion / Effect')
  t.equal(air?.moves, 'extra-deck')
  const [main] = phases('X', 'During the End Phase: Shuffle this card into the Deck.')
  t.equal(main?.moves, 'deck')
})
