/**
 * Event triggers' timing, on hand-written boards (cards with their behaviours inline): an optional
 * "When … you can" trigger misses its timing when its event was not the last thing to happen; an
 * "If …" one, or a mandatory one, does not. Expected answers written before the code.
 */
import t from 'tap'
import type { EventTrigger } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { card, request } from './helpers.js'

/** A card in the GY whose End Phase item costs a discard and Special Summons itself. */
const reviver = card('Reviver', { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard', costs: [{ action: 'discard', count: 1 }], does: [{ action: 'special-summon', target: 'self' }] }] })

function watcher(trigger: Omit<EventTrigger, 'source'>): EngineCard {
  const base = card('Watcher')
  return { ...base, behaviours: { ...base.behaviours, triggers: [{ ...trigger, source: 'curated' }] } }
}

const run = (w: EngineCard) =>
  resolve(
    request({
      players: { A: { field: [w], graveyard: [reviver], hand: [card('Fodder')] } },
      // The one card in hand pays the discard by itself (a single legal set).
      choices: [{ player: 'A', type: 'activate', effect: 'Reviver' }],
    }),
  )

t.test('a discard paid as a cost, then a summon as the item resolves: the discard was not the last thing', async (t) => {
  const when = run(watcher({ event: 'sent-to-gy', subject: 'other', mandatory: false, timing: 'when', does: [{ action: 'draw', count: 1 }] }))
  const missed = when.events.find((e) => e.type === 'cannot-activate' && e.card === 'Watcher')
  t.equal(missed?.reason, 'missed-timing', '"When … you can": it misses its timing')
  t.ok(missed?.rulings.includes('ygo-event-trigger-missed-timing'))
  t.notOk(when.steps.some((s) => s.legal.some((a) => a.effect === 'Watcher:sent-to-gy')), 'never offered')

  const ifWorded = run(watcher({ event: 'sent-to-gy', subject: 'other', mandatory: false, does: [{ action: 'draw', count: 1 }] }))
  t.ok(ifWorded.steps.some((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect === 'Watcher:sent-to-gy')), '"If … you can": offered once the item has resolved')

  const summoned = run(watcher({ event: 'special-summoned', subject: 'other', from: 'graveyard', mandatory: false, timing: 'when', does: [{ action: 'draw', count: 1 }] }))
  t.ok(summoned.steps.some((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect === 'Watcher:special-summoned')), 'a "When" trigger on the summon, the last thing: offered')
  t.notOk(summoned.events.some((e) => e.type === 'cannot-activate'))
})

t.test('a trigger on "destroyed and sent to the GY" waits for the GY; one naming an archetype reacts to its cards only', async (t) => {
  const destroyer = card('Ender', { phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', does: [{ action: 'destroy', target: 'all', cards: 'monster', whose: 'controller', others: true }] }] })
  const phoenix: EngineCard = { ...card('Fire King Phoenix', { key: 'phoenix' }), cardType: 'monster', behaviours: { phases: [], triggers: [{ event: 'destroyed', subject: 'self', toGraveyard: true, mandatory: true, does: [{ action: 'draw', count: 1 }], source: 'curated' } satisfies EventTrigger] } }
  const helper: EngineCard = {
    ...card('Avatar', { key: 'avatar' }),
    cardType: 'monster',
    behaviours: { phases: [], triggers: [{ event: 'destroyed', subject: 'other', cards: 'monster', whose: 'controller', from: 'field', named: 'Fire King', by: { cause: 'effect' }, zone: 'hand', mandatory: true, does: [{ action: 'special-summon', target: 'self' }], source: 'curated' } satisfies EventTrigger] },
  }
  const cosmos: EngineCard = { ...card('Cosmos'), cardType: 'spell', behaviours: { phases: [], continuous: [{ effect: 'banish-instead', cards: 'any', whose: 'each', source: 'curated' }] } }
  const activated = (field: EngineCard[], opponent: EngineCard[] = []) => {
    const result = resolve(request({ players: { A: { field: [{ ...destroyer, cardType: 'spell' }, ...field], hand: [helper], deck: 10 }, B: { field: opponent } } }))
    return result.events.filter((e) => e.type === 'activate').map((e) => String(e.effect))
  }
  t.same(activated([phoenix]), ['phoenix:destroyed', 'avatar:destroyed'], 'to the GY: its own trigger, and the hand card on a "Fire King" destroyed')
  t.same(activated([phoenix], [cosmos]), ['avatar:destroyed'], 'banished instead: no "sent to the GY" trigger; destroyed all the same')
  t.same(activated([{ ...card('Plain', { key: 'plain' }), cardType: 'monster' }]), [], 'no "Fire King" destroyed: the hand card does not react')
})
