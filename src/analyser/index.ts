/**
 * The card-text analyser: reads a card's English text (Konami's Problem-Solving Card Text, and the
 * older wordings before it) and returns its phase behaviours, its reaction to being discarded and
 * its hand-size modification. Pure and fast: no I/O, regular expressions over sentences.
 *
 * What it reads:
 * - phase windows `end`, `standby`, `battle-end-step` (and old "at the end of the turn" as `end`);
 * - kind: `trigger` when the effect is activated (the phase in the condition before a colon, or old
 *   wordings with "you can"), `apply` when it happens without activation (delayed and lingering
 *   effects, maintenance costs, old wordings without colon), `expire` for "until the … Phase" (with
 *   `ends: 'banishment'` when a card banished for a time comes back), and for a negation "until the
 *   end of this turn" (`lasts: 'end-of-turn'`, `ends: 'negation'`: it ends after the hand-size step), and for the other changes a resolution
 *   leaves on cards until the end of this turn (ATK, Level, attacks, protections: `lasts: 'end-of-turn'`,
 *   or `'end-of-next-turn'` for one that outlasts the turn; lingering-changes.ts);
 * - turn (yours / opponents / each), zone (field, graveyard, hand, banished), `moves` when the item
 *   moves the card itself, and conditions it cannot turn into data, kept as text;
 * - discard triggers and hand-size limits;
 * - once per turn (by name or per copy) and maintenance costs that must be paid (limits.ts);
 * - continuous effects that forbid banishing (forbid.ts), that replace a destination ("any card sent to the GY is banished instead") or
 *   negate effects on the field ("Negate the effects of all face-up monsters while they are face-up
 *   on the field", "Negate all Spell effects on the field"), that prevent effect damage, and that deal
 *   damage for each card sent to the GY ("Each time …, inflict …": applied, never activated).
 * Every behaviour carries `source: 'text'` and `span`, the exact substring it was read from.
 */
import type { DiscardBehaviour, EventTrigger, LingeringEffect } from '../domain/behaviour.js'
import { pickDiscard, readDiscards } from './discard.js'
import { readContinuous, readContinuousNegation, readDamageOnSend, readDestroyUnlessInGy, readForbidActivation, readKindLock, readLpTurnedAround, readNoEffectDamage, readSelfDestroy, readSummonedLock } from './continuous.js'
import { readForbiddenMove } from './forbid.js'
import { readActionBan } from './bans.js'
import { readDurations, readLastingNegations, readLingering } from './durations.js'
import { readHandSize } from './hand-size.js'
import { readLingeringChanges } from './lingering-changes.js'
import { readPhases } from './phases.js'
import { readLimits } from './passes/limits.js'
import { readOncePerTurn } from './limits.js'
import { readTriggers } from './triggers.js'
import { splitSentences, type Sentence } from './text.js'
import { fromHandCopies } from './passes/rewrites.js'
import { readUnread } from './unread.js'
import type { AnalyserCard, TextCardBehaviours, TextPhaseBehaviour } from './types.js'

export type { AnalyserCard, TextCardBehaviours, TextPhaseBehaviour } from './types.js'

const EXTRA_DECK = /\b(?:Fusion|Synchro|Xyz|Link)\b/
const NORMAL_MONSTER = /\bNormal\b/

/** Normal Monsters' text is flavour text; Tokens have none worth reading. */
function readsText(card: AnalyserCard): boolean {
  const line = card.monsterTypeLine ?? ''
  return !(NORMAL_MONSTER.test(line) && !/\bEffect\b/.test(line)) && !/\bToken\b/.test(line)
}

/** Extra Deck monsters are never in the hand, so they have no discard behaviour. */
function canBeInHand(card: AnalyserCard): boolean {
  const line = card.monsterTypeLine ?? ''
  return !EXTRA_DECK.test(line) && !/\bToken\b/.test(line)
}

