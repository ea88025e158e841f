/**
 * The kind pass, the kind settled once costs are known: an old wording without a colon ("During your
 * Standby Phase, …", "This card returns to the owner's hand during the End Phase") is a Trigger
 * Effect in the game, mostly mandatory — unless it is a maintenance cost, bookkeeping the game
 * applies (a position change, counters removed, a stat or LP change, a material detached), or a
 * Spell or Trap that only sends itself away. And a trigger of a card that stays whose effect is only
 * a stat change ("During each of your Standby Phases: It loses 500 ATK.") is applied, not activated.
 */
import type { TextPhaseBehaviour } from '../types.js'
import { clauseAround, isSpellOrTrap, resolvesAndLeaves, type Mention, type SentenceContext } from './context.js'
import { withoutTiming } from './costs-and-actions.js'
import type { MentionSite } from './mention.js'
import type { Timing } from './timing.js'

/** A battle position change or a counter removal at the end of a phase: applied by the game, not activated. */
const POSITION_OR_COUNTERS = /\b(?:changed?|placed) [^.;:]{0,60}?(?:to|in) (?:face-up |face-down )?(?:Defense|Attack) Position\b|\bremove (?:all|\d+) (?:[A-Za-z-]+ )?Counters? (?:from|on) (?:this card|it)\b/
/**
 * A stat change applied by the game each phase ("It loses 500 ATK", "the equipped monster loses
 * 200 ATK"), a controller losing Life Points, or a material detached: the duel simulator's scripts
 * apply these without activation (Stim-Pack, Noble Arms - Gallatin, Trifortressops, Destructive
 * Draw, Number 41). Gaining LP is not among them (Dancing Fairy's is a trigger), nor a monster's
 * own ATK loss (Berserk Dragon's is a trigger).
 */
const ATK_CHANGE_ONLY = /^\s*(?:[Ii]t|[Tt]he equipped monster|[Tt]hat (?:target|monster)) (?:loses|gains) \d+ (?:ATK|DEF|ATK and DEF)\s*$/
const STAT_CHANGE_ONLY = new RegExp(
  `${ATK_CHANGE_ONLY.source}|^\\s*(?:[Tt]his card's|[Tt]heir) controller loses \\d+ (?:Life Points|LP)\\s*$|^\\s*detach \\d+ (?:material|Xyz Material)s? from this card\\s*$`,
)
const PAYS_ONLY = /^(?:[^,;.]*?\b(?:must )?pays? \d+ (?:LP|Life Points)|\s*Tribute \d+ (?:of your )?monsters?\b[^,;.]*)\s*(?:during|at) [^,;.]*$/

/** The old-wording sentence, the timing taken out, is only a stat or LP change (or a detach). */
function statChangeOnly(masked: string, effStart: number, mention: Mention): boolean {
  const [cs, ce] = clauseAround(masked, mention.start, mention.end)
  const rest = (masked.slice(effStart, cs) + masked.slice(ce)).replace(/^(?:Once per turn|As long as [^,]*),\s*/, '').replace(/^[\s,]+|[\s,.]+$/g, '')
  const whole = withoutTiming(masked.slice(effStart)).replace(/^(?:Once per turn|As long as [^,]*),\s*/, '')
  return STAT_CHANGE_ONLY.test(rest) || STAT_CHANGE_ONLY.test(whole)
}

/** The effect only sends the card itself away ("destroy this card", "send this card to the GY"). */
function selfOnly(effect: string): boolean {
  return /\b(?:destroy|send) this card\b|\bthis card is (?:destroyed|sent to)\b|\bthis card\b[^.]*\b(?:destroy|send) it\b/i.test(effect) && !/\b(?:inflict|gain|draw|add|Special Summon|destroy (?:all|the|\d)|banish (?:all|\d))\b/.test(effect)
}


/**
 * The item's kind once its costs are read. `kind` and `delayed` are the set-up pass's; `hasCost`
 * says a maintenance cost was read (in the sentence or the next), `costNext` that the next sentence
 * says what not paying does.
 */
export function settledKind(mention: Mention, site: MentionSite, timing: Timing, kind: TextPhaseBehaviour['kind'], delayed: boolean, hasCost: boolean, costNext: boolean, ctx: SentenceContext): TextPhaseBehaviour['kind'] {
  const { masked } = ctx.sentence
  const { card, effStart } = ctx
  const { after, colon } = site
  const bookkeeping = POSITION_OR_COUNTERS.test(masked.slice(effStart)) || PAYS_ONLY.test(masked.slice(effStart, mention.start)) || statChangeOnly(masked, effStart, mention)
  if (timing.oldWording && kind === 'apply' && !delayed && !hasCost && !costNext && !bookkeeping && !(isSpellOrTrap(card) && selfOnly(masked.slice(effStart)))) return 'trigger'
  if (kind === 'trigger' && colon >= 0 && !timing.separated && ATK_CHANGE_ONLY.test(after.slice(colon + 1).replace(/\.\s*$/, '')) && !resolvesAndLeaves(card)) return 'apply'
  return kind
}
