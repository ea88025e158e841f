import type { Action } from './types.js'

/** Anything the engine refuses. `code` is what the HTTP layer puts in a 400 answer. */
export class EngineError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = new.target.name
    this.code = code
  }
}

/** A choice that does not fit the decision point it was used at (or that no decision point was left for). */
export class IllegalChoiceError extends EngineError {
  readonly step: number
  readonly window: string
  readonly choice: unknown
  readonly legal: Action[]
  /** Position of the offending choice in the request's `choices`. */
  readonly choiceIndex: number
  /** Why it is refused, without the step and the legal actions the message adds. */
  readonly reason: string
  /** What the line did with the effect the choice names, where that explains the refusal (said after the legal actions). */
  readonly why: string | undefined
  constructor(args: { step: number; window: string; choice: unknown; legal: Action[]; choiceIndex: number; reason: string; why?: string }) {
    const legal = args.legal.length === 0 ? 'none' : args.legal.map(describeAction).join(', ')
    super(
      'ILLEGAL_CHOICE',
      `choices[${args.choiceIndex}] ${JSON.stringify(args.choice)} at step ${args.step} (${args.window}): ${args.reason}; legal: ${legal}${args.why ? ` (${args.why})` : ''}`,
    )
    this.step = args.step
    this.window = args.window
    this.choice = args.choice
    this.legal = args.legal
    this.choiceIndex = args.choiceIndex
    this.reason = args.reason
    this.why = args.why
  }
}

/** No ruleset describes this game and phase. */
export class UnsupportedWindowError extends EngineError {
  readonly game: string
  readonly phase: string
  constructor(game: string, phase: string, supported: Array<{ game: string; phase: string }>) {
    const known = supported.map((w) => `${w.game}/${w.phase}`).join(', ')
    super('UNSUPPORTED_WINDOW', `no rules for game "${game}" phase "${phase}"; supported: ${known}`)
    this.game = game
    this.phase = phase
  }
}

/** A board the engine cannot read (two items with the same id, a reference to an unknown item). */
export class InvalidBoardError extends EngineError {
  readonly field: string
  constructor(field: string, message: string) {
    super('INVALID_BOARD', `${field}: ${message}`)
    this.field = field
  }
}

export function describeAction(action: Action): string {
  if (action.type === 'discard') {
    if (action.cards) return `discard [${action.cards.join(', ')}]`
    return `discard ${action.count ?? 0} of [${(action.from ?? []).join(', ')}]`
  }
  return action.effect === undefined ? action.type : `${action.type} ${action.effect}`
}

/**
 * A request a ruleset's reader refuses before any rule runs (a key used twice, a field of another
 * game): the API answers it as a 400 INVALID_PARAMETER naming `field`, the message as written.
 */
export class InvalidRequestError extends EngineError {
  readonly field: string
  constructor(field: string, message: string) {
    super('INVALID_PARAMETER', message)
    this.field = field
  }
}
