/**
 * A card's curated behaviours written through the API: replaced as a whole against a version, each
 * write one transaction kept in edit_history. Curated behaviours win over those read from the text,
 * so after a write the resolver (its caches dropped) takes the card as the editor described it.
 */
import type { PrismaClient, Prisma } from '../generated/prisma/client.js'
import type { CatalogRepository } from '../catalog/repository.js'
import type { CardDto, CardSummaryDto } from '../catalog/dto.js'
import type { CardBehaviours } from '../domain/behaviour.js'
import { ApiError, notFound } from '../errors.js'
import { asCurated, type CardBehavioursInput } from '../schemas/behaviours.js'
import { editHistory, recordEdit, type HistoryEntry } from '../catalog/change-log.js'
import { editTransaction, staleEdit, type OnChange } from './write.js'

export interface CardBehavioursDoc {
  card: CardSummaryDto
  /** The curated behaviours' version: an edit names it (If-Match). */
  version: number
  /** Null: the card has none (its behaviours, if any, are read from its text). */
  curated: CardBehaviours | null
}

const summaryOf = (card: CardDto): CardSummaryDto => ({ password: card.password, konamiId: card.konamiId, name: card.names.en ?? card.name })

export class BehaviourWriter {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly catalog: CatalogRepository,
    private readonly changed?: OnChange,
  ) {}

  async get(ref: string | number): Promise<CardBehavioursDoc> {
    const card = await this.card(ref)
    const row = await this.prisma.card.findUnique({ where: { id: card.dbId }, select: { curatedBehaviours: true, behavioursVersion: true } })
    if (!row) throw notFound('card', ref)
    return { card: summaryOf(card), version: row.behavioursVersion, curated: (row.curatedBehaviours as CardBehaviours | null) ?? null }
  }

  /** Replaces the card's curated behaviours; `expected` is the version the editor read. */
  async set(ref: string | number, input: CardBehavioursInput, expected: number, by: string): Promise<CardBehavioursDoc> {
    // Looked up before the transaction opens: on the embedded database one connection serves both.
    const card = await this.card(ref)
    const behaviours = await this.canonicalNames(asCurated(input))
    const summary = summaryOf(card)
    return editTransaction(
      this.prisma,
      async (tx) => {
        const before = await this.read(tx, card.dbId, summary)
        if (before.version !== expected) throw staleEdit('the behaviours of card', summary.name, expected, before.version)
        const updated = await tx.card.updateMany({
          where: { id: card.dbId, behavioursVersion: expected },
          data: { curatedBehaviours: behaviours as unknown as Prisma.InputJsonValue, behavioursVersion: { increment: 1 } },
        })
        if (updated.count === 0) throw staleEdit('the behaviours of card', summary.name, expected, (await this.read(tx, card.dbId, summary)).version)
        const after = await this.read(tx, card.dbId, summary)
        await recordEdit(tx, { entity: 'card-behaviours', entityId: String(card.dbId), version: after.version, action: 'update', by, before, after })
        return after
      },
      this.changed,
    )
  }

  async history(ref: string | number): Promise<Array<HistoryEntry<CardBehavioursDoc>>> {
    const card = await this.card(ref)
    return editHistory<CardBehavioursDoc>(this.prisma, 'card-behaviours', String(card.dbId))
  }

  private async card(ref: string | number): Promise<CardDto> {
    const card = await this.catalog.findCard(ref)
    if (!card) throw notFound('card', ref)
    return card
  }

  /**
   * The cards a discard effect adds, sends or summons are looked up whenever the card is discarded
   * in a resolve: each must be a card the catalog knows, stored by its English name.
   */
  private async canonicalNames(behaviours: CardBehaviours): Promise<CardBehaviours> {
    const discard = behaviours.discard
    if (!discard) return behaviours
    const lists = (['adds', 'sends', 'summons'] as const).filter((list) => discard[list] !== undefined)
    const found = await this.catalog.findCards(lists.flatMap((list) => discard[list]!))
    const canonical = { ...discard }
    for (const list of lists) {
      canonical[list] = discard[list]!.map((name, i) => {
        const card = found.get(name)
        if (!card) throw new ApiError(422, 'UNKNOWN_CARD', `discard.${list}[${i}]: unknown card ${JSON.stringify(name)}`, { field: `discard.${list}[${i}]` })
        return card.names.en ?? card.name
      })
    }
    return { ...behaviours, discard: canonical }
  }

  private async read(tx: Prisma.TransactionClient, id: number, card: CardSummaryDto): Promise<CardBehavioursDoc> {
    const row = await tx.card.findUnique({ where: { id }, select: { curatedBehaviours: true, behavioursVersion: true } })
    if (!row) throw notFound('card', card.name)
    return { card, version: row.behavioursVersion, curated: (row.curatedBehaviours as CardBehaviours | null) ?? null }
  }
}
