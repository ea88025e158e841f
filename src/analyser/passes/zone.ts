/**
 * The zone pass: where the card is when the item is on the list. An expiry is the field's unless the
 * card banished itself for the time; an item set up by a resolution is the field's (the card that
 * set it up need not be anywhere); any other is read from the effect (banished, hand, graveyard).
 */
import type { CardZone } from '../../domain/behaviour.js'
import type { TextPhaseBehaviour } from '../types.js'
import type { Mention, SentenceContext } from './context.js'

const GRAVEYARD_ZONE = [
  /\bthis card is in (?:your|the|either) (?:GY|Graveyard)/,
  /\bwhile this card is in your (?:GY|Graveyard)/,
  /\bbecause (?:it|this card) was (?:sent|destroyed|discarded|Tributed|detached|used)/,
  /\bthis (?:face-up |Set |Xyz Summoned |Special Summoned )?card[^:;.]{0,60}?\b(?:was|is)\b[^:;.]*?\bsent (?:there|to (?:the|your) (?:GY|Graveyard))/,
  /\bthis card (?:from|in) (?:your|the) (?:GY|Graveyard)/,
  /\bif this card was Tributed\b[^:;.]*\bthis turn\b/,
  /\bthis card from (?:your|the) (?:GY|Graveyard)/,
  /\bthis card\b[^:;.]{0,40}\bfrom (?:your|the) (?:GY|Graveyard)/,
  /\bafter this card (?:on the field )?was destroyed\b/,
  /\bif you have this card\b[^:;.]*\bin your (?:GY|Graveyard)\b/,
]
/** "… for each "Malice Ascendant" in your Graveyard": where the name is the card's own, the copies in the GY are what acts. */
const EACH_OWN_COPY_IN_GY = /\bfor each ("[^"]+") in your (?:GY|Graveyard)\b/
const BANISHED_ZONE = /\bthis card is (?:currently |still )?banished|\bthis banished card|\bthis card (?:was|is) banished|\bthis card banished by|\bIf this card is banished\b/
const HAND_ZONE = /\bthis card (?:from|in) your hand|\breveal this card in your hand|\b[Dd]iscard this card\b/

export function zoneOf(effect: string): CardZone {
  if (BANISHED_ZONE.test(effect)) return 'banished'
  // A cost of discarding the card itself: the effect is activated from the hand.
  if (/\b[Dd]iscard this card\b/.test(effect)) return 'hand'
  if (GRAVEYARD_ZONE.some((re) => re.test(effect))) return 'graveyard'
  if (HAND_ZONE.test(effect)) return 'hand'
  return 'field'
}

/** "banish both that monster and this card (until the End Phase)": the card and its target, banished together. */
export const BANISHED_WITH_TARGET = /\b[Bb]anish both (?:it|that monster|that target) and this card\b[^;.]*$/

/** The item's zone, undefined for the field. `kind` and `delayed` are the earlier passes'. */
export function readZone(mention: Mention, kind: TextPhaseBehaviour['kind'], delayed: boolean, ctx: SentenceContext): CardZone | undefined {
  const { masked } = ctx.sentence
  let zone: CardZone = 'field'
  if (kind === 'expire') {
    const before = masked.slice(0, mention.start)
    if (/\b[Bb]anish this (?:face-up )?card\b[^;.]*$/.test(before) || BANISHED_WITH_TARGET.test(before)) zone = 'banished'
  } else if (!delayed) {
    zone = zoneOf(masked.slice(ctx.effStart))
    // An effect counting its own copies in the GY, naming no card on the field: it acts from there (Malice Ascendant).
    const own = EACH_OWN_COPY_IN_GY.exec(ctx.sentence.text.slice(ctx.effStart))
    if (zone === 'field' && own !== null && ctx.card !== undefined && own[1] === `"${ctx.card.name}"` && !/\bthis card\b/.test(masked.slice(ctx.effStart))) zone = 'graveyard'
  }
  return zone === 'field' ? undefined : zone
}
