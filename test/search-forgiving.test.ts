/**
 * Issue 12 (first part): a search that forgives typos, spacing and punctuation, and a 422 for an
 * unknown card on a board that suggests the closest names. Queries written with their intended
 * card before the search was changed; the curated cards are the base.
 */
import t from 'tap'
import { readOnlyApp } from './helpers/build.js'

const QUERIES: Array<[string, string]> = [
  ['lylla', 'Lyla, Lightsworn Sorceress'],
  ['lyla lightsworn', 'Lyla, Lightsworn Sorceress'],
  ['effect veiller', 'Effect Veiler'],
  ['efect veiler', 'Effect Veiler'],
  ['mystical space typhon', 'Mystical Space Typhoon'],
  ['manticore of darknes', 'Manticore of Darkness'],
  ['danger nessie', 'Danger! Nessie!'],
  ['gem knight obsidian', 'Gem-Knight Obsidian'],
  ['gemknight obsidian', 'Gem-Knight Obsidian'],
  ['xx saber darksoul', 'XX-Saber Darksoul'],
  ['limiter removel', 'Limiter Removal'],
  ['divine wrat', 'Divine Wrath'],
]

t.test('close matches follow what contains the text', async (t) => {
  const app = await readOnlyApp()
  let first = 0
  for (const [q, intended] of QUERIES) {
    const res = await app.inject(`/v1/cards?q=${encodeURIComponent(q)}`)
    t.equal(res.statusCode, 200)
    const names = (res.json().items as Array<{ names: { en: string } }>).map((card) => card.names.en)
    if (names[0] === intended) first++
    t.ok(names.slice(0, 3).includes(intended), `${q}: ${intended} in the first three (${names.slice(0, 3).join(' | ')})`)
  }
  t.comment(`intended card first for ${first} of ${QUERIES.length} queries`)
  t.ok(first >= QUERIES.length - 2, 'and first for nearly all')
  // A text that is in a name still ranks that name before any close match.
  const exact = await app.inject('/v1/cards?q=lyla')
  t.equal(exact.json().items[0].names.en, 'Lyla, Lightsworn Sorceress')
})

t.test('a misspelt card on a board: read as the one clearly closest card, else a 422', async (t) => {
  const app = await readOnlyApp()
  const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: { field: ['lylla'] }, B: {} } } })
  t.equal(res.statusCode, 200)
  t.same(res.json().readAs, [{ field: 'players.A.field[0]', asked: 'lylla', card: 'Lyla, Lightsworn Sorceress' }])
  const nothing = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: { field: ['zzzqqq'] }, B: {} } } })
  t.equal(nothing.statusCode, 422)
  t.match(nothing.json(), { code: 'UNKNOWN_CARD', message: /players\.A\.field\[0\] "zzzqqq"/ })
  t.same(nothing.json().cards[0].suggestions, [], 'nothing close: no suggestion')
})

t.test('catalog GETs carry an ETag and Cache-Control, and answer 304 while unchanged', async (t) => {
  const app = await readOnlyApp()
  for (const url of ['/v1/cards/Lyla,%20Lightsworn%20Sorceress', '/v1/cards?q=lyla', '/v1/rulings?limit=5', '/v1/references']) {
    const first = await app.inject(url)
    t.equal(first.statusCode, 200)
    const tag = first.headers.etag as string
    t.match(tag, /^"/, `${url}: an ETag`)
    t.match(first.headers['cache-control'], /public, max-age=\d+/)
    const again = await app.inject({ url, headers: { 'if-none-match': tag } })
    t.equal(again.statusCode, 304, `${url}: 304 with the same ETag`)
    t.equal(again.body, '', 'and no body')
    const stale = await app.inject({ url, headers: { 'if-none-match': '"something-else"' } })
    t.equal(stale.statusCode, 200, 'another ETag: the whole answer')
  }
  const post = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: {}, B: {} } } })
  t.notOk(post.headers.etag, 'the resolve POST is not hashed')
})
