/**
 * "Both players must Set Spell Cards before activating them, and cannot activate them until their
 * next turn." (Warlock of the Ice Barrier, while its controller controls another "Ice Barrier"
 * monster): a Spell in the hand is never activated from there; a monster effect is untouched. Real
 * imported cards, through POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Step = { legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Array<{ type: string; effect?: string; hand?: number }>; steps: Step[] }

const offered = (body: Answer, id: string) => body.steps.some((s) => s.legal.some((a) => a.type !== 'pass' && a.effect === id))

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('Spells that must be Set before they are activated', async (t) => {
    const app = await appWithRealCards(t, ['Warlock of the Ice Barrier', 'General Grunard of the Ice Barrier', 'Book of Moon', 'Gene-Warped Warwolf'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    const moon = { id: 'moon', controller: 'A', card: 'Book of Moon', cardKey: 'Book of Moon', kind: 'quick', mandatory: false }
    const board = (warlockSide: 'A' | 'B') => ({
      players: {
        A: { hand: ['Book of Moon', { count: 6 }], ...(warlockSide === 'A' ? { field: ['Warlock of the Ice Barrier', 'General Grunard of the Ice Barrier'] } : {}) },
        B: { field: ['Gene-Warped Warwolf', ...(warlockSide === 'B' ? ['Warlock of the Ice Barrier', 'General Grunard of the Ice Barrier'] : [])] },
      },
      effects: [moon],
    })

    t.test("the opponent's Warlock: the Quick-Play Spell is not offered from the hand, 7 cards discard 1", async (t) => {
      const body = await post(board('B'))
      t.notOk(offered(body, 'moon'))
      t.equal(body.events.find((e) => e.type === 'hand-size')?.hand, 7)
    })
    t.test('its own Warlock binds its controller too ("both players")', async (t) => {
      t.notOk(offered(await post(board('A')), 'moon'))
    })
    t.test('without the Warlock the Spell is offered', async (t) => {
      t.ok(offered(await post({ players: { A: { hand: ['Book of Moon', { count: 6 }] }, B: { field: ['Gene-Warped Warwolf'] } }, effects: [moon] }), 'moon'))
    })
  })
}
