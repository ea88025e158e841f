/**
 * A malformed GraphQL request is the client's mistake: a 4xx in the one error shape (errors with
 * extensions.code and extensions.statusCode, the REST codes where REST has one), never a 500 and
 * never a 200 with no data.
 */
import t from 'tap'
import { build } from './helpers/build.js'

type Inject = { method: 'GET' | 'POST'; url: string; payload?: string | object; headers?: Record<string, string> }
const post = (payload: string | object, headers: Record<string, string> = { 'content-type': 'application/json' }): Inject => ({ method: 'POST', url: '/graphql', payload, headers })
const get = (params: Record<string, string>): Inject => ({ method: 'GET', url: `/graphql?${new URLSearchParams(params)}` })
const nested = (open: string, inner: string, close: string, n: number) => `${open.repeat(n)}${inner}${close.repeat(n)}`
const DEEP_LIST = nested('[', '1', ']', 3000)
const RESOLVE_R = 'query($r: JSON!) { resolve(request: $r) { events { type } } }'

t.test('malformed GraphQL requests answer a 4xx in the one error shape', async (t) => {
  const app = await build(t)
  const cases: Array<[string, Inject, number, string | RegExp]> = [
    ['a mutation over GET', get({ query: 'mutation { deleteRuling(id: "x", expectedVersion: 1) }' }), 405, 'METHOD_NOT_ALLOWED'],
    ['a named mutation over GET', get({ query: 'query Q { meta { dataVersion } } mutation M { deleteRuling(id: "x", expectedVersion: 1) }', operationName: 'M' }), 405, 'METHOD_NOT_ALLOWED'],
    ['an unknown operationName over GET', get({ query: 'query A { meta { dataVersion } }', operationName: 'Z' }), 400, 'INVALID_PARAMETER'],
    ['two operations without operationName over GET', get({ query: 'query A { meta { dataVersion } } query B { meta { dataVersion } }' }), 400, 'INVALID_PARAMETER'],
    ['a subscription over GET', get({ query: 'subscription { meta { dataVersion } }' }), 400, /./],
    ['a subscription', post({ query: 'subscription { meta { dataVersion } }' }), 400, /./],
    ['two operations without operationName', post({ query: 'query A { meta { dataVersion } } query B { meta { dataVersion } }' }), 400, /./],
    ['an unknown operationName', post({ query: 'query A { meta { dataVersion } }', operationName: 'Z' }), 400, /./],
    ['an operationName that is not a string', post({ query: 'query A { meta { dataVersion } }', operationName: 5 }), 400, 'INVALID_PARAMETER'],
    ['{"query": 123}', post({ query: 123 }), 400, 'INVALID_PARAMETER'],
    ['?query=123', get({ query: '123' }), 400, /./],
    ['a query that is a JSON syntax tree', post({ query: JSON.stringify({ kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'query' }] }) }), 400, 'INVALID_PARAMETER'],
    ['no query', post({}), 400, 'INVALID_PARAMETER'],
    ['variables that are not an object', post({ query: '{ meta { dataVersion } }', variables: 'x' }), 400, 'INVALID_PARAMETER'],
    ['variables over GET that are not JSON', get({ query: '{ meta { dataVersion } }', variables: '{x' }), 400, 'INVALID_PARAMETER'],
    ['a NUL inside variables over GET', get({ query: 'query($q: String) { cards(search: $q) { items { name } } }', variables: JSON.stringify({ q: 'a\u0000' }) }), 400, 'INVALID_PARAMETER'],
    ['a NUL inside variables deep in a board', post({ query: RESOLVE_R, variables: { r: { turnPlayer: 'A', players: { A: { hand: [{ card: 'Lyla, Lightsworn Sorceress', onDiscard: { trigger: 'any-discard', mandatory: false, adds: [{ card: `Lyla${'\u0000'}` }] } }] }, B: {} } } } }), 400, 'INVALID_PARAMETER'],
    ['a list literal nested 3,000 deep', post({ query: `{ resolve(request: ${DEEP_LIST}) { events { type } } }` }), 400, 'QUERY_TOO_DEEP'],
    ['a list literal nested 3,000 deep in a typed board', post({ query: `{ resolve(board: { turnPlayer: "A", players: { A: { field: ${DEEP_LIST} }, B: {} } }) { events { type } } }` }), 400, 'QUERY_TOO_DEEP'],
    ['an object literal nested 3,000 deep', post({ query: `{ resolve(request: ${nested('{a:', '1', '}', 3000)}) { events { type } } }` }), 400, 'QUERY_TOO_DEEP'],
    ['a variable nested 5,000 deep', post(`{"query":${JSON.stringify(RESOLVE_R)},"variables":{"r":${nested('[', '1', ']', 5000)}}}`), 400, 'INVALID_PARAMETER'],
    ['a variable nested 5,000 deep over GET', { method: 'GET', url: `/graphql?query=${encodeURIComponent(RESOLVE_R)}&variables=${encodeURIComponent(`{"r":${nested('[', '1', ']', 5000)}}`)}` }, 400, 'INVALID_PARAMETER'],
    ['a batch of queries', post([{ query: '{ meta { dataVersion } }' }, { query: '{ meta { dataVersion } }' }]), 400, 'INVALID_PARAMETER'],
    ['a body that is not JSON', post('{ meta { dataVersion } }', { 'content-type': 'text/plain' }), 400, /./],
    ['a syntax error', post({ query: '{ meta { ' }), 400, /./],
  ]
  for (const [name, request, status, code] of cases) {
    const res = await app.inject(request)
    t.equal(res.statusCode, status, `${name}: ${status}`)
    const body = res.json() as { data?: unknown; errors?: Array<{ message?: unknown; extensions?: { code?: unknown; statusCode?: unknown } }> }
    const error = body.errors?.[0]
    t.ok(error && typeof error.message === 'string' && error.message.length > 0, `${name}: a message (${res.body.slice(0, 160)})`)
    t.match(error?.extensions, { code, statusCode: status }, `${name}: extensions.code and statusCode`)
    t.notOk(body.data, `${name}: no data`)
    if (status === 405) t.equal(res.headers.allow, 'POST', `${name}: Allow names POST`)
    if (name.includes('NUL')) t.match(error?.message, /NUL/, `${name}: says why`)
  }
})

