/**
 * One effect on several cards (Limiter Removal's "During the End Phase of this turn, destroy those
 * monsters") is one item per card, applied all at once: what protects each card is decided before
 * any of them moves, so a monster that protects the others still protects them as it is destroyed
 * beside them, and no second item of the effect is left to apply once one is. Real imported cards,
 * through POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; subject?: string; moves?: string; by?: string }
type Step = { player: string; decision: string; legal: Array<{ type: string; effect?: string }>; taken?: { type: string; effect?: string } }
type Answer = { events: Event[]; steps: Step[] }

const JACULUSLAN = 'Mecha Phantom Beast Jaculuslan'
const CONCORUDA = 'Mecha Phantom Beast Concoruda'

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('one effect on several cards, applied at once', async (t) => {
    const app = await appWithRealCards(t, [JACULUSLAN, CONCORUDA, 'Limiter Removal', 'Cyber Dragon'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    const doubled = (field: string[]) => ({
      players: { A: { field, graveyard: ['Limiter Removal'], hand: 3 }, B: {} },
      thisTurn: [{ player: 'A', activated: 'Limiter Removal', affected: field }],
    })

    t.test('Jaculuslan destroyed beside Concoruda still protects it: Concoruda stays', async (t) => {
      const body = await post(doubled([JACULUSLAN, CONCORUDA]))
      const resolved = body.events.filter((e) => e.type === 'resolve' && e.effect?.startsWith('Limiter Removal'))
      t.same(resolved.map((e) => [e.subject, e.moves]), [[JACULUSLAN, 'graveyard'], [CONCORUDA, undefined]], 'each card says its own resolve; only Jaculuslan moves')
      t.match(body.events.find((e) => e.type === 'move-prevented'), { by: JACULUSLAN })
    })
    t.test('once one of the items is applied, the other is not offered again', async (t) => {
      const body = await post(doubled([JACULUSLAN, CONCORUDA]))
      const applied = body.steps.findIndex((s) => s.taken?.effect?.startsWith('Limiter Removal') === true)
      t.ok(applied >= 0, 'one is applied')
      t.notOk(body.steps.slice(applied + 1).some((s) => s.legal.some((a) => a.effect?.startsWith('Limiter Removal') === true)), 'nothing of Limiter Removal is left to apply')
    })
    t.test('with no protector, both are destroyed by the one application', async (t) => {
      const body = await post(doubled(['Cyber Dragon', CONCORUDA]))
      const moved = body.events.filter((e) => e.type === 'resolve' && e.moves === 'graveyard').map((e) => e.subject)
      t.same(moved.sort(), ['Cyber Dragon', CONCORUDA].sort())
    })
  })
}
