/**
 * One rule for text that is not valid Unicode, wherever a client sends it: a lone surrogate (a
 * JSON escape such as "\ud800" with no partner), a NUL, or a percent-encoding that is not UTF-8
 * is a 400 naming the field, on every route and in GraphQL's variables, before anything is read
 * or written. Nothing is stored (such text used to become U+FFFD silently, or fail with a 500).
 */
import t from 'tap'
import type { InjectOptions } from 'fastify'
import { createKey } from '../src/editors/keys.js'
import { build } from './helpers/build.js'

const VEILER = encodeURIComponent('Effect Veiler')
const json = { 'content-type': 'application/json' }
/** A behaviour whose span holds `text` as written in JSON (escapes kept as sent). */
const behaviours = (text: string) => `{"phases":[{"phase":"end","kind":"trigger","mandatory":true,"turn":"yours","span":"${text}"}]}`

t.test('invalid Unicode is a 400 naming the field, REST and GraphQL', async (t) => {
  const app = await build(t)
  const editor = await createKey(app.db.prisma, 'alice', 'editor')
  const auth = (version?: number) => ({ ...json, authorization: `Bearer ${editor}`, ...(version !== undefined ? { 'if-match': `"${version}"` } : {}) })
  const rest: Array<[string, InjectOptions, RegExp]> = [
    ['behaviours, lone high surrogate', { method: 'PUT', url: `/v1/cards/${VEILER}/behaviours`, payload: behaviours('a\\ud800b'), headers: auth(1) }, /^body\.phases\[0\]\.span /],
    ['behaviours, lone low surrogate', { method: 'PUT', url: `/v1/cards/${VEILER}/behaviours`, payload: behaviours('\\udc00'), headers: auth(1) }, /^body\.phases\[0\]\.span /],
    ['behaviours, surrogates reversed', { method: 'PUT', url: `/v1/cards/${VEILER}/behaviours`, payload: behaviours('\\ude00\\ud83d'), headers: auth(1) }, /^body\.phases\[0\]\.span /],
    [
      'reference title',
      { method: 'POST', url: '/v1/references', payload: '{"id":"ref-bad-text","kind":"faq","title":"An FAQ \\ud800","publisher":"Konami","url":"https://example.com/faq","language":"en"}', headers: auth() },
      /^body\.title /,
    ],
    ['a key of the body', { method: 'POST', url: '/v1/references', payload: '{"\\ud800":1}', headers: auth() }, /^body\..* must be valid Unicode/],
    ['resolve', { method: 'POST', url: '/v1/resolve', payload: '{"turnPlayer":"A","players":{"A":{"field":["Lyla\\ud800"]},"B":{}}}', headers: json }, /^body\.players\.A\.field\[0\] /],
    ['search, percent-encoding that is not UTF-8', { method: 'GET', url: '/v1/cards?q=ly%ED%A0%80la' }, /^querystring\.q /],
    ['search, a lone continuation byte', { method: 'GET', url: '/v1/cards?q=%80' }, /^querystring\.q /],
    ['ruling list filter', { method: 'GET', url: '/v1/rulings?card=%C3' }, /^querystring\.card /],
  ]
  for (const [name, request, field] of rest) {
    const res = await app.inject(request)
    t.equal(res.statusCode, 400, `${name}: 400`)
    t.match(res.json(), { statusCode: 400, code: 'INVALID_PARAMETER', message: field }, `${name}: names the field`)
  }
  t.equal((await app.inject('/v1/references/ref-bad-text')).statusCode, 404, 'nothing stored')
  const stored = (await app.inject(`/v1/cards/${VEILER}/behaviours`)).json()
  t.match(stored, { version: 1, curated: { phases: [] } }, 'the behaviours are unchanged')

  const gql = (query: string, variablesJson: string, headers: Record<string, string> = json) => ({
    method: 'POST' as const,
    url: '/graphql',
    payload: `{"query":${JSON.stringify(query)},"variables":${variablesJson}}`,
    headers,
  })
  const graphql: Array<[string, ReturnType<typeof gql>, RegExp]> = [
    ['setCardBehaviours', gql('mutation($b: JSON!) { setCardBehaviours(card: "Effect Veiler", expectedVersion: 1, behaviours: $b) { version } }', `{"b":${behaviours('x\\ud800')}}`, auth()), /^body\.variables\.b\.phases\[0\]\.span /],
    ['a search variable', gql('query($q: String) { cards(search: $q) { items { name } } }', '{"q":"a\\udfff"}'), /^body\.variables\.q /],
  ]
  for (const [name, request, field] of graphql) {
    const res = await app.inject(request)
    t.equal(res.statusCode, 400, `${name}: 400`)
    t.match(res.json().errors?.[0], { message: field, extensions: { code: 'INVALID_PARAMETER' } }, `${name}: names the field`)
  }
  // A lone surrogate written as a literal in the query text is refused by the GraphQL parser itself.
  const literal = await app.inject({ method: 'POST', url: '/graphql', headers: json, payload: `{"query":${JSON.stringify('{ cards(search: "a\\ud800") { items { name } } }')}}` })
  t.equal(literal.statusCode, 400, 'a literal: 400')
  t.equal((await app.inject(`/v1/cards/${VEILER}/behaviours`)).json().version, 1, 'still unchanged')

  // Valid text outside the Basic Multilingual Plane (a surrogate pair) and U+FFFD itself are text.
  const pair = await app.inject({ method: 'PUT', url: `/v1/cards/${VEILER}/behaviours`, payload: behaviours('\\ud83d\\ude00 \\ufffd'), headers: auth(1) })
  t.equal(pair.statusCode, 200, pair.body)
  t.equal(pair.json().curated.phases[0].span, '\u{1F600} \uFFFD')
  t.equal((await app.inject('/v1/cards?q=%F0%9F%98%80')).statusCode, 200, 'a valid four-byte percent-encoding')
})

