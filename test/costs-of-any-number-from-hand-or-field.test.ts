/**
 * A cost of "any number of other cards from your hand and/or field" (Forbidden Droplet): at least
 * one card, the hand's or the field's, as many as its controller chooses; the cards sent from the
 * hand no longer count at the hand-size step, nor does the Quick-Play Spell played from it; with no
 * other card in the hand or on the field, it cannot be activated. Real imported cards, through
 * POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; cards?: string[]; reason?: string; sent?: boolean; hand?: number }
type Step = { decision: string; legal: Array<{ type: string; effect?: string; count?: number; from?: string[] }> }
type Answer = { events: Event[]; steps: Step[] }

const droplet = { id: 'droplet', controller: 'A', card: 'Forbidden Droplet', cardKey: 'Forbidden Droplet', kind: 'quick', mandatory: false }
const handAtStep = (body: Answer) => body.events.find((e) => e.type === 'hand-size')?.hand

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('a cost of any number of cards from the hand and/or the field', async (t) => {
    const app = await appWithRealCards(t, ['Forbidden Droplet', 'Mokey Mokey', 'Gene-Warped Warwolf', 'Jinzo'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A', effects: [droplet] })
    const B = { field: ['Jinzo'] }

    t.test('three cards sent, two from the hand and one from the field', async (t) => {
      const body = await post({
        players: { A: { hand: ['Forbidden Droplet', 'Mokey Mokey', 'Gene-Warped Warwolf', { count: 5 }], field: [{ card: 'Mokey Mokey', key: 'field-mokey' }] }, B },
        choices: [{ player: 'A', type: 'activate', effect: 'droplet' }, { player: 'A', type: 'discard', cards: ['Mokey Mokey', 'Gene-Warped Warwolf', 'field-mokey'] }],
      })
      t.match(body.events.find((e) => e.type === 'discard' && e.reason === 'activation-cost'), { sent: true })
      t.same(body.events.find((e) => e.type === 'discard' && e.reason === 'activation-cost')?.cards?.length, 3)
      t.equal(handAtStep(body), 5, '8 in hand: the Droplet and two cards leave it, the field card does not count')
    })
    t.test('the choice offers every count from one up, the field cards among the cards', async (t) => {
      const body = await post({ players: { A: { hand: ['Forbidden Droplet', 'Mokey Mokey'], field: [{ card: 'Gene-Warped Warwolf', key: 'gw' }] }, B }, choices: [{ player: 'A', type: 'activate', effect: 'droplet' }] })
      const cost = body.steps.find((s) => s.decision === 'cost')
      t.same(cost?.legal.map((a) => a.count), [1, 2])
      t.ok(cost?.legal[0]?.from?.includes('gw'))
    })
    t.test('only a card on the field: still payable', async (t) => {
      const body = await post({ players: { A: { hand: ['Forbidden Droplet'], field: ['Mokey Mokey'] }, B } })
      t.ok(body.steps.some((s) => s.legal.some((a) => a.effect === 'droplet')), 'offered')
    })
    t.test('no other card in the hand or on the field: not offered', async (t) => {
      const body = await post({ players: { A: { hand: ['Forbidden Droplet'] }, B } })
      t.notOk(body.steps.some((s) => s.legal.some((a) => a.effect === 'droplet')))
    })
  })
}
