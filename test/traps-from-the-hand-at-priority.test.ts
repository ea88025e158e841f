/**
 * A Trap whose text lets it be activated from the hand ("If you control no cards, you can activate
 * this card from your hand", Infinite Impermanence) is offered at its controller's priority from the
 * hand, only while that holds: it leaves the hand as it is activated (so it no longer counts at the
 * hand-size step), and its negation of its target lasts the rest of the turn. Real cards, through the
 * HTTP route; expected answers written first.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Answer = { events: Array<{ type: string; effect?: string; outcome?: string; hand?: number; lp?: Record<string, number> }>; steps: Array<{ player: string; legal: Array<{ type: string; effect?: string }> }> }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('Traps activated from the hand at priority', async (t) => {
    const app = await appWithRealCards(t, ['Infinite Impermanence', 'Munin the Runick Wings', 'Mokey Mokey'])
    const ask = resolver<Answer>(t, app)
    const offered = (body: Answer, effect: string) => body.steps.some((s) => s.player === 'B' && s.legal.some((l) => l.type === 'activate' && l.effect === effect))
    const board = (bField: unknown[], choices: unknown[] = []) => ({
      turnPlayer: 'B',
      players: { A: { field: [{ card: 'Munin the Runick Wings', key: 'munin' }], lp: 8000 }, B: { field: bField, hand: [{ card: 'Infinite Impermanence', key: 'imperm' }, { count: 6 }] } },
      choices,
    })

    await t.test('B controls no cards: offered from the hand; activated on Munin, Munin gains nothing and B keeps 6', async (t) => {
      t.ok(offered(await ask(board([])), 'imperm'))
      const body = await ask(board([], [{ player: 'B', type: 'activate', effect: 'imperm', cards: ['munin'] }]))
      t.match(body.events.find((e) => e.type === 'resolve' && e.effect === 'munin'), { outcome: 'negated' })
      t.equal(body.events.find((e) => e.type === 'hand-size')?.hand, 6, 'it left the hand as it was activated')
    })

    await t.test('B controls a card: not offered from the hand', async (t) => {
      const body = await ask(board([{ card: 'Mokey Mokey', key: 'mokey' }]))
      t.notOk(offered(body, 'imperm'))
      t.match(body.events.find((e) => e.type === 'resolve' && e.effect === 'munin'), { outcome: 'applied', lp: { A: 9000 } })
    })
  })
}
