/**
 * Read access to cards, rulings and references. The only module (with seed and importer) that
 * talks to the database; routes and GraphQL call these functions.
 */
import { Prisma, type PrismaClient } from '../generated/prisma/client.js'
import { decodeCursor, encodeCursor, InvalidCursorError } from './cursor.js'
import { escapeLike, searchKey } from './text.js'
import { CARD_RULING_SITUATIONS, type CardRulingLink, type CardRulingSituation } from '../domain/card-ruling.js'
import { CARD_INCLUDE, isoDate, toCardDto, toReferenceDto, type CardDto, type CardRow, type CardSummaryDto, type ReferenceDto, type RulingDto } from './dto.js'

export interface Page<T> {
  items: T[]
  nextCursor: string | null
}


const RULING_INCLUDE = {
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
    cards: row.cards
      .map((link) => ({ password: link.card.password, konamiId: link.card.konamiId, name: link.card.locales[0]?.name ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    references: row.references.map((link) => toReferenceDto(link.reference, link.locator)),
  }
}

/** How close a name must be to be offered for a query it does not contain (pg_trgm word similarity, 0 to 1). */
const CLOSE_MATCH_THRESHOLD = 0.5

export class CatalogRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Cards whose name (any stored language, or Japanese reading) contains q, best matches first. */
  async searchCards(options: { q?: string; lang?: string; limit: number; cursor?: string }): Promise<Page<CardDto>> {
    const { limit } = options
    const lang = options.lang
    if (!options.q || searchKey(options.q) === '') {
      const after = options.cursor ? decodeCursor(options.cursor, { id: 'number' }).id : 0
      const rows = await this.prisma.card.findMany({
        where: { id: { gt: after }, ...(lang ? { locales: { some: { lang } } } : {}) },
        include: CARD_INCLUDE,
        orderBy: { id: 'asc' },
        take: limit + 1,
      })
      const page = rows.slice(0, limit)
      return {
        items: page.map((row) => toCardDto(row, lang)),
        nextCursor: rows.length > limit ? encodeCursor({ id: page[page.length - 1]!.id }) : null,
      }
    }
    const key = searchKey(options.q)
    const offset = options.cursor ? decodeCursor(options.cursor, { offset: 'number', q: 'string' }) : { offset: 0, q: key }
    if (offset.q !== key) throw new InvalidCursorError('cursor belongs to another search')
    const like = `%${escapeLike(key)}%`
    const prefix = `${escapeLike(key)}%`
    const wordPrefix = `% ${escapeLike(key)}%`
    const langFilter = lang ? Prisma.sql`AND l.lang = ${lang}` : Prisma.empty
    // Rank: exact name, then name prefix, then word prefix, then anywhere; shorter names first.
    const ranked = await this.prisma.$queryRaw<Array<{ card_id: number }>>`
      SELECT card_id FROM (
        SELECT l.card_id,
          MIN(CASE
                WHEN l.search_name = ${key} OR l.search_reading = ${key} THEN 0
                WHEN l.search_name LIKE ${prefix} OR l.search_reading LIKE ${prefix} THEN 1
                WHEN l.search_name LIKE ${wordPrefix} THEN 2
                ELSE 3 END) AS rank,
          MIN(length(l.search_name)) AS len
        FROM card_locale l
        WHERE (l.search_name LIKE ${like} OR l.search_reading LIKE ${like}) ${langFilter}
        GROUP BY l.card_id
      ) m
      ORDER BY rank, len, card_id
      LIMIT ${limit + 1} OFFSET ${offset.offset}`
    const ids = ranked.slice(0, limit).map((r) => Number(r.card_id))
    // Fewer than a page of names hold the text: close matches follow (typos, spacing and
    // punctuation: "lylla", "dark magican", "blueeyes"), best first, on the first page only.
    if (offset.offset === 0 && ids.length < limit) ids.push(...(await this.closeMatches(key, limit - ids.length, ids, lang)))
    const rows = await this.prisma.card.findMany({ where: { id: { in: ids } }, include: CARD_INCLUDE })
    const byId = new Map(rows.map((row) => [row.id, row]))
    return {
      items: ids.flatMap((id) => {
        const row = byId.get(id)
        return row ? [toCardDto(row, lang)] : []
      }),
      nextCursor: ranked.length > limit ? encodeCursor({ offset: offset.offset + limit, q: key }) : null,
    }
  }

  /**
   * Cards whose name is close to `key` though it does not contain it: trigram word similarity
   * (pg_trgm), so a typo or another spacing still finds the card. Best first, at most `limit`.
   */
  async closeMatches(key: string, limit: number, exclude: number[] = [], lang?: string): Promise<number[]> {
    if (limit <= 0 || key.length < 3) return []
    const langFilter = lang ? Prisma.sql`AND l.lang = ${lang}` : Prisma.empty
    const excluded = exclude.length > 0 ? Prisma.sql`AND l.card_id NOT IN (${Prisma.join(exclude)})` : Prisma.empty
    // `<%` (word similarity over the threshold) is served by the trigram indexes; the threshold is
    // set for this transaction only.
    const [, rows] = await this.prisma.$transaction([
      this.prisma.$executeRawUnsafe(`SET LOCAL pg_trgm.word_similarity_threshold = ${CLOSE_MATCH_THRESHOLD}`),
      this.prisma.$queryRaw<Array<{ card_id: number }>>`
        SELECT card_id FROM (
          SELECT l.card_id,
            MAX(GREATEST(strict_word_similarity(${key}, l.search_name), strict_word_similarity(${key}, coalesce(l.search_reading, '')))) AS score,
            MAX(similarity(${key}, l.search_name)) AS whole,
            MIN(length(l.search_name)) AS len
          FROM card_locale l
          WHERE (${key} <% l.search_name OR ${key} <% l.search_reading) ${langFilter} ${excluded}
          GROUP BY l.card_id
        ) m
        ORDER BY score DESC, whole DESC, len, card_id
        LIMIT ${limit}`,
    ])
    return rows.map((row) => Number(row.card_id))
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
        ...(link.readings.length > 0 ? { readings: link.readings.filter((r): r is 'official' | 'fan-guide' => r === 'official' || r === 'fan-guide') } : {}),
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

export type { CardDto, CardSummaryDto, ReferenceDto, RulingDto }
