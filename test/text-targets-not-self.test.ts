/**
 * The text reader and the engine never turn an effect on other cards into a move of the card
 * itself: "destroy the face-up monster(s) with the highest ATK on the field" (Bottomless Shifting
 * Sand) does not destroy the Sand, and "target 1 monster on the field; banish it" (Farfa) banishes
 * the target, not Farfa. What the state does not model is said (`effectOnState: "partial"`); the
 * highest ATK of the face-up monsters, as the catalog prints it, is read.
 * Expected answers written before the code that passes them.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; card?: string; outcome?: string; subject?: string; moves?: string; effectOnState?: string; notApplied?: string[] }
type Answer = { events: Event[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('an effect on other cards is not applied to the card itself', async (t) => {
    const app = await appWithRealCards(t, ['Bottomless Shifting Sand', 'Mystical Elf'])
    const card = (await app.inject({ method: 'GET', url: '/v1/cards/Bottomless%20Shifting%20Sand' })).json() as { behaviours: Array<{ phase: string; does?: Array<{ action: string; target?: string }> }> }
    const end = card.behaviours.find((b) => b.phase === 'end')
    t.notOk(end?.does?.some((a) => a.target === 'self'), 'the data does not say "this card"')
    const res = await app.inject({
      method: 'POST',
      url: '/v1/resolve',
      payload: { turnPlayer: 'B', players: { A: { field: ['Bottomless Shifting Sand'] }, B: { field: ['Mystical Elf'] } }, choices: [{ player: 'A', type: 'activate', effect: 'Bottomless Shifting Sand' }] },
    })
    t.equal(res.statusCode, 200, res.body)
    const body = res.json() as Answer
    const resolved = body.events.find((e) => e.type === 'resolve' && e.card === 'Bottomless Shifting Sand')
    t.equal(resolved?.outcome, 'applied')
    t.not(resolved?.subject, 'Bottomless Shifting Sand', 'the Sand is not moved')
    // The highest ATK is read now: the only face-up monster, Mystical Elf, is the one destroyed.
    t.equal(resolved?.subject, 'Mystical Elf', 'the face-up monster with the highest ATK is destroyed')
    t.equal(resolved?.effectOnState, undefined, 'nothing left unmodelled')
    t.notOk(body.events.some((e) => e.type === 'resolve' && e.outcome === 'void' && e.subject === 'Bottomless Shifting Sand'), 'nothing of the Sand ends as moved')
  })
}
