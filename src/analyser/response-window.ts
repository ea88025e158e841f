/**
 * What a negating card answers, from the sentence that opens its effect: "When a monster effect is
 * activated", "When a Spell/Trap Card, or monster effect, is activated", "When your opponent
 * activates a card or effect", a Summon first ("When a monster(s) would be Summoned OR a Spell/Trap
 * Card is activated": the activation half is what it answers here), where the effect is activated
 * ("on the field", "in the hand or GY"), a condition on a card its controller controls (", while
 * you control a "X" card", "and you control a Level 5 or higher "X" monster", "If you control a
 * Level 7 or higher Normal Monster, when …"), then an optional cost and "negate the activation" or
 * "negate that effect". Anything more in the window ("that targets …", "during the Damage Step", a
 * condition not read) leaves the card unread, so that it is never offered where its text would not
 * let it answer. A cost the engine cannot pay as written (a Tribute, a banished card shuffled into
 * the Deck) is kept as text (`costText`): the card answers, taking it as paid and saying so. Pure.
 */
import type { ActivationPlace, ControlCondition, IncludedAction, ResponseWindow } from '../domain/behaviour.js'
import { MONSTER_TYPES } from '../domain/card-search.js'
import { readResponseCosts } from './response-costs.js'
import { splitSentences } from './text.js'

type Kind = ResponseWindow['answers'][number]

/**
 * The kinds each accepted wording answers, and whether a Spell or Trap is answered only as a card
 * activated (a "Spell Card", not "or effect": not the effect of a face-up Continuous Spell); a
 * wording not listed is not read.
 */
const WHAT: Record<string, { answers: Kind[]; cardsOnly?: true }> = {
  'monster effect': { answers: ['monster'] },
  'spell card': { answers: ['spell'], cardsOnly: true },
  'spell card or effect': { answers: ['spell'] },
  trap: { answers: ['trap'], cardsOnly: true },
  'trap card': { answers: ['trap'], cardsOnly: true },
  'trap card or effect': { answers: ['trap'] },
  'spell/trap card': { answers: ['spell', 'trap'], cardsOnly: true },
  'spell/trap card or effect': { answers: ['spell', 'trap'] },
  'card or effect': { answers: ['monster', 'spell', 'trap'] },
  // "a card effect": the effect of any card, never a Spell or Trap Card's own activation.
  'card effect': { answers: ['monster', 'spell', 'trap'] },
  'spell/trap card, or monster effect': { answers: ['monster', 'spell', 'trap'], cardsOnly: true },
  'spell card, trap card, or monster effect': { answers: ['monster', 'spell', 'trap'], cardsOnly: true },
}

/** The effects an answered activation must include ("that includes any of these effects"), as the bullets after it say them. */
const INCLUDED: ReadonlyArray<{ re: RegExp; actions: IncludedAction[] }> = [
  { re: /^Add a card(?:\(s\))? from the Deck to the hand\.?$/i, actions: [{ action: 'add-to-hand', from: 'deck' }] },
  { re: /^Special Summon from the Deck\.?$/i, actions: [{ action: 'special-summon', from: 'deck' }] },
  { re: /^Send a card(?:\(s\))? from the Deck to the GY\.?$/i, actions: [{ action: 'send-to-gy', from: 'deck' }, { action: 'mill' }] },
  {
    re: /^Add a card(?:\(s\))? from the GY to the hand, Deck, and\/or Extra Deck\.?$/i,
    actions: [{ action: 'add-to-hand', from: 'graveyard' }, { action: 'return-to-deck', from: 'graveyard' }, { action: 'return-to-extra-deck', from: 'graveyard' }],
  },
  { re: /^Special Summon a Monster Card(?:\(s\))? from the GY\.?$/i, actions: [{ action: 'special-summon', from: 'graveyard' }] },
  { re: /^Banish a card(?:\(s\))? from the GY\.?$/i, actions: [{ action: 'banish', from: 'graveyard' }] },
]

/** Where the window says the effect is activated. */
const PLACES: Record<string, ActivationPlace[]> = {
  'on the field': ['field'],
  'in their hand': ['hand'],
  'in the hand or gy': ['hand', 'graveyard'],
  // The opponent's GY: an effect activated there is the opponent's (byOpponent is set with it).
  "in your opponent's gy": ['graveyard'],
}

/**
 * "If you control …, when" or "When", a Summon before "OR", "a X is activated" / "your opponent
 * activates a X", where, the condition ("while you control …", "and you control …"), the Quick
 * Effect mark, then the colon.
 */
