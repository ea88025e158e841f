/**
 * Every card of the shared card data as analyser inputs, read once per test process, and each
 * card's analysis made once per process. Several analyser test files measure figures over the
 * whole card data: each unpacked and parsed the 77 MB file again (two to three seconds of CPU each
 * time) and analysed all 14,276 cards again for each figure. The analyser is pure, so an analysis
 * made once serves every later reader in the process; no caller may change what it is given.
 */
import { analyseCard } from '../../src/analyser/index.js'
import type { AnalyserCard, TextCardBehaviours } from '../../src/analyser/types.js'
import { loadCards, type CardRecord } from '../../tools/analyser/card-data.js'
import { SHARED_CARD_DATA } from './shared.js'

const loaded = new Map<string, Promise<readonly CardRecord[]>>()

/** The records of the card data at `path` (the shared card data by default), parsed once per process. */
export function allCards(path: string = SHARED_CARD_DATA): Promise<readonly CardRecord[]> {
  let records = loaded.get(path)
  if (!records) {
    records = loadCards(path)
    records.catch(() => loaded.delete(path))
    loaded.set(path, records)
  }
  return records
}

const analyses = new WeakMap<AnalyserCard, TextCardBehaviours>()

/** `analyseCard(card)`, made once per card object. */
export function analysed(card: AnalyserCard): TextCardBehaviours {
  let analysis = analyses.get(card)
  if (!analysis) {
    analysis = analyseCard(card)
    analyses.set(card, analysis)
  }
  return analysis
}
