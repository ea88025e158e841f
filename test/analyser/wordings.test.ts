/**
 * Wording families of the card-text analyser, on short texts (most of them real card texts, some
 * cut down to the sentence that matters). Each case states the whole expected phase list, so an
 * extra or a missing item fails it.
 */
import t from 'tap'
import { analyseCard, type TextPhaseBehaviour } from '../../src/analyser/index.js'

type Item = Pick<TextPhaseBehaviour, 'phase' | 'kind' | 'mandatory' | 'turn'> & { zone?: TextPhaseBehaviour['zone'] }

const card = (text: string, extra: Partial<Parameters<typeof analyseCard>[0]> = {}) =>
  analyseCard({ name: 'Test Card', text, cardType: 'monster', monsterTypeLine: 'Warrior / Effect', ...extra })

/** The phase items without span/condition/moves, zone only when not the field. */
const items = (text: string, extra: Partial<Parameters<typeof analyseCard>[0]> = {}): Item[] =>
  card(text, extra).phases.map((p) => {
    const item: Item = { phase: p.phase, kind: p.kind, mandatory: p.mandatory, turn: p.turn }
    if (p.zone !== undefined) item.zone = p.zone
    return item
  })

const end = (kind: Item['kind'], mandatory: boolean, turn: Item['turn'], zone?: Item['zone']): Item => ({ phase: 'end', kind, mandatory, turn, ...(zone ? { zone } : {}) })
const standby = (kind: Item['kind'], mandatory: boolean, turn: Item['turn'], zone?: Item['zone']): Item => ({ phase: 'standby', kind, mandatory, turn, ...(zone ? { zone } : {}) })
const battle = (kind: Item['kind'], mandatory: boolean, turn: Item['turn'], zone?: Item['zone']): Item => ({ phase: 'battle-end-step', kind, mandatory, turn, ...(zone ? { zone } : {}) })

t.test('End Phase triggers: colon, "You can", whose End Phase', async (t) => {
  t.strictSame(items('Once per turn, during your End Phase: Send the top 3 cards of your Deck to the GY.'), [end('trigger', true, 'yours')], 'Lyla: mandatory, yours')
  t.strictSame(items('During your End Phase: You can Special Summon this card from your hand.'), [end('trigger', false, 'yours', 'hand')], 'Melffy: optional, from the hand')
  t.strictSame(items("Once per turn, during your opponent's End Phase: You can target 1 of your banished cards; place it on the top or bottom of your Deck."), [end('trigger', false, 'opponents')])
  t.strictSame(items('During each player\'s End Phase: You gain 500 LP.'), [end('trigger', true, 'each')])
  t.strictSame(items('Once per turn, during the End Phase: Destroy all Attack Position monsters on the turn player\'s field.'), [end('trigger', true, 'each')])
  t.strictSame(
    items('During the End Phase of any turn a player excavated 9 or more cards at once by this card\'s effect: That player can activate this effect; shuffle all cards your opponent controls into the Deck.'),
    [end('trigger', false, 'each')],
    '"That player can activate this effect" is optional',
  )
})

t.test('End Phase triggers: zones read from the condition and the cost', async (t) => {
  t.strictSame(items('During the End Phase, if this card is in the GY because it was sent there this turn: You can add 1 Level 3 DARK Fiend monster from your Deck to your hand.'), [end('trigger', false, 'each', 'graveyard')])
  t.strictSame(items('During the End Phase: You can banish this card from your GY; Set 1 Spell/Trap directly from your Deck.'), [end('trigger', false, 'each', 'graveyard')])
  t.strictSame(items('During the End Phase, if this card is currently banished, and was banished this turn: Special Summon it in face-up Attack Position.'), [end('trigger', true, 'each', 'banished')])
  t.strictSame(items("During your opponent's End Phase, if this card is in your GY: You can add this card to your hand."), [end('trigger', false, 'opponents', 'graveyard')])
})

t.test('Spirit and self-returning triggers move the card itself', async (t) => {
  const spirit = card('During the End Phase of the turn this card is Normal Summoned or flipped face-up: Return it to the hand.').phases
  t.equal(spirit.length, 1)
  t.equal(spirit[0]?.kind, 'trigger')
  t.equal(spirit[0]?.moves, 'hand')
  t.equal(spirit[0]?.condition, 'the turn this card is Normal Summoned or flipped face-up')
  const ohka = card('You can Normal Summon this card without Tributing. If you do, during the End Phase: Send it to the Graveyard.').phases
  t.equal(ohka[0]?.moves, 'graveyard', 'Ohka: "it" is this card from the sentence before')
  t.equal(ohka[0]?.mandatory, true)
  const neos = card('Once per turn, during the End Phase: Return this card to the Extra Deck.').phases
  t.equal(neos[0]?.moves, 'extra-deck', 'the Extra Deck, not the Deck')
  const lyla = card('Once per turn, during your End Phase: Send the top 3 cards of your Deck to the GY.').phases
  t.equal(lyla[0]?.moves, undefined, 'milling the Deck does not move the card')
})

