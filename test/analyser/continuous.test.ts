/**
 * The analyser's pass for continuous "banished instead" effects: a table of wordings (what it reads,
 * what it leaves), and its blind figures on the labelled cards it was not written from
 * (test/fixtures/analyser-continuous-labels.json, labelled before the pass first ran).
 */
import { existsSync, readFileSync } from 'node:fs'
import t from 'tap'
import { allCards, analysed } from '../helpers/all-cards.js'
import { analyseCard } from '../../src/analyser/index.js'
import { SHARED_CARD_DATA } from '../helpers/shared.js'

const read = (text: string) => analyseCard({ name: 'X', text, cardType: 'trap' }).continuous

t.test('wordings', async (t) => {
  t.match(read('While this card is face-up on the field, any card sent to the GY is banished instead.'), [{ effect: 'banish-instead', cards: 'any', whose: 'each' }])
  t.notOk(read('While this card is face-up on the field, any card sent to the GY is banished instead.')?.[0]?.condition, 'face-up on the field is no condition: it is where a continuous effect applies')
  t.match(read('Any monster sent to the GY is banished instead.'), [{ cards: 'monster', whose: 'each' }])
  t.match(read("Any card sent to your opponent's GY is banished instead."), [{ cards: 'any', whose: 'opponent' }])
  t.match(read('Any card sent to your GY is banished instead.'), [{ whose: 'controller' }])
  t.match(read("Spells and Traps sent from the field to your opponent's GY are banished instead."), [{ cards: 'spell-trap', whose: 'opponent', from: 'field' }])
  t.match(read('Any monster sent from the hand or Main Deck to the GY is banished instead.'), [{ cards: 'monster', from: 'hand-or-deck' }])
  t.match(read("If this card is Level 7 or higher, any card sent to your opponent's GY is banished instead."), [{ condition: 'If this card is Level 7 or higher' }])
  t.match(read("Any monster sent from the field to the GY during your opponent's turn is banished instead."), [{ turn: 'opponents' }])
  t.notOk(read("Any monster sent from the field to the GY during your opponent's turn is banished instead.")?.[0]?.condition, 'whose turn is data')
  // Set up by a resolution for a time: never from the card's presence.
  t.equal(read('This turn, any monster sent to the GY is banished instead.'), undefined)
  t.equal(read('You can send this card from your hand to the GY; until the end of the next turn, any card sent to the GY is banished instead.'), undefined)
  t.equal(read('Add them to your hand, also for the rest of this turn, any card sent to your GY is banished instead.'), undefined)
  // A card's own destination, or its materials': not another card's continuous effect on every card.
  t.equal(read('If this card would be sent to the GY, banish it instead.'), undefined)
  // "If this face-up card would leave the field, banish it instead": this card only, from the field.
  t.match(read('If this face-up card would leave the field, banish it instead.'), [{ effect: 'banish-instead', itself: true, from: 'field', whose: 'each' }])
  t.equal(read('These Synchro Materials are banished instead of being sent to the GY.'), undefined)
  t.equal(read("Any card destroyed by battle or card effect that would be sent to your opponent's GY is banished instead."), undefined)
})

