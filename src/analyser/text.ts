/**
 * Card-text plumbing for the analyser: a masked copy of the text (quoted card names blanked, so a
 * name such as "D.D. Scout Plane" or "Danger! Nessie!" can neither split a sentence nor match a
 * wording) and the sentences, as offsets into the original text so every span is an exact substring.
 */

export interface Sentence {
  /** Offset of the first character in the original text. */
  start: number
  /** Offset after the last character. */
  end: number
  /** The original text of the sentence. */
  text: string
  /** The masked text of the sentence: same length, same offsets. */
  masked: string
  /** The sentence is (or starts) a bulleted item (●). */
  bullet: boolean
}

/**
 * A quoted name, including one that quotes another name at its end or start ("World Legacy -
 * "World Shield"", ""Infernoble Arms" - Durendal"): masked whole, so its inner quotes split nothing.
 */
const QUOTED = /"[^"\n]*"[^"\n]*""(?![A-Za-z])|""[^"\n]*"[^"\n]*"|"[^"\n]*"/g
const ABBREVIATIONS = /\b(?:max|min|approx|incl|e\.g|i\.e)\./gi

/**
 * Same length as `text`: the inside of quoted names becomes `x`, the dots of abbreviations `_`.
 * Regular expressions run on the masked text; spans are cut from the original at the same offsets.
 */
export function maskText(text: string): string {
  return text
    .replace(QUOTED, (m) => `"${'x'.repeat(m.length - 2)}"`)
    .replace(ABBREVIATIONS, (m) => m.replace(/\./g, '_'))
}

/**
 * Splits a card text into sentences: at line breaks, at bullets (●) and after a full stop followed by
 * white space or the end. Leading bullets and white space are not part of a sentence.
 */
export function splitSentences(text: string): Sentence[] {
  const masked = maskText(text)
  const out: Sentence[] = []
  let start = 0
  const push = (end: number): void => {
    let s = start
    let e = end
    let bullet = false
    while (s < e && /[\s●]/.test(masked[s]!)) {
      if (masked[s] === '●') bullet = true
      s++
    }
    while (e > s && /\s/.test(masked[e - 1]!)) e--
    if (e > s) out.push({ start: s, end: e, text: text.slice(s, e), masked: masked.slice(s, e), bullet })
  }
  for (let i = 0; i < masked.length; i++) {
    const ch = masked[i]!
    if (ch === '\n' || ch === '●') {
      push(i)
      start = i + (ch === '\n' ? 1 : 0)
      if (ch === '●') start = i
    } else if (ch === '.') {
      const next = masked[i + 1]
      if (next === undefined || next === ' ' || next === '\n' || next === '\t') {
        push(i + 1)
        start = i + 1
      } else if (next === ')' && (masked[i + 2] === undefined || /\s/.test(masked[i + 2]!))) {
        push(i + 2)
        start = i + 2
        i++
      }
    }
  }
  push(masked.length)
  return out
}
