/**
 * An item written in `effects` naming a card, without `costs`, pays the activation costs its card's
 * text states ("Discard 1 card;", "You can discard this card;"): the cards leave the hand before the
 * hand-size step, and an item whose cost cannot be paid is not offered. `costs` in the request wins.
 * Real cards by name; expected answers written before the code ran on them.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; hand?: number; reason?: string }
type Step = { decision: string; legal: Array<{ type: string; effect?: string; count?: number }> }
type Answer = { events: Event[]; steps: Step[] }

const VORTEX = 'Lightning Vortex'
const ASH = 'Ash Blossom & Joyous Spring'

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('costs of items written in effects', async (t) => {
    const app = await appWithRealCards(t, [VORTEX, ASH])
    const post = resolver<Answer>(t, app)
    const handAtStep = (body: Answer) => body.events.find((e) => e.type === 'hand-size')?.hand
    // `cardKey`: the item is the Spell in the hand (activated from there).
    const vortex = { id: 'Vortex', controller: 'A', card: VORTEX, cardKey: VORTEX, kind: 'quick', mandatory: false }
    const offered = (body: Answer, id: string) => body.steps.some((s) => s.legal.some((a) => a.effect === id))

    t.test('"Discard 1 card;" from a hand of 8: the Spell leaves the hand and 1 card is discarded for it, 6 left', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { hand: [VORTEX, { count: 7 }] }, B: {} }, effects: [vortex], choices: [{ player: 'A', type: 'activate', effect: 'Vortex' }] })
      t.ok(body.events.some((e) => e.type === 'discard' && e.reason === 'activation-cost'), 'the cost is paid')
      t.equal(handAtStep(body), 6)
    })

    t.test('the request\'s own costs win over the text: none given, none paid', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { hand: [VORTEX, { count: 7 }] }, B: {} }, effects: [{ ...vortex, costs: [] }], choices: [{ player: 'A', type: 'activate', effect: 'Vortex' }] })
      t.notOk(body.events.some((e) => e.type === 'discard' && e.reason === 'activation-cost'), 'nothing discarded for it')
      t.equal(handAtStep(body), 7)
    })

    t.test('alone in the hand, its discard cannot be paid: not offered', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { hand: [VORTEX] }, B: {} }, effects: [vortex] })
      t.notOk(offered(body, 'Vortex'))
      const paired = await post({ turnPlayer: 'A', players: { A: { hand: [VORTEX, { count: 1 }] }, B: {} }, effects: [vortex] })
      t.ok(offered(paired, 'Vortex'), 'with one other card in the hand, it is')
    })

    t.test('"You can discard this card;" from a hand of 8: the card itself pays it, 7 left', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { hand: [ASH, { count: 7 }] }, B: {} },
        effects: [{ id: 'Ash', controller: 'A', card: ASH, cardKey: ASH, kind: 'quick', mandatory: false }],
        choices: [{ player: 'A', type: 'activate', effect: 'Ash' }],
      })
      t.equal(handAtStep(body), 7)
    })
  })
}
