/**
 * The analyser's event triggers, on real card texts from the shared card data. Two sets, labelled
 * before the reader first ran on them: `TUNED` (the cards the reader was written against) and
 * `BLIND` (held out: never used to tune it). Each label is what a judge reads in the text for the
 * window's events (a move, a summon, a draw, by the effects of the window): what needs battle or
 * materials is not read at all. "By card effect" was outside the reader's scope when the labels were
 * written; it is read since (with the cause as data, trigger-causes.test.ts), and the two labels that
 * left such a trigger out (Tearlaments Merrli's second effect, Sillva's) now have it, as the card
 * texts say. The figures are printed apart, and the test keeps each at least where it stood when
 * first measured.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'
import type { EventTrigger } from '../../src/domain/behaviour.js'
import { recordsNamed } from '../helpers/card-data.js'
import { SHARED_CARD_DATA } from '../helpers/shared.js'

type Label = Array<Partial<Pick<EventTrigger, 'event' | 'subject' | 'from' | 'whose' | 'cards' | 'mandatory' | 'oncePerTurn' | 'timing' | 'zone' | 'notDrawn'>>>

const TUNED: Record<string, Label> = {
  Ipiria: [{ event: 'summoned', subject: 'self', mandatory: true, oncePerTurn: 'name' }],
  Dandylion: [{ event: 'sent-to-gy', subject: 'self', mandatory: true }],
  Sangan: [{ event: 'sent-to-gy', subject: 'self', from: 'field', mandatory: true, oncePerTurn: 'name' }],
  'Card of Safe Return': [{ event: 'special-summoned', subject: 'other', cards: 'monster', from: 'graveyard', whose: 'controller', mandatory: false, timing: 'when' }],
  // No colon: not activated, never a trigger (seed 004: its damage is "applied … unchainable"); read as continuous damage instead.
  'Skull Invitation': [],
  'Tearlaments Merrli': [
    { event: 'special-summoned', subject: 'self', mandatory: false, oncePerTurn: 'name' },
    { event: 'sent-to-gy', subject: 'self', mandatory: false, oncePerTurn: 'name' },
  ],
  'Farfa, Malebranche of the Burning Abyss': [{ event: 'sent-to-gy', subject: 'self', mandatory: false, oncePerTurn: 'name' }],
  'Kelbek the Ancient Vanguard': [],
  // A draw outside the Draw Phase; a summon by the opponent (its second way, an attack, is battle).
  'Naturia Ragweed': [{ event: 'drawn', subject: 'other', whose: 'opponent', mandatory: false, timing: 'when' }],
  'Melffy Puppy': [{ event: 'special-summoned', subject: 'other', cards: 'monster', whose: 'opponent', mandatory: false, oncePerTurn: 'name' }],
  // Works from the hand: it Special Summons itself from there.
  'Phantom Dragon': [{ event: 'special-summoned', subject: 'other', cards: 'monster', whose: 'opponent', mandatory: false, timing: 'when', zone: 'hand' }],
  // A Normal Trap's first sentence is when the Set card may be activated, as a card: a trigger on the
  // event, never mandatory (labelled [] while the reader took it for the card's activation alone).
  'Floodgate Trap Hole': [{ event: 'summoned', subject: 'other', cards: 'monster', whose: 'opponent', mandatory: false, timing: 'when' }],
  'Consolation Prize': [{ event: 'sent-to-gy', subject: 'other', from: 'hand', cards: 'monster', whose: 'each', mandatory: false }],
  // "When …: Activate this card by targeting …": the activation of a Continuous Trap.
  'Evil Eye Mesmerism': [],
  // "If this card is destroyed:" with no cause said: by anything, an effect of the window too.
  'Vic Viper Type-L': [{ event: 'destroyed', subject: 'self', mandatory: false, oncePerTurn: 'name' }],
  // A card added from the Deck to a hand, a draw included unless the text excepts it.
  'Drastic Drop Off': [{ event: 'added', subject: 'other', whose: 'opponent', from: 'deck', mandatory: false, timing: 'when' }],
  'Sales Pitch': [{ event: 'added', subject: 'other', whose: 'opponent', from: 'deck', notDrawn: true, mandatory: false }],
  // From the hand (its cost sends it from there); "except during the Draw Phase" is every window here.
  'Droll & Lock Bird': [{ event: 'added', subject: 'other', whose: 'opponent', from: 'deck', mandatory: false, zone: 'hand' }],
  'Hecahands Breus': [{ event: 'added', subject: 'other', whose: 'opponent', mandatory: false, zone: 'hand', oncePerTurn: 'name' }],
  'Crowley, the Gifted Magistus': [
    { event: 'added', subject: 'self', notDrawn: true, mandatory: false, oncePerTurn: 'name' },
    { event: 'special-summoned', subject: 'self', mandatory: false, oncePerTurn: 'name' },
  ],
}

// Held out: labelled from the rules before the reader ever ran on these texts.
const BLIND: Record<string, Label> = {
  'Witch of the Black Forest': [{ event: 'sent-to-gy', subject: 'self', from: 'field', mandatory: true, oncePerTurn: 'name' }],
  'Mystic Tomato': [],
  'Sillva, Warlord of Dark World': [{ event: 'discarded', subject: 'self', mandatory: true }],
  'Peten the Dark Clown': [{ event: 'sent-to-gy', subject: 'self', mandatory: false }],
  // Relabelled: "…: Draw 1 card." has no "you can", so it is mandatory (the first label said optional).
  'Supply Squad': [{ event: 'destroyed', subject: 'other', cards: 'monster', whose: 'controller', mandatory: true, oncePerTurn: 'instance' }],
  'Fairy Tail - Snow': [{ event: 'special-summoned', subject: 'self', mandatory: false }],
  'Treeborn Frog': [],
  'Sinister Serpent': [],
  'Pyramid Turtle': [],
  'Morphing Jar': [],
  Mezuki: [],
  'Snipe Hunter': [],
}

/** The first run's blind figure (10/12: Peten's "When" read as such, against a label that missed it; Supply Squad's "by battle or card effect" not read): never lower. */
const BLIND_FLOOR = 10

