/**
 * A face-up card that protects other cards its controller controls ("Other cards you control cannot
 * be destroyed by your opponent's card effects": Blue-Eyes Jet Dragon; "Spells/Traps you control
 * cannot be destroyed by card effects": White Dragon Ninja): the cards of the kind it names stay
 * where an effect would destroy them, within the limits it states (whose effects, which cards,
 * others only). Real cards by name; expected answers written before the code; the blind boards were
 * never tuned on.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Blue-Eyes Jet Dragon', 'White Dragon Ninja', 'Limiter Removal', 'Cyber Dragon', 'Swords of Revealing Light', 'Diabellze the White Witch']
type Event = { type: string; effect?: string; by?: string; action?: string; moves?: string; subject?: string; cards?: string[]; assumes?: string[]; rulings?: Array<string | { id: string }> }
type Answer = { events: Event[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('protections of other cards', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    // An item of `controller` that destroys `target` (a card A controls), on a board where A also controls `protector`.
    const destroying = async (controller: 'A' | 'B', target: string, protector: string | undefined): Promise<Answer> => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/resolve',
        payload: { turnPlayer: 'A', players: { A: { field: protector ? [target, protector] : [target] }, B: {} }, effects: [{ id: 'wipe', controller, kind: 'apply', mandatory: true, subject: target, moves: 'graveyard', destroys: true }] },
      })
      t.equal(res.statusCode, 200, res.statusCode === 200 ? 'answered 200' : res.body)
      return res.json()
    }
    const destroyed = (body: Answer, key: string) => body.events.some((e) => e.type === 'resolve' && e.subject === key && e.moves === 'graveyard')
    const prevented = (body: Answer) => body.events.find((e) => e.type === 'move-prevented')

    t.test('the card data says which cards it protects', async (t) => {
      const jet = (await app.inject({ method: 'GET', url: '/v1/cards/Blue-Eyes%20Jet%20Dragon' })).json() as { continuous?: unknown[] }
      t.match(jet.continuous, [{ effect: 'forbid-move', move: 'destroy', cards: 'any', whose: 'controller', by: 'opponent', others: true }])
    })
    t.test("tuned: the opponent's item destroying Cyber Dragon beside Blue-Eyes Jet Dragon: prevented", async (t) => {
      const body = await destroying('B', 'Cyber Dragon', 'Blue-Eyes Jet Dragon')
      t.notOk(destroyed(body, 'Cyber Dragon'))
      t.equal(prevented(body)?.by, 'Blue-Eyes Jet Dragon')
      t.equal(prevented(body)?.action, 'destroy')
    })
    t.test("blind: its controller's own item destroying Cyber Dragon beside Blue-Eyes Jet Dragon: destroyed", async (t) => {
      const body = await destroying('A', 'Cyber Dragon', 'Blue-Eyes Jet Dragon')
      t.ok(destroyed(body, 'Cyber Dragon'))
    })
    t.test("blind: the opponent's item destroying Blue-Eyes Jet Dragon itself: destroyed (it protects other cards only)", async (t) => {
      const body = await destroying('B', 'Blue-Eyes Jet Dragon', undefined)
      t.ok(destroyed(body, 'Blue-Eyes Jet Dragon'))
    })
    t.test("blind: the opponent's item destroying Swords of Revealing Light beside White Dragon Ninja: prevented", async (t) => {
      const body = await destroying('B', 'Swords of Revealing Light', 'White Dragon Ninja')
      t.notOk(destroyed(body, 'Swords of Revealing Light'))
      t.equal(prevented(body)?.by, 'White Dragon Ninja')
    })
    t.test("blind: its controller's own item destroying Swords of Revealing Light beside White Dragon Ninja: prevented too (any card effect)", async (t) => {
      const body = await destroying('A', 'Swords of Revealing Light', 'White Dragon Ninja')
      t.notOk(destroyed(body, 'Swords of Revealing Light'))
    })
    t.test("blind: White Dragon Ninja does not protect a monster: Cyber Dragon destroyed", async (t) => {
      const body = await destroying('B', 'Cyber Dragon', 'White Dragon Ninja')
      t.ok(destroyed(body, 'Cyber Dragon'))
    })
    t.test("blind: Diabellze's protection has a condition kept as text: prevented, and the answer says it assumed it", async (t) => {
      const body = await destroying('B', 'Cyber Dragon', 'Diabellze the White Witch')
      t.notOk(destroyed(body, 'Cyber Dragon'))
      t.ok((prevented(body)?.assumes ?? []).some((a) => /2 or more/.test(a)))
    })
  })
}
