/**
 * "If this card battled" derived from what the board states: a monster battles in its controller's
 * own turn only by attacking, so one stated not to have attacked is not offered the item there; one
 * that attacked (or was destroyed by battle) is, with nothing assumed; in the opponent's turn it may
 * have been attacked, which the board does not state: offered, and the answer says it assumed so.
 * Expected answers written before the code that passes them.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; card?: string; assumes?: string[] }
type Step = { legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Event[]; steps: Step[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('"if this card battled" from the stated facts', async (t) => {
    const app = await appWithRealCards(t, ['Gladiator Beast Samnite'])
    const post = async (turnPlayer: string, samnite: Record<string, unknown>): Promise<Answer> => {
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { phase: 'battle-end-step', turnPlayer, players: { A: { field: [{ card: 'Gladiator Beast Samnite', ...samnite }] }, B: {} } } })
      t.equal(res.statusCode, 200, res.body)
      return res.json()
    }
    const offered = (body: Answer) => body.steps.some((s) => s.legal.some((a) => a.effect === 'Gladiator Beast Samnite'))

    const notAttacked = await post('A', { attacked: false })
    t.notOk(offered(notAttacked), 'its own turn, stated not to have attacked: it did not battle, nothing is offered')

    const attacked = await post('A', { attacked: true })
    t.ok(offered(attacked), 'it attacked: offered')
    t.notOk(attacked.events.some((e) => e.card === 'Gladiator Beast Samnite' && e.assumes?.includes('battled-this-turn')), 'with nothing assumed')

    const opponents = await post('B', { attacked: false })
    t.ok(offered(opponents), "the opponent's turn: it may have been attacked, so it is offered")
    const unsaid = await post('A', {})
    t.ok(offered(unsaid), 'nothing stated: offered')
  })
}
