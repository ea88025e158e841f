/**
 * The main line: the request's choices in order at each decision point, then the default policy.
 * Records every decision point as a step, stops a loop when a state comes back, and caps the
 * number of steps as a last guard.
 */
import type { RulingId } from './ruling-ids.js'
import { addNotes, CitationList } from './citations.js'
import { concreteOptions, defaultAction, isAutomatic, matchChoice, sameAction } from './decisions.js'
import { IllegalChoiceError } from './errors.js'
import type { Decision, Procedure } from './procedure.js'
import { RepeatGuard } from './repeats.js'
import type { Action, Choice, EngineEvent, LoopReport, Note, Step } from './types.js'

/** The last guard against a loop the repeated-state check would miss. */
export const MAX_STEPS = 10_000

export interface Line {
  steps: Step[]
  events: EngineEvent[]
  notes: Note[]
  loop?: LoopReport
  /** Ruling ids of steps and events in the order they were cited. */
  cited: RulingId[]
  /** For each event, how many steps had been recorded when it happened: interleaves the two. */
  eventSteps: number[]
}

export function runLine<S>(procedure: Procedure<S>, choices: readonly Choice[]): Line {
  const steps: Step[] = []
  const events: EngineEvent[] = []
  const eventSteps: number[] = []
  const notes: Note[] = []
  const cited = new CitationList()
  const repeats = new RepeatGuard(procedure)
  let loop: LoopReport | undefined
  let state = procedure.initial
  let answer: Action | null = null
  let used = 0

  for (;;) {
    const advanced = procedure.advance(state, answer)
    for (const event of advanced.events) {
      events.push(event)
      eventSteps.push(steps.length)
      cited.add(event.rulings)
    }
    addNotes(notes, advanced.notes)
    if (advanced.loop && loop === undefined) loop = { ...advanced.loop, step: steps.length }
    if (advanced.kind === 'end') break

    const firstSeen = repeats.seen(advanced.state, steps.length)
    if (firstSeen !== undefined || steps.length >= MAX_STEPS) {
      const reason = firstSeen !== undefined ? 'repeated-state' : 'step-limit'
      const report = procedure.reportLoop(advanced.state, reason)
      events.push(report.event)
      eventSteps.push(steps.length)
      cited.add(report.event.rulings)
      loop = { ...report.loop, reason, step: steps.length, ...(firstSeen !== undefined ? { firstSeen } : {}) }
      break
    }

    const decision = advanced.decision
    const automatic = isAutomatic(decision)
    let taken: Action
    const choice = choices[used]
    if (automatic) {
      taken = concreteOptions(decision).next().value as Action
      // A choice naming the very cards a forced discard takes answers it: a request that says which
      // card pays a cost is not refused because the board left that card the only one that could.
      if (choice !== undefined && choice.type === 'discard' && choice.cards !== undefined && taken.type === 'discard' && namesForced(decision, choice, taken, steps.length, used)) used++
    } else if (choice !== undefined && decision.unanswered?.note !== undefined && !answers(decision, choice)) {
      taken = decision.unanswered.action
      addNotes(notes, [decision.unanswered.note])
    } else if (choice !== undefined && decision.unanswered?.unsaid !== undefined && answers(decision, choice) && choice.type === decision.unanswered.action.type && choice.cards === undefined) {
      taken = decision.unanswered.action
      addNotes(notes, [decision.unanswered.unsaid])
      used++
    } else if (choice !== undefined) {
      try {
        taken = matchChoice(decision, choice, steps.length, used)
      } catch (error) {
        const why = error instanceof IllegalChoiceError ? choiceHistory(choice, steps, events) : undefined
        if (why === undefined || !(error instanceof IllegalChoiceError)) throw error
        throw new IllegalChoiceError({ step: error.step, window: error.window, choice, legal: error.legal, choiceIndex: error.choiceIndex, reason: error.reason, why })
      }
      used++
    } else {
      taken = defaultAction(decision)
    }
    steps.push({
      index: steps.length,
      window: decision.window,
      decision: decision.kind,
      player: decision.player,
      legal: decision.legal,
      taken,
      automatic,
      rulings: decision.rulings,
    })
    cited.add(decision.rulings)
    state = advanced.state
    answer = taken
  }

  const leftover = choices[used]
  if (leftover !== undefined) {
    throw new IllegalChoiceError({
      step: steps.length,
      window: steps[steps.length - 1]?.window ?? 'none',
      choice: leftover,
      legal: [],
      choiceIndex: used,
      reason: loop
        ? `the line was stopped (${loop.reason}) before this choice could be used`
        : 'no decision is left: the window is over, nothing more may be done in it',
      why: choiceHistory(leftover, steps, events),
    })
  }
  if (loop && procedure.summariseLoop) loop = procedure.summariseLoop(loop, events)
  return { steps, events, notes, ...(loop ? { loop } : {}), cited: cited.ids, eventSteps }
}

/** The choice is meant for this decision: its player's, of a type of action legal here (a wrong one is then refused, never passed over). */
function answers(decision: Decision, choice: Choice): boolean {
  return choice.player === decision.player && decision.legal.some((action) => action.type === choice.type)
}

/**
 * Why a choice naming an effect found no place, from what the line did with that effect: taken
 * already at an earlier step (used up), or never offered, with the events that concern it (refused,
 * not activatable, negated, void). A refusal says why, never only that nothing was left.
 */
function choiceHistory(choice: Choice, steps: readonly Step[], events: readonly EngineEvent[]): string | undefined {
  const effect = choice.effect
  if (effect === undefined) {
    // A discard names cards, not an effect: say whether this line ever asked that player for one.
    if (choice.type !== 'discard') return undefined
    const asked = steps.filter((step) => step.player === choice.player && step.legal.some((action) => action.type === 'discard'))
    return asked.length === 0
      ? `no discard was asked of ${choice.player} in this line (no cost, maintenance or hand-size step called for one)`
      : `${choice.player}'s discards in this line were answered at step ${asked.map((step) => step.index).join(', ')}`
  }
  const taken = steps.find((step) => step.taken.type === choice.type && step.taken.effect === effect)
  if (taken) return `"${choice.type} ${effect}" was already taken at step ${taken.index}: it is used up`
  const offered = steps.some((step) => step.legal.some((action) => action.type === choice.type && action.effect === effect))
  const about = events.filter((event) => {
    const fields = event as unknown as Record<string, unknown>
    return fields.effect === effect || fields.card === effect || (Array.isArray(fields.effects) && fields.effects.includes(effect))
  })
  const said = about.map((event) => {
    const fields = event as unknown as Record<string, unknown>
    const detail = typeof fields.reason === 'string' ? fields.reason : typeof fields.outcome === 'string' ? fields.outcome : undefined
    return detail ? `${event.type} (${detail})` : event.type
  })
  const what = said.length > 0 ? `; what happened to it: ${[...new Set(said)].join(', ')}` : ''
  if (!offered) return `"${effect}" was never offered to "${choice.type}" in this line${what}`
  return what ? `"${effect}" was offered earlier and not taken then${what}` : `"${effect}" was offered earlier and not taken then`
}

/** Whether `choice` names exactly the action a forced decision took (its player's, the same cards, by key or name). */
function namesForced(decision: Decision, choice: Choice, taken: Action, step: number, used: number): boolean {
  try {
    return sameAction(matchChoice(decision, choice, step, used), taken)
  } catch (error) {
    if (error instanceof IllegalChoiceError) return false
    throw error
  }
}
