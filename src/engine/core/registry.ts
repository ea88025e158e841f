/**
 * Finding the window for a request among the rulesets. The list of rulesets is plain data given by
 * the caller (src/engine/rulesets.ts), so adding a game is adding a folder and one line there.
 */
import { UnsupportedWindowError } from './errors.js'
import type { Ruleset, WindowDefinition } from './procedure.js'

export function windowsOf(rulesets: readonly Ruleset[]): Array<{ game: string; phase: string }> {
  return rulesets.flatMap((ruleset) => ruleset.windows.map((window) => ({ game: ruleset.game, phase: window.phase })))
}

/** The ruleset of `game` (its windows, its request reader). */
export function findRuleset(rulesets: readonly Ruleset[], game: string, phase: string): Ruleset {
  const ruleset = rulesets.find((r) => r.game === game)
  if (!ruleset) throw new UnsupportedWindowError(game, phase, windowsOf(rulesets))
  return ruleset
}

export function findWindow(rulesets: readonly Ruleset[], game: string, phase: string): WindowDefinition {
  const window = rulesets.find((ruleset) => ruleset.game === game)?.windows.find((w) => w.phase === phase)
  if (!window) throw new UnsupportedWindowError(game, phase, windowsOf(rulesets))
  return window
}
