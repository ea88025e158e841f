/**
 * Chains: an activated item (or the triggers of the hand-size discard) as the first links, the
 * responses chained to the last activation, then resolution last in, first out.
 *
 * A response may answer the last link if it is not that link itself, was not used in this chain
 * when it is once per chain, has not answered that same link already, and can pay its cost in full
 * from its current ATK/DEF (LaDD at 800/400 cannot lose 500 DEF). Mandatory responses happen by
 * themselves; an optional one is a decision of its controller (the opponent of the last link's
 * player is asked first).
 */
import { RULING_IDS, type RulingId } from '../core/ruling-ids.js'
import type { ResponseExtrasDone } from '../core/events.js'
import { otherPlayer } from '../core/priority.js'
import type { Action } from '../core/types.js'
import { chosenFromHand, handCostDestination, movesItself, type BoardAction, type IncludedAction, type StateZone } from '../../domain/behaviour.js'
import type { BoardCard, ContinuousSource, ListItem, ResponseDef } from './board.js'
import { pairRulings, situatedRulings } from './card-knowledge.js'
import type { Activation, MoveKind } from './continuous.js'
import { resolveDiscardTrigger } from './hand-size.js'
import { actOnBoard, keptInPlace, sayMovePrevented, canPay as canPayActions, triggerItem, effectOf, finishItem, forbiddenBy, lifePointsPaid, isEffectNegated, itemCardRulings, moveCard, sayHeld, sayMoved, type Acted, type ItemOutcome } from './items.js'
import { loseTriggered, resolveEventTrigger } from './event-chain.js'
import { resolveMaintained, restartListPhase, unnamedPayment } from './list-phase.js'
import { negatedActivationNote } from './notes.js'
import { decide, go, type Context, type Next } from './report.js'
import { cardName, cardNames, controllerOf, withStage, zoneOf, type Chain, type ChainLink, type ResponseStats, type YgoState } from './state.js'

type ChainStage = { name: 'chain'; chain: Chain }

const linkKey = (link: ChainLink): string => `${link.source}:${String(link.ref)}`

function lastLink(chain: Chain): ChainLink {
  const link = chain.links[chain.links.length - 1]
  if (!link) throw new Error('empty chain')
  return link
}

function mayAnswer(ctx: Context, state: YgoState, chain: Chain, response: ResponseDef, last: ChainLink, lastType: ResponseDef['cardType']): boolean {
  if (last.source === 'response' && last.ref === response.index) return false
  if (state.spentResponses.includes(response.index)) return false
  if (response.byOpponent === true && last.player === response.controller) return false
  // Spell Speed 3: only a Counter Trap answers a Counter Trap; "Negate the activation of a Counter Trap Card" answers only one.
  const lastIsCounter = last.source === 'response' && ctx.board.responses[last.ref as number]?.counter === true
  if (lastIsCounter && response.counter !== true) return false
  if (response.countersOnly === true && !lastIsCounter) return false
  if (response.answers !== undefined) {
    // A link whose card the catalog does not type is not refused: the request said nothing of it.
    if (lastType !== undefined && !response.answers.includes(lastType)) return false
    // "When a Spell Card is activated": not the effect of a Spell already face-up, nor a trigger's.
    if (response.cardsOnly === true && (lastType === 'spell' || lastType === 'trap') && linkIsCardActivation(ctx, last) === false) return false
  }
  if (response.whileControls !== undefined && !controlsCard(ctx, state, response.controller, response.whileControls)) return false
  // "activated on the field", "in the hand or GY": a link whose card's place the board does not show is not refused.
  if (response.activatedIn !== undefined) {
    const place = activationPlace(ctx, state, last, lastType)
    if (place !== undefined && !response.activatedIn.some((where) => where === place)) return false
  }
  // "… that includes any of these effects": a link whose effect the board does not show is not refused.
  if (response.includes !== undefined) {
    const done = linkActions(ctx, state, last)
    if (done !== undefined && !done.some((action) => response.includes!.some((wanted) => includes(action, wanted)))) return false
  }
  if (response.oncePerTurnByName === true && response.card !== undefined && spentByName(ctx, state, response.card)) return false
  if (response.oncePerChain && chain.used.includes(response.index)) return false
  if (chain.pairs.includes(`${response.index}>${linkKey(last)}`)) return false
  return !chain.considered.includes(response.index)
}

