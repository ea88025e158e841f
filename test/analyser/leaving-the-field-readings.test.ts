/**
 * A card's trigger on leaving the field, read from its condition: "If this face-up card leaves the
 * field:", "When this card leaves the field:", "If this face-up card in its owner's control leaves
 * the field because of an opponent's card effect:", and another card of its controller's leaving by
 * an opponent's card effect. "Face-up", how it was Summoned and whose it was are kept as conditions;
 * the opponent's card is the cause. An old wording with no colon, an exception, and an effect on the
 * card this one is linked to stay unread.
 */
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'
import { maskText } from '../../src/analyser/text.js'
import { readEvent } from '../../src/analyser/triggers.js'

const FACE_UP = 'this card was face-up on the field'
const OWNERS = "this card was in its owner's control"

const CONDITIONS: Record<string, object | null> = {
  'If this face-up card leaves the field': { event: 'left-field', subject: 'self', condition: FACE_UP },
  'When this face-up card leaves the field': { event: 'left-field', subject: 'self', condition: FACE_UP },
  'If this card leaves the field': { event: 'left-field', subject: 'self' },
  "If this face-up card in its owner's control leaves the field because of an opponent's card effect": {
    event: 'left-field',
    subject: 'self',
    by: { cause: 'effect', whose: 'opponent' },
    condition: `${FACE_UP}; ${OWNERS}`,
  },
  "If this face-up Special Summoned card in its owner's control leaves the field because of an opponent's card": {
    event: 'left-field',
    subject: 'self',
    by: { cause: 'effect', whose: 'opponent' },
    condition: `${FACE_UP}; this card was Special Summoned; ${OWNERS}`,
  },
  "If this face-up card you control leaves the field because of an opponent's card effect": { event: 'left-field', subject: 'self', by: { cause: 'effect', whose: 'opponent' }, condition: FACE_UP },
  "If this Fusion Summoned card in its owner's control leaves the field by an opponent's card": {
    event: 'left-field',
    subject: 'self',
    by: { cause: 'effect', whose: 'opponent' },
    condition: `this card was Fusion Summoned; ${OWNERS}`,
  },
  'When this face-up card leaves the field by card effect': { event: 'left-field', subject: 'self', by: { cause: 'effect' }, condition: FACE_UP },
  "When this card leaves the field because of your opponent's card (either by battle or by card effect)": { event: 'left-field', subject: 'self', by: { cause: 'effect', whose: 'opponent' } },
  'If this face-up card in the Spell & Trap Zone leaves the field': { event: 'left-field', subject: 'self', condition: `${FACE_UP}; this card was in the Spell & Trap Zone` },
  // The battle half of the condition is no part of any window: the leaving alone is read.
  "If this face-up card is destroyed by battle, or leaves the field because of an opponent's card effect while its owner controls it": {
    event: 'left-field',
    subject: 'self',
    by: { cause: 'effect', whose: 'opponent' },
    condition: `${FACE_UP}; ${OWNERS}`,
  },
  "If this card is destroyed by battle, or if this face-up card you control leaves the field because of an opponent's card effect": {
    event: 'left-field',
    subject: 'self',
    by: { cause: 'effect', whose: 'opponent' },
    condition: FACE_UP,
  },
  "If another card(s) you control leaves the field by an opponent's card effect, while this card is in your Monster Zone (except during the Damage Step)": {
    event: 'left-field',
    subject: 'other',
    whose: 'controller',
    cards: 'any',
    by: { cause: 'effect', whose: 'opponent' },
  },
  // Not read: an exception the data cannot say, where the card went, what it was equipped to, a card type or archetype of the other card's.
  'If this face-up card leaves the field, except by its own effect': null,
  'When this face-up card you control leaves the field and is still in your possession': null,
  "If this card leaves the field while equipped to an opponent's monster by this effect": null,
  'If another monster(s) leaves the field by your Normal Trap effect (except during the Damage Step)': null,
  'When that monster leaves the field': null,
}

t.test('a leaving of the field read with what the condition says of the card and its cause', async (t) => {
  for (const [condition, want] of Object.entries(CONDITIONS)) {
    const read = readEvent(maskText(condition), condition)
    if (want === null) t.equal(read, undefined, `${condition}: not read`)
    else t.same(read, want, condition)
  }
})

const monster = (text: string) => analyseCard({ name: 'Test Card', text, cardType: 'monster', property: null, monsterTypeLine: 'Warrior / Effect' })
const equip = (text: string) => analyseCard({ name: 'Test Card', text, cardType: 'spell', property: 'Equip', monsterTypeLine: null })

t.test('a whole sentence: optional, mandatory, "When" timing and what it does', async (t) => {
  t.match(monster('If this face-up card leaves the field: Draw 1 card.').triggers, [{ event: 'left-field', subject: 'self', mandatory: true, does: [{ action: 'draw', count: 1 }] }])
  t.match(monster('When this face-up card leaves the field: You can draw 1 card.').triggers, [{ event: 'left-field', mandatory: false, timing: 'when' }])
  t.equal(monster('If this face-up card leaves the field: Draw 1 card.').unread, undefined, 'read, so not said to be unread')
})

t.test('an old wording with no colon stays unread, said as a trigger that may react', async (t) => {
  const card = monster('If this face-up card leaves the field, skip the Battle Phase of your next turn.')
  t.equal(card.triggers, undefined)
  t.match(card.unread, [{ kind: 'trigger', self: true }])
})

t.test('an effect on the card this one is linked to stays unread: the board does not say which card that is', async (t) => {
  for (const text of [
    "If this face-up card leaves the field: The equipped monster's ATK becomes 0.",
    'When this card leaves the field: Set the card that was banished by this effect to your opponent\'s side of the field.',
    "If this face-up card leaves the field: Special Summon as many monsters banished by this card's effect as possible to their owner's field(s).",
  ]) {
    const card = equip(text)
    t.equal(card.triggers, undefined, text)
    t.match(card.unread, [{ kind: 'trigger' }], `${text}: unread`)
  }
  t.equal(equip('When this card leaves the field, destroy that monster.').triggers, undefined, 'no colon, a linked monster')
})
