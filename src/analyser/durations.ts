/**
 * Negations that last until the end of the turn ("negate its effects until the end of this turn",
 * "they have their effects negated until the end of this turn", "(The effects remain negated until
 * the end of this turn.)" after a plain "negate its effects"): an effect a resolution leaves on
 * another card, which ends as the turn ends, after the hand-size step. Read as an `end` `expire`
 * with `lasts: 'end-of-turn'` and `ends: 'negation'`, set up by the resolution (`delayed`): no list
 * item of the card's own, but the data the resolver needs to end the negation it derives from the
 * turn so far.
 */
import type { Sentence } from './text.js'
import { OPPONENTS_CONTEXT, YOURS_CONTEXT, setUpTurn } from './phases.js'
import type { AnalyserCard, TextPhaseBehaviour } from './types.js'
import type { LingeringEffect, TurnScope } from '../domain/behaviour.js'

const NEGATION_UNTIL_END =
  /\b(?:[Nn]egate|negates)\b([^.;:]*?)\beffects?\b([^.;:]*?)\buntil the end of (?:this|the) turn\b|\beffects? (?:are |is |remains? )?negated\b([^.;:]*?)\buntil the end of (?:this|the) turn\b/g
/** Words that start another effect between the negation and the duration ("…, also its Level becomes … until the end of this turn"). */
const ANOTHER_EFFECT = /\b(?:also|then|becomes?|gains?|loses?|cannot|unaffected)\b/
const LABEL = /^(?:[A-Z][A-Za-z]*|\d+\+?)\s*:\s*/

/** Whose turn the negation ends in: the turn the effect that negates can be used in, else either. */
function turnOf(effect: string, card: AnalyserCard | undefined): TurnScope {
  const opponents = OPPONENTS_CONTEXT.test(effect)
  const yours = YOURS_CONTEXT.test(effect)
  if (opponents && !yours) return 'opponents'
  if (yours && !opponents && !/\bor your opponent's\b/.test(effect)) return 'yours'
  return setUpTurn(effect, card) ?? 'each'
}

export function readDurations(sentence: Sentence, part: 'pendulum' | undefined, card?: AnalyserCard): TextPhaseBehaviour[] {
  const { masked, text } = sentence
  if (!/\buntil the end of (?:this|the) turn\b/.test(masked)) return []
  const effStart = LABEL.exec(masked)?.[0].length ?? 0
  const out: TextPhaseBehaviour[] = []
  for (const m of masked.matchAll(NEGATION_UNTIL_END)) {
    const between = (m[1] ?? '') + (m[2] ?? '') + (m[3] ?? '')
    if (ANOTHER_EFFECT.test(between)) continue
    const behaviour: TextPhaseBehaviour = {
      phase: 'end',
      kind: 'expire',
      mandatory: true,
      turn: turnOf(masked.slice(effStart), card),
      lasts: 'end-of-turn',
      ends: 'negation',
      delayed: true,
      source: 'text',
      span: text.slice(m.index, m.index + m[0].length),
    }
    if (part) behaviour.part = part
    out.push(behaviour)
  }
  return out
}

/**
 * Effects a resolution leaves for the rest of the turn, wherever its card then is: "you take no
 * effect damage this turn" (Hanewata: after its cost, "for the rest of this turn", "until the end of
 * this turn"), "This turn, any monster sent to the GY is banished instead." (Different Dimension
 * Ground), "for the rest of this turn, any card sent to your GY is banished instead". Read as an
 * `end` `expire` with `lasts: 'end-of-turn'`, set up by the resolution (`delayed`), which `holds` the
 * effect until it ends after the hand-size step. A narrowed one ("no effect damage from your
 * opponent's card effects") is not read: the lingering data cannot say whose effects. A sentence
 * that sets nothing up ("After this card is Special Summoned, …") is not one.
 */
const LINGERING: ReadonlyArray<{ re: RegExp; hold: (m: RegExpExecArray) => LingeringEffect }> = [
  {
    re: /\byou take no effect damage (?:this turn|for the rest of this turn|until the end of this turn)\b/gi,
    hold: () => ({ effect: 'no-effect-damage', cards: 'any', whose: 'controller' }),
  },
  {
    re: /\b(?:[Tt]his turn|for the rest of this turn|[Uu]ntil the end of this turn), any (card|monster) sent to (the|your|your opponent's) (?:GY|Graveyard) is banished instead\b/g,
    hold: (m) => ({ effect: 'banish-instead', cards: m[1] === 'monster' ? 'monster' : 'any', whose: m[2] === 'the' ? 'each' : m[2] === 'your' ? 'controller' : 'opponent' }),
  },
]

export function readLingering(sentence: Sentence, part: 'pendulum' | undefined): TextPhaseBehaviour[] {
  const { masked, text } = sentence
  if (/^After\b/.test(masked.trim())) return []
  const out: TextPhaseBehaviour[] = []
  for (const { re, hold } of LINGERING) {
    for (const m of masked.matchAll(re)) {
      const behaviour: TextPhaseBehaviour = {
        phase: 'end',
        kind: 'expire',
        mandatory: true,
        turn: 'each',
        lasts: 'end-of-turn',
        delayed: true,
        holds: [hold(m as RegExpExecArray)],
        source: 'text',
        span: text.slice(m.index, m.index + m[0].length),
      }
      if (part) behaviour.part = part
      out.push(behaviour)
    }
  }
  return out
}
