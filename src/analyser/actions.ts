/**
 * What a phase item plainly does to the board, read from the text of its effect: the actions of
 * `BoardAction`, in text order, split into costs (before the ";") and what resolving it does. Pure.
 *
 * Each action says which cards it acts on where the text does: `self` (this card), `set-up` (the
 * cards the effect that set a delayed item up acted on: "it", "them", "that monster", "the monsters
 * Special Summoned by this effect") or a zone's cards (left unsaid). Only what the text says
 * plainly is read; a verb under a negation ("cannot be destroyed"), a replacement ("banish it when
 * it leaves the field", "banish it instead") or a condition ("if it would be destroyed") is not an
 * action of the item.
 */
import { ATTRIBUTE_PATTERN, MONSTER_KINDS, MONSTER_TYPES, MONSTER_TYPE_PATTERN, monsterTypeList } from './words.js'
import type { BoardAction, CardSelection, CountFilter, Rate } from '../domain/behaviour.js'
import { COUNTED_WORDS, countedCards } from './passes/requirements.js'

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 }
export const count = (word: string | undefined): number => (word === undefined ? 1 : (NUMBER_WORDS[word.toLowerCase()] ?? Number.parseInt(word, 10)) || 1)

export interface ActionContext {
  /** The item is a delayed one: "it", "them", "that monster" are what its set-up acted on. */
  delayed: boolean
  /** "it" in the effect means this card (its condition names this card, or "If you do" follows this card's move). */
  itMeansThisCard: boolean
  /** The sentence before the effect's text, where a passive after "and" takes its subject from. */
  before?: string
  /**
   * A delayed item whose set-up acted on this card ("Special Summon this card …, and if you do, during
   * the End Phase of this turn, change it to face-up Defense Position"): "it" is this card.
   */
  setUpIsThisCard?: boolean
  /** An event trigger on another card's event: "it", "that monster", "those monsters" are the card the event happened to. */
  itMeansEventCard?: boolean
}

/** "You can target 1 monster in your GY; Special Summon it": "it" is the target, whatever the condition names. */
const TARGETS = /\b[Tt]argets?\b/

interface Found {
  at: number
  end: number
  action: BoardAction
}

/** `set-up-targets`: the cards the set-up targeted only ("the face-up monster that was targeted by this card"). */
type Target = BoardAction['target'] | 'set-up-targets' | undefined

/** Whose cards a phrase names, seen from the item's controller. */
function whoseOf(phrase: string | undefined): BoardAction['whose'] {
  return phrase && /opponent|their/i.test(phrase) ? 'opponent' : phrase && /each|both/i.test(phrase) ? 'each' : 'controller'
}

