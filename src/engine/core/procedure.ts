/**
 * What a ruleset gives the core: for each window (a game's phase), a procedure over an immutable
 * state. The core drives it: it answers decisions (from the request's choices, else the default
 * policy), records steps, guards loops, enumerates every line and gathers citations. A ruleset
 * never consumes choices or records steps itself, so every game gets the same behaviour there.
 */
import type { RequestReader } from './request.js'
import type { RulingId } from './ruling-ids.js'
import type { Action, Budget, EngineEvent, EngineRequest, EngineResult, ItemTable, LoopReport, Note, Player } from './types.js'
import type { DecisionKind, StepWindow } from './vocabulary.js'

/** A point where a player must answer before the procedure can go on. */
export interface Decision {
  /** Where it is made (core/vocabulary.ts: 'list', 'forced', 'hand-size', 'discard-chain', 'end-of-turn', …). */
  window: StepWindow
  /** What is decided (core/vocabulary.ts: 'priority', 'forced', 'response', 'discard', 'trigger', 'closing', …). */
  kind: DecisionKind
  player: Player
  /** Legal actions, in the order shown to clients. A discard is one pattern action (count of from). */
  legal: Action[]
  /** The default when passing is not legal (e.g. the first pending mandatory item in input order). */
  preferred?: Action
  rulings: RulingId[]
  /** Card key → card name, so that a choice may name cards instead of keys. */
  cardNames?: Record<string, string>
  /**
   * A discard only: groups of its cards (keys of the pattern's `from`) that lead to the same future
   * whichever of a group are discarded, but for the discard's own events naming them. The ruleset
   * gives it only when that holds. The enumeration then explores one set of cards for each number
   * taken from each group, and answers the other sets as the outcome's `alternatives`; the main
   * line does not read it.
   */
  interchangeable?: string[][]
  /**
   * What the main line takes when the request's next choice is no answer to this decision (another
   * player's, or a type of action not legal here) rather than refusing that choice, which then waits
   * for the decisions that follow; the note says what was taken. A ruleset gives it only where any
   * answer is as good as another and the request could not have meant one (a cost paid with cards
   * nobody named). With no choice left, the default policy decides as everywhere. `unsaid`: the
   * note when the next choice is this decision's type but names no card (a discard that says
   * nothing of which cards): the same action is taken and that choice is used. Without `note`, a
   * choice that is no answer is refused as usual (a decision where not paying is also the player's).
   */
  unanswered?: { action: Action; note?: Note; unsaid?: Note }
}

interface AdvanceBase<S> {
  state: S
  /** Events that happened while advancing, in order. */
  events: EngineEvent[]
  /** Conflicts between sources the procedure applied on the way. */
  notes: Note[]
  /** A loop the procedure ended by itself (e.g. a resource that ran out). */
  loop?: Omit<LoopReport, 'step'>
}

export type Advance<S> =
  | (AdvanceBase<S> & { kind: 'decision'; decision: Decision })
  | (AdvanceBase<S> & { kind: 'end' })

export type GuardReason = 'repeated-state' | 'step-limit'

export interface Procedure<S> {
  readonly initial: S
  /**
   * Goes on from `state`, first applying `answer` to the decision the state waits on (null at the
   * start), until the next decision or the end. Pure: never changes `state`.
   */
  advance(state: S, answer: Action | null): Advance<S>
  /**
   * Canonical key of a state waiting on a decision: two states with the same key have the same
   * future. Used for memoisation and to detect a repeated state.
   */
  key(state: S): string
  /**
   * A measure of progress that never decreases along a line (optional). When given, the main line
   * finds a repeated state by comparing only states of equal progress, structurally, instead of
   * building a key at every decision (core/repeats.ts).
   */
  progress?(state: S): number
  /** How this game reports a loop the core stopped (the event closes the line). */
  reportLoop(state: S, reason: GuardReason): { event: EngineEvent; loop: Omit<LoopReport, 'step' | 'reason' | 'firstSeen'> }
  /** Last touch on the main line's loop report, which may look at the whole line (e.g. count repeats). */
  summariseLoop?(loop: LoopReport, events: EngineEvent[]): LoopReport
  /** The window's items as the ruleset derived them (the result carries it for the explanation). */
  readonly items?: ItemTable
}

/** One window a ruleset supports. `resolve` is built by `defineWindow`, which hides the state type. */
export interface WindowDefinition {
  phase: string
  resolve(request: EngineRequest, budget?: Budget): EngineResult
}

export interface Ruleset {
  game: string
  windows: WindowDefinition[]
  /** Turns the request as a client writes it into this game's engine request. */
  readRequest: RequestReader
}
