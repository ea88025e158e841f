/** Hand-size wordings: "Your opponent's hand size limit becomes 5", "There is no limit to the hand size". */
import type { HandSizeBehaviour } from '../domain/behaviour.js'
import type { Sentence } from './text.js'

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }
const N = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)'
const LIMIT = '(?:maximum hand size|hand size limit|hand limit|maximum number of cards (?:in|that can be held in) (?:the |their |your )?hand)'

const RULES: Array<{ re: RegExp; applies: HandSizeBehaviour['applies'] }> = [
  { re: new RegExp(`\\b(?:[Yy]our opponent's|[Tt]he opponent's) ${LIMIT} (?:becomes|is) ${N}\\b`), applies: 'opponent' },
  { re: new RegExp(`\\b(?:[Ee]ach player's|[Bb]oth players') ${LIMIT} (?:becomes|is) ${N}\\b`), applies: 'each' },
  { re: new RegExp(`\\b${LIMIT} of (?:each player|both players) (?:becomes|is) ${N}\\b`), applies: 'each' },
  { re: new RegExp(`\\b${LIMIT} of (?:your opponent|the opponent) (?:becomes|is) ${N}\\b`), applies: 'opponent' },
  { re: new RegExp(`\\b${LIMIT} of (?:this card's controller|you|its controller) (?:becomes|is) ${N}\\b`), applies: 'controller' },
  { re: new RegExp(`\\b[Yy]our ${LIMIT} (?:becomes|is) ${N}\\b`), applies: 'controller' },
]
const NO_LIMIT = /\bno (?:limit to the hand size|hand size limit|maximum hand size)\b(.*)$/i

export function readHandSize(sentence: Sentence): HandSizeBehaviour | undefined {
  const { masked, text } = sentence
  if (!/\bhand (?:size|limit)\b|maximum number of cards/i.test(masked)) return undefined
  // A card reacting to a discard for hand size does not change the limit (Dark World Grimoire).
  if (/\bbecause\b[^.]*\bhand size limit\b/.test(masked)) return undefined
  for (const rule of RULES) {
    const m = rule.re.exec(masked)
    if (m) {
      const raw = m[1]!.toLowerCase()
      const limit = NUMBER_WORDS[raw] ?? Number(raw)
      // "During the current Duel, your hand size limit becomes 7": it lasts once the card has resolved, from the GY.
      const lasting = /\b(?:during the (?:current|rest of the) Duel|for the rest of the Duel)\b/i.test(masked) ? { zone: 'graveyard' as const } : {}
      return { limit, applies: rule.applies, ...lasting, source: 'text', span: text }
    }
  }
  const none = NO_LIMIT.exec(masked)
  if (none) {
    const who = none[1] ?? ''
    const applies: HandSizeBehaviour['applies'] = /\b(?:each player|both players)\b/.test(who + masked)
      ? 'each'
      : /\bopponent\b/.test(who)
        ? 'opponent'
        : 'controller'
    return { limit: null, applies, source: 'text', span: text }
  }
  return undefined
}
