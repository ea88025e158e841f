/**
 * Decision points, the same for every game: which concrete actions a decision allows, the default
 * policy when the request's choices have run out, and reading a choice against a decision.
 */
import { IllegalChoiceError } from './errors.js'
import type { Decision } from './procedure.js'
import type { Action, Choice } from './types.js'

/** A discard written as "count cards out of from" rather than as the cards chosen. */
export function isCardPattern(action: Action): action is Action & { count: number; from: string[] } {
  return action.count !== undefined && action.from !== undefined && action.cards === undefined
}

function* combinations(from: readonly string[], count: number, start = 0, picked: string[] = []): Generator<string[]> {
  if (picked.length === count) {
    yield [...picked]
    return
  }
  for (let i = start; i <= from.length - (count - picked.length); i++) {
    picked.push(from[i] as string)
    yield* combinations(from, count, i + 1, picked)
    picked.pop()
  }
}

/** Every concrete action the decision allows, in the order of `legal` (discards: every set of cards). */
export function* concreteOptions(decision: Decision): Generator<Action> {
  for (const action of decision.legal) {
    if (isCardPattern(action)) {
      for (const cards of combinations(action.from, action.count)) yield { type: action.type, cards }
    } else {
      yield action
    }
  }
}

/** How many sets of `count` cards out of `from` a pattern allows, counted as 0, 1 or 2 (many). */
function patternOptions(count: number, from: number): number {
  if (count > from) return 0
  return count === 0 || count === from ? 1 : 2
}

/** A decision with a single possible action is taken without consuming a choice. */
export function isAutomatic(decision: Decision): boolean {
  let count = 0
  for (const action of decision.legal) {
    count += isCardPattern(action) ? patternOptions(action.count, action.from.length) : 1
    if (count > 1) return false
  }
  return count === 1
}

/**
 * The default policy: a player passes whenever passing is legal; otherwise the ruleset's preferred
 * action (a forced player's first pending mandatory item in input order); a discard takes the
 * cards listed last.
 */
export function defaultAction(decision: Decision): Action {
  const pass = decision.legal.find((action) => action.type === 'pass')
  if (pass) return { type: 'pass' }
  if (decision.preferred) return decision.preferred
  const first = decision.legal[0]
  if (first === undefined) throw new Error(`decision for ${decision.player} in ${decision.window} has no legal action`)
  if (isCardPattern(first)) return { type: first.type, cards: first.from.slice(first.from.length - first.count) }
  return first
}

export function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type || a.effect !== b.effect) return false
  const cardsA = [...(a.cards ?? [])].sort()
  const cardsB = [...(b.cards ?? [])].sort()
  return cardsA.length === cardsB.length && cardsA.every((card, i) => card === cardsB[i])
}

/** The choice that replays `action` at `decision`. */
export function choiceFor(decision: Decision, action: Action): Choice {
  const choice: Choice = { player: decision.player, type: action.type }
  if (action.effect !== undefined) choice.effect = action.effect
  if (action.cards !== undefined) choice.cards = [...action.cards]
  return choice
}

/** Reads a request choice at a decision point; throws IllegalChoiceError naming the step and the legal actions. */
export function matchChoice(decision: Decision, choice: Choice, step: number, choiceIndex: number): Action {
  const refuse = (reason: string): never => {
    throw new IllegalChoiceError({ step, window: decision.window, choice, legal: decision.legal, choiceIndex, reason })
  }
  if (choice.player !== decision.player) refuse(`this decision is ${decision.player}'s, not ${String(choice.player)}'s`)
  const sameType = decision.legal.filter((action) => action.type === choice.type)
  if (sameType.length === 0) refuse(`"${String(choice.type)}" is not legal here`)

  const pattern = sameType.find(isCardPattern)
  if (pattern) return readCards(pattern, choice, decision.cardNames ?? {}, refuse)

  if (choice.effect === undefined) {
    const plain = sameType.find((action) => action.effect === undefined)
    if (plain) return plain
    return refuse(`"${choice.type}" needs the effect it applies to`)
  }
  const named = sameType.find((action) => action.effect === undefined || action.effect === choice.effect)
  if (named) return named
  return refuse(`"${choice.type} ${choice.effect}" is not legal here`)
}

function readCards(
  pattern: Action & { count: number; from: string[] },
  choice: Choice,
  cardNames: Record<string, string>,
  refuse: (reason: string) => never,
): Action {
  const named = choice.cards
  if (!Array.isArray(named)) return refuse(`a discard names ${pattern.count} card(s) in "cards"`)
  if (named.length !== pattern.count) {
    return refuse(`exactly ${pattern.count} card(s) must be discarded, the choice names ${named.length}`)
  }
  const picked = new Set<string>()
  for (const wanted of named) {
    // A key first; else the first card of that name not picked yet.
    const byKey = pattern.from.find((key) => key === wanted && !picked.has(key))
    const byName = pattern.from.find((key) => cardNames[key] === wanted && !picked.has(key))
    const key = byKey ?? byName
    if (key === undefined) return refuse(`"${String(wanted)}" is not a card left to discard in this hand`)
    picked.add(key)
  }
  // Hand order, so that the same cards always read the same.
  return { type: pattern.type, cards: pattern.from.filter((key) => picked.has(key)) }
}