/** Which cards an object phrase names: this card, what the set-up acted on, or a zone's cards. */
function targetOf(object: string, context: ActionContext): Target {
  if (/^(?:both )?(?:this|this face-up|this banished|this Set) card\b/i.test(object)) return 'self'
  if (/^it\b/i.test(object) && context.delayed && context.setUpIsThisCard === true) return 'self'
  if (context.itMeansEventCard === true && /^(?:it|them|that (?:monster|card)|those (?:monsters|cards))\b/i.test(object)) return 'event'
  if (/^(?:it|them|they)\b/i.test(object)) return context.delayed ? 'set-up' : context.itMeansThisCard && /^it\b/i.test(object) ? 'self' : undefined
  if (/^the (?:face-up )?(?:monsters?|cards?)(?:\(s\))? that (?:was|were) targeted by this (?:card|effect)\b/i.test(object)) return context.delayed ? 'set-up-targets' : undefined
  if (/^(?:that|those) (?:[A-Za-z-]+ ){0,3}(?:monsters?|cards?|targets?|Tokens?)\b/i.test(object) || /\bby this (?:card's )?effect\b/.test(object.slice(0, 80))) return context.delayed ? 'set-up' : undefined
  return undefined
}

/**
 * "all other monsters on the field", "all Spells and Traps your opponent controls", "all other
 * monsters you control that did not declare an attack this turn": every card of a player's field of
 * one type, read only where nothing else narrows them (a Level, an ATK, a position, an archetype:
 * those stay unread, not applied to more cards than the text means).
 */
const ALL = new RegExp(
  String.raw`^all (other )?(face-up )?(?:Level (\d+) )?(Normal )?(?:(${MONSTER_TYPE_PATTERN})(?:-Type)? )?(monsters|Monsters|cards|Spells and Traps|Spell and Trap Cards|Spells\/Traps|Spell\/Trap Cards) (on the field|you control|your opponent controls|on your side of the field|on your opponent's side of the field)( that did not declare an attack this turn)?(, except this card)?(?=$|[.;]|,(?! except\b)| (?:and if|then|into|to|during the End Phase)\b)`,
)

/** "as many Defense Position monsters your opponent controls as possible": every such card. */
const AS_MANY =
  /^as many (other )?(face-up )?(?:(Defense|Attack) Position )?(monsters|cards|Spells and Traps|Spells\/Traps) (on the field|you control|your opponent controls) as possible(?=$|[.;,]| (?:and|then)\b| to (?:the|their owners'?|its owner's) hands?\b| into the (?:Main )?Decks?\b| to the (?:GY|Graveyard)\b)/

/** "your entire hand" (Card of Demise's "send your entire hand to the GY", Into the Void's "discard your entire hand"): every card of a hand. */
const ENTIRE_HAND = /^(your|their|your opponent's) entire hand(?=$|[.;,]| to the (?:GY|Graveyard)\b)/

/** "all cards in the Spell & Trap Zones", "all cards in your opponent's Spell & Trap Zone" (group 1: whose). */
const IN_SPELL_TRAP_ZONES = /^all cards in (the|your|your opponent's|their) Spell & Trap Zones?\b/

function allOf(action: BoardAction['action'], object: string, verb: RegExpExecArray): BoardAction | undefined {
  // The Spells and Traps of the Spell & Trap Zones: a Field Spell, in the Field Zone, is not one of them.
  const zones = IN_SPELL_TRAP_ZONES.exec(object)
  if (zones) return { action, target: 'all', whose: zones[1] === 'the' ? 'each' : zones[1] === 'your' ? 'controller' : 'opponent', cards: 'spell-trap', spellTrapZones: true }
  const hand = ENTIRE_HAND.exec(object)
  if (hand) return { action, target: 'all', from: 'hand', whose: hand[1] === 'your' ? 'controller' : 'opponent' }
  const many = AS_MANY.exec(object)
  if (many) {
    const [, other, faceUp, position, what, where] = many
    const out: BoardAction = { action, target: 'all', whose: where === 'on the field' ? 'each' : where === 'you control' ? 'controller' : 'opponent' }
    if (what === 'monsters') out.cards = 'monster'
    else if (what !== 'cards') out.cards = 'spell-trap'
    if (position && what !== 'monsters') return undefined
    // "Return as many monsters on the field as possible to the hand (other than this card)".
    if (other || /^[^.;]{0,40}?\(other than this card\)/.test(object.slice(many[0].length))) out.others = true
    if (faceUp) out.faceUp = true
    if (position) out.battlePosition = position === 'Defense' ? 'defense' : 'attack'
    return out
  }
  const m = ALL.exec(object)
  if (!m) return undefined
  // "Choose 1 "The Winged Dragon of Ra" … and send all other monsters …": other than the card chosen, not this card.
  if (m[1] && /\b(?:[Cc]hoose|[Tt]arget|[Ss]elect) \d+\b/.test(verb.input.slice(0, verb.index))) return undefined
  const [, other, faceUp, level, normal, monsterType, what, where, notAttacked, exceptThis] = m
  // A Level, "Normal" or a Type names monsters only.
  if ((level || normal || monsterType) && !/^[Mm]onsters$/.test(what!)) return undefined
  const out: BoardAction = { action, target: 'all', whose: where === 'on the field' ? 'each' : where === 'you control' || where === 'on your side of the field' ? 'controller' : 'opponent' }
  if (/^[Mm]onsters$/.test(what!)) out.cards = 'monster'
  else if (what !== 'cards') out.cards = 'spell-trap'
  if (other || exceptThis) out.others = true
  if (faceUp) out.faceUp = true
  if (level) out.level = Number(level)
  if (normal) out.normalMonsters = true
  if (monsterType) out.monsterType = monsterType
  if (notAttacked) out.didNotAttack = true
  return out
}

/** The words before a verb make it something other than an action of the item. */
const NOT_AN_ACTION_BEFORE = /\b(?:cannot|can't|not|would|could|to be|unless|if it would|that would|be)\s+(?:\w+\s+)?$|\bcannot be\s+$|\bnegate\b[^.;]*\bto\s+$/i
/** After the object: a replacement or a later trigger, not the item's action ("banish it when it leaves the field"). */
const NOT_AN_ACTION_AFTER = /^[^.;,]{0,40}?\b(?:instead|when (?:it|they|this card) (?:leaves?|would leave) the field|if (?:it|they|this card) (?:leaves?|would leave) the field)\b/i

interface Verb {
  re: RegExp
  build: (m: RegExpExecArray, object: string, context: ActionContext) => BoardAction | undefined
}

/**
 * Cards of its controller's hand, which they choose: "send 1 card from your hand to the GY",
 * "shuffle 1 card from your hand into the Deck", "place 1 card from your hand on the bottom of the Deck".
 */
const FROM_YOUR_HAND: Partial<Record<BoardAction['action'], RegExp>> = {
  'send-to-gy': /^(\d+|a|one|two) (?:other )?cards? from your hand to the (?:GY|Graveyard)\b/,
  'return-to-deck': /^(\d+|a|one|two) (?:other )?cards? from your hand (?:into|to|on the (?:top|bottom) of) (?:the|your) (?:Main )?Deck\b/,
}
const HAND_COUNTS: Record<string, number> = { a: 1, one: 1, two: 2 }

/** "cards from your hand into the Deck so the number in your hand equals the number your opponent controls +6" (group 1: the number added). */
const HAND_DOWN_TO = /^cards from your hand into the (?:Main )?Deck so (?:that )?the number (?:of cards )?in your hand (?:equals|becomes|is equal to) the number (?:of cards )?your opponent controls ?\+ ?(\d+)\b/

/** A hand shuffled down to the cards the opponent controls plus a number, at random (Mulcharmy Fuwalos). */
function handDownTo(object: string): BoardAction | undefined {
  const m = HAND_DOWN_TO.exec(object)
  if (!m) return undefined
  return { action: 'return-to-deck', target: 'zone', from: 'hand', whose: 'controller', random: true, handDownTo: Number(m[1]), per: { count: 'cards', zone: 'field', whose: 'opponent' } }
}

/** "1 random card from your opponent's hand" (group 1: how many; 2: whose hand). */
const RANDOM_FROM_HAND = /^(\d+|a|one|two) random cards? (?:from|in) (your|your opponent's|their) hand\b/

/** Cards picked at random from a hand, not chosen: "send 1 random card from your opponent's hand to the GY", "discard 1 random card from your opponent's hand". */
function randomFromHand(action: BoardAction['action'], object: string): BoardAction | undefined {
  const m = RANDOM_FROM_HAND.exec(object)
  if (!m) return undefined
  return { action, target: 'zone', from: 'hand', whose: m[2] === 'your' ? 'controller' : 'opponent', count: HAND_COUNTS[m[1]!] ?? Number(m[1]), random: true }
}

function fromYourHand(action: 'send-to-gy' | 'return-to-deck', object: string): BoardAction | undefined {
  const m = FROM_YOUR_HAND[action]!.exec(object)
  if (!m) return undefined
  return { action, target: 'zone', from: 'hand', whose: 'controller', count: HAND_COUNTS[m[1]!] ?? Number(m[1]) }
}

/**
 * "Tribute 1 other monster", "Tribute 1 monster you control", "Tribute 1 other Insect monster":
 * monsters its controller controls (of one Type where it says), chosen (no choice is left where
 * there are no more than that); other words ("1 "Hecahands" monster, or 1 monster you control that
 * is owned by your opponent") leave which ones unsaid.
 */
const TRIBUTED = new RegExp(String.raw`^(\d+|a|one|two|three) (other )?(?:(${MONSTER_TYPE_PATTERN})(?:-Type)? )?monsters?(?: you control)?(?=\s*(?:[,.;]|or|$))`)

/** "Tribute 1 of your monsters on the field (excluding this monster)" (an old wording, The Unfriendly Amazon): another monster its controller controls. */
const TRIBUTED_OF_YOURS = /^(\d+|a|one|two|three) of your monsters on the field \(excluding this (?:monster|card)\)/

function tributeOf(object: string): BoardAction {
  const yours = TRIBUTED_OF_YOURS.exec(object)
  if (yours) return { action: 'send-to-gy', tribute: true, target: 'zone', from: 'field', whose: 'controller', count: count(yours[1]), chosen: { zone: 'field', whose: 'controller', cards: 'monster', others: true } }
  const m = TRIBUTED.exec(object)
  if (!m) return { action: 'send-to-gy', tribute: true }
  const chosen: CardSelection = { zone: 'field', whose: 'controller', cards: 'monster', ...(m[3] ? { filter: { monsterType: m[3] } } : {}), ...(m[2] ? { others: true } : {}) }
  return { action: 'send-to-gy', tribute: true, target: 'zone', from: 'field', whose: 'controller', count: count(m[1]), chosen }
}

const withTarget = (action: BoardAction['action'], target: Target): BoardAction =>
  target === undefined ? { action } : target === 'set-up-targets' ? { action, target: 'set-up', setUpOf: 'targets' } : { action, target }

/**
 * Active verbs; each match's object is the text that follows it. A self move ("destroy this card")
 * is read like the others: the caller keeps it or leaves it to the item's `moves`.
 */
const VERBS: Verb[] = [
  { re: /\b[Dd]estroy\b/g, build: (m, object, c) => allOf('destroy', object, m) ?? withTarget('destroy', targetOf(object, c)) },
  { re: /\b[Bb]anish\b/g, build: (m, object, c) => allOf('banish', object, m) ?? randomFromHand('banish', object) ?? withTarget('banish', targetOf(object, c)) },
  { re: /\b[Rr]emoves? (?=[^.;]{0,60}?\bfrom play\b)/g, build: (_m, object, c) => withTarget('banish', targetOf(object, c)) },
  { re: /\b[Tt]ribute (?=this (?:face-up )?card\b)/g, build: () => ({ action: 'send-to-gy', target: 'self', tribute: true }) },
  { re: /\b[Tt]ribute (?=(?:\d+|a|one|two|three|all) )/g, build: (_m, object) => tributeOf(object) },
  {
    re: /\b[Ss]ends?\b(?! the top)/g,
    build: (m, object, c) => (/^[^.;]{0,80}?\bto the (?:GY|Graveyard)/.test(object) ? (allOf('send-to-gy', object, m) ?? randomFromHand('send-to-gy', object) ?? fromYourHand('send-to-gy', object) ?? withTarget('send-to-gy', targetOf(object, c))) : undefined),
  },
  {
    re: /\b[Rr]eturn\b(?! control)/g,
    build: (m, object, c) => {
      const where = /^[^.;]{0,80}?\bto (?:the|your|its|their|his|her|its owner's|the owner's|their owners'|their owner's)\s*(hands?|(?:Extra |Main )?Deck|field|Monster Zone|GY|Graveyard)/.exec(object)
      if (!where) return undefined
      const to = where[1]!
      if (/hand/.test(to)) return allOf('return-to-hand', object, m) ?? withTarget('return-to-hand', targetOf(object, c))
      if (/Deck/.test(to)) return /Extra/.test(to) ? withTarget('return-to-extra-deck', targetOf(object, c)) : (allOf('return-to-deck', object, m) ?? fromYourHand('return-to-deck', object) ?? withTarget('return-to-deck', targetOf(object, c)))
      return undefined
    },
  },
  {
    re: /\b[Pp]lace\b/g,
    build: (_m, object, c) => (/^[^.;]{0,100}?\bon the (?:top|bottom) of (?:the|your|their|its owner's|the owner's) Decks?/.test(object) ? (fromYourHand('return-to-deck', object) ?? withTarget('return-to-deck', targetOf(object, c))) : undefined),
  },
  {
    re: /\b[Ss]huffle\b/g,
    build: (m, object, c) => (/^[^.;]{0,80}?\binto (?:the|your|its owner's|the owner's|their owners') (?:Main )?Decks?/.test(object) ? (allOf('return-to-deck', object, m) ?? handDownTo(object) ?? randomFromHand('return-to-deck', object) ?? fromYourHand('return-to-deck', object) ?? withTarget('return-to-deck', targetOf(object, c))) : undefined),
  },
  { re: /\bSpecial Summon\b(?!ed|s\b)/g, build: (_m, object, c) => withTarget('special-summon', targetOf(object, c)) },
  {
    re: /\b[Aa]dd\b/g,
    build: (_m, object, c) => {
      if (!/^[^.;]{0,100}?\bto (?:your|the|its owner's|their owner's) hand/.test(object)) return undefined
      const target = targetOf(object, c)
      if (target === 'self') return { action: 'return-to-hand', target: 'self' }
      return withTarget('add-to-hand', target)
    },
  },
  { re: /\b[Dd]iscard\b(?! this card)/g, build: (m, object) => allOf('discard', object, m) ?? randomFromHand('discard', object) ?? { action: 'discard' } },
  // "You can discard this card, then target …; …": the card itself, from the hand.
  { re: /\b[Dd]iscard (?=this card\b)/g, build: () => ({ action: 'discard', target: 'self' }) },
  { re: /\b[Dd]etach\b/g, build: () => ({ action: 'detach' }) },
  // "Set 1 "Attraction" Trap directly from your Deck": a card Set on the field from another zone.
  {
    re: /\b[Ss]et (?=(?:\d+|a|one|up to \d+) [^.;]{0,80}?\b(?:directly )?from (?:your|the|their|either player's) (?:hand|Deck|GY|Graveyard|banishment)\b)/g,
    build: (_m, object) => {
      const from = /\bfrom (?:your|the|their|either player's) (hand|Deck|GY|Graveyard|banishment)\b/.exec(object)?.[1]
      return { action: 'set', from: from === 'hand' ? 'hand' : from === 'Deck' ? 'deck' : from === 'banishment' ? 'banished' : 'graveyard' }
    },
  },
  // "Draw cards until …", "draw cards equal to …" say no number: how many is not known (never taken as one).
  { re: /\b[Dd]raws?\b(?= (?:\d+|a|one|two|three|cards?|until)\b)/g, build: (_m, object) => (/^\s*(?:cards?|until)\b/.test(object) ? { action: 'draw', per: { count: 'unknown' } } : { action: 'draw' }) },
  // "Inflict … damage" / "take … damage" is effect damage ("take no effect damage" prevents it); losing or halving LP is not.
  { re: /\b(?:[Ii]nflict|[Tt]akes?)\b(?=[^.;]{0,40}?\bdamage\b)(?! (?:no|any|battle|double) )/g, build: () => ({ action: 'lose-lp', damage: true }) },
  { re: /\b(?:[Ll]ose|loses|[Hh]alve)\b(?=[^.;]{0,20}?\b(?:LP|Life Points)\b)/g, build: () => ({ action: 'lose-lp' }) },
  { re: /\b(?:[Gg]ain|[Rr]ecover)\b(?=[^.;]{0,30}?\b(?:LP|Life Points)\b)|\b[Ii]ncrease (?:your|their) (?:LP|Life Points)\b/g, build: () => ({ action: 'gain-lp' }) },
  { re: /\b[Pp]ay\b(?=[^.;]{0,20}?\b(?:LP|Life Points)\b)/g, build: () => ({ action: 'pay-lp' }) },
  {
    re: /\b[Cc]hange\b(?=[^.;]{0,60}?\b(?:to|into) (?:face-up |face-down )?(?:Defense|Attack) Position|[^.;]{0,20}?\bbattle positions?\b)/g,
    build: (_m, object, c) => withTarget('change-position', targetOf(object, c)),
  },
  // Control going back to the owner (not "give control of this card to your opponent").
  { re: /\b[Rr]eturn control\b|\b[Ss]hift control (?=to (?:this card's|its|the) owner)|\bcontrol (?:of [^.;]{0,40})?(?:returns?|switches back)\b/g, build: () => ({ action: 'return-control' }) },
]

/** A card the set-up banished coming back: "The banished monster returns to the opponent's field", "it returns to the field". */
const RETURNS_TO_FIELD = /\b(?:[Tt]he banished (?:monsters?|cards?)(?:\(s\))?|[Tt]hat (?:banished )?monster|it|they) returns? to (?:the|its owner's|the opponent's|your opponent's|your|their|their owners'?) field\b/g
/** Each player adding the card the other banished by the set-up: "both players add to their hands the card their opponent banished by this effect". */
const BOTH_ADD_BANISHED = /\b(?:both|each) players? adds? to their hands? the card their opponent banished by this effect\b/g
/** Passive forms in a delayed set-up: "it is destroyed during your next End Phase", "but it is sent to the GY". */
const PASSIVE = /\b(it|they|them|that monster|those monsters|this card) (?:is|are) (destroyed|banished|sent to the (?:GY|Graveyard)|returned to (?:the|its owner's|their owners'?) hands?|returned to (?:the|your|its owner's) Extra Deck|shuffled into the Deck)\b/g
/**
 * The same passive after "and", its subject the one of the clause before: "Special Summon it, but it
 * cannot attack directly, and is destroyed during the End Phase", "That Fusion Monster cannot attack
 * …, and is returned to your Extra Deck at the end of the turn".
 */
const PASSIVE_AFTER_AND = /(?:^|, )and (?:is|are) (destroyed|banished|sent to the (?:GY|Graveyard)|returned to (?:the|its owner's|their owners'?) hands?|returned to (?:the|your|its owner's) Extra Deck|shuffled into the Deck)(?= (?:during|at) (?:the|your|each)\b)/g

function passiveAction(m: RegExpExecArray, context: ActionContext, subject = m[1]!, verb = m[2]!): BoardAction {
  const action: BoardAction['action'] =
    verb === 'destroyed' ? 'destroy' : verb === 'banished' ? 'banish' : verb.startsWith('sent') ? 'send-to-gy' : /Extra Deck$/.test(verb) ? 'return-to-extra-deck' : verb.startsWith('returned') ? 'return-to-hand' : 'return-to-deck'
  return withTarget(action, targetOf(subject, context))
}

/** What follows an LP figure that makes it a rate: "for each …", "per card", "x the number of …". */
const PER_COUNT = /^\s*(?:(?:LP|Life Points|points|damage)\s+)?(?:for each|per|times|x)\b/i
/** "… for each <what>": the rate's words, up to the end of the clause. */
const FOR_EACH = /^\s*(?:(?:LP|Life Points|points|damage)\s+)?(?:to (?:your opponent|each player|you)\s+)?for each\b ?([^.;,]*)/i

/** The cards a phrase names: a position, a quoted archetype, capitalised words (a Type, an Attribute: kept as text), the card type, and where they are. */
/** A card's name alone, in a player's GY or hand ("\"Malice Ascendant\" in your Graveyard"): group 1 whose, group 2 the zone. */
const NAMED_IN_ZONE = /^"x+" in (your|your opponent's) (hand|GY|Graveyard)$/
const SELECTION = new RegExp(
  String.raw`^(?:other )?(Set |face-up |face-down |Defense Position |Attack Position )?("x+" )?((?:[A-Z][\w-]* )*?)` +
    COUNTED_WORDS +
    String.raw`(?: (you control|your opponent controls|they control|on the field|in (your|your opponent's|their|each player's) (hand|GY|Graveyard)))?\s*$`,
)
/** The cards the action before acted on: "monster destroyed", "card returned", ""Lightsworn" monster sent to the GY by this effect". */
const ACTED = new RegExp(
  String.raw`^(?:("x+" )?((?:[A-Z][\w-]* )*?)` +
    COUNTED_WORDS +
    String.raw` )?(?:destroyed|returned|banished|sent to the (?:GY|Graveyard)|shuffled into the (?:Main )?Deck|Tributed)(?: (?:to the hand|by this effect|this way))*\s*$`,
)

/** The words of a monster's type line: its Types and kinds ("Psychic", "Xyz"): a count of them is data, not text. */
const TYPE_LINE_WORDS: ReadonlySet<string> = new Set([...MONSTER_TYPES, ...MONSTER_KINDS])

/** A filter from a phrase's position, quoted name and other capitalised words; undefined when it narrows nothing. */
function filterOf(position: string | undefined, quoted: string | undefined, name: string | undefined, words: string | undefined): CountFilter | undefined {
  const filter: CountFilter = {}
  const at = position?.trim().toLowerCase()
  if (at === 'set' || at === 'face-down') filter.position = 'set'
  else if (at === 'face-up') filter.position = 'face-up'
  else if (at === 'defense position') filter.position = 'defense'
  else if (at === 'attack position') filter.other = 'Attack Position'
  if (quoted !== undefined) {
    if (name !== undefined) filter.named = name
    else filter.other = quoted.trim()
  }
  const other = (words ?? '').trim().replace(/-Type$/, '')
  if (TYPE_LINE_WORDS.has(other) && filter.other === undefined) filter.monsterType = other
  else if (other !== '') filter.other = filter.other === undefined ? other : `${filter.other} ${other}`
  return Object.keys(filter).length > 0 ? filter : undefined
}

/**
 * The cards a phrase names as a selection ("Defense Position monsters your opponent controls", "Set
 * card on the field", "card in their hand"), seen from the item's controller; `eachPlayer`: the
 * action falls on each player, so "their" is each one's own. Undefined where the words are not read.
 */
export function selectionOf(phrase: string, name: string | undefined, eachPlayer: boolean): CardSelection | undefined {
  // "for each "Malice Ascendant" in your Graveyard": the cards of that name there.
  const named = NAMED_IN_ZONE.exec(phrase.trim())
  if (named && name !== undefined) return { zone: /hand/.test(named[2]!) ? 'hand' : 'graveyard', whose: named[1] === 'your' ? 'controller' : 'opponent', filter: { named: name } }
  const m = SELECTION.exec(phrase.trim())
  if (!m) return undefined
  const cards = countedCards(m[4]!)
  const filter = filterOf(m[1], m[2], name, m[3])
  const where = m[5]
  const base = { ...(cards !== 'any' ? { cards } : {}), ...(filter ? { filter } : {}), ...(/^other /.test(phrase.trim()) ? { others: true } : {}) }
  if (where === undefined || where === 'on the field') return { zone: 'field', whose: 'each', ...base }
  if (where === 'you control') return { zone: 'field', whose: 'controller', ...base }
  if (where === 'your opponent controls' || where === 'they control') return { zone: 'field', whose: 'opponent', ...base }
  const zone = /hand/.test(m[7]!) ? 'hand' : 'graveyard'
  const whose = m[6]
  if (whose === 'their' && eachPlayer) return { zone, own: true, ...base }
  return { zone, whose: whose === 'your' ? 'controller' : whose === 'each player\'s' ? 'each' : 'opponent', ...base }
}

/** What a rate's words ("for each …") count: the cards the action before acted on, cards of the board, or something the board does not say. */
function rateOf(words: string, name: string | undefined, eachPlayer: boolean): Rate {
  const phrase = words.trim()
  const acted = ACTED.exec(phrase)
  if (acted) {
    const cards = acted[3] !== undefined ? countedCards(acted[3]) : 'any'
    const filter = filterOf(undefined, acted[1], name, acted[2])
    return { count: 'acted', ...(cards !== 'any' ? { cards } : {}), ...(filter ? { filter } : {}) }
  }
  const selection = selectionOf(phrase, name, eachPlayer)
  return selection ? { count: 'cards', ...selection } : { count: 'unknown' }
}

/**
 * The earlier readings, with their details (counts, whose, where from, the named card): kept as
 * they were, and taken first where a general verb would read the same words.
 */
function detailed(part: string, nameAt: (at: number, length: number) => string | undefined, isCost = false): Found[] {
  const out: Found[] = []
  const push = (m: RegExpMatchArray, action: BoardAction) => out.push({ at: m.index!, end: m.index! + m[0].length, action })
  // "300 damage to your opponent for each monster they control": the figure is per card counted, a
  // rate (`per`: what it counts); another rate ("x the number of …", "per …") leaves the amount unsaid
  // (the engine then says it did not apply it).
  const rate = (m: RegExpMatchArray, eachPlayer: boolean): Rate | undefined => {
    const after = part.slice(m.index! + m[0].length)
    const each = FOR_EACH.exec(after)
    if (!each) return undefined
    const at = m.index! + m[0].length + each[0].length - each[1]!.length
    return rateOf(each[1]!, nameAt(at, each[1]!.length), eachPlayer)
  }
  const sized = (m: RegExpMatchArray, amount: number, eachPlayer = false): { amount?: number; per?: Rate } => {
    const per = rate(m, eachPlayer)
    if (per) return { amount, per }
    return PER_COUNT.test(part.slice(m.index! + m[0].length, m.index! + m[0].length + 40)) ? {} : { amount }
  }
  // "banish 1 WIND monster from your Graveyard", "banish 1 Dragon monster from your GY": cards chosen
  // out of the controller's GY (a cost its controller pays only while the GY holds them).
  for (const m of part.matchAll(GY_CARDS_BANISHED)) {
    // ", except this card": not the card itself.
    const exceptThis = /^,? except this card\b/.test(part.slice(m.index + m[0].length))
    const banish = (chosen: CardSelection, n: number) => push(m, { action: 'banish', target: 'zone', from: 'graveyard', whose: 'controller', count: n, chosen: exceptThis ? { ...chosen, others: true } : chosen })
    // "banish 1 LIGHT and 1 DARK monster from your GY": two costs, each its own kind (the noun said once, at the end).
    const two = /^(.+?) and (\d+|a|one|two) (.+)$/.exec(m[2]!)
    if (two) {
      const noun = /\b(monsters?|cards?|Spells?|Traps?)$/.exec(two[3]!)?.[1]
      const first = noun !== undefined ? zoneSelection(`${two[1]} ${noun.replace(/s$/, '')}`, m.index + m[0].indexOf(m[2]!), nameAt) : undefined
      const second = zoneSelection(two[3]!, m.index + m[0].indexOf(two[3]!), nameAt)
      if (first !== undefined && second !== undefined) {
        banish(first, count(m[1]))
        banish(second, count(two[2]))
      }
      continue
    }
    const chosen = zoneSelection(m[2]!, m.index + m[0].indexOf(m[2]!), nameAt)
    if (chosen !== undefined) banish(chosen, count(m[1]))
  }
  if (isCost) {
    for (const m of part.matchAll(HAND_KIND_SENT)) {
      const chosen = zoneSelection(m[2]!, m.index + m[0].indexOf(m[2]!), nameAt, 'hand')
      if (chosen === undefined || (chosen.cards === undefined && chosen.filter === undefined)) continue
      // "or face-up field": a card of the field pays only face-up (a card in the hand is neither).
      if (m[3] !== undefined && /face-up/.test(m[3])) chosen.filter = { ...chosen.filter, position: 'face-up' }
      push(m, { action: 'send-to-gy', target: 'zone', from: 'hand', whose: 'controller', count: count(m[1]), ...(m[3] !== undefined ? { alsoField: true } : {}), chosen })
    }
    for (const m of part.matchAll(HAND_KIND_DISCARDED)) {
      const chosen = zoneSelection(m[2]!, m.index + m[0].indexOf(m[2]!), nameAt, 'hand')
      if (chosen !== undefined && (chosen.cards !== undefined || chosen.filter !== undefined)) push(m, { action: 'discard', count: count(m[1]), chosen })
    }
  }
  for (const m of part.matchAll(/\bsend the top (\d+|a|one|two|three) cards? of (your|your opponent's|the opponent's|each player's) Deck to the (?:GY|Graveyard)/gi)) push(m, { action: 'mill', count: count(m[1]), whose: whoseOf(m[2]) })
  for (const m of part.matchAll(/\bsend cards from the top of (your|your opponent's|their) Deck to (?:the|your|their) (?:GY|Graveyard)/gi)) push(m, { action: 'mill', whose: whoseOf(m[1]) })
  for (const m of part.matchAll(/\bsend the top card of (your|your opponent's|each player's) Deck to the (?:GY|Graveyard)/gi)) push(m, { action: 'mill', count: 1, whose: whoseOf(m[1]) })
  for (const m of part.matchAll(/\bsends? (\d+|a|one|two|three) cards? from the top of (your|your opponent's|their|each player's) Deck to the (?:GY|Graveyard)/gi)) {
    // "… for each "Malice Ascendant" in your Graveyard": so many for each card counted.
    const per = rate(m, false)
    // "The turn player sends … their Deck": whose Deck is the turn player's, which the data cannot say (left unsaid, as before).
    const subject = /\b(turn player|each player|both players)\s*$/i.exec(part.slice(Math.max(0, m.index - 20), m.index))?.[1]?.toLowerCase()
    const whose = subject === 'turn player' ? undefined : subject !== undefined ? ('each' as const) : whoseOf(m[2])
    push(m, { action: 'mill', count: count(m[1]), ...(whose !== undefined ? { whose } : {}), ...(per ? { per } : {}) })
  }
  for (const m of part.matchAll(/\badd (\d+|a|one|two) ([^.;]{0,80}?) from your (Deck|GY|Graveyard)(?: or (?:GY|Graveyard|Deck))? to your hand/gi)) {
    const action: BoardAction = { action: 'add-to-hand', count: count(m[1]), from: /Deck/.test(m[3]!) ? 'deck' : 'graveyard' }
    const named = nameAt(m.index + 4, m[0].length)
    if (named !== undefined && /^\S+ "x+"$|^"x+"$/.test(m[2]!.replace(/^\d+ /, ''))) action.card = named
    // From the GY alone: the cards it may add, as a selection of that GY ("add 1 "HERO" monster from
    // your GY": with none there, nothing is added).
    // Narrowed after ("…, except "Battle Survivor", that was …", "…, with an effect that …"): no selection.
    const narrowed = /^,? (?:except|that|which|with|whose)\b/.test(part.slice(m.index + m[0].length))
    const chosen = m[3] !== 'Deck' && !narrowed && !/ or /.test(m[0].slice(m[0].lastIndexOf(' from your '))) ? zoneSelection(m[2]!, m.index + m[0].indexOf(m[2]!), nameAt) : undefined
    if (chosen !== undefined) action.chosen = chosen
    push(m, action)
  }
  // "add both 1 Level 5 or higher … monster and 1 "Spellbook" Spell Card from your Deck to your hand": both cards.
  for (const m of part.matchAll(/\badd both (\d+|a|one) [^.;]{0,100}? and (\d+|a|one) [^.;]{0,100}? from your (Deck|GY|Graveyard) to your hand/gi)) {
    push(m, { action: 'add-to-hand', count: count(m[1]) + count(m[2]), from: /Deck/.test(m[3]!) ? 'deck' : 'graveyard' })
  }
  // "Special Summon 1 "Mystic Swordsman LV4" from your hand or Deck", "Special Summon 1 Level 4 or lower
  // "Kozmo" monster from your hand": cards of the kind chosen out of a hand or a GY the board lists
  // (`chosen`), or out of the Deck too (`alsoFrom`), which the board does not list.
  for (const m of part.matchAll(SUMMONED_FROM_ZONES)) {
    if (isCost || /^(?:\s*in (?:face-up )?(?:Attack|Defense) Position)?,? (?:except|that|which|with|whose)\b/.test(part.slice(m.index + m[0].length))) continue
    // "then you can Special Summon …": a choice of its controller's at resolution, not read as done.
    if (/\b(?:then|if you do,|also,?) you can\s*$/i.test(part.slice(0, m.index))) continue
    const zones = [m[3]!, m[4]].filter((z): z is string => z !== undefined).map((z) => (z === 'hand' ? 'hand' : z === 'Deck' ? 'deck' : 'graveyard'))
    const listed = zones.find((z): z is 'hand' | 'graveyard' => z !== 'deck')
    if (listed === undefined || new Set(zones).size !== zones.length) continue
    // A card named alone ("1 "Mystic Swordsman LV4""): a monster of that name.
    const quoted = /^"x+"$/.test(m[2]!) ? nameAt(m.index + m[0].indexOf(m[2]!), m[2]!.length) : undefined
    const chosen: CardSelection | undefined = quoted !== undefined ? { zone: listed, whose: 'controller', cards: 'monster', filter: { named: quoted } } : zoneSelection(m[2]!, m.index + m[0].indexOf(m[2]!), nameAt, listed)
    if (chosen === undefined || chosen.cards === 'spell' || chosen.cards === 'trap' || chosen.cards === 'spell-trap') continue
    const also = zones.find((z) => z !== listed)
    push(m, { action: 'special-summon', target: 'zone', from: listed, count: count(m[1]), chosen, ...(also !== undefined ? { alsoFrom: also as 'deck' | 'graveyard' | 'hand' } : {}) })
  }
  // "then they draw cards equal to the number shuffled into their Main Deck": one card for each card
  // the action before moved ("they": the opponent whose cards it moved).
  for (const m of part.matchAll(DRAW_EQUAL_TO_MOVED)) {
    const they = m[1]?.toLowerCase()
    const opponent = they === 'your opponent' || (they === 'they' && /\byour opponent\b/i.test(part.slice(0, m.index)))
    push(m, { action: 'draw', ...(opponent ? { whose: 'opponent' as const } : {}), per: { count: 'acted', ...(m[2] ? { filter: { mainDeck: true } } : {}) } })
  }
  // "Shuffle 1 card your opponent controls into the Deck", "destroy 1 monster you control": cards
  // chosen out of a player's field (no choice left where there are no more than that).
  for (const m of part.matchAll(CHOSEN_ON_FIELD)) {
    // A cost's cards are the cost's to choose (paid as it is activated), not read here.
    if (isCost || !OPENS_THE_EFFECT.test(part.slice(0, m.index))) continue
    const action = CHOSEN_VERBS[`${m[1]!.toLowerCase()}${m[6] ? ` ${m[6].trim().split(' ')[0]}` : ''}`] ?? CHOSEN_VERBS[m[1]!.toLowerCase()]
    if (action === undefined) continue
    const cards = countedCards(m[4]!)
    const selection: CardSelection = { zone: 'field', whose: /opponent/.test(m[5]!) ? 'opponent' : /you control/.test(m[5]!) ? 'controller' : 'each', ...(cards !== 'any' ? { cards } : {}), ...(m[3] ? { filter: { position: 'face-up' as const } } : {}) }
    push(m, { action, count: count(m[2]), chosen: selection })
  }
  // "Destroy the 1 face-up monster on the field that has the lowest ATK", "destroy the face-up
  // monster(s) with the highest ATK on the field", "Destroy the monster(s) on the field with the
  // highest Level": the lowest or highest ATK (Level) of the selection; "the 1" is one of them
  // chosen, "(s)" every one tied.
  for (const m of part.matchAll(RANKED_ON_FIELD)) {
    const action = CHOSEN_VERBS[m[1]!.toLowerCase()]
    if (action === undefined || isCost || !OPENS_THE_EFFECT.test(part.slice(0, m.index))) continue
    // "(your choice, if tied)": one of those tied, chosen.
    const one = m[2] !== undefined || /^ \(your choice, if tied\)/.test(part.slice(m.index + m[0].length))
    const where = m[5] ?? m[8] ?? 'on the field'
    const rank = `${m[6] === 'lowest' ? 'lowest' : 'highest'}-${m[7] === 'Level' ? 'level' : 'atk'}` as const
    const selection: CardSelection = { zone: 'field', whose: /opponent/.test(where) ? 'opponent' : /you control/.test(where) ? 'controller' : 'each', cards: 'monster', ...(m[3] ? { filter: { position: 'face-up' as const } } : {}), rank }
    push(m, one ? { action, count: 1, chosen: selection } : { action, every: selection })
  }
  for (const m of part.matchAll(/\b(both players|each player|your opponent|you)?\s*draws? (\d+|a|one|two|three) cards?/gi)) {
    const per = rate(m, false)
    push(m, { action: 'draw', count: count(m[2]), whose: whoseOf(m[1]?.toLowerCase()), ...(per ? { per } : {}) })
  }
  for (const m of part.matchAll(/\b(?:gain (\d+) (?:LP|Life Points)|increase your (?:Life Points|LP) by (\d+)(?: (?:LP|Life Points|points))?)/gi)) push(m, { action: 'gain-lp', ...sized(m, Number(m[1] ?? m[2])) })
  for (const m of part.matchAll(/\binflict (\d+) (?:points of )?damage to (your opponent|each player|you)/gi)) {
    // "for each monster destroyed": a rate on the cards the item moved, which the resolution counts.
    const eachMoved = /^ for each (?:monster|card)(?:\(s\))? (?:destroyed|banished|returned|sent to the (?:GY|Graveyard)|shuffled into the Deck)(?: by this effect)?\b/.test(part.slice(m.index + m[0].length, m.index + m[0].length + 80))
    push(m, { action: 'lose-lp', ...(eachMoved ? { eachMoved: Number(m[1]) } : sized(m, Number(m[1]))), whose: whoseOf(m[2]?.toLowerCase() === 'you' ? 'controller' : m[2]?.toLowerCase()), damage: true })
  }
  // "To the owner of the monster(s)": the owner of the card(s) the event happened to (an event trigger's subject).
  for (const m of part.matchAll(/\binflict (\d+) (?:points of )?damage to the owner of (?:the|that|those) (?:monsters?|cards?)(?:\(s\))?/gi)) push(m, { action: 'lose-lp', ...sized(m, Number(m[1])), damage: true, player: 'subject-owner' })
  // "Take 1000 damage." with no subject (Lava Golem) is its controller's damage, as "you take".
  for (const m of part.matchAll(/(?:\b(?:you|its controller|this card's controller) takes?|(?:^\s*|[.:;,]\s+)[Tt]ake) (\d+) (?:points of )?damage/gi)) push(m, { action: 'lose-lp', ...sized(m, Number(m[1])), damage: true })
  // "Each player takes 300 damage for each card in their hand": each player, each counting their own.
  for (const m of part.matchAll(/\b(each player|both players|your opponent) takes? (\d+) damage/gi)) {
    const each = !/opponent/i.test(m[1]!)
    push(m, { action: 'lose-lp', ...sized(m, Number(m[2]), each), whose: each ? 'each' : 'opponent', damage: true })
  }
  // "Destroy as many … as possible" is an action on every such card: read with the verbs (allOf).
  // "you lose 1000 LP", "A player controlling this monster loses 300 Life Points": a loss, not damage.
  for (const m of part.matchAll(/\b(your opponent )?loses? (\d+) (?:LP|Life Points)/gi)) push(m, { action: 'lose-lp', ...sized(m, Number(m[2])), ...(m[1] ? { whose: 'opponent' as const } : {}) })
  for (const m of part.matchAll(/\bpay (\d+) (?:LP|Life Points)/gi)) push(m, { action: 'pay-lp', amount: Number(m[1]) })
  // "and if you do, your opponent pays 100 LP": an LP loss of the opponent's (no cost of theirs, not damage).
  for (const m of part.matchAll(/\byour opponent pays (\d+) (?:LP|Life Points)/gi)) push(m, { action: 'lose-lp', amount: Number(m[1]), whose: 'opponent' })
  // "Your LP becomes 4000": the figure they become, whatever they were.
  for (const m of part.matchAll(/\b(your|your opponent's) (?:LP|Life Points) (?:becomes?|are now) (\d+)\b/gi)) push(m, { action: 'set-lp', amount: Number(m[2]), ...(/opponent/i.test(m[1]!) ? { whose: 'opponent' as const } : {}) })
  for (const m of part.matchAll(/\bpay half (?:of )?your (?:LP|Life Points)/gi)) push(m, { action: 'pay-lp', half: true })
  // "Your LP are halved", "halve your opponent's LP": a loss of half the LP they have then (not damage).
  for (const m of part.matchAll(/\b(?:(your|your opponent's) (?:LP|Life Points) (?:are|is) halved|halve (your|your opponent's) (?:LP|Life Points))/gi)) {
    push(m, { action: 'lose-lp', half: true, ...(/opponent/i.test(m[1] ?? m[2]!) ? { whose: 'opponent' as const } : {}) })
  }
  // "… then both players discard 1 card" (Danger! Mothman!): each player discards from their own hand.
  for (const m of part.matchAll(/\b(?:both players|each player) discards? (\d+|a|one|two) cards?\b/gi)) push(m, { action: 'discard', count: count(m[1]), whose: 'each' })
  for (const m of part.matchAll(/(?<!\b(?:both players|each player) )\bdiscard (\d+|a|one|two) cards?\b/gi)) push(m, { action: 'discard', count: count(m[1]) })
  // "They must discard 1 of those cards" (an event trigger on cards added to a hand): the player the
  // cards were added to, one of the cards the event named where it is still in their hand.
  for (const m of part.matchAll(/\b(?:they|your opponent) must discard (\d+|a|one|two) of (?:those|the added) cards\b/gi)) push(m, { action: 'discard', count: count(m[1]), player: 'subject-owner' })
  for (const m of part.matchAll(/\bdetach (\d+|a|one|two) (?:materials?|Xyz Materials?|overlay units?)/gi)) push(m, { action: 'detach', count: count(m[1]) })
  for (const m of part.matchAll(/\bSpecial Summon this (?:banished |face-up )?card\b/gi)) push(m, { action: 'special-summon', target: 'self' })
  return out
}

/** "Special Summon 1 <kind> from your hand", "… from your hand or Deck", "… from your GY or hand" (not "Special Summon this card"). */
const SUMMONED_FROM_ZONES = /\bSpecial Summon (\d+|a|one|two) (?!this\b)([^.;]{0,80}?) from your (hand|Deck|GY|Graveyard)(?:,? (?:or|and\/or) (?:your )?(hand|Deck|GY|Graveyard))?(?=\s*(?:[.;]|,(?! (?:or |and\/or )?(?:your )?(?:hand|Deck|GY|Graveyard|banishment)\b)|$|in (?:face-up )?(?:Attack|Defense) Position\b))/gi
const DRAW_EQUAL_TO_MOVED = /\b(?:(they|you|your opponent) )?draws? cards equal to the number (?:of cards )?(?:shuffled|returned|destroyed|banished|sent|placed)( into their Main Deck| into the Main Deck)?/gi
/**
 * Cards chosen or ranked are read only where the action opens what the effect does (after an
 * activation's "You can", or a time it happens at): after "then", "if …" or another action, whether
 * it happens at all depends on what the board does not say (what was drawn, a card controlled).
 */
const OPENS_THE_EFFECT = /^\s*(?:You can\s+|(?:At|During) [^,;:]*,\s*)?$/i
/**
 * What cards of a zone an action names: a quoted name, an Attribute, a Type or one of several Types
 * ("Beast, Beast-Warrior, or Winged Beast monster"), then the kind of card (other words: no selection).
 */
/** The properties of Spells and Traps, as the catalog gives them. */
const PROPERTY_PATTERN = 'Continuous|Field|Equip|Quick-Play|Ritual|Counter|Normal'
const ZONE_WORDS = new RegExp(
  String.raw`^(other )?(?:("x+") )?(?:(${ATTRIBUTE_PATTERN}) )?(?:((?:${MONSTER_TYPE_PATTERN})(?:,? (?:or )?(?:${MONSTER_TYPE_PATTERN}))*) )?(?:((?:${PROPERTY_PATTERN})(?:,? (?:or )?(?:${PROPERTY_PATTERN}))*) (?=Spells?\b|Traps?\b))?(monsters?|Spells?|Traps?|cards?|Spells?\/Traps?|Tuners?)$`,
)
/** "banish 1 WIND monster from your GY": cards of the controller's GY, as ZONE_WORDS reads them (narrowed after: unread). */
const GY_CARDS_BANISHED = /\bbanish (\d+|a|one|two) ([^.;]{1,60}?) from your (?:GY|Graveyard)\b(?! (?:with|that|except)\b)/gi
/**
 * A cost of cards of a kind from the hand (its controller's to choose as it is activated): "send 1
 * Beast, Beast-Warrior, or Winged Beast monster from your hand or face-up field to the GY", "discard
 * 1 Spell". Cards of any kind are read by the verbs (FROM_YOUR_HAND) and "discard 1 card".
 */
const HAND_KIND_SENT = /\bsend (\d+|a|one|two) ([^.;]{1,80}?) from your hand( or (?:face-up )?field| and\/or (?:face-up )?field)? to the (?:GY|Graveyard)\b(?! (?:with|that|except)\b)/gi
const HAND_KIND_DISCARDED = /\bdiscard (\d+|a|one|two) ([^.;,]{1,60}?)(?= to | and |[.;,]|$)/gi

/**
 * The controller's cards of `zone` that `words` name ("WIND monster", ""HERO" monster", "Spell"), as
 * a selection; undefined where a word is none ZONE_WORDS reads, or a quoted name is not known. `at`:
 * where the words stand in the part, for the quoted name.
 */
function zoneSelection(words: string, at: number, nameAt: (at: number, length: number) => string | undefined, zone: 'graveyard' | 'hand' = 'graveyard'): CardSelection | undefined {
  const read = ZONE_WORDS.exec(words)
  if (!read) return undefined
  const [, other, name, attribute, type, property, kind] = read
  const filter: CountFilter = {}
  // "1 Continuous or Field Spell": the properties the catalog gives Spells and Traps.
  if (property !== undefined) {
    const properties = property.split(/,? (?:or )?|, /).filter((word) => word !== '' && word !== 'or')
    if (properties.length > 1) filter.properties = properties
    else filter.property = properties[0]!
  }
  if (name !== undefined) {
    const quoted = nameAt(at + words.indexOf('"'), name.length)
    if (quoted === undefined) return undefined
    filter.named = quoted
  }
  if (attribute !== undefined) filter.attribute = attribute
  if (type !== undefined) {
    // The pattern read only Types: the list is one.
    const types = monsterTypeList(type)!
    if (types.length > 1) filter.monsterTypes = types
    else filter.monsterType = type
  }
  // ""Nordic Beast" Tuner": a monster with that word in its type line (a Type too is one word of it: not both read).
  const tuner = /^Tuners?$/.test(kind!)
  if (tuner) {
    if (type !== undefined) return undefined
    filter.monsterType = 'Tuner'
  }
  const cards = tuner ? 'monster' : countedCards(kind!)
  // "1 other Spellcaster monster": not the card itself.
  return { zone, whose: 'controller', ...(cards !== 'any' ? { cards } : {}), ...(Object.keys(filter).length > 0 ? { filter } : {}), ...(other !== undefined ? { others: true } : {}) }
}
const CHOSEN_ON_FIELD = /\b(shuffle|destroy|banish|return|send) (\d+|a|one|two) (face-up )?(cards?|monsters?|Spells?\/Traps?|Spell\/Trap Cards?) (your opponent controls|you control|on the field)( into the Deck| to the hand| to (?:the|its owner's) hand| to the (?:GY|Graveyard))?(?! (?:with|that|whose|which|except|other than|in|and)\b)(?![^.;]{0,12}\bexcept\b)/gi
const RANKED_ON_FIELD = /\b(destroy|banish) the (1 )?(face-up )?monster(\(s\))? (?:(on the field|your opponent controls|you control) )?(?:that (?:has|have)|with) the (lowest|highest) (ATK|Level)( on the field)?/gi
/** The action of a verb acting on chosen cards, with where it sends them where the verb alone does not say. */
const CHOSEN_VERBS: Record<string, BoardAction['action']> = {
  destroy: 'destroy',
  banish: 'banish',
  'shuffle into': 'return-to-deck',
  'return to': 'return-to-hand',
  'send to': 'send-to-gy',
}
/** "…, destroy that card, then, if it was a Monster Card, gain LP equal to its original ATK" (Vampire Domination): the card the effect acted on. */
const SUBJECT_ORIGINAL_ATK_GAIN = /\bgain LP equal to (?:its|that monster's|the destroyed monster's) original ATK\b/g
/** "take damage equal to those destroyed monsters' ATK", "inflict damage to your opponent equal to the destroyed monster's ATK": the cards the effect moved (group 1: who). */
const MOVED_ATK_DAMAGE = /\b(?:(you|your opponent) )?(?:[Tt]akes?|[Ii]nflicts?) damage (?:to (your opponent|you) )?equal to (?:those|the|that) destroyed monsters?'s?(?:'s)? (?:original )?ATK\b/g
const ORIGINAL_ATK_DAMAGE = /\b(?:(you|your opponent) )?(?:[Tt]akes?|[Ii]nflicts?) damage (?:to (your opponent|you) )?equal to (its|this card's) original ATK\b/g

/** Every action of one part (cost or effect), in text order; a detailed reading wins where both read the same words. */
function readPart(part: string, context: ActionContext, nameAt: (at: number, length: number) => string | undefined, isCost = false): BoardAction[] {
  const found = detailed(part, nameAt, isCost)
  // "take damage equal to its original ATK", "inflict damage to your opponent equal to this card's
  // original ATK": the card's printed figure, which the engine takes from the catalog. "Its" only
  // where "it" is this card (not a card the effect chose).
  for (const m of part.matchAll(ORIGINAL_ATK_DAMAGE)) {
    if (m[3] === 'its' && !context.itMeansThisCard) continue
    const opponent = m[1] === 'your opponent' || m[2] === 'your opponent'
    found.push({ at: m.index, end: m.index + m[0].length, action: { action: 'lose-lp', damage: true, amountOf: 'original-atk', ...(opponent ? { whose: 'opponent' as const } : {}) } })
  }
  for (const m of part.matchAll(MOVED_ATK_DAMAGE)) {
    const opponent = m[1] === 'your opponent' || m[2] === 'your opponent'
    found.push({ at: m.index, end: m.index + m[0].length, action: { action: 'lose-lp', damage: true, amountOf: 'moved-atk', ...(opponent ? { whose: 'opponent' as const } : {}) } })
  }
  // "Its" there is the card acted on only where it is not this card.
  if (!context.itMeansThisCard) for (const m of part.matchAll(SUBJECT_ORIGINAL_ATK_GAIN)) found.push({ at: m.index, end: m.index + m[0].length, action: { action: 'gain-lp', amountOf: 'subject-original-atk' } })
  const overlaps = (at: number, end: number) => found.some((f) => at < f.end && f.at < end)
  const general: Found[] = []
  for (const verb of VERBS) {
    for (const m of part.matchAll(verb.re)) {
      const at = m.index!
      const end = at + m[0].length
      if (overlaps(at, end)) continue
      if (NOT_AN_ACTION_BEFORE.test(part.slice(Math.max(0, at - 30), at))) continue
      const object = part.slice(end).replace(/^\s+/, '')
      if (NOT_AN_ACTION_AFTER.test(object)) continue
      const action = verb.build(m as RegExpExecArray, object, context)
      if (!action) continue
      general.push({ at, end, action })
      // "return this card and the equipped monster to the hand", "return both that target and this card": two cards, two actions.
      const clause = /^[^.;]*?(?= to | into |,|$)/.exec(object)?.[0] ?? ''
      if (action.target === 'self' && /^(?:both )?this (?:face-up )?card(?: from your hand)? and (?!if\b)/.test(clause)) general.push({ at, end, action: { action: action.action === 'return-to-hand' ? 'return-to-hand' : action.action } })
      else if (action.target !== 'self' && /\band this (?:face-up )?card$/.test(clause)) general.push({ at, end, action: { action: action.action, target: 'self' } })
    }
  }
  for (const m of part.matchAll(/\b(?:it|this card|they) (?:is|are) changed to (?:face-up |face-down )?(?:Defense|Attack) Position\b/g)) {
    if (!overlaps(m.index!, m.index! + m[0].length)) general.push({ at: m.index!, end: m.index! + m[0].length, action: { action: 'change-position' } })
  }
  for (const m of part.matchAll(PASSIVE)) {
    if (overlaps(m.index!, m.index! + m[0].length)) continue
    if (NOT_AN_ACTION_BEFORE.test(part.slice(Math.max(0, m.index! - 30), m.index!))) continue
    general.push({ at: m.index!, end: m.index! + m[0].length, action: passiveAction(m as RegExpExecArray, context) })
  }
  // "The banished monster returns to the opponent's field during the End Phase of this turn" (Junk
  // Archer): what the set-up banished comes back to the field, in a delayed item only.
  if (context.delayed) {
    for (const m of part.matchAll(RETURNS_TO_FIELD)) {
      if (overlaps(m.index!, m.index! + m[0].length)) continue
      general.push({ at: m.index!, end: m.index! + m[0].length, action: { action: 'special-summon', target: 'set-up' } })
    }
    // "both players add to their hands the card their opponent banished by this effect" (Gift Exchange):
    // a card nobody named, from the banishment, to each hand.
    for (const m of part.matchAll(BOTH_ADD_BANISHED)) {
      if (overlaps(m.index!, m.index! + m[0].length)) continue
      general.push({ at: m.index!, end: m.index! + m[0].length, action: { action: 'add-to-hand', from: 'banished', whose: 'each', count: 1 } })
    }
  }
  // Only in a delayed item, where the subject of the clause before is what the set-up acted on; not
  // where the sentence speaks of this card ("After you change this card's ATK …, it cannot attack …,
  // and is sent to the GY"), whose subject may be this card.
  if (context.delayed && !/\bthis card\b/.test(context.before ?? '')) {
    for (const m of part.matchAll(PASSIVE_AFTER_AND)) {
      if (overlaps(m.index!, m.index! + m[0].length)) continue
      general.push({ at: m.index!, end: m.index! + m[0].length, action: passiveAction(m as RegExpExecArray, context, 'it', m[1]!) })
    }
  }
  const ordered = [...found, ...general].sort((a, b) => a.at - b.at)
  // "…, and if you do, …" after cards chosen: done only if one was.
  for (let i = 1; i < ordered.length; i++) {
    const before = ordered[i - 1]!
    if (before.action.chosen !== undefined && /\bif you do\b/.test(part.slice(before.end, ordered[i]!.at))) ordered[i]!.action = { ...ordered[i]!.action, ifDone: true }
  }
  return ordered.map((f) => f.action)
}

/** A card the effect takes from a zone before "it" ("1 card from your Deck", "a monster from your GY"), with no "this card" between. */
const TAKEN_FROM_A_ZONE = /\b(?:\d+|a|one) [^.;]{0,60}?\b(?:cards?|monsters?|Spells?|Traps?)\b[^.;]{0,40}?\bfrom (?:your|the|their|either player's) (?:Main )?(?:Deck|GY|Graveyard|hand|banishment)\b(?:(?!\bthis card\b)[^.;])*?\bit\b/

/**
 * A rule a face-up card lays on every monster: "Level 3 or lower monsters are destroyed during the End
 * Phase of the turn that they are Normal Summoned or Flip Summoned." (Infinite Dismissal): each such
 * monster on the field, of either player, as the board states how it was summoned.
 */
const RULE_ON_SUMMONED = /^\s*(?:Level (\d+) or lower )?monsters are destroyed during the End Phase of the turn (?:that )?they are (Normal Summoned or Flip Summoned|Normal or Flip Summoned)\.?\s*$/

/**
 * What the effect plainly does to the board (after the ";" of a cost, or the whole effect), and its
 * costs (before the ";"). Names in quotes are read from the original text at the same offsets.
 */
export function actionsOf(effect: string, original: string, masked: string, context: ActionContext = { delayed: false, itMeansThisCard: false }): { costs: BoardAction[]; does: BoardAction[] } {
  const rule = RULE_ON_SUMMONED.exec(effect)
  if (rule) return { costs: [], does: [{ action: 'destroy', target: 'all', whose: 'each', cards: 'monster', ...(rule[1] !== undefined ? { maxLevel: Number(rule[1]) } : {}), summonedThisTurn: 'normal-or-flip' }] }
  const semi = effect.indexOf(';')
  const costPart = semi >= 0 ? effect.slice(0, semi) : ''
  const doPart = semi >= 0 ? effect.slice(semi + 1) : effect
  if (TARGETS.test(costPart)) context = { ...context, itMeansThisCard: false }
  // "Reveal 1 card from your Deck, and add it to your hand": "it" is the card taken, not this card.
  if (context.itMeansThisCard && doPart.includes(' it') && TAKEN_FROM_A_ZONE.test(doPart)) context = { ...context, itMeansThisCard: false }
  // The clause that set the delayed item up moved this card, with no target: "it" is this card.
  if (context.delayed && context.before !== undefined) {
    // From the effect's start (after the condition's colon): a target before it ("target 1 monster; …") is what "it" means.
    const setUp = /(?:^|:\s*)([^:]*?\bthis card\b[^:]*?),? (?:and|but) if you do,?\s*$/.exec(context.before)
    if (setUp && !TARGETS.test(setUp[1]!)) context = { ...context, setUpIsThisCard: true }
  }
  const offset = masked.indexOf(effect)
  const nameAt = (base: number) => (at: number, length: number): string | undefined => {
    if (offset < 0) return undefined
    const quoted = /"([^"]+)"/.exec(original.slice(offset + base + at, offset + base + at + length))
    return quoted?.[1]
  }
  return { costs: readPart(costPart, context, nameAt(0), true), does: readPart(doPart, context, nameAt(semi >= 0 ? semi + 1 : 0)) }
}
