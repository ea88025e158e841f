/**
 * The derivation of the turn so far's items, as a pure function of the cards' data (no database):
 * which behaviours linger into which window, ids, and the written item winning.
 */
import t from 'tap'
import type { PhaseBehaviour } from '../src/domain/behaviour.js'
import { deriveThisTurn, type TurnEvent } from '../src/engine/yugioh/this-turn.js'

const destroySetUp: PhaseBehaviour = { phase: 'end', kind: 'apply', mandatory: true, turn: 'each', delayed: true, does: [{ action: 'destroy', target: 'set-up' }], source: 'text' }
const returnsNextStandby: PhaseBehaviour = { phase: 'standby', kind: 'expire', mandatory: true, turn: 'yours', delayed: true, ends: 'banishment', source: 'text' }
const ownExpiry: PhaseBehaviour = { phase: 'end', kind: 'expire', mandatory: true, turn: 'each', source: 'curated' }
const trigger: PhaseBehaviour = { phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', source: 'curated' }

const event = (phases: PhaseBehaviour[], extra: Partial<TurnEvent> = {}): TurnEvent => ({ index: 0, player: 'A', card: { name: 'Card', behaviours: { phases } }, targets: [], affected: [], ...extra })
const context = (effects: Array<{ id: string; card?: string; controller: 'A' | 'B'; subject?: string }> = [], phase: 'end' | 'standby' = 'end') => ({ phase, turnPlayer: 'A' as const, keys: new Set(['x', 'y']), effects })

t.test('one item per card a delayed action moves, ids by card', async (t) => {
  const { effects } = deriveThisTurn([event([destroySetUp], { affected: ['x', 'y'] })], context())
  t.same(effects.map((e) => [e.id, e.subject, e.moves, e.kind, e.mandatory, e.controller]), [
    ['Card (this turn): x', 'x', 'graveyard', 'apply', true, 'A'],
    ['Card (this turn): y', 'y', 'graveyard', 'apply', true, 'A'],
  ])
})

t.test('a card\'s own items (not delayed) are never derived from the turn so far', async (t) => {
  t.same(deriveThisTurn([event([trigger])], context()).effects, [])
})

t.test('a curated expiry not marked delayed: derived only when the card is not where it would yield it', async (t) => {
  t.equal(deriveThisTurn([event([ownExpiry], { cardKey: 'x', cardZone: 'field' })], context()).effects.length, 0, 'on the field: the card yields it itself')
  t.equal(deriveThisTurn([event([ownExpiry], { cardKey: 'x', cardZone: 'graveyard' })], context()).effects.length, 1, 'in the GY (a resolved Spell): derived')
})

t.test("another phase's item is not in this window", async (t) => {
  t.same(deriveThisTurn([event([returnsNextStandby], { targets: ['x'] })], context()).effects, [])
  t.equal(deriveThisTurn([event([returnsNextStandby], { targets: ['x'] })], context([], 'standby')).effects.length, 1)
})

t.test('an item set up for the next turn is not in this turn\'s window', async (t) => {
  const nextTurn: PhaseBehaviour = { phase: 'end', kind: 'expire', mandatory: true, turn: 'each', delayed: true, ends: 'banishment', nextTurn: true, source: 'text' }
  t.same(deriveThisTurn([event([nextTurn], { targets: ['x'] })], context()).effects, [])
})

t.test('an id already used by a written item is not reused', async (t) => {
  const { effects } = deriveThisTurn([event([destroySetUp], { affected: ['x'] })], context([{ id: 'Card (this turn)', controller: 'B' }]))
  t.equal(effects[0]?.id, 'Card (this turn) #2')
})

t.test('a written item for the same card, controller and subject wins', async (t) => {
  t.same(deriveThisTurn([event([destroySetUp], { affected: ['x', 'y'] })], context([{ id: 'w', card: 'Card', controller: 'A', subject: 'x' }])).effects.map((e) => e.subject), ['y'])
})

t.test('a Special Summon of what the activation acted on: one item per card, the card its subject', async (t) => {
  const summonSetUp: PhaseBehaviour = { phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', delayed: true, does: [{ action: 'special-summon', target: 'set-up' }], source: 'text' }
  const { effects } = deriveThisTurn([event([summonSetUp], { targets: ['x', 'y'] })], context())
  t.same(
    effects.map((e) => [e.subject, e.moves, e.does]),
    [
      ['x', undefined, [{ action: 'special-summon', target: 'set-up' }]],
      ['y', undefined, [{ action: 'special-summon', target: 'set-up' }]],
    ],
  )
})

t.test('an add to the hand of what the activation acted on (a card in the GY): one item per card, moving it to the hand', async (t) => {
  const addSetUp: PhaseBehaviour = { phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', delayed: true, does: [{ action: 'add-to-hand', target: 'set-up' }], source: 'text' }
  t.same(deriveThisTurn([event([addSetUp], { affected: ['x'] })], context()).effects.map((e) => [e.subject, e.moves]), [['x', 'hand']])
})

t.test('a negation of every face-up monster of a field, not named by the request: the board\'s cards of that selection', async (t) => {
  const negateAll: PhaseBehaviour = { phase: 'end', kind: 'expire', mandatory: true, turn: 'each', lasts: 'end-of-turn', ends: 'negation', delayed: true, setUpOn: { zone: 'field', whose: 'opponent', cards: 'monster', filter: { position: 'face-up' } }, source: 'text' }
  const asked: Array<[string, string]> = []
  const selected = (selection: { whose?: string }, player: string) => {
    asked.push([String(selection.whose), player])
    return ['y']
  }
  const derived = deriveThisTurn([event([negateAll])], { ...context(), selected })
  t.same(asked, [['opponent', 'A']], 'the selection, seen from the player who activated it')
  t.same([...derived.negatedUntil.keys()], ['y'], 'the cards it gives are negated until it ends')
  t.same([...deriveThisTurn([event([negateAll], { affected: ['x'] })], { ...context(), selected }).negatedUntil.keys()], ['x'], 'cards the request names win')
  t.doesNotThrow(() => deriveThisTurn([event([negateAll])], { ...context(), selected: () => [] }), 'none of them on the board: nothing negated, not refused')
})
