/**
 * A Token on the field is stated as `{ "token": name }`: a monster with no effect, not a card of the
 * catalog. "While you control a Token, this card cannot be destroyed …" (Mecha Phantom Beast
 * Harrliard) then holds where the board lists a Token, fails where it lists none, and is taken as
 * holding (and said) where a card nobody named could be one. A Token anywhere but the field is a 400
 * naming it. Real imported cards, through POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; subject?: string; moves?: string; by?: string; assumes?: string[] }
type Answer = { events: Event[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('Tokens on the field', async (t) => {
    const app = await appWithRealCards(t, ['Mecha Phantom Beast Harrliard', 'Limiter Removal'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    const board = (others: unknown[]) => ({
      players: { A: { field: [{ card: 'Mecha Phantom Beast Harrliard', summoned: 'normal' }, ...others], graveyard: ['Limiter Removal'], hand: 3 }, B: {} },
      thisTurn: [{ player: 'A', activated: 'Limiter Removal', affected: ['Mecha Phantom Beast Harrliard'] }],
    })
    const destroyed = (body: Answer) => body.events.some((e) => e.type === 'resolve' && e.subject === 'Mecha Phantom Beast Harrliard' && e.moves === 'graveyard')

    t.test('no Token listed: Limiter Removal destroys Harrliard', async (t) => {
      const body = await post(board([]))
      t.ok(destroyed(body))
      t.notOk(body.events.some((e) => e.type === 'move-prevented'))
    })
    t.test('a Token listed: Harrliard stays, nothing assumed', async (t) => {
      const body = await post(board([{ token: 'Mecha Phantom Beast Token' }]))
      t.notOk(destroyed(body))
      const kept = body.events.find((e) => e.type === 'move-prevented')
      t.match(kept, { by: 'Mecha Phantom Beast Harrliard' })
      t.equal(kept?.assumes, undefined)
    })
    t.test('a card nobody named beside it: it may be a Token, so Harrliard stays, and the count is said to be assumed', async (t) => {
      const body = await post(board([{ count: 1 }]))
      t.notOk(destroyed(body))
      t.same(body.events.find((e) => e.type === 'move-prevented')?.assumes, ['card-count'])
    })
    t.test('two Tokens of the same name get keys of their own', async (t) => {
      const body = await post(board([{ token: 'Mecha Phantom Beast Token' }, { token: 'Mecha Phantom Beast Token' }]))
      t.notOk(destroyed(body))
    })
    t.test('a Token in the GY is a 400 naming it', async (t) => {
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: { graveyard: [{ token: 'Sheep Token' }] }, B: {} } } })
      t.equal(res.statusCode, 400)
      t.equal(res.json().field, 'players.A.graveyard[0]')
    })
    t.test('a Token entry with a field it does not take is a 400', async (t) => {
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: { field: [{ token: 'Sheep Token', summoned: 'special' }] }, B: {} } } })
      t.equal(res.statusCode, 400)
    })
  })
}
