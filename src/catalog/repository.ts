/**
 * Read access to cards, rulings and references. The only module (with seed and importer) that
 * talks to the database; routes and GraphQL call these functions.
 */
import { Prisma, type PrismaClient } from '../generated/prisma/client.js'
import { decodeCursor, encodeCursor, InvalidCursorError } from './cursor.js'
import { escapeLike, searchKey } from './text.js'
import { changesAfter } from './change-log.js'
import { READINGS, isOneOf } from '../domain/vocabulary.js'
import { ApiError } from '../errors.js'
import { isStatementTimeout } from '../db/unavailable.js'
import { CARD_RULING_SITUATIONS, type CardRulingLink, type CardRulingSituation } from '../domain/card-ruling.js'
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
}

export interface CardSearchOptions {
  q?: string
  lang?: string
  searchLang?: string
  outputLang?: string
  filters?: CardFilters
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
  return parts.length === 0 ? Prisma.empty : Prisma.join(parts, ' ')
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

export class CatalogRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Cards whose name (any stored language, or Japanese reading) contains q, or that players call q
   * (nicknames, content/nicknames.json), or whose name is close to it; filtered, best first:
   * exact name, nickname, name prefix, word prefix, anywhere, then close matches.
   * `searchLang` limits the names searched, `outputLang` picks the language answered in; `lang`
   * (older clients) sets both where they are absent.
   */
  async searchCards(options: CardSearchOptions): Promise<Page<CardDto>> {
    const { limit } = options
    const searchLang = options.searchLang ?? options.lang
    const outputLang = options.outputLang ?? options.lang
    const filter = cardFilter(options.filters)
    if (!options.q || searchKey(options.q) === '') {
      const after = options.cursor ? decodeCursor(options.cursor, { id: 'number' }).id : 0
      const langFilter = searchLang ? Prisma.sql`AND EXISTS (SELECT 1 FROM card_locale l WHERE l.card_id = c.id AND l.lang = ${searchLang})` : Prisma.empty
      const found = await this.prisma.$queryRaw<Array<{ id: number }>>`
        SELECT c.id FROM card c WHERE c.id > ${after} ${filter} ${langFilter} ORDER BY c.id LIMIT ${limit + 1}`
      const ids = found.slice(0, limit).map((r) => Number(r.id))
      const rows = await this.cardsInOrder(ids, outputLang)
      return { items: rows, nextCursor: found.length > limit ? encodeCursor({ id: ids[ids.length - 1]! }) : null }
    }
    const key = searchKey(options.q)
    const offset = options.cursor ? decodeCursor(options.cursor, { offset: 'number', q: 'string' }) : { offset: 0, q: key }
    if (offset.q !== key) throw new InvalidCursorError('cursor belongs to another search')
    const like = `%${escapeLike(key)}%`
    const prefix = `${escapeLike(key)}%`
    const wordPrefix = `% ${escapeLike(key)}%`
    const langFilter = searchLang ? Prisma.sql`AND l.lang = ${searchLang}` : Prisma.empty
    const nicknameLang = searchLang ? Prisma.sql`AND n.lang = ${searchLang}` : Prisma.empty
    // Readings are kana: a query in Latin letters and digits never matches one, and skipping their
    // index makes such a search several times faster (measured: 13 ms of 16 on the full base).
    const readings = /[^\x00-\x7f]/.test(key)
    const readingMatch = readings ? Prisma.sql`OR l.search_reading LIKE ${like}` : Prisma.empty
    // Rank: exact name, then a nickname, then name prefix, then word prefix, then anywhere; shorter names first.
    const ranked = await this.prisma.$queryRaw<Array<{ card_id: number }>>`
      SELECT card_id FROM (
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
      ORDER BY rnk, nlen, card_id
      LIMIT ${limit + 1} OFFSET ${offset.offset}`
    const ids = ranked.slice(0, limit).map((r) => Number(r.card_id))
    // Fewer than a page of names hold the text: close matches follow (typos, spacing and
    // punctuation: "lylla", "dark magican", "blueeyes"), best first, on the first page only.
    if (offset.offset === 0 && ids.length < limit) ids.push(...(await this.closeMatches(key, limit - ids.length, ids, searchLang, filter)))
    return {
      items: await this.cardsInOrder(ids, outputLang),
      nextCursor: ranked.length > limit ? encodeCursor({ offset: offset.offset + limit, q: key }) : null,
    }
  }

  /** Cards by database id, in the order given, answered in `lang`. */
  private async cardsInOrder(ids: number[], lang?: string): Promise<CardDto[]> {
    if (ids.length === 0) return []
    const rows = await this.prisma.card.findMany({ where: { id: { in: ids } }, include: CARD_INCLUDE })
    const byId = new Map(rows.map((row) => [row.id, row]))
    return ids.flatMap((id) => {
      const row = byId.get(id)
      return row ? [toCardDto(row, lang)] : []
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
    return new Map([...found].map(([ref, row]) => [ref, toCardDto(row, lang)]))
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
    for (const link of links) out.get(link.rulingId)?.push(toCardDto(link.card, lang))
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

  async countCards(): Promise<number> {
    return this.prisma.card.count()
  }
}

export type { CardDto, CardLinkDto, CardSummaryDto, ReferenceDto, RulingDto }
