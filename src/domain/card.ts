/**
 * A card's printed game fields, as the import reads them, the curated content states them and the
 * catalog serves them. Names and texts are per language and live apart (CardLocale).
 */
export type CardType = 'monster' | 'spell' | 'trap'

export interface CardPrint {
  cardType: CardType
  /** Spell and Trap property: 'Normal', 'Quick-Play', 'Continuous', 'Field', 'Counter'… */
  property: string | null
  /** Monsters: 'Spellcaster / Effect', 'Dragon / Fusion / Effect'… */
  monsterTypeLine: string | null
  attribute: string | null
  level: number | null
  rank: number | null
  linkRating: number | null
  atk: number | null
  def: number | null
  pendulumScale: number | null
}
