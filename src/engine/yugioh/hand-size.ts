/**
 * The hand-size adjustment (seeds 000, 001, 003; QA 17233, 24089): after the list phase the turn
 * player discards the excess all at once. The discard is "discarded from the hand" and "sent from
 * the hand to the GY", not "by a card effect". Only the triggers of that discard may be activated,
 * in the one chain that follows; "during the End Phase" effects can no longer be activated; triggers
 * from events during that chain's resolution are lost. Over the limit again: discard again, the list
 * phase does not start anew, and nothing the second discard triggers can be activated.
 */
import { sayUnread } from './unread.js'
import type { BoardAction, DiscardBehaviour } from '../../domain/behaviour.js'
import { saidNoTarget } from './graveyard-targets.js'
import { RULING_IDS, type RulingId } from '../core/ruling-ids.js'
import type { Action, Player } from '../core/types.js'
import type { Board, ListItem } from './board.js'
import { involvedRulings, situatedRulings } from './card-knowledge.js'
import { interchangeableCards } from './interchangeable.js'
import { actOnBoard, banishedInstead, everyNamed, freshKey, holds, keptFromMove, moveActed, moveCard, triggerItem } from './items.js'
import { mayForbidActivations } from './continuous.js'
import { allowedTriggers, causeOf, limitOf, loseTriggered, payTriggerCosts, saidForbidden } from './event-chain.js'
import { byEffect, triggersOf } from './triggers.js'
import type { ItemOutcome } from './items.js'
import { handSizeModifiersNote, handSizeNote } from './notes.js'
import { damageForSentCards } from './damage-on-send.js'
import { decide, go, type Context, type Next } from './report.js'
import { cardName, cardNames, controllerOf, discardOf, withStage, zoneOf, type ChainLink, type DiscardTrigger, type Stage, type YgoState } from './state.js'
import { copyLimitKey, nameLimitKey, usedByName } from './limits.js'

export const DEFAULT_HAND_SIZE_LIMIT = 6

type TriggersStage = Extract<Stage, { name: 'discard-triggers' }>

interface HandSizeRule {
  /** null: no limit. */
  limit: number | null
  rulings: RulingId[]
  /** Every card's limit that applied (null: no limit). */
  sources: Array<{ name: string; limit: number | null }>
}

/**
 * The turn player's limit from the hand-size cards still on the field (or in the GY, for a resolved
 * card whose limit lasts the Duel): no limit wins, else the
 * smallest limit; 6 when no card sets one.
 */
export function handSizeLimit(board: Board, state: YgoState, player: Player): HandSizeRule {
  const applying: Array<{ name: string; limit: number | null }> = []
  for (const card of board.handSizeCards) {
    const rule = card.behaviours.handSize
    if (!rule || state.left.includes(card.key)) continue
    if (card.zone !== 'field' && !(rule.zone === 'graveyard' && card.zone === 'graveyard')) continue
    const applies = rule.applies === 'each' || (rule.applies === 'controller') === (card.player === player)
    if (applies) applying.push({ name: card.name, limit: rule.limit })
  }
  if (applying.length === 0) return { limit: DEFAULT_HAND_SIZE_LIMIT, rulings: [RULING_IDS.handSizeLimit], sources: [] }
  const unlimited = applying.find((entry) => entry.limit === null)
  const chosen = unlimited ?? applying.reduce((min, entry) => ((entry.limit ?? Infinity) < (min.limit ?? Infinity) ? entry : min))
  return {
    limit: chosen.limit,
    rulings: [RULING_IDS.handSizeLimit, RULING_IDS.handSizeModifiers, ...applying.flatMap((entry) => situatedRulings(board, entry.name, 'hand-size-modifier'))],
    sources: applying,
  }
}

