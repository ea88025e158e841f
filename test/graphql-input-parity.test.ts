/**
 * GraphQL's typed resolve(board:) input says everything the REST body can: every field of the
 * REST request's objects (src/schemas/resolve.ts) is a field of the matching GraphQL input type
 * (schema.graphql), and every form of a zone and of a card reference (counts, nested card refs)
 * means the same and is refused with the same code and field; the explanation takes what REST's
 * query string takes (lang, format, perspective). resolve(request:) takes the REST body as JSON, so
 * it cannot lag; the typed input can.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSchema, getNamedType, isInputObjectType, isObjectType, type GraphQLInputObjectType } from 'graphql'
import type { TSchema } from '@sinclair/typebox'
import t from 'tap'
import { PROJECT_ROOT, SCHEMA_GRAPHQL } from '../src/paths.js'
import { Ally, BoardActionSchema, CardRefObject, Choice, Effect, OnDiscard, PlayerBoard, ResolveQuery, ResolveRequest, Response, UnnamedCards } from '../src/schemas/resolve.js'
import { build } from './helpers/build.js'

const schema = buildSchema(readFileSync(SCHEMA_GRAPHQL, 'utf8'))
const PAIRS: Array<[string, TSchema]> = [
  ['BoardInput', ResolveRequest],
  ['PlayerBoardInput', PlayerBoard],
  ['CardRefInput', CardRefObject],
  ['AllyInput', Ally],
  ['EffectInput', Effect],
  ['BoardActionInput', BoardActionSchema],
  ['ResponseInput', Response],
  ['ChoiceInput', Choice],
  // A zone's entry is a CardRef or cards nobody named, counted: CardRefInput takes both forms.
  ['CardRefInput', UnnamedCards],
  ['OnDiscardInput', OnDiscard],
]

for (const [name, rest] of PAIRS) {
  t.test(`${name} has every field of the REST object`, async (t) => {
    const type = schema.getType(name)
    t.ok(type && isInputObjectType(type), `${name} is an input type`)
    if (!type || !isInputObjectType(type)) return
    const fields = Object.keys((type as GraphQLInputObjectType).getFields())
    const missing = Object.keys(rest.properties as Record<string, unknown>).filter((field) => !fields.includes(field))
    t.same(missing, [], `REST fields missing from ${name}`)
  })
}

t.test('an onDiscard takes names as [String!] in adds, sends, summons, and cards (with key and onDiscard) in addsCards, sendsCards, summonsCards', async (t) => {
  const type = schema.getType('OnDiscardInput') as GraphQLInputObjectType
  for (const list of ['adds', 'sends', 'summons']) {
    t.equal(String(type.getFields()[list]?.type), '[String!]', `${list}: the type it always had`)
    t.equal(String(type.getFields()[`${list}Cards`]?.type), '[CardRefInput!]', `${list}Cards: { card, key?, onDiscard? }`)
  }
})

t.test('ResolveResult.explanation takes every argument of the REST query string that words the explanation', async (t) => {
  const result = schema.getType('ResolveResult')
  t.ok(result && isObjectType(result))
  if (!result || !isObjectType(result)) return
  const args = (result.getFields().explanation?.args ?? []).map((arg) => arg.name)
  t.same(Object.keys(ResolveQuery.properties as Record<string, unknown>).filter((name) => !args.includes(name)), [], 'query-string arguments missing from explanation()')
})

t.test('the same board through REST and GraphQL: the same answer, the same refusals', async (t) => {
  const app = await build(t)
  type Errors = Array<{ message: string; extensions?: { code?: string; field?: string } }>
  const rest = async (body: unknown, query = '') => {
    const res = await app.inject({ method: 'POST', url: `/v1/resolve${query}`, payload: body as Record<string, unknown> })
    return { status: res.statusCode, body: res.json() }
  }
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } })
    return res.json() as { data?: { resolve?: Record<string, unknown> }; errors?: Errors }
  }
  const EVENTS = 'query($board: BoardInput!) { resolve(board: $board) { events { detail } } }'
  const EVENTS_JSON = 'query($r: JSON!) { resolve(request: $r) { events { detail } } }'
  const strip = (events: Array<Record<string, unknown>>) => events.map(({ rulings: _r, ...rest }) => rest)
  const restEvents = async (body: unknown) => {
    const res = await rest(body)
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300))
    return strip(res.body.events)
  }
  const gqlEvents = async (query: string, variables: Record<string, unknown>) => {
    const res = await gql(query, variables)
    t.notOk(res.errors, JSON.stringify(res.errors))
    return strip(((res.data?.resolve?.events ?? []) as Array<{ detail: Record<string, unknown> }>).map((e) => e.detail))
  }

  t.test('a zone given as a number of cards: "hand": 8 is [{ count: 8 }] in BoardInput', async (t) => {
    const body = { turnPlayer: 'A', players: { A: { hand: 8 }, B: { hand: 3 } } }
    const expected = await restEvents(body)
    t.same(await gqlEvents(EVENTS, { board: { turnPlayer: 'A', players: { A: { hand: [{ count: 8 }] }, B: { hand: [{ count: 3 }] } } } }), expected)
    t.same(await gqlEvents(EVENTS_JSON, { r: body }), expected, 'and the REST body as JSON')
  })

  t.test('{ count } beside named cards', async (t) => {
    const expected = await restEvents({ turnPlayer: 'A', players: { A: { hand: ['Lyla, Lightsworn Sorceress', { count: 6 }] }, B: {} } })
    t.same(await gqlEvents(EVENTS, { board: { turnPlayer: 'A', players: { A: { hand: [{ card: 'Lyla, Lightsworn Sorceress' }, { count: 6 }] }, B: {} } } }), expected)
  })

  t.test('a card a discard effect adds, with its key and its own onDiscard, written as a literal and as variables', async (t) => {
    const veiler = { card: 'Effect Veiler', key: 'veiler', onDiscard: { trigger: 'sent-to-gy', mandatory: true, adds: ['Mystical Space Typhoon', { card: 5318639 }] } }
    const choices = [{ player: 'A', type: 'discard', cards: ['Lyla, Lightsworn Sorceress'] }, { player: 'A', type: 'discard', cards: ['veiler'] }]
    const board = (lyla: unknown) => ({ turnPlayer: 'A', players: { A: { hand: [lyla, { count: 6 }] }, B: {} }, choices })
    const lyla = { card: 'Lyla, Lightsworn Sorceress', onDiscard: { trigger: 'any-discard', mandatory: true, adds: [veiler] } }
    const expected = await restEvents(board(lyla))
    t.ok(expected.some((e) => e.type === 'cannot-activate' && (e.effects as string[] | undefined)?.includes('veiler')), 'the added card\'s own effect is acted on')
    // GraphQL: the names in adds, the cards in addsCards (a password as a string, as card takes it).
    const typedVeiler = { card: 'Effect Veiler', key: 'veiler', onDiscard: { trigger: 'sent-to-gy', mandatory: true, adds: ['Mystical Space Typhoon'], addsCards: [{ card: '5318639' }] } }
    const typedLyla = { card: 'Lyla, Lightsworn Sorceress', onDiscard: { trigger: 'any-discard', mandatory: true, addsCards: [typedVeiler] } }
    t.same(await gqlEvents(EVENTS, { board: board(typedLyla) }), expected, 'variables')
    const literal = `{ resolve(board: { turnPlayer: "A", players: { A: { hand: [
      { card: "Lyla, Lightsworn Sorceress", onDiscard: { trigger: "any-discard", mandatory: true, addsCards: [
        { card: "Effect Veiler", key: "veiler", onDiscard: { trigger: "sent-to-gy", mandatory: true, adds: ["Mystical Space Typhoon"], addsCards: [{ card: "5318639" }] } } ] } },
      { count: 6 } ] }, B: {} },
      choices: [{ player: "A", type: "discard", cards: ["Lyla, Lightsworn Sorceress"] }, { player: "A", type: "discard", cards: ["veiler"] }] }) { events { detail } } }`
    t.same(await gqlEvents(literal, {}), expected, 'a literal')
  })

  t.test('names and cards in one list: REST\'s list holds the names first, then the cards', async (t) => {
    const choices = [{ player: 'A', type: 'discard', cards: ['Lyla, Lightsworn Sorceress'] }]
    const board = (onDiscard: Record<string, unknown>) => ({ turnPlayer: 'A', players: { A: { hand: [{ card: 'Lyla, Lightsworn Sorceress', onDiscard: { trigger: 'any-discard', mandatory: true, ...onDiscard } }, { count: 6 }] }, B: {} }, choices })
    const expected = await restEvents(board({ adds: ['Mystical Space Typhoon', { card: 'Effect Veiler', key: 'veiler' }] }))
    t.match(expected.find((e) => e.type === 'resolve' && e.effect === 'Lyla, Lightsworn Sorceress'), { adds: ['Mystical Space Typhoon', 'veiler'] })
    t.same(await gqlEvents(EVENTS, { board: board({ adds: ['Mystical Space Typhoon'], addsCards: [{ card: 'Effect Veiler', key: 'veiler' }] }) }), expected)
    const reversed = await restEvents(board({ adds: [{ card: 'Effect Veiler', key: 'veiler' }, 'Mystical Space Typhoon'] }))
    t.notSame(reversed, expected, 'the order is part of the answer, so the test above can tell')
  })

  t.test('a query written when adds, sends and summons were [String!] still validates and answers', async (t) => {
    const body = {
      turnPlayer: 'A',
      players: { A: { hand: [{ card: 'Lyla, Lightsworn Sorceress', onDiscard: { trigger: 'any-discard', mandatory: true, adds: ['Effect Veiler'], sends: ['Mystical Space Typhoon'], summons: ['5318639'] } }, { count: 6 }] }, B: {} },
      choices: [{ player: 'A', type: 'discard', cards: ['Lyla, Lightsworn Sorceress'] }],
    }
    const expected = await restEvents(body)
    t.ok(expected.some((e) => e.type === 'resolve' && (e.adds as string[] | undefined)?.includes('Effect Veiler')), 'the names given as strings are acted on')
    const query = `query($adds: [String!], $sends: [String!], $summons: [String!]) { resolve(board: { turnPlayer: "A", players: { A: { hand: [
      { card: "Lyla, Lightsworn Sorceress", onDiscard: { trigger: "any-discard", mandatory: true, adds: $adds, sends: $sends, summons: $summons } },
      { count: 6 }] }, B: {} }, choices: [{ player: "A", type: "discard", cards: ["Lyla, Lightsworn Sorceress"] }] }) { events { detail } } }`
    t.same(await gqlEvents(query, { adds: ['Effect Veiler'], sends: ['Mystical Space Typhoon'], summons: ['5318639'] }), expected)
  })

  t.test('the same refusals: the same code, the same field under the argument\'s name, as the client wrote it', async (t) => {
    const lyla = (onDiscard: Record<string, unknown>) => ({ card: 'Lyla, Lightsworn Sorceress', onDiscard: { trigger: 'any-discard', mandatory: true, ...onDiscard } })
    const board = (hand: unknown[], more: Record<string, unknown> = {}) => ({ turnPlayer: 'A', players: { A: { hand }, B: {} }, ...more })
    // [name, REST body, the same board in GraphQL (absent: the same), the field GraphQL names (absent: REST's, under board.)]
    const cases: Array<[string, Record<string, unknown>, Record<string, unknown>?, string?]> = [
      ['a count of 0', board([{ card: 'Effect Veiler' }, { count: 0 }])],
      ['an entry with neither card nor count', board([{ key: 'x' }])],
      [
        'a nested onDiscard with an unknown trigger',
        board([lyla({ adds: [{ card: 'Effect Veiler', onDiscard: { trigger: 'when-i-feel-like-it', mandatory: true } }] })]),
        board([lyla({ addsCards: [{ card: 'Effect Veiler', onDiscard: { trigger: 'when-i-feel-like-it', mandatory: true } }] })]),
        'board.players.A.hand[0].onDiscard.addsCards[0].onDiscard.trigger',
      ],
      [
        'the same after names in the list',
        board([lyla({ adds: ['Mystical Space Typhoon', 'Effect Veiler', { card: 'Effect Veiler', onDiscard: { trigger: 'when-i-feel-like-it', mandatory: true } }] })]),
        board([lyla({ adds: ['Mystical Space Typhoon', 'Effect Veiler'], addsCards: [{ card: 'Effect Veiler', onDiscard: { trigger: 'when-i-feel-like-it', mandatory: true } }] })]),
        'board.players.A.hand[0].onDiscard.addsCards[0].onDiscard.trigger',
      ],
      [
        'a nested onDiscard on a card the effect sends',
        board([lyla({ sends: [{ card: 'Effect Veiler', onDiscard: { trigger: 'sent-to-gy', mandatory: true } }] })]),
        board([lyla({ sendsCards: [{ card: 'Effect Veiler', onDiscard: { trigger: 'sent-to-gy', mandatory: true } }] })]),
        // the service refuses it, not the body's checker: no argument name, as in REST
        'players.A.hand[0].onDiscard.sendsCards[0].onDiscard',
      ],
      [
        'a field REST\'s nested card does not take',
        board([lyla({ summons: ['Effect Veiler', { card: 'Effect Veiler', negatedUntil: 'x' }] })]),
        board([lyla({ summons: ['Effect Veiler'], summonsCards: [{ card: 'Effect Veiler', negatedUntil: 'x' }] })]),
        'board.players.A.hand[0].onDiscard.summonsCards[0].negatedUntil',
      ],
      [
        'a nested key already used',
        board([lyla({ adds: [{ card: 'Effect Veiler', key: 'mst' }] }), { card: 'Mystical Space Typhoon', key: 'mst' }]),
        board([lyla({ addsCards: [{ card: 'Effect Veiler', key: 'mst' }] }), { card: 'Mystical Space Typhoon', key: 'mst' }]),
        'players.A.hand[0].onDiscard.addsCards[0].key',
      ],
      ['a count on a Grand Archive board', { game: 'grand-archive', turnPlayer: 'A', players: { A: { hand: [{ count: 3 }] }, B: {} } }],
      [
        'an unknown nested card',
        board([lyla({ adds: [{ card: 'No Such Card Anywhere', onDiscard: { trigger: 'sent-to-gy', mandatory: true } }] })]),
        board([lyla({ addsCards: [{ card: 'No Such Card Anywhere', onDiscard: { trigger: 'sent-to-gy', mandatory: true } }] })]),
      ],
    ]
    for (const [name, body, typed = body, field] of cases) {
      const viaRest = await rest(body)
      const viaGql = await gql(EVENTS, { board: typed })
      const error = viaGql.errors?.[0]
      t.ok(viaRest.status >= 400 && viaRest.status < 500, `${name}: REST ${viaRest.status}`)
      t.equal(error?.extensions?.code, viaRest.body.code, `${name}: the same code`)
      const restField = viaRest.body.field as string | undefined
      if (field !== undefined) {
        t.not(restField, undefined, `${name}: REST names a field`)
        t.equal(error?.extensions?.field, field, `${name}: the field as written in GraphQL`)
        t.match(error?.message, field.replace(/^board\./, ''), `${name}: the message names it too`)
      } else if (restField !== undefined) t.equal(error?.extensions?.field, restField.replace(/^body\./, 'board.'), `${name}: the same field`)
    }
    const unknown = await gql(EVENTS, { board: cases.at(-1)?.[2] })
    const cards = (unknown.errors?.[0]?.extensions as { cards?: Array<{ field: string }> } | undefined)?.cards
    t.same(cards?.map((c) => c.field), ['players.A.hand[0].onDiscard.addsCards[0]'], 'an unknown card is named where it was written')
  })

  t.test('docs/CONTRACT.md\'s GraphQL example runs and answers what the contract says', async (t) => {
    const contract = readFileSync(join(PROJECT_ROOT, 'docs', 'CONTRACT.md'), 'utf8')
    const query = /```graphql\n([\s\S]*?)```/.exec(contract)?.[1]
    t.ok(query, 'the contract shows a GraphQL example')
    const res = await gql(query ?? '', {})
    t.notOk(res.errors, JSON.stringify(res.errors))
    const answer = res.data?.resolve as { events: Array<{ type: string; reason: string | null; detail: Record<string, unknown> }>; explanation: { summary: string } }
    t.match(answer.events.find((e) => e.type === 'cannot-activate' && e.reason === 'hand-size-again')?.detail, { cards: ['veiler'], effects: ['veiler'] })
    const said = /and the summary `"([^`]+)"`/.exec(contract)?.[1]
    t.equal(answer.explanation.summary, said, 'the summary the contract quotes')
  })

  t.test('explanation(perspective:) words the explanation to a player, as ?perspective= does', async (t) => {
    const body = { turnPlayer: 'A', players: { A: { hand: 8 }, B: {} } }
    for (const perspective of ['A', 'B']) {
      const viaRest = await rest(body, `?lang=en&perspective=${perspective}`)
      const res = await gql(`query($board: BoardInput!) { resolve(board: $board) { explanation(lang: "en", perspective: "${perspective}") { summary entries { text } } } }`, { board: { turnPlayer: 'A', players: { A: { hand: [{ count: 8 }] }, B: {} } } })
      t.notOk(res.errors, JSON.stringify(res.errors))
      const explanation = res.data?.resolve?.explanation as { summary: string; entries: Array<{ text: string }> }
      t.equal(explanation.summary, viaRest.body.explanation.summary, perspective)
      t.same(explanation.entries.map((e) => e.text), viaRest.body.explanation.entries.map((e: { text: string }) => e.text))
    }
    const both = await gql(`query($board: BoardInput!) { resolve(board: $board) { mine: explanation(lang: "en", perspective: "A") { summary } theirs: explanation(lang: "en", perspective: "B") { summary } plain: explanation(lang: "en") { summary } } }`, { board: { turnPlayer: 'A', players: { A: { hand: [{ count: 8 }] }, B: {} }, perspective: 'B' } })
    const answer = both.data?.resolve as { mine: { summary: string }; theirs: { summary: string }; plain: { summary: string } }
    t.match(answer.mine.summary, /you discard 2 cards/)
    t.match(answer.theirs.summary, /your opponent discards 2 cards/)
    t.equal(answer.plain.summary, answer.theirs.summary, 'without the argument, the board\'s perspective')
    const bad = await gql(`query($board: BoardInput!) { resolve(board: $board) { explanation(perspective: "C") { summary } } }`, { board: { turnPlayer: 'A', players: { A: {}, B: {} } } })
    t.equal(bad.errors?.[0]?.extensions?.code, 'INVALID_PARAMETER')
    t.equal(bad.errors?.[0]?.extensions?.field, 'perspective')
  })
})
