/**
 * The ends pass: what an expiry ends, where the resolver acts on it: a banishment in the same clause as the
 * duration ("banish it until the End Phase", "banish (until the End Phase) …") or a negation
 * ("negate its effects until the End Phase"), or control taken for a time ("take control of that target
 * until the End Phase": the card goes back to its owner). Other durations (ATK changes, a name) end on
 * their own.
 */
import type { PhaseBehaviour } from '../../domain/behaviour.js'
import type { TextPhaseBehaviour } from '../types.js'
import type { Mention, SentenceContext } from './context.js'

/**
 * The duration ending at the mention is a banishment's: "banish" governs it, with no other effect
 * between them ("banish 1 card from their hand face-up, until the End Phase"), not a banishment
 * that only comes first ("banish that target, and if you do, until the End Phase, this card's name
 * becomes …") or a cost ("You can banish …; this card gains 1000 ATK until the End Phase").
 */
/** The last "banish" before the duration, and what stands between them: an earlier one may belong to another effect ("but banish it when it leaves the field"). */
const BANISHED_UNTIL = /^.*\b[Bb]anish(?:es|ed)?\b([^;:.]*?)\s*(?:\(|,\s*)?until (?:the |your |your opponent's |its owner's )?(?:next )?$/

export function banishedUntil(before: string): boolean {
  const m = BANISHED_UNTIL.exec(before)
  return m !== null && !/\b(?:if you do|then|also|becomes?|gains?|loses?|take control)\b|, and\b/.test(m[1]!)
}

/**
 * Where the cards of a banishment for a time were banished from, so where they go back as it ends:
 * a hand ("Banish (face-up) 1 random card from your opponent's hand, until the End Phase", "Look at
 * your opponent's hand and banish 1 card from it face-up, until the End Phase"), or the field
 * ("Target 1 face-up monster you control; banish that target until the End Phase", "banish this
 * face-up card until the End Phase"). Undefined where the text leaves it open ("from your hand or
 * face-up field") or names another zone (a GY, a Deck): the expiry then only ends the banishment.
 */
export function banishedFrom(before: string): 'hand' | 'field' | undefined {
  const m = BANISHED_UNTIL.exec(before)
  if (m === null) return undefined
  const what = m[1]!
  const hand = /\bfrom (?:your |your opponent's |their |its owner's |the )?hand\b/.test(what) || (/\bfrom it\b/.test(what) && /\bhand\b[^;:.]*$/.test(before.slice(0, m.index + m[0].length - what.length)))
  if (hand) return /\bfield\b/.test(what) ? undefined : 'hand'
  if (/\b(?:GY|Graveyard|Deck)\b/.test(what)) return undefined
  return 'field'
}

/** The duration ending at the mention is a negation's: "negate its effects until the End Phase", "has its effects negated until …". */
export function negatedUntil(before: string): boolean {
  const m = /^.*\b(?:[Nn]egate|negated)\b([^;:.]*?)\s*(?:\(|,\s*)?until (?:the |your |your opponent's )?(?:next )?$/.exec(before)
  return m !== null && !/\b(?:if you do|then|also|becomes?|gains?|loses?|take control|activation)\b|, and\b/.test(m[1]!)
}

/**
 * The duration ending at the mention is control's: "take control of that target until the End Phase",
 * "gain control of them until the End Phase", "take control of both targets until your End Phase", with no
 * other effect between them (not "take control of it, and if you do, it gains 500 ATK until …").
 */
export function controlledUntil(before: string): boolean {
  const m = /^.*\b(?:[Tt]ake|[Gg]ain|takes|gains)\s+control\s+of\b([^;:.]*?)\s*(?:\(|,\s*)?until (?:the |your |your opponent's )?(?:next )?$/.exec(before)
  return m !== null && !/\b(?:if you do|then|also|becomes?|gains?|loses?|negate|banish)\b|, and\b/.test(m[1]!)
}

export function readEnds(mention: Mention, kind: TextPhaseBehaviour['kind'], ctx: SentenceContext): PhaseBehaviour['ends'] {
  if (kind !== 'expire') return undefined
  const before = ctx.sentence.masked.slice(ctx.effStart, mention.start)
  if (banishedUntil(before)) return 'banishment'
  if (negatedUntil(before)) return 'negation'
  if (controlledUntil(before)) return 'control'
  return undefined
}
