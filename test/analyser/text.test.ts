/** Sentence splitting and masking (src/analyser/text.ts). */
import t from 'tap'
import { maskText, splitSentences } from '../../src/analyser/text.js'

t.test('masking keeps the length and blanks quoted names and abbreviations', async (t) => {
  const text = 'Add 1 "D.D. Scout Plane" (max. 2). Then draw.'
  const masked = maskText(text)
  t.equal(masked.length, text.length)
  t.notMatch(masked, /D\.D\./)
  t.match(masked, /max_/)
})

t.test('sentences: full stops, line breaks and bullets; offsets into the original', async (t) => {
  const text = 'You can target 1 "T.G. Striker"; destroy it. Draw 1 card.\n● Heads: Gain 500 LP.\n● Tails: Take 500 damage.'
  const sentences = splitSentences(text)
  t.strictSame(sentences.map((s) => s.text), ['You can target 1 "T.G. Striker"; destroy it.', 'Draw 1 card.', 'Heads: Gain 500 LP.', 'Tails: Take 500 damage.'])
  t.strictSame(sentences.map((s) => s.bullet), [false, false, true, true])
  for (const s of sentences) t.equal(text.slice(s.start, s.end), s.text)
})

t.test('a parenthesised sentence ends with its bracket', async (t) => {
  const sentences = splitSentences('Special Summon 1 monster. (This is treated as an Xyz Summon.) Then draw 1 card.')
  t.strictSame(sentences.map((s) => s.text), ['Special Summon 1 monster.', '(This is treated as an Xyz Summon.)', 'Then draw 1 card.'])
})
