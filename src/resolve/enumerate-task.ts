/**
 * One `enumerate` request, within a time budget and a byte budget. It runs in a worker thread of
 * src/resolve/enumerate-pool.ts (enumerate-worker.ts), so that however long the search takes,
 * the event loop that answers every other request is never held up.
 *
 * - Time: the search stops exploring once it has run ENUMERATE_TIME_MS, keeping the outcomes
 *   found so far (the time is the search's own: waiting for a thread is bounded by the pool's
 *   queue instead). The core then puts the outcomes found together, once each (their event
 *   lists and choices), which on deep boards with many outcomes still takes a while after the
 *   deadline; in a worker thread that holds no other request up.
 * - Bytes: outcomes are serialised here, one by one, until the answer's steps, events and
 *   outcomes would pass the byte budget; the rest are left out.
 * Either way the answer says `truncated: true` and why (`truncatedReason`).
 *
 * How the search is stopped: the core's enumeration (src/engine/core/enumerate.ts, which knows
 * nothing of clocks: the engine is deterministic) reads its state cap, `DEFAULT_LIMITS.maxNodes`,
 * at every state it explores, so that cap is made a getter that counts the states and answers
 * "none left" once the deadline has passed.
 * test/enumerate-budget.test.ts fails if the core stops reading it.
 */
import { DEFAULT_LIMITS } from '../engine/core/index.js'
import { resolve as runEngine, type EngineEvent, type EngineRequest, type EngineResult, type Outcome } from '../engine/index.js'
import { ApiError } from '../errors.js'
import { toApiError } from './engine-errors.js'
import type { TruncatedReason } from './truncated.js'

export interface EnumerateTask {
  request: EngineRequest
  /** How long the search may run, ms. */
  timeMs: number
  /** The most bytes the answer's steps, events and outcomes may take. */
  maxBytes: number
}

export interface EnumerateDone {
  kind: 'done'
  /** The main line and the citations; the outcomes are in outcomesJson. */
  result: Omit<EngineResult, 'outcomes'>
  /** The outcomes kept, as a JSON array (UTF-8). */
  outcomesJson: Uint8Array
  outcomeCount: number
  /** What the byte budget counted: the steps, events and notes, and the outcomes kept (UTF-8 JSON). */
  bytes: number
  truncatedReason?: TruncatedReason
  /** How long the engine ran (ms), and the states it explored. */
  ms: number
  states: number
}

/** The engine refused the request (an illegal choice, an invalid board): the API error to answer. */
export interface EnumerateRefused {
  kind: 'refused'
  statusCode: number
  code: string
  message: string
  details?: Record<string, unknown>
}

/** The search in progress in this thread (one at a time: the engine is synchronous). */
let budget: { deadline: number; states: number; timeUp: boolean } | null = null
const STATE_CAP = DEFAULT_LIMITS.maxNodes

Object.defineProperty(DEFAULT_LIMITS, 'maxNodes', {
  enumerable: true,
  configurable: true,
  get(): number {
    if (budget === null) return STATE_CAP
    budget.states++
    if (budget.timeUp) return -1
    // The clock is read every 16 states (a state costs microseconds to a millisecond).
    if ((budget.states & 15) === 0 && performance.now() > budget.deadline) {
      budget.timeUp = true
      return -1
    }
    return STATE_CAP
  },
})

export function runEnumerate(task: EnumerateTask): EnumerateDone | EnumerateRefused {
  const started = performance.now()
  const search = { deadline: started + task.timeMs, states: 0, timeUp: false }
  budget = search
  let engineResult: EngineResult
  try {
    engineResult = runEngine(task.request)
  } catch (error) {
    const mapped = toApiError(error)
    if (mapped instanceof ApiError) return { kind: 'refused', statusCode: mapped.statusCode, code: mapped.code, message: mapped.message, ...(mapped.details ? { details: mapped.details } : {}) }
    throw error
  } finally {
    budget = null
  }
  const { states, timeUp } = search
  const ms = performance.now() - started
  const { outcomes = [], ...result } = engineResult

  const head = Buffer.byteLength(JSON.stringify({ steps: result.steps, events: result.events, notes: result.notes }))
  let used = head + 2
  const parts: string[] = []
  for (const outcome of outcomes) {
    const text = JSON.stringify(outcome)
    const size = Buffer.byteLength(text) + 1
    if (used + size > task.maxBytes) break
    parts.push(text)
    used += size
  }
  const cutForBytes = parts.length < outcomes.length
  if (cutForBytes) {
    result.truncated = true
    result.rulings = withoutDropped(result, outcomes.slice(0, parts.length), outcomes.slice(parts.length))
  }

  let truncatedReason: TruncatedReason | undefined
  if (result.truncated) {
    if (timeUp) truncatedReason = 'time'
    else if (engineResult.truncated && outcomes.length < task.request.maxOutcomes) truncatedReason = 'states'
    else if (cutForBytes) truncatedReason = 'bytes'
    else truncatedReason = 'max-outcomes'
  }
  return {
    kind: 'done',
    result,
    outcomesJson: Buffer.from(`[${parts.join(',')}]`),
    outcomeCount: parts.length,
    bytes: used,
    ...(truncatedReason ? { truncatedReason } : {}),
    ms,
    states,
  }
}

/** The cited ruling ids less those cited only by outcomes left out (first-cited order kept). */
function withoutDropped(result: Omit<EngineResult, 'outcomes'>, kept: Outcome[], dropped: Outcome[]): EngineResult['rulings'] {
  const eventIds = (events: readonly EngineEvent[], into: Set<string>) => {
    for (const event of events) for (const id of event.rulings) into.add(id)
  }
  const onlyDropped = new Set<string>()
  for (const outcome of dropped) eventIds(outcome.events, onlyDropped)
  const stillCited = new Set<string>()
  for (const step of result.steps) for (const id of step.rulings) stillCited.add(id)
  eventIds(result.events, stillCited)
  for (const note of result.notes) {
    stillCited.add(note.ruling)
    if (note.alternative) stillCited.add(note.alternative)
  }
  for (const outcome of kept) eventIds(outcome.events, stillCited)
  return result.rulings.filter((id) => !onlyDropped.has(id) || stillCited.has(id))
}
