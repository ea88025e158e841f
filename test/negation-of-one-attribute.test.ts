/**
 * "Negate all LIGHT monster effects activated on the field or in the GY." (Light-Imprisoning Mirror,
 * Shadow-Imprisoning Mirror for DARK): a monster of that Attribute activates its item, on the field
 * or in the GY, and it resolves negated; a monster of another Attribute is untouched. The Attribute
 * comes from the catalog. Real imported cards, through POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; card?: string; outcome?: string; by?: string }
type Answer = { events: Event[] }

const outcome = (body: Answer, card: string) => body.events.find((e) => e.type === 'resolve' && e.card === card)?.outcome

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test("a negation of one Attribute's activated effects", async (t) => {
    const app = await appWithRealCards(t, ['Light-Imprisoning Mirror', 'Shadow-Imprisoning Mirror', 'Shire, Lightsworn Spirit', 'Shelrokket Dragon'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    // Shelrokket Dragon (DARK) in A's GY, destroyed this turn: its End Phase effect is activated in the GY.
    const shelrokket = (mirror: string) =>
      post({
        players: { A: { graveyard: [{ card: 'Shelrokket Dragon', key: 'sr' }], deck: 20 }, B: { field: [mirror] } },
        thisTurn: [{ player: 'B', destroyed: ['sr'], by: 'effect' }],
        choices: [{ player: 'A', type: 'activate', effect: 'sr' }],
      })

    t.test('a LIGHT monster on the field: activated, negated by the card', async (t) => {
      const body = await post({ players: { A: { field: ['Shire, Lightsworn Spirit'], deck: 20 }, B: { field: ['Light-Imprisoning Mirror'] } } })
      t.ok(body.events.some((e) => e.type === 'activate' && e.card === 'Shire, Lightsworn Spirit'))
      t.equal(outcome(body, 'Shire, Lightsworn Spirit'), 'negated')
      t.equal(body.events.find((e) => e.type === 'resolve' && e.card === 'Shire, Lightsworn Spirit')?.by, 'Light-Imprisoning Mirror')
    })
    t.test('the other Attribute: untouched', async (t) => {
      t.equal(outcome(await post({ players: { A: { field: ['Shire, Lightsworn Spirit'], deck: 20 }, B: { field: ['Shadow-Imprisoning Mirror'] } } }), 'Shire, Lightsworn Spirit'), 'applied')
      t.not(outcome(await shelrokket('Light-Imprisoning Mirror'), 'Shelrokket Dragon'), 'negated')
    })
    t.test('a DARK monster activating in the GY: negated ("on the field or in the GY")', async (t) => {
      t.equal(outcome(await shelrokket('Shadow-Imprisoning Mirror'), 'Shelrokket Dragon'), 'negated')
    })
  })
}
