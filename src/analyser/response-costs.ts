/**
 * The cost of a card's negating effect ("When a Spell Card is activated: Discard 1 card; negate the
 * activation …", "…: Pay 1500 LP; negate the Summon or activation …"): what its controller pays as
 * it answers an activation. Only costs the engine can pay are kept: LP with an amount or half the
 * LP ("Pay half your LP"), a number of cards discarded from the hand, and the card itself leaving
 * the hand ("You can discard this card; negate the activation", "You can send this card from your
 * hand to the GY; negate …": a hand trap). Pure.
 */
import { chosenFromHand, type BoardAction } from '../domain/behaviour.js'
import { actionsOf } from './actions.js'
import { maskText, splitSentences } from './text.js'

const SELF_DISCARD = /^discard this card(?: to the (?:GY|Graveyard))?$/i
const SELF_SEND = /^send this card from your hand(?: or field)? to the (?:GY|Graveyard)$/i
/** "Send 1 card from your hand to the GY": cards of the hand its controller chooses, sent (not discarded). */
const HAND_SEND = /^send (\d+|a|one|two) (?:other )?cards? from your hand to the (?:GY|Graveyard)$/i
const COUNTS: Record<string, number> = { a: 1, one: 1, two: 2 }
/** "Send any number of other cards from your hand and/or field to the GY" (Forbidden Droplet): at least 1, from either. */
const ANY_SEND = /^send any number of other cards from your hand and\/or field to the (?:GY|Graveyard)$/i

function handSend(part: string): BoardAction[] | undefined {
  const m = HAND_SEND.exec(part)
  if (!m) return undefined
  const word = m[1]!.toLowerCase()
  return [{ action: 'send-to-gy', target: 'zone', from: 'hand', whose: 'controller', count: COUNTS[word] ?? Number(word) }]
}

/** "You can activate this card from your hand by paying half your LP." (Red Reboot), "… by paying 2000 LP". */
const FROM_HAND_BY_PAYING = /^You can activate this card from your hand by paying (?:(half) your LP|(\d+) LP)\.?$/

/**
 * The cost of activating a Trap from the hand where its text allows it for a price: paid on top of
 * its other costs, only when it is activated from there. Only LP (half, or an amount). Pure.
 */
export function readHandActivationCosts(text: string | null | undefined): BoardAction[] | undefined {
  if (!text) return undefined
  for (const sentence of splitSentences(text)) {
    const found = FROM_HAND_BY_PAYING.exec(sentence.masked.trim())
    if (found) return [found[1] !== undefined ? { action: 'pay-lp', half: true } : { action: 'pay-lp', amount: Number(found[2]) }]
  }
  return undefined
}

/** What follows an answer's cost: a negation, or the destruction of the card activating ("…; destroy that card on the field", Ghost Ogre & Snow Rabbit). */
const ANSWERS = /\bnegate\b|;\s*destroy (?:that card|it)(?: on the field)?\.?\s*$/i

export function readResponseCosts(text: string | null | undefined): BoardAction[] | undefined {
  if (!text) return undefined
  for (const sentence of splitSentences(text)) {
    const colon = sentence.masked.indexOf(':')
    const semicolon = sentence.masked.indexOf(';', colon + 1)
    if (colon < 0 || semicolon < 0 || !ANSWERS.test(sentence.masked.slice(semicolon))) continue
    const part = sentence.masked.slice(colon + 1, semicolon).trim().replace(/^You can /, '')
    if (SELF_DISCARD.test(part)) return [{ action: 'discard', target: 'self' }]
    if (SELF_SEND.test(part)) return [{ action: 'send-to-gy', target: 'self' }]
    const sent = handSend(part)
    if (sent) return sent
    const { costs } = actionsOf(sentence.masked.slice(colon + 1), sentence.text.slice(colon + 1), sentence.masked.slice(colon + 1))
    const payable = costs.filter((cost) => (cost.action === 'pay-lp' && (cost.amount !== undefined || cost.half === true)) || (cost.action === 'discard' && cost.target === undefined))
    // A cost with a part the engine cannot pay is not half-paid: none is kept.
    return payable.length > 0 && payable.length === costs.length ? payable : undefined
  }
  return undefined
}

/** A sentence that goes on with the effect before it. */
const THEN = /^\s*Then,?\s+/

