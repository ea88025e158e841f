/**
 * Trigger effects on events of the game, read from a sentence: "If this card is sent to the GY: …",
 * "If this card is Summoned: Draw 1 card.", "When a monster(s) is Special Summoned from your GY
 * (except during the Damage Step): You can draw 1 card." ("Each time a card(s) is sent to the
 * Graveyard, inflict …" is not one: see pass 1). A pipeline of small named passes, each with its
 * own table of cases:
 *
 * 1. `splitCondition`: the activation condition (before the first ":") and the effect after it. An
 *    "Each time …, …" sentence with no colon is not activated (a trigger always has its condition
 *    before a colon): it applies as the event happens and starts no chain, as seed 004 answers for
 *    Skull Invitation ("applied … unchainable"), so it is not read as a trigger here (continuous.ts
 *    reads the damage-on-send wording of it), save the draw wording ("Each time you draw a card(s),
 *    …"), whose cards rule it a Trigger Effect;
 * 2. `readEvent`: which event, whose card, from which zone (the CASES table), and what must have
 *    caused it (the CAUSES table: "by a card effect", "by your opponent's card effect", "by the effect
 *    of a "Lightsworn" monster you control, except "…""); a condition that names what the window never
 *    does (battle, material) or a cause the data cannot say ("by the effect of "Cyber Dragon"", one
 *    card by name) yields nothing, never a guess;
 * 3. `readOptional`: "You can" makes it optional, and "When … you can" one that can miss its timing;
 * 4. `readLimits`: once per turn, per copy or by name;
 * 5. `readActions`: what resolving it does (actions.ts), unknown when nothing is read plainly.
 */
import { readGraveyardTargets } from './graveyard-targets.js'
import type { BoardAction, EventCauseFilter, EventTrigger, StateZone } from '../domain/behaviour.js'
import { actionsOf } from './actions.js'
import { actOnTargets } from './passes/targets.js'
import type { Sentence } from './text.js'

type EventReading = Pick<EventTrigger, 'event' | 'subject'> & Partial<Pick<EventTrigger, 'whose' | 'cards' | 'from' | 'fromAny' | 'by' | 'condition' | 'notDrawn' | 'toGraveyard' | 'named'>>

/** "the hand", "the field", "the Deck" → the zone; several zones ("the hand or Deck") → undefined. */
function zoneOf(word: string | undefined): EventTrigger['from'] {
  if (word === undefined) return undefined
  if (/\bor\b|,/.test(word)) return undefined
  if (/hand/.test(word)) return 'hand'
  // The board holds one field: its Monster, Spell & Trap and Field Zones are all of it.
  if (/field|Monster (?:Card )?Zone|Spell & Trap Zone|Field Zone/.test(word)) return 'field'
  if (/Deck/.test(word)) return 'deck'
  if (/GY|Graveyard/.test(word)) return 'graveyard'
  return undefined
}

function whoseOf(word: string | undefined): EventTrigger['whose'] {
  if (word === undefined) return 'each'
  if (/opponent/.test(word)) return 'opponent'
  if (/^your\b/.test(word)) return 'controller'
  return 'each'
}

/** What may follow the event in its condition without changing it: a Damage Step exception. */
const TAIL = String.raw`\s*(?:\(except during the Damage Step\))?\s*$`
/** A draw's exceptions: no window here is the Draw Phase or the Damage Step. */
const OUTSIDE_DRAW_PHASE = String.raw`\s*(?:\(except during the (?:Draw Phase or (?:the )?)?Damage Step\)|\(except during the Draw Phase\))?\s*$`

/**
 * This card as a condition names it, with where it is or how it came there: "this face-up card on
 * the field", "this card in the Monster Zone", "this card in your possession", "this Synchro Summoned
 * card you control". Group 1: a Summon by a procedure; 2: "face-up"; 3: where it is.
 */
const THIS_CARD = String.raw`this (?:(Synchro|Xyz|Fusion|Ritual|Link) Summoned |(face-up) )?card(?: (on the field|in the Monster Zone|in your Monster Zone|in the Spell & Trap Zone|in your Spell & Trap Zone|in its owner's Spell & Trap Zone|in the Field Zone|in your Field Zone|you control|in your possession|in its owner's possession|in its owner's control))?`
/** The one zone "sent from … to the GY" names (group 4 after THIS_CARD). */
const SENT_FROM = String.raw`the hand|your hand|the field|your field|the Deck|the Monster Zone|your Monster Zone|the Monster Card Zone|the Spell & Trap Zone`

/**
 * This card's own event, read from THIS_CARD's groups: a card summoned by a procedure, face-up or
 * somewhere on the field was on the field (a "Ritual Summoned card" is one only while there), so it
 * is sent from there; the procedure and "in its owner's possession" are conditions the board cannot
 * state of a card (how it was summoned before this turn, who owns it unless said), kept as text to be
 * assumed and said. "Face-up" alone, with nothing more, says no zone: a face-up card may be outside
 * the field.
 */
