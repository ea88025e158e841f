/**
 * How a card ruling concerns a card, as the resolver cites it: data stored on the ruling-card link
 * (curated in content/rulings/*.yaml as the ruling's card links, editable without touching the engine) and handed to
 * the engine with the board. Plain data, no I/O.
 *
 * - discarded-for-hand-size: cited when the card is discarded for hand size (what that does or does not trigger);
 * - hand-size-modifier: cited when the card changes the hand size limit;
 * - lost-in-chain: cited when the card's own trigger is lost because an event of the discard chain's resolution would trigger it;
 * - meets: cited on the events of either card when both are on the board (a pair ruling);
 * - chainable-discard-trigger: the card's discard trigger may be chained to (cited on that chain);
 * - hand-size-discard: cited on every hand-size discard while the card is involved (it reacts to cards leaving the hand).
 */
import type { Reading } from './vocabulary.js'

export type CardRulingSituation = 'discarded-for-hand-size' | 'hand-size-modifier' | 'lost-in-chain' | 'meets' | 'chainable-discard-trigger' | 'hand-size-discard'

export const CARD_RULING_SITUATIONS: readonly CardRulingSituation[] = [
  'discarded-for-hand-size',
  'hand-size-modifier',
  'lost-in-chain',
  'meets',
  'chainable-discard-trigger',
  'hand-size-discard',
]

/** When the resolver cites a ruling for a card linked with each situation (the document lists these). */
export const SITUATION_MEANINGS: Record<CardRulingSituation, string> = {
  'discarded-for-hand-size': 'the card is discarded for hand size (what that does or does not trigger)',
  'hand-size-modifier': 'the card changes the hand size limit',
  'lost-in-chain': "the card's own trigger is lost because an event of the discard chain's resolution would trigger it",
  meets: 'both cards of the link (the card and `with`) are on the board: cited on the events of either',
  'chainable-discard-trigger': "the card's discard trigger may be chained to (cited on that chain)",
  'hand-size-discard': 'every hand-size discard while the card is involved (it reacts to cards leaving the hand)',
}

export interface CardRulingLink {
  ruling: string
  situations: CardRulingSituation[]
  /** The canonical English name of the other card the ruling needs involved too (absent: none). */
  with?: string
  /** The readings it is cited under (absent: every reading). */
  readings?: Reading[]
}
