/**
 * Gaining LP is an event other cards' triggers react to ("Once per turn, if you gain LP: Draw 1
 * card", "When your opponent gains LP: You can Special Summon this card from your hand"): raised when
 * an effect gains a player LP, even where how many the board cannot say ("gain LP equal to half its
 * ATK"), never where nothing is gained. Real imported cards, through POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; card?: string; lp?: Record<string, number>; hand?: number; triggeredBy?: { event?: string } }
type Step = { player: string; decision: string; legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Event[]; steps: Step[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('triggers on a player gaining LP', async (t) => {
    const app = await appWithRealCards(t, ['Munin the Runick Wings', 'Aromage Jasmine', 'Diana the Light Spirit', 'Performapal Life Swordsman'])
    const post = resolver<Answer>(t, app, {})

    t.test("Munin's End Phase 'Gain 1000 LP' makes A's Aromage Jasmine draw ('Once per turn, if you gain LP: Draw 1 card')", async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Munin the Runick Wings', { card: 'Aromage Jasmine', key: 'jasmine' }], hand: 3, deck: 20, lp: 8000 }, B: { lp: 8000 } } })
      const drawn = body.events.find((e) => e.type === 'activate' && e.effect === 'jasmine:lp-gained')
      t.equal(drawn?.triggeredBy?.event, 'lp-gained')
      t.ok(body.events.some((e) => e.type === 'resolve' && e.effect === 'jasmine:lp-gained'))
      t.equal(body.events.find((e) => e.type === 'hand-size')?.hand, 4, 'the card drawn counts at the hand-size step')
    })
    t.test('without an LP gain, Aromage Jasmine does nothing', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: [{ card: 'Aromage Jasmine', key: 'jasmine' }], hand: 3, deck: 20, lp: 8000 }, B: {} } })
      t.notOk(body.events.some((e) => e.effect === 'jasmine:lp-gained'))
    })
    t.test("in B's End Phase, A's Diana the Light Spirit gains 1000 LP: B's Performapal Life Swordsman in the hand is offered ('When your opponent gains LP')", async (t) => {
      const body = await post({ turnPlayer: 'B', players: { A: { field: ['Diana the Light Spirit'], lp: 8000 }, B: { hand: [{ card: 'Performapal Life Swordsman', key: 'swordsman' }, { count: 2 }], lp: 8000 } } })
      t.ok(body.steps.some((s) => s.player === 'B' && s.legal.some((a) => a.effect === 'swordsman:lp-gained')))
    })
  })
}
