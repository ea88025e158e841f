/**
 * Negations that last until the end of the turn ("negate its effects until the end of this turn",
 * "For the rest of this turn, the effects of all face-up monsters your opponent controls are negated",
 * "they have their effects negated until the end of this turn", "(The effects remain negated until
 * the end of this turn.)" after a plain "negate its effects"): an effect a resolution leaves on
 * another card, which ends as the turn ends, after the hand-size step. Read as an `end` `expire`
 * with `lasts: 'end-of-turn'` and `ends: 'negation'`, set up by the resolution (`delayed`): no list
 * item of the card's own, but the data the resolver needs to end the negation it derives from the
 * turn so far.
 */
import { ATTRIBUTE_PATTERN, MONSTER_TYPE_PATTERN } from './words.js'
import { REPLACE, REST } from './continuous.js'
import type { Sentence } from './text.js'
import { OPPONENTS_CONTEXT, YOURS_CONTEXT, setUpTurn } from './phases.js'
import type { AnalyserCard, TextPhaseBehaviour } from './types.js'
import type { LingeringEffect, TurnScope } from '../domain/behaviour.js'

const NEGATION_UNTIL_END =
  /\b(?:[Nn]egate|negates)\b([^.;:]*?)\beffects?\b([^.;:]*?)\b(?:until the end of (?:this|the) turn|for the rest of this turn)\b|\beffects? (?:are |is |remains? )?negated\b([^.;:]*?)\buntil the end of (?:this|the) turn\b|\b[Ff]or the rest of this turn, ([^.;:]*?)\beffects?\b([^.;:]*?)\b(?:are|is) negated\b|\buntil the end of the next turn, ([^.;:]*?)\beffects?\b([^.;:]*?)\b(?:are|is) negated\b/g
/** Words that start another effect between the negation and the duration ("…, also its Level becomes … until the end of this turn"). */
const ANOTHER_EFFECT = /\b(?:also|then|becomes?|gains?|loses?|cannot|unaffected)\b/
const LABEL = /^(?:[A-Z][A-Za-z]*|\d+\+?)\s*:\s*/

