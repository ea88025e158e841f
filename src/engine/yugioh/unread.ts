/**
 * Effects of the board's cards that are not modelled: sentences of their text no reader turned into
 * data (each card's `unread` marks, which say what the effect could act on and from where). The
 * engine cannot apply them; it says they are there instead of answering as if the card did nothing:
 * - a note for each card where such an effect acts from as the window starts (for a phase clause,
 *   only in the windows it names), naming the card and the kind of effect;
 * - a `not-modelled` event, once per effect in a line, where the window does what the effect could
 *   react to or change (a card sent to the GY, destroyed, banished, discarded, Special Summoned,
 *   drawn; damage or an LP change; an item resolving under a negation or prohibition; a move under
 *   a replacement; the hand-size check under a limit; the list phase of the window a clause names):
 *   what it would have done there is unknown (`effectOnState: "unknown"`).
 *
 * Nothing here names a card: what a card could do is its data.
 */
import type { StateZone, UnreadAct, UnreadEffect } from '../../domain/behaviour.js'
import { REFERENCE_IDS } from '../core/reference-ids.js'
import { RULING_IDS, type RulingId } from '../core/ruling-ids.js'
import type { Note } from '../core/types.js'
import type { Board, BoardCard } from './board.js'
import type { Context } from './report.js'
import { controllerOf, zoneOf, type YgoState } from './state.js'

/** Whether any card of the board has an effect not modelled: the common board has none, and pays nothing more. */
export function hasUnread(board: Board): boolean {
  return board.unreadCards.length > 0
}

/** A phase clause acts only in the windows it names; triggers and continuous effects in any. */
function inThisWindow(board: Board, mark: UnreadEffect): boolean {
  return mark.kind !== 'phase' || mark.on.includes(board.config.phase)
}

/**
 * The card is where the effect acts from now: on the field face-up (a Set Trap too, which may be
 * activated on an event; a continuous effect needs the card face-up), or in the zone it names.
 */
function whereItActs(board: Board, state: YgoState, card: BoardCard, mark: UnreadEffect): boolean {
  const zone = zoneOf(board, state, card.key)
  if (zone === undefined || !(mark.zones as string[]).includes(zone)) return false
  if (zone !== 'field' || card.position !== 'set' || state.summonedNow.includes(card.key)) return true
  return mark.kind === 'trigger' && card.cardType === 'trap'
}

/** The rule an effect of this kind would act under in this window. */
function ruleOf(board: Board, mark: UnreadEffect): RulingId {
  if (mark.kind === 'trigger') return RULING_IDS.eventTriggers
  if (mark.kind === 'continuous') return RULING_IDS.continuousEffects
  return board.config.phase === 'standby' ? RULING_IDS.standbyItems : board.config.phase === 'battle-end-step' ? RULING_IDS.battleEndItems : RULING_IDS.lists
}

/** What the note says the effect acts on here: a phase clause, this window only. */
function actsOn(board: Board, mark: UnreadEffect): UnreadAct[] {
  return mark.kind === 'phase' ? [board.config.phase] : mark.on
}

/** What happened to a card (a move, a draw): an effect on what happens to its own card acts where the card was. */
export interface Moved {
  key: string
  from: StateZone | undefined
  /** The card's own effect moved it. */
  byItself?: boolean
}

/** Whether the effect can act on what happened: its own card's move, from where it acts; another's, with its card where it acts now. */
function canAct(board: Board, state: YgoState, card: BoardCard, mark: UnreadEffect, moved: Moved | undefined): boolean {
  if (mark.self === true) return moved !== undefined && moved.key === card.key && moved.from !== undefined && (mark.zones as string[]).includes(moved.from) && !(mark.notByItself === true && moved.byItself === true)
  return whereItActs(board, state, card, mark)
}

