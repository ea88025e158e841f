/**
 * A delayed action whose set-up moved the card itself ("Special Summon this card …, and if you do,
 * during the End Phase of this turn, change it to face-up Defense Position"): "it" is this card, not
 * cards the activation acted on, so the activation needs no targets; what the state does not model
 * (a change of battle position) is said as not applied (`partial`). Sneaky "C" is the only real card
 * with this wording; the analyser cases contrast it with set-ups that acted on a target.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { analyseCard } from '../src/analyser/index.js'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const delayedDoes = (text: string) => analyseCard({ name: 'Test Card', text, cardType: 'monster', monsterTypeLine: 'Insect / Effect' }).phases.filter((p) => p.delayed === true).flatMap((p) => p.does ?? [])

t.test('"it" after a set-up that moved this card is this card', async (t) => {
  t.strictSame(
    delayedDoes('When your opponent Special Summons a monster(s): You can Special Summon this card from your hand in face-down Defense Position, and if you do, during the End Phase of this turn, change it to face-up Defense Position.'),
    [{ action: 'change-position', target: 'self' }],
  )
  t.strictSame(
    delayedDoes('You can target 1 monster your opponent controls; Special Summon this card from your hand, and if you do, during the End Phase of this turn, change it to face-up Defense Position.'),
    [{ action: 'change-position', target: 'set-up' }],
    'a set-up that targeted: "it" is what it acted on',
  )
})

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('answered, not refused, and said partial', async (t) => {
    const app = await appWithRealCards(t, ['Sneaky "C"', 'Mokey Mokey'])
    const res = await app.inject({
      method: 'POST',
      url: '/v1/resolve',
      payload: { turnPlayer: 'B', players: { A: { field: [{ card: 'Sneaky "C"', position: 'set', summoned: 'special' }] }, B: { field: ['Mokey Mokey'] } }, thisTurn: [{ player: 'A', activated: 'Sneaky "C"' }] },
    })
    t.equal(res.statusCode, 200, res.body)
    const events = (res.json() as { events: Array<Record<string, unknown>> }).events
    t.ok(events.some((e) => e.type === 'resolve' && e.card === 'Sneaky "C"' && e.effectOnState === 'partial'))
  })
}