const OPENING =
  /^(?:Once per Chain, )?(?:If you control (.+?), when|[Ww]hen) (?:a monster(?:\(s\))? would be (?:Normal or Special |Special )?Summoned,? or (?:when )?)?(?:(your opponent) activates (?:a|an) (.+?)|(?:a|an) (.+?),? (?:is|are) activated)(?: (on the field|in their hand|in the hand or GY|in your opponent's GY))?( that includes any of these effects| that would inflict damage| that includes an effect that Special Summons a monster\(s\))?(?:,? (?:while|and) you control (.+?))?(?: \(Quick Effect\))?:\s*/i

/** "Negate the activation of a Counter Trap Card, and destroy it.": a Counter Trap answering only Counter Traps. */
const COUNTER_ON_COUNTER = /^Negate the activation of a Counter Trap Card(?:,? and (?:if you do, )?destroy it)?\.$/i

/** A monster's summoning condition, a sentence of its own before its effects. */
const SUMMONING_CONDITION = /^(?:Cannot be (?:Normal Summoned\/Set|Special Summoned)|Must (?:first )?be Special Summoned)\b[^.]*\.$/i

/** The kinds of monster a condition names before "Monster" ("an "Orcust" Link Monster", "a Normal Monster"). */
const KINDS = new Set(['Normal', 'Effect', 'Fusion', 'Ritual', 'Synchro', 'Xyz', 'Link', 'Pendulum'])
const TYPES: ReadonlySet<string> = new Set(MONSTER_TYPES)
const CONTROLLED = /^(?:a|an) (?:face-up )?(?:Level (\d+) or (higher|lower) )?(?:([A-Z][A-Za-z-]*(?: [A-Z][a-z]+)?) )?(?:"([^"]+)" )?(card|monster|([A-Z][a-z]+) Monster)$/

/** The card a condition asks its controller to control, where every word of it is known; else undefined. */
function readControlled(text: string): ControlCondition | undefined {
  if (/^no monsters$/.test(text.trim())) return { monster: true, none: true }
  const m = CONTROLLED.exec(text.trim())
  if (!m) return undefined
  const [, level, direction, type, named, noun, kind] = m
  if (type !== undefined && !TYPES.has(type)) return undefined
  if (kind !== undefined && !KINDS.has(kind)) return undefined
  const monster = noun !== 'card'
  // "a Level 5 or higher card", "a Machine card": not the way the game writes a condition.
  if (!monster && (level !== undefined || type !== undefined)) return undefined
  // A condition of no name, Type, kind or Level would be any monster: none is written so.
  if (named === undefined && type === undefined && kind === undefined && level === undefined) return undefined
  const condition: ControlCondition = {}
  if (named !== undefined) condition.named = named
  if (monster) condition.monster = true
  const types = [type, kind].filter((word): word is string => word !== undefined)
  if (types.length > 0) condition.types = types
  if (level !== undefined) condition[direction === 'higher' ? 'levelAtLeast' : 'levelAtMost'] = Number(level)
  return condition
}

/** The costs paid in full as written: LP, cards of any kind from the hand, the card itself from the hand. */
const PAYABLE = /^(?:You can )?(?:pay (?:\d+|half your) LP|discard (?:1|one|2|two) cards?|discard this card(?: to the GY)?|send this card from your hand(?: or field)? to the GY|send 1 card from your hand to the GY)$/i
const NEGATES = /^(?:You can )?(?:Special Summon (?:both )?this card from your hand(?: and 1 "[^"]+" from your (?:hand|Deck|GY)(?:, (?:hand|Deck|GY))*,? (?:or|and\/or) (?:hand|Deck|GY))?, and if you do, )?negate (?:the (?:(?:Special )?Summon or )?activation|that activation|its activation|(the|that|its) effect)\b/i
/** An answer that negates nothing and destroys the card activating ("…; destroy that card on the field."): the link it answers still resolves. */
const DESTROYS = /^destroy (?:that card|it)(?: on the field)?\.?$/i
/** "When a monster on the field activates its effect, or when a Spell/Trap that is already face-up on the field activates its effect" (Ghost Ogre & Snow Rabbit): effects activated on the field. */
const ON_FIELD = /^When a monster on the field activates its effect(, or when a Spell\/Trap that is already face-up on the field activates its effect)? \(Quick Effect\):\s*/i

/** The window of an answer to effects activated on the field that destroys the card activating, negating nothing; its cost is read with the others (readResponseCosts). */
function destroyingWindow(first: { text: string; masked: string }, opening: RegExpExecArray): ResponseWindow | undefined {
  const rest = first.text.trim().slice(opening[0].length)
  const semicolon = first.masked.trim().slice(opening[0].length).indexOf(';')
  if (!DESTROYS.test((semicolon < 0 ? rest : rest.slice(semicolon + 1)).trim())) return undefined
  const cost = semicolon >= 0 ? rest.slice(0, semicolon).trim().replace(/^You can /, '') : undefined
  const window: ResponseWindow = { answers: opening[1] !== undefined ? ['monster', 'spell', 'trap'] : ['monster'], negates: 'none', activatedIn: ['field'] }
  if (cost !== undefined && !(PAYABLE.test(cost) && readResponseCosts(first.text) !== undefined)) window.costText = cost
  return window
}

export function readResponseWindow(text: string | null | undefined): ResponseWindow | undefined {
  if (!text) return undefined
  const sentences = splitSentences(text)
  // "If …, you can activate this card from your hand." only says where else it may be activated from:
  // the window opens the sentence after it.
  // A monster's summoning conditions ("Cannot be Normal Summoned/Set. Must be Special Summoned by card effect.") come first: the window opens after them.
  const opens = sentences.filter((sentence) => !SUMMONING_CONDITION.test(sentence.text.trim()))
  const first = /you can activate this card from your hand\.?$/i.test(opens[0]?.text.trim() ?? '') ? opens[1] : opens[0]
  if (!first) return undefined
  const onField = ON_FIELD.exec(first.text.trim())
  if (onField) return destroyingWindow(first, onField)
  // The old wording with no moment said: "Negate the activation of a Counter Trap Card, and destroy it." (Counter Counter).
  if (COUNTER_ON_COUNTER.test(first.text.trim())) return { answers: ['trap'], negates: 'activation', cardsOnly: true, countersOnly: true }
  const opening = OPENING.exec(first.text.trim())
  if (!opening) return undefined
  const [, ifControls, byOpponent, activates, activated, place, listed, whileControls] = opening
  const what = (activates ?? activated ?? '').replace(/,$/, '').toLowerCase()
  const kinds = WHAT[what]
  if (!kinds) return undefined
  // One condition at most, in either place; one not read leaves the card unread.
  if (ifControls !== undefined && whileControls !== undefined) return undefined
  const conditionText = ifControls ?? whileControls
  const condition = conditionText === undefined ? undefined : readControlled(conditionText)
  if (conditionText !== undefined && condition === undefined) return undefined
  // The cost, where there is one, ends at the first semicolon; the negation comes next.
  const rest = first.text.trim().slice(opening[0].length)
  const semicolon = first.masked.trim().slice(opening[0].length).indexOf(';')
  const negation = NEGATES.exec(semicolon < 0 ? rest : rest.slice(semicolon + 1).trim())
  if (!negation) return undefined
  const cost = semicolon >= 0 ? rest.slice(0, semicolon).trim().replace(/^You can /, '') : undefined
  const costText = cost !== undefined && !(PAYABLE.test(cost) && readResponseCosts(text) !== undefined) ? cost : undefined
  const window: ResponseWindow = { answers: [...kinds.answers], negates: negation[1] !== undefined ? 'effect' : 'activation' }
  if (kinds.cardsOnly) window.cardsOnly = true
  if (costText !== undefined) window.costText = costText
  if (byOpponent !== undefined) window.byOpponent = true
  if (condition !== undefined) window.whileControls = condition
  if (place !== undefined) window.activatedIn = [...PLACES[place.toLowerCase()]!]
  if (place !== undefined && /opponent's/i.test(place)) window.byOpponent = true
  // "… that would inflict damage": an activation whose effect takes LP away as damage.
  if (listed !== undefined && /damage/.test(listed)) window.includes = [{ action: 'lose-lp' }]
  // "… that includes an effect that Special Summons a monster(s)" (Solemn Warning): a Special Summon from anywhere.
  else if (listed !== undefined && /Special Summons/.test(listed)) window.includes = [{ action: 'special-summon' }]
  else if (listed !== undefined) {
    // "… that includes any of these effects": the bullets after it, every one of them read, or none is.
    const bullets = sentences.slice(sentences.indexOf(first) + 1).filter((sentence) => sentence.bullet)
    const includes = bullets.map((bullet) => INCLUDED.find(({ re }) => re.test(bullet.text.trim()))?.actions)
    if (includes.length === 0 || includes.some((actions) => actions === undefined)) return undefined
    window.includes = includes.flatMap((actions) => actions!)
  }
  return window
}
