/**
 * A protection an activation earlier this turn left on the cards it acted on ("That monster cannot
 * be destroyed by battle or by card effects, until the End Phase of the next turn"; "… until the end of
 * this turn"): an End Phase item that would destroy such a card resolves and the card stays
 * (`move-prevented`); a card it did not act on is destroyed. Real cards of the family, other than the
 * boards'.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { analyseCard } from '../src/analyser/index.js'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Answer = { events: Array<Record<string, unknown> & { type: string }> }

t.test('read from the text', async (t) => {
  const held = (text: string) => analyseCard({ name: 'Test Card', text, cardType: 'spell', property: 'Quick-Play' }).phases.find((p) => p.ends === 'protection')
  const swarm = held('Target 1 "Battlewasp" monster in your GY; Special Summon it. You can banish this card from your GY, then target 1 Insect monster you control; it cannot be destroyed by battle or card effects, until the end of the next turn.')
  t.equal(swarm?.lasts, 'end-of-next-turn')
  t.strictSame(swarm?.holds, [{ effect: 'forbid-move', move: 'destroy', cards: 'any', whose: 'each', itself: true }])
  const rod = held('You can activate this effect; Cyberse monsters you currently control cannot be destroyed by battle or card effects until the end of this turn.')
  t.equal(rod?.lasts, 'end-of-turn', 'until the end of this turn')
  t.equal(held('Target 1 monster you control; it gains 500 ATK until the end of this turn.'), undefined, 'no protection, no such expiry')
})

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('through the End Phase', async (t) => {
    const app = await appWithRealCards(t, ['Revival Swarm', 'Grid Rod', 'Petit Moth', 'Mokey Mokey'])
    const answer = async (board: Record<string, unknown>) => {
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: board })
      t.equal(res.statusCode, 200, res.body)
      return res.json() as Answer
    }
    const destroy = (subject: string) => ({ id: `destroy ${subject}`, controller: 'B', kind: 'apply', mandatory: true, subject, moves: 'graveyard', destroys: true })

    await t.test('protected until the end of the next turn: the target stays, another card is destroyed', async (t) => {
      const a = await answer({
        turnPlayer: 'A',
        players: { A: { field: ['Petit Moth', 'Mokey Mokey'], banished: ['Revival Swarm'] }, B: {} },
        effects: [destroy('Petit Moth'), destroy('Mokey Mokey')],
        thisTurn: [{ player: 'A', activated: 'Revival Swarm', targets: ['Petit Moth'] }],
      })
      t.ok(a.events.some((e) => e.type === 'move-prevented' && e.action === 'destroy' && Array.isArray(e.cards) && e.cards.includes('Petit Moth')))
      t.notOk(a.events.some((e) => e.subject === 'Petit Moth' && e.moves === 'graveyard'))
      t.ok(a.events.some((e) => e.subject === 'Mokey Mokey' && e.moves === 'graveyard'))
      t.notOk(a.events.some((e) => e.type === 'expire' && e.card === 'Revival Swarm'), 'it lasts past this turn')
    })
    await t.test('protected until the end of this turn: the End Phase item does not destroy it', async (t) => {
      const a = await answer({
        turnPlayer: 'A',
        players: { A: { field: ['Petit Moth'], graveyard: ['Grid Rod'] }, B: {} },
        effects: [destroy('Petit Moth')],
        thisTurn: [{ player: 'A', activated: 'Grid Rod', affected: ['Petit Moth'] }],
      })
      t.ok(a.events.some((e) => e.type === 'move-prevented' && e.action === 'destroy'))
      t.notOk(a.events.some((e) => e.subject === 'Petit Moth' && e.moves === 'graveyard'))
    })
  })
}
