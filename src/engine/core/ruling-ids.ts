/**
 * The ruling ids the rules engine cites for its own rules. The stored rulings
 * (content/rulings/*.yaml) must contain each of them; a test checks it against the seeded
 * database. Ids are stable: never rename one, supersede it instead. Rulings about particular
 * cards are not here: they reach the engine as data, with the cards they concern.
 */
export const RULING_IDS = {
  // Yu-Gi-Oh! End Phase: shape and list phase
  phaseParts: 'ygo-ep-three-parts', // list phase, hand-size adjustment, end of turn (rulebook p.40)
  lists: 'ygo-ep-lists', // what goes on each player's list; SS2+ may also be used
  turnPlayerFirst: 'ygo-ep-turn-player-first', // turn player takes an item, a quick effect, or passes
  opponentNext: 'ygo-ep-opponent-next', // after the turn player passes, the opponent may act or pass
  forcedTurnPlayer: 'ygo-ep-forced-turn-player', // both passed: turn player must process a mandatory item (19/10/26, QA 8765)
  forcedTurnPlayerFan: 'ygo-ep-forced-turn-player-fan', // fan guide: "has to do something", may pick an optional item instead (superseded)
  forcedOpponent: 'ygo-ep-forced-opponent', // then the non-turn player's mandatory items
  listDone: 'ygo-ep-list-done', // nothing mandatory left and both passed: list phase over
  restart: 'ygo-ep-restart', // after every item (and its chain) priority returns to the turn player
  noChainBetweenItems: 'ygo-ep-no-chain-between-items', // items are processed one at a time
  simultaneousChain: 'ygo-ep-simultaneous-chain', // items activated at the very same time do chain
  freeOrder: 'ygo-ep-free-order', // any order; mandatory need not go first; passing allowed (19/10/26)
  responses: 'ygo-ep-responses', // SS2+ may respond to an activated item (chain)
  negatedActivation: 'ygo-ep-negated-activation', // activation negated: cannot be activated again (Perfect Rulebook 2017)
  negatedActivationFan: 'ygo-ep-negated-activation-fan', // fan guide: item stays pending, phase loops (superseded)
  negatedEffect: 'ygo-ep-negated-effect', // effect negated by another card's effect: item resolves with no effect, used up
  movedSubject: 'ygo-ep-moved-subject', // a card sent away: items acting on it no longer apply
  untilEndPhase: 'ygo-ep-until-end-phase', // "until the End Phase" ends as a list item
  untilEndOfTurn: 'ygo-ep-until-end-of-turn', // "until the end of the turn" is not a list item; ends after everything
  oldEndOfTurnWording: 'ygo-ep-old-end-of-turn-wording', // old "at the end of the turn" texts act in the End Phase
  costPayable: 'ygo-cost-payable-in-full', // a cost must be payable in full
  activationCondition: 'ygo-activation-condition', // a condition before the colon must hold to activate (counts on the board)
  targetRequired: 'ygo-target-required', // an effect that targets as it is activated needs its targets there to be activated
  loopGuard: 'ygo-loop-guard', // the same game state reached again ends the loop (repeated state)
  continuousEffects: 'ygo-continuous-effects', // a face-up card's continuous effect applies without activation while it is face-up
  negatedOnField: 'ygo-negated-on-field', // a field-wide negation: still activated, negated if face-up on the field as it resolves
  negatedByWhatItDoes: 'ygo-negated-by-what-it-does', // a negation of effects by what they do (Necrovalley): still activated, negated as it resolves wherever its card is
  banishedInstead: 'ygo-banished-instead', // "sent to the GY is banished instead": never reaches the GY; still discarded
  eventTriggers: 'ygo-event-triggers', // a trigger whose event happens in the window is activated once what caused it has resolved
  eventTriggersSimultaneous: 'ygo-event-triggers-simultaneous', // triggers of events at the same time: one chain, mandatory first, turn player first
  eventTriggerMissedTiming: 'ygo-event-trigger-missed-timing', // an optional "When … you can" trigger whose event was not the last thing to happen cannot be activated
  destructionForbidden: 'ygo-destruction-forbidden', // "cannot be destroyed by card effects": an effect that would destroy it resolves, the card stays
  returnToDeckForbidden: 'ygo-return-to-deck-forbidden', // "cannot be returned to the Deck": a cost that would return it cannot be paid, an effect that would resolves and the card stays
  moveForbidden: 'ygo-move-forbidden', // "cannot be banished": an effect that would banish it resolves, the card stays (13/03/24)
  actionForbidden: 'ygo-action-forbidden', // "Neither player can Special Summon monsters": an effect that would do it cannot be activated; one resolving does not do it
  maintenanceMustPay: 'ygo-maintenance-not-optional', // "(this is not optional)": a maintenance cost is paid whenever it can be
  oncePerTurn: 'ygo-once-per-turn', // once per turn, per copy or by name; an activation negated still uses it

  // Yu-Gi-Oh! hand-size adjustment
  handSizeLimit: 'ygo-hs-limit', // 7+ cards: discard to 6
  handSizeModifiers: 'ygo-hs-modifiers', // effects change or remove the limit (seed 004)
  handSizeAllAtOnce: 'ygo-hs-all-at-once', // the excess in one go (seed 003)
  handSizeDiscardKind: 'ygo-hs-discard-kind', // discarded from hand / sent from hand to GY, not "by an effect"
  handSizeNeverOpen: 'ygo-hs-never-open', // QA 17233
  handSizeOneChain: 'ygo-hs-one-chain', // only triggers from the discard, in the one chain that follows
  handSizeChainResponses: 'ygo-hs-chain-responses', // SS2+ may be chained to those triggers (12/08/08)
  handSizeNoNewQuick: 'ygo-hs-no-new-quick', // no new chain of quick effects after the adjustment (12/08/08)
  handSizeEndPhaseEffectsLost: 'ygo-hs-end-phase-effects-lost', // "during the End Phase" effects can no longer be activated
  handSizeChainEventsLost: 'ygo-hs-chain-events-lost', // triggers from events during that chain's resolution cannot activate (23/01/16)
  handSizeAgain: 'ygo-hs-again', // over the limit again: discard again, the list phase does not restart (08/08/03, seed 001)
  handSizeAgainNoTriggers: 'ygo-hs-again-no-triggers', // nothing from the second discard can be activated (QA 24089)
  handSize2010Reading: 'ygo-hs-2010-reading', // seed 004: a discarded card's End Phase effect may activate, a timing after each discard (superseded)

  // Yu-Gi-Oh! end of turn
  endOfTurn: 'ygo-eot-turn-ends', // "until the end of the turn" effects end; the opponent's Draw Phase begins
  afterTurn: 'ygo-eot-after-turn', // what an effect until the end of the turn held back applies as the turn ends, without chain
  noEffectDamage: 'ygo-no-effect-damage', // "take no effect damage": on the field, or until the end of the turn

  // Yu-Gi-Oh! other windows running the same procedure
  standbyProcedure: 'ygo-sp-procedure', // Standby Phase: same list procedure, no hand size (seed 004)
  standbyItems: 'ygo-sp-items', // maintenance costs, "during the Standby Phase" effects, ends of "until the Standby Phase"
  battleEndProcedure: 'ygo-bp-end-step-procedure', // End Step of the Battle Phase: same list procedure (seed 001 note, seed 004)
  battleEndItems: 'ygo-bp-end-step-items', // "at the end of the Battle Phase" items

  // A dated answer (12/08/08) about quick effects after the hand-size discard: a general rule (it
  // concerns no card) stored under an older id, which is never renamed
  quickAfterHandSize: 'card-quick-effect-after-hand-size',

  // Grand Archive End Phase (seed 002)
  gaPhaseOrder: 'ga-ep-order', // beginning effects, Opportunity, then special game actions
  gaBeginningEffects: 'ga-ep-beginning-effects', // "beginning of the end phase" effects go on the effects stack
  gaStackLifo: 'ga-ep-stack-lifo', // the effects stack resolves last in, first out
  gaOpportunity: 'ga-ep-opportunity', // the turn player receives Opportunity; each resolution gives it back
  gaAllPass: 'ga-ep-all-pass', // all players passing in succession on an empty stack ends the window
  gaDamageRemoved: 'ga-ep-damage-removed', // temporary damage on allies is removed
  gaEndOfTurnEffects: 'ga-ep-end-of-turn-effects', // EOT effects end; "as the turn ends" effects happen
  gaSizeLimits: 'ga-ep-size-limits', // imposed hand/memory limits: turn player discards from either zone
  gaNoDefaultHandSize: 'ga-ep-no-default-hand-size', // there is no default hand-size limit
  gaStateBased: 'ga-ep-state-based', // state-based actions are checked
} as const

export type RulingKey = keyof typeof RULING_IDS
/** One of the engine's own rule rulings. */
export type RuleRulingId = (typeof RULING_IDS)[RulingKey]
/**
 * A ruling the engine cites: one of its own rules, or a stored ruling about a card, handed over
 * with that card's data (its id is data, not known here).
 */
export type RulingId = RuleRulingId | (string & Record<never, never>)
export const ALL_RULING_IDS: readonly RuleRulingId[] = Object.values(RULING_IDS)
