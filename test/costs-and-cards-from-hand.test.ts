/**
 * Costs and cards used from the hand change the state: a Spell activated from the hand leaves it
 * before the hand-size step; a cost of sending this card from the hand to the GY is paid (the hand
 * holds one card fewer, the card is in the GY). Real imported cards, through POST /v1/resolve.
 * Expected answers written before the code that passes them.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Mystical Space Typhoon', 'Wannabee!', 'Mystical Elf', 'Macro Cosmos', 'Effect Veiler']
type Event = { type: string; effect?: string; card?: string; cards?: string[]; hand?: number; over?: boolean; outcome?: string; effectOnState?: string; notApplied?: string[] }
type Step = { player: string; decision: string; legal: Array<{ type: string; effect?: string; count?: number }> }
type Answer = { events: Event[]; steps: Step[] }

const elves = (n: number) => Array.from({ length: n }, () => 'Mystical Elf')

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('costs and cards used from the hand', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app)

    t.test('a Quick-Play Spell activated from a hand of 8: 7 cards are left at the hand-size step', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { hand: ['Mystical Space Typhoon', ...elves(7)] }, B: {} },
        effects: [{ id: 'MST', controller: 'A', card: 'Mystical Space Typhoon', cardKey: 'Mystical Space Typhoon', kind: 'quick', mandatory: false }],
        choices: [{ player: 'A', type: 'activate', effect: 'MST' }],
      })
      t.ok(body.events.some((e) => e.type === 'activate' && e.effect === 'MST'), 'activated')
      const size = body.events.find((e) => e.type === 'hand-size')
      t.equal(size?.hand, 7, 'the Spell left the hand as it was activated')
      t.equal(body.steps.find((s) => s.decision === 'discard')?.legal[0]?.count, 1, 'one card to discard, not two')
      const resolved = body.events.find((e) => e.type === 'resolve' && e.effect === 'MST')
      // Its text says it destroys ("…; destroy that target"); the target, a card chosen on the field, is not modelled.
      t.equal(resolved?.effectOnState, 'partial', 'what it destroys is not modelled: said, never a silent applied')
      t.same(resolved?.notApplied, ['destroy'])
    })

    t.test('a Quick-Play Spell activated from the hand under Macro Cosmos: banished once resolved', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { hand: ['Mystical Space Typhoon', ...elves(3)] }, B: { field: ['Macro Cosmos'] } },
        effects: [{ id: 'MST', controller: 'A', card: 'Mystical Space Typhoon', cardKey: 'Mystical Space Typhoon', kind: 'quick', mandatory: false }],
        choices: [{ player: 'A', type: 'activate', effect: 'MST' }],
      })
      const instead = body.events.find((e) => e.type === 'banished-instead')
      t.same(instead?.cards, ['Mystical Space Typhoon'], 'it would have gone to the GY once resolved')
    })

    t.test("Wannabee! activated from a hand of 7 by sending itself to the GY: 6 cards, nothing to discard", async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { hand: ['Wannabee!', ...elves(6)] }, B: {} },
        choices: [{ player: 'A', type: 'activate', effect: 'Wannabee!' }],
      })
      t.ok(body.events.some((e) => e.type === 'activate' && e.card === 'Wannabee!'), 'activated')
      const size = body.events.find((e) => e.type === 'hand-size')
      t.equal(size?.hand, 6)
      t.equal(size?.over, false)
      t.notOk(body.steps.some((s) => s.decision === 'discard'), 'no hand-size discard')
    })

    t.test('a hand trap used in the list phase, its cost sending itself from the hand to the GY: no longer counted at the hand-size step', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { hand: ['Effect Veiler', ...elves(7)] }, B: {} },
        effects: [{ id: 'Veiler', controller: 'A', card: 'Effect Veiler', cardKey: 'Effect Veiler', kind: 'quick', mandatory: false, costs: [{ action: 'send-to-gy', target: 'self' }] }],
        choices: [{ player: 'A', type: 'activate', effect: 'Veiler' }],
      })
      t.ok(body.events.some((e) => e.type === 'activate' && e.effect === 'Veiler'), 'activated')
      t.equal(body.events.find((e) => e.type === 'hand-size')?.hand, 7)
      t.equal(body.steps.find((s) => s.decision === 'discard')?.legal[0]?.count, 1)
    })

    t.test('a cost that discards the card itself cannot be paid from the field: the item is not offered', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { field: ['Effect Veiler'] }, B: {} },
        effects: [{ id: 'Veiler', controller: 'A', card: 'Effect Veiler', cardKey: 'Effect Veiler', kind: 'quick', mandatory: false, costs: [{ action: 'discard', target: 'self' }] }],
      })
      t.notOk(body.steps.some((s) => s.legal.some((a) => a.effect === 'Veiler')), 'never offered')
    })

    t.test('two Wannabee! in the hand: once one is used, the other is not offered (once per turn by name)', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { hand: ['Wannabee!', 'Wannabee!', ...elves(5)] }, B: {} },
        choices: [{ player: 'A', type: 'activate', effect: 'Wannabee!' }],
      })
      t.equal(body.events.filter((e) => e.type === 'activate').length, 1)
      t.equal(body.events.find((e) => e.type === 'hand-size')?.hand, 6)
    })
  })
}
