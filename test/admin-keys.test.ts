/**
 * An admin makes, lists and revokes API keys through the API (the embedded database can be opened
 * by one process only, so `npm run keys` cannot reach it while the service runs): the secret is
 * answered once, never listed; a revoked key stops working at once; only an admin may do any of it.
 */
import t from 'tap'
import { createKey } from '../src/editors/keys.js'
import { build } from './helpers/build.js'

t.test('keys through the API', async (t) => {
  const app = await build(t)
  const root = await createKey(app.db.prisma, 'root', 'admin')
  const as = (key: string) => ({ authorization: `Bearer ${key}` })

  const made = await app.inject({ method: 'POST', url: '/v1/admin/keys', headers: as(root), payload: { name: 'alice', scope: 'editor' } })
  t.equal(made.statusCode, 201, made.body)
  const alice = made.json() as { name: string; scope: string; key: string; createdAt: string; revokedAt: null }
  t.match(alice, { name: 'alice', scope: 'editor', revokedAt: null })
  t.match(alice.key, /^rk_[A-Za-z0-9_-]{20,}$/)
  t.equal(made.headers.location, '/v1/admin/keys/alice')
  t.equal(made.headers['cache-control'], 'no-store')

  // The new key works for what its scope allows.
  const reference = { id: 'ref-made-with-api-key', kind: 'faq', title: 'A reference', publisher: 'Konami', language: 'en' }
  const write = await app.inject({ method: 'POST', url: '/v1/references', headers: as(alice.key), payload: reference })
  t.equal(write.statusCode, 201, 'the key made through the API writes')
  t.equal((await app.inject({ url: '/v1/admin/keys', headers: as(alice.key) })).statusCode, 403, 'an editor key cannot list keys')

  const list = await app.inject({ url: '/v1/admin/keys', headers: as(root) })
  t.equal(list.statusCode, 200)
  const listed = list.json().items as Array<Record<string, unknown>>
  t.same(listed.map((key) => key.name), ['root', 'alice'])
  t.notOk(list.body.includes(alice.key), 'the secret is never listed')
  for (const key of listed) t.notOk('key' in key || 'keyHash' in key, `${String(key.name)}: no secret, no hash`)

  const taken = await app.inject({ method: 'POST', url: '/v1/admin/keys', headers: as(root), payload: { name: 'alice', scope: 'admin' } })
  t.equal(taken.statusCode, 409)
  t.match(taken.json(), { code: 'KEY_NAME_TAKEN', field: 'name' })

  const revoked = await app.inject({ method: 'DELETE', url: '/v1/admin/keys/alice', headers: as(root) })
  t.equal(revoked.statusCode, 200)
  t.match(revoked.json(), { name: 'alice', scope: 'editor' })
  t.ok(revoked.json().revokedAt)
  const after = await app.inject({ method: 'POST', url: '/v1/references', headers: as(alice.key), payload: { ...reference, id: 'ref-after-revoke' } })
  t.equal(after.statusCode, 401, 'a revoked key stops working at once')
  const twice = await app.inject({ method: 'DELETE', url: '/v1/admin/keys/alice', headers: as(root) })
  t.equal(twice.statusCode, 200, 'revoking again answers the key as it is')
  t.equal(twice.json().revokedAt, revoked.json().revokedAt)
  t.equal((await app.inject({ method: 'POST', url: '/v1/admin/keys', headers: as(root), payload: { name: 'alice', scope: 'editor' } })).statusCode, 409, 'a revoked name is not given again')
  t.equal((await app.inject({ method: 'DELETE', url: '/v1/admin/keys/nobody', headers: as(root) })).statusCode, 404)
})

t.test('only an admin key manages keys', async (t) => {
  const app = await build(t)
  const editor = await createKey(app.db.prisma, 'ed', 'editor')
  const routes = [
    { method: 'POST' as const, url: '/v1/admin/keys', payload: { name: 'mallory', scope: 'admin' } },
    { method: 'GET' as const, url: '/v1/admin/keys' },
    { method: 'DELETE' as const, url: '/v1/admin/keys/ed' },
  ]
  for (const route of routes) {
    t.equal((await app.inject(route)).statusCode, 401, `${route.method} without a key`)
    t.equal((await app.inject({ ...route, headers: { authorization: `Bearer ${editor}` } })).statusCode, 403, `${route.method} with an editor key`)
  }
  const keys = await app.db.prisma.apiKey.findMany({ select: { name: true, revokedAt: true } })
  t.same(keys, [{ name: 'ed', revokedAt: null }], 'nothing made, nothing revoked')
})

t.test('bad input names the field; the last admin key is kept', async (t) => {
  const app = await build(t)
  const root = await createKey(app.db.prisma, 'root', 'admin')
  const as = { authorization: `Bearer ${root}` }
  const cases: Array<[unknown, RegExp]> = [
    [{ name: 'has space', scope: 'editor' }, /name/],
    [{ name: 'bob', scope: 'superuser' }, /scope/],
    [{ name: 'bob' }, /scope/],
    [{ name: 'bob', scope: 'editor', key: 'rk_chosen' }, /key/],
  ]
  for (const [payload, field] of cases) {
    const res = await app.inject({ method: 'POST', url: '/v1/admin/keys', headers: as, payload: payload as object })
    t.equal(res.statusCode, 400, JSON.stringify(payload))
    t.match(res.json().message, field)
  }
  const last = await app.inject({ method: 'DELETE', url: '/v1/admin/keys/root', headers: as })
  t.equal(last.statusCode, 409)
  t.equal(last.json().code, 'LAST_ADMIN_KEY')
  const second = await app.inject({ method: 'POST', url: '/v1/admin/keys', headers: as, payload: { name: 'root2', scope: 'admin' } })
  t.equal(second.statusCode, 201)
  t.equal((await app.inject({ method: 'DELETE', url: '/v1/admin/keys/root', headers: as })).statusCode, 200, 'with another admin key, it may go')
  t.equal((await app.inject({ url: '/v1/admin/keys', headers: as })).statusCode, 401, 'and it no longer works')
})
