/**
 * Other cards' continuous effects that negate effects on the field (Skill Drain: "Negate the effects
 * of all face-up monsters while they are face-up on the field (but their effects can still be
 * activated)"; Imperial Order: "Negate all Spell effects on the field"), on boards named only by
 * real imported cards: the analyser reads the effect from the text at import, and the engine looks
 * it up where an effect resolves or applies. Expected answers written before the code that passes them.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Skill Drain', 'Imperial Order', 'Lyla, Lightsworn Sorceress', 'Banisher of the Radiance', 'Dimensional Fissure', 'Mist Valley Baby Roc', 'Mystical Elf', 'Underdog', 'Destructotron']
type Event = { type: string; effect?: string; card?: string; outcome?: string; by?: string; cards?: string[]; rulings?: Array<string | { id: string }> }
type Step = { player: string; decision: string; legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Event[]; steps: Step[]; explanation?: { entries: Array<{ text: string }> } }

const ids = (event: Event | undefined) => (event?.rulings ?? []).map((r) => (typeof r === 'string' ? r : r.id))
const handOf7 = ['Mist Valley Baby Roc', ...Array.from({ length: 6 }, () => 'Mystical Elf')]

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('effects negated on the field by a continuous effect', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app)
    const resolved = (body: Answer, effect: string) => body.events.find((e) => e.type === 'resolve' && e.effect === effect)

    t.test('the card data says what the effect negates (read from the text)', async (t) => {
      const drain = (await app.inject({ method: 'GET', url: '/v1/cards/Skill%20Drain' })).json() as { continuous?: unknown[] }
      t.match(drain.continuous, [{ effect: 'negate-effects', cards: 'monster', whose: 'each' }])
      const order = (await app.inject({ method: 'GET', url: '/v1/cards/Imperial%20Order' })).json() as { continuous?: unknown[] }
      t.match(order.continuous, [{ effect: 'negate-effects', cards: 'spell', whose: 'each' }])
    })

    t.test("under the opponent's Skill Drain, Lyla's mandatory trigger is still activated and resolves negated", async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'], deck: 10 }, B: { field: ['Skill Drain'] } }, explain: 'en' })
      t.ok(body.events.some((e) => e.type === 'activate' && e.effect === 'Lyla, Lightsworn Sorceress'), 'activated: Skill Drain does not stop the activation')
      const lyla = resolved(body, 'Lyla, Lightsworn Sorceress')
      t.equal(lyla?.outcome, 'negated')
      t.equal(lyla?.by, 'Skill Drain')
      t.ok(ids(lyla).includes('ygo-negated-on-field') && ids(lyla).includes('ygo-continuous-effects'), 'cites the rule of negation on the field')
      const said = (body.explanation?.entries ?? []).map((entry) => entry.text).join('\n')
      t.match(said, /Skill Drain/, 'the explanation names the card that negates it')
      const ja = await post({ turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: { field: ['Skill Drain'] } }, explain: 'ja' })
      t.match((ja.explanation?.entries ?? []).map((entry) => entry.text).join('\n'), /無効/, 'and in Japanese')
    })

    t.test('Skill Drain Set, or absent: Lyla mills', async (t) => {
      for (const B of [{}, { field: [{ card: 'Skill Drain', position: 'set' }] }]) {
        const body = await post({ turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B } })
        t.equal(resolved(body, 'Lyla, Lightsworn Sorceress')?.outcome, 'applied')
      }
    })

    t.test("a monster's continuous effect negated by Skill Drain does not apply: Banisher of the Radiance banishes nothing", async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { hand: handOf7 }, B: { field: ['Banisher of the Radiance', 'Skill Drain'] } },
        choices: [{ player: 'A', type: 'discard', cards: ['Mist Valley Baby Roc'] }],
      })
      t.notOk(body.events.some((e) => e.type === 'banished-instead'), 'the discard goes to the GY')
      t.ok(body.steps.some((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect === 'Mist Valley Baby Roc')), "and Baby Roc's GY trigger is offered (not on the field: not negated)")
    })

    t.test("Underdog's negations hold only in the turn each names: Destructotron's End Phase effect, which it has in either turn", async (t) => {
      const cases: Array<[string, Record<string, unknown>, string]> = [
        ["A's turn, A's Underdog (\"During your turn\"): B's monster negated", { turnPlayer: 'A', players: { A: { field: ['Underdog'] }, B: { field: ['Destructotron'] } } }, 'negated'],
        ["A's turn, A's Underdog: A's own monster untouched", { turnPlayer: 'A', players: { A: { field: ['Underdog', 'Destructotron'] }, B: {} } }, 'applied'],
        ["A's turn, B's Underdog (\"During your opponent's turn\"): B's own monster negated", { turnPlayer: 'A', players: { A: {}, B: { field: ['Underdog', 'Destructotron'] } } }, 'negated'],
        ["B's turn, A's Underdog: B's monster untouched", { turnPlayer: 'B', players: { A: { field: ['Underdog'] }, B: { field: ['Destructotron'] } } }, 'applied'],
      ]
      for (const [name, board, outcome] of cases) {
        const body = await post(board)
        const destructotron = body.events.find((e) => e.type === 'resolve' && e.card === 'Destructotron')
        t.equal(destructotron?.outcome, outcome, name)
        if (outcome === 'negated') t.equal(destructotron?.by, 'Underdog', `${name}: by Underdog`)
      }
    })

    t.test("Imperial Order negates Spells' effects on the field: Dimensional Fissure banishes nothing", async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { hand: handOf7, field: ['Dimensional Fissure'] }, B: { field: ['Imperial Order'] } },
        choices: [{ player: 'A', type: 'discard', cards: ['Mist Valley Baby Roc'] }],
      })
      t.notOk(body.events.some((e) => e.type === 'banished-instead'), 'the monster discarded goes to the GY')
    })
  })
}
