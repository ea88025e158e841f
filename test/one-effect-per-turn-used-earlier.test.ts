/**
 * "You can only use 1 "X" effect per turn, and only once that turn": one limit shared by every
 * effect of every X of a player, so a `thisTurn` activation of X (its summon effect) leaves none of
 * X's triggers for the window (its destruction by Limiter Removal); "You can only use each effect of
 * "X" once per turn" limits each effect apart, so an earlier activation of one leaves the others.
 * Real imported cards, through POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Step = { player: string; decision: string; legal: Array<{ type: string; effect?: string }> }
type Answer = { steps: Step[] }

const offered = (body: Answer, key: string) => body.steps.some((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect?.startsWith(`${key}:`)))

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('one effect per turn, used earlier this turn', async (t) => {
    const app = await appWithRealCards(t, ['Silver Gadget', 'Crystron Sulfefnir', 'Limiter Removal'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    const gadgets = { A: { field: [{ card: 'Silver Gadget', key: 'sg-1' }, { card: 'Silver Gadget', key: 'sg-2' }], deck: 20 }, B: {} }
    const limiter = { player: 'A', activated: 'Limiter Removal', affected: ['sg-1', 'sg-2'] }

    t.test('card data: the destruction trigger shares the name limit', async (t) => {
      const card = (await app.inject({ method: 'GET', url: '/v1/cards/Silver%20Gadget' })).json() as { triggers?: Array<{ event: string; oncePerTurn?: string }> }
      t.equal(card.triggers?.find((trigger) => trigger.event === 'destroyed')?.oncePerTurn, 'name')
    })
    t.test('neither Silver Gadget used an effect: destroyed, the trigger is offered', async (t) => {
      t.ok(offered(await post({ players: gadgets, thisTurn: [limiter] }), 'sg-1'))
    })
    t.test("one Silver Gadget's summon effect this turn: no copy's destruction trigger is offered", async (t) => {
      const body = await post({ players: gadgets, thisTurn: [{ player: 'A', activated: { card: 'Silver Gadget', key: 'sg-1' } }, limiter] })
      t.notOk(offered(body, 'sg-1'), 'the copy that used it')
      t.notOk(offered(body, 'sg-2'), 'the other copy: the limit is by name')
    })
    t.test('"each effect … once per turn": an earlier activation of one effect leaves the destruction trigger', async (t) => {
      const body = await post({
        players: { A: { field: [{ card: 'Crystron Sulfefnir', key: 'cs' }], deck: 20 }, B: {} },
        thisTurn: [{ player: 'A', activated: { card: 'Crystron Sulfefnir', key: 'cs' } }, { player: 'A', activated: 'Limiter Removal', affected: ['cs'] }],
      })
      t.ok(offered(body, 'cs'))
    })
  })
}
