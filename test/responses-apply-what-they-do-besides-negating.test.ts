/**
 * A response's card may do more than negate: draw a card ("… and if you do, destroy it. Then draw 1
 * card."), inflict damage ("negate the activation, and if you do, inflict 500 damage to your
 * opponent"), Special Summon itself from the hand ("Special Summon this card from your hand, and if
 * you do, negate that effect"). What the state models is applied as the response resolves (the hand
 * at the hand-size step, the LP); what it does not is still said (`partial`, `notApplied`). A hand
 * trap "send this card from your hand to the GY; negate …" leaves the hand as its cost.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { readResponseCosts, readResponseExtras } from '../src/analyser/response-costs.js'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

t.test('what a negating effect does besides, read from its text', async (t) => {
  t.same(
    readResponseExtras('When your opponent activates a card that could make you discard: You can send this card from your hand to the Graveyard; negate the activation, and if you do, destroy it. Then draw 1 card.'),
    [{ action: 'draw', count: 1, whose: 'controller' }],
    'a sentence opening with "Then" goes on with the negating effect',
  )
  t.equal(
    readResponseExtras('When your opponent activates a Trap Card: You can send this card from your hand to the GY; negate the activation, and if you do, destroy it. Then, if you control a Plant monster, this card gains 100 ATK.')?.some((a) => a.action === 'draw'),
    undefined,
    'a "Then" sentence that reads as nothing adds nothing',
  )
  t.equal(
    readResponseExtras('When a Spell Card is activated: Discard 1 card; negate the activation, and if you do, destroy it. You can only activate 1 "X" per turn.'),
    undefined,
    'a sentence that does not open with "Then" is another matter',
  )
  t.same(readResponseCosts('When your opponent activates a Trap Card while you control a Plant monster (Quick Effect): You can send this card from your hand to the GY; negate the activation, and if you do, destroy it.'), [{ action: 'send-to-gy', target: 'self' }])
  t.same(readResponseExtras('When your opponent activates a monster effect (Quick Effect): You can detach 2 materials from this card; negate the activation, and if you do, inflict 500 damage to your opponent.'), [{ action: 'lose-lp', amount: 500, whose: 'opponent', damage: true }])
  t.same(readResponseExtras('When your opponent activates a card or effect that targets a Plant monster(s) you control (Quick Effect): You can Special Summon this card from your hand, and if you do, negate that effect.'), [{ action: 'special-summon', target: 'self' }])
})

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('the response does what it does besides negating', async (t) => {
    type Event = { type: string; by?: string; effect?: string; effectOnState?: string; notApplied?: string[]; lp?: Record<string, number>; hand?: number; subject?: string; moves?: string; cards?: string[]; sent?: boolean }
    const app = await appWithRealCards(t, ['Samsara Lotus', 'Number 65: Djinn Buster', 'Sunvine Maiden', 'Performage Mirror Conductor', 'Rose Archer', 'Gene-Warped Warwolf'])
    const post = resolver<{ events: Event[] }>(t, app, { turnPlayer: 'A' })

    const djinn = await post({
      players: { A: { graveyard: ['Samsara Lotus'], lp: 8000 }, B: { field: ['Number 65: Djinn Buster'], lp: 8000 } },
      responses: [{ id: 'djinn', controller: 'B', card: 'Number 65: Djinn Buster', negates: 'activation', mandatory: false }],
      choices: [{ player: 'A', type: 'activate', effect: 'Samsara Lotus' }, { player: 'B', type: 'activate', effect: 'djinn' }],
    })
    const negation = djinn.events.find((e) => e.type === 'negate-activation' && e.by === 'djinn')
    t.same(negation?.lp, { A: 7500 }, 'Djinn Buster inflicts 500 to its opponent once it has negated')
    t.equal(negation?.effectOnState, undefined, 'and nothing of it is left unsaid')

    const maiden = await post({
      players: { A: { hand: ['Sunvine Maiden', { count: 6 }] }, B: { field: [{ card: 'Performage Mirror Conductor', key: 'conductor' }] } },
      effects: [{ id: 'mirror', controller: 'B', card: 'Performage Mirror Conductor', cardKey: 'conductor', kind: 'quick', mandatory: false }],
      responses: [{ id: 'maiden', controller: 'A', card: 'Sunvine Maiden', negates: 'effect', mandatory: false }],
      choices: [{ player: 'B', type: 'activate', effect: 'mirror' }, { player: 'A', type: 'activate', effect: 'maiden' }],
    })
    const summoned = maiden.events.find((e) => e.type === 'negate-effect' && e.by === 'maiden')
    t.equal(summoned?.moves, 'field', 'Sunvine Maiden Special Summons itself from the hand')
    t.equal(maiden.events.find((e) => e.type === 'hand-size')?.hand, 6, 'so the hand of 7 is 6 at the hand-size step')

    const archer = await post({
      players: { A: { hand: ['Rose Archer', 'Gene-Warped Warwolf', { count: 5 }] }, B: { field: [{ card: 'Performage Mirror Conductor', key: 'conductor' }] } },
      effects: [{ id: 'mirror', controller: 'B', card: 'Performage Mirror Conductor', cardKey: 'conductor', kind: 'quick', mandatory: false }],
      responses: [{ id: 'archer', controller: 'A', card: 'Rose Archer', negates: 'activation', mandatory: false }],
      choices: [{ player: 'B', type: 'activate', effect: 'mirror' }, { player: 'A', type: 'activate', effect: 'archer' }],
    })
    t.ok(archer.events.some((e) => e.type === 'activate' && e.effect === 'archer'), 'Rose Archer answers')
    t.equal(archer.events.find((e) => e.type === 'hand-size')?.hand, 6, 'sent from the hand as its own cost: the hand of 7 is 6')
  })
}