/** One note per card and kind of effect not modelled, for the cards where such an effect acts from as the window starts. */
export function unreadNotes(ctx: Context, state: YgoState): void {
  const { board } = ctx
  for (const card of board.unreadCards) {
    const kinds = new Map<UnreadEffect['kind'], { mark: UnreadEffect; on: UnreadAct[] }>()
    for (const mark of card.behaviours.unread ?? []) {
      if (!inThisWindow(board, mark) || !whereItActs(board, state, card, mark)) continue
      const seen = kinds.get(mark.kind)
      const on = [...new Set([...(seen?.on ?? []), ...actsOn(board, mark)])]
      kinds.set(mark.kind, { mark: seen?.mark ?? mark, on })
    }
    for (const [kind, { mark, on }] of kinds) {
      const note: Note = {
        ruling: ruleOf(board, mark),
        applied: 'official',
        sources: [REFERENCE_IDS.tcgRulebook],
        card: card.name,
        unmodelled: { kind, on },
        message: { key: 'note.unmodelled-effect', params: { card: card.name, kind }, items: on.map((act) => ({ key: 'note.unmodelled-on', params: { on: act.replace(/-/g, '_') } })) },
      }
      ctx.report.note(note)
    }
  }
}

/**
 * Names each effect not modelled that could act on what just happened (`acts`), once in a line:
 * a `not-modelled` event after what happened, and the state remembers it was said.
 */
export function sayUnread(ctx: Context, state: YgoState, acts: readonly UnreadAct[], moved?: Moved): YgoState {
  const { board } = ctx
  const cards = board.unreadCards
  if (cards.length === 0 || acts.length === 0) return state
  let said = state.unreadSaid
  for (const card of cards) {
    ;(card.behaviours.unread ?? []).forEach((mark, index) => {
      const id = `${card.key}:${index}`
      if (said.includes(id) || !inThisWindow(board, mark) || !canAct(board, state, card, mark, moved)) return
      const act = mark.kind === 'phase' ? acts.find((a) => a === board.config.phase) : acts.find((a) => mark.on.includes(a))
      if (act === undefined) return
      ctx.report.emit(
        'not-modelled',
        { effect: card.key, player: controllerOf(state, { controller: card.player, origin: card.key }), card: card.name, kind: mark.kind, on: act, effectOnState: 'unknown' },
        [ruleOf(board, mark)],
      )
      said = [...said, id]
    })
  }
  return said === state.unreadSaid ? state : { ...state, unreadSaid: said }
}

/**
 * What a move raises for effects not modelled: its events, and what a replacement ("… would be
 * destroyed …, … instead") or a prohibition ("cannot be destroyed", "cannot be banished", "cannot
 * Special Summon") could have changed of it.
 */
export function actsOfMove(events: readonly string[]): UnreadAct[] {
  const out = new Set<UnreadAct>()
  for (const event of events) {
    // Leaving the field is no act of its own: an unread mark names the move (sent, banished, destroyed) it reacts to.
    if (event === 'left-field') continue
    // A card added to the hand: effects not modelled are named by the draw or search that did it (its actions' own marks).
    if (event === 'added') continue
    out.add(event === 'special-summoned' ? 'summoned' : (event as UnreadAct))
    if (event === 'destroyed' || event === 'sent-to-gy') out.add('replace')
    if (event === 'destroyed' || event === 'banished' || event === 'special-summoned') out.add('forbid')
  }
  return [...out]
}

/** What an action the state does not apply would have done, for effects not modelled (a card destroyed, sent, banished, summoned, discarded). */
export function actsOfUnappliedAction(action: string): UnreadAct[] {
  switch (action) {
    case 'destroy':
      return ['destroyed', 'sent-to-gy', 'replace', 'forbid']
    case 'send-to-gy':
      return ['sent-to-gy', 'replace', 'forbid']
    case 'banish':
      return ['banished', 'forbid']
    case 'discard':
      return ['discarded', 'sent-to-gy', 'replace']
    case 'mill':
      return ['sent-to-gy', 'replace']
    case 'special-summon':
      return ['summoned', 'forbid']
    case 'return-to-hand':
    case 'return-to-deck':
    case 'return-to-extra-deck':
      return ['forbid']
    default:
      return []
  }
}
