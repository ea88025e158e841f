/**
 * What every write shares: one transaction that also bumps the data version, then (once it has
 * committed) the caches dropped so the next read and the next resolve see the change; and the
 * answer to an edit made against a version that is no longer the current one.
 */
import type { PrismaClient, Prisma } from '../generated/prisma/client.js'
import { ApiError } from '../errors.js'
import { bumpDataVersion } from '../catalog/change-log.js'

/** Called after a write has committed: drop whatever was cached from the data it changed. */
export type OnChange = () => void

/**
 * How long an edit's transaction may take, and wait for a connection to start. Prisma's defaults
 * (5 s, 2 s) were passed by a ruling's edit on a loaded two-core machine, each statement well inside
 * the service's statement deadline; each statement stays bounded by that deadline, so a longer
 * transaction is a slow write, never a hung one. Past these, the write is undone and answered 503.
 */
export const EDIT_TRANSACTION = { timeout: 20_000, maxWait: 5_000 } as const

export async function editTransaction<T>(prisma: PrismaClient, work: (tx: Prisma.TransactionClient) => Promise<T>, changed?: OnChange): Promise<T> {
  const result = await prisma.$transaction(async (tx) => {
    const done = await work(tx)
    await bumpDataVersion(tx, 'edit')
    return done
  }, EDIT_TRANSACTION)
  changed?.()
  return result
}

/** 412: the edit was made against `expected`, and someone has changed it since. */
export function staleEdit(what: string, id: string, expected: number, current: number): ApiError {
  return new ApiError(412, 'STALE_EDIT', `${what} ${JSON.stringify(id)} is at version ${current}, not ${expected}: read it again and apply your change to what it says now`, { version: current })
}

export { NEW_ID } from '../schemas/editors.js'
