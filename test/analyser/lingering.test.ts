/**
 * What a resolution leaves for a time, on short texts (real card texts): what an expiry ends (a
 * card banished for a time comes back, a negation ends), and negations "until the end of this
 * turn", which end after the hand-size step rather than as a list item.
 */
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'

const phases = (text: string, extra: Partial<Parameters<typeof analyseCard>[0]> = {}) =>
  analyseCard({ name: 'Test Card', text, cardType: 'monster', monsterTypeLine: 'Warrior / Effect', ...extra }).phases.map(({ phase, kind, mandatory, turn, zone, lasts, ends, delayed, nextTurn }) => ({
    phase,
    kind,
    mandatory,
    turn,
    ...(zone ? { zone } : {}),
    ...(lasts ? { lasts } : {}),
    ...(ends ? { ends } : {}),
    ...(delayed ? { delayed } : {}),
    ...(nextTurn ? { nextTurn } : {}),
  }))

t.test('a banishment until a phase: its end brings the card back', async (t) => {
  t.strictSame(phases('Target 1 face-up monster you control; banish that target until the End Phase.', { cardType: 'trap', property: 'Normal', monsterTypeLine: null }), [
    { phase: 'end', kind: 'expire', mandatory: true, turn: 'each', ends: 'banishment', delayed: true },
  ])
  t.strictSame(phases('(Quick Effect): You can target 1 "Wind-Up" monster you control; banish it until your next Standby Phase.'), [
    { phase: 'standby', kind: 'expire', mandatory: true, turn: 'yours', ends: 'banishment', delayed: true },
  ])
  t.strictSame(
    phases('During your opponent\'s Main Phase (Quick Effect): You can target 1 Zombie monster in either GY; Special Summon that monster (but banish it when it leaves the field), then banish this face-up card until the End Phase.'),
    [{ phase: 'end', kind: 'expire', mandatory: true, turn: 'opponents', zone: 'banished', ends: 'banishment', delayed: true }],
    'the last "banish" before the duration is the one it ends: this card',
  )
  t.strictSame(phases('(Quick Effect): You can banish (until the End Phase) any number of "Melodious" monsters you control, then you can return up to that many face-up cards your opponent controls to the hand.'), [
    { phase: 'end', kind: 'expire', mandatory: true, turn: 'each', ends: 'banishment', delayed: true },
  ])
})

t.test('a banishment for a time ends with the card back where it was banished from: a hand, or the field', async (t) => {
  const read = (text: string) => analyseCard({ name: 'Test Card', text, cardType: 'monster', monsterTypeLine: 'Machine / Flip / Effect' }).phases.map(({ kind, ends, does }) => ({ kind, ends, does }))
  const toHand = [{ kind: 'expire', ends: 'banishment', does: [{ action: 'return-to-hand', target: 'set-up' }] }]
  const toField = [{ kind: 'expire', ends: 'banishment', does: [{ action: 'return-to-field', target: 'set-up' }] }]
  t.strictSame(read("FLIP: Banish (face-up) 1 random card from your opponent's hand, until the End Phase."), toHand, 'Deftero Enneacraft')
  t.strictSame(read("When your opponent activates a card or effect (Quick Effect): You can detach 1 material from this card, then activate this effect depending on whose turn it is; ● Yours: Banish up to 1 card each from your opponent's field and GY. ● Opponent's: Look at your opponent's hand and banish 1 card from it face-up, until the End Phase."), toHand, 'K9-X "Werewolf": "from it", the hand')
  t.strictSame(read('Target 1 face-up monster you control; banish that target until the End Phase.'), toField, 'a target you control: back to the field')
  t.strictSame(read('(Quick Effect): You can banish 2 DARK monsters from your GY; banish this face-up card until the End Phase.'), toField, 'this face-up card, after a GY cost: the field')
  t.strictSame(
    read('If this card is Normal or Special Summoned: You can banish (face-up) 1 Beast monster from your hand or face-up field until the End Phase; Special Summon 1 EARTH Beast monster from your Deck.'),
    [{ kind: 'expire', ends: 'banishment', does: undefined }],
    'from the hand or the field: the text leaves open which, so no way back is read',
  )
  t.strictSame(
    read("Once per turn, during the Main Phase (Quick Effect): You can banish both this face-up card from the field and 1 random card from your opponent's hand, face-up, until your next Standby Phase."),
    [{ kind: 'expire', ends: 'banishment', does: undefined }],
    'a card from the field and one from a hand: not one way back for both',
  )
})

