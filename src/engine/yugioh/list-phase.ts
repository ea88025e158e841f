/**
 * The list phase (seeds 000, 001, 003, 004): turn player first, then the opponent, then a forced
 * turn player, then a forced opponent, then done. After every item and the chain it started,
 * priority goes back to the turn player. Items never chain with each other, except triggers
 * activated at the very same time.
 */
import { sayUnread, unreadNotes } from './unread.js'
import { RULING_IDS, type RulingId } from '../core/ruling-ids.js'
import { isTurnPlayersPriority, openPriority, passPriority, priorityHolder } from '../core/priority.js'
import type { Action, Note, Player } from '../core/types.js'
import { itemAction, type ListItem } from './board.js'
import { SELF_MOVES, UNNAMED_CARDS, chosenFromHand, handCostDestination, type BoardAction } from '../../domain/behaviour.js'
import { assumedConditions, canPay, costForbidder, costOf, effectOf, forbiddenItem, keptInPlace, selectedCards, findItem, handCostCandidates, lifePointsPaid, finishItem, isEffectNegated, isListed, itemCardRulings, moveCard, tributeBan, unmetCounts, paySelfCosts, payLifePoints, pendingItems, playFromHand, sayMoved, usedName } from './items.js'
import { afterResolution } from './event-chain.js'
import { selfDestroysNow } from './end-of-turn.js'
import { forbiddenRulings } from './continuous.js'
import { pairRulings } from './card-knowledge.js'
import { forcedPlayerNote } from './notes.js'
import { decide, go, type Context, type Next } from './report.js'
import { cardName, cardNames, controllerOf, withStage, type ChainLink, type MaintenanceChoice, type Stage, type YgoState } from './state.js'

type PriorityStage = Extract<Stage, { name: 'priority' }>
type ForcedStage = Extract<Stage, { name: 'forced' }>
type ProcessStage = Extract<Stage, { name: 'process-item' }>

/** After an item and its chain: the triggers its events raised are taken first, then priority returns to the turn player. */
export function restartListPhase(ctx: Context, state: YgoState): YgoState {
  return afterResolution(ctx, state)
}

export function decidePriority(ctx: Context, state: YgoState, stage: PriorityStage): Next {
  const { board } = ctx
  const player = priorityHolder(stage.round)
  const turnPlayers = isTurnPlayersPriority(stage.round)
  const legal: Action[] = [...pendingItems(ctx, state, player).map(itemAction), { type: 'pass' }]
  const firstOfPhase = turnPlayers && !stage.afterItem
  // The cards with effects not modelled, where those act from as the window starts (a note repeated is said once).
  if (firstOfPhase) unreadNotes(ctx, state)
  // A card whose condition to destroy itself holds as the window starts goes at once; the lists are read after it.
  if (firstOfPhase) {
    const settled = selfDestroysNow(ctx, state)
    if (settled !== state) return go(afterResolution(ctx, settled))
  }
  const rulings: RulingId[] = turnPlayers
    ? [
        ...(firstOfPhase && board.config.endsTurn ? [RULING_IDS.phaseParts] : []),
        RULING_IDS.turnPlayerFirst,
        RULING_IDS.lists,
        RULING_IDS.freeOrder,
        ...(stage.afterItem ? [RULING_IDS.restart] : []),
        ...board.config.procedureRulings,
      ]
    : [RULING_IDS.opponentNext, RULING_IDS.freeOrder, ...board.config.procedureRulings]
  return decide(state, { window: 'list', kind: 'priority', player, legal, rulings })
}

export function answerPriority(ctx: Context, state: YgoState, stage: PriorityStage, answer: Action): YgoState {
  if (answer.type !== 'pass') {
    return withStage(state, { name: 'process-item', item: findItem(ctx, answer.effect).index, ...namedCards(answer) })
  }
  const round = passPriority(stage.round)
  if (round === 'all-passed') return withStage(state, { name: 'forced', seat: 'turn-player' })
  return withStage(state, { name: 'priority', round, afterItem: stage.afterItem })
}

/**
 * Both players passed in succession. The turn player, then the opponent, must process a mandatory
 * item if they have one. Official reading: one of the remaining mandatory items (19/10/26, QA 8765).
 * Fan-guide reading: "has to do something", so any pending item of theirs.
 */
