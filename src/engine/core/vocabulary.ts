/**
 * The engine's vocabulary: every event type, step window and decision kind a ruleset may emit.
 * Rulesets emit only these (Report.emit and Decision are typed by them), and the explanation
 * renderers (src/explain) hold a rendering for each in a Record keyed by them: a new type added
 * here without a rendering fails the type-check, and a test checks both languages have it.
 */
export type Player = 'A' | 'B'

/**
 * Grand Archive effect kinds, all in the end phase:
 * - beginning-of-end-phase: triggers at the beginning of the end phase, goes on the effects stack;
 * - instant: may be activated (once) by its controller while they have Opportunity, goes on the stack;
 * - until-end-of-turn: an "until end of turn"/"this turn" effect, ends in the special game actions;
 * - as-turn-ends: an "as the turn ends"/"as your turn ends" effect, happens in the special game actions;
 * - hand-size-limit / memory-size-limit: an imposed limit (`limit`) the turn player discards down to.
 */
export type GaEffectKind =
  | 'beginning-of-end-phase'
  | 'instant'
  | 'until-end-of-turn'
  | 'as-turn-ends'
  | 'hand-size-limit'
  | 'memory-size-limit'

export const EVENT_TYPES = [
  // Yu-Gi-Oh!
  'activate',
  'apply',
  'expire',
  'resolve',
  'negate-activation',
  'negate-effect',
  'cannot-pay',
  'loop-end',
  'loop',
  'list-end',
  'hand-size',
  'discard',
  'no-trigger',
  'cannot-activate',
  'banished-instead',
  'move-prevented',
  'moved',
  'action-banned',
  'continuous-damage',
  'not-modelled',
  'turn-end',
  'phase-end',
  // Grand Archive
  'stack',
  'opportunity-end',
  'damage-removed',
  'as-turn-ends',
  'size-limit',
  'state-based',
  'destroyed',
] as const
export type EventType = (typeof EVENT_TYPES)[number]

export const STEP_WINDOWS = ['list', 'forced', 'hand-size', 'discard-chain', 'end-of-turn', 'beginning', 'opportunity', 'special-actions'] as const
export type StepWindow = (typeof STEP_WINDOWS)[number]

export const DECISION_KINDS = ['priority', 'forced', 'response', 'discard', 'trigger', 'closing', 'stack-order', 'maintenance', 'cost'] as const
export type DecisionKind = (typeof DECISION_KINDS)[number]