t.test('a banishment until the End Phase of the next turn ends in the turn after', async (t) => {
  t.strictSame(phases('(Quick Effect): You can target 1 face-up monster you control; banish it until the End Phase of the next turn.'), [
    { phase: 'end', kind: 'expire', mandatory: true, turn: 'each', ends: 'banishment', delayed: true, nextTurn: true },
  ])
})

t.test('a duration after a banishment that is only a cost or another effect ends something else', async (t) => {
  t.strictSame(phases('You can banish 1 "Photon" monster from your Graveyard; this card gains 1000 ATK until the End Phase.'), [{ phase: 'end', kind: 'expire', mandatory: true, turn: 'yours', delayed: true }])
  t.strictSame(phases("Once per turn: You can target 1 Dragon Synchro Monster in the GY; banish that target, and if you do, until the End Phase, this card's name becomes that monster's."), [
    { phase: 'end', kind: 'expire', mandatory: true, turn: 'yours', delayed: true },
  ])
})

t.test('a negation until the end of this turn: an expiry lasting to the end of the turn', async (t) => {
  t.strictSame(phases('(Quick Effect): You can target 1 face-up card your opponent controls; negate its effects until the end of this turn.'), [
    { phase: 'end', kind: 'expire', mandatory: true, turn: 'each', lasts: 'end-of-turn', ends: 'negation', delayed: true },
  ])
  t.strictSame(phases("During your opponent's Main Phase (Quick Effect): You can send this card from your hand to the GY, then target 1 Effect Monster your opponent controls; negate the effects of that face-up monster your opponent controls, until the end of this turn."), [
    { phase: 'end', kind: 'expire', mandatory: true, turn: 'opponents', lasts: 'end-of-turn', ends: 'negation', delayed: true },
  ], "Effect Veiler: used in the opponent's turn")
  t.strictSame(phases('Once per turn, during your Main Phase: You can negate the effects of all face-up monsters your opponent currently controls, until the end of this turn.'), [
    { phase: 'end', kind: 'expire', mandatory: true, turn: 'yours', lasts: 'end-of-turn', ends: 'negation', delayed: true },
  ])
  t.strictSame(phases('Once per turn, during either player\'s turn: You can target 1 LIGHT monster on the field; that face-up monster has its effects negated until the end of this turn.'), [
    { phase: 'end', kind: 'expire', mandatory: true, turn: 'each', lasts: 'end-of-turn', ends: 'negation', delayed: true },
  ])
  // The duration said apart from the negation (Strike of the Monarchs).
  t.strictSame(phases('You can Tribute 1 face-up Level 5 or higher Normal Summoned/Set monster, then target 1 face-up card on the field; negate its effects, then draw 1 card. (The effects remain negated until the end of this turn.)', { cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null }), [
    { phase: 'end', kind: 'expire', mandatory: true, turn: 'each', lasts: 'end-of-turn', ends: 'negation', delayed: true },
  ])
})

t.test("no negation's end where the negation lasts, or where another change lasts until the end of the turn: that change ends by itself", async (t) => {
  const change = [{ phase: 'end', kind: 'expire', mandatory: true, turn: 'each', lasts: 'end-of-turn', delayed: true }]
  t.strictSame(phases('Target 1 "Speedroid" Tuner monster in your Graveyard; Special Summon it, but its effects are negated, also roll a six-sided die, and its Level becomes the result until the end of this turn.', { cardType: 'trap', property: 'Normal', monsterTypeLine: null }), change)
  t.strictSame(phases('When this card is Special Summoned by its effect: You can Special Summon 1 Level 4 or lower monster from your GY, but negate its effects.'), [])
  t.strictSame(phases('You can target 1 face-up monster on the field; it gains 500 ATK until the end of this turn.'), change)
})

