/**
 * Which cards of a hand-size discard are interchangeable (issue 14): whichever of them are
 * discarded, the rest of the window is the same, but for the discard's own events naming them.
 * The enumeration then explores one set of cards per number taken from each group
 * (core/decisions.ts, `Decision.interchangeable`).
 *
 * Two cards of the hand are interchangeable here when, for each of them:
 * - nothing reacts to it: it has no discard behaviour (a trigger, a lost or non-triggering
 *   effect, or a watcher's) and no hand-size rule;
 * - nothing refers to it: no list item comes from it or moves it (its key), and no item, response
 *   or end-of-turn effect names its card;
 * - what the engine cites for it is the same: its name's card rulings (the data handed over with
 *   the board) are the same links, and the board states the same facts of it (owner, position,
 *   this turn's history, …);
 * and the discard is the last one of the window: it is a second discard (whose triggers are not
 * activated), or no trigger that this discard may bring about adds a card to the hand. Otherwise a
 * later discard would read the hand those cards left, in hand order, and its default and its
 * choices would not be the same for every set.
 *
 * After the last discard nothing reads the hand again but its size, the list phase does not start
 * again, and the discard chain holds only discard triggers and responses, none of which looks at
 * which other cards went to the GY: so the rest of the window is the same for every such set.
 */
import { stableKey } from '../core/stable-key.js'
import type { Player } from '../core/types.js'
import { cardFacts, type Board } from './board.js'
import { cardName, discardOf, type YgoState } from './state.js'

/** Keys and lower-cased names that something on the board refers to (built once per board). */
interface References {
  keys: Set<string>
  names: Set<string>
  /** Some card's trigger reacts to another card's event: what a discarded card is (monster, Spell) may then decide it. */
  typesTold: boolean
}

const REFERENCES = new WeakMap<Board, References>()

function referencesOf(board: Board): References {
  let references = REFERENCES.get(board)
  if (references !== undefined) return references
  references = { keys: new Set(), names: new Set(), typesTold: [...board.cards.values()].some((card) => card.behaviours.triggers?.some((trigger) => trigger.subject === 'other') ?? false) }
  for (const item of board.items) {
    if (item.origin !== undefined) references.keys.add(item.origin)
    if (item.subject !== undefined) references.keys.add(item.subject)
    if (item.card !== undefined) references.names.add(item.card.toLowerCase())
  }
  for (const response of board.responses) if (response.card !== undefined) references.names.add(response.card.toLowerCase())
  for (const expiry of board.endOfTurn) if (expiry.card !== undefined) references.names.add(expiry.card.toLowerCase())
  REFERENCES.set(board, references)
  return references
}

/** Whether a trigger this discard may bring about can add cards to the hand, and so a later discard. */
function mayDiscardAgain(board: Board, state: YgoState, hand: readonly string[]): boolean {
  for (const key of hand) if (discardOf(board, state, key)?.adds?.length) return true
  for (const card of board.discardCards) {
    const watcher = card.behaviours.discard
    if (watcher?.watches === 'field' && card.zone === 'field' && watcher.adds?.length) return true
  }
  // Another card's trigger on the discard that draws or adds cards.
  for (const card of board.triggerCards) {
    if (card.behaviours.triggers?.some((trigger) => trigger.subject === 'other' && trigger.does?.some((action) => action.action === 'draw' || action.action === 'add-to-hand'))) return true
  }
  return false
}

/**
 * What a card of the hand is, as far as the rest of the window can tell: equal texts, interchangeable
 * cards; null for a card that must be explored on its own.
 */
function signature(board: Board, state: YgoState, key: string, references: References): string | null {
  const name = cardName(board, state, key) ?? key
  if (references.keys.has(key) || references.names.has(name.toLowerCase())) return null
  const card = board.cards.get(key)
  // A card added with a discard behaviour of its own: the discard tells it apart.
  if (key in state.addedDiscard) return null
  if (card !== undefined) {
    // An effect not modelled is named where it could act: discarding the card may be such a place.
    if (card.behaviours.discard !== undefined || card.behaviours.handSize !== undefined || (card.behaviours.triggers?.length ?? 0) > 0 || (card.behaviours.unread?.length ?? 0) > 0) return null
  }
  // Its type too where another card's trigger may react to monsters discarded and not to Spells.
  const type = references.typesTold ? (card?.cardType ?? null) : null
  return stableKey({ rulings: board.cardRulings.get(name.toLowerCase()) ?? [], facts: card === undefined ? {} : cardFacts(card), type })
}

/** The groups of interchangeable cards of `player`'s hand at a hand-size discard (none: undefined). */
export function interchangeableCards(board: Board, state: YgoState, player: Player): string[][] | undefined {
  const hand = state.hands[player]
  if (state.discardRounds === 0 && mayDiscardAgain(board, state, hand)) return undefined
  const references = referencesOf(board)
  const groups = new Map<string, string[]>()
  for (const key of hand) {
    const text = signature(board, state, key, references)
    if (text === null) continue
    const group = groups.get(text)
    if (group === undefined) groups.set(text, [key])
    else group.push(key)
  }
  const interchangeable = [...groups.values()].filter((group) => group.length > 1)
  return interchangeable.length > 0 ? interchangeable : undefined
}
