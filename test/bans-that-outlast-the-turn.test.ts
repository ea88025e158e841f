/**
 * A ban on activating a kind of card that an activation earlier this turn leaves, lasting past this
 * turn ("until your next Standby Phase", "until the end of the End Phase of the next turn"): it
 * applies through the whole End Phase and does not end as the turn ends. "… or use their effects"
 * bans the effects of face-up cards too; without it, only the cards' activations. Real cards.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'
import { analyseCard } from '../src/analyser/index.js'

type Answer = { events: Array<Record<string, unknown> & { type: string }>; steps: Array<{ legal: Array<{ type: string; effect?: string }> }> }

t.test('read from the text', async (t) => {
  const holds = (name: string, text: string) => analyseCard({ name, text, cardType: 'trap', property: 'Normal' }).phases.find((p) => p.holds)
  const jammer = holds('Sonic Jammer', 'FLIP: Your opponent cannot activate any Spell Cards until the end of the End Phase of the next turn.')
  t.equal(jammer?.lasts, 'end-of-next-turn')
  t.strictSame(jammer?.holds, [{ effect: 'forbid-activation', activations: 'cards', cards: 'spell', whose: 'opponent' }], 'the cards only: no "or use their effects"')
  const buster = holds('Ritual Buster', 'Activate only when a Ritual Monster is Ritual Summoned. Your opponent cannot activate any Spell or Trap Cards or use their effects until your next Standby Phase.')
  t.equal(buster?.lasts, 'end-of-next-turn')
  t.strictSame(buster?.holds, [{ effect: 'forbid-activation', cards: 'spell-trap', whose: 'opponent' }])
  t.equal(holds('Test Card', 'Your opponent cannot activate any Spell Cards this turn.'), undefined, 'a ban for this turn only is not this reading')
})

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('through the End Phase', async (t) => {
    const app = await appWithRealCards(t, ['Sonic Jammer', 'Destined Duel', 'Mystical Space Typhoon'])
    const answer = async (board: Record<string, unknown>) => {
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: board })
      t.equal(res.statusCode, 200, res.body)
      return res.json() as Answer
    }
    const offered = (a: Answer, who: string) => a.steps.some((s) => s.legal.some((l) => l.type !== 'pass' && l.effect === who))
    const mst = { id: 'mst', controller: 'A', card: 'Mystical Space Typhoon', cardKey: 'Mystical Space Typhoon', kind: 'quick', mandatory: false }

    await t.test('a Spell Card in the hand cannot be activated while the ban lasts, and the ban does not end with the turn', async (t) => {
      const a = await answer({
        turnPlayer: 'B',
        players: { A: { hand: ['Mystical Space Typhoon'] }, B: { field: [{ card: 'Sonic Jammer', summoned: 'flip' }] } },
        effects: [mst],
        thisTurn: [{ player: 'B', activated: 'Sonic Jammer' }],
      })
      t.notOk(offered(a, 'mst'))
      t.notOk(a.events.some((e) => e.type === 'expire' && e.card === 'Sonic Jammer'))
    })
    await t.test('without the ban, the same Spell is offered', async (t) => {
      const a = await answer({ turnPlayer: 'B', players: { A: { hand: ['Mystical Space Typhoon'] }, B: { field: [{ card: 'Sonic Jammer', summoned: 'flip' }] } }, effects: [mst] })
      t.ok(offered(a, 'mst'))
    })
    await t.test('the effect of a face-up Spell is no activation of a Spell Card: Destined Duel still returns', async (t) => {
      const a = await answer({
        turnPlayer: 'B',
        players: { A: { field: ['Destined Duel'], hand: 2 }, B: { field: [{ card: 'Sonic Jammer', summoned: 'flip' }] } },
        thisTurn: [{ player: 'B', activated: 'Sonic Jammer' }],
      })
      t.ok(a.events.some((e) => e.type === 'resolve' && e.card === 'Destined Duel' && e.moves === 'hand'))
    })
  })
}
