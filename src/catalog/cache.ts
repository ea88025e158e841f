/**
 * What the resolver reads from the catalog, kept in memory: cards by any reference a client
 * may use (name in any language, password, Konami id) and every ruling with its references.
 * Once warm, a resolve makes no database query. Seeding or importing in this process clears it,
 * and so does the passing of its time to live, so an import run by another process (npm run import
 * against the same database) is seen within that time.
 *
 * Bounded by bytes (lru-cache, maxSize), not by entries. When its time to live passes, what it
 * held is kept as the previous generation: while the database cannot be reached, a resolve of
 * cards seen before still answers from it (the README promises so), whatever the outage's length.
 */
import { LRUCache } from 'lru-cache'
import type { BoardAction, CardBehaviours, FreeActivation, ResponseWindow } from '../domain/behaviour.js'
import type { CardRulingLink } from '../domain/card-ruling.js'
import { isDatabaseUnavailable } from '../db/unavailable.js'
import { searchKey } from './text.js'
import { readActivateOncePerTurn, readOneEffectPerTurn } from '../analyser/limits.js'
import { readResponseWindow } from '../analyser/response-window.js'
import { readFreeActivation } from '../analyser/free-activation.js'
import { readActivationCosts, readActivationEffect, readHandActivationCosts, readHandQuickCosts, readResponseCosts, readResponseExtras, readResponseFate, type ActivationEffect, type NegatedCardMove } from '../analyser/response-costs.js'
import type { CatalogRepository, NameReading } from './repository.js'
import type { RulingDto, RulingTextDto } from './dto.js'

export interface CachedCard {
  name: string
  password: number | null
  konamiId: number | null
  behaviours: CardBehaviours
  /** The card's name in Japanese, where stored (furigana markup removed). */
  nameJa?: string
  /** The card rulings that say what they rule on for this card (what the resolver cites). */
  rulings: CardRulingLink[]
  /**
   * Used once, gone for the turn when it answers an activation: a Spell or Trap activated (it
   * leaves the field), or a monster whose text limits the effect to once per turn.
   */
  usedOncePerTurn: boolean
  /** The LP or discard its negating effect costs, read from its text ("Pay 1500 LP; negate …"), for a response naming it. */
  responseCosts?: BoardAction[]
  /** What its negating effect does besides negating, read from its text (a draw for either player, damage, its own Special Summon): done as it resolves where the state models it, the rest said as not applied. */
  responseExtras?: BoardAction[]
  /** The activations its negating effect answers and the condition of its window, read from its text: a Set card of it answers without a `response` written. */
  responseWindow?: ResponseWindow
  /** What its negating effect does with the card it negated ("and if you do, destroy it"), read from its text. */
  responseFate?: NegatedCardMove
  /** Its effects share one limit by name: using any of them this turn (a `thisTurn` activation) uses them all. */
  oneEffectPerTurn?: boolean
  /** "You can only activate 1 "X" per turn": the card is activated once per turn by name (a `thisTurn` activation used it). */
  activateOncePerTurn?: boolean
  /** What activating it from the hand costs besides, read from its text ("You can activate this card from your hand by paying half your LP"). */
  handCosts?: BoardAction[]
  /**
   * The costs of its activated effect, read from its text ("Discard 1 card; …", "You can discard
   * this card to the GY, then target …; …"), for an item written in `effects` naming it without
   * `costs`. Absent: no cost, or none the engine can pay, or two effects with costs.
   */
  activationCosts?: BoardAction[]
  /** Where it has several effects with costs: the cost of the Quick Effect it uses from the hand by leaving it ("(Quick Effect): You can discard this card, …"), for an item naming it, held in the hand, without `costs`. */
  handQuickCosts?: BoardAction[]
  /** What its activated effect does, read from the same sentence (by whose turn it is where its bullets say), for an item naming it without `does`. */
  activationEffect?: ActivationEffect
  freeActivation?: FreeActivation
  /** Monster, Spell or Trap (a continuous effect may apply to one type only). */
  cardType?: 'monster' | 'spell' | 'trap'
  /** A monster's Level, where it has one. */
  level?: number
  /** A monster's printed (original) ATK, where it has a number (not "?"). */
  atk?: number
  /** A monster's printed DEF, where it has a number (not "?"; a Link Monster has none). */
  def?: number
  /** A Spell's or Trap's property ("Field", "Continuous", …), where it has one. */
  property?: string
  /** A monster's type line as words ("Psychic / Synchro / Effect": Psychic, Synchro, Effect): its Type first, then its kinds. */
  monsterTypes?: string[]
  /** A monster's Attribute ("LIGHT"). */
  attribute?: string
  /** A Continuous, Field or Equip Spell or Trap: activated, it stays on the field (others go to the GY once resolved). */
  staysOnField?: boolean
}

