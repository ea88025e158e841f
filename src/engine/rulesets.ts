/**
 * The rulesets the engine knows. Adding a game is adding its folder and one line here; the core's
 * procedure (priority, decisions, choices, enumeration, loop guard, citations) stays as it is.
 */
import type { Ruleset } from './core/procedure.js'
import { yugiohRuleset } from './yugioh/index.js'
import { grandArchiveRuleset } from './grand-archive/index.js'

export const RULESETS: readonly Ruleset[] = [yugiohRuleset, grandArchiveRuleset]
