/**
 * Writes to rulings through the API: each one transaction, validated, versioned, and kept in the
 * history (who, when, before, after). Reads as the rulings stood on a past date walk that history
 * back. No I/O but the database; the routes hold the HTTP concerns.
 */
import type { PrismaClient } from '../generated/prisma/client.js'
import { Prisma } from '../generated/prisma/client.js'
import { CARD_LINK_INCLUDE, RULING_INCLUDE, toCardLinkDto, toRulingDto, type CatalogRepository } from '../catalog/repository.js'
import { toReferenceDto, type CardLinkDto, type ReferenceDto, type RulingDto } from '../catalog/dto.js'
import { CARD_RULING_SITUATIONS } from '../domain/card-ruling.js'
import { AUTHORITIES, GAMES, READINGS, REGIONS, RULING_KINDS, isOneOf, listed } from '../domain/vocabulary.js'
import { ApiError, badParameter, notFound } from '../errors.js'
import type { CardLinkFields } from '../schemas/editors.js'
import { editHistory, everUsed, recordEdit, type HistoryEntry as ChangeEntry } from '../catalog/change-log.js'
import { editTransaction, NEW_ID, staleEdit, type OnChange } from './write.js'

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
  /** The title and summary in other languages, by language code: written whole. */
  translations?: Record<string, RulingTranslation>
}

export interface RulingTranslation {
  title: string
  text: string
}

export type RulingPatch = Partial<Omit<RulingInput, 'id'>>

/** A ruling as its history keeps it (its version is in RulingDto): with its card links and what each rules on, and its translations. */
export interface RulingSnapshot extends RulingDto {
  cardLinks: CardLinkDto[]
  translations: Record<string, RulingTranslation>
}

/** action: create | update | delete | link-card | unlink-card | link-reference | unlink-reference | superseded | successor-deleted */
export type HistoryEntry = ChangeEntry<RulingSnapshot>

/** A ruling-card link as written: the ruling's version after the write, and whether the link is new. */
export interface CardLinkWrite {
  ruling: string
  version: number
  link: CardLinkDto
  created: boolean
}

/** A ruling-reference link as written: the reference with this ruling's locator, its place among the ruling's references. */
export interface ReferenceLinkWrite {
  ruling: string
  version: number
  reference: ReferenceDto
  position: number
  created: boolean
}

const stale = (id: string, expected: number, current: number) => staleEdit('ruling', id, expected, current)

