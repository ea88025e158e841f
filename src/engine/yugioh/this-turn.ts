/**
 * The turn so far (`thisTurn` in a resolve request), as a player says it: "A activated Limiter
 * Removal", "B's D.D. Seeker banished my Cyber Dragon". From each activation and the card's data
 * (its delayed phase behaviours: what its resolution left for later), the list items that linger
 * into this window: Limiter Removal's destruction of the monsters it affected, a temporary
 * banishment's end, a delayed damage, a negation lasting until the end of the turn. Pure: the
 * catalog hands the cards' behaviours in; the engine receives plain items and never a card name
 * it has to know.
 */
import type { BoardAction, CardBehaviours, CardSelection, Destination, LingeringEffect, PhaseBehaviour, PhaseWindow } from '../../domain/behaviour.js'
import { InvalidRequestError } from '../core/errors.js'
import type { Player } from '../core/vocabulary.js'
import type { ExpiryLasts } from '../core/types.js'

/** One thing that happened earlier this turn (the request's `thisTurn[i]`, its card already looked up). */
export interface TurnEvent {
  /** Its index in the request's `thisTurn` (errors name the field). */
  index: number
  player: Player
  /** The card activated: its canonical name and stored behaviours. */
  card: { name: string; behaviours: CardBehaviours }
  /** The key of that card on the board, when it is there (given, or found by its name), and its zone. */
  cardKey?: string
  cardZone?: 'hand' | 'field' | 'graveyard' | 'banished'
  /** Keys of the cards it targeted, then of those it acted on without targeting. */
  targets: string[]
  affected: string[]
  /** An amount fixed as it resolved (the damage a delayed "take damage equal to …" deals). */
  amount?: number
  /** The id its first item takes (default: the card's name and "this turn"). */
  id?: string
}

/** A list item derived from the turn so far, in the request's `Effect` shape. */
export interface DerivedEffect {
  /** Left by an activation earlier this turn: it replaces no item of its card's own. */
  setUp: true
  id: string
  controller: Player
  card: string
  kind: 'trigger' | 'apply' | 'expire'
  mandatory: boolean
  subject?: string
  moves?: Destination
  destroys?: boolean
  lasts?: ExpiryLasts
  does?: BoardAction[]
  /** What must hold for it as its text says it, not read as data ("if you did not Special Summon the revealed monster …"): taken as holding, said in `assumes`. */
  condition?: string
  /** The card the entry activated, where an action of the item acts on that card itself (`target: 'self'`). */
  cardKey?: string
  /** The type of `card` (the catalog's), for a trigger asking what kind of card's effect caused an event. */
  cardType?: 'monster' | 'spell' | 'trap'
  /** An expiry: what the lingering effect does until it ends (no effect damage until the end of the turn). */
  holds?: LingeringEffect[]
  /** The items of one delayed action on several cards share it: they are applied at once (EngineRequest effect `together`). */
  together?: string
}

export interface Derived {
  effects: DerivedEffect[]
  /** Card key → the id of the expiry ending its negation (the card's items are negated until then). */
  negatedUntil: Map<string, string>
}

/** Where a set-up action sends the cards it acts on (the Extra Deck counts as the Deck, as elsewhere). */
const MOVES: Partial<Record<BoardAction['action'], Destination>> = {
  destroy: 'graveyard',
  'send-to-gy': 'graveyard',
  banish: 'banished',
  'return-to-hand': 'hand',
  // "add that monster to your hand" (Painful Return): the card it chose, from the GY.
  'add-to-hand': 'hand',
  'return-to-deck': 'deck',
  'return-to-extra-deck': 'deck',
  // "Return the banished monster to the field": the card banished for a time comes back (no Summon).
  'return-to-field': 'field',
}

/**
 * Where a card banished for a time goes as its banishment ends: back where it was banished from, as
 * the card's data says it (the set-up's move of the cards it acted on: "return-to-hand" for a card
 * banished from a hand, "return-to-field" for one banished from the field). Undefined where the data
 * does not say: the expiry ends the banishment and the card stays where the board has it.
 */
export function banishmentEnd(behaviour: Pick<PhaseBehaviour, 'does'>): Destination | undefined {
  const back = behaviour.does?.find((a) => a.target === 'set-up' && MOVES[a.action] !== undefined)
  return back !== undefined ? MOVES[back.action] : undefined
}

function turnMatches(turn: PhaseBehaviour['turn'], controller: Player, turnPlayer: Player): boolean {
  return turn === 'each' || (turn === 'yours') === (controller === turnPlayer)
}

