/**
 * What caused an event, read from a trigger's condition on real card texts: "by a card effect", "by
 * your opponent's card effect", "by a Spell effect", "by the effect of a "Lightsworn" monster you
 * control, except …", "by an "Adamancipator" card's effect"; damage "to the owner of the
 * monster(s)"; and "… cannot activate Spell/Trap Cards" (the cards only, not their effects). A cause
 * the data cannot say (one card by name) and "by battle or card effect" (either) give no `by`.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'
import { maskText } from '../../src/analyser/text.js'
import { readCause, readEvent } from '../../src/analyser/triggers.js'
import type { ContinuousBehaviour, EventTrigger } from '../../src/domain/behaviour.js'
import { recordsNamed } from '../helpers/card-data.js'
import { SHARED_CARD_DATA } from '../helpers/shared.js'

type Want = Partial<Pick<EventTrigger, 'event' | 'subject' | 'from' | 'whose' | 'cards' | 'mandatory' | 'by' | 'asCard'>>

/** Each card's first trigger as read (`null`: no trigger is read from the card). */
const TRIGGERS: Record<string, Want | null> = {
  Cracking: { event: 'sent-to-gy', subject: 'other', cards: 'monster', from: 'field', whose: 'each', mandatory: true, by: { cause: 'effect' } },
  'Garoth, Lightsworn Warrior': {
    event: 'sent-to-gy',
    subject: 'other',
    from: 'deck',
    whose: 'controller',
    mandatory: true,
    by: { cause: 'effect', named: 'Lightsworn', cards: 'monster', whose: 'controller', except: 'Garoth, Lightsworn Warrior' },
  },
  'Chain Ignition': { event: 'destroyed', subject: 'other', cards: 'monster', whose: 'opponent', by: { cause: 'effect', whose: 'opponent' } },
  // A Normal Trap's first sentence is when the Set card may be activated, as a card: never mandatory
  // (it was once read as a mandatory trigger of a card in play); the cause is a Spell's effect.
  'Induced Explosion': { event: 'destroyed', subject: 'other', whose: 'controller', by: { cause: 'effect', cards: 'spell' }, mandatory: false, asCard: true },
  'Blitzclique - Steppleader': { event: 'destroyed', subject: 'other', by: { cause: 'effect', named: 'Blitzclique', whose: 'controller' } },
  'Alsei, the Sylvan High Protector': { event: 'sent-to-gy', subject: 'other', from: 'deck', whose: 'controller', by: { cause: 'effect' } },
  'Twilight Twin Dragons': { event: 'sent-to-gy', subject: 'self', from: 'deck', by: { cause: 'effect', named: 'Lightsworn', cards: 'monster' } },
  'Evolsaur Elias': { event: 'special-summoned', subject: 'self', by: { cause: 'effect', named: 'Evoltile', cards: 'monster' } },
  'Adamancipator Crystal - Tiamite': { event: 'special-summoned', subject: 'self', by: { cause: 'effect', named: 'Adamancipator' } },
  'Lunalight Silver Hound': { event: 'sent-to-gy', subject: 'self', by: { cause: 'effect' } },
  'Gusto Squirro': { event: 'destroyed', subject: 'self', by: { cause: 'effect' } },
  // One card by name is no archetype: the data cannot say it, so nothing is read.
  Pinecono: null,
  // "When this card is destroyed by battle or card effect": either; no cause asked.
  'Supply Squad': { event: 'destroyed', subject: 'other', by: undefined },
}

/** Each card's forbid-activation as read (`null`: none). */
const FORBIDS: Record<string, Partial<ContinuousBehaviour> | null> = {
  Jinzo: { cards: 'trap', whose: 'each', activations: undefined },
  'Naturia Bamboo Shoot': { cards: 'spell-trap', whose: 'opponent', activations: 'cards' },
  'Mechanical Hound': { cards: 'spell', whose: 'opponent', activations: 'cards', requires: [{ check: 'hand-count', whose: 'controller', max: 0 }] },
  // "If …" conditions, each the other's opposite: left unread rather than both assumed.
  'Secret Village of the Spellcasters': null,
  // During the Battle Phase only: not read as always applying.
  'Mirage Dragon': null,
  // Set up by its resolution, for the rest of the turn.
  'Red Reboot': null,
}

