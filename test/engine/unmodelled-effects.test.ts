/**
 * Effects not modelled (a card's `unread` marks) on hand-written boards: a note names each card where
 * such an effect acts from as the window starts; a `not-modelled` event names it, once in a line,
 * where the window does what it could react to or change; a card not where its effect acts, or a
 * phase clause of another window, gets nothing. Written after the code (the real-card boards of
 * test/unmodelled-cards-say-so.test.ts were the blind ones).
 */
import t from 'tap'
import type { UnreadEffect } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { card, fillers, request } from './helpers.js'

function unread(base: EngineCard, ...marks: Array<Omit<UnreadEffect, 'source' | 'span'>>): EngineCard {
  return { ...base, behaviours: { ...base.behaviours, unread: marks.map((mark) => ({ ...mark, source: 'text' as const, span: 'a sentence' })) } }
}

/** A card that sends itself to the GY in the End Phase (Ohka's kind of item). */
const leaver = card('Leaver', { phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'each', moves: 'graveyard', does: [{ action: 'send-to-gy', target: 'self' }] }] })
const notModelled = (events: ReadonlyArray<{ type: string; card?: unknown }>, name: string) => events.filter((e) => e.type === 'not-modelled' && e.card === name)

t.test("a card's own trigger on leaving the field: named as it leaves, after its item resolves", async (t) => {
  const self = unread(leaver, { kind: 'trigger', on: ['sent-to-gy'], zones: ['field'], self: true })
  const result = resolve(request({ players: { A: { field: [self] } } }))
  const said = notModelled(result.events, 'Leaver')
  t.equal(said.length, 1)
  t.match(said[0], { kind: 'trigger', on: 'sent-to-gy', effectOnState: 'unknown', player: 'A', effect: 'Leaver' })
  t.ok(result.events.findIndex((e) => e.type === 'not-modelled') > result.events.findIndex((e) => e.type === 'resolve' && e.card === 'Leaver'))
  t.match(result.notes.find((n) => n.card === 'Leaver'), { ruling: 'ygo-event-triggers', unmodelled: { kind: 'trigger', on: ['sent-to-gy'] } })
})

t.test('"except by its own effect": its own item moving it raises nothing to name; another card\'s effect does', async (t) => {
  const mark = { kind: 'trigger' as const, on: ['sent-to-gy' as const], zones: ['field' as const], self: true, notByItself: true }
  t.equal(notModelled(resolve(request({ players: { A: { field: [unread(leaver, mark)] } } })).events, 'Leaver').length, 0, 'sent by its own item')
  const still = unread(card('Still'), mark)
  const sweeper = card('Sweeper', { phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'each', does: [{ action: 'send-to-gy', every: { zone: 'field', whose: 'controller', others: true } }] }] })
  t.equal(notModelled(resolve(request({ players: { A: { field: [sweeper, still] } } })).events, 'Still').length, 1, 'sent by another card\'s effect')
})

t.test("another card's trigger on cards sent to the GY: named once in a line, however many are sent", async (t) => {
  const watcher = unread(card('Watcher'), { kind: 'trigger', on: ['sent-to-gy'], zones: ['field'] })
  const result = resolve(request({ players: { A: { field: [watcher, leaver, { ...leaver, key: 'Leaver #2' }], hand: fillers(8) } } }))
  t.equal(notModelled(result.events, 'Watcher').length, 1, 'two cards sent, then a discard: one event')
  t.equal(result.notes.filter((n) => n.card === 'Watcher').length, 1, 'one note')
})

t.test('where the effect acts from: a Set monster applies nothing, a Set Trap may be activated on its event, a card in the GY does not act from the field', async (t) => {
  const setMonster = { ...unread(card('Set Wall'), { kind: 'continuous', on: ['forbid'], zones: ['field'] }), position: 'set' as const, cardType: 'monster' as const }
  const setTrap = { ...unread(card('Set Trap'), { kind: 'trigger', on: ['sent-to-gy'], zones: ['field'] }), position: 'set' as const, cardType: 'trap' as const }
  const inGy = unread(card('Gone'), { kind: 'trigger', on: ['sent-to-gy'], zones: ['field'] })
  const result = resolve(request({ players: { A: { field: [leaver, setMonster, setTrap], graveyard: [inGy] } } }))
  t.notOk(result.notes.some((n) => n.card === 'Set Wall'))
  t.equal(notModelled(result.events, 'Set Wall').length, 0)
  t.ok(result.notes.some((n) => n.card === 'Set Trap'))
  t.equal(notModelled(result.events, 'Set Trap').length, 1)
  t.notOk(result.notes.some((n) => n.card === 'Gone'))
  t.equal(notModelled(result.events, 'Gone').length, 0)
})

t.test("a hand card's trigger on being sent from the hand: the hand-size discard of it is named; of other cards, not", async (t) => {
  const handTrigger = unread(card('Hand Trigger'), { kind: 'trigger', on: ['sent-to-gy'], zones: ['hand'], self: true })
  const kept = resolve(request({ players: { A: { hand: [handTrigger, ...fillers(7)] } } }))
  t.ok(kept.notes.some((n) => n.card === 'Hand Trigger'), 'in the hand as the window starts: noted')
  t.equal(notModelled(kept.events, 'Hand Trigger').length, 0, 'kept in hand: nothing happened to it')
  const discarded = resolve(request({ players: { A: { hand: [...fillers(7), handTrigger] } } }))
  t.equal(notModelled(discarded.events, 'Hand Trigger').length, 1, 'discarded: named')
  const all = resolve(request({ players: { A: { hand: [handTrigger, ...fillers(7)] } }, enumerate: true }))
  t.ok(all.outcomes?.some((o) => notModelled(o.events, 'Hand Trigger').length === 1), 'enumerated: an outcome where it is discarded')
  t.ok(all.outcomes?.some((o) => notModelled(o.events, 'Hand Trigger').length === 0), 'and one where it is kept: not interchangeable with plain cards')
})

t.test("a phase clause acts only in the windows it names; a continuous limit at the hand-size check", async (t) => {
  const clause = unread(card('Clause'), { kind: 'phase', on: ['standby'], zones: ['field'] })
  const standby = resolve(request({ phase: 'standby', players: { A: { field: [clause] } } }))
  t.match(standby.notes.find((n) => n.card === 'Clause'), { ruling: 'ygo-sp-items', unmodelled: { kind: 'phase', on: ['standby'] } })
  const said = notModelled(standby.events, 'Clause')
  t.match(said, [{ kind: 'phase', on: 'standby' }])
  t.ok(standby.events.findIndex((e) => e.type === 'not-modelled') < standby.events.findIndex((e) => e.type === 'list-end'), 'before the list phase ends')
  const end = resolve(request({ players: { A: { field: [clause] } } }))
  t.notOk(end.notes.some((n) => n.card === 'Clause'))
  t.equal(notModelled(end.events, 'Clause').length, 0)
  const limit = unread(card('Limit'), { kind: 'continuous', on: ['limit'], zones: ['field'] })
  const checked = resolve(request({ players: { A: { field: [limit] } } }))
  const at = checked.events.findIndex((e) => e.type === 'hand-size')
  t.match(checked.events[at + 1], { type: 'not-modelled', card: 'Limit', on: 'limit' }, 'right after the check')
})
