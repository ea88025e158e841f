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
import { actOnTargets } from './passes/targets.js'
import { readActivationEffect } from './response-costs.js'
import { splitSentences } from './text.js'
import type { AnalyserCard } from './types.js'

/** A sentence of the card's own limit ("You can only activate 1 "X" per turn."): no effect of its own. */
const LIMIT = /^You can only (?:activate|use) /i
/** The words that give an activation a moment, a condition or another effect. */
const MOMENT = /^(?:When|If|During|At the|Each time|While|Once per|Activate (?:this card )?only|You can activate|Cannot|This card|Both players|Neither player|Your opponent|Each player)\b/i
/** An effect that opens with what it targets or costs: its activation is the card's own, at no set moment. */
const OPENS = /^(?:Activate this card by targeting |Target |(?:Pay \d+ LP|Discard \d+ cards?|Pay half your LP)(?:, then target |; ))/

export function readFreeActivation(card: AnalyserCard): FreeActivation | undefined {
  const { text, cardType, property } = card
  if (!text) return undefined
  const trap = cardType === 'trap' && (property === 'Normal' || property === 'Continuous')
  const quickPlay = cardType === 'spell' && property === 'Quick-Play'
  if (!trap && !quickPlay) return undefined
  const sentences = splitSentences(text).filter((sentence) => !LIMIT.test(sentence.text.trim()))
  const first = sentences[0]
  if (first === undefined || first.bullet === true || MOMENT.test(first.masked.trim()) || !OPENS.test(first.masked.trim())) return undefined
  // A Continuous Trap's later sentences are about its staying ("When this card leaves the field, …"); any other card's are another effect.
  if (sentences.slice(1).some((sentence) => !(trap && property === 'Continuous' && /^When (?:this card|that (?:target|monster)) (?:leaves the field|is destroyed)\b/i.test(sentence.masked.trim())))) return undefined
  if (/\bActivate (?:this card )?only\b|\bduring (?:the|your|your opponent's) (?:Battle|Main|Damage|Draw|Standby)\b/i.test(text)) return undefined
  // What it leaves for later ("until the End Phase", "this turn") is set up by a resolution in the window, which is not modelled.
  if (/\buntil\b|\bthis turn\b|\bEnd Phase\b|\bStandby Phase\b/.test(first.masked)) return undefined
  // "Activate this card by targeting 1 …; …" targets as "Target 1 …; …" does; read after a colon, as an effect's words are.
  const opening = (words: string) => `: ${words.trim().replace(/^Activate this card by targeting /, 'Target ')}`
  const masked = opening(first.masked)
  const written = opening(first.text)
  const nameAt = (at: number) => /^"([^"]+)"/.exec(written.slice(at))?.[1]
  const requires = fieldTargetsOf(masked, nameAt)
  const gyTargets = readGraveyardTargets(written)
  // Targets it needs that are not read: whether it can be activated, the board cannot tell.
  if (/^: (?:[^;]*?\b)?[Tt]arget /.test(masked) && requires.length === 0 && gyTargets === undefined) return undefined
  const read = readActivationEffect(written)?.does
  // The card itself, face-up on the field as it is activated, is no target of its own ("Target 1
  // Spell/Trap on the field" needs another): a field target it is one of (as "1 other …" counts it)
  // needs one more card there, and its action acts on the others.
  const itself = (selection: { zone: string; whose?: string; cards?: CountedCards; filter?: CountFilter }) => selection.zone === 'field' && selection.whose !== 'opponent' && countsItself(card, selection.cards ?? 'any', selection.filter)
  const targets = requires.map((condition) => (condition.check === 'card-count' && itself(condition) ? { ...condition, min: (condition.min ?? 0) + 1 } : condition))
  const does = actOnTargets(masked, read, gyTargets, requires)?.map((action) => (action.chosen !== undefined && itself(action.chosen) ? { ...action, chosen: { ...action.chosen, others: true } } : action))
  return { ...(does !== undefined ? { does } : {}), ...(targets.length > 0 ? { requires: targets } : {}), ...(gyTargets !== undefined ? { gyTargets } : {}) }
}