/** Whose turn the negation ends in: the turn the effect that negates can be used in, else either. */
function turnOf(effect: string, card: AnalyserCard | undefined): TurnScope {
  const opponents = OPPONENTS_CONTEXT.test(effect)
  const yours = YOURS_CONTEXT.test(effect)
  if (opponents && !yours) return 'opponents'
  if (yours && !opponents && !/\bor your opponent's\b/.test(effect)) return 'yours'
  return setUpTurn(effect, card) ?? 'each'
}

export function readDurations(sentence: Sentence, part: 'pendulum' | undefined, card?: AnalyserCard): TextPhaseBehaviour[] {
  const { masked, text } = sentence
  const replacement = readLingeringReplacement(sentence)
  if (replacement) return [part ? { ...replacement, part } : replacement]
  if (!/\buntil the end of (?:this|the|the next) turn\b|\b[Ff]or the rest of this turn\b|\b[Tt]his turn,|\b[Dd]uring this turn,/.test(masked)) return []
  const effStart = LABEL.exec(masked)?.[0].length ?? 0
  const out: TextPhaseBehaviour[] = []
  /** Where each negation read above stands in the sentence: one said first is not read again there. */
  const read: Array<[number, number]> = []
  // A match skipped for what stands between its words ("Negate …, and if you do, … for the rest of
  // this turn") has consumed the words a later one starts with ("for the rest of this turn, the effects
  // of that monster are negated"): those are looked for again after it.
  const matches = [...masked.matchAll(NEGATION_UNTIL_END)]
  for (const m of matches.filter((m) => /for the rest of this turn$/.test(m[0]))) {
    const at = m.index + m[0].length - 'for the rest of this turn'.length
    const again = [...masked.slice(at).matchAll(NEGATION_UNTIL_END)][0]
    if (again !== undefined && again.index === 0) matches.push(Object.assign(again, { index: at + again.index }))
  }
  for (const m of matches) {
    const between = (m[1] ?? '') + (m[2] ?? '') + (m[3] ?? '') + (m[4] ?? '') + (m[5] ?? '') + (m[6] ?? '') + (m[7] ?? '')
    if (ANOTHER_EFFECT.test(between)) continue
    // "Negate that effect, and if you do, for the rest of this turn …": the duration of what follows, not of the negation.
    if (/for the rest of this turn$/.test(m[0]) && /,/.test(between)) continue
    const behaviour: TextPhaseBehaviour = {
      phase: 'end',
      kind: 'expire',
      mandatory: true,
      turn: turnOf(masked.slice(effStart), card),
      // "Until the end of the next turn, its effects are negated": past this turn, ending in no window of it.
      lasts: /^until the end of the next turn/.test(m[0]) ? 'end-of-next-turn' : 'end-of-turn',
      ends: 'negation',
      delayed: true,
      source: 'text',
      span: text.slice(m.index, m.index + m[0].length),
    }
    // "…, as well as the activated effects and effects on the field of monsters with the same original name": copies too.
    if (SAME_NAME.test(masked.slice(m.index))) behaviour.sameName = true
    // "Negate the effects of face-up monsters your opponent currently controls": every one as it resolved.
    const every = EVERY_FACE_UP.exec(m[0])
    if (every) behaviour.setUpOn = { zone: 'field', whose: every[1] === 'your opponent currently controls' || every[1] === 'your opponent controls' ? 'opponent' : every[1] === 'you control' ? 'controller' : 'each', cards: 'monster', filter: { position: 'face-up' } }
    if (part) behaviour.part = part
    out.push(behaviour)
    read.push([m.index, m.index + m[0].length])
  }
  const overlaps = (at: number, end: number) => read.some(([from, to]) => from < end && at < to)
  // The duration said first, for every clause after it: "this turn, its effects are negated" (Divine
  // Dragon Knight Felgrand), "until the end of this turn, its ATK/DEF become halved, also its effects
  // are negated" (Eternal Sunshine), "until the end of this turn, change its ATK to 0, also negate
  // that face-up monster's effects".
  for (const m of masked.matchAll(DURATION_FIRST)) {
    const at = m.index + m[0].length - m[0].trimStart().length + (m[1]?.length ?? 0)
    const end = m.index + m[0].length
    if (overlaps(at, end)) continue
    const behaviour: TextPhaseBehaviour = {
      phase: 'end',
      kind: 'expire',
      mandatory: true,
      turn: turnOf(masked.slice(effStart), card),
      lasts: 'end-of-turn',
      ends: 'negation',
      delayed: true,
      source: 'text',
      span: text.slice(at, end),
    }
    if (part) behaviour.part = part
    out.push(behaviour)
  }
  return out
}

/** A negation of every face-up monster of a field, as it resolves (group 1: whose). */
const EVERY_FACE_UP = /^[Nn]egate the effects of (?:all )?face-up monsters (your opponent currently controls|your opponent controls|you control|on the field)\b/

/** A clause opening with how long, then (past other changes it also lasts for) a negation of effects. */
const DURATION_FIRST =
  /(^|[;:,]\s*|\balso\s+|\bbut\s+)(?:[Tt]his turn|[Uu]ntil the end of this turn|[Dd]uring this turn|[Ff]or the rest of this turn),\s+[^.;:]*?\b(?:(?:its|their|that (?:face-up )?monster's|those monsters'|that target's) effects (?:are|is) negated|negate (?:that (?:face-up )?monster's|its|their|the) effects)\b/g

/**
 * A negation its text gives no end, left by a resolution on the cards it acted on: "You can negate
 * the effects of all face-up monsters your opponent currently controls" (Medicurius, Indigo-Eyes
 * Silver Dragon), a Continuous Trap's "…; negate that face-up monster's effects" (Phantom Knights'
 * Fog Blade). Only after an effect's colon or semicolon, or in a bullet: a sentence standing alone
 * ("Negate the effects of all face-up monsters on the field") is a card's own continuous effect,
 * continuous.ts's. A duration anywhere in the same clause is another reader's (or unclear): not this one.
 */
const NEGATE_WITH_NO_END =
  /\b[Nn]egate (?:the effects of (?:(?:that|the|those|all|each|1|this)\b[^.;:]*?\b(?:monsters?|cards?|targets?)\b(?: (?:your opponent|you|they) (?:currently )?controls?| on the field)?|it|them)|(?:that|the) (?:face-up )?(?:monster|card|target)'s effects|(?:its|their) effects)(?=\s*(?:[.,;]|$|\band\b|\balso\b|\bwhile\b))/g
/** A negation held while the negated card stays ("negate the effects of that face-up monster while it is on the field"): no end of its own. */
const WHILE_IT_STAYS = /\bwhile (?:it|that (?:face-up )?monster|that card) (?:is|remains) (?:face-up )?on the field\b/g
const A_DURATION = /\buntil\b|\bthis turn\b|\bthe rest of\b|\bEnd Phase\b|\bStandby Phase\b|\bnext turn\b|\bwhile\b/i

export function readLastingNegations(sentence: Sentence, part: 'pendulum' | undefined, card?: AnalyserCard): TextPhaseBehaviour[] {
  const { masked, text } = sentence
  const out: TextPhaseBehaviour[] = []
  for (const m of masked.matchAll(NEGATE_WITH_NO_END)) {
    const before = masked.slice(0, m.index)
    if (!/[:;]/.test(before) && sentence.bullet !== true) continue
    // "Special Summon it, but negate its effects": the summoned card's, which the board names nowhere.
    if (/\bSummon/.test(before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf(':')) + 1))) continue
    // The clause it stands in: from the last ",", ";" or ":" before it to the next "." or ";" (an "also" clause is its own).
    const start = Math.max(before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf(','))
    const rest = masked.slice(m.index + m[0].length)
    const stop = rest.search(/[.;]|,?\s+also\b/)
    const clause = masked.slice(start + 1, m.index + m[0].length + (stop < 0 ? rest.length : stop))
    // "… while it is on the field" (Fiendish Chain) is no end within the turn: it lasts as long as the card is there.
    if (A_DURATION.test(clause.replace(WHILE_IT_STAYS, ''))) continue
    const behaviour: TextPhaseBehaviour = {
      phase: 'end',
      kind: 'expire',
      mandatory: true,
      turn: turnOf(masked, card),
      lasts: 'lasting',
      ends: 'negation',
      delayed: true,
      source: 'text',
      span: text.slice(m.index, m.index + m[0].length),
    }
    if (part) behaviour.part = part
    out.push(behaviour)
  }
  return out
}

