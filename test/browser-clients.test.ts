/**
 * What a web page's script needs: the headers it may read (ETag, X-Data-Version, Retry-After…), a
 * preflight that lets an editor tool PATCH with If-Match and a key, and an If-Match that takes the
 * ETag the GET served as it came.
 */
import t from 'tap'
import { createKey } from '../src/editors/keys.js'
import { build } from './helpers/build.js'

t.test('a browser reads the headers that matter', async (t) => {
  const app = await build(t, { app: { rateLimitPerMinute: 100 } })
  const res = await app.inject({ url: '/v1/rulings/card-lyla-effect-veiler', headers: { origin: 'https://tool.example' } })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['access-control-allow-origin'], '*')
  const exposed = String(res.headers['access-control-expose-headers']).toLowerCase().split(/\s*,\s*/)
  for (const header of ['etag', 'x-data-version', 'retry-after', 'location', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
    t.ok(exposed.includes(header), `exposes ${header}`)
  }
  t.ok(res.headers.etag, 'the answer has an ETag to read')
  t.ok(res.headers['x-data-version'], 'and the data version')
})

t.test('the preflight of an edit allows PATCH, PUT, DELETE with If-Match, Authorization and Content-Type', async (t) => {
  const app = await build(t)
  for (const method of ['PATCH', 'PUT', 'DELETE']) {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/v1/rulings/card-lyla-effect-veiler',
      headers: { origin: 'https://tool.example', 'access-control-request-method': method, 'access-control-request-headers': 'if-match, authorization, content-type' },
    })
    t.equal(res.statusCode, 204, method)
    const methods = String(res.headers['access-control-allow-methods']).split(/\s*,\s*/)
    t.ok(methods.includes(method), `${method} allowed (${methods.join(', ')})`)
    const headers = String(res.headers['access-control-allow-headers']).toLowerCase().split(/\s*,\s*/)
    for (const header of ['if-match', 'authorization', 'content-type']) t.ok(headers.includes(header), `${method}: ${header} allowed`)
  }
})

t.test('If-Match takes the ETag a GET served, and a stale one is 412', async (t) => {
  const app = await build(t)
  const editor = await createKey(app.db.prisma, 'etag-editor', 'editor')
  const headers = { authorization: `Bearer ${editor}` }

  const read = await app.inject('/v1/rulings/card-lyla-effect-veiler')
  const { version } = read.json() as { version: number }
  const etag = String(read.headers.etag)
  t.match(etag, new RegExp(`^"${version}-`), 'the ETag starts with the version')
  // The ETag still does what it did for a cache: the same representation answers 304.
  t.equal((await app.inject({ url: '/v1/rulings/card-lyla-effect-veiler', headers: { 'if-none-match': etag } })).statusCode, 304)
  const japanese = await app.inject('/v1/rulings/card-lyla-effect-veiler?lang=ja')
  t.not(japanese.headers.etag, etag, 'another language is another representation, another ETag')
  t.match(String(japanese.headers.etag), new RegExp(`^"${version}-`))

  const edited = await app.inject({ method: 'PATCH', url: '/v1/rulings/card-lyla-effect-veiler', headers: { ...headers, 'if-match': etag }, payload: { title: 'Lyla and Effect Veiler, edited against an ETag' } })
  t.equal(edited.statusCode, 200, edited.body)
  t.equal(edited.json().version, version + 1)

  const stale = await app.inject({ method: 'PATCH', url: '/v1/rulings/card-lyla-effect-veiler', headers: { ...headers, 'if-match': etag }, payload: { title: 'lost update' } })
  t.equal(stale.statusCode, 412, 'the old ETag is stale now')
  t.equal(stale.json().code, 'STALE_EDIT')

  const again = await app.inject('/v1/rulings/card-lyla-effect-veiler')
  t.equal(again.json().title, 'Lyla and Effect Veiler, edited against an ETag')
  t.not(again.headers.etag, etag)
  // The Japanese representation's ETag names the same version, so it edits too.
  const fromJapanese = await app.inject('/v1/rulings/card-lyla-effect-veiler?lang=ja')
  const byJa = await app.inject({ method: 'PATCH', url: '/v1/rulings/card-lyla-effect-veiler', headers: { ...headers, 'if-match': String(fromJapanese.headers.etag) }, payload: { date: '2024-01-01' } })
  t.equal(byJa.statusCode, 200, byJa.body)

  const plainVersion = await app.inject({ method: 'PATCH', url: '/v1/rulings/card-lyla-effect-veiler', headers: { ...headers, 'if-match': `"${byJa.json().version}"` }, payload: { date: '2024-01-02' } })
  t.equal(plainVersion.statusCode, 200, 'the bare version still works')

  const garbage = await app.inject({ method: 'PATCH', url: '/v1/rulings/card-lyla-effect-veiler', headers: { ...headers, 'if-match': '"not-a-version"' }, payload: { title: 'x' } })
  t.equal(garbage.statusCode, 428)
})

t.test("a reference's ETag edits it", async (t) => {
  const app = await build(t)
  const editor = await createKey(app.db.prisma, 'etag-editor', 'editor')
  const read = await app.inject('/v1/references/ref-qa-8765')
  t.equal(read.statusCode, 200)
  const etag = String(read.headers.etag)
  t.match(etag, new RegExp(`^"${read.json().version}-`))
  const edited = await app.inject({ method: 'PATCH', url: '/v1/references/ref-qa-8765', headers: { authorization: `Bearer ${editor}`, 'if-match': etag }, payload: { locator: 'qa#8765 (edited)' } })
  t.equal(edited.statusCode, 200, edited.body)
  t.equal(edited.json().locator, 'qa#8765 (edited)')
})
