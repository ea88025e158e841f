/**
 * Continuous negations narrowed by what the negated card is, read from text: "Flip monsters'
 * effects cannot be activated, also their effects are negated." (Royal Command: the type line's
 * word), "Negate the effects of all Continuous Spell Cards and Continuous Trap Cards." (Silent
 * Insect: the property), "Effects of face-up LIGHT monsters are negated." (Brain Golem: every effect
 * of that Attribute on the field), "… effects … that activate in the GY are negated." (The End of
 * Anubis: only in the GY). Real imported cards, through POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; card?: string; outcome?: string; by?: string; lp?: Record<string, number> }
type Answer = { events: Event[]; steps: Array<{ legal: Array<{ type: string; effect?: string }> }> }

const outcome = (body: Answer, card: string) => body.events.find((e) => e.type === 'resolve' && e.card === card)?.outcome
const offered = (body: Answer, id: string) => body.steps.some((s) => s.legal.some((a) => a.type !== 'pass' && a.effect === id))

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('negations by kind, property and zone', async (t) => {
    const app = await appWithRealCards(t, ['Royal Command', 'Dark Mimic LV1', 'Silent Insect', 'Explosive Urchin', 'Brain Golem', 'Shire, Lightsworn Spirit', 'The End of Anubis', 'Sinister Serpent', 'Shelrokket Dragon', 'Aratama'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })

    t.test("Royal Command: a Flip monster's Standby Phase effect is not offered", async (t) => {
      const board = (extra: string[]) => ({ phase: 'standby', players: { A: { field: [{ card: 'Dark Mimic LV1', key: 'mimic' }], hand: 2 }, B: { field: extra } } })
      t.ok(offered(await post(board([])), 'mimic'), 'offered without Royal Command')
      t.notOk(offered(await post(board(['Royal Command'])), 'mimic'))
    })
    t.test("Silent Insect: a Continuous Trap's Standby Phase damage is negated", async (t) => {
      const board = (extra: string[]) => ({ phase: 'standby', players: { A: { field: ['Explosive Urchin'], lp: 8000 }, B: { field: extra, lp: 8000 } } })
      t.equal(outcome(await post(board([])), 'Explosive Urchin'), 'applied')
      t.not(outcome(await post(board(['Silent Insect'])), 'Explosive Urchin'), 'applied')
    })
    t.test('Brain Golem: a LIGHT monster on the field is negated, a DARK one is not', async (t) => {
      t.not(outcome(await post({ players: { A: { field: ['Shire, Lightsworn Spirit'], deck: 20 }, B: { field: ['Brain Golem'] } } }), 'Shire, Lightsworn Spirit'), 'applied')
      t.equal(outcome(await post({ players: { A: { field: [{ card: 'Aratama', summoned: 'normal' }], hand: 2 }, B: { field: ['Brain Golem'] } } }), 'Aratama'), 'applied')
    })
    t.test('The End of Anubis: an effect activated in the GY resolves negated, one on the field does not', async (t) => {
      const serpent = await post({ phase: 'standby', players: { A: { graveyard: [{ card: 'Sinister Serpent', key: 'serpent' }], hand: 2 }, B: { field: ['The End of Anubis'] } }, choices: [{ player: 'A', type: 'activate', effect: 'serpent' }] })
      t.equal(outcome(serpent, 'Sinister Serpent'), 'negated')
      t.equal(outcome(await post({ players: { A: { field: [{ card: 'Aratama', summoned: 'normal' }], hand: 2 }, B: { field: ['The End of Anubis'] } } }), 'Aratama'), 'applied')
    })
  })
}
