/** The data version bumped inside an edit's own transaction (the importer has its SQL twin). */
import type { Prisma } from '../generated/prisma/client.js'

export async function bumpDataVersionPrisma(tx: Prisma.TransactionClient, source: 'edit'): Promise<void> {
  await tx.catalogMeta.upsert({
    where: { id: 1 },
    create: { id: 1, version: 1, source },
    update: { version: { increment: 1 }, changedAt: new Date(), source },
  })
}