export function decideForced(ctx: Context, state: YgoState, stage: ForcedStage): Next {
  const { board, report } = ctx
  const player = stage.seat === 'turn-player' ? board.turnPlayer : board.opponent
  const pending = pendingItems(ctx, state, player)
  const mandatory = pending.filter((item) => item.mandatory)
  const first = mandatory[0]
  if (first === undefined) {
    return go(withStage(state, stage.seat === 'turn-player' ? { name: 'forced', seat: 'opponent' } : { name: 'list-end' }))
  }
  const fan = board.reading === 'fan-guide'
  // The sources differ only on whether something other than a mandatory item may be chosen: with no
  // optional item pending, both readings force the same choice, and a note of their dispute would be
  // about a situation this board never has.
  if (pending.length > mandatory.length) report.note(forcedPlayerNote(board.reading, stage.seat))
  const seatRuling = stage.seat === 'turn-player' ? RULING_IDS.forcedTurnPlayer : RULING_IDS.forcedOpponent
  return decide(state, {
    window: 'forced',
    kind: 'forced',
    player,
    legal: (fan ? pending : mandatory).map(itemAction),
    preferred: itemAction(first),
    rulings: [seatRuling, ...(fan ? [RULING_IDS.forcedTurnPlayerFan] : []), ...board.config.procedureRulings],
  })
}

export function answerForced(ctx: Context, state: YgoState, answer: Action): YgoState {
  return withStage(state, { name: 'process-item', item: findItem(ctx, answer.effect).index, ...namedCards(answer) })
}

/** The cards a player named as they activated an item ("target 1 card on the field; destroy it": which one), kept with it until it resolves. */
function namedCards(stage: { cards?: string[] | undefined; chosen?: string[] | undefined }): { chosen?: string[] } {
  const cards = stage.chosen ?? stage.cards
  return cards !== undefined && cards.length > 0 ? { chosen: [...cards] } : {}
}

/** One item, by itself: an apply or expire ends at once; a trigger is activated and starts a chain. */
export function processItem(ctx: Context, state: YgoState, stage: ProcessStage): Next {
  const { report } = ctx
  const item = ctx.board.items[stage.item] as ListItem
  const cardRulings = itemCardRulings(ctx, item.card)
  const assumes = assumedConditions(ctx, state, item)
  const common = { effect: item.id, player: controllerOf(state, item), card: item.card, condition: item.condition, assumes }
  const wording = item.oldWording ? [RULING_IDS.oldEndOfTurnWording] : []
  // A hard once per turn is used by processing the item, whatever happens to it next.
  if (item.oncePerTurn === 'name') {
    const used = usedName(ctx, state, item)
    if (!state.usedNames.includes(used)) state = { ...state, usedNames: [...state.usedNames, used] }
  }

  if (item.kind === 'trigger') {
    // Its costs are paid as it is activated: the cards to discard are its controller's choice.
    if (!stage.paid && item.costs?.some((cost) => chosenFromHand(cost) > 0)) return go(withStage(state, { name: 'cost', item: item.index, ...namedCards(stage) }))
    // A maintenance of an activated effect ("Tribute 1 other monster or destroy this card") is chosen
    // as it resolves; the state does not stop a chain for a choice, so it is asked as the effect is
    // activated and done as it resolves (a card chosen to pay that has left by then pays nothing).
    if (item.maintenance && stage.maintained === undefined) return go(withStage(state, { name: 'maintenance', item: item.index, ...(stage.paid ? { paid: true } : {}), ...namedCards(stage) }))
    // A Spell or Trap played from the hand leaves it as it is activated; a cost that moves the card itself is paid now.
    state = paySelfCosts(ctx, playFromHand(ctx, state, item), item, [RULING_IDS.lists, ...cardRulings])
    const paid = payLifePoints(state, item)
    state = paid.state
    const together = simultaneousTriggers(ctx, state, item)
    const links = together.map((trigger, n) => {
      report.emit(
        'activate',
        {
          effect: trigger.id,
          player: controllerOf(state, trigger),
          card: trigger.card,
          condition: trigger.condition,
          link: n + 1,
          simultaneous: together.length > 1 ? trigger.group : undefined,
          assumes: trigger === item ? assumes : assumedConditions(ctx, state, trigger),
          costs: trigger === item && item.costs !== undefined ? item.costs : undefined,
          lp: trigger === item ? paid.lp : undefined,
        },
        together.length > 1
          ? [RULING_IDS.lists, RULING_IDS.simultaneousChain, ...itemCardRulings(ctx, trigger.card)]
          : [RULING_IDS.lists, RULING_IDS.noChainBetweenItems, ...wording, ...cardRulings],
      )
      const link: ChainLink = { source: 'item', ref: trigger.index, id: trigger.id, player: controllerOf(state, trigger), respondsTo: null }
      if (trigger.card) link.card = trigger.card
      if (trigger === item && stage.maintained !== undefined) link.maintained = stage.maintained
      if (trigger === item && stage.chosen !== undefined) link.chosen = stage.chosen
      return link
    })
    return go(withStage(state, { name: 'chain', chain: { origin: 'list', links, used: [], pairs: [], considered: [], awaiting: null } }))
  }

  report.emit(item.kind, common, [
    item.kind === 'expire' ? RULING_IDS.untilEndPhase : RULING_IDS.lists,
    RULING_IDS.noChainBetweenItems,
    ...wording,
    ...cardRulings,
  ])
  const outcome = item.kind === 'apply' && isEffectNegated(ctx, state, item) ? 'negated' : 'applied'
  // A maintenance cost: its controller decides whether to pay before the item ends.
  if (outcome === 'applied' && item.maintenance) return go(withStage(state, { name: 'maintenance', item: item.index }))
  return go(restartListPhase(ctx, finishItem(ctx, state, stage.chosen !== undefined ? { ...item, chosenCards: stage.chosen } : item, outcome)))
}

