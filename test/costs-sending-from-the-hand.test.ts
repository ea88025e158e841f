/**
 * A cost of sending cards from the hand to the GY ("You can send 1 card from your hand to the GY; …",
 * Jet Synchron): read from the card's text for an item naming it, paid by its controller's choice of
 * cards as a discard cost is, so they no longer count at the hand-size step; but they are sent, not
 * discarded: a "sent from the hand to the GY" trigger reacts, a "discarded" one does not. Real cards.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Jet Synchron', 'Lightserpent', 'The Fabled Cerburrel']
type Event = { type: string; effect?: string; card?: string; cards?: string[]; reason?: string; sent?: boolean; hand?: number; over?: boolean }
type Step = { decision: string; player: string; legal: Array<{ type: string; effect?: string; count?: number }> }
type Answer = { events: Event[]; steps: Step[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('a cost of sending a card from the hand to the GY', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    const board = (sent: string) => ({
      players: { A: { graveyard: ['Jet Synchron'], hand: [sent, { count: 6 }] }, B: {} },
      effects: [{ id: 'jet', controller: 'A', card: 'Jet Synchron', cardKey: 'Jet Synchron', kind: 'quick', mandatory: false }],
      choices: [{ player: 'A', type: 'activate', effect: 'jet' }, { player: 'A', type: 'discard', cards: [sent] }],
    })

    t.test('from a hand of 7: the card chosen is sent, 6 are left, nothing to discard', async (t) => {
      const body = await post(board('Lightserpent'))
      t.ok(body.steps.some((s) => s.decision === 'cost' && s.legal.some((a) => a.type === 'discard' && a.count === 1)), 'one card of the hand to choose')
      t.match(body.events.find((e) => e.type === 'discard' && e.reason === 'activation-cost'), { cards: ['Lightserpent'], sent: true })
      t.match(body.events.find((e) => e.type === 'hand-size'), { hand: 6, over: false })
    })

    t.test('sent from the hand to the GY: Lightserpent\'s trigger on that is offered', async (t) => {
      const body = await post(board('Lightserpent'))
      t.ok(body.steps.some((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect?.startsWith('Lightserpent:'))))
    })

    t.test('not discarded: The Fabled Cerburrel\'s "If this card is discarded" does not activate', async (t) => {
      const body = await post(board('The Fabled Cerburrel'))
      t.notOk(body.events.some((e) => e.type === 'activate' && e.card === 'The Fabled Cerburrel'))
    })

    t.test('with no other card in the hand the cost cannot be paid: not offered', async (t) => {
      const body = await post({ players: { A: { graveyard: ['Jet Synchron'] }, B: {} }, effects: [{ id: 'jet', controller: 'A', card: 'Jet Synchron', cardKey: 'Jet Synchron', kind: 'quick', mandatory: false }] })
      t.notOk(body.steps.some((s) => s.legal.some((a) => a.effect === 'jet')))
    })
  })
}
