/**
 * Discard wordings: how the card reacts when it is discarded from the hand, as the hand-size
 * adjustment does (it is "discarded" and "sent from the hand to the GY", but not "by a card effect").
 */
import type { DiscardBehaviour, DiscardTrigger } from '../domain/behaviour.js'
import { readGraveyardTargets } from './graveyard-targets.js'
import { actionsOf } from './actions.js'
import { fieldTargetsOf } from './passes/requirements.js'
import { actOnTargets } from './passes/targets.js'
import type { Sentence } from './text.js'

/** "If this card is …" / "When this card in your possession is …", up to the verb. */
const SUBJECT = /\b(?:If|When|if|when) this (face-up |Set )?card( in your hand or field| in your hand| in your possession| you control| you own)? (?:is|was) /g
/** Where one predicate of "If this card is X, or Y" ends and the next begins. */
const DISJUNCT = /(,? or (?:if this card is |when this card is )?)(?=(?:sent|discarded|banished|destroyed|Tributed|added|returned|detached|used|excavated|shuffled|placed|Normal|Special|Flip|Pendulum|Fusion|Synchro|Xyz|Link|Ritual|Summoned|flipped|targeted)\b)/
const BY_EFFECT = /\bby\b[^,:;]{0,40}?\beffects?\b|\bby (?:a |an |the |your |your opponent's |an opponent's |the opponent's )?(?:opponent's )?card\b/
const RESTRICTED = /\b(?:as (?:a |an )?(?:Synchro |Fusion |Xyz |Link |Ritual )?(?:Material|material|Tribute|cost)|as (?:Synchro|Fusion|Xyz|Link|Ritual) Material|for (?:a |an |the )?(?:Synchro|Fusion|Xyz|Link|Ritual|Tribute)|to activate|while (?:equipped|it is equipped)|because|by battle|as a result of battle|equipped|detached|excavated|Tributed|except from the hand)\b/
const END_PHASE_IN_GY = [
  /\b(?:During|during) (?:the|your|each) End Phase[^:]*?\bif this card is in (?:the|your) (?:GY|Graveyard) because it was sent there(?: from (?:the|your) hand[^:]*?)? this turn\s*:/,
  /\b(?:During|during) (?:the|your|each) End Phase[^:]*?\bif this card was sent to (?:the|your) (?:GY|Graveyard)(?: from (?:the|your) hand[^:]*?)? this turn\s*:/,
  /\bIf this card is sent to (?:the|your) (?:GY|Graveyard), during the End Phase(?: of this turn)?\s*:/,
  /\b(?:During|during) the End Phase of the turn this card was sent to (?:the|your) (?:GY|Graveyard)\s*:/,
]

/** Most relevant to the hand-size discard first: the triggers it meets, then those it cannot. */
const PRIORITY: DiscardTrigger[] = ['any-discard', 'sent-from-hand-to-gy', 'sent-to-gy', 'end-phase-in-gy', 'card-effect-discard']

function classifyPredicate(predicate: string, qualifier: string, inHand: boolean): DiscardTrigger | undefined {
  // `predicate` is one disjunct ("discarded to the GY", "sent from the hand to the GY"); `qualifier`
  // the rest of the condition after it, whose restrictions ("by card effect") apply to it too.
  const rest = predicate + qualifier
  if (/^discarded\b/.test(predicate)) return BY_EFFECT.test(rest) ? 'card-effect-discard' : 'any-discard'
  const sent = /^sent (?:directly )?(?:from (.*?) )?to (?:the|your|its owner's|the owner's) (?:GY|Graveyard)\b(.*)$/.exec(predicate)
  if (!sent) return undefined
  const from = sent[1] ?? (inHand ? 'the hand' : undefined)
  if (/\bdestroyed\b/.test(predicate)) return undefined
  if (from !== undefined && !/\bhand\b/.test(from)) return undefined
  if (/\bexcept from the field\b/.test(rest)) return 'sent-to-gy'
  if (BY_EFFECT.test(rest)) return 'card-effect-discard'
  if (RESTRICTED.test(rest)) return undefined
  return from !== undefined ? 'sent-from-hand-to-gy' : 'sent-to-gy'
}

function optional(body: string): boolean {
  return /^\s*(?:You can(?! only)|you can(?! only))/.test(body)
}

