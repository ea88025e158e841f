/**
 * Writes to references through the API: created, edited against a version, deleted by an admin
 * while no ruling cites them; each one transaction kept in edit_history. An id once used (even
 * deleted) is never given again. The checks a schema cannot make (a URL that parses as http(s), a
 * date that exists) live here, so REST and GraphQL share them.
 */
import type { PrismaClient, Prisma } from '../generated/prisma/client.js'
import { toReferenceDto, type ReferenceDto } from '../catalog/dto.js'
import { ApiError, badParameter, notFound } from '../errors.js'
import type { ReferenceCreate, ReferencePatch } from '../schemas/editors.js'
import { editHistory, everUsed, recordEdit, type HistoryEntry } from '../catalog/change-log.js'
import { editTransaction, NEW_ID, staleEdit, type OnChange } from './write.js'

type Fields = Omit<ReferenceDto, 'id' | 'version'>

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD', and a day that exists. */
export function checkReferenceDate(date: string | null, field = 'date'): void {
  if (date === null) return
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(date)
  const month = match?.[2] !== undefined ? Number(match[2]) : 1
  const day = match?.[3] !== undefined ? Number(match[3]) : 1
  const valid = match !== null && month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(Number(match[1]), month, 0)).getUTCDate()
  if (!valid) throw badParameter(field, `"${date}" is not a date: YYYY-MM-DD, YYYY-MM or YYYY`)
}

/** An absolute http or https URL with a host; anything else (javascript:, ftp:, a relative path) is refused. */
export function checkReferenceUrl(url: string | null, field = 'url'): void {
  if (url === null) return
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw badParameter(field, `"${url}" is not a URL`)
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '') throw badParameter(field, 'must be an http:// or https:// address')
}

function checked(fields: Fields): Fields {
  checkReferenceUrl(fields.url)
  checkReferenceDate(fields.date)
  if (fields.title.trim() === '') throw badParameter('title', 'must not be blank')
  if (fields.publisher.trim() === '') throw badParameter('publisher', 'must not be blank')
  return fields
}

export class ReferenceWriter {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly changed?: OnChange,
  ) {}

  async create(input: ReferenceCreate, by: string): Promise<ReferenceDto> {
    if (!NEW_ID.test(input.id)) throw badParameter('id', 'must be 3 to 100 lower-case letters, digits and hyphens, starting with a letter or digit')
    const fields = checked({
      kind: input.kind,
      title: input.title,
      publisher: input.publisher,
      url: input.url ?? null,
      locator: input.locator ?? null,
      date: input.date ?? null,
      language: input.language,
    })
    return this.write(async (tx) => {
      if (await tx.reference.findUnique({ where: { id: input.id }, select: { id: true } })) throw new ApiError(409, 'ID_TAKEN', `a reference ${JSON.stringify(input.id)} exists: edit it, or choose another id`, { field: 'id' })
      if (await everUsed(tx, 'reference', input.id)) throw new ApiError(409, 'ID_USED', `the id ${JSON.stringify(input.id)} belonged to a deleted reference: ids are never given again`, { field: 'id' })
      const after = toReferenceDto(await tx.reference.create({ data: { id: input.id, ...fields } }))
      await recordEdit(tx, { entity: 'reference', entityId: input.id, version: after.version, action: 'create', by, before: null, after })
      return after
    })
  }

  async update(id: string, patch: ReferencePatch, expected: number, by: string): Promise<ReferenceDto> {
    return this.write(async (tx) => {
      const before = await this.readOrNull(tx, id)
      if (!before) throw notFound('reference', id)
      if (before.version !== expected) throw staleEdit('reference', id, expected, before.version)
      const fields = checked({
        kind: patch.kind ?? before.kind,
        title: patch.title ?? before.title,
        publisher: patch.publisher ?? before.publisher,
        url: patch.url !== undefined ? patch.url : before.url,
        locator: patch.locator !== undefined ? patch.locator : before.locator,
        date: patch.date !== undefined ? patch.date : before.date,
        language: patch.language ?? before.language,
      })
      // Optimistic: only the version read may be written over.
      const updated = await tx.reference.updateMany({ where: { id, version: expected }, data: { ...fields, version: { increment: 1 } } })
      if (updated.count === 0) throw staleEdit('reference', id, expected, (await this.readOrNull(tx, id))?.version ?? 0)
      const after = (await this.readOrNull(tx, id))!
      await recordEdit(tx, { entity: 'reference', entityId: id, version: after.version, action: 'update', by, before, after })
      return after
    })
  }

  /** Refused (409) while a ruling cites the reference: a ruling never loses its last source by accident. */
  async remove(id: string, expected: number, by: string): Promise<void> {
    await this.write(async (tx) => {
      const before = await this.readOrNull(tx, id)
      if (!before) throw notFound('reference', id)
      if (before.version !== expected) throw staleEdit('reference', id, expected, before.version)
      const citing = await tx.rulingReference.findMany({ where: { referenceId: id }, select: { rulingId: true }, orderBy: { rulingId: 'asc' } })
      if (citing.length > 0) {
        const ids = citing.map((c) => c.rulingId)
        throw new ApiError(409, 'REFERENCE_CITED', `reference ${JSON.stringify(id)} is cited by ${ids.length} ruling(s) (${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', …' : ''}): remove it from them first`, { rulings: ids })
      }
      await tx.reference.delete({ where: { id } })
      await recordEdit(tx, { entity: 'reference', entityId: id, version: 0, action: 'delete', by, before, after: null })
    })
  }

  async get(id: string): Promise<ReferenceDto | null> {
    return this.readOrNull(this.prisma, id)
  }

  /** Every change made to the reference; 404 for an id never used. */
  async history(id: string): Promise<Array<HistoryEntry<ReferenceDto>>> {
    const history = await editHistory<ReferenceDto>(this.prisma, 'reference', id)
    if (history.length === 0 && !(await this.get(id))) throw notFound('reference', id)
    return history
  }

  private write<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return editTransaction(this.prisma, work, this.changed)
  }

  private async readOrNull(tx: Prisma.TransactionClient | PrismaClient, id: string): Promise<ReferenceDto | null> {
    const row = await tx.reference.findUnique({ where: { id } })
    return row ? toReferenceDto(row) : null
  }
}