t.test('negation wordings', async (t) => {
  const negation = (text: string) => read(text)?.filter((effect) => effect.effect === 'negate-effects')
  t.match(negation('Negate the effects of all face-up monsters while they are face-up on the field (but their effects can still be activated).'), [{ cards: 'monster', whose: 'each' }])
  t.notOk(negation('Negate the effects of all face-up monsters while they are face-up on the field (but their effects can still be activated).')?.[0]?.condition, 'where it applies is no condition')
  t.match(negation('Negate the effects of face-up monsters while your opponent controls them.'), [{ cards: 'monster', whose: 'opponent' }])
  t.match(negation('Negate all Spell effects on the field.'), [{ cards: 'spell', whose: 'each' }])
  t.match(negation('Negate all other Trap effects on the field.'), [{ cards: 'trap', whose: 'each' }])
  t.match(negation('During your turn, negate the effects of all face-up monsters your opponent controls.'), [{ whose: 'opponent', turn: 'yours' }])
  t.notOk(negation('During your turn, negate the effects of all face-up monsters your opponent controls.')?.[0]?.condition, 'whose turn is data, not a condition kept as text')
  t.match(negation("During your opponent's turn, negate the effects of all face-up monsters you control."), [{ whose: 'controller', turn: 'opponents' }])
  t.match(negation("During your opponent's turn, negate all Trap effects on the field."), [{ cards: 'trap', turn: 'opponents' }])
  t.match(negation('If you control a Token, negate the effects of all face-up monsters your opponent controls.'), [{ condition: 'If you control a Token' }])
  t.notOk(negation('If you control a Token, negate the effects of all face-up monsters your opponent controls.')?.[0]?.turn, 'no turn named: every turn')
  // Set up by a resolution, activated, or a number of cards: not a continuous effect of the card's presence.
  t.equal(read('Negate the effects of all face-up monsters your opponent currently controls, until the end of this turn.'), undefined)
  t.equal(read('Once per turn: You can negate the effects of all face-up monsters your opponent currently controls.'), undefined)
  t.equal(read('Negate all other Trap effects on the field this turn.'), undefined)
  t.equal(read('While that monster is on the field, negate the effects of all face-up monsters on the field.'), undefined)
})

