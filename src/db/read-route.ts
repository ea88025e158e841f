/**
 * Where a request's reads go when a read replica is configured (DATABASE_READ_URL): the replica
 * for a client that may read slightly old data, the primary for everything else.
 *
 * - Writes, and every read made by a write (its checks), go to the primary: the writers and the
 *   importer are given the primary's client, never this one.
 * - A GET or HEAD without an Authorization header reads from the replica, unless the client says it
 *   has seen a data version the replica has not replayed yet (the X-Min-Data-Version header, or the
 *   cookie a write's answer sets): then from the primary. So an editor never reads their write
 *   undone, whether they send their key on reads or only keep the cookie or the version.
 * - Anything else (a resolve, GraphQL, an editor's request with a key) reads from the primary.
 * - The in-memory caches (the catalog cache the resolver reads, the answer cache) are filled from
 *   the primary only: what they hold is never older than a write that dropped them.
 *
 * The choice is made once per request and carried through its asynchronous work (AsyncLocalStorage):
 * the repository's client is a stand-in that hands each call to the replica's or the primary's.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { PrismaClient } from '../generated/prisma/client.js'

export interface ReadContext {
  /** This request's reads go to the replica. */
  replica: boolean
  /** The request changed the stored data (its answer tells the client the version to read at least). */
  wrote: boolean
}

export const readContext = new AsyncLocalStorage<ReadContext>()

/** Marks the current request as one that changed the stored data. */
export function markWrite(): void {
  const store = readContext.getStore()
  if (store) store.wrote = true
}

/** A client that sends each call to the replica when the current request reads from it, else to the primary. */
export function routedClient(primary: PrismaClient, replica: PrismaClient): PrismaClient {
  const pick = (): PrismaClient => (readContext.getStore()?.replica ? replica : primary)
  return new Proxy(primary, {
    get(_target, property) {
      const client = pick()
      const value = Reflect.get(client, property, client) as unknown
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value
    },
  })
}

/** The header a client sends with the data version it has seen (a write's answer gives it in X-Data-Version). */
export const MIN_VERSION_HEADER = 'x-min-data-version'
/** The cookie a write's answer sets with the data version it moved the catalog to. */
export const MIN_VERSION_COOKIE = 'rulings-min-version'
/** How long the cookie lasts: a replica that lags longer than this is broken, not lagging. */
export const MIN_VERSION_COOKIE_SECONDS = 300

/** The data version a request says it has seen, from its header or cookie (the higher), or undefined. */
export function minVersionOf(headers: Record<string, string | string[] | undefined>): number | undefined {
  let best: number | undefined
  const take = (raw: string | undefined) => {
    if (raw === undefined || !/^\d{1,10}$/.test(raw.trim())) return
    const value = Number(raw.trim())
    if (best === undefined || value > best) best = value
  }
  const header = headers[MIN_VERSION_HEADER]
  take(Array.isArray(header) ? header[0] : header)
  const cookie = headers.cookie
  for (const part of (Array.isArray(cookie) ? cookie.join(';') : (cookie ?? '')).split(';')) {
    const [name, value] = part.split('=')
    if (name?.trim() === MIN_VERSION_COOKIE) take(value)
  }
  return best
}

/** The data version the replica has replayed: known at least this far, asked again only when a client needs more. */
export class ReplicaVersion {
  private known = -1
  private asking: Promise<number> | null = null

  constructor(private readonly replica: PrismaClient) {}

  /** The replica has replayed at least `version` (asks it when what is known is behind). */
  async reached(version: number): Promise<boolean> {
    if (version <= this.known) return true
    return (await this.ask()) >= version
  }

  private ask(): Promise<number> {
    this.asking ??= this.replica.catalogMeta
      .findUnique({ where: { id: 1 }, select: { version: true } })
      .then((meta) => (this.known = Math.max(this.known, meta?.version ?? 0)))
      .finally(() => (this.asking = null))
    return this.asking
  }
}
