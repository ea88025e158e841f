/**
 * Card-count conditions ("if you control no Spell or Trap Cards", "if you control 2 or more
 * "Vanquish Soul" monsters", "if your opponent controls more monsters than you do") checked against
 * the board as it stands when the lists are read: an item whose count fails is not offered, and the
 * answer says why (`cannot-activate`, reason `condition-unmet`, citing the activation-condition ruling); counts change as items
 * resolve. Where the board does not say enough (a Tribute Summon not stated), the item is offered
 * and its event says what it assumed. Expected answers written before the code that passes them.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = [
  'Samsara Lotus', 'Messenger of Peace', 'Plunder Patroll Booty', 'Plunder Patrollship Lys', 'Vanquish Soul, Start!', 'Vanquish Soul Razen',
  'Vanquish Soul Pantera', 'Mystical Elf', 'Dinowrestler Systegosaur', 'Dinowrestler Capoeiraptor', 'Backup Team', 'Evenly Matched', 'The Monarchs Erupt',
]
type Event = { type: string; effect?: string; card?: string; outcome?: string; moves?: string; assumes?: string[]; reason?: string; rulings?: Array<string | { id: string }> }
type Step = { player: string; decision: string; legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Event[]; steps: Step[] }
const ids = (event: Event | undefined) => (event?.rulings ?? []).map((r) => (typeof r === 'string' ? r : r.id))
const elves = (n: number) => Array.from({ length: n }, () => 'Mystical Elf')

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('card-count conditions from the board', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    const offered = (body: Answer, card: string) => body.steps.some((s) => s.legal.some((a) => a.effect !== undefined && (body.events.find((e) => e.effect === a.effect)?.card ?? a.effect).startsWith(card)))
    const offeredFirst = (body: Answer, card: string) => (body.steps[0]?.legal ?? []).some((a) => a.effect?.startsWith(card))
    const notOffered = (body: Answer, card: string) => body.events.find((e) => e.type === 'cannot-activate' && e.reason === 'condition-unmet' && e.card === card)

    t.test('Samsara Lotus, you control no Spell or Trap: offered', async (t) => {
      const body = await post({ players: { A: { graveyard: ['Samsara Lotus'] }, B: {} } })
      t.ok(offeredFirst(body, 'Samsara Lotus'))
      t.notOk(notOffered(body, 'Samsara Lotus'))
    })
    t.test('Samsara Lotus, you control a face-up Continuous Spell: not offered, and the answer says why', async (t) => {
      const body = await post({ players: { A: { graveyard: ['Samsara Lotus'], field: ['Messenger of Peace'] }, B: {} } })
      t.notOk(offered(body, 'Samsara Lotus'))
      const told = notOffered(body, 'Samsara Lotus')
      t.ok(told, 'a cannot-activate event')
      t.equal(told?.reason, 'condition-unmet')
      t.ok(ids(told).includes('ygo-activation-condition'), 'cites the activation-condition ruling')
    })
    t.test("Samsara Lotus, only the opponent controls a Spell: offered", async (t) => {
      const body = await post({ players: { A: { graveyard: ['Samsara Lotus'] }, B: { field: ['Messenger of Peace'] } } })
      t.ok(offeredFirst(body, 'Samsara Lotus'))
    })
    t.test('Plunder Patroll Booty, no "Plunder Patroll" monster: it sends itself to the GY', async (t) => {
      const body = await post({ players: { A: { field: ['Plunder Patroll Booty', 'Mystical Elf'] }, B: {} } })
      const resolved = body.events.find((e) => e.type === 'resolve' && e.card === 'Plunder Patroll Booty')
      t.equal(resolved?.moves, 'graveyard')
    })
    t.test('Plunder Patroll Booty beside Plunder Patrollship Lys: not offered, it stays', async (t) => {
      const body = await post({ players: { A: { field: ['Plunder Patroll Booty', 'Plunder Patrollship Lys'] }, B: {} } })
      t.notOk(body.events.some((e) => e.type === 'resolve' && e.card === 'Plunder Patroll Booty'))
      t.ok(notOffered(body, 'Plunder Patroll Booty'))
    })
    t.test('Vanquish Soul, Start! with two "Vanquish Soul" monsters: offered', async (t) => {
      const body = await post({ players: { A: { field: ['Vanquish Soul, Start!', 'Vanquish Soul Razen', 'Vanquish Soul Pantera'] }, B: {} } })
      t.ok(offeredFirst(body, 'Vanquish Soul, Start!'))
    })
    t.test('Vanquish Soul, Start! with one "Vanquish Soul" monster and another monster: not offered', async (t) => {
      const body = await post({ players: { A: { field: ['Vanquish Soul, Start!', 'Vanquish Soul Razen', 'Mystical Elf'] }, B: {} } })
      t.notOk(offered(body, 'Vanquish Soul, Start!'))
      t.ok(notOffered(body, 'Vanquish Soul, Start!'))
    })
    // Another "Dinowrestler" monster in the GY: the target its effect needs to be activated.
    t.test('Dinowrestler Systegosaur, the opponent controls more monsters: offered', async (t) => {
      const body = await post({ players: { A: { graveyard: [{ card: 'Dinowrestler Systegosaur', sentThisTurn: true }, 'Dinowrestler Capoeiraptor'], field: elves(1) }, B: { field: elves(2) } } })
      t.ok(offered(body, 'Dinowrestler Systegosaur'))
    })
    t.test('Dinowrestler Systegosaur, as many monsters each: not offered', async (t) => {
      const body = await post({ players: { A: { graveyard: [{ card: 'Dinowrestler Systegosaur', sentThisTurn: true }, 'Dinowrestler Capoeiraptor'], field: elves(2) }, B: { field: elves(2) } } })
      t.notOk(offered(body, 'Dinowrestler Systegosaur'))
      t.ok(notOffered(body, 'Dinowrestler Systegosaur'))
    })
    t.test('Backup Team in the GY, the opponent controls more cards: offered', async (t) => {
      const body = await post({ players: { A: { graveyard: ['Backup Team'], field: elves(1) }, B: { field: elves(2) } } })
      t.ok(offered(body, 'Backup Team'))
    })
    t.test('Backup Team in the GY, the opponent controls fewer cards: not offered', async (t) => {
      const body = await post({ players: { A: { graveyard: ['Backup Team'], field: elves(2) }, B: { field: elves(1) } } })
      t.notOk(offered(body, 'Backup Team'))
    })
    t.test('Evenly Matched at the end of the Battle Phase, the turn player controls more cards: offered', async (t) => {
      const body = await post({ phase: 'battle-end-step', players: { A: { field: elves(3) }, B: { field: [{ card: 'Evenly Matched', position: 'set' }] } } })
      t.ok(offered(body, 'Evenly Matched'))
    })
    t.test('Evenly Matched, as many cards each: not offered', async (t) => {
      const body = await post({ phase: 'battle-end-step', players: { A: { field: elves(1) }, B: { field: [{ card: 'Evenly Matched', position: 'set' }] } } })
      t.notOk(offered(body, 'Evenly Matched'))
    })
    t.test('The Monarchs Erupt, a monster stated Tribute Summoned: not offered', async (t) => {
      const body = await post({ players: { A: { field: ['The Monarchs Erupt', { card: 'Mystical Elf', summoned: 'tribute' }] }, B: {} } })
      t.notOk(body.events.some((e) => e.type === 'resolve' && e.card === 'The Monarchs Erupt'))
    })
    t.test('The Monarchs Erupt, the monster stated Normal Summoned: it sends itself to the GY', async (t) => {
      const body = await post({ players: { A: { field: ['The Monarchs Erupt', { card: 'Mystical Elf', summoned: 'normal' }] }, B: {} } })
      t.equal(body.events.find((e) => e.type === 'resolve' && e.card === 'The Monarchs Erupt')?.moves, 'graveyard')
    })
    t.test('The Monarchs Erupt, how the monster was summoned not stated: applied, and the answer says what it assumed', async (t) => {
      const body = await post({ players: { A: { field: ['The Monarchs Erupt', 'Mystical Elf'] }, B: {} } })
      const applied = body.events.find((e) => (e.type === 'apply' || e.type === 'activate') && e.card === 'The Monarchs Erupt')
      t.ok(applied, 'applied')
      t.ok(applied?.assumes?.includes('card-count'), 'assumes the count')
    })
    t.test('counts change in the window: Samsara Lotus is offered once The Monarchs Erupt has left the field', async (t) => {
      const body = await post({ players: { A: { graveyard: ['Samsara Lotus'], field: ['The Monarchs Erupt'] }, B: {} } })
      t.notOk(offeredFirst(body, 'Samsara Lotus'), 'not on the first list: A controls a Trap')
      t.equal(body.events.find((e) => e.type === 'resolve' && e.card === 'The Monarchs Erupt')?.moves, 'graveyard')
      t.ok(offered(body, 'Samsara Lotus'), 'offered after it left')
    })
  })
}
