/**
 * The answer cache: answers kept as JSON text under the request body as sent and the way it was
 * asked for, for as long as the catalog cache holds (its generation). One instance per app, made
 * by the answer-cache plugin (src/plugins/answer-cache.ts), which REST and GraphQL both declare.
 */
import { LRUCache } from 'lru-cache'
import type { TextFormat } from '../explain/format.js'
import type { Lang } from '../explain/i18n.js'

/** How the answer is wanted: JSON (with an explanation when `lang` is given), or the explanation alone as text. */
export interface AnswerOptions {
  lang?: Lang
  format?: 'json' | TextFormat
  /** Where links point: PUBLIC_URL, else the request's own scheme and host ('' = relative links). */
  base?: string
  /** The seat the explanation speaks to ("you", "your opponent"), as asked in the query string. */
  perspective?: 'A' | 'B'
}

/** The answer cache's key: the body as sent, and how the answer is wanted when not plain JSON. */
function cacheKey(body: string, options: AnswerOptions): string {
  const plain = options.lang === undefined && (options.format ?? 'json') === 'json' && !options.base && options.perspective === undefined
  return plain ? body : `${options.lang ?? ''}|${options.format ?? 'json'}|${options.base ?? ''}|${options.perspective ?? ''}|${body}`
}
/** Default byte budget of the kept answers (RESPONSE_CACHE_MB). */
export const DEFAULT_RESPONSE_CACHE_BYTES = 64 * 1024 * 1024

/** FNV-1a over the UTF-16 units: a cheap fingerprint of a request body. */
function fingerprint(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/**
 * The engine is deterministic: the same request against the same catalog gives the same answer.
 * Answers are kept as JSON text (never as objects, which the garbage collector would have to walk)
 * for bodies asked for a second time, until the catalog cache moves on. A body seen once only
 * leaves its fingerprint, so a stream of one-off boards does not churn the cache.
 */
export class AnswerCache {
  /** Bounded by bytes: the answer's JSON and its key (the request body, UTF-16 in memory). */
  private readonly entries: LRUCache<string, { json: Buffer; generation: number }>
  private readonly seenOnce = new Map<number, true>()

  constructor(
    /** The catalog cache's generation: an answer kept under another generation is stale. */
    private readonly generation: () => number,
    maxBytes = DEFAULT_RESPONSE_CACHE_BYTES,
    private readonly maxEntryBytes = 256 * 1024,
    private readonly maxSeen = 10_000,
  ) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry, key) => entry.json.length + key.length * 2 + 64 })
  }

  /** Bytes the kept answers take. */
  get bytes(): number {
    return this.entries.calculatedSize
  }

  get size(): number {
    return this.entries.size
  }

  /**
   * The answer to a request body seen before (byte for byte) and asked for in the same way
   * (language, format), while the catalog cache holds; undefined otherwise.
   */
  answer(body: string, options: AnswerOptions): Buffer | undefined {
    return this.get(cacheKey(body, options), this.generation())?.json
  }

  /** Offers an answer made under `generation` (read before the work began, so a reload meanwhile makes it stale). */
  keep(body: string, options: AnswerOptions, generation: number, json: Buffer): void {
    this.offer(cacheKey(body, options), generation, json)
  }

  /** The catalog cache's generation now. */
  currentGeneration(): number {
    return this.generation()
  }

  private get(key: string, generation: number) {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.generation !== generation) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  /** Keeps the answer when this body was asked for before; otherwise remembers that it was. */
  private offer(key: string, generation: number, json: Buffer): void {
    if (json.length + key.length * 2 > this.maxEntryBytes) return
    const print = fingerprint(key)
    if (!this.seenOnce.delete(print)) {
      if (this.seenOnce.size >= this.maxSeen) this.seenOnce.delete(this.seenOnce.keys().next().value!)
      this.seenOnce.set(print, true)
      return
    }
    this.entries.set(key, { json, generation })
  }
}