/** A Spell or Trap used by activating the card (not one that stays face-up and has effects there). */
function activatedAsACard(card: AnalyserCard): boolean {
  return /^(?:spell|trap)$/i.test(card.cardType ?? '') && /^(?:Normal|Counter|Quick-Play|Ritual)$/i.test(card.property ?? '')
}

/** Where a span read from a sentence stands in it. */
function spanIn(sentence: Sentence, span: string | undefined): [number, number] | undefined {
  if (span === undefined) return undefined
  const at = sentence.text.indexOf(span)
  return at < 0 ? undefined : [at, at + span.length]
}

/**
 * The changes left on cards until the end of a turn (ATK, Level, attacks, protections): only those
 * whose words no other expiry of the sentence holds, so one duration ends once ("until the end of
 * this turn, that target's ATK becomes 0, also that target's effects are negated" is one negation's end).
 */
function changesNotReadElsewhere(sentence: Sentence, part: 'pendulum' | undefined, others: readonly TextPhaseBehaviour[]): TextPhaseBehaviour[] {
  const taken = others.filter((b) => b.kind === 'expire').map((b) => spanIn(sentence, b.span)).filter((s): s is [number, number] => s !== undefined)
  return readLingeringChanges(sentence, part).filter((change) => {
    const [from, to] = spanIn(sentence, change.span) ?? [0, 0]
    return !taken.some(([at, end]) => at < to && from < end)
  })
}

/**
 * What a resolution leaves for the rest of the turn ("…; for the rest of this turn, cards cannot be
 * added from either player's Main Deck to the hand") is also the `lingers` of the effect whose words
 * hold it (a trigger, a phase item), so the engine applies it from the moment that effect resolves
 * in the window. The delayed expire stays: it is the same effect, stated by a request as done before.
 * A protection of the cards an effect acted on (`ends`) names cards the data does not: not attached.
 */
