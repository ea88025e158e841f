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

/** What one explored set of cards stands for, at a discard with interchangeable cards. */
export interface CardClass {
  /** The pattern's cards in hand order (the alternatives are written in that order). */
  from: readonly string[]
  /** Groups the set takes some but not all of: any `count` out of `of` give the same future. */
  interchangeable: Array<{ count: number; of: string[] }>
  /** How many sets of cards the class holds, this one included. */
  size: number
}

/** A concrete action to explore, and when it is a set of cards that others could replace, their class. */
export interface ClassOption {
  action: Action
  cardClass: CardClass | null
}

/**
 * The cards of a pattern as units: each group of interchangeable cards (in hand order), and every
 * other card alone; units in the order of their first card.
 */
function unitsOf(from: readonly string[], groups: readonly (readonly string[])[]): string[][] {
  const groupOf = new Map<string, number>()
  groups.forEach((group, i) => {
    for (const key of group) groupOf.set(key, i)
  })
  const units: string[][] = []
  const unitOfGroup = new Map<number, string[]>()
  for (const key of from) {
    const group = groupOf.get(key)
    let unit = group === undefined ? undefined : unitOfGroup.get(group)
    if (unit === undefined) {
      unit = []
      units.push(unit)
      if (group !== undefined) unitOfGroup.set(group, unit)
    }
    unit.push(key)
  }
  return units
}

function binomial(n: number, k: number): number {
  let result = 1
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i
  return Math.round(result)
}

/** The class of the set that takes `taken[i]` cards of `units[i]`; null when it holds that set alone. */
function classOf(from: readonly string[], units: readonly string[][], taken: readonly number[]): CardClass | null {
  const interchangeable: Array<{ count: number; of: string[] }> = []
  let size = 1
  units.forEach((unit, i) => {
    const count = taken[i] as number
    if (count === 0 || count === unit.length) return
    interchangeable.push({ count, of: [...unit] })
    size *= binomial(unit.length, count)
  })
  return interchangeable.length === 0 ? null : { from, interchangeable, size }
}

/**
 * One set of cards per class: for every way to take `count` cards as so many from each unit, the
 * cards listed last in each unit (as the default policy takes them), in hand order. Units are
 * taken whole first, so that without groups the sets come in the order of `concreteOptions`.
 */
function* classSets(pattern: { count: number; from: string[] }, units: readonly string[][]): Generator<{ cards: string[]; taken: number[] }> {
  const left = units.map((_, i) => units.slice(i).reduce((sum, unit) => sum + unit.length, 0))
  const taken: number[] = []
  function* from(unit: number, remaining: number): Generator<{ cards: string[]; taken: number[] }> {
    if (unit === units.length) {
      if (remaining > 0) return
      const chosen = new Set(units.flatMap((cards, i) => cards.slice(cards.length - (taken[i] as number))))
      yield { cards: pattern.from.filter((key) => chosen.has(key)), taken: [...taken] }
      return
    }
    const size = (units[unit] as string[]).length
    for (let count = Math.min(size, remaining); count >= 0 && remaining - count <= (left[unit + 1] ?? 0); count--) {
      taken.push(count)
      yield* from(unit + 1, remaining - count)
      taken.pop()
    }
  }
  yield* from(0, pattern.count)
}

/**
 * The actions to explore at a decision, `first` (the default action) first: every concrete action,
 * except that a discard with interchangeable cards (`Decision.interchangeable`) gives one set of
 * cards per class, each with the class it stands for (`first`'s class is `first` itself).
 */
