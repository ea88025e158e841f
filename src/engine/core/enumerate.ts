/**
 * Every legal line, as distinct outcomes. A depth-first search over (state, answer) that takes every
 * concrete action at every decision point, with two things that keep it small:
 *
 * - Memoisation on the canonical state key: lines that reach the same state share what follows it.
 * - The default action is explored first, so the first outcome is the default line's.
 * - The `maxOutcomes` cap: a state stops gathering once it holds that many distinct suffixes, since
 *   any more would make the whole answer truncated anyway.
 *
 * A repeated state along the current line ends that line, exactly as on the main line. A state
 * whose future reached a state on the current line (itself or an ancestor) depends on that line, so
 * it is never memoised; every other state's future is the same whatever the line to it.
 *
 * How the outcomes from a state are kept (issue 14): as suffixes of linked `Link`s, one per
 * decision: the events between the previous answer and this decision's answer, the choice made,
 * and the rest of the suffix, shared by every suffix through it. Reaching a state costs one link
 * per suffix it keeps, whatever the number of events or the depth, and a decision with a single
 * possible action none (its child's suffixes are passed on, its events put before them once);
 * whole event lists are put together once, at the end, for the outcomes answered. Two suffixes are the same outcome when
 * their events are the same: each link carries two hashes of its whole event sequence, made from
 * its own events' and the rest's (polynomial, in 32-bit arithmetic, two bases), and suffixes whose
 * hashes are equal are compared event by event, so that a collision never merges two outcomes.
 */
import { choiceFor, classOptions, defaultAction, isAutomatic, otherSets, sameAction, type CardClass } from './decisions.js'
import type { Procedure } from './procedure.js'
import { stableKey } from './stable-key.js'
import type { Action, Choice, Deadline, EngineEvent, Outcome, OutcomeAlternatives, SearchReport } from './types.js'

interface ChoiceMark {
  choice: Choice
  /** Whether the default policy would have taken the same action (trailing defaults are left out). */
  isDefault: boolean
  /** A discard with interchangeable cards: the other sets of cards this one stands for. */
  cardClass: CardClass | null
}

/** The events of one advance (from an answer to the next decision or the end), with their ids and hash. */
interface Segment {
  readonly events: readonly EngineEvent[]
  /** Interned ids of the events: equal ids, equal events. */
  readonly ids: readonly number[]
  /** Polynomial hashes of the ids, and BASE^length, for each base. */
  readonly h1: number
  readonly h2: number
  readonly pow1: number
  readonly pow2: number
}

/** One decision's part of a suffix. */
interface Link {
  /** The events that lead to the decision after this one (or to the end). */
  readonly segment: Segment
  /** The choice made at this decision; null for a decision with a single possible action. */
  readonly mark: ChoiceMark | null
  readonly next: Suffix
  /** Hashes of the whole event sequence from here (this segment, then `next`'s), and BASE^length. */
  readonly h1: number
  readonly h2: number
  readonly pow1: number
  readonly pow2: number
  /** Choices in the suffix that differ from the default policy: of two ways to an outcome, the one with fewer is kept. */
  readonly explicit: number
}

/** A suffix: null is the empty one (the line ended there). */
type Suffix = Link | null

interface Explored {
  /**
   * Events every suffix starts with: those met through decisions with a single possible action,
   * which add no choice and so pass their child's suffixes on as they are.
   */
  lead: Segment
  suffixes: Suffix[]
  /** More distinct suffixes exist than were kept. */
  capped: boolean
  /** The shallowest depth of a state on the line that this subtree came back to (Infinity: none above). */
  low: number
}

export interface EnumerationLimits {
  /** Lines with more decisions than this are left out (and the answer marked truncated). */
  maxDepth: number
  /** States advanced in all; past it the answer is truncated. */
  maxNodes: number
}

