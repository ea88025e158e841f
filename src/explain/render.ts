/**
 * An explanation of a resolve a person can read: one entry per step that was a real decision (or
 * forced), per event, per conflict of sources applied, and for a stopped loop, in the order they
 * happened, each with its text, player, cards and ruling ids. The renderings are typed tables keyed
 * by every event type, step window and decision kind of the engine's vocabulary
 * (src/engine/core/vocabulary.ts): a new one without a rendering fails the type-check.
 */
import { DESTINATION_ACTIONS, UNNAMED_CARDS, type BoardAction, type StateZone, type Whose } from '../domain/behaviour.js'
import type { DecisionKind, EngineEvent, EngineRequest, EngineResult, EventOf, EventType, GaPlayerBoard, ItemEntry, Player, Step, StepWindow, Action } from '../engine/index.js'
import { listOf, messageText, t, type Lang, type MessageKey, type Params } from './i18n.js'

/** A note's parameters that only say which reading applied: its ruling's summary says the same. */
const READING_PARAMS = new Set(['applied', 'asked'])

export type Style = 'plain' | 'markdown'

export interface ExplanationEntry {
  /** step: a decision point; event: something that happened; note: where sources disagree, the reading applied; loop: why the line was stopped. */
  kind: 'step' | 'event' | 'note' | 'loop'
  /** Index into `steps` or `events` (note: into `notes`). */
  index: number
  /** The step's decision kind, the event's type, or 'note' / 'loop'. */
  type: string
  text: string
  player?: Player
  /** Cards the entry names (in the explanation's language where the name is stored). */
  cards: string[]
  rulings: string[]
}

export interface Explanation {
  lang: Lang
  title: string
  /** One sentence: what happens, and the ruling that decides it. */
  summary: string
  entries: ExplanationEntry[]
}

/** What the renderer knows besides the result: the request, and the cards' names in the language. */
export interface ExplainContext {
  request: EngineRequest
  result: EngineResult
  /** Canonical English name → name in the explanation's language (Japanese where stored). */
  localNames: ReadonlyMap<string, string>
  /** Ruling id → its summary in the explanation's language (for notes in Japanese). */
  rulingSummaries?: ReadonlyMap<string, string>
  /** The seat the explanation speaks to: that player is "you", the other "your opponent". */
  perspective?: Player
}

export interface Renderer {
  lang: Lang
  style: Style
  ctx: ExplainContext
  /** Cards named by the entry being rendered. */
  cards: string[]
  /** Starts a new entry: forgets the cards named so far. */
  reset(): Renderer
  card(name: string): string
  effect(id: unknown, card?: unknown): string
  who(player: unknown): string
  /** 'yes' where `player` is the reader (perspective): English verbs agree with "you". */
  you(player: unknown): 'yes' | 'no'
  does(id: unknown, card?: unknown): string
  /** A card (its key) moved to a destination, as an action says it ("returns Cyber Dragon to the field"). */
  moved(subject: unknown, moves: unknown): string
  kind(id: unknown): string
}

interface Rendered {
  key: MessageKey
  params: Params
}

/** The cards an event added to a hand, by name or, unnamed, by where they came from ('none' for none). */
function addsSaid(r: Renderer, keys: unknown): string {
  const adds = strings(keys).map((key) => {
    const name = key.replace(/ #\d+$/, '')
    const source = UNNAMED_SOURCE.get(name)
    return source === undefined ? r.card(name) : t(r.lang, 'card.unnamed', { source })
  })
  return adds.length > 0 ? listOf(r.lang, adds) : 'none'
}

/** A card the engine added unnamed (a draw, a search): its source, said in the reader's language. */
const UNNAMED_SOURCE = new Map<string, string>(Object.entries(UNNAMED_CARDS).map(([source, name]) => [name, source]))
const str = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value))
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(str) : [])
const opt = (value: string): string => (value === '' ? 'none' : value)
/** ICU select keys are identifiers: hyphens become underscores. */
const sel = (value: unknown): string => str(value).replace(/-/g, '_')

