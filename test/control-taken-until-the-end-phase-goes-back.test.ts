/**
 * Control taken "until the End Phase" by an activation earlier this turn ends as a list item of the End
 * Phase, one item per card taken, each naming that card, before the hand-size step; the card goes back
 * to its owner. Real cards of the "take control of … until the End Phase" family.
 */
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'
import { existsSync } from 'node:fs'

type Event = Record<string, unknown> & { type: string }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('control taken until the End Phase goes back', async (t) => {
    const app = await appWithRealCards(t, ['Ape Magician', 'Ally of Justice Enemy Catcher', 'Mind Pollutant', 'Mokey Mokey', 'Giant Soldier of Stone'])
    const post = async (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/v1/resolve', payload })
    const events = async (payload: Record<string, unknown>) => {
      const res = await post(payload)
      t.equal(res.statusCode, 200, res.body)
      return (res.json() as { events: Event[] }).events
    }
    const at = (list: Event[], f: (e: Event) => boolean) => list.findIndex(f)

    await t.test('"take control of it until the End Phase": the target goes back before the hand-size step, the card itself stays', async (t) => {
      const list = await events({
        turnPlayer: 'A',
        players: { A: { field: ['Ape Magician', { card: 'Mokey Mokey', owner: 'B' }], hand: 3 }, B: {} },
        thisTurn: [{ player: 'A', activated: 'Ape Magician', targets: ['Mokey Mokey'] }],
      })
      const back = at(list, (e) => e.type === 'resolve' && e.card === 'Ape Magician' && e.subject === 'Mokey Mokey')
      t.ok(back >= 0, 'the end of control names the card taken')
      t.ok(back < at(list, (e) => e.type === 'hand-size'), 'as a list item, before the hand-size step')
      t.notOk(list.some((e) => e.subject === 'Ape Magician'), 'nothing moves the card that took control')
    })

    await t.test('two cards taken by two activations: one item each', async (t) => {
      const list = await events({
        turnPlayer: 'A',
        players: { A: { field: ['Ally of Justice Enemy Catcher', { card: 'Mokey Mokey', owner: 'B' }, { card: 'Giant Soldier of Stone', owner: 'B' }], graveyard: ['Mind Pollutant'], hand: 3 }, B: {} },
        thisTurn: [
          { player: 'A', activated: 'Ally of Justice Enemy Catcher', targets: ['Giant Soldier of Stone'] },
          { player: 'A', activated: 'Mind Pollutant', targets: ['Mokey Mokey'] },
        ],
      })
      t.ok(list.some((e) => e.type === 'resolve' && e.card === 'Ally of Justice Enemy Catcher' && e.subject === 'Giant Soldier of Stone'))
      t.ok(list.some((e) => e.type === 'resolve' && e.card === 'Mind Pollutant' && e.subject === 'Mokey Mokey'))
    })

    await t.test('an activation that took control must say of which card', async (t) => {
      const res = await post({ turnPlayer: 'A', players: { A: { field: [{ card: 'Mokey Mokey', owner: 'B' }], graveyard: ['Mind Pollutant'] }, B: {} }, thisTurn: [{ player: 'A', activated: 'Mind Pollutant' }] })
      t.equal(res.statusCode, 400)
      t.equal((res.json() as { field?: string }).field, 'thisTurn[0].targets')
    })
  })
}