t.test('conditions the analyser cannot read are kept as text', async (t) => {
  const [b] = card('During the End Phase, if this card destroyed a monster by battle this turn: You can send this face-up card to the Graveyard; Special Summon 1 "Horus" from your hand or Deck.').phases
  t.equal(b?.condition, 'if this card destroyed a monster by battle this turn')
  const [g] = card('During your End Phase, if this card is in your GY: You can add this card to your hand.').phases
  t.equal(g?.condition, undefined, 'a condition turned into the zone is not repeated')
})

t.test('End Phase applied effects: lingering and delayed', async (t) => {
  t.strictSame(items('Special Summon 1 monster from your GY, but destroy it during the End Phase.', { cardType: 'spell', monsterTypeLine: null }), [end('apply', true, 'each')])
  t.strictSame(items('Double the ATK of all Machine monsters you currently control, until the end of this turn. During the End Phase of this turn, destroy those monsters.', { cardType: 'spell', monsterTypeLine: null }), [end('expire', true, 'each'), end('apply', true, 'each')], 'Limiter Removal: the doubling ends as the turn ends (no list item), the destruction applies')
  t.strictSame(items("Set 1 Continuous Spell from your Deck, but send it to the GY during your opponent's End Phase."), [end('apply', true, 'opponents')])
  t.strictSame(items('You can activate this effect; during the End Phase of this turn, add 1 "Gravekeeper\'s" monster from your Deck to your hand.'), [end('apply', true, 'yours')], 'an ignition effect (no condition): only in your turn, so your End Phase')
  t.strictSame(items('Target 1 monster your opponent controls; take control of it until the End Phase.', { cardType: 'spell', property: 'Normal', monsterTypeLine: null }), [end('expire', true, 'yours')], 'a Normal Spell: activated in your turn')
  t.strictSame(items('When this card is destroyed by battle: You can target 1 monster; it loses 500 ATK until the End Phase.'), [end('expire', true, 'each')], 'a trigger effect that can happen in either turn')
  t.strictSame(items('During your Main Phase: You can activate this effect; during the End Phase of this turn, add 1 card from your Deck to your hand.'), [end('apply', true, 'yours')], 'set up in your Main Phase: your End Phase')
  t.strictSame(items('Special Summon this card, then, during the End Phase of this turn, you can add 1 monster from your GY to your hand.'), [end('apply', false, 'each')], 'delayed "you can"')
  const swords = card('Destroy this card during your 3rd End Phase after activation.', { cardType: 'trap', monsterTypeLine: null }).phases
  t.strictSame(swords.map((p) => [p.kind, p.turn, p.moves]), [['apply', 'yours', 'graveyard']])
  t.strictSame(items('During the End Phase, if this card halved a player\'s LP this turn, send this card to the GY.', { cardType: 'spell', monsterTypeLine: null }), [end('apply', true, 'each')], 'no colon, a Spell only sending itself away: applied (as the game applies it)')
})

