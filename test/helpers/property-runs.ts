/**
 * How many boards a property test tries. `npm test` tries a fixed number that fits its budget (the
 * same boards every run: the seeds are fixed); PROPERTY_RUNS asks for more: `full` for each
 * property's full count, a number for that many of every property. Each test says in its output
 * how many it tried, so a short run never passes for a long one.
 */
import type { Test } from 'tap'

export function propertyRuns(t: Pick<Test, 'comment'>, runs: { fixed: number; full: number }): number {
  const asked = process.env.PROPERTY_RUNS?.trim()
  let count = runs.fixed
  if (asked === 'full') count = runs.full
  else if (asked) {
    const n = Number(asked)
    if (!Number.isInteger(n) || n < 1) throw new Error(`PROPERTY_RUNS must be "full" or a whole number of runs, got ${JSON.stringify(asked)}`)
    count = n
  }
  t.comment(`${count} runs${count < runs.full ? ` (PROPERTY_RUNS=full: ${runs.full})` : ''}`)
  return count
}
