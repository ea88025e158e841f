/**
 * What each card ruling rules on for each card it concerns: the situations the resolver cites it
 * in (src/domain/card-ruling.ts). Data the seed stores on the ruling-card links; a ruling's card
 * named here is linked even when the ruling's own `cards` list leaves it out. A new card ruling
 * becomes citable by adding a line here (or a link in the database), with no engine change.
 */
import type { CardRulingSituation } from '../domain/card-ruling.js'
import { RULING_IDS as R } from './ruling-ids.js'

export interface CardSituationSeed {
  ruling: string
  card: string
  situations: CardRulingSituation[]
  with?: string
  readings?: Array<'official' | 'fan-guide'>
}

/** A pair ruling concerns each card of the pair when the other is involved too. */
const pair = (ruling: string, first: string, second: string, readings?: CardSituationSeed['readings']): CardSituationSeed[] => [
  { ruling, card: first, situations: ['meets'], with: second, ...(readings ? { readings } : {}) },
  { ruling, card: second, situations: ['meets'], with: first, ...(readings ? { readings } : {}) },
]

export const CARD_SITUATIONS: readonly CardSituationSeed[] = [
  // Two cards meeting in the list phase.
  ...pair(R.lylaVeiler, 'Lyla, Lightsworn Sorceress', 'Effect Veiler'),
  ...pair(R.lylaDarksoul, 'Lyla, Lightsworn Sorceress', 'XX-Saber Darksoul'),
  ...pair(R.ohkaLadd, 'Majestic Mech - Ohka', 'Light and Darkness Dragon', ['official']),
  ...pair(R.ohkaLaddFan, 'Majestic Mech - Ohka', 'Light and Darkness Dragon', ['fan-guide']),
  ...pair(R.shunorosLimiterRemoval, 'Orichalcos Shunoros', 'Limiter Removal'),
  ...pair(R.mistArchfiendEnemyController, 'Mist Archfiend', 'Enemy Controller'),
  ...pair(R.rekindlingIronWall, 'Rekindling', 'Imperial Iron Wall'),
  ...pair(R.farfaMacroCosmos, 'Farfa, Malebranche of the Burning Abyss', 'Macro Cosmos'),
  ...pair(R.farfaPikeruWombat, 'Farfa, Malebranche of the Burning Abyss', 'Des Wombat'),
  // What a hand-size discard of the card does or does not trigger.
  { ruling: R.graphaHandSize, card: 'Grapha, Dragon Lord of Dark World', situations: ['discarded-for-hand-size'] },
  { ruling: R.obsidianHandSize, card: 'Gem-Knight Obsidian', situations: ['discarded-for-hand-size'] },
  { ruling: R.scarmHandSize, card: 'Scarm, Malebranche of the Burning Abyss', situations: ['discarded-for-hand-size'] },
  { ruling: R.manticoreHandSize, card: 'Manticore of Darkness', situations: ['discarded-for-hand-size'] },
  { ruling: R.hystericSignHandSize, card: 'Hysteric Sign', situations: ['discarded-for-hand-size', 'lost-in-chain'] },
  { ruling: R.petenHandSize, card: 'Peten the Dark Clown', situations: ['discarded-for-hand-size'] },
  { ruling: R.nessieBigfoot, card: 'Danger! Nessie!', situations: ['discarded-for-hand-size'] },
  { ruling: R.nessieBigfoot, card: 'Danger! Bigfoot!', situations: ['discarded-for-hand-size'] },
  // The Catsith's discard matters to this ruling only when a T.G. Striker is there to lose its trigger.
  { ruling: R.tgStrikerKathy, card: 'The Fabled Catsith', situations: ['discarded-for-hand-size'], with: 'T.G. Striker' },
  // Triggers lost when the discard chain's resolution would trigger them.
  { ruling: R.ipiriaGrimoire, card: 'Ipiria', situations: ['lost-in-chain'] },
  { ruling: R.merrliKelbek, card: 'Tearlaments Merrli', situations: ['lost-in-chain'] },
  { ruling: R.tgStrikerKathy, card: 'T.G. Striker', situations: ['lost-in-chain'] },
  // Discard triggers that may be chained to (dated answer 12/08/08).
  { ruling: R.grimoireChain, card: 'Dark World Grimoire', situations: ['chainable-discard-trigger'] },
  { ruling: R.grimoireChain, card: 'Dandylion', situations: ['chainable-discard-trigger'] },
  // A card on the board that reacts to cards leaving the hand: cited on every hand-size discard.
  { ruling: R.cardOfSafeReturn, card: 'Card of Safe Return', situations: ['hand-size-discard'] },
  // Hand-size modifiers named in seed 004.
  { ruling: R.hieroglyphLithograph, card: 'Hieroglyph Lithograph', situations: ['hand-size-modifier'] },
  { ruling: R.enervatingMist, card: 'Enervating Mist', situations: ['hand-size-modifier'] },
  { ruling: R.infiniteCards, card: 'Infinite Cards', situations: ['hand-size-modifier'] },
]
