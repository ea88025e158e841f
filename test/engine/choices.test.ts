/**
 * Choices drive the decisions in order; a choice that does not fit its decision point is refused
 * with the step, the window, the choice and the legal actions.
 */
import t from 'tap'
import { IllegalChoiceError, InvalidBoardError, resolve, type Choice, type EngineRequest } from '../../src/engine/index.js'
import { card, fillers, request, story, thrownBy } from './helpers.js'

const refusal = (board: EngineRequest) => thrownBy(board, IllegalChoiceError)

const lyla = card('Lyla, Lightsworn Sorceress', { key: 'lyla', phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours' }] })
const board = request({
  players: { A: { field: [lyla], hand: fillers(8) } },
  effects: [{ id: 'veiler', controller: 'B', card: 'Effect Veiler', kind: 'expire', mandatory: true }],
})
const withChoices = (...choices: Choice[]): EngineRequest => ({ ...board, choices })

t.test('the wrong player', async (t) => {
  const error = refusal(withChoices({ player: 'B', type: 'pass' }))
  t.equal(error.step, 0)
  t.equal(error.window, 'list')
  t.equal(error.code, 'ILLEGAL_CHOICE')
  t.strictSame(error.choice, { player: 'B', type: 'pass' })
  t.strictSame(error.legal, [{ type: 'activate', effect: 'lyla' }, { type: 'pass' }])
  t.match(error.message, /step 0 \(list\).*A's, not B's.*legal: activate lyla, pass/)
})

t.test('an effect that is not on the player\u2019s list', async (t) => {
  const error = refusal(withChoices({ player: 'A', type: 'expire', effect: 'veiler' }))
  t.equal(error.step, 0)
  t.match(error.message, /"expire" is not legal here/)
  const unknown = refusal(withChoices({ player: 'A', type: 'activate', effect: 'nothing' }))
  t.match(unknown.message, /"activate nothing" is not legal here/)
})

t.test('a forced player cannot pass', async (t) => {
  const forcedBoard = request({
    effects: [
      { id: 'one', controller: 'A', kind: 'apply', mandatory: true },
      { id: 'two', controller: 'A', kind: 'apply', mandatory: true },
    ],
  })
  const error = refusal({ ...forcedBoard, choices: [{ player: 'A', type: 'pass' }, { player: 'A', type: 'pass' }] })
  t.equal(error.step, 2)
  t.equal(error.window, 'forced')
  t.equal(error.choiceIndex, 1)
  t.strictSame(error.legal, [{ type: 'apply', effect: 'one' }, { type: 'apply', effect: 'two' }])
})

t.test('discards: the legal count, cards in the hand', async (t) => {
  const passes: Choice[] = [{ player: 'A', type: 'pass' }, { player: 'B', type: 'pass' }, { player: 'B', type: 'pass' }]
  const tooMany = refusal(withChoices(...passes, { player: 'A', type: 'discard', cards: ['Filler 1'] }))
  t.equal(tooMany.window, 'hand-size')
  t.strictSame(tooMany.legal, [{ type: 'discard', count: 2, from: fillers(8).map((c) => c.key) }])
  t.match(tooMany.message, /exactly 2 card\(s\)/)

  const notInHand = refusal(withChoices(...passes, { player: 'A', type: 'discard', cards: ['Filler 1', 'Lyla, Lightsworn Sorceress'] }))
  t.match(notInHand.message, /not a card left to discard/)

  const twice = refusal(withChoices(...passes, { player: 'A', type: 'discard', cards: ['Filler 1', 'Filler 1'] }))
  t.match(twice.message, /not a card left to discard/)

  const result = resolve(withChoices(...passes, { player: 'A', type: 'discard', cards: ['Filler 5', 'Filler 2'] }))
  t.strictSame(
    story(result.events).filter((line) => line.startsWith('discard')),
    ['discard A [Filler 2, Filler 5]'],
    'cards in hand order',
  )
})

t.test('discards may name cards: the first of that name not picked yet', async (t) => {
  const twins = request({ players: { A: { hand: [...fillers(5), card('Twin', { key: 'twin-1' }), card('Twin', { key: 'twin-2' })] } } })
  const result = resolve({ ...twins, choices: [{ player: 'A', type: 'discard', cards: ['Twin'] }] })
  t.strictSame(result.events.find((event) => event.type === 'discard')?.cards, ['twin-1'])
})

t.test('choices left over once the window is over', async (t) => {
  const error = refusal(
    request({ choices: [{ player: 'A', type: 'pass' }] }),
  )
  t.equal(error.choiceIndex, 0)
  t.strictSame(error.legal, [])
  t.match(error.message, /no decision is left/)
})

t.test('a choice of an effect used up or never offered says so, not only that nothing is left', async (t) => {
  const items = request({
    effects: [
      { id: 'once', controller: 'A', kind: 'apply', mandatory: false },
      { id: 'other', controller: 'A', kind: 'apply', mandatory: false },
    ],
  })
  const again = refusal({ ...items, choices: [{ player: 'A', type: 'apply', effect: 'once' }, { player: 'A', type: 'apply', effect: 'once' }] })
  t.match(again.message, /"apply once" was already taken at step 0: it is used up/, 'taken before: used up')
  const never = refusal({ ...items, choices: [{ player: 'A', type: 'apply', effect: 'nowhere' }] })
  t.match(never.message, /"nowhere" was never offered to "apply" in this line/, 'never offered')
  t.match(never.message, /is not legal here/, 'and the decision it met still says it is not legal there')
  const late = refusal({ ...items, choices: [{ player: 'A', type: 'pass' }, { player: 'A', type: 'apply', effect: 'other' }] })
  t.match(late.message, /"other" was offered earlier and not taken then/, 'offered, passed over, then asked for after the window')
})

t.test('a discard no step asked for says so, not only that nothing is left', async (t) => {
  const error = refusal(request({ choices: [{ player: 'A', type: 'discard', cards: ['x'] }] }))
  t.match(error.message, /no discard was asked of A in this line/)
})

t.test('automatic steps (one legal action) consume no choice', async (t) => {
  const result = resolve(withChoices({ player: 'A', type: 'pass' }, { player: 'B', type: 'expire', effect: 'veiler' }))
  t.strictSame(story(result.events).slice(0, 4), ['expire veiler', 'resolve veiler applied', 'activate lyla', 'resolve lyla applied'])
})

t.test('a discard choice naming the cards a forced discard took answers it; another is refused', async (t) => {
  // A cost only one card of the hand may pay ("discard 1 Spell", one Spell there): taken without a question.
  const spell = { ...card('Some Spell'), cardType: 'spell' as const }
  const monster = { ...card('Some Monster'), cardType: 'monster' as const }
  const discarder = card('Discarder', { key: 'discarder', phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', costs: [{ action: 'discard', count: 1, chosen: { zone: 'hand', whose: 'controller', cards: 'spell' } }], does: [{ action: 'draw', count: 1 }] }] })
  const asked = (cards: string[]) => request({ players: { A: { field: [discarder], hand: [monster, spell] } }, choices: [{ player: 'A', type: 'activate', effect: 'discarder' }, { player: 'A', type: 'discard', cards }] })
  const named = resolve(asked(['Some Spell']))
  t.ok(named.steps.some((s) => s.decision === 'cost' && s.automatic && s.taken.cards?.[0] === 'Some Spell'), 'the forced cost step took the Spell')
  t.match(refusal(asked(['Some Monster'])).message, /no decision is left|was never offered|not legal|no discard/, 'a card that could not pay is no answer to it, and nothing is left to take it')
})

t.test('boards the engine cannot read', async (t) => {
  t.throws(
    () =>
      resolve(
        request({
          effects: [
            { id: 'same', controller: 'A', kind: 'apply', mandatory: true },
            { id: 'same', controller: 'B', kind: 'apply', mandatory: true },
          ],
        }),
      ),
    InvalidBoardError,
  )
  t.throws(
    () => resolve(request({ effects: [{ id: 'x', controller: 'A', kind: 'trigger', mandatory: true, negatedUntil: 'missing' }] })),
    InvalidBoardError,
  )
})

t.test('same input, same output', async (t) => {
  const first = resolve({ ...board, enumerate: true })
  const second = resolve({ ...board, enumerate: true })
  t.strictSame(JSON.stringify(first), JSON.stringify(second))
})

t.test('an activation naming its target: the card named is the one acted on; naming none leaves it unsaid', async (t) => {
  const breaker = card('Breaker', { key: 'breaker', phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', does: [{ action: 'destroy', chosen: { zone: 'field', whose: 'opponent' } }] }] })
  const board = (cards?: string[]) => request({ players: { A: { field: [breaker] }, B: { field: [card('One'), card('Two')] } }, choices: [{ player: 'A', type: 'activate', effect: 'breaker', ...(cards ? { cards } : {}) }] })
  const named = resolve(board(['Two']))
  t.match(named.events.find((e) => e.type === 'resolve' && e.effect === 'breaker'), { subject: 'Two', moves: 'graveyard' }, 'Two, named by name, is destroyed')
  t.notOk(named.events.find((e) => e.type === 'resolve' && e.effect === 'breaker')?.effectOnState)
  t.same(named.steps.find((s) => s.taken.effect === 'breaker')?.taken.cards, ['Two'], 'the step keeps the card named')
  const unsaid = resolve(board())
  t.match(unsaid.events.find((e) => e.type === 'resolve' && e.effect === 'breaker'), { effectOnState: 'partial', notApplied: ['destroy'] }, 'two candidates, none named: not applied')
  const wrong = resolve(board(['Breaker']))
  t.match(wrong.events.find((e) => e.type === 'resolve' && e.effect === 'breaker'), { effectOnState: 'partial' }, 'a card not of its selection is no answer')
})
