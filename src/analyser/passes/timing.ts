/**
 * The timing pass (timing and kind): how the sentence is worded around a phase mention, and from that what
 * the item is — `expire` (the end of an "until …" duration), `trigger` (the phase in an activation
 * condition before a colon, or an old wording with "you can"), `apply` (an old wording without a
 * colon: applied, or settled as a trigger once its actions are read) — and whether it is mandatory.
 * Whether it was set up by a resolution is the next pass's (delayed.ts); mandatory takes that pass's
 * reading of the wording as an argument.
 */
import type { TextPhaseBehaviour } from '../types.js'
import { clauseAround, type Mention, type SentenceContext } from './context.js'
import { endsADuration, type MentionSite } from './mention.js'

const CONDITION_START = /^(?:Once per turn,? |Once per Chain, |Once, |Once |Then, )?(?:[Dd]uring|[Aa]t|If|When|if|when)\b/

const OPTIONAL_BODY = /^\s*(?:You can(?! only)|you can(?! only)|(?:That|The turn|Either|The) player can|Its owner can)\b/
const OPTIONAL_OLD = /^[^,;.]*?, (?:(?:if|while|and|as long as) [^,;.]*?, )*(?:you can(?! only)|the turn player can|by (?:sending|paying|Tributing|banishing|discarding|removing|returning|revealing|detaching))\b/i
const OPTIONAL_DELAYED = /^[^,;.:]*, (?:you|your opponent|each player|the turn player|they|that player) can(?! only)\b/

/**
 * "you can" in the same clause before the timing: "you can … during your End Phase"; or a cost the
 * player chooses to pay, "Control of this card is shifted to your opponent by paying 500 Life Points
 * at your own End Phase" (as "by paying" after the timing reads, OPTIONAL_OLD).
 */
const YOU_CAN_BEFORE = /\b[Yy]ou can(?! only)\b|\bby (?:sending|paying|Tributing|banishing|discarding|removing|returning|revealing|detaching)\b/

/**
 * The wordings a timing comes in:
 * - `until`: "… until the End Phase" (an expiry);
 * - `colon`: the phase in an activation condition, before a colon ("During your End Phase: …");
 * - `old-clause`: an old wording where the phase is not the effect's condition ("Send it to the GY
 *   during the End Phase", or a timing after the effect's colon or semicolon);
 * - `old-optional`: an old wording opening with its condition (the phase, "If …"), then "you can"
 *   ("During your Standby Phase, you can …");
 * - `old-condition`: an old wording opening with its condition, without a choice ("During each of
 *   your Standby Phases, …", "If this card attacks, it is destroyed at the end of the Battle Phase").
 */
export type TimingForm = 'until' | 'colon' | 'old-clause' | 'old-optional' | 'old-condition'

export interface Timing {
  form: TimingForm
  /** The kind the wording says; delayed.ts may turn a trigger into an applied effect, kind.ts settles an old wording's. */
  kind: TextPhaseBehaviour['kind']
  /** An old wording without a colon: a Trigger Effect in the game unless it is bookkeeping or a cost (settled in kind.ts). */
  oldWording: boolean
  /** What the item does, as the wording delimits it (masked). */
  body: string
  /** The item's span, as offsets into the sentence. */
  span: [number, number]
  /** A ":" or ";" comes before the mention in the effect: the phase is in what the effect does, not its condition. */
  separated: boolean
  /** The effect opens with its condition ("During …", "At …", "If …", "When …") and the mention is in it. */
  inCondition: boolean
  /** "… of this turn", "… of the next turn", "the next End Phase". */
  nextOrThisTurn: boolean
}

export function readTiming(mention: Mention, site: MentionSite, ctx: SentenceContext): Timing {
  const { masked } = ctx.sentence
  const { left, before, after, colon, semicolon } = site
  const separated = /[:;]/.test(before)
  const inCondition = !separated && CONDITION_START.test(before.trimStart())
  const rightPhrase = after.slice(0, 40)
  const nextOrThisTurn = /^(?: of)? (?:this|the next) turn/i.test(rightPhrase) || /\bnext $/i.test(left.slice(-6)) || /^ of the turn you activated\b/i.test(rightPhrase)
  const whole: [number, number] = [0, masked.length]
  const common = { separated, inCondition, nextOrThisTurn }
  if (endsADuration(site)) {
    const [cs, ce] = clauseAround(masked, mention.start, mention.end)
    return { form: 'until', kind: 'expire', oldWording: false, body: masked.slice(cs, ce), span: [cs, ce], ...common }
  }
  if (!separated && colon >= 0 && (semicolon < 0 || colon < semicolon)) {
    return { form: 'colon', kind: 'trigger', oldWording: false, body: after.slice(colon + 1), span: whole, ...common }
  }
  if (separated || !inCondition) {
    const span = separated ? clauseAround(masked, mention.start, mention.end) : whole
    return { form: 'old-clause', kind: 'apply', oldWording: true, body: masked.slice(ctx.effStart), span, ...common }
  }
  if (!nextOrThisTurn && OPTIONAL_OLD.test(after)) return { form: 'old-optional', kind: 'trigger', oldWording: false, body: after, span: whole, ...common }
  return { form: 'old-condition', kind: 'apply', oldWording: true, body: after, span: whole, ...common }
}

/**
 * Mandatory or optional, as the wording says: an expiry always happens; a trigger is optional when
 * its effect opens with "You can"; an old wording is optional with "…, you can" after the timing,
 * or (not set up by a resolution) with "you can" before it in its clause. `setUp` is delayed.ts's
 * reading of the wording (before the set-up rewrites).
 */
export function mandatoryOf(mention: Mention, site: MentionSite, timing: Timing, setUp: boolean, ctx: SentenceContext): boolean {
  const { masked } = ctx.sentence
  switch (timing.form) {
    case 'until':
      return true
    case 'colon':
      return !OPTIONAL_BODY.test(timing.body)
    case 'old-clause': {
      const clause = masked.slice(clauseAround(masked, mention.start, mention.end)[0], mention.start)
      return !OPTIONAL_DELAYED.test(site.after) && (setUp || !YOU_CAN_BEFORE.test(clause))
    }
    case 'old-optional':
      return false
    case 'old-condition':
      return !OPTIONAL_DELAYED.test(site.after)
  }
}
