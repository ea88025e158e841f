/**
 * Other cards' continuous effects that forbid a move ("Neither player can banish cards": Imperial
 * Iron Wall), and maintenance costs whose text says paying is not optional (Imperial Order, Red
 * Screen), on boards named only by real imported cards. Expected answers written before the code
 * that passes them.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Imperial Iron Wall', 'Rekindling', 'Flamvell Firedog', 'Macro Cosmos', 'Mist Valley Baby Roc', 'Mystical Elf', 'Imperial Order', 'Red Screen', 'Messenger of Peace', 'Jinzo', 'Hecahands Bait', 'Return Soul']
type Event = { type: string; effect?: string; card?: string; reason?: string; cards?: string[]; outcome?: string; by?: string; moves?: string; subject?: string; maintenance?: string; lp?: Record<string, number>; action?: string; rulings?: Array<string | { id: string }> }
type Step = { player: string; decision: string; legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Event[]; steps: Step[]; explanation?: { entries: Array<{ text: string }> } }

const ids = (event: Event | undefined) => (event?.rulings ?? []).map((r) => (typeof r === 'string' ? r : r.id))
const handOf7 = ['Mist Valley Baby Roc', ...Array.from({ length: 6 }, () => 'Mystical Elf')]

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('continuous effects that forbid a move, and maintenance costs that must be paid', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app)

    t.test('the card data says what is forbidden and what must be paid (read from the text)', async (t) => {
      const wall = (await app.inject({ method: 'GET', url: '/v1/cards/Imperial%20Iron%20Wall' })).json() as { continuous?: unknown[] }
      t.match(wall.continuous, [{ effect: 'forbid-move', move: 'banish', by: 'each', whose: 'each' }])
      const order = (await app.inject({ method: 'GET', url: '/v1/cards/Imperial%20Order' })).json() as { behaviours?: Array<{ maintenance?: { mustPay?: boolean } }> }
      t.equal(order.behaviours?.find((p) => p.maintenance)?.maintenance?.mustPay, true)
      const peace = (await app.inject({ method: 'GET', url: '/v1/cards/Messenger%20of%20Peace' })).json() as typeof order
      t.notOk(peace.behaviours?.find((p) => p.maintenance)?.maintenance?.mustPay, 'an optional maintenance cost stays optional')
    })

    t.test("Rekindling's banishment under Imperial Iron Wall: processed, the monster stays on the field (13/03/24)", async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { field: ['Flamvell Firedog'], graveyard: [{ card: 'Rekindling', sentThisTurn: true }] }, B: { field: ['Imperial Iron Wall'] } },
        thisTurn: [{ player: 'A', activated: 'Rekindling', affected: ['Flamvell Firedog'] }],
        explain: 'en',
      })
      const prevented = body.events.find((e) => e.type === 'move-prevented')
      t.ok(prevented, 'a move-prevented event')
      t.same(prevented?.cards, ['Flamvell Firedog'])
      t.equal(prevented?.by, 'Imperial Iron Wall')
      t.equal(prevented?.action, 'banish')
      t.ok(ids(prevented).includes('ygo-continuous-effects') && ids(prevented).includes('card-rekindling-imperial-iron-wall'), 'cites the continuous effect and the stored ruling on this pair')
      const resolved = body.events.find((e) => e.type === 'resolve' && e.subject === 'Flamvell Firedog')
      t.ok(resolved, "Rekindling's item resolves")
      t.not(resolved?.moves, 'banished', 'and does not say it banished the monster')
      t.match((body.explanation?.entries ?? []).map((entry) => entry.text).join('\n'), /Imperial Iron Wall/, 'the explanation names the card that forbids it')
    })

    t.test('Macro Cosmos under Imperial Iron Wall: the discarded card goes to the GY, not banished', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { hand: handOf7, field: ['Macro Cosmos'] }, B: { field: ['Imperial Iron Wall'] } },
        choices: [{ player: 'A', type: 'discard', cards: ['Mist Valley Baby Roc'] }],
      })
      t.notOk(body.events.some((e) => e.type === 'banished-instead'), 'no banishment instead')
      t.ok(body.steps.some((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect === 'Mist Valley Baby Roc')), 'Baby Roc reached the GY: its trigger is offered')
    })

    t.test('Imperial Order with 8000 LP in the Standby Phase: the cost is paid, "don\'t pay" is never offered', async (t) => {
      const body = await post({ turnPlayer: 'A', phase: 'standby', players: { A: { field: ['Imperial Order'], lp: 8000 }, B: {} } })
      const step = body.steps.find((s) => s.decision === 'maintenance')
      t.ok(step, 'a maintenance step')
      t.notOk(step?.legal.some((a) => a.type === 'pass'), 'not paying is not legal')
      const resolved = body.events.find((e) => e.type === 'resolve' && e.card === 'Imperial Order')
      t.equal(resolved?.maintenance, 'paid')
      t.same(resolved?.lp, { A: 7300 })
    })

    t.test('Imperial Order with 500 LP: it cannot be paid, so the card is destroyed', async (t) => {
      const body = await post({ turnPlayer: 'A', phase: 'standby', players: { A: { field: ['Imperial Order'], lp: 500 }, B: {} } })
      const resolved = body.events.find((e) => e.type === 'resolve' && e.card === 'Imperial Order')
      t.equal(resolved?.maintenance, 'not-paid')
    })

    t.test("Red Screen in its controller's End Phase: paid", async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Red Screen'], lp: 4000 }, B: {} }, enumerate: true })
      const resolved = body.events.find((e) => e.type === 'resolve' && e.card === 'Red Screen')
      t.equal(resolved?.maintenance, 'paid')
      t.same(resolved?.lp, { A: 3000 })
      const outcomes = (body as unknown as { outcomes?: unknown[] }).outcomes ?? []
      t.equal(outcomes.length, 1, 'one outcome only: never one where it is not paid')
    })

    t.test('Jinzo: a Trap\'s End Phase effect on the field cannot be activated, and the answer says why; Set or absent, it is', async (t) => {
      const jinzo = (await app.inject({ method: 'GET', url: '/v1/cards/Jinzo' })).json() as { continuous?: unknown[] }
      t.match(jinzo.continuous, [{ effect: 'forbid-activation', cards: 'trap', whose: 'each' }], 'read from the text')
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Hecahands Bait'] }, B: { field: ['Jinzo'] } }, explain: 'en' })
      t.notOk(body.events.some((e) => e.type === 'activate' && e.card === 'Hecahands Bait'), 'the mandatory effect is not activated')
      t.notOk(body.steps.some((s) => s.legal.some((a) => a.effect?.startsWith('Hecahands Bait'))), 'nor offered')
      const said = body.events.find((e) => e.type === 'cannot-activate' && e.card === 'Hecahands Bait')
      t.equal(said?.reason, 'activation-forbidden')
      t.equal(said?.by, 'Jinzo')
      t.ok(ids(said).includes('ygo-continuous-effects'), 'cites the rule of continuous effects')
      t.match((body.explanation?.entries ?? []).map((e) => e.text).join('\n'), /Jinzo/, 'the explanation names the card that forbids it')
      for (const B of [{}, { field: [{ card: 'Jinzo', position: 'set' }] }]) {
        const free = await post({ turnPlayer: 'A', players: { A: { field: ['Hecahands Bait'] }, B } })
        t.ok(free.events.some((e) => e.type === 'activate' && e.card === 'Hecahands Bait'), 'activated without a face-up Jinzo')
      }
      const set = await post({ turnPlayer: 'A', players: { A: { field: [{ card: 'Return Soul', position: 'set' }] }, B: { field: ['Jinzo'] } } })
      t.notOk(set.steps.some((s) => s.legal.some((a) => a.effect?.startsWith('Return Soul'))), 'a Set Trap cannot be activated either')
      const setFree = await post({ turnPlayer: 'A', players: { A: { field: [{ card: 'Return Soul', position: 'set' }] }, B: {} } })
      t.ok(setFree.steps.some((s) => s.legal.some((a) => a.effect?.startsWith('Return Soul'))), 'offered without Jinzo')
    })

    t.test('Messenger of Peace: its cost stays optional', async (t) => {
      const body = await post({ turnPlayer: 'A', phase: 'standby', players: { A: { field: ['Messenger of Peace'], lp: 8000 }, B: {} } })
      t.ok(body.steps.find((s) => s.decision === 'maintenance')?.legal.some((a) => a.type === 'pass'), 'not paying is legal')
    })
  })
}
