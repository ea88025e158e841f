/**
 * Boards of real cards whose effects are not modelled, written after the code that names them and
 * committed before it first ran on them (first-run figures in the commit that follows): a
 * Continuous Trap reacting to effect damage, a replacement on destruction, a card's own trigger as
 * Limiter Removal destroys it, and cards that must stay silent.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Doppelganger', 'Bowganian', 'Empire of Endymion', 'Mist Archfiend', 'Darksea Float', 'Limiter Removal', 'Munin the Runick Wings', 'Kuribee']
type Event = { type: string; effect?: string; card?: string; kind?: string; on?: string; outcome?: string; effectOnState?: string; lp?: Record<string, number> }
type Note = { card?: string; unmodelled?: { kind: string; on: string[] } }
type Answer = { events: Event[]; notes: Note[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('blind boards: effects not modelled are named', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app)
    const said = (body: Answer, card: string) => body.events.findIndex((e) => e.type === 'not-modelled' && e.card === card)
    const resolved = (body: Answer, card: string) => body.events.findIndex((e) => e.type === 'resolve' && e.card === card)

    t.test("B's Bowganian deals 600 in B's Standby Phase; A's face-up Doppelganger would answer it: named after the damage", async (t) => {
      const body = await post({ turnPlayer: 'B', phase: 'standby', players: { A: { field: ['Doppelganger'], lp: 8000 }, B: { field: ['Bowganian'], lp: 8000 } } })
      const bow = resolved(body, 'Bowganian')
      t.same(body.events[bow]?.lp, { A: 7400 }, 'the damage is dealt')
      t.match(body.notes.find((n) => n.card === 'Doppelganger'), { unmodelled: { kind: 'trigger', on: ['damage'] } })
      t.ok(said(body, 'Doppelganger') > bow)
      t.match(body.events[said(body, 'Doppelganger')], { kind: 'trigger', on: 'damage', effectOnState: 'unknown' })
    })

    t.test('Mist Archfiend destroys itself while Empire of Endymion could replace that destruction: named', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: [{ card: 'Mist Archfiend', summoned: 'normal' }, 'Empire of Endymion'], lp: 8000 }, B: {} }, choices: [{ player: 'A', type: 'activate', effect: 'Mist Archfiend' }] })
      const mist = resolved(body, 'Mist Archfiend')
      t.ok(mist >= 0)
      t.match(body.notes.find((n) => n.card === 'Empire of Endymion'), { unmodelled: { kind: 'continuous', on: ['replace'] } })
      t.ok(said(body, 'Empire of Endymion') > mist)
      t.match(body.events[said(body, 'Empire of Endymion')], { kind: 'continuous', on: 'replace', effectOnState: 'unknown' })
    })

    t.test("Limiter Removal destroys Darksea Float in the End Phase: its own trigger on being destroyed (old wording, no colon) is named", async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Darksea Float'] }, B: {} }, thisTurn: [{ player: 'A', activated: 'Limiter Removal', affected: ['Darksea Float'] }] })
      const limiter = body.events.findIndex((e) => e.type === 'resolve' && typeof e.effect === 'string' && e.effect.startsWith('Limiter Removal'))
      t.ok(limiter >= 0, 'the destruction resolves')
      t.match(body.notes.find((n) => n.card === 'Darksea Float' && n.unmodelled?.kind === 'trigger'), { unmodelled: { on: ['sent-to-gy'] } })
      t.ok(said(body, 'Darksea Float') > limiter)
      t.match(body.events[said(body, 'Darksea Float')], { kind: 'trigger', on: 'sent-to-gy', effectOnState: 'unknown' })
    })

    t.test('no flood: Munin (its End Phase LP gain read; its other effects need the Extra Deck or a Quick Effect) and Kuribee (battle) say nothing', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Munin the Runick Wings', 'Kuribee'], lp: 8000 }, B: {} }, choices: [{ player: 'A', type: 'activate', effect: 'Munin the Runick Wings' }] })
      t.ok(resolved(body, 'Munin the Runick Wings') >= 0, "Munin's End Phase item resolves")
      t.same(body.notes.filter((n) => n.card !== undefined), [])
      t.notOk(body.events.some((e) => e.type === 'not-modelled'))
    })
  })
}