// 25,000 states bound the worst request (40 items and 20 responses, every line explored) to well
// under a second; boards with up to ten pending items stay far inside it.
export const DEFAULT_LIMITS: Readonly<EnumerationLimits> = Object.freeze({ maxDepth: 1_000, maxNodes: 25_000 })



// The hash is polynomial in 32-bit integer arithmetic (wrapping, no division), under two odd bases.
const BASE1 = 0x01000193
const BASE2 = 0x5bd1e995

const NO_EVENTS: Segment = { events: [], ids: [], h1: 0, h2: 0, pow1: 1, pow2: 1 }
const ENDED: Explored = { lead: NO_EVENTS, suffixes: [null], capped: false, low: Infinity }

/** The events of `first`, then those of `second`. */
function concat(first: Segment, second: Segment): Segment {
  if (second.events.length === 0) return first
  if (first.events.length === 0) return second
  return {
    events: [...first.events, ...second.events],
    ids: [...first.ids, ...second.ids],
    h1: (Math.imul(first.h1, second.pow1) + second.h1) | 0,
    h2: (Math.imul(first.h2, second.pow2) + second.h2) | 0,
    pow1: Math.imul(first.pow1, second.pow1),
    pow2: Math.imul(first.pow2, second.pow2),
  }
}

/** Interned event ids: events with the same canonical key (stableKey) get the same id. */
class EventTable {
  private readonly byKey = new Map<string, number>()
  /** Events as written (JSON, fields in the order emitted), so that their canonical key is built once. */
  private readonly byText = new Map<string, number>()

  private id(event: EngineEvent): number {
    const text = JSON.stringify(event)
    let id = this.byText.get(text)
    if (id !== undefined) return id
    const key = stableKey(event)
    id = this.byKey.get(key)
    if (id === undefined) {
      id = this.byKey.size + 1
      this.byKey.set(key, id)
    }
    this.byText.set(text, id)
    return id
  }

  segment(events: readonly EngineEvent[]): Segment {
    if (events.length === 0) return NO_EVENTS
    const ids: number[] = []
    let h1 = 0
    let h2 = 0
    let pow1 = 1
    let pow2 = 1
    for (const event of events) {
      const id = this.id(event)
      ids.push(id)
      h1 = (Math.imul(h1, BASE1) + id) | 0
      h2 = (Math.imul(h2, BASE2) + id) | 0
      pow1 = Math.imul(pow1, BASE1)
      pow2 = Math.imul(pow2, BASE2)
    }
    return { events, ids, h1, h2, pow1, pow2 }
  }
}

/** The suffix `segment`, then `next`, with the choice `mark` made before `next`. */
function link(segment: Segment, mark: ChoiceMark | null, next: Suffix): Suffix {
  if (mark === null && segment.events.length === 0) return next
  const nextH1 = next === null ? 0 : next.h1
  const nextH2 = next === null ? 0 : next.h2
  const nextPow1 = next === null ? 1 : next.pow1
  const nextPow2 = next === null ? 1 : next.pow2
  return {
    segment,
    mark,
    next,
    h1: (Math.imul(segment.h1, nextPow1) + nextH1) | 0,
    h2: (Math.imul(segment.h2, nextPow2) + nextH2) | 0,
    pow1: Math.imul(segment.pow1, nextPow1),
    pow2: Math.imul(segment.pow2, nextPow2),
    explicit: (mark !== null && !mark.isDefault ? 1 : 0) + (next === null ? 0 : next.explicit),
  }
}

/** The first hash, as a small integer (a map key that needs no allocation). */
function hashOf(suffix: Suffix): number {
  return suffix === null ? 0 : suffix.h1 & 0x3fffffff
}

function sameHashes(a: Suffix, b: Suffix): boolean {
  return (a === null ? 0 : a.h1) === (b === null ? 0 : b.h1) && (a === null ? 0 : a.h2) === (b === null ? 0 : b.h2)
}

