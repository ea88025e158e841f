/**
 * "For the rest of this turn, the effects of all face-up monsters your opponent controls are negated"
 * (Elemental HERO Chaos Neos) lasts as "until the end of this turn" does: the negated monster's End
 * Phase effect, activated, does nothing, and the negation ends after the hand-size step, no list item
 * (MR3 rulebook p.75, seeds 000 and 003). Expected answers written before the code that passes them.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; card?: string; window?: string; outcome?: string }
type Answer = { events: Event[]; steps: Array<{ legal: Array<{ type: string; effect?: string }> }> }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('a negation for the rest of this turn', async (t) => {
    const app = await appWithRealCards(t, ['Elemental HERO Chaos Neos', 'Unchained Abomination'])
    const body = await resolver<Answer>(t, app)({
      turnPlayer: 'A',
      players: { A: { field: ['Elemental HERO Chaos Neos'] }, B: { field: ['Unchained Abomination'] } },
      thisTurn: [{ player: 'A', activated: 'Elemental HERO Chaos Neos', affected: ['Unchained Abomination'] }],
      // A leaves Chaos Neos's own mandatory End Phase item for later (its shuffle would Set Abomination first).
      choices: [{ player: 'A', type: 'pass' }, { player: 'B', type: 'activate', effect: 'Unchained Abomination' }],
    })
    const abomination = body.events.find((e) => e.type === 'resolve' && e.card === 'Unchained Abomination')
    t.equal(abomination?.outcome, 'negated', 'its End Phase effect is activated and does nothing')
    const ends = body.events.findIndex((e) => e.type === 'expire' && e.card === 'Elemental HERO Chaos Neos' && e.window === 'end-of-turn')
    const handSize = body.events.findIndex((e) => e.type === 'hand-size')
    t.ok(handSize >= 0 && ends > handSize, 'the negation ends after the hand-size step')
    t.notOk(body.steps.some((s) => s.legal.some((a) => a.type === 'expire' && a.effect?.startsWith('Elemental HERO Chaos Neos'))), 'never a list item')
  })
}
