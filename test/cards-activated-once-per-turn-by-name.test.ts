/**
 * "You can only activate 1 "X" per turn": the card's own activation is limited by its name. A copy
 * activated in the window leaves no other copy of that player to activate; one activated earlier
 * this turn (`thisTurn`) leaves none either. A name that quotes another name ("World Legacy -
 * "World Shield"") is read whole, so its "You can only use this effect of … once per turn" is found.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { readActivateOncePerTurn, readOncePerTurn } from '../src/analyser/limits.js'
import { maskText, splitSentences } from '../src/analyser/text.js'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

t.test('the limit read from the text', async (t) => {
  t.equal(readActivateOncePerTurn('Discard 1 card; take 2 cards from your Deck … You can only activate 1 "Spirit Charmers" per turn.'), true)
  t.equal(readActivateOncePerTurn('Pay half your LP; … You can only activate 1 "Cyber "Fusion" Support" per turn.'), true, 'a name holding quotes')
  t.equal(readActivateOncePerTurn('You can only use this effect of "Sinister Serpent" once per turn.'), false, 'a limit on an effect is not one on the activation of the card')
  t.equal(readActivateOncePerTurn(undefined), false)
  t.equal(maskText('of "World Legacy - "World Ark"" once'), 'of "xxxxxxxxxxxxxxxxxxxxxxxxxx" once', 'a name ending in a quoted name is masked whole')
  t.equal(maskText('add 1 "Fur Hire" card and 1 "Sun God" card'), 'add 1 "xxxxxxxx" card and 1 "xxxxxxx" card', 'two names apart stay two')
  const text = 'During the Standby Phase, if this card is in your GY: You can pay 1000 LP; Special Summon this card. You can only use this effect of "World Legacy - "World Ark"" once per turn.'
  t.equal(readOncePerTurn(splitSentences(text), 0), 'name', 'the limit after the effect, under a name with quotes')
})

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('a second copy is not offered', async (t) => {
    type Step = { legal: Array<{ type: string; effect?: string }>; taken?: { type: string; effect?: string } }
    type Body = { events: Array<{ type: string; effect?: string; hand?: number }>; steps: Step[] }
    const app = await appWithRealCards(t, ['Spirit Charmers', 'Mask Change II', 'Gene-Warped Warwolf'])
    const post = resolver<Body>(t, app, { turnPlayer: 'A' })
    const offeredAfter = (body: Body, taken: string, id: string) => {
      const at = body.steps.findIndex((s) => s.taken?.effect === taken)
      return body.steps.slice(at + 1).some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === id))
    }

    const two = await post({
      players: { A: { hand: [{ card: 'Spirit Charmers', key: 'sc-1' }, { card: 'Spirit Charmers', key: 'sc-2' }, 'Gene-Warped Warwolf', { count: 5 }], deck: 20 }, B: {} },
      effects: [
        { id: 'first', controller: 'A', card: 'Spirit Charmers', cardKey: 'sc-1', kind: 'quick', mandatory: false },
        { id: 'second', controller: 'A', card: 'Spirit Charmers', cardKey: 'sc-2', kind: 'quick', mandatory: false },
      ],
      choices: [{ player: 'A', type: 'activate', effect: 'first' }, { player: 'A', type: 'discard', cards: ['Gene-Warped Warwolf'] }],
    })
    t.ok(two.events.some((e) => e.type === 'activate' && e.effect === 'first'), 'the first copy is activated')
    t.notOk(offeredAfter(two, 'first', 'second'), 'the second copy is not offered after it')
    t.equal(two.events.find((e) => e.type === 'hand-size')?.hand, 7, '8 - 1 played - 1 discarded + 1 of the 2 cards taken added: 7')

    const earlier = await post({
      players: { A: { hand: [{ card: 'Mask Change II', key: 'mc-2' }, { count: 6 }], graveyard: [{ card: 'Mask Change II', key: 'mc-1' }] }, B: {} },
      thisTurn: [{ player: 'A', activated: { card: 'Mask Change II', key: 'mc-1' } }],
      effects: [{ id: 'again', controller: 'A', card: 'Mask Change II', cardKey: 'mc-2', kind: 'quick', mandatory: false }],
    })
    t.notOk(earlier.steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'again')), 'activated earlier this turn: the copy in the hand is not offered')
    t.equal(earlier.events.find((e) => e.type === 'hand-size')?.hand, 7, 'it stays in the hand')

    const other = await post({
      players: { A: { hand: [{ card: 'Mask Change II', key: 'mc-2' }, { count: 6 }], field: ['Gene-Warped Warwolf'] }, B: {} },
      thisTurn: [{ player: 'B', activated: 'Mask Change II' }],
      effects: [{ id: 'again', controller: 'A', card: 'Mask Change II', cardKey: 'mc-2', kind: 'quick', mandatory: false }],
    })
    t.ok(other.steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'again')), "the opponent's activation uses nothing of A's")
  })
}
