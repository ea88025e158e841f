/**
 * Every ruling id the tests name: the engine's own (src/engine/core/ruling-ids.ts) and the rulings
 * about particular cards from the seeds' worked cases and dated answers, which reach the engine as
 * data with their cards (content/rulings/*.yaml).
 */
import { RULING_IDS as ENGINE_RULING_IDS } from '../../src/engine/core/ruling-ids.js'

export const CARD_RULING_IDS = {
  lylaVeiler: 'card-lyla-effect-veiler', // seed 001 ex. 1
  lylaDarksoul: 'card-lyla-xx-saber-darksoul', // seed 001 ex. 2
  ohkaLadd: 'card-ohka-ladd', // Perfect Rulebook: one negation, Ohka's item is spent
  ohkaLaddFan: 'card-ohka-ladd-fan', // seed 001 ex. 3: loop until LaDD is 800/400 (superseded)
  shunorosLimiterRemoval: 'card-shunoros-limiter-removal', // seed 000
  graphaHandSize: 'card-grapha-hand-size', // seed 000: does not trigger
  obsidianHandSize: 'card-gem-knight-obsidian-hand-size', // seed 000: triggers
  scarmHandSize: 'card-scarm-hand-size', // seed 000, QA 17233
  nessieBigfoot: 'card-danger-nessie-bigfoot', // seed 000, QA 24089
  manticoreHandSize: 'card-manticore-hand-size', // 13/03/30
  manticore2010: 'card-manticore-2010', // seed 004 (superseded by card-manticore-hand-size)
  hystericSignHandSize: 'card-hysteric-sign-hand-size', // 16/07/08, 17/03/05
  tgStrikerKathy: 'card-tg-striker-kathy', // 15/01/17
  petenHandSize: 'card-peten-hand-size', // 13/03/27
  grimoireChain: 'card-grimoire-dandelion-chain', // 12/08/08: may chain to Dark World Grimoire / Dandelion
  ipiriaGrimoire: 'card-ipiria-dark-world-grimoire', // 23/01/16
  merrliKelbek: 'card-tearlaments-merrli-kelbek', // 23/01/16
  mistArchfiendEnemyController: 'card-mist-archfiend-enemy-controller', // 12/05/05
  rekindlingIronWall: 'card-rekindling-imperial-iron-wall', // 13/03/24
  farfaMacroCosmos: 'card-farfa-macro-cosmos', // 17/10/26
  farfaPikeruWombat: 'card-farfa-pikeru-des-wombat', // 17/10/26
  cardOfSafeReturn: 'card-hand-size-again-safe-return', // 08/08/03
  hieroglyphLithograph: 'card-hieroglyph-lithograph', // limit 7
  enervatingMist: 'card-enervating-mist', // limit 5
  infiniteCards: 'card-infinite-cards', // no limit
} as const

export const RULING_IDS = { ...ENGINE_RULING_IDS, ...CARD_RULING_IDS } as const
export type { RulingId } from '../../src/engine/core/ruling-ids.js'
export const ALL_RULING_IDS: ReadonlyArray<(typeof RULING_IDS)[keyof typeof RULING_IDS]> = Object.values(RULING_IDS)
