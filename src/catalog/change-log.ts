/**
 * The change log of the curated content, the database being its master (content/README.md): every
 * change made through the API to a ruling (its links and translations included), a reference or a
 * card's curated behaviours, with who, when, before and after, in one table (edit_history). It owns
 * the three things that read or move with a change: an entity's history, the data version that
 * tells clients the catalog moved, and the changes made after a day (what "as of" reads undo).
 */
import type { PrismaClient, Prisma } from '../generated/prisma/client.js'
import type { SqlRunner } from '../db/sql.js'

/** What the change log records changes of. */
export type ChangedEntity = 'ruling' | 'reference' | 'card-behaviours'

/** What moved the data version last: an import of the card data, the seed of the content files, an editor's write. */
export type DataSource = 'import' | 'seed' | 'edit'

export interface HistoryEntry<T> {
  version: number
  action: string
  changedAt: string
  changedBy: string
  before: T | null
  after: T | null
}

export interface EditRecord<T> {
  entity: ChangedEntity
  entityId: string
  /** The version after the change (0 for a deletion). */
  version: number
  /** create | update | delete, or what a link write did (link-card, superseded…). */
  action: string
  by: string
  before: T | null
  after: T | null
}

type Reader = PrismaClient | Prisma.TransactionClient

const json = (value: unknown) => value as Prisma.InputJsonValue

export async function recordEdit<T>(tx: Prisma.TransactionClient, edit: EditRecord<T>): Promise<void> {
  await tx.editHistory.create({
    data: {
      entity: edit.entity,
      entityId: edit.entityId,
      version: edit.version,
      action: edit.action,
      changedBy: edit.by,
      ...(edit.before !== null ? { before: json(edit.before) } : {}),
      ...(edit.after !== null ? { after: json(edit.after) } : {}),
    },
  })
}

/** Every change of one entity, oldest first. */
export async function editHistory<T>(db: Reader, entity: ChangedEntity, entityId: string): Promise<Array<HistoryEntry<T>>> {
  const rows = await db.editHistory.findMany({ where: { entity, entityId }, orderBy: { id: 'asc' } })
  return rows.map((row) => historyEntry<T>(row))
}

/** The edits that moved the catalog to each of these data versions (what the change feed lists), oldest first. */
export async function editsAtVersions(db: Reader, versions: readonly number[]): Promise<Array<{ dataVersion: number | null; entity: string; entityId: string; version: number; action: string; changedBy: string }>> {
  if (versions.length === 0) return []
  return db.editHistory.findMany({
    where: { dataVersion: { in: [...versions] } },
    orderBy: { id: 'asc' },
    select: { dataVersion: true, entity: true, entityId: true, version: true, action: true, changedBy: true },
  })
}

/** A change-log row as its history entry. */
function historyEntry<T>(row: { version: number; action: string; changedAt: Date; changedBy: string; before: unknown; after: unknown }): HistoryEntry<T> {
  return {
    version: row.version,
    action: row.action,
    changedAt: row.changedAt.toISOString(),
    changedBy: row.changedBy,
    before: (row.before as T | null) ?? null,
    after: (row.after as T | null) ?? null,
  }
}

/** The id was ever used for this kind of entity (so it is never given again). */
export async function everUsed(db: Reader, entity: ChangedEntity, entityId: string): Promise<boolean> {
  return (await db.editHistory.count({ where: { entity, entityId } })) > 0
}

/** The ids of every entity of this kind changed through the API at least once: the database's own from then on. */
export async function editedIds(db: Reader, entity: ChangedEntity): Promise<string[]> {
  return (await db.editHistory.findMany({ where: { entity }, select: { entityId: true }, distinct: ['entityId'] })).map((row) => row.entityId)
}

/** Of these entities, those whose history keeps `field` in some snapshot (before or after a change). */
export async function withFieldInHistory(db: Reader, entity: ChangedEntity, ids: readonly string[], field: string): Promise<Set<string>> {
  const rows = await db.editHistory.findMany({ where: { entity, entityId: { in: [...ids] } }, select: { entityId: true, before: true, after: true } })
  const has = (snapshot: unknown) => snapshot !== null && typeof snapshot === 'object' && field in snapshot
  return new Set(rows.filter((row) => has(row.before) || has(row.after)).map((row) => row.entityId))
}

/** The changes of these entities made after `end`, newest first (an "as of" read undoes them in that order). */
export async function changesAfter<T>(db: Reader, entity: ChangedEntity, ids: readonly string[], end: Date): Promise<Array<HistoryEntry<T> & { entityId: string }>> {
  const rows = await db.editHistory.findMany({ where: { entity, entityId: { in: [...ids] }, changedAt: { gt: end } }, orderBy: { id: 'desc' } })
  return rows.map((row) => ({ entityId: row.entityId, ...historyEntry<T>(row) }))
}

const BUMP = `INSERT INTO catalog_meta (id, version, changed_at, source, seed_hash) VALUES (1, 1, now(), $1, $2::text)
  ON CONFLICT (id) DO UPDATE SET version = catalog_meta.version + 1, changed_at = now(), source = EXCLUDED.source,
    seed_hash = COALESCE(EXCLUDED.seed_hash, catalog_meta.seed_hash)`

/**
 * Records that the data changed: clients compare the version to know when to refresh. One
 * statement for every writer, on the importer's SQL connection or inside a Prisma transaction;
 * the seed also records the fingerprint of the files it seeded.
 */
export async function bumpDataVersion(db: SqlRunner | Prisma.TransactionClient, source: DataSource, seedHash: string | null = null): Promise<void> {
  if ('$executeRawUnsafe' in db) await db.$executeRawUnsafe(BUMP, source, seedHash)
  else await db.query(BUMP, [source, seedHash])
}
