/**
 * What an effect earlier this turn returns "at the end of the turn" (an old wording the game
 * processes in the End Phase like "during the End Phase", seed 003) or "during the End Phase", said
 * after "and" with the subject of the clause before: "That Fusion Monster cannot attack …, and is
 * returned to your Extra Deck at the end of the turn" (Magical Scientist). The monster it summoned
 * goes back as a list item of its controller, and nothing else moves. Expected answers written
 * before the code that passes them.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; card?: string; subject?: string; moves?: string; outcome?: string; effectOnState?: string; rulings?: Array<string | { id: string }> }
type Answer = { events: Event[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('a monster summoned earlier this turn returns to the Extra Deck at the end of the turn', async (t) => {
    const app = await appWithRealCards(t, ['Magical Scientist', 'Flame Swordsman'])
    const body = await resolver<Answer>(t, app)({
      turnPlayer: 'A',
      players: { A: { field: ['Magical Scientist', 'Flame Swordsman'], hand: 2 }, B: {} },
      thisTurn: [{ player: 'A', activated: 'Magical Scientist', affected: ['Flame Swordsman'] }],
    })
    const back = body.events.findIndex((e) => e.type === 'resolve' && e.card === 'Magical Scientist' && e.subject === 'Flame Swordsman')
    t.ok(back >= 0, 'the Fusion Monster is the subject of the return')
    t.match(body.events[back], { outcome: 'applied', moves: 'deck' })
    t.equal(body.events[back]?.effectOnState, undefined, 'applied to the board, not unknown')
    t.ok(back < body.events.findIndex((e) => e.type === 'hand-size'), 'in the list phase, before the hand-size step')
    t.notOk(body.events.some((e) => e.subject === 'Magical Scientist'), 'Magical Scientist itself stays')
  })
}
