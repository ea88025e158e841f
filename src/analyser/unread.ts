/**
 * Effect sentences the other readers could not turn into data, marked where they could act in a
 * window the service answers (End Phase, Standby Phase, End Step of the Battle Phase), so that an
 * answer with the card on the board names it instead of treating it as a card that does nothing.
 *
 * Only a sentence no reader took anything from is looked at, and only three shapes are marked:
 * - a trigger on an event a window can cause (its condition: before the colon, or an old "When …,"
 *   / "Each time …," clause): a card sent to the GY, destroyed, banished, discarded, Special
 *   Summoned, drawn, damage, an LP change. A condition that needs battle, a Normal, Flip or Tribute
 *   Summon, a summon by its own procedure (Synchro, Xyz…), use as material or an activation cannot
 *   be met in those windows and is not marked;
 * - a continuous effect (no colon, no semicolon: nothing activated) of a card that stays where it
 *   is (a monster, a Continuous, Field or Equip Spell, a Continuous Trap, a Pendulum Effect) that
 *   negates, forbids ("cannot be destroyed by card effects", "cannot activate", "unaffected"),
 *   replaces ("… instead") or changes the hand size;
 * - a clause naming the End Phase, the Standby Phase, the end of the Battle Phase or the old "at the
 *   end of the turn", other than the end of a duration ("until the end of the turn").
 * Where the card acts from is read from the sentence (its hand, its GY, banished), else the field;
 * a trigger on what happens to the card itself acts where that can happen to it in a window.
 */
import type { CardZone, UnreadAct, UnreadEffect } from '../domain/behaviour.js'
import type { Sentence } from './text.js'
import type { AnalyserCard } from './types.js'

/** The condition of a trigger: before the colon, or the leading clause of an old or "Each time" wording. */
function conditionOf(masked: string): string | undefined {
  const colon = masked.indexOf(':')
  if (colon > 0) return masked.slice(0, colon)
  const old = /^(?:Once per turn, )?(?:If|When|Whenever|Each time)\b[^,;]*/.exec(masked)
  return old?.[0]
}

/** Conditions no window of the service can meet. */
const NEVER_IN_WINDOW =
  /\b(?:battles?|battled|attacks?|attacked|attacking|Damage Step|damage calculation|battle damage|Battle Phase|Normal Summon(?:ed|s)?|Flip Summon(?:ed|s)?|Tribute Summon(?:ed|s)?|flipped|FLIP|Set|as (?:a )?(?:Synchro |Xyz |Fusion |Link |Ritual )?(?:Material|material)|(?:Synchro |Xyz |Fusion |Link )?Materials?|used as|by its own way|activat(?:es?|ed|ion)|Draw Phase|Main Phase|targeted|declares?)\b/
/** A summon by its own procedure, which no window's effect performs. */
const PROCEDURE_SUMMON = /\b(?:(?:is|are) (?:Synchro|Xyz|Fusion|Link|Ritual|Pendulum) Summoned|(?:Synchro|Xyz|Fusion|Link|Ritual|Pendulum) Summons)\b/

/** The events a trigger condition names, in the vocabulary of the windows. */
function eventsOf(condition: string): UnreadAct[] {
  const out: UnreadAct[] = []
  if (/\bsent\b[^,]*?\bto (?:the|your|your opponent's|its owner's|their owner's|their|the owner's) (?:GY|Graveyard)/.test(condition)) out.push('sent-to-gy')
  if (/\bdestroy(?:ed|s)\b/.test(condition)) out.push('destroyed')
  if (/\bbanish(?:ed|es)?\b/.test(condition)) out.push('banished')
  if (/\bdiscard(?:ed|s)?\b/.test(condition)) out.push('discarded')
  if (/\bleaves? the field\b/.test(condition)) out.push('sent-to-gy', 'banished')
  if (/\bSpecial Summon(?:ed|s)?\b|\bis Summoned\b|\bare Summoned\b/.test(condition)) out.push('summoned')
  if (/\bdraws?\b|\bdrawn\b/.test(condition)) out.push('drawn')
  if (/\b(?:takes?|inflicts?|inflicted|receives?) (?:\d+ or more )?(?:effect )?damage\b|\bdamage (?:is )?(?:inflicted|dealt)\b/.test(condition)) out.push('damage')
  if (/\b(?:gains?|loses?|pays?|paid) (?:\d+ or more )?(?:LP|Life Points)\b|\bLife Points? (?:are|is) (?:increased|decreased)\b/.test(condition)) out.push('lp')
  return [...new Set(out)]
}

