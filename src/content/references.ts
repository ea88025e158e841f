/**
 * The sources the stored rulings cite (seeds 000-004 and the documents they quote). URLs appear
 * only where a source document gives them; the others are null rather than guessed.
 */
import { REFERENCE_IDS } from './reference-ids.js'
import type { ReferenceSeed } from './types.js'

export const REFERENCES: ReferenceSeed[] = [
  // Konami's official material (authority level 1).
  {
    id: REFERENCE_IDS.tcgRulebook,
    kind: 'rulebook',
    title: 'Yu-Gi-Oh! TRADING CARD GAME Official Rulebook',
    publisher: 'Konami',
    url: 'https://www.yugioh-card.com/en/rulebook/',
    locator: 'p.40',
    date: null,
    language: 'en',
  },
  {
    id: REFERENCE_IDS.perfectRulebook2017,
    kind: 'rulebook',
    title: 'Yu-Gi-Oh! OCG Perfect Rulebook 2017 (遊戯王OCG パーフェクトルールブック2017)',
    publisher: 'Konami (coverage: YGOrganization)',
    // The seed links YGOrganization's page on the book, not a Konami page.
    url: 'https://ygorganization.com/perfect-rulebook-2017/',
    locator: 'pp.195-196',
    date: '2017',
    language: 'ja',
  },
  {
    id: REFERENCE_IDS.masterRule3Rulebook,
    kind: 'rulebook',
    // One reference for both versions; rulings say which one in their locator ('v1.0', 'v1.1 p.75').
    title: '遊戯王オフィシャルカードゲーム 公式ルールブック マスタールール3対応 (Official Rulebook for Master Rule 3), versions 1.0 and 1.1',
    publisher: 'Konami',
    url: null,
    locator: 'v1.1 p.75',
    date: null,
    language: 'ja',
  },
  {
    id: REFERENCE_IDS.qa8765,
    kind: 'official-qa',
    title: 'Mandatory actions during the End Phase',
    publisher: 'Konami (official OCG Q&A, translated in the YGOrg Database of Official OCG Rulings, db.ygoresources.com)',
    url: 'https://db.ygoresources.com/qa#8765',
    locator: 'qa#8765',
    date: null,
    language: 'en',
  },
  {
    id: REFERENCE_IDS.qa17233,
    kind: 'official-qa',
    title: 'Once you start discarding for hand size, the game state never again becomes open',
    publisher: 'Konami (official OCG Q&A, translated in the YGOrg Database of Official OCG Rulings, db.ygoresources.com)',
    url: 'https://db.ygoresources.com/qa#17233',
    locator: 'qa#17233',
    date: null,
    language: 'en',
  },
  {
    id: REFERENCE_IDS.qa24089,
    kind: 'official-qa',
    title: 'Discarding for hand size for a second time, and Trigger effects',
    publisher: 'Konami (official OCG Q&A, translated in the YGOrg Database of Official OCG Rulings, db.ygoresources.com)',
    url: 'https://db.ygoresources.com/qa#24089',
    locator: 'qa#24089',
    date: null,
    language: 'en',
  },
  {
    id: REFERENCE_IDS.ocgFaq,
    kind: 'faq',
    title: 'Official OCG FAQ answers on the End Phase (dated YY/MM/DD, as quoted by the Japanese OCG card wiki)',
    publisher: 'Konami',
    url: null,
    locator: null,
    date: null,
    language: 'ja',
  },

  // Community references that cite the official material (level 2).
  {
    id: REFERENCE_IDS.referenceWiki,
    kind: 'wiki',
    title: 'End Phase (with the section "Hand size limit")',
    publisher: 'Community reference wiki (site not named in the source document)',
    url: null,
    locator: null,
    date: null,
    language: 'en',
  },
  {
    id: REFERENCE_IDS.ocgWiki,
    kind: 'wiki',
    title: 'エンドフェイズ (End Phase)',
    publisher: 'Japanese OCG card wiki (遊戯王カードWiki)',
    url: null,
    locator: null,
    date: null,
    language: 'ja',
  },

  // Fan guides (level 3).
  {
    id: REFERENCE_IDS.etcgGuide,
    kind: 'fan-guide',
    title: 'Effects in the End Phase (English translation of a fan explanation by "Krieger des Lichts"; states it is not an official resource)',
    publisher: 'etcg.de',
    url: null,
    locator: null,
    date: null,
    language: 'en',
  },
  {
    id: REFERENCE_IDS.phasesBlog2010,
    kind: 'fan-guide',
    title: "Activation Timing and resolving effect that in apply during Turn Player's Phases/Steps (except Damage Step)",
    publisher: 'Fan blog (author not named in the source document)',
    url: null,
    locator: null,
    date: '2010-09-17',
    language: 'en',
  },

  // Grand Archive.
  {
    id: REFERENCE_IDS.gaComprehensiveRules,
    kind: 'comprehensive-rules',
    title: 'Grand Archive Comprehensive Rules: Game Mechanics - Turn Order - End Phase',
    publisher: 'Weebs of the Shore',
    url: null,
    locator: 'Turn Order - End Phase',
    date: null,
    language: 'en',
  },
]
