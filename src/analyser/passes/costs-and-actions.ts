/**
 * The actions-and-costs pass: what the item does to the board. A maintenance cost ("pay 500 LP or
 * destroy this card", said in one sentence or over two) as what paying does and what not paying
 * does; else the card's own move (`moves`); and, for an item without a maintenance cost, what it
 * does and what it costs, read by actions.ts from the effect's text.
 */
import { SELF_MOVES, type BoardAction, type Destination, type Maintenance } from '../../domain/behaviour.js'
import { actionsOf } from '../actions.js'
import type { TextPhaseBehaviour } from '../types.js'
import { clauseAround, type Mention, type SentenceContext } from './context.js'
import type { MentionSite } from './mention.js'

const MAINTENANCE = [
  /(?:^|, |\b(?:must|you must) )([^,;.]*?),? or (?:else )?(?:destroy this card|this card is destroyed|send this card to the (?:GY|Graveyard)|take \d+ damage)/,
  /\bdestroy this card unless (?:you )?([^;.]+)/,
]

const MOVES: Array<[RegExp, Destination]> = [
  [/\b(?:[Dd]estroy|[Tt]ribute) this (?:face-up )?card\b/, 'graveyard'],
  [/\b[Tt]his (?:face-up )?card is (?:destroyed|sent to the (?:GY|Graveyard))\b/, 'graveyard'],
  [/\b[Ss]end this (?:face-up )?card(?: from [^.;]{0,40}?)? to the (?:GY|Graveyard)/, 'graveyard'],
  [/\b[Bb]anish this (?:face-up )?card\b/, 'banished'],
  [/\b(?:[Rr]eturn|[Ss]huffle) this (?:face-up )?card[^.;]{0,40}?(?:to|into) (?:the|your|its owner's|the owner's) Extra Deck/, 'extra-deck'],
  [/\b(?:[Rr]eturn|[Ss]huffle|[Pp]lace) this (?:face-up )?card[^.;]{0,40}?(?:to|into|on (?:the )?(?:top|bottom) of) (?:the|your|its owner's|the owner's) (?:Main )?Deck/, 'deck'],
  [/\b[Rr]eturn this (?:face-up )?card[^.;]{0,30}?to (?:the|your|its owner's|the owner's) hand/, 'hand'],
  [/\b[Aa]dd this card[^.;]{0,40}?to your hand/, 'hand'],
  [/\bThis card returns to (?:its|the) owner's hand/, 'hand'],
  [/\b[Tt]his card returns to (?:the|its owner's|the owner's|your) Extra Deck/, 'extra-deck'],
  [/\b[Tt]his card returns to (?:the|its owner's|the owner's|your) Deck/, 'deck'],
  [/\bthis card is returned to (?:its|the) owner's hand/, 'hand'],
]
const MOVES_IT: Array<[RegExp, Destination]> = [
  [/^\s*(?:[Dd]estroy|[Tt]ribute) it\b/, 'graveyard'],
  [/^\s*[Ss]end it to the (?:GY|Graveyard)/, 'graveyard'],
  [/^\s*[Bb]anish it\b/, 'banished'],
  [/^\s*(?:[Rr]eturn|[Ss]huffle) it (?:to|into) (?:the|your) Extra Deck/, 'extra-deck'],
  [/^\s*(?:[Rr]eturn|[Ss]huffle) it (?:to|into) (?:the|your) Deck/, 'deck'],
  [/^\s*[Rr]eturn it to (?:the|your|its owner's|the owner's) hand/, 'hand'],
  // an old wording's passive, after a condition naming this card ("If this card attacks, it is destroyed …")
  [/^\s*it is (?:destroyed|sent to the (?:GY|Graveyard))\b/, 'graveyard'],
  [/^\s*it is banished\b/, 'banished'],
  [/^\s*it is returned to (?:the|its owner's|the owner's) hand\b/, 'hand'],
]

/** The card's own move, and whether it is a destruction ("Destroy this card", "it is destroyed"; not "Tribute", not "send"). */
function movesOf(body: string, itMeansThisCard: boolean): { dest: Destination; destroys: boolean } | undefined {
  let best: { at: number; dest: Destination; words: string } | undefined
  for (const [re, dest] of MOVES) {
    const m = re.exec(body)
    if (m && (!best || m.index < best.at)) best = { at: m.index, dest, words: m[0] }
  }
  if (!best && itMeansThisCard) {
    for (const [re, dest] of MOVES_IT) {
      const m = re.exec(body)
      if (m) return { dest, destroys: /\bdestroy/i.test(m[0]) }
    }
  }
  return best ? { dest: best.dest, destroys: /\bdestroy/i.test(best.words) } : undefined
}

function maintenanceCost(clause: string): string | undefined {
  for (const re of MAINTENANCE) {
    const m = re.exec(clause)
    if (m) return (m[1] ?? m[0]).trim()
  }
  return undefined
}

/**
 * A maintenance cost as data: paying it does what its words say ("pay 500 LP", "discard 1 card");
 * not paying it sends this card away as the text says (destroyed, unless it says sent to the GY).
 */
/** "unless you send 1 "X" from your hand to the GY (or reveal 1 <Type> monster in your hand)" (the Koa'ki Meiru): a named card of the hand. */
const SEND_NAMED_FROM_HAND = /\bunless you send 1 "([^"]+)" from your hand to the (?:GY|Graveyard)(?: or reveal 1 ([A-Z][a-z]+(?:-[A-Z][a-z]+)?) monster in your hand)?\s*[.;]?$/

