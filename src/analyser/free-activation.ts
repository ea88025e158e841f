/**
 * A Spell or Trap its controller may activate at any time they hold priority, its text giving it no
 * moment of its own: a Normal or Continuous Trap, or a Quick-Play Spell, whose one effect opens with
 * what it targets or costs ("Target 1 monster on the field; return that target to the hand",
 * "Pay 1000 LP, then target 1 Spell/Trap on the field; banish it", "Activate this card by
 * targeting 1 monster in your GY; Special Summon that target"). A card whose text names a moment
 * ("When …", "If …", "During …", "Activate only …") or says more than that one effect is not read:
 * never offered where its text would not let it be activated. What it does acts on its targets
 * (the targets pass); how many targets it needs is what its activation requires. Pure.
 */
import type { CountedCards, CountFilter, FreeActivation } from '../domain/behaviour.js'
import { readGraveyardTargets } from './graveyard-targets.js'
import { countsItself, fieldTargetsOf } from './passes/requirements.js'
import { actOnTargets, fieldSelection } from './passes/targets.js'
import { fromHandCondition, isFromHandPermission } from './passes/rewrites.js'
import { actionsOf } from './actions.js'
import { readActivationEffect } from './response-costs.js'
import { splitSentences } from './text.js'
import type { AnalyserCard } from './types.js'

/** An effect that only negates its target's effects, for the rest of the turn at most ("negate its effects until the end of this turn"). */
const NEGATES_TARGET = /^\s*negate (?:its|that target's|that card's|that monster's) effects(?: \(?until the end of (?:this|the) turn\)?)?(?:, then if this card was Set before activation\b[^.]*)?\.?\s*$/i
/** The words after an effect's first semicolon (what it does, its targets and costs before). */
const afterSemicolon = (words: string) => words.slice(words.indexOf(';') + 1)

/** A sentence of the card's own limit ("You can only activate 1 "X" per turn."): no effect of its own. */
const LIMIT = /^You can only (?:activate|use) /i
/** The words that give an activation a moment, a condition or another effect. */
const MOMENT = /^(?:When|If|During|At the|Each time|While|Once per|Activate (?:this card )?only|You can activate|Cannot|This card|Both players|Neither player|Your opponent|Each player)\b/i
/** An effect that opens with what it targets or costs: its activation is the card's own, at no set moment. */
const OPENS = /^(?:Activate this card by targeting |Target |(?:Pay \d+ LP|Discard \d+ cards?|Pay half your LP)(?:, then target |; ))/
/** A monster's Quick Effect opens so too, or with monsters it Tributes as its cost (group 1: the cost, read below, or not offered). */
const QUICK_OPENS = /^(?:Target |(Pay \d+ LP|Discard \d+ cards?|Tribute \d+ [^,;]+)(?:, then target |; ))/
/** Words of something left for later ("until the End Phase", "this turn"). */
const FOR_LATER = /\buntil\b|\bthis turn\b|\bEnd Phase\b|\bStandby Phase\b/

/**
 * The effect leaves something for later: set up by a resolution in the window, which is not
 * modelled, but for a negation of its target for the rest of the turn.
 */
const setsUpForLater = (masked: string) => FOR_LATER.test(masked) && !NEGATES_TARGET.test(afterSemicolon(masked))

/** A monster's Quick Effect with no moment of its own: "(Quick Effect): You can …", "Once per turn (Quick Effect): You can …" (group 1). */
const QUICK_OPENING = /^(Once per turn )?\(Quick Effect\): You can /
/** The limit after it, by name. */
const BY_NAME = /^You can only use (?:this effect of|each effect of) "[^"]+" once per turn\.?$/

/**
 * A face-up monster's Quick Effect its controller may activate at any time they hold priority: a
 * sentence of its own opening "(Quick Effect): You can" (or "Once per turn (Quick Effect): …"),
 * then what it targets or costs, as a Set card's free activation is read, with a limit of once per
 * turn (a monster effect with no limit is not offered: nothing in the window would end it). A
 * duration it sets up, a cost not read, a moment or a condition leave it unread.
 */
function readQuickEffect(card: AnalyserCard): FreeActivation | undefined {
  const sentences = splitSentences(card.text!)
  const at = sentences.findIndex((sentence) => !sentence.bullet && QUICK_OPENING.test(sentence.masked.trim()))
  if (at < 0) return undefined
  const sentence = sentences[at]!
  const lead = QUICK_OPENING.exec(sentence.masked.trim())!
  const oncePerTurn = lead[1] !== undefined ? ('instance' as const) : sentences.slice(at + 1).some((next) => BY_NAME.test(next.masked.trim())) ? ('name' as const) : undefined
  if (oncePerTurn === undefined) return undefined
  const upper = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)
  const masked = upper(sentence.masked.trim().slice(lead[0].length))
  const written = upper(sentence.text.trim().slice(lead[0].length))
  const opens = QUICK_OPENS.exec(masked)
  if (opens === null || setsUpForLater(masked)) return undefined
  // The cost before the target: LP, cards of the hand, or monsters its controller Tributes, as actions; any other is not read.
  const costWords = opens[1]
  const costs = costWords === undefined ? [] : actionsOf(`${costWords}; `, `${costWords}; `, `${costWords}; `).costs
  if (costWords !== undefined && (costs.length === 0 || costs.some((cost) => cost.tribute === true && cost.chosen === undefined))) return undefined
  // One action on its targets and nothing more: an effect that goes on ("and if you do", "then",
  // "otherwise") may do what is not read, and would be applied as if it did nothing else.
  if (/\band if you do\b|\bthen\b|\botherwise\b|\balso\b|,/.test(afterSemicolon(masked))) return undefined
  const read = readFreeEffect(card, masked, written, false)
  if (read?.does === undefined || read.does.length !== 1 || read.does[0]!.chosen === undefined) return undefined
  return { quick: true, ...read, ...(costs.length > 0 ? { costs } : {}), oncePerTurn }
}

