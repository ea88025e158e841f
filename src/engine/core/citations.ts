/**
 * Citations: every ruling id a result names, in the order it was first cited, and notes without
 * repeats.
 */
import type { RulingId } from './ruling-ids.js'
import type { Note } from './types.js'

export class CitationList {
  private readonly seen = new Set<RulingId>()
  readonly ids: RulingId[] = []

  add(rulings: Iterable<RulingId>): void {
    for (const id of rulings) {
      if (this.seen.has(id)) continue
      this.seen.add(id)
      this.ids.push(id)
    }
  }
}

function sameMessage(a: Note['message'], b: Note['message']): boolean {
  return a.key === b.key && JSON.stringify(a.params ?? {}) === JSON.stringify(b.params ?? {}) && JSON.stringify(a.items ?? []) === JSON.stringify(b.items ?? [])
}

/** Adds notes not already there (the same conflict may be met several times in one line). */
export function addNotes(into: Note[], notes: readonly Note[]): void {
  // A note is the same note when it names the same ruling and says the same thing. A line holds a
  // handful of notes, so a scan is cheaper than keying them.
  for (const note of notes) {
    if (!into.some((other) => other.ruling === note.ruling && sameMessage(other.message, note.message))) into.push(note)
  }
}

/** Ruling ids in first-seen order, without repeats. */
export function uniqueRulings(rulings: Iterable<RulingId | undefined | false>): RulingId[] {
  const out: RulingId[] = []
  for (const id of rulings) if (id && !out.includes(id)) out.push(id)
  return out
}
