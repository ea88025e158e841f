/**
 * Card rulings from the seeds' worked cases and dated answers, found by canonical English name.
 * Data only: which ruling to cite when a named card (or a named pair of cards) is involved.
 */
import { RULING_IDS, type RulingId } from '../../content/ruling-ids.js'
import type { Reading } from '../core/types.js'

/** Rulings about two cards meeting in the list phase; cited on events of either card when both are present. */
interface PairRuling {
  names: readonly [string, string]
  official: RulingId
  /** The ruling the fan-guide reading applies instead, where they differ. */
  fan?: RulingId
}

const PAIR_RULINGS: readonly PairRuling[] = [
  { names: ['Lyla, Lightsworn Sorceress', 'Effect Veiler'], official: RULING_IDS.lylaVeiler },
  { names: ['Lyla, Lightsworn Sorceress', 'XX-Saber Darksoul'], official: RULING_IDS.lylaDarksoul },
  { names: ['Majestic Mech - Ohka', 'Light and Darkness Dragon'], official: RULING_IDS.ohkaLadd, fan: RULING_IDS.ohkaLaddFan },
  { names: ['Orichalcos Shunoros', 'Limiter Removal'], official: RULING_IDS.shunorosLimiterRemoval },
  { names: ['Mist Archfiend', 'Enemy Controller'], official: RULING_IDS.mistArchfiendEnemyController },
  { names: ['Rekindling', 'Imperial Iron Wall'], official: RULING_IDS.rekindlingIronWall },
  { names: ['Farfa, Malebranche of the Burning Abyss', 'Macro Cosmos'], official: RULING_IDS.farfaMacroCosmos },
  { names: ['Farfa, Malebranche of the Burning Abyss', 'Des Wombat'], official: RULING_IDS.farfaPikeruWombat },
]

/** Cards whose hand-size discard has its own ruling (what the discard does or does not trigger). */
const DISCARDED_CARD_RULINGS: Readonly<Record<string, RulingId>> = {
  'grapha, dragon lord of dark world': RULING_IDS.graphaHandSize,
  'gem-knight obsidian': RULING_IDS.obsidianHandSize,
  'scarm, malebranche of the burning abyss': RULING_IDS.scarmHandSize,
  'manticore of darkness': RULING_IDS.manticoreHandSize,
  'hysteric sign': RULING_IDS.hystericSignHandSize,
  'peten the dark clown': RULING_IDS.petenHandSize,
  'danger! nessie!': RULING_IDS.nessieBigfoot,
  'danger! bigfoot!': RULING_IDS.nessieBigfoot,
  'the fabled catsith': RULING_IDS.tgStrikerKathy,
}

/** Discard triggers that the dated answer 12/08/08 says may be chained to. */
const CHAINABLE_DISCARD_TRIGGERS = new Set(['dark world grimoire', 'dandylion'])

/**
 * Cards whose own trigger is lost when an event of the discard chain's resolution (a summon, a
 * send to the GY) would trigger it. Matched on part of the name ("Ipiria" has no longer name).
 */
const LOST_IN_CHAIN: ReadonlyArray<{ part: string; ruling: RulingId }> = [
  { part: 'ipiria', ruling: RULING_IDS.ipiriaGrimoire },
  { part: 'tearlaments merrli', ruling: RULING_IDS.merrliKelbek },
  { part: 't.g. striker', ruling: RULING_IDS.tgStrikerKathy },
  { part: 'hysteric sign', ruling: RULING_IDS.hystericSignHandSize },
]

/** Hand-size modifiers named in seed 004. */
const HAND_SIZE_CARD_RULINGS: Readonly<Record<string, RulingId>> = {
  'hieroglyph lithograph': RULING_IDS.hieroglyphLithograph,
  'enervating mist': RULING_IDS.enervatingMist,
  'infinite cards': RULING_IDS.infiniteCards,
}

const lower = (name: string): string => name.toLowerCase()

/** Pair rulings for events about `names`, given every card name present on the board. */
export function pairRulings(names: ReadonlyArray<string | undefined>, present: ReadonlySet<string>, reading: Reading): RulingId[] {
  const involved = names.filter((name): name is string => name !== undefined).map(lower)
  const out: RulingId[] = []
  for (const pair of PAIR_RULINGS) {
    const [first, second] = pair.names.map(lower) as [string, string]
    const touches = involved.some((name) => name === first || name === second)
    if (!touches || !present.has(first) || !present.has(second)) continue
    out.push(reading === 'fan-guide' && pair.fan ? pair.fan : pair.official)
  }
  return out
}

export function discardedCardRuling(name: string | undefined): RulingId[] {
  const ruling = name === undefined ? undefined : DISCARDED_CARD_RULINGS[lower(name)]
  return ruling ? [ruling] : []
}

export function isChainableDiscardTrigger(name: string | undefined): boolean {
  return name !== undefined && CHAINABLE_DISCARD_TRIGGERS.has(lower(name))
}

export function lostInChainRuling(name: string): RulingId[] {
  const match = LOST_IN_CHAIN.find((entry) => lower(name).includes(entry.part))
  return match ? [match.ruling] : []
}

export function handSizeCardRuling(name: string): RulingId[] {
  const ruling = HAND_SIZE_CARD_RULINGS[lower(name)]
  return ruling ? [ruling] : []
}