/** What each board action says (typed tables: a new action, zone or owner without words fails the type-check). */
export const BOARD_ACTION_KEYS: Record<BoardAction['action'], MessageKey> = {
  'send-to-gy': 'does.send-to-gy',
  destroy: 'does.destroy',
  banish: 'does.banish',
  'return-to-hand': 'does.return-to-hand',
  'return-to-field': 'does.return-to-field',
  'return-to-deck': 'does.return-to-deck',
  'return-to-extra-deck': 'does.return-to-extra-deck',
  'add-to-hand': 'does.add-to-hand',
  'special-summon': 'does.special-summon',
  discard: 'does.discard',
  draw: 'does.draw',
  mill: 'does.mill',
  'pay-lp': 'does.pay-lp',
  'lose-lp': 'does.lose-lp',
  'gain-lp': 'does.gain-lp',
  'set-lp': 'does.set-lp',
  detach: 'does.detach',
  'change-position': 'does.change-position',
  'return-control': 'does.return-control',
  'negate-effects': 'does.negate-effects',
  set: 'does.set',
}
const ZONE_KEYS: Record<StateZone, MessageKey> = {
  hand: 'zone.hand',
  field: 'zone.field',
  graveyard: 'zone.graveyard',
  banished: 'zone.banished',
  deck: 'zone.deck',
  'extra-deck': 'zone.extra-deck',
}
const WHOSE_KEYS: Record<Whose, MessageKey> = { controller: 'whose.controller', opponent: 'whose.opponent', each: 'whose.each' }
/** The player an action makes do something ("makes its controller draw"), where `whose` is their possessive ("its controller’s Deck"). */
const WHO_KEYS: Record<Whose, MessageKey> = { controller: 'who.controller', opponent: 'who.opponent', each: 'who.each' }

export function boardAction(r: Renderer, action: BoardAction, self: string | undefined): string {
  const count = action.count ?? 1
  const from = t(r.lang, ZONE_KEYS[action.from ?? 'deck'])
  const whose = t(r.lang, WHOSE_KEYS[action.whose ?? 'controller'])
  const target =
    action.every !== undefined
      ? t(r.lang, 'target.every')
      : action.target === 'all'
      ? t(r.lang, 'target.all', { whose, others: action.others === true ? 'yes' : 'no', cards: action.cards === 'spell-trap' ? 'spelltrap' : (action.cards ?? 'any') })
      : action.target === 'zone'
      ? t(r.lang, 'target.zone', { count, from })
      : action.target === 'set-up'
        ? t(r.lang, 'target.set-up')
        : self
          ? r.card(self)
          : t(r.lang, 'target.self')
  const who = t(r.lang, WHO_KEYS[action.whose ?? 'controller'])
  const said = t(r.lang, BOARD_ACTION_KEYS[action.action], { count, from, target, whose, who, amount: action.amount ?? 0, card: action.card ? r.card(action.card) : 'none' })
  // A rate is said as one: its figure is per card counted, not the whole.
  return action.per !== undefined ? t(r.lang, 'does.per', { does: said }) : said
}

// ------------------------------------------------------------------------------------------
// Event renderings: one per event type of the engine (Record: a missing one fails the type-check)
// ------------------------------------------------------------------------------------------
/** One rendering per event type, each reading its own event's typed fields. */
export type EventRenderings = { [T in EventType]: (e: EventOf<T>, r: Renderer) => Rendered }

