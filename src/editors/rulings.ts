/**
 * Writes to rulings through the API: each one transaction, validated, versioned, and kept in the
 * history (who, when, before, after). Reads as the rulings stood on a past date walk that history
 * back. No I/O but the database; the routes hold the HTTP concerns.
 */
import type { PrismaClient } from '../generated/prisma/client.js'
import { Prisma } from '../generated/prisma/client.js'
import { RULING_INCLUDE, toRulingDto, type CatalogRepository } from '../catalog/repository.js'
import type { RulingDto } from '../catalog/dto.js'
import { CARD_RULING_SITUATIONS } from '../domain/card-ruling.js'
import { ApiError, badParameter, notFound } from '../errors.js'
import { bumpDataVersionPrisma } from './version.js'

export interface CardLinkInput {
  card: string | number
  situations?: string[]
  with?: string | number
  readings?: string[]
}

export interface RulingInput {
  id?: string
  game: string
  kind: string
  title: string
  text: string
  authority: string
  date: string | null
  phases?: string[]
  /** Where TCG and OCG rulings differ: the region this one holds in; null or absent: both. */
  region?: string | null
  cards?: CardLinkInput[]
  references: Array<{ id: string; locator?: string | null }>
  /** Rulings this one supersedes: they become superseded by it. */
  supersedes?: string[]
}

export type RulingPatch = Partial<Omit<RulingInput, 'id'>>

export interface VersionedRuling extends RulingDto {
  version: number
}

export interface HistoryEntry {
  version: number
  action: string
  changedAt: string
  changedBy: string
  before: RulingDto | null
  after: RulingDto | null
}

const stale = (id: string, expected: number, current: number) =>
  new ApiError(412, 'STALE_EDIT', `ruling ${JSON.stringify(id)} is at version ${current}, not ${expected}: read it again and apply your change to what it says now`, { version: current })