/** What follows a negation and widens it to the cards of the same original name (Fist of Fate, Crossout Designator). */
const SAME_NAME = /\bas well as the (?:activated effects and (?:the )?effects on the field|effects) of (?:monsters|cards) with the same original name\b/

/**
 * Effects a resolution leaves for the rest of the turn, wherever its card then is: "you take no
 * (effect) damage this turn" (Hanewata, Kuriphoton: after its cost, "for the rest of this turn", "until the end of
 * this turn"). (A replacement left for a time, "This turn, any monster sent to the GY is banished
 * instead", is readLingeringReplacement's, below.) Read as an
 * `end` `expire` with `lasts: 'end-of-turn'`, set up by the resolution (`delayed`), which `holds` the
 * effect until it ends after the hand-size step. A narrowed one ("no effect damage from your
 * opponent's card effects") is not read: the lingering data cannot say whose effects. A sentence
 * that sets nothing up ("After this card is Special Summoned, …") is not one.
 */
/** Whom a lingering ban binds, seen from its activator: "your opponent", "neither player", else "you". */
function bound(words: string): LingeringEffect['whose'] {
  return /opponent/i.test(words) ? 'opponent' : /neither/i.test(words) ? 'each' : 'controller'
}

/** What a ban's "except …" leaves out: cards whose name holds a quoted name, or monsters of an Attribute. */
function exception(words: string): Pick<LingeringEffect, 'exceptNamed' | 'exceptAttribute'> {
  const quoted = /^"([^"]+)"/.exec(words)
  if (quoted) return { exceptNamed: [quoted[1]!] }
  return { exceptAttribute: /^[A-Z]+/.exec(words)![0] }
}

