/**
 * Once per turn read from the card text and enforced: "You can only use this effect of X once per
 * turn" (by name: a second copy cannot), "Once per turn, …" (per copy), and an activation negated
 * uses the once per turn up (under the fan reading, whose negated item would stay on the list, the
 * loop ends after one negation). Real imported cards, through POST /v1/resolve. Expected answers
 * written before the code that passes them.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Crystal Skull', 'Mist Archfiend', 'Wannabee!', 'Mystical Elf', 'Solemn Judgment']
type Event = { type: string; effect?: string; card?: string; outcome?: string; pending?: boolean; rulings?: Array<string | { id: string }> }
type Step = { player: string; decision: string; legal: Array<{ type: string; effect?: string }>; taken: { type: string; effect?: string } }
type Answer = { events: Event[]; steps: Step[]; loop?: unknown }

const ids = (event: Event | undefined) => (event?.rulings ?? []).map((r) => (typeof r === 'string' ? r : r.id))
const solemn = { id: 'Negate', controller: 'B', card: 'Solemn Judgment', negates: 'activation', mandatory: true }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('once per turn from the text', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app)

    t.test('the card data says it (read from the text)', async (t) => {
      const skull = (await app.inject({ method: 'GET', url: '/v1/cards/Crystal%20Skull' })).json() as { behaviours?: Array<{ oncePerTurn?: string }> }
      t.equal(skull.behaviours?.[0]?.oncePerTurn, 'name')
      const mist = (await app.inject({ method: 'GET', url: '/v1/cards/Mist%20Archfiend' })).json() as typeof skull
      t.equal(mist.behaviours?.[0]?.oncePerTurn, 'instance')
    })

    t.test('two Crystal Skulls: once one is activated, the other is never offered (by name)', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { field: ['Crystal Skull', 'Crystal Skull'] }, B: {} },
        choices: [{ player: 'A', type: 'activate', effect: 'Crystal Skull' }],
      })
      const first = body.steps[0]
      t.ok(first?.legal.some((a) => a.effect === 'Crystal Skull') && first?.legal.some((a) => a.effect === 'Crystal Skull #2'), 'both offered at first')
      const later = body.steps.slice(1).filter((s) => s.player === 'A' && s.decision === 'priority')
      t.ok(later.length > 0, 'A has priority again')
      t.notOk(later.some((s) => s.legal.some((a) => a.effect === 'Crystal Skull #2')), 'the second copy is not offered')
      t.equal(body.events.filter((e) => e.type === 'activate').length, 1, 'one activation in all')
      const listEnd = body.events.find((e) => e.type === 'list-end') as { unused?: string[] } | undefined
      t.notOk(listEnd?.unused?.includes('Crystal Skull #2'), 'nor is it left unused on a list')
    })

    t.test('two Mist Archfiends: once per turn per copy, each destroys itself', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Mist Archfiend', 'Mist Archfiend'] }, B: {} } })
      t.equal(body.events.filter((e) => e.type === 'resolve' && e.card === 'Mist Archfiend' && e.outcome === 'applied').length, 2)
    })

    t.test('fan reading: an activation negated uses the once per turn up, so the loop ends after one negation', async (t) => {
      const body = await post({ turnPlayer: 'A', reading: 'fan-guide', players: { A: { field: ['Mist Archfiend'] }, B: {} }, responses: [solemn] })
      t.equal(body.events.filter((e) => e.type === 'negate-activation').length, 1, 'negated once')
      const resolved = body.events.find((e) => e.type === 'resolve' && e.card === 'Mist Archfiend')
      t.equal(resolved?.outcome, 'activation-negated')
      t.notOk(resolved?.pending, 'not left on the list')
      t.ok(ids(resolved).includes('ygo-once-per-turn'), 'cites the once-per-turn rule')
      t.notOk(body.events.some((e) => e.type === 'loop-end'), 'no loop')
      t.notOk(body.loop, 'no loop reported')
    })

    t.test('fan reading without a once per turn: the negated item stays on the list and is activated again (the reading is unchanged)', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        reading: 'fan-guide',
        players: { A: { field: ['Mystical Elf'] }, B: {} },
        effects: [{ id: 'Item', controller: 'A', card: 'Mystical Elf', kind: 'trigger', mandatory: true }],
        responses: [solemn],
      })
      const negated = body.events.find((e) => e.type === 'resolve' && e.effect === 'Item')
      t.equal(negated?.outcome, 'activation-negated')
      t.equal(negated?.pending, true, 'left on the list')
      t.equal(body.events.filter((e) => e.type === 'activate' && e.effect === 'Item').length, 2, 'and activated again')
    })
  })
}
