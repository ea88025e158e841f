/**
 * The list phase, as in the seeds' worked cases: a board, then the expected decisions and events.
 */
import t from 'tap'
import { RULING_IDS } from '../helpers/ruling-ids.js'
import { resolve, type Effect } from '../../src/engine/index.js'
import { card, decisions, request, story } from './helpers.js'

const lyla = card('Lyla, Lightsworn Sorceress', {
  key: 'lyla',
  phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours' }],
})

t.test('Effect Veiler vs Lyla (seed 001 ex. 1)', async (t) => {
  const board = request({
    players: { A: { field: [lyla] } },
    effects: [
      { id: 'lyla', controller: 'A', card: 'Lyla, Lightsworn Sorceress', kind: 'trigger', mandatory: true, negatedUntil: 'veiler' },
      { id: 'veiler', controller: 'B', card: 'Effect Veiler', kind: 'expire', mandatory: true },
    ],
  })

  t.test('both pass: A is forced to activate Lyla while Veiler still negates it, then B is forced to end Veiler', async (t) => {
    const result = resolve(board)
    t.strictSame(decisions(result.steps), [
      'A list pass',
      'B list pass',
      'A forced activate lyla (auto)',
      'A list pass (auto)',
      'B list pass',
      'B forced expire veiler (auto)',
      'A list pass (auto)',
      'B list pass (auto)',
    ])
    t.strictSame(story(result.events), [
      'activate lyla',
      'resolve lyla negated',
      'expire veiler',
      'resolve veiler applied',
      'list-end',
      'hand-size A 0/6',
      'turn-end',
    ])
    const forced = result.steps[2]
    t.ok(forced?.rulings.includes(RULING_IDS.forcedTurnPlayer), 'the forced step cites the forced turn player rule')
    const negated = result.events[1]
    t.ok(negated?.rulings.includes(RULING_IDS.negatedEffect))
    t.ok(negated?.rulings.includes(RULING_IDS.lylaVeiler))
    // A has Lyla alone pending: the fan guide's "may pick an optional item instead" has nothing to pick, so no dispute is noted.
    t.notOk(result.notes.some((n) => n.ruling === RULING_IDS.forcedTurnPlayer || n.alternative === RULING_IDS.forcedTurnPlayerFan), 'no note of a dispute this board never has')
  })

  t.test('A passes and B ends Veiler first: Lyla then resolves and mills', async (t) => {
    const result = resolve({ ...board, choices: [{ player: 'A', type: 'pass' }, { player: 'B', type: 'expire', effect: 'veiler' }] })
    t.strictSame(story(result.events).slice(0, 4), ['expire veiler', 'resolve veiler applied', 'activate lyla', 'resolve lyla applied'])
    t.strictSame(decisions(result.steps).slice(0, 3), ['A list pass', 'B list expire veiler', 'A list pass'])
  })

  t.test('A activates Lyla at once: Veiler negates it', async (t) => {
    const result = resolve({ ...board, choices: [{ player: 'A', type: 'activate', effect: 'lyla' }] })
    t.strictSame(story(result.events).slice(0, 2), ['activate lyla', 'resolve lyla negated'])
  })
})

t.test('Lyla vs XX-Saber Darksoul (seed 001 ex. 2)', async (t) => {
  const darksoul = card('XX-Saber Darksoul', {
    key: 'darksoul',
    phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard' }],
  })
  const board = request({ players: { A: { field: [lyla] }, B: { graveyard: [darksoul] } } })

  t.test('items come from the cards: Lyla on A field, Darksoul in B GY', async (t) => {
    const result = resolve(board)
    t.strictSame(result.steps[0]?.legal, [{ type: 'activate', effect: 'lyla' }, { type: 'pass' }])
    t.strictSame(result.steps[1]?.legal, [{ type: 'activate', effect: 'darksoul' }, { type: 'pass' }])
  })

  t.test('default: both pass, Lyla is forced, B lets the optional search lapse', async (t) => {
    const result = resolve(board)
    t.strictSame(decisions(result.steps), [
      'A list pass',
      'B list pass',
      'A forced activate lyla (auto)',
      'A list pass (auto)',
      'B list pass',
    ])
    t.strictSame(story(result.events), ['activate lyla', 'resolve lyla applied', 'list-end', 'hand-size A 0/6', 'turn-end'])
    t.strictSame(result.events[2]?.unused, ['darksoul'])
    t.ok(result.rulings.includes(RULING_IDS.lylaDarksoul))
  })

  t.test('the turn player may mill before the search', async (t) => {
    const result = resolve({
      ...board,
      choices: [
        { player: 'A', type: 'activate', effect: 'lyla' },
        { player: 'B', type: 'activate', effect: 'darksoul' },
      ],
    })
    t.strictSame(story(result.events).slice(0, 4), ['activate lyla', 'resolve lyla applied', 'activate darksoul', 'resolve darksoul applied'])
    t.ok(result.steps[1]?.rulings.includes(RULING_IDS.restart), 'priority came back to the turn player')
  })

  t.test('or B searches first when A passes', async (t) => {
    const result = resolve({ ...board, choices: [{ player: 'A', type: 'pass' }, { player: 'B', type: 'activate', effect: 'darksoul' }] })
    t.strictSame(story(result.events).slice(0, 4), ['activate darksoul', 'resolve darksoul applied', 'activate lyla', 'resolve lyla applied'])
  })
})

