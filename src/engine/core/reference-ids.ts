/**
 * Ids of the references the rules engine names in its notes (conflicts between sources).
 * The stored references (content/references.yaml) must contain each of them.
 */
export const REFERENCE_IDS = {
  tcgRulebook: 'ref-tcg-rulebook', // Official rulebook (Konami), End Phase p.40
  perfectRulebook2017: 'ref-ocg-perfect-rulebook-2017', // OCG Perfect Rulebook 2017, pp.195-196
  masterRule3Rulebook: 'ref-ocg-master-rule-3-rulebook', // OCG official rulebook for Master Rule 3, v1.0/v1.1 p.75
  qa8765: 'ref-qa-8765', // Mandatory actions during the End Phase
  qa17233: 'ref-qa-17233', // once hand-size discarding starts, the game state never becomes open again
  qa24089: 'ref-qa-24089', // discarding for hand size a second time and trigger effects
  ocgFaq: 'ref-ocg-official-faq', // Konami's dated OCG FAQ answers (YY/MM/DD), as quoted by the OCG wiki
  referenceWiki: 'ref-wiki-end-phase', // seed 000: community reference page on the End Phase
  ocgWiki: 'ref-ocg-wiki-end-phase', // seed 003: Japanese OCG card wiki, エンドフェイズ
  etcgGuide: 'ref-etcg-end-phase-guide', // seed 001: etcg.de fan guide (translation), unofficial
  phasesBlog2010: 'ref-blog-phases-resolve-2010', // seed 004: 2010 fan blog on resolving phases
  gaComprehensiveRules: 'ref-ga-comprehensive-rules-end-phase', // seed 002: Grand Archive rules, Turn Order - End Phase
} as const

export type ReferenceKey = keyof typeof REFERENCE_IDS
export type ReferenceId = (typeof REFERENCE_IDS)[ReferenceKey]
export const ALL_REFERENCE_IDS: readonly ReferenceId[] = Object.values(REFERENCE_IDS)