export function readFreeActivation(card: AnalyserCard): FreeActivation | undefined {
  const { text, cardType, property } = card
  if (!text) return undefined
  if (cardType === 'monster') return readQuickEffect(card)
  const trap = cardType === 'trap' && (property === 'Normal' || property === 'Continuous')
  const quickPlay = cardType === 'spell' && property === 'Quick-Play'
  if (!trap && !quickPlay) return undefined
  // The card's limit and its permission to be activated from the hand are no effects of their own.
  const all = splitSentences(text)
  const sentences = all.filter((sentence) => !LIMIT.test(sentence.text.trim()) && !(trap && isFromHandPermission(sentence)))
  const first = sentences[0]
  if (first === undefined || first.bullet === true || MOMENT.test(first.masked.trim()) || !OPENS.test(first.masked.trim())) return undefined
  // A Continuous Trap's later sentences are about its staying ("When this card leaves the field, …"); any other card's are another effect.
  if (sentences.slice(1).some((sentence) => !(trap && property === 'Continuous' && /^When (?:this card|that (?:target|monster)) (?:leaves the field|is destroyed)\b/i.test(sentence.masked.trim())))) return undefined
  if (/\bActivate (?:this card )?only\b|\bduring (?:the|your|your opponent's) (?:Battle|Main|Damage|Draw|Standby)\b/i.test(text)) return undefined
  if (setsUpForLater(first.masked)) return undefined
  const read = readFreeEffect(card, first.masked, first.text, true)
  const fromHand = trap ? fromHandCondition(all) : undefined
  return read === undefined || fromHand === undefined ? read : { ...read, fromHand }
}

/**
 * What an effect opening with its targets or costs needs and does (`masked` and `written`: its words,
 * masked and as written). `asCard`: the card's own activation, the card no target of its own; a
 * monster's effect may target the monster itself.
 */
function readFreeEffect(card: AnalyserCard, maskedWords: string, writtenWords: string, asCard: boolean): FreeActivation | undefined {
  // "Activate this card by targeting 1 …; …" targets as "Target 1 …; …" does; read after a colon, as an effect's words are.
  const opening = (words: string) => `: ${words.trim().replace(/^Activate this card by targeting /, 'Target ')}`
  const masked = opening(maskedWords)
  const written = opening(writtenWords)
  const nameAt = (at: number) => /^"([^"]+)"/.exec(written.slice(at))?.[1]
  const requires = fieldTargetsOf(masked, nameAt)
  const gyTargets = readGraveyardTargets(written)
  // Targets it needs that are not read: whether it can be activated, the board cannot tell.
  if (/^: (?:[^;]*?\b)?[Tt]arget /.test(masked) && requires.length === 0 && gyTargets === undefined) return undefined
  // "…; negate its effects until the end of this turn": its one target's effects, for the rest of the turn.
  const negation = NEGATES_TARGET.test(afterSemicolon(masked.slice(2))) && requires.length === 1 ? fieldSelection(requires[0]!) : undefined
  const read = negation !== undefined ? [{ action: 'negate-effects' as const, chosen: negation }] : readActivationEffect(written)?.does
  // The card itself, face-up on the field as it is activated, is no target of its own ("Target 1
  // Spell/Trap on the field" needs another): a field target it is one of (as "1 other …" counts it)
  // needs one more card there, and its action acts on the others.
  const itself = (selection: { zone: string; whose?: string; cards?: CountedCards; filter?: CountFilter }) => asCard && selection.zone === 'field' && selection.whose !== 'opponent' && countsItself(card, selection.cards ?? 'any', selection.filter)
  const targets = requires.map((condition) => (condition.check === 'card-count' && itself(condition) ? { ...condition, min: (condition.min ?? 0) + 1 } : condition))
  const does = actOnTargets(masked, read, gyTargets, requires)?.map((action) => (action.chosen !== undefined && itself(action.chosen) ? { ...action, chosen: { ...action.chosen, others: true } } : action))
  return { ...(does !== undefined ? { does } : {}), ...(targets.length > 0 ? { requires: targets } : {}), ...(gyTargets !== undefined ? { gyTargets } : {}) }
}
