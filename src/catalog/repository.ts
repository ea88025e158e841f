/**
 * Read access to cards, rulings and references. The only module (with seed and importer) that
 * talks to the database; routes and GraphQL call these functions.
 */
import { Prisma, type PrismaClient } from '../generated/prisma/client.js'
import { decodeCursor, decodeKeyset, encodeCursor, InvalidCursorError } from './cursor.js'
import { escapeLike, searchKey } from './text.js'
import { changesAfter } from './change-log.js'
import { READINGS, isOneOf } from '../domain/vocabulary.js'
import { ApiError } from '../errors.js'
import { isStatementTimeout } from '../db/unavailable.js'
import { COMPARISONS, LINK_MARKERS, setCodeOf, type CardFormat, type CardSort, type LinkMarker, type NumberFilter, type SortOrder } from '../domain/card-search.js'
import { CARD_RULING_SITUATIONS, type CardRulingLink, type CardRulingSituation } from '../domain/card-ruling.js'
import { DEFAULT_IMAGE_BASE_URL } from '../config.js'
import { CARD_INCLUDE, isoDate, toCardDto, toReferenceDto, type CardDto, type CardLinkDto, type CardRow, type CardSummaryDto, type ReferenceDto, type RulingDto, type RulingTextDto } from './dto.js'

/** Filters a bot needs on the card list (all optional, combined with AND). */
export interface CardFilters {
  type?: string
  attribute?: string
  level?: number
  rank?: number
  link?: number
  archetype?: string
  /** A banlist status in a format: { format: 'tcg', status: 'limited' }. */
  banlist?: { format: string; status: string }
  /** A monster's Type (Spellcaster), or a Spell's or Trap's property (Quick-Play), as the data writes them. */
  race?: string
  atk?: NumberFilter
  def?: NumberFilter
  /** Pendulum Scale. */
  scale?: number
  /** Link markers the card must all have. */
  linkMarkers?: LinkMarker[]
  /** A set code (CYHO) or a whole set number (CYHO-EN041), upper case. */
  cardset?: string
  /** Released in this format, as the data holds it (src/domain/card-search.ts). */
  format?: CardFormat
}

export interface CardSearchOptions {
  q?: string
  lang?: string
  searchLang?: string
  outputLang?: string
  filters?: CardFilters
  /** Default: relevance with q, else the order cards were stored in. */
  sort?: CardSort
  /** Default: asc, except new (newest first). */
  order?: SortOrder
  limit: number
  cursor?: string
}

/** The filters as SQL conditions on `card c`, each starting with AND (empty when none). */
export function cardFilter(filters: CardFilters = {}): Prisma.Sql {
  const parts: Prisma.Sql[] = []
  if (filters.type !== undefined) parts.push(Prisma.sql`AND c.card_type = ${filters.type}`)
  if (filters.attribute !== undefined) parts.push(Prisma.sql`AND c.attribute = ${filters.attribute}`)
  if (filters.level !== undefined) parts.push(Prisma.sql`AND c.level = ${filters.level}`)
  if (filters.rank !== undefined) parts.push(Prisma.sql`AND c.rank = ${filters.rank}`)
  if (filters.link !== undefined) parts.push(Prisma.sql`AND c.link_rating = ${filters.link}`)
  if (filters.archetype !== undefined) parts.push(Prisma.sql`AND c.series @> ARRAY[${filters.archetype}]::text[]`)
  // Statuses as the source writes them ("Semi-Limited"), compared case-insensitively.
  if (filters.banlist !== undefined) parts.push(Prisma.sql`AND lower(c.limit_regulation ->> ${filters.banlist.format}) = ${filters.banlist.status}`)
  if (filters.race !== undefined) {
    // A monster's type line starts with its Type ("Spellcaster / Effect"); a few carry a stray space.
    parts.push(Prisma.sql`AND (btrim(split_part(c.monster_type_line, '/', 1)) = ${filters.race} OR (c.card_type <> 'monster' AND c.property = ${filters.race}))`)
  }
  if (filters.atk !== undefined) parts.push(Prisma.sql`AND c.atk ${Prisma.raw(COMPARISONS[filters.atk.op])} ${filters.atk.value}`)
  if (filters.def !== undefined) parts.push(Prisma.sql`AND c.def ${Prisma.raw(COMPARISONS[filters.def.op])} ${filters.def.value}`)
  if (filters.scale !== undefined) parts.push(Prisma.sql`AND c.pendulum_scale = ${filters.scale}`)
  if (filters.linkMarkers !== undefined && filters.linkMarkers.length > 0) {
    parts.push(Prisma.sql`AND c.link_arrows @> ARRAY[${Prisma.join(filters.linkMarkers.map((name) => LINK_MARKERS[name]))}]::text[]`)
  }
  if (filters.cardset !== undefined) {
    // The set codes column (indexed) narrows; a whole set number is then looked for in the printings.
    parts.push(Prisma.sql`AND c.set_codes @> ARRAY[${setCodeOf(filters.cardset)}]::text[]`)
    if (filters.cardset.includes('-')) parts.push(Prisma.sql`AND jsonb_path_exists(c.sets, '$.*[*] ? (@.setNumber == $n)', jsonb_build_object('n', ${filters.cardset}::text))`)
  }
  if (filters.format === 'md') parts.push(Prisma.sql`AND c.master_duel_rarity IS NOT NULL`)
  else if (filters.format !== undefined) parts.push(Prisma.sql`AND coalesce(c.limit_regulation ->> ${filters.format}, ${NOT_RELEASED}) <> ${NOT_RELEASED}`)
  return parts.length === 0 ? Prisma.empty : Prisma.join(parts, ' ')
}

/** The banlist status the card data gives a card not released in a format. */
const NOT_RELEASED = 'Not yet released'

/** Where a ranked search's page ended: see rankedCardIds. */
interface RankedPosition {
  s: string
  q: string
  t: number
  a: number
  b: number
  id: number
  c: number
}

export interface Page<T> {
  items: T[]
  nextCursor: string | null
}


export const RULING_INCLUDE = {
  references: { include: { reference: true }, orderBy: { position: 'asc' } },
  cards: { include: { card: { include: { locales: { where: { lang: 'en' }, select: { name: true } } } } } },
  supersedes: { select: { id: true }, orderBy: { id: 'asc' } },
} satisfies Prisma.RulingInclude

type RulingRow = Prisma.RulingGetPayload<{ include: typeof RULING_INCLUDE }>