/** The discard behaviours of one sentence of the card text (not the Pendulum Effect). */
export function readDiscards(sentence: Sentence): DiscardBehaviour[] {
  const { masked, text } = sentence
  if (!/\b(?:discarded|sent)\b/.test(masked) || !/\bthis (?:face-up |Set )?card\b/.test(masked)) return []
  const out: DiscardBehaviour[] = []
  const span = text
  const colon = masked.indexOf(':')

  for (const re of END_PHASE_IN_GY) {
    const m = re.exec(masked)
    if (!m) continue
    if (/\byour opponent's End Phase\b/.test(m[0])) break // never "this turn" after your own hand-size discard
    out.push({ trigger: 'end-phase-in-gy', mandatory: !optional(masked.slice(m.index + m[0].length)), source: 'text', span })
    return out
  }

  // The trigger condition: before the colon, or for old wordings the leading "If/When …," clause.
  let condition: string
  let body: string
  if (colon >= 0) {
    condition = masked.slice(0, colon)
    body = masked.slice(colon + 1)
  } else {
    const m = /^(?:[^,]*?)(?:If|When) this [^,]*,/.exec(masked)
    if (!m) return []
    condition = m[0].slice(0, -1)
    body = masked.slice(m[0].length)
  }
  if (/\bEnd Phase\b/.test(condition)) return []
  for (const subject of condition.matchAll(SUBJECT)) {
    if (subject[1] !== undefined || subject[2] === ' you control') continue // a face-up, Set or controlled card is not in the hand
    const predicateText = condition.slice(subject.index + subject[0].length)
    // [predicate, joiner, predicate, joiner, …]: "sent to the GY or added to the Extra Deck because …"
    // shares its tail; "sent to the GY by card effect, or destroyed by battle" does not.
    const pieces = predicateText.split(DISJUNCT)
    const predicates = pieces.filter((_, i) => i % 2 === 0).map((p) => p.trim())
    const joiners = pieces.filter((_, i) => i % 2 === 1)
    const last = predicates[predicates.length - 1] ?? ''
    const sharedTail = predicates.length > 1 ? (/, ((?:by|because|as|except|from|while)\b.*)$/.exec(last)?.[1] ?? '') : ''
    let found: DiscardTrigger | undefined
    for (let i = 0; i < predicates.length && found === undefined; i++) {
      let qualifier = ''
      for (let k = i + 1; k < predicates.length && !joiners[k - 1]!.startsWith(','); k++) qualifier += ` ${predicates[k]}`
      if (sharedTail !== '' && i < predicates.length - 1) qualifier += ` ${sharedTail}`
      found = classifyPredicate(predicates[i]!, qualifier, subject[2] !== undefined && subject[2].includes('hand'))
    }
    if (found !== undefined) {
      const mandatory = colon >= 0 ? !optional(body) : !/^\s*(?:you can|you may)\b/i.test(body)
      // What it does, where the text says it of cards the actions read (a search, its own Special Summon).
      // "Special Summon it": the condition names this card, so "it" is this card (unless a target comes first).
      const read = colon >= 0 ? actionsOf(body, text.slice(colon + 1), body, { delayed: false, itMeansThisCard: true }).does : []
      // What it targets in the GY, where its activation needs it ("You can target 1 "Danger!" monster in your GY").
      const gyTargets = colon >= 0 ? readGraveyardTargets(text.slice(colon + 1)) : undefined
      // What it targets on the field ("Target 1 face-up card on the field; destroy that target"): with none there it cannot be activated.
      const fieldTargets = colon >= 0 ? fieldTargetsOf(`:${body}`) : []
      // What it does to its targets ("…; destroy it"): the cards chosen out of those it may target.
      const does = actOnTargets(body, read, gyTargets, fieldTargets) ?? read
      // "During your opponent's turn, if this card is sent from its owner's hand … to the GY": never its owner's own hand-size discard.
      const opponentsTurn = /\bDuring your opponent's turn\b/.test(condition)
      out.push({ trigger: found, mandatory, ...(opponentsTurn ? { turn: 'opponents' as const } : {}), ...(does.length > 0 ? { does } : {}), ...(gyTargets !== undefined ? { gyTargets } : {}), ...(fieldTargets.length > 0 ? { fieldTargets } : {}), source: 'text', span })
      break
    }
  }
  return out
}

export function pickDiscard(found: DiscardBehaviour[]): DiscardBehaviour[] {
  return [...found].sort((a, b) => PRIORITY.indexOf(a.trigger) - PRIORITY.indexOf(b.trigger))
}