export function decideHandSize(ctx: Context, state: YgoState): Next {
  const { board, report } = ctx
  const player = board.turnPlayer
  const rule = handSizeLimit(board, state, player)
  const hand = state.hands[player]
  if (rule.sources.length > 1) {
    report.note(handSizeModifiersNote(player, rule.limit, rule.sources))
  }
  const over = rule.limit !== null && hand.length > rule.limit
  report.emit('hand-size', { player, hand: hand.length, limit: rule.limit, over }, rule.rulings)
  // A limit the data does not say (a hand-size effect not read) could have changed it.
  state = sayUnread(ctx, state, ['limit'])
  if (!over || rule.limit === null) return go(withStage(state, { name: 'closing' }))

  const again = state.discardRounds > 0
  const interchangeable = interchangeableCards(board, state, player)
  return decide(state, {
    window: 'hand-size',
    kind: 'discard',
    player,
    legal: [{ type: 'discard', count: hand.length - rule.limit, from: [...hand] }],
    rulings: [
      ...rule.rulings,
      RULING_IDS.handSizeAllAtOnce,
      ...(again ? [RULING_IDS.handSizeAgain, RULING_IDS.handSizeAgainNoTriggers] : []),
    ],
    cardNames: cardNames(board, state, hand),
    ...(interchangeable ? { interchangeable } : {}),
  })
}