t.test('a cause said at the end of a condition, and the condition without it', async (t) => {
  const original = 'If a card(s) is sent from your Deck to the GY by the effect of a "Lightsworn" monster you control, except "Garoth, Lightsworn Warrior" (except during the Damage Step)'
  const read = readCause(maskText(original), original)
  t.same(read.by, { cause: 'effect', named: 'Lightsworn', cards: 'monster', whose: 'controller', except: 'Garoth, Lightsworn Warrior' })
  t.equal(read.restOriginal, 'If a card(s) is sent from your Deck to the GY (except during the Damage Step)')
  t.same(readCause('If this card is sent to the GY by your opponent\'s card effect').by, { cause: 'effect', whose: 'opponent' })
  t.same(readCause('If this card is sent to the GY by an opponent\'s card effect').by, { cause: 'effect', whose: 'opponent' })
  t.same(readCause('When a card you control is destroyed by a Trap effect').by, { cause: 'effect', cards: 'trap' })
  t.equal(readCause('If this card is sent to the GY').by, undefined, 'no cause said')
  t.equal(readCause('If this card is destroyed by battle').by, undefined, 'battle is not read as a cause')
})

/**
 * A card's own event said with where it was, how it was Summoned or who caused it: each condition's
 * reading (`null`: not read, the card stays marked as one that may react).
 */
const OWN_EVENTS: Record<string, Record<string, unknown> | null> = {
  'If this card is sent from the Spell & Trap Zone to the GY': { event: 'sent-to-gy', subject: 'self', from: 'field' },
  'If this face-up card is sent from the Spell & Trap Zone to the GY': { event: 'sent-to-gy', subject: 'self', from: 'field' },
  'If this face-up card in the Field Zone is sent to the Graveyard': { event: 'sent-to-gy', subject: 'self', from: 'field' },
  'If this card is sent from the field to your GY': { event: 'sent-to-gy', subject: 'self', from: 'field' },
  'When this face-up card on the field is sent to the GY': { event: 'sent-to-gy', subject: 'self', from: 'field' },
  'If this card is sent from the Monster Card Zone to the Graveyard': { event: 'sent-to-gy', subject: 'self', from: 'field' },
  'If this card is sent from the hand to your Graveyard': { event: 'sent-to-gy', subject: 'self', from: 'hand' },
  'When this card you control is sent to your GY': { event: 'sent-to-gy', subject: 'self', from: 'field' },
  'If this Ritual Summoned card is sent to the GY': { event: 'sent-to-gy', subject: 'self', from: 'field', condition: 'this card was Ritual Summoned' },
  'If this Synchro Summoned card is sent from the field to the GY': { event: 'sent-to-gy', subject: 'self', from: 'field', condition: 'this card was Synchro Summoned' },
  "If this card in your possession is sent to your GY by an opponent's card": {
    event: 'sent-to-gy',
    subject: 'self',
    from: 'field',
    condition: "this card was in its owner's possession",
    by: { cause: 'effect', whose: 'opponent' },
  },
  "If this card is sent from your Monster Zone to your GY by an opponent's card effect": { event: 'sent-to-gy', subject: 'self', from: 'field', by: { cause: 'effect', whose: 'opponent' } },
  "If this card is sent from your field to your GY by an opponent's card": { event: 'sent-to-gy', subject: 'self', from: 'field', by: { cause: 'effect', whose: 'opponent' } },
  'If this card in the Monster Zone is destroyed': { event: 'destroyed', subject: 'self' },
  'If this card in the Monster Zone is destroyed by battle or card effect': { event: 'destroyed', subject: 'self' },
  'If this card you control is destroyed and sent to your GY': { event: 'destroyed', subject: 'self', toGraveyard: true },
  'If this card in the Spell & Trap Zone is destroyed by card effect': { event: 'destroyed', subject: 'self', by: { cause: 'effect' } },
  "If this card in your possession is destroyed by an opponent's card and sent to your GY": {
    event: 'destroyed',
    subject: 'self',
    toGraveyard: true,
    condition: "this card was in its owner's possession",
    by: { cause: 'effect', whose: 'opponent' },
  },
  "If this card in its owner's possession is destroyed by your opponent's card (by battle or card effect)": {
    event: 'destroyed',
    subject: 'self',
    condition: "this card was in its owner's possession",
    by: { cause: 'effect', whose: 'opponent' },
  },
  'If this Xyz Summoned card is destroyed': { event: 'destroyed', subject: 'self', condition: 'this card was Xyz Summoned' },
  // "Face-up" alone says no zone: a face-up card may be somewhere other than the field.
  'If this face-up card is sent to the GY': null,
  // A zone the board does not tell from the field (the Pendulum Zone), another player's field, an
  // equipped card, a material, a card named as the cause: not read.
  'If this card in the Pendulum Zone is destroyed': null,
  'If this card is sent from your opponent\'s field to your GY': null,
  'If this card is sent to the GY while equipped to a monster': null,
  'If this card is sent to the Graveyard for a Synchro Summon': null,
  'If this card is destroyed by the effect of "x"': null,
  // A place the card has no cause to be in, said with a zone it was sent from: contradictory, not read.
  'If this card on the field is sent from the hand to the GY': null,
}

