/**
 * A ban an activation leaves for the rest of the turn on the cards with the same original name as
 * the card it acted on: "neither player can activate cards, or the effects of cards, with the same
 * original name as that destroyed card for the rest of this turn" (Solemn Accusation). The copy on
 * the field offers nothing; a card of another name is untouched. Real imported cards, through POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Answer = { events: Array<{ type: string; effect?: string }>; steps: Array<{ legal: Array<{ type: string; effect?: string }> }> }

const offered = (body: Answer, id: string) => body.steps.some((s) => s.legal.some((a) => a.type !== 'pass' && a.effect === id))

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('activations forbidden by the same original name', async (t) => {
    const app = await appWithRealCards(t, ['Solemn Accusation', 'Card Trader', 'Wrecker Panda'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    // In A's Draw Phase, B's Solemn Accusation negated and destroyed A's first Card Trader.
    const board = (field: Array<Record<string, unknown>>) => ({
      phase: 'standby',
      players: { A: { field, graveyard: [{ card: 'Card Trader', key: 'trader-gone' }], hand: 3, lp: 8000 }, B: {} },
      thisTurn: [{ player: 'B', activated: 'Solemn Accusation', targets: ['trader-gone'] }],
    })

    t.test("A's other Card Trader: its Standby Phase effect is not offered", async (t) => {
      t.notOk(offered(await post(board([{ card: 'Card Trader', key: 'trader' }])), 'trader'))
    })
    t.test('without the ban it is offered', async (t) => {
      t.ok(offered(await post({ phase: 'standby', players: { A: { field: [{ card: 'Card Trader', key: 'trader' }], hand: 3 }, B: {} } }), 'trader'))
    })
    t.test('a card of another name is untouched', async (t) => {
      t.ok(offered(await post(board([{ card: 'Wrecker Panda', key: 'panda' }])), 'panda'))
    })
  })
}
