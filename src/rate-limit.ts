/**
 * One rate limit for the service, whatever the number of workers.
 *
 * @fastify/rate-limit counts in the process by default: with two workers, one address had twice
 * the limit. In cluster mode the counts live in the primary instead (one per address and minute),
 * and each worker asks it over node:cluster's IPC channel: the workers of a host share one
 * count. The hits a worker receives in one turn of its event loop travel in one message, so a
 * busy worker sends one message per turn, not one per request, and the primary answers them at
 * once from memory.
 *
 * Several hosts each count their own (README, "Rate limit"): the database could share one count
 * across hosts, at the price of a write per request on the hottest row of the service.
 *
 * Should the primary not answer within a second (it never is: it only relays), a hit is counted
 * in the worker alone rather than held.
 */
import cluster, { type Worker } from 'node:cluster'
import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import { LRUCache } from 'lru-cache'
import { RATE_LIMIT_COUNTS, RATE_LIMIT_HITS } from './cluster-messages.js'

export interface Count {
  /** Hits in the current window, this one included. */
  current: number
  /** Milliseconds until the window ends. */
  ttl: number
}

/**
 * Hits per key in fixed windows (the window starts at a key's first hit), as @fastify/rate-limit's
 * own store counts; the least recently seen keys are forgotten past `maxKeys`.
 */
export class WindowCounts {
  readonly #windows: LRUCache<string, { hits: number; started: number }>

  constructor(maxKeys = 100_000) {
    this.#windows = new LRUCache({ max: maxKeys })
  }

  hit(key: string, windowMs: number, now = Date.now()): Count {
    const window = this.#windows.get(key)
    if (!window || window.started + windowMs <= now) {
      this.#windows.set(key, { hits: 1, started: now })
      return { current: 1, ttl: windowMs }
    }
    window.hits++
    return { current: window.hits, ttl: window.started + windowMs - now }
  }
}

/** A worker's hits: [id, key, window in ms]. */
type HitsMessage = { type: typeof RATE_LIMIT_HITS; hits: Array<[number, string, number]> }
/** The primary's answer: [id, current, ttl]. */
type CountsMessage = { type: typeof RATE_LIMIT_COUNTS; counts: Array<[number, number, number]> }

/** In the primary: answers every worker's hits from one set of counts. */
export function countRateLimitsForWorkers(counts = new WindowCounts()): (worker: Worker, message: unknown) => boolean {
  return (worker, message) => {
    if ((message as { type?: unknown } | null)?.type !== RATE_LIMIT_HITS) return false
    const { hits } = message as HitsMessage
    const now = Date.now()
    const answer: CountsMessage = {
      type: RATE_LIMIT_COUNTS,
      counts: hits.map(([id, key, windowMs]) => {
        const { current, ttl } = counts.hit(key, windowMs, now)
        return [id, current, ttl]
      }),
    }
    if (worker.isConnected()) worker.send(answer)
    return true
  }
}

type Callback = (error: Error | null, result?: Count) => void

const ANSWER_WITHIN_MS = 1_000

/** The worker's side: what it asked the primary and has not heard back yet, and the hits of this turn. */
class PrimaryLink {
  readonly #waiting = new Map<number, { key: string; windowMs: number; done: Callback }>()
  readonly #local = new WindowCounts(5_000)
  #outgoing: HitsMessage['hits'] = []
  #nextId = 0
  #listening = false

  hit(key: string, windowMs: number, done: Callback): void {
    if (!cluster.isWorker || !process.send || !process.connected) {
      done(null, this.#local.hit(key, windowMs))
      return
    }
    this.#listen()
    const id = this.#nextId++
    this.#waiting.set(id, { key, windowMs, done })
    this.#outgoing.push([id, key, windowMs])
    if (this.#outgoing.length === 1) setImmediate(() => this.#flush())
  }

  #flush(): void {
    const hits = this.#outgoing
    this.#outgoing = []
    const message: HitsMessage = { type: RATE_LIMIT_HITS, hits }
    const unanswered = () => {
      for (const [id] of hits) {
        const waiting = this.#waiting.get(id)
        if (!waiting) continue
        this.#waiting.delete(id)
        waiting.done(null, this.#local.hit(waiting.key, waiting.windowMs))
      }
    }
    try {
      process.send!(message)
    } catch {
      unanswered()
      return
    }
    setTimeout(unanswered, ANSWER_WITHIN_MS).unref()
  }

  #listen(): void {
    if (this.#listening) return
    this.#listening = true
    process.on('message', (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type !== RATE_LIMIT_COUNTS) return
      for (const [id, current, ttl] of (message as CountsMessage).counts) {
        const waiting = this.#waiting.get(id)
        if (!waiting) continue
        this.#waiting.delete(id)
        waiting.done(null, { current, ttl })
      }
    })
  }
}

/** One per process: every store of the process shares the one channel. */
let link: PrimaryLink | undefined

/** @fastify/rate-limit's store for a cluster's worker: the counts are the primary's. */
export class ClusterRateLimitStore implements FastifyRateLimitStore {
  readonly #prefix: string

  constructor(_options?: unknown, prefix = '') {
    this.#prefix = prefix
    link ??= new PrimaryLink()
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    link!.hit(this.#prefix + key, timeWindow, callback)
  }

  /** A route with limits of its own counts apart. */
  child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
    return new ClusterRateLimitStore(undefined, `${this.#prefix}${String(routeOptions.method)}${routeOptions.url}-`)
  }
}