/** The type of the card a link activated: a monster's effect, a Spell or a Trap, where the catalog says. */
function linkCardType(ctx: Context, link: ChainLink): ResponseDef['cardType'] {
  if (link.source === 'response') return ctx.board.responses[link.ref as number]?.cardType
  if (link.source === 'item') {
    const type = ctx.board.items[link.ref as number]?.cardType
    if (type !== undefined) return type
  }
  if (typeof link.ref === 'string') {
    const type = ctx.board.cards.get(link.ref)?.cardType
    if (type !== undefined) return type
  }
  for (const card of ctx.board.cards.values()) if (card.name === link.card && card.cardType !== undefined) return card.cardType
  return undefined
}

/**
 * Whether a link is the activation of a Spell or Trap card itself (a Set card, one played from the
 * hand, a Counter Trap answering), as the board showed its card when the window opened; false for
 * the effect of a card already face-up or a trigger; undefined where the board does not say.
 */
function linkIsCardActivation(ctx: Context, link: ChainLink): boolean | undefined {
  if (link.source === 'event' || link.source === 'discard') return false
  const item = link.source === 'item' ? ctx.board.items[link.ref as number] : undefined
  if (item?.activation === 'card' || item?.activation === 'card-from-hand') return true
  const response = link.source === 'response' ? ctx.board.responses[link.ref as number] : undefined
  const card = item?.origin !== undefined ? ctx.board.cards.get(item.origin) : response !== undefined ? setCardOf(ctx, response) : undefined
  // A written response stands for a card the board may not show: a Counter Trap activated as a card.
  if (card === undefined) return response !== undefined ? true : undefined
  return card.zone === 'hand' || (card.zone === 'field' && card.position === 'set')
}

/** The Set card a response was read from (its key is the response's id, its name the response's card), if it was. */
function setCardOf(ctx: Context, response: ResponseDef): BoardCard | undefined {
  const card = ctx.board.cards.get(response.id)
  return card !== undefined && card.name === response.card ? card : undefined
}

/**
 * Where the card of a link was as it was activated: on the field for a Spell or Trap Card activated
 * (wherever it came from); where the board showed it for an item or a response (a hand trap is in
 * the hand though its cost has sent it on); where it is now for a trigger, which is activated where
 * its event left the card.
 */
function activationPlace(ctx: Context, state: YgoState, link: ChainLink, type: ResponseDef['cardType']): StateZone | undefined {
  if ((type === 'spell' || type === 'trap') && linkIsCardActivation(ctx, link) === true) return 'field'
  if (link.source === 'event') return link.trigger !== undefined ? zoneOf(ctx.board, state, link.trigger.key) : undefined
  if (link.source === 'discard') return zoneOf(ctx.board, state, link.ref as string)
  const item = link.source === 'item' ? ctx.board.items[link.ref as number] : undefined
  const response = link.source === 'response' ? ctx.board.responses[link.ref as number] : undefined
  const card = item?.origin !== undefined ? ctx.board.cards.get(item.origin) : response !== undefined ? setCardOf(ctx, response) : undefined
  return card?.zone
}

/** Where a card an item moves goes, as the action that moves it there. */
const MOVED_BY: Record<StateZone, BoardAction['action']> = { hand: 'add-to-hand', field: 'special-summon', graveyard: 'send-to-gy', banished: 'banish', deck: 'return-to-deck', 'extra-deck': 'return-to-extra-deck' }

/**
 * What a link's effect does, as actions and the zone each takes its cards from (its own card: where
 * it is now): an item's or a trigger's actions and the move of its own card, a response's extras.
 * Undefined where the board does not say what it does.
 */
function linkActions(ctx: Context, state: YgoState, link: ChainLink): IncludedAction[] | undefined {
  let does: readonly BoardAction[] | undefined
  let self: string | undefined
  let moves: StateZone | undefined
  if (link.source === 'item') {
    const item = ctx.board.items[link.ref as number]
    ;({ does, origin: self, moves } = item ?? {})
  } else if (link.source === 'response') does = ctx.board.responses[link.ref as number]?.extras
  else if (link.source === 'discard') {
    self = link.ref as string
    does = ctx.board.cards.get(self)?.behaviours.discard?.does
  } else if (link.trigger !== undefined) {
    self = link.trigger.key
    does = ctx.board.cards.get(self)?.behaviours.triggers?.[link.trigger.trigger]?.does
  }
  if (does === undefined && moves === undefined) return undefined
  const from = self !== undefined ? zoneOf(ctx.board, state, self) : undefined
  const out: IncludedAction[] = (does ?? []).map((action) => {
    const where = action.target === 'self' ? from : action.from
    return where !== undefined ? { action: action.action, from: where } : { action: action.action }
  })
  if (moves !== undefined) out.push(from !== undefined ? { action: MOVED_BY[moves], from } : { action: MOVED_BY[moves] })
  return out
}