export class RulingWriter {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly catalog: CatalogRepository,
  ) {}

  async create(input: RulingInput, by: string): Promise<VersionedRuling> {
    const id = input.id ?? ''
    if (!/^[a-z0-9][a-z0-9-]{2,99}$/.test(id)) throw badParameter('id', 'must be 3 to 100 lower-case letters, digits and hyphens, starting with a letter or digit')
    const cards = await this.cardLinks(id, input.cards ?? [])
    return this.write(async (tx) => {
      if (await tx.ruling.findUnique({ where: { id }, select: { id: true } })) throw new ApiError(409, 'ID_TAKEN', `a ruling ${JSON.stringify(id)} exists: edit it, or choose another id`, { field: 'id' })
      if ((await tx.rulingHistory.count({ where: { rulingId: id } })) > 0) throw new ApiError(409, 'ID_USED', `the id ${JSON.stringify(id)} belonged to a deleted ruling: ids are never given again`, { field: 'id' })
      await tx.ruling.create({ data: { id, ...(await this.fields(tx, input)) } })
      await this.links(tx, id, input, cards)
      await this.supersede(tx, id, input.supersedes ?? [])
      const after = await this.read(tx, id)
      await tx.rulingHistory.create({ data: { rulingId: id, version: 1, action: 'create', changedBy: by, after: after as unknown as Prisma.InputJsonValue } })
      return after
    })
  }

  async update(id: string, patch: RulingPatch, expected: number, by: string): Promise<VersionedRuling> {
    const cards = patch.cards !== undefined ? await this.cardLinks(id, patch.cards) : undefined
    return this.write(async (tx) => {
      const before = await this.readOrNull(tx, id)
      if (!before) throw notFound('ruling', id)
      if (before.version !== expected) throw stale(id, expected, before.version)
      const merged: RulingInput = {
        game: patch.game ?? before.game,
        kind: patch.kind ?? before.kind,
        title: patch.title ?? before.title,
        text: patch.text ?? before.text,
        authority: patch.authority ?? before.authority,
        date: patch.date !== undefined ? patch.date : before.date,
        phases: patch.phases ?? before.phases,
        region: patch.region !== undefined ? patch.region : before.region,
        references: patch.references ?? before.references.map((r) => ({ id: r.id, locator: r.locator })),
      }
      // Optimistic: only the version read may be written over.
      const updated = await tx.ruling.updateMany({ where: { id, version: expected }, data: { ...(await this.fields(tx, merged)), version: { increment: 1 } } })
      if (updated.count === 0) throw stale(id, expected, (await tx.ruling.findUnique({ where: { id }, select: { version: true } }))?.version ?? 0)
      if (patch.references !== undefined || cards !== undefined) await this.links(tx, id, merged, cards)
      if (patch.supersedes !== undefined) await this.supersede(tx, id, patch.supersedes)
      const after = await this.read(tx, id)
      await tx.rulingHistory.create({
        data: { rulingId: id, version: after.version, action: 'update', changedBy: by, before: before as unknown as Prisma.InputJsonValue, after: after as unknown as Prisma.InputJsonValue },
      })
      return after
    })
  }

  async remove(id: string, expected: number, by: string): Promise<void> {
    await this.write(async (tx) => {
      const before = await this.readOrNull(tx, id)
      if (!before) throw notFound('ruling', id)
      if (before.version !== expected) throw stale(id, expected, before.version)
      await tx.ruling.updateMany({ where: { supersededById: id }, data: { supersededById: null, status: 'current' } })
      await tx.ruling.delete({ where: { id } })
      await tx.rulingHistory.create({ data: { rulingId: id, version: 0, action: 'delete', changedBy: by, before: before as unknown as Prisma.InputJsonValue } })
    })
  }

  async history(id: string): Promise<HistoryEntry[]> {
    const rows = await this.prisma.rulingHistory.findMany({ where: { rulingId: id }, orderBy: { id: 'asc' } })
    return rows.map((row) => ({
      version: row.version,
      action: row.action,
      changedAt: row.changedAt.toISOString(),
      changedBy: row.changedBy,
      before: row.before as unknown as RulingDto | null,
      after: row.after as unknown as RulingDto | null,
    }))
  }

  /** The ruling as it stood at the end of `date` (YYYY-MM-DD): see CatalogRepository.rulingAsOf. */
  async asOf(id: string, date: string): Promise<RulingDto | null> {
    return this.catalog.rulingAsOf(id, date)
  }

  private async write<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(async (tx) => {
      const result = await work(tx)
      await bumpDataVersionPrisma(tx, 'edit')
      return result
    })
  }

  private async fields(tx: Prisma.TransactionClient, input: RulingInput) {
    if (!['yugioh', 'grand-archive'].includes(input.game)) throw badParameter('game', 'must be yugioh or grand-archive')
    if (!['procedure', 'card-ruling', 'faq'].includes(input.kind)) throw badParameter('kind', 'must be procedure, card-ruling or faq')
    if (!['official', 'community', 'fan-guide'].includes(input.authority)) throw badParameter('authority', 'must be official, community or fan-guide')
    if (input.date !== null && !/^\d{4}-\d{2}-\d{2}$/.test(input.date)) throw badParameter('date', 'must be YYYY-MM-DD or null')
    if (input.region !== undefined && input.region !== null && !['tcg', 'ocg'].includes(input.region)) throw badParameter('region', 'must be tcg, ocg or null (both)')
    if (input.references.length === 0) throw badParameter('references', 'must cite at least one reference')
    const known = await tx.reference.findMany({ where: { id: { in: input.references.map((r) => r.id) } }, select: { id: true } })
    input.references.forEach((r, i) => {
      if (!known.some((k) => k.id === r.id)) throw badParameter(`references[${i}].id`, `"${r.id}" is not a reference: create it first`)
    })
    return {
      game: input.game,
      kind: input.kind,
      title: input.title,
      text: input.text,
      authority: input.authority,
      date: input.date ? new Date(`${input.date}T00:00:00Z`) : null,
      phases: input.phases ?? [],
      region: input.region ?? null,
    }
  }

  /**
   * The card links checked and looked up before the transaction opens (the catalog reads outside
   * it; on the embedded database one connection serves both, so reading inside would wait on itself).
   */
  private async cardLinks(id: string, cards: CardLinkInput[]) {
    const refs = [...cards.map((c) => c.card), ...cards.flatMap((c) => (c.with !== undefined ? [c.with] : []))]
    const found = refs.length > 0 ? await this.catalog.findCards(refs) : new Map()
    const links = cards.map((link, i) => {
      const card = found.get(link.card)
      if (!card) throw new ApiError(422, 'UNKNOWN_CARD', `cards[${i}].card: unknown card ${JSON.stringify(link.card)}`, { field: `cards[${i}].card` })
      const withCard = link.with !== undefined ? found.get(link.with) : undefined
      if (link.with !== undefined && !withCard) throw new ApiError(422, 'UNKNOWN_CARD', `cards[${i}].with: unknown card ${JSON.stringify(link.with)}`, { field: `cards[${i}].with` })
      for (const [j, situation] of (link.situations ?? []).entries()) {
        if (!(CARD_RULING_SITUATIONS as readonly string[]).includes(situation)) throw badParameter(`cards[${i}].situations[${j}]`, `must be one of ${CARD_RULING_SITUATIONS.join(', ')}`)
      }
      for (const [j, reading] of (link.readings ?? []).entries()) {
        if (!['official', 'fan-guide'].includes(reading)) throw badParameter(`cards[${i}].readings[${j}]`, 'must be official or fan-guide')
      }
      return { rulingId: id, cardId: card.dbId as number, situations: link.situations ?? [], withCardId: (withCard?.dbId as number | undefined) ?? null, readings: link.readings ?? [] }
    })
    if (new Set(links.map((l) => l.cardId)).size !== links.length) throw badParameter('cards', 'names one card twice')
    return links
  }

  /** References in order, and (when given) the card links with what they rule on, replaced as a whole. */
  private async links(tx: Prisma.TransactionClient, id: string, input: RulingInput, cards?: Awaited<ReturnType<RulingWriter['cardLinks']>>): Promise<void> {
    await tx.rulingReference.deleteMany({ where: { rulingId: id } })
    await tx.rulingReference.createMany({ data: input.references.map((r, position) => ({ rulingId: id, referenceId: r.id, locator: r.locator ?? null, position })) })
    if (cards === undefined) return
    await tx.cardRuling.deleteMany({ where: { rulingId: id } })
    if (cards.length > 0) await tx.cardRuling.createMany({ data: cards })
  }

  /** The listed rulings become superseded by `id`; refused when that would close a cycle. */
  private async supersede(tx: Prisma.TransactionClient, id: string, targets: string[]): Promise<void> {
    for (const [i, target] of targets.entries()) {
      if (target === id) throw badParameter(`supersedes[${i}]`, 'names the ruling itself')
      if (!(await tx.ruling.findUnique({ where: { id: target }, select: { id: true } }))) throw badParameter(`supersedes[${i}]`, `"${target}" is not a ruling`)
      // Walking up from `id` through its successors must not reach the target.
      const seen = new Set<string>([id])
      for (let next = (await tx.ruling.findUnique({ where: { id }, select: { supersededById: true } }))?.supersededById; next; ) {
        if (next === target) throw badParameter(`supersedes[${i}]`, `"${target}" already supersedes "${id}" (directly or through others): that would be a cycle`)
        if (seen.has(next)) break
        seen.add(next)
        next = (await tx.ruling.findUnique({ where: { id: next }, select: { supersededById: true } }))?.supersededById
      }
      await tx.ruling.update({ where: { id: target }, data: { supersededById: id, status: 'superseded', version: { increment: 1 } } })
    }
  }

  private async read(tx: Prisma.TransactionClient, id: string): Promise<VersionedRuling> {
    const ruling = await this.readOrNull(tx, id)
    if (!ruling) throw notFound('ruling', id)
    return ruling
  }

  private async readOrNull(tx: Prisma.TransactionClient, id: string): Promise<VersionedRuling | null> {
    const row = await tx.ruling.findUnique({ where: { id }, include: RULING_INCLUDE })
    return row ? { ...toRulingDto(row), version: row.version } : null
  }
}
