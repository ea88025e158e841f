/**
 * The final rewrites: a Trap's or Quick-Play Spell's activation is the card's, optional
 * (as an item of its own where the text names the phase it may be activated in, or as what a
 * trigger of the card is); and one effect usable from two zones is listed once per zone.
 */
import type { CardZone, StateCondition } from '../../domain/behaviour.js'
import type { Sentence } from '../text.js'
import type { TextPhaseBehaviour } from '../types.js'
import { activatesAsCard, type Mention, type SentenceContext } from './context.js'
import type { MentionSite } from './mention.js'
import { turnOf } from './turn.js'

/** A Trap or Spell that stays on the field once activated: its later effects are not its activation. */
const STAYS_ON_FIELD = /\bequip(?:ped)?\b|\bremains? (?:face-up )?on the field\b|\bTreat this card as\b|\bthis face-up card\b/i

/** "Activate only during your opponent's End Phase": the activation of the Spell or Trap itself, its owner's choice, as an item. */
export function cardActivationItem(mention: Mention, ctx: SentenceContext): TextPhaseBehaviour {
  const { masked, text } = ctx.sentence
  return {
    phase: mention.phase,
    kind: 'trigger',
    mandatory: false,
    turn: turnOf(mention, masked, 'trigger', ctx.context + masked.slice(0, mention.start)),
    activation: 'card',
    ...(mention.old ? { wording: 'end-of-turn' as const } : {}),
    source: 'text',
    span: text,
  }
}

/**
 * The trigger is the activation of a Trap or Quick-Play Spell itself (on the field, in the card's
 * text, the card does not stay on the field once activated): optional, where its type allows.
 * `kind` is the settled kind, `zone` the zone pass's; only for an item the card has all along.
 */
export function activatesAsTheCard(kind: TextPhaseBehaviour['kind'], delayed: boolean, zone: CardZone | undefined, ctx: SentenceContext): boolean {
  const { card } = ctx
  return !delayed && kind === 'trigger' && (zone ?? 'field') === 'field' && !ctx.part && activatesAsCard(card) && !STAYS_ON_FIELD.test(card?.text ?? '')
}

/**
 * One effect usable from two zones ("You can send this card from your hand or field to the GY",
 * "if this card is in your hand or GY"): the game lists it once per zone. `zones` are both, in the
 * text's order; `first` the zone of the first item when the zone pass read none and the condition
 * (not a cost "from your …") names both. `kind` is the set-up pass's, `condText` the trigger's condition.
 */
export function twoZones(kind: TextPhaseBehaviour['kind'], delayed: boolean, site: MentionSite, condText: string): { first?: CardZone; zones: [CardZone, CardZone] } | undefined {
  const { after, colon } = site
  const zones =
    kind === 'trigger' && colon >= 0 && !delayed
      ? (/\bthis card from your (hand|field|GY|Graveyard) or (?:your )?(hand|field|GY|Graveyard)\b/.exec(after.slice(colon + 1).split(';')[0] ?? '') ??
        /\bif this card is in your (hand|GY|Graveyard) or (?:your )?(hand|GY|Graveyard)\b/.exec(condText))
      : null
  if (!zones) return undefined
  const asZone = (word: string): CardZone => (word === 'hand' ? 'hand' : word === 'field' ? 'field' : 'graveyard')
  const both: [CardZone, CardZone] = [asZone(zones[1]!), asZone(zones[2]!)]
  return /\bfrom your\b/.test(zones[0]) ? { zones: both } : { first: zones[1] === 'hand' ? 'hand' : 'graveyard', zones: both }
}

/**
 * "If you control no cards, you can activate this card from your hand." (Evenly Matched), "If you
 * control no cards in your Spell & Trap Zone, you can activate this card from your hand." (Infinite
 * Impermanence): the condition under which the card's activation may come from the hand.
 */
const FROM_HAND_IF_NONE: ReadonlyArray<{ re: RegExp; requires: StateCondition[] }> = [
  { re: /^If you control no cards, you can activate this card from your hand\.?$/, requires: [{ check: 'card-count', zone: 'field', whose: 'controller', max: 0 }] },
  { re: /^If you control no cards in your Spell & Trap Zone, you can activate this card from your hand\.?$/, requires: [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'spell-trap', max: 0 }] },
]

/** The sentence of the card's text that lets it be activated from the hand, and under what condition (as data). */
export function fromHandCondition(sentences: readonly Sentence[]): { requires: StateCondition[] } | undefined {
  for (const sentence of sentences) {
    const found = FROM_HAND_IF_NONE.find(({ re }) => re.test(sentence.text.trim()))
    if (found !== undefined) return { requires: found.requires }
  }
  return undefined
}

/** Whether a sentence is the card's permission to be activated from the hand. */
export function isFromHandPermission(sentence: Sentence): boolean {
  return FROM_HAND_IF_NONE.some(({ re }) => re.test(sentence.text.trim()))
}

/**
 * A Trap's activation of the card from the hand, where its text allows it while its controller
 * controls no cards: a copy of each of its activations in the hand, with that condition. The
 * sentences are the card's; the items are the ones read from them.
 */
export function fromHandCopies(phases: readonly TextPhaseBehaviour[], sentences: readonly Sentence[]): TextPhaseBehaviour[] {
  const allowed = fromHandCondition(sentences)
  if (allowed === undefined) return []
  return phases.filter((phase) => phase.activation === 'card' && phase.zone === undefined).map((phase) => ({ ...inZone(phase, 'hand'), requires: [...(phase.requires ?? []), ...allowed.requires] }))
}

/** The item in another zone: a copy with only its zone changed. */
export function inZone(behaviour: TextPhaseBehaviour, zone: CardZone): TextPhaseBehaviour {
  const copy: TextPhaseBehaviour = { ...behaviour }
  if (zone === 'field') delete copy.zone
  else copy.zone = zone
  return copy
}
