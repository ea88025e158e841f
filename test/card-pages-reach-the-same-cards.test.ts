/**
 * Paging through a card list reaches the same cards, in the same order, whatever the page size,
 * and a cursor still holds after an import adds cards: on a few hundred real cards, through HTTP.
 * (Before: a ranked search paged by offset and offered close spellings on its first page only, so
 * `q=dark world` paged 5 at a time ended after the names holding the text, while limit=100 gave more.)
 */
import t from 'tap'
import { build } from './helpers/build.js'
import { recordsWhere } from './helpers/card-data.js'
import { importRecords, type CardRecord } from './helpers/card-records.js'

type App = Awaited<ReturnType<typeof build>>

/** Every card of a listing, page after page: names in order, and the page count. */
async function walk(app: App, query: string, limit: number, from?: string): Promise<{ names: string[]; pages: number }> {
  const names: string[] = []
  let cursor = from
  let pages = 0
  do {
    const res = await app.inject(`/v1/cards?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`)
    if (res.statusCode !== 200) throw new Error(`${query} limit ${limit}: ${res.statusCode} ${res.body}`)
    const body = res.json() as { items: Array<{ name: string }>; nextCursor: string | null }
    names.push(...body.items.map((card) => card.name))
    cursor = body.nextCursor ?? undefined
    pages++
    if (pages > 2000) throw new Error(`${query}: no end after 2000 pages`)
  } while (cursor)
  return { names, pages }
}

const pickedBy = (test: (name: string, i: number) => boolean) => recordsWhere<CardRecord>((card, i) => test(card.name, i))

t.test('any page size reaches the cards one big page holds, in the same order', async (t) => {
  const app = await build(t)
  // Names a search ranks in every tier (exact, prefix, word prefix, anywhere, close spellings),
  // and a spread of the rest: several hundred real cards (about 600; twice that only made every
  // page slower, as each page ranks every match again).
  const picked = await pickedBy((name, i) => /dark world|magician|blue-eyes|\bash|world/i.test(name) || i % 60 === 0)
  t.ok(picked.length > 400, `${picked.length} real cards`)
  await importRecords(app, picked)
  const listings = [
    'q=dark%20world', // names holding the text, then close spellings (the issue's own query)
    'q=dark%20magican', // a misspelling: close spellings alone
    'q=blueeyes', // the same letters without the hyphen
    'q=ash', // a nickname first
    'q=dark&sort=atk&order=desc',
    'q=magician&sort=name',
    'sort=level&order=desc&type=monster',
    'sort=new',
    'attribute=dark',
    'race=spellcaster&sort=def',
  ]
  for (const listing of listings) {
    const whole = await walk(app, listing, 100)
    t.ok(whole.names.length > 0, `${listing}: ${whole.names.length} cards`)
    t.equal(new Set(whole.names).size, whole.names.length, `${listing}: no card twice`)
    for (const size of [3, 8, 20]) {
      const paged = await walk(app, listing, size)
      t.same(paged.names, whole.names, `${listing}: ${size} a page (${paged.pages} pages) reaches the same cards in the same order`)
    }
  }
  // The issue's case in numbers: more than the names holding the text, at every page size.
  const holding = picked.filter((r) => /dark world/i.test(r.name.en ?? '')).length
  const darkWorld = await walk(app, 'q=dark%20world', 5)
  t.ok(darkWorld.names.length > holding, `q=dark world paged 5 at a time goes past the ${holding} names holding the text (${darkWorld.names.length})`)
})

t.test('a cursor still holds after an import adds cards: none of those it had is lost or repeated', async (t) => {
  const app = await build(t)
  const dark = await pickedBy((name) => /dark/i.test(name))
  // Half the cards now, the other half imported while a client pages.
  const first = dark.filter((_, i) => i % 2 === 0)
  const later = dark.filter((_, i) => i % 2 === 1)
  await importRecords(app, first)
  for (const listing of ['q=dark', 'q=dark&sort=atk', 'sort=name&attribute=dark', 'type=monster']) {
    const before = await walk(app, listing, 100)
    const opening = await app.inject(`/v1/cards?${listing}&limit=10`)
    const page = opening.json() as { items: Array<{ name: string }>; nextCursor: string }
    t.ok(page.nextCursor, `${listing}: a second page`)
    // The import, between the first page and the rest.
    if (listing === 'q=dark') await importRecords(app, later)
    const rest = await walk(app, listing, 10, page.nextCursor)
    const seen = [...page.items.map((card) => card.name), ...rest.names]
    t.equal(new Set(seen).size, seen.length, `${listing}: no card twice across the import`)
    const lost = before.names.filter((name) => !seen.includes(name))
    t.same(lost, [], `${listing}: every card listed before the import is reached`)
  }
  const after = await walk(app, 'q=dark', 100)
  t.ok(after.names.length > first.length, 'the cards imported since are listed')
})

t.test('a cursor of one listing is refused by another (a 400 naming cursor)', async (t) => {
  const app = await build(t)
  await importRecords(app, (await pickedBy((name) => /dark/i.test(name))).slice(0, 60))
  const cursorOf = async (query: string) => ((await app.inject(`/v1/cards?${query}&limit=2`)).json() as { nextCursor: string }).nextCursor
  for (const [from, to] of [
    ['q=dark', 'q=magician'],
    ['q=dark', 'q=dark&sort=atk'],
    ['q=dark&sort=atk', 'q=dark&sort=atk&order=desc'],
    ['sort=atk', 'type=monster'],
    ['type=monster', 'sort=def'],
  ] as const) {
    const res = await app.inject(`/v1/cards?${to}&cursor=${await cursorOf(from)}`)
    t.equal(res.statusCode, 400, `a cursor of ${from} on ${to}`)
    t.equal(res.json().field, 'cursor')
  }
})