function maintenanceOf(cost: string, effect: string, original: string, masked: string): Maintenance {
  const named = SEND_NAMED_FROM_HAND.exec(original.trim())
  const pay = named ? [{ action: 'send-to-gy' as const, target: 'zone' as const, from: 'hand' as const, whose: 'controller' as const, count: 1, card: named[1]! }] : actionsOf(cost, original, masked).does
  // Not paying: damage to its controller ("Tribute 1 other monster or take 1000 damage"), else this card leaves.
  const damage = /\bor (?:else )?take (\d+) damage\b/.exec(effect)
  const otherwise: BoardAction[] = damage
    ? [{ action: 'lose-lp', amount: Number(damage[1]), damage: true }]
    : [/\bsend this card to the (?:GY|Graveyard)\b/.test(effect) && !/\bdestroy this card\b/.test(effect) ? { action: 'send-to-gy', target: 'self' } : { action: 'destroy', target: 'self' }]
  // Old wordings say "Warrior-Type": the Type is "Warrior", as the catalog's type line has it.
  return { pay, otherwise, ...(named?.[2] !== undefined ? { orReveal: { monsterType: named[2].replace(/-Type$/, '') } } : {}) }
}

/** An old-wording sentence with its timing ("during each of your Standby Phases") taken out, trimmed. */
export function withoutTiming(sentence: string): string {
  return sentence.replace(/\s*(?:during|at) [^,.;]*?(?:Phases?|turn)\b/i, '').replace(/^[\s,]+|[\s,.]+$/g, '')
}

/** The text the item acts on, and what "it" means in it. */
export interface ActingText {
  /** A trigger's activation condition, up to its colon ('' for other items). */
  condText: string
  /** What the item does: after a trigger's colon, else from the mention's clause to the sentence's end. */
  effectText: string
  /** "it" is this card: the condition names it (or the sentence before, for "If you do"), and the effect does not target first. */
  itMeansThisCard: boolean
}

export function readActingText(mention: Mention, site: MentionSite, kind: TextPhaseBehaviour['kind'], ctx: SentenceContext): ActingText {
  const { masked } = ctx.sentence
  const { previous, effStart } = ctx
  const { after, colon } = site
  const condText = kind === 'trigger' && colon >= 0 ? masked.slice(effStart, mention.end + colon) : ''
  const effectText = kind === 'trigger' && colon >= 0 ? after.slice(colon + 1) : masked.slice(clauseAround(masked, mention.start, mention.end)[0])
  // "it" is this card when the condition names it, unless the effect targets first ("…: You can target 1 monster; destroy it").
  const targetsFirst = effectText.includes(';') && /\b[Tt]argets?\b/.test(effectText.slice(0, effectText.indexOf(';')))
  // An old wording without a colon: "If this card attacks, it is destroyed at the end of the Battle Phase".
  const clauseStart = clauseAround(masked, mention.start, mention.end)[0]
  const oldPassive = condText === '' && /^\s*it is\b/.test(masked.slice(clauseStart)) && /^\s*(?:If|When) this (?:face-up )?card\b[^,;:.]*,\s*$/.test(masked.slice(effStart, clauseStart))
  const itMeansThisCard =
    oldPassive ||
    (!targetsFirst && (/\bthis (?:face-up |Special Summoned |Set )?card\b|^\s*If (?:Normal |Special |Tribute )?Summoned this way\b/.test(condText) || (previous !== undefined && /^If you do\b/.test(masked.slice(effStart)) && /\bthis card\b/.test(previous.masked))))
  return { condText, effectText, itMeansThisCard }
}

export interface MaintenanceCost {
  /** The cost as the text says it (original text). */
  cost: string
  maintenance: Maintenance
}

/**
 * A cost its controller pays each phase with nothing said for not paying, because paying is not
 * optional: "The controller of this card pays 500 Life Points during each of their Standby Phases
 * (this is not optional)". Paying is the cost; not paying does nothing (the limits pass reads that
 * it must be paid).
 */
const PAID_WITHOUT_CHOICE = /^\s*(?:The controller of this card|You) (?:pays?|must pay) (\d+) (?:Life Points|LP)\b[^.;]*\(this is not optional\)\.?\s*$/

