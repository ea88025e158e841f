/**
 * Bad input never gets a 5xx: boards with random fields replaced or removed, through REST and
 * GraphQL, GraphQL requests of random shapes over GET and POST, and the catalog routes with random
 * parameters and ids. Every refusal has the one
 * error shape. Seeded, so a failure replays.
 */
import fc from 'fast-check'
import t from 'tap'
import { TEN_ITEM_BOARD, TYPICAL_BOARD } from '../bench/boards.js'
import { build } from './helpers/build.js'
import { propertyRuns } from './helpers/property-runs.js'

type Path = Array<string | number>

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = prefix.length > 0 ? [prefix] : []
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])))
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]))
  return out
}

const GA_BOARD = {
  game: 'grand-archive',
  phase: 'end',
  turnPlayer: 'A',
  players: { A: { hand: ['Spirit of Fire'], memory: ['Ember'], allies: [{ card: 'Squire', damage: 1, life: 2 }] }, B: {} },
  effects: [{ id: 'burn', controller: 'A', kind: 'trigger', mandatory: true }],
}
const BASES = [TYPICAL_BOARD, TEN_ITEM_BOARD, GA_BOARD]

/** A board with up to three of its fields replaced by random JSON or removed. */
const mutatedBoard = fc
  .tuple(fc.nat({ max: BASES.length - 1 }), fc.array(fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 3 }), fc.boolean()), { minLength: 1, maxLength: 3 }))
  .map(([base, edits]) => {
    const board = structuredClone(BASES[base]) as Record<string, unknown>
    for (const [at, value, remove] of edits) {
      const paths = pathsOf(board)
      const path = paths[at % paths.length]!
      let parent = board as Record<string | number, unknown>
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
      const last = path[path.length - 1]!
      if (remove && !Array.isArray(parent)) delete parent[last]
      else parent[last] = value
    }
    return board
  })

const isErrorBody = (body: Record<string, unknown>, status: number) =>
  body.statusCode === status && typeof body.code === 'string' && typeof body.message === 'string' && body.message.length > 0