export const EVENT_RENDERINGS: EventRenderings = {
  activate: (e, r) => ({
    key: 'event.activate',
    params: {
      who: r.who(e.player),
      you: r.you(e.player),
      effect: r.effect(e.effect, e.card),
      kind: r.kind(e.effect),
      link: e.link === undefined ? 'none' : str(e.link),
      respondsTo: e.respondsTo === undefined ? 'none' : r.effect(e.respondsTo),
      does: opt(r.does(e.effect, e.card)),
    },
  }),
  apply: (e, r) => ({ key: 'event.apply', params: { who: r.who(e.player), you: r.you(e.player), effect: r.effect(e.effect, e.card), kind: r.kind(e.effect), does: opt(r.does(e.effect, e.card)), adds: addsSaid(r, e.adds) } }),
  expire: (e, r) => {
    // What the end did to a card, where it moved one (a card banished for a time comes back): its resolve says it, and is not said apart.
    const back = r.ctx.result.events.find((o) => o.type === 'resolve' && o.effect === e.effect && o.outcome === 'applied' && o.subject !== undefined && o.moves !== undefined)
    const does = back === undefined ? 'none' : opt(r.moved(back.subject, back.moves))
    return { key: 'event.expire', params: { who: r.who(e.player), you: r.you(e.player), effect: r.effect(e.effect, e.card), window: sel(e.window) || 'list', does } }
  },
  resolve: (e, r): Rendered => {
    const outcome = str(e.outcome)
    const by = e.by === undefined ? 'none' : r.effect(e.by)
    const effect = r.effect(e.effect, e.card)
    if (outcome === 'negated') return { key: 'event.resolve.negated', params: { effect, by } }
    if (outcome === 'activation-negated') return { key: 'event.resolve.activation-negated', params: { effect, by, pending: e.pending === true ? 'yes' : 'no' } }
    if (outcome === 'void') {
      const subject = cardOfKey(r.ctx.request).get(str(e.subject)) ?? str(e.subject)
      return { key: 'event.resolve.void', params: { effect, subject: r.card(subject), same: subject === str(e.card) ? 'yes' : 'no' } }
    }
    const adds = addsSaid(r, e.adds)
    // A "does" is said once, when the item is activated; an applied item says it here.
    const said = r.ctx.result.events.some((other) => other !== e && (other.type === 'activate' || other.type === 'apply') && other.effect === e.effect)
    return { key: 'event.resolve.applied', params: { effect, does: said ? 'none' : opt(r.does(e.effect, e.card)), adds } }
  },
  'negate-activation': (e, r) => ({ key: 'event.negate-activation', params: { by: r.effect(e.by), effect: r.effect(e.effect) } }),
  'negate-effect': (e, r) => ({ key: 'event.negate-effect', params: { by: r.effect(e.by), effect: r.effect(e.effect) } }),
  'cannot-pay': (e, r) => ({ key: 'event.cannot-pay', params: { effect: r.effect(e.effect, e.card), respondsTo: r.effect(e.respondsTo) } }),
  'loop-end': (e, r) => ({ key: 'event.loop-end', params: { by: r.effect(e.by), effect: r.effect(e.effect) } }),
  loop: (e, r) => {
    const effects = strings(e.effects).map((id) => r.effect(id))
    return { key: 'event.loop', params: { reason: sel(e.reason), effects: effects.length > 0 ? listOf(r.lang, effects) : 'none' } }
  },
  'list-end': (e, r) => {
    const unused = strings(e.unused).map((id) => r.effect(id))
    return { key: 'event.list-end', params: { unused: unused.length > 0 ? listOf(r.lang, unused) : 'none', phase: t(r.lang, phaseKey(r.ctx.request.phase)) } }
  },
  'hand-size': (e, r) => ({
    key: 'event.hand-size',
    params: { who: r.who(e.player), you: r.you(e.player), hand: Number(e.hand ?? 0), limit: e.limit === null || e.limit === undefined ? 'none' : str(e.limit), over: e.over === true ? 'yes' : 'no' },
  }),
  discard: (e, r) => ({
    key: 'event.discard',
    params: { who: r.who(e.player), you: r.you(e.player), cards: listOf(r.lang, strings(e.names ?? e.cards).map((name) => r.card(name))), reason: sel(e.reason), round: str(e.round ?? 1), zone: str(e.zone) || 'hand', to: str(e.to) || 'none', by: r.effect(str(e.effect)) },
  }),
  'banished-instead': (e, r) => {
    const cards = strings(e.names ?? e.cards).map((name) => r.card(name))
    const assumes = strings(e.assumes)
    return {
      key: 'event.banished-instead',
      params: { cards: listOf(r.lang, cards), count: cards.length, by: r.card(str(e.by)), assumes: assumes.length > 0 ? listOf(r.lang, assumes) : 'none' },
    }
  },
  'move-prevented': (e, r) => {
    const cards = strings(e.names ?? e.cards).map((name) => r.card(name))
    return { key: 'event.move-prevented', params: { cards: listOf(r.lang, cards), count: cards.length, by: r.card(str(e.by)), action: sel(e.action) } }
  },
  moved: (e, r) => ({ key: 'event.moved', params: { card: r.card(str(e.name ?? e.subject)), by: r.card(str(e.card ?? e.effect)), moves: sel(e.moves), as: sel(e.as), times: 'one' } }),
  'action-banned': (e, r) => ({ key: 'event.action-banned', params: { card: r.card(str(e.card ?? e.effect)), by: r.card(str(e.by)), action: sel(e.action) } }),
  'not-modelled': (e, r) => ({ key: 'event.not-modelled', params: { card: r.card(str(e.card ?? e.effect)), kind: sel(e.kind), on: sel(e.on) } }),
  'no-trigger': (e, r) => ({ key: 'event.no-trigger', params: { card: r.card(str(e.card ?? e.effect)), reason: sel(e.reason) } }),
  'cannot-activate': (e, r): Rendered => {
    if (e.reason === 'hand-size-again') {
      const names = strings(e.names ?? e.cards)
      const keys = strings(e.cards)
      // The cards whose own discard effect this discard would have triggered, by name.
      const effects = strings(e.effects).map((key) => names[keys.indexOf(key)] ?? key)
      return { key: 'event.cannot-activate.hand-size-again', params: { cards: listOf(r.lang, names.map((name) => r.card(name))), effects: effects.length > 0 ? listOf(r.lang, effects.map((name) => r.card(name))) : 'none' } }
    }
    if (e.reason === 'missed-timing') return { key: 'event.cannot-activate.missed-timing', params: { card: r.card(str(e.card)) } }
    if (e.reason === 'condition-unmet') return { key: 'event.cannot-activate.condition-unmet', params: { card: r.card(str(e.card ?? e.effect)) } }
    if (e.reason === 'activation-forbidden') return { key: 'event.cannot-activate.activation-forbidden', params: { card: r.card(str(e.card ?? e.effect)), by: r.card(str(e.by)) } }
    if (e.reason === 'cost-forbidden') return { key: 'event.cannot-activate.cost-forbidden', params: { card: r.card(str(e.card ?? e.effect)), by: r.card(str(e.by)) } }
    if (e.reason === 'chain-event') return { key: 'event.cannot-activate.chain-event', params: { card: r.card(str(e.card)), event: str(e.event).replace(/-/g, '_') } }
    return { key: 'event.cannot-activate.other', params: { card: r.card(str(e.card ?? e.effect)) } }
  },
  'turn-end': (e, r) => ({ key: 'event.turn-end', params: { next: r.who(e.player === 'A' ? 'B' : 'A'), game: sel(r.ctx.request.game) } }),
  'phase-end': (e) => ({ key: 'event.phase-end', params: { phase: sel(e.phase) } }),
  stack: (e, r) => ({ key: 'event.stack', params: { effect: r.effect(e.effect, e.card), depth: Number(e.depth ?? 1) } }),
  'opportunity-end': () => ({ key: 'event.opportunity-end', params: {} }),
  'damage-removed': (e, r) => {
    const allies = Array.isArray(e.allies) ? (e.allies as Array<Record<string, unknown>>) : []
    return { key: 'event.damage-removed', params: { count: allies.length, allies: listOf(r.lang, allies.map((ally) => `${r.card(str(ally.name))} (${str(ally.damage)})`)) } }
  },
  'continuous-damage': (e, r): Rendered => {
    const prevented = Array.isArray(e.prevented) ? (e.prevented as Array<{ by?: unknown }>) : []
    const lp = (e.lp ?? {}) as Record<string, unknown>
    const player = Object.keys(lp)[0]
    return {
      key: 'event.continuous-damage',
      params: {
        effect: r.effect(e.effect, e.card),
        card: r.card(str(e.name)),
        by: prevented.length > 0 ? r.card(str(prevented[0]!.by)) : 'none',
        who: player !== undefined ? r.who(player) : 'none',
        lp: player !== undefined ? str(lp[player]) : 'none',
      },
    }
  },
  'as-turn-ends': (e, r): Rendered => {
    const effect = r.effect(e.effect, e.card)
    // Yu-Gi-Oh!: a card destroyed as the turn ends, or damage dealt then (not activated: no chain).
    if (e.chain === false && e.subject === e.effect) return { key: e.sent === true ? 'event.as-turn-ends.sent' : 'event.as-turn-ends.destroyed', params: { effect, who: r.who(e.player), you: r.you(e.player) } }
    if (e.chain === false) {
      const prevented = Array.isArray(e.prevented) ? (e.prevented as Array<{ by?: unknown }>) : []
      const lp = (e.lp ?? {}) as Record<string, unknown>
      const player = Object.keys(lp)[0]
      return {
        key: 'event.as-turn-ends.damage',
        params: {
          effect,
          by: prevented.length > 0 ? r.card(str(prevented[0]!.by)) : 'none',
          who: player !== undefined ? r.who(player) : 'none',
          lp: player !== undefined ? str(lp[player]) : 'none',
          ended: strings(e.ended).length > 0 ? listOf(r.lang, strings(e.ended).map((id) => r.effect(id))) : 'none',
        },
      }
    }
    return { key: 'event.as-turn-ends', params: { effect } }
  },
  'size-limit': (e, r) => {
    const limit = (value: unknown) => (value === null || value === undefined ? t(r.lang, 'limit.none') : str(value))
    return {
      key: 'event.size-limit',
      params: { who: r.who(e.player), you: r.you(e.player), hand: Number(e.hand ?? 0), handLimit: limit(e.handLimit), memory: Number(e.memory ?? 0), memoryLimit: limit(e.memoryLimit), over: e.over === true ? 'yes' : 'no' },
    }
  },
  'state-based': (e) => ({ key: 'event.state-based', params: { count: strings(e.destroyed).length } }),
  destroyed: (e, r) => ({ key: 'event.destroyed', params: { card: r.card(str(e.name ?? e.ally)), who: r.who(e.player), you: r.you(e.player), life: str(e.life) } }),
}