t.test("a card's own event read with where it was, how it was Summoned and who caused it", async (t) => {
  for (const [condition, want] of Object.entries(OWN_EVENTS)) {
    const read = readEvent(maskText(condition), condition)
    if (want === null) t.equal(read, undefined, `${condition}: not read`)
    else t.same(read, want, condition)
  }
})

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  const names = [...Object.keys(TRIGGERS), ...Object.keys(FORBIDS), 'Abominable Unchained Soul', 'Doppelwarrior', 'Blue-Eyes Jet Dragon']
  const all = await recordsNamed<{ name?: { en?: string }; text?: { en?: string }; card_type?: string; property?: string; monster_type_line?: string }>(names)
  const byName = new Map(all.map((card) => [card.name?.en ?? '', card]))
  const analyse = (name: string) => {
    const card = byName.get(name)
    if (!card) throw new Error(`${name} is not in the card data`)
    return analyseCard({ name, text: card.text?.en ?? null, cardType: card.card_type ?? null, property: card.property ?? null, monsterTypeLine: card.monster_type_line ?? null })
  }

  t.test('triggers read with what must have caused their event', async (t) => {
    for (const [name, want] of Object.entries(TRIGGERS)) {
      const first = analyse(name).triggers?.[0]
      if (want === null) {
        t.equal(first, undefined, `${name}: no trigger read`)
        continue
      }
      const got = Object.fromEntries(Object.keys(want).map((key) => [key, first?.[key as keyof EventTrigger]]))
      t.same(got, want, name)
    }
  })

  t.test('a trigger on another card whose effect summons this card from the hand or GY reacts from there', async (t) => {
    t.equal(analyse('Abominable Unchained Soul').triggers?.[0]?.zone, 'hand')
    t.equal(analyse('Doppelwarrior').triggers?.[0]?.zone, 'hand')
    t.equal(analyse('Blue-Eyes Jet Dragon').triggers?.find((trigger) => trigger.event === 'destroyed')?.zone, 'graveyard')
    t.equal(analyse('Cracking').triggers?.[0]?.zone, undefined, 'a card acting from the field says no zone')
  })

  t.test('damage to the owner of the moved monster(s) is said as such, not as the opponent', async (t) => {
    t.same(analyse('Cracking').triggers?.[0]?.does, [{ action: 'lose-lp', amount: 800, damage: true, player: 'subject-owner' }])
  })

  t.test('"cannot be activated" and "cannot activate … Cards" read as forbidden activations', async (t) => {
    for (const [name, want] of Object.entries(FORBIDS)) {
      const forbid = analyse(name).continuous?.find((effect) => effect.effect === 'forbid-activation')
      if (want === null) {
        t.equal(forbid, undefined, `${name}: not read`)
        continue
      }
      const got = Object.fromEntries(Object.keys(want).map((key) => [key, forbid?.[key as keyof ContinuousBehaviour]]))
      t.same(got, want, name)
    }
  })
}

t.test('"destroyed by battle …, or … destroyed by an opponent\'s card effect and sent to your Graveyard, and you control no cards": the destruction by the opponent\'s effect', async (t) => {
  const [pandora] = analyseCard({ name: 'X', text: "When this card is destroyed by battle and sent to the Graveyard, or when this card in your possession is destroyed by an opponent's card effect and sent to your Graveyard, and you control no cards: You can draw 2 cards.", cardType: 'monster', monsterTypeLine: 'Fiend / Effect' }).triggers ?? []
  t.match(pandora, { event: 'destroyed', subject: 'self', by: { cause: 'effect', whose: 'opponent' }, timing: 'when', mandatory: false, does: [{ action: 'draw', count: 2 }] })
  t.match(pandora?.condition, /you control no cards/, 'what its controller must control then, kept as text')
})
