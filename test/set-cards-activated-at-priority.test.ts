/**
 * A Set Spell or Trap whose text gives its activation no moment of its own is offered at its
 * controller's priority, as the card's own activation: only while the targets it needs are there
 * (a Spell/Trap that targets one is no target of its own), acting on the card named as it is
 * activated, or on the only one there can be. One with a moment ("When …") is not; an item the request writes
 * for the card stands in its place. Real cards, through the HTTP route.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; subject?: string; moves?: string }
type Step = { player: string; legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Event[]; steps: Step[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('Set cards activated at priority', async (t) => {
    const app = await appWithRealCards(t, ['Mystical Space Typhoon', 'Compulsory Evacuation Device', 'Mirror Force', 'Mokey Mokey'])
    const ask = async (payload: Record<string, unknown>): Promise<Answer> => {
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload })
      t.equal(res.statusCode, 200, res.statusCode === 200 ? 'answered' : res.body)
      return res.json()
    }
    const offered = (body: Answer, player: string, effect: string) => body.steps.some((s) => s.player === player && s.legal.some((l) => l.type === 'activate' && l.effect === effect))

    await t.test("B's Set Mystical Space Typhoon with A's Set Mirror Force there: offered, and it destroys Mirror Force", async (t) => {
      const body = await ask({
        turnPlayer: 'A',
        players: { A: { field: [{ card: 'Mirror Force', key: 'mirror', position: 'set' }], hand: 2 }, B: { field: [{ card: 'Mystical Space Typhoon', key: 'mst', position: 'set' }] } },
        choices: [{ player: 'B', type: 'activate', effect: 'mst' }],
      })
      t.ok(offered(body, 'B', 'mst'))
      t.notOk(offered(body, 'A', 'mirror'), 'Mirror Force has a moment of its own ("When an opponent\'s monster declares an attack"): not offered')
      t.ok(body.events.some((e) => e.subject === 'mirror' && e.moves === 'graveyard'), 'the only other Spell/Trap is its target')
    })

    await t.test('Mystical Space Typhoon alone: it is no target of its own, so it is not offered', async (t) => {
      const body = await ask({ turnPlayer: 'A', players: { A: { hand: 2 }, B: { field: [{ card: 'Mystical Space Typhoon', key: 'mst', position: 'set' }] } } })
      t.notOk(offered(body, 'B', 'mst'))
    })

    await t.test("Compulsory Evacuation Device with two monsters there: the one B names returns to its owner's hand", async (t) => {
      const body = await ask({
        turnPlayer: 'A',
        players: { A: { field: [{ card: 'Mokey Mokey', key: 'm1' }, { card: 'Mokey Mokey', key: 'm2' }], hand: 2 }, B: { field: [{ card: 'Compulsory Evacuation Device', key: 'ced', position: 'set' }] } },
        choices: [{ player: 'B', type: 'activate', effect: 'ced', cards: ['m2'] }],
      })
      t.ok(body.events.some((e) => e.subject === 'm2' && e.moves === 'hand'))
      t.notOk(body.events.some((e) => e.subject === 'm1' && e.moves === 'hand'))
      t.equal((body.events.find((e) => e.type === 'hand-size') as { hand?: number } | undefined)?.hand, 3, "A's hand 2 + Mokey Mokey")
    })

    await t.test('an item the request writes for the card stands in its place: one item, not two', async (t) => {
      const body = await ask({
        turnPlayer: 'A',
        players: { A: { field: [{ card: 'Mirror Force', key: 'mirror', position: 'set' }], hand: 2 }, B: { field: [{ card: 'Mystical Space Typhoon', key: 'mst', position: 'set' }] } },
        effects: [{ id: 'typhoon', controller: 'B', card: 'Mystical Space Typhoon', cardKey: 'mst', kind: 'quick' }],
      })
      t.ok(offered(body, 'B', 'typhoon'))
      t.notOk(offered(body, 'B', 'mst'))
    })
  })
}