/** A ban on the activations of a kind, but for the cards its "except …" names (groups: who, what, the exception). */
function banExcept(m: RegExpExecArray, text: string): LingeringEffect {
  const what = m[2]!.toLowerCase()
  const at = m.index + m[0].length - m[3]!.length
  return {
    effect: 'forbid-activation',
    ...(what === 'monster effects' ? { activations: 'effects' as const, cards: 'monster' as const } : { cards: what === 'cards or effects' ? ('any' as const) : ('spell-trap' as const) }),
    whose: bound(m[1]!),
    ...exception(text.slice(at, at + m[3]!.length)),
  }
}

const ATTRIBUTE = new RegExp(`^(?:${ATTRIBUTE_PATTERN})$`)
/** Zones a Special Summon ban may name ("from the Extra Deck"). */
const SUMMON_ZONE: Record<string, LingeringEffect['from']> = { 'Extra Deck': 'extra-deck', GY: 'graveyard', Graveyard: 'graveyard', hand: 'hand', Deck: 'deck', 'Main Deck': 'deck' }

/**
 * A Special Summon ban for the rest of the turn (groups: who, the zone, the exception): "also you
 * cannot Special Summon monsters from the Extra Deck for the rest of this turn, except DARK monsters",
 * "For the rest of this turn after this card resolves, you cannot Special Summon monsters, except Zombie
 * monsters", "… except "Orcust" monsters". An exception of another kind (a Rank, Xyz Monsters, a Level)
 * is not matched at all: the ban is left unread rather than applied to more cards than it covers.
 */
function summonBan(m: RegExpExecArray, text: string): LingeringEffect {
  const [, who, zone, except] = m
  const out: LingeringEffect = { effect: 'forbid-action', action: 'special-summon', cards: 'monster', whose: bound(who!) }
  if (zone !== undefined) out.from = SUMMON_ZONE[zone]
  if (except !== undefined) {
    if (ATTRIBUTE.test(except)) out.exceptAttribute = except
    else if (/^"x+"$/.test(except)) {
      const at = m.index + m[0].lastIndexOf(except)
      out.exceptNamed = [text.slice(at + 1, at + except.length - 1)]
    } else out.notMonsterType = except.replace(/-Type$/, '')
  }
  return out
}

/** The Types a ban's exception may name ("except Zombie monsters"): a kind ("Normal", "Tuner") is no Type, and is not read. */
const MONSTER_TYPES = `(?:${MONSTER_TYPE_PATTERN})`
const SUMMON_BAN_WHO = String.raw`(you|your opponent|neither player) (?:cannot|can) Special Summon(?: monsters)?(?: from the (Extra Deck|GY|Graveyard|hand|Main Deck|Deck))?`
const SUMMON_BAN_EXCEPT = String.raw`(?:, except ((?:LIGHT|DARK|EARTH|WATER|FIRE|WIND)|"x+"|${MONSTER_TYPES}(?:-Type)?) monsters)?(?=$|[.;]|,? (?:also|and)\b)`