/** How a negating effect moves the card it negated ("and if you do, destroy it", "…, banish it"). */
const NEGATED_CARD_MOVES = new Set<BoardAction['action']>(['destroy', 'banish', 'send-to-gy', 'return-to-hand', 'return-to-deck'])
export type NegatedCardMove = 'destroy' | 'banish' | 'send-to-gy' | 'return-to-hand' | 'return-to-deck'

/**
 * What a card's negating effect does besides the negation and the destruction of what it negated
 * ("Your opponent draws 1 card, also negate the Spell/Trap activation, and if you do, destroy it"):
 * the engine does them as the response resolves where its state models them, and says the rest. Read from the
 * first sentence that negates, after its cost (the semicolon) or its condition (the colon). Pure.
 */
export function readResponseExtras(text: string | null | undefined): BoardAction[] | undefined {
  const read = negationActions(text)
  if (read === undefined) return undefined
  const extras = read.does.filter((_, i) => i !== read.fate)
  return extras.length > 0 ? extras : undefined
}

/** What becomes of the card a negating effect negated ("…, and if you do, destroy it"): the move, where the text says one. */
export function readResponseFate(text: string | null | undefined): NegatedCardMove | undefined {
  const read = negationActions(text)
  return read === undefined || read.fate < 0 ? undefined : (read.does[read.fate]!.action as NegatedCardMove)
}

/** The actions of the first sentence that negates, after its cost (and a "Then …" sentence after it), and the index of the negated card's move among them (-1: none). */
function negationActions(text: string | null | undefined): { does: BoardAction[]; fate: number } | undefined {
  if (!text) return undefined
  const sentences = splitSentences(text)
  for (const [i, sentence] of sentences.entries()) {
    if (!ANSWERS.test(sentence.masked)) continue
    const colon = sentence.masked.indexOf(':')
    const semicolon = sentence.masked.indexOf(';', colon + 1)
    const from = semicolon >= 0 ? semicolon + 1 : colon + 1
    const { does: own } = actionsOf(sentence.masked.slice(from), sentence.text.slice(from), sentence.masked.slice(from))
    // "…; negate the activation, and if you do, destroy it. Then draw 1 card.": a sentence opening
    // with "Then" goes on with the same effect.
    const next = sentences[i + 1]
    const then = next !== undefined ? THEN.exec(next.masked) : null
    const more = next !== undefined && then !== null ? actionsOf(next.masked.slice(then[0].length), next.text.slice(then[0].length), next.masked.slice(then[0].length)).does : []
    const does = [...own, ...more]
    // "…, and if you do, destroy it" (or banish, send, return it) moves the card it negated: the
    // first such move with no target of its own is the negation's, the rest are more.
    const fate = does.findIndex((action) => NEGATED_CARD_MOVES.has(action.action) && action.target === undefined)
    return { does, fate }
  }
  return undefined
}

/**
 * The cost of a card's activated effect, for an item that names the card without saying its costs:
 * what stands between the colon (if any) and the semicolon ("Discard 1 card; destroy …", "You can
 * discard this card to the GY, then target …; banish …"). The targeting after ", then" is no cost.
 * Only when one effect of the card has a cost (with two, which one the item is, the text cannot
 * say), and only costs the engine can pay: LP with an amount or half, a number of cards discarded
 * from the hand, or this card discarded. Pure.
 */

/** What stands between an effect's colon (if any) and its semicolon, without "You can" and the targeting after ", then": its cost. */
function costPart(masked: string): string | undefined {
  const colon = masked.indexOf(':')
  const semicolon = masked.indexOf(';', colon + 1)
  if (semicolon < 0) return undefined
  return masked
    .slice(colon + 1, semicolon)
    .trim()
    .replace(/^You can /, '')
    .replace(/,? (?:then|and) target\b.*$/, '')
}