export function answerDiscard(ctx: Context, state: YgoState, answer: Action): YgoState {
  const { board, report } = ctx
  const player = board.turnPlayer
  const discarded = answer.cards ?? []
  const before = state.hands[player]
  const hands = { ...state.hands, [player]: before.filter((key) => !discarded.includes(key)) }
  const round = state.discardRounds + 1
  const names = discarded.map((key) => cardName(board, state, key) ?? key)
  report.emit(
    'discard',
    { player, cards: discarded, names, reason: 'hand-size', round, hand: { before: before.length, after: hands[player].length } },
    [
      RULING_IDS.handSizeLimit,
      RULING_IDS.handSizeAllAtOnce,
      RULING_IDS.handSizeDiscardKind,
      RULING_IDS.handSizeNeverOpen,
      // Every involved card's rulings are looked through only for a discard after the first.
      ...(round > 1 ? [RULING_IDS.handSizeAgain, ...involvedRulings(board, 'hand-size-discard')] : []),
    ],
  )
  // The discarded cards are in the GY now (the list phase is over: nothing there is offered again),
  // or banished, where a continuous effect sends them there instead (they are discarded all the same).
  const instead = banishedInstead(ctx, state, discarded, player)
  const zones = { ...state.zones }
  for (const key of discarded) zones[key] = instead.get(key) ?? 'graveyard'
  const inGy = discarded.filter((key) => !instead.has(key))
  let next: YgoState = damageForSentCards(
    ctx,
    state,
    {
      ...state,
      hands,
      discardRounds: round,
      zones,
      sentToGy: [...state.sentToGy.filter((key) => !discarded.includes(key)), ...inGy],
      left: [...new Set([...state.left, ...discarded])].sort(),
    },
    inGy.map((key) => ({ key, owner: board.cards.get(key)?.owner ?? board.cards.get(key)?.player ?? player })),
  )
  // Effects not modelled that react to a card discarded or sent from the hand to the GY (or banished instead).
  for (const key of discarded) next = sayUnread(ctx, next, instead.has(key) ? ['discarded', 'banished', 'replace'] : ['discarded', 'sent-to-gy', 'replace'], { key, from: 'hand' })

  if (round > 1) {
    // QA 24089: after the one chain, nothing the later discard triggers may be activated, the
    // cards' own discard effects included (a card added by the chain's discard effect among them).
    const effects = discarded.filter((key) => {
      const behaviour = discardOf(board, state, key)
      return behaviour !== undefined && behaviour.watches !== 'field' && classifyDiscardTrigger(behaviour) === 'triggers'
    })
    report.emit('cannot-activate', { cards: discarded, names, reason: 'hand-size-again', ...(effects.length > 0 ? { effects } : {}) }, [
      RULING_IDS.handSizeAgainNoTriggers,
      RULING_IDS.handSizeAgain,
      ...names.flatMap((name) => situatedRulings(board, name, 'discarded-for-hand-size')),
    ])
    return withStage(next, { name: 'hand-size' })
  }

  const triggers: DiscardTrigger[] = []
  for (const key of discarded) {
    const behaviour = discardOf(board, state, key)
    // A card that reacts to discards from the field does nothing when it is the one discarded.
    if (!behaviour || behaviour.watches === 'field') continue
    const name = cardName(board, state, key)
    const trigger = classifyDiscardTrigger(behaviour)
    if (instead.has(key) && needsGraveyard(behaviour)) {
      // Banished instead: it never reached the GY, so an effect that needs it sent there does not activate.
      report.emit('no-trigger', { effect: key, card: name, reason: 'banished-instead' }, [
        RULING_IDS.banishedInstead,
        ...situatedRulings(board, name, 'discarded-for-hand-size'),
      ])
    } else if (trigger === 'does-not-trigger') {
      report.emit('no-trigger', { effect: key, card: name, reason: behaviour.trigger }, [RULING_IDS.handSizeDiscardKind, ...situatedRulings(board, name, 'discarded-for-hand-size')])
    } else if (behaviour.turn === 'opponents' && player === board.turnPlayer) {
      // "During your opponent's turn, if this card is sent …": the hand-size discard is its owner's own turn.
      report.emit('no-trigger', { effect: key, card: name, reason: 'opponents-turn' }, [RULING_IDS.handSizeDiscardKind, ...situatedRulings(board, name, 'discarded-for-hand-size')])
    } else if (trigger === 'lost') {
      report.emit('cannot-activate', { effect: key, card: name, reason: behaviour.trigger }, [
        RULING_IDS.handSizeEndPhaseEffectsLost,
        RULING_IDS.handSizeNeverOpen,
        ...situatedRulings(board, name, 'discarded-for-hand-size'),
      ])
    } else {
      // What it targets in the GY is not there: it cannot be activated.
      if (saidNoTarget(ctx, next, { key, id: key, player }, behaviour.gyTargets, situatedRulings(board, name, 'discarded-for-hand-size'))) continue
      // What it targets on the field is not there (a count the board shows to fail): it cannot be activated either.
      if (behaviour.fieldTargets?.some((condition) => holds(ctx, next, { controller: player }, condition) === false) === true) {
        report.emit('cannot-activate', { effect: key, player, card: name, reason: 'no-target' }, [RULING_IDS.targetRequired, ...situatedRulings(board, name, 'discarded-for-hand-size')])
        continue
      }
      const trigger: DiscardTrigger = { key, mandatory: behaviour.mandatory, player }
      // Its limit used this turn already (a copy's, by name): it does not activate, as an event trigger.
      if (limitKey(ctx, next, trigger) !== undefined && (board.cards.get(key)?.usedThisTurn === true || limitUsed(ctx, next, trigger))) continue
      // A ban on activating it (a face-up card's, or one an activation left for the rest of the turn).
      if (mayForbidActivations(board) && saidForbidden(ctx, next, { key, id: key, player })) continue
      triggers.push(trigger)
    }
  }
  // Face-up cards on the field that react to the discard (their controller's, or an opponent's
  // discards) join the same chain, each activated by its controller.
  for (const card of board.discardCards) {
    const watcher = card.behaviours.discard
    if (watcher?.watches !== 'field' || card.zone !== 'field' || card.position === 'set' || state.left.includes(card.key)) continue
    const controller = controllerOf(state, { controller: card.player, origin: card.key })
    const whose = watcher.watchesWhose ?? 'controller'
    if (whose !== 'each' && (whose === 'controller') !== (controller === player)) continue
    if (watcher.summonsDiscarded === 'monster') {
      // It targets 1 of the monsters discarded to the GY: with none there, it does not activate.
      const targets = inGy.filter((key) => (board.cards.get(key)?.cardType ?? 'monster') === 'monster')
      if (targets.length > 0) triggers.push({ key: card.key, mandatory: watcher.mandatory, player: controller, targets })
      continue
    }
    triggers.push({ key: card.key, mandatory: watcher.mandatory, player: controller })
  }
  // Other cards' triggers on these cards leaving the hand (sent to the GY, discarded) join the same chain.
  for (const key of discarded) {
    // Discarded by the rules of the game, not by a card effect (seed 000: Grapha does not trigger).
    for (const pending of allowedTriggers(ctx, next, triggersOf(ctx, next, { key, from: 'hand', to: next.zones[key] ?? 'graveyard', cause: 'discard', owner: player, by: { kind: 'rule' } }))) {
      const trigger = board.cards.get(pending.key)?.behaviours.triggers?.[pending.trigger]
      // A card's own trigger on being sent or discarded is its discard effect (above); on another move
      // the rules made instead (banished instead of sent: "If this card is banished"), it is its own.
      const own = trigger?.subject === 'self' && pending.event !== 'sent-to-gy' && pending.event !== 'discarded' && pending.event !== 'left-field'
      if ((trigger?.subject !== 'other' && !own) || triggers.some((other) => other.key === pending.id)) continue
      triggers.push({ key: pending.id, mandatory: pending.mandatory, player: pending.player, event: pending })
    }
  }
  // The 2010 reading differs only where a discarded card has an End Phase effect it would let
  // activate, or where something could be done in the timing it opens after the discard (a chain of
  // the discard's triggers, a response, a quick effect): elsewhere the sources agree on this board.
  const lostEffect = discarded.some((key) => {
    const behaviour = discardOf(board, state, key)
    return behaviour !== undefined && behaviour.watches !== 'field' && classifyDiscardTrigger(behaviour) === 'lost'
  })
  if (lostEffect || triggers.length > 0 || board.responses.length > 0 || board.items.some((item) => item.quick === true)) report.note(handSizeNote(board.reading))
  return withStage(next, { name: 'discard-triggers', triggers, next: 0, accepted: [] })
}

