/**
 * The history of what is not a ruling (references, a card's curated behaviours): every change made
 * through the API, who, when, before and after, in edit_history. A ruling's own history, its links
 * included, stays in ruling_history (src/editors/rulings.ts).
 */
import type { PrismaClient, Prisma } from '../generated/prisma/client.js'

export type EditEntity = 'reference' | 'card-behaviours'

export interface HistoryEntry<T> {
  version: number
  action: string
  changedAt: string
  changedBy: string
  before: T | null
  after: T | null
}

export interface EditRecord<T> {
  entity: EditEntity
  entityId: string
  /** The version after the change (0 for a deletion). */
  version: number
  action: 'create' | 'update' | 'delete'
  by: string
  before: T | null
  after: T | null
}

const json = (value: unknown) => (value === null ? undefined : (value as Prisma.InputJsonValue))

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
export async function editHistory<T>(prisma: PrismaClient, entity: EditEntity, entityId: string): Promise<Array<HistoryEntry<T>>> {
  const rows = await prisma.editHistory.findMany({ where: { entity, entityId }, orderBy: { id: 'asc' } })
  return rows.map((row) => ({
    version: row.version,
    action: row.action,
    changedAt: row.changedAt.toISOString(),
    changedBy: row.changedBy,
    before: (row.before as T | null) ?? null,
    after: (row.after as T | null) ?? null,
  }))
}

/** The id was ever used for this kind of entity (so it is never given again). */
export async function everUsed(tx: Prisma.TransactionClient, entity: EditEntity, entityId: string): Promise<boolean> {
  return (await tx.editHistory.count({ where: { entity, entityId } })) > 0
}