/** The subject of the condition is this card itself ("If this card is sent to the GY"). */
const SELF_SUBJECT = /^(?:Once per turn, )?(?:If|When|Each time|Whenever) this (?:face-up |Set )?card(?: in your possession| on the field| in your hand| in your GY| you control| in the Monster Zone| in the Pendulum Zone)? (?:is|was|leaves)\b/

/** Where this card acts from, as the sentence says; undefined: not said (the field). */
function statedZone(masked: string): CardZone | undefined {
  if (/\b(?:this card|it) is in your (?:GY|Graveyard)\b|\bthis card from your (?:GY|Graveyard)\b|\bthis card in your (?:GY|Graveyard)\b/.test(masked)) return 'graveyard'
  if (/\bthis card is banished\b(?![^:]*:)|\bthis banished card\b|\bthis card from your banishment\b/.test(masked) && !/^(?:If|When) this card is banished/.test(masked)) return 'banished'
  if (/\bthis card from your hand\b|\bthis card is in your hand\b|\bdiscard this card\b|\breveal this card in your hand\b|\bthis card in your hand\b/.test(masked)) return 'hand'
  return undefined
}

/** Where a trigger on what happens to the card itself can be met in a window. */
function selfZones(events: UnreadAct[], condition: string): CardZone[] {
  // Destroyed, or leaving the field: only where it can be destroyed or leave from.
  if (events.includes('destroyed') || /\bleaves? the field\b/.test(condition)) return ['field']
  const zones = new Set<CardZone>()
  const from = /\bfrom (the field|the hand|your hand|the Monster Zone|the Monster Card Zone|the Deck|your Deck|the GY|your GY|the Graveyard|the Pendulum Zone|the Extra Deck)\b/.exec(condition)?.[1]
  for (const event of events) {
    if (event === 'discarded') zones.add('hand')
    else if (event === 'destroyed') zones.add('field')
    else if (event === 'sent-to-gy') {
      if (from === undefined) { zones.add('field'); zones.add('hand') }
      else if (/field|Monster (?:Card )?Zone|Pendulum/.test(from)) zones.add('field')
      else if (/hand/.test(from)) zones.add('hand')
    } else if (event === 'banished') {
      if (from === undefined) { zones.add('field'); zones.add('graveyard') }
      else if (/field|Monster (?:Card )?Zone/.test(from)) zones.add('field')
      else if (/GY|Graveyard/.test(from)) zones.add('graveyard')
      else if (/hand/.test(from)) zones.add('hand')
    }
    // Summoned, drawn: no window's effect is known to summon or draw a card the board shows.
  }
  return [...zones]
}

/** A Normal or Ritual Spell is activated in a Main Phase only: its conditions are no window's, its GY effects aside. */
function mainPhaseOnly(card: AnalyserCard, part: 'pendulum' | undefined, masked: string): boolean {
  if (part === 'pendulum' || (card.cardType ?? '').toLowerCase() !== 'spell') return false
  return /^(?:Normal|Ritual)?$/i.test((card.property ?? '').trim()) && statedZone(masked) !== 'graveyard'
}

