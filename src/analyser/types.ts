/** The analyser's input and its result type, a superset of the shared CardBehaviours. */
import type { CardBehaviours, DiscardBehaviour, PhaseBehaviour } from '../domain/behaviour.js'

export interface AnalyserCard {
  /** English name. */
  name: string
  /** English card text (the monster effect of a Pendulum Monster); null when the card has none. */
  text: string | null
  /** English Pendulum Effect, read like the text (the Pendulum Zone counts as the field). */
  pendulumEffect?: string | null
  /** 'monster' | 'spell' | 'trap' (any case). */
  cardType?: string | null
  /** "Dragon / Synchro / Effect": tells Normal Monsters (flavour text) and Extra Deck monsters apart. */
  monsterTypeLine?: string | null
  /** Spell/Trap property: "Normal", "Quick-Play", "Continuous", "Counter", "Field", "Equip", "Ritual". */
  property?: string | null
}

/** A phase behaviour read from the text, with what the shared type cannot say yet. */
export interface TextPhaseBehaviour extends PhaseBehaviour {
  /** Read from the Pendulum Effect rather than the card text (`span` is a substring of that text). */
  part?: 'pendulum'
}

export interface TextCardBehaviours extends CardBehaviours {
  phases: TextPhaseBehaviour[]
  /** Every discard trigger read, most relevant to the hand-size discard first (`discard` is the first). */
  discards?: DiscardBehaviour[]
}