/** The rendering of an event's own type (the table is keyed by type, so the event fits its entry). */
function renderEvent<T extends EventType>(event: EventOf<T>, r: Renderer): Rendered {
  return (EVENT_RENDERINGS[event.type as T] as (e: EventOf<T>, r: Renderer) => Rendered)(event, r)
}

// ------------------------------------------------------------------------------------------
// Step renderings: every window has a label, every decision kind a sentence
// ------------------------------------------------------------------------------------------
export const WINDOW_LABELS: Record<StepWindow, MessageKey> = {
  list: 'window.list',
  forced: 'window.forced',
  'hand-size': 'window.hand-size',
  'discard-chain': 'window.discard-chain',
  'end-of-turn': 'window.end-of-turn',
  beginning: 'window.beginning',
  opportunity: 'window.opportunity',
  'special-actions': 'window.special-actions',
}

export const DECISION_RENDERINGS: Record<DecisionKind, MessageKey> = {
  priority: 'decision.priority',
  forced: 'decision.forced',
  response: 'decision.response',
  discard: 'decision.discard',
  trigger: 'decision.trigger',
  closing: 'decision.closing',
  'stack-order': 'decision.stack-order',
  maintenance: 'decision.maintenance',
  cost: 'decision.cost',
}

const ACTION_KEYS: Record<Action['type'], MessageKey> = {
  pass: 'action.pass',
  activate: 'action.activate',
  apply: 'action.apply',
  expire: 'action.expire',
  discard: 'action.discard',
}