function readUnreadTrigger(sentence: Sentence, part: 'pendulum' | undefined, card: AnalyserCard): UnreadEffect | undefined {
  const { masked, text } = sentence
  if (mainPhaseOnly(card, part, masked)) return undefined
  const condition = conditionOf(masked)
  if (condition === undefined || !/^(?:Once per turn, (?:if|when|each time) |Once per Chain, (?:if|when) |(?:If|When|Whenever|Each time|After)\b)/.test(condition.trim())) return undefined
  // A card drawn from the Deck, which no board shows.
  if (/\(Quick Effect\)/.test(condition) || /\bdraws? this card\b/.test(condition)) return undefined
  const events = eventsOf(condition)
  if (events.length === 0) return undefined
  // Battle, a summon by a procedure, material, an activation: "by battle or card effect" keeps it possible.
  const byEffect = condition
    .replace(/\bby battle or (?=(?:an? |your |your opponent's |an opponent's )?card effects?\b)/g, 'by ')
    .replace(/\(except during the Damage Step\)|,? except by battle\b/g, '')
  if (NEVER_IN_WINDOW.test(byEffect)) return undefined
  if (PROCEDURE_SUMMON.test(condition) && !/\bSpecial Summon/.test(condition.replace(PROCEDURE_SUMMON, ''))) return undefined
  // "If … would be destroyed, you can … instead": a replacement, looked up where the move is decided.
  if (/\bwould\b/.test(condition)) return { kind: 'continuous', on: ['replace'], zones: [part === 'pendulum' ? 'field' : (statedZone(masked) ?? 'field')], source: 'text', span: text }
  if (SELF_SUBJECT.test(condition.trim())) {
    const zones = selfZones(events, condition)
    if (zones.length === 0) return undefined
    return { kind: 'trigger', on: events, zones, self: true, ...(/\bexcept by its own effect\b/.test(condition) ? { notByItself: true } : {}), source: 'text', span: text }
  }
  return { kind: 'trigger', on: events, zones: [part === 'pendulum' ? 'field' : (statedZone(masked) ?? 'field')], source: 'text', span: text }
}

/** Spells and Traps whose text acts only as the card resolves, never while it stays somewhere. */
function staysInPlay(card: AnalyserCard, part: 'pendulum' | undefined): boolean {
  if (part === 'pendulum') return true
  const type = (card.cardType ?? '').toLowerCase()
  if (type !== 'spell' && type !== 'trap') return true
  return /\b(?:Continuous|Field|Equip)\b/i.test(card.property ?? '')
}

