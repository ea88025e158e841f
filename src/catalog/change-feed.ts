/**
 * The change feed (GET /v1/changes, GET /v1/changes/stream): every move of the data version after a
 * client's, with what moved it. The database writes it itself (the trigger on catalog_meta, see
 * the change_feed migration): a row per data version in catalog_change, the change-log rows of the
 * same transaction stamped with it, and a notice on the channel CATALOG_CHANNEL. It keeps the last
 * catalog_meta.change_log_keep versions; a client asking from an older one is told to refetch.
 */
import type { PrismaClient } from '../generated/prisma/client.js'
import { editsAtVersions, type ChangedEntity } from './change-log.js'

/** The channel the trigger notifies on every move of the data version, with the new version as payload. */
export const CATALOG_CHANNEL = 'rulings_catalog_changed'

/** The source of the row the feed started at: nothing before it is listed. */
const LOG_START = 'log-start'

export interface FeedItem {
  entity: ChangedEntity
  /** The ruling's or reference's id; for card behaviours, the card's name as the catalog knows it. */
  id: string
  /** The entity's version after the change (0: deleted). */
  version: number
  action: string
  by: string
}

export interface FeedEntry {
  /** The data version this change moved the catalog to. */
  dataVersion: number
  /** edit | import | seed */
  source: string
  changedAt: string
  /** What an editor changed (an edit); empty for an import or a seed. */
  changes: FeedItem[]
  /** An import's counts of cards inserted and updated. */
  import?: { inserted: number; updated: number }
}

export interface FeedPage {
  /** The current data version. */
  dataVersion: number
  entries: FeedEntry[]
  /** Ask again with since=nextSince for the rest; null when this page reaches the current version. */
  nextSince: number | null
}

/** The client asked from a version the feed no longer holds (or never held). */
export class ChangesGoneError extends Error {
  override name = 'ChangesGoneError'
  constructor(
    readonly since: number,
    /** The oldest version a client may ask from. */
    readonly oldest: number,
    readonly current: number,
  ) {
    super(`the change feed keeps changes since data version ${oldest}, not since ${since}: refetch what you keep (GET /v1/meta gives the current version, ${current}), then ask for the changes since that`)
  }
}

export const DEFAULT_FEED_LIMIT = 100
export const MAX_FEED_LIMIT = 500

export class ChangeFeed {
  constructor(private readonly prisma: PrismaClient) {}

  /** The oldest version a client may ask the changes since, and the current one. */
  async bounds(): Promise<{ oldest: number; current: number }> {
    const [first, meta] = await Promise.all([
      this.prisma.catalogChange.findFirst({ orderBy: { version: 'asc' }, select: { version: true, source: true } }),
      this.prisma.catalogMeta.findUnique({ where: { id: 1 }, select: { version: true } }),
    ])
    const current = meta?.version ?? 0
    if (!first) return { oldest: current, current }
    return { oldest: first.source === LOG_START ? first.version : first.version - 1, current }
  }

  /** The changes after `since`, oldest first, at most `limit` data versions. */
  async since(since: number, limit = DEFAULT_FEED_LIMIT): Promise<FeedPage> {
    const { oldest, current } = await this.bounds()
    if (since < oldest) throw new ChangesGoneError(since, oldest, current)
    // At the current version (or past it: a version read from another database, or a primary ahead of this replica): nothing yet.
    if (since >= current) return { dataVersion: current, entries: [], nextSince: null }
    const rows = await this.prisma.catalogChange.findMany({
      where: { version: { gt: since }, source: { not: LOG_START } },
      orderBy: { version: 'asc' },
      take: limit + 1,
    })
    const page = rows.slice(0, limit)
    const versions = page.map((row) => row.version)
    const edits = await editsAtVersions(this.prisma, versions)
    const cardIds = [...new Set(edits.filter((e) => e.entity === 'card-behaviours').map((e) => Number(e.entityId)))]
    const cards = cardIds.length === 0 ? [] : await this.prisma.cardLocale.findMany({ where: { cardId: { in: cardIds }, lang: 'en' }, select: { cardId: true, name: true } })
    const cardName = new Map(cards.map((c) => [String(c.cardId), c.name]))
    const byVersion = new Map<number, FeedItem[]>()
    for (const edit of edits) {
      const items = byVersion.get(edit.dataVersion!) ?? []
      const id = edit.entity === 'card-behaviours' ? (cardName.get(edit.entityId) ?? edit.entityId) : edit.entityId
      items.push({ entity: edit.entity as ChangedEntity, id, version: edit.version, action: edit.action, by: edit.changedBy })
      byVersion.set(edit.dataVersion!, items)
    }
    const entries = page.map((row): FeedEntry => {
      const detail = row.detail as { inserted?: number; updated?: number } | null
      return {
        dataVersion: row.version,
        source: row.source,
        changedAt: row.changedAt.toISOString(),
        changes: byVersion.get(row.version) ?? [],
        ...(row.source === 'import' && detail ? { import: { inserted: detail.inserted ?? 0, updated: detail.updated ?? 0 } } : {}),
      }
    })
    const more = rows.length > limit
    return { dataVersion: Math.max(current, entries.at(-1)?.dataVersion ?? 0), entries, nextSince: more ? page.at(-1)!.version : null }
  }
}

/** An import's counts on its feed row (in the import's transaction, after the version moved). */
export const RECORD_IMPORT_DETAIL = `UPDATE catalog_change SET detail = jsonb_build_object('inserted', $1::int, 'updated', $2::int)
  WHERE version = (SELECT version FROM catalog_meta WHERE id = 1)`
