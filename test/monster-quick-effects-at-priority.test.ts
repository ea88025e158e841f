/**
 * A face-up monster's Quick Effect with no moment of its own ("Once per turn (Quick Effect): You can
 * discard 1 card, then target 1 card on the field; banish it") is offered at its controller's
 * priority: paying its costs, acting on the card named, once in the window, not while the board says
 * it was used this turn or its cost cannot be paid. Real cards, through the HTTP route.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; subject?: string; moves?: string; hand?: number; reason?: string; outcome?: string; negated?: string[] }
type Step = { player: string; legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Event[]; steps: Step[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test("monsters' Quick Effects at priority", async (t) => {
    const app = await appWithRealCards(t, ['ABC-Dragon Buster', 'Celtic Guardian', 'Battlewasp - Sting the Poison', 'Basic Insect', 'Michael, the Arch-Lightsworn'])
    const ask = async (payload: Record<string, unknown>): Promise<Answer> => {
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload })
      t.equal(res.statusCode, 200, res.statusCode === 200 ? 'answered' : res.body)
      return res.json()
    }
    const offered = (body: Answer, effect: string) => body.steps.some((s) => s.legal.some((l) => l.type === 'activate' && l.effect === effect))
    const board = (abc: Record<string, unknown> = {}, hand = 3) => ({
      turnPlayer: 'A',
      players: { A: { field: [{ card: 'ABC-Dragon Buster', key: 'abc', ...abc }], hand }, B: { field: [{ card: 'Celtic Guardian', key: 'guardian' }] } },
    })

    await t.test('activated naming its target: the discard is paid, the target banished, ABC-Dragon Buster stays', async (t) => {
      const body = await ask({ ...board(), choices: [{ player: 'A', type: 'activate', effect: 'abc', cards: ['guardian'] }] })
      t.ok(body.events.some((e) => e.type === 'discard' && e.reason === 'activation-cost'))
      t.ok(body.events.some((e) => e.subject === 'guardian' && e.moves === 'banished'))
      t.notOk(body.events.some((e) => e.subject === 'abc'), 'an effect of the monster: the card is not activated and does not move')
      t.equal(body.events.find((e) => e.type === 'hand-size')?.hand, 2)
    })

    await t.test('offered, never forced: passing leaves the board as it was', async (t) => {
      const body = await ask(board())
      t.ok(offered(body, 'abc'))
      t.notOk(body.events.some((e) => e.subject === 'guardian'))
    })

    await t.test('not offered once used this turn, nor with no card to discard', async (t) => {
      t.notOk(offered(await ask(board({ usedThisTurn: true })), 'abc'))
      t.notOk(offered(await ask(board({}, 0)), 'abc'))
    })

    await t.test('a Set monster has no Quick Effect to use', async (t) => {
      t.notOk(offered(await ask(board({ position: 'set' })), 'abc'))
    })

    await t.test("a Quick Effect that Tributes an Insect to negate its target's effects for the rest of the turn: the mandatory item activated after it resolves negated", async (t) => {
      const sting = (insect: boolean) => ({
        turnPlayer: 'B',
        players: {
          A: { field: [{ card: 'Battlewasp - Sting the Poison', key: 'sting' }, ...(insect ? [{ card: 'Basic Insect', key: 'insect' }] : [])] },
          B: { field: [{ card: 'Michael, the Arch-Lightsworn', key: 'michael' }], deck: 20, hand: 2 },
        },
      })
      const body = await ask({ ...sting(true), choices: [{ player: 'B', type: 'pass' }, { player: 'A', type: 'activate', effect: 'sting', cards: ['michael'] }] })
      t.ok(body.events.some((e) => e.subject === 'insect' && e.moves === 'graveyard'), 'the Tribute is paid')
      t.match(body.events.find((e) => e.type === 'resolve' && e.effect === 'sting'), { negated: ['michael'] })
      t.match(body.events.find((e) => e.type === 'resolve' && e.effect === 'michael'), { outcome: 'negated' })
      t.notOk(offered(await ask(sting(false)), 'sting'), 'no other Insect to Tribute: not offered')
    })
  })
}