/** The discard effect needs the card in the GY ("sent to the GY"), not merely discarded. */
function needsGraveyard(behaviour: DiscardBehaviour): boolean {
  return behaviour.trigger === 'sent-to-gy' || behaviour.trigger === 'sent-from-hand-to-gy' || behaviour.trigger === 'end-phase-in-gy'
}

/** What the hand-size discard does to a discarded card's effect. */
function classifyDiscardTrigger(behaviour: DiscardBehaviour): 'triggers' | 'does-not-trigger' | 'lost' {
  switch (behaviour.trigger) {
    case 'card-effect-discard':
      return 'does-not-trigger' // the hand-size discard is not "by a card effect"
    case 'end-phase-in-gy':
      return 'lost' // the game state never becomes open again
    case 'any-discard':
    case 'sent-from-hand-to-gy':
    case 'sent-to-gy':
      return 'triggers'
  }
}

function triggerRulings(ctx: Context, state: YgoState, key: string): RulingId[] {
  return [RULING_IDS.handSizeOneChain, RULING_IDS.handSizeDiscardKind, ...situatedRulings(ctx.board, cardName(ctx.board, state, key), 'discarded-for-hand-size')]
}

/**
 * The key of a discard trigger's once-per-turn limit in `usedNames`: by name ("You can only use this
 * effect of "X" once per turn": `<player>:<name>`), or by copy; an event trigger's as its card's.
 */
function limitKey(ctx: Context, state: YgoState, trigger: DiscardTrigger): string | undefined {
  if (trigger.event) return limitOf(ctx, trigger.event)
  const limit = discardOf(ctx.board, state, trigger.key)?.oncePerTurn
  if (limit === 'instance') return copyLimitKey(trigger.key, 'd')
  return limit === 'name' ? nameLimitKey(trigger.player, cardName(ctx.board, state, trigger.key) ?? trigger.key, 'd', ctx.board.cards.get(trigger.key)?.oneEffectPerTurn) : undefined
}

/** A discard trigger's limit is used this turn: its own key, or (by name) its card's. */
function limitUsed(ctx: Context, state: YgoState, trigger: DiscardTrigger): boolean {
  if (trigger.event === undefined && discardOf(ctx.board, state, trigger.key)?.oncePerTurn === 'name') {
    return usedByName(state.usedNames, trigger.player, cardName(ctx.board, state, trigger.key) ?? trigger.key, 'd', ctx.board.cards.get(trigger.key)?.oneEffectPerTurn)
  }
  const limit = limitKey(ctx, state, trigger)
  return limit !== undefined && state.usedNames.includes(limit)
}

