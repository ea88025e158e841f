/**
 * The enumeration as it was before issue 14 (src/engine/core/enumerate.ts at 7437ade), kept as
 * the reference that test/engine/enumerate-equivalence.test.ts holds the current one to, and that
 * `npm run bench` measures it against: every kept suffix re-prepends its node's events at every
 * level, one interned cell per event. Only its imports and names differ from the original.
 *
 * Every legal line, as distinct outcomes. A depth-first search over (state, answer) that takes every
 * concrete action at every decision point, with two things that keep it small:
 *
 * - Memoisation on the canonical state key: lines that reach the same state share what follows it.
 *   The outcomes from a state are kept as suffixes, event sequences built as shared linked cells
 *   whose identity is interned (an event id and the id of the rest), so that two lines with the
 *   same events get the same number without comparing whole lists.
 * - The default action is explored first, so the first outcome is the default line's.
 * - The `maxOutcomes` cap: a state stops gathering once it holds that many distinct suffixes, since
 *   any more would make the whole answer truncated anyway.
 *
 * A repeated state along the current line ends that line, exactly as on the main line. A state
 * whose future reached a state on the current line (itself or an ancestor) depends on that line, so
 * it is never memoised; every other state's future is the same whatever the line to it.
 */
import { concreteOptions, choiceFor, defaultAction, isAutomatic, sameAction } from '../../src/engine/core/decisions.js'
import type { Decision, Procedure } from '../../src/engine/core/procedure.js'
import { stableKey } from '../../src/engine/core/stable-key.js'
import type { Action, Choice, EngineEvent, Outcome } from '../../src/engine/core/types.js'

type Cons<T> = { readonly head: T; readonly tail: Cons<T> } | null

interface ChoiceMark {
  choice: Choice
  /** Whether the default policy would have taken the same action (trailing defaults are left out). */
  isDefault: boolean
}

interface Suffix {
  /** Interned id of the event sequence: equal ids, equal events. */
  key: number
  events: Cons<EngineEvent>
  choices: Cons<ChoiceMark>
  /** Choices in `choices` that differ from the default policy: of two ways to an outcome, the one with fewer is kept. */
  explicit: number
}

interface Explored {
  suffixes: Suffix[]
  /** More distinct suffixes exist than were kept. */
  capped: boolean
  /** The shallowest depth of a state on the line that this subtree came back to (Infinity: none above). */
  low: number
}

interface EnumerationLimits {
  /** Lines with more decisions than this are left out (and the answer marked truncated). */
  maxDepth: number
  /** States advanced in all; past it the answer is truncated. */
  maxNodes: number
}

// 25,000 states bound the worst request (40 items and 20 responses, every line explored) to well
// under a second; boards with up to ten pending items stay far inside it.
const DEFAULT_LIMITS: EnumerationLimits = { maxDepth: 1_000, maxNodes: 25_000 }

const EMPTY: Suffix = { key: 0, events: null, choices: null, explicit: 0 }

/** Hash-consing of event sequences, one event at a time. */
class SequenceTable {
  private readonly eventIds = new Map<string, number>()
  private readonly cells = new Map<string, number>()

  eventId(event: EngineEvent): number {
    const text = stableKey(event)
    let id = this.eventIds.get(text)
    if (id === undefined) {
      id = this.eventIds.size + 1
      this.eventIds.set(text, id)
    }
    return id
  }

  cell(eventId: number, restId: number): number {
    const text = `${eventId}:${restId}`
    let id = this.cells.get(text)
    if (id === undefined) {
      id = this.cells.size + 1
      this.cells.set(text, id)
    }
    return id
  }
}

