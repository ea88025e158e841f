/**
 * What a card does by itself in a phase window, as the resolver needs it.
 * Shared by the curated content, the text analyser, the catalog and the engine:
 * plain data, no I/O.
 */

/** The windows that run the list procedure. */
export type PhaseWindow = 'end' | 'standby' | 'battle-end-step'

/** Whose turn the behaviour applies in, seen from the card's controller. */
export type TurnScope = 'yours' | 'opponents' | 'each'

/** Where the behaviour came from: curated by the project, read from the card text, or given inline in a request. */
export type BehaviourSource = 'curated' | 'text' | 'request'

/** Where the card must be for the behaviour to yield its item. */
export type CardZone = 'field' | 'graveyard' | 'hand' | 'banished'

/** Where an item sends its subject. */
export type Destination = 'graveyard' | 'deck' | 'hand' | 'banished'

export interface PhaseBehaviour {
  phase: PhaseWindow
  /** trigger: activated, starts a chain; apply: applied without activation; expire: an "until the … Phase" effect ends. */
  kind: 'trigger' | 'apply' | 'expire'
  mandatory: boolean
  turn: TurnScope
  /** Where the card is when the item is on its controller's list (default field). */
  zone?: CardZone
  /** The item moves the card itself (Ohka sent to the GY, a Spirit returned to the hand). */
  moves?: Destination
  /** A condition the analyser or curator could not turn into data, kept as text, never guessed. */
  condition?: string
  /**
   * The item is set up by the resolution of one of the card's effects (Limiter Removal's "destroy
   * them during the End Phase", an "until the End Phase" effect): it exists only once that effect
   * has resolved, so the resolver never derives it from the card's mere presence; a board states
   * it in `effects`.
   */
  delayed?: boolean
  /** A maintenance cost (text): the card is destroyed or sent away unless its controller pays it. */
  cost?: string
  source: BehaviourSource
  /** The text span the behaviour was read from (analyser) or the ruling it comes from (curated). */
  span?: string
}

/**
 * How a discarded card reacts to the hand-size discard:
 * - any-discard: "If this card is discarded" (any discard, hand size included)
 * - card-effect-discard: "discarded … by a card effect" (not the hand-size discard)
 * - sent-from-hand-to-gy: "sent from the hand to the GY" (hand size included)
 * - sent-to-gy: "If this card is sent to the GY" from anywhere (hand size included)
 * - end-phase-in-gy: "During the End Phase, if this card was sent to the GY this turn" (cannot be
 *   activated once the hand-size discard has begun)
 */
export type DiscardTrigger =
  | 'any-discard'
  | 'card-effect-discard'
  | 'sent-from-hand-to-gy'
  | 'sent-to-gy'
  | 'end-phase-in-gy'

export interface DiscardBehaviour {
  trigger: DiscardTrigger
  mandatory: boolean
  /** Card names the effect adds to the hand when it resolves (Danger! Nessie! adds Danger! Bigfoot!). */
  adds?: string[]
  /** Card names the effect sends to the GY when it resolves (Kelbek sends Tearlaments Merrli). */
  sends?: string[]
  /** Card names the effect Special Summons when it resolves (Dark World Grimoire summons Ipiria). */
  summons?: string[]
  condition?: string
  source: BehaviourSource
  span?: string
}

/** A maximum hand size set by a card: limit null means no limit at all (Infinite Cards). */
export interface HandSizeBehaviour {
  limit: number | null
  /** Whose hand, seen from the card's controller. */
  applies: 'controller' | 'opponent' | 'each'
  /**
   * Where the card applies the limit from besides the field: 'graveyard' for a resolved Spell whose
   * limit lasts (Hieroglyph Lithograph: "for the rest of this Duel"). Default: the field only.
   */
  zone?: 'graveyard'
  source: BehaviourSource
  span?: string
}

export interface CardBehaviours {
  phases: PhaseBehaviour[]
  discard?: DiscardBehaviour
  handSize?: HandSizeBehaviour
}
