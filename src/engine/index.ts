/**
 * The rules engine: pure and deterministic. `resolve` takes a validated request whose cards have
 * been looked up, runs the window's procedure and answers the contract's result.
 */
import type { Ruleset } from './core/procedure.js'
import type { RequestReader } from './core/request.js'
import { findRuleset, findWindow, windowsOf } from './core/registry.js'
import type { Budget, EngineRequest, EngineResult } from './core/types.js'
import { RULESETS } from './rulesets.js'

export { RULESETS } from './rulesets.js'
export type { Ruleset } from './core/procedure.js'
export {
  DEFAULT_MAX_OUTCOMES,
  type CardSite,
  type CatalogCard,
  type ReadContext,
  type RequestReader,
  type WireCardName,
  type WireRequest,
} from './core/request.js'

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
export type { GaAlly, GaEffect, GaPlayerBoard, GaRequest } from './grand-archive/types.js'
export { EngineError, IllegalChoiceError, InvalidBoardError, InvalidRequestError, UnsupportedWindowError } from './core/errors.js'
export { MAX_STEPS } from './core/run.js'
export { EVENT_TYPES, STEP_WINDOWS, DECISION_KINDS, type EventType, type StepWindow, type DecisionKind } from './core/vocabulary.js'

/**
 * Resolves one window, an enumeration within `budget` (its state cap and deadline; absent: the
 * defaults and no deadline). Throws IllegalChoiceError for a choice that does not fit,
 * UnsupportedWindowError for an unknown game and phase.
 */
export function resolve(request: EngineRequest, budget?: Budget, rulesets: readonly Ruleset[] = RULESETS): EngineResult {
  return findWindow(rulesets, request.game, request.phase).resolve(request, budget)
}

/** The reader of `game`'s requests (UnsupportedWindowError for a game no ruleset plays). */
export function requestReader(game: string, phase: string, rulesets: readonly Ruleset[] = RULESETS): RequestReader {
  return findRuleset(rulesets, game, phase).readRequest
}

/** Every game and phase `resolve` accepts. */
export function supportedWindows(rulesets: readonly Ruleset[] = RULESETS): Array<{ game: string; phase: string }> {
  return windowsOf(rulesets)
}
