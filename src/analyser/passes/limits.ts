/**
 * The limits pass: the once-per-turn limit of an item the card activates (not of one set up by a
 * resolution, whose limit is its set-up's), and whether its maintenance cost must be paid whenever
 * it can be. The wordings are limits.ts's; this pass needs the card's other sentences ("You can only
 * use each effect of "X" once per turn" may come anywhere), so it runs per card, on the items read
 * from sentence `at`.
 */
import type { StateCondition } from '../../domain/behaviour.js'
import { readMustPay, readOncePerTurn } from '../limits.js'
import type { Sentence } from '../text.js'
import type { AnalyserCard, TextPhaseBehaviour } from '../types.js'
import { activatedOnlyWhileOf, kindOnFieldOf, mustHoldOf } from './requirements.js'

export interface ItemLimits {
  oncePerTurn?: 'name' | 'instance'
  mustPay?: true
  /** Conditions the next sentence states for activating and resolving it ("You must have no cards in your hand to …"), or the list it is a bullet of ("depending on the monster card types on the field"). */
  requires?: StateCondition[]
}

export function readLimits(item: Pick<TextPhaseBehaviour, 'kind' | 'delayed' | 'maintenance' | 'zone'>, sentences: readonly Sentence[], at: number, text: string, card?: AnalyserCard): ItemLimits {
  const limits: ItemLimits = {}
  if (item.kind === 'trigger' && !item.delayed) {
    const limit = readOncePerTurn(sentences, at)
    if (limit !== undefined) limits.oncePerTurn = limit
  }
  const sentence = sentences[at]
  if (item.maintenance && sentence && readMustPay(sentence, text.slice(sentence.end, sentence.end + 80))) limits.mustPay = true
  if (item.kind !== 'expire' && !item.delayed) {
    const requires = [...kindOnFieldOf(sentences, at), ...mustHoldOf(sentences[at + 1], item.zone, card), ...activatedOnlyWhileOf(sentences)]
    if (requires.length > 0) limits.requires = requires
  }
  return limits
}