function selfReading(event: 'sent-to-gy' | 'destroyed', m: RegExpExecArray, from: EventTrigger['from']): EventReading | undefined {
  const [, procedure, faceUp, where] = m
  const onField = procedure !== undefined || where !== undefined
  if (event === 'sent-to-gy' && faceUp !== undefined && !onField && from === undefined) return undefined
  if (onField && from !== undefined && from !== 'field') return undefined
  const conditions = [
    ...(procedure !== undefined ? [`this card was ${procedure} Summoned`] : []),
    ...(where !== undefined && /possession|owner's/.test(where) ? ["this card was in its owner's possession"] : []),
  ]
  const zone = event === 'sent-to-gy' ? (from ?? (onField ? 'field' : undefined)) : undefined
  return { event, subject: 'self', ...(zone !== undefined ? { from: zone } : {}), ...(conditions.length > 0 ? { condition: conditions.join('; ') } : {}) }
}

/**
 * This card as it leaves the field: group 1 "face-up", 2 how it was Summoned, 3 where or whose it
 * was. A card leaving the field was there, so nothing here is a zone; each word is a condition the
 * board cannot state of a card that has gone (its position before, how it came, who owned it).
 */
const LEAVING_CARD = String.raw`this (face-up )?(?:(Special|Synchro|Xyz|Fusion|Ritual|Link) Summoned )?card(?: (you control|in its owner's control|in its owner's possession|in your possession|in the Monster Zone|in (?:the|a) Spell & Trap Zone))?`
/** What made it leave, when said: an opponent's card (battle is no part of any window, so only its effect), or any card effect. */
const LEAVING_CAUSE = String.raw`((?:because of|by) (?:an|your) opponent's card(?: effect)?(?: \((?:either )?by battle or by card effect\))?|by (?:a )?card effect)`

const LEAVING_CONDITION: Array<[RegExp, string]> = [
  [/owner's control|owner controls/, "this card was in its owner's control"],
  [/possession/, "this card was in its owner's possession"],
  [/Monster Zone/, 'this card was in the Monster Zone'],
  [/Spell & Trap Zone/, 'this card was in the Spell & Trap Zone'],
]

/** A card's own leaving of the field, with its words kept as conditions and its cause as data. */
function leavingReading(faceUp: string | undefined, procedure: string | undefined, where: string | undefined, cause: string | undefined): EventReading {
  const conditions = [
    ...(faceUp !== undefined ? ['this card was face-up on the field'] : []),
    ...(procedure !== undefined ? [`this card was ${procedure} Summoned`] : []),
    ...LEAVING_CONDITION.filter(([re]) => where !== undefined && re.test(where)).map(([, said]) => said),
  ]
  const by: EventCauseFilter | undefined = cause === undefined ? undefined : /opponent's/.test(cause) ? { cause: 'effect', whose: 'opponent' } : { cause: 'effect' }
  return { event: 'left-field', subject: 'self', ...(by !== undefined ? { by } : {}), ...(conditions.length > 0 ? { condition: conditions.join('; ') } : {}) }
}

interface EventCase {
  name: string
  re: RegExp
  read: (m: RegExpExecArray) => EventReading | undefined
}

/**
 * The conditions read, each one event. Anchored at both ends: a condition that says more (by
 * battle, as material, by card effect, in your possession) matches none and yields nothing.
 */
export const EVENT_CASES: EventCase[] = [
  {
    name: 'this card sent to the GY',
    re: new RegExp(String.raw`^(?:If|When) ${THIS_CARD} is sent (?:from (${SENT_FROM}) )?to (?:the|your) (?:GY|Graveyard)` + TAIL),
    read: (m) => selfReading('sent-to-gy', m, zoneOf(m[4])),
  },
  {
    name: 'this card destroyed (by a card effect)',
    re: new RegExp(
      String.raw`^(?:If|When) ${THIS_CARD} is destroyed(?: (?:in|while in) (?:a|the) (Monster Zone|Spell & Trap Zone))?(?: (by (?:a )?card effect|by battle or (?:a )?card effect))?(?: and sent (?:from the field )?to (?:the|your) (?:GY|Graveyard))?` + TAIL,
    ),
    // "By battle or card effect", or no cause said: either (the window destroys only by effects); "by card effect": only an effect.
    read: (m) => {
      const found = selfReading('destroyed', m, undefined)
      // "… destroyed and sent to the GY": only where it reached the GY (not banished instead).
      const reading = found && / and sent (?:from the field )?to (?:the|your) (?:GY|Graveyard)/.test(m[0]) ? { ...found, toGraveyard: true } : found
      return reading && (m[5] === undefined || /battle/.test(m[5]) ? reading : { ...reading, by: { cause: 'effect' as const } })
    },
  },
  {
    // "When this card is destroyed by battle and sent to the Graveyard, or when this card in your
    // possession is destroyed by an opponent's card effect and sent to your Graveyard, and you control
    // no cards:" (D/D Pandora): no window has battle, so the destruction by the opponent's effect; what
    // its controller must control then is kept as text.
    name: "this card destroyed by battle, or by an opponent's card effect",
    re: new RegExp(
      String.raw`^(?:If|When) this card is destroyed by battle and sent to the (?:GY|Graveyard), or (?:if|when) ${THIS_CARD} is destroyed by (?:an|your) opponent's card effect and sent to (?:the|your) (?:GY|Graveyard)(?:, and (you control no cards))?` + TAIL,
    ),
    read: (m) => {
      const reading = selfReading('destroyed', m, undefined)
      if (reading === undefined) return undefined
      const condition = [reading.condition, m[4]].filter((said): said is string => said !== undefined).join('; ')
      return { ...reading, by: { cause: 'effect', whose: 'opponent' }, ...(condition !== '' ? { condition } : {}) }
    },
  },
  {
    // "If this face-up card leaves the field:", "When this card leaves the field:", "If this face-up
    // card in its owner's control leaves the field because of an opponent's card effect:".
    name: 'this card leaves the field',
    re: new RegExp(String.raw`^(?:If|When) ${LEAVING_CARD} leaves the field(?: ${LEAVING_CAUSE})?` + TAIL),
    read: (m) => leavingReading(m[1], m[2], m[3], m[4]),
  },
  {
    // "If this face-up card is destroyed by battle, or leaves the field because of an opponent's card
    // effect while its owner controls it:", "If this card is destroyed by battle, or if this face-up
    // card you control leaves the field because of …": no window has battle, so the leaving alone.
    name: 'this card destroyed by battle, or leaves the field',
    re: new RegExp(
      String.raw`^(?:If|When) this (?:face-up )?(?:(?:Special|Synchro|Xyz|Fusion|Ritual|Link) Summoned )?card is destroyed by battle, or (?:if ${LEAVING_CARD} )?leaves the field ${LEAVING_CAUSE}( while its owner controls it)?` + TAIL,
    ),
    read: (m) => {
      const head = /^(?:If|When) this (face-up )?(?:(Special|Synchro|Xyz|Fusion|Ritual|Link) Summoned )?card is destroyed/.exec(m[0])!
      return leavingReading(m[1] ?? head[1], m[2] ?? head[2], m[3] ?? (m[5] !== undefined ? 'owner controls' : undefined), m[4])
    },
  },
  {
    // "If another card(s) you control leaves the field by an opponent's card effect (except during
    // the Damage Step):", also said "…, while this card is in your Monster Zone" (where a trigger on
    // another card's event is anyway). "Another": never this card's own leaving.
    name: 'another card you control leaves the field',
    re: new RegExp(String.raw`^(?:If|When) another (card|card\(s\)|monster|monster\(s\)) you control leaves the field ${LEAVING_CAUSE}(?:, while this card is in your Monster Zone)?` + TAIL),
    read: (m) => ({ ...leavingReading(undefined, undefined, undefined, m[2]), subject: 'other', whose: 'controller', cards: /monster/.test(m[1]!) ? 'monster' : 'any' }),
  },
  {
    name: 'this card summoned',
    re: new RegExp(String.raw`^(?:If|When) this card is (Summoned|Special Summoned|Normal or Special Summoned|Normal or Flip or Special Summoned|Flip or Special Summoned|Tribute or Special Summoned)(?: from (the GY|the Graveyard|your GY|the hand|your hand))?` + TAIL),
    read: (m) => ({ event: m[1] === 'Summoned' ? 'summoned' : 'special-summoned', subject: 'self', ...(zoneOf(m[2]) ? { from: zoneOf(m[2]) } : {}) }),
  },
  {
    name: 'this card banished',
    // "If this card is banished from the hand or GY" (Chaos Witch): from one zone, or either of two.
    re: new RegExp(String.raw`^(?:If|When) this (?:face-up )?card is banished(?: from (your hand or GY|the hand or GY|your hand or Graveyard|the hand or Graveyard|the GY|your GY|the Graveyard|your Graveyard|the field|your hand|the hand))?` + TAIL),
    read: (m) => ({ event: 'banished', subject: 'self', ...fromZones(m[1]) }),
  },
  {
    // "If this card is Tributed:" (Relinkuriboh), "If this card is Tributed by a card effect:" (Exa, Enforcer of the Nekroz).
    name: 'this card Tributed',
    re: new RegExp(String.raw`^(?:If|When) this card is Tributed( by a card effect)?` + TAIL),
    read: (m) => ({ event: 'tributed', subject: 'self', ...(m[1] !== undefined ? { by: { cause: 'effect' as const } } : {}) }),
  },
  {
    name: 'this card discarded',
    re: new RegExp(String.raw`^(?:If|When) this card is discarded(?: to the (?:GY|Graveyard))?` + TAIL),
    read: () => ({ event: 'discarded', subject: 'self' }),
  },
  {
    name: 'a monster Special Summoned from a GY',
    re: new RegExp(String.raw`^(?:If|When) (?:a|an|1) (?:monster|monster\(s\)|Effect Monster|Effect Monster\(s\)) (?:is|are) Special Summoned from (your|your opponent's|either player's|the) (?:GY|Graveyard)` + TAIL),
    read: (m) => ({ event: 'special-summoned', subject: 'other', cards: 'monster', from: 'graveyard', whose: whoseOf(m[1]) }),
  },
  {
    // "When a monster(s) is Summoned:" (Torrential Tribute), "If a monster(s) is Special Summoned:": anyone's.
    name: 'a monster summoned',
    re: new RegExp(String.raw`^(?:If|When) (?:a|1) monster(?:\(s\))? is (Summoned|Special Summoned|Normal or Special Summoned)(?: face-up)?` + TAIL),
    read: (m) => ({ event: /^Special/.test(m[1]!) ? 'special-summoned' : 'summoned', subject: 'other', cards: 'monster', whose: 'each' }),
  },
  {
    name: 'a card sent to the GY',
    re: new RegExp(String.raw`^(?:Each time|If|When) (?:a|an|1) (card|card\(s\)|monster|monster\(s\)) (?:is|are) sent (?:from (the hand|the field|your hand|your opponent's hand|the Deck|your Deck|your opponent's Deck) )?to (the|your|your opponent's) (?:GY|Graveyard)` + TAIL),
    // "From your hand to the GY", "from your opponent's hand to the GY": cards from a player's hand are that player's, as a Deck's.
    read: (m) => ({ event: 'sent-to-gy', subject: 'other', cards: /monster/.test(m[1]!) ? 'monster' : 'any', whose: m[3] === 'the' && /Deck|^your (?:opponent's )?hand$/.test(m[2] ?? '') ? whoseOf(m[2]) : whoseOf(m[3]), ...(zoneOf(m[2]) ? { from: zoneOf(m[2]) } : {}) }),
  },
  {
    name: 'a card destroyed',
    re: new RegExp(String.raw`^(?:Each time|If|When) (?:a|an|1) (card|card\(s\)|monster|monster\(s\)) (?:(you control|your opponent controls|on the field) )?(?:is|are) destroyed(?: by battle or (?:a )?card effect)?(?: and sent to the (?:GY|Graveyard))?` + TAIL),
    // "By battle or card effect": either cause, so no cause is asked (the window destroys only by effects).
    read: (m) => ({ event: 'destroyed', subject: 'other', cards: /monster/.test(m[1]!) ? 'monster' : 'any', whose: m[2] === 'you control' ? 'controller' : m[2] === 'your opponent controls' ? 'opponent' : 'each' }),
  },
  {
    // "If a card(s) is banished:" (Soul Absorption), "When a monster is banished": anyone's, from anywhere.
    name: 'a card banished',
    re: new RegExp(String.raw`^(?:Each time|If|When) (?:a|an|1) (card|card\(s\)|monster|monster\(s\)) (?:is|are) banished` + TAIL),
    read: (m) => ({ event: 'banished', subject: 'other', cards: /monster/.test(m[1]!) ? 'monster' : 'any', whose: 'each' }),
  },
  {
    name: 'a player draws',
    re: new RegExp(String.raw`^(?:Each time|If|When) (you|your opponent) draws? (?:a card|a card\(s\)|cards|a card or cards)(?: (?:by|for) (?:a )?card effect)?` + OUTSIDE_DRAW_PHASE),
    read: (m) => ({ event: 'drawn', subject: 'other', whose: m[1] === 'you' ? 'controller' : 'opponent' }),
  },
  {
    // "When your opponent adds a card(s) from their Deck to their hand, including drawing" (Drastic
    // Drop Off), "If your opponent adds a card(s) from the Deck to their hand, except by drawing them,
    // by their card effect" (Sales Pitch), "If your opponent adds a card(s) to their hand (except
    // during the Draw Phase or Damage Step)": whose hand, from where if said; a draw counts unless the
    // text says otherwise (no window here is the Draw Phase).
    name: 'a player adds a card to the hand',
    re: new RegExp(
      String.raw`^(?:Each time|If|When) (you|your opponent) adds? (?:a card|a card\(s\)|cards|a monster\(s\)) (?:from (the (?:Main )?Deck|their (?:Main )?Deck|your (?:Main )?Deck|the GY|their GY|the Graveyard) )?to (?:their|your|the) hand(, except by drawing(?: them| it)?)?(?:, including drawing)?(,? by (?:their|your) card effects?)?` +
        OUTSIDE_DRAW_PHASE,
    ),
    read: (m) => {
      const whose = m[1] === 'you' ? ('controller' as const) : ('opponent' as const)
      const from = zoneOf(m[2])
      return { event: 'added', subject: 'other', whose, ...(from !== undefined ? { from } : {}), ...(m[3] !== undefined ? { notDrawn: true } : {}), ...(m[4] !== undefined ? { by: { cause: 'effect' as const, whose } } : {}) }
    },
  },
  {
    // "If a card(s) is added from the Main Deck to your opponent's hand, except during the Draw Phase
    // (Quick Effect)" (Droll & Lock Bird), "If a card(s) is added to your opponent's hand, except by
    // drawing it": the same event, said of the card.
    name: 'a card added to a hand',
    re: new RegExp(
      String.raw`^(?:Each time|If|When) (?:a|1) (card|card\(s\)|monster|monster\(s\)) (?:is|are) added (?:from (the (?:Main )?Deck|the GY|the Graveyard) )?to (your|your opponent's|either player's|the) hand(, except by drawing (?:it|them))?(?:,? except during the Draw Phase)?` +
        String.raw`\s*(?:\(except during the (?:Draw Phase or (?:the )?)?Damage Step\)|\(except during the Draw Phase\))?(?:\s*\(Quick Effect\))?\s*$`,
    ),
    read: (m) => {
      const from = zoneOf(m[2])
      return { event: 'added', subject: 'other', cards: /monster/.test(m[1]!) ? 'monster' : 'any', whose: whoseOf(m[3]), ...(from !== undefined ? { from } : {}), ...(m[4] !== undefined ? { notDrawn: true } : {}) }
    },
  },
  {
    // "If this card is added to your hand, except by drawing it:", "If this card is added from your
    // Deck to your hand by a card effect:" (the cause read apart): the card, where the event put it.
    name: 'this card added to the hand',
    re: new RegExp(
      String.raw`^(?:If|When) this card is added (?:from (your Deck|the Deck|your GY|the GY|your Graveyard|the Graveyard|your Deck or GY|the Deck or GY|your Deck or Graveyard|the Deck or Graveyard) )?to your hand(, except by drawing it(?: for your normal draw)?)?` +
        TAIL,
    ),
    read: (m) => {
      const from = zoneOf(m[1])
      return { event: 'added', subject: 'self', ...(from !== undefined ? { from } : {}), ...(m[2] !== undefined ? { notDrawn: true } : {}) }
    },
  },
  {
    // "If you take damage", "When you take damage from a card effect", "When you take effect damage",
    // "If you take battle or effect damage": which player; a card effect asked for is the cause (the
    // windows here deal no battle damage, so "battle or effect" asks nothing).
    name: 'a player takes damage',
    re: new RegExp(
      String.raw`^(?:Each time|If|When) (you|your opponent) takes? (?:(effect|battle or effect) )?damage(?: (?:from|by) (a|an opponent's|your opponent's) card effect)?` + TAIL,
    ),
    read: (m) => ({
      event: 'damage',
      subject: 'other',
      whose: m[1] === 'you' ? 'controller' : 'opponent',
      ...(m[2] === 'effect' || m[3] !== undefined ? { by: { cause: 'effect' as const, ...(m[3] !== undefined && m[3] !== 'a' ? { whose: 'opponent' as const } : {}) } } : {}),
    }),
  },
  {
    // "If you gain LP", "Each time your opponent gains LP": which player.
    name: 'a player gains LP',
    re: new RegExp(String.raw`^(?:Each time|If|When) (you|your opponent) gains? (?:LP|Life Points)` + TAIL),
    read: (m) => ({ event: 'lp-gained', subject: 'other', whose: m[1] === 'you' ? 'controller' : 'opponent' }),
  },
  {
    // "If your opponent Special Summons a monster(s) (except during the Damage Step), or if an
    // opponent's monster targets this card for an attack": the second way is battle, which no window
    // here has, so the condition is the summon alone.
    name: 'a player summons a monster',
    re: new RegExp(
      String.raw`^(?:Each time|If|When) (you|your opponent) (Summons?|Special Summons?|Normal or Special Summons?) (?:a|1) monster(?:\(s\))?(?: face-up)?(?: from (the Main Deck or GY|the Main Deck or Graveyard|the GY|the Graveyard|the hand|the Main Deck|the Extra Deck))?(?: with (\d+) or more ATK)?(?:\s*\(except during the Damage Step\)|, except during the Damage Step)?(?:, or if [^:]*\battack\b[^:]*)?\s*$`,
    ),
    // "… a monster(s) with 1500 or more ATK" (Bottomless Trap Hole): only a monster whose ATK is that much.
    read: (m) => ({ event: /Special/.test(m[2]!) ? 'special-summoned' : 'summoned', subject: 'other', cards: 'monster', whose: m[1] === 'you' ? 'controller' : 'opponent', ...fromZones(m[3]), ...(m[4] !== undefined ? { minAtk: Number(m[4]) } : {}) }),
  },
]

/** Where the card came from: one zone, or either of several ("from the Main Deck or GY", "from the hand or GY"); nothing where a word names no zone. */
function fromZones(words: string | undefined): Pick<EventTrigger, 'from' | 'fromAny'> {
  if (words === undefined) return {}
  const zones = words.split(' or ').map((part) => (/Extra Deck/.test(part) ? ('extra-deck' as const) : zoneOf(part)))
  if (zones.some((zone) => zone === undefined)) return {}
  return zones.length === 1 ? { from: zones[0]! } : { fromAny: zones as StateZone[] }
}

interface CauseCase {
  name: string
  re: RegExp
  read: (m: RegExpExecArray, quoted: (group: number) => string | undefined) => EventCauseFilter | undefined
}

const BY_WHOSE: Record<string, EventCauseFilter['whose']> = { "an opponent's": 'opponent', "your opponent's": 'opponent', your: 'controller' }
const CARD_KIND: Record<string, EventCauseFilter['cards']> = { monster: 'monster', Spell: 'spell', Trap: 'trap' }
const CONTROLS: Record<string, EventCauseFilter['whose']> = { 'you control': 'controller', 'your opponent controls': 'opponent' }

/**
 * What caused the event, said at the end of the condition ("… sent to the GY by a card effect"). Only
 * a card's effect is a cause read here: a cost, the hand-size discard and battle are not one. Each
 * case gives the cause's filter; a quoted name is read from the original text. A cause naming one
 * card ("by the effect of "Cyber Dragon"") is not read: the data says archetypes, not single names.
 */
export const CAUSE_CASES: CauseCase[] = [
  { name: 'a card effect', re: / by (?:a )?card effects?$/, read: () => ({ cause: 'effect' }) },
  {
    // "By an opponent's card", "by your opponent's card (by battle or card effect)": by battle or by
    // its effect; no window has battle, so only the opponent's effect can meet it.
    name: "the opponent's card",
    re: / by (?:an|your) opponent's card(?: \(by battle or card effect\))?$/,
    read: () => ({ cause: 'effect', whose: 'opponent' }),
  },
  {
    name: "a player's card effect",
    re: / by (an opponent's|your opponent's|your) card effects?$/,
    read: (m) => ({ cause: 'effect', whose: BY_WHOSE[m[1]!] }),
  },
  {
    name: 'a monster, Spell or Trap effect',
    re: / by (?:a|an) (monster|Spell|Trap) (?:Card )?effect$/,
    read: (m) => ({ cause: 'effect', cards: CARD_KIND[m[1]!] }),
  },
  {
    name: 'the effect of an archetype card',
    re: / by (?:the |an )?effect of (?:a|an) "(x+)" (monster|card|Spell|Trap)( you control| your opponent controls)?(?:, except "(x+)")?$/,
    read: (m, quoted) => archetypeCause(m, quoted, 1, 2, 3, 4),
  },
  {
    name: "an archetype card's effect",
    re: / by (?:a|an|your) "(x+)" (monster|card|Spell|Trap)(?:'s| card) effect$/,
    read: (m, quoted) => ({ ...archetypeCause(m, quoted, 1, 2, 0, 0), ...(/ by your /.test(m[0]) ? { whose: 'controller' as const } : {}) }),
  },
]

function archetypeCause(m: RegExpExecArray, quoted: (group: number) => string | undefined, named: number, kind: number, controls: number, except: number): EventCauseFilter {
  const out: EventCauseFilter = { cause: 'effect' }
  const name = quoted(named)
  if (name !== undefined) out.named = name
  const cards = CARD_KIND[m[kind]!]
  if (cards !== undefined) out.cards = cards
  const whose = controls > 0 && m[controls] !== undefined ? CONTROLS[m[controls]!.trim()] : undefined
  if (whose !== undefined) out.whose = whose
  const excepted = except > 0 ? quoted(except) : undefined
  if (excepted !== undefined) out.except = excepted
  return out
}

/** The cause said at the end of `condition` and the condition without it; the same condition and no cause when none is said. */
export function readCause(condition: string, original = condition): { rest: string; restOriginal: string; by?: EventCauseFilter } {
  // What may follow the cause: a Damage Step exception; "and sent to your GY" after "destroyed by …".
  const tail = /(?:\s+and sent (?:from the field )?to (?:the|your) (?:GY|Graveyard))?\s*(?:\(except during the Damage Step\))?\s*$/.exec(condition)
  const core = tail ? condition.slice(0, tail.index) : condition
  const coreOriginal = original.slice(0, core.length)
  for (const c of CAUSE_CASES) {
    const m = new RegExp(c.re.source, 'd').exec(core)
    if (!m) continue
    const quoted = (group: number): string | undefined => {
      const at = m.indices?.[group]
      return at ? coreOriginal.slice(at[0], at[1]) : undefined
    }
    const by = c.read(m, quoted)
    if (!by) continue
    const keep = condition.slice(core.length)
    return { rest: core.slice(0, m.index) + keep, restOriginal: coreOriginal.slice(0, m.index) + original.slice(core.length), by }
  }
  return { rest: condition, restOriginal: original }
}

/**
 * Pass 1: the activation condition and the effect after it. Without a colon there is no activation:
 * "Each time a card(s) is sent from the field to the GY, place 1 Venemy Counter …" is applied as the
 * cards are sent, never chained, so it yields no trigger.
 */
export function splitCondition(masked: string): { condition: string; effect: string; at: number } | undefined {
  const colon = masked.indexOf(':')
  if (colon > 0) return { condition: masked.slice(0, colon), effect: masked.slice(colon + 1), at: colon + 1 }
  const draw = EACH_TIME_DRAWS.exec(masked)
  if (draw) return { condition: draw[1]!, effect: masked.slice(draw[0].length), at: draw[0].length }
  return undefined
}

/**
 * "Each time you draw a card(s), you gain 500 LP." (Solemn Wishes), "Each time your opponent draws a
 * card(s), place 1 Spell Counter on this card" (Silent Magician LV4): a Trigger Effect of its card,
 * activated after each draw although its wording has no colon; the comma ends its condition.
 */
const EACH_TIME_DRAWS = /^(Each time (?:you|your opponent) draws? (?:a card|a card\(s\)|cards)),\s*/

/**
 * Pass 2: the event the condition names (the first case that reads it), then, where the condition
 * says what caused it, the event without that cause and the cause as data. `original`: the condition
 * unmasked (the same offsets), for the names the cause quotes.
 */
/**
 * "… while this card is in your GY" at the end of a condition on another card's event: where the
 * card must be (its GY), the event read without it.
 */
const WHILE_IN_GY = /,? while this card is in your (?:GY|Graveyard)(?=\s*(?:\(except during the Damage Step\))?\s*$)/

export function readEvent(condition: string, original = condition): (EventReading & { zone?: 'graveyard' }) | undefined {
  const inGy = WHILE_IN_GY.exec(condition)
  if (inGy) {
    const cut = (text: string) => text.slice(0, inGy.index) + text.slice(inGy.index + inGy[0].length)
    const event = readEventAt(cut(condition), cut(original))
    return event && event.subject === 'other' ? { ...event, zone: 'graveyard' } : undefined
  }
  return readEventAt(condition, original)
}

function readEventAt(condition: string, original: string): EventReading | undefined {
  const once = /^\s*Once per turn, /.exec(condition)
  const from = once ? once[0].length : 0
  // "Once per turn, when …": the event word starts the condition once the limit is set aside.
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
  const plain = capital(condition.slice(from).trim())
  const plainOriginal = capital(original.slice(from).trim())
  const direct = matchEvent(plain)
  if (direct) return direct
  const { rest, restOriginal, by } = readCause(plain, plainOriginal)
  if (by === undefined) return undefined
  const event = matchEvent(rest) ?? namedDestroyed(rest, restOriginal)
  return event && event.by === undefined ? { ...event, by } : undefined
}

/**
 * "If a face-up "Fire King" monster(s) you control is destroyed" (before its cause, read apart): a
 * monster of that archetype of its controller's field; "face-up" kept as a condition (taken as
 * holding, said).
 */
const NAMED_DESTROYED = /^(?:If|When) (?:a|an|1) (face-up )?("x+") (monster|monster\(s\)|card|card\(s\)) (you control|your opponent controls) (?:is|are) destroyed(?: \(except during the Damage Step\))?$/

function namedDestroyed(condition: string, original: string): EventReading | undefined {
  const m = new RegExp(NAMED_DESTROYED.source, 'd').exec(condition.trim())
  if (!m) return undefined
  const at = m.indices![2]!
  const lead = condition.length - condition.trimStart().length
  const named = original.slice(lead + at[0] + 1, lead + at[1] - 1)
  return {
    event: 'destroyed',
    subject: 'other',
    cards: /monster/.test(m[3]!) ? 'monster' : 'any',
    whose: m[4] === 'you control' ? 'controller' : 'opponent',
    from: 'field',
    named,
    ...(m[1] !== undefined ? { condition: 'the destroyed card was face-up' } : {}),
  }
}

function matchEvent(condition: string): EventReading | undefined {
  for (const c of EVENT_CASES) {
    const m = c.re.exec(condition)
    if (m) return c.read(m)
  }
  return undefined
}

/** Pass 3: optional ("You can") or mandatory; an optional "When …" trigger can miss its timing. */
export function readOptional(condition: string, effect: string): Pick<EventTrigger, 'mandatory' | 'timing'> {
  const optional = /^\s*(?:You can|you can)\b(?! only)/.test(effect) || /^[^;]*;\s*(?:you can)\b/.test(effect)
  if (!optional) return { mandatory: true }
  return /^(?:Once per turn, )?When\b/.test(condition) ? { mandatory: false, timing: 'when' } : { mandatory: false }
}

/** Pass 4: "Once per turn" at the start (per copy); "You can only use this effect of … once per turn" (by name). */
export function readLimits(sentence: string, cardText: string, name: string, text?: string): Pick<EventTrigger, 'oncePerTurn'> {
  const masked = name.length > 0 ? cardText.split(`"${name}"`).join('"x"') : cardText
  // "1 "X" effect per turn" names the card inside its words, so it is a wording of its own.
  if (/\bYou can only use (?:this effect of|each effect of|1 of these effects of) "x" (?:once )?per turn\b|\bYou can only use 1 "x" effect per turn\b/.test(masked)) return { oncePerTurn: 'name' }
  // "1 of the following effects of "X"", "each of the following effects of "X"": only the effects written after it.
  const following = name.length > 0 ? Math.max(cardText.indexOf(`You can only use 1 of the following effects of "${name}" per turn`), cardText.indexOf(`You can only use each of the following effects of "${name}" once per turn`)) : -1
  if (following >= 0 && text !== undefined && cardText.indexOf(text) > following) return { oncePerTurn: 'name' }
  if (/^Once per turn, /.test(sentence)) return { oncePerTurn: 'instance' }
  return {}
}

/**
 * "… this card from your hand", "banish this card from your GY", "Special Summon this card from the
 * GY (if it was there …) or hand": the zone the trigger works from. Of two zones the first is said (a
 * zone it works from, where the field would be none); "from your hand or field" is not one zone away
 * from the field, so it is not said.
 */
const WORKS_FROM = /\bthis card from (?:your |the )?(hand|GY|Graveyard)\b(?! or (?:your |the )?field\b)/

/** "… for each." closing the effect: each card of the event. */
const EACH_OF_THE_EVENT = /\bfor each\.?\s*$/

/**
 * In a trigger on another card's event, "it", "that monster", "those monsters" are the card the event
 * happened to, unless the effect brings in another card first: a target of its own ("Target 1
 * Spell/Trap your opponent controls; return it"; "1 of those monsters" is one of them), or a card
 * before the reference in what it does ("Reveal 1 card from your Deck, and add it"). An effect that
 * names this card is about this card.
 */
const OTHER_TARGET = /\btarget\b(?! (?:1|one) of (?:those|them)\b)/i
const ANOTHER_CARD = /\b(?:\d+|a|an|one|two)\s+(?!of (?:those|them)\b)(?:[\w"'-]+\s+){0,5}?(?:cards?|monsters?|Spells?|Traps?|Tokens?)\b/i
function itIsTheEventCard(effect: string): boolean {
  if (/\bthis card\b/.test(effect)) return false
  const refs = [...effect.matchAll(/\b(?:it|them|that monster|that card|those monsters|those cards)\b/g)].filter((m) => !/\b(?:1|one) of $/.test(effect.slice(0, m.index)))
  const last = refs.at(-1)?.index
  if (last === undefined) return false
  const semicolon = effect.lastIndexOf(';', last)
  const body = effect.slice(semicolon + 1, last)
  return !OTHER_TARGET.test(effect.slice(0, Math.max(semicolon, 0))) && !OTHER_TARGET.test(body) && !ANOTHER_CARD.test(body)
}

/** An effect on the card this one is linked to: "the equipped monster", "the card banished by this effect". */
const LINKED_CARD = /\b(?:[Tt]he equipped monster|(?:banished|Summoned) by this (?:card's )?effect|[Tt]hat monster|[Tt]hose monsters)\b/

/** A cost the engine pays as a trigger is activated: the card itself moved out of where it is, cards discarded from the hand, or LP of a known amount. */
function paidByTheState(cost: BoardAction): boolean {
  if (cost.action === 'pay-lp') return cost.amount !== undefined || cost.half === true
  // "You can discard 1 card; …": cards of the hand, as many as it says (not one the text names).
  if (cost.action === 'discard' && cost.target === undefined && cost.card === undefined) return cost.count !== undefined
  if (cost.target !== 'self') return false
  return cost.action === 'discard' || cost.action === 'send-to-gy' || cost.action === 'banish' || cost.action === 'return-to-deck'
}

/**
 * Every event trigger of one sentence (at most one), with `source: 'text'` and the sentence as its
 * span. `cardText` and `name` let the limits read a later sentence of the same card.
 */
/**
 * `activatesTheCard`: the sentence is the first of a Normal, Counter or Quick-Play card, whose
 * condition on another card's event is the condition to activate the card itself from the hand or a
 * Set zone, not a trigger of a card in play ("If this card is sent to the GY: …" still is one).
 */
export function readTriggers(sentence: Sentence, cardText = '', name = '', activates?: 'trap' | 'spell'): EventTrigger[] {
  const split = splitCondition(sentence.masked)
  if (!split) return []
  const event = readEvent(split.condition, sentence.text.slice(0, split.condition.length))
  // "When …: Activate this card by targeting …": the condition to activate the card, not a trigger.
  if (!event || /^\s*Activate this card\b/.test(split.effect)) return []
  // A Spell's first sentence is when it may be activated as a card, never in the windows here (a
  // Normal Spell's is its controller's Main Phase; a Quick-Play one in the hand, this is not read).
  if (activates === 'spell' && event.subject !== 'self') return []
  // Leaving the field, a card undoes what it did to a card linked to it (the monster it equips, the
  // cards its effect banished): the board does not say which card that is, so it stays unread.
  if (event.event === 'left-field' && LINKED_CARD.test(split.effect)) return []
  const trigger: EventTrigger = { ...event, ...readOptional(split.condition, split.effect), source: 'text', span: sentence.text }
  // A Normal or Counter Trap's first sentence: the event on which the Set card may be activated, as a
  // card; activating a card is never mandatory, and "When …" can miss its timing as an optional trigger can.
  if (activates === 'trap' && event.subject !== 'self') {
    trigger.asCard = true
    trigger.mandatory = false
    if (/^When\b/.test(split.condition)) trigger.timing = 'when'
  }
  // A trigger on another card's event that moves this card out of the hand or the GY ("You can
  // Special Summon this card from your hand") works from there, not from the field.
  const from = event.subject === 'other' ? WORKS_FROM.exec(split.effect)?.[1] : undefined
  if (from !== undefined && trigger.zone === undefined) trigger.zone = /hand/.test(from) ? 'hand' : 'graveyard'
  // "You can discard this card; …" (Ghostrick Mary): a cost only a card in the hand can pay.
  if (event.subject === 'other' && trigger.zone === undefined && /^\s*You can discard this card\b[^;]*;/.test(split.effect)) trigger.zone = 'hand'
  Object.assign(trigger, readLimits(sentence.masked, cardText, name, sentence.text))
  const gyTargets = readGraveyardTargets(sentence.text.slice(split.condition.length + 1))
  if (gyTargets !== undefined) trigger.gyTargets = gyTargets
  // Pass 5: what it does (costs are kept as text: the engine pays none of a trigger's yet).
  // "it" is this card in a trigger on its own event; on another card's event ("When your opponent Special
  // Summons a monster(s) …: Banish it face-down"), it is that card, which the data cannot name: not this
  // one, unless the effect names this card first ("Special Summon this card …, and if you do, … change it …").
  const { costs, does: read } = actionsOf(split.effect, sentence.text, sentence.masked, { delayed: false, itMeansThisCard: event.subject === 'self' || /\bthis card\b/.test(split.effect), itMeansEventCard: event.subject === 'other' && itIsTheEventCard(split.effect) })
  // "If a card(s) is banished: Gain 500 LP for each.": "for each" with nothing after counts the cards of
  // the event a trigger on other cards reacts to.
  const eachOfTheEvent = event.subject === 'other' && EACH_OF_THE_EVENT.test(split.effect)
  const does = eachOfTheEvent ? read.map((action) => (action.per?.count === 'unknown' ? { ...action, per: { count: 'event' as const } } : action)) : read
  // An LP change the text does not size plainly ("300 damage to its owner for each card sent") is not
  // done at all rather than done as 0: what it does stays unknown.
  // What it does to the cards it targets in a GY ("Target 1 FIRE monster … in your GY, …; add that target to your hand").
  if (does.length > 0 && !does.some((action) => /lp$/.test(action.action) && action.amount === undefined)) trigger.does = gyTargets !== undefined ? (actOnTargets(split.effect, does, gyTargets, []) ?? does) : does
  // Costs the state pays (the card itself moved, LP) are data; any other is kept as text, assumed paid.
  if (costs.length > 0 && costs.every(paidByTheState)) trigger.costs = costs
  else if (costs.length > 0) trigger.condition = [event.condition, `cost: ${sentence.text.slice(split.at).split(';')[0]!.trim()}`].filter((part) => part !== undefined).join('; ')
  return [trigger]
}
