import t from 'tap'
import { build } from './helpers/build.js'
import { handOfTwelveBoard } from '../bench/boards.js'
import { ALL_RULING_IDS } from './helpers/ruling-ids.js'
import { ALL_REFERENCE_IDS } from '../src/engine/core/reference-ids.js'

const lylaBoard = { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} } }

t.test('resolve API', async (t) => {
  const app = await build(t)
  const post = (payload: unknown) => app.inject({ method: 'POST', url: '/v1/resolve', payload: payload as Record<string, unknown> })

  t.test('every ruling id the resolver can cite is stored and served', async (t) => {
    for (const id of ALL_RULING_IDS) {
      const res = await app.inject(`/v1/rulings/${id}`)
      t.equal(res.statusCode, 200, id)
    }
    for (const id of ALL_REFERENCE_IDS) t.equal((await app.inject(`/v1/references/${id}`)).statusCode, 200, id)
  })

  t.test('a card is derived from the stored behaviour only for its controller’s own End Phase', async (t) => {
    const mine = (await post(lylaBoard)).json()
    t.ok(mine.events.some((e: { type: string; effect: string }) => e.type === 'activate' && e.effect === 'Lyla, Lightsworn Sorceress'))
    const theirs = (await post({ turnPlayer: 'B', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} } })).json()
    t.notOk(theirs.events.some((e: { type: string }) => e.type === 'activate'), 'Lyla says "your End Phase"')
  })

  t.test('cards may be named by any stored name, password or Konami id', async (t) => {
    const names = ['Lyla, Lightsworn Sorceress', 'ライトロード・マジシャン ライラ', 22624373, '7592', 'LYLA, LIGHTSWORN SORCERESS']
    const results = await Promise.all(names.map((name) => post({ turnPlayer: 'A', players: { A: { field: [name] }, B: {} } })))
    const events = results.map((r) => JSON.stringify(r.json().events))
    t.equal(new Set(events).size, 1, 'every name gives the same resolution')
  })

  t.test('duplicate cards get distinct keys; a given key is kept', async (t) => {
    const res = await post({ turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress', 'Lyla, Lightsworn Sorceress', { card: 'Lyla, Lightsworn Sorceress', key: 'third' }] }, B: {} } })
    const activated = res.json().events.filter((e: { type: string }) => e.type === 'activate').map((e: { effect: string }) => e.effect)
    t.strictSame(activated.sort(), ['Lyla, Lightsworn Sorceress', 'Lyla, Lightsworn Sorceress #2', 'third'].sort())
    const clash = await post({ turnPlayer: 'A', players: { A: { field: [{ card: 'Lyla, Lightsworn Sorceress', key: 'x' }, { card: 'Effect Veiler', key: 'x' }] }, B: {} } })
    t.equal(clash.statusCode, 400)
    t.match(clash.json().message, /players\.A\.field\[1\]\.key/)
  })

  t.test('inline discard behaviour overrides the stored one', async (t) => {
    const hand = ['Mystical Space Typhoon', 'Creature Swap', 'Limiter Removal', 'Effect Veiler', 'A Wild Monster Appears!', 'Enemy Controller', { card: 'Forbidden Chalice', key: 'chalice', onDiscard: { trigger: 'sent-to-gy', mandatory: true } }]
    const res = (await post({ turnPlayer: 'A', players: { A: { hand }, B: {} } })).json()
    t.ok(res.events.some((e: { type: string; effect: string }) => e.type === 'activate' && e.effect === 'chalice'), 'the mandatory inline trigger activates')
  })

  t.test('bad input is a 400 naming the field', async (t) => {
    const cases: Array<[unknown, RegExp]> = [
      [{ players: lylaBoard.players }, /turnPlayer/],
      [{ ...lylaBoard, turnPlayer: 'C' }, /turnPlayer/],
      [{ ...lylaBoard, game: 'chess' }, /game/],
      [{ ...lylaBoard, phase: 'draw' }, /phase/],
      [{ ...lylaBoard, bogus: true }, /bogus/],
      [{ ...lylaBoard, maxOutcomes: 0 }, /maxOutcomes/],
      [{ ...lylaBoard, maxOutcomes: 100000 }, /maxOutcomes/],
      [{ ...lylaBoard, effects: [{ id: 'x', controller: 'A', kind: 'lingering', mandatory: true }] }, /effects\[0\]\.kind/],
      [{ ...lylaBoard, effects: [{ id: 'x', controller: 'A', kind: 'apply' }] }, /effects\[0\]\.mandatory/],
      [{ ...lylaBoard, players: { A: { hand: Array(61).fill('Effect Veiler') }, B: {} } }, /players\.A\.hand/],
      [{ ...lylaBoard, players: { A: { deck: [] }, B: {} } }, /players\.A\.deck/],
      [{ ...lylaBoard, choices: Array(401).fill({ player: 'A', type: 'pass' }) }, /choices/],
      [{ ...lylaBoard, responses: [{ id: 'r', controller: 'B', negates: 'everything', mandatory: true }] }, /responses\[0\]\.negates/],
      [{ ...lylaBoard, effects: [{ id: 'x', controller: 'A', kind: 'apply', mandatory: true }, { id: 'x', controller: 'B', kind: 'apply', mandatory: true }] }, /x/],
      [{ ...lylaBoard, effects: [{ id: 'x', controller: 'A', kind: 'trigger', mandatory: true, negatedUntil: 'nothing' }] }, /negatedUntil|nothing/],
    ]
    for (const [payload, field] of cases) {
      const res = await post(payload)
      t.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 120))
      t.match(res.json().message, field, res.json().message)
      t.ok(res.json().code)
    }
    const notJson = await app.inject({ method: 'POST', url: '/v1/resolve', headers: { 'content-type': 'application/json' }, payload: '{"turnPlayer": ' })
    t.equal(notJson.statusCode, 400)
  })

  t.test('unknown cards are a 422 naming each', async (t) => {
    const res = await post({ turnPlayer: 'A', players: { A: { hand: ['Lyla, Lightsworn Sorceress', 'Not A Real Card'] }, B: { field: [99999999] } }, effects: [{ id: 'e', controller: 'A', card: 'Nor This One', kind: 'apply', mandatory: true }] })
    t.equal(res.statusCode, 422)
    const body = res.json()
    t.equal(body.code, 'UNKNOWN_CARD')
    t.match(body.message, /players\.A\.hand\[1\] "Not A Real Card"/)
    t.match(body.message, /players\.B\.field\[0\] "?99999999"?/)
    t.match(body.message, /effects\[0\]\.card "Nor This One"/)
    t.equal(body.cards.length, 3)
  })

  t.test('an illegal choice is a 400 naming the step, the choice and the legal ones', async (t) => {
    const res = await post({ ...lylaBoard, choices: [{ player: 'B', type: 'pass' }] })
    t.equal(res.statusCode, 400)
    const body = res.json()
    t.equal(body.code, 'ILLEGAL_CHOICE')
    t.equal(body.step, 0)
    t.strictSame(body.choice, { player: 'B', type: 'pass' })
    t.strictSame(body.legal, [{ type: 'activate', effect: 'Lyla, Lightsworn Sorceress' }, { type: 'pass' }])
    t.match(body.message, /step 0/)
  })

  t.test('an unknown game and phase combination is a 400 naming both', async (t) => {
    const res = await post({ ...lylaBoard, game: 'grand-archive', phase: 'standby' })
    t.equal(res.statusCode, 400)
    t.match(res.json().message, /grand-archive/)
    t.match(res.json().message, /standby/)
  })

  t.test('enumerate returns the distinct outcomes, each replayable through its choices', async (t) => {
    const board = {
      turnPlayer: 'A',
      players: { A: {}, B: {} },
      effects: [
        { id: 'mist-destroys', controller: 'A', card: 'Mist Archfiend', kind: 'trigger', mandatory: true },
        { id: 'control-returns', controller: 'A', card: 'Enemy Controller', kind: 'expire', mandatory: true },
      ],
      enumerate: true,
    }
    const res = (await post(board)).json()
    t.equal(res.outcomes.length, 2, 'either order (12/05/05)')
    for (const outcome of res.outcomes) {
      const replay = (await post({ ...board, enumerate: false, choices: outcome.choices })).json()
      t.strictSame(replay.events, outcome.events)
    }
    const capped = (await post({ ...board, maxOutcomes: 1 })).json()
    t.equal(capped.outcomes.length, 1)
    t.equal(capped.truncated, true)
  })

  t.test('enumerate: a hand-size discard of interchangeable cards is one outcome with its alternatives, in REST and GraphQL', async (t) => {
    const board = handOfTwelveBoard(2)
    const res = (await post(board)).json()
    // Neither of the two trigger cards discarded (1), one of them with its trigger used or not (2 each), both (4).
    t.equal(res.outcomes.length, 9)
    t.equal(res.truncated, false)
    const [first] = res.outcomes
    t.strictSame(first.choices, [], 'the default line first')
    // The default discards the last six cards: the two trigger cards and four of the ten plain ones.
    t.equal(first.alternatives.count, 209, 'C(10,4) - 1 other sets')
    t.equal(first.alternatives.discards[0].interchangeable[0].count, 4)
    t.equal(first.alternatives.choices.length, 10)
    const query = `query($board: BoardInput!) { resolve(board: $board) { outcomes { alternatives { count discards { player cards interchangeable { count of } } choices { type cards } } } } }`
    // GraphQL names a card as { card }.
    const hand = board.players.A.hand.map((card) => ({ card }))
    const graphql = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables: { board: { ...board, players: { ...board.players, A: { ...board.players.A, hand } } } } } })
    t.strictSame(
      graphql.json().data.resolve.outcomes.map((outcome: { alternatives: { count: number } | null }) => outcome.alternatives?.count),
      res.outcomes.map((outcome: { alternatives: { count: number } }) => outcome.alternatives.count),
    )
  })

  t.test('a loop ends and the response says why', async (t) => {
    const res = (await post({
      turnPlayer: 'A',
      reading: 'fan-guide',
      players: { A: { field: ['Majestic Mech - Ohka'] }, B: {} },
      responses: [{ id: 'negator', controller: 'B', negates: 'activation', mandatory: true }],
    })).json()
    t.equal(res.loop.reason, 'repeated-state')
    t.ok(res.rulings.some((r: { id: string }) => r.id === 'ygo-loop-guard'))
    t.ok(res.events.some((e: { type: string }) => e.type === 'loop-end' || e.type === 'loop'))
  })

  t.test('once warm, a resolve makes no database query', async (t) => {
    const board = { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'], hand: ['Danger! Nessie!'] }, B: { graveyard: ['XX-Saber Darksoul'] } } }
    await post(board)
    const catalog = app.catalog
    let queries = 0
    const originals = { findCard: catalog.findCard, findCards: catalog.findCards, listRulings: catalog.listRulings, findCardId: catalog.findCardId }
    catalog.findCard = async (...args) => (queries++, originals.findCard.apply(catalog, args))
    catalog.findCards = async (...args) => (queries++, originals.findCards.apply(catalog, args))
    catalog.listRulings = async (...args) => (queries++, originals.listRulings.apply(catalog, args))
    catalog.findCardId = async (...args) => (queries++, originals.findCardId.apply(catalog, args))
    t.teardown(() => Object.assign(catalog, originals))
    const res = await post(board)
    t.equal(res.statusCode, 200)
    t.equal(queries, 0)
  })

  t.test('a cold board looks all its unknown cards up in one batch', async (t) => {
    app.catalogCache.clear()
    const catalog = app.catalog
    const original = catalog.findCards
    const batches: Array<Array<string | number>> = []
    catalog.findCards = async (refs, lang) => (batches.push([...refs]), original.call(catalog, refs, lang))
    t.teardown(() => {
      catalog.findCards = original
    })
    const board = { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress', 7592], hand: ['暗黒のマンティコア', 'Danger! Nessie!'] }, B: { graveyard: ['XX-Saber Darksoul'] } } }
    t.equal((await post(board)).statusCode, 200)
    t.equal(batches.length, 2, 'one batch for the board, one for the cards their stored behaviours name')
    t.same(batches[0], ['暗黒のマンティコア', 'Danger! Nessie!', 'Lyla, Lightsworn Sorceress', 7592, 'XX-Saber Darksoul'])
    t.same(batches[1], ['Danger! Bigfoot!'], "the card Nessie's discard adds, for its rulings")
    t.equal((await post({ ...board, players: { ...board.players, B: { field: ['Effect Veiler'] } } })).statusCode, 200)
    t.same(batches[2], ['Effect Veiler'], 'known cards are not looked up again')
    t.equal(batches.length, 3)
  })

  t.test('the same body is answered from the response cache until the catalog cache moves on', async (t) => {
    const service = app.resolveService
    // Every answer computed starts by reading the board into an engine request.
    const original = service.toEngineRequest.bind(service)
    let computed = 0
    service.toEngineRequest = async (request) => (computed++, original(request))
    t.teardown(() => {
      service.toEngineRequest = original
    })
    const body = JSON.stringify({ turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: { graveyard: ['XX-Saber Darksoul'] } } })
    const send = () => app.inject({ method: 'POST', url: '/v1/resolve', headers: { 'content-type': 'application/json' }, payload: body })
    const first = await send()
    const second = await send()
    t.equal(computed, 2, 'a body seen once is only remembered, not kept')
    const third = await send()
    const fourth = await send()
    t.equal(computed, 2, 'asked again, it is answered from the cache')
    for (const res of [second, third, fourth]) t.equal(res.body, first.body, 'byte for byte the same answer')
    app.catalogCache.clear()
    await send()
    const afterClear = await send()
    t.equal(afterClear.body, first.body)
    t.equal(computed, 4, 'computed again (twice, as at first) once the catalog cache was cleared')
    const invalid = JSON.stringify({ turnPlayer: 'Z', players: { A: {}, B: {} } })
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', headers: { 'content-type': 'application/json' }, payload: invalid })
      t.equal(res.statusCode, 400, 'an invalid body is never cached')
    }
  })

  t.test('GraphQL: the same 400 and 422 with codes in extensions', async (t) => {
    const query = 'query($board: BoardInput!) { resolve(board: $board) { events { type } } }'
    const bad = (await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables: { board: { turnPlayer: 'C', players: { A: {}, B: {} } } } } })).json()
    t.equal(bad.errors[0].extensions.code, 'INVALID_PARAMETER')
    t.match(bad.errors[0].message, /board\.turnPlayer/)
    const unknown = (await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables: { board: { turnPlayer: 'A', players: { A: { hand: [{ card: 'Not A Real Card' }] }, B: {} } } } } })).json()
    t.equal(unknown.errors[0].extensions.code, 'UNKNOWN_CARD')
    const illegal = (await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables: { board: { turnPlayer: 'A', players: { A: { field: [{ card: 'Lyla, Lightsworn Sorceress' }] }, B: {} }, choices: [{ player: 'B', type: 'pass' }] } } } })).json()
    t.equal(illegal.errors[0].extensions.code, 'ILLEGAL_CHOICE')
    t.ok(illegal.errors[0].extensions.legal)
  })
})