/** A behaviour's shape, so one card's several identical set-ups (two effects banishing itself until the End Phase) give one item. */
function shape(b: PhaseBehaviour): string {
  return JSON.stringify([b.phase, b.kind, b.mandatory, b.turn, b.zone ?? 'field', b.lasts ?? null, b.ends ?? null, b.does ?? null])
}

/**
 * The behaviours an activation earlier this turn leaves in this window: its delayed ones of this
 * phase, in the turn they apply in, and a negation lasting until the end of the turn (it holds in
 * every window of the turn).
 */
function lingering(event: TurnEvent, phase: PhaseWindow, turnPlayer: Player): PhaseBehaviour[] {
  const seen = new Set<string>()
  return event.card.behaviours.phases.filter((b) => {
    // A curated expiry not marked delayed is also the card's own item where the card sits in its
    // zone (the engine derives it from there): derived here only when the card is elsewhere.
    if (b.delayed !== true && (b.kind !== 'expire' || event.cardZone === (b.zone ?? 'field'))) return false
    // Set up for the turn after ("until the End Phase of the next turn"): not in this turn's windows.
    if (b.nextTurn === true) return false
    // Lasting until the end of the turn or longer: it holds in every window of the turn.
    const thisWindow = b.lasts !== undefined || (b.phase === phase && turnMatches(b.turn, event.player, turnPlayer))
    if (!thisWindow || seen.has(shape(b))) return false
    seen.add(shape(b))
    return true
  })
}

/** Written items win: a derived item is dropped where the request writes one for the same card and controller (and subject, where both say one). */
function written(effects: ReadonlyArray<{ card?: string; controller: Player; subject?: string }>, item: DerivedEffect): boolean {
  return effects.some((e) => e.card === item.card && e.controller === item.controller && (e.subject === undefined || item.subject === undefined || e.subject === item.subject))
}