/** Whether two suffixes have the same events, compared id by id (suffixes whose hashes are equal). */
function sameEvents(a: Suffix, b: Suffix): boolean {
  let i = 0
  let j = 0
  for (;;) {
    while (a !== null && i >= a.segment.ids.length) {
      a = a.next
      i = 0
    }
    while (b !== null && j >= b.segment.ids.length) {
      b = b.next
      j = 0
    }
    if (a === null || b === null) return a === b
    if (a === b && i === j) return true
    if (a.segment.ids[i] !== b.segment.ids[j]) return false
    i++
    j++
  }
}

/** The distinct suffixes of one decision, in the order first found. */
class SuffixSet {
  readonly kept: Suffix[] = []
  private readonly slots = new Map<number | string, number>()
  /** Where `find` looked last: the key to `add` under when it found nothing. */
  private free: number | string = 0

  /** The slot of a kept suffix with the same events, or -1. */
  find(suffix: Suffix): number {
    const hash = hashOf(suffix)
    let probe: number | string = hash
    for (let collision = 1; ; collision++) {
      const slot = this.slots.get(probe)
      if (slot === undefined) {
        this.free = probe
        return -1
      }
      const kept = this.kept[slot] as Suffix
      if (sameHashes(kept, suffix) && sameEvents(kept, suffix)) return slot
      // The same hash, other events: a collision, kept apart under a key of its own.
      probe = `${hash}/${collision}`
    }
  }

  /** Adds a suffix that `find` just did not find. */
  add(suffix: Suffix): void {
    this.slots.set(this.free, this.kept.length)
    this.kept.push(suffix)
  }
}

interface Reached {
  /** The events of the advance that reached the state. */
  segment: Segment
  /** The suffixes from the state's decision on (memoised by the state's key). */
  explored: Explored
}

export function enumerateOutcomes<S>(
  procedure: Procedure<S>,
  maxOutcomes: number,
  limits: EnumerationLimits = DEFAULT_LIMITS,
  deadline?: Deadline,
  /** Filled in with how far the search went (the answer itself stays outcomes and truncated). */
  search?: SearchReport,
): { outcomes: Outcome[]; truncated: boolean } {
  const table = new EventTable()
  const memo = new Map<string, Explored>()
  const onLine = new Map<string, number>()
  const limit = Math.max(0, Math.floor(maxOutcomes))
  let nodes = 0
  let cut = false
  let timeUp = false

  const explore = (state: S, answer: Action | null, depth: number): Reached => {
    nodes++
    if (!timeUp && deadline !== undefined && (nodes & 15) === 0 && deadline.clock() > deadline.at) timeUp = true
    if (timeUp || nodes > limits.maxNodes || depth > limits.maxDepth) {
      cut = true
      return { segment: NO_EVENTS, explored: { lead: NO_EVENTS, suffixes: [], capped: true, low: Infinity } }
    }
    const advanced = procedure.advance(state, answer)
    const segment = table.segment(advanced.events)
    if (advanced.kind === 'end') return { segment, explored: ENDED }

    const key = procedure.key(advanced.state)
    const ancestor = onLine.get(key)
    if (ancestor !== undefined) {
      const { event } = procedure.reportLoop(advanced.state, 'repeated-state')
      return { segment, explored: { lead: table.segment([event]), suffixes: [null], capped: false, low: ancestor } }
    }
    const cached = memo.get(key)
    if (cached) return { segment, explored: cached }

    onLine.set(key, depth)
    const decision = advanced.decision
    const automatic = isAutomatic(decision)
    const fallback = defaultAction(decision)
    const found = new SuffixSet()
    let passed: { lead: Segment; suffixes: Suffix[] } | null = null
    let capped = false
    let low = Infinity
    for (const option of classOptions(decision, fallback)) {
      const child = explore(advanced.state, option.action, depth + 1)
      low = Math.min(low, child.explored.low)
      capped ||= child.explored.capped
      const lead = concat(child.segment, child.explored.lead)
      // A single possible action adds no choice: its child's suffixes, distinct already, are this
      // state's, after the events on the way (unless the cap must cut them).
      if (automatic && child.explored.suffixes.length <= limit) {
        passed = { lead, suffixes: child.explored.suffixes }
        continue
      }
      const mark: ChoiceMark | null = automatic
        ? null
        : { choice: choiceFor(decision, option.action), isDefault: sameAction(option.action, fallback), cardClass: option.cardClass }
      for (const suffix of child.explored.suffixes) {
        const reached = link(lead, mark, suffix)
        const known = found.find(reached)
        if (known >= 0) {
          if (explicitOf(reached) < explicitOf(found.kept[known] as Suffix)) found.kept[known] = reached
          continue
        }
        if (found.kept.length >= limit) {
          capped = true
          break
        }
        found.add(reached)
      }
      if (capped && found.kept.length >= limit) break
    }
    onLine.delete(key)

    const explored: Explored = { lead: passed?.lead ?? NO_EVENTS, suffixes: passed?.suffixes ?? found.kept, capped, low: low < depth ? low : Infinity }
    if (low === Infinity) memo.set(key, explored)
    return { segment, explored }
  }

  const root = explore(procedure.initial, null, 0)
  const first = concat(root.segment, root.explored.lead)
  if (search) {
    search.states = nodes
    if (timeUp) search.stoppedBy = 'time'
    else if (nodes > limits.maxNodes) search.stoppedBy = 'states'
  }
  return { outcomes: root.explored.suffixes.map((suffix) => toOutcome(first, suffix)), truncated: root.explored.capped || cut }
}

