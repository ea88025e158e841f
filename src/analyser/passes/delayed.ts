/**
 * The delayed pass: whether the item was set up by a resolution (a delayed or lingering effect:
 * "banish it until the End Phase", "during the End Phase of this turn, destroy that monster",
 * a Normal Spell's later effect) rather than a timing the card has all along. First as the wording
 * says (`setUpByWording`), then the rewrites that set-ups imply for the kind (`setUpRewrites`):
 * an item set up by a resolution is applied when the time comes, not activated.
 */
import type { TextPhaseBehaviour } from '../types.js'
import { clauseAround, isSpellOrTrap, resolvesAndLeaves, type Mention, type SentenceContext } from './context.js'
import type { MentionSite } from './mention.js'
import type { Timing } from './timing.js'
import { zoneOf } from './zone.js'

/** What a delayed effect acts on: what another effect (or an attack, a battle) set up. */
const SET_UP_SUBJECT = /\b(?:that|those) (?:[A-Za-z-]+ ){0,3}(?:[Mm]onsters?|[Cc]ards?|targets?)\b|\bthe (?:banished|destroyed|Summoned|Special Summoned|returned) (?:[A-Za-z-]+ )?(?:[Mm]onsters?|[Cc]ards?)\b|\b(?:Summoned|affected|banished|equipped|targeted|changed|placed|added|revealed) by this (?:card's )?effect\b|\btargeted by this card\b|\bthis Token\b|\bthe monsters? (?:it|this card) (?:attacked|destroyed)\b/
/** An effect acting only on what the card's own earlier effect did ("Special Summon the monster(s) banished by this effect"). */
const ON_WHAT_IT_DID = /^\s*(?:Special Summon|Return|Add|Destroy|Banish|Shuffle) (?:the|all) (?:monsters?|cards?)(?:\(s\))? (?:banished|Summoned|Special Summoned|returned|destroyed|sent) by this (?:card's )?effect\b/
/** A sentence whose subject is what another effect set up ("That Fusion Monster …, and is returned …"). */
export const SET_UP_SENTENCE = /^\s*If (?:Normal |Special |Tribute )?Summoned this way\b|^\s*(?:That|Those|They|Their|Its?)\b|^\s*The (?:banished|Special Summoned|destroyed|returned) |^\s*If you (?:used|use) this effect\b|^\s*If you do\b|\b(?:by|with|from) this (?:card's )?effect\b/
/** "… during your 2nd Standby Phase after activation", "… of the 5th turn after the attack". */
const AFTER_SET_UP = /^(?: of (?:the|your|your opponent's) (?:\d+(?:st|nd|rd|th)|next|second|third) turn)? after (?:this card's |its |the )?(?:activation|activating|being activated|the attack)|^ after this (?:effect|card) (?:was|is) activated/i
const ACTIVATED_TURN = /^ of the turn (?:this card|this effect|it) (?:is|was) (?:activated|resolved|used)/i

/** The wording alone says the item was set up by a resolution. */
export function setUpByWording(mention: Mention, site: MentionSite, timing: Timing, ctx: SentenceContext): boolean {
  const { masked } = ctx.sentence
  const { effStart } = ctx
  switch (timing.form) {
    case 'until':
      return true
    case 'colon':
    case 'old-optional':
      return false
    case 'old-clause': {
      const clause = masked.slice(clauseAround(masked, mention.start, mention.end)[0], mention.start)
      const thisCardFirst = /\b[Ii]f this (?:face-up |Set )?(?:[A-Za-z ]{0,30} )?card\b/.test(masked.slice(0, mention.start)) || /^\s*This card\b/.test(masked.slice(effStart))
      return (
        timing.separated ||
        timing.nextOrThisTurn ||
        /\b(?:it|them|that monster|those monsters|the monsters?)\b[^,;.]{0,12}$/.test(masked.slice(0, mention.start).replace(/\s*(?:during|at) (?:the |your |your opponent's )?(?:next )?$/, '')) ||
        SET_UP_SUBJECT.test(clause) ||
        (!thisCardFirst && /\b(?:it|them)\b/.test(clause)) ||
        SET_UP_SENTENCE.test(masked.slice(effStart))
      )
    }
    case 'old-condition':
      return (
        timing.nextOrThisTurn ||
        SET_UP_SUBJECT.test(site.after.split(/[.;]/)[0] ?? '') ||
        SET_UP_SUBJECT.test(masked.slice(clauseAround(masked, mention.start, mention.end)[0], mention.start)) ||
        /\b(?:by|with|from) this (?:card's )?effect\b/.test(masked.slice(effStart)) ||
        SET_UP_SENTENCE.test(masked.slice(effStart))
      )
  }
}

/**
 * Set-ups the wording's kind does not show: a bullet of "You can apply the following effect(s) for
 * the rest of this turn", a timing counted from the card's activation ("During your 2nd End Phase
 * after activation: …"), and a phase effect of a Normal or Quick-Play Spell or Normal Trap, which
 * left the field once it resolved. `kind` and `delayed` are the timing pass's and the wording's.
 */
export function setUpRewrites(kind: TextPhaseBehaviour['kind'], delayed: boolean, site: MentionSite, timing: Timing, ctx: SentenceContext): { kind: TextPhaseBehaviour['kind']; delayed: boolean } {
  const { masked } = ctx.sentence
  const { card, effStart } = ctx
  const { left, after, colon } = site
  if (kind !== 'expire' && /\bapply (?:the following|these|this) effects?(?:\(s\))?\b[^.]*\bfor the rest of (?:this|the) turn\b/.test(ctx.context)) {
    delayed = true
    if (kind === 'trigger' && colon < 0) kind = 'apply'
  }
  const staysAndTriggers = kind === 'trigger' && colon >= 0 && !timing.separated && isSpellOrTrap(card) && !resolvesAndLeaves(card) && /^ after this card's activation\b/i.test(after.slice(0, 40))
  if (staysAndTriggers) {
    // "During your 2nd Standby Phase after this card's activation: …" on a card that stays on the
    // field (a Continuous Spell): the card's own mandatory trigger, counted from its activation.
  } else if (kind === 'trigger' && colon >= 0 && !timing.separated && /^\s*Once per turn, during the next (?:Standby|End) Phase after this effect was activated\b/.test(masked.slice(effStart))) {
    // "Once per turn, during the next Standby Phase after this effect was activated: …": a trigger
    // the card has all along, its condition the earlier activation (a one-off set-up is never
    // "once per turn"); the duel simulator's scripts register it with the card.
  } else if (AFTER_SET_UP.test(after.slice(0, 60)) || ACTIVATED_TURN.test(after.slice(0, 50)) || /\b(?:during|in) this $/.test(left)) {
    // "During your 2nd End Phase after activation: …", "Once, during this End Phase": set up by the
    // resolution of the card, applied when the time comes, not activated.
    delayed = true
    if (kind === 'trigger') kind = 'apply'
  }
  // "During your End Phase: Special Summon the monster(s) banished by this effect." (Forgotten Temple
  // of the Deep): it acts only on what an earlier use of the effect did, so it exists only where the
  // board says that use happened this turn, like any effect set up by a resolution.
  if (kind === 'trigger' && colon >= 0 && !delayed && ON_WHAT_IT_DID.test(after.slice(colon + 1))) delayed = true
  // A Normal or Quick-Play Spell or a Normal Trap leaves the field once it resolves: a phase
  // effect in its text (not its activation condition, not a GY effect) was set up by resolving it.
  if (kind !== 'expire' && !delayed && resolvesAndLeaves(card) && !(kind === 'trigger' && colon >= 0) && zoneOf(masked.slice(effStart)) === 'field') delayed = true
  return { kind, delayed }
}