/** The cards that pay an activation's discard cost: its controller chooses them from the hand. */
export function decideCost(ctx: Context, state: YgoState, stage: { name: 'cost'; item: number }): Next {
  const item = ctx.board.items[stage.item] as ListItem
  const player = controllerOf(state, item)
  const costs = item.costs ?? []
  const count = costs.reduce((sum, cost) => sum + chosenFromHand(cost), 0)
  // The cards that may pay: from the hand (not the card activated), and from the field for "from your
  // hand and/or field", of the kind the cost names, if it names one; "any number": as many as they choose, at least `count`.
  const from = handCostCandidates(ctx, state, item)
  const hand = from.filter((key) => state.hands[player].includes(key))
  const unanswered = unnamedPayment(ctx, item.card ?? item.id, player, hand, count)
  const counts = costs.some((cost) => cost.anyNumber === true) ? Array.from({ length: from.length - count + 1 }, (_, i) => count + i) : [count]
  return decide(state, {
    window: 'list',
    kind: 'cost',
    player,
    legal: counts.map((n) => ({ type: 'discard' as const, count: n, from: [...from] })),
    rulings: [RULING_IDS.lists, ...itemCardRulings(ctx, item.card)],
    cardNames: cardNames(ctx.board, state, from),
    ...(unanswered ? { unanswered } : {}),
  })
}

/**
 * A discard cost the request leaves unsaid while its next choice is something else (D.D. Crow's
 * activation after Malice Dispersion's "Discard 1 card;"): the request could not have meant to answer
 * it, and refusing the next choice would refuse a board a player asks in good faith. Cards nobody
 * named (a hand's `{ count: n }`) have no name, no type and no effect: whichever of them pays, the
 * rest of the window is the same. So the cost is paid with them (the last ones listed, as the
 * default policy takes cards) and the answer says so in a note; a named card is never spent without
 * the request saying so: with too few unnamed cards, the decision stays a question, and the next
 * choice is refused as no answer to it.
 */
export function unnamedPayment(ctx: Context, card: string, player: Player, hand: readonly string[], count: number): { action: Action; note: Note; unsaid?: Note } | undefined {
  const unnamed = hand.filter((key) => ctx.board.cards.get(key)?.name === UNNAMED_CARDS.other)
  if (count === 0 || unnamed.length < count) return undefined
  const paid = unnamed.slice(unnamed.length - count)
  const note = (key: string): Note => ({ ruling: RULING_IDS.costPayable, applied: 'official', sources: [], message: { key, params: { card, player, count } } })
  // A choice that pays without naming the cards is answered the same way where only unnamed cards
  // are in the hand: which of them pays changes nothing, so there is nothing to ask.
  const onlyUnnamed = unnamed.length === hand.length
  return {
    action: { type: 'discard', cards: hand.filter((key) => paid.includes(key)) },
    note: note('note.cost-unnamed'),
    ...(onlyUnnamed ? { unsaid: note('note.cost-unnamed-unsaid') } : {}),
  }
}