t.test('a negation whose duration is said first, for the clauses after it, lasts until the end of the turn', async (t) => {
  const endOfTurn = [{ phase: 'end', kind: 'expire', mandatory: true, turn: 'each', lasts: 'end-of-turn', ends: 'negation', delayed: true }]
  t.strictSame(phases("Once per turn, during either player's turn: You can detach 1 Xyz Material from this card, then target 1 face-up monster on the field; this turn, its effects are negated, but it is unaffected by other card effects."), endOfTurn, 'Divine Dragon Knight Felgrand')
  t.strictSame(phases('If you have an "Aquaactress" monster in your GY: Target 1 monster on the field; until the end of this turn, its effects are negated, its ATK/DEF become 100, also it is unaffected by your opponent\'s card effects.', { cardType: 'trap', property: 'Normal', monsterTypeLine: null }), endOfTurn, 'Aqua Story - Urashima')
  t.strictSame(phases('Once per Chain: You can target 1 face-up monster your opponent controls; until the end of this turn, its ATK/DEF become halved, also its effects are negated.', { cardType: 'trap', property: 'Continuous', monsterTypeLine: null }), [{ ...endOfTurn[0], turn: 'each' }], 'Eternal Sunshine: the negation after another change')
  t.strictSame(phases('(Quick Effect): You can target 1 face-up monster your opponent controls that was Special Summoned from the Extra Deck; until the end of this turn, change its ATK to 0, also negate that face-up monster\'s effects.'), endOfTurn, 'Clear Wing Fast Dragon: "negate" after the duration')
  t.strictSame(phases('You can target 1 face-up monster on the field; this turn, it gains 500 ATK.'), [], 'a duration before something else than a negation')
})

t.test('a negation its text gives no end lasts: it ends in no window of the turn', async (t) => {
  const lasting = [{ phase: 'end', kind: 'expire', mandatory: true, turn: 'each', lasts: 'lasting', ends: 'negation', delayed: true }]
  t.strictSame(phases('If this card is Synchro Summoned: You can negate the effects of all face-up cards your opponent controls.'), lasting, 'Junora the Power Patron of Tuning')
  t.strictSame(
    phases('Once per turn: You can negate the effects of all face-up monsters your opponent currently controls, also until the end of this turn, their ATK\'s become halved.'),
    [{ phase: 'end', kind: 'expire', mandatory: true, turn: 'each', lasts: 'end-of-turn', delayed: true }, { ...lasting[0], turn: 'yours' }],
    'Medicurius: the duration is the ATK change\'s, after "also": the change ends as the turn ends, the negation lasts',
  )
  t.strictSame(
    phases('Activate this card by targeting 1 Effect Monster on the field; negate that face-up monster\'s effects, that face-up monster cannot attack, also monsters cannot target that face-up monster for attacks.', { cardType: 'trap', property: 'Continuous', monsterTypeLine: null }),
    lasting,
    "Phantom Knights' Fog Blade: while it stays",
  )
  t.strictSame(phases('Negate the effects of all face-up monsters on the field.', { cardType: 'trap', property: 'Continuous', monsterTypeLine: null }), [], "a sentence standing alone is a card's own continuous effect")
  t.strictSame(phases('When this card is Special Summoned by its effect: You can Special Summon 1 Level 4 or lower monster from your GY, but negate its effects.'), [], 'the summoned card\'s negation: a card the board names nowhere')
  t.strictSame(
    phases('You can Tribute 1 face-up Level 5 or higher Normal Summoned/Set monster, then target 1 face-up card on the field; negate its effects, then draw 1 card. (The effects remain negated until the end of this turn.)', { cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null }),
    [{ ...lasting[0], lasts: 'end-of-turn' }],
    'a duration said in another sentence of the text wins',
  )
})

t.test('a ban for the rest of the turn on the cards named like the one the activation acted on', async (t) => {
  const holds = (text: string) => analyseCard({ name: 'Test Card', text, cardType: 'trap', property: 'Normal', monsterTypeLine: null }).phases.map((p) => p.holds)
  const ban = [[
    { effect: 'forbid-activation', activations: 'cards', cards: 'any', whose: 'controller', sameName: true },
    { effect: 'forbid-activation', activations: 'effects', cards: 'any', whose: 'controller', sameName: true },
  ]]
  t.strictSame(holds('Send 1 monster from your Deck to the GY, but for the rest of this turn, you cannot activate cards, or the effects of cards, with the same name the sent monster had in the GY.'), ban, 'Peaceful Burial')
  t.strictSame(holds('If this card is banished: You can send 1 LIGHT or DARK monster from your Deck to the GY, but for the rest of this turn, you cannot activate cards, or the effects of cards, with the same name as that card.'), ban, 'Chaos Valkyria')
  t.strictSame(holds('Declare 1 card name; for the rest of this turn, your opponent cannot activate cards, or the effects of cards, with the same original name as that declared card.'), [], 'a name declared: no card of the board')
})