/** `text` as a regular expression matching itself. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function attachLingering(phases: TextPhaseBehaviour[], triggers: EventTrigger[]): void {
  for (const lingering of phases) {
    if (lingering.kind !== 'expire' || lingering.delayed !== true || lingering.holds === undefined || lingering.ends !== undefined || lingering.span === undefined) continue
    const span = lingering.span
    const trigger = triggers.find((t) => t.span?.includes(span) === true)
    const owner: { lingers?: LingeringEffect[] } | undefined = trigger ?? phases.find((phase) => phase !== lingering && phase.delayed !== true && phase.kind !== 'expire' && phase.span?.includes(span) === true)
    if (owner === undefined) continue
    owner.lingers = [...(owner.lingers ?? []), ...lingering.holds]
    // A trigger that does nothing else ("…: You can send this card from your hand to the GY; for the
    // rest of this turn, cards cannot be added …"): what it does is known, and changes nothing at once.
    if (trigger !== undefined && trigger.does === undefined && new RegExp(`[;:]\\s*${escape(span)}\\.?$`, 'i').test(trigger.span ?? '')) trigger.does = []
  }
}

export function analyseCard(card: AnalyserCard): TextCardBehaviours {
  const phases: TextPhaseBehaviour[] = []
  const discards: DiscardBehaviour[] = []
  const result: TextCardBehaviours = { phases }
  /** Negations with no end in their own clause: kept only where the card's text gives no negation a duration elsewhere ("(The effects remain negated until the end of this turn.)"). */
  const lasting: TextPhaseBehaviour[] = []

  const parts: Array<{ text: string; part: 'pendulum' | undefined }> = []
  if (card.text && readsText(card)) parts.push({ text: card.text, part: undefined })
  if (card.pendulumEffect) parts.push({ text: card.pendulumEffect, part: 'pendulum' })

  // The card text's sentences (not its Pendulum Effect's), for what the card says of all its effects.
  let textSentences: Sentence[] = []
  for (const { text, part } of parts) {
    const sentences = splitSentences(text)
    if (part === undefined) textSentences = sentences
    let listIntro = ''
    sentences.forEach((sentence, i) => {
      if (!sentence.bullet) listIntro = /:\s*$|\b(?:effects?|following)\b[^.]*[.:;]\s*$/.test(sentence.masked) ? sentence.masked : ''
      const read = readPhases(sentence, sentences[i - 1], part, sentence.bullet ? `${listIntro} ` : '', card)
      for (const behaviour of read) {
        const limits = readLimits(behaviour, sentences, i, text, card)
        if (limits.oncePerTurn !== undefined) behaviour.oncePerTurn = limits.oncePerTurn
        if (limits.mustPay && behaviour.maintenance) behaviour.maintenance.mustPay = true
        if (limits.requires) behaviour.requires = [...(behaviour.requires ?? []), ...limits.requires]
      }
      phases.push(...read)
      const durations = [...readDurations(sentence, part, card), ...readLingering(sentence, part)]
      lasting.push(...readLastingNegations(sentence, part, card))
      phases.push(...durations)
      phases.push(...changesNotReadElsewhere(sentence, part, [...read, ...durations]))
      const discarded = part === undefined && canBeInHand(card) ? readDiscards(sentence) : []
      for (const discard of discarded) {
        const limit = readOncePerTurn(sentences, i)
        if (limit !== undefined) discard.oncePerTurn = limit
      }
      discards.push(...discarded)
      const triggers = part === undefined ? readTriggers(sentence, text, card.name, i === 0 && activatedAsACard(card) ? (/^trap$/i.test(card.cardType ?? '') ? 'trap' : 'spell') : undefined) : []
      if (triggers.length > 0) (result.triggers ??= []).push(...triggers)
      // One sentence, one continuous effect, except a kind lock's two ("… cannot be activated, also their effects are negated").
      // So is a self-destruction unless several named cards are in the GY: one per card named.
      const kindLocks = readKindLock(sentence)
      const locks = kindLocks.length > 0 ? kindLocks : readDestroyUnlessInGy(sentence)
      const continuous = locks[0] ?? readSummonedLock(sentence) ?? readContinuous(sentence) ?? readContinuousNegation(sentence) ?? readForbiddenMove(sentence) ?? readSelfDestroy(sentence) ?? readNoEffectDamage(sentence) ?? readDamageOnSend(sentence) ?? readForbidActivation(sentence) ?? readLpTurnedAround(sentence) ?? readActionBan(sentence)
      if (continuous) (result.continuous ??= []).push(...(locks.length > 0 ? locks : [continuous]))
      // "Cards and effects that target a card(s) in the GY … are negated": which cards an effect targets
      // is no data the engine has, so that half is said to be there and not applied.
      if (continuous?.graveyardOnly === true && /\btarget a card\(s\) in the (?:GY|Graveyard)\b/.test(sentence.masked)) {
        (result.unread ??= []).push({ kind: 'continuous', on: ['negate'], zones: ['field'], source: 'text', span: sentence.text })
      }
      const handSize = readHandSize(sentence)
      if (result.handSize === undefined && handSize) result.handSize = handSize
      // What no reader took anything from, and could act in a window, is said to be there.
      // A negation lasting until the end of the turn, or a protection held for the turn ("you take no
      // damage this turn"), is what a resolution leaves, not the effect that resolves (a trigger on the
      // card leaving the field, say): alone, the sentence is still looked at.
      const durationsRead = durations.filter((d) => d.ends !== 'negation' && d.holds === undefined).length
      if (read.length + durationsRead + discarded.length + triggers.length === 0 && !continuous && !handSize) {
        const unread = readUnread(sentence, part, card)
        if (unread) (result.unread ??= []).push(unread)
      }
    })
  }

  if (lasting.length > 0 && !phases.some((b) => b.ends === 'negation')) phases.push(...lasting)
  // A Trap its text lets be activated from the hand while its controller controls no cards: that activation too.
  phases.push(...fromHandCopies(phases, textSentences))
  attachLingering(phases, result.triggers ?? [])

  if (discards.length > 0) {
    const ordered = pickDiscard(discards)
    result.discard = ordered[0]!
    if (ordered.length > 1) result.discards = ordered
  }
  return result
}
