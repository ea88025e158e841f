/**
 * Triggers of real cards whose events happen at the same time form one chain, in the order of
 * simultaneous triggers (`ygo-event-triggers-simultaneous`): the turn player's mandatory ones, the
 * opponent's mandatory ones, the turn player's optional ones, then the opponent's optional ones.
 * And an "Each time …, …" sentence with no colon is not activated: it never joins a chain.
 * Expected answers were written before the code ran on these boards; the blind ones were never tuned on.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Dark World Grimoire', 'Coffin Seller', 'Mystical Elf', 'Pot of Greed', 'Mist Archfiend', 'Starving Venemy Lethal Dose Dragon', 'Kyoutou Waterfront']
type Event = { type: string; effect?: string; card?: string; player?: string; link?: number; outcome?: string; lp?: Record<string, number>; rulings?: Array<string | { id: string }> }
type Step = { player: string; decision?: string; legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Event[]; steps: Step[] }

const ids = (event: Event | undefined) => (event?.rulings ?? []).map((r) => (typeof r === 'string' ? r : r.id))
const SIMULTANEOUS = 'ygo-event-triggers-simultaneous'
const handOf7 = (first: string) => [first, ...Array.from({ length: 6 }, () => 'Pot of Greed')]

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('triggers at the same time', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app)
    const activations = (body: Answer) => body.events.filter((e) => e.type === 'activate' && (e.card === 'Coffin Seller' || e.card === 'Dark World Grimoire'))

    t.test("tuned: the hand-size discard of a monster: the opponent's mandatory Coffin Seller is link 1, the turn player's optional Dark World Grimoire link 2", async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { field: ['Dark World Grimoire'], hand: handOf7('Mystical Elf'), lp: 8000 }, B: { field: ['Coffin Seller'] } },
        choices: [{ player: 'A', type: 'discard', cards: ['Mystical Elf'] }, { player: 'A', type: 'activate', effect: 'Dark World Grimoire' }],
      })
      const [first, second] = activations(body)
      t.equal(first?.card, 'Coffin Seller', 'the mandatory trigger first, though it is the opponent\'s')
      t.equal(first?.player, 'B')
      t.equal(first?.link, 1)
      t.equal(second?.card, 'Dark World Grimoire')
      t.equal(second?.link, 2)
      t.ok(ids(first).includes(SIMULTANEOUS), 'the order cites the rule of simultaneous triggers')
      const damage = body.events.find((e) => e.type === 'resolve' && e.card === 'Coffin Seller')
      t.same(damage?.lp, { A: 7700 }, 'Coffin Seller resolves last: 300 damage to A')
      const summon = body.events.findIndex((e) => e.type === 'resolve' && e.card === 'Dark World Grimoire')
      t.ok(summon >= 0 && summon < body.events.indexOf(damage!), 'link 2 resolves first')
    })

    t.test('blind: turn player B discards a monster: A\'s mandatory Coffin Seller is link 1, B\'s optional Dark World Grimoire link 2', async (t) => {
      const body = await post({
        turnPlayer: 'B',
        players: { A: { field: ['Coffin Seller'] }, B: { field: ['Dark World Grimoire'], hand: handOf7('Mystical Elf'), lp: 8000 } },
        choices: [{ player: 'B', type: 'discard', cards: ['Mystical Elf'] }, { player: 'B', type: 'activate', effect: 'Dark World Grimoire' }],
      })
      const [first, second] = activations(body)
      t.equal(first?.card, 'Coffin Seller')
      t.equal(first?.player, 'A')
      t.equal(second?.card, 'Dark World Grimoire')
      t.equal(second?.player, 'B')
      t.ok(ids(first).includes(SIMULTANEOUS))
      t.same(body.events.find((e) => e.type === 'resolve' && e.card === 'Coffin Seller')?.lp, { B: 7700 })
    })

    t.test('blind: Dark World Grimoire passed: Coffin Seller alone, and not cited as simultaneous', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { field: ['Dark World Grimoire'], hand: handOf7('Mystical Elf'), lp: 8000 }, B: { field: ['Coffin Seller'] } },
        choices: [{ player: 'A', type: 'discard', cards: ['Mystical Elf'] }, { player: 'A', type: 'pass' }],
      })
      const found = activations(body)
      t.equal(found.length, 1)
      t.equal(found[0]?.card, 'Coffin Seller')
      t.notOk(ids(found[0]).includes(SIMULTANEOUS))
    })

    t.test("blind: Mist Archfiend destroys itself under the opponent's two Coffin Sellers: one chain of two mandatory links", async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { field: ['Mist Archfiend'], lp: 8000 }, B: { field: [{ card: 'Coffin Seller', key: 'coffin-1' }, { card: 'Coffin Seller', key: 'coffin-2' }] } },
        choices: [{ player: 'A', type: 'activate', effect: 'Mist Archfiend' }],
      })
      const found = activations(body)
      t.same(found.map((e) => e.link), [1, 2], 'both in one chain')
      t.ok(found.every((e) => e.player === 'B'))
      t.ok(found.every((e) => ids(e).includes(SIMULTANEOUS)))
      const damages = body.events.filter((e) => e.type === 'resolve' && e.card === 'Coffin Seller')
      t.same(damages.map((e) => e.lp), [{ A: 6700 }, { A: 6400 }], '8000 - 1000 (its own item) - 300 - 300')
    })

    t.test('tuned: "Each time a card(s) is sent from the field to the GY, place …" is not activated: no chain, nobody asked', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { field: ['Mist Archfiend'] }, B: { field: ['Starving Venemy Lethal Dose Dragon'] } },
        choices: [{ player: 'A', type: 'activate', effect: 'Mist Archfiend' }],
      })
      t.notOk(body.events.some((e) => e.type === 'activate' && e.card === 'Starving Venemy Lethal Dose Dragon'))
      t.notOk(body.steps.some((s) => s.player === 'B' && s.legal.some((a) => a.effect?.includes('sent-to-gy'))))
    })

    t.test('blind: Kyoutou Waterfront\'s counters are not a trigger either', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { field: ['Mist Archfiend', 'Kyoutou Waterfront'] }, B: {} },
        choices: [{ player: 'A', type: 'activate', effect: 'Mist Archfiend' }],
      })
      t.notOk(body.events.some((e) => e.type === 'activate' && e.card === 'Kyoutou Waterfront'))
    })
  })
}
