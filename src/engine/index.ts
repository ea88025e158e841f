/**
 * The rules engine: pure and deterministic. `resolve` takes a validated request whose cards have
 * been looked up, runs the window's procedure and answers the contract's result.
 */
import { findWindow, windowsOf } from './core/registry.js'
import type { Budget, EngineRequest, EngineResult } from './core/types.js'
import { RULESETS } from './rulesets.js'

export type {
  Action,
  ActionType,
  Budget,
  Deadline,
  SearchReport,
  Choice,
  Effect,
  EngineCard,
  EngineEvent,
  EngineRequest,
  EngineResult,
  GaAlly,
  GaEffect,
  GaEffectKind,
  ItemEntry,
  ItemTable,
  Game,
  LoopReason,
  LoopReport,
  Note,
  Outcome,
  OutcomeAlternatives,
  Player,
  PlayerBoard,
  Reading,
  Response,
  Step,
} from './core/types.js'
export type { EventFields, EventOf, ResolveOutcome } from './core/events.js'
export { EngineError, IllegalChoiceError, InvalidBoardError, UnsupportedWindowError } from './core/errors.js'
export { MAX_STEPS } from './core/run.js'
export { EVENT_TYPES, STEP_WINDOWS, DECISION_KINDS, type EventType, type StepWindow, type DecisionKind } from './core/vocabulary.js'

/**
 * Resolves one window, an enumeration within `budget` (its state cap and deadline; absent: the
 * defaults and no deadline). Throws IllegalChoiceError for a choice that does not fit,
 * UnsupportedWindowError for an unknown game and phase.
 */
export function resolve(request: EngineRequest, budget?: Budget): EngineResult {
  return findWindow(RULESETS, request.game, request.phase).resolve(request, budget)
}

/** Every game and phase `resolve` accepts. */
export function supportedWindows(): Array<{ game: string; phase: string }> {
  return windowsOf(RULESETS)
}