/** Sentences that are rules for summoning or using the card, never an effect acting in a window. */
const SUMMONING_RULE =
  /\b(?:Must (?:be|first be)|[Cc]annot be (?:Normal Summoned|Special Summoned|used as)|can only be Special Summoned|must be Special Summoned|Special Summoned \(from|Fusion Materials?|Synchro Materials?|Xyz Materials?|Link Materials?|Tuner|by its own way)\b|^\d+\+? (?:Level|Tuner|monsters?|Effect)/

function continuousActs(masked: string): UnreadAct[] {
  const out: UnreadAct[] = []
  if (/\bcannot be negated\b/.test(masked)) out.push('forbid')
  else if (/\b[Nn]egate(?:s|d)?\b/.test(masked)) out.push('negate')
  const cannot = /\b(?:cannot|can't|[Nn]either player can)\b([^.]*)/.exec(masked)
  if (cannot) {
    const what = cannot[1]!
    const battleOnly = /\bby battle\b/.test(what) && !/\bcard effects?\b/.test(what)
    if (!battleOnly && /\b(?:activate|activated|be destroyed|destroy|be banished|banish|be sent|send|draw|add|Special Summon|be targeted|target|be returned|be Tributed)\b/.test(what) && !/\b(?:attack|Normal Summon|Set|change (?:its|their) battle position|be used as)\b/.test(what.split(/,| and /)[0] ?? what)) {
      out.push('forbid')
    }
  }
  if (/\bunaffected by\b|\btake no (?:effect )?damage\b|\b(?:LP|Life Points) cannot\b/.test(masked)) out.push('forbid')
  if (/\binstead\b/.test(masked) && !/\battack/.test(masked)) out.push('replace')
  if (/\bhand (?:size|limit)\b|\bmaximum hand size\b/i.test(masked)) out.push('limit')
  return [...new Set(out)]
}

function readUnreadContinuous(sentence: Sentence, part: 'pendulum' | undefined, card: AnalyserCard): UnreadEffect | undefined {
  const { masked, text } = sentence
  if (/[:;●]/.test(masked) || !staysInPlay(card, part)) return undefined
  // An ignition effect, something set up by a resolution, a rule for summoning the card.
  if (/^(?:You can|Once per turn|Twice per turn)\b|\b(?:this turn|until the end|for the rest of|next turn)\b/i.test(masked) || SUMMONING_RULE.test(masked)) return undefined
  // The rest of an activated effect ("If you call it right, negate that effect"), or what using it entails.
  if (/\b(?:that|this) effect\b|\bthe turn you activate\b|\bin response to\b/.test(masked)) return undefined
  if (/^(?:If|When|Each time|Whenever)\b[^,]*\b(?:this card is (?:Normal |Flip |Tribute )?Summoned|battles?|attacks?)\b/.test(masked)) return undefined
  if (/^\(/.test(masked)) return undefined
  // Clause by clause ("cannot attack, also its effects are negated"): a clause about battle only, a
  // Normal or Tribute Summon acts in no window; "cannot be destroyed by battle or card effects" still does.
  const clauses = masked.split(/,\s*(?:also|and|while)\s+|\balso\b/).filter((clause) => !/\b(?:battles?|attacks?|attacked|Battle Phase|Damage Step|damage calculation|Normal Summon(?:ed)?|Tribute(?:d| Summon(?:ed)?)?)\b/.test(clause) || /\bcard effects?\b/.test(clause))
  const acts = [...new Set(clauses.flatMap(continuousActs))]
  if (acts.length === 0) return undefined
  return { kind: 'continuous', on: acts, zones: [part === 'pendulum' ? 'field' : (statedZone(masked) ?? 'field')], source: 'text', span: text }
}

const PHASE_MENTION: Array<{ re: RegExp; window: UnreadAct }> = [
  { re: /\bEnd Phase\b|\bat the end of (?:the|each|this|your|your opponent's|either player's) turn\b/, window: 'end' },
  { re: /\bStandby Phase\b/, window: 'standby' },
  { re: /\bend of (?:the|your|your opponent's|each) Battle Phase\b|\bBattle Phase End Step\b/, window: 'battle-end-step' },
]

function readUnreadPhase(sentence: Sentence, part: 'pendulum' | undefined, card: AnalyserCard): UnreadEffect | undefined {
  const { text } = sentence
  // The end of a duration, a phase skipped to or skipped, a phase in which the effect cannot be used.
  const masked = sentence.masked
    .replace(/\buntil (?:the end of )?(?:the|this|your|your opponent's|either player's|the next|your next|your opponent's next) (?:turn|End Phase|Standby Phase|Battle Phase)\b/g, '')
    .replace(/\b(?:[Ii]t becomes the End Phase|[Ss]kip (?:your|the|their|your opponent's)[^.]*?Phase|except (?:during )?the End Phase)\b/g, '')
  const on = PHASE_MENTION.filter(({ re }) => re.test(masked)).map(({ window }) => window)
  if (on.length === 0 || !staysInPlay(card, part)) return undefined
  if (SUMMONING_RULE.test(masked) || /\(Quick Effect\)/.test(masked) || /\b(?:flipped|FLIP|Normal Summoned)\b/.test(masked)) return undefined
  const zone = part === 'pendulum' ? 'field' : (statedZone(masked) ?? 'field')
  return { kind: 'phase', on, zones: [zone], source: 'text', span: text }
}

/** The mark of one sentence no other reader took anything from; undefined when it cannot act in a window. */
export function readUnread(sentence: Sentence, part: 'pendulum' | undefined, card: AnalyserCard): UnreadEffect | undefined {
  return readUnreadTrigger(sentence, part, card) ?? readUnreadPhase(sentence, part, card) ?? readUnreadContinuous(sentence, part, card)
}