function actionText(r: Renderer, action: Action, player: Player): string {
  const cards = (action.cards ?? []).map((key) => r.card(cardOfKey(r.ctx.request).get(key) ?? key))
  return t(r.lang, ACTION_KEYS[action.type], { effect: action.effect === undefined ? '' : r.effect(action.effect), cards: listOf(r.lang, cards), you: r.you(player) })
}

function renderStep(r: Renderer, step: Step): string {
  const window = step.window as StepWindow
  const windowLabel = WINDOW_LABELS[window] ? t(r.lang, WINDOW_LABELS[window], { phase: t(r.lang, phaseKey(r.ctx.request.phase)) }) : step.window
  const key = DECISION_RENDERINGS[step.decision as DecisionKind] ?? 'decision.priority'
  const discard = step.legal.find((action) => action.type === 'discard')
  const text = t(r.lang, key, {
    who: r.who(step.player),
    you: r.you(step.player),
    window: windowLabel,
    taken: actionText(r, step.taken, step.player),
    count: discard?.count ?? step.taken.cards?.length ?? 0,
    cards: listOf(r.lang, (step.taken.cards ?? []).map((key) => r.card(cardOfKey(r.ctx.request).get(key) ?? key))),
  })
  const others = step.legal.filter((action) => action.type !== 'discard' && !(action.type === step.taken.type && action.effect === step.taken.effect))
  if (others.length === 0 || step.automatic) return text
  return `${text}${r.lang === 'ja' ? '' : ' '}${t(r.lang, 'legal.other', { options: listOf(r.lang, others.map((action) => actionText(r, action, step.player)), 'or') })}`
}

