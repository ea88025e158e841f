/**
 * What a negating card answers, from the sentence that opens its effect: "When a monster effect is
 * activated", "When a Spell/Trap Card, or monster effect, is activated", "When your opponent
 * activates a card or effect", with at most a "while you control a "X" card" condition, then an
 * optional cost and "negate the activation" or "negate that effect". Anything more in the window
 * ("that targets …", "in the hand or GY", "during the Damage Step", another condition) leaves the
 * card unread, so that it is never offered where its text would not let it answer. A cost the
 * engine cannot pay as written (a Tribute, a banished card shuffled into the Deck) is kept as text
 * (`costText`): the card answers, taking it as paid and saying so. Pure.
 */
import type { ResponseWindow } from '../domain/behaviour.js'
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
  'spell/trap card, or monster effect': { answers: ['monster', 'spell', 'trap'], cardsOnly: true },
  'spell card, trap card, or monster effect': { answers: ['monster', 'spell', 'trap'], cardsOnly: true },
}

/** "When a X is activated" / "When your opponent activates a X", the condition, the Quick Effect mark, then the colon. */
const OPENING =
  /^When (?:a monster\(s\) would be (?:Normal or Special |Special )?Summoned, or )?(?:(your opponent) activates (?:a|an) (.+?)|(?:a|an) (.+?),? (?:is|are) activated)(?:,? while you control (?:a|an) "([^"]+)" (card|monster))?(?: \(Quick Effect\))?:\s*/i
/** The costs paid in full as written: LP, cards of any kind from the hand, the card itself from the hand. */
const PAYABLE = /^(?:You can )?(?:pay (?:\d+|half your) LP|discard (?:1|one|2|two) cards?|discard this card(?: to the GY)?|send this card from your hand to the GY|send 1 card from your hand to the GY)$/i
const NEGATES = /^(?:You can )?negate (?:the (?:Summon or )?activation|that activation|its activation|(the|that|its) effect)\b/i

export function readResponseWindow(text: string | null | undefined): ResponseWindow | undefined {
  if (!text) return undefined
  const first = splitSentences(text)[0]
  if (!first) return undefined
  const opening = OPENING.exec(first.text.trim())
  if (!opening) return undefined
  const what = (opening[2] ?? opening[3] ?? '').replace(/,$/, '').toLowerCase()
  const kinds = WHAT[what]
  if (!kinds) return undefined
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
  if (opening[1] !== undefined) window.byOpponent = true
  if (opening[4] !== undefined) window.whileControls = { named: opening[4], ...(opening[5]!.toLowerCase() === 'monster' ? { monster: true } : {}) }
  return window
}
