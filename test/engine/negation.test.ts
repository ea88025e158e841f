/**
 * Negated activations and negated effects: Majestic Mech - Ohka vs Light and Darkness Dragon
 * (seed 001 ex. 3 against the Perfect Rulebook 2017), and responses in general.
 */
import t from 'tap'
import { REFERENCE_IDS } from '../../src/engine/core/reference-ids.js'
import { RULING_IDS } from '../helpers/ruling-ids.js'
import { resolve, type Response } from '../../src/engine/index.js'
import { card, decisions, eventsOfType, request, story } from './helpers.js'

const ohka = card('Majestic Mech - Ohka', {
  key: 'ohka',
  phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', moves: 'graveyard' }],
})
const ladd: Response = {
  id: 'ladd',
  controller: 'B',
  card: 'Light and Darkness Dragon',
  negates: 'activation',
  mandatory: true,
  oncePerChain: true,
  atk: 2800,
  def: 2400,
  cost: { atk: 500, def: 500 },
}
const board = request({ players: { A: { field: [ohka] } }, responses: [ladd] })

t.test('official reading: LaDD negates once, Ohka cannot be activated again', async (t) => {
  const result = resolve(board)
  t.strictSame(story(result.events), [
    'activate ohka',
    'activate ladd',
    'negate-activation ohka by ladd',
    'resolve ohka activation-negated',
    'list-end',
    'hand-size A 0/6',
    'turn-end',
  ])
  t.strictSame(result.events[1]?.stats, { atk: 2300, def: 1900 })
  t.ok(result.events[2]?.rulings.includes(RULING_IDS.negatedActivation))
  t.ok(result.events[2]?.rulings.includes(RULING_IDS.ohkaLadd))
  t.equal(result.loop, undefined)
  const note = result.notes.find((n) => n.ruling === RULING_IDS.negatedActivation)
  t.ok(note, 'a note names the conflict')
  t.strictSame(note?.sources, [REFERENCE_IDS.perfectRulebook2017, REFERENCE_IDS.etcgGuide])
  t.equal(note?.alternative, RULING_IDS.negatedActivationFan)
})

t.test('fan-guide reading: the phase loops until LaDD cannot pay (2800/2400 down to 800/400)', async (t) => {
  const result = resolve({ ...board, reading: 'fan-guide' })
  const negations = eventsOfType(result.events, 'negate-activation')
  t.equal(negations.length, 4, 'negates four times')
  t.strictSame(
    eventsOfType(result.events, 'activate')
      .filter((event) => event.effect === 'ladd')
      .map((event) => event.stats),
    [
      { atk: 2300, def: 1900 },
      { atk: 1800, def: 1400 },
      { atk: 1300, def: 900 },
      { atk: 800, def: 400 },
    ],
  )
  t.strictSame(story(result.events).slice(-7), [
    'activate ohka',
    'cannot-pay ladd',
    'loop-end resource-exhausted',
    'resolve ohka applied',
    'list-end',
    'hand-size A 0/6',
    'turn-end',
  ])
  t.equal(eventsOfType(result.events, 'cannot-pay')[0]?.rulings.includes(RULING_IDS.costPayable), true)
  t.match(result.loop, { reason: 'resource-exhausted', effect: 'ohka', by: 'ladd', repeats: 4 })
  const note = result.notes.find((n) => n.ruling === RULING_IDS.negatedActivationFan)
  t.ok(note)
  t.strictSame(note?.sources, [REFERENCE_IDS.perfectRulebook2017, REFERENCE_IDS.etcgGuide])
  t.equal(note?.applied, 'fan-guide')
  t.ok(result.rulings.includes(RULING_IDS.ohkaLaddFan))
  t.notOk(result.rulings.includes(RULING_IDS.ohkaLadd))
})

t.test('fan-guide reading with a costless negation: the repeated state ends the loop', async (t) => {
  const free: Response = { id: 'negator', controller: 'B', negates: 'activation', mandatory: true, oncePerChain: true }
  const result = resolve({ ...board, responses: [free], reading: 'fan-guide', enumerate: true })
  t.strictSame(story(result.events), [
    'activate ohka',
    'activate negator',
    'negate-activation ohka by negator',
    'resolve ohka activation-negated',
    'activate ohka',
    'activate negator',
    'negate-activation ohka by negator',
    'resolve ohka activation-negated',
    'loop repeated-state',
  ])
  t.match(result.loop, { reason: 'repeated-state', effect: 'ohka', firstSeen: 3 })
  t.ok(result.events.at(-1)?.rulings.includes(RULING_IDS.loopGuard))
  t.notOk(eventsOfType(result.events, 'turn-end').length, 'the turn does not end: the line was stopped')
  t.equal(result.outcomes?.length, 1)
  t.strictSame(result.outcomes?.[0]?.events, result.events)
})

t.test('a response that negates the effect uses the item up', async (t) => {
  const veilerLike: Response = { id: 'negate-effect', controller: 'B', negates: 'effect', mandatory: true }
  const result = resolve({ ...board, responses: [veilerLike] })
  t.strictSame(story(result.events).slice(0, 4), [
    'activate ohka',
    'activate negate-effect',
    'negate-effect ohka by negate-effect',
    'resolve ohka negated',
  ])
  t.ok(result.events[3]?.rulings.includes(RULING_IDS.negatedEffect))
})

