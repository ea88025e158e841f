/**
 * A negation for a time that also covers "the activated effects and effects on the field of cards
 * with the same original name" (Crossout Designator, until the end of this turn; Called by the
 * Grave, until the end of the next turn): the copy on the field has its End Phase item negated, a
 * card of another name does not. Real imported cards, through POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; card?: string; effect?: string; outcome?: string; moves?: string; hand?: number; window?: string }
type Answer = { events: Event[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('negation of the cards with the same original name', async (t) => {
    const app = await appWithRealCards(t, ['Crossout Designator', 'Yata-Garasu', 'Asura Priest'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    // B's Crossout Designator declared Yata-Garasu and banished B's own copy from the Deck.
    const board = (onField: string) => ({
      players: { A: { field: [{ card: onField, key: 'spirit', summoned: 'normal' }], hand: 3 }, B: { banished: [{ card: 'Yata-Garasu', key: 'crossed-out' }] } },
      thisTurn: [{ player: 'B', activated: 'Crossout Designator', affected: ['crossed-out'] }],
    })

    t.test("the copy on A's field: its return resolves negated, A's hand stays 3", async (t) => {
      const body = await post(board('Yata-Garasu'))
      t.notOk(body.events.some((e) => e.type === 'resolve' && e.effect === 'spirit' && e.outcome === 'applied'))
      t.equal(body.events.find((e) => e.type === 'hand-size')?.hand, 3)
      t.ok(body.events.some((e) => e.type === 'expire' && e.window === 'end-of-turn' && e.card === 'Crossout Designator'), 'the negation ends after the hand-size step')
    })
    t.test('a card of another name: untouched, it returns', async (t) => {
      const body = await post(board('Asura Priest'))
      t.ok(body.events.some((e) => e.type === 'resolve' && e.effect === 'spirit' && e.moves === 'hand'))
    })
  })
}
