/**
 * "Cards on the field cannot be returned to the Deck" (a forbid-move `return-to-deck` from the field):
 * an item whose cost shuffles its own card into the Deck is not offered (said as the list ends), and an effect that would
 * shuffle a card on the field into the Deck resolves with the card staying, told as a
 * `move-prevented`. Boards of our own, expected answers written before the engine applied it.
 */
import t from 'tap'
import type { ContinuousBehaviour } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { eventsOfType, fillers, request } from './helpers.js'

const hunter: EngineCard = {
  key: 'hunter',
  name: 'Hunter',
  password: null,
  cardType: 'monster',
  behaviours: { phases: [], continuous: [{ effect: 'forbid-move', move: 'return-to-deck', cards: 'any', whose: 'each', from: 'field', source: 'curated' } satisfies ContinuousBehaviour] },
}

/** A's monster whose End Phase item costs shuffling itself into the Deck, then draws 1. */
const tagger: EngineCard = {
  key: 'tagger',
  name: 'Tagger',
  password: null,
  cardType: 'monster',
  behaviours: { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', costs: [{ action: 'return-to-deck', target: 'self' }], does: [{ action: 'draw', count: 1 }], source: 'curated' }] },
}

/** A's monster whose End Phase item (mandatory) shuffles itself into the Deck. */
const leaver: EngineCard = {
  key: 'leaver',
  name: 'Leaver',
  password: null,
  cardType: 'monster',
  behaviours: { phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', moves: 'deck', source: 'curated' }] },
}

const offered = (result: ReturnType<typeof resolve>, effect: string) => result.steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === effect))

t.test('a cost returning its own card to the Deck cannot be paid', async (t) => {
  t.ok(offered(resolve(request({ players: { A: { hand: fillers(2), field: [tagger], deck: 20 } } })), 'tagger'), 'offered with nothing forbidding it')
  const banned = resolve(request({ players: { A: { hand: fillers(2), field: [tagger], deck: 20 }, B: { field: [hunter] } } }))
  t.notOk(offered(banned, 'tagger'), 'not offered under the ban')
  t.match(eventsOfType(banned.events, 'cannot-activate'), [{ effect: 'tagger', reason: 'cost-forbidden', by: 'Hunter', rulings: ['ygo-return-to-deck-forbidden'] }], 'and said, with the card that forbids it')
})

t.test('an effect returning a card on the field to the Deck resolves, and the card stays', async (t) => {
  const result = resolve(request({ players: { A: { hand: fillers(2), field: [leaver] }, B: { field: [hunter] } } }))
  t.match(eventsOfType(result.events, 'move-prevented'), [{ cards: ['leaver'], action: 'return-to-deck', by: 'Hunter' }])
})
