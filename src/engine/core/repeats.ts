/**
 * Finding a state that comes back on one line, without building a text key at every decision.
 *
 * A procedure that knows a measure of its progress (a number that never decreases along a line,
 * such as how many items are finished) gives it as `progress`: two states of different progress
 * can never be equal, so a state is only compared with the states of the same progress seen since
 * the measure last moved, by structural equality. The states are immutable and share what did not
 * change, so most comparisons end on the first field that is the same object or differs. Without
 * a measure, the canonical key is used, as before.
 */
import type { Procedure } from './procedure.js'

/** Structural equality of plain data (objects, arrays, primitives), with a shortcut on identity. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  let fields = 0
  for (const name in left) {
    const value = left[name]
    if (value === undefined) continue
    fields++
    if (!sameData(value, right[name])) return false
  }
  for (const name in right) if (right[name] !== undefined) fields--
  return fields === 0
}

export class RepeatGuard<S> {
  private readonly byKey = new Map<string, number>()
  private group: Array<{ state: S; step: number }> = []
  private groupProgress = Number.NaN

  constructor(private readonly procedure: Procedure<S>) {}

  /** The step at which an equal state was first seen on this line, or undefined; remembers this one. */
  seen(state: S, step: number): number | undefined {
    const progress = this.procedure.progress?.(state)
    if (progress === undefined) {
      const key = this.procedure.key(state)
      const first = this.byKey.get(key)
      if (first === undefined) this.byKey.set(key, step)
      return first
    }
    if (progress !== this.groupProgress) {
      if (progress < this.groupProgress) throw new Error(`progress went back from ${this.groupProgress} to ${progress}`)
      this.group = []
      this.groupProgress = progress
    }
    for (const earlier of this.group) if (sameData(earlier.state, state)) return earlier.step
    this.group.push({ state, step })
    return undefined
  }
}