/** An action done fits one a window lists: the same action, from the same zone where both say one. */
function includes(done: IncludedAction, wanted: IncludedAction): boolean {
  return done.action === wanted.action && (wanted.from === undefined || done.from === undefined || done.from === wanted.from)
}

/** Whether `player` controls a face-up card that fits a response's window condition (ControlCondition: name, monster, type-line words, Level). */
function controlsCard(ctx: Context, state: YgoState, player: ResponseDef['controller'], condition: NonNullable<ResponseDef['whileControls']>): boolean {
  // "while you control no monsters": none there, face-up or Set (a card whose type the board does not give may be one).
  if (condition.none === true) {
    for (const card of ctx.board.cards.values()) {
      if (zoneOf(ctx.board, state, card.key) !== 'field' || controllerOf(state, { controller: card.player, origin: card.key }) !== player) continue
      if (condition.monster !== true || card.cardType === undefined || card.cardType === 'monster') return false
    }
    return true
  }
  const { named, monster, types, levelAtLeast, levelAtMost } = condition
  for (const card of ctx.board.cards.values()) {
    if (zoneOf(ctx.board, state, card.key) !== 'field' || controllerOf(state, { controller: card.player, origin: card.key }) !== player) continue
    if (card.position === 'set' && !state.summonedNow.includes(card.key)) continue
    if (monster === true && card.cardType !== 'monster') continue
    if (named !== undefined && !card.name.includes(named)) continue
    if (types !== undefined && !types.every((word) => card.monsterTypes?.includes(word) === true)) continue
    if (levelAtLeast !== undefined && !(card.level !== undefined && card.level >= levelAtLeast)) continue
    if (levelAtMost !== undefined && !(card.level !== undefined && card.level <= levelAtMost)) continue
    return true
  }
  return false
}

/** Whether a response of the card named `name` was used up this window: "You can only activate 1 "X" per turn" spends every copy. */
function spentByName(ctx: Context, state: YgoState, name: string): boolean {
  return state.spentResponses.some((index) => ctx.board.responses[index]?.card === name)
}

function canPay(ctx: Context, state: YgoState, response: ResponseDef, stats: ResponseStats): boolean {
  const { atk, def } = response.cost
  if (atk > 0 && (stats.atk ?? 0) < atk) return false
  if (def > 0 && (stats.def ?? 0) < def) return false
  // LP it pays (when the board gives them) and cards it discards must be there in full; the card
  // itself, where it pays with itself, is not one of the others.
  return canPayActions(state, response.controller, response.costs, ownCardInHand(ctx, state, response))
}

/** The response's cost that moves its own card from the hand ("You can discard this card; negate …"). */
function selfCost(response: ResponseDef) {
  return response.costs.find(movesItself)
}

/**
 * The key of the response's own card in its controller's hand, where its cost moves that card and
 * the hand shows it (a card of its name): that card leaves the hand as the response is activated.
 */
function ownCardInHand(ctx: Context, state: YgoState, response: ResponseDef): string | undefined {
  return selfCost(response) === undefined ? undefined : heldCard(ctx, state, response)
}

/** A card of the response's name in its controller's hand. */
function heldCard(ctx: Context, state: YgoState, response: ResponseDef): string | undefined {
  if (response.card === undefined) return undefined
  return state.hands[response.controller].find((key) => cardName(ctx.board, state, key) === response.card)
}

/** A board card of the response's name that its controller controls now. */
function controlledCard(ctx: Context, state: YgoState, response: ResponseDef): string | undefined {
  if (response.card === undefined) return undefined
  for (const card of ctx.board.cards.values()) if (card.name === response.card && controllerOf(state, { controller: card.player, origin: card.key }) === response.controller) return card.key
  return undefined
}