function withResponseCosts(costs: BoardAction[] | undefined): { responseCosts?: BoardAction[] } {
  return costs === undefined ? {} : { responseCosts: costs }
}

function withResponseExtras(extras: BoardAction[] | undefined): { responseExtras?: BoardAction[] } {
  return extras === undefined ? {} : { responseExtras: extras }
}

function withResponseWindow(window: ResponseWindow | undefined): { responseWindow?: ResponseWindow } {
  return window === undefined ? {} : { responseWindow: window }
}

function withResponseFate(fate: NegatedCardMove | undefined): { responseFate?: NegatedCardMove } {
  return fate === undefined ? {} : { responseFate: fate }
}

function withHandCosts(costs: BoardAction[] | undefined): { handCosts?: BoardAction[] } {
  return costs === undefined ? {} : { handCosts: costs }
}

function withActivationCosts(costs: BoardAction[] | undefined): { activationCosts?: BoardAction[] } {
  return costs === undefined ? {} : { activationCosts: costs }
}

function withHandQuickCosts(costs: BoardAction[] | undefined): { handQuickCosts?: BoardAction[] } {
  return costs === undefined ? {} : { handQuickCosts: costs }
}

function withFreeActivation(free: FreeActivation | undefined): { freeActivation?: FreeActivation } {
  return free === undefined ? {} : { freeActivation: free }
}

function withActivationEffect(effect: ActivationEffect | undefined): { activationEffect?: ActivationEffect } {
  return effect === undefined ? {} : { activationEffect: effect }
}

const ONCE_PER_TURN = /\bonce per turn\b/i
const ONCE_PER_CHAIN = /\bonce per chain\b/i

/** yaml-yugi keeps furigana as <ruby>base<rt>reading</rt></ruby>: a reader wants the base. */
export function withoutRuby(name: string): string {
  return name.replace(/<rt>.*?<\/rt>/g, '').replace(/<\/?ruby>/g, '')
}

/** Default byte budget of the cards (each generation). */
export const DEFAULT_CARD_CACHE_BYTES = 32 * 1024 * 1024

/** About what a card entry holds in memory: its key twice (UTF-16) and its data as JSON. */
const cardSize = (card: CachedCard, key: string): number => 64 + key.length * 2 + card.name.length * 2 + (JSON.stringify(card.behaviours).length + JSON.stringify(card.rulings).length) * 2

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
/** Forgiving readings kept per generation, at most (each is a short name and a few candidates). */
const MAX_READINGS = 10_000

export class CatalogCache {
  /** By the reference as the client wrote it, and by its normalised form (the search key). */
  private cards: LRUCache<string, CachedCard>
  private rulings: Promise<Map<string, RulingDto>> | null = null
  /** The generation before this one (its time to live passed): read only while the database is unreachable. */
  private previousCards: LRUCache<string, CachedCard> | null = null
  /** Names read forgivingly, by search key (this generation). */
  private readings = new Map<string, NameReading | null>()
  private previousRulings: Map<string, RulingDto> | null = null
  private loadedRulings: Map<string, RulingDto> | null = null
  /** Rulings' titles and summaries by language (English is the ruling's own): loaded once per generation. */
  private texts = new Map<string, Promise<ReadonlyMap<string, RulingTextDto>>>()
  private previousTexts = new Map<string, Promise<ReadonlyMap<string, RulingTextDto>>>()
  /** Changes whenever cached data may have changed: callers that derive from it compare it. */
  private currentGeneration = 0
  private generationStarted = Date.now()

