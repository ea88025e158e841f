/**
 * The web page as the service serves it: index.html never cached (revalidated with its ETag), the
 * hashed script and style sheet cached for a year and compressed, the Content-Security-Policy
 * letting them load on plain HTTP, nothing from another host.
 */
import { test } from 'tap'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { build } from './helpers/build.js'
import { ensureWebBundle, webSourceHash } from '../src/web/bundle.js'

test('the page at / names its hashed assets, each cached for a year and the page itself never', async (t) => {
  const { bundle } = await ensureWebBundle()
  t.equal(bundle.sourceHash, webSourceHash(), 'the bundle is built from the sources as they are')
  const app = await build(t, { seed: false })

  const page = await app.inject({ url: '/?board=%7B%7D&lang=ja' })
  t.equal(page.statusCode, 200, 'any query string is the page')
  t.match(page.headers['content-type'], /^text\/html/)
  t.equal(page.headers['cache-control'], 'no-cache', 'the page is revalidated on every load, so a new bundle is seen at once')
  t.ok(page.body.includes(`src="/assets/${bundle.script}"`), 'it names the script by its hash')
  t.ok(page.body.includes(`href="/assets/${bundle.style}"`), 'and the style sheet')
  t.notMatch(page.body, /https?:\/\//, 'nothing is loaded from another host (the page works with no internet)')
  t.notMatch(page.body, /<script>|<style>|style="/, 'nothing inline for the CSP to refuse')

  const csp = String(page.headers['content-security-policy'])
  t.match(csp, /script-src 'self'/, 'the CSP lets the page load its own script')
  t.match(csp, /style-src 'self'/, 'and its own style sheet')
  t.notMatch(csp, /upgrade-insecure-requests/, 'no upgrade to HTTPS, which would leave the page blank on plain HTTP off localhost')

  const again = await app.inject({ url: '/', headers: { 'if-none-match': String(page.headers.etag) } })
  t.equal(again.statusCode, 304, 'an unchanged page is not sent again')

  for (const [name, type] of [
    [bundle.script, /^text\/javascript/],
    [bundle.style, /^text\/css/],
  ] as const) {
    const plain = await app.inject({ url: `/assets/${name}` })
    t.equal(plain.statusCode, 200, name)
    t.match(plain.headers['content-type'], type)
    t.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable', `${name} is cached for a year: its name changes with its content`)
    const gzipped = await app.inject({ url: `/assets/${name}`, headers: { 'accept-encoding': 'gzip, deflate' } })
    t.equal(gzipped.headers['content-encoding'], 'gzip')
    t.equal(gunzipSync(gzipped.rawPayload).toString(), plain.body, 'the gzipped asset is the asset')
    t.ok(gzipped.rawPayload.length < plain.rawPayload.length / 2, `${name} is at most half its size gzipped (${gzipped.rawPayload.length} of ${plain.rawPayload.length} bytes)`)
    const brotli = await app.inject({ url: `/assets/${name}`, headers: { 'accept-encoding': 'br, gzip' } })
    t.equal(brotli.headers['content-encoding'], 'br', 'brotli where the browser takes it')
    t.equal(brotli.headers.vary, 'accept-encoding')
  }

  const missing = await app.inject({ url: '/assets/app-OLD.js' })
  t.equal(missing.statusCode, 404, 'an asset of another build is a 404')
  t.equal(missing.json().code, 'NOT_FOUND')

  const document = await app.inject({ url: '/openapi.json' })
  t.notOk(Object.keys(document.json().paths).some((path) => path === '/' || path.startsWith('/assets')), 'the page is not part of the API document')
})

test('a bundle built from other sources is rebuilt, one built from these is kept', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'web-bundle-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const first = await ensureWebBundle(dir)
  t.equal(first.built, true, 'no bundle: it is built')
  const second = await ensureWebBundle(dir)
  t.equal(second.built, false, 'nothing changed: the bundle is read, not built')
  t.same(second.bundle, first.bundle)
  const manifest = join(dir, 'manifest.json')
  writeFileSync(manifest, JSON.stringify({ ...first.bundle, sourceHash: 'other-sources' }))
  const third = await ensureWebBundle(dir)
  t.equal(third.built, true, 'built from other sources: it is built again')
  t.equal(third.bundle.sourceHash, webSourceHash())
  t.equal(third.bundle.script, first.bundle.script, 'the same sources give the same hashed names')
})