t.test('Orichalcos Shunoros under Creature Swap, doubled by Limiter Removal (seed 000)', async (t) => {
  const shunoros = card('Orichalcos Shunoros', { key: 'shunoros' })
  const effects: Effect[] = [
    { id: 'limiter-removal', controller: 'A', card: 'Limiter Removal', kind: 'apply', mandatory: true, subject: 'shunoros', moves: 'graveyard' },
    { id: 'shunoros-deck', controller: 'B', card: 'Orichalcos Shunoros', kind: 'apply', mandatory: true, subject: 'shunoros', moves: 'deck' },
  ]
  const board = request({ players: { A: { field: [shunoros] } }, effects })

  t.test('the turn player applies Limiter Removal: Shunoros is destroyed, its own item no longer applies', async (t) => {
    const result = resolve({ ...board, choices: [{ player: 'A', type: 'apply', effect: 'limiter-removal' }] })
    t.strictSame(story(result.events).slice(0, 3), ['apply limiter-removal', 'resolve limiter-removal applied', 'resolve shunoros-deck void'])
    t.ok(result.events[2]?.rulings.includes(RULING_IDS.movedSubject))
    t.ok(result.events[2]?.rulings.includes(RULING_IDS.shunorosLimiterRemoval))
  })

  t.test('the turn player passes and the opponent applies Shunoros: back to the Deck, Limiter Removal no longer applies', async (t) => {
    const result = resolve({ ...board, choices: [{ player: 'A', type: 'pass' }, { player: 'B', type: 'apply', effect: 'shunoros-deck' }] })
    t.strictSame(story(result.events).slice(0, 3), ['apply shunoros-deck', 'resolve shunoros-deck applied', 'resolve limiter-removal void'])
  })

  t.test('both pass: Limiter Removal is applied by force', async (t) => {
    const result = resolve(board)
    t.strictSame(decisions(result.steps).slice(0, 3), ['A list pass', 'B list pass', 'A forced apply limiter-removal (auto)'])
    t.strictSame(story(result.events).slice(0, 3), ['apply limiter-removal', 'resolve limiter-removal applied', 'resolve shunoros-deck void'])
  })
})

t.test('Mist Archfiend taken with Enemy Controller: either order (12/05/05), enumerate shows both', async (t) => {
  const mist = card('Mist Archfiend', { key: 'mist' })
  const result = resolve(
    request({
      players: { A: { field: [mist] } },
      effects: [
        { id: 'mist-destroy', controller: 'A', card: 'Mist Archfiend', kind: 'trigger', mandatory: true, subject: 'mist', moves: 'graveyard' },
        { id: 'control-return', controller: 'A', card: 'Enemy Controller', kind: 'expire', mandatory: true, subject: 'mist' },
      ],
      enumerate: true,
    }),
  )
  const outcomes = (result.outcomes ?? []).map((outcome) => story(outcome.events).slice(0, 4))
  t.equal(outcomes.length, 2)
  t.strictSame(outcomes, [
    ['activate mist-destroy', 'resolve mist-destroy applied', 'resolve control-return void', 'list-end'],
    ['expire control-return', 'resolve control-return applied', 'activate mist-destroy', 'resolve mist-destroy applied'],
  ])
  t.equal(result.truncated, false)
  t.ok(result.rulings.includes(RULING_IDS.mistArchfiendEnemyController))
})

t.test('free order: passing is allowed while a mandatory item is pending', async (t) => {
  const result = resolve(
    request({
      effects: [
        { id: 'optional', controller: 'A', kind: 'trigger', mandatory: false },
        { id: 'mandatory', controller: 'A', kind: 'apply', mandatory: true },
      ],
      choices: [{ player: 'A', type: 'activate', effect: 'optional' }],
    }),
  )
  t.strictSame(decisions(result.steps), [
    'A list activate optional',
    'A list pass',
    'B list pass (auto)',
    'A forced apply mandatory (auto)',
    'A list pass (auto)',
    'B list pass (auto)',
  ])
})

