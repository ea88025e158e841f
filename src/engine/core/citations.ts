/**
 * Citations: every ruling id a result names, in the order it was first cited, and notes without
 * repeats.
 */
import type { RulingId } from '../../content/ruling-ids.js'
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

/** Adds notes not already there (the same conflict may be met several times in one line). */
export function addNotes(into: Note[], notes: readonly Note[]): void {
  if (notes.length === 0) return
  const present = new Set(into.map(noteKey))
  for (const note of notes) {
    const key = noteKey(note)
    if (present.has(key)) continue
    present.add(key)
    into.push(note)
  }
}

/** A note is the same note when it names the same ruling and says the same thing. */
function noteKey(note: Note): string {
  return `${note.ruling}\u0000${note.text}`
}

/** Ruling ids in first-seen order, without repeats. */
export function uniqueRulings(rulings: Iterable<RulingId | undefined | false>): RulingId[] {
  const out: RulingId[] = []
  for (const id of rulings) if (id && !out.includes(id)) out.push(id)
  return out
}