  constructor(
    private readonly catalog: CatalogRepository,
    private readonly ttlMs = DEFAULT_CACHE_TTL_MS,
    private readonly maxBytes = DEFAULT_CARD_CACHE_BYTES,
  ) {
    this.cards = this.newCards()
  }

  private newCards(): LRUCache<string, CachedCard> {
    return new LRUCache<string, CachedCard>({ maxSize: this.maxBytes, sizeCalculation: cardSize })
  }

  /** Bytes the current generation's cards take (for tests and the bench). */
  get cardBytes(): number {
    return this.cards.calculatedSize
  }

  /** A number that changes when the cache is cleared, which its time to live passing does too. */
  generation(): number {
    if (Date.now() - this.generationStarted > this.ttlMs) this.expire()
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
    let found: Awaited<ReturnType<CatalogRepository['findCards']>>
    try {
      found = await this.catalog.findCards(missing)
    } catch (error) {
      // The database is unreachable: answer from the previous generation if it knew every card.
      const previous = this.previousCards
      if (!previous || !isDatabaseUnavailable(error)) throw error
      for (const ref of missing) {
        const card = previous.get(rawKey(ref)) ?? previous.get(normalisedKey(ref))
        if (!card) throw error
        out.set(ref, card)
      }
      return out
    }
    const rulings = await this.catalog.situatedRulingsByCardIds([...new Set([...found.values()].map((dto) => dto.dbId))])
    for (const [ref, dto] of found) {
      const card: CachedCard = {
        rulings: rulings.get(dto.dbId) ?? [],
        usedOncePerTurn: dto.cardType !== 'monster' || (ONCE_PER_TURN.test(dto.text ?? '') && !ONCE_PER_CHAIN.test(dto.text ?? '')),
        ...withResponseCosts(readResponseCosts(dto.text)),
        ...withResponseExtras(readResponseExtras(dto.text)),
        ...withResponseWindow(readResponseWindow(dto.text)),
        ...withResponseFate(readResponseFate(dto.text)),
        ...withHandCosts(readHandActivationCosts(dto.text)),
        ...(readOneEffectPerTurn(dto.text) ? { oneEffectPerTurn: true } : {}),
        ...(readActivateOncePerTurn(dto.text) ? { activateOncePerTurn: true } : {}),
        ...withActivationCosts(readActivationCosts(dto.text)),
        ...withHandQuickCosts(readHandQuickCosts(dto.text)),
        ...withActivationEffect(readActivationEffect(dto.text)),
        ...withFreeActivation(readFreeActivation({ name: dto.names.en ?? dto.name, text: dto.text, cardType: dto.cardType, property: dto.property })),
        name: dto.names.en ?? dto.name,
        password: dto.password,
        konamiId: dto.konamiId,
        behaviours: {
          phases: dto.behaviours,
          ...(dto.discard ? { discard: dto.discard } : {}),
          ...(dto.handSize ? { handSize: dto.handSize } : {}),
          ...(dto.continuous.length > 0 ? { continuous: dto.continuous } : {}),
          ...(dto.triggers.length > 0 ? { triggers: dto.triggers } : {}),
          ...(dto.unread.length > 0 ? { unread: dto.unread } : {}),
        },
        cardType: dto.cardType,
        ...(dto.cardType === 'monster' && typeof dto.level === 'number' ? { level: dto.level } : {}),
        ...(dto.cardType === 'monster' && dto.attribute ? { attribute: dto.attribute } : {}),
        ...(dto.cardType === 'monster' && typeof dto.atk === 'number' ? { atk: dto.atk } : {}),
        ...(dto.cardType === 'monster' && typeof dto.def === 'number' ? { def: dto.def } : {}),
        ...(dto.cardType !== 'monster' && dto.property ? { property: dto.property } : {}),
        ...(dto.monsterTypeLine ? { monsterTypes: dto.monsterTypeLine.split('/').map((word) => word.trim()).filter((word) => word !== '') } : {}),
        ...(dto.cardType !== 'monster' && /^(?:Continuous|Field|Equip)$/.test(dto.property ?? '') ? { staysOnField: true } : {}),
        ...(dto.names.ja ? { nameJa: withoutRuby(dto.names.ja) } : {}),
      }
      this.cards.set(rawKey(ref), card)
      this.cards.set(normalisedKey(ref), card)
      out.set(ref, card)
    }
    return out
  }