t.test('an optional response is its controller\u2019s decision', async (t) => {
  const optional: Response = { ...ladd, mandatory: false }
  const passed = resolve({ ...board, responses: [optional] })
  t.strictSame(decisions(passed.steps).slice(0, 4), ['A list pass', 'B list pass (auto)', 'A forced activate ohka (auto)', 'B list pass'])
  t.strictSame(passed.steps[3]?.legal, [{ type: 'activate', effect: 'ladd' }, { type: 'pass' }])
  t.equal(passed.steps[3]?.decision, 'response')
  t.strictSame(story(passed.events).slice(0, 2), ['activate ohka', 'resolve ohka applied'])

  const used = resolve({ ...board, responses: [optional], choices: [{ player: 'A', type: 'pass' }, { player: 'B', type: 'activate', effect: 'ladd' }] })
  t.strictSame(story(used.events).slice(0, 4), ['activate ohka', 'activate ladd', 'negate-activation ohka by ladd', 'resolve ohka activation-negated'])
})

t.test('a cost that cannot be paid in full: no response at all', async (t) => {
  const weak: Response = { ...ladd, atk: 800, def: 400 }
  const result = resolve({ ...board, responses: [weak] })
  t.strictSame(story(result.events).slice(0, 3), ['activate ohka', 'cannot-pay ladd', 'resolve ohka applied'])
  t.equal(result.loop, undefined, 'no loop: the item was never negated')
})

t.test('responses chain to responses; once per chain holds', async (t) => {
  const counter: Response = { id: 'counter', controller: 'A', negates: 'activation', mandatory: true }
  const result = resolve({ ...board, responses: [ladd, counter] })
  // Ohka (1), LaDD (2) negating Ohka, counter (3) negating LaDD; LaDD cannot answer again (once per chain).
  t.strictSame(story(result.events).slice(0, 5), [
    'activate ohka',
    'activate ladd',
    'activate counter',
    'negate-activation ladd by counter',
    'resolve ohka applied',
  ])
  t.strictSame(
    eventsOfType(result.events, 'activate').map((event) => event.link),
    [1, 2, 3],
  )
})

t.test('two responses without once per chain still make a finite chain', async (t) => {
  const x: Response = { id: 'x', controller: 'A', negates: 'activation', mandatory: true }
  const y: Response = { id: 'y', controller: 'B', negates: 'activation', mandatory: true }
  const result = resolve({ ...board, responses: [x, y] })
  const activations = eventsOfType(result.events, 'activate').map((event) => event.effect)
  t.ok(activations.length < 10, `chain stops: ${activations.join(', ')}`)
  t.equal(eventsOfType(result.events, 'turn-end').length, 1)
})

t.test('a hand trap negating an item used once per turn: the readings agree, so the rulebook alone is cited and no dispute noted', async (t) => {
  const serpent = card('Sinister Serpent', { key: 'serpent', phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', oncePerTurn: 'name' }] })
  const belle: Response = { id: 'belle', controller: 'B', card: 'Ghost Belle & Haunted Mansion', negates: 'activation', mandatory: false }
  for (const reading of ['official', 'fan-guide'] as const) {
    const result = resolve(
      request({
        reading,
        players: { A: { field: [serpent] } },
        responses: [belle],
        choices: [
          { player: 'A', type: 'activate', effect: 'serpent' },
          { player: 'B', type: 'activate', effect: 'belle' },
        ],
      }),
    )
    const negation = eventsOfType(result.events, 'negate-activation')[0]
    t.ok(negation?.rulings.includes(RULING_IDS.negatedActivation), `${reading}: the negation cites the rulebook`)
    t.notOk(negation?.rulings.includes(RULING_IDS.negatedActivationFan), `${reading}: not the fan guide, whose loop never starts for an item used once per turn`)
    t.notOk(
      result.notes.some((n) => n.alternative === RULING_IDS.negatedActivationFan || n.ruling === RULING_IDS.negatedActivationFan),
      `${reading}: no note of a dispute this board never has`,
    )
    t.strictSame(story(result.events).slice(0, 4), ['activate serpent', 'activate belle', 'negate-activation serpent by belle', 'resolve serpent activation-negated'])
  }
})

t.test('an answer that negates nothing destroys the card activating; the effect still resolves', async (t) => {
  const burner = card('Burner', { key: 'burner', phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', does: [{ action: 'lose-lp', amount: 1000, damage: true, whose: 'opponent' }] }] })
  const ogre: Response = { id: 'ogre', controller: 'B', card: 'Ogre', negates: 'none', mandatory: true, fate: 'destroy' }
  const result = resolve(request({ players: { A: { field: [{ ...burner, cardType: 'monster' }] }, B: { lp: 8000 } }, responses: [ogre] }))
  t.match(eventsOfType(result.events, 'resolve').find((e) => e.effect === 'ogre'), { outcome: 'applied', subject: 'burner', moves: 'graveyard' }, 'Burner destroyed')
  t.equal(eventsOfType(result.events, 'negate-activation').length + eventsOfType(result.events, 'negate-effect').length, 0, 'nothing negated')
  t.match(eventsOfType(result.events, 'resolve').find((e) => e.effect === 'burner'), { outcome: 'applied', lp: { B: 7000 } }, 'its effect resolves all the same')
})
