/**
 * An event trigger on another card's event acting on that card ("When your opponent Special Summons
 * a monster: … send it to the GY": `target: 'event'`), and an event trigger's discard cost of a kind
 * ("discard 1 Spell") paid by the one card of the hand that may pay it. Boards of our own, expected
 * answers written first.
 */
import t from 'tap'
import type { BoardAction } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { card, eventsOfType, request } from './helpers.js'

/** A GY monster of A's that Special Summons itself during the End Phase. */
const riser: EngineCard = { ...card('Riser', { key: 'riser', phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard', does: [{ action: 'special-summon', target: 'self' }] }] }), cardType: 'monster' }
const discardSpell: BoardAction = { action: 'discard', count: 1, chosen: { zone: 'hand', whose: 'controller', cards: 'spell' } }
const coffin = (costs?: BoardAction[]): EngineCard => ({
  ...card('Coffin'),
  key: 'coffin',
  cardType: 'spell',
  behaviours: { phases: [], triggers: [{ event: 'special-summoned', subject: 'other', cards: 'monster', whose: 'opponent', from: 'graveyard', mandatory: false, does: [{ action: 'send-to-gy', target: 'event' }], ...(costs ? { costs } : {}), source: 'curated' }] },
})
const spell: EngineCard = { ...card('Some Spell'), cardType: 'spell' }
const monster: EngineCard = { ...card('Some Monster'), cardType: 'monster' }
const revive = { player: 'A' as const, type: 'activate' as const, effect: 'riser' }
const answer = { player: 'B' as const, type: 'activate' as const, effect: 'coffin' }

t.test('the card the event happened to is the one it acts on', async (t) => {
  const result = resolve(request({ turnPlayer: 'B', players: { A: { graveyard: [riser] }, B: { field: [coffin()] } }, choices: [revive, answer] }))
  t.match(eventsOfType(result.events, 'resolve').find((e) => e.effect === 'coffin:special-summoned'), { outcome: 'applied', subject: 'riser', moves: 'graveyard' }, 'the revived monster goes back')
  t.notOk(eventsOfType(result.events, 'resolve').find((e) => e.effect === 'coffin:special-summoned')?.effectOnState, 'nothing left undone')
})

t.test('a discard cost of a kind: the one Spell in the hand pays it; with none, the trigger is not offered', async (t) => {
  const paid = resolve(request({ turnPlayer: 'B', players: { A: { graveyard: [riser] }, B: { field: [coffin([discardSpell])], hand: [monster, spell] } }, choices: [revive, answer] }))
  t.match(eventsOfType(paid.events, 'discard'), [{ player: 'B', cards: ['Some Spell'], reason: 'activation-cost' }])
  t.equal(eventsOfType(paid.events, 'hand-size')[0]?.hand, 1, 'the monster is left')
  const none = resolve(request({ turnPlayer: 'B', players: { A: { graveyard: [riser] }, B: { field: [coffin([discardSpell])], hand: [monster] } }, choices: [revive] }))
  t.notOk(none.steps.some((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect === 'coffin:special-summoned')), 'no Spell: not offered')
})