/** The chosen cards are discarded (sent from the hand to the GY) and the item is activated. */
export function answerCost(ctx: Context, state: YgoState, stage: { name: 'cost'; item: number; chosen?: string[] }, answer: Action): YgoState {
  const item = ctx.board.items[stage.item] as ListItem
  const player = controllerOf(state, item)
  const cards = answer.cards ?? []
  // "Send 1 card from your hand to the GY": the cards go as a discard does, but are not discarded.
  const sent = !(item.costs ?? []).some((cost) => cost.action === 'discard' && cost.target !== 'self')
  // "Shuffle 1 card from your hand into the Deck": the cards go to the Deck, neither discarded nor sent.
  const to = handCostDestination(item.costs ?? [])
  ctx.report.emit('discard', { player, cards, names: cards.map((key) => cardName(ctx.board, state, key) ?? key), reason: 'activation-cost', effect: item.id, ...(to === 'deck' ? { to } : sent ? { sent: true } : {}) }, [
    RULING_IDS.lists,
    ...itemCardRulings(ctx, item.card),
  ])
  let next = state
  for (const key of cards) {
    // Cards sent or shuffled, not discarded, are each said as a move of their own (a card of the field may pay too).
    if (to === 'deck' || sent) sayMoved(ctx, next, key, to, { player, effect: item.id, card: item.card }, 'cost', [RULING_IDS.lists, ...itemCardRulings(ctx, item.card)])
    next = moveCard(ctx, next, key, to, player, { ...(sent ? {} : { cause: 'discard' as const }), by: costOf(state, item) })
  }
  return withStage(next, { name: 'process-item', item: item.index, paid: true, ...namedCards(stage) })
}

/** A maintenance cost paid by sending a card of the hand the text names ("send 1 "Iron Core of Koa'ki Meiru" from your hand to the GY"). */
function namedSend(item: ListItem): BoardAction | undefined {
  return item.maintenance?.pay.find((action) => action.action === 'send-to-gy' && action.from === 'hand' && action.card !== undefined)
}

/** Pay the maintenance cost (apply it, or discard the cards it costs) or not (pass: its other outcome happens). */
export function decideMaintenance(ctx: Context, state: YgoState, stage: { name: 'maintenance'; item: number }): Next {
  const item = ctx.board.items[stage.item] as ListItem
  const player = controllerOf(state, item)
  const discard = item.maintenance?.pay.find((action) => action.action === 'discard')
  const hand = state.hands[player]
  const named = namedSend(item)
  // "Tribute 1 other monster", "banish 5 cards from your GY": cards of its controller's field or GY, chosen.
  const onField = chosenPayment(ctx, state, item)
  // Not payable (too few cards to discard, fewer LP than it costs): only not paying is left.
  const payable = onField === undefined && named === undefined && canPay(state, player, item.maintenance?.pay ?? [])
  // "Send 1 "X" from your hand to the GY or reveal 1 Dragon monster in your hand": a card of that name, or a monster of that Type shown.
  const sendable = named === undefined ? [] : hand.filter((key) => ctx.board.cards.get(key)?.name === named.card)
  const reveal = item.maintenance?.orReveal
  const revealable = reveal !== undefined && hand.some((key) => ctx.board.cards.get(key)?.monsterTypes?.[0] === reveal.monsterType)
  const pay: Action[] =
    onField !== undefined
      ? onField.from.length >= onField.count
        ? [{ type: 'discard', count: onField.count, from: onField.from }]
        : []
      : named !== undefined
        ? [...(sendable.length >= (named.count ?? 1) ? [{ type: 'discard' as const, count: named.count ?? 1, from: sendable }] : []), ...(revealable ? [{ type: 'apply' as const, effect: item.id }] : [])]
        : !payable
          ? []
          : discard
            ? [{ type: 'discard', count: discard.count ?? 1, from: [...hand] }]
            : [{ type: 'apply', effect: item.id }]
  // "(this is not optional)": paid whenever it can be; not paying is left only when it cannot.
  const mustPay = pay.length > 0 && item.maintenance?.mustPay === true
  const unnamed = payable && discard ? unnamedPayment(ctx, item.card ?? item.id, player, hand, discard.count ?? 1) : undefined
  return decide(state, {
    window: 'list',
    kind: 'maintenance',
    player,
    legal: mustPay ? pay : [...pay, { type: 'pass' }],
    rulings: [RULING_IDS.lists, ...(item.maintenance?.mustPay === true ? [RULING_IDS.maintenanceMustPay] : []), ...itemCardRulings(ctx, item.card)],
    cardNames: cardNames(ctx.board, state, onField?.from ?? hand),
    // Only a choice that pays naming no card takes it: not paying stays the player's to decide.
    ...(unnamed?.unsaid ? { unanswered: { action: unnamed.action, unsaid: unnamed.unsaid } } : {}),
  })
}