/**
 * Mandatory triggers go on the chain by themselves; each optional one is its controller's decision.
 * Two copies whose limit is by name trigger together: once one is taken, the other is not offered.
 */
export function decideDiscardTriggers(ctx: Context, state: YgoState, stage: TriggersStage): Next {
  const { board, report } = ctx
  let { next } = stage
  const accepted = [...stage.accepted]
  const limits = new Set(stage.triggers.filter((t) => accepted.includes(t.key)).map((t) => limitKey(ctx, state, t)).filter((k): k is string => k !== undefined))
  for (; next < stage.triggers.length; next++) {
    const trigger = stage.triggers[next] as DiscardTrigger
    const limit = limitKey(ctx, state, trigger)
    if (limit !== undefined && limits.has(limit)) continue
    if (trigger.mandatory) {
      accepted.push(trigger.key)
      if (limit !== undefined) limits.add(limit)
      continue
    }
    // Several monsters it may target: which one is its controller's choice as it is activated.
    const targets = trigger.targets ?? []
    const activate: Action = targets.length > 1 ? { type: 'activate', effect: trigger.key, count: 1, from: [...targets] } : { type: 'activate', effect: trigger.key }
    return decide(withStage(state, { ...stage, next, accepted }), {
      window: 'discard-chain',
      kind: 'trigger',
      player: trigger.player,
      legal: [activate, { type: 'pass' }],
      rulings: trigger.event ? [RULING_IDS.eventTriggers, ...triggerRulings(ctx, state, trigger.key)] : triggerRulings(ctx, state, trigger.key),
      ...(targets.length > 1 ? { cardNames: cardNames(board, state, targets) } : {}),
    })
  }
  if (accepted.length === 0) return go(withStage(state, { name: 'hand-size' }))

  // Chain order for triggers at the same time: the turn player's mandatory ones, the opponent's
  // mandatory ones, the turn player's optional ones, then the opponent's optional ones.
  const taken = stage.triggers.filter((t) => accepted.includes(t.key))
  const tp = board.turnPlayer
  const mandatoryFirst = [
    ...taken.filter((t) => t.mandatory && t.player === tp),
    ...taken.filter((t) => t.mandatory && t.player !== tp),
    ...taken.filter((t) => !t.mandatory && t.player === tp),
    ...taken.filter((t) => !t.mandatory && t.player !== tp),
  ]
  const links: ChainLink[] = mandatoryFirst.map((trigger) => {
    if (trigger.event) {
      const pending = trigger.event
      return { source: 'event', ref: pending.id, id: pending.id, card: board.cards.get(pending.key)?.name ?? pending.key, player: pending.player, respondsTo: null, trigger: pending }
    }
    const card = cardName(board, state, trigger.key)
    const link: ChainLink = { source: 'discard', ref: trigger.key, id: trigger.key, player: trigger.player, respondsTo: null }
    if (card) link.card = card
    const target = stage.chosen?.[trigger.key] ?? trigger.targets?.[0]
    if (target !== undefined) link.target = target
    return link
  })
  // Activated: their limits are used for the rest of the turn.
  let used = state.usedNames
  for (const trigger of taken) {
    const limit = limitKey(ctx, state, trigger)
    if (limit !== undefined && !used.includes(limit)) used = [...used, limit]
  }
  if (used !== state.usedNames) state = { ...state, usedNames: used }
  links.forEach((link, i) => {
    const pending = link.trigger
    // An event trigger's costs are paid as it is activated (the card itself moved, LP).
    const paid = pending ? payTriggerCosts(ctx, state, pending) : undefined
    if (paid !== undefined) state = paid.state
    report.emit(
      'activate',
      {
        effect: link.id,
        player: link.player,
        card: link.card,
        link: i + 1,
        ...(paid?.costs !== undefined ? { costs: paid.costs } : {}),
        ...(paid?.lp !== undefined ? { lp: paid.lp } : {}),
        ...(paid?.assumes !== undefined ? { assumes: paid.assumes } : {}),
        ...(pending ? { triggeredBy: { event: pending.event, card: pending.subject, name: cardName(board, state, pending.subject) ?? pending.subject, ...(pending.by ? { by: causeOf(ctx, pending.by) } : {}) } } : {}),
      },
      pending
        ? [
            RULING_IDS.eventTriggers,
            // Its place in a chain of several is the order of simultaneous triggers (mandatory first, turn player first).
            ...(links.length > 1 ? [RULING_IDS.eventTriggersSimultaneous] : []),
            RULING_IDS.handSizeOneChain,
            ...situatedRulings(board, link.card, 'chainable-discard-trigger'),
          ]
        : triggerRulings(ctx, state, link.id),
    )
  })
  return go(withStage(state, { name: 'chain', chain: { origin: 'discard', links, used: [], pairs: [], considered: [], awaiting: null } }))
}

