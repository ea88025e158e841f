/**
 * Issue 9: boards that cannot mean anything are a 400 naming the field (an effect negated until
 * itself, negations waiting on one another, a subject that names no card), and every place the
 * contract takes a CardRef takes all its forms.
 */
import t from 'tap'
import { readOnlyApp } from './helpers/build.js'

t.test('bad references on a board are a 400 naming the field', async (t) => {
  const app = await readOnlyApp()
  const post = (payload: object) => app.inject({ method: 'POST', url: '/v1/resolve', payload })
  const lyla = { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} } }
  const cases: Array<[string, object, string, RegExp]> = [
    ['negated until itself', { ...lyla, effects: [{ id: 'x', controller: 'A', kind: 'trigger', mandatory: true, negatedUntil: 'x' }] }, 'effects[0].negatedUntil', /this effect itself/],
    [
      'negated until one another',
      {
        ...lyla,
        effects: [
          { id: 'a', controller: 'A', kind: 'expire', mandatory: true, negatedUntil: 'b' },
          { id: 'b', controller: 'B', kind: 'expire', mandatory: true, negatedUntil: 'a' },
        ],
      },
      'effects[0].negatedUntil',
      /forms a cycle: "a" until "b" until "a"/,
    ],
    ['a subject that names no card', { ...lyla, effects: [{ id: 'x', controller: 'A', kind: 'apply', mandatory: true, subject: 'Dark Magician', moves: 'graveyard' }] }, 'effects[0].subject', /not the key of a card on the board/],
  ]
  for (const [name, board, field, message] of cases) {
    const res = await post(board)
    t.equal(res.statusCode, 400, `${name}: 400`)
    t.match(res.json(), { code: 'INVALID_BOARD', field, message }, name)
  }
  const fine = await post({ ...lyla, effects: [{ id: 'x', controller: 'A', kind: 'apply', mandatory: true, subject: 'Lyla, Lightsworn Sorceress', moves: 'hand' }] })
  t.equal(fine.statusCode, 200, 'a subject that is a card key on the board is fine')
})

t.test('an object CardRef is taken wherever a CardRef is', async (t) => {
  const app = await readOnlyApp()
  const hand = (adds: unknown[]) => [
    { card: 'Danger! Nessie!', onDiscard: { trigger: 'any-discard', mandatory: false, adds } },
    'Mystical Space Typhoon', 'Mystical Space Typhoon', 'Mystical Space Typhoon', 'Mystical Space Typhoon', 'Mystical Space Typhoon', 'Mystical Space Typhoon',
  ]
  const answers = []
  for (const adds of [['Danger! Bigfoot!'], [{ card: 'Danger! Bigfoot!' }]]) {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/resolve',
      payload: { turnPlayer: 'A', players: { A: { hand: hand(adds) }, B: {} }, choices: [{ player: 'A', type: 'discard', cards: ['Danger! Nessie!'] }, { player: 'A', type: 'activate', effect: 'Danger! Nessie!' }] },
    })
    t.equal(res.statusCode, 200, `onDiscard.adds ${JSON.stringify(adds)}: ${res.body.slice(0, 160)}`)
    answers.push(res.json().events)
  }
  t.same(answers[1], answers[0], 'both forms mean the same')
  t.ok(JSON.stringify(answers[0]).includes('Danger! Bigfoot!'), 'the added card is there')
})

t.test('a Trap card answering an activation is used up: Divine Wrath negates once', async (t) => {
  const app = await readOnlyApp()
  const board = {
    turnPlayer: 'A',
    // Two cards in B's hand: Divine Wrath discards one as its cost each time it answers.
    players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: { hand: 2 } },
    effects: [{ id: 'second-lamp', controller: 'A', kind: 'trigger', mandatory: true }],
    responses: [{ id: 'wrath', controller: 'B', card: 'Divine Wrath', negates: 'activation', mandatory: true }],
  }
  const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: board })
  t.equal(res.statusCode, 200, res.body.slice(0, 200))
  const events = res.json().events as Array<{ type: string; effect?: string; outcome?: string }>
  t.equal(events.filter((e) => e.type === 'negate-activation').length, 1, 'the card is gone once activated')
  // Saying otherwise keeps the old meaning: an effect that may answer every chain.
  const again = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { ...board, responses: [{ ...board.responses[0], oncePerTurn: false }] } })
  t.equal((again.json().events as Array<{ type: string }>).filter((e) => e.type === 'negate-activation').length, 2)
})