/**
 * A maintenance paid with cards chosen from its controller's field or GY ("Tribute 1 other monster",
 * "banish 5 cards from your GY"): how many, and the cards that may pay.
 */
function chosenPayment(ctx: Context, state: YgoState, item: ListItem): { action: BoardAction; count: number; from: string[] } | undefined {
  const action = item.maintenance?.pay.find((pay) => pay.chosen?.zone === 'field' || pay.chosen?.zone === 'graveyard')
  if (action?.chosen === undefined) return undefined
  // Where Tributes are banned ("Neither player can Tribute cards"), no card may pay a Tribute.
  if (action.tribute === true && tributeBan(ctx, state, item) !== undefined) return { action, count: action.count ?? 1, from: [] }
  const player = controllerOf(state, item)
  const found = selectedCards(ctx, state, action.chosen, player, item.origin)
  // A card a continuous effect keeps from being banished ("Cards in the GY cannot be banished") cannot pay a banishment.
  const from = found?.keys.filter((key) => !key.startsWith('?') && (action.action !== 'banish' || keptInPlace(ctx, state, key, 'banish', player) === undefined)) ?? []
  return { action, count: action.count ?? 1, from }
}


/**
 * A maintenance done (an `apply` item's at once, an activated effect's as it resolves): the cards paid
 * with leave (a card of the field tributed, said by card), then what paying or not paying does.
 * `choice`: what its controller chose; a card chosen that has left the field since pays nothing, and
 * then it is not paid.
 */
export function resolveMaintained(ctx: Context, state: YgoState, item: ListItem, choice: MaintenanceChoice | undefined): YgoState {
  const player = controllerOf(state, item)
  const onField = chosenPayment(ctx, state, item)
  const paid = choice?.paid === true && (onField === undefined || (choice.cards.length >= onField.count && choice.cards.every((key) => onField.from.includes(key))))
  let next = state
  if (paid && onField !== undefined) {
    // Where the action sends them: a Tribute or a send to the GY, a banishment to the banishment.
    const to = SELF_MOVES[onField.action.action] ?? 'graveyard'
    for (const key of choice.cards) {
      sayMoved(ctx, next, key, to, { player, effect: item.id, card: item.card }, 'effect', [RULING_IDS.lists, ...itemCardRulings(ctx, item.card)])
      next = moveCard(ctx, next, key, to, player, { ...(onField.action.tribute === true ? { cause: 'tribute' as const } : {}), by: effectOf(state, item) })
    }
  }
  const branch = (paid ? item.maintenance?.pay : item.maintenance?.otherwise) ?? []
  const acted: ListItem = { ...item, does: branch.filter((action) => action !== onField?.action) }
  return finishItem(ctx, next, acted, 'applied', undefined, { maintenance: paid ? 'paid' : 'not-paid' })
}