export function answerDiscardTrigger(state: YgoState, stage: TriggersStage, answer: Action): YgoState {
  const trigger = stage.triggers[stage.next] as DiscardTrigger
  const accepted = answer.type === 'activate' ? [...stage.accepted, trigger.key] : stage.accepted
  const target = answer.type === 'activate' ? answer.cards?.[0] : undefined
  const chosen = target !== undefined ? { ...stage.chosen, [trigger.key]: target } : stage.chosen
  return withStage(state, { ...stage, next: stage.next + 1, accepted, ...(chosen ? { chosen } : {}) })
}

/** The discard trigger as an item of its card, for what its data says it does. */
function discardItem(board: Board, link: ChainLink, name: string | undefined, does: BoardAction[]): ListItem {
  return triggerItem({ id: link.id, controller: link.player, mandatory: false, card: name, origin: typeof link.ref === 'string' && board.cards.has(link.ref) ? link.ref : undefined, does })
}

/**
 * A discard trigger resolves: the cards it adds go to the hand (which may put it over the limit
 * again); the cards it summons or sends to the GY cannot activate their own triggers (23/01/16).
 */
export function resolveDiscardTrigger(ctx: Context, state: YgoState, link: ChainLink, outcome: ItemOutcome, negatedBy?: string): YgoState {
  const { board, report } = ctx
  const key = link.ref as string
  const name = cardName(board, state, key)
  const behaviour = discardOf(board, state, key)
  const applied = outcome === 'applied'
  let next = state
  const addedKeys: string[] = []
  if (applied && behaviour?.adds?.length) {
    const added = { ...state.added }
    const addedDiscard = { ...state.addedDiscard }
    const hand = [...state.hands[link.player]]
    // Each added card takes the key the board gave it, and keeps the discard behaviour it was given.
    const as = board.cards.get(key)?.addsAs
    behaviour.adds.forEach((addedName, i) => {
      const given = as?.[i]
      const newKey = freshKey(board, added, given?.key ?? addedName)
      added[newKey] = addedName
      if (given?.discard) addedDiscard[newKey] = given.discard
      hand.push(newKey)
      addedKeys.push(newKey)
    })
    next = { ...state, added, addedDiscard, hands: { ...state.hands, [link.player]: hand } }
  }
  // What its data says it does where it names no card (a search of a card nobody named, its own
  // Special Summon), done as an item's actions are; what the state does not model is said.
  // A card added from where the text does not say (a target in the GY, a banished card) is no search
  // of the Deck: whether there is one the board does not say, so it is not added, and said.
  const unsure = (action: BoardAction) => action.action === 'add-to-hand' && action.from === undefined
  const acted = applied && behaviour?.does !== undefined && !behaviour.adds?.length && behaviour.summonsDiscarded === undefined ? actOnBoard(ctx, next, discardItem(board, link, name, behaviour.does.filter((action) => !unsure(action)))) : undefined
  if (acted !== undefined) {
    next = acted.state
    addedKeys.push(...acted.added)
    if (behaviour?.does?.some(unsure) && !acted.notApplied.includes('add-to-hand')) acted.notApplied.push('add-to-hand')
  }
  // What it Special Summons is the monster it targeted, if that card is still in the GY.
  const summoned = applied && behaviour?.summonsDiscarded !== undefined && link.target !== undefined && zoneOf(board, next, link.target) === 'graveyard' ? link.target : undefined
  // A move a continuous effect forbids does not happen (the card stays, said once it has resolved).
  const kept = acted !== undefined ? keptFromMove(ctx, state, acted, link.player) : undefined
  const outcomeRuling =
    outcome === 'activation-negated' ? RULING_IDS.negatedActivation : outcome === 'negated' ? RULING_IDS.negatedEffect : RULING_IDS.handSizeOneChain
  // Applied with nothing its data says it does (a behaviour kept as words): what it changed is not known, and said so.
  const nothingKnown = applied && behaviour !== undefined && !behaviour.adds?.length && behaviour.does === undefined && behaviour.summonsDiscarded === undefined && !behaviour.summons?.length && !behaviour.sends?.length
  report.emit(
    'resolve',
    {
      effect: link.id,
      player: link.player,
      card: name,
      outcome,
      by: negatedBy,
      adds: addedKeys.length > 0 ? addedKeys : undefined,
      ...(summoned !== undefined ? { subject: summoned, moves: 'field' as const } : {}),
      ...(acted?.moved !== undefined ? { subject: acted.moved.key, ...(kept ? {} : { moves: acted.moved.to }) } : {}),
      // Every card of a kind it moved, and the cards chosen for an action on its targets, as an item's resolve names them.
      ...(acted?.movedAll !== undefined ? { cards: acted.movedAll.keys, ...(acted.moved === undefined ? { moves: acted.movedAll.to } : {}) } : {}),
      ...(acted !== undefined ? { every: everyNamed(ctx, next, acted) } : {}),
      ...(acted?.lp !== undefined ? { lp: acted.lp } : {}),
      ...(acted !== undefined && acted.notApplied.length > 0 ? { effectOnState: 'partial' as const, notApplied: acted.notApplied } : {}),
      ...(nothingKnown ? { effectOnState: 'unknown' as const } : {}),
    },
    [outcomeRuling, ...situatedRulings(board, name, 'discarded-for-hand-size')],
  )
  if (acted !== undefined && (acted.moved !== undefined || acted.movedAll !== undefined || acted.every !== undefined)) {
    // Moved during this chain (its own Special Summon, the card it destroyed): what that triggers cannot be activated (23/01/16).
    const rulings = [outcomeRuling, ...situatedRulings(board, name, 'discarded-for-hand-size')]
    const by = byEffect(link.player, typeof link.ref === 'string' && board.cards.has(link.ref) ? link.ref : undefined, name)
    next = loseTriggered(ctx, moveActed(ctx, state, next, acted, { player: link.player, effect: link.id, card: name }, kept, by, { subject: acted.moved?.key, rulings }), link.id)
  }
  if (summoned !== undefined) {
    // Summoned during this chain: its own triggers on being summoned cannot be activated (23/01/16).
    next = loseTriggered(ctx, moveCard(ctx, next, summoned, 'field', link.player, { by: byEffect(link.player, typeof link.ref === 'string' && board.cards.has(link.ref) ? link.ref : undefined, name) }), link.id)
  }
  if (!applied || !behaviour) return next
  const lost = [
    ...(behaviour.summons ?? []).map((card) => ({ card, event: 'summoned' })),
    // A card the effect destroys on the field must be there: one absent from the board loses nothing.
    ...(behaviour.sends ?? []).filter((card) => !behaviour.sendsFromField || board.present.has(card.toLowerCase())).map((card) => ({ card, event: 'sent-to-gy' })),
  ]
  for (const { card, event } of lost) {
    report.emit('cannot-activate', { card, reason: 'chain-event', event, by: link.id }, [
      RULING_IDS.handSizeChainEventsLost,
      RULING_IDS.handSizeNeverOpen,
      ...situatedRulings(board, card, 'lost-in-chain'),
    ])
  }
  return next
}

