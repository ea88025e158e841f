/**
 * How long an effect a board names lasts, when the board does not say: by the text the service
 * holds. Effect Veiler's current text negates "until the end of this turn": its end is no list
 * item, it comes after the hand-size step (MR3 rulebook p.75, seeds 000 and 003), and Lyla never
 * mills that turn. A board following seed 001's older wording says `lasts: "end-phase"`. Expected
 * answers written before the code that passes them.
 */
import t from 'tap'
import { resolver } from './helpers/real-cards.js'
import { build } from './helpers/build.js'

type Event = { type: string; effect?: string; card?: string; window?: string; outcome?: string; by?: string; rulings?: Array<string | { id: string }> }
type Step = { player: string; window: string; decision: string; legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Event[]; steps: Step[] }

const ids = (event: Event | undefined) => (event?.rulings ?? []).map((r) => (typeof r === 'string' ? r : r.id))

t.test('an expire named without lasts: by its card text', async (t) => {
  const app = await build(t)
  const post = resolver<Answer>(t, app)
  const board = (lasts?: string) => ({
    turnPlayer: 'A',
    players: { A: { field: [{ card: 'Lyla, Lightsworn Sorceress', negatedUntil: 'veiler-ends' }] }, B: {} },
    effects: [{ id: 'veiler-ends', controller: 'B', card: 'Effect Veiler', kind: 'expire', mandatory: true, ...(lasts ? { lasts } : {}) }],
  })

  t.test("Effect Veiler's text says until the end of this turn: its end comes after the hand-size step", async (t) => {
    // B has nothing on a list: only A's pass is a decision.
    const body = await post({ ...board(), choices: [{ player: 'A', type: 'pass' }] })
    t.notOk(body.steps.some((s) => s.legal.some((a) => a.effect === 'veiler-ends')), 'never an item on a list')
    const ends = body.events.findIndex((e) => e.type === 'expire' && e.effect === 'veiler-ends')
    const handSize = body.events.findIndex((e) => e.type === 'hand-size')
    t.ok(handSize >= 0 && ends > handSize, 'ends after the hand-size step')
    t.equal(body.events[ends]?.window, 'end-of-turn')
    t.ok(ids(body.events[ends]).includes('ygo-ep-until-end-of-turn'), 'cites the rule of "until the end of the turn"')
    const lyla = body.events.find((e) => e.type === 'resolve' && e.card === 'Lyla, Lightsworn Sorceress')
    t.equal(lyla?.outcome, 'negated', 'Lyla is negated whoever passes')
  })

  t.test('a board stating the old wording keeps the seed 001 answer: the opponent may end the negation first', async (t) => {
    const body = await post({ ...board('end-phase'), choices: [{ player: 'A', type: 'pass' }, { player: 'B', type: 'expire', effect: 'veiler-ends' }] })
    const ends = body.events.findIndex((e) => e.type === 'expire' && e.effect === 'veiler-ends')
    const handSize = body.events.findIndex((e) => e.type === 'hand-size')
    t.ok(ends >= 0 && ends < handSize, 'a list item, processed in the list phase')
    t.equal(body.events.find((e) => e.type === 'resolve' && e.card === 'Lyla, Lightsworn Sorceress')?.outcome, 'applied', 'then Lyla mills')
  })

  t.test('a card with no such text keeps the default: a list item', async (t) => {
    const body = await post({
      turnPlayer: 'A',
      players: { A: {}, B: {} },
      effects: [{ id: 'ends', controller: 'A', card: 'Limiter Removal', kind: 'expire', mandatory: true }],
    })
    t.ok(body.steps.some((s) => s.legal.some((a) => a.type === 'expire' && a.effect === 'ends')), 'on its controller\'s list')
  })
})
