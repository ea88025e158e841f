/**
 * A pg client that runs the queries it is given one after the other.
 *
 * pg deprecates handing a client a query while it still executes one (a DeprecationWarning now,
 * removed in pg 9), and Prisma's query interpreter does exactly that inside an interactive
 * transaction: it reads a row's relations (a ruling's references, cards and superseding links)
 * concurrently, on the transaction's one connection. Each query given to this client waits for the
 * one before it, in the order given, so the connection never holds a backlog. Hand-written, not a
 * queue library: it must wrap pg's own `query` overloads (promise and callback), which a generic
 * queue does not know. An idle client pays nothing: the query goes straight through.
 */
import pg from 'pg'

type QueryCallback = (error: Error | null, result?: unknown) => void

export class SerialClient extends pg.Client {
  /** Settles once every query given so far has settled. */
  #tail: Promise<unknown> = Promise.resolve()
  #pending = 0

  // pg's `query` has a dozen overloads; this one override serves them all.
  override query(...args: unknown[]): never {
    const first = args[0] as { submit?: unknown } | undefined
    // A Submittable (a cursor, a stream) drives its own flow; none is used here, so pass it through.
    if (typeof first?.submit === 'function') return (super.query as (...a: unknown[]) => never)(...args)
    const callback = typeof args[args.length - 1] === 'function' ? (args.pop() as QueryCallback) : undefined
    const run = (): Promise<unknown> => (super.query as (...a: unknown[]) => Promise<unknown>)(...args)
    const result = this.#pending === 0 ? run() : this.#tail.then(run, run)
    this.#pending++
    const settled = (): void => void this.#pending--
    this.#tail = result.then(settled, settled)
    if (!callback) return result as never
    result.then(
      (value) => callback(null, value),
      (error: Error) => callback(error),
    )
    return undefined as never
  }
}
