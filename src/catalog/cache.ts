/**
 * What the resolver reads from the catalog, kept in memory: cards by any reference a client
 * may use (name in any language, password, Konami id) and every ruling with its references.
 * Once warm, a resolve makes no database query. Seeding or importing in this process clears it,
 * and so does the passing of its time to live, so an import run by another process (npm run import
 * against the same database) is seen within that time.
 */
import type { CardBehaviours } from '../domain/behaviour.js'
import { searchKey } from './text.js'
import type { CatalogRepository } from './repository.js'
import type { RulingDto } from './dto.js'

export interface CachedCard {
  name: string
  password: number | null
  konamiId: number | null
  behaviours: CardBehaviours
  /** The card's name in Japanese, where stored (furigana markup removed). */
  nameJa?: string
}

/** yaml-yugi keeps furigana as <ruby>base<rt>reading</rt></ruby>: a reader wants the base. */
export function withoutRuby(name: string): string {
  return name.replace(/<rt>.*?<\/rt>/g, '').replace(/<\/?ruby>/g, '')
}

const MAX_CARD_ENTRIES = 50_000

/** The reference exactly as written: a hit here skips normalising it on every request. */
function rawKey(ref: string | number): string {
  return typeof ref === 'number' ? `#${ref}` : `=${ref}`
}

/** The reference as the catalog matches it: a number, or a name's search key. */
function normalisedKey(ref: string | number): string {
  const text = String(ref).trim()
  return /^\d{1,10}$/.test(text) ? `#${Number(text)}` : `n:${searchKey(text)}`
}
export const DEFAULT_CACHE_TTL_MS = 60_000

export class CatalogCache {
  /** By the reference as the client wrote it, and by its normalised form (the search key). */
  private cards = new Map<string, CachedCard>()
  private rulings: Promise<Map<string, RulingDto>> | null = null
  /** Changes whenever cached data may have changed: callers that derive from it compare it. */
  private currentGeneration = 0
  private generationStarted = Date.now()

  constructor(
    private readonly catalog: CatalogRepository,
    private readonly ttlMs = DEFAULT_CACHE_TTL_MS,
  ) {}

  /** A number that changes when the cache is cleared, which its time to live passing does too. */
  generation(): number {
    if (Date.now() - this.generationStarted > this.ttlMs) this.clear()
    return this.currentGeneration
  }

  /** Looks every reference up, the unknown ones in one batch; null for references to no card. */
  async lookupCards(refs: ReadonlyArray<string | number>): Promise<Map<string | number, CachedCard | null>> {
    this.generation()
    const out = new Map<string | number, CachedCard | null>()
    const missing: Array<string | number> = []
    for (const ref of refs) {
      if (out.has(ref)) continue
      const card = this.cards.get(rawKey(ref)) ?? this.cards.get(normalisedKey(ref))
      if (card) out.set(ref, card)
      else {
        out.set(ref, null)
        missing.push(ref)
      }
    }
    if (missing.length === 0) return out
    for (const [ref, dto] of await this.catalog.findCards(missing)) {
      const card: CachedCard = {
        name: dto.names.en ?? dto.name,
        password: dto.password,
        konamiId: dto.konamiId,
        behaviours: { phases: dto.behaviours, ...(dto.discard ? { discard: dto.discard } : {}), ...(dto.handSize ? { handSize: dto.handSize } : {}) },
        ...(dto.names.ja ? { nameJa: withoutRuby(dto.names.ja) } : {}),
      }
      if (this.cards.size >= MAX_CARD_ENTRIES) this.cards.clear()
      this.cards.set(rawKey(ref), card)
      this.cards.set(normalisedKey(ref), card)
      out.set(ref, card)
    }
    return out
  }

  async allRulings(): Promise<Map<string, RulingDto>> {
    this.generation()
    if (!this.rulings) {
      this.rulings = this.loadRulings().catch((error) => {
        this.rulings = null
        throw error
      })
    }
    return this.rulings
  }

  private async loadRulings(): Promise<Map<string, RulingDto>> {
    const out = new Map<string, RulingDto>()
    let cursor: string | undefined
    do {
      const page = await this.catalog.listRulings({ limit: 500, ...(cursor ? { cursor } : {}) })
      for (const ruling of page.items) out.set(ruling.id, ruling)
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    return out
  }

  clear(): void {
    this.cards.clear()
    this.rulings = null
    this.currentGeneration++
    this.generationStarted = Date.now()
  }
}