t.test('forced turn player, official reading: only the mandatory items are legal', async (t) => {
  const effects: Effect[] = [
    { id: 'optional', controller: 'A', kind: 'trigger', mandatory: false },
    { id: 'first', controller: 'A', kind: 'apply', mandatory: true },
    { id: 'second', controller: 'A', kind: 'apply', mandatory: true },
  ]
  const official = resolve(request({ effects }))
  t.strictSame(official.steps[2]?.legal, [{ type: 'apply', effect: 'first' }, { type: 'apply', effect: 'second' }])
  t.strictSame(official.steps[2]?.taken, { type: 'apply', effect: 'first' }, 'default: the first pending mandatory item in input order')
  // An optional item is pending beside the mandatory ones: here the readings differ, and the note says which was applied.
  t.equal(official.notes[0]?.ruling, RULING_IDS.forcedTurnPlayer, 'the note says the official forced rule was applied')
  t.strictSame(official.notes[0]?.sources, ['ref-ocg-wiki-end-phase', 'ref-qa-8765', 'ref-etcg-end-phase-guide'])

  t.test('fan-guide reading: the forced player may take an optional item instead', async (t) => {
    const fan = resolve(
      request({
        effects,
        reading: 'fan-guide',
        choices: [{ player: 'A', type: 'pass' }, { player: 'A', type: 'activate', effect: 'optional' }],
      }),
    )
    t.strictSame(fan.steps[2]?.legal, [
      { type: 'activate', effect: 'optional' },
      { type: 'apply', effect: 'first' },
      { type: 'apply', effect: 'second' },
    ])
    t.equal(fan.steps[2]?.taken.effect, 'optional')
    t.ok(fan.steps[2]?.rulings.includes(RULING_IDS.forcedTurnPlayerFan))
    t.equal(fan.notes[0]?.ruling, RULING_IDS.forcedTurnPlayerFan)
    t.equal(fan.notes[0]?.applied, 'fan-guide')
  })
})

t.test('forced opponent: after the turn player has nothing mandatory, the opponent must process theirs', async (t) => {
  const result = resolve(request({ effects: [{ id: 'b-cost', controller: 'B', kind: 'apply', mandatory: true }, { id: 'b-optional', controller: 'B', kind: 'trigger', mandatory: false }] }))
  t.strictSame(decisions(result.steps).slice(0, 3), ['A list pass (auto)', 'B list pass', 'B forced apply b-cost (auto)'])
  t.ok(result.steps[2]?.rulings.includes(RULING_IDS.forcedOpponent))
  t.notOk(result.steps[2]?.rulings.includes(RULING_IDS.forcedTurnPlayer), "the non-turn player's step does not cite the turn player's rule")
  t.strictSame(result.notes.map((n) => [n.ruling, n.alternative]), [[RULING_IDS.forcedOpponent, RULING_IDS.forcedTurnPlayerFan]], "its note is the non-turn player's rule against the fan guide's")
  t.match(result.notes[0]?.message, { key: 'note.forced-opponent' })
  t.notOk(result.notes[0]?.sources.includes('ref-qa-8765'), 'QA 8765 is about the turn player: not a source of this note')
})

t.test('derived items: window, zone and turn of the stored behaviour decide which cards yield items', async (t) => {
  const mine = card('Spirit Card', { phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', moves: 'hand' }] })
  const theirs = card('Their Spirit', { phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours' }] })
  const inHand = card('Hand Card', { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'hand' }] })
  const onFieldOnly = card('Field Only', { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'each' }] })
  const standbyOnly = card('Standby Card', { phases: [{ phase: 'standby', kind: 'apply', mandatory: true, turn: 'each' }] })
  // Limiter Removal's destruction exists only once its effect resolved: the board must state it.
  const delayed = card('Delayed Card', { phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'each', delayed: true }] })
  const twice = card('Two Effects', {
    phases: [
      { phase: 'end', kind: 'trigger', mandatory: false, turn: 'each' },
      { phase: 'end', kind: 'apply', mandatory: false, turn: 'each' },
    ],
  })
  const result = resolve(
    request({
      players: { A: { field: [mine, standbyOnly, delayed, twice], hand: [inHand, onFieldOnly] }, B: { field: [theirs] } },
    }),
  )
  t.strictSame(result.steps[0]?.legal, [
    { type: 'activate', effect: 'Spirit Card' },
    { type: 'activate', effect: 'Two Effects' },
    { type: 'apply', effect: 'Two Effects:2' },
    { type: 'activate', effect: 'Hand Card' },
    { type: 'pass' },
  ])
  t.strictSame(result.steps[1]?.legal, [{ type: 'pass' }], "B's Spirit is not on B's list in A's turn")
  // Spirit Card returns itself to the hand: the hand grows by one.
  t.ok(story(result.events).includes('resolve Spirit Card applied'))
  t.equal(result.events.find((event) => event.type === 'hand-size')?.hand, 3)

  t.test('an explicit effect with the same card and controller replaces the derived one', async (t) => {
    const replaced = resolve(
      request({
        players: { A: { field: [mine] } },
        effects: [{ id: 'spirit', controller: 'A', card: 'Spirit Card', kind: 'trigger', mandatory: false }],
      }),
    )
    t.strictSame(replaced.steps[0]?.legal, [{ type: 'activate', effect: 'spirit' }, { type: 'pass' }])
  })
})

