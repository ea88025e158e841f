/**
 * The mention pass: every mention of the End Phase, the Standby Phase or the end of the
 * Battle Phase (and the old "at the end of the turn") in a sentence, and whether it is a timing the
 * card acts in, the timing of the card's own activation ("Activate only during your opponent's End
 * Phase"), or not a timing at all (the end of an "until the end of the turn", a phase something does
 * not happen in, another phase named as a reference point, an event's condition, a Quick Effect's
 * window).
 */
import type { PhaseWindow } from '../../domain/behaviour.js'
import { isSpellOrTrap, type Mention, type SentenceContext } from './context.js'

const MENTION =
  /\b(?:End Phases?|Standby Phases?)\b|\bend of (?:the|each|your|your opponent's|that|this) Battle Phase\b|\bend of (?:the|each|your|your opponent's|each player's) turn\b/g

// Left-context tests (on the text just before the mention).
const UNTIL = /\buntil (?:the |your |your opponent's |their |his\/her |its owner's |the opponent's )?(?:next |own |\d+(?:st|nd|rd|th) |second |third )?$/i
const UNTIL_END_OF = /\buntil the end of (?:the )?$/i
const OLD_AT_THE = /\bat (?:the )?$/i
const ACTIVATION_TIMING = [
  /\b(?:[Aa]ctivate|activated|activating)\b[^.;:]{0,40}\bonly\b[^.;:]{0,40}$/,
  /\bonly\b[^.;:]{0,12}\b(?:activate|be activated|use)\b[^.;:,]{0,40}$/,
  /\bcannot (?:be )?activated?\b[^.;:,]{0,40}$/,
  /\b(?:becomes|is now) the $/,
  /\b[Ss]kip (?:the |your |your opponent's |their |his\/her )?(?:next |own )?$/,
  /\bexcept during (?:the |your |your opponent's )?$/,
  /\bactivate (?:its|their) effects? during (?:the |your |your opponent's )?$/,
  /\bactivate this card\b[^.;:]{0,40}\bduring (?:the |your |your opponent's )?$/,
]
/** A clause that is an event condition on something that happens in the phase ("if … would be destroyed during the End Phase"). */
const EVENT_CLAUSE = /^\s*(?:If|When|if|when|Each time|each time)\b[^,]*\b(?:destroyed|sent|banished|discarded|returned|removed|Summoned|activated|flipped(?: face-up)?)\b[^,]*\b(?:during|in) (?:the |your |your opponent's |each )?$/

/** "Activate only during …": the card's own activation timing. */
const ACTIVATE_ONLY_DURING = /\b(?:[Aa]ctivate (?:this card )?only|only activate this card) (?:during|in|at) (?:the |your |your opponent's |each )?(?:next )?$/

/** The sentence may mention a phase at all; a sentence that reacts to the hand-size discard itself (Dark World Grimoire) has no list item. */
export function mayHaveTimings(masked: string): boolean {
  if (!/Phase|end of (?:the|each|your|your opponent's|each player's) turn/i.test(masked)) return false
  return !(/\bhand size limit\b/.test(masked) && /\bbecause\b/.test(masked))
}

export function findMentions(masked: string): Mention[] {
  const out: Mention[] = []
  for (const m of masked.matchAll(MENTION)) {
    const text = m[0]
    const phase: PhaseWindow = /Standby/.test(text) ? 'standby' : /Battle Phase/.test(text) ? 'battle-end-step' : 'end'
    out.push({ phase, start: m.index, end: m.index + text.length, old: /turn$/.test(text) })
  }
  return out
}

/** What is around a mention, as the later passes read it. */
export interface MentionSite {
  /** Up to 70 characters of the masked sentence before the mention. */
  left: string
  /** The effect before the mention (after a leading label). */
  before: string
  /** The masked sentence after the mention. */
  after: string
  /** Where the first ":" and ";" are in `after` (-1 when none). */
  colon: number
  semicolon: number
}

export function siteOf(mention: Mention, ctx: SentenceContext): MentionSite {
  const { masked } = ctx.sentence
  const after = masked.slice(mention.end)
  return {
    left: masked.slice(Math.max(0, mention.start - 70), mention.start),
    before: masked.slice(ctx.effStart, mention.start),
    after,
    colon: after.indexOf(':'),
    semicolon: after.indexOf(';'),
  }
}

/**
 * - `timing`: the card acts in the phase (read on by the other passes);
 * - `card-activation`: the phase is when this Spell or Trap itself may be activated (an item of its own);
 * - `not-a-timing`: nothing to list.
 */
export type MentionRole = 'timing' | 'card-activation' | 'not-a-timing'

export function mentionRole(mention: Mention, site: MentionSite, ctx: SentenceContext): MentionRole {
  const { masked } = ctx.sentence
  const { left, before, after, colon, semicolon } = site
  if (mention.old && (!OLD_AT_THE.test(left) || /\buntil the $/i.test(left))) return 'not-a-timing'
  if (!mention.old && mention.phase !== 'battle-end-step' && UNTIL_END_OF.test(left)) return 'not-a-timing'
  if (!UNTIL.test(left) && ACTIVATION_TIMING.some((re) => re.test(left))) {
    // "Activate only during your opponent's End Phase": the activation of the Spell or Trap
    // itself, its owner's choice, where its card type may be activated then.
    return ACTIVATE_ONLY_DURING.test(left) && isSpellOrTrap(ctx.card) && !ctx.part ? 'card-activation' : 'not-a-timing'
  }
  const clauseBefore = masked.slice(0, mention.start).replace(/^[^]*[,;:.]/, '')
  if (EVENT_CLAUSE.test(clauseBefore)) return 'not-a-timing'
  // A name, not a timing: "this card's End Phase effect", "doubled during each of your following Standby Phases".
  if (/^ effects?\b/.test(after) || /\bfollowing $|\bfor \w+ of (?:your|the|their) $/.test(left)) return 'not-a-timing'
  // A phase in which something does not happen: "do not return to their owners' hands during the End Phase".
  if (!UNTIL.test(left) && (/\b(?:do|does|did) not\b[^,.;:]*$/.test(left) || /\bNeither player\b[^.;:]*$/.test(left))) return 'not-a-timing'
  // Another phase named as a reference point: "sent there since your last Standby Phase".
  if (/\b(?:since|before) (?:your |the |their )?(?:last |previous )?$/.test(left)) return 'not-a-timing'
  // A Quick Effect's window, not a timing of its own.
  if (colon >= 0 && (semicolon < 0 || colon < semicolon) && /\(Quick Effect\)/.test(after.slice(0, colon))) return 'not-a-timing'
  if (/\(Quick Effect\)\s*$/.test(before) && colon < 0) return 'not-a-timing'
  return 'timing'
}

/** The mention ends an "until …" duration. */
export function endsADuration(site: MentionSite): boolean {
  return UNTIL.test(site.left)
}
