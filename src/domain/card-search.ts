/**
 * The card search's vocabulary, with the names YGOPRODeck's users know (race, atk=gte2500,
 * linkmarker, cardset, format, sort): the values each filter takes. Imports nothing, so the
 * schemas, the catalog and the routes all read it.
 */
/** Monster Types as the card data writes them (the first part of a monster's type line). */
export const MONSTER_TYPES = [
  'Aqua', 'Beast', 'Beast-Warrior', 'Creator God', 'Cyberse', 'Dinosaur', 'Divine-Beast', 'Dragon', 'Fairy', 'Fiend', 'Fish', 'Illusion', 'Insect',
  'Machine', 'Plant', 'Psychic', 'Pyro', 'Reptile', 'Rock', 'Sea Serpent', 'Spellcaster', 'Thunder', 'Warrior', 'Winged Beast', 'Wyrm', 'Zombie',
] as const
/** Spell and Trap properties: YGOPRODeck's `race` takes them too (race=Quick-Play). */
export const SPELL_TRAP_PROPERTIES = ['Normal', 'Continuous', 'Equip', 'Field', 'Quick-Play', 'Ritual', 'Counter'] as const
export const RACES = [...MONSTER_TYPES, ...SPELL_TRAP_PROPERTIES] as const

/** Link markers by name, and the arrow the card data writes for each. */
export const LINK_MARKERS = {
  'top-left': '↖',
  top: '⬆',
  'top-right': '↗',
  left: '⬅',
  right: '➡',
  'bottom-left': '↙',
  bottom: '⬇',
  'bottom-right': '↘',
} as const
export type LinkMarker = keyof typeof LINK_MARKERS
export const LINK_MARKER_NAMES = Object.keys(LINK_MARKERS) as LinkMarker[]
const MARKER_BY_ARROW = new Map<string, LinkMarker>(Object.entries(LINK_MARKERS).map(([name, arrow]) => [arrow, name as LinkMarker]))

/** A card's Link arrows (as stored) named, in the order stored; an arrow of no known kind is left out. */
export function linkMarkerNames(arrows: readonly string[]): LinkMarker[] {
  return arrows.flatMap((arrow) => {
    const name = MARKER_BY_ARROW.get(arrow)
    return name ? [name] : []
  })
}

/**
 * Where a card is released, as the card data holds it: tcg, ocg and speed (Speed Duel) by the
 * banlist status the data gives for that format (absent, or "Not yet released", is not released
 * there); md (Master Duel) by the card having a Master Duel rarity in the data.
 */
export const FORMATS = ['tcg', 'ocg', 'speed', 'md'] as const
export type CardFormat = (typeof FORMATS)[number]

/**
 * Orders of the card list. relevance: the search's own ranking (the default with q); name (in the
 * language answered); atk; def; level (a Link's rating, an Xyz's Rank); id (password); new
 * (Konami's database id, newest first by default). Without sort: relevance with q, else the
 * order cards were stored in (relevance without q is that order too).
 */
export const SORTS = ['relevance', 'name', 'atk', 'def', 'level', 'id', 'new'] as const
export type CardSort = (typeof SORTS)[number]
export const ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof ORDERS)[number]

export const COMPARISONS = { lt: '<', lte: '<=', gt: '>', gte: '>=', eq: '=' } as const
export type Comparison = keyof typeof COMPARISONS
/** atk and def: a number, or a number after lt, lte, gt or gte (atk=gte2500). */
export const COMPARISON_PATTERN = '^(?:lt|lte|gt|gte)?\\d{1,5}$'
/** linkmarker: named markers, separated by commas (top,bottom-left). */
export const LINK_MARKER_PATTERN = `^(?:${LINK_MARKER_NAMES.join('|')})(?:,(?:${LINK_MARKER_NAMES.join('|')}))*$`
/** cardset: a set code (LOB, CYHO) or a whole set number (CYHO-EN041). */
export const CARD_SET_PATTERN = '^[A-Z0-9]{2,8}(?:-[A-Z0-9?]{1,8})?$'

/** A parsed atk or def filter: the comparison and the value. */
export interface NumberFilter {
  op: Comparison
  value: number
}

export function parseComparison(text: string): NumberFilter {
  const match = /^(lte|lt|gte|gt)?(\d{1,5})$/.exec(text)
  if (!match) throw new Error(`not a comparison: ${text}`)
  return { op: (match[1] as Comparison | undefined) ?? 'eq', value: Number(match[2]) }
}

/** The code part of a set number: CYHO of CYHO-EN041 (upper case). */
export const setCodeOf = (setNumber: string): string => setNumber.split('-')[0]!.trim().toUpperCase()
