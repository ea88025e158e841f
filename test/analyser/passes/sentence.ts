/**
 * Builds what a pass of the phase reading is given from a card's text: the sentence holding a phrase,
 * the sentence before it, and the first phase mention at or after the phrase, as readPhases does.
 */
import { splitSentences, type Sentence } from '../../../src/analyser/text.js'
import { sentenceContext, type Mention, type SentenceContext } from '../../../src/analyser/passes/context.js'
import { findMentions, siteOf, type MentionSite } from '../../../src/analyser/passes/mention.js'
import type { AnalyserCard } from '../../../src/analyser/types.js'

export interface TestCard {
  name: string
  text: string
  cardType?: string
  property?: string
  monsterTypeLine?: string
}

export interface At {
  ctx: SentenceContext
  mention: Mention
  site: MentionSite
  sentence: Sentence
}

/** `card`'s sentence holding `phrase`, and the first mention at or after the phrase's start. */
export function at(card: TestCard, phrase: string, context = ''): At {
  const sentences = splitSentences(card.text)
  const i = sentences.findIndex((s) => s.text.includes(phrase))
  if (i < 0) throw new Error(`"${phrase}" is in no sentence of ${card.name}`)
  const sentence = sentences[i]!
  const from = sentence.text.indexOf(phrase)
  const mention = findMentions(sentence.masked).find((m) => m.end > from)
  if (mention === undefined) throw new Error(`no phase mention at or after "${phrase}" in ${card.name}`)
  const analyserCard: AnalyserCard = { cardType: 'monster', monsterTypeLine: 'Effect', ...card }
  const ctx = sentenceContext(sentence, sentences[i - 1], undefined, context, analyserCard)
  return { ctx, mention, site: siteOf(mention, ctx), sentence }
}