/** Two `moved` events of the same card nobody named (the same subject, mover and destination): the cards a mill sent, said once with how many. */
function sameMove(a: EngineEvent, b: EngineEvent): boolean {
  return a.type === 'moved' && b.type === 'moved' && a.subject === b.subject && a.effect === b.effect && a.moves === b.moves && a.as === b.as && a.subject === UNNAMED_CARDS.deck
}

/** Whether an event is worth a line: the resolve that closes an ended effect repeats its expire event. */
function eventNeeded(result: EngineResult, event: EngineEvent): boolean {
  if (event.type !== 'resolve' || event.outcome !== 'applied') return true
  return !result.events.some((other) => other.type === 'expire' && other.effect === event.effect)
}

/** Whether a step is worth a line: a real choice, a forced player, or a discard. */
function stepNeeded(step: Step): boolean {
  return !step.automatic || step.decision === 'forced' || step.decision === 'discard'
}

function phaseKey(phase: string): MessageKey {
  return phase === 'standby' ? 'phase.standby' : phase === 'battle-end-step' ? 'phase.battle-end-step' : 'phase.end'
}

const keyMaps = new WeakMap<EngineRequest, Map<string, string>>()

/** Card key on the board → canonical card name. */
function cardOfKey(request: EngineRequest): Map<string, string> {
  let map = keyMaps.get(request)
  if (!map) {
    map = new Map()
    for (const player of ['A', 'B'] as const) {
      // Every game's zones: a Grand Archive board adds memory and allies.
      const board: GaPlayerBoard = request.players[player]
      for (const card of [...board.field, ...board.graveyard, ...board.hand, ...(board.banished ?? []), ...(board.memory ?? [])]) map.set(card.key, card.name)
      for (const ally of board.allies ?? []) map.set(ally.key, ally.name)
    }
    keyMaps.set(request, map)
  }
  return map
}

