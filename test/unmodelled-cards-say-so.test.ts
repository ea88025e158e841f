/**
 * A card on the board whose effect the analyser could not turn into data says so in the answer:
 * a note naming the card and the kind of effect not modelled, and where that effect could have
 * changed what happened, a `not-modelled` event naming it (`effectOnState: "unknown"`), never
 * silence. A card whose unread sentences cannot act in the window, or that is not where they act
 * from, gets nothing. Boards of real cards; the expected answers were written before the code.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = [
  'Lyla, Lightsworn Sorceress',
  'Garoth, Lightsworn Warrior',
  'Majestic Mech - Ohka',
  'Cracking',
  'Pandemonium',
  'Armed Dragon Catapult Cannon',
  'Black Dragon Ninja',
  'Kagemucha Knight',
]
type Event = { type: string; effect?: string; card?: string; kind?: string; on?: string; outcome?: string; effectOnState?: string }
type Note = { ruling: string; text: string; card?: string; unmodelled?: { kind: string; on: string[] } }
type Entry = { kind: string; text: string }
type Answer = { events: Event[]; notes: Note[]; explanation?: { entries: Entry[] } }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('cards whose effects are not modelled are named', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app)
    const noteOn = (body: Answer, card: string) => body.notes.find((n) => n.card === card)
    const saidAt = (body: Answer, card: string) => body.events.findIndex((e) => e.type === 'not-modelled' && e.card === card)

    t.test("Lyla mills in the End Phase beside Garoth, whose trigger on Lightsworn mills is not read: Garoth is named, never silent", async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress', 'Garoth, Lightsworn Warrior'], deck: 30 }, B: {} }, choices: [{ player: 'A', type: 'activate', effect: 'Lyla, Lightsworn Sorceress' }] })
      const lyla = body.events.findIndex((e) => e.type === 'resolve' && e.card === 'Lyla, Lightsworn Sorceress')
      t.ok(lyla >= 0, 'Lyla resolves')
      // Once the trigger reader reads "by the effect of a "Lightsworn" monster", Garoth is activated instead: either way it is not silent.
      const activated = body.events.some((e) => e.type === 'activate' && e.card === 'Garoth, Lightsworn Warrior')
      if (!activated) {
        t.match(noteOn(body, 'Garoth, Lightsworn Warrior'), { unmodelled: { kind: 'trigger', on: ['sent-to-gy'] } }, 'a note names Garoth and its unread trigger')
        t.match(noteOn(body, 'Garoth, Lightsworn Warrior')?.text, /Garoth, Lightsworn Warrior/)
        const said = saidAt(body, 'Garoth, Lightsworn Warrior')
        t.ok(said > lyla, 'named where the mill could have triggered it, after Lyla resolves')
        t.match(body.events[said], { kind: 'trigger', on: 'sent-to-gy', effectOnState: 'unknown' })
      } else t.pass('Garoth is modelled and activated')
      t.notOk(noteOn(body, 'Lyla, Lightsworn Sorceress'), 'Lyla, read in full, gets no such note')
    })

    t.test("Ohka sends itself from the field to the GY by its effect; the opponent's face-up Cracking reacts to that and is not read", async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: [{ card: 'Majestic Mech - Ohka', summoned: 'normal' }] }, B: { field: ['Cracking'], lp: 8000 } } })
      const ohka = body.events.findIndex((e) => e.type === 'resolve' && e.card === 'Majestic Mech - Ohka')
      t.ok(ohka >= 0, 'Ohka resolves')
      if (!body.events.some((e) => e.type === 'activate' && e.card === 'Cracking')) {
        t.match(noteOn(body, 'Cracking'), { unmodelled: { kind: 'trigger' } })
        const said = saidAt(body, 'Cracking')
        t.ok(said > ohka, 'named after Ohka went to the GY')
        t.match(body.events[said], { on: 'sent-to-gy', effectOnState: 'unknown' })
      } else t.pass('Cracking is modelled and activated')
    })

    t.test('Pandemonium in the Standby Phase: its clause on maintenance costs is named; in the End Phase that clause is not', async (t) => {
      const standby = await post({ turnPlayer: 'A', phase: 'standby', players: { A: { field: ['Pandemonium'] }, B: {} } })
      t.ok(standby.notes.some((n) => n.card === 'Pandemonium' && n.unmodelled?.kind === 'phase'), 'a note on its Standby Phase clause')
      t.match(standby.events[saidAt(standby, 'Pandemonium')], { kind: 'phase', on: 'standby', effectOnState: 'unknown' })
      const end = await post({ turnPlayer: 'A', players: { A: { field: ['Pandemonium'] }, B: {} } })
      t.notOk(end.notes.some((n) => n.card === 'Pandemonium' && n.unmodelled?.kind === 'phase'), 'no Standby Phase clause in the End Phase')
      t.notOk(end.events.some((e) => e.type === 'not-modelled' && e.kind === 'phase'))
    })

    t.test("the opponent's Armed Dragon Catapult Cannon forbids activations the data does not say: named when Lyla is activated", async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'], deck: 30 }, B: { field: ['Armed Dragon Catapult Cannon'] } }, choices: [{ player: 'A', type: 'activate', effect: 'Lyla, Lightsworn Sorceress' }] })
      t.match(noteOn(body, 'Armed Dragon Catapult Cannon'), { unmodelled: { kind: 'continuous', on: ['forbid'] } })
      const said = saidAt(body, 'Armed Dragon Catapult Cannon')
      t.ok(said >= 0, 'named where it could have changed the answer')
      t.match(body.events[said], { kind: 'continuous', on: 'forbid', effectOnState: 'unknown' })
    })

    t.test('no flood: cards whose unread sentences cannot act in the window, or are not where they act from, get nothing', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Kagemucha Knight'], graveyard: ['Black Dragon Ninja'], hand: 8 }, B: {} } })
      t.ok(body.events.some((e) => e.type === 'discard'), 'the hand-size discard happens')
      t.same(body.notes.filter((n) => n.card !== undefined), [], 'no card named')
      t.notOk(body.events.some((e) => e.type === 'not-modelled'))
    })

    t.test('GraphQL answers the same note, the card and its effect not modelled', async (t) => {
      const board = { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress', 'Garoth, Lightsworn Warrior'], deck: 30 }, B: {} }, choices: [{ player: 'A', type: 'activate', effect: 'Lyla, Lightsworn Sorceress' }] }
      const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query: 'query($r: JSON!) { resolve(request: $r) { events { type } notes { card text unmodelled { kind on } } } }', variables: { r: board } } })
      const data = res.json() as { data?: { resolve?: { events: Array<{ type: string }>; notes: Array<{ card: string | null; text: string; unmodelled: { kind: string; on: string[] } | null }> } }; errors?: unknown }
      t.notOk(data.errors, 'no errors')
      const rest = await post(board)
      if (rest.events.some((e) => e.type === 'activate' && e.card === 'Garoth, Lightsworn Warrior')) return void t.pass('Garoth is modelled')
      t.same(data.data?.resolve?.notes.filter((n) => n.card !== null).map((n) => ({ card: n.card, unmodelled: n.unmodelled })), [{ card: 'Garoth, Lightsworn Warrior', unmodelled: { kind: 'trigger', on: ['sent-to-gy'] } }])
      t.ok(data.data?.resolve?.events.some((e) => e.type === 'not-modelled'))
    })

    t.test('the explanation says it in English and in Japanese', async (t) => {
      const board = { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress', 'Garoth, Lightsworn Warrior'], deck: 30 }, B: {} }, choices: [{ player: 'A', type: 'activate', effect: 'Lyla, Lightsworn Sorceress' }] }
      const en = await post({ ...board, explain: 'en' })
      if (en.events.some((e) => e.type === 'activate' && e.card === 'Garoth, Lightsworn Warrior')) return void t.pass('Garoth is modelled')
      const enNote = en.explanation?.entries.find((e) => e.kind === 'note' && /Garoth/.test(e.text))
      t.ok(enNote, 'an English note names Garoth')
      const enEvent = en.explanation?.entries.find((e) => e.kind === 'event' && /Garoth/.test(e.text) && /not modelled/.test(e.text))
      t.ok(enEvent, 'the not-modelled event is told')
      const ja = await post({ ...board, explain: 'ja' })
      const jaNotes = (ja.explanation?.entries ?? []).filter((e) => e.kind === 'note')
      t.ok(jaNotes.some((e) => /ガロス|Garoth/.test(e.text) && /[ぁ-んァ-ン一-龯]/.test(e.text) && e.text !== enNote?.text), 'a Japanese note names Garoth')
    })
  })
}