/** A maintenance cost said in the item's own sentence ("…, pay 500 LP or destroy this card"), for an item the card has all along (not an expiry, not set up by a resolution). */
export function readMaintenance(kind: TextPhaseBehaviour['kind'], delayed: boolean, body: string, ctx: SentenceContext): MaintenanceCost | undefined {
  if (kind === 'expire' || delayed) return undefined
  const { masked, text } = ctx.sentence
  const paid = kind === 'apply' ? PAID_WITHOUT_CHOICE.exec(masked.slice(ctx.effStart)) : null
  if (paid) return { cost: /(?:pays?|must pay) \d+ (?:Life Points|LP)/.exec(text.slice(ctx.effStart))![0], maintenance: { pay: [{ action: 'pay-lp', amount: Number(paid[1]) }], otherwise: [] } }
  const cost = maintenanceCost(kind === 'trigger' ? body : masked.slice(ctx.effStart))
  if (cost === undefined) return undefined
  return { cost: text.slice(masked.indexOf(cost), masked.indexOf(cost) + cost.length), maintenance: maintenanceOf(cost, masked.slice(ctx.effStart), text, masked) }
}

/**
 * The card's own move, for an item without a maintenance cost in its sentence: a trigger's from its
 * effect, an old wording's when its clause (or just after it) names this card; `destroys` when the
 * move is a destruction (the card goes to the GY destroyed: a card that cannot be destroyed stays).
 */
export function readOwnMove(mention: Mention, kind: TextPhaseBehaviour['kind'], body: string, itMeansThisCard: boolean, ctx: SentenceContext): { dest: Destination; destroys: boolean } | undefined {
  if (kind === 'expire') return undefined
  const { masked } = ctx.sentence
  const clause = kind === 'trigger' ? body : masked.slice(clauseAround(masked, mention.start, mention.end)[0])
  const moves = movesOf(clause, itMeansThisCard && (kind === 'trigger' || /^\s*it is\b/.test(clause)))
  if (moves !== undefined && (kind === 'trigger' || /\bthis (?:face-up )?card\b/i.test(masked.slice(ctx.effStart, mention.end + 40)))) return moves
  return undefined
}

/** The card's own move's destination (`readOwnMove` without whether it destroys). */
export function readMoves(mention: Mention, kind: TextPhaseBehaviour['kind'], body: string, itMeansThisCard: boolean, ctx: SentenceContext): Destination | undefined {
  return readOwnMove(mention, kind, body, itMeansThisCard, ctx)?.dest
}

/** The words after the sentence (of the card's text) say not doing it destroys the card: "If you do not, destroy this card." */
export function costSaidNext(ctx: SentenceContext): boolean {
  const nextWords = ctx.card?.text?.slice(ctx.sentence.end, ctx.sentence.end + 80) ?? ''
  return /^\s*If you do not, (?:destroy|send) this card|^\s*If you do not, this card is destroyed/.test(nextWords)
}

/**
 * An old maintenance cost said over two sentences: "Discard 1 card from your hand during each of
 * your End Phases. If you do not, destroy this card." Paying is this sentence without its timing.
 * Only for an applied item the card has all along and no maintenance cost read in its sentence.
 */
export function readMaintenanceSaidNext(kind: TextPhaseBehaviour['kind'], delayed: boolean, costNext: boolean, ctx: SentenceContext): MaintenanceCost | undefined {
  if (!costNext || kind !== 'apply' || delayed) return undefined
  const { masked, text } = ctx.sentence
  const cost = withoutTiming(masked.slice(ctx.effStart))
  if (cost === '') return undefined
  const nextWords = ctx.card?.text?.slice(ctx.sentence.end, ctx.sentence.end + 80) ?? ''
  return { cost: withoutTiming(text.slice(ctx.effStart)), maintenance: maintenanceOf(cost, nextWords, text, masked) }
}

/**
 * What the item does and costs, for an item that is no expiry and has no maintenance cost. The
 * card's own move is the item's `moves` where that was read: said once, not again in `does`.
 */
export function readDoesAndCosts(acting: ActingText, delayed: boolean, moves: Destination | undefined, ctx: SentenceContext): { costs?: BoardAction[]; does?: BoardAction[] } {
  const { masked, text } = ctx.sentence
  const at = masked.indexOf(acting.effectText)
  const acts = actionsOf(acting.effectText, text, masked, { delayed, itMeansThisCard: acting.itMeansThisCard, before: at > 0 ? masked.slice(0, at) : '' })
  const movesItself = (a: BoardAction) => a.target === 'self' && SELF_MOVES[a.action] !== undefined && SELF_MOVES[a.action] !== 'field'
  const does = moves === undefined ? acts.does : acts.does.filter((a) => !movesItself(a))
  return { ...(acts.costs.length > 0 ? { costs: acts.costs } : {}), ...(does.length > 0 ? { does } : {}) }
}