function explicitOf(suffix: Suffix): number {
  return suffix === null ? 0 : suffix.explicit
}

/** One outcome's whole event list and choices, put together once. */
function toOutcome(first: Segment, suffix: Suffix): Outcome {
  const events: EngineEvent[] = first.events.slice()
  const choices: Choice[] = []
  // Choices the default policy would make anyway add nothing to a replay: the trailing ones are left out.
  let needed = 0
  let swapped = false
  for (let at = suffix; at !== null; at = at.next) {
    // Most links are a choice with no events of their own: an index loop costs them nothing.
    const own = at.segment.events
    for (let i = 0; i < own.length; i++) events.push(own[i] as EngineEvent)
    if (at.mark === null) continue
    choices.push(at.mark.choice)
    if (!at.mark.isDefault) needed = choices.length
    swapped ||= at.mark.cardClass !== null
  }
  choices.length = needed
  if (!swapped) return { events, choices }
  return { events, choices, alternatives: alternativesOf(suffix) }
}

/** Alternatives written out in an outcome, at most. */
const WRITTEN_ALTERNATIVES = 10

/** The other card sets of the discards with interchangeable cards on a line, and a few written out. */
function alternativesOf(suffix: Suffix): OutcomeAlternatives {
  const marks: ChoiceMark[] = []
  for (let at = suffix; at !== null; at = at.next) if (at.mark !== null) marks.push(at.mark)
  let combinations = 1
  const discards: OutcomeAlternatives['discards'] = []
  const written: Choice[][] = []
  marks.forEach((mark, i) => {
    if (mark.cardClass === null) return
    combinations *= mark.cardClass.size
    const cards = mark.choice.cards ?? []
    discards.push({ player: mark.choice.player, cards: [...cards], interchangeable: mark.cardClass.interchangeable })
    for (const other of otherSets(cards, mark.cardClass)) {
      if (written.length >= WRITTEN_ALTERNATIVES) break
      // The same choices with this discard taking the other cards (no longer the default's).
      const line = marks.map((m, j) => (j === i ? { ...m, choice: { ...m.choice, cards: other }, isDefault: false } : m))
      let needed = line.length
      while (needed > 0 && line[needed - 1]?.isDefault) needed--
      written.push(line.slice(0, needed).map((m) => m.choice))
    }
  })
  return { count: combinations - 1, discards, choices: written }
}
