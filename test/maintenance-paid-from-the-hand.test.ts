/**
 * A maintenance cost paid from the hand: "destroy this card unless you send 1 "Iron Core of Koa'ki
 * Meiru" from your hand to the GY or reveal 1 Dragon monster in your hand" (Koa'ki Meiru Drago). The
 * Iron Core is sent (it no longer counts at the hand-size step); a Dragon in the hand is revealed
 * (nothing moves); with neither, only not paying is left and the card is destroyed. Real imported
 * cards, through POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; cards?: string[]; sent?: boolean; hand?: number; maintenance?: string; moves?: string }
type Step = { decision: string; legal: Array<{ type: string; effect?: string; from?: string[] }> }
type Answer = { events: Event[]; steps: Step[] }

const resolved = (body: Answer) => body.events.find((e) => e.type === 'resolve' && e.effect === 'drago')
const maintenanceStep = (body: Answer) => body.steps.find((s) => s.decision === 'maintenance')

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test("a maintenance cost paid from the hand (Koa'ki Meiru Drago)", async (t) => {
    const app = await appWithRealCards(t, ["Koa'ki Meiru Drago", "Iron Core of Koa'ki Meiru", 'Luster Dragon', 'Mokey Mokey'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    const board = (hand: unknown[], choices: unknown[] = []) => post({ players: { A: { field: [{ card: "Koa'ki Meiru Drago", key: 'drago' }], hand }, B: {} }, choices })

    t.test('the Iron Core sent: paid, 7 - 1 = 6 at the hand-size step', async (t) => {
      const body = await board(["Iron Core of Koa'ki Meiru", { count: 6 }], [{ player: 'A', type: 'apply', effect: 'drago' }, { player: 'A', type: 'discard', cards: ["Iron Core of Koa'ki Meiru"] }])
      t.match(body.events.find((e) => e.type === 'discard' && e.effect === 'drago'), { cards: ["Iron Core of Koa'ki Meiru"], sent: true })
      t.equal(resolved(body)?.maintenance, 'paid')
      t.equal(body.events.find((e) => e.type === 'hand-size')?.hand, 6)
    })
    t.test('a Dragon revealed: paid, nothing leaves the hand', async (t) => {
      const body = await board(['Luster Dragon', { count: 6 }], [{ player: 'A', type: 'apply', effect: 'drago' }, { player: 'A', type: 'apply', effect: 'drago' }])
      t.equal(resolved(body)?.maintenance, 'paid')
      t.equal(body.events.find((e) => e.type === 'hand-size')?.hand, 7)
    })
    t.test('neither in the hand: only not paying is left, destroyed', async (t) => {
      const body = await board(['Mokey Mokey', { count: 2 }])
      t.same(maintenanceStep(body)?.legal, [{ type: 'pass' }])
      t.match(resolved(body), { maintenance: 'not-paid', moves: 'graveyard' })
    })
  })
}