export function makeRenderer(lang: Lang, style: Style, ctx: ExplainContext): Renderer {
  const { request } = ctx
  const decorate = (name: string) => (style === 'markdown' ? `**${name.replace(/([\\*_~`|>[\]])/g, '\\$1')}**` : name)
  // What each item is comes from the engine's item table, never worked out again here.
  const items = ctx.result.items ?? {}
  const item = (id: unknown): ItemEntry | undefined => (Object.hasOwn(items, str(id)) ? items[str(id)] : undefined)
  const r: Renderer = {
    lang,
    style,
    ctx,
    cards: [],
    reset() {
      r.cards = []
      return r
    },
    card(name) {
      // A card nobody named (counted on the board, or drawn) is said in the reader's language.
      const source = UNNAMED_SOURCE.get(name)
      const local = source !== undefined ? t(lang, 'card.unnamed', { source }) : (ctx.localNames.get(name) ?? name)
      if (!r.cards.includes(local)) r.cards.push(local)
      return decorate(local)
    },
    effect(id, card) {
      const entry = item(id)
      const named = str(card) || entry?.card || cardOfKey(request).get(str(id))
      if (!named) return decorate(str(id))
      // One card's several items, each on its own card (Limiter Removal's destruction of each
      // monster it doubled): each is told with the card it acts on, so the options differ.
      const twin = entry?.subject !== undefined && Object.values(items).some((other) => other.id !== entry.id && other.card === entry.card && other.subject !== undefined && other.subject !== entry.subject)
      if (twin && entry?.subject !== undefined) return `${r.card(named)} (${r.card(cardOfKey(request).get(entry.subject) ?? entry.subject)})`
      return r.card(named)
    },
    who(player) {
      const p = str(player)
      if (ctx.perspective !== undefined) return t(lang, p === ctx.perspective ? 'player.you' : 'player.your-opponent')
      return t(lang, p === request.turnPlayer ? 'player.turn' : 'player.opponent', { player: p })
    },
    you(player) {
      return ctx.perspective !== undefined && str(player) === ctx.perspective ? 'yes' : 'no'
    },
    does(id, card) {
      const entry = item(id)
      if (!entry) return ''
      if (entry.moves && entry.subject) return r.moved(entry.subject, entry.moves)
      const self = str(card) || entry.card
      return listOf(lang, (entry.does ?? []).map((action) => boardAction(r, action, self)))
    },
    moved(subject, moves) {
      const key = str(subject)
      const action = Object.hasOwn(DESTINATION_ACTIONS, str(moves)) ? DESTINATION_ACTIONS[str(moves) as keyof typeof DESTINATION_ACTIONS] : undefined
      if (action === undefined) return ''
      return t(lang, BOARD_ACTION_KEYS[action], { target: r.card(cardOfKey(request).get(key) ?? key), count: 1, from: '', whose: '', amount: 0, card: 'none' })
    },
    kind(id) {
      const mandatory = item(id)?.mandatory
      return mandatory === undefined ? 'none' : t(lang, mandatory ? 'kind.mandatory' : 'kind.optional')
    },
  }
  return r
}

/** The explanation of one result, in one language and style. */
export function explain(ctx: ExplainContext, lang: Lang, style: Style = 'plain'): Explanation {
  const r = makeRenderer(lang, style, ctx)
  const { result, request } = ctx
  const entries: ExplanationEntry[] = []
  const pushEvent = (index: number) => {
    const event = result.events[index]!
    if (!eventNeeded(result, event)) return
    // Cards nobody named moved alike one after another (the cards a mill sent): one line, with how many.
    if (index > 0 && sameMove(result.events[index - 1]!, event)) return
    // The engine emits only its vocabulary's types (Report.emit is typed), each with a rendering.
    const rendered = renderEvent(event, r.reset())
    let times = 1
    while (index + times < result.events.length && sameMove(event, result.events[index + times]!)) times++
    if (times > 1) rendered.params = { ...rendered.params, times: 'many', count: times }
    const text = sentence(lang, t(lang, rendered.key, rendered.params))
    const cards = r.cards
    const player = typeof event.player === 'string' ? (event.player as Player) : undefined
    entries.push({ kind: 'event', index, type: event.type, text, ...(player ? { player } : {}), cards, rulings: [...event.rulings] })
  }
  const eventSteps = result.eventSteps ?? result.events.map(() => 0)
  let next = 0
  for (const step of result.steps) {
    while (next < result.events.length && (eventSteps[next] ?? 0) <= step.index) pushEvent(next++)
    if (!stepNeeded(step)) continue
    const text = sentence(lang, renderStep(r.reset(), step))
    entries.push({ kind: 'step', index: step.index, type: step.decision, text, player: step.player, cards: r.cards, rulings: [...step.rulings] })
  }
  while (next < result.events.length) pushEvent(next++)
  // Outside English a note of fixed text (at most which reading was applied or asked) quotes its ruling's summary in that language where editors
  // keep one (so an edit shows at once); a note about this board's cards (parameters, a list) says
  // them in the catalogue's wording, which a ruling's general summary cannot. Only a note with an
  // alternative reading is where sources disagree; any other note says what was applied and why.
  result.notes.forEach((note, index) => {
    const fixedText = note.message.items === undefined && Object.keys(note.message.params ?? {}).every((key) => READING_PARAMS.has(key))
    // A note about one card names it as the explanation names cards (in the reader's language).
    const message = note.card !== undefined ? { ...note.message, params: { ...note.message.params, card: r.reset().card(note.card) } } : note.message
    const said = (lang !== 'en' && fixedText ? ctx.rulingSummaries?.get(note.ruling) : undefined) ?? messageText(lang, message)
    const cards = note.card !== undefined ? r.cards : []
    const text = note.alternative
      ? t(lang, 'note', { applied: t(lang, note.applied === 'fan-guide' ? 'reading.fan-guide' : 'reading.official'), text: said })
      : t(lang, 'note.plain', { text: said })
    entries.push({ kind: 'note', index, type: 'note', text, cards, rulings: [note.ruling, ...(note.alternative ? [note.alternative] : [])] })
  })
  if (result.loop) {
    const text = t(lang, 'loop.summary', { step: result.loop.step, reason: sel(result.loop.reason) })
    entries.push({ kind: 'loop', index: result.loop.step, type: 'loop', text, cards: [], rulings: [] })
  }
  const title = t(lang, 'title', { game: sel(request.game), phase: t(lang, phaseKey(request.phase)), player: request.turnPlayer })
  // The summary names cards plainly: a text format sets the whole line apart itself.
  return { lang, title, summary: summarise(ctx, makeRenderer(lang, 'plain', ctx)), entries }
}

/** A sentence starts with a capital ("you activate…" → "You activate…" from a player's seat). */
function sentence(lang: Lang, text: string): string {
  return lang === 'en' && text.length > 0 ? text[0]!.toUpperCase() + text.slice(1) : text
}

/**
 * The things of a summary, each repetition said once as a player would say it: a thing that happens
 * several times in a row is said with how often ("4 times"), one that comes back after others with
 * "again" ("A discards 1 card again"). A line stopped before its loop ended by itself repeats its
 * things without end: each is said once, at its first place, "over and over".
 */
function sayOnce(lang: Lang, things: readonly string[], endless: boolean): string[] {
  if (endless) {
    const times = new Map<string, number>()
    for (const thing of things) times.set(thing, (times.get(thing) ?? 0) + 1)
    return [...times].map(([thing, count]) => (count === 1 ? thing : t(lang, 'summary.repeated', { thing, count, endless: 'yes', again: 'no' })))
  }
  const out: string[] = []
  const said = new Set<string>()
  for (let i = 0; i < things.length; ) {
    const thing = things[i]!
    let count = 1
    while (things[i + count] === thing) count++
    const again = said.has(thing) ? 'yes' : 'no'
    out.push(count === 1 && again === 'no' ? thing : t(lang, 'summary.repeated', { thing, count, endless: 'no', again }))
    said.add(thing)
    i += count
  }
  return out
}

/** The things a summary says at most; the rest are counted. */
const SUMMARY_THINGS = 3

/**
 * One sentence: what happens in the window (the items resolved or ended, the hand-size discards, the
 * turn passing) and the deciding ruling: the first card ruling the answer cites (the one about these
 * cards), else the first ruling of the first real decision, else the first cited at all.
 */
function summarise(ctx: ExplainContext, r: Renderer): string {
  const { result, request } = ctx
  const lang = r.lang
  const things: string[] = []
  for (const event of result.events) {
    if (event.type === 'resolve') {
      const outcome = sel(event.outcome)
      const ended = result.events.some((other) => other.type === 'expire' && other.effect === event.effect)
      // An item whose card is gone did nothing: not worth the one line.
      if (ended || outcome === 'void') continue
      things.push(t(lang, 'summary.resolves', { effect: r.effect(event.effect, event.card), outcome, does: opt(r.does(event.effect, event.card)) }))
    } else if (event.type === 'expire') {
      things.push(t(lang, 'summary.ends', { effect: r.effect(event.effect, event.card) }))
    } else if (event.type === 'discard' && event.reason !== 'cost' && event.reason !== 'activation-cost' && event.reason !== 'effect') {
      things.push(t(lang, 'summary.discards', { who: r.who(event.player), you: r.you(event.player), count: strings(event.names ?? event.cards).length }))
    } else if (event.type === 'turn-end') {
      const next = event.player === 'A' ? 'B' : 'A'
      things.push(t(lang, 'summary.turn-end', { next: r.who(next) }))
    }
  }
  const said = sayOnce(lang, things, result.loop !== undefined && result.loop.reason !== 'resource-exhausted')
  const shown = said.slice(0, SUMMARY_THINGS)
  if (said.length > SUMMARY_THINGS) shown.push(t(lang, 'summary.more', { count: said.length - SUMMARY_THINGS }))
  const stopped = result.loop !== undefined && result.loop.reason !== 'resource-exhausted' ? result.loop.reason : undefined
  const happens = (shown.length > 0 ? listOf(lang, shown) : t(lang, 'summary.nothing')) + (stopped ? t(lang, 'summary.stopped', { reason: sel(stopped) }) : '')
  const cardRulings = new Set(Object.values(request.cardRulings ?? {}).flatMap((links) => links.map((link) => link.ruling)))
  const cited = [...result.steps.flatMap((step) => step.rulings), ...result.events.flatMap((event) => event.rulings)]
  const decision = result.steps.find((step) => !step.automatic && step.rulings.length > 0)?.rulings[0]
  const ruling = cited.find((id) => cardRulings.has(id)) ?? decision ?? cited[0]
  return sentence(lang, t(lang, 'summary', { phase: t(lang, phaseKey(request.phase)), happens, ruling: ruling ?? 'none' }))
}