/**
 * A response as an activation a continuous effect may forbid: its card on the board where one of its
 * name is its controller's (else the card as the catalog types it), a Spell or Trap activated as a
 * card, a monster's effect from where its card is.
 */
function responseActivation(ctx: Context, state: YgoState, response: ResponseDef): Activation {
  const key = controlledCard(ctx, state, response) ?? `response:${response.id}`
  const cardType = ctx.board.cards.get(key)?.cardType ?? response.cardType
  return { key, player: response.controller, asCard: cardType !== undefined && cardType !== 'monster', ...(response.cardType !== undefined ? { cardType: response.cardType } : {}) }
}

/** The cards a response discards as its cost (its controller chooses which; its own card is no choice). */
function discardCost(response: ResponseDef): number {
  return response.costs.reduce((sum, cost) => sum + chosenFromHand(cost), 0)
}

function statsOf(state: YgoState, response: ResponseDef): ResponseStats {
  return state.stats[response.index] ?? { atk: null, def: null }
}

/** Offer responses to the last link until none is left, then resolve the chain. */
export function continueChain(ctx: Context, state: YgoState, stage: ChainStage): Next {
  let current = state
  let chain = stage.chain
  for (;;) {
    const last = lastLink(chain)
    const lastType = ctx.board.responses.length > 0 ? linkCardType(ctx, last) : undefined
    const candidates = ctx.board.responses.filter((response) => mayAnswer(ctx, current, chain, response, last, lastType))
    const askFirst = otherPlayer(last.player)
    const ordered = [
      ...candidates.filter((response) => response.mandatory),
      ...candidates.filter((response) => !response.mandatory && response.controller === askFirst),
      ...candidates.filter((response) => !response.mandatory && response.controller !== askFirst),
    ]
    const next = ordered[0]
    if (next === undefined) return go(resolveChain(ctx, current, chain))

    if (!canPay(ctx, current, next, statsOf(current, next))) {
      reportUnpayable(ctx, current, next, last)
      chain = { ...chain, considered: [...chain.considered, next.index] }
      continue
    }
    const forbidder = forbiddenBy(ctx, current, responseActivation(ctx, current, next))
    if (forbidder !== undefined) {
      ctx.report.emit(
        'cannot-activate',
        { effect: next.id, player: next.controller, card: next.card, reason: 'activation-forbidden', by: forbidder.name, source: forbidder.key },
        [RULING_IDS.continuousEffects, RULING_IDS.responses, ...pairRulings(ctx.board, [forbidder.name, next.card])],
      )
      chain = { ...chain, considered: [...chain.considered, next.index] }
      continue
    }
    const discards = discardCost(next)
    if (next.mandatory && discards === 0) {
      ;({ state: current, chain } = addResponse(ctx, current, chain, next))
      continue
    }
    const waiting = withStage(current, { name: 'chain', chain: { ...chain, awaiting: next.index } })
    const hand = current.hands[next.controller]
    // A discard cost is paid by choosing the cards: activating is that discard.
    const activate: Action = discards > 0 ? { type: 'discard', count: discards, from: [...hand] } : { type: 'activate', effect: next.id }
    // Activating naming no card to discard, from a hand of cards nobody named: any of them pays alike.
    const unnamed = discards > 0 ? unnamedPayment(ctx, next.card ?? next.id, next.controller, hand, discards) : undefined
    return decide(waiting, {
      window: chain.origin === 'discard' ? 'discard-chain' : 'list',
      kind: 'response',
      player: next.controller,
      legal: next.mandatory ? [activate] : [activate, { type: 'pass' }],
      rulings: responseRulings(ctx, chain, next, last),
      ...(discards > 0 ? { cardNames: cardNames(ctx.board, current, hand) } : {}),
      ...(unnamed?.unsaid ? { unanswered: { action: unnamed.action, unsaid: unnamed.unsaid } } : {}),
    })
  }
}

