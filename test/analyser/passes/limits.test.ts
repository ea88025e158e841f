/**
 * The limits pass on the items of real cards: once per turn by name ("You can only use each effect
 * of "X" once per turn": no other copy may use it that turn) or per copy ("Once per turn, …"), none
 * for an item set up by a resolution, and a maintenance cost whose text says it is not optional.
 */
import t from 'tap'
import { readLimits } from '../../../src/analyser/passes/limits.js'
import { readPhases } from '../../../src/analyser/phases.js'
import { splitSentences } from '../../../src/analyser/text.js'
import type { AnalyserCard } from '../../../src/analyser/types.js'
import { type TestCard } from './sentence.js'
import * as cards from './cards.js'

/** The limits of every phase item of the sentence holding `phrase`. */
function limitsOf(card: TestCard, phrase: string) {
  const sentences = splitSentences(card.text)
  const i = sentences.findIndex((s) => s.text.includes(phrase))
  const items = readPhases(sentences[i]!, sentences[i - 1], undefined, '', { cardType: 'monster', ...card } as AnalyserCard)
  return items.map((item) => readLimits(item, sentences, i, card.text))
}

t.test('once per turn', async (t) => {
  t.strictSame(limitsOf(cards.melffyCatty, 'During your End Phase'), [{ oncePerTurn: 'name' }], 'Melffy Catty: "each effect of "Melffy Catty" once per turn", said after it')
  t.strictSame(limitsOf(cards.wannabee, 'During the End Phase'), [{ oncePerTurn: 'name' }, { oncePerTurn: 'name' }, {}], 'Wannabee!: its trigger from the hand and from the field, by name; the Trap it Sets, set up, has none')
  t.strictSame(limitsOf(cards.lyla, 'during your End Phase'), [{ oncePerTurn: 'instance' }], 'Lyla: "Once per turn, during your End Phase": per copy')
  t.strictSame(limitsOf(cards.libromancerPrevented, 'during the End Phase'), [{ oncePerTurn: 'instance' }], 'Libromancer Prevented: the limit by name is its other effect\'s')
  t.strictSame(limitsOf(cards.yataGarasu, 'During the End Phase'), [{}], 'Yata-Garasu: no limit')
  t.strictSame(limitsOf(cards.instantFusion, 'destroyed during the End Phase'), [{}], 'Instant Fusion: "1 per turn" limits the card\'s activation; its End Phase item is set up')
})

t.test('a maintenance cost that must be paid', async (t) => {
  t.strictSame(limitsOf(cards.shadowknightArchfiend, 'during your Standby Phase'), [{ mustPay: true }], 'Shadowknight Archfiend: "(this is not optional)"; a maintenance cost is applied, not activated, so no once per turn of its own')
  t.strictSame(limitsOf(cards.messengerOfPeace, 'during your Standby Phase'), [{}], 'Messenger of Peace: paying is its controller\'s choice')
})