const LABEL_FILES = [
  { file: 'analyser-continuous-labels.json', effect: 'banish-instead' },
  { file: 'analyser-continuous-negation-labels.json', effect: 'negate-effects' },
] as const

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`blind figures skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('blind figures on the labelled cards it was not written from', async (t) => {
    const cards = await allCards()
    for (const { file, effect } of LABEL_FILES) {
      const labels = JSON.parse(readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8')) as {
        tuned: string[]
        heldOut: Record<string, { cards: string; whose: string; from?: string; condition?: boolean } | null>
      }
      const positives = Object.values(labels.heldOut).filter((label) => label !== null).length
      let readCount = 0
      let right = 0
      for (const record of cards) {
        if (labels.tuned.includes(record.card.name)) continue
        // The labels are of effects on other cards; a card's own replacement (`itself`) is read by its wording, above.
        // A negation by what an effect would do (Necrovalley's `movesFromGy`) is no negation of cards on the field: not this family.
        const got = analysed(record.card).continuous?.find((entry) => entry.effect === effect && entry.itself !== true && entry.movesFromGy !== true)
        if (!got) continue
        readCount++
        const want = labels.heldOut[record.card.name]
        // A label's `condition` says the effect applies only while something holds: kept as text, or as data (whose turn).
        const conditional = got.condition !== undefined || got.turn !== undefined
        if (want && got.cards === want.cards && got.whose === want.whose && (got.from ?? null) === (want.from ?? null) && conditional === (want.condition === true)) right++
      }
      const precision = right / readCount
      const recall = right / positives
      t.comment(`continuous ${effect}, blind: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} (${right} right of ${readCount} read, ${positives} labelled)`)
      t.ok(precision >= 0.95, `${effect}: precision ${precision}`)
      t.ok(recall >= 0.9, `${effect}: recall ${recall}`)
    }
  })
}

t.test("a negation of one Attribute's activated effects", async (t) => {
  const negate = (text: string) => read(text)?.filter((effect) => effect.effect === 'negate-effects') ?? []
  t.match(negate('Negate all LIGHT monster effects activated on the field or in the GY.'), [{ cards: 'monster', whose: 'each', attribute: 'LIGHT', activated: true, inGraveyard: true }])
  t.match(negate('Negate all DARK monster effects activated on the field.'), [{ attribute: 'DARK', activated: true }])
  t.notOk(negate('Negate all DARK monster effects activated on the field.')[0]?.inGraveyard, 'the field only')
})

t.test('cards that cannot be activated while the card is face-up', async (t) => {
  const forbid = (text: string) => read(text)?.filter((effect) => effect.effect === 'forbid-activation') ?? []
  t.match(forbid('Trap Cards, and their effects on the field, cannot be activated.'), [{ cards: 'trap', whose: 'each' }])
  t.match(forbid('Spell Cards, and their effects on the field, cannot be activated.'), [{ cards: 'spell', whose: 'each' }])
  // A time, an activation setting it up, or the cards' activation alone: not read.
  t.same(forbid('If you do this, until the End Phase, Spell and Trap Cards cannot be activated.'), [])
  t.same(forbid('Your opponent cannot activate Trap Cards this turn.'), [])
  t.same(forbid('Your opponent cannot activate Trap Cards during the Battle Phase.'), [])
  t.same(forbid('Face-down Spell and Trap Cards cannot be activated.'), [])
  // Monster effects, from any zone; an effect the card gains under a condition (a bullet) is not read.
  t.match(forbid('Neither player can activate monster effects.'), [{ cards: 'monster', activations: 'effects', whose: 'each' }])
  t.match(forbid('Your opponent cannot activate monster effects.'), [{ cards: 'monster', activations: 'effects', whose: 'opponent' }])
  t.same(forbid('You can activate monster effects.'), [])
  t.same(forbid('If this card is Tribute Summoned, it gains this effect: ● Neither player can activate monster effects.'), [])
  // Only the effects of monsters in the GY (and banished).
  t.match(forbid('Monsters that are banished, as well as monsters in the GY, cannot activate their effects.'), [{ cards: 'monster', activations: 'effects', whose: 'each', inZones: ['graveyard', 'banished'] }])
  t.match(forbid('Your opponent cannot activate the effects of monsters in the GY.'), [{ cards: 'monster', activations: 'effects', whose: 'opponent', inZones: ['graveyard'] }])
  t.match(forbid("Monsters in your opponent's Graveyard cannot activate their effects."), [{ whose: 'opponent', inZones: ['graveyard'] }])
  t.same(forbid('You can activate the effects of monsters in the GY.'), [])
})

t.test('a card destroying itself while a condition holds, and no effect damage', async (t) => {
  const kind = (text: string, effect: string) => read(text)?.filter((e) => e.effect === effect)
  t.match(kind('If you control a monster that is not a "Burning Abyss" monster, destroy this card.', 'destroy-self'), [
    { whose: 'controller', requires: [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { notNamed: 'Burning Abyss' }, min: 1 }] },
  ])
  t.notOk(kind('If you control a monster that is not a "Burning Abyss" monster, destroy this card.', 'destroy-self')?.[0]?.condition, 'the count is data, not assumed')
  t.match(kind('If you control a card that is not a "Test" card, destroy this card.', 'destroy-self'), [{ requires: [{ check: 'card-count', filter: { notNamed: 'Test' }, min: 1 }] }])
  t.notOk(kind('If you control a card that is not a "Test" card, destroy this card.', 'destroy-self')?.[0]?.requires?.[0] && 'cards' in (kind('If you control a card that is not a "Test" card, destroy this card.', 'destroy-self')?.[0]?.requires?.[0] ?? {}), 'a card of any type')
  // A count the board decides now (the catalog gives each Spell's property): data, not text.
  t.match(kind('If there is no face-up Field Spell on the field, destroy this card.', 'destroy-self'), [{ requires: [{ check: 'card-count', zone: 'field', whose: 'each', cards: 'spell', filter: { position: 'face-up', property: 'Field' }, max: 0 }] }])
  t.notOk(kind('If there is no face-up Field Spell on the field, destroy this card.', 'destroy-self')?.[0]?.sends, 'destroyed, not sent')
  // The same rule sending the card to the GY (Void Launch): not a destruction.
  t.match(kind('If you control a monster that is not an "Infernoid" monster, send this card to the Graveyard.', 'destroy-self'), [
    { sends: true, requires: [{ check: 'card-count', cards: 'monster', filter: { notNamed: 'Infernoid' }, min: 1 }] },
  ])
  t.match(kind('If you control a monster other than the equipped monster, send this card to the GY.', 'destroy-self'), [{ sends: true, condition: 'If you control a monster other than the equipped monster' }])
  t.same(kind('If they called it right, send this card to the GY.', 'destroy-self') ?? [], [], 'what a call just did: no state')
  t.same(kind('If the last counter has been removed by this effect, send this card to the GY.', 'destroy-self') ?? [], [])
  // What an effect just did, a result, or a trigger: no state a board holds.
  t.same(kind('Pay 500 LP. If you do not, destroy this card.', 'destroy-self') ?? [], [])
  t.same(kind('If this card is Summoned: destroy this card.', 'destroy-self') ?? [], [])
  t.same(kind('Toss a coin 3 times. If the result is 3 heads, draw 3 cards, but if the result is 3 tails, destroy this card.', 'destroy-self') ?? [], [])
  t.match(kind('You take no effect damage.', 'no-effect-damage'), [{ whose: 'controller' }])
  t.match(kind('While you control 2 or more "Gogogo" monsters, you take no effect damage.', 'no-effect-damage'), [{ condition: 'While you control 2 or more "Gogogo" monsters' }])
  // For a time, set up by a resolution: not while the card is on the field.
  t.same(kind('You take no effect damage until the end of this turn.', 'no-effect-damage') ?? [], [])
  t.same(kind('(Quick Effect): You can discard this card; you take no effect damage this turn.', 'no-effect-damage') ?? [], [])
})

t.test('destruction forbidden: only the card itself, from anyone\'s effects or only the opponent\'s', async (t) => {
  const forbid = (text: string) => read(text)?.filter((effect) => effect.effect === 'forbid-move' && effect.move === 'destroy')
  t.match(forbid('This card cannot be destroyed by card effects.'), [{ itself: true, by: 'each', whose: 'each' }])
  t.match(forbid("This face-up card cannot be destroyed by your opponent's card effects."), [{ itself: true, by: 'opponent' }])
  t.match(forbid("Your opponent cannot target this card with card effects, also it cannot be destroyed by your opponent's card effects."), [{ itself: true, by: 'opponent' }])
  const majespecter = forbid("While this card is in your Monster Zone, your opponent cannot target it with card effects, also it cannot be destroyed by your opponent's card effects.")
  t.match(majespecter, [{ itself: true, by: 'opponent' }])
  t.equal(majespecter?.[0]?.condition, undefined, 'in its Monster Zone is where it applies: no condition')
  t.match(
    forbid('While you control a Token, this card cannot be destroyed by battle or card effects.'),
    [{ itself: true, by: 'each', condition: undefined, requires: [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { token: true }, min: 1 }] }],
    'its own condition as data where the board decides it: the Tokens it controls',
  )
  t.match(
    forbid('While you control a Fusion Monster, this card cannot be destroyed by card effects.'),
    [{ itself: true, by: 'each', condition: 'While you control a Fusion Monster', requires: undefined }],
    'its own condition kept as text where it is not read',
  )
  t.notOk(forbid('This card cannot be destroyed by battle.')?.length, 'battle is not a card effect')
  t.notOk(forbid('The equipped monster cannot be destroyed by card effects.')?.length, 'another card: not read')
  t.notOk(forbid('Until the End Phase, face-up Level 3 or lower WATER monsters you control cannot be destroyed by battle or by card effects.')?.length, 'set up for a time: not read')
})

t.test('destruction forbidden for the cards its controller controls, of the kind named', async (t) => {
  const forbid = (text: string) => read(text)?.filter((effect) => effect.effect === 'forbid-move' && effect.move === 'destroy')
  t.match(forbid("Other cards you control cannot be destroyed by your opponent's card effects."), [{ cards: 'any', whose: 'controller', by: 'opponent', others: true }])
  t.match(forbid('Spells/Traps you control cannot be destroyed by card effects.'), [{ cards: 'spell-trap', whose: 'controller', by: 'each' }])
  t.equal(forbid('Spells/Traps you control cannot be destroyed by card effects.')?.[0]?.others, undefined, 'not "other": the card itself too')
  t.match(forbid('While this card is face-up on the field, monsters you control cannot be destroyed by card effects.'), [{ cards: 'monster', whose: 'controller' }])
  t.match(forbid('Monsters you control cannot be destroyed by your opponent\'s card effects, while you control 2 or more "Diabell" monsters.'), [{ cards: 'monster', condition: 'while you control 2 or more "Diabell" monsters' }])
  t.match(forbid('Warrior monsters you control cannot be destroyed by card effects.'), [{ cards: 'monster', monsterType: 'Warrior', whose: 'controller' }], 'narrowed to a monster Type: the Type is data')
  t.match(forbid('Zombie-Type monsters you control cannot be destroyed by card effects.'), [{ monsterType: 'Zombie' }], 'the older "-Type" wording')
  t.match(forbid('Other Dragon-Type monsters you control gain 500 ATK, also they cannot be destroyed by card effects.'), [{ cards: 'monster', monsterType: 'Dragon', whose: 'controller', others: true }], 'the protection after an ATK gain of the same group')
  t.notOk(forbid('Other Dragon-Type monsters you control gain 500 ATK, also they cannot be destroyed by battle.')?.length, 'by battle: not a card effect')
  t.notOk(forbid('Level 9 monsters you control cannot be destroyed by card effects.')?.length, 'narrowed by a Level, which the data cannot say: not read')
  t.notOk(forbid('Warrior cards you control cannot be destroyed by card effects.')?.length, 'a Type names monsters only')
  t.notOk(forbid("Face-up Spells/Traps you control cannot be destroyed by your opponent's card effects.")?.length, 'face-up only: not read')
  t.notOk(forbid('Monsters you control cannot be destroyed by battle.')?.length, 'battle is not a card effect')
  t.notOk(forbid('You can Tribute this card; this turn, monsters you control cannot be destroyed by card effects.')?.length, 'set up for a time: not read')
})

t.test('"Each time …, …" with no colon: never a trigger; the damage-on-send wording is continuous damage', async (t) => {
  const card = (text: string) => analyseCard({ name: 'x', text, cardType: 'trap' })
  const skull = card('Each time a card(s) is sent to the Graveyard, inflict 300 damage to its owner for each card sent.')
  t.equal(skull.triggers, undefined)
  t.match(skull.continuous, [{ effect: 'damage-on-send', amount: 300, cards: 'any', whose: 'each' }])
  const counters = card('Each time a card(s) is sent from the field to the GY, place 1 Venemy Counter on this card for each sent card.')
  t.equal(counters.triggers, undefined, 'counters placed as the cards are sent: not activated')
  t.equal(counters.continuous, undefined)
  t.match(card('Each time a monster(s) is sent to your opponent\'s GY: Inflict 300 damage to your opponent.').triggers, [{ event: 'sent-to-gy', mandatory: true }], 'with a colon: a trigger')
})

t.test("responses' costs read from the negating effect", async (t) => {
  const { readResponseCosts } = await import('../../src/analyser/response-costs.js')
  t.strictSame(readResponseCosts('When a monster(s) would be Special Summoned, OR a monster effect is activated: Pay 1500 LP; negate the Summon or activation, and if you do, destroy that card.'), [{ action: 'pay-lp', amount: 1500 }])
  t.strictSame(readResponseCosts('When a Spell Card is activated: Discard 1 card; negate the activation, and if you do, destroy it.'), [{ action: 'discard', count: 1 }])
  t.strictSame(readResponseCosts('When a monster(s) would be Summoned, OR a Spell/Trap Card is activated: Pay half your LP; negate the Summon or activation, and if you do, destroy that card.'), [{ action: 'pay-lp', half: true }], 'half the LP: paid as half of what the player has then')
  t.strictSame(readResponseCosts('When a card or effect is activated that includes any of these effects (Quick Effect): You can discard this card; negate that effect.'), [{ action: 'discard', target: 'self' }], 'the card itself: it leaves the hand, no other card is chosen')
  t.strictSame(readResponseCosts('When a card effect is activated in your opponent\'s GY (Quick Effect): You can send this card from your hand to the GY; negate that effect.'), [{ action: 'send-to-gy', target: 'self' }], 'Skull Meister: sent, not discarded')
  t.equal(readResponseCosts('When a Spell Card is activated: Negate the activation, and if you do, destroy it.'), undefined, 'no cost')
})

t.test('the price of activating a Trap from the hand', async (t) => {
  const { readHandActivationCosts } = await import('../../src/analyser/response-costs.js')
  const reboot = 'When your opponent activates a Trap Card: Negate the activation, and if you do, Set that card face-down. You can activate this card from your hand by paying half your LP.'
  t.strictSame(readHandActivationCosts(reboot), [{ action: 'pay-lp', half: true }], 'Red Reboot: half the LP')
  t.strictSame(readHandActivationCosts('Negate the activation. You can activate this card from your hand by paying 2000 LP.'), [{ action: 'pay-lp', amount: 2000 }])
  t.equal(readHandActivationCosts('If you control no cards, you can activate this card from your hand.'), undefined, 'a condition, no price')
})

t.test('other cards\' continuous effects: activation rules, narrowed negations, Level protections, LP turned around', async (t) => {
  const all = (text: string, cardType: 'monster' | 'spell' | 'trap' = 'monster') => analyseCard({ name: 'X', text, cardType }).continuous
  // Spells that must be Set first: a card from the hand only.
  t.match(all('Your opponent must Set Spell/Trap Cards before activating them.'), [{ effect: 'forbid-activation', activations: 'cards', fromHand: true, cards: 'spell-trap', whose: 'opponent' }])
  t.match(all('Both players must Set Spell Cards before activating them, and cannot activate them until their next turn after Setting them.', 'trap'), [{ fromHand: true, cards: 'spell', whose: 'each' }])
  t.match(all('While you control another "Ice Barrier" monster, both players must Set Spell Cards before activating them, and cannot activate them until their next turn.'), [{ fromHand: true, condition: 'While you control another "Ice Barrier" monster' }])
  // A kind of monster: forbidden, and negated where the text says so.
  t.match(all("Flip monsters' effects cannot be activated, also their effects are negated.", 'trap'), [
    { effect: 'forbid-activation', activations: 'effects', monsterKind: 'Flip' },
    { effect: 'negate-effects', monsterKind: 'Flip' },
  ])
  t.strictSame(all('Cannot be Special Summoned. Monsters cannot activate their effects, except Spirit monsters. Once per turn, during the End Phase, if this card was Normal Summoned or flipped face-up this turn: Return this card to the hand.'), [
    { effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'each', exceptKind: 'Spirit', source: 'text', span: 'Monsters cannot activate their effects, except Spirit monsters.' },
  ], 'every monster but those of a kind (Amano-Iwato)')
  // Narrowed negations.
  t.match(all('Effects of face-up LIGHT monsters are negated.'), [{ effect: 'negate-effects', cards: 'monster', attribute: 'LIGHT' }])
  t.notOk(all('Effects of face-up LIGHT monsters are negated.')?.[0]?.activated, 'every effect of such a monster, activated or not')
  t.match(all('Negate the effects of all Continuous Spell Cards and Continuous Trap Cards.'), [{ effect: 'negate-effects', cards: 'spell-trap', property: 'Continuous' }])
  t.match(all('Negate the effects of all Field Spell Cards.', 'trap'), [{ cards: 'spell', property: 'Field' }])
  t.match(all('All cards and effects that target a card(s) in the GY or that activate in the GY are negated.'), [{ effect: 'negate-effects', activated: true, inGraveyard: true, graveyardOnly: true }])
  // Protections of a Level or lower; "Level 9 monsters" (one Level) stays unread.
  t.match(all('Level 4 or lower monsters you control cannot be destroyed by card effects.'), [{ effect: 'forbid-move', move: 'destroy', cards: 'monster', whose: 'controller', maxLevel: 4 }])
  t.equal(all('Level 9 monsters you control cannot be destroyed by card effects.'), undefined)
  // LP changes turned around, and whose.
  t.match(all("Any effect that would inflict damage to you makes you gain that much LP, instead."), [{ effect: 'damage-becomes-gain', whose: 'controller' }])
  t.match(all('Any effect that would inflict damage to a player increases their LP by the same amount, instead.'), [{ effect: 'damage-becomes-gain', whose: 'each' }])
  t.match(all('Any effect that would make your opponent gain LP inflicts the same amount of damage to them, instead.'), [{ effect: 'gain-becomes-damage', whose: 'opponent' }])
  t.match(all("As long as this card remains face-up on the field, any effect of increasing your opponent's Life Points is changed to inflict the same amount of points in damage to your opponent's Life Points.", 'trap'), [{ effect: 'gain-becomes-damage', whose: 'opponent' }])
  // Battle damage turned around is no continuous effect on effects.
  t.equal(all('If a player would take damage from a battle involving this card, they gain that much LP, instead.'), undefined)
})

t.test('negations for a time that cover the same original name', async (t) => {
  const expiry = (text: string) => analyseCard({ name: 'X', text, cardType: 'spell' }).phases?.find((p) => p.ends === 'negation')
  t.match(expiry('Declare 1 card name; banish 1 of that declared card from your Main Deck, and if you do, negate its effects, as well as the activated effects and effects on the field of cards with the same original name, until the end of this turn.'), { lasts: 'end-of-turn', sameName: true })
  t.match(
    expiry('If you control a monster whose original name is "Obelisk the Tormentor": Negate the effects of 1 Effect Monster your opponent controls, and if you do, destroy it, and if you do that, for the rest of this turn, the effects of that monster are negated, as well as the activated effects and effects on the field of monsters with the same original name.'),
    { lasts: 'end-of-turn', sameName: true },
  )
  t.match(expiry("Target 1 monster in your opponent's GY; banish it, and if you do, until the end of the next turn, its effects are negated, as well as the activated effects and effects on the field of monsters with the same original name."), { lasts: 'end-of-next-turn', sameName: true })
  t.notOk(expiry('Target 1 face-up monster on the field; negate its effects until the end of this turn.')?.sameName)
})

t.test('activation bans for the rest of the turn on the same original name', async (t) => {
  const held = (text: string, cardType: 'spell' | 'trap' = 'trap') => analyseCard({ name: 'X', text, cardType }).phases?.flatMap((p) => p.holds ?? [])
  t.match(held('(This card is always treated as a "Rescue-ACE" card.) If you control a "Rescue-ACE" monster: Target 1 Effect Monster your opponent controls; destroy it, then, if you currently control "Rescue-ACE Hydrant", your opponent cannot activate the effects of that destroyed monster, or of monsters with its same original name, this turn.'), [
    { effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'opponent', sameName: true },
  ])
  t.match(held('When a Spell/Trap Card is activated: You can activate 1 of these effects; ● Pay 1500 LP; negate the activation, and if you do, destroy it, and if you do that, neither player can activate cards, or the effects of cards, with the same original name as that destroyed card for the rest of this turn.'), [
    { effect: 'forbid-activation', cards: 'any', whose: 'each', sameName: true },
  ])
})