export function answerResponse(ctx: Context, state: YgoState, stage: ChainStage, answer: Action): YgoState {
  const awaiting = stage.chain.awaiting
  const response = awaiting === null ? undefined : ctx.board.responses[awaiting]
  if (!response) throw new Error('no response is awaiting a decision')
  const chain = { ...stage.chain, awaiting: null }
  if (answer.type === 'pass') {
    return withStage(state, { name: 'chain', chain: { ...chain, considered: [...chain.considered, response.index] } })
  }
  let paid = state
  if (answer.type === 'discard') {
    const cards = answer.cards ?? []
    // "Send 1 card from your hand to the GY": the cards go as a discard does, but are not discarded.
    const sent = !response.costs.some((cost) => cost.action === 'discard' && cost.target !== 'self')
    const to = handCostDestination(response.costs)
    ctx.report.emit('discard', { player: response.controller, cards, names: cards.map((key) => cardName(ctx.board, state, key) ?? key), reason: 'activation-cost', effect: response.id, ...(to === 'deck' ? { to } : sent ? { sent: true } : {}) }, [
      RULING_IDS.costPayable,
      ...itemCardRulings(ctx, response.card),
    ])
    // Discarded as it is activated: in the GY (sent there this turn) before anything resolves.
    for (const key of cards) paid = moveCard(ctx, paid, key, to, response.controller, { ...(sent ? {} : { cause: 'discard' as const }), by: { kind: 'cost', player: response.controller, ...(response.card !== undefined ? { name: response.card } : {}) } })
  }
  const added = addResponse(ctx, paid, chain, response)
  return withStage(added.state, { name: 'chain', chain: added.chain })
}

function responseRulings(ctx: Context, chain: Chain, response: ResponseDef, last: ChainLink) {
  const paysCost = response.cost.atk > 0 || response.cost.def > 0 || response.costs.length > 0
  return [
    RULING_IDS.responses,
    ...(paysCost ? [RULING_IDS.costPayable] : []),
    ...(chain.origin === 'discard' ? [RULING_IDS.handSizeChainResponses] : []),
    ...(chain.origin === 'discard' ? situatedRulings(ctx.board, last.card, 'chainable-discard-trigger') : []),
    ...itemCardRulings(ctx, response.card, last.card),
  ]
}

function addResponse(ctx: Context, board: YgoState, chain: Chain, response: ResponseDef): { state: YgoState; chain: Chain } {
  const last = lastLink(chain)
  // Its own card paid as its cost leaves the hand for the GY as it is activated (a hand trap).
  let state = board
  const own = ownCardInHand(ctx, state, response)
  const cost = selfCost(response)
  if (own !== undefined && cost !== undefined) {
    if (cost.action === 'discard')
      ctx.report.emit('discard', { player: response.controller, cards: [own], names: [cardName(ctx.board, state, own) ?? own], reason: 'activation-cost', effect: response.id }, [
      RULING_IDS.costPayable,
      ...itemCardRulings(ctx, response.card),
    ])
    state = moveCard(ctx, state, own, 'graveyard', response.controller, { ...(cost.action === 'discard' ? { cause: 'discard' as const } : {}), by: { kind: 'cost', player: response.controller, name: response.card } })
  }
  const before = statsOf(state, response)
  const paid: ResponseStats = {
    atk: before.atk === null ? null : before.atk - response.cost.atk,
    def: before.def === null ? null : before.def - response.cost.def,
  }
  const stats = [...state.stats]
  stats[response.index] = paid
  const paysCost = response.cost.atk > 0 || response.cost.def > 0
  // LP paid as it is activated (when the board gives them).
  const lpBefore = state.lp[response.controller]
  const lpCost = lpBefore === null ? 0 : lifePointsPaid(response.costs, lpBefore)
  const lp = lpCost > 0 && lpBefore !== null ? { ...state.lp, [response.controller]: Math.max(0, lpBefore - lpCost) } : state.lp
  ctx.report.emit(
    'activate',
    {
      effect: response.id,
      player: response.controller,
      card: response.card,
      link: chain.links.length + 1,
      respondsTo: last.id,
      cost: paysCost ? { atk: response.cost.atk, def: response.cost.def } : undefined,
      stats: paysCost ? paid : undefined,
      costs: response.costs.length > 0 ? response.costs : undefined,
      lp: lp !== state.lp ? { [response.controller]: lp[response.controller] } : undefined,
      assumes: response.assumes,
    },
    responseRulings(ctx, chain, response, last),
  )
  const link: ChainLink = {
    source: 'response',
    ref: response.index,
    id: response.id,
    player: response.controller,
    respondsTo: chain.links.length - 1,
  }
  if (response.card) link.card = response.card
  const spentResponses = response.oncePerTurn ? [...state.spentResponses, response.index] : state.spentResponses
  return {
    state: { ...state, stats, spentResponses, lp },
    chain: {
      ...chain,
      links: [...chain.links, link],
      used: chain.used.includes(response.index) ? chain.used : [...chain.used, response.index],
      pairs: [...chain.pairs, `${response.index}>${linkKey(last)}`],
      considered: [],
    },
  }
}

