/**
 * "This card cannot be destroyed by card effects" (Ultimate Axon Kicker) and "… cannot be destroyed
 * by your opponent's card effects" (Blue-Eyes Chaos MAX Dragon) on a face-up card: an End Phase item
 * that would destroy it (Limiter Removal's) resolves, and the card stays unless only the opponent's
 * effects are forbidden. Expected answers written before the code that passes them.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Limiter Removal', 'Ultimate Axon Kicker', 'Cyber Dragon', 'Blue-Eyes Chaos MAX Dragon', 'Infinite Light']
type Event = { type: string; effect?: string; card?: string; cards?: string[]; by?: string; action?: string; moves?: string; subject?: string; rulings?: Array<string | { id: string }> }
type Answer = { events: Event[] }
const ids = (event: Event | undefined) => (event?.rulings ?? []).map((r) => (typeof r === 'string' ? r : r.id))

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('destruction forbidden by a continuous effect', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const limiter = async (field: string[]): Promise<Answer> => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/resolve',
        payload: { turnPlayer: 'A', players: { A: { field, graveyard: ['Limiter Removal'] }, B: {} }, thisTurn: [{ player: 'A', activated: 'Limiter Removal', affected: field }] },
      })
      t.equal(res.statusCode, 200, res.statusCode === 200 ? 'answered 200' : res.body)
      return res.json()
    }
    const destroyed = (body: Answer, key: string) => body.events.some((e) => e.type === 'resolve' && e.subject === key && e.moves === 'graveyard')

    t.test('the card data says what cannot be destroyed (read from the text)', async (t) => {
      const kicker = (await app.inject({ method: 'GET', url: '/v1/cards/Ultimate%20Axon%20Kicker' })).json() as { continuous?: unknown[] }
      t.match(kicker.continuous, [{ effect: 'forbid-move', move: 'destroy', itself: true, by: 'each' }])
      const light = (await app.inject({ method: 'GET', url: '/v1/cards/Infinite%20Light' })).json() as { continuous?: unknown[] }
      t.match(light.continuous, [{ effect: 'forbid-move', move: 'destroy', itself: true, by: 'opponent' }])
    })
    t.test("Limiter Removal on Ultimate Axon Kicker: the destruction is prevented, the monster stays", async (t) => {
      const body = await limiter(['Ultimate Axon Kicker'])
      t.notOk(destroyed(body, 'Ultimate Axon Kicker'))
      const prevented = body.events.find((e) => e.type === 'move-prevented')
      t.equal(prevented?.action, 'destroy')
      t.equal(prevented?.by, 'Ultimate Axon Kicker')
      t.ok(ids(prevented).includes('ygo-destruction-forbidden'), 'cites the ruling')
    })
    t.test('Limiter Removal on Cyber Dragon: destroyed', async (t) => {
      const body = await limiter(['Cyber Dragon'])
      t.ok(destroyed(body, 'Cyber Dragon'))
      t.notOk(body.events.some((e) => e.type === 'move-prevented'))
    })
    t.test("Limiter Removal on Blue-Eyes Chaos MAX Dragon: its own controller's effect destroys it", async (t) => {
      const body = await limiter(['Blue-Eyes Chaos MAX Dragon'])
      t.ok(destroyed(body, 'Blue-Eyes Chaos MAX Dragon'))
    })
    t.test('Limiter Removal on both Ultimate Axon Kicker and Cyber Dragon: only Cyber Dragon is destroyed', async (t) => {
      const body = await limiter(['Ultimate Axon Kicker', 'Cyber Dragon'])
      t.ok(destroyed(body, 'Cyber Dragon'))
      t.notOk(destroyed(body, 'Ultimate Axon Kicker'))
    })
  })
}