const LINGERING: ReadonlyArray<{
  re: RegExp
  /** `text`: the sentence as written, at the masked match's offsets (a quoted name the mask hides). */
  hold: (m: RegExpExecArray, text: string) => LingeringEffect
  /** A second effect the same words hold ("cards, or the effects of cards": the cards' activations and their effects from anywhere). */
  also?: (m: RegExpExecArray) => LingeringEffect
  lasts?: (m: RegExpExecArray) => 'end-of-turn' | 'end-of-next-turn' | 'lasting'
  /** What it holds is on the cards the activation acted on (its targets), not a player's. */
  ends?: 'protection'
}> = [
  {
    // "you take no damage this turn" (Kuriphoton) keeps battle damage away too: of that, only its effect damage can meet a window.
    re: /\byou take no (?:effect )?damage (?:this turn|for the rest of this turn|until the end of this turn)\b/gi,
    hold: () => ({ effect: 'no-effect-damage', cards: 'any', whose: 'controller' }),
  },
  {
    // "this turn, each time your opponent Special Summons a monster(s), immediately draw 1 card"
    // (Maxx "C"): a draw at once, no chain, each time that player Special Summons.
    re: /\b(?:[Tt]his turn|[Ff]or the rest of this turn|[Uu]ntil the end of this turn), each time (your opponent|you) (Normal or Special|Special) Summons? (?:a|1) monsters?(?:\(s\))?, (?:you )?(?:immediately )?draw (\d+|a|one) cards?\b/g,
    hold: (m) => ({
      effect: 'each-time',
      event: m[2] === 'Special' ? 'special-summoned' : 'summoned',
      cards: 'monster',
      whose: bound(m[1]!),
      does: [{ action: 'draw', count: m[3] === 'a' || m[3] === 'one' ? 1 : Number(m[3]) }],
    }),
  },
  {
    // "neither player can banish cards for the rest of this turn" (Artifact Lancea), "… cannot banish
    // cards from the GY this turn": no card banished, by an effect or as a cost.
    re: /\b(your opponent|you|neither player) (?:cannot|can) banish cards( from the (?:GY|Graveyard))? (?:for the rest of this turn|this turn|until the end of this turn)\b/gi,
    hold: (m) => {
      const by = bound(m[1]!)
      return { effect: 'forbid-move', move: 'banish', cards: 'any', whose: 'each', ...(by !== 'each' ? { by } : {}), ...(m[2] !== undefined ? { from: 'graveyard' as const } : {}) }
    },
  },
  {
    // "for the rest of this turn, your opponent cannot activate cards or effects on the field" (Hot
    // Red Dragon Archfiend King Calamity): a card activated, or an effect of a card on the field.
    re: /\b(?:for the rest of this turn|this turn|until the end of this turn),? (your opponent|you|neither player) cannot activate cards or effects on the field\b/gi,
    hold: (m) => ({ effect: 'forbid-activation', cards: 'any', whose: bound(m[1]!) }),
  },
  {
    // "Your opponent cannot activate any Spell or Trap Cards or use their effects until your next
    // Standby Phase" (Ritual Buster): a ban on a kind of card, its activation and its effects, that
    // lasts past this turn (the next Standby Phase, the end of the next turn), so it never ends in this turn.
    // Without "or use their effects" ("Your opponent cannot activate any Spell Cards until the end of the
    // End Phase of the next turn", Sonic Jammer) only the cards' activations are banned.
    re: /\b(your opponent|you|neither player) cannot activate (?:any )?(Spell(?: or |\/)Trap|Spell|Trap) Cards?(,? or (?:use )?their effects)?,? until (?:(?:your |the |your opponent's )?next Standby Phase|the end of (?:the End Phase of )?the next turn)\b/gi,
    hold: (m) => ({
      effect: 'forbid-activation',
      ...(m[3] === undefined ? { activations: 'cards' as const } : {}),
      cards: /Spell(?: or |\/)Trap/i.test(m[2]!) ? 'spell-trap' : /Spell/i.test(m[2]!) ? 'spell' : 'trap',
      whose: bound(m[1]!),
    }),
    lasts: () => 'end-of-next-turn',
  },
  {
    // "That monster cannot be destroyed by battle or by card effects, until the End Phase of the next
    // turn" (Tuner's Barrier), "it cannot be destroyed by battle or card effects, until the end of the
    // next turn", "… monsters you currently control cannot be destroyed by … until the end of this turn":
    // a protection of the cards the activation acted on (`itself`: each of them), for this turn or past it.
    re: /\b(?:[Tt]hat (?:monster|target|card)|[Tt]he Special Summoned monsters?|[Ii]t|[Tt]hey|[Tt]hose monsters|[A-Za-z- ]{0,40}monsters you currently control) cannot be destroyed by (?:battle or (?:by )?)?card effects,? until (the End Phase of the next turn|the end of the next turn|the end of this turn)\b/g,
    hold: () => ({ effect: 'forbid-move', move: 'destroy', cards: 'any', whose: 'each', itself: true }),
    lasts: (m) => (/this turn/.test(m[1]!) ? 'end-of-turn' : 'end-of-next-turn'),
    ends: 'protection',
  },
  {
    // "your opponent cannot activate the effects of that destroyed monster, or of monsters with its
    // same original name, this turn" (EXTINGUISH!): the effects of the cards named like the one it acted on.
    // "neither player can activate cards, or the effects of cards, with the same original name as that
    // destroyed card for the rest of this turn" (Solemn Accusation): the cards themselves too.
    re: /\b(your opponent|you|neither player) (?:cannot|can) activate (the effects of (?:that|the) (?:destroyed |banished )?monster,? or of monsters with its same original name|cards, or the effects of cards, with the same original name as (?:that|the) (?:destroyed |banished )?card),? (?:this turn|for the rest of this turn)\b/gi,
    hold: (m) => ({
      effect: 'forbid-activation',
      ...(/^the effects/.test(m[2]!) ? { activations: 'effects' as const, cards: 'monster' as const } : { cards: 'any' as const }),
      whose: bound(m[1]!),
      sameName: true,
    }),
  },
  {
    // A ban with an exception for the rest of the turn: "also you cannot activate monster effects
    // for the rest of this turn, except "Madolche" monsters" (or "… except WIND monsters"), "you
    // cannot activate cards or effects for the rest of this turn, except "Xenovader△" cards or effects".
    re: /\b(your opponent|you|neither player) cannot activate (monster effects|cards or effects|Spell\/Trap Cards or effects) for the rest of this turn, except ("x+"|(?:DARK|LIGHT|EARTH|WATER|FIRE|WIND) monsters)/gi,
    hold: banExcept,
  },
  {
    // "also you cannot Special Summon monsters from the Extra Deck for the rest of this turn, except
    // Dragon monsters": the duration after the ban.
    re: new RegExp(String.raw`\b${SUMMON_BAN_WHO} for the rest of this turn` + SUMMON_BAN_EXCEPT, 'g'),
    hold: summonBan,
  },
  {
    // "but for the rest of this turn, you cannot Special Summon monsters, except WATER monsters",
    // "For the rest of this turn after this card resolves, you cannot …": the duration first.
    re: new RegExp(String.raw`\b[Ff]or the rest of this turn(?: after this card resolves)?, ${SUMMON_BAN_WHO}` + SUMMON_BAN_EXCEPT, 'g'),
    hold: summonBan,
  },
  {
    // "for the rest of this turn, cards cannot be added from either player's Main Deck to the hand"
    // (Droll & Lock Bird), "you cannot add cards from your Deck to your hand for the rest of this turn":
    // an add from the Deck (a draw is none).
    re: /\b(?:[Ff]or the rest of this turn, (?:cards cannot be added from (either player's|your|your opponent's|the) (?:Main )?Deck to the hand|(you|your opponent|neither player) (?:cannot|can) add cards from (?:the|your|their) (?:Main )?Deck to (?:your|their|the) hand)|(you|your opponent|neither player) (?:cannot|can) add cards from (?:the|your|their) (?:Main )?Deck to (?:your|their|the) hand(?:,? except by drawing them)? for the rest of this turn)\b/g,
    hold: (m) => {
      const owner = m[1]
      const whose = owner !== undefined ? (owner === 'your' ? 'controller' : owner === "your opponent's" ? 'opponent' : 'each') : bound(m[2] ?? m[3]!)
      return { effect: 'forbid-action', action: 'add-to-hand', cards: 'any', whose, from: 'deck' }
    },
  },
  {
    // The same for the rest of the Duel: "for the rest of this Duel after you activate this card, you
    // cannot activate Spell/Trap Cards or effects, except "Sekka's Light"" (no end: it outlasts the turn).
    re: /\bfor the rest of this Duel(?: after you activate this card)?,? (your opponent|you|neither player) cannot activate (monster effects|cards or effects|Spell\/Trap Cards or effects), except ("x+"|(?:DARK|LIGHT|EARTH|WATER|FIRE|WIND) monsters)/gi,
    hold: banExcept,
    lasts: () => 'lasting',
  },
  {
    // The duration said first: "but for the rest of this turn, you cannot activate cards, or the
    // effects of cards, with the same name the sent monster had in the GY" (Peaceful Burial), "… with
    // the same name as that card" (Chaos Valkyria), "… with the same name that card had once it was
    // in your hand": the cards named like the one the activation acted on. Not a name it declared.
    re: /\b(?:for the rest of this turn|this turn),? (your opponent|you|neither player) cannot activate cards, or the effects of cards, with the same (?:original )?name (?:as )?(?:that|the|this) (?:(?:sent|added|banished|destroyed|returned|Special Summoned) )?(?:card|monster)\b/gi,
    hold: (m) => ({ effect: 'forbid-activation', activations: 'cards', cards: 'any', whose: bound(m[1]!), sameName: true }),
    also: (m) => ({ effect: 'forbid-activation', activations: 'effects', cards: 'any', whose: bound(m[1]!), sameName: true }),
  },
]

const LASTS = /\b(?:this|next) turn\b|\bthis Duel\b|\bStandby Phase\b|\bEnd Phase\b/

export function readLingering(sentence: Sentence, part: 'pendulum' | undefined): TextPhaseBehaviour[] {
  const { masked, text } = sentence
  if (/^After\b/.test(masked.trim())) return []
  // Every wording names how long it lasts (this turn, the next turn, a Standby Phase, the Duel): a
  // sentence naming none is not looked at further (most are not; the table's patterns cost the
  // analyser a fifth of its time when run on every sentence).
  if (!LASTS.test(masked)) return []
  const out: TextPhaseBehaviour[] = []
  for (const { re, hold, also, lasts, ends } of LINGERING) {
    for (const m of masked.matchAll(re)) {
      const behaviour: TextPhaseBehaviour = {
        phase: 'end',
        kind: 'expire',
        mandatory: true,
        turn: 'each',
        lasts: lasts?.(m as RegExpExecArray) ?? 'end-of-turn',
        ...(ends !== undefined ? { ends } : {}),
        delayed: true,
        holds: also !== undefined ? [hold(m as RegExpExecArray, text), also(m as RegExpExecArray)] : [hold(m as RegExpExecArray, text)],
        source: 'text',
        span: text.slice(m.index, m.index + m[0].length),
      }
      if (part) behaviour.part = part
      out.push(behaviour)
    }
  }
  return out
}

/**
 * A replacement an activation leaves for a time: "This turn, any monster sent to the GY is banished
 * instead", "…; until the end of the next turn, any card sent to the GY is banished instead". The
 * last clause of the sentence (after its colon or semicolon, or an "also") opens with how long; what follows is a
 * replacement as a continuous effect says it. Read as an expire of the resolution (`delayed`) that
 * holds the replacement until it ends: as the turn ends (`end-of-turn`), or past this turn
 * (`end-of-next-turn`). A card's own continuous replacement (no duration) is continuous.ts's.
 */
const FOR_A_TIME = /(?:^|[;:]\s*|,?\s+(?:also|and),?\s+)(this turn|for the rest of this turn|until the end of this turn|until the end of the next turn),? /gi

export function readLingeringReplacement(sentence: Sentence): TextPhaseBehaviour | undefined {
  const { masked, text } = sentence
  if (!/banished instead/.test(masked)) return undefined
  // The last clause that opens with how long: after a colon or semicolon, or joined by "also" or
  // "and" to what the resolution does first ("add them to your hand, also for the rest of this turn, …").
  const duration = [...masked.matchAll(FOR_A_TIME)].pop()
  if (!duration) return undefined
  const clause = masked.slice(duration.index + duration[0].indexOf(duration[1]!))
  const effect = masked.slice(duration.index + duration[0].length)
  const found = REPLACE.exec(effect)
  if (!found || found.index !== 0) return undefined
  const rest = REST.exec(effect.slice(found[0].length))
  // A qualifier after the GY ("during your opponent's turn") narrows it further than read here.
  if (!rest || rest[3] !== undefined) return undefined
  const what = (found[1] ?? found[2] ?? '').toLowerCase()
  const held: LingeringEffect = {
    effect: 'banish-instead',
    cards: what.startsWith('monster') ? 'monster' : what.startsWith('spell') ? 'spell-trap' : 'any',
    whose: rest[2] === 'your' ? 'controller' : rest[2] === "your opponent's" ? 'opponent' : 'each',
  }
  if (rest[1] !== undefined) held.from = rest[1] === 'the field' ? 'field' : 'hand-or-deck'
  const at = masked.length - clause.length
  return {
    phase: 'end',
    kind: 'expire',
    mandatory: true,
    turn: 'each',
    lasts: /next turn/i.test(duration[1]!) ? 'end-of-next-turn' : 'end-of-turn',
    delayed: true,
    holds: [held],
    source: 'text',
    span: text.slice(at).trim(),
  }
}