export function* classOptions(decision: Decision, first: Action): Generator<ClassOption> {
  const groups = decision.interchangeable?.filter((group) => group.length > 1) ?? []
  if (groups.length === 0) {
    yield { action: first, cardClass: null }
    for (const option of concreteOptions(decision)) if (!sameAction(option, first)) yield { action: option, cardClass: null }
    return
  }
  const patterns = new Map<Action, string[][]>()
  for (const action of decision.legal) if (isCardPattern(action)) patterns.set(action, unitsOf(action.from, groups))
  const classKey = (taken: readonly number[]) => taken.join(',')
  /** Which class of a pattern a set of cards is in: how many it takes from each unit. */
  const takenBy = (units: readonly string[][], cards: readonly string[]) => units.map((unit) => unit.filter((key) => cards.includes(key)).length)

  let firstClass: { pattern: Action; key: string } | null = null
  const firstPattern = first.cards === undefined ? undefined : [...patterns.entries()].find(([pattern]) => pattern.type === first.type)
  if (firstPattern !== undefined && first.cards !== undefined) {
    const [pattern, units] = firstPattern
    const taken = takenBy(units, first.cards)
    firstClass = { pattern, key: classKey(taken) }
    yield { action: first, cardClass: classOf((pattern as { from: string[] }).from, units, taken) }
  } else {
    yield { action: first, cardClass: null }
  }
  for (const action of decision.legal) {
    const units = patterns.get(action)
    if (units === undefined) {
      if (!sameAction(action, first)) yield { action, cardClass: null }
      continue
    }
    const pattern = action as Action & { count: number; from: string[] }
    for (const set of classSets(pattern, units)) {
      if (firstClass?.pattern === action && firstClass.key === classKey(set.taken)) continue
      yield { action: { type: action.type, cards: set.cards }, cardClass: classOf(pattern.from, units, set.taken) }
    }
  }
}

/** Every other set of cards of an explored set's class, in order (the explored set left out). */
export function* otherSets(cards: readonly string[], cardClass: CardClass): Generator<string[]> {
  const swappable = new Set(cardClass.interchangeable.flatMap((group) => group.of))
  const fixed = cards.filter((key) => !swappable.has(key))
  const own = [...cards].sort().join('\u0000')
  function* pick(group: number, chosen: string[]): Generator<string[]> {
    if (group === cardClass.interchangeable.length) {
      const set = new Set(chosen)
      const ordered = cardClass.from.filter((key) => set.has(key))
      if ([...ordered].sort().join('\u0000') !== own) yield ordered
      return
    }
    const { count, of } = cardClass.interchangeable[group] as { count: number; of: string[] }
    for (const subset of combinations(of, count)) yield* pick(group + 1, [...chosen, ...subset])
  }
  yield* pick(0, fixed)
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

  // Several patterns differ only in how many cards ("any number of cards"): the one the choice names as many as.
  const pattern = sameType.find((action) => isCardPattern(action) && (choice.cards === undefined || action.count === choice.cards.length)) ?? sameType.find(isCardPattern)
  if (pattern && isCardPattern(pattern)) return readCards(pattern, choice, decision.cardNames ?? {}, refuse)

  if (choice.effect === undefined) {
    const plain = sameType.find((action) => action.effect === undefined)
    if (plain) return plain
    return refuse(`"${choice.type}" needs the effect it applies to`)
  }
  const named = sameType.find((action) => action.effect === undefined || action.effect === choice.effect)
  if (named) return withTargets(named, choice)
  // A card's key names its one effect offered here ("torrential" for "torrential:summoned", an event
  // trigger's id): a player asks by the card, not by the id the answer gives its trigger.
  const ofCard = sameType.filter((action) => action.effect?.startsWith(`${choice.effect}:`) === true)
  if (ofCard.length === 1) return withTargets(ofCard[0]!, choice)
  return refuse(`"${choice.type} ${choice.effect}" is not legal here`)
}

/** An activation naming cards ("cards": the targets it chooses as it is activated) keeps them with the action taken. */
function withTargets(action: Action, choice: Choice): Action {
  if (action.type !== 'activate' || !Array.isArray(choice.cards) || choice.cards.length === 0) return action
  return { ...action, cards: [...choice.cards] }
}

function readCards(
  pattern: Action & { count: number; from: string[] },
  choice: Choice,
  cardNames: Record<string, string>,
  refuse: (reason: string) => never,
): Action {
  const named = choice.cards
  // Naming no card where exactly as many are offered as must go leaves nothing to choose.
  if (named === undefined && pattern.from.length === pattern.count) return { type: pattern.type, cards: [...pattern.from] }
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
