/**
 * The cost of a card's negating effect ("When a Spell Card is activated: Discard 1 card; negate the
 * activation …", "…: Pay 1500 LP; negate the Summon or activation …"): what its controller pays as
 * it answers an activation. Only costs the engine can pay are kept: LP with an amount or half the
 * LP ("Pay half your LP"), and a number of cards discarded from the hand (not "discard this card",
 * which is the card itself leaving the hand). Pure.
 */
import type { BoardAction } from '../domain/behaviour.js'
import { actionsOf } from './actions.js'
import { splitSentences } from './text.js'

export function readResponseCosts(text: string | null | undefined): BoardAction[] | undefined {
  if (!text) return undefined
  for (const sentence of splitSentences(text)) {
    const colon = sentence.masked.indexOf(':')
    const semicolon = sentence.masked.indexOf(';', colon + 1)
    if (colon < 0 || semicolon < 0 || !/\bnegate\b/i.test(sentence.masked.slice(semicolon))) continue
    const { costs } = actionsOf(sentence.masked.slice(colon + 1), sentence.text.slice(colon + 1), sentence.masked.slice(colon + 1))
    const payable = costs.filter((cost) => (cost.action === 'pay-lp' && (cost.amount !== undefined || cost.half === true)) || (cost.action === 'discard' && cost.target === undefined))
    // A cost with a part the engine cannot pay is not half-paid: none is kept.
    return payable.length > 0 && payable.length === costs.length ? payable : undefined
  }
  return undefined
}