t.test('a replacement an activation leaves for a time holds while it lasts', async (t) => {
  const read = (text: string, extra: Partial<Parameters<typeof analyseCard>[0]> = {}) =>
    analyseCard({ name: 'Test Card', text, cardType: 'trap', property: 'Normal', monsterTypeLine: null, ...extra }).phases.map(({ kind, lasts, delayed, holds }) => ({ kind, lasts, delayed, holds }))
  t.strictSame(read('This turn, any monster sent to the GY is banished instead.'), [
    { kind: 'expire', lasts: 'end-of-turn', delayed: true, holds: [{ effect: 'banish-instead', cards: 'monster', whose: 'each' }] },
  ])
  t.strictSame(
    read('If you have no cards in your GY (Quick Effect): You can send this card from your hand to the GY; until the end of the next turn, any card sent to the GY is banished instead.', { cardType: 'monster', property: null, monsterTypeLine: 'Spellcaster / Effect' }),
    [{ kind: 'expire', lasts: 'end-of-next-turn', delayed: true, holds: [{ effect: 'banish-instead', cards: 'any', whose: 'each' }] }],
    'past this turn',
  )
  const macro = analyseCard({ name: 'Test Card', text: 'While this card is face-up on the field, any card sent to the GY is banished instead.', cardType: 'trap', property: 'Continuous' })
  t.strictSame(macro.phases, [], "a card's own replacement is continuous, not lingering")
  t.equal(macro.continuous?.[0]?.effect, 'banish-instead')
})

t.test('a negation for the rest of this turn lasts until the end of the turn', async (t) => {
  t.strictSame(phases('Once per turn, during your Main Phase 1: You can toss a coin 3 times. \u25cf 2 Heads: For the rest of this turn, the effects of all face-up monsters your opponent controls are negated.'), [
    { phase: 'end', kind: 'expire', mandatory: true, turn: 'each', lasts: 'end-of-turn', ends: 'negation', delayed: true },
  ])
  t.strictSame(phases('You can Special Summon 1 Dragon monster from your hand in Defense Position, but for the rest of this turn, its effects (if any) are negated.'), [
    { phase: 'end', kind: 'expire', mandatory: true, turn: 'each', lasts: 'end-of-turn', ends: 'negation', delayed: true },
  ])
  t.strictSame(
    phases('When an opponent\'s Spell/Trap Card is activated: Negate that effect, and if you do, for the rest of this turn, neither player can activate cards with that name.', { cardType: 'trap', property: 'Normal', monsterTypeLine: null }),
    [],
    'the duration of what follows the negation, not of the negation',
  )
})

t.test('a negation lasting until the end of the turn does not hide the trigger that leaves it', async (t) => {
  const card = analyseCard({
    name: 'Elphase',
    text: '2 Level 3 or higher Cyberse monsters Gains 300 ATK for each monster this card points to. If this Link Summoned card leaves the field: You can target 1 Level 4 or lower Cyberse monster in your GY; Special Summon it, but for the rest of this turn, its effects (if any) are negated and it cannot be used as Link Material. You can only use this effect of "Elphase" once per turn.',
    cardType: 'monster',
    monsterTypeLine: 'Cyberse / Link / Effect',
  })
  t.ok(card.phases.some((p) => p.ends === 'negation' && p.lasts === 'end-of-turn'), 'the negation it leaves is read')
  t.ok((card.triggers ?? []).some((trigger) => trigger.event === 'left-field' && trigger.subject === 'self'), 'its trigger on leaving the field is read')
})

