/**
 * A card whose rule sends itself to the GY while a condition holds ("If you control a monster that is
 * not an "Infernoid" monster, send this card to the Graveyard"), held back by a negation until the end
 * of the turn: as the turn ends it goes to the GY like a card that destroys itself, but it is sent,
 * not destroyed, so what reacts to a destruction does not (and what reacts to a card sent to the GY
 * does). Boards of our own, expected answers written first.
 */
import t from 'tap'
import type { ContinuousBehaviour, EventTrigger } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { eventsOfType, request } from './helpers.js'

const ruled = (sends: boolean): EngineCard => ({
  key: 'rule',
  name: 'Ruled Trap',
  password: null,
  negatedUntil: 'veil',
  behaviours: { phases: [], continuous: [{ effect: 'destroy-self', cards: 'any', whose: 'controller', ...(sends ? { sends: true } : {}), source: 'curated' } satisfies ContinuousBehaviour] },
})
const watcher = (name: string, event: EventTrigger['event']): EngineCard => ({
  key: name,
  name,
  password: null,
  behaviours: { phases: [], triggers: [{ event, subject: 'other', whose: 'opponent', mandatory: true, source: 'curated' }] },
})

const run = (sends: boolean) =>
  resolve(
    request({
      players: { A: { field: [ruled(sends)] }, B: { field: [watcher('Wrecking Watcher', 'destroyed'), watcher('Grave Watcher', 'sent-to-gy')] } },
      effects: [{ id: 'veil', controller: 'B', kind: 'expire', mandatory: true, lasts: 'end-of-turn' }],
    }),
  )
const noted = (result: ReturnType<typeof resolve>) => (result.notes ?? []).map((note) => JSON.stringify(note.message?.params ?? {}))

t.test('sent as the turn ends: to the GY, told as sent, and no destruction follows', async (t) => {
  const sent = run(true)
  t.match(eventsOfType(sent.events, 'as-turn-ends'), [{ effect: 'rule', moves: 'graveyard', chain: false, sent: true }])
  const notes = noted(sent)
  t.ok(notes.some((n) => n.includes('Grave Watcher')), `a card sent to the GY: its watcher is named (${notes.join(' | ')})`)
  t.notOk(notes.some((n) => n.includes('Wrecking Watcher')), 'not destroyed: the destruction watcher is not')
})

t.test('destroyed as the turn ends: both watchers are named, and nothing says it was sent', async (t) => {
  const destroyed = run(false)
  const [event] = eventsOfType(destroyed.events, 'as-turn-ends')
  t.equal(event?.sent, undefined)
  const notes = noted(destroyed)
  t.ok(notes.some((n) => n.includes('Wrecking Watcher')), `destroyed: the destruction watcher is named (${notes.join(' | ')})`)
})
