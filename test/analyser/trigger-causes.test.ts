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
import { readCause } from '../../src/analyser/triggers.js'
import type { ContinuousBehaviour, EventTrigger } from '../../src/domain/behaviour.js'
import { recordsNamed } from '../helpers/card-data.js'
import { SHARED_CARD_DATA } from '../helpers/shared.js'

type Want = Partial<Pick<EventTrigger, 'event' | 'subject' | 'from' | 'whose' | 'cards' | 'mandatory' | 'by'>>

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
  // A Normal Trap's first sentence is the condition to activate the card, not a trigger of a card in
  // play (it was read as a mandatory one); its GY effect's "During either player's turn, … when" is not read.
  'Induced Explosion': null,
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
