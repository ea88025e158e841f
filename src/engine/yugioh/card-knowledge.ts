/**
 * The card rulings the engine cites, read from the data handed over with the board (each card's
 * ruling links and the situations they rule on, src/domain/card-ruling.ts). The engine matches
 * situations and the cards involved; it never knows a card by its name.
 */
import type { CardRulingSituation } from '../../domain/card-ruling.js'
import type { RulingId } from '../core/ruling-ids.js'
import type { Board } from './board.js'

/** The rulings of `name` for `situation`, where the other card a link needs is involved and the reading matches. */
export function situatedRulings(board: Board, name: string | undefined, situation: CardRulingSituation): RulingId[] {
  if (name === undefined) return []
  const out: RulingId[] = []
  for (const link of board.cardRulings.get(name.toLowerCase()) ?? []) {
    if (!link.situations.includes(situation)) continue
    if (link.with !== undefined && !board.present.has(link.with.toLowerCase())) continue
    if (link.readings !== undefined && !link.readings.includes(board.reading)) continue
    out.push(link.ruling as RulingId)
  }
  return out
}

/** Rulings about two cards meeting, for events about `names` (each pair once). */
export function pairRulings(board: Board, names: ReadonlyArray<string | undefined>): RulingId[] {
  const out: RulingId[] = []
  for (const name of names) for (const id of situatedRulings(board, name, 'meets')) if (!out.includes(id)) out.push(id)
  return out
}

/** Rulings of every involved card for `situation`, whatever the event is about (a card reacting to a discard). */
export function involvedRulings(board: Board, situation: CardRulingSituation): RulingId[] {
  const out: RulingId[] = []
  for (const name of board.cardRulings.keys()) if (board.present.has(name)) out.push(...situatedRulings(board, name, situation))
  return out
}
