/**
 * Responses whose cost is LP or a discard (Solemn Strike: "Pay 1500 LP"; Magic Jammer, Divine
 * Wrath: "Discard 1 card"): the cost is read from the response card's text, checked (not offered
 * when it cannot be paid) and paid (LP reduced, the discarded card in the GY before the hand-size
 * step, where it no longer counts in the hand). Expected answers written before the code.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Samsara Lotus', 'Solemn Strike', 'Divine Wrath', 'Seven Tools of the Bandit', 'Mystical Elf', 'Performage Damage Juggler', 'Red Reboot', 'Return Soul']
type Event = { type: string; effect?: string; card?: string; player?: string; outcome?: string; lp?: Record<string, number>; cards?: string[]; reason?: string; hand?: number; over?: boolean }
type Step = { player: string; decision?: string; kind?: string; legal: Array<{ type: string; effect?: string; count?: number }> }
type Answer = { events: Event[]; steps: Step[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('responses that pay LP or discard as a cost', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    const samsara = (b: Record<string, unknown>, response: string, choices: unknown[]) =>
      post({ players: { A: { graveyard: ['Samsara Lotus'] }, B: b }, responses: [{ id: 'r', controller: 'B', card: response, negates: 'activation', mandatory: false }], choices: [{ player: 'A', type: 'activate', effect: 'Samsara Lotus' }, ...choices] })
    const responded = (body: Answer) => body.events.find((e) => e.type === 'activate' && e.effect === 'r')
    const negated = (body: Answer) => body.events.some((e) => e.type === 'negate-activation')
    const offeredResponse = (body: Answer) => body.steps.some((s) => s.player === 'B' && s.legal.some((a) => a.effect === 'r' || a.type === 'discard'))

    t.test('Solemn Strike with 8000 LP: activated, LP 6500, the activation negated', async (t) => {
      const body = await samsara({ lp: 8000 }, 'Solemn Strike', [{ player: 'B', type: 'activate', effect: 'r' }])
      t.same(responded(body)?.lp, { B: 6500 })
      t.ok(negated(body))
    })
    t.test('Solemn Strike with 1000 LP: cannot be paid, not offered; Samsara Lotus resolves', async (t) => {
      const body = await samsara({ lp: 1000 }, 'Solemn Strike', [])
      t.notOk(offeredResponse(body))
      t.notOk(responded(body))
      t.ok(body.events.some((e) => e.type === 'resolve' && e.card === 'Samsara Lotus' && e.outcome === 'applied'))
    })
    t.test('Solemn Strike with exactly 1500 LP: payable, LP 0', async (t) => {
      const body = await samsara({ lp: 1500 }, 'Solemn Strike', [{ player: 'B', type: 'activate', effect: 'r' }])
      t.same(responded(body)?.lp, { B: 0 })
    })
    t.test('Solemn Strike, LP not given: taken as payable', async (t) => {
      const body = await samsara({}, 'Solemn Strike', [{ player: 'B', type: 'activate', effect: 'r' }])
      t.ok(responded(body))
      t.ok(negated(body))
    })
    t.test('Divine Wrath with a card in hand: the discard is chosen, the card goes to the GY', async (t) => {
      const body = await samsara({ hand: ['Mystical Elf'] }, 'Divine Wrath', [{ player: 'B', type: 'discard', cards: ['Mystical Elf'] }])
      const step = body.steps.find((s) => s.player === 'B' && s.legal.some((a) => a.type === 'discard'))
      t.equal(step?.legal.find((a) => a.type === 'discard')?.count, 1, 'a discard of one card is legal')
      const discard = body.events.find((e) => e.type === 'discard' && e.player === 'B')
      t.same(discard?.cards, ['Mystical Elf'])
      t.equal(discard?.reason, 'activation-cost')
      t.ok(responded(body))
      t.ok(negated(body))
    })
    t.test('Divine Wrath with an empty hand: cannot be paid, not offered', async (t) => {
      const body = await samsara({}, 'Divine Wrath', [])
      t.notOk(offeredResponse(body))
      t.notOk(negated(body))
    })
    t.test("a discard paid as a response's cost is gone from the hand before the hand-size step", async (t) => {
      // A (turn player, 7 cards) answers B's quick effect with Divine Wrath, discarding one: 6 left, nothing to discard at the hand-size step.
      const body = await post({
        players: { A: { hand: ['Mystical Elf', { count: 6 }] }, B: { field: ['Mystical Elf'] } },
        effects: [{ id: 'q', controller: 'B', kind: 'quick', card: 'Mystical Elf' }],
        responses: [{ id: 'r', controller: 'A', card: 'Divine Wrath', negates: 'activation', mandatory: false }],
        choices: [{ player: 'B', type: 'activate', effect: 'q' }, { player: 'A', type: 'discard', cards: ['Mystical Elf'] }],
      })
      t.ok(responded(body), 'Divine Wrath activated')
      const size = body.events.find((e) => e.type === 'hand-size' && e.player === 'A')
      t.equal(size?.hand, 6)
      t.equal(size?.over, false)
    })
    t.test('a hand trap paying with itself ("You can discard this card; negate …") leaves the hand as it is activated: no other card is chosen', async (t) => {
      // A (turn player, 7 cards, one of them Performage Damage Juggler) answers B's quick effect with it: 6 left.
      const body = await post({
        players: { A: { hand: ['Performage Damage Juggler', { count: 6 }] }, B: { field: ['Mystical Elf'] } },
        effects: [{ id: 'q', controller: 'B', kind: 'quick', card: 'Mystical Elf' }],
        responses: [{ id: 'r', controller: 'A', card: 'Performage Damage Juggler', negates: 'activation', mandatory: false }],
        choices: [{ player: 'B', type: 'activate', effect: 'q' }, { player: 'A', type: 'activate', effect: 'r' }],
      })
      t.ok(responded(body), 'activated')
      t.notOk(body.steps.some((s) => s.player === 'A' && s.legal.some((a) => a.type === 'discard' && a.count !== undefined && s.decision !== 'discard')), 'no card of the rest of the hand is chosen for it')
      const paid = body.events.find((e) => e.type === 'discard' && e.reason === 'activation-cost')
      t.same(paid?.cards, ['Performage Damage Juggler'], 'the card itself, discarded as its cost')
      const size = body.events.find((e) => e.type === 'hand-size' && e.player === 'A')
      t.equal(size?.hand, 6)
      t.equal(size?.over, false)
    })
    t.test('Seven Tools of the Bandit with 900 LP: cannot be paid', async (t) => {
      const body = await samsara({ lp: 900 }, 'Seven Tools of the Bandit', [])
      t.notOk(offeredResponse(body))
    })

  t.test('a Counter Trap activated from the hand for a price: paid only from the hand', async (t) => {
    const app = await appWithRealCards(t, ['Red Reboot', 'Return Soul', 'Gene-Warped Warwolf'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    // Red Reboot: "You can activate this card from your hand by paying half your LP." Return Soul is a Trap Card activated in the End Phase.
    const board = (B: Record<string, unknown>) =>
      post({
        players: { A: { field: [{ card: 'Return Soul', key: 'rs', position: 'set' }], graveyard: [{ card: 'Gene-Warped Warwolf', key: 'gw' }] }, B: { lp: 8000, ...B } },
        thisTurn: [{ player: 'B', destroyed: ['gw'], by: 'battle' }],
        responses: [{ id: 'reboot', controller: 'B', card: 'Red Reboot', negates: 'activation', mandatory: false }],
        choices: [{ player: 'A', type: 'activate', effect: 'rs' }, { player: 'B', type: 'activate', effect: 'reboot' }],
      })
    const fromHand = await board({ hand: ['Red Reboot'] })
    t.same(fromHand.events.find((e) => e.type === 'activate' && e.effect === 'reboot')?.lp, { B: 4000 }, 'from the hand: half of 8000 LP paid')
    const set = await board({ field: [{ card: 'Red Reboot', position: 'set' }] })
    const activated = set.events.find((e) => e.type === 'activate' && e.effect === 'reboot')
    t.ok(activated, 'Set: activated')
    t.equal(activated?.lp, undefined, 'Set: no LP paid')
  })
  })
}