t.test('a body whose bytes are not UTF-8 is a 400 naming the field, never text with U+FFFD', async (t) => {
  const app = await build(t)
  const editor = await createKey(app.db.prisma, 'alice', 'editor')
  const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part))))
  const cases: Array<[string, InjectOptions, RegExp]> = [
    // 0xED 0xA0 0x80: a surrogate encoded as UTF-8 (CESU-8), which UTF-8 forbids.
    ['resolve, an encoded surrogate', { method: 'POST', url: '/v1/resolve', payload: bytes('{"turnPlayer":"A","players":{"A":{"field":["Lyla', [0xed, 0xa0, 0x80], '"]},"B":{}}}'), headers: json }, /^body\.players\.A\.field\[0\] /],
    ['reference title, a lone continuation byte', { method: 'POST', url: '/v1/references', payload: bytes('{"id":"ref-bad-bytes","kind":"faq","title":"An FAQ ', [0x80], '","publisher":"Konami","url":"https://example.com/faq","language":"en"}'), headers: { ...json, authorization: `Bearer ${editor}` } }, /^body\.title /],
    ['a key, Latin-1 bytes', { method: 'POST', url: '/v1/resolve', payload: bytes('{"turnPlayer":"A","players":{"A":{},"B":{}},"', [0xe9], 'x":1}'), headers: json }, /^body\..* must be UTF-8/],
    ['GraphQL variables, a cut sequence', { method: 'POST', url: '/graphql', payload: bytes('{"query":"query($q: String) { cards(search: $q) { items { name } } }","variables":{"q":"ly', [0xe3, 0x81], '"}}'), headers: json }, /variables\.q /],
  ]
  for (const [name, request, field] of cases) {
    const res = await app.inject(request)
    t.equal(res.statusCode, 400, `${name}: 400 (${res.body.slice(0, 160)})`)
    const answer = res.json() as { message?: string; errors?: Array<{ message: string; extensions: { code: string } }> }
    const message = answer.message ?? answer.errors?.[0]?.message ?? ''
    t.match(message, field, `${name}: names the field`)
  }
  t.equal(await app.db.prisma.reference.count({ where: { id: 'ref-bad-bytes' } }), 0, 'nothing stored')
  // A real U+FFFD, sent as its UTF-8 bytes, is text like any other.
  const replacement = await app.inject({ method: 'POST', url: '/v1/resolve', payload: bytes('{"turnPlayer":"A","players":{"A":{"field":["Lyla', [0xef, 0xbf, 0xbd], '"]},"B":{}}}'), headers: json })
  t.not(replacement.statusCode, 400, 'U+FFFD itself is not refused as bad bytes')
})