export function toRulingDto(row: RulingRow): RulingDto {
  return {
    id: row.id,
    game: row.game,
    kind: row.kind,
    title: row.title,
    text: row.text,
    authority: row.authority,
    date: isoDate(row.date),
    status: row.status,
    supersededBy: row.supersededById,
    supersedes: row.supersedes.map((s) => s.id),
    phases: row.phases,
    region: row.region,
    cards: row.cards
      .map((link) => ({ password: link.card.password, konamiId: link.card.konamiId, name: link.card.locales[0]?.name ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    references: row.references.map((link) => toReferenceDto(link.reference, link.locator)),
    version: row.version,
  }
}

const SUMMARY_SELECT = { password: true, konamiId: true, locales: { where: { lang: 'en' }, select: { name: true } } } satisfies Prisma.CardSelect

/** A ruling-card link with both cards' summaries. */
export const CARD_LINK_INCLUDE = { card: { select: SUMMARY_SELECT }, withCard: { select: SUMMARY_SELECT } } satisfies Prisma.CardRulingInclude

type CardLinkRow = Prisma.CardRulingGetPayload<{ include: typeof CARD_LINK_INCLUDE }>

const summary = (card: Prisma.CardGetPayload<{ select: typeof SUMMARY_SELECT }>): CardSummaryDto => ({ password: card.password, konamiId: card.konamiId, name: card.locales[0]?.name ?? '' })

export function toCardLinkDto(row: CardLinkRow): CardLinkDto {
  return { card: summary(row.card), situations: row.situations, with: row.withCard ? summary(row.withCard) : null, readings: row.readings }
}

/** How close a name must be to be offered for a query it does not contain (pg_trgm word similarity, 0 to 1). */
const CLOSE_MATCH_THRESHOLD = 0.5
/**
 * The longest text close matches are looked for: the longest stored name has 78 characters
 * (French), 40 in a Japanese reading. Word similarity's cost grows with the text's length times
 * the rows its trigrams reach: a 100-character kana text took 0.3 s on the index and 4.7 s on the
 * sequential scan PostgreSQL chose for it (full card base); a misspelt name is far shorter.
 */
export const CLOSE_MATCH_MAX_LENGTH = 64
/**
 * A deadline for the close-match statement (PostgreSQL's statement_timeout, set for its
 * transaction only): close matches follow the names that hold the text and are worth little past
 * it; a search that reaches it answers those names alone, never a 503 for a database that is there.
 */
export const CLOSE_MATCH_DEADLINE_MS = 500

/** What a name read forgivingly stands for: one card (its English name), or the cards it could be. */
export type NameReading = { name: string } | { candidates: string[] }
/** A text shorter than this is never read forgivingly (two letters start too many names to mean one). */
const READ_MIN_LENGTH = 3
/** The candidates an ambiguous name lists, at most. */
export const READ_CANDIDATES = 5
/**
 * How far ahead (score: word similarity plus whole-name similarity, 0 to 2) the closest spelling
 * must be of the next to be read as the card: "lylla" reads as Lyla, Lightsworn Sorceress, while
 * a text as close to two names lists both.
 */
export const CLEAR_WINNER_MARGIN = 0.15

/** The end of a day given as YYYY-MM-DD (UTC); a bad date is a 400 naming `field`. */
export function endOfDay(date: string, field = 'asOf'): Date {
  const end = new Date(`${date}T23:59:59.999Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== date) {
    throw new ApiError(400, 'INVALID_PARAMETER', `${field} "${date}" is not a date (YYYY-MM-DD)`, { field })
  }
  return end
}

export interface CatalogOptions {
  /** Where card images are fetched from: an image's URL is this followed by its file name (IMAGE_BASE_URL). */
  imageBaseUrl?: string
}

export class CatalogRepository {
  private readonly imageBaseUrl: string

  constructor(
    private readonly prisma: PrismaClient,
    options: CatalogOptions = {},
  ) {
    this.imageBaseUrl = options.imageBaseUrl ?? DEFAULT_IMAGE_BASE_URL
  }

  /**
   * Cards whose name (any stored language, or Japanese reading) contains q, or that players call q
   * (nicknames, content/nicknames.json), or whose name is close to it; filtered, best first:
   * exact name, nickname, name prefix, word prefix, anywhere, then the same letters without spaces
   * (only when no name holds the text), then close matches. `sort` orders them otherwise (then only
   * names and nicknames holding the text count). `searchLang` limits the names searched,
   * `outputLang` picks the language answered in; `lang` (older clients) sets both where absent.
   *
   * Every order is total (ties broken by the card's id) and every cursor is a position in it (the
   * last card's sort key), never an offset: a page size does not change the set paged through, and
   * a cursor still holds after an import that adds cards (those before it are simply not seen).
   */
  async searchCards(options: CardSearchOptions): Promise<Page<CardDto>> {
    const searchLang = options.searchLang ?? options.lang
    const outputLang = options.outputLang ?? options.lang
    const filter = cardFilter(options.filters)
    const key = options.q ? searchKey(options.q) : ''
    const sort = options.sort ?? (key !== '' ? 'relevance' : undefined)
    const found =
      key !== '' && sort === 'relevance'
        ? await this.rankedCardIds(key, options.limit, options.cursor, searchLang, filter)
        : sort === undefined || sort === 'relevance'
          ? await this.storedOrderCardIds(options.limit, options.cursor, searchLang, filter)
          : await this.sortedCardIds(key, sort, options.order ?? (sort === 'new' ? 'desc' : 'asc'), options.limit, options.cursor, searchLang, outputLang, filter)
    return { items: await this.cardsInOrder(found.ids, outputLang), nextCursor: found.nextCursor }
  }

  /** No text and no sort: the order cards were stored in (database id), as before sorts existed. */
  private async storedOrderCardIds(limit: number, cursor: string | undefined, searchLang: string | undefined, filter: Prisma.Sql): Promise<{ ids: number[]; nextCursor: string | null }> {
    const at = cursor ? decodeKeyset(cursor, { id: 'number', s: 'string?' }) : { id: 0 }
    if (at.s !== undefined) throw new InvalidCursorError('cursor belongs to another search')
    const langFilter = searchLang ? Prisma.sql`AND EXISTS (SELECT 1 FROM card_locale l WHERE l.card_id = c.id AND l.lang = ${searchLang})` : Prisma.empty
    const found = await this.prisma.$queryRaw<Array<{ id: number }>>`
      SELECT c.id FROM card c WHERE c.id > ${at.id} ${filter} ${langFilter} ORDER BY c.id LIMIT ${limit + 1}`
    const ids = found.slice(0, limit).map((r) => Number(r.id))
    return { ids, nextCursor: found.length > limit ? encodeCursor({ id: ids[ids.length - 1]! }) : null }
  }

  /**
   * The cards the text finds by name or nickname, as a condition on `c.id` (used by the sorted
   * orders, which leave close spellings out).
   */
  private holdingText(key: string, searchLang: string | undefined): Prisma.Sql {
    const like = `%${escapeLike(key)}%`
    const readingMatch = /[^\x00-\x7f]/.test(key) ? Prisma.sql`OR l.search_reading LIKE ${like}` : Prisma.empty
    const langFilter = searchLang ? Prisma.sql`AND l.lang = ${searchLang}` : Prisma.empty
    const nicknameLang = searchLang ? Prisma.sql`AND n.lang = ${searchLang}` : Prisma.empty
    return Prisma.sql`AND c.id IN (
      SELECT l.card_id FROM card_locale l WHERE (l.search_name LIKE ${like} ${readingMatch}) ${langFilter}
      UNION SELECT l.card_id FROM card_nickname n JOIN card_locale l ON l.lang = 'en' AND l.name = n.card_name WHERE n.key = ${key} ${nicknameLang})`
  }

  /**
   * A sorted list: by the sort's value in `order`, cards without one (a Spell's ATK) last, ties by
   * database id; the cursor holds the last card's value and id.
   */
  private async sortedCardIds(
    key: string,
    sort: Exclude<CardSort, 'relevance'>,
    order: SortOrder,
    limit: number,
    cursor: string | undefined,
    searchLang: string | undefined,
    outputLang: string | undefined,
    filter: Prisma.Sql,
  ): Promise<{ ids: number[]; nextCursor: string | null }> {
    const textual = sort === 'name'
    const at = cursor ? decodeKeyset(cursor, { s: 'string', o: 'string', q: 'string', n: 'number', v: textual ? 'string?' : 'number?', id: 'number' }) : undefined
    if (at && (at.s !== sort || at.o !== order || at.q !== key)) throw new InvalidCursorError('cursor belongs to another search')
    if (at && at.n === 0 && at.v === undefined) throw new InvalidCursorError('cursor is not one this service issued')
    const value = {
      // The name in the language answered (English where it has none), in its search form, compared byte-wise: the same order on every database.
      name: Prisma.sql`coalesce(ln.search_name, le.search_name) COLLATE "C"`,
      atk: Prisma.sql`c.atk`,
      def: Prisma.sql`c.def`,
      level: Prisma.sql`coalesce(c.level, c.rank, c.link_rating)`,
      id: Prisma.sql`c.password`,
      new: Prisma.sql`c.konami_id`,
    }[sort]
    const names = textual
      ? Prisma.sql`LEFT JOIN card_locale ln ON ln.card_id = c.id AND ln.lang = ${outputLang ?? 'en'} LEFT JOIN card_locale le ON le.card_id = c.id AND le.lang = 'en'`
      : Prisma.empty
    const text = key !== '' ? this.holdingText(key, searchLang) : searchLang ? Prisma.sql`AND EXISTS (SELECT 1 FROM card_locale l WHERE l.card_id = c.id AND l.lang = ${searchLang})` : Prisma.empty
    const direction = Prisma.raw(order === 'asc' ? 'ASC' : 'DESC')
    const beyond = Prisma.raw(order === 'asc' ? '>' : '<')
    const param = (v: string | number | undefined) => (textual ? Prisma.sql`${v}::text COLLATE "C"` : Prisma.sql`${v}::int`)
    const after = !at
      ? Prisma.empty
      : at.n === 1
        ? Prisma.sql`WHERE s.v IS NULL AND s.id > ${at.id}`
        : Prisma.sql`WHERE s.v IS NULL OR s.v ${beyond} ${param(at.v)} OR (s.v = ${param(at.v)} AND s.id > ${at.id})`
    const rows = await this.prisma.$queryRaw<Array<{ id: number; v: string | number | null }>>`
      SELECT s.id, s.v FROM (SELECT c.id, ${value} AS v FROM card c ${names} WHERE TRUE ${filter} ${text}) s
      ${after}
      ORDER BY (s.v IS NULL), s.v ${direction}, s.id
      LIMIT ${limit + 1}`
    const page = rows.slice(0, limit)
    const last = page[page.length - 1]
    const nextCursor =
      rows.length > limit && last
        ? encodeCursor({ s: sort, o: order, q: key, n: last.v === null ? 1 : 0, ...(last.v !== null ? { v: textual ? String(last.v) : Number(last.v) } : {}), id: Number(last.id) })
        : null
    return { ids: page.map((r) => Number(r.id)), nextCursor }
  }

  /**
   * The search's own order, one total order over every card it finds, by tier: 0 exact name,
   * 1 nickname, 2 name prefix, 3 word prefix, 4 anywhere (each by shorter name), 5 the same letters
   * without spaces or punctuation (English names, only when no name holds the text; shorter
   * first), 6 close spellings (best score first, then shorter). Within a tier: `a` then `b`
   * ascending, then the card's id. The cursor is the last card's (tier, a, b, id), and whether
   * tier 5 applies, as the first page found it.
   */
  private async rankedCardIds(key: string, limit: number, cursor: string | undefined, searchLang: string | undefined, filter: Prisma.Sql): Promise<{ ids: number[]; nextCursor: string | null }> {
    const at = cursor ? (decodeKeyset(cursor, { s: 'string', q: 'string', t: 'number', a: 'float', b: 'number', id: 'number', c: 'number' }) as unknown as RankedPosition) : undefined
    if (at && (at.s !== 'relevance' || at.q !== key)) throw new InvalidCursorError('cursor belongs to another search')
    if (at && (at.t < 0 || at.t > 6)) throw new InvalidCursorError('cursor is not one this service issued')
    const like = `%${escapeLike(key)}%`
    const prefix = `${escapeLike(key)}%`
    const wordPrefix = `% ${escapeLike(key)}%`
    const langFilter = searchLang ? Prisma.sql`AND l.lang = ${searchLang}` : Prisma.empty
    const nicknameLang = searchLang ? Prisma.sql`AND n.lang = ${searchLang}` : Prisma.empty
    // Readings are kana: a query in Latin letters and digits never matches one, and skipping their
    // index makes such a search several times faster (measured: 13 ms of 16 on the full base).
    const readings = /[^\x00-\x7f]/.test(key)
    const readingMatch = readings ? Prisma.sql`OR l.search_reading LIKE ${like}` : Prisma.empty
    const found: Array<{ id: number; t: number; a: number; b: number }> = []
    if (!at || at.t <= 4) {
      const after = at ? Prisma.sql`WHERE (m.rnk, m.nlen::float8, m.card_id) > (${at.t}::int, ${at.a}::float8, ${at.id}::int)` : Prisma.empty
      // Rank: exact name, then a nickname, then name prefix, then word prefix, then anywhere; shorter names first.
      const ranked = await this.prisma.$queryRaw<Array<{ card_id: number; rnk: number; nlen: number }>>`
        SELECT card_id, rnk, nlen FROM (
          SELECT candidates.card_id, MIN(candidates.rnk) AS rnk, MIN(candidates.nlen) AS nlen FROM (
            SELECT l.card_id,
              CASE
                WHEN l.search_name = ${key} OR l.search_reading = ${key} THEN 0
                WHEN l.search_name LIKE ${prefix} OR l.search_reading LIKE ${prefix} THEN 2
                WHEN l.search_name LIKE ${wordPrefix} THEN 3
                ELSE 4 END AS rnk,
              length(l.search_name) AS nlen
            FROM card_locale l
            WHERE (l.search_name LIKE ${like} ${readingMatch}) ${langFilter}
            UNION ALL
            SELECT l.card_id, 1 AS rnk, 0 AS nlen
            FROM card_nickname n JOIN card_locale l ON l.lang = 'en' AND l.name = n.card_name
            WHERE n.key = ${key} ${nicknameLang}
          ) candidates JOIN card c ON c.id = candidates.card_id
          WHERE TRUE ${filter}
          GROUP BY candidates.card_id
        ) m
        ${after}
        ORDER BY rnk, nlen, card_id
        LIMIT ${limit + 1}`
      found.push(...ranked.map((r) => ({ id: Number(r.card_id), t: Number(r.rnk), a: Number(r.nlen), b: 0 })))
    }
    // Tier 5 applies only when no name holds the text: known from the first page, carried by the cursor.
    const compact = key.replace(/[^\p{L}\p{N}]+/gu, '')
    const compactApplies = at ? at.c === 1 : found.length === 0 && compact.length >= 4 && !readings && (searchLang === undefined || searchLang === 'en')
    const cardFilterJoin = filter === Prisma.empty ? Prisma.empty : Prisma.sql`AND EXISTS (SELECT 1 FROM card c WHERE c.id = l.card_id ${filter})`
    const compactLike = `${escapeLike(compact)}%`
    if (found.length <= limit && compactApplies && (!at || at.t <= 5)) {
      // The same letters without spaces and punctuation: "redeyes" is the start of "red-eyes black
      // dragon". English names only, shortest first (a scan of the English names, not an index's).
      const after = at?.t === 5 ? Prisma.sql`AND (length(l.search_name), l.card_id) > (${at.a}::int, ${at.id}::int)` : Prisma.empty
      const rows = await this.prisma.$queryRaw<Array<{ card_id: number; len: number }>>`
        SELECT l.card_id, length(l.search_name) AS len FROM card_locale l
        WHERE l.lang = 'en' AND regexp_replace(l.search_name, '[^[:alnum:]]+', '', 'g') LIKE ${compactLike} ${cardFilterJoin} ${after}
        ORDER BY len, l.card_id
        LIMIT ${limit + 1 - found.length}`
      found.push(...rows.map((r) => ({ id: Number(r.card_id), t: 5, a: Number(r.len), b: 0 })))
    }
    if (found.length <= limit && key.length >= 3 && key.length <= CLOSE_MATCH_MAX_LENGTH && /[\p{L}\p{N}]/u.test(key)) {
      // Close spellings: neither holding the text nor (when tier 5 applies) its letters.
      const held = Prisma.sql`
        AND NOT EXISTS (SELECT 1 FROM card_locale h WHERE h.card_id = l.card_id AND (h.search_name LIKE ${like} ${readings ? Prisma.sql`OR h.search_reading LIKE ${like}` : Prisma.empty}) ${searchLang ? Prisma.sql`AND h.lang = ${searchLang}` : Prisma.empty})
        AND NOT EXISTS (SELECT 1 FROM card_nickname n JOIN card_locale k ON k.lang = 'en' AND k.name = n.card_name WHERE n.key = ${key} AND k.card_id = l.card_id ${nicknameLang})
        ${compactApplies ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM card_locale e WHERE e.card_id = l.card_id AND e.lang = 'en' AND regexp_replace(e.search_name, '[^[:alnum:]]+', '', 'g') LIKE ${compactLike})` : Prisma.empty}`
      const after = at?.t === 6 ? Prisma.sql`WHERE (m.a, m.b, m.card_id) > (${at.a}::float8, ${at.b}::int, ${at.id}::int)` : Prisma.empty
      const rows = await this.closeMatchRows(key, limit + 1 - found.length, searchLang, Prisma.sql`${cardFilterJoin} ${held}`, after)
      found.push(...rows.map((r) => ({ id: Number(r.card_id), t: 6, a: Number(r.a), b: Number(r.b) })))
    }
    const page = found.slice(0, limit)
    const last = page[page.length - 1]
    return {
      ids: page.map((entry) => entry.id),
      nextCursor: found.length > limit && last ? encodeCursor({ s: 'relevance', q: key, t: last.t, a: last.a, b: last.b, id: last.id, c: compactApplies ? 1 : 0 }) : null,
    }
  }

  /**
   * Close spellings of `key` in the search's order (a: minus the score, b: the name's length),
   * past `after`; see closeMatches for the index, the threshold and the deadline. Past its
   * deadline: none (the names holding the text are answered without them).
   */
  private async closeMatchRows(key: string, limit: number, lang: string | undefined, conditions: Prisma.Sql, after: Prisma.Sql): Promise<Array<{ card_id: number; a: number; b: number }>> {
    const langFilter = lang ? Prisma.sql`AND l.lang = ${lang}` : Prisma.empty
    const readings = /[^\x00-\x7f]/.test(key)
    const readingMatch = readings ? Prisma.sql`OR ${key} <% l.search_reading` : Prisma.empty
    const readingScore = readings ? Prisma.sql`strict_word_similarity(${key}, coalesce(l.search_reading, ''))` : Prisma.sql`0`
    try {
      const [, , , rows] = await this.prisma.$transaction([
        this.prisma.$executeRawUnsafe(`SET LOCAL pg_trgm.word_similarity_threshold = ${CLOSE_MATCH_THRESHOLD}`),
        this.prisma.$executeRawUnsafe('SET LOCAL enable_seqscan = off'),
        this.prisma.$executeRawUnsafe(`SET LOCAL statement_timeout = ${CLOSE_MATCH_DEADLINE_MS}`),
        this.prisma.$queryRaw<Array<{ card_id: number; a: number; b: number }>>`
          SELECT card_id, a, b FROM (
            SELECT l.card_id,
              (-MAX(GREATEST(strict_word_similarity(${key}, l.search_name), ${readingScore}) + similarity(${key}, l.search_name)))::float8 AS a,
              MIN(length(l.search_name)) AS b
            FROM card_locale l
            WHERE (${key} <% l.search_name ${readingMatch}) ${langFilter} ${conditions}
            GROUP BY l.card_id
          ) m
          ${after}
          ORDER BY a, b, card_id
          LIMIT ${limit}`,
      ])
      return rows
    } catch (error) {
      if (!isStatementTimeout(error)) throw error
      return []
    }
  }

  /** Cards by database id, in the order given, answered in `lang`. */
  private async cardsInOrder(ids: number[], lang?: string): Promise<CardDto[]> {
    if (ids.length === 0) return []
    const rows = await this.prisma.card.findMany({ where: { id: { in: ids } }, include: CARD_INCLUDE })
    const byId = new Map(rows.map((row) => [row.id, row]))
    return ids.flatMap((id) => {
      const row = byId.get(id)
      return row ? [toCardDto(row, lang, this.imageBaseUrl)] : []
    })
  }

  /** The data version clients compare to know when to refresh, and what the catalog holds. */
  async meta(): Promise<{ dataVersion: number; changedAt: string; source: string; cards: number; rulings: number; references: number }> {
    const [meta, cards, rulings, references] = await Promise.all([
      this.prisma.catalogMeta.findUnique({ where: { id: 1 } }),
      this.prisma.card.count(),
      this.prisma.ruling.count(),
      this.prisma.reference.count(),
    ])
    return { dataVersion: meta?.version ?? 0, changedAt: (meta?.changedAt ?? new Date(0)).toISOString(), source: meta?.source ?? 'migration', cards, rulings, references }
  }

  /**
   * Cards whose name is close to `key` though it does not contain it: trigram word similarity
   * (pg_trgm), so a typo or another spacing still finds the card. Best first, at most `limit`.
   */
  async closeMatches(key: string, limit: number, exclude: number[] = [], lang?: string, filter: Prisma.Sql = Prisma.empty): Promise<number[]> {
    // A text without a letter or digit has no trigrams: the index cannot narrow it, and every name
    // would be scored (1 s for "%_%_…" on the full card base).
    if (limit <= 0 || key.length < 3 || key.length > CLOSE_MATCH_MAX_LENGTH || !/[\p{L}\p{N}]/u.test(key)) return []
    const langFilter = lang ? Prisma.sql`AND l.lang = ${lang}` : Prisma.empty
    const cardFilterJoin = filter === Prisma.empty ? Prisma.empty : Prisma.sql`AND EXISTS (SELECT 1 FROM card c WHERE c.id = l.card_id ${filter})`
    const excluded = exclude.length > 0 ? Prisma.sql`AND l.card_id NOT IN (${Prisma.join(exclude)})` : Prisma.empty
    const readings = /[^\x00-\x7f]/.test(key)
    const readingMatch = readings ? Prisma.sql`OR ${key} <% l.search_reading` : Prisma.empty
    const readingScore = readings ? Prisma.sql`strict_word_similarity(${key}, coalesce(l.search_reading, ''))` : Prisma.sql`0`
    // The same letters without spaces and punctuation: "redeyes" is the start of "red-eyes black
    // dragon", "blue eyes" of "blue-eyes white dragon". English names only, shortest first; only
    // when no name contains the text (a scan of the English names, not served by an index).
    const compact = key.replace(/[^\p{L}\p{N}]+/gu, '')
    const compactMatches =
      compact.length >= 4 && !readings && exclude.length === 0 && (lang === undefined || lang === 'en')
        ? await this.prisma.$queryRaw<Array<{ card_id: number }>>`
            SELECT l.card_id FROM card_locale l
            WHERE l.lang = 'en' AND regexp_replace(l.search_name, '[^[:alnum:]]+', '', 'g') LIKE ${`${escapeLike(compact)}%`} ${excluded} ${cardFilterJoin}
            ORDER BY length(l.search_name), l.card_id
            LIMIT ${limit}`
        : []
    const found = compactMatches.map((row) => Number(row.card_id))
    if (found.length >= limit) return found
    const seen = found.length > 0 ? Prisma.sql`AND l.card_id NOT IN (${Prisma.join(found)})` : Prisma.empty
    // `<%` (word similarity over the threshold) is served by the trigram indexes; the threshold is
    // set for this transaction only. PostgreSQL's estimate of how many rows `<%` keeps is a fixed
    // guess, so for a long text it chose a sequential scan scoring every name (4.7 s against 0.3 s
    // on the index for 100 kana): the scan is ruled out for this transaction. Ranked by word
    // similarity plus whole-name similarity, so "dark magican" puts Dark Magician before Dark
    // Magical Circle.
    let rows: Array<{ card_id: number }> = []
    try {
      ;[, , , rows] = await this.prisma.$transaction([
        this.prisma.$executeRawUnsafe(`SET LOCAL pg_trgm.word_similarity_threshold = ${CLOSE_MATCH_THRESHOLD}`),
        this.prisma.$executeRawUnsafe('SET LOCAL enable_seqscan = off'),
        this.prisma.$executeRawUnsafe(`SET LOCAL statement_timeout = ${CLOSE_MATCH_DEADLINE_MS}`),
        this.prisma.$queryRaw<Array<{ card_id: number }>>`
          SELECT card_id FROM (
            SELECT l.card_id,
              MAX(GREATEST(strict_word_similarity(${key}, l.search_name), ${readingScore}) + similarity(${key}, l.search_name)) AS score,
              MIN(length(l.search_name)) AS len
            FROM card_locale l
            WHERE (${key} <% l.search_name ${readingMatch}) ${langFilter} ${excluded} ${seen} ${cardFilterJoin}
            GROUP BY l.card_id
          ) m
          ORDER BY score DESC, len, card_id
          LIMIT ${limit - found.length}`,
      ])
    } catch (error) {
      // Past its deadline the search answers the names that hold the text, without close matches.
      if (!isStatementTimeout(error)) throw error
    }
    return [...found, ...rows.map((row) => Number(row.card_id))]
  }

  /**
   * The card a name as a player types it stands for, where the forgiving search finds exactly one
   * (no exact name matched it: findCards tried first). Tiers, the first that finds anything decides:
   * a nickname, a name (any stored language, or Japanese reading) that starts with the text, a name
   * with a word that starts with it, the English names without spaces and punctuation that start with
   * it, then close spellings (trigram similarity) where one is clearly best. One card: that card; several:
   * the candidates (a guess is never made); none: null.
   */
  async readName(ref: string): Promise<NameReading | null> {
    const key = searchKey(ref)
    if (key === '' || key.length > CLOSE_MATCH_MAX_LENGTH) return null
    const prefix = `${escapeLike(key)}%`
    const wordPrefix = `% ${escapeLike(key)}%`
    const readings = /[^\x00-\x7f]/.test(key)
    const tiers: Array<() => Promise<Array<{ card_id: number }>>> = [
      () => this.prisma.$queryRaw`
        SELECT DISTINCT l.card_id FROM card_nickname n JOIN card_locale l ON l.lang = 'en' AND l.name = n.card_name
        WHERE n.key = ${key} ORDER BY l.card_id LIMIT ${READ_CANDIDATES + 1}`,
      () => this.prisma.$queryRaw`
        SELECT DISTINCT l.card_id FROM card_locale l
        WHERE l.search_name LIKE ${prefix} ${readings ? Prisma.sql`OR l.search_reading LIKE ${prefix}` : Prisma.empty}
        ORDER BY l.card_id LIMIT ${READ_CANDIDATES + 1}`,
      () => this.prisma.$queryRaw`
        SELECT DISTINCT l.card_id FROM card_locale l WHERE l.search_name LIKE ${wordPrefix}
        ORDER BY l.card_id LIMIT ${READ_CANDIDATES + 1}`,
    ]
    const compact = key.replace(/[^\p{L}\p{N}]+/gu, '')
    if (compact.length >= 4 && !readings) {
      tiers.push(() => this.prisma.$queryRaw`
        SELECT DISTINCT l.card_id FROM card_locale l
        WHERE l.lang = 'en' AND regexp_replace(l.search_name, '[^[:alnum:]]+', '', 'g') LIKE ${`${escapeLike(compact)}%`}
        ORDER BY l.card_id LIMIT ${READ_CANDIDATES + 1}`)
    }
    for (const [i, tier] of tiers.entries()) {
      // A nickname may be short ("DM"); a shorter text than READ_MIN_LENGTH starts too many names.
      if (i > 0 && key.length < READ_MIN_LENGTH) return null
      const ids = (await tier()).map((row) => Number(row.card_id))
      if (ids.length === 1) return { name: (await this.englishNames(ids))[0]! }
      if (ids.length > 1) return { candidates: await this.englishNames(ids.slice(0, READ_CANDIDATES)) }
    }
    if (key.length < READ_MIN_LENGTH) return null
    const close = await this.closeScores(key, READ_CANDIDATES)
    const [best, second] = close
    if (!best) return null
    if (!second || best.score - second.score >= CLEAR_WINNER_MARGIN) return { name: (await this.englishNames([best.cardId]))[0]! }
    return { candidates: await this.englishNames(close.filter((c) => best.score - c.score < CLEAR_WINNER_MARGIN).map((c) => c.cardId)) }
  }

  /** English names of cards by database id, in the order given. */
  private async englishNames(ids: number[]): Promise<string[]> {
    const locales = await this.prisma.cardLocale.findMany({ where: { cardId: { in: ids }, lang: 'en' }, select: { cardId: true, name: true } })
    const names = new Map(locales.map((l) => [l.cardId, l.name]))
    return ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : []))
  }

  /** Close spellings of `key` with their scores (as closeMatches ranks them), best first. */
  private async closeScores(key: string, limit: number): Promise<Array<{ cardId: number; score: number }>> {
    if (key.length < 3 || !/[\p{L}\p{N}]/u.test(key)) return []
    const readings = /[^\x00-\x7f]/.test(key)
    const readingMatch = readings ? Prisma.sql`OR ${key} <% l.search_reading` : Prisma.empty
    const readingScore = readings ? Prisma.sql`strict_word_similarity(${key}, coalesce(l.search_reading, ''))` : Prisma.sql`0`
    let rows: Array<{ card_id: number; score: number }> = []
    try {
      ;[, , , rows] = await this.prisma.$transaction([
        this.prisma.$executeRawUnsafe(`SET LOCAL pg_trgm.word_similarity_threshold = ${CLOSE_MATCH_THRESHOLD}`),
        this.prisma.$executeRawUnsafe('SET LOCAL enable_seqscan = off'),
        this.prisma.$executeRawUnsafe(`SET LOCAL statement_timeout = ${CLOSE_MATCH_DEADLINE_MS}`),
        this.prisma.$queryRaw<Array<{ card_id: number; score: number }>>`
          SELECT card_id, score FROM (
            SELECT l.card_id,
              MAX(GREATEST(strict_word_similarity(${key}, l.search_name), ${readingScore}) + similarity(${key}, l.search_name))::float8 AS score,
              MIN(length(l.search_name)) AS len
            FROM card_locale l
            WHERE (${key} <% l.search_name ${readingMatch})
            GROUP BY l.card_id
          ) m
          ORDER BY score DESC, len, card_id
          LIMIT ${limit}`,
      ])
    } catch (error) {
      // Past its deadline no close spelling is read: the name is then unknown, with its suggestions.
      if (!isStatementTimeout(error)) throw error
    }
    return rows.map((row) => ({ cardId: Number(row.card_id), score: Number(row.score) }))
  }

  /** Names of the cards closest to what a client wrote, for a 422 that suggests them. */
  async suggestNames(ref: string, limit = 3): Promise<string[]> {
    const ids = await this.closeMatches(searchKey(ref), limit)
    if (ids.length === 0) return []
    const locales = await this.prisma.cardLocale.findMany({ where: { cardId: { in: ids }, lang: 'en' }, select: { cardId: true, name: true } })
    const names = new Map(locales.map((l) => [l.cardId, l.name]))
    return ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : []))
  }

  /** A card by password, Konami id, alternate password, or exact name in any stored language. */
  async findCard(ref: string | number, lang?: string): Promise<CardDto | null> {
    return (await this.findCards([ref], lang)).get(ref) ?? null
  }

  async findCardId(ref: string | number): Promise<number | null> {
    return (await this.findCard(ref))?.dbId ?? null
  }

  /**
   * Cards for several references at once, in a fixed number of queries whatever their count. A
   * number is a password, else a Konami id, else an alternate password; anything else (and a number
   * matching none) is an exact name or Japanese reading in any stored language, case- and
   * width-insensitive. References that match no card are absent from the answer.
   */
  async findCards(refs: ReadonlyArray<string | number>, lang?: string): Promise<Map<string | number, CardDto>> {
    const numbers = new Map<string | number, number>()
    for (const ref of refs) {
      const text = String(ref).trim()
      if (/^\d{1,10}$/.test(text) && Number(text) <= 2147483647) numbers.set(ref, Number(text))
    }
    const found = new Map<string | number, CardRow>()
    if (numbers.size > 0) {
      const values = [...new Set(numbers.values())]
      const rows = await this.prisma.card.findMany({
        where: { OR: [{ password: { in: values } }, { konamiId: { in: values } }, { altPasswords: { hasSome: values } }] },
        include: CARD_INCLUDE,
      })
      for (const [ref, n] of numbers) {
        const row = rows.find((r) => r.password === n) ?? rows.find((r) => r.konamiId === n) ?? rows.find((r) => r.altPasswords.includes(n))
        if (row) found.set(ref, row)
      }
    }
    const byKey = new Map<string | number, string>()
    for (const ref of refs) {
      const key = found.has(ref) ? '' : searchKey(String(ref))
      if (key !== '') byKey.set(ref, key)
    }
    if (byKey.size > 0) {
      const keys = [...new Set(byKey.values())]
      const locales = await this.prisma.cardLocale.findMany({
        where: { OR: [{ searchName: { in: keys } }, { searchReading: { in: keys } }] },
        orderBy: [{ lang: 'asc' }, { cardId: 'asc' }],
        select: { cardId: true, searchName: true, searchReading: true },
      })
      const cardIdOf = (key: string) => locales.find((l) => l.searchName === key || l.searchReading === key)?.cardId
      const ids = [...new Set([...byKey.values()].map(cardIdOf).filter((id): id is number => id !== undefined))]
      const rows = ids.length > 0 ? await this.prisma.card.findMany({ where: { id: { in: ids } }, include: CARD_INCLUDE }) : []
      for (const [ref, key] of byKey) {
        const row = rows.find((r) => r.id === cardIdOf(key))
        if (row) found.set(ref, row)
      }
    }
    return new Map([...found].map(([ref, row]) => [ref, toCardDto(row, lang, this.imageBaseUrl)]))
  }

  async listRulings(options: { cardId?: number; game?: string; kind?: string; limit: number; cursor?: string }): Promise<Page<RulingDto>> {
    const after = options.cursor ? decodeCursor(options.cursor, { id: 'string' }).id : undefined
    const rows = await this.prisma.ruling.findMany({
      where: {
        ...(options.game ? { game: options.game } : {}),
        ...(options.kind ? { kind: options.kind } : {}),
        ...(options.cardId !== undefined ? { cards: { some: { cardId: options.cardId } } } : {}),
        ...(after ? { id: { gt: after } } : {}),
      },
      include: RULING_INCLUDE,
      orderBy: { id: 'asc' },
      take: options.limit + 1,
    })
    const page = rows.slice(0, options.limit)
    return {
      items: page.map(toRulingDto),
      nextCursor: rows.length > options.limit ? encodeCursor({ id: page[page.length - 1]!.id }) : null,
    }
  }

  async getRuling(id: string): Promise<RulingDto | null> {
    const row = await this.prisma.ruling.findUnique({ where: { id }, include: RULING_INCLUDE })
    return row ? toRulingDto(row) : null
  }

  /**
   * The rulings of `ids` as they stood at the end of `date` (YYYY-MM-DD): edits made through the API after
   * that day undone from its history (a deletion too), and in effect by its own date: absent when
   * dated later, or when undated and added later. A ruling added later but dated on or before the
   * day (an old official answer entered now) is in effect, as first written. Superseded only when
   * its successor was in effect by then.
   */
  async rulingsAsOf(ids: readonly string[], date: string): Promise<Map<string, RulingDto>> {
    const end = endOfDay(date)
    const first = await this.statesBefore([...new Set(ids)], date, end)
    // The successor each had then, or has now (a successor entered later may be dated earlier): it supersedes from its own date.
    const candidates = new Map<string, Array<string>>()
    for (const [id, { state, now }] of first) {
      if (state) candidates.set(id, [...new Set([state.supersededBy, now])].filter((c): c is string => c !== null))
    }
    const successors = [...new Set([...candidates.values()].flat())].filter((c) => !first.has(c))
    const second = successors.length > 0 ? await this.statesBefore(successors, date, end) : new Map<string, { state: RulingDto | null; now: string | null }>()
    const inEffect = (c: string) => (first.get(c) ?? second.get(c))?.state != null
    const out = new Map<string, RulingDto>()
    for (const [id, { state }] of first) {
      if (!state) continue
      const successor = candidates.get(id)?.find(inEffect)
      out.set(id, successor ? { ...state, status: 'superseded', supersededBy: successor } : { ...state, status: 'current', supersededBy: null })
    }
    return out
  }

  /** One ruling as of `date` (see rulingsAsOf); null when not in effect then. */
  async rulingAsOf(id: string, date: string): Promise<RulingDto | null> {
    return (await this.rulingsAsOf([id], date)).get(id) ?? null
  }

  /**
   * Each ruling with every change made through the API after `end` undone (null when not in effect
   * on `date`), and the ruling that supersedes it now: two queries whatever the number of ids.
   */
  private async statesBefore(ids: string[], date: string, end: Date): Promise<Map<string, { state: RulingDto | null; now: string | null }>> {
    const [rows, later] = await Promise.all([
      this.prisma.ruling.findMany({ where: { id: { in: ids } }, include: RULING_INCLUDE }),
      changesAfter<RulingDto>(this.prisma, 'ruling', ids, end),
    ])
    const current = new Map(rows.map((row) => [row.id, toRulingDto(row)]))
    const out = new Map<string, { state: RulingDto | null; now: string | null }>()
    for (const id of ids) {
      let state: RulingDto | null = current.get(id) ?? null
      for (const entry of later) {
        if (entry.entityId !== id) continue
        const before = entry.before
        const created = entry.action === 'create' ? entry.after : null
        // Added after the day: in effect then only by an effective date on or before it.
        state = before ?? (created && created.date !== null && created.date <= date ? created : null)
      }
      // A snapshot kept before rulings had a region reads as both regions.
      if (state && state.region === undefined) state = { ...state, region: null }
      out.set(id, { state: state && (state.date === null || state.date <= date) ? state : null, now: current.get(id)?.supersededBy ?? null })
    }
    return out
  }

  /** Every ruling's title and summary in `lang`, where it has one, keyed by ruling id. */
  async rulingTranslations(lang: string): Promise<Map<string, RulingTextDto>> {
    const rows = await this.prisma.rulingTranslation.findMany({ where: { lang }, select: { rulingId: true, title: true, text: true } })
    return new Map(rows.map((row) => [row.rulingId, { title: row.title, text: row.text }]))
  }

  /** Loader batch: rulings of several cards in one query, keyed by card id. */
  async rulingsByCardIds(cardIds: number[]): Promise<Map<number, RulingDto[]>> {
    const links = await this.prisma.cardRuling.findMany({
      where: { cardId: { in: cardIds } },
      include: { ruling: { include: RULING_INCLUDE } },
      orderBy: { rulingId: 'asc' },
    })
    const out = new Map<number, RulingDto[]>(cardIds.map((id) => [id, []]))
    for (const link of links) out.get(link.cardId)?.push(toRulingDto(link.ruling))
    return out
  }

  /**
   * What the resolver cites for several cards, in one query: each card's ruling links that say what
   * they rule on (situations), with the other card of a pair by its English name.
   */
  async situatedRulingsByCardIds(cardIds: number[]): Promise<Map<number, CardRulingLink[]>> {
    const links = await this.prisma.cardRuling.findMany({
      where: { cardId: { in: cardIds }, NOT: { situations: { isEmpty: true } } },
      select: { cardId: true, rulingId: true, situations: true, readings: true, withCard: { select: { locales: { where: { lang: 'en' }, select: { name: true } } } } },
      orderBy: [{ cardId: 'asc' }, { rulingId: 'asc' }],
    })
    const out = new Map<number, CardRulingLink[]>(cardIds.map((id) => [id, []]))
    for (const link of links) {
      const partner = link.withCard?.locales[0]?.name
      out.get(link.cardId)?.push({
        ruling: link.rulingId,
        situations: link.situations.filter((s): s is CardRulingSituation => (CARD_RULING_SITUATIONS as readonly string[]).includes(s)),
        ...(partner !== undefined ? { with: partner } : {}),
        ...(link.readings.length > 0 ? { readings: link.readings.filter((r) => isOneOf(READINGS, r)) } : {}),
      })
    }
    return out
  }

  /** Loader batch: cards of several rulings in one query, keyed by ruling id. */
  async cardsByRulingIds(rulingIds: string[], lang?: string): Promise<Map<string, CardDto[]>> {
    const links = await this.prisma.cardRuling.findMany({
      where: { rulingId: { in: rulingIds } },
      include: { card: { include: CARD_INCLUDE } },
    })
    const out = new Map<string, CardDto[]>(rulingIds.map((id) => [id, []]))
    for (const link of links) out.get(link.rulingId)?.push(toCardDto(link.card, lang, this.imageBaseUrl))
    for (const cards of out.values()) cards.sort((a, b) => a.name.localeCompare(b.name))
    return out
  }

  /** A ruling's card links with what each rules on, by card name; several rulings in one query. */
  async cardLinksByRulingIds(rulingIds: string[]): Promise<Map<string, CardLinkDto[]>> {
    const links = await this.prisma.cardRuling.findMany({ where: { rulingId: { in: rulingIds } }, include: CARD_LINK_INCLUDE })
    const out = new Map<string, CardLinkDto[]>(rulingIds.map((id) => [id, []]))
    for (const link of links) out.get(link.rulingId)?.push(toCardLinkDto(link))
    for (const list of out.values()) list.sort((a, b) => a.card.name.localeCompare(b.card.name))
    return out
  }

  /** Loader batch: references of several rulings in one query, keyed by ruling id, with locators. */
  async referencesByRulingIds(rulingIds: string[]): Promise<Map<string, ReferenceDto[]>> {
    const links = await this.prisma.rulingReference.findMany({
      where: { rulingId: { in: rulingIds } },
      include: { reference: true },
      orderBy: [{ rulingId: 'asc' }, { position: 'asc' }],
    })
    const out = new Map<string, ReferenceDto[]>(rulingIds.map((id) => [id, []]))
    for (const link of links) out.get(link.rulingId)?.push(toReferenceDto(link.reference, link.locator))
    return out
  }

  async listReferences(options: { limit: number; cursor?: string }): Promise<Page<ReferenceDto>> {
    const after = options.cursor ? decodeCursor(options.cursor, { id: 'string' }).id : undefined
    const rows = await this.prisma.reference.findMany({
      where: after ? { id: { gt: after } } : {},
      orderBy: { id: 'asc' },
      take: options.limit + 1,
    })
    const page = rows.slice(0, options.limit)
    return {
      items: page.map((r) => toReferenceDto(r)),
      nextCursor: rows.length > options.limit ? encodeCursor({ id: page[page.length - 1]!.id }) : null,
    }
  }

  async getReference(id: string): Promise<(ReferenceDto & { rulings: string[] }) | null> {
    const row = await this.prisma.reference.findUnique({
      where: { id },
      include: { rulings: { select: { rulingId: true }, orderBy: { rulingId: 'asc' } } },
    })
    return row ? { ...toReferenceDto(row), rulings: row.rulings.map((r) => r.rulingId) } : null
  }

  /** Loader batch: ids of the rulings citing each reference. */
  async rulingIdsByReferenceIds(referenceIds: string[]): Promise<Map<string, string[]>> {
    const links = await this.prisma.rulingReference.findMany({
      where: { referenceId: { in: referenceIds } },
      select: { referenceId: true, rulingId: true },
      orderBy: { rulingId: 'asc' },
    })
    const out = new Map<string, string[]>(referenceIds.map((id) => [id, []]))
    for (const link of links) out.get(link.referenceId)?.push(link.rulingId)
    return out
  }

  /**
   * The set codes cards were printed under, in code order, with how many cards each holds and its
   * English name (the name most of its English printings give; any language's where none is English).
   */
  async listSets(options: { limit: number; cursor?: string }): Promise<Page<{ code: string; name: string | null; cards: number }>> {
    const after = options.cursor ? decodeKeyset(options.cursor, { set: 'string' }).set! : ''
    const rows = await this.prisma.$queryRaw<Array<{ code: string; cards: number }>>`
      SELECT code, count(*)::int AS cards FROM card c, unnest(c.set_codes) AS code
      WHERE code > ${after} COLLATE "C"
      GROUP BY code ORDER BY code COLLATE "C" LIMIT ${options.limit + 1}`
    const page = rows.slice(0, options.limit)
    const codes = page.map((row) => row.code)
    const names =
      codes.length === 0
        ? []
        : await this.prisma.$queryRaw<Array<{ code: string; name: string }>>`
            SELECT DISTINCT ON (code) code, name FROM (
              SELECT upper(btrim(split_part(e ->> 'setNumber', '-', 1))) AS code, e ->> 'setName' AS name, s.lang = 'en' AS english
              FROM card c, jsonb_each(c.sets) AS s(lang, list), jsonb_array_elements(s.list) AS e
              WHERE c.set_codes && ${codes}::text[] AND jsonb_typeof(s.list) = 'array'
            ) printings
            WHERE code = ANY(${codes}::text[]) AND name IS NOT NULL
            GROUP BY code, name, english
            ORDER BY code, english DESC, count(*) DESC, name`
    const nameOf = new Map(names.map((row) => [row.code, row.name]))
    return {
      items: page.map((row) => ({ code: row.code, name: nameOf.get(row.code) ?? null, cards: Number(row.cards) })),
      nextCursor: rows.length > options.limit ? encodeCursor({ set: codes[codes.length - 1]! }) : null,
    }
  }

  async countCards(): Promise<number> {
    return this.prisma.card.count()
  }
}

export type { CardDto, CardLinkDto, CardSummaryDto, ReferenceDto, RulingDto }