export function referenceEnumerateOutcomes<S>(
  procedure: Procedure<S>,
  maxOutcomes: number,
  limits: EnumerationLimits = DEFAULT_LIMITS,
): { outcomes: Outcome[]; truncated: boolean } {
  const table = new SequenceTable()
  const memo = new Map<string, Explored>()
  const onLine = new Map<string, number>()
  const limit = Math.max(0, Math.floor(maxOutcomes))
  let nodes = 0
  let cut = false

  const prepend = (events: readonly EngineEvent[], ids: readonly number[], suffix: Suffix): Suffix => {
    let key = suffix.key
    let list = suffix.events
    for (let i = events.length - 1; i >= 0; i--) {
      key = table.cell(ids[i] as number, key)
      list = { head: events[i] as EngineEvent, tail: list }
    }
    return { key, events: list, choices: suffix.choices, explicit: suffix.explicit }
  }

  const explore = (state: S, answer: Action | null, depth: number): Explored => {
    nodes++
    if (nodes > limits.maxNodes || depth > limits.maxDepth) {
      cut = true
      return { suffixes: [], capped: true, low: Infinity }
    }
    const advanced = procedure.advance(state, answer)
    const ids = advanced.events.map((event) => table.eventId(event))
    const withEvents = (from: Explored): Explored => ({
      suffixes: from.suffixes.map((suffix) => prepend(advanced.events, ids, suffix)),
      capped: from.capped,
      low: from.low,
    })
    if (advanced.kind === 'end') return withEvents({ suffixes: [EMPTY], capped: false, low: Infinity })

    const key = procedure.key(advanced.state)
    const ancestor = onLine.get(key)
    if (ancestor !== undefined) {
      const { event } = procedure.reportLoop(advanced.state, 'repeated-state')
      const loopEnd = prepend([event], [table.eventId(event)], EMPTY)
      return withEvents({ suffixes: [loopEnd], capped: false, low: ancestor })
    }
    const cached = memo.get(key)
    if (cached) return withEvents(cached)

    onLine.set(key, depth)
    const decision = advanced.decision
    const automatic = isAutomatic(decision)
    const fallback = defaultAction(decision)
    const found = new Map<number, Suffix>()
    let capped = false
    let low = Infinity
    for (const option of defaultFirst(decision, fallback)) {
      const child = explore(advanced.state, option, depth + 1)
      low = Math.min(low, child.low)
      capped ||= child.capped
      const mark: ChoiceMark | null = automatic
        ? null
        : { choice: choiceFor(decision, option), isDefault: sameAction(option, fallback) }
      for (const suffix of child.suffixes) {
        const reached = mark
          ? { ...suffix, choices: { head: mark, tail: suffix.choices }, explicit: suffix.explicit + (mark.isDefault ? 0 : 1) }
          : suffix
        const known = found.get(suffix.key)
        if (known) {
          if (reached.explicit < known.explicit) found.set(suffix.key, reached)
          continue
        }
        if (found.size >= limit) {
          capped = true
          break
        }
        found.set(suffix.key, reached)
      }
      if (capped && found.size >= limit) break
    }
    onLine.delete(key)

    const explored: Explored = { suffixes: [...found.values()], capped, low: low < depth ? low : Infinity }
    if (low === Infinity) memo.set(key, explored)
    return withEvents(explored)
  }

  const root = explore(procedure.initial, null, 0)
  return { outcomes: root.suffixes.map(toOutcome), truncated: root.capped || cut }
}

/** The default action first, so that the first outcome is the one the default policy reaches. */
function* defaultFirst(decision: Decision, fallback: Action): Generator<Action> {
  yield fallback
  for (const option of concreteOptions(decision)) if (!sameAction(option, fallback)) yield option
}

function toOutcome(suffix: Suffix): Outcome {
  const events: EngineEvent[] = []
  for (let cell = suffix.events; cell; cell = cell.tail) events.push(cell.head)
  const marks: ChoiceMark[] = []
  for (let cell = suffix.choices; cell; cell = cell.tail) marks.push(cell.head)
  // Choices the default policy would make anyway add nothing to a replay.
  while (marks.length > 0 && marks[marks.length - 1]?.isDefault) marks.pop()
  return { events, choices: marks.map((mark) => mark.choice) }
}
