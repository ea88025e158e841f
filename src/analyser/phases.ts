/**
 * Phase wordings: every mention of the End Phase, the Standby Phase or the end of the Battle Phase
 * (and the old "at the end of the turn") in a sentence is read as a trigger, an applied effect, the
 * end of an "until" effect, or nothing (an activation timing, a mere reference to the phase).
 */
import { SELF_MOVES, type BoardAction, type CardZone, type CountedCards, type CountFilter, type Destination, type PhaseWindow, type StateCondition, type TurnScope } from '../domain/behaviour.js'
import type { Sentence } from './text.js'
import { actionsOf } from './actions.js'
import type { AnalyserCard, TextPhaseBehaviour } from './types.js'

const MENTION =
  /\b(?:End Phases?|Standby Phases?)\b|\bend of (?:the|each|your|your opponent's|that|this) Battle Phase\b|\bend of (?:the|each|your|your opponent's|each player's) turn\b/g

/** A leading label that is not an effect condition: "FLIP:", "Heads:", "● 3+:", "Left:". */
const LABEL = /^(?:[A-Z][A-Za-z]*|\d+\+?)\s*:\s*/

// Left-context tests (on the text just before the mention).
const UNTIL = /\buntil (?:the |your |your opponent's |their |his\/her |its owner's |the opponent's )?(?:next |own |\d+(?:st|nd|rd|th) |second |third )?$/i
const UNTIL_END_OF = /\buntil the end of (?:the )?$/i
const OLD_AT_THE = /\bat (?:the )?$/i
const ACTIVATION_TIMING = [
  /\b(?:[Aa]ctivate|activated|activating)\b[^.;:]{0,40}\bonly\b[^.;:]{0,40}$/,
  /\bonly\b[^.;:]{0,12}\b(?:activate|be activated|use)\b[^.;:,]{0,40}$/,
  /\bcannot (?:be )?activated?\b[^.;:,]{0,40}$/,
  /\b(?:becomes|is now) the $/,
  /\b[Ss]kip (?:the |your |your opponent's |their |his\/her )?(?:next |own )?$/,
  /\bexcept during (?:the |your |your opponent's )?$/,
  /\bactivate (?:its|their) effects? during (?:the |your |your opponent's )?$/,
  /\bactivate this card\b[^.;:]{0,40}\bduring (?:the |your |your opponent's )?$/,
]
/** A clause that is an event condition on something that happens in the phase ("if … would be destroyed during the End Phase"). */
const EVENT_CLAUSE = /^\s*(?:If|When|if|when|Each time|each time)\b[^,]*\b(?:destroyed|sent|banished|discarded|returned|removed|Summoned|activated|flipped(?: face-up)?)\b[^,]*\b(?:during|in) (?:the |your |your opponent's |each )?$/
const CONDITION_START = /^(?:Once per turn,? |Once per Chain, |Once, |Once |Then, )?(?:[Dd]uring|[Aa]t|If|When|if|when)\b/

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

const OPTIONAL_BODY = /^\s*(?:You can(?! only)|you can(?! only)|(?:That|The turn|Either|The) player can|Its owner can)\b/
const OPTIONAL_OLD = /^[^,;.]*?, (?:(?:if|while|and|as long as) [^,;.]*?, )*(?:you can(?! only)|the turn player can|by (?:sending|paying|Tributing|banishing|discarding|removing|returning|revealing|detaching))\b/i
const OPTIONAL_DELAYED = /^[^,;.:]*, (?:you|your opponent|each player|the turn player|they|that player) can(?! only)\b/

const MAINTENANCE = [
  /(?:^|, |\b(?:must|you must) )([^,;.]*?),? or (?:else )?(?:destroy this card|this card is destroyed|send this card to the (?:GY|Graveyard))/,
  /\bdestroy this card unless (?:you )?([^;.]+)/,
]

interface Mention {
  phase: PhaseWindow
  start: number
  end: number
  old: boolean
}

function mentions(masked: string): Mention[] {
  const out: Mention[] = []
  for (const m of masked.matchAll(MENTION)) {
    const text = m[0]
    const phase: PhaseWindow = /Standby/.test(text) ? 'standby' : /Battle Phase/.test(text) ? 'battle-end-step' : 'end'
    out.push({ phase, start: m.index, end: m.index + text.length, old: /turn$/.test(text) })
  }
  return out
}

/** Conditions that only hold in the controller's own turn: a Normal or Tribute Summon, a Pendulum Scale placed, an ignition effect used this turn. */
const OWN_TURN_CONDITION =
  /\b(?:Normal|Tribute) Summoned this turn\b(?! or)|\bthe turn (?:that )?(?:this card|it) (?:is|was) (?:Normal|Tribute) Summoned\b(?! or)|\bif you (?:Normal |Tribute )Summoned\b[^.:;]*\bthis turn\b|\bthe turn this card activated this effect\b|\bif this card was activated this turn\b/
/** Words that make an effect a trigger or a quick effect rather than an ignition effect. */
const NOT_IGNITION = /\b(?:[Ww]hen|[Ii]f|[Ee]ach time|[Dd]uring|[Aa]t the (?:start|end)|[Aa]fter|Quick Effect|[Ii]n response|[Oo]nce per (?:Chain|Duel))\b|\bFLIP\b/

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
  return /^\s*(?:You can|Once per turn(?::|,) [Yy]ou can)\b(?! only)/.test(effect) && !/\bQuick Effect\b/.test(effect) ? 'yours' : undefined
}

function turnOf(mention: Mention, masked: string, kind: TextPhaseBehaviour['kind'], effectBefore: string, setUp?: 'yours' | 'opponents'): TurnScope {
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

const GRAVEYARD_ZONE = [
  /\bthis card is in (?:your|the|either) (?:GY|Graveyard)/,
  /\bwhile this card is in your (?:GY|Graveyard)/,
  /\bbecause (?:it|this card) was (?:sent|destroyed|discarded|Tributed|detached|used)/,
  /\bthis (?:face-up |Set |Xyz Summoned |Special Summoned )?card[^:;.]{0,60}?\b(?:was|is)\b[^:;.]*?\bsent (?:there|to (?:the|your) (?:GY|Graveyard))/,
  /\bthis card (?:from|in) (?:your|the) (?:GY|Graveyard)/,
  /\bif this card was Tributed\b[^:;.]*\bthis turn\b/,
  /\bthis card from (?:your|the) (?:GY|Graveyard)/,
  /\bthis card\b[^:;.]{0,40}\bfrom (?:your|the) (?:GY|Graveyard)/,
  /\bafter this card (?:on the field )?was destroyed\b/,
  /\bif you have this card\b[^:;.]*\bin your (?:GY|Graveyard)\b/,
]
const BANISHED_ZONE = /\bthis card is (?:currently |still )?banished|\bthis banished card|\bthis card (?:was|is) banished|\bthis card banished by|\bIf this card is banished\b/
const HAND_ZONE = /\bthis card (?:from|in) your hand|\breveal this card in your hand|\b[Dd]iscard this card\b/

function zoneOf(effect: string): CardZone {
  if (BANISHED_ZONE.test(effect)) return 'banished'
  // A cost of discarding the card itself: the effect is activated from the hand.
  if (/\b[Dd]iscard this card\b/.test(effect)) return 'hand'
  if (GRAVEYARD_ZONE.some((re) => re.test(effect))) return 'graveyard'
  if (HAND_ZONE.test(effect)) return 'hand'
  return 'field'
}

const MOVES: Array<[RegExp, Destination]> = [
  [/\b(?:[Dd]estroy|[Tt]ribute) this (?:face-up )?card\b/, 'graveyard'],
  [/\b[Tt]his (?:face-up )?card is (?:destroyed|sent to the (?:GY|Graveyard))\b/, 'graveyard'],
  [/\b[Ss]end this (?:face-up )?card(?: from [^.;]{0,40}?)? to the (?:GY|Graveyard)/, 'graveyard'],
  [/\b[Bb]anish this (?:face-up )?card\b/, 'banished'],
  [/\b(?:[Rr]eturn|[Ss]huffle|[Pp]lace) this (?:face-up )?card[^.;]{0,40}?(?:to|into|on (?:the )?(?:top|bottom) of) (?:the|your|its owner's|the owner's) (?:Extra |Main )?Deck/, 'deck'],
  [/\b[Rr]eturn this (?:face-up )?card[^.;]{0,30}?to (?:the|your|its owner's|the owner's) hand/, 'hand'],
  [/\b[Aa]dd this card[^.;]{0,40}?to your hand/, 'hand'],
  [/\bThis card returns to (?:its|the) owner's hand/, 'hand'],
  [/\b[Tt]his card returns to (?:the|its owner's|the owner's|your) (?:Extra )?Deck/, 'deck'],
  [/\bthis card is returned to (?:its|the) owner's hand/, 'hand'],
]
const MOVES_IT: Array<[RegExp, Destination]> = [
  [/^\s*(?:[Dd]estroy|[Tt]ribute) it\b/, 'graveyard'],
  [/^\s*[Ss]end it to the (?:GY|Graveyard)/, 'graveyard'],
  [/^\s*[Bb]anish it\b/, 'banished'],
  [/^\s*(?:[Rr]eturn|[Ss]huffle) it (?:to|into) (?:the|your) (?:Extra )?Deck/, 'deck'],
  [/^\s*[Rr]eturn it to (?:the|your|its owner's|the owner's) hand/, 'hand'],
]

function movesOf(body: string, itMeansThisCard: boolean): Destination | undefined {
  let best: { at: number; dest: Destination } | undefined
  for (const [re, dest] of MOVES) {
    const m = re.exec(body)
    if (m && (!best || m.index < best.at)) best = { at: m.index, dest }
  }
  if (!best && itMeansThisCard) {
    for (const [re, dest] of MOVES_IT) if (re.test(body)) return dest
  }
  return best?.dest
}

function maintenanceCost(clause: string): string | undefined {
  for (const re of MAINTENANCE) {
    const m = re.exec(clause)
    if (m) return (m[1] ?? m[0]).trim()
  }
  return undefined
}

/**
 * A maintenance cost as data: paying it does what its words say ("pay 500 LP", "discard 1 card");
 * not paying it sends this card away as the text says (destroyed, unless it says sent to the GY).
 */
function maintenanceOf(cost: string, effect: string, original: string, masked: string): { pay: BoardAction[]; otherwise: BoardAction[] } {
  const pay = actionsOf(cost, original, masked).does
  const otherwise: BoardAction[] = [/\bsend this card to the (?:GY|Graveyard)\b/.test(effect) && !/\bdestroy this card\b/.test(effect) ? { action: 'send-to-gy', target: 'self' } : { action: 'destroy', target: 'self' }]
  return { pay, otherwise }
}

/** The clause around [start, end): from the previous , ; : ( to the next , ; . ) */
function clauseAround(masked: string, start: number, end: number): [number, number] {
  let s = start
  while (s > 0 && !/[,;:(]/.test(masked[s - 1]!)) s--
  let e = end
  while (e < masked.length && !/[,;.)]/.test(masked[e]!)) e++
  if (masked[e] === ')' && masked[s - 1] === '(') {
    s--
    e++
  }
  while (s < e && masked[s] === ' ') s++
  return [s, e]
}

const ZONE_ONLY_CONDITION = /^(?:if|while) this card is in (?:your|the) (?:GY|Graveyard)$/i

const PHASE_PHRASE =
  /(^|,\s*)(?:[Dd]uring|[Aa]t|[Ii]n)\s+(?:the|each of your and your opponent's|each of your opponent's|each of your|each player's|either player's|each|your opponent's|your|their|his\/her|this|that)\s+(?:next\s+|own\s+|\d+(?:st|nd|rd|th)\s+|second\s+|third\s+)?(?:End Phases?|Standby Phases?|end of (?:the|each|your|your opponent's|that|this) (?:Battle Phase|turn))(?: of (?:this|the next|your next|your opponent's next|the [A-Za-z' ]{1,30}? next) turn)?/

function conditionOf(text: string): string | undefined {
  const c = text
    .replace(/^(?:Once per turn|Once per Chain|Once)\s*,\s*/i, '')
    .replace(PHASE_PHRASE, (_m, lead: string) => (lead === '' ? '' : ','))
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/^of /, '')
  if (c === '' || ZONE_ONLY_CONDITION.test(c)) return undefined
  return c
}

/** "Activate only during …": the card's own activation timing. */
const ACTIVATE_ONLY_DURING = /\b(?:[Aa]ctivate (?:this card )?only|only activate this card) (?:during|in|at) (?:the |your |your opponent's |each )?(?:next )?$/
/** What a delayed effect acts on: what another effect (or an attack, a battle) set up. */
const SET_UP_SUBJECT = /\b(?:that|those) (?:[A-Za-z-]+ ){0,3}(?:[Mm]onsters?|[Cc]ards?|targets?)\b|\bthe (?:banished|destroyed|Summoned|Special Summoned|returned) (?:[A-Za-z-]+ )?(?:[Mm]onsters?|[Cc]ards?)\b|\b(?:Summoned|affected|banished|equipped|targeted|changed|placed|added|revealed) by this (?:card's )?effect\b|\btargeted by this card\b|\bthis Token\b|\bthe monsters? (?:it|this card) (?:attacked|destroyed)\b/
/** A sentence whose subject is what another effect set up ("That Fusion Monster …, and is returned …"). */
const SET_UP_SENTENCE = /^\s*If (?:Normal |Special |Tribute )?Summoned this way\b|^\s*(?:That|Those|They|Their|Its?)\b|^\s*The (?:banished|Special Summoned|destroyed|returned) |^\s*If you (?:used|use) this effect\b|^\s*If you do\b|\b(?:by|with|from) this (?:card's )?effect\b/
/** "… during your 2nd Standby Phase after activation", "… of the 5th turn after the attack". */
const AFTER_SET_UP = /^(?: of (?:the|your|your opponent's) (?:\d+(?:st|nd|rd|th)|next|second|third) turn)? after (?:this card's |its |the )?(?:activation|activating|being activated|the attack)|^ after this (?:effect|card) (?:was|is) activated/i
const ACTIVATED_TURN = /^ of the turn (?:this card|this effect|it) (?:is|was) (?:activated|resolved|used)/i
/** A Trap or Spell that stays on the field once activated: its later effects are not its activation. */
const STAYS_ON_FIELD = /\bequip(?:ped)?\b|\bremains? (?:face-up )?on the field\b|\bTreat this card as\b|\bthis face-up card\b/i
/** A battle position change or a counter removal at the end of a phase: applied by the game, not activated. */
const POSITION_OR_COUNTERS = /\b(?:changed?|placed) [^.;:]{0,60}?(?:to|in) (?:face-up |face-down )?(?:Defense|Attack) Position\b|\bremove (?:all|\d+) (?:[A-Za-z-]+ )?Counters? (?:from|on) (?:this card|it)\b/
/** An old maintenance cost with nothing else: "This card's controller must pay 500 Life Points during each of their Standby Phases", "Tribute 1 of your monsters … during each of your Standby Phases". */
/**
 * A stat change applied by the game each phase ("It loses 500 ATK", "the equipped monster loses
 * 200 ATK"), a controller losing Life Points, or a material detached: the duel simulator's scripts
 * apply these without activation (Stim-Pack, Noble Arms - Gallatin, Trifortressops, Destructive
 * Draw, Number 41). Gaining LP is not among them (Dancing Fairy's is a trigger), nor a monster's
 * own ATK loss (Berserk Dragon's is a trigger).
 */
const ATK_CHANGE_ONLY = /^\s*(?:[Ii]t|[Tt]he equipped monster|[Tt]hat (?:target|monster)) (?:loses|gains) \d+ (?:ATK|DEF|ATK and DEF)\s*$/
const STAT_CHANGE_ONLY = new RegExp(
  `${ATK_CHANGE_ONLY.source}|^\\s*(?:[Tt]his card's|[Tt]heir) controller loses \\d+ (?:Life Points|LP)\\s*$|^\\s*detach \\d+ (?:material|Xyz Material)s? from this card\\s*$`,
)
const PAYS_ONLY = /^(?:[^,;.]*?\b(?:must )?pays? \d+ (?:LP|Life Points)|\s*Tribute \d+ (?:of your )?monsters?\b[^,;.]*)\s*(?:during|at) [^,;.]*$/
/** An old-wording sentence with its timing ("during each of your Standby Phases") taken out, trimmed. */
function withoutTiming(sentence: string): string {
  return sentence.replace(/\s*(?:during|at) [^,.;]*?(?:Phases?|turn)\b/i, '').replace(/^[\s,]+|[\s,.]+$/g, '')
}

/** The old-wording sentence, the timing taken out, is only a stat or LP change (or a detach). */
function statChangeOnly(masked: string, effStart: number, mention: Mention): boolean {
  const [cs, ce] = clauseAround(masked, mention.start, mention.end)
  const rest = (masked.slice(effStart, cs) + masked.slice(ce)).replace(/^(?:Once per turn|As long as [^,]*),\s*/, '').replace(/^[\s,]+|[\s,.]+$/g, '')
  const whole = withoutTiming(masked.slice(effStart)).replace(/^(?:Once per turn|As long as [^,]*),\s*/, '')
  return STAT_CHANGE_ONLY.test(rest) || STAT_CHANGE_ONLY.test(whole)
}

/**
 * The duration ending at the mention is a banishment's: "banish" governs it, with no other effect
 * between them ("banish 1 card from their hand face-up, until the End Phase"), not a banishment
 * that only comes first ("banish that target, and if you do, until the End Phase, this card's name
 * becomes …") or a cost ("You can banish …; this card gains 1000 ATK until the End Phase").
 */
function banishedUntil(before: string): boolean {
  // the last "banish" before the duration: an earlier one may belong to another effect ("but banish it when it leaves the field")
  const m = /^.*\b[Bb]anish(?:es|ed)?\b([^;:.]*?)\s*(?:\(|,\s*)?until (?:the |your |your opponent's |its owner's )?(?:next )?$/.exec(before)
  return m !== null && !/\b(?:if you do|then|also|becomes?|gains?|loses?|take control)\b|, and\b/.test(m[1]!)
}

/** The duration ending at the mention is a negation's: "negate its effects until the End Phase", "has its effects negated until …". */
function negatedUntil(before: string): boolean {
  const m = /^.*\b(?:[Nn]egate|negated)\b([^;:.]*?)\s*(?:\(|,\s*)?until (?:the |your |your opponent's )?(?:next )?$/.exec(before)
  return m !== null && !/\b(?:if you do|then|also|becomes?|gains?|loses?|take control|activation)\b|, and\b/.test(m[1]!)
}

/** "you can" in the same clause before the timing: "you can … during your End Phase". */
const YOU_CAN_BEFORE = /\b[Yy]ou can(?! only)\b/

/** A Normal or Quick-Play Spell, or a Normal Trap: it goes to the GY once it has resolved. */
function resolvesAndLeaves(card: AnalyserCard | undefined): boolean {
  const type = (card?.cardType ?? '').toLowerCase()
  const property = (card?.property ?? '').toLowerCase()
  return (type === 'spell' && (property === 'normal' || property === 'quick-play')) || (type === 'trap' && property === 'normal')
}

function isSpellOrTrap(card: AnalyserCard | undefined): boolean {
  return /^(?:spell|trap)$/i.test(card?.cardType ?? '')
}

/** A Trap (Normal or Counter) or a Quick-Play Spell: activated as a card, by its owner's choice. */
function activatesAsCard(card: AnalyserCard | undefined): boolean {
  const type = (card?.cardType ?? '').toLowerCase()
  const property = (card?.property ?? '').toLowerCase()
  return (type === 'trap' && (property === 'normal' || property === 'counter')) || (type === 'spell' && property === 'quick-play')
}

/** The effect only sends the card itself away ("destroy this card", "send this card to the GY"). */
function selfOnly(effect: string): boolean {
  return /\b(?:destroy|send) this card\b|\bthis card is (?:destroyed|sent to)\b|\bthis card\b[^.]*\b(?:destroy|send) it\b/i.test(effect) && !/\b(?:inflict|gain|draw|add|Special Summon|destroy (?:all|the|\d)|banish (?:all|\d))\b/.test(effect)
}


/** Conditions on this turn's history and the hand that the game state can check. `nameAt` reads a quoted name of the original text. */
export function requiresOf(effect: string, zone: CardZone | undefined, nameAt?: (at: number) => string | undefined): StateCondition[] {
  const out: StateCondition[] = []
  const summoned =
    /\bthe turn (?:that )?(?:this card|it) (?:is|was) (Normal|Special|Flip|Tribute|Fusion|Synchro|Xyz|Link|Ritual|Pendulum) Summoned( or flipped face-up)?/.exec(effect) ??
    /\bif this (?:face-up )?card (?:on the field )?was (Normal|Special|Flip|Tribute|Fusion|Synchro|Xyz|Link|Ritual|Pendulum) Summoned( or flipped face-up)? this turn\b/.exec(effect)
  if (summoned) {
    const how = summoned[1]!.toLowerCase()
    out.push({ check: 'summoned-this-turn', how: summoned[2] ? 'normal-or-flip' : how === 'normal' || how === 'tribute' || how === 'flip' ? how : 'special' })
  } else if (/\bthe turn (?:that )?(?:this card|it) (?:is|was) Normal or Flip Summoned\b|\bif this (?:face-up )?card (?:on the field )?was Normal or Flip Summoned this turn\b/.test(effect)) {
    out.push({ check: 'summoned-this-turn', how: 'normal-or-flip' })
  } else if (/\bthe turn (?:that )?(?:this card|it) (?:is|was) (?:Summoned|Normal or Special Summoned)\b|\bif this (?:face-up )?card (?:on the field )?was (?:Summoned|Normal or Special Summoned) this turn\b/.test(effect)) {
    out.push({ check: 'summoned-this-turn', how: 'any' })
  } else if (/\bthe turn (?:that )?(?:this card|it) (?:is|was) flipped face-up\b|\bif this card was flipped face-up this turn\b/i.test(effect)) {
    out.push({ check: 'flipped-this-turn' })
  }
  if (/\b[Ii]f this (?:face-up )?card (?:attacks|attacked|declared an attack)\b(?! or (?:was|is) attacked)/.test(effect)) out.push({ check: 'attacked-this-turn' })
  // "battled", "attacked or was attacked": in a battle this turn either way.
  else if (/\b[Ii]f this (?:face-up )?card (?:battled|attacked or was attacked)\b/.test(effect)) out.push({ check: 'battled-this-turn' })
  // The card's own battle history (not "if a monster was destroyed by battle this turn").
  if (/\b(?:this card|the equipped monster|it) was destroyed by battle (?:and sent to the (?:GY|Graveyard) )?this turn\b/.test(effect)) out.push({ check: 'destroyed-by-battle-this-turn' })
  if (zone === 'graveyard' && /\bbecause it was\b[^.:;]*?\bsent there\b[^.:;]*?\bthis turn\b|\bwas sent to the (?:GY|Graveyard)\b[^.:;]{0,40}?\bthis turn\b/.test(effect)) out.push({ check: 'in-gy-sent-this-turn' })
  const fewer = /\bif you have (\d+|no) (?:or (?:less|fewer) )?cards?(?:\(s\))? in your hand\b/.exec(effect)
  if (fewer) out.push(fewer[1] === 'no' ? { check: 'hand-count', whose: 'controller', max: 0 } : /or (?:less|fewer)/.test(fewer[0]) ? { check: 'hand-count', whose: 'controller', max: Number(fewer[1]) } : { check: 'hand-count', whose: 'controller', min: Number(fewer[1]), max: Number(fewer[1]) })
  const more = /\bif you have (\d+) or more cards?(?:\(s\))? in your hand\b/.exec(effect)
  if (more) out.push({ check: 'hand-count', whose: 'controller', min: Number(more[1]) })
  // "if you control \"Visas Starfrost\"": one card by its name (not "a \"Witchcrafter\" monster").
  const controls = /\b[Ii]f you control (?:a face-up )?("x+")(?! (?:or|and) ")(?!\s*(?:[A-Z][a-z]+ )?(?:monsters?|cards?|Spells?|Traps?|Tokens?|Fusion|Synchro|Xyz|Link|Ritual|Pendulum|Tuner|Field)\b)/.exec(effect)
  if (controls) {
    const card = nameAt?.(controls.index + controls[0].indexOf('"'))
    out.push(card === undefined ? { check: 'controls-card', whose: 'controller' } : { check: 'controls-card', whose: 'controller', card })
  }
  out.push(...countsOf(effect, nameAt))
  return out
}

const COUNTED_WORDS = String.raw`([Mm]onsters?|[Cc]ards?|Spell or Trap Cards?|Spells?\/Traps?|Spell\/Trap Cards?|Spell Cards?|Trap Cards?|Spells?|Traps?)`
/** Words after the counted cards that narrow them further than the data says ("monsters in your Main Monster Zone", "… or all monsters you control are …"). */
const NARROWED_AFTER = String.raw`(?! (?:in|with|that|except|whose|other than|you control|or all|and all|on)\b)`
/** "if you control no …", "if you control 2 or more …": the controller's field. */
const CONTROLS_COUNT = new RegExp(String.raw`\b[Ii]f you control (no|\d+ or more|\d+ or fewer|exactly \d+) (?:face-up )?("x+" )?(Tribute Summoned )?((?:[A-Z][\w-]* )*?)` + COUNTED_WORDS + String.raw`\b` + NARROWED_AFTER)
/** "if there are 5 or more cards in your GY", "if you have no cards in your Deck". */
const ZONE_COUNT = new RegExp(
  String.raw`\b(?:[Ii]f there are|[Ii]f you have) (no|\d+ or more|\d+ or fewer|exactly \d+) ("x+" )?((?:[A-Z][\w-]* )*?)` + COUNTED_WORDS + String.raw` in (your|your opponent's|either player's|the) (GY|Graveyard|Deck|banishment)\b` + NARROWED_AFTER,
)
const MORE_THAN_YOU = /\b(?:[Ii]f|and) your opponent controls more (monsters|cards) than you(?: do)?\b/

/** The counted card type of a word of the text ("Spell or Trap Cards" → spell-trap). */
function countedCards(word: string): CountedCards {
  if (/^[Mm]onster/.test(word)) return 'monster'
  if (/^Spell(?: or |\/)Trap/.test(word)) return 'spell-trap'
  if (/^Spell/.test(word)) return 'spell'
  if (/^Trap/.test(word)) return 'trap'
  return 'any'
}

function bounds(how: string): { min?: number; max?: number } {
  if (how === 'no') return { max: 0 }
  const n = Number(/\d+/.exec(how)![0])
  if (/or more/.test(how)) return { min: n }
  if (/or fewer/.test(how)) return { max: n }
  return { min: n, max: n }
}

/**
 * Card-count conditions of the effect's condition (before its colon: "if you control no monsters"
 * inside what an effect does is a choice, not a condition): how many cards a player has where, of
 * which type, narrowed by an archetype's name, a summon stated on the board, or words kept as text.
 */
function countsOf(effect: string, nameAt?: (at: number) => string | undefined): StateCondition[] {
  const colon = effect.indexOf(':')
  const condition = colon >= 0 ? effect.slice(0, colon) : effect
  const out: StateCondition[] = []
  const filterOf = (quoted: string | undefined, at: number, words: string | undefined, tribute?: boolean): CountFilter | undefined => {
    const filter: CountFilter = {}
    if (quoted) {
      const name = nameAt?.(at)
      if (name === undefined) filter.other = quoted.trim()
      else filter.named = name
    }
    if (tribute) filter.summoned = 'tribute'
    const other = (words ?? '').trim()
    if (other !== '') filter.other = filter.other === undefined ? other : `${filter.other} ${other}`
    return Object.keys(filter).length > 0 ? filter : undefined
  }
  const controls = CONTROLS_COUNT.exec(condition)
  if (controls) {
    const cards = countedCards(controls[5]!)
    const filter = filterOf(controls[2], controls.index + controls[0].indexOf('"'), controls[4], controls[3] !== undefined)
    out.push({ check: 'card-count', zone: 'field', whose: 'controller', ...(cards !== 'any' ? { cards } : {}), ...(filter ? { filter } : {}), ...bounds(controls[1]!) })
  }
  const zone = ZONE_COUNT.exec(condition)
  if (zone) {
    const cards = countedCards(zone[4]!)
    const filter = filterOf(zone[2], zone.index + zone[0].indexOf('"'), zone[3])
    const where = zone[6] === 'Deck' ? 'deck' : zone[6] === 'banishment' ? 'banished' : 'graveyard'
    const whose = zone[5] === 'your' ? 'controller' : zone[5] === "your opponent's" ? 'opponent' : 'each'
    // A Deck's size says nothing of which cards it holds.
    if (!(where === 'deck' && (cards !== 'any' || filter !== undefined))) {
      out.push({ check: 'card-count', zone: where, whose, ...(cards !== 'any' ? { cards } : {}), ...(filter ? { filter } : {}), ...bounds(zone[1]!) })
    }
  }
  const more = MORE_THAN_YOU.exec(condition)
  if (more) out.push({ check: 'controls-more', ...(more[1] === 'monsters' ? { cards: 'monster' as const } : {}) })
  return out
}

/**
 * The phase behaviours of one sentence. `previous` is the sentence before it (for "If you do");
 * `context` the sentence that introduces a bulleted list the sentence belongs to ("During your
 * opponent's Battle Phase: … ● Halve the ATK … until the end of the Battle Phase").
 */
export function readPhases(sentence: Sentence, previous: Sentence | undefined, part: 'pendulum' | undefined, context = '', card?: AnalyserCard): TextPhaseBehaviour[] {
  const { masked, text } = sentence
  if (!/Phase|end of (?:the|each|your|your opponent's|each player's) turn/i.test(masked)) return []
  // Reacting to the hand-size discard itself (Dark World Grimoire) is not a list item.
  if (/\bhand size limit\b/.test(masked) && /\bbecause\b/.test(masked)) return []
  const label = LABEL.exec(masked)
  const effStart = label ? label[0].length : 0
  const out: TextPhaseBehaviour[] = []
  for (const mention of mentions(masked)) {
    const left = masked.slice(Math.max(0, mention.start - 70), mention.start)
    if (mention.old && (!OLD_AT_THE.test(left) || /\buntil the $/i.test(left))) continue
    if (!mention.old && mention.phase !== 'battle-end-step' && UNTIL_END_OF.test(left)) continue
    if (!UNTIL.test(left) && ACTIVATION_TIMING.some((re) => re.test(left))) {
      // "Activate only during your opponent's End Phase": the activation of the Spell or Trap
      // itself, its owner's choice, where its card type may be activated then.
      if (ACTIVATE_ONLY_DURING.test(left) && isSpellOrTrap(card) && !part) {
        out.push({
          phase: mention.phase,
          kind: 'trigger',
          mandatory: false,
          turn: turnOf(mention, masked, 'trigger', context + masked.slice(0, mention.start)),
          activation: 'card',
          ...(mention.old ? { wording: 'end-of-turn' as const } : {}),
          source: 'text',
          span: text,
        })
      }
      continue
    }
    const clauseBefore = masked.slice(0, mention.start).replace(/^[^]*[,;:.]/, '')
    if (EVENT_CLAUSE.test(clauseBefore)) continue
    // A name, not a timing: "this card's End Phase effect", "doubled during each of your following Standby Phases".
    if (/^ effects?\b/.test(masked.slice(mention.end)) || /\bfollowing $|\bfor \w+ of (?:your|the|their) $/.test(left)) continue
    // A phase in which something does not happen: "do not return to their owners' hands during the End Phase".
    if (!UNTIL.test(left) && (/\b(?:do|does|did) not\b[^,.;:]*$/.test(left) || /\bNeither player\b[^.;:]*$/.test(left))) continue
    // Another phase named as a reference point: "sent there since your last Standby Phase".
    if (/\b(?:since|before) (?:your |the |their )?(?:last |previous )?$/.test(left)) continue

    const before = masked.slice(effStart, mention.start)
    const after = masked.slice(mention.end)
    const colon = after.indexOf(':')
    const semicolon = after.indexOf(';')
    if (colon >= 0 && (semicolon < 0 || colon < semicolon) && /\(Quick Effect\)/.test(after.slice(0, colon))) continue
    if (/\(Quick Effect\)\s*$/.test(before) && colon < 0) continue

    const separated = /[:;]/.test(before)
    const inCondition = !separated && CONDITION_START.test(before.trimStart())
    let kind: TextPhaseBehaviour['kind']
    let mandatory = true
    let delayed = false
    let body: string
    let oldWording = false
    let spanStart = sentence.start
    let spanEnd = sentence.end
    const rightPhrase = after.slice(0, 40)
    const nextOrThisTurn = /^(?: of)? (?:this|the next) turn/i.test(rightPhrase) || /\bnext $/i.test(left.slice(-6)) || /^ of the turn you activated\b/i.test(rightPhrase)

    if (UNTIL.test(left)) {
      kind = 'expire'
      delayed = true
      const [cs, ce] = clauseAround(masked, mention.start, mention.end)
      spanStart = sentence.start + cs
      spanEnd = sentence.start + ce
      body = masked.slice(cs, ce)
    } else if (!separated && colon >= 0 && (semicolon < 0 || colon < semicolon)) {
      kind = 'trigger'
      body = after.slice(colon + 1)
      mandatory = !OPTIONAL_BODY.test(body)
    } else if (separated || !inCondition) {
      kind = 'apply'
      oldWording = true
      const clause = masked.slice(clauseAround(masked, mention.start, mention.end)[0], mention.start)
      const thisCardFirst = /\b[Ii]f this (?:face-up |Set )?(?:[A-Za-z ]{0,30} )?card\b/.test(masked.slice(0, mention.start)) || /^\s*This card\b/.test(masked.slice(effStart))
      delayed =
        separated ||
        nextOrThisTurn ||
        /\b(?:it|them|that monster|those monsters|the monsters?)\b[^,;.]{0,12}$/.test(masked.slice(0, mention.start).replace(/\s*(?:during|at) (?:the |your |your opponent's )?(?:next )?$/, '')) ||
        SET_UP_SUBJECT.test(clause) ||
        (!thisCardFirst && /\b(?:it|them)\b/.test(clause)) ||
        SET_UP_SENTENCE.test(masked.slice(effStart))
      mandatory = !OPTIONAL_DELAYED.test(after) && (delayed || !YOU_CAN_BEFORE.test(clause))
      if (separated) {
        const [cs, ce] = clauseAround(masked, mention.start, mention.end)
        spanStart = sentence.start + cs
        spanEnd = sentence.start + ce
      }
      body = masked.slice(effStart)
    } else if (!nextOrThisTurn && OPTIONAL_OLD.test(after)) {
      kind = 'trigger'
      mandatory = false
      body = after
    } else {
      kind = 'apply'
      oldWording = true
      delayed =
        nextOrThisTurn ||
        SET_UP_SUBJECT.test(after.split(/[.;]/)[0] ?? '') ||
        SET_UP_SUBJECT.test(masked.slice(clauseAround(masked, mention.start, mention.end)[0], mention.start)) ||
        /\b(?:by|with|from) this (?:card's )?effect\b/.test(masked.slice(effStart)) ||
        SET_UP_SENTENCE.test(masked.slice(effStart))
      mandatory = !OPTIONAL_DELAYED.test(after)
      body = after
    }
    // A bullet of "You can apply the following effect(s) for the rest of this turn": set up when applied.
    if (kind !== 'expire' && /\bapply (?:the following|these|this) effects?(?:\(s\))?\b[^.]*\bfor the rest of (?:this|the) turn\b/.test(context)) {
      delayed = true
      if (kind === 'trigger' && colon < 0) kind = 'apply'
    }
    const staysAndTriggers = kind === 'trigger' && colon >= 0 && !separated && isSpellOrTrap(card) && !resolvesAndLeaves(card) && /^ after this card's activation\b/i.test(after.slice(0, 40))
    if (staysAndTriggers) {
      // "During your 2nd Standby Phase after this card's activation: …" on a card that stays on the
      // field (a Continuous Spell): the card's own mandatory trigger, counted from its activation.
    } else if (kind === 'trigger' && colon >= 0 && !separated && /^\s*Once per turn, during the next (?:Standby|End) Phase after this effect was activated\b/.test(masked.slice(effStart))) {
      // "Once per turn, during the next Standby Phase after this effect was activated: …": a trigger
      // the card has all along, its condition the earlier activation (a one-off set-up is never
      // "once per turn"); the duel simulator's scripts register it with the card.
    } else if (AFTER_SET_UP.test(after.slice(0, 60)) || ACTIVATED_TURN.test(after.slice(0, 50)) || /\b(?:during|in) this $/.test(left)) {
      // "During your 2nd End Phase after activation: …", "Once, during this End Phase": set up by the
      // resolution of the card, applied when the time comes, not activated.
      delayed = true
      if (kind === 'trigger') kind = 'apply'
    }
    // A Normal or Quick-Play Spell or a Normal Trap leaves the field once it resolves: a phase
    // effect in its text (not its activation condition, not a GY effect) was set up by resolving it.
    if (kind !== 'expire' && !delayed && resolvesAndLeaves(card) && !(kind === 'trigger' && colon >= 0) && zoneOf(masked.slice(effStart)) === 'field') delayed = true

    const effectBefore = context + masked.slice(0, mention.start)
    // The effect that sets it up: the previous sentence when this one goes on from it, the list's
    // introduction for a bullet that is only an effect ("Once per turn: You can activate 1 of these
    // effects. ● …"), not one with its own condition.
    const setUpText = SET_UP_SENTENCE.test(masked.slice(effStart)) && previous ? previous.masked : sentence.bullet && context.trim() !== '' && !/[:;]/.test(masked) ? context : masked.slice(effStart)
    const turn = turnOf(mention, masked, kind, effectBefore, delayed || kind === 'expire' ? setUpTurn(setUpText, card) : undefined)
    const behaviour: TextPhaseBehaviour = {
      phase: mention.phase,
      kind,
      mandatory,
      turn,
      ...(mention.old ? { wording: 'end-of-turn' as const } : {}),
      source: 'text',
      span: text.slice(spanStart - sentence.start, spanEnd - sentence.start),
    }

    // What the expiry ends, where the resolver acts on it: a banishment in the same clause as the
    // duration ("banish it until the End Phase", "banish (until the End Phase) …").
    if (kind === 'expire' && banishedUntil(masked.slice(effStart, mention.start))) behaviour.ends = 'banishment'
    else if (kind === 'expire' && negatedUntil(masked.slice(effStart, mention.start))) behaviour.ends = 'negation'

    // Zone: where the card is when the item is on the list.
    let zone: CardZone = 'field'
    if (kind === 'expire') {
      if (/\b[Bb]anish (?:this (?:face-up )?card|both (?:it|that monster|that target) and this card)\b[^;.]*$/.test(masked.slice(0, mention.start))) zone = 'banished'
    } else if (!delayed) {
      zone = zoneOf(masked.slice(effStart))
    }
    if (zone !== 'field') behaviour.zone = zone

    const condText = kind === 'trigger' && colon >= 0 ? masked.slice(effStart, mention.end + colon) : ''
    // What the item does: after the colon of a trigger, else the clause of the mention to the sentence's end.
    const effectText = kind === 'trigger' && colon >= 0 ? after.slice(colon + 1) : masked.slice(clauseAround(masked, mention.start, mention.end)[0])
    // "it" is this card when the condition names it, unless the effect targets first ("…: You can target 1 monster; destroy it").
    const targetsFirst = effectText.includes(';') && /\b[Tt]argets?\b/.test(effectText.slice(0, effectText.indexOf(';')))
    const itMeansThisCard = !targetsFirst && (/\bthis (?:face-up |Special Summoned |Set )?card\b|^\s*If (?:Normal |Special |Tribute )?Summoned this way\b/.test(condText) || (previous !== undefined && /^If you do\b/.test(masked.slice(effStart)) && /\bthis card\b/.test(previous.masked)))
    if (kind !== 'expire') {
      const cost = !delayed ? maintenanceCost(kind === 'trigger' ? body : masked.slice(effStart)) : undefined
      if (cost !== undefined) {
        behaviour.cost = text.slice(masked.indexOf(cost), masked.indexOf(cost) + cost.length)
        behaviour.maintenance = maintenanceOf(cost, masked.slice(effStart), text, masked)
      } else {
        const moves = movesOf(kind === 'trigger' ? body : masked.slice(clauseAround(masked, mention.start, mention.end)[0]), kind === 'trigger' && itMeansThisCard)
        if (moves !== undefined && (kind === 'trigger' || /\bthis (?:face-up )?card\b/i.test(masked.slice(effStart, mention.end + 40)))) behaviour.moves = moves
      }
    }

    if (kind === 'trigger' && !separated && colon >= 0 && (semicolon < 0 || colon < semicolon)) {
      const condition = conditionOf(text.slice(effStart, mention.end + colon))
      if (condition !== undefined) behaviour.condition = condition
    } else if (kind !== 'expire' && !delayed && inCondition) {
      const m = /^[^,;.]*?, (if [^,;.]+),/.exec(after)
      if (m) {
        const at = mention.end + m[0].length - 1 - m[1]!.length
        behaviour.condition = text.slice(at, at + m[1]!.length)
      }
    }
    // Old wordings without a colon ("During your Standby Phase, …", "This card returns to the
    // owner's hand during the End Phase") are Trigger Effects in the game, mostly mandatory; a
    // maintenance cost stays applied, and so does a Spell or Trap that only sends itself away.
    const nextWords = card?.text?.slice(sentence.end, sentence.end + 80) ?? ''
    const costNext = /^\s*If you do not, (?:destroy|send) this card|^\s*If you do not, this card is destroyed/.test(nextWords)
    // An old maintenance cost said over two sentences: "Discard 1 card from your hand during each of
    // your End Phases. If you do not, destroy this card." Paying is this sentence without its timing.
    if (costNext && behaviour.kind === 'apply' && behaviour.maintenance === undefined && !delayed) {
      const cost = withoutTiming(masked.slice(effStart))
      if (cost !== '') {
        behaviour.cost = withoutTiming(text.slice(effStart))
        behaviour.maintenance = maintenanceOf(cost, nextWords, text, masked)
      }
    }
    const bookkeeping = POSITION_OR_COUNTERS.test(masked.slice(effStart)) || PAYS_ONLY.test(masked.slice(effStart, mention.start)) || statChangeOnly(masked, effStart, mention)
    // "During each of your Standby Phases: It loses 500 ATK." on a card that stays: applied, not activated.
    if (kind === 'trigger' && colon >= 0 && !separated && ATK_CHANGE_ONLY.test(after.slice(colon + 1).replace(/\.\s*$/, '')) && !resolvesAndLeaves(card)) behaviour.kind = 'apply'
    if (oldWording && kind === 'apply' && !delayed && behaviour.cost === undefined && !costNext && !bookkeeping && !(isSpellOrTrap(card) && selfOnly(masked.slice(effStart)))) {
      behaviour.kind = 'trigger'
    }
    if (behaviour.kind !== 'expire' && behaviour.maintenance === undefined) {
      const acts = actionsOf(effectText, text, masked, { delayed, itMeansThisCard })
      // The card's own move is the item's `moves` where that was read: said once.
      const movesItself = (a: BoardAction) => a.target === 'self' && SELF_MOVES[a.action] !== undefined && SELF_MOVES[a.action] !== 'field'
      const does = behaviour.moves === undefined ? acts.does : acts.does.filter((a) => !movesItself(a))
      if (acts.costs.length > 0) behaviour.costs = acts.costs
      if (does.length > 0) behaviour.does = does
    }
    if (!delayed && behaviour.kind !== 'expire') {
      // the sentence without the phase mention (a space in its place, so offsets shift by the mention's length after it)
      const gap = mention.end - mention.start - 1
      const nameAt = (at: number) => /^"([^"]+)"/.exec(text.slice(at < mention.start ? at : at + gap))?.[1]
      const requires = requiresOf(masked.slice(0, mention.start) + ' ' + masked.slice(mention.end), behaviour.zone, nameAt)
      if (requires.length > 0) behaviour.requires = requires
      // Only its controller's turn has an attack by the card: "if this card attacked this turn".
      if (behaviour.turn === 'each' && requires.some((r) => r.check === 'attacked-this-turn')) behaviour.turn = 'yours'
      // The activation of a Trap or Quick-Play Spell itself: optional, where its type allows.
      if (behaviour.kind === 'trigger' && (behaviour.zone ?? 'field') === 'field' && !part && activatesAsCard(card) && !STAYS_ON_FIELD.test(card?.text ?? '')) {
        behaviour.activation = 'card'
        behaviour.mandatory = false
      }
    }
    if (delayed) behaviour.delayed = true
    // "… until the End Phase of the next turn": set up now, in the turn after.
    if ((delayed || kind === 'expire') && /^ of the next turn\b/i.test(after)) behaviour.nextTurn = true
    if (part) behaviour.part = part
    out.push(behaviour)
    // One effect usable from two zones ("You can send this card from your hand or field to the GY"):
    // an item from each, as the game lists it once per zone.
    const zones =
      kind === 'trigger' && colon >= 0 && !delayed
        ? (/\bthis card from your (hand|field|GY|Graveyard) or (?:your )?(hand|field|GY|Graveyard)\b/.exec(after.slice(colon + 1).split(';')[0] ?? '') ??
          /\bif this card is in your (hand|GY|Graveyard) or (?:your )?(hand|GY|Graveyard)\b/.exec(condText))
        : null
    if (zones) {
      // the condition names both zones: the first item is the first zone's
      if (behaviour.zone === undefined && !/\bfrom your\b/.test(zones[0])) behaviour.zone = zones[1] === 'hand' ? 'hand' : 'graveyard'
      const asZone = (word: string): CardZone => (word === 'hand' ? 'hand' : word === 'field' ? 'field' : 'graveyard')
      for (const other of [asZone(zones[1]!), asZone(zones[2]!)]) {
        if (other === (behaviour.zone ?? 'field')) continue
        const copy: TextPhaseBehaviour = { ...behaviour }
        if (other === 'field') delete copy.zone
        else copy.zone = other
        out.push(copy)
      }
    }
  }
  return out
}