export function readActivationCosts(text: string | null | undefined): BoardAction[] | undefined {
  if (!text) return undefined
  const found: BoardAction[][] = []
  for (const sentence of splitSentences(text)) {
    const part = costPart(sentence.masked)
    if (part === undefined) continue
    if (/^target\b/i.test(part)) continue
    if (SELF_DISCARD.test(part)) {
      found.push([{ action: 'discard', target: 'self' }])
      continue
    }
    const sent = handSend(part)
    if (sent) {
      found.push(sent)
      continue
    }
    if (ANY_SEND.test(part)) {
      found.push([{ action: 'send-to-gy', target: 'zone', from: 'hand', whose: 'controller', count: 1, anyNumber: true, alsoField: true }])
      continue
    }
    const { costs } = actionsOf(`${part}; `, `${part}; `, `${part}; `)
    if (costs.length === 0) {
      // A cost the engine cannot read or pay: the card's costs are not known.
      return undefined
    }
    const payable = costs.filter(
      (cost) => (cost.action === 'pay-lp' && (cost.amount !== undefined || cost.half === true)) || (cost.action === 'discard' && cost.target === undefined && cost.count !== undefined) || ((cost.action === 'return-to-deck' || cost.action === 'send-to-gy') && chosenFromHand(cost) > 0),
    )
    if (payable.length !== costs.length) return undefined
    found.push(payable)
  }
  return found.length === 1 ? found[0] : undefined
}

/**
 * Of a card's effects with a cost, the one its card uses from the hand as a Quick Effect by leaving
 * the hand itself ("(Quick Effect): You can discard this card, then target …; …"), where the card
 * has other effects with costs too (an ignition effect, an effect of the card on the field): an item
 * activating it from the hand in a window pays that one. Undefined unless exactly one such effect. Pure.
 */
export function readHandQuickCosts(text: string | null | undefined): BoardAction[] | undefined {
  if (!text) return undefined
  const found: BoardAction[][] = []
  for (const sentence of splitSentences(text)) {
    if (!/^\s*\(Quick Effect\)\s*:/.test(sentence.masked)) continue
    const part = costPart(sentence.masked)
    if (part === undefined) continue
    if (SELF_DISCARD.test(part)) found.push([{ action: 'discard', target: 'self' }])
    else if (SELF_SEND.test(part)) found.push([{ action: 'send-to-gy', target: 'self' }])
  }
  return found.length === 1 ? found[0] : undefined
}

/**
 * What a card's activated effect does, read from the same sentence as its costs (the one effect
 * with a ";"), for an item written in `effects` naming the card without `does`: `does`, or, where
 * the effect depends on whose turn it is ("apply this effect, depending on whose turn it is.
 * ● Your turn: … ● Your opponent's turn: …"), `yours` and `theirs`, each read from its bullet.
 * Undefined where no such sentence is the card's only one, or nothing in it is read. Pure.
 */
export interface ActivationEffect {
  does?: BoardAction[]
  yours?: BoardAction[]
  theirs?: BoardAction[]
}

const BY_TURN = /\bdepending (?:on )?whose turn it is\b/i
const YOUR_TURN = /●\s*(?:During )?(?:Your turn|Yours)\s*:\s*([^●]*)/i
const THEIR_TURN = /●\s*(?:During )?(?:Your opponent's turn|Opponent's)\s*:\s*([^●]*)/i

export function readActivationEffect(text: string | null | undefined): ActivationEffect | undefined {
  if (!text) return undefined
  const sentences = splitSentences(text)
  const withCost = sentences.filter((sentence) => sentence.masked.indexOf(';', Math.max(0, sentence.masked.indexOf(':'))) >= 0)
  if (withCost.length !== 1) return undefined
  const sentence = withCost[0]!
  const colon = sentence.masked.indexOf(':')
  const semicolon = sentence.masked.indexOf(';', colon + 1)
  const after = sentence.masked.slice(semicolon + 1)
  if (BY_TURN.test(after)) {
    const masked = maskText(text)
    const read = (re: RegExp): BoardAction[] | undefined => {
      const m = re.exec(masked)
      if (!m) return undefined
      const at = m.index + m[0].length - m[1]!.length
      const part = m[1]!.replace(/\s+$/, '')
      const { does } = actionsOf(part, text.slice(at, at + part.length), part)
      // A bullet where nothing is read says nothing: the item's effect stays unknown in that turn.
      return does.length > 0 ? does : undefined
    }
    const yours = read(YOUR_TURN)
    const theirs = read(THEIR_TURN)
    if (yours === undefined && theirs === undefined) return undefined
    return { ...(yours ? { yours } : {}), ...(theirs ? { theirs } : {}) }
  }
  const { does } = actionsOf(sentence.masked.slice(colon + 1), sentence.text.slice(colon + 1), sentence.masked.slice(colon + 1))
  return does.length > 0 ? { does } : undefined
}
