/**
 * A maintenance paid by Tributing another monster, or the card is destroyed (The Unfriendly Amazon,
 * seed 004's Standby Phase): its controller may Tribute a monster they control, not the card itself;
 * with none, only not paying is left and the card is destroyed. Real cards, through the HTTP route;
 * expected answers written first.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Answer = { events: Array<{ type: string; effect?: string; subject?: string; moves?: string; maintenance?: string }>; steps: Array<{ decision: string; legal: Array<{ type: string; from?: string[] }> }> }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('a Tribute maintenance in the Standby Phase', async (t) => {
    const app = await appWithRealCards(t, ['The Unfriendly Amazon', 'Mokey Mokey'])
    const ask = resolver<Answer>(t, app, { phase: 'standby', turnPlayer: 'A' })
    const amazon = { card: 'The Unfriendly Amazon', key: 'amazon' }

    await t.test('another monster: Tributing it is offered (not the Amazon itself); Tributed, the Amazon stays', async (t) => {
      const body = await ask({ players: { A: { field: [amazon, { card: 'Mokey Mokey', key: 'mokey' }] }, B: {} }, choices: [{ player: 'A', type: 'apply', effect: 'amazon' }, { player: 'A', type: 'discard', cards: ['mokey'] }] })
      t.same(body.steps.find((s) => s.decision === 'maintenance')?.legal, [{ type: 'discard', count: 1, from: ['mokey'] }, { type: 'pass' }])
      t.ok(body.events.some((e) => e.subject === 'mokey' && e.moves === 'graveyard'), 'Mokey Mokey Tributed')
      t.notOk(body.events.some((e) => e.subject === 'amazon' && e.moves === 'graveyard'), 'the Amazon stays')
    })

    await t.test('no other monster: not paying is all that is left, the Amazon is destroyed', async (t) => {
      const body = await ask({ players: { A: { field: [amazon] }, B: {} } })
      t.same(body.steps.find((s) => s.decision === 'maintenance')?.legal, [{ type: 'pass' }])
      t.ok(body.events.some((e) => e.type === 'resolve' && e.effect === 'amazon' && e.maintenance === 'not-paid' && e.subject === 'amazon' && e.moves === 'graveyard'))
    })
  })
}