export function deriveThisTurn(
  events: readonly TurnEvent[],
  context: {
    phase: PhaseWindow
    turnPlayer: Player
    /** The board's card keys. */
    keys: ReadonlySet<string>
    /** The board's cards' names by key, for a negation of the cards with the same original name. */
    names?: ReadonlyMap<string, string>
    /** The request's own items. */
    effects: ReadonlyArray<{ id: string; card?: string; controller: Player; subject?: string }>
    /** The board's cards of a selection, seen from `player` (a set-up acting on every such card as it resolved). */
    selected?: (selection: CardSelection, player: Player) => string[]
  },
): Derived {
  const used = new Set(context.effects.map((e) => e.id))
  const effects: DerivedEffect[] = []
  const negatedUntil = new Map<string, string>()
  const freshId = (wanted: string) => {
    let id = wanted
    for (let n = 2; used.has(id); n++) id = `${wanted} #${n}`
    used.add(id)
    return id
  }
  events.forEach((event) => {
    const path = `thisTurn[${event.index}]`
    for (const list of ['targets', 'affected'] as const) {
      event[list].forEach((key, j) => {
        if (!context.keys.has(key)) throw new InvalidRequestError(`${path}.${list}[${j}]`, `${path}.${list}[${j}] "${key}" is not the key of a card on the board`)
      })
    }
    const subjects = [...new Set([...event.targets, ...event.affected])]
    const base = event.id ?? `${event.card.name} (this turn)`
    for (const behaviour of lingering(event, context.phase, context.turnPlayer)) {
      const common = { setUp: true as const, controller: event.player, card: event.card.name, kind: behaviour.kind, mandatory: behaviour.mandatory, ...(behaviour.condition !== undefined ? { condition: behaviour.condition } : {}) }
      // What the item acts on: the cards the activation acted on, or the card itself (banished "until the End Phase" by its own effect).
      const self = behaviour.kind === 'expire' && behaviour.zone === 'banished'
      // A ban held on the cards named like the one it acted on needs that card too.
      const actsOnSetUp = behaviour.does?.some((a) => a.target === 'set-up') === true || behaviour.ends !== undefined || behaviour.holds?.some((h) => h.sameName === true) === true
      // Named by the request, else every card of the selection it acted on as the board shows them ("face-up monsters your opponent currently controls").
      const named = subjects.length === 0 && behaviour.setUpOn !== undefined && context.selected !== undefined ? context.selected(behaviour.setUpOn, event.player) : subjects
      // Banished with its targets ("banish both that monster and this card until the End Phase"): they come back too.
      const on = self ? [...(event.cardKey !== undefined ? [event.cardKey] : []), ...(behaviour.alsoTargets === true ? event.targets : [])] : actsOnSetUp ? named : []
      if (actsOnSetUp && !self && on.length === 0 && behaviour.setUpOn === undefined) {
        throw new InvalidRequestError(
          `${path}.targets`,
          `${path}.targets: ${event.card.name}'s effect acts on the cards it ${behaviour.ends === 'negation' ? 'negated' : 'affected'} ("${behaviour.span ?? behaviour.kind}"); name them (their keys) in targets or affected`,
        )
      }
      if (behaviour.kind === 'expire') {
        const lasts = behaviour.lasts ?? 'end-phase'
        const holds = behaviour.holds !== undefined ? { holds: behaviour.holds } : {}
        if (behaviour.ends === 'negation') {
          // One end for the negation; the negated cards' items are negated until it.
          const item: DerivedEffect = { id: base, ...common, lasts, ...holds }
          if (written(context.effects, item)) continue
          item.id = freshId(base)
          effects.push(item)
          for (const key of on) if (!negatedUntil.has(key)) negatedUntil.set(key, item.id)
          // "As well as … monsters with the same original name": every other card of the board with a negated card's name.
          if (behaviour.sameName === true && context.names !== undefined) {
            const named = new Set(on.map((key) => context.names!.get(key)).filter((name): name is string => name !== undefined))
            for (const [key, name] of context.names) if (named.has(name) && !negatedUntil.has(key)) negatedUntil.set(key, item.id)
          }
          continue
        }
        // One end per card (each banished card comes back; each card taken goes back to its owner; a change on each card ends).
        const targets = on.length > 0 ? on : [undefined]
        const back: BoardAction[] | undefined = behaviour.ends === 'control' ? [{ action: 'return-control' }] : undefined
        const returning = behaviour.ends === 'banishment' ? banishmentEnd(behaviour) : undefined
        for (const subject of targets) {
          const item: DerivedEffect = { id: base, ...common, lasts, ...holds, ...(subject !== undefined ? { subject } : {}), ...(back && subject !== undefined ? { does: back } : {}), ...(returning && subject !== undefined ? { moves: returning } : {}) }
          if (written(context.effects, item)) continue
          item.id = freshId(targets.length > 1 && subject !== undefined ? `${base}: ${subject}` : base)
          effects.push(item)
        }
        continue
      }
      // An applied (or triggered) set-up: one item per card it moves; its other actions on the first.
      const moving = behaviour.does?.find((a) => a.target === 'set-up' && MOVES[a.action] !== undefined)
      // "Special Summon the monster(s) banished by this effect": each card it acted on comes to the field (no list destination: done by the item's action).
      const summoning = moving === undefined ? behaviour.does?.find((a) => a.target === 'set-up' && a.action === 'special-summon') : undefined
      const others = (behaviour.does ?? []).filter((a) => a !== moving && a.target !== 'set-up')
      const does = others.flatMap((a): BoardAction[] => {
        if (a.action !== 'lose-lp' && a.action !== 'gain-lp' && a.action !== 'pay-lp' && a.action !== 'set-lp') return [a]
        // An LP change whose amount the text leaves to the resolution: the request says it, or it stays unknown.
        if (a.amount !== undefined || a.half === true || a.eachMoved !== undefined || a.amountOf !== undefined) return [a]
        return event.amount !== undefined ? [{ ...a, amount: event.amount }] : []
      })
      // Only the cards it targeted, or only those it acted on otherwise, where the data says so and the request names them.
      const of = (moving ?? summoning)?.setUpOf
      const picked = of === 'targets' ? event.targets : of === 'affected' ? event.affected : []
      const acting = picked.length > 0 ? on.filter((key) => picked.includes(key)) : on
      const targets = moving || summoning ? acting : [undefined]
      targets.forEach((subject, n) => {
        const item: DerivedEffect = { id: base, ...common }
        if (subject !== undefined && moving) {
          item.subject = subject
          item.moves = MOVES[moving.action]!
          if (moving.action === 'destroy') item.destroys = true
        }
        if (subject !== undefined && summoning) {
          item.subject = subject
          item.does = [summoning]
        }
        if (n === 0 && does.length > 0) item.does = [...(item.does ?? []), ...does]
        // An action on the card itself ("double this card's ATK …, but if you do, destroy it during the End Phase"): the card the entry activated.
        if (event.cardKey !== undefined && item.does?.some((a) => a.target === 'self') === true) item.cardKey = event.cardKey
        // One action on several cards ("destroy those monsters") moves them all at once, not one after the other.
        if (targets.length > 1 && moving && behaviour.kind === 'apply') item.together = `${path}:${base}`
        if (written(context.effects, item)) return
        item.id = freshId(targets.length > 1 && subject !== undefined ? `${base}: ${subject}` : base)
        effects.push(item)
      })
    }
  })
  return { effects, negatedUntil }
}
