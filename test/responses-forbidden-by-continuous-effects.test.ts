/**
 * A face-up card forbidding a kind of activation ("Trap Cards, and their effects on the field,
 * cannot be activated"; "Spell Cards … cannot be activated") keeps a response of that kind from
 * answering, as it keeps an item from being activated: the response is not offered, the answer says
 * why (`cannot-activate`, reason `activation-forbidden`, `by` the card), and the chain resolves
 * without it. A response of another kind still answers. Expected answers written before the code.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; by?: string; reason?: string; card?: string; outcome?: string }
type Step = { player: string; legal: Array<{ type: string; effect?: string }> }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('responses forbidden by a face-up card', async (t) => {
    const app = await appWithRealCards(t, ['Samsara Lotus', 'Jinzo', 'Solemn Strike', 'Spell Canceller', 'Forbidden Chalice', 'Ghost Belle & Haunted Mansion'])
    const post = resolver<{ events: Event[]; steps: Step[] }>(t, app, { turnPlayer: 'A' })
    const answer = (field: { A?: string[]; B?: string[] }, card: string, hand?: string[], answers = true) =>
      post({
        players: { A: { graveyard: ['Samsara Lotus'], field: field.A ?? [] }, B: { lp: 8000, field: field.B ?? [], ...(hand ? { hand } : {}) } },
        responses: [{ id: 'r', controller: 'B', card, negates: 'activation', mandatory: false }],
        choices: [{ player: 'A', type: 'activate', effect: 'Samsara Lotus' }, ...(answers ? [{ player: 'B', type: 'activate', effect: 'r' }] : [])],
      })
    const offered = (body: { steps: Step[] }) => body.steps.some((s) => s.player === 'B' && s.legal.some((a) => a.effect === 'r'))
    const forbidden = (body: { events: Event[] }) => body.events.find((e) => e.type === 'cannot-activate' && e.effect === 'r')
    const lotus = (body: { events: Event[] }) => body.events.find((e) => e.type === 'resolve' && e.card === 'Samsara Lotus')?.outcome

    t.test("A's Jinzo: B's Solemn Strike, a Trap, cannot answer; Samsara Lotus resolves", async (t) => {
      const body = await answer({ A: ['Jinzo'] }, 'Solemn Strike', undefined, false)
      t.notOk(offered(body), 'not offered')
      t.equal(forbidden(body)?.reason, 'activation-forbidden')
      t.equal(forbidden(body)?.by, 'Jinzo')
      t.equal(lotus(body), 'applied')
    })
    t.test('no Jinzo: Solemn Strike answers and negates', async (t) => {
      const body = await answer({}, 'Solemn Strike')
      t.ok(offered(body))
      t.notOk(forbidden(body))
      t.equal(lotus(body), 'activation-negated')
    })
    t.test("B's own Spell Canceller forbids B's Forbidden Chalice, a Spell", async (t) => {
      const body = await answer({ B: ['Spell Canceller'] }, 'Forbidden Chalice', undefined, false)
      t.notOk(offered(body))
      t.equal(forbidden(body)?.by, 'Spell Canceller')
    })
    t.test("A's Jinzo does not stop a monster's effect from the hand: Ghost Belle & Haunted Mansion answers", async (t) => {
      const body = await answer({ A: ['Jinzo'] }, 'Ghost Belle & Haunted Mansion', ['Ghost Belle & Haunted Mansion'])
      t.ok(offered(body))
      t.notOk(forbidden(body))
      t.equal(lotus(body), 'activation-negated')
    })
  })
}
