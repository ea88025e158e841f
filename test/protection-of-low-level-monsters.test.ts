/**
 * "Level 4 or lower monsters you control cannot be destroyed by card effects." (Mira the
 * Star-Bearer): a monster of that Level or lower stays where its own End Phase effect would destroy
 * it (`move-prevented`); one of a higher Level is destroyed. Real imported cards, through POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; card?: string; moves?: string; names?: string[]; by?: string; lp?: Record<string, number> }
type Answer = { events: Event[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('protection of monsters of a Level or lower', async (t) => {
    const app = await appWithRealCards(t, ['Mira the Star-Bearer', 'Plague Wolf', 'Mist Archfiend'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })

    t.test('Plague Wolf (Level 3), its ATK effect activated this turn: not destroyed', async (t) => {
      const body = await post({ players: { A: { field: ['Mira the Star-Bearer', { card: 'Plague Wolf', key: 'wolf' }] }, B: {} }, thisTurn: [{ player: 'A', activated: { card: 'Plague Wolf', key: 'wolf' } }] })
      t.ok(body.events.some((e) => e.type === 'move-prevented' && e.by === 'Mira the Star-Bearer' && (e.names ?? []).includes('Plague Wolf')))
      t.notOk(body.events.some((e) => e.type === 'resolve' && e.card === 'Plague Wolf' && e.moves === 'graveyard'))
    })
    t.test('Mist Archfiend (Level 5): destroyed, and A takes 1000', async (t) => {
      const body = await post({ players: { A: { field: ['Mira the Star-Bearer', { card: 'Mist Archfiend', summoned: 'normal' }], lp: 8000 }, B: {} } })
      t.ok(body.events.some((e) => e.type === 'resolve' && e.card === 'Mist Archfiend' && e.moves === 'graveyard'))
      t.notOk(body.events.some((e) => e.type === 'move-prevented'))
    })
  })
}
