/**
 * Effect damage gained as LP and LP gains dealt as damage by another card's continuous effect:
 * "Any effect that would inflict damage to a player increases their LP by the same amount, instead."
 * (Prime Material Dragon, either player), "Any effect that would make your opponent gain LP inflicts
 * the same amount of damage to them, instead." (Darklord Nurse Reficule, the opponent only). The
 * resolve says which card turned which change (`turned`). Real imported cards, through POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; card?: string; lp?: Record<string, number>; turned?: Array<{ player: string; by: string; to: string }> }
type Answer = { events: Event[] }

const resolveOf = (body: Answer, card: string) => body.events.find((e) => e.type === 'resolve' && e.card === card)

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('LP changes turned around', async (t) => {
    const app = await appWithRealCards(t, ['Prime Material Dragon', 'Darklord Nurse Reficule', 'Solar Flare Dragon', 'Magical Android', 'Gene-Warped Warwolf'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })

    t.test("Prime Material Dragon on A's own field: A's Solar Flare Dragon's 500 damage to B is gained by B", async (t) => {
      const body = await post({ players: { A: { field: ['Solar Flare Dragon', 'Prime Material Dragon'], lp: 8000 }, B: { lp: 8000 } } })
      const resolved = resolveOf(body, 'Solar Flare Dragon')
      t.same(resolved?.lp, { B: 8500 })
      t.match(resolved?.turned, [{ player: 'B', by: 'Prime Material Dragon', to: 'gain' }])
    })
    t.test("B's Darklord Nurse Reficule: A's Magical Android's gain is dealt to A as damage", async (t) => {
      const body = await post({ players: { A: { field: ['Magical Android'], lp: 8000 }, B: { field: ['Darklord Nurse Reficule'], lp: 8000 } } })
      t.same(resolveOf(body, 'Magical Android')?.lp, { A: 7400 })
    })
    t.test("A's own Reficule turns only the opponent's gains: A gains 600", async (t) => {
      const body = await post({ players: { A: { field: ['Magical Android', 'Darklord Nurse Reficule'], lp: 8000 }, B: { lp: 8000 } } })
      t.same(resolveOf(body, 'Magical Android')?.lp, { A: 8600 })
      t.notOk(resolveOf(body, 'Magical Android')?.turned)
    })
  })
}