t.test('well-formed requests still answer', async (t) => {
  const app = await build(t)
  const ok: Array<[string, Inject]> = [
    ['a query over GET', get({ query: '{ meta { dataVersion } }' })],
    ['a named query among a mutation over GET', get({ query: 'query Q { meta { dataVersion } } mutation M { deleteRuling(id: "x", expectedVersion: 1) }', operationName: 'Q' })],
    ['variables over GET', get({ query: 'query($q: String) { cards(search: $q) { items { name } } }', variables: JSON.stringify({ q: 'lyla' }) })],
    ['two operations with operationName', post({ query: 'query A { meta { dataVersion } } query B { meta { dataVersion } }', operationName: 'B' })],
    ['application/graphql', post('{ meta { dataVersion } }', { 'content-type': 'application/graphql' })],
    ['a board nested as deep as a board goes', post({ query: RESOLVE_R, variables: { r: { turnPlayer: 'A', players: { A: { hand: [{ card: 'Lyla, Lightsworn Sorceress', onDiscard: { trigger: 'any-discard', mandatory: false, adds: [{ card: 'Effect Veiler' }] } }] }, B: {} } } } })],
  ]
  for (const [name, request] of ok) {
    const res = await app.inject(request)
    t.equal(res.statusCode, 200, `${name}: 200 (${res.body.slice(0, 160)})`)
    t.notOk(res.json().errors, `${name}: no errors`)
  }
})