t.test('maintenance costs are applied, with the cost kept', async (t) => {
  const [grapple] = card('During each of your End Phases, pay 500 Life Points or destroy this card.').phases
  t.strictSame([grapple?.phase, grapple?.kind, grapple?.mandatory, grapple?.turn, grapple?.cost, grapple?.moves], ['end', 'apply', true, 'yours', 'pay 500 Life Points', undefined])
  const [koaki] = card('During each of your End Phases, destroy this card unless you send 1 "Iron Core of Koa\'ki Meiru" from your hand to the Graveyard.').phases
  t.equal(koaki?.kind, 'apply')
  t.match(koaki?.cost, /^send 1 "Iron Core/)
  t.strictSame(items('Once per turn, during your Standby Phase, you must pay 500 LP (this is not optional), or this card is destroyed.'), [standby('apply', true, 'yours')])
  t.strictSame(items("During each of your and your opponent's Standby Phases, remove 1 Spell Counter on your side of the field. If you do not, destroy this card."), [standby('apply', true, 'each')])
  t.strictSame(items('Once per turn, during your End Phase: Tribute 1 other monster or destroy this card.'), [end('trigger', true, 'yours')], 'Yubel: with a colon it is activated')
})

t.test('expiries: until the End Phase / Standby Phase / end of the Battle Phase', async (t) => {
  t.strictSame(items('Target 1 monster your opponent controls; take control of it until the End Phase.', { cardType: 'spell', monsterTypeLine: null }), [end('expire', true, 'each')])
  t.strictSame(items("You can detach 1 material from this card; this card gains 500 ATK until your opponent's End Phase."), [end('expire', true, 'opponents')])
  t.strictSame(items('Once per turn: You can target 1 monster you control; it gains 1000 ATK until your next Standby Phase.'), [standby('expire', true, 'yours')])
  // Set up when this card declares an attack: only ever in its controller's turn.
  t.strictSame(items('When this card declares an attack: It gains 300 ATK until the end of the Battle Phase.'), [battle('expire', true, 'yours')])
  t.strictSame(items('When this card is targeted for an attack: It gains 300 DEF until the end of the Battle Phase.'), [battle('expire', true, 'opponents')])
  t.strictSame(items('If this card attacks or is attacked: It gains 300 ATK until the end of the Battle Phase.'), [battle('expire', true, 'each')])
  t.strictSame(items('Once per turn, you can discard 1 card to have this card gain 500 ATK until the End Phase.'), [end('expire', true, 'yours')])
  // Set up in the opponent's turn: "the End Phase of the next turn" is its controller's own.
  t.strictSame(items('When this card is targeted for an attack: It gains 500 DEF until the End Phase of the next turn.'), [end('expire', true, 'yours')])
  t.strictSame(items('(Quick Effect): You can banish 2 DARK monsters from your GY; banish this face-up card until the End Phase.'), [end('expire', true, 'each', 'banished')])
  t.strictSame(items("During your opponent's Main or Battle Phase (Quick Effect): You can banish this card until the End Phase."), [end('expire', true, 'opponents', 'banished')])
  t.strictSame(
    items("During your opponent's Battle Phase: Your opponent chooses 1 of these effects.\n● Halve the ATK of all monsters they currently control, until the end of the Battle Phase.\n● End the Battle Phase.", { cardType: 'trap', monsterTypeLine: null }),
    [battle('expire', true, 'opponents')],
    'a bulleted effect takes the turn from the sentence that introduces the list',
  )
})

t.test('what is not a list item yields nothing', async (t) => {
  t.strictSame(
    card('Target 1 face-up monster on the field; it gains 400 ATK until the end of this turn.').phases.map((p) => ({ kind: p.kind, lasts: p.lasts, delayed: p.delayed })),
    [{ kind: 'expire', lasts: 'end-of-turn', delayed: true }],
    'until the end of this turn: no list item, a change that ends as the turn ends',
  )
  t.strictSame(items('It gains 500 ATK until the end of your opponent\'s turn.'), [], 'until the end of your opponent\'s turn')
  t.strictSame(items('It is now the End Phase of this turn.', { cardType: 'trap', monsterTypeLine: null }), [])
  t.strictSame(items('Skip your own Standby Phase.', { cardType: 'spell', monsterTypeLine: null }), [])
  t.strictSame(items('If a face-up "Koa\'ki Meiru" monster(s) on the field would be destroyed during the End Phase, you can destroy this card instead.'), [], 'an event in the End Phase is not a list item')
  // Its ban is read as held past this turn (an expiry lasting past it, no list item in any window of this turn).
  t.strictSame(
    card('FLIP: Your opponent cannot activate any Spell Cards until the end of the End Phase of the next turn.').phases.map((p) => ({ lasts: p.lasts, delayed: p.delayed })),
    [{ lasts: 'end-of-next-turn', delayed: true }],
    'until the end of the End Phase of the next turn: no list item, a ban lasting past the turn',
  )
  t.strictSame(items('During either turn, except the End Phase (Quick Effect): You can discard this card; apply this effect this turn.'), [])
  t.strictSame(items('During your End Phase, if you discard a monster(s) to the Graveyard because you had more cards than your hand size limit: You can target 1 of those monsters; Special Summon that target.', { cardType: 'spell', monsterTypeLine: null }), [], 'Dark World Grimoire reacts to the hand-size discard itself')
  t.strictSame(items('During your End Phase: Send the top 3 cards of your Deck to the GY.', { monsterTypeLine: 'Warrior / Normal' }), [], 'Normal Monster text is flavour text')
})

t.test('old wordings: "at the end of the turn", no colon, "you can"', async (t) => {
  t.strictSame(items("At the end of your opponent's turn, destroy the face-up monster(s) with the highest ATK on the field.", { cardType: 'trap', monsterTypeLine: null }), [end('trigger', true, 'opponents')], 'old wording without colon: a mandatory trigger')
  const scientist = card('That Fusion Monster cannot attack your opponent\'s Life Points directly, and is returned to your Extra Deck at the end of the turn.').phases
  t.strictSame(scientist.map((p) => [p.phase, p.kind, p.turn]), [['end', 'apply', 'each']])
  t.match(scientist[0]?.span, /at the end of the turn/, 'the span keeps the old wording for the resolver')
  t.strictSame(items('During your End Phase, if you control no Spell or Trap Cards, you can Special Summon this card from your Graveyard in face-up Attack Position.'), [end('trigger', false, 'yours', 'graveyard')])
  t.strictSame(items('During your Standby Phase, by sending this face-up card to the Graveyard, Special Summon 1 "Ultimate Insect LV5" from your hand or Deck.'), [standby('trigger', false, 'yours')], 'a cost marks an activated, optional effect')
  t.strictSame(items('During your Standby Phase, inflict 600 damage to your opponent for each monster they control.'), [standby('trigger', true, 'yours')])
  t.strictSame(items('Inflict 500 points of damage to your opponent\'s Life Points during each of his/her Standby Phases.'), [standby('trigger', true, 'opponents')], 'his/her: the opponent')
  t.strictSame(items("This card's controller takes 1000 damage during each of their Standby Phases."), [standby('trigger', true, 'yours')], 'their: the controller')
})

t.test('Standby Phase triggers', async (t) => {
  t.strictSame(items('Once per turn, during your Standby Phase: Take 1000 damage.'), [standby('trigger', true, 'yours')])
  t.strictSame(items('During your Standby Phase: You can pay 500 Life Points; add this card from your Graveyard to your hand.'), [standby('trigger', false, 'yours', 'graveyard')])
  t.strictSame(items('During the Standby Phase of the next turn after this card was banished: You can Special Summon this banished card.'), [standby('trigger', false, 'each', 'banished')])
  t.strictSame(items("During your opponent's Standby Phase: You can Special Summon this card."), [standby('trigger', false, 'opponents')])
})

t.test('end of the Battle Phase', async (t) => {
  t.strictSame(items('At the end of the Battle Phase, if this card battled: You can shuffle it into the Deck; Special Summon 1 "Gladiator Beast" monster from your Deck.'), [battle('trigger', false, 'each')])
  t.strictSame(items('At the end of the Battle Phase, if this card attacked or was attacked, you can return it to the Extra Deck to Special Summon 2 monsters.'), [battle('trigger', false, 'each')])
  t.strictSame(items('If this card attacks, it is changed to Defense Position at the end of the Battle Phase.'), [battle('apply', true, 'yours')], 'a monster attacks only in its controller\'s turn (issue 10)')
  t.strictSame(items('At the end of your Battle Phase, if this card attacked or was attacked: Shuffle this card into the Deck or discard 1 card.'), [battle('trigger', true, 'yours')])
  t.strictSame(
    items('If this card inflicted battle damage to your opponent, at the end of the Battle Phase: Banish this card until your next Standby Phase.'),
    [battle('trigger', true, 'each'), standby('expire', true, 'yours', 'banished')],
    'Flyfang: a trigger and the end of its banishment',
  )
})

t.test('Pendulum Effects are read too', async (t) => {
  const b = analyseCard({
    name: 'Clock Arc',
    text: 'Once per turn, during your opponent\'s End Phase: You can target 1 card in your Pendulum Zone; destroy it.',
    pendulumEffect: "During your opponent's Standby Phase: You can Special Summon this card.",
    cardType: 'monster',
    monsterTypeLine: 'Machine / Pendulum / Effect',
  })
  t.strictSame(b.phases.map((p) => [p.phase, p.part]), [['end', undefined], ['standby', 'pendulum']])
  t.equal(b.phases[1]?.span, "During your opponent's Standby Phase: You can Special Summon this card.")
})

t.test('discard triggers', async (t) => {
  const discard = (text: string, monsterTypeLine = 'Fiend / Effect') => {
    const d = analyseCard({ name: 'X', text, cardType: 'monster', monsterTypeLine }).discard
    return d ? [d.trigger, d.mandatory] : null
  }
  t.strictSame(discard('If this card is discarded: You can add 1 "Danger!" card from your Deck to your hand.'), ['any-discard', false])
  t.strictSame(discard('If this card is discarded to the GY: Special Summon it.'), ['any-discard', true])
  t.strictSame(discard('If this card is discarded to the GY by card effect: Target 1 card your opponent controls; destroy that target.'), ['card-effect-discard', true], 'Grapha')
  t.strictSame(discard('When this card is discarded from your hand to the Graveyard by an effect of a card controlled by your opponent, draw 2 cards from your Deck.'), ['card-effect-discard', true], 'old wording')
  t.strictSame(discard('If this card is sent from the hand to your Graveyard: You can target 1 Level 4 or lower Normal Monster in your Graveyard; Special Summon that target.'), ['sent-from-hand-to-gy', false], 'Gem-Knight Obsidian')
  t.strictSame(discard('If this card is sent from the hand or Deck to the GY: You can activate this effect; each player sends the top 5 cards of their Deck to the GY.'), ['sent-from-hand-to-gy', false], 'Kelbek')
  t.strictSame(discard('When this card is sent to the GY: You can banish this card from your GY; Special Summon 1 "Peten the Dark Clown" from your hand or Deck.'), ['sent-to-gy', false], 'Peten')
  t.strictSame(discard('If this card is Normal or Special Summoned, or sent to the GY: You can draw 1 card.'), ['sent-to-gy', false], 'one of several events')
  t.strictSame(discard('If this card is sent to the GY, except from the field: You can target 1 card in your opponent\'s GY; banish it.'), ['sent-to-gy', false], 'the hand is included')
  t.strictSame(discard('If this card is sent to the GY by card effect (except during the Damage Step): You can Fusion Summon 1 Fusion Monster.'), ['card-effect-discard', false], 'Tearlaments: not by the hand-size discard')
  t.strictSame(discard('If this card is sent to the GY by card effect, or destroyed by battle: You can add 1 Level 8 Rock monster from your Deck to your hand.'), ['card-effect-discard', false], '"by battle" belongs to the other event')
  t.strictSame(discard('During the End Phase, if this card is in the GY because it was sent there this turn: You can send 1 Beast monster from your hand to the GY; Special Summon this card from your GY.'), ['end-phase-in-gy', false], 'Manticore of Darkness')
  t.strictSame(discard('During the End Phase, if this card is in the GY because it was sent there from the hand or field this turn: Add up to 3 "Harpie" cards from your Deck to your hand.'), ['end-phase-in-gy', true], 'Hysteric Sign')
  t.strictSame(discard('If you control no monsters, you can discard this card; draw 1 card.'), null, 'a cost is not a trigger')
  t.strictSame(discard('If this card is sent from the field to the GY: You can draw 1 card.'), null)
  t.strictSame(discard('If this card is sent to the GY as Synchro Material: You can draw 1 card.'), null)
  t.strictSame(discard('If this card is sent to the GY, except from the hand: You can add it to your hand.'), null)
  t.strictSame(discard('If this card is destroyed by battle and sent to the GY: You can draw 1 card.'), null)
  t.strictSame(discard('During the End Phase, if this card is in the GY because it was destroyed on the field and sent there this turn: You can add 1 monster from your Deck to your hand.'), null)
  t.strictSame(discard("During your opponent's End Phase, if this card is in the GY because it was sent there this turn: You can add this card to your hand."), null, 'never "this turn" after your own hand-size discard')
  t.strictSame(discard('If this card is sent to the GY: You can draw 1 card.', 'Dragon / Synchro / Effect'), null, 'Extra Deck monsters are never in the hand')
})

t.test("a card sent from the other player's hand to the GY", async (t) => {
  const triggers = (text: string) => analyseCard({ name: 'X', text, cardType: 'monster', monsterTypeLine: 'Fiend / Synchro / Effect' }).triggers ?? []
  // Fabled Andwraith: the opponent's monsters, sent from their hand (the hand-size discard is one such send).
  t.match(triggers("If a monster(s) is sent from your opponent's hand to the GY (except during the Damage Step): You can target 1 of those monsters; Special Summon it to your field, but negate its effects."), [
    { event: 'sent-to-gy', subject: 'other', cards: 'monster', whose: 'opponent', from: 'hand', mandatory: false },
  ])
  t.match(triggers('If a card(s) is sent from your hand to the GY: You can draw 1 card.'), [{ event: 'sent-to-gy', whose: 'controller', from: 'hand', cards: 'any' }])
})

t.test('several discard triggers: the one the hand-size discard meets comes first', async (t) => {
  const b = analyseCard({
    name: 'Volcanic Scattershot',
    text: 'If this card is sent to the GY by the effect of a "Blaze Accelerator" card: You can destroy all monsters your opponent controls. If this card is sent to the GY: Inflict 500 damage to your opponent.',
    cardType: 'monster',
    monsterTypeLine: 'Pyro / Effect',
  })
  t.equal(b.discard?.trigger, 'sent-to-gy')
  t.strictSame(b.discards?.map((d) => d.trigger), ['sent-to-gy', 'card-effect-discard'])
})

t.test('hand-size modifiers', async (t) => {
  const hand = (text: string) => {
    const h = analyseCard({ name: 'X', text, cardType: 'spell' }).handSize
    return h ? [h.limit, h.applies] : null
  }
  t.strictSame(hand('Pay 1000 Life Points. During the current Duel, your hand size limit becomes 7.'), [7, 'controller'])
  t.strictSame(hand("Your opponent's hand size limit becomes 5."), [5, 'opponent'])
  t.strictSame(hand('The hand size limit of each player becomes 3.'), [3, 'each'])
  t.strictSame(hand("The hand size limit of this card's controller becomes 3."), [3, 'controller'])
  t.strictSame(hand('There is no limit to the hand size for each player.'), [null, 'each'])
  t.strictSame(hand('Your maximum hand size becomes 8.'), [8, 'controller'])
  t.strictSame(hand('During your End Phase, if you discard a monster(s) to the Graveyard because you had more cards than your hand size limit: You can target 1 of those monsters; Special Summon that target.'), null)
  const lasting = (text: string) => analyseCard({ name: 'X', text, cardType: 'spell' }).handSize?.zone
  t.equal(lasting('Pay 1000 Life Points. During the current Duel, your hand size limit becomes 7.'), 'graveyard', '"During the current Duel": it lasts from the GY once resolved')
  t.equal(lasting("Your opponent's hand size limit becomes 5."), undefined, 'a face-up card\'s limit: while it is on the field')
})

t.test('spans are exact substrings, source is text', async (t) => {
  const text = 'You can Normal Summon "D.D. Scout Plane" without Tributing (max. 1). If you do, during the End Phase: Send it to the Graveyard. Target 1 monster; take control of it until the End Phase.'
  const b = card(text)
  t.equal(b.phases.length, 2)
  for (const p of b.phases) {
    t.equal(p.source, 'text')
    t.ok(p.span && text.includes(p.span), `span "${p.span}" is in the text`)
  }
  t.equal(b.phases[0]?.span, 'If you do, during the End Phase: Send it to the Graveyard.', 'a quoted name or "max." does not split sentences')
  t.equal(b.phases[1]?.span, 'take control of it until the End Phase')
})

t.test('empty and missing texts', async (t) => {
  t.strictSame(analyseCard({ name: 'Blank', text: null }), { phases: [] })
  t.strictSame(analyseCard({ name: 'Blank', text: '' }), { phases: [] })
})

t.test('old wordings without a colon are triggers (issue 10): Spirits, Neos, Standby Phase effects', async (t) => {
  const spirit = card("This card cannot be Special Summoned. This card returns to the owner's hand during the End Phase of the turn that this card is Normal Summoned or flipped face-up.", { monsterTypeLine: 'Fairy / Spirit / Effect' }).phases
  t.strictSame(spirit.map((p) => [p.phase, p.kind, p.mandatory, p.moves]), [['end', 'trigger', true, 'hand']], 'a Spirit return: a mandatory trigger that returns it')
  t.strictSame(spirit[0]?.requires, [{ check: 'summoned-this-turn', how: 'normal-or-flip' }], 'only the turn it was Normal Summoned or flipped')
  const untributed = card('You can Normal Summon this card without Tributing. If you do, during the End Phase: Send it to the Graveyard.').phases
  t.strictSame(untributed[0]?.requires, [{ check: 'summoned-this-turn', how: 'without-tribute' }], 'only after a Normal Summon without Tributing')
  const special = card("This card returns to its owner's hand during the End Phase of the turn it is Special Summoned.").phases
  t.strictSame(special[0]?.requires, [{ check: 'summoned-this-turn', how: 'special' }])
  const neos = card('During the End Phase, this card returns to the Extra Deck.', { monsterTypeLine: 'Warrior / Fusion / Effect' }).phases
  t.strictSame(neos.map((p) => [p.kind, p.mandatory, p.moves]), [['trigger', true, 'extra-deck']], 'a Neos Fusion returning to the Extra Deck')
  t.strictSame(items('As long as this card remains face-up on your side of the field, increase your Life Points by 800 points during each of your Standby Phases.'), [standby('trigger', true, 'yours')])
  t.strictSame(items('If this card attacks, it is destroyed at the end of the Battle Phase.'), [battle('trigger', true, 'yours')], 'a self-destruction of a monster is activated, in its controller\'s turn')
  t.strictSame(card('If this card attacks, it is destroyed at the end of the Battle Phase.').phases[0]?.requires, [{ check: 'attacked-this-turn' }], '"if this card attacks" is a condition on this turn')
  t.strictSame(items('During your End Phase, remove all Spell Counters on this card.'), [end('apply', true, 'yours')], 'counter bookkeeping stays applied')
  t.strictSame(items('You can Special Summon this card from your GY during your End Phase.'), [end('trigger', false, 'yours', 'graveyard')], '"you can" before the timing: optional')
})

t.test("a card's own activation (issue 10): Set Traps and Quick-Play Spells, optional", async (t) => {
  const trap = { cardType: 'trap', property: 'Normal', monsterTypeLine: null }
  const [activation] = card("During your opponent's End Phase, if you control no monsters: Destroy all monsters on the field.", trap).phases
  t.match(activation, { phase: 'end', kind: 'trigger', mandatory: false, turn: 'opponents', activation: 'card' }, 'a Normal Trap: activated by choice')
  const [quick] = card('During the End Phase: Draw 1 card.', { cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null }).phases
  t.match(quick, { kind: 'trigger', mandatory: false, activation: 'card' })
  const [continuous] = card('During your End Phase: Gain 500 LP.', { cardType: 'trap', property: 'Continuous', monsterTypeLine: null }).phases
  t.match(continuous, { kind: 'trigger', mandatory: true })
  t.equal(continuous?.activation, undefined, 'a face-up Continuous Trap\'s effect is not its activation')
  const only = card('Activate only during the End Phase. Gain 1000 Life Points for each Psychic monster sent to the Graveyard this turn.', trap).phases
  t.match(only, [{ phase: 'end', kind: 'trigger', mandatory: false, activation: 'card' }], '"Activate only during the End Phase": its activation')
  t.match(card('You can activate this card only during your Standby Phase.', { cardType: 'spell', property: 'Normal', monsterTypeLine: null }).phases, [{ phase: 'standby', turn: 'yours', activation: 'card' }])
})

t.test('delayed effects need what set them up (issue 10)', async (t) => {
  const delayed = (text: string, extra = {}) => card(text, { cardType: 'spell', monsterTypeLine: null, ...extra }).phases.map((p) => [p.kind, p.delayed ?? false])
  t.strictSame(delayed('Special Summon as many of your banished monsters as possible. During the End Phase, banish all monsters Special Summoned by this effect.', { cardType: 'trap' }), [['apply', true]])
  t.strictSame(delayed('Special Summon any number of "Madolche" monsters from your hand, but shuffle them into the Deck during the End Phase.'), [['apply', true]])
  t.strictSame(delayed('Target 1 Equip Spell in your GY; equip it to 1 appropriate monster. Destroy that Equip Spell Card during the End Phase.'), [['apply', true]])
  t.strictSame(delayed('Banish 1 card from your Deck, face-up. During your 2nd Standby Phase after this card\'s activation, add that card to the hand.'), [['apply', true]])
  t.strictSame(delayed('Return it to your opponent at the end of the Battle Phase.', { cardType: 'monster', monsterTypeLine: 'Machine / Effect' }), [['apply', true]])
})

t.test('what the item does, read where the text says it plainly (issue 10)', async (t) => {
  const [lyla] = card('Once per turn, during your End Phase: Send the top 3 cards of your Deck to the GY.').phases
  t.strictSame(lyla?.does, [{ action: 'mill', count: 3, whose: 'controller' }])
  const [search] = card('During your End Phase: You can add 1 "Danger! Bigfoot!" from your Deck to your hand.').phases
  t.strictSame(search?.does, [{ action: 'add-to-hand', count: 1, from: 'deck', card: 'Danger! Bigfoot!' }])
  const [costly] = card('During your Standby Phase: You can pay 1000 LP; draw 2 cards.').phases
  t.strictSame([costly?.costs, costly?.does], [[{ action: 'pay-lp', amount: 1000 }], [{ action: 'draw', count: 2, whose: 'controller' }]])
  const [discarder] = card('During your End Phase: You can discard 1 card; Special Summon this card from your GY.').phases
  t.strictSame([discarder?.costs, discarder?.does], [[{ action: 'discard', count: 1 }], [{ action: 'special-summon', target: 'self' }]])
  const [burn] = card('During your Standby Phase, inflict 600 damage to your opponent.').phases
  t.strictSame(burn?.does, [{ action: 'lose-lp', amount: 600, whose: 'opponent', damage: true }], 'inflicted: effect damage')
  const [perMonster] = card('During your Standby Phase, inflict 300 damage to your opponent for each monster they control.').phases
  t.strictSame(
    perMonster?.does,
    [{ action: 'lose-lp', amount: 300, per: { count: 'cards', zone: 'field', whose: 'opponent', cards: 'monster' }, whose: 'opponent', damage: true }],
    'a rate, not an amount: the figure is per monster counted, and says what it counts',
  )
  const [timesCount] = card('During your Standby Phase, inflict damage to your opponent equal to the number of face-up Continuous Spell Cards on the field x 300.').phases
  t.strictSame(timesCount?.does, [{ action: 'lose-lp', damage: true }], 'a rate not read as one: the amount is left unsaid')
  const [loss] = card('A player controlling this monster loses 300 Life Points during each of his/her Standby Phases when this card is face-up on the field.').phases
  t.strictSame(loss?.does, [{ action: 'lose-lp', amount: 300 }], 'a loss of LP, sized, and not damage')
  const [, shift] = card('A player controlling this monster loses 300 Life Points during each of his/her Standby Phases when this card is face-up on the field. Control of this card is shifted to your opponent by paying 500 Life Points at your own End Phase.').phases
  t.strictSame([shift?.phase, shift?.mandatory], ['end', false], '"by paying" before the timing: the player chooses to pay, so it is optional')
  const [theirs] = card('During your Standby Phase, your opponent loses 500 LP.').phases
  t.strictSame(theirs?.does, [{ action: 'lose-lp', amount: 500, whose: 'opponent' }])
})

t.test('the old "at the end of the turn" wording is handed to the engine as data, not as text to re-read', async (t) => {
  const [old] = card('At the end of the turn, destroy this card.').phases
  t.equal(old?.phase, 'end')
  t.equal(old?.wording, 'end-of-turn')
  const [modern] = card('During the End Phase, destroy this card.').phases
  t.equal(modern?.phase, 'end')
  t.equal(modern?.wording, undefined)
})

t.test('card-count conditions: read from the condition before the colon, never from what the effect does', async (t) => {
  const requires = (text: string, extra: Partial<Parameters<typeof analyseCard>[0]> = {}) => card(text, extra).phases[0]?.requires
  t.strictSame(requires('During your End Phase, if you control no Spell or Trap Cards, you can Special Summon this card from your Graveyard in face-up Attack Position.'), [
    { check: 'card-count', zone: 'field', whose: 'controller', cards: 'spell-trap', max: 0 },
  ])
  t.strictSame(requires('During your End Phase, if you control 2 or more "Vanquish Soul" monsters: You can Set 1 "Vanquish Soul" Trap from your Deck.', { cardType: 'spell', property: 'field' }), [
    { check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { named: 'Vanquish Soul' }, min: 2 },
  ])
  t.strictSame(requires('During your End Phase, if you control no Tribute Summoned monsters, send this card to the GY.', { cardType: 'trap', property: 'continuous' }), [
    { check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { summoned: 'tribute' }, max: 0 },
  ])
  t.strictSame(requires('Once per turn, during the End Phase, if you control no "Libromancer" Ritual Monsters: Send this card to the GY.', { cardType: 'trap', property: 'continuous' }), [
    { check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { named: 'Libromancer', other: 'Ritual' }, max: 0 },
  ], 'a narrowing the data does not hold is kept as words')
  t.strictSame(requires('During the End Phase, if there are 5 or more cards in your GY: You can draw 1 card.'), [{ check: 'card-count', zone: 'graveyard', whose: 'controller', min: 5 }])
  t.strictSame(requires('During your Standby Phase, if you have 10 or fewer cards in your Deck: You can draw 1 card.'), [{ check: 'card-count', zone: 'deck', whose: 'controller', max: 10 }])
  t.strictSame(requires('At the end of the Battle Phase, if your opponent controls more cards than you do: You can make your opponent banish cards from their field face-down so they control the same number of cards as you do.', { cardType: 'trap', property: 'normal' }), [
    { check: 'controls-more' },
  ])
  // Left alone: a choice inside what the effect does, "other" monsters (not this card).
  t.notOk(requires('During the End Phase: You can target 1 "Ki-sikil" monster in your GY; shuffle it into the Deck, or, if you control no monsters, you can add it to your hand instead.', { cardType: 'spell', property: 'field' }))
  t.notOk(requires('During your End Phase, if you control no other monsters: You can draw 1 card.'))
  // "no monsters, or all … are Plant monsters": no monster of another Type.
  t.strictSame(requires("During your opponent's End Phase, while this card is in your GY, if you control no monsters or all monsters you control are Plant monsters: You can Special Summon this card."), [
    { check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { notMonsterType: 'Plant' }, max: 0 },
  ])
})
