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
 * How the search is stopped: the engine takes the budget as an argument (a deadline on the clock
 * handed to it; the engine reads no clock of its own), and says how far it went and what stopped it.
 */
import { resolve as runEngine, type EngineEvent, type EngineRequest, type EngineResult, type Outcome } from '../engine/index.js'
import { ApiError } from '../errors.js'
import { toApiError } from './engine-errors.js'
import type { TruncatedReason } from '../schemas/truncated.js'

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

export function runEnumerate(task: EnumerateTask): EnumerateDone | EnumerateRefused {
  const started = performance.now()
  let engineResult: EngineResult
  try {
    engineResult = runEngine(task.request, { deadline: { at: started + task.timeMs, clock: () => performance.now() } })
  } catch (error) {
    const mapped = toApiError(error)
    if (mapped instanceof ApiError) return { kind: 'refused', statusCode: mapped.statusCode, code: mapped.code, message: mapped.message, ...(mapped.details ? { details: mapped.details } : {}) }
    throw error
  }
  const ms = performance.now() - started
  const { outcomes = [], search, ...result } = engineResult
  const states = search?.states ?? 0
  const timeUp = search?.stoppedBy === 'time'

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
