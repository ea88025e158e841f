/**
 * Continuous effects that replace a destination: "any card sent to the GY is banished instead"
 * (Macro Cosmos), "Any monster sent to the GY is banished instead" (Dimensional Fissure), "any card
 * sent to your opponent's GY …", "… sent from the field to the GY …".
 *
 * Read only where the sentence is the effect itself, applying while the card is on the field: a
 * sentence with a colon or a semicolon is an activated effect or a condition list (what it sets up
 * lasts for a time, "this turn", "until the end of the next turn": set up by a resolution, never
 * from the card's presence), and so is one saying how long. What stands before "any …" other than
 * "While this card is face-up on the field," is a condition the analyser keeps as text.
 */
import type { ContinuousBehaviour } from '../domain/behaviour.js'
import type { Sentence } from './text.js'

const REPLACE =
  /\b(?:[Aa]ny|[Aa]ll) (cards?|monsters?|Spells? and Traps?)|^(Spells? and Traps?|Monsters?|Cards?)(?= sent)/
const REST = /^ sent (?:from (the field|the hand or (?:Main )?Deck) )?to (the|your|your opponent's) (?:GY|Graveyard)( [^.]*?)? (?:is|are) banished instead\.?$/
const FOR_A_TIME = /\b(?:this turn|until the end|for the rest|next turn)\b|[:;]/i
const ON_FIELD = /^While this card is face-up on the field, $/i

export function readContinuous(sentence: Sentence): ContinuousBehaviour | undefined {
  const { masked, text } = sentence
  if (!/banished instead/.test(masked)) return undefined
  const found = REPLACE.exec(masked)
  if (!found) return undefined
  const rest = REST.exec(masked.slice(found.index + found[0].length))
  if (!rest) return undefined
  const before = masked.slice(0, found.index)
  if (FOR_A_TIME.test(before) || FOR_A_TIME.test(rest[3] ?? '')) return undefined
  const what = (found[1] ?? found[2] ?? '').toLowerCase()
  const cards: ContinuousBehaviour['cards'] = what.startsWith('monster') ? 'monster' : what.startsWith('spell') ? 'spell-trap' : 'any'
  const whose: ContinuousBehaviour['whose'] = rest[2] === 'your' ? 'controller' : rest[2] === "your opponent's" ? 'opponent' : 'each'
  const out: ContinuousBehaviour = { effect: 'banish-instead', cards, whose, source: 'text', span: text }
  if (rest[1] !== undefined) out.from = rest[1] === 'the field' ? 'field' : 'hand-or-deck'
  // The text before the effect ("If this card is Level 7 or higher,") and any qualifier after the GY
  // ("during your opponent's turn") are conditions kept as text; a parenthesis closing a reminder is not.
  const condition = [before.replace(/^\)\s*/, '').trim(), (rest[3] ?? '').trim()].filter((part) => part !== '' && !ON_FIELD.test(`${part} `))
  if (condition.length > 0) out.condition = condition.join(' … ').replace(/,$/, '')
  return out
}
