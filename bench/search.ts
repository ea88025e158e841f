/**
 * npm run bench:search — the catalog search on the full card base (issue 12's figures):
 *   1. the full import's time into a fresh PostgreSQL database (created and dropped here);
 *   2. first-result and top-3 accuracy over bench/search-queries.json (real queries with typos,
 *      nicknames and Japanese, each with the card meant, written down before the search was tuned);
 *   3. paging: each page size (5, 10, 20) reaches the cards limit=100 pages reach, in the same order;
 *   4. p50/p99 latency of exact, prefix, typo and nickname searches and of filters over HTTP (autocannon against
 *      127.0.0.1, one client then 20, BENCH_SECONDS each, default 5).
 * Needs PostgreSQL (BENCH_PG_URL, default postgresql://postgres@127.0.0.1:5432/postgres) and the
 * shared card data; it stops by itself and drops what it created.
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import pg from 'pg'

const { app, FASTIFY_OPTIONS } = (await import('../dist/src/app.js' as string)) as typeof import('../src/app.js')
const { openMigratedDatabase } = (await import('../dist/src/db/database.js' as string)) as typeof import('../src/db/database.js')
const { seedContent } = (await import('../dist/src/catalog/seed.js' as string)) as typeof import('../src/catalog/seed.js')
const { importYamlYugi } = (await import('../dist/src/catalog/importer.js' as string)) as typeof import('../src/catalog/importer.js')

const adminUrl = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const cards = resolve(import.meta.dirname, '../../shared/data/yaml-yugi/cards.json.gz')
const dbName = `rulings_bench_search_${process.pid}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`CREATE DATABASE ${dbName}`)
const url = new URL(adminUrl)
url.pathname = `/${dbName}`

try {
  const { db } = await openMigratedDatabase({ kind: 'postgres', url: url.toString() })
  await seedContent(db.prisma)
  const started = performance.now()
  const summary = await importYamlYugi(db.sql, cards)
  console.log(`full import: ${summary.read} records, ${summary.inserted} new, in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const again = performance.now()
  const rerun = await importYamlYugi(db.sql, cards)
  console.log(`re-run: ${rerun.inserted} new, ${rerun.updated} changed, in ${((performance.now() - again) / 1000).toFixed(1)} s`)

  const fastify = Fastify({ ...FASTIFY_OPTIONS, logger: false })
  await fastify.register(app, { db, closeDatabase: true, rateLimitPerMinute: false })
  await fastify.listen({ port: 0, host: '127.0.0.1' })
  const address = fastify.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const search = async (q: string): Promise<string[]> => {
    const res = await fetch(`${base}/v1/cards?q=${encodeURIComponent(q)}&limit=5`)
    const body = (await res.json()) as { items: Array<{ names: { en?: string } }> }
    return body.items.map((card) => card.names.en ?? '')
  }

  const queries = JSON.parse(await readFile(resolve(import.meta.dirname, 'search-queries.json'), 'utf8')) as Array<[string, string]>
  let first = 0
  let top3 = 0
  const misses: string[] = []
  for (const [q, intended] of queries) {
    const names = await search(q)
    if (names[0] === intended) first++
    if (names.slice(0, 3).includes(intended)) top3++
    else misses.push(`  ${q} → ${intended}: ${names.slice(0, 3).join(' | ') || 'nothing'}`)
  }
  console.log(`\naccuracy over ${queries.length} queries: first ${first} (${((first / queries.length) * 100).toFixed(1)}%), top 3 ${top3} (${((top3 / queries.length) * 100).toFixed(1)}%)`)
  if (misses.length > 0) console.log(`not in the top 3:\n${misses.join('\n')}`)

  // Paging on the full base: each page size reaches the cards one big page holds, in its order.
  const walk = async (query: string, limit: number): Promise<{ names: string[]; pages: number; ms: number }> => {
    const names: string[] = []
    let cursor: string | null = null
    let pages = 0
    const began = performance.now()
    do {
      const res = await fetch(`${base}/v1/cards?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`)
      const body = (await res.json()) as { items: Array<{ name: string }>; nextCursor: string | null }
      names.push(...body.items.map((card) => card.name))
      cursor = body.nextCursor
      pages++
    } while (cursor && pages < 1000)
    return { names, pages, ms: (performance.now() - began) / pages }
  }
  console.log('\npaging (query: cards at limit 100; each other page size: same cards in the same order?, ms per page)')
  for (const query of ['q=dark%20world', 'q=dark%20magican', 'q=blueeyes', 'q=ash', 'race=spellcaster&atk=gte2500&sort=atk&order=desc', 'cardset=cyho&sort=name']) {
    const whole = await walk(query, 100)
    const others = []
    for (const limit of [5, 10, 20]) {
      const paged = await walk(query, limit)
      others.push(`${limit}: ${JSON.stringify(paged.names) === JSON.stringify(whole.names) ? 'same' : `DIFFERENT (${paged.names.length})`} ${paged.ms.toFixed(0)} ms`)
    }
    console.log(`  ${query}: ${whole.names.length} cards; ${others.join(', ')}`)
  }

  const kinds: Array<[string, string[]]> = [
    ['filters', ['/v1/cards?race=spellcaster&atk=gte2500', '/v1/cards?linkmarker=top,bottom-left&sort=atk', '/v1/cards?cardset=cyho', '/v1/cards?format=speed&sort=new']],
    ['exact', ['Dark Magician', 'Pot of Greed', 'Effect Veiler', 'Stardust Dragon']],
    ['prefix', ['blue-eyes', 'elemental hero', 'sky striker', 'dark mag']],
    ['typo', ['dark magican', 'lylla', 'mystical space typhon', 'ash blosom']],
    ['nickname', ['ash', 'DM', 'BLS', 'imperm']],
  ]
  console.log(`\nlatency, ${seconds} s per run (kind: clients, req/s, p50 ms, p99 ms, results of the first query)`)
  for (const [kind, qs] of kinds) {
    const results = qs[0]!.startsWith('/') ? ((await (await fetch(`${base}${qs[0]}&limit=20`)).json()) as { items: unknown[] }).items.length : (await search(qs[0]!)).length
    for (const connections of [1, 20]) {
      const result = await autocannon({
        url: base,
        connections,
        duration: seconds,
        requests: qs.map((q) => ({ method: 'GET' as const, path: q.startsWith('/') ? `${q}&limit=20` : `/v1/cards?q=${encodeURIComponent(q)}&limit=20` })),
      })
      console.log(`  ${kind.padEnd(9)} ${String(connections).padStart(2)} clients ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${results} results)`)
    }
  }
  await fastify.close()
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
  await admin.end()
}