  /**
   * What each name (one that matched no card exactly) is read as by the forgiving search
   * (repository.readName): one card, the candidates, or null. Kept per generation by search key.
   */
  async readNames(refs: readonly string[]): Promise<Map<string, NameReading | null>> {
    this.generation()
    const out = new Map<string, NameReading | null>()
    for (const ref of refs) {
      if (out.has(ref)) continue
      const key = searchKey(ref)
      let reading = this.readings.get(key)
      if (reading === undefined) {
        reading = await this.catalog.readName(ref)
        if (this.readings.size >= MAX_READINGS) this.readings.clear()
        this.readings.set(key, reading)
      }
      out.set(ref, reading)
    }
    return out
  }

  /** The names closest to a reference that matched no card (not cached: the error path only). */
  async suggest(ref: string | number): Promise<string[]> {
    return typeof ref === 'number' ? [] : this.catalog.suggestNames(ref)
  }

  /** The rulings of `ids` as they stood at the end of `date` (not cached: each reads its history); one not in effect then is absent. */
  rulingsAsOf(ids: readonly string[], date: string): Promise<Map<string, RulingDto>> {
    return this.catalog.rulingsAsOf(ids, date)
  }

  async allRulings(): Promise<Map<string, RulingDto>> {
    this.generation()
    if (!this.rulings) {
      this.rulings = this.loadRulings().then(
        (loaded) => (this.loadedRulings = loaded),
        (error) => {
          this.rulings = null
          if (this.previousRulings && isDatabaseUnavailable(error)) return this.previousRulings
          throw error
        },
      )
    }
    return this.rulings
  }

  /**
   * A ruling's text in `lang`: every ruling's title and summary in that language, where it has
   * one (the presenter falls back on the English). Loaded once per generation, like the rulings.
   */
  rulingTexts(lang: string): Promise<ReadonlyMap<string, RulingTextDto>> {
    this.generation()
    let texts = this.texts.get(lang)
    if (!texts) {
      const previous = this.previousTexts.get(lang)
      texts = this.catalog.rulingTranslations(lang).catch((error: unknown) => {
        this.texts.delete(lang)
        if (previous && isDatabaseUnavailable(error)) return previous
        throw error
      })
      this.texts.set(lang, texts)
    }
    return texts
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

  /** The time to live passed: start afresh, keeping what was held for an outage. */
  private expire(): void {
    if (this.cards.size > 0) this.previousCards = this.cards
    if (this.loadedRulings) this.previousRulings = this.loadedRulings
    this.cards = this.newCards()
    this.readings = new Map()
    this.rulings = null
    this.loadedRulings = null
    if (this.texts.size > 0) this.previousTexts = this.texts
    this.texts = new Map()
    this.currentGeneration++
    this.generationStarted = Date.now()
  }

  /** The catalog changed (a seed or import in this process): nothing held is right any more. */
  clear(): void {
    this.expire()
    this.previousCards = null
    this.previousRulings = null
    this.previousTexts = new Map()
  }
}