/**
 * A response that would answer but cannot pay. When it is what kept negating an item that came back
 * (fan-guide reading), the loop has ended because the resource ran out.
 */
function reportUnpayable(ctx: Context, state: YgoState, response: ResponseDef, last: ChainLink): void {
  const { report } = ctx
  report.emit(
    'cannot-pay',
    { effect: response.id, player: response.controller, card: response.card, respondsTo: last.id, cost: response.cost, stats: statsOf(state, response) },
    [RULING_IDS.costPayable],
  )
  const loopedItem = last.source === 'item' && response.negates === 'activation' && state.negatedBefore[last.ref as number] === true
  if (loopedItem && report.loop === undefined) {
    report.emit('loop-end', { reason: 'resource-exhausted', effect: last.id, by: response.id }, [
      RULING_IDS.negatedActivationFan,
      RULING_IDS.costPayable,
      RULING_IDS.loopGuard,
    ])
    report.loop = { reason: 'resource-exhausted', effect: last.id, by: response.id }
  }
}

/**
 * The key of the response's card on the board: one of its name in its controller's hand where its
 * effect brings that card from there (it Special Summons itself), else one of its controller's.
 */
function responseCardKey(ctx: Context, state: YgoState, response: ResponseDef): string | undefined {
  const fromHand = response.extras?.some((action) => action.target === 'self') === true
  return (fromHand ? heldCard(ctx, state, response) : undefined) ?? controlledCard(ctx, state, response)
}

type ExtrasDone = { state: YgoState; fields: ResponseExtrasDone & { effectOnState?: 'partial'; notApplied?: string[] }; moved?: Acted['moved'] }

/**
 * What a response's card does besides negating (a draw for either player, damage or LP, a Special
 * Summon of itself from the hand), done as the response resolves, the way an item's actions are;
 * what the state does not model is said on its negation (`effectOnState: "partial"`, `notApplied`),
 * never silent.
 */
function applyExtras(ctx: Context, state: YgoState, response: ResponseDef, negated?: string): ExtrasDone {
  if (response.extras === undefined) return { state, fields: {} }
  const origin = responseCardKey(ctx, state, response)
  const item = triggerItem({ id: response.id, controller: response.controller, mandatory: response.mandatory, card: response.card, origin, cardType: response.cardType, does: response.extras })
  // "… gain LP equal to its original ATK": the card it negated is what its extras act on.
  if (negated !== undefined && response.extras.some((action) => action.amountOf === 'subject-original-atk')) item.subject = negated
  const acted = actOnBoard(ctx, state, item)
  const fields: ExtrasDone['fields'] = {
    ...(acted.added.length > 0 ? { adds: acted.added } : {}),
    ...(acted.moved !== undefined ? { subject: acted.moved.key, moves: acted.moved.to } : {}),
    ...(acted.lp !== undefined ? { lp: acted.lp } : {}),
    ...(acted.prevented !== undefined ? { prevented: acted.prevented } : {}),
    ...(acted.notApplied.length > 0 ? { effectOnState: 'partial' as const, notApplied: acted.notApplied } : {}),
  }
  const done: ExtrasDone = { state: sayHeld(ctx, acted.state, acted.unread, acted.banned), fields }
  if (acted.moved !== undefined) done.moved = acted.moved
  return done
}

type Fate = { action: NonNullable<ResponseDef['fate']>; key: string; to?: StateZone; kept?: ContinuousSource; item?: number }

const FATE_ZONES: Record<NonNullable<ResponseDef['fate']>, StateZone> = { destroy: 'graveyard', banish: 'banished', 'send-to-gy': 'graveyard', 'return-to-hand': 'hand', 'return-to-deck': 'deck' }

/**
 * Where the response sends the card whose activation or effect it negated ("…, and if you do, destroy
 * it"): that card, where it still is (a card a higher link moved already is left alone), unless a
 * continuous effect keeps it from being destroyed or banished (`kept`).
 */
