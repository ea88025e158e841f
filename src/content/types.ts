/**
 * Shapes of the project's curated content (references, rulings, cards), loaded into the database
 * by src/catalog/seed.ts. Plain data, no I/O.
 */
import type { CardBehaviours } from '../domain/behaviour.js'
import type { CardPrint } from '../domain/card.js'
import type { Game, Reading, ReferenceKind, RulingAuthority, RulingKind, RulingPhase, RulingRegion, RulingStatus } from '../domain/vocabulary.js'

export type { Game, ReferenceKind, RulingAuthority, RulingKind, RulingPhase, RulingRegion, RulingStatus } from '../domain/vocabulary.js'

export interface ReferenceSeed {
  id: string
  kind: ReferenceKind
  title: string
  publisher: string
  /** Only a URL given in the source documents; never invented. */
  url: string | null
  /** Page(s) or QA number of the whole reference, e.g. 'p.40', 'pp.195-196', 'qa#17233'. */
  locator: string | null
  /** 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY'. */
  date: string | null
  /** 'en', 'ja', 'de'… */
  language: string
}

/** What a card ruling rules on for one card it concerns (stored on the ruling-card link). */
export interface CardSituationSeed {
  ruling: string
  card: string
  situations: import('../domain/card-ruling.js').CardRulingSituation[]
  /** The other card of a pair ruling: the ruling concerns this card when that one is involved too. */
  with?: string
  readings?: Reading[]
}


export interface RulingReferenceSeed {
  id: string
  /** Where in the reference: 'p.195', 'qa#17233', a FAQ date '12/08/08', a section or example. */
  locator: string | null
}

export interface RulingSeed {
  id: string
  game: Game
  kind: RulingKind
  title: string
  /** The project's own words, one to four sentences. */
  text: string
  authority: RulingAuthority
  /** 'YYYY-MM-DD'. */
  date: string | null
  status: RulingStatus
  supersededBy: string | null
  phases: RulingPhase[]
  /** Where TCG and OCG rulings differ, the region this one holds in (absent: both). */
  region?: RulingRegion
  /** English names of CardSeed entries. */
  cards: string[]
  references: RulingReferenceSeed[]
}

/** No seed card is a Link or Pendulum monster, so the curated content leaves those two to the import. */
export interface CardSeed extends Omit<CardPrint, 'linkRating' | 'pendulumScale'> {
  password: number | null
  konamiId: number | null
  /** Exactly as in yaml-yugi; the Japanese name keeps its <ruby> furigana markup. */
  name: { en: string; ja: string }
  /** Curated behaviours (source 'curated'); span = a short reason or the ruling id it comes from. */
  behaviours: CardBehaviours
}