export class RulingWriter {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly catalog: CatalogRepository,
    /** Called once a write has committed (the caches dropped). */
    private readonly changed?: OnChange,
  ) {}

  async create(input: RulingInput, by: string): Promise<RulingSnapshot> {
    const id = input.id ?? ''
    if (!NEW_ID.test(id)) throw badParameter('id', 'must be 3 to 100 lower-case letters, digits and hyphens, starting with a letter or digit')
    const cards = await this.checkCardLinks(id, input.cards ?? [])
    return this.write(async (tx) => {
      if (await tx.ruling.findUnique({ where: { id }, select: { id: true } })) throw new ApiError(409, 'ID_TAKEN', `a ruling ${JSON.stringify(id)} exists: edit it, or choose another id`, { field: 'id' })
      if (await everUsed(tx, 'ruling', id)) throw new ApiError(409, 'ID_USED', `the id ${JSON.stringify(id)} belonged to a deleted ruling: ids are never given again`, { field: 'id' })
      await tx.ruling.create({ data: { id, ...(await this.fields(tx, input)) } })
      await this.links(tx, id, input, cards)
      await this.translate(tx, id, input.translations ?? {})
      await this.supersede(tx, id, input.supersedes ?? [], by)
      const after = await this.read(tx, id)
      await recordEdit(tx, { entity: 'ruling', entityId: id, version: 1, action: 'create', by, before: null, after })
      return after
    })
  }

  async update(id: string, patch: RulingPatch, expected: number, by: string): Promise<RulingSnapshot> {
    const cards = patch.cards !== undefined ? await this.checkCardLinks(id, patch.cards) : undefined
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
      if (patch.supersedes !== undefined) await this.supersede(tx, id, patch.supersedes, by)
      if (patch.translations !== undefined) await this.translate(tx, id, patch.translations)
      const after = await this.read(tx, id)
      await recordEdit(tx, { entity: 'ruling', entityId: id, version: after.version, action: 'update', by, before, after })
      return after
    })
  }

  async remove(id: string, expected: number, by: string): Promise<void> {
    await this.write(async (tx) => {
      const before = await this.readOrNull(tx, id)
      if (!before) throw notFound('ruling', id)
      if (before.version !== expected) throw stale(id, expected, before.version)
      // What it superseded is current again: a change to each of them, kept in its own history.
      for (const { id: previous } of await tx.ruling.findMany({ where: { supersededById: id }, select: { id: true }, orderBy: { id: 'asc' } })) {
        await this.change(tx, previous, 'successor-deleted', by, () => tx.ruling.update({ where: { id: previous }, data: { supersededById: null, status: 'current', version: { increment: 1 } } }))
      }
      await tx.ruling.delete({ where: { id } })
      await recordEdit(tx, { entity: 'ruling', entityId: id, version: 0, action: 'delete', by, before, after: null })
    })
  }

  /** The ruling's card links with what each rules on, and the ruling's version (If-Match of a link write). */
  async cardLinks(id: string): Promise<{ ruling: string; version: number; items: CardLinkDto[] }> {
    const ruling = await this.prisma.ruling.findUnique({ where: { id }, select: { version: true } })
    if (!ruling) throw notFound('ruling', id)
    return { ruling: id, version: ruling.version, items: (await this.catalog.cardLinksByRulingIds([id])).get(id) ?? [] }
  }

  /** Links a card to the ruling, or replaces what the link says (situations, the other card, readings). */
  async setCardLink(id: string, card: string | number, fields: CardLinkFields, expected: number, by: string): Promise<CardLinkWrite> {
    const [link] = await this.checkCardLinks(id, [{ card, ...fields }], () => '')
    return this.write(async (tx) => {
      const where = { cardId_rulingId: { cardId: link!.cardId, rulingId: id } }
      let created = false
      const after = await this.edit(tx, id, expected, 'link-card', by, async () => {
        created = (await tx.cardRuling.findUnique({ where, select: { cardId: true } })) === null
        const data = { situations: link!.situations, withCardId: link!.withCardId, readings: link!.readings }
        await tx.cardRuling.upsert({ where, create: { rulingId: id, cardId: link!.cardId, ...data }, update: data })
      })
      const stored = await tx.cardRuling.findUniqueOrThrow({ where, include: CARD_LINK_INCLUDE })
      return { ruling: id, version: after.version, link: toCardLinkDto(stored), created }
    })
  }

  async removeCardLink(id: string, card: string | number, expected: number, by: string): Promise<RulingSnapshot> {
    const found = await this.catalog.findCard(card)
    if (!found) throw notFound('card', card)
    return this.write((tx) =>
      this.edit(tx, id, expected, 'unlink-card', by, async () => {
        const removed = await tx.cardRuling.deleteMany({ where: { rulingId: id, cardId: found.dbId } })
        if (removed.count === 0) throw new ApiError(404, 'NOT_FOUND', `ruling ${JSON.stringify(id)} has no link to card ${JSON.stringify(found.names.en ?? found.name)}`)
      }),
    )
  }

  /** Cites a reference (appended after the others), or changes the locator of one it cites. */
  async setReferenceLink(id: string, referenceId: string, locator: string | null, expected: number, by: string): Promise<ReferenceLinkWrite> {
    return this.write(async (tx) => {
      const where = { rulingId_referenceId: { rulingId: id, referenceId } }
      let created = false
      const after = await this.edit(tx, id, expected, 'link-reference', by, async () => {
        if (!(await tx.reference.findUnique({ where: { id: referenceId }, select: { id: true } }))) throw notFound('reference', referenceId)
        const existing = await tx.rulingReference.findUnique({ where, select: { position: true } })
        created = existing === null
        if (existing) await tx.rulingReference.update({ where, data: { locator } })
        else {
          const last = await tx.rulingReference.aggregate({ where: { rulingId: id }, _max: { position: true } })
          await tx.rulingReference.create({ data: { rulingId: id, referenceId, locator, position: (last._max.position ?? -1) + 1 } })
        }
      })
      const link = await tx.rulingReference.findUnique({ where, include: { reference: true } })
      return { ruling: id, version: after.version, reference: toReferenceDto(link!.reference, link!.locator), position: link!.position, created }
    })
  }

  /** Refused (409) for the ruling's last reference: a ruling cites at least one. */
  async removeReferenceLink(id: string, referenceId: string, expected: number, by: string): Promise<RulingSnapshot> {
    return this.write((tx) =>
      this.edit(tx, id, expected, 'unlink-reference', by, async () => {
        const cited = await tx.rulingReference.findMany({ where: { rulingId: id }, select: { referenceId: true } })
        if (!cited.some((c) => c.referenceId === referenceId)) throw new ApiError(404, 'NOT_FOUND', `ruling ${JSON.stringify(id)} does not cite reference ${JSON.stringify(referenceId)}`)
        if (cited.length === 1) throw new ApiError(409, 'LAST_REFERENCE', `reference ${JSON.stringify(referenceId)} is the only one ruling ${JSON.stringify(id)} cites: a ruling cites at least one reference, so add another first`, { field: 'references' })
        await tx.rulingReference.delete({ where: { rulingId_referenceId: { rulingId: id, referenceId } } })
      }),
    )
  }

  /**
   * One edit of a ruling's links: the version checked and bumped (only the version read may be
   * written over), the change kept in its history with what it was before and after.
   */
  private async edit(tx: Prisma.TransactionClient, id: string, expected: number, action: string, by: string, work: () => Promise<void>): Promise<RulingSnapshot> {
    const before = await this.readOrNull(tx, id)
    if (!before) throw notFound('ruling', id)
    if (before.version !== expected) throw stale(id, expected, before.version)
    const bumped = await tx.ruling.updateMany({ where: { id, version: expected }, data: { version: { increment: 1 } } })
    if (bumped.count === 0) throw stale(id, expected, (await tx.ruling.findUnique({ where: { id }, select: { version: true } }))?.version ?? 0)
    await work()
    const after = await this.read(tx, id)
    await recordEdit(tx, { entity: 'ruling', entityId: id, version: after.version, action, by, before, after })
    return after
  }

  /** A change made to a ruling as a consequence of another's write (superseded by it, its successor deleted), kept in its history. */
  private async change(tx: Prisma.TransactionClient, id: string, action: string, by: string, work: () => Promise<unknown>): Promise<void> {
    const before = await this.read(tx, id)
    await work()
    const after = await this.read(tx, id)
    await recordEdit(tx, { entity: 'ruling', entityId: id, version: after.version, action, by, before, after })
  }

  async history(id: string): Promise<HistoryEntry[]> {
    return editHistory<RulingSnapshot>(this.prisma, 'ruling', id)
  }

  private write<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return editTransaction(this.prisma, work, this.changed)
  }

  private async fields(tx: Prisma.TransactionClient, input: RulingInput) {
    if (!isOneOf(GAMES, input.game)) throw badParameter('game', `must be ${listed(GAMES)}`)
    if (!isOneOf(RULING_KINDS, input.kind)) throw badParameter('kind', `must be ${listed(RULING_KINDS)}`)
    if (!isOneOf(AUTHORITIES, input.authority)) throw badParameter('authority', `must be ${listed(AUTHORITIES)}`)
    if (input.date !== null && !/^\d{4}-\d{2}-\d{2}$/.test(input.date)) throw badParameter('date', 'must be YYYY-MM-DD or null')
    if (input.region !== undefined && input.region !== null && !isOneOf(REGIONS, input.region)) throw badParameter('region', `must be ${REGIONS.join(', ')} or null (both)`)
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
  private async checkCardLinks(id: string, cards: CardLinkInput[], at: (i: number) => string = (i) => `cards[${i}].`) {
    const refs = [...cards.map((c) => c.card), ...cards.flatMap((c) => (c.with !== undefined ? [c.with] : []))]
    const found = refs.length > 0 ? await this.catalog.findCards(refs) : new Map()
    const links = cards.map((link, i) => {
      const card = found.get(link.card)
      if (!card) throw new ApiError(422, 'UNKNOWN_CARD', `${at(i)}card: unknown card ${JSON.stringify(link.card)}`, { field: `${at(i)}card` })
      const withCard = link.with !== undefined ? found.get(link.with) : undefined
      if (link.with !== undefined && !withCard) throw new ApiError(422, 'UNKNOWN_CARD', `${at(i)}with: unknown card ${JSON.stringify(link.with)}`, { field: `${at(i)}with` })
      if (withCard && withCard.dbId === card.dbId) throw badParameter(`${at(i)}with`, 'names the linked card itself')
      for (const [j, situation] of (link.situations ?? []).entries()) {
        if (!(CARD_RULING_SITUATIONS as readonly string[]).includes(situation)) throw badParameter(`${at(i)}situations[${j}]`, `must be one of ${CARD_RULING_SITUATIONS.join(', ')}`)
      }
      for (const [j, reading] of (link.readings ?? []).entries()) {
        if (!isOneOf(READINGS, reading)) throw badParameter(`${at(i)}readings[${j}]`, `must be ${listed(READINGS)}`)
      }
      return {
        rulingId: id,
        cardId: card.dbId as number,
        situations: [...new Set(link.situations ?? [])],
        withCardId: (withCard?.dbId as number | undefined) ?? null,
        readings: [...new Set(link.readings ?? [])],
      }
    })
    if (new Set(links.map((l) => l.cardId)).size !== links.length) throw badParameter('cards', 'names one card twice')
    return links
  }

  /** References in order, and (when given) the card links with what they rule on, replaced as a whole. */
  private async links(tx: Prisma.TransactionClient, id: string, input: RulingInput, cards?: Awaited<ReturnType<RulingWriter['checkCardLinks']>>): Promise<void> {
    await tx.rulingReference.deleteMany({ where: { rulingId: id } })
    await tx.rulingReference.createMany({ data: input.references.map((r, position) => ({ rulingId: id, referenceId: r.id, locator: r.locator ?? null, position })) })
    if (cards === undefined) return
    await tx.cardRuling.deleteMany({ where: { rulingId: id } })
    if (cards.length > 0) await tx.cardRuling.createMany({ data: cards })
  }

  /** The ruling's translations become exactly these (English is the ruling's own title and text). */
  private async translate(tx: Prisma.TransactionClient, id: string, translations: Record<string, RulingTranslation>): Promise<void> {
    await tx.rulingTranslation.deleteMany({ where: { rulingId: id } })
    const rows = Object.entries(translations).map(([lang, { title, text }]) => ({ rulingId: id, lang, title, text }))
    if (rows.length > 0) await tx.rulingTranslation.createMany({ data: rows })
  }

  /** The listed rulings become superseded by `id`; refused when that would close a cycle. */
  private async supersede(tx: Prisma.TransactionClient, id: string, targets: string[], by: string): Promise<void> {
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
      await this.change(tx, target, 'superseded', by, () => tx.ruling.update({ where: { id: target }, data: { supersededById: id, status: 'superseded', version: { increment: 1 } } }))
    }
  }

  private async read(tx: Prisma.TransactionClient, id: string): Promise<RulingSnapshot> {
    const ruling = await this.readOrNull(tx, id)
    if (!ruling) throw notFound('ruling', id)
    return ruling
  }

  private async readOrNull(tx: Prisma.TransactionClient, id: string): Promise<RulingSnapshot | null> {
    const row = await tx.ruling.findUnique({
      where: { id },
      include: { ...RULING_INCLUDE, cards: { include: { ...RULING_INCLUDE.cards.include, ...CARD_LINK_INCLUDE } }, translations: { orderBy: { lang: 'asc' } } },
    })
    if (!row) return null
    const cardLinks = row.cards.map(toCardLinkDto).sort((a, b) => a.card.name.localeCompare(b.card.name))
    const translations = Object.fromEntries(row.translations.map(({ lang, title, text }) => [lang, { title, text }]))
    return { ...toRulingDto(row), version: row.version, cardLinks, translations }
  }
}