function negatedCardFate(ctx: Context, state: YgoState, response: ResponseDef, target: ChainLink, targetItem: ListItem | undefined): Fate | undefined {
  if (response.fate === undefined) return undefined
  const key = targetItem !== undefined ? targetItem.origin : target.source === 'response' ? answeringCard(ctx, state, ctx.board.responses[target.ref as number] as ResponseDef) : typeof target.ref === 'string' ? target.ref : undefined
  const from = key !== undefined ? zoneOf(ctx.board, state, key) : undefined
  if (key === undefined || from === undefined || (from !== 'field' && from !== 'hand' && from !== 'graveyard')) return undefined
  // Only a card on the field is destroyed; a card already where the move would put it (activated in the GY) stays as it is.
  if ((response.fate === 'destroy' && from !== 'field') || FATE_ZONES[response.fate] === from) return undefined
  const move = response.fate === 'destroy' || response.fate === 'banish' ? response.fate : undefined
  const kept = move !== undefined ? keptInPlace(ctx, state, key, move, response.controller) : undefined
  const fate: Fate = kept !== undefined ? { action: response.fate, key, kept } : { action: response.fate, key, to: FATE_ZONES[response.fate] }
  if (targetItem !== undefined) fate.item = targetItem.index
  return fate
}

/** The negated card goes where the response's text says, by its effect; or a continuous effect keeps it, and says so. */
function moveNegatedCard(ctx: Context, state: YgoState, response: ResponseDef, fate: Fate, rulings: readonly RulingId[], unsaid = true): YgoState {
  const item = { controller: response.controller, ...(response.card !== undefined ? { card: response.card } : {}), ...(response.cardType !== undefined ? { cardType: response.cardType } : {}) }
  // The negated item itself is still to end, as the chain resolves down to it (activation-negated).
  if (fate.to !== undefined && unsaid) sayMoved(ctx, state, fate.key, fate.to, { player: response.controller, effect: response.id, card: response.card }, 'negation', rulings)
  if (fate.to !== undefined) return moveCard(ctx, state, fate.key, fate.to, response.controller, { ...(fate.action === 'destroy' ? { cause: 'destroy' as const } : {}), by: effectOf(state, item), ...(fate.item !== undefined ? { except: fate.item } : {}) })
  sayMovePrevented(ctx, state, { player: response.controller, effect: response.id, card: response.card }, fate.key, fate.action as MoveKind, fate.kept!)
  return state
}

/**
 * A Spell or Trap card that answered from the field goes to the GY once resolved, by the rules (not
 * a Continuous one, which stays): the board card the response stands for (its key is the response's
 * id where the response was read from a Set card), else its controller's card of its name there.
 */
function leaveFieldAnswered(ctx: Context, state: YgoState, response: ResponseDef): YgoState {
  if (response.cardType !== 'spell' && response.cardType !== 'trap') return state
  const key = answeringCard(ctx, state, response)
  if (key === undefined || zoneOf(ctx.board, state, key) !== 'field' || ctx.board.cards.get(key)?.staysOnField === true) return state
  return moveCard(ctx, state, key, 'graveyard', response.controller, { by: { kind: 'rule' } })
}

/** The card on the board a response is activated from: its Set card, else the one its controller controls. */
function answeringCard(ctx: Context, state: YgoState, response: ResponseDef): string | undefined {
  return setCardOf(ctx, response)?.key ?? controlledCard(ctx, state, response)
}

/** A card the response's effect moved (itself, Special Summoned from the hand): moved once its negation is told. */
function moveExtras(ctx: Context, before: YgoState, done: ExtrasDone, response: ResponseDef): YgoState {
  if (done.moved === undefined) return done.state
  const item = { controller: response.controller, ...(response.card !== undefined ? { card: response.card } : {}), ...(response.cardType !== undefined ? { cardType: response.cardType } : {}) }
  return moveCard(ctx, done.state, done.moved.key, done.moved.to, response.controller, { ...(done.moved.cause ? { cause: done.moved.cause } : {}), by: effectOf(before, item) })
}

