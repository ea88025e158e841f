/**
 * Everything the catalog knows of a board's cards, loaded in one pass for one resolve: each card
 * the request names (exact first, then read as players type it), the cards their stored
 * behaviours name, the ruling links of all of them (filtered by date and region), and their
 * localised names. The request reader and the presenter read what it loaded and never ask the
 * catalog cache again.
 *
 * Cache calls per board: one lookup of the board's references; a forgiving reading and a second
 * lookup only when a name matched no card exactly or a stored behaviour names a card not yet
 * loaded; a third lookup only when a card read forgivingly names others; the ruling history only
 * with `asOf`, every ruling only with `region`.
 */
import type { CardRulingLink } from '../domain/card-ruling.js'
import { ApiError } from '../errors.js'
import type { CachedCard, CatalogCache } from './cache.js'

/** A reference to a card somewhere in the request, with the path that names it in errors. */
export interface BoardCardSite {
  path: string
  ref: string | number
}

/** How a name was read by the forgiving search: the path it was at, the text asked, the card. */
export interface ReadAs {
  field: string
  asked: string
  card: string
}

export interface LoadedBoard {
  /** The card of every site's reference, as written. */
  cards: Map<string | number, CachedCard | null>
  /** The names read forgivingly, in site order. */
  readAs: ReadAs[]
  /** Each involved card's ruling links, by canonical name: the board's cards and those their stored behaviours name. */
  cardRulings: Record<string, CardRulingLink[]>
  /** Every loaded card by canonical English name (the board's and those their behaviours name). */
  byName: ReadonlyMap<string, CachedCard>
}

/** At most this many distinct names are read forgivingly per board (each reading is a few indexed queries). */
const MAX_READ_NAMES = 40

/** Cards a stored discard behaviour names (what it adds, sends, summons): involved whenever their card is discarded. */
function namedByBehaviours(cards: Iterable<CachedCard>): string[] {
  const names = new Set<string>()
  for (const card of cards) {
    const discard = card.behaviours.discard
    for (const name of [...(discard?.adds ?? []), ...(discard?.sends ?? []), ...(discard?.summons ?? [])]) names.add(name)
  }
  return [...names]
}

const looksLikeNumber = (ref: string) => /^\s*\d{1,10}\s*$/.test(ref)

export class BoardLoader {
  constructor(private readonly cache: CatalogCache) {}

