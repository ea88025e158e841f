/**
 * "Inflict … damage" and "take … damage" read from a card's text are effect damage, so "You take no
 * effect damage" (Des Wombat) prevents them; a plain loss of LP is not. Real cards by name; the
 * expected answers were written before the code ran on them, the blind boards never tuned on.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Solar Flare Dragon', 'Gillagillancer', 'Bowganian', 'Des Wombat', 'Mist Archfiend', 'Coffin Seller']
type Event = { type: string; effect?: string; card?: string; lp?: Record<string, number>; prevented?: Array<{ player: string; by: string }>; rulings?: Array<string | { id: string }> }
type Answer = { events: Event[] }

const ids = (event: Event | undefined) => (event?.rulings ?? []).map((r) => (typeof r === 'string' ? r : r.id))

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('effect damage read from text', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app)
    const resolved = (body: Answer, card: string) => body.events.find((e) => e.type === 'resolve' && e.card === card)

    t.test("tuned: Solar Flare Dragon's End Phase damage to an opponent with Des Wombat is prevented", async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Solar Flare Dragon'], lp: 8000 }, B: { field: ['Des Wombat'], lp: 8000 } }, choices: [{ player: 'A', type: 'activate', effect: 'Solar Flare Dragon' }] })
      const event = resolved(body, 'Solar Flare Dragon')
      t.match(event?.prevented, [{ player: 'B', by: 'Des Wombat' }])
      t.equal(event?.lp?.B, undefined, 'B keeps 8000')
      t.ok(ids(event).includes('ygo-no-effect-damage'))
    })

    t.test('blind: Solar Flare Dragon without Des Wombat: B takes 500', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Solar Flare Dragon'], lp: 8000 }, B: { lp: 8000 } }, choices: [{ player: 'A', type: 'activate', effect: 'Solar Flare Dragon' }] })
      t.same(resolved(body, 'Solar Flare Dragon')?.lp, { B: 7500 })
    })

    t.test("blind: Gillagillancer's \"You take 500 damage\" with its controller's Des Wombat: prevented", async (t) => {
      const body = await post({ turnPlayer: 'B', players: { A: { field: ['Gillagillancer', 'Des Wombat'], lp: 8000 }, B: {} }, choices: [{ player: 'A', type: 'activate', effect: 'Gillagillancer' }] })
      const event = resolved(body, 'Gillagillancer')
      t.match(event?.prevented, [{ player: 'A', by: 'Des Wombat' }])
      t.equal(event?.lp?.A, undefined)
    })

    t.test("blind: Bowganian's Standby Phase damage to an opponent with Des Wombat: prevented", async (t) => {
      const body = await post({ turnPlayer: 'A', phase: 'standby', players: { A: { field: ['Bowganian'] }, B: { field: ['Des Wombat'], lp: 4000 } }, choices: [{ player: 'A', type: 'activate', effect: 'Bowganian' }] })
      const event = resolved(body, 'Bowganian')
      t.match(event?.prevented, [{ player: 'B', by: 'Des Wombat' }])
      t.equal(event?.lp?.B, undefined)
    })

    t.test("blind: Mist Archfiend's \"take 1000 damage\" with its controller's Des Wombat: prevented, it is still destroyed", async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Mist Archfiend', 'Des Wombat'], lp: 8000 }, B: {} }, choices: [{ player: 'A', type: 'activate', effect: 'Mist Archfiend' }] })
      const event = resolved(body, 'Mist Archfiend') as Event & { moves?: string }
      t.match(event?.prevented, [{ player: 'A', by: 'Des Wombat' }])
      t.equal(event?.lp?.A, undefined)
      t.equal(event?.moves, 'graveyard')
    })

    t.test("blind: an event trigger's damage read from text (Coffin Seller, as Mist Archfiend goes to the GY) with Des Wombat beside it: prevented", async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Mist Archfiend', 'Des Wombat'], lp: 8000 }, B: { field: ['Coffin Seller'] } }, choices: [{ player: 'A', type: 'activate', effect: 'Mist Archfiend' }] })
      const event = resolved(body, 'Coffin Seller')
      t.match(event?.prevented, [{ player: 'A', by: 'Des Wombat' }])
      t.equal(event?.lp?.A, undefined)
    })
  })
}
