/**
 * The shared way a ruleset advances: its stage functions each say go on, wait on a decision, or
 * end, while a Report collects what happened. `runStages` applies the answer, runs stages until
 * the next decision or the end, and hands the core one Advance. Every ruleset uses it.
 */
import type { RulingId } from './ruling-ids.js'
import { uniqueRulings } from './citations.js'
import type { Advance, Decision } from './procedure.js'
import type { Action, EngineEvent, LoopReport, Note } from './types.js'
import type { EventType } from './vocabulary.js'
import type { EventFields } from './events.js'

/** What one advance of a procedure reports: its events, notes, and a loop it ended by itself. */
export class Report {
  readonly events: EngineEvent[] = []
  readonly notes: Note[] = []
  loop?: Omit<LoopReport, 'step'>

  /** An event with its fields (undefined ones left out) and the rulings it cites. */
  emit<T extends EventType>(type: T, fields: EventFields[T], rulings: Iterable<RulingId | undefined | false>): void {
    const event: Record<string, unknown> = { type }
    for (const name in fields) {
      const value = (fields as Record<string, unknown>)[name]
      if (value !== undefined) event[name] = value
    }
    event.rulings = uniqueRulings(rulings)
    this.events.push(event as unknown as EngineEvent)
  }

  note(note: Note): void {
    this.notes.push(note)
  }
}

/** What a stage hands back: go on with a new state, wait on a decision, or end. */
export type Next<S> =
  | { kind: 'continue'; state: S }
  | { kind: 'decide'; state: S; decision: Decision }
  | { kind: 'end'; state: S }

export const go = <S>(state: S): Next<S> => ({ kind: 'continue', state })
export const decide = <S>(state: S, decision: Decision): Next<S> => ({ kind: 'decide', state, decision })

/** What every stage function receives besides the state: the ruleset's board and this advance's Report. */
export interface StageContext<B> {
  board: B
  report: Report
}

export interface StageMachine<B, S> {
  /** Names the procedure in the error a runaway advance raises. */
  name: string
  /** Stages one advance may run before it must have reached a decision or the end. */
  maxStages: number
  /** Applies the answer to the decision the state waits on (the core has checked it is legal). */
  applyAnswer(ctx: StageContext<B>, state: S, answer: Action): S
  runStage(ctx: StageContext<B>, state: S): Next<S>
}

export function runStages<B, S>(machine: StageMachine<B, S>, board: B, state: S, answer: Action | null): Advance<S> {
  const report = new Report()
  const ctx: StageContext<B> = { board, report }
  let current = answer === null ? state : machine.applyAnswer(ctx, state, answer)
  for (let stages = 0; stages < machine.maxStages; stages++) {
    const next = machine.runStage(ctx, current)
    if (next.kind === 'continue') {
      current = next.state
      continue
    }
    // Built in one literal each, without spreads: this runs at every decision.
    const advance: Advance<S> =
      next.kind === 'decide'
        ? { kind: 'decision', state: next.state, decision: next.decision, events: report.events, notes: report.notes }
        : { kind: 'end', state: next.state, events: report.events, notes: report.notes }
    if (report.loop) advance.loop = report.loop
    return advance
  }
  throw new Error(`the ${machine.name} ran ${machine.maxStages} stages without a decision`)
}
