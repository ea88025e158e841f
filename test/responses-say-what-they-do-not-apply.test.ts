/**
 * A response's card may do more than negate ("Your opponent draws 1 card, also negate the
 * activation", "negate the activation, and if you do, Set that card face-down, then they can Set 1
 * Trap directly from their Deck"). The engine applies the negation only, so the negation says the
 * rest is not applied (`effectOnState: "partial"`, `notApplied`), never silently; the move of the
 * negated card itself ("and if you do, destroy it") is part of the negation.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { readResponseExtras } from '../src/analyser/response-costs.js'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

t.test('what a negating effect does besides, read from its text', async (t) => {
  t.same(readResponseExtras('When your opponent would Special Summon a monster(s): Negate the Summon, and if you do, destroy that monster(s), then your opponent draws 1 card.'), [{ action: 'draw', count: 1, whose: 'opponent' }], 'a draw for the opponent after the destruction')
  t.same(readResponseExtras('When a Spell Card is activated: Negate the activation, and if you do, destroy it, and if you do that, inflict 800 damage to your opponent.')?.map((a) => a.action), ['lose-lp'], 'damage after the destruction')
  t.equal(readResponseExtras('When a monster would be Summoned, OR a Spell/Trap Card is activated: Pay half your LP; negate the Summon or activation, and if you do, destroy that card.'), undefined, 'Solemn Judgment: negating and destroying what it negated is all')
  t.equal(readResponseExtras('When a Spell Card is activated: Discard 1 card; negate the activation, and if you do, destroy it.'), undefined, 'Magic Jammer: the cost is no extra')
  t.equal(readResponseExtras('When a card or effect is activated that includes any of these effects (Quick Effect): You can discard this card; negate that effect.'), undefined, 'a hand trap that only negates')
  t.equal(readResponseExtras('Draw 2 cards.'), undefined, 'no negation: nothing')
})

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('the negation says what the response did not apply', async (t) => {
    type Event = { type: string; by?: string; effectOnState?: string; notApplied?: string[] }
    const app = await appWithRealCards(t, ['Samsara Lotus', 'Red Reboot', 'Solemn Strike'])
    const post = resolver<{ events: Event[] }>(t, app, { turnPlayer: 'A' })
    const negation = async (card: string) => {
      const body = await post({
        players: { A: { graveyard: ['Samsara Lotus'] }, B: { lp: 8000 } },
        responses: [{ id: 'r', controller: 'B', card, negates: 'activation', mandatory: false }],
        choices: [{ player: 'A', type: 'activate', effect: 'Samsara Lotus' }, { player: 'B', type: 'activate', effect: 'r' }],
      })
      return body.events.find((e) => e.type === 'negate-activation' && e.by === 'r')
    }
    const reboot = await negation('Red Reboot')
    t.equal(reboot?.effectOnState, 'partial', "Red Reboot's Set from the Deck is not applied, and said")
    t.same(reboot?.notApplied, ['set'])
    const strike = await negation('Solemn Strike')
    t.ok(strike, 'Solemn Strike negates')
    t.equal(strike?.effectOnState, undefined, 'a response that only negates (and destroys what it negated) is whole')
    t.equal(strike?.notApplied, undefined)
  })
}