export function answerMaintenance(ctx: Context, state: YgoState, stage: { name: 'maintenance'; item: number; paid?: boolean; chosen?: string[] }, answer: Action): YgoState {
  const item = ctx.board.items[stage.item] as ListItem
  const player = controllerOf(state, item)
  const paid = answer.type !== 'pass'
  // An activated effect: the choice is kept for its resolution, and it is activated now.
  if (item.kind === 'trigger') return withStage(state, { name: 'process-item', item: item.index, ...(stage.paid ? { paid: true } : {}), maintained: { paid, cards: answer.cards ?? [] }, ...namedCards(stage) })
  if (chosenPayment(ctx, state, item) !== undefined) return restartListPhase(ctx, resolveMaintained(ctx, state, item, { paid, cards: answer.cards ?? [] }))
  const named = namedSend(item)
  let next = state
  if (answer.type === 'discard') {
    const cards = answer.cards ?? []
    ctx.report.emit('discard', { player, cards, names: cards.map((key) => cardName(ctx.board, state, key) ?? key), reason: 'cost', effect: item.id, ...(named ? { sent: true } : {}) }, [RULING_IDS.lists])
    // Discarded: sent from the hand to the GY, as any discard; a named card sent ("send 1 "X" from your hand to the GY") is not discarded.
    for (const key of cards) next = moveCard(ctx, next, key, 'graveyard', player, { ...(named ? {} : { cause: 'discard' as const }), by: costOf(state, item) })
  }
  const branch = (paid ? item.maintenance?.pay : item.maintenance?.otherwise) ?? []
  // The cards paid were moved above; paid by revealing, nothing moves.
  const acted: ListItem = { ...item, does: branch.filter((action) => action.action !== 'discard' && action !== named) }
  return restartListPhase(ctx, finishItem(ctx, next, acted, 'applied', undefined, { maintenance: paid ? 'paid' : 'not-paid' }))
}

/**
 * The trigger taken and, when it was activated at the very same time as others (its group), every
 * pending trigger of the group, as chain links: the turn player's first, each player's in input order.
 */
function simultaneousTriggers(ctx: Context, state: YgoState, taken: ListItem): ListItem[] {
  if (taken.group === undefined) return [taken]
  const group = ctx.board.items.filter(
    (other) => other.kind === 'trigger' && other.group === taken.group && state.items[other.index] === 'pending',
  )
  const turnPlayer = ctx.board.turnPlayer
  return [...group.filter((other) => controllerOf(state, other) === turnPlayer), ...group.filter((other) => controllerOf(state, other) !== turnPlayer)]
}

/** Both passed and nothing mandatory is left: the list phase is over. Optional items left unused lapse. */
export function endListPhase(ctx: Context, state: YgoState): Next {
  const unused = ctx.board.items.filter((item) => !item.quick && isListed(ctx, state, item)).map((item) => item.id)
  // Items still pending because a count their condition states fails on the board as it ended: said, with the rule.
  for (const item of ctx.board.items) {
    // Only an item that would be on its list but for the counts (its turn, its zone, its costs).
    if (item.quick || !isListed(ctx, state, item, true)) continue
    const unmet = unmetCounts(ctx, state, item)
    if (unmet.length === 0) continue
    ctx.report.emit('cannot-activate', { effect: item.id, player: controllerOf(state, item), card: item.card, reason: 'condition-unmet', unmet }, [
      RULING_IDS.activationCondition,
      ...itemCardRulings(ctx, item.card),
    ])
  }
  // Items a continuous effect kept from being activated (Jinzo's "Trap Cards … cannot be activated"),
  // or whose cost it keeps from being paid (a shuffle of itself into the Deck under "Cards on the field
  // cannot be returned to the Deck"): said, with the card that forbids it.
  for (const item of ctx.board.items) {
    if (item.quick || isListed(ctx, state, item) || !isListed(ctx, state, item, false, true)) continue
    const by = forbiddenItem(ctx, state, item)
    const byCost = by === undefined ? costForbidder(ctx, state, item) : undefined
    const forbidder = by ?? byCost
    if (forbidder === undefined) continue
    ctx.report.emit(
      'cannot-activate',
      { effect: item.id, player: controllerOf(state, item), card: item.card, reason: byCost !== undefined ? 'cost-forbidden' : 'activation-forbidden', by: forbidder.name, source: forbidder.key, ...(forbidder.effect.condition !== undefined ? { assumes: [forbidder.effect.condition] } : {}) },
      byCost !== undefined && byCost.effect.effect !== 'forbid-action'
        ? forbiddenRulings(ctx.board, byCost.name, [item.card], byCost.effect.move)
        : [...(forbidder.effect.effect === 'forbid-action' ? [RULING_IDS.actionForbidden] : []), RULING_IDS.continuousEffects, ...pairRulings(ctx.board, [forbidder.name, item.card])],
    )
  }
  // A clause of this window's that is not modelled could have been an item of these lists.
  const said = sayUnread(ctx, state, [ctx.board.config.phase])
  ctx.report.emit('list-end', { unused: unused.length > 0 ? unused : undefined }, [RULING_IDS.listDone])
  return go(withStage(said, ctx.board.config.endsTurn ? { name: 'hand-size' } : { name: 'phase-end' }))
}
