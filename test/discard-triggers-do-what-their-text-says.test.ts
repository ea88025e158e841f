/**
 * A card's own trigger on being discarded or sent from the hand to the GY does what its text says
 * where it names no card: a search of a card nobody named ("add 1 "Frightfur" card from your Deck to
 * your hand") joins the hand, so a hand-size discard that triggers it can leave the hand over the
 * limit again (a second discard, whose triggers cannot be activated: QA #24089); "You can Special
 * Summon this card" brings it from the GY to the field.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { readDiscards } from '../src/analyser/discard.js'
import { splitSentences } from '../src/analyser/text.js'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const discardsOf = (text: string) => splitSentences(text).flatMap((sentence) => readDiscards(sentence)).map(({ span: _span, source: _source, ...rest }) => rest)

t.test('what a discard trigger does, read from its text', async (t) => {
  t.same(discardsOf('If this card is sent from the hand or field to the GY: You can add 1 "Frightfur" card from your Deck to your hand.'), [
    { trigger: 'sent-from-hand-to-gy', mandatory: false, does: [{ action: 'add-to-hand', count: 1, from: 'deck' }] },
  ])
  t.same(discardsOf('If this card is discarded: You can Special Summon this card.'), [{ trigger: 'any-discard', mandatory: false, does: [{ action: 'special-summon', target: 'self' }] }])
  t.same(discardsOf('If this card is discarded to the GY: Special Summon it.'), [{ trigger: 'any-discard', mandatory: true, does: [{ action: 'special-summon', target: 'self' }] }], '"it": the card the condition names')
  t.same(discardsOf('If this card is discarded to the GY: Target 1 face-up card on the field; destroy that target.'), [
    {
      trigger: 'any-discard',
      mandatory: true,
      does: [{ action: 'destroy', chosen: { zone: 'field', whose: 'each', filter: { position: 'face-up' } } }],
      fieldTargets: [{ check: 'card-count', zone: 'field', whose: 'each', filter: { position: 'face-up' }, min: 1 }],
    },
  ], 'what it targets on the field, which must be there, and the destruction of the card chosen out of them')
  t.same(discardsOf('If this card is discarded: You can have all face-up monsters your opponent currently controls lose 1000 ATK until the end of this turn.'), [{ trigger: 'any-discard', mandatory: false }], 'nothing read: no does')
})

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('the discard trigger resolves doing it', async (t) => {
    type Body = { events: Array<{ type: string; effect?: string; reason?: string; adds?: string[]; moves?: string; subject?: string; hand?: number }> }
    const app = await appWithRealCards(t, ['Edge Imp Chain', 'Danger!? Tsuchinoko?', 'Danger! Mothman!'])
    const post = resolver<Body>(t, app, { turnPlayer: 'A' })

    const chain = await post({
      players: { A: { hand: [{ card: 'Edge Imp Chain', key: 'chain' }, { count: 6 }], deck: 20 }, B: {} },
      choices: [{ player: 'A', type: 'discard', cards: ['chain'] }, { player: 'A', type: 'activate', effect: 'chain' }],
    })
    t.equal(chain.events.find((e) => e.type === 'resolve' && e.effect === 'chain')?.adds?.length, 1, 'Edge Imp Chain adds a card from the Deck')
    t.equal(chain.events.filter((e) => e.type === 'discard' && e.reason === 'hand-size').length, 2, 'so the hand is 7 again and A discards once more')

    const declined = await post({
      players: { A: { hand: [{ card: 'Edge Imp Chain', key: 'chain' }, { count: 6 }], deck: 20 }, B: {} },
      choices: [{ player: 'A', type: 'discard', cards: ['chain'] }, { player: 'A', type: 'pass' }],
    })
    t.equal(declined.events.filter((e) => e.type === 'discard' && e.reason === 'hand-size').length, 1, 'not activated: one discard')

    const tsuchinoko = await post({
      players: { A: { hand: [{ card: 'Danger!? Tsuchinoko?', key: 'tsu' }, { count: 6 }] }, B: {} },
      choices: [{ player: 'A', type: 'discard', cards: ['tsu'] }, { player: 'A', type: 'activate', effect: 'tsu' }],
    })
    t.match(tsuchinoko.events.find((e) => e.type === 'resolve' && e.effect === 'tsu'), { subject: 'tsu', moves: 'field' }, 'Tsuchinoko Special Summons itself')

    // "You can have both players draw 1 card, then both players discard 1 card": each from their own hand, each said by a discard event.
    const mothman = await post({
      players: { A: { hand: [{ card: 'Danger! Mothman!', key: 'moth' }, { count: 6 }], deck: 20 }, B: { hand: 3, deck: 20 } },
      choices: [{ player: 'A', type: 'discard', cards: ['moth'] }, { player: 'A', type: 'activate', effect: 'moth' }],
      explain: 'en',
    })
    const byEffect = mothman.events.filter((e) => e.type === 'discard' && e.reason === 'effect') as Array<{ player?: string; cards?: string[]; effect?: string }>
    t.same(byEffect.map((e) => [e.player, e.cards?.length, e.effect]), [['A', 1, 'moth'], ['B', 1, 'moth']], "each player's discard by its effect")
    t.equal(mothman.events.filter((e) => e.type === 'discard' && e.reason === 'hand-size').length, 1, 'A holds 6 again: no second hand-size discard')
    const text = ((mothman as unknown as { explanation?: { messages?: string[] } }).explanation?.messages ?? []).join('\n')
    t.match(text, /B \(opponent\) discards \*\*a card drawn\*\* by \*\*Danger! Mothman!\*\*’s effect/, "said with the effect that discarded, of the opponent's hand too")
  })
}

t.test('"During your opponent\'s turn, if this card is sent from its owner\'s hand … to the GY": never for its owner\'s own hand-size discard', async (t) => {
  t.same(discardsOf("During your opponent's turn, if this card is sent from its owner's hand or field to the GY: You can Special Summon this card."), [
    { trigger: 'sent-from-hand-to-gy', mandatory: false, turn: 'opponents', does: [{ action: 'special-summon', target: 'self' }] },
  ])
})