function agrees(read: EventTrigger[], label: Label): boolean {
  if (read.length !== label.length) return false
  return label.every((want, i) => {
    const got = read[i] as EventTrigger
    return (Object.keys(want) as Array<keyof typeof want>).every((key) => got[key] === want[key]) && (want.timing !== undefined || got.timing === undefined)
  })
}

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  const all = await recordsNamed<{ name?: { en?: string }; text?: { en?: string }; card_type?: string; property?: string; monster_type_line?: string }>([...Object.keys(TUNED), ...Object.keys(BLIND), 'Mind Procedure', 'Chaos Hunter', 'Veiss Shark', 'Solemn Wishes', 'Silent Magician LV4', 'Skull Invitation', 'Relinkuriboh', 'Exa, Enforcer of the Nekroz', 'Shining Sarcophagus', 'Network Trap Hole', 'Aromage Cananga', 'Metaphys Dimension', 'Xenovader△ Judgment', 'Bottomless Trap Hole', 'Chaos Witch'])
  const byName = new Map(all.map((card) => [card.name?.en ?? '', card]))
  const score = (set: Record<string, Label>) => {
    const wrong: string[] = []
    for (const [name, label] of Object.entries(set)) {
      const card = byName.get(name)
      if (!card) throw new Error(`${name} is not in the card data`)
      const read = analyseCard({ name, text: card.text?.en ?? null, cardType: card.card_type ?? null, property: card.property ?? null, monsterTypeLine: card.monster_type_line ?? null }).triggers ?? []
      if (!agrees(read, label)) wrong.push(`${name}: read ${JSON.stringify(read.map(({ event, subject, from, whose, cards, mandatory, oncePerTurn, timing }) => ({ event, subject, from, whose, cards, mandatory, oncePerTurn, timing })))}`)
    }
    return { right: Object.keys(set).length - wrong.length, total: Object.keys(set).length, wrong }
  }

  t.test('the cards the reader was written against are read as labelled', async (t) => {
    const tuned = score(TUNED)
    t.comment(`event triggers, tuned set: ${tuned.right}/${tuned.total}`)
    t.same(tuned.wrong, [], 'every tuned card as labelled')
  })

  t.test('the held-out cards: the figure is kept, never lowered', async (t) => {
    const blind = score(BLIND)
    t.comment(`event triggers, blind set: ${blind.right}/${blind.total}${blind.wrong.length > 0 ? `; wrong: ${blind.wrong.join(' | ')}` : ''}`)
    t.ok(blind.right >= BLIND_FLOOR, `at least ${BLIND_FLOOR} of ${blind.total}`)
  })

  t.test('a card Tributed; "it" in a trigger on another card is that card unless the effect brings in another first', async (t) => {
    const read = (name: string) => {
      const card = byName.get(name)!
      return analyseCard({ name, text: card.text?.en ?? null, cardType: card.card_type ?? null, property: card.property ?? null, monsterTypeLine: card.monster_type_line ?? null }).triggers ?? []
    }
    t.match(read('Relinkuriboh'), [{ event: 'tributed', subject: 'self', mandatory: true, does: [{ action: 'draw', count: 1 }] }], '"If this card is Tributed: Draw 1 card."')
    t.match(read('Exa, Enforcer of the Nekroz')[0], { event: 'tributed', subject: 'self', by: { cause: 'effect' } }, '"Tributed by a card effect"')
    t.match(read('Shining Sarcophagus')[0]?.does, [{ action: 'send-to-gy', target: 'event' }], '"target 1 of those monsters; send it to the GY"')
    t.match(read('Shining Sarcophagus')[0]?.costs, [{ action: 'discard', count: 1, chosen: { zone: 'hand', cards: 'spell' } }], '"discard 1 Spell": a card of a kind')
    t.match(read('Network Trap Hole')[0]?.does, [{ action: 'banish', target: 'event' }], '"Banish it face-down"')
    t.notOk(read('Aromage Cananga')[0]?.does?.some((a) => a.target === 'event'), '"Target 1 Spell/Trap Card your opponent controls; return it": the target')
    t.notOk(read('Metaphys Dimension')[0]?.does?.some((a) => a.target === 'event'), '"target 1 of your banished … monsters; Special Summon it"')
    t.notOk(read('Xenovader△ Judgment')[0]?.does?.some((a) => a.target === 'event'), '"choose 1 of your … monsters, and either add it": the card chosen')
    t.match(read('Chaos Witch'), [{ event: 'banished', subject: 'self', fromAny: ['hand', 'graveyard'] }], '"banished from the hand or GY": from either')
    t.match(read('Bottomless Trap Hole'), [{ event: 'summoned', whose: 'opponent', minAtk: 1500, asCard: true, does: [{ action: 'destroy', target: 'event' }, { action: 'banish', target: 'event' }] }], '"a monster(s) with 1500 or more ATK": that much ATK; destroyed, then banished')
  })

  t.test('what a trigger does is read from its effect; an amount the text does not give is left unknown', async (t) => {
    const read = (name: string) => {
      const card = byName.get(name)!
      return analyseCard({ name, text: card.text?.en ?? null, cardType: card.card_type ?? null }).triggers ?? []
    }
    t.same(read('Ipiria')[0]?.does, [{ action: 'draw', count: 1, whose: 'controller' }])
    t.same(read('Card of Safe Return')[0]?.does, [{ action: 'draw', count: 1, whose: 'controller' }])
    const skull = byName.get('Skull Invitation')!
    t.same(analyseCard({ name: 'Skull Invitation', text: skull.text?.en ?? null, cardType: skull.card_type ?? null }).continuous?.map(({ effect, amount, cards }) => ({ effect, amount, cards })), [{ effect: 'damage-on-send', amount: 300, cards: 'any' }], '300 damage to its owner for each card sent, applied without a chain')
    t.notOk(read('Farfa, Malebranche of the Burning Abyss')[0]?.does?.some((action) => action.target === 'self'), 'the target it banishes is not the card itself')
    t.same(read('Drastic Drop Off')[0]?.does, [{ action: 'discard', count: 1, player: 'subject-owner' }], '"They must discard 1 of those cards": the player the cards were added to')
    t.same(read('Sales Pitch')[0]?.does, [{ action: 'add-to-hand' }], '"Reveal 1 card from your Deck, and add it to your hand": "it" is the card revealed, not Sales Pitch')
    t.same(read('Sales Pitch')[0]?.by, { cause: 'effect', whose: 'opponent' }, '"by their card effect"')
    t.same(read('Droll & Lock Bird')[0]?.costs, [{ action: 'send-to-gy', target: 'self' }], 'a cost the state pays is data: "send this card from your hand to the GY"')
    t.equal(read('Droll & Lock Bird')[0]?.condition, undefined, 'and not a condition assumed as text')
    t.same(read('Mind Procedure')[0]?.costs, [{ action: 'pay-lp', amount: 1000 }], '"You can pay 1000 LP; …"')
    t.same(read('Chaos Hunter')[0]?.costs, [{ action: 'discard', count: 1 }], '"You can discard 1 card; …": cards of the hand, as many as it says')
    t.match(read('Veiss Shark')[0]?.condition ?? '', /^cost: You can Tribute 1 Fish monster/, 'a cost the state does not pay (a Tribute) stays text, assumed paid')
    t.equal(read('Veiss Shark')[0]?.costs, undefined)
  })

  t.test('a draw "each time" is a trigger of its card, with the effect after the comma; other "each time" wordings stay unchained', async (t) => {
    const read = (name: string) => {
      const card = byName.get(name)!
      return analyseCard({ name, text: card.text?.en ?? null, cardType: card.card_type ?? null })
    }
    t.same(read('Solemn Wishes').triggers, [{ event: 'drawn', subject: 'other', whose: 'controller', mandatory: true, source: 'text', span: 'Each time you draw a card(s), you gain 500 LP.', does: [{ action: 'gain-lp', amount: 500 }] }])
    t.same(read('Silent Magician LV4').triggers?.map(({ event, whose, mandatory, does }) => ({ event, whose, mandatory, does })), [{ event: 'drawn', whose: 'opponent', mandatory: true, does: undefined }], 'a Spell Counter: done, how the state cannot say')
    t.equal(read('Skull Invitation').triggers, undefined, 'cards sent to the GY "each time": applied as they arrive, no chain (seed 004)')
  })
}

t.test('"destroyed and sent to the GY" asks for the GY; "a face-up "Fire King" monster(s) you control is destroyed by card effect" names an archetype', async (t) => {
  const kirin = analyseCard({
    name: 'Fire King Avatar Kirin',
    text: 'If a face-up "Fire King" monster(s) you control is destroyed by card effect (except during the Damage Step): You can Special Summon this card from your hand. If this card is destroyed and sent to the GY: You can send 1 FIRE monster from your Deck to the GY.',
    cardType: 'monster',
    monsterTypeLine: 'Beast / Effect',
  }).triggers
  t.match(kirin, [
    { event: 'destroyed', subject: 'other', cards: 'monster', whose: 'controller', from: 'field', named: 'Fire King', condition: 'the destroyed card was face-up', by: { cause: 'effect' }, zone: 'hand' },
    { event: 'destroyed', subject: 'self', toGraveyard: true },
  ])
  const sangan = analyseCard({ name: 'X', text: 'If this card is destroyed: You can draw 1 card.', cardType: 'monster', monsterTypeLine: 'Fiend / Effect' }).triggers
  t.notOk(sangan?.[0]?.toGraveyard, 'destroyed, wherever it goes')
})
