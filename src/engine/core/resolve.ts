/**
 * One window from request to result: the main line, the enumeration when asked, and the citations.
 */
import { CitationList } from './citations.js'
import { DEFAULT_LIMITS, enumerateOutcomes } from './enumerate.js'
import type { Procedure, WindowDefinition } from './procedure.js'
import { runLine } from './run.js'
import type { Budget, EngineRequest, EngineResult, SearchReport } from './types.js'

export function resolveWithProcedure<S>(procedure: Procedure<S>, request: EngineRequest, budget: Budget = {}): EngineResult {
  const line = runLine(procedure, request.choices)
  const cited = new CitationList()
  cited.add(line.cited)
  for (const note of line.notes) cited.add(note.alternative ? [note.ruling, note.alternative] : [note.ruling])

  const result: EngineResult = { steps: line.steps, events: line.events, truncated: false, rulings: [], notes: line.notes, eventSteps: line.eventSteps }
  if (line.loop) result.loop = line.loop
  if (procedure.items) result.items = procedure.items
  if (request.enumerate) {
    const limits = budget.maxNodes === undefined ? DEFAULT_LIMITS : { ...DEFAULT_LIMITS, maxNodes: budget.maxNodes }
    const search: SearchReport = { states: 0 }
    const { outcomes, truncated } = enumerateOutcomes(procedure, request.maxOutcomes, limits, budget.deadline, search)
    result.outcomes = outcomes
    result.truncated = truncated
    result.search = search
    for (const outcome of outcomes) for (const event of outcome.events) cited.add(event.rulings)
  }
  result.rulings = cited.ids
  return result
}

/**
 * Declares a window of a ruleset: `open` builds the procedure for one request, of the ruleset's own
 * request type (the core's, extended by its own fields: what its reader builds; a request is
 * handed to the window of its own game only).
 */
export function defineWindow<S, R extends EngineRequest = EngineRequest>(phase: string, open: (request: R) => Procedure<S>): WindowDefinition {
  return { phase, resolve: (request, budget) => resolveWithProcedure(open(request as R), request, budget) }
}