t.test('a card leaving the field voids the items it yields', async (t) => {
  const ohka = card('Majestic Mech - Ohka', {
    key: 'ohka',
    phases: [
      { phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', moves: 'graveyard' },
      { phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours' },
    ],
  })
  const result = resolve(request({ players: { A: { field: [ohka] } } }))
  t.strictSame(story(result.events).slice(0, 3), ['activate ohka', 'resolve ohka applied', 'resolve ohka:2 void'])
})

t.test('old "at the end of the turn" texts act in the End Phase like "during the End Phase"', async (t) => {
  const old = card('Old Wording', {
    phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', wording: 'end-of-turn', span: 'At the end of the turn, send this card to the Graveyard.' }],
  })
  const result = resolve(request({ players: { A: { field: [old] } } }))
  t.ok(result.events[0]?.rulings.includes(RULING_IDS.oldEndOfTurnWording))
  const plain = resolve(request({ players: { A: { field: [lyla] } } }))
  t.notOk(plain.rulings.includes(RULING_IDS.oldEndOfTurnWording))
})

t.test('triggers activated at the very same time form one chain; other items never do (seed 003)', async (t) => {
  const flips = [
    { id: 'flip-b', controller: 'B' as const, kind: 'trigger' as const, mandatory: true, simultaneous: 'desert-light' },
    { id: 'flip-a1', controller: 'A' as const, kind: 'trigger' as const, mandatory: true, simultaneous: 'desert-light' },
    { id: 'flip-a2', controller: 'A' as const, kind: 'trigger' as const, mandatory: false, simultaneous: 'desert-light' },
    { id: 'alone', controller: 'A' as const, kind: 'trigger' as const, mandatory: true },
  ]
  const result = resolve(request({ effects: flips, choices: [{ player: 'A', type: 'activate', effect: 'flip-a2' }] }))
  t.strictSame(story(result.events).slice(0, 6), [
    'activate flip-a1',
    'activate flip-a2',
    'activate flip-b',
    'resolve flip-b applied',
    'resolve flip-a2 applied',
    'resolve flip-a1 applied',
  ], "one chain, the turn player's links first, resolved last in, first out")
  t.strictSame(result.events.slice(0, 3).map((event) => event.link), [1, 2, 3])
  t.ok(result.events[0]?.rulings.includes(RULING_IDS.simultaneousChain))
  t.strictSame(story(result.events).slice(6, 8), ['activate alone', 'resolve alone applied'], 'an item outside the group is a chain of its own')
  t.notOk(result.events[6]?.rulings.includes(RULING_IDS.simultaneousChain))

  t.test('a lower link whose card was sent away by a higher one ends void once', async (t) => {
    const target = card('Target')
    const board = request({
      players: { A: { field: [target] } },
      effects: [
        { id: 'uses-target', controller: 'A', kind: 'trigger', mandatory: true, subject: 'Target', moves: 'deck', simultaneous: 'g' },
        { id: 'sends-target', controller: 'B', kind: 'trigger', mandatory: true, subject: 'Target', moves: 'graveyard', simultaneous: 'g' },
      ],
    })
    const lines = story(resolve(board).events)
    t.strictSame(lines.slice(0, 4), ['activate uses-target', 'activate sends-target', 'resolve sends-target applied', 'resolve uses-target void'])
    t.equal(lines.filter((line) => line.startsWith('resolve uses-target')).length, 1)
  })

  t.test('only triggers may be grouped', async (t) => {
    t.throws(() => resolve(request({ effects: [{ id: 'x', controller: 'A', kind: 'apply', mandatory: true, simultaneous: 'g' }] })), /effects\[0\]\.simultaneous/)
  })
})
