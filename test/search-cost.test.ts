/**
 * What one card search may cost the database is bounded: the text is at most 100 characters
 * (the longest name has 78), a text without a letter or digit is not scored against every name,
 * and the close-match step has a deadline of its own, past which the search answers the names that
 * hold the text (never a 503 for a database that is there). The figures on the full card base are
 * in README "Searches a client cannot make costly" (bench/search-worst.ts).
 */
import t from 'tap'
import { CLOSE_MATCH_DEADLINE_MS } from '../src/catalog/repository.js'
import { build } from './helpers/build.js'
import { usingServer } from './helpers/database.js'

const gql = (query: string, variables: Record<string, unknown>) => ({ method: 'POST' as const, url: '/graphql', payload: { query, variables } })
const SEARCH = 'query($q: String) { cards(search: $q) { items { name } } }'

t.test('a search text is at most 100 characters, REST and GraphQL', async (t) => {
  const app = await build(t)
  const kana = 'あんこくのまんてぃこあ'.repeat(10)
  for (const q of [kana.slice(0, 101), 'lyla '.repeat(21), '%_'.repeat(51)]) {
    const res = await app.inject(`/v1/cards?q=${encodeURIComponent(q)}`)
    t.equal(res.statusCode, 400, `${q.length} characters: 400`)
    t.match(res.json(), { code: 'INVALID_PARAMETER', field: 'querystring.q', message: /querystring\.q .*100/ })
    const graphql = await app.inject(gql(SEARCH, { q }))
    t.match(graphql.json().errors?.[0], { extensions: { code: 'INVALID_PARAMETER' }, message: /search/ }, `GraphQL, ${q.length} characters`)
  }
  const longest = await app.inject(`/v1/cards?q=${encodeURIComponent(kana.slice(0, 100))}`)
  t.equal(longest.statusCode, 200, '100 characters are searched')
  const wildcards = await app.inject(`/v1/cards?q=${encodeURIComponent('%_'.repeat(50))}`)
  t.equal(wildcards.statusCode, 200, 'wildcards are text, searched as such')
  t.same(wildcards.json().items, [], 'and no name holds them')
  t.equal((await app.inject('/v1/cards?q=lylla')).json().items[0]?.names?.en, 'Lyla, Lightsworn Sorceress', 'a misspelling still finds its card')
})

t.test('the close-match step answers nothing past its deadline, not an error', { skip: usingServer ? false : 'needs PostgreSQL: the embedded database has one connection' }, async (t) => {
  const app = await build(t)
  // Excluding a card (none has id -1) leaves the trigram statement alone, without the spelling-without-spaces one before it.
  const closeMatches = () => app.catalog.closeMatches('lylla', 5, [-1])
  t.ok((await closeMatches()).length > 0, 'close matches when nothing holds it up')
  // Another session holds the names' table: the close-match statement waits on the lock as a
  // costly one would run, and its deadline ends it. The lock is released when the search has
  // answered, or after ten deadlines at most, so the test stops by itself either way.
  let answered: () => void = () => {}
  const done = new Promise<void>((resolve) => (answered = resolve))
  let locked: () => void = () => {}
  const lockHeld = new Promise<void>((resolve) => (locked = resolve))
  const holder = app.testDb.sql.transaction(async (tx) => {
    await tx.exec('LOCK TABLE card_locale IN ACCESS EXCLUSIVE MODE')
    locked()
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, CLOSE_MATCH_DEADLINE_MS * 10))])
  })
  await lockHeld
  const matches = await closeMatches().finally(answered)
  await holder
  t.same(matches, [], 'past the deadline: no close matches')
  const res = await app.inject('/v1/cards?q=lylla')
  t.equal(res.statusCode, 200)
  t.equal(res.json().items[0]?.names?.en, 'Lyla, Lightsworn Sorceress', 'the lock gone, the search finds it again')
})
