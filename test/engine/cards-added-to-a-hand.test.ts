/**
 * A card added to a hand is an event: a search from the Deck, a card taken back from the GY, a card
 * returned from the field (one process with adding), and a draw, which is an add from the Deck too.
 * A trigger asks the zone (`from`), whose hand, and whether a draw counts (`notDrawn`); a discard of
 * "1 of those cards" is made by the player the cards were added to. Boards of our own, expected
 * answers written before the engine raised the event.
 */
import t from 'tap'
import type { BoardAction, EventTrigger } from '../../src/domain/behaviour.js'
import { eventsOf } from '../../src/engine/yugioh/triggers.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { eventsOfType, fillers, request, sweeper } from './helpers.js'

/** B's card reacting to A's adds (`whose: 'opponent'`), drawing 1 card for B. */
const watcher = (trigger: Partial<EventTrigger> = {}): EngineCard => ({
  key: 'watcher',
  name: 'Watcher',
  password: null,
  cardType: 'monster',
  behaviours: { phases: [], triggers: [{ event: 'added', subject: 'other', whose: 'opponent', mandatory: false, does: [{ action: 'draw', count: 1 }], source: 'curated', ...trigger }] },
})

const offered = (result: ReturnType<typeof resolve>, effect: string) => result.steps.some((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect === effect))

const boardOf = (does: BoardAction, trigger: Partial<EventTrigger> = {}) => request({ players: { A: { hand: fillers(2), field: [sweeper(does)], deck: 20 }, B: { field: [watcher(trigger)] } } })

t.test('the events of an add: from the Deck, the GY or the field, and a draw', async (t) => {
  t.same(eventsOf({ key: 'x', from: 'deck', to: 'hand', owner: 'A' }), ['added'])
  t.same(eventsOf({ key: 'x', from: 'graveyard', to: 'hand', owner: 'A' }), ['added'])
  t.same(eventsOf({ key: 'x', from: 'banished', to: 'hand', owner: 'A' }), ['added'])
  t.same(eventsOf({ key: 'x', from: 'deck', to: 'hand', drawn: true, owner: 'A' }), ['drawn', 'added'], 'a draw is an add from the Deck')
  t.same(eventsOf({ key: 'x', from: 'deck', to: 'graveyard', owner: 'A' }), ['sent-to-gy'], 'a card milled is not added')
})

t.test("a search of A's: B's trigger on the opponent's adds is offered; on its own adds, not", async (t) => {
  t.ok(offered(resolve(boardOf({ action: 'add-to-hand', count: 1, from: 'deck' })), 'watcher:added'))
  t.notOk(offered(resolve(boardOf({ action: 'add-to-hand', count: 1, from: 'deck' }, { whose: 'controller' })), 'watcher:added'), 'whose: controller asks B\'s own hand')
})

t.test('a draw counts unless the trigger excepts it, and only from the zone the trigger asks', async (t) => {
  t.ok(offered(resolve(boardOf({ action: 'draw', count: 1 })), 'watcher:added'), '"including drawing"')
  t.notOk(offered(resolve(boardOf({ action: 'draw', count: 1 }, { notDrawn: true })), 'watcher:added'), '"except by drawing them"')
  t.ok(offered(resolve(boardOf({ action: 'add-to-hand', count: 1, from: 'deck' }, { notDrawn: true })), 'watcher:added'), 'a search is no draw')
  t.notOk(offered(resolve(boardOf({ action: 'add-to-hand', count: 1, from: 'deck' }, { from: 'graveyard' })), 'watcher:added'), 'from the GY only')
})

t.test('"They must discard 1 of those cards": the player the card was added to discards it', async (t) => {
  const result = resolve({
    ...boardOf({ action: 'draw', count: 1 }, { does: [{ action: 'discard', count: 1, player: 'subject-owner' }] }),
    choices: [
      { player: 'A', type: 'apply', effect: 'sweeper' },
      { player: 'B', type: 'activate', effect: 'watcher:added' },
    ],
  })
  t.match(eventsOfType(result.events, 'hand-size').at(-1), { player: 'A', hand: 2 }, 'the card drawn is gone again')
  t.notOk(eventsOfType(result.events, 'resolve').find((e) => e.effect === 'watcher:added')?.notApplied, 'applied in full')
})
