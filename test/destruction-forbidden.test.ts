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

const NAMES = ['Limiter Removal', 'Ultimate Axon Kicker', 'Cyber Dragon', 'Blue-Eyes Chaos MAX Dragon', 'Infinite Light', 'Majespecter Raccoon - Bunbuku', 'Mecha Phantom Beast Blackfalcon']
type Event = { type: string; effect?: string; card?: string; cards?: string[]; by?: string; action?: string; assumes?: string[]; moves?: string; subject?: string; rulings?: Array<string | { id: string }> }
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
    t.test('Limiter Removal on Majespecter Raccoon - Bunbuku: protected from the opponent only, its own effect destroys it', async (t) => {
      const body = await limiter(['Majespecter Raccoon - Bunbuku', 'Mecha Phantom Beast Blackfalcon'])
      t.ok(destroyed(body, 'Majespecter Raccoon - Bunbuku'))
    })

    // Items written in the request that destroy a card (`destroys`), by either player.
    const destroying = async (controller: 'A' | 'B', card: Record<string, unknown> | string, extra: Record<string, unknown> = {}): Promise<Answer> => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/resolve',
        payload: { turnPlayer: 'A', players: { A: { field: [card] }, B: {} }, effects: [{ id: 'wipe', controller, kind: 'apply', mandatory: true, ...extra }] },
      })
      t.equal(res.statusCode, 200, res.statusCode === 200 ? 'answered 200' : res.body)
      return res.json()
    }
    t.test("the opponent's item destroying face-up Infinite Light: prevented", async (t) => {
      const body = await destroying('B', 'Infinite Light', { subject: 'Infinite Light', moves: 'graveyard', destroys: true })
      t.notOk(destroyed(body, 'Infinite Light'))
      t.equal(body.events.find((e) => e.type === 'move-prevented')?.action, 'destroy')
    })
    t.test("its own controller's item destroying Infinite Light: destroyed", async (t) => {
      const body = await destroying('A', 'Infinite Light', { subject: 'Infinite Light', moves: 'graveyard', destroys: true })
      t.ok(destroyed(body, 'Infinite Light'))
    })
    t.test("the opponent's item destroying a Set Infinite Light: destroyed (a Set card's effect does not apply)", async (t) => {
      const body = await destroying('B', { card: 'Infinite Light', position: 'set' }, { subject: 'Infinite Light', moves: 'graveyard', destroys: true })
      t.ok(destroyed(body, 'Infinite Light'))
    })
    t.test('Ultimate Axon Kicker destroying itself: it stays', async (t) => {
      const body = await destroying('A', 'Ultimate Axon Kicker', { card: 'Ultimate Axon Kicker', cardKey: 'Ultimate Axon Kicker', does: [{ action: 'destroy', target: 'self' }] })
      t.notOk(body.events.some((e) => e.type === 'resolve' && e.moves === 'graveyard'))
      t.equal(body.events.find((e) => e.type === 'move-prevented')?.by, 'Ultimate Axon Kicker')
    })
    t.test('Limiter Removal on Mecha Phantom Beast Blackfalcon with no Token on the field: its "While you control a Token" protection does not hold, it is destroyed', async (t) => {
      const body = await limiter(['Mecha Phantom Beast Blackfalcon'])
      t.ok(destroyed(body, 'Mecha Phantom Beast Blackfalcon'))
      t.notOk(body.events.some((e) => e.type === 'move-prevented'))
    })
    t.test('Limiter Removal on Mecha Phantom Beast Blackfalcon beside a card nobody named: that card may be a Token, so it stays, and the answer says the count was assumed', async (t) => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/resolve',
        payload: {
          turnPlayer: 'A',
          players: { A: { field: ['Mecha Phantom Beast Blackfalcon', { count: 1 }], graveyard: ['Limiter Removal'] }, B: {} },
          thisTurn: [{ player: 'A', activated: 'Limiter Removal', affected: ['Mecha Phantom Beast Blackfalcon'] }],
        },
      })
      const body = res.json() as Answer
      const prevented = body.events.find((e) => e.type === 'move-prevented')
      t.equal(prevented?.by, 'Mecha Phantom Beast Blackfalcon')
      t.same(prevented?.assumes, ['card-count'])
    })
    t.test('an item sending Ultimate Axon Kicker to the GY (not destroying it): it goes', async (t) => {
      const body = await destroying('B', 'Ultimate Axon Kicker', { subject: 'Ultimate Axon Kicker', moves: 'graveyard' })
      t.ok(destroyed(body, 'Ultimate Axon Kicker'))
    })
  })
}
