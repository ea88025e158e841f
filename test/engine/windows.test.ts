/**
 * The same list procedure in the Standby Phase and the End Step of the Battle Phase (seed 004,
 * seed 001 note): that window's items, no hand-size adjustment, a `phase-end` event.
 */
import t from 'tap'
import { RULING_IDS } from '../helpers/ruling-ids.js'
import { resolve, supportedWindows, UnsupportedWindowError } from '../../src/engine/index.js'
import { card, decisions, eventsOfType, fillers, request, story, thrownBy } from './helpers.js'

const lyla = card('Lyla, Lightsworn Sorceress', { phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours' }] })

t.test('Standby Phase: maintenance costs and "during the Standby Phase" items, no hand size', async (t) => {
  const imperialOrder = card('Imperial Order', { phases: [{ phase: 'standby', kind: 'apply', mandatory: true, turn: 'each' }] })
  const cureMermaid = card('Cure Mermaid', { phases: [{ phase: 'standby', kind: 'trigger', mandatory: false, turn: 'yours' }] })
  const result = resolve(
    request({
      phase: 'standby',
      players: { A: { field: [imperialOrder, lyla], hand: fillers(8) }, B: { field: [cureMermaid] } },
    }),
  )
  t.strictSame(decisions(result.steps), [
    'A list pass',
    'B list pass (auto)',
    'A forced apply Imperial Order (auto)',
    'A list pass (auto)',
    'B list pass (auto)',
  ])
  t.strictSame(story(result.events), ['apply Imperial Order', 'resolve Imperial Order applied', 'list-end', 'phase-end'])
  t.ok(result.steps[0]?.rulings.includes(RULING_IDS.standbyProcedure))
  t.ok(result.steps[0]?.rulings.includes(RULING_IDS.standbyItems))
  t.ok(result.steps[0]?.rulings.includes(RULING_IDS.turnPlayerFirst))
  t.notOk(result.rulings.includes(RULING_IDS.phaseParts), 'the End Phase parts are not cited')
  t.equal(eventsOfType(result.events, 'discard').length, 0, 'no hand-size adjustment with 8 cards')
  t.equal(eventsOfType(result.events, 'turn-end').length, 0)
  t.strictSame(result.events.at(-1)?.rulings, [RULING_IDS.standbyProcedure])
})

t.test('Standby Phase: the opponent\u2019s "during your Standby Phase" item is on their list in their own turn', async (t) => {
  const cureMermaid = card('Cure Mermaid', { key: 'mermaid', phases: [{ phase: 'standby', kind: 'trigger', mandatory: false, turn: 'yours' }] })
  const result = resolve(
    request({ phase: 'standby', turnPlayer: 'B', players: { B: { field: [cureMermaid] } }, choices: [{ player: 'B', type: 'activate', effect: 'mermaid' }] }),
  )
  t.strictSame(story(result.events), ['activate mermaid', 'resolve mermaid applied', 'list-end', 'phase-end'])
})

t.test('End Step of the Battle Phase: "at the end of the Battle Phase" items', async (t) => {
  const laquari = card('Gladiator Beast Laquari', {
    key: 'laquari',
    phases: [{ phase: 'battle-end-step', kind: 'trigger', mandatory: false, turn: 'yours', moves: 'deck' }],
  })
  const board = request({ phase: 'battle-end-step', players: { A: { field: [laquari, lyla], hand: fillers(9) } } })
  const passed = resolve(board)
  t.strictSame(story(passed.events), ['list-end', 'phase-end'])
  t.strictSame(passed.steps[0]?.legal, [{ type: 'activate', effect: 'laquari' }, { type: 'pass' }], "Lyla's End Phase item is not on this list")
  t.ok(passed.steps[0]?.rulings.includes(RULING_IDS.battleEndProcedure))
  t.ok(passed.steps[0]?.rulings.includes(RULING_IDS.battleEndItems))

  const used = resolve({ ...board, choices: [{ player: 'A', type: 'activate', effect: 'laquari' }] })
  t.strictSame(story(used.events), ['activate laquari', 'resolve laquari applied', 'list-end', 'phase-end'])
  t.strictSame(used.events.at(-1)?.rulings, [RULING_IDS.battleEndProcedure])
})

t.test('"until the end of the turn" does not end in another window', async (t) => {
  const result = resolve(
    request({ phase: 'standby', effects: [{ id: 'shrink', controller: 'B', kind: 'expire', mandatory: true, lasts: 'end-of-turn' }] }),
  )
  t.strictSame(story(result.events), ['list-end', 'phase-end'])
})

t.test('supported windows and an unknown one', async (t) => {
  t.strictSame(supportedWindows(), [
    { game: 'yugioh', phase: 'end' },
    { game: 'yugioh', phase: 'standby' },
    { game: 'yugioh', phase: 'battle-end-step' },
    { game: 'grand-archive', phase: 'end' },
  ])
  const error = thrownBy(request({ phase: 'draw' }), UnsupportedWindowError)
  t.ok(error instanceof UnsupportedWindowError)
  t.equal(error.game, 'yugioh')
  t.equal(error.phase, 'draw')
  t.equal(error.code, 'UNSUPPORTED_WINDOW')
  t.throws(() => resolve(request({ game: 'grand-archive', phase: 'standby' })), UnsupportedWindowError)
})
