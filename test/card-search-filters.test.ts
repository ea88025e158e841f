/**
 * The card list's filters YGOPRODeck's users know (race, atk/def comparisons, level, rank, link,
 * scale, linkmarker, cardset, format), sort and order, through HTTP and GraphQL, on several hundred
 * real cards: each filter's cards are those the card data itself says (read here from the records,
 * not from the database), enumerations in any case, a wrong value a 400 listing what is allowed.
 * Also the sets listing, image URLs and named link markers.
 */
import t, { type Test } from 'tap'
import { build } from './helpers/build.js'
import { recordsNamed, recordsWhere } from './helpers/card-data.js'
import { importRecords, type CardRecord } from './helpers/card-records.js'

type App = Awaited<ReturnType<typeof build>>
interface CardBody {
  konamiId: number | null
  name: string
  atk: number | null
  def: number | null
  level: number | null
  linkArrows: string[]
  linkMarkers: string[]
  images: Array<{ image: string; illustration?: string; imageUrl: string; illustrationUrl?: string }>
}

async function walk(app: App, query: string): Promise<CardBody[]> {
  const cards: CardBody[] = []
  let cursor: string | undefined
  do {
    const res = await app.inject(`/v1/cards?${query}&limit=100${cursor ? `&cursor=${cursor}` : ''}`)
    if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`)
    const body = res.json() as { items: CardBody[]; nextCursor: string | null }
    cards.push(...body.items)
    cursor = body.nextCursor ?? undefined
  } while (cursor)
  return cards
}

const ids = (cards: Array<{ konamiId?: number | null; konami_id?: number | null }>) => cards.map((c) => c.konamiId ?? c.konami_id ?? null).sort((a, b) => (a ?? 0) - (b ?? 0))
const num = (value: number | string | undefined) => (typeof value === 'number' ? value : null)
const monsterType = (r: CardRecord) => (r.card_type === 'Monster' ? r.monster_type_line?.split('/')[0]?.trim() : undefined)
const codes = (r: CardRecord) => new Set(Object.values(r.sets ?? {}).flatMap((list) => (list ?? []).map((p) => (p.set_number ?? '').split('-')[0]!.toUpperCase())).filter(Boolean))
const released = (r: CardRecord, format: string) => {
  const status = r.limit_regulation?.[format]
  return typeof status === 'string' && status !== 'Not yet released'
}

async function appWithCards(t: Test, options: Parameters<typeof build>[1] = {}) {
  // Cards every filter finds some of (Spellcasters, Link Monsters, Pendulums, Quick-Play Spells…),
  // and a spread of the rest.
  const chosen = await recordsWhere<CardRecord>((card, i) => /magician|talker|pendulum|typhoon|veiler|utopia|blue-eyes/i.test(card.name) || i % 30 === 0)
  // No curated cards beside them (an empty database), so a listing holds these cards alone.
  const app = await build(t, { seed: false, ...options })
  await importRecords(app, chosen)
  // An alternate artwork's record (the Konami id of one before it) adds its password to that card.
  const konamiIds = new Set<number>()
  const picked = chosen.filter((r) => r.konami_id === null || (!konamiIds.has(r.konami_id) && Boolean(konamiIds.add(r.konami_id))))
  return { app, picked }
}

// Every listing below only reads, so one app with the cards imported serves them all: importing
// the cards again for each took most of this file's time.
let shared: ReturnType<typeof appWithCards> | undefined
const cardsApp = () => (shared ??= appWithCards(t))

t.test('each filter answers the cards the card data says, in any case', async (t) => {
  const { app, picked } = await cardsApp()
  t.ok(picked.length > 400, `${picked.length} real cards`)
  const decode = picked.find((r) => r.name.en === 'Decode Talker')!
  const someSet = [...codes(decode)][0]!
  const cases: Array<[string, (r: CardRecord) => boolean]> = [
    ['race=spellcaster', (r) => monsterType(r) === 'Spellcaster'],
    ['race=SEA%20SERPENT', (r) => monsterType(r) === 'Sea Serpent'],
    ['race=quick-play', (r) => r.card_type !== 'Monster' && r.property === 'Quick-Play'],
    ['attribute=light', (r) => r.attribute === 'LIGHT'],
    ['attribute=Dark&type=MONSTER', (r) => r.attribute === 'DARK' && r.card_type === 'Monster'],
    ['atk=2500', (r) => num(r.atk) === 2500],
    ['atk=gte2500', (r) => (num(r.atk) ?? -1) >= 2500],
    ['atk=GT2500', (r) => (num(r.atk) ?? -1) > 2500],
    ['atk=lt1000', (r) => num(r.atk) !== null && num(r.atk)! < 1000],
    ['def=lte500', (r) => num(r.def) !== null && num(r.def)! <= 500],
    ['level=4', (r) => r.level === 4],
    ['rank=4', (r) => r.rank === 4],
    ['link=3', (r) => (r.link_arrows?.length ?? 0) === 3],
    ['scale=4', (r) => r.pendulum_scale === 4],
    ['linkmarker=top', (r) => (r.link_arrows ?? []).includes('⬆')],
    ['linkmarker=Top,BOTTOM-left', (r) => (r.link_arrows ?? []).includes('⬆') && (r.link_arrows ?? []).includes('↙')],
    [`cardset=${someSet.toLowerCase()}`, (r) => codes(r).has(someSet)],
    ['cardset=YS17-EN041', (r) => (r.sets?.en ?? []).some((p) => p.set_number === 'YS17-EN041')],
    ['format=tcg', (r) => released(r, 'tcg')],
    ['format=OCG', (r) => released(r, 'ocg')],
    ['format=speed', (r) => released(r, 'speed')],
    ['format=md', (r) => r.master_duel_rarity !== undefined && r.master_duel_rarity !== null],
    ['race=spellcaster&atk=gte2000&format=tcg', (r) => monsterType(r) === 'Spellcaster' && (num(r.atk) ?? -1) >= 2000 && released(r, 'tcg')],
  ]
  for (const [query, wanted] of cases) {
    const expected = picked.filter(wanted)
    t.ok(expected.length > 0, `${query}: the sample holds such cards (${expected.length})`)
    t.same(ids(await walk(app, query)), ids(expected), `${query}: the ${expected.length} cards the data says`)
  }
  t.same(ids(await walk(app, 'q=magician&race=spellcaster&sort=name')), ids(picked.filter((r) => /magician/i.test(Object.values(r.name).join(' ')) && monsterType(r) === 'Spellcaster')).filter((id) => id !== null), 'a filter with a search text')
})

t.test('sort and order: by the value, cards without one last, a stable order', async (t) => {
  const { app, picked } = await cardsApp()
  const byAtk = await walk(app, 'type=monster&sort=atk&order=desc')
  t.equal(byAtk.length, picked.filter((r) => r.card_type === 'Monster').length, 'every monster')
  const known = byAtk.filter((c) => c.atk !== null)
  t.ok(known.every((c, i) => i === 0 || known[i - 1]!.atk! >= c.atk!), 'ATK from highest')
  t.ok(byAtk.slice(known.length).every((c) => c.atk === null), 'a "?" ATK last')
  const byDef = await walk(app, 'type=monster&sort=def')
  const defs = byDef.map((c) => c.def).filter((d): d is number => d !== null)
  t.ok(defs.every((d, i) => i === 0 || defs[i - 1]! <= d), 'DEF from lowest')
  const byName = await walk(app, 'q=magician&sort=name')
  const names = byName.map((c) => c.name.toLowerCase())
  t.ok(names.length > 5, `${names.length} Magicians`)
  t.ok(names.every((n, i) => i === 0 || Buffer.compare(Buffer.from(names[i - 1]!), Buffer.from(n)) <= 0), 'names in order')
  const byNew = await walk(app, 'sort=new')
  const konami = byNew.map((c) => c.konamiId).filter((k): k is number => k !== null)
  t.ok(konami.every((k, i) => i === 0 || konami[i - 1]! > k), 'new: newest Konami id first')
  const oldest = await walk(app, 'sort=new&order=asc')
  t.equal(oldest.find((c) => c.konamiId !== null)?.konamiId, Math.min(...konami), 'new with order=asc: oldest first')
})

t.test('a value a filter does not take is a 400 naming the field and listing what it takes', async (t) => {
  const { app } = await cardsApp()
  const cases: Array<[string, string, string[]]> = [
    ['attribute=lite', 'attribute', ['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND', 'DIVINE']],
    ['type=fusion', 'type', ['monster', 'spell', 'trap']],
    ['race=wizard', 'race', ['Spellcaster', 'Sea Serpent', 'Quick-Play']],
    ['atk=high', 'atk', ['lt', 'lte', 'gt', 'gte']],
    ['def=%3E2000', 'def', ['lt', 'lte', 'gt', 'gte']],
    ['linkmarker=top,up', 'linkmarker', ['top-left', 'bottom-right']],
    ['format=goat', 'format', ['tcg', 'ocg', 'speed', 'md']],
    ['sort=price', 'sort', ['relevance', 'name', 'atk', 'def', 'level', 'id', 'new']],
    ['sort=atk&order=sideways', 'order', ['asc', 'desc']],
    ['order=desc', 'order', ['sort']],
    ['cardset=%3F%3F', 'cardset', ['set code']],
    ['scale=20', 'scale', []],
  ]
  for (const [query, field, listed] of cases) {
    const res = await app.inject(`/v1/cards?${query}`)
    t.equal(res.statusCode, 400, `${query}: 400`)
    const body = res.json() as { field: string; message: string }
    t.match(body.field, new RegExp(`(^|\\.)${field}$`), `${query}: names ${field}`)
    t.notMatch(body.message, /equal to constant/, `${query}: ${body.message}`)
    for (const value of listed) t.ok(body.message.includes(value), `${query}: lists ${value}`)
  }
})

t.test('GraphQL takes the same filters, sort and paging', async (t) => {
  const { app } = await cardsApp()
  const rest = await walk(app, 'race=spellcaster&atk=gte1500&sort=atk&order=desc')
  const names: string[] = []
  let after: string | null = null
  do {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: 'query($after: String) { cards(race: "SPELLCASTER", atk: "gte1500", sort: "atk", order: "DESC", first: 7, after: $after) { items { name atk linkMarkers images { imageUrl } } nextCursor } }',
        variables: { after },
      },
    })
    const body = res.json() as { data: { cards: { items: Array<{ name: string }>; nextCursor: string | null } } }
    names.push(...body.data.cards.items.map((c) => c.name))
    after = body.data.cards.nextCursor
  } while (after)
  t.same(names, rest.map((c) => c.name), 'the same cards in the same order, 7 a page')
  const wrong = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ cards(attribute: "lite") { items { name } } }' } })
  const error = (wrong.json() as { errors: Array<{ message: string; extensions: { code: string; field: string } }> }).errors[0]!
  t.equal(error.extensions.code, 'INVALID_PARAMETER')
  t.equal(error.extensions.field, 'attribute')
  t.match(error.message, /"LIGHT"/)
})

t.test('sets: every set code with its cards and name, paged', async (t) => {
  const { app, picked } = await cardsApp()
  const sets: Array<{ code: string; name: string | null; cards: number }> = []
  let cursor: string | undefined
  do {
    const res = await app.inject(`/v1/sets?limit=50${cursor ? `&cursor=${cursor}` : ''}`)
    t.equal(res.statusCode, 200)
    const body = res.json() as { items: typeof sets; nextCursor: string | null }
    sets.push(...body.items)
    cursor = body.nextCursor ?? undefined
  } while (cursor)
  const expected = [...new Set(picked.flatMap((r) => [...codes(r)]))].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
  t.same(sets.map((s) => s.code), expected, `the ${expected.length} set codes of the data, in order`)
  const ys17 = sets.find((s) => s.code === 'YS17')!
  t.equal(ys17.name, 'Starter Deck: Link Strike', 'the English name')
  t.equal(ys17.cards, picked.filter((r) => codes(r).has('YS17')).length, 'how many cards it holds')
  t.equal((await walk(app, 'cardset=ys17')).length, ys17.cards, 'cardset finds as many')
})

t.test('images are URLs from IMAGE_BASE_URL (Yugipedia by default); link markers are named', async (t) => {
  const { app } = await cardsApp()
  const decode = (await app.inject('/v1/cards/Decode%20Talker')).json() as CardBody
  t.same(decode.linkMarkers, decode.linkArrows.map((arrow) => ({ '↖': 'top-left', '⬆': 'top', '↗': 'top-right', '⬅': 'left', '➡': 'right', '↙': 'bottom-left', '⬇': 'bottom', '↘': 'bottom-right' })[arrow]), 'each arrow named')
  t.same([...decode.linkMarkers].sort(), ['bottom-left', 'bottom-right', 'top'], "Decode Talker's markers")
  const first = decode.images[0]!
  t.equal(first.imageUrl, `https://yugipedia.com/wiki/Special:Redirect/file/${encodeURIComponent(first.image)}`, 'the default base: where the card data says its images live')
  t.equal(first.illustrationUrl, `https://yugipedia.com/wiki/Special:Redirect/file/${encodeURIComponent(first.illustration!)}`)

  const other = await build(t, { seed: false, app: { imageBaseUrl: 'https://img.example.org/cards/' } })
  await importRecords(other, await recordsNamed<CardRecord>(['Decode Talker']))
  const served = (await other.inject('/v1/cards/Decode%20Talker')).json() as CardBody
  t.equal(served.images[0]!.imageUrl, `https://img.example.org/cards/${encodeURIComponent(first.image)}`, 'a configured base')
  const graphql = await other.inject({ method: 'POST', url: '/graphql', payload: { query: '{ card(id: "Decode Talker") { linkMarkers images { imageUrl illustrationUrl } } }' } })
  const card = (graphql.json() as { data: { card: { linkMarkers: string[]; images: Array<{ imageUrl: string }> } } }).data.card
  t.equal(card.images[0]!.imageUrl, served.images[0]!.imageUrl, 'GraphQL serves the same URL')
  t.same(card.linkMarkers, served.linkMarkers, 'and the same markers')
})
