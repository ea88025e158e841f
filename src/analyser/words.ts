/**
 * The analyser's words for monsters, one list each, for every reader that names them in a pattern:
 * the Types (the catalog's own list) and the kinds a type line names beside its Type ("Flip",
 * "Tuner", "Xyz"), and the Attributes. Pure.
 */
import { MONSTER_TYPES } from '../domain/card-search.js'

export { MONSTER_TYPES }

export const MONSTER_KINDS = ['Normal', 'Effect', 'Fusion', 'Ritual', 'Synchro', 'Xyz', 'Pendulum', 'Link', 'Tuner', 'Flip', 'Gemini', 'Spirit', 'Toon', 'Union'] as const

/** An alternation for a pattern, longest word first, so that "Beast-Warrior" is tried before "Beast". */
function alternation(words: readonly string[]): string {
  return [...words].sort((a, b) => b.length - a.length).join('|')
}

/** Monster Types listed ("Beast, Beast-Warrior, Winged Beast, Insect, and/or Plant", "Warrior or Machine"), or undefined where a word is no Type. */
export function monsterTypeList(words: string): string[] | undefined {
  const parts = words.split(/,? (?:and\/or|or|and) |, /).map((part) => part.trim()).filter((part) => part.length > 0)
  return parts.length > 0 && parts.every((part) => (MONSTER_TYPES as readonly string[]).includes(part)) ? parts : undefined
}

/** "Beast-Warrior|Winged Beast|…": a monster Type as the text writes it. */
export const MONSTER_TYPE_PATTERN = alternation(MONSTER_TYPES)
/** "Pendulum|Synchro|…": a kind of monster. */
export const MONSTER_KIND_PATTERN = alternation(MONSTER_KINDS)

export const ATTRIBUTES = ['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND', 'DIVINE'] as const
/** "LIGHT|DARK|…": an Attribute as the text writes it. */
export const ATTRIBUTE_PATTERN = alternation(ATTRIBUTES)