/** Last in, first out. A response's effect lands on the link it answered. */
function resolveChain(ctx: Context, state: YgoState, chain: Chain): YgoState {
  const { board, report } = ctx
  const activationNegated = chain.links.map(() => false)
  const negatedBy: Array<string | undefined> = chain.links.map(() => undefined)
  const effectNegated = chain.links.map(() => false)
  let current = state
  for (let i = chain.links.length - 1; i >= 0; i--) {
    const link = chain.links[i] as ChainLink
    if (link.source === 'response') {
      if (activationNegated[i] || effectNegated[i]) {
        // A Spell or Trap negated does nothing and still leaves the field, as one resolved does (unless the answer destroyed it already).
        current = leaveFieldAnswered(ctx, current, board.responses[link.ref as number] as ResponseDef)
        continue
      }
      const response = board.responses[link.ref as number] as ResponseDef
      const target = chain.links[link.respondsTo ?? 0] as ChainLink
      const targetItem = target.source === 'item' ? board.items[target.ref as number] : undefined
      const cardRulings = itemCardRulings(ctx, response.card, target.card)
      const fate = negatedCardFate(ctx, current, response, target, targetItem)
      const extras = applyExtras(ctx, current, response, fate?.key)
      if (response.negates === 'none') {
        // It negates nothing: it moves the card activating ("destroy that card on the field"), said by
        // its own resolve, and the link it answered resolves as it would, its card gone or not.
        const { adds, lp, prevented } = extras.fields
        report.emit(
          'resolve',
          { effect: response.id, player: response.controller, card: response.card, outcome: 'applied', ...(fate?.to !== undefined ? { subject: fate.key, moves: fate.to } : {}), ...(adds ? { adds } : {}), ...(lp ? { lp } : {}), ...(prevented ? { prevented } : {}) },
          [RULING_IDS.responses, ...cardRulings],
        )
      } else {
        negatedBy[link.respondsTo ?? 0] = response.id
        if (fate?.to !== undefined) extras.fields.fate = { action: fate.action, subject: fate.key, moves: fate.to }
        if (response.negates === 'activation') {
          activationNegated[link.respondsTo ?? 0] = true
          // The readings differ only for an item without a once-per-turn limit: one with it is used by its
          // activation under both (the fan guide's loop never starts), so the rulebook alone is cited and no dispute noted.
          const disputed = targetItem !== undefined && targetItem.oncePerTurn === undefined
          const itemRuling = board.reading === 'fan-guide' && disputed ? RULING_IDS.negatedActivationFan : RULING_IDS.negatedActivation
          report.emit('negate-activation', { effect: target.id, by: response.id, ...extras.fields }, [
            ...(targetItem ? [itemRuling] : []),
            RULING_IDS.responses,
            ...cardRulings,
          ])
          if (disputed) report.note(negatedActivationNote(board.reading))
        } else {
          effectNegated[link.respondsTo ?? 0] = true
          report.emit('negate-effect', { effect: target.id, by: response.id, ...extras.fields }, [RULING_IDS.negatedEffect, RULING_IDS.responses, ...cardRulings])
        }
      }
      current = moveExtras(ctx, current, extras, response)
      // A negation's fate is said by a `moved` event; an answer negating nothing named its card in its resolve.
      if (fate !== undefined) current = moveNegatedCard(ctx, current, response, fate, [RULING_IDS.responses, ...cardRulings], response.negates !== 'none')
      current = leaveFieldAnswered(ctx, current, response)
      continue
    }
    const outcome: ItemOutcome = activationNegated[i] ? 'activation-negated' : effectNegated[i] ? 'negated' : 'applied'
    if (link.source === 'item') {
      const item = board.items[link.ref as number] as ListItem
      // A lower link whose card was sent away by a higher one already ended, void (moved subject).
      if (current.items[item.index] !== 'pending') continue
      const final = outcome === 'applied' && isEffectNegated(ctx, current, item) ? 'negated' : outcome
      // The cards its controller named as they activated it are what it acts on.
      const acting = link.chosen !== undefined ? { ...item, chosenCards: link.chosen } : item
      current = final === 'applied' && item.maintenance !== undefined ? resolveMaintained(ctx, current, acting, link.maintained) : finishItem(ctx, current, acting, final, negatedBy[i])
    } else if (link.source === 'event') {
      current = resolveEventTrigger(ctx, current, link, outcome, negatedBy[i])
    } else {
      current = resolveDiscardTrigger(ctx, current, link, outcome, negatedBy[i])
    }
  }
  // No chain may follow the one after the hand-size discard: what its resolution triggered is lost.
  return chain.origin === 'discard' ? withStage(loseTriggered(ctx, current), { name: 'hand-size' }) : restartListPhase(ctx, current)
}
