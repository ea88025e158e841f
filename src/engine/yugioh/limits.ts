/**
 * Where a once-per-turn limit is kept in `usedNames`. By name ("You can only use this effect of "X"
 * once per turn", "… each effect of "X" …"): each effect of X has its own, which no copy of X of that
 * player may use again, while the card's other effects stay free; where the card's effects share one
 * limit ("You can only use 1 "X" effect per turn") or the effect is not one of the card's own (an
 * effect a request writes by hand), the card's name alone is the key, and using it uses them all.
 * Per copy ("Once per turn, …"): the card instance and the effect.
 */
import type { Player } from '../core/types.js'

/** The key of a limit by name: the card's, or one effect's of it (`effect`: which, among the card's own). */
export function nameLimitKey(player: Player, name: string, effect: string | undefined, shared: boolean | undefined): string {
  return effect === undefined || shared === true ? `${player}:${name}` : `${player}:${name}/${effect}`
}

/** The key of a limit per copy: the card instance's, for one of its effects. */
export function copyLimitKey(key: string, effect: string): string {
  return `#${key}/${effect}`
}

/** A limit by name is used: the effect's own key, or the card's (a limit its effects share, a use the board states of the card). */
export function usedByName(used: readonly string[], player: Player, name: string, effect: string | undefined, shared: boolean | undefined): boolean {
  return used.includes(`${player}:${name}`) || used.includes(nameLimitKey(player, name, effect, shared))
}