  /**
   * The card of every reference: exact (name in any stored language, password, Konami id) first;
   * a name that matched none is read as players type it (cache.readNames: a nickname, a unique
   * prefix, one clearly closest spelling). A name read as several cards is a 422 AMBIGUOUS_CARD
   * listing them, one read as none a 422 UNKNOWN_CARD with the closest names; never a guess.
   * Then the ruling links in effect at the end of `asOf`, of `region` (or of both regions).
   */
  async load(sites: readonly BoardCardSite[], options: { asOf?: string; region?: string } = {}): Promise<LoadedBoard> {
    const byName = new Map<string, CachedCard>()
    if (sites.length === 0) return { cards: new Map(), readAs: [], cardRulings: {}, byName }
    const found = await this.cache.lookupCards(sites.map((s) => s.ref))
    for (const card of found.values()) if (card) byName.set(card.name, card)
    const unread = [...new Set(sites.filter((s) => found.get(s.ref) == null && typeof s.ref === 'string' && !looksLikeNumber(s.ref)).map((s) => s.ref as string))]
    const readings = unread.length > 0 ? await this.cache.readNames(unread.slice(0, MAX_READ_NAMES)) : new Map<string, never>()
    // The cards names were read as, and those the board's stored behaviours name: one lookup.
    const readNames = [...readings.values()].flatMap((reading) => (reading && 'name' in reading ? [reading.name] : []))
    // Names looked up after the board's references, and their cards (null: none).
    const named = new Map<string | number, CachedCard | null>()
    const more = async (names: string[]): Promise<void> => {
      const wanted = [...new Set(names)].filter((name) => !byName.has(name) && !named.has(name))
      if (wanted.length === 0) return
      for (const [name, card] of await this.cache.lookupCards(wanted)) {
        named.set(name, card)
        if (card) byName.set(card.name, card)
      }
    }
    await more([...readNames, ...namedByBehaviours(byName.values())])
    const readAs: ReadAs[] = []
    const ambiguous: Array<BoardCardSite & { candidates: string[] }> = []
    for (const site of sites) {
      if (found.get(site.ref) != null && !readings.has(site.ref as string)) continue
      const reading = typeof site.ref === 'string' ? readings.get(site.ref) : undefined
      if (!reading) continue
      if ('candidates' in reading) {
        ambiguous.push({ ...site, candidates: reading.candidates })
        continue
      }
      const stored = named.get(reading.name) ?? byName.get(reading.name)
      if (!stored) continue
      found.set(site.ref, stored)
      readAs.push({ field: site.path, asked: String(site.ref), card: stored.name })
    }
    const unknown = sites.filter((s) => found.get(s.ref) == null && !ambiguous.some((a) => a.path === s.path))
    if (unknown.length > 0) {
      // The closest names for each (the first few), so a client can correct the board.
      const suggestions = await Promise.all(unknown.slice(0, 5).map((s) => this.cache.suggest(s.ref).catch(() => [] as string[])))
      const list = unknown.map((s, i) => {
        const close = suggestions[i] ?? []
        return `${s.path} ${JSON.stringify(s.ref)}${close.length > 0 ? ` (did you mean ${close.map((name) => JSON.stringify(name)).join(', ')}?)` : ''}`
      })
      throw new ApiError(422, 'UNKNOWN_CARD', `unknown card${unknown.length > 1 ? 's' : ''}: ${list.join('; ')}`, {
        cards: unknown.map((s, i) => ({ field: s.path, card: s.ref, suggestions: suggestions[i] ?? [] })),
      })
    }
    if (ambiguous.length > 0) {
      const list = ambiguous.map((s) => `${s.path} ${JSON.stringify(s.ref)} could be ${s.candidates.map((name) => JSON.stringify(name)).join(', ')}`)
      throw new ApiError(422, 'AMBIGUOUS_CARD', `ambiguous card name${ambiguous.length > 1 ? 's' : ''}: ${list.join('; ')}; write the card's full name`, {
        cards: ambiguous.map((s) => ({ field: s.path, card: s.ref, candidates: s.candidates })),
      })
    }
    const board = [...found.values()].filter((card): card is CachedCard => card !== null)
    // A card read forgivingly may name cards of its own.
    if (readAs.length > 0) await more(namedByBehaviours(board))
    return { cards: found, readAs, cardRulings: await this.cardRulings(board, (name) => named.get(name) ?? byName.get(name), options), byName }
  }

  /** The board's cards' ruling links and those of the cards their stored behaviours name, in effect on `asOf`, of `region`. */
  private async cardRulings(
    board: CachedCard[],
    cardNamed: (name: string) => CachedCard | null | undefined,
    options: { asOf?: string; region?: string },
  ): Promise<Record<string, CardRulingLink[]>> {
    const out: Record<string, CardRulingLink[]> = {}
    for (const card of board) out[card.name] = card.rulings
    for (const name of namedByBehaviours(board).filter((name) => !(name in out))) {
      const card = cardNamed(name)
      if (card) out[card.name] = card.rulings
    }
    const { asOf, region } = options
    if (!asOf && !region) return out
    // Only the card rulings in effect on the date asked, of the region asked (or of both regions).
    const ids = [...new Set(Object.values(out).flatMap((links) => links.map((link) => link.ruling)))]
    const rulings = asOf ? await this.cache.rulingsAsOf(ids, asOf) : await this.cache.allRulings()
    const holds = (id: string) => {
      const ruling = rulings.get(id)
      return ruling !== undefined && (!region || ruling.region === null || ruling.region === region)
    }
    for (const [name, links] of Object.entries(out)) out[name] = links.filter((link) => holds(link.ruling))
    return out
  }
}
