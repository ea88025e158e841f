/**
 * The turn pass: whose turn's phase the item is in (yours, your opponent's, each). Read from the
 * words before and after the mention ("your", "your opponent's", "each player's", "their"), and for
 * "the End Phase" of an effect set up by a resolution or a duration, from the turn the effect that
 * set it up can be used in (`setUpTurn`).
 */
import type { TurnScope } from '../../domain/behaviour.js'
import type { AnalyserCard, TextPhaseBehaviour } from '../types.js'
import type { Mention, SentenceContext } from './context.js'
import { SET_UP_SENTENCE } from './delayed.js'

// Whose turn.
const OPPONENTS_BEFORE = /(?:your opponent's|the opponent's|each of your opponent's) (?:next |own |\d+(?:st|nd|rd|th) |second |third )?(?:turn's )?$/i
const EACH_BEFORE = /(?:each of your and your opponent's|each player's|either player's|both players'|each) $/i
const YOURS_BEFORE = /(?:your|each of your|its controller's|this card's controller's|their controller's) (?:next |own |following |\d+(?:st|nd|rd|th) |second |third )?(?:turn's )?$/i
const THEIR_BEFORE = /(?:their|his\/her|his|her) (?:next |own )?$/i
const OPPONENTS_AFTER = /^ of (?:your opponent's|the opponent's|your opponent's next|the opponent's next) (?:\d+(?:st|nd|rd|th) |next )?turn/i
const YOURS_AFTER = /^ of your (?:next |own |\d+(?:st|nd|rd|th) )?turn/i
/** The effect is used in one player's turn, so "the End Phase" (of this turn) is that player's. */
export const OPPONENTS_CONTEXT = /\b(?:During|At the start of) your opponent's (?:Main Phase|Battle Phase|Main or Battle Phase|turn)\b/
export const YOURS_CONTEXT = /\b(?:During|At the start of) your (?:Main Phase|Battle Phase|Main Phase 1|Main Phase 2|turn)\b/

/** Conditions that only hold in the controller's own turn: a Normal or Tribute Summon, a Pendulum Scale placed, an ignition effect used this turn. */
const OWN_TURN_CONDITION =
  /\b(?:Normal|Tribute) Summoned this turn\b(?! or)|\bthe turn (?:that )?(?:this card|it) (?:is|was) (?:Normal|Tribute) Summoned\b(?! or)|\bif you (?:Normal |Tribute )Summoned\b[^.:;]*\bthis turn\b|\bthe turn this card activated this effect\b|\bif this card was activated this turn\b/
/** Words that make an effect a trigger, a quick effect or a continuous one ("While …") rather than an ignition effect. */
const NOT_IGNITION = /\b(?:[Ww]hen|[Ii]f|[Ee]ach time|[Dd]uring|[Aa]t the (?:start|end)|[Aa]fter|[Ww]hile|Quick Effect|[Ii]n response|[Oo]nce per (?:Chain|Duel))\b|\bFLIP\b/

/** An old wording's ignition effect, opening with its cost: "Pay 1000 Life Points to Special Summon …", "Discard 1 card to …". */
const OLD_IGNITION_COST = /^\s*(?:Pay \d+ (?:Life Points|LP)|Discard \d+ cards?|Tribute \d+ (?:face-up )?monsters?|Offer \d+ (?:face-up )?monsters? as (?:a )?Tributes?) to\b/

/**
 * Set-ups that happen only in their controller's own turn whatever the card: this card (or the
 * equipped monster) attacking, a Normal, Tribute or Flip Summon. Not "attacks or is attacked".
 */
const OWN_TURN_SET_UP = /\b(?:this card|the equipped monster) (?:declares an attack|attacks)\b(?! or)(?!\s*,? or)|\bduring the equipped monster's attack\b|\b(?:When|If) this card is (?:Normal|Tribute|Flip) Summoned\b(?! or)/
/** Set-ups that happen only in the opponent's turn: this card being chosen as an attack target. */
const OPPONENTS_TURN_SET_UP = /\b(?:When|If) this card is (?:targeted for an attack|attacked)\b(?! or)|\bWhen an opponent's monster (?:declares an attack|attacks)\b/

/**
 * The turn the effect that sets a lingering item up can be used in, when it is only one: a Spell
 * other than a Quick-Play (activated in the Main Phase), an ignition effect (no condition, no Quick
 * Effect) of a monster or of a Spell that stays, or a set-up named by its condition (this card
 * attacking or being attacked, a Normal Summon). Then "the End Phase" is that player's, and "the
 * End Phase of the next turn" the other's. Undefined: either turn.
 */
export function setUpTurn(effect: string, card: AnalyserCard | undefined): 'yours' | 'opponents' | undefined {
  const type = (card?.cardType ?? '').toLowerCase()
  const property = (card?.property ?? '').toLowerCase()
  // What comes before the first ":" or ";" is the effect's condition (or its cost).
  const head = effect.split(/[:;]/)[0] ?? ''
  if (OWN_TURN_SET_UP.test(head)) return 'yours'
  if (OPPONENTS_TURN_SET_UP.test(head)) return 'opponents'
  if (type === 'trap' || property === 'quick-play') return undefined
  if (NOT_IGNITION.test(head)) return /\b[Dd]uring your Main Phase\b/.test(head) && !/\bor your opponent's\b/.test(head) ? 'yours' : undefined
  // A Spell counts only when its property says it is activated in the Main Phase.
  if (type === 'spell') return ['normal', 'continuous', 'field', 'equip', 'ritual'].includes(property) && !/\bQuick Effect\b/.test(effect) ? 'yours' : undefined
  return (/^\s*(?:You can|Once per turn(?::|,) [Yy]ou can)\b(?! only)/.test(effect) || OLD_IGNITION_COST.test(effect)) && !/\bQuick Effect\b/.test(effect) ? 'yours' : undefined
}

export function turnOf(mention: Mention, masked: string, kind: TextPhaseBehaviour['kind'], effectBefore: string, setUp?: 'yours' | 'opponents'): TurnScope {
  const left = masked.slice(Math.max(0, mention.start - 60), mention.start)
  const right = masked.slice(mention.end, mention.end + 60)
  const phrase = masked.slice(mention.start, mention.end)
  let turn: TurnScope
  if (mention.old || mention.phase === 'battle-end-step') {
    turn = /your opponent's/i.test(phrase) ? 'opponents' : /\byour\b/i.test(phrase) ? 'yours' : 'each'
    if (/\bend of the turn\b/i.test(phrase) || /\beach\b/.test(phrase)) turn = 'each'
  } else if (EACH_BEFORE.test(left)) turn = 'each'
  else if (OPPONENTS_BEFORE.test(left)) turn = 'opponents'
  else if (YOURS_BEFORE.test(left)) turn = 'yours'
  else if (THEIR_BEFORE.test(left)) {
    // "their"/"his/her": the player named last before it.
    const before = masked.slice(0, mention.start)
    const controller = Math.max(before.lastIndexOf('controller'), before.lastIndexOf('controlling'), before.lastIndexOf('owner'))
    const opponent = before.lastIndexOf('opponent')
    turn = opponent > controller ? 'opponents' : controller >= 0 ? 'yours' : 'each'
  } else if (OPPONENTS_AFTER.test(right)) turn = 'opponents'
  else if (YOURS_AFTER.test(right)) turn = 'yours'
  else turn = 'each'
  // A lingering effect set up during one player's turn ends in that turn's End Phase ("the End
  // Phase", "the End Phase of this turn"), not in a later one.
  const thisTurn = /^ of this turn/i.test(right) || (!/\bnext $/i.test(left) && !/^ of /i.test(right))
  if (turn === 'each' && kind !== 'trigger' && thisTurn) {
    const opponents = OPPONENTS_CONTEXT.test(effectBefore)
    const yours = YOURS_CONTEXT.test(effectBefore) || /\bDuring your Main Phase or\b/.test(effectBefore)
    // Used in one player's turn only: "the End Phase" is that turn's. Used in either: each.
    if (opponents && !yours) turn = 'opponents'
    else if (yours && !opponents && !/\bor your opponent's\b/.test(effectBefore)) turn = 'yours'
    else if (setUp !== undefined) turn = setUp
  } else if (turn === 'each' && kind !== 'trigger' && setUp !== undefined && /^ of the next turn\b/i.test(right)) turn = setUp === 'yours' ? 'opponents' : 'yours'
  // "During the End Phase, if this card was Normal Summoned this turn": only ever in its controller's turn.
  if (turn === 'each' && mention.phase !== 'battle-end-step' && !mention.old && thisTurn && OWN_TURN_CONDITION.test(masked)) turn = 'yours'
  return turn
}

/**
 * The item's turn. `kind` and `delayed` are the earlier passes' (after the set-up rewrites): an
 * item set up by a resolution, or an expiry, takes the turn of the effect that set it up — the
 * previous sentence when this one goes on from it, the list's introduction for a bullet that is
 * only an effect ("Once per turn: You can activate 1 of these effects. ● …"), not one with its own
 * condition.
 */
export function readTurn(mention: Mention, kind: TextPhaseBehaviour['kind'], delayed: boolean, ctx: SentenceContext): TurnScope {
  const { masked } = ctx.sentence
  const { previous, context, card, effStart } = ctx
  const effectBefore = context + masked.slice(0, mention.start)
  // The sentence's own mention is when the set-up effect ends, not when it can be used: without it,
  // "Destroy … during the End Phase" is read for the effect that sets it up, not as a "During" trigger.
  const own = masked.slice(effStart, mention.start).replace(/\b(?:[Dd]uring|[Aa]t|[Ii]n|[Uu]ntil) (?:the |each |your |this )?(?:next )?$/, '') + ' ' + masked.slice(mention.end)
  const setUpText = SET_UP_SENTENCE.test(masked.slice(effStart)) && previous ? previous.masked : ctx.sentence.bullet && context.trim() !== '' && !/[:;]/.test(masked) ? context : own
  return turnOf(mention, masked, kind, effectBefore, delayed || kind === 'expire' ? setUpTurn(setUpText, card) : undefined)
}

/** Only its controller's turn has an attack by the card ("if this card attacked this turn"): `turn` once the requirements are read. */
export function turnWithRequirements(turn: TurnScope, requires: ReadonlyArray<{ check: string }>): TurnScope {
  return turn === 'each' && requires.some((r) => r.check === 'attacked-this-turn') ? 'yours' : turn
}