t.test('a delayed move said after "and", its subject the clause before', async (t) => {
  const does = (text: string, extra: Partial<Parameters<typeof analyseCard>[0]> = {}) => analyseCard({ name: 'Test Card', text, cardType: 'trap', property: 'Normal', monsterTypeLine: null, ...extra }).phases.map((p) => p.does ?? [])
  t.strictSame(does('Special Summon 1 "Gishki" Ritual Monster from your hand. It cannot attack, and is returned to the hand during the End Phase.'), [[{ action: 'return-to-hand', target: 'set-up' }]])
  t.strictSame(
    does('Pay 1000 Life Points to Special Summon 1 level 6 or lower Fusion Monster from your Extra Deck in face-up Attack or Defense Position. That Fusion Monster cannot attack your opponent\'s Life Points directly, and is returned to your Extra Deck at the end of the turn.', { cardType: 'monster', property: null, monsterTypeLine: 'Spellcaster / Effect' }),
    [[{ action: 'return-to-extra-deck', target: 'set-up' }]],
  )
  t.strictSame(
    does('You can remove all You Got It Boss! Counters on this card; its ATK becomes 2000. After you change this card\'s ATK with this effect, it cannot attack your opponent directly for the rest of this turn, and is sent to the GY during the End Phase.', { cardType: 'monster', property: null, monsterTypeLine: 'Machine / Effect' }),
    [[]],
    'a sentence speaking of this card: whose move it is stays unread',
  )
})

t.test('a ban on Special Summons or adds for the rest of the turn: held by the expire, and lingering on the effect that leaves it', async (t) => {
  const read = (text: string) => analyseCard({ name: 'Test Card', text, cardType: 'monster', monsterTypeLine: 'Fish / Effect' })
  const holds = (text: string) => read(text).phases.flatMap((phase) => phase.holds ?? [])
  t.strictSame(holds('You can Special Summon this card from your hand, also you cannot Special Summon monsters from the Extra Deck for the rest of this turn, except DARK monsters.'), [
    { effect: 'forbid-action', action: 'special-summon', cards: 'monster', whose: 'controller', from: 'extra-deck', exceptAttribute: 'DARK' },
  ])
  t.strictSame(holds('Special Summon it, also you cannot Special Summon monsters for the rest of this turn, except Machine monsters.'), [
    { effect: 'forbid-action', action: 'special-summon', cards: 'monster', whose: 'controller', notMonsterType: 'Machine' },
  ])
  t.strictSame(holds('You can Special Summon 1 monster from your GY, but for the rest of this turn, you cannot Special Summon monsters, except "Orcust" monsters.'), [
    { effect: 'forbid-action', action: 'special-summon', cards: 'monster', whose: 'controller', exceptNamed: ['Orcust'] },
  ])
  t.strictSame(holds('Special Summon this card, also you cannot Special Summon from the Extra Deck for the rest of this turn, except Rank 4 Xyz Monsters.'), [], 'an exception the data cannot say: the ban is not read at all')
  t.strictSame(holds('You can Special Summon this card, also you cannot Special Summon Normal monsters for the rest of this turn.'), [], 'not a ban on every monster')
  const droll = read(
    "If a card(s) is added from the Main Deck to your opponent's hand, except during the Draw Phase (Quick Effect): You can send this card from your hand to the GY; for the rest of this turn, cards cannot be added from either player's Main Deck to the hand.",
  )
  const ban = { effect: 'forbid-action', action: 'add-to-hand', cards: 'any', whose: 'each', from: 'deck' }
  t.strictSame(droll.phases.flatMap((phase) => phase.holds ?? []), [ban])
  t.strictSame(droll.triggers?.[0]?.lingers, [ban], 'the trigger that leaves it')
  t.strictSame(droll.triggers?.[0]?.does, [], 'and does nothing else')
})

t.test('"banish both that monster and this card until the End Phase": the expiry brings its targets back with it', async (t) => {
  const sleipnir = analyseCard({ name: 'Sleipnir the Runick Mane', text: "During your Main Phase or your opponent's Battle Phase (Quick Effect): You can target 1 face-up monster your opponent controls; banish both that monster and this card until the End Phase.", cardType: 'monster', monsterTypeLine: 'Beast / Fusion / Effect' }).phases
  t.match(sleipnir, [{ phase: 'end', kind: 'expire', ends: 'banishment', zone: 'banished', alsoTargets: true }])
  const alone = analyseCard({ name: 'X', text: 'During the Main Phase (Quick Effect): You can banish this card (until the End Phase), and if you do, draw 1 card.', cardType: 'monster', monsterTypeLine: 'Dragon / Effect' }).phases
  t.notOk(alone[0]?.alsoTargets, 'the card alone')
})
