/**
 * What every pass of the phase reading is given: the sentence (its text and its masked copy), the
 * sentence before it, the introduction of the bulleted list it belongs to, the part of the card it
 * comes from and the card's type. Also the small readings of the card's type and of a clause that
 * several passes share.
 */
import type { PhaseWindow } from '../../domain/behaviour.js'
import type { Sentence } from '../text.js'
import type { AnalyserCard } from '../types.js'

/** One mention of a phase in a sentence: which phase, where it is in the sentence, and whether it is the old "at the end of the turn". */
export interface Mention {
  phase: PhaseWindow
  start: number
  end: number
  old: boolean
}

export interface SentenceContext {
  sentence: Sentence
  /** The sentence before (for "If you do", "That monster …"). */
  previous: Sentence | undefined
  part: 'pendulum' | undefined
  /** The masked introduction of the bulleted list the sentence belongs to, with a trailing space; '' when none. */
  context: string
  card: AnalyserCard | undefined
  /** Where the effect starts in the sentence, after a leading label ("FLIP: ", "● 3+: "). */
  effStart: number
}

/** A leading label that is not an effect condition: "FLIP:", "Heads:", "● 3+:", "Left:". */
const LABEL = /^(?:[A-Z][A-Za-z]*|\d+\+?)\s*:\s*/

export function sentenceContext(sentence: Sentence, previous: Sentence | undefined, part: 'pendulum' | undefined, context: string, card: AnalyserCard | undefined): SentenceContext {
  const label = LABEL.exec(sentence.masked)
  return { sentence, previous, part, context, card, effStart: label ? label[0].length : 0 }
}

/** The clause around [start, end): from the previous , ; : ( to the next , ; . ) */
export function clauseAround(masked: string, start: number, end: number): [number, number] {
  let s = start
  while (s > 0 && !/[,;:(]/.test(masked[s - 1]!)) s--
  let e = end
  while (e < masked.length && !/[,;.)]/.test(masked[e]!)) e++
  if (masked[e] === ')' && masked[s - 1] === '(') {
    s--
    e++
  }
  while (s < e && masked[s] === ' ') s++
  return [s, e]
}

/** A Normal or Quick-Play Spell, or a Normal Trap: it goes to the GY once it has resolved. */
export function resolvesAndLeaves(card: AnalyserCard | undefined): boolean {
  const type = (card?.cardType ?? '').toLowerCase()
  const property = (card?.property ?? '').toLowerCase()
  return (type === 'spell' && (property === 'normal' || property === 'quick-play')) || (type === 'trap' && property === 'normal')
}

export function isSpellOrTrap(card: AnalyserCard | undefined): boolean {
  return /^(?:spell|trap)$/i.test(card?.cardType ?? '')
}

/** A Trap (Normal or Counter) or a Quick-Play Spell: activated as a card, by its owner's choice. */
export function activatesAsCard(card: AnalyserCard | undefined): boolean {
  const type = (card?.cardType ?? '').toLowerCase()
  const property = (card?.property ?? '').toLowerCase()
  return (type === 'trap' && (property === 'normal' || property === 'counter')) || (type === 'spell' && property === 'quick-play')
}
