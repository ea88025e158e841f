/**
 * Limits read from the text, as small named passes over a card's sentences, each with its own table
 * of wordings:
 * - `readOncePerTurn`: "You can only use this effect of "X" once per turn" after an effect, or "You
 *   can only use each effect of "X" once per turn" (by name: no other copy of X of that player may
 *   use it after), or an effect opening "Once per turn," (per copy);
 * - `readActivateOncePerTurn`: "You can only activate 1 "X" per turn" (the card's own activation, by
 *   name: a second copy of that player cannot be activated that turn);
 * - `readMustPay`: a maintenance cost whose text says paying is not optional ("you must pay 500 LP
 *   (this is not optional), or this card is destroyed"; "must pay 500 Life Points … If they cannot,
 *   destroy this card").
 */
import type { Sentence } from './text.js'

/** "You can only use this effect of "X" once per turn": the effect just before it. */
const THIS_EFFECT_BY_NAME = /^You can only use (?:this|that) effect of "x+" once per turn\.?$/
/** Every effect of the card (or every effect after it, for "each of the following effects"). */
const EACH_EFFECT_BY_NAME = [
  { re: /^You can only use each effect of "x+" once per turn\.?$/, following: false },
  { re: /^You can only use 1 "x+" effect per turn, and only once that turn\.?$/, following: false },
  { re: /^You can only use each of the following effects of "x+" once per turn\.?$/, following: true },
  // One limit shared by the effects after it, by name (Witchcrafter Scroll): a second copy cannot either.
  { re: /^You can only use 1 of the following effects of "x+" per turn, and only once that turn\.?$/, following: true },
] as const
/** An effect that opens with its own limit: per copy. */
const PER_COPY = /^Once per turn,/
/** A sentence that starts another effect: an activation condition or a cost, or a limit of its own. */
const STARTS_EFFECT = /[:;]|^Once per\b|^You can only\b/

/**
 * The once-per-turn limit of the effect read from sentence `at` (a phase item the card activates):
 * 'name', 'instance', or undefined when the text sets none.
 */
export function readOncePerTurn(sentences: readonly Sentence[], at: number): 'name' | 'instance' | undefined {
  const own = sentences[at]
  if (!own) return undefined
  // The limit right after the effect: the effect's own sentences may go on ("If they called it right, …").
  for (let i = at + 1; i < sentences.length; i++) {
    const next = sentences[i]!
    if (THIS_EFFECT_BY_NAME.test(next.masked)) return 'name'
    if (next.bullet || STARTS_EFFECT.test(next.masked)) break
  }
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i]!
    for (const { re, following } of EACH_EFFECT_BY_NAME) if (re.test(sentence.masked) && (!following || i < at)) return 'name'
  }
  return PER_COPY.test(own.masked) ? 'instance' : undefined
}

/**
 * "You can only activate 1 "X" per turn": the card itself may be activated once per turn by name (no
 * other copy of that player's either). Read on the text as written: a name may hold quotes of its own.
 */
const ACTIVATE_ONE_PER_TURN = /\bYou can only activate 1 ".+?" per turn\b/

/** The card's activation is limited to one per turn by its name ("You can only activate 1 "X" per turn"). */
export function readActivateOncePerTurn(text: string | null | undefined): boolean {
  return text !== null && text !== undefined && ACTIVATE_ONE_PER_TURN.test(text)
}

/** One limit for all its effects ("You can only use 1 "X" effect per turn, and only once that turn", "… 1 of the following effects of "X" per turn, …"). */
const ONE_EFFECT_PER_TURN = /\bYou can only use 1 (?:"[^"]+" effect|of the following effects of "[^"]+") per turn, and only once that turn\b/

/** The card's effects share one limit by name: using any of them this turn uses them all. */
export function readOneEffectPerTurn(text: string | null | undefined): boolean {
  return text !== null && text !== undefined && ONE_EFFECT_PER_TURN.test(text)
}

const NOT_OPTIONAL = /\(this is not optional\)/
const MUST_PAY_UNLESS_UNABLE = /\bmust pay\b/
const IF_UNABLE = /^\s*If (?:they|you) (?:cannot|can't|do not have enough)\b/

/** The maintenance cost read from `sentence` must be paid whenever it can be (`following`: the text after it). */
export function readMustPay(sentence: Sentence, following: string): boolean {
  if (NOT_OPTIONAL.test(sentence.masked)) return true
  return MUST_PAY_UNLESS_UNABLE.test(sentence.masked) && IF_UNABLE.test(following)
}