t.test('no 5xx for any input', async (t) => {
  const app = await build(t)
  const statuses = new Map<number, number>()

  t.test('POST /v1/resolve and GraphQL resolve with random boards', async (t) => {
    const numRuns = propertyRuns(t, { fixed: 150, full: 400 })
    await fc.assert(
      fc.asyncProperty(mutatedBoard, async (board) => {
        const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: board })
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
        if (res.statusCode >= 500) return false
        if (res.statusCode >= 400 && !isErrorBody(res.json(), res.statusCode)) return false
        const gql = await app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query: 'query($b: BoardInput!) { resolve(board: $b) { events { type } } }', variables: { b: board } },
        })
        if (gql.statusCode >= 500) return false
        const errors = (gql.json().errors ?? []) as Array<{ extensions?: { code?: string; statusCode?: number } }>
        return errors.every((e) => typeof e.extensions?.code === 'string' && (e.extensions.statusCode ?? 400) < 500)
      }),
      { numRuns, seed: 20261122 },
    )
    t.ok((statuses.get(400) ?? 0) > 0 && (statuses.get(200) ?? 0) > 0, `answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`)
  })

  t.test('GraphQL over GET and POST with random request shapes', async (t) => {
    // Pieces of requests, well-formed and not: operations of every kind, fields with random
    // arguments, nesting, aliases; variables and operation names of random JSON.
    const field = fc.oneof(
      fc.constantFrom('meta { dataVersion }', 'cards(first: 2) { items { name } }', 'rulings(first: 2) { items { id } }', 'card(id: "Lyla, Lightsworn Sorceress") { name }'),
      fc.tuple(fc.constantFrom('cards(search: $q) { items { name } }', 'resolve(request: $r) { events { type } }', 'resolve(board: $b) { steps { window } }', 'ruling(id: $q) { id }'), fc.nat({ max: 3 })).map(
        ([text, n]) => Array.from({ length: n + 1 }, (_, i) => `x${i}: ${text}`).join(' '),
      ),
      fc.tuple(fc.constantFrom('[', '{', '('), fc.nat({ max: 200 })).map(([open, n]) => `cards(search: ${open.repeat(n)}"a"${({ '[': ']', '{': '}', '(': ')' } as Record<string, string>)[open]!.repeat(n)}) { items { name } }`),
      fc.string({ maxLength: 30 }),
    )
    const operation = fc.tuple(fc.constantFrom('query', 'mutation', 'subscription', 'query Q', 'query Q($q: String, $r: JSON, $b: BoardInput)', ''), fc.array(field, { minLength: 1, maxLength: 3 })).map(
      ([head, fields]) => `${head} { ${fields.join(' ')} }`,
    )
    const text = fc.array(operation, { minLength: 1, maxLength: 2 }).map((ops) => ops.join(' '))
    const variables = fc.oneof(
      fc.constant(undefined),
      fc.record({ q: fc.oneof(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 })), r: fc.oneof(mutatedBoard, fc.jsonValue({ maxDepth: 3 })), b: mutatedBoard }, { requiredKeys: [] }),
      fc.jsonValue({ maxDepth: 3 }),
    )
    const wellFormed = fc.constantFrom(
      { query: '{ meta { dataVersion } }' },
      { query: 'query Q($q: String) { cards(search: $q, first: 2) { items { name } } }', variables: { q: 'lyla' }, operationName: 'Q' },
      { query: 'query($r: JSON!) { resolve(request: $r) { events { type } } }', variables: { r: TYPICAL_BOARD } },
      { query: 'query A { meta { dataVersion } } mutation B { deleteRuling(id: "x", expectedVersion: 1) }', operationName: 'A' },
    )
    const params = fc.oneof(
      wellFormed,
      fc.record(
        { query: fc.oneof(text, fc.jsonValue({ maxDepth: 2 })), variables, operationName: fc.oneof(fc.constantFrom('Q', 'Z'), fc.jsonValue({ maxDepth: 1 })) },
        { requiredKeys: [] },
      ),
    )
    const request = fc.tuple(fc.boolean(), params).map(([viaGet, p]) =>
      viaGet
        ? {
            method: 'GET' as const,
            url: `/graphql?${new URLSearchParams(Object.entries(p).flatMap(([k, v]) => (v === undefined ? [] : [[k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string]])))}`,
          }
        : { method: 'POST' as const, url: '/graphql', payload: JSON.stringify(p), headers: { 'content-type': 'application/json' } },
    )
    const byStatus = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const res = await app.inject(req)
        byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1)
        if (res.statusCode >= 500) return false
        const body = res.json() as { data?: unknown; errors?: Array<{ message?: unknown; extensions?: { code?: unknown; statusCode?: unknown } }> }
        // No data at all is the client's error, answered with a 4xx; every error has the one shape.
        if (!body.data && res.statusCode < 400) return false
        return (body.errors ?? []).every((e) => typeof e.message === 'string' && typeof e.extensions?.code === 'string' && Number(e.extensions.statusCode) < 500)
      }),
      { numRuns: 300, seed: 20261126 },
    )
    t.ok((byStatus.get(200) ?? 0) > 0 && (byStatus.get(400) ?? 0) > 0, `answers by status: ${JSON.stringify(Object.fromEntries(byStatus))}`)
  })

  t.test('catalog routes with random parameters and ids', async (t) => {
    const params = fc.dictionary(fc.constantFrom('q', 'lang', 'limit', 'cursor', 'card', 'game', 'kind', 'first'), fc.string({ maxLength: 40 }))
    const url = fc.oneof(
      fc.tuple(fc.constantFrom('/v1/cards', '/v1/rulings', '/v1/references'), params).map(([path, q]) => `${path}?${new URLSearchParams(q)}`),
      fc.tuple(fc.constantFrom('/v1/cards/', '/v1/rulings/', '/v1/references/'), fc.string({ minLength: 1, maxLength: 40 }), fc.boolean()).map(
        ([path, id, rulings]) => `${path}${encodeURIComponent(id)}${rulings && path === '/v1/cards/' ? '/rulings' : ''}`,
      ),
    )
    const numRuns = propertyRuns(t, { fixed: 150, full: 400 })
    await fc.assert(
      fc.asyncProperty(url, async (u) => {
        const res = await app.inject(u)
        return res.statusCode < 500 && (res.statusCode < 400 || isErrorBody(res.json(), res.statusCode))
      }),
      { numRuns, seed: 20261123 },
    )
    t.pass(`${numRuns} random catalog requests`)
  })
})
