/**
 * An effect lasting the turn that acts each time an event happens: Maxx "C" activated earlier this
 * turn ("this turn, each time your opponent Special Summons a monster(s), immediately draw 1 card")
 * draws at once, with no chain, when the opponent's D.D. Scout Plane Special Summons itself in the
 * End Phase; not for its own controller's Summons, and not from an empty Deck. Real cards, through
 * the HTTP route.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; player?: string; adds?: string[]; hand?: number }
type Answer = { events: Event[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('each time the opponent Special Summons', async (t) => {
    const app = await appWithRealCards(t, ['Maxx "C"', 'D.D. Scout Plane'])
    const ask = async (planeOwner: 'A' | 'B', deck: number): Promise<Answer> => {
      const players = { A: {} as Record<string, unknown>, B: { graveyard: [{ card: 'Maxx "C"', key: 'maxx' }], hand: 6, deck } as Record<string, unknown> }
      players[planeOwner].banished = [{ card: 'D.D. Scout Plane', key: 'plane' }]
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'B', players, thisTurn: [{ player: 'B', activated: { card: 'Maxx "C"', key: 'maxx' } }] } })
      t.equal(res.statusCode, 200, res.statusCode === 200 ? 'answered' : res.body)
      return res.json()
    }
    const drawn = (body: Answer) => body.events.filter((e) => e.type === 'apply' && e.effect?.startsWith('Maxx "C"') === true)
    const handSize = (body: Answer) => body.events.find((e) => e.type === 'hand-size')?.hand

    await t.test("the opponent's Summon: B draws 1 at once, no chain, and holds 7 at the hand-size step", async (t) => {
      const body = await ask('A', 20)
      t.equal(drawn(body).length, 1)
      t.equal(drawn(body)[0]?.player, 'B')
      t.equal(drawn(body)[0]?.adds?.length, 1, 'one card drawn')
      t.notOk(body.events.some((e) => e.type === 'activate' && e.effect?.startsWith('Maxx') === true), 'not activated: nothing chains to it')
      t.equal(handSize(body), 7)
    })

    await t.test("its own controller's Summon: no draw", async (t) => {
      const body = await ask('B', 20)
      t.equal(drawn(body).length, 0)
      t.equal(handSize(body), 6)
    })

    await t.test('an empty Deck: applied, nothing drawn', async (t) => {
      const body = await ask('A', 0)
      t.equal(drawn(body).length, 1)
      t.notOk(drawn(body)[0]?.adds, 'no card')
      t.equal(handSize(body), 6)
    })
  })
}
