/**
 * The requirements pass: what must hold for the item, as text (`condition`: a trigger's activation
 * condition without its timing, or an old wording's "if …" clause) and as data the game state can
 * check (`requires`: a summon or a battle this turn, a hand size, cards controlled, counts of cards
 * in a zone). Only for an item the card has all along: a set-up's conditions were its set-up's.
 */
import type { CardZone, CountedCards, CountFilter, StateCondition } from '../../domain/behaviour.js'
import type { AnalyserCard, TextPhaseBehaviour } from '../types.js'
import type { Sentence } from '../text.js'
import type { Mention, SentenceContext } from './context.js'
import type { MentionSite } from './mention.js'
import type { Timing } from './timing.js'
import { MONSTER_KIND_PATTERN, MONSTER_TYPE_PATTERN, monsterTypeList } from '../words.js'

const ZONE_ONLY_CONDITION = /^(?:if|while) this card is in (?:your|the) (?:GY|Graveyard)$/i

const PHASE_PHRASE =
  /(^|,\s*)(?:[Dd]uring|[Aa]t|[Ii]n)\s+(?:the|each of your and your opponent's|each of your opponent's|each of your|each player's|either player's|each|your opponent's|your|their|his\/her|this|that)\s+(?:next\s+|own\s+|\d+(?:st|nd|rd|th)\s+|second\s+|third\s+)?(?:End Phases?|Standby Phases?|end of (?:the|each|your|your opponent's|that|this) (?:Battle Phase|turn))(?: of (?:this|the next|your next|your opponent's next|the [A-Za-z' ]{1,30}? next) turn)?/

export function conditionOf(text: string): string | undefined {
  const c = text
    .replace(/^(?:Once per turn|Once per Chain|Once)\s*,\s*/i, '')
    .replace(PHASE_PHRASE, (_m, lead: string) => (lead === '' ? '' : ','))
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/^of /, '')
  if (c === '' || ZONE_ONLY_CONDITION.test(c)) return undefined
  return c
}

/** Conditions on this turn's history and the hand that the game state can check. `nameAt` reads a quoted name of the original text. */
export function requiresOf(effect: string, zone: CardZone | undefined, nameAt?: (at: number) => string | undefined, self?: AnalyserCard): StateCondition[] {
  const out: StateCondition[] = []
  const summoned =
    /\bthe turn (?:that )?(?:this card|it) (?:is|was) (Normal|Special|Flip|Tribute|Fusion|Synchro|Xyz|Link|Ritual|Pendulum) Summoned( or flipped face-up)?/.exec(effect) ??
    /\bif this (?:face-up )?card (?:on the field )?was (Normal|Special|Flip|Tribute|Fusion|Synchro|Xyz|Link|Ritual|Pendulum) Summoned( or flipped face-up)? this turn\b/.exec(effect)
  if (summoned) {
    const how = summoned[1]!.toLowerCase()
    out.push({ check: 'summoned-this-turn', how: summoned[2] ? 'normal-or-flip' : how === 'normal' || how === 'tribute' || how === 'flip' ? how : 'special' })
  } else if (/\bthe turn (?:that )?(?:this card|it) (?:is|was) Normal or Flip Summoned\b|\bif this (?:face-up )?card (?:on the field )?was Normal or Flip Summoned this turn\b/.test(effect)) {
    out.push({ check: 'summoned-this-turn', how: 'normal-or-flip' })
  } else if (/\bthe turn (?:that )?(?:this card|it) (?:is|was) (?:Summoned|Normal or Special Summoned)\b|\bif this (?:face-up )?card (?:on the field )?was (?:Summoned|Normal or Special Summoned) this turn\b/.test(effect)) {
    out.push({ check: 'summoned-this-turn', how: 'any' })
  } else if (/\bthe turn (?:that )?(?:this card|it) (?:is|was) flipped face-up\b|\bif this card was flipped face-up this turn\b/i.test(effect)) {
    out.push({ check: 'flipped-this-turn' })
  }
  if (/\b[Ii]f this (?:face-up )?card (?:attacks|attacked|declared an attack)\b(?! or (?:was|is) attacked)/.test(effect)) out.push({ check: 'attacked-this-turn' })
  // "battled", "attacked or was attacked": in a battle this turn either way.
  else if (/\b[Ii]f this (?:face-up )?card (?:battled|attacked or was attacked)\b/.test(effect)) out.push({ check: 'battled-this-turn' })
  // "because it was destroyed by a card effect and sent there this turn", "if this card was destroyed by a card effect this turn".
  if (/\b(?:because it|if this card) was destroyed by (?:a )?card effect\b(?! or)/.test(effect)) out.push({ check: 'destroyed-by-effect-this-turn' })
  // "if this card destroyed a monster by battle this turn", "… an opponent's monster(s) by battle (and sent it to the GY)".
  if (/\b[Ii]f this (?:face-up )?card destroyed (?:a|an opponent's|any|your opponent's) monster(?:\(s\)|s)? by battle\b/.test(effect)) out.push({ check: 'destroyed-a-monster-by-battle' })
  // "if this effect was used this turn", "if this effect of this card was used": its own other effect, used this turn.
  if (/\b[Ii]f this effect (?:of this card )?was (?:used|activated|applied)\b/.test(effect)) out.push({ check: 'used-this-turn' })
  // The card's own battle history (not "if a monster was destroyed by battle this turn").
  // "… if this card was destroyed by battle and sent to the Graveyard:" said of a phase of this turn (Deep Diver, at the end of the Battle Phase): this turn too.
  if (/\b(?:this card|the equipped monster|it) was destroyed by battle (?:and sent to the (?:GY|Graveyard) )?this turn\b|\bif this card was destroyed by battle and sent to the (?:GY|Graveyard)(?=\s*:)/.test(effect)) out.push({ check: 'destroyed-by-battle-this-turn' })
  // "… because it was sent there this turn", "… because it was discarded there to activate this effect this turn".
  if (zone === 'graveyard' && /\bbecause it was\b[^.:;]*?\b(?:sent|discarded) there\b[^.:;]*?\bthis turn\b|\bwas sent to the (?:GY|Graveyard)\b[^.:;]{0,40}?\bthis turn\b/.test(effect)) out.push({ check: 'in-gy-sent-this-turn' })
  const fewer = /\bif you have (\d+|no) (?:or (?:less|fewer) )?cards?(?:\(s\))? in your hand\b/.exec(effect)
  if (fewer) out.push(fewer[1] === 'no' ? { check: 'hand-count', whose: 'controller', max: 0 } : /or (?:less|fewer)/.test(fewer[0]) ? { check: 'hand-count', whose: 'controller', max: Number(fewer[1]) } : { check: 'hand-count', whose: 'controller', min: Number(fewer[1]), max: Number(fewer[1]) })
  const more = /\bif you have (\d+) or more cards?(?:\(s\))? in your hand\b/.exec(effect)
  if (more) out.push({ check: 'hand-count', whose: 'controller', min: Number(more[1]) })
  // "if you control \"Visas Starfrost\"": one card by its name (not "a \"Witchcrafter\" monster").
  const controls = /\b[Ii]f you control (?:a face-up )?("x+")(?! (?:or|and) ")(?!\s*(?:[A-Z][a-z]+ )?(?:monsters?|cards?|Spells?|Traps?|Tokens?|Fusion|Synchro|Xyz|Link|Ritual|Pendulum|Tuner|Field)\b)/.exec(effect)
  if (controls) {
    const card = nameAt?.(controls.index + controls[0].indexOf('"'))
    out.push(card === undefined ? { check: 'controls-card', whose: 'controller' } : { check: 'controls-card', whose: 'controller', card })
  }
  // "if "The Immortal Sun God" was sent to your GY this turn": a named card's arrival in a GY this turn.
  const namedSent = /\b[Ii]f ("x+") (?:was|has been) sent to (your|your opponent's|the|either player's) (?:GY|Graveyard) this turn\b/.exec(effect)
  const sentName = namedSent ? nameAt?.(namedSent.index + namedSent[0].indexOf('"')) : undefined
  if (namedSent && sentName !== undefined) out.push({ check: 'named-sent-this-turn', whose: namedSent[2] === 'your' ? 'controller' : namedSent[2] === "your opponent's" ? 'opponent' : 'each', card: sentName })
  // "… all monsters you control are Plant monsters": none of another Type (or name) controlled, and at least one where "(min. 1)".
  const allAre = ALL_YOU_CONTROL_ARE.exec(effect)
  const allName = allAre?.[2] !== undefined ? nameAt?.(allAre.index + allAre[0].indexOf('"')) : undefined
  if (allAre && (allAre[1] !== undefined || allAre[4] !== undefined) && (allAre[2] === undefined || allName !== undefined)) {
    const filter: CountFilter = allName !== undefined ? { notNamed: allName } : { notMonsterType: allAre[3]! }
    out.push({ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter, max: 0 })
    if (allAre[4] !== undefined) out.push({ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', min: 1 })
  }
  // "if a Fusion Monster(s) was sent to your GY this turn", "if a monster was sent to your GY this turn": a card of a kind there, sent this turn.
  const kindSent = KIND_SENT_THIS_TURN.exec(effect)
  if (kindSent) out.push({ check: 'sent-this-turn', whose: 'controller', cards: 'monster', ...(kindSent[1] !== undefined ? { filter: { monsterType: kindSent[1] } } : {}) })
  // "if this card was Special Summoned" (no "this turn"): how the card on the field came there.
  if (/\bif this (?:face-up )?card was Special Summoned(?!(?: from| by| this turn| or| with)\b)/.test(effect)) out.push({ check: 'special-summoned' })
  out.push(...revealedFromHand(effect, nameAt))
  out.push(...countsOf(effect, nameAt, zone === undefined || zone === 'field' ? self : undefined))
  out.push(...fieldTargetsOf(effect, nameAt, self))
  out.push(...lifePointsOf(effect))
  return out
}

/** "if your LP is less than 4000", "and your LP are 2000 or less", "if your opponent's LP are 3000 or more" (before the colon). */
const LP_BELOW_ABOVE = /\b(?:[Ii]f|and|while) (your|your opponent's) (?:LP|Life Points) (?:is|are) (?:(less|lower|more|higher) than (\d+)|(\d+) or (less|lower|more|higher))\b/g

function lifePointsOf(effect: string): StateCondition[] {
  const colon = effect.indexOf(':')
  const condition = colon >= 0 ? effect.slice(0, colon) : effect
  const out: StateCondition[] = []
  for (const m of condition.matchAll(LP_BELOW_ABOVE)) {
    const whose = m[1] === 'your' ? 'controller' : 'opponent'
    const below = (m[2] ?? m[5]) === 'less' || (m[2] ?? m[5]) === 'lower'
    const n = Number(m[3] ?? m[4])
    // "less than 4000": at most 3999; "4000 or less": at most 4000.
    const strict = m[3] !== undefined
    out.push(below ? { check: 'lp', whose, max: strict ? n - 1 : n } : { check: 'lp', whose, min: strict ? n + 1 : n })
  }
  return out
}

/** The words that name the counted cards (a capture group), for every reader of a count. */
export const COUNTED_WORDS = String.raw`([Mm]onsters?|[Cc]ards?|Spell or Trap Cards?|Spells? or Traps?|Spells?\/Traps?|Spell\/Trap Cards?|Spell Cards?|Trap Cards?|Spells?|Traps?)`
/** Words after the counted cards that narrow them further than the data says ("monsters in your Main Monster Zone", "… or all monsters you control are …"). */
const NARROWED_AFTER = String.raw`(?! (?:in|with|that|except|whose|other than|you control|or all|and all|on)\b)`
/** "if you control no …", "if you control 2 or more …": the controller's field. */
const CONTROLS_COUNT = new RegExp(
  String.raw`\b(?:[Ii]f|and) you control (no|\d+ or more|\d+ or fewer|exactly \d+|an?|another) (?:face-up )?("x+" )?(Tribute Summoned )?((?:[A-Z][\w-]* )*?)(?:non-(${MONSTER_TYPE_PATTERN}) (?=monsters?\b))?` +
    COUNTED_WORDS +
    String.raw`\b(?: with (\d+) or more ATK)?` +
    NARROWED_AFTER,
)
/** "if there are 5 or more cards in your GY", "if you have no cards in your Deck". */
const ZONE_COUNT = new RegExp(
  String.raw`\b(?:[Ii]f there are|[Ii]f you have) (no|\d+ or more|\d+ or fewer|exactly \d+) ("x+" )?((?:[A-Z][\w-]* )*?)` + COUNTED_WORDS + String.raw` in (your|your opponent's|either player's|the) (GY|Graveyard|Deck|banishment)\b` + NARROWED_AFTER,
)
const MORE_IN_GY_THAN_YOU = /\b(?:[Ii]f|and) your opponent has more (monsters|cards) in their (?:GY|Graveyard) than you(?: do)?\b/
const MORE_THAN_YOU = /\b(?:[Ii]f|and) your opponent controls more (monsters|cards) than you(?: do)?\b/

/** The counted card type of a word of the text ("Spell or Trap Cards" → spell-trap). */
export function countedCards(word: string): CountedCards {
  if (/^[Mm]onster/.test(word)) return 'monster'
  if (/^Spells?(?: or |\/)Traps?/.test(word)) return 'spell-trap'
  if (/^Spell/.test(word)) return 'spell'
  if (/^Trap/.test(word)) return 'trap'
  return 'any'
}

/**
 * "You can reveal 1 Spell in your hand;", "reveal 1 "Witchcrafter" card in your hand;": a cost that
 * shows cards of a kind and moves none. It changes nothing on the board, so what it asks of the window
 * is that the hand hold them: a count of the controller's hand the activation requires.
 */
const REVEALED_FROM_HAND = new RegExp(String.raw`\b[Rr]eveal (\d+|a|one|two) (?:("x+") )?(?:(${MONSTER_TYPE_PATTERN}) (?=monsters?\b))?` + COUNTED_WORDS + String.raw` in your hand\s*[;,]`)

function revealedFromHand(effect: string, nameAt?: (at: number) => string | undefined): StateCondition[] {
  const m = REVEALED_FROM_HAND.exec(effect)
  if (!m) return []
  const filter: CountFilter = {}
  if (m[2] !== undefined) {
    const name = nameAt?.(m.index + m[0].indexOf('"'))
    if (name === undefined) return []
    filter.named = name
  }
  if (m[3] !== undefined) filter.monsterType = m[3]
  const cards = countedCards(m[4]!)
  const min = m[1] === 'a' || m[1] === 'one' ? 1 : m[1] === 'two' ? 2 : Number(m[1])
  return [{ check: 'card-count', zone: 'hand', whose: 'controller', ...(cards !== 'any' ? { cards } : {}), ...(Object.keys(filter).length > 0 ? { filter } : {}), min }]
}

function bounds(how: string): { min?: number; max?: number } {
  if (how === 'no') return { max: 0 }
  if (how === 'a' || how === 'an' || how === 'another') return { min: 1 }
  const n = Number(/\d+/.exec(how)![0])
  if (/or more/.test(how)) return { min: n }
  if (/or fewer/.test(how)) return { max: n }
  return { min: n, max: n }
}

/**
 * What an activated effect targets on the field, from the words before its semicolon ("You can target
 * 1 face-up monster your opponent controls; …", "target 1 Attack Position monster your opponent controls
 * that did not declare an attack this turn; …"): with no such card there it cannot be activated, so at
 * least as many must be there (a `card-count` on that field). Words the data cannot say stay `other`:
 * the count is then only bounded by the board.
 */
const FIELD_TARGETS = new RegExp(
  String.raw`(?::\s*(?:You can )?|\bto |,? then )[Tt]arget (\d|one|two) (other )?(face-up |face-down |Set )?((?:Attack|Defense|face-down Defense) Position )?("x+" )?((?:[A-Z][\w-]*,? (?:or )?)*?)` +
    COUNTED_WORDS +
    String.raw` (your opponent controls|you control|on the field)( that did not declare an attack this turn)?;`,
)
const TARGET_COUNTS: Record<string, number> = { one: 1, two: 2 }
/** A Type or a kind of monster, the whole of the words before "monster". */
const TYPE_LINE_WORD = new RegExp(`^(?:${MONSTER_TYPE_PATTERN}|${MONSTER_KIND_PATTERN})$`)

export function fieldTargetsOf(effect: string, nameAt?: (at: number) => string | undefined, self?: AnalyserCard): StateCondition[] {
  const m = FIELD_TARGETS.exec(effect)
  if (!m) return []
  const [, count, other, facing, position, quoted, words, counted, where, notAttacked] = m
  const cards = countedCards(counted!)
  const filter: CountFilter = {}
  if (facing !== undefined) filter.position = facing === 'face-up ' ? 'face-up' : 'set'
  if (position !== undefined) filter.position = /^Attack/.test(position) ? 'attack' : /^face-down/.test(position) ? 'set' : 'defense'
  if (quoted !== undefined) {
    const name = nameAt?.(m.index + m[0].indexOf('"'))
    if (name === undefined) filter.other = quoted.trim()
    else filter.named = name
  }
  const typed = (words ?? '').trim()
  // "a Warrior or Machine monster": one of these Types.
  const types = monsterTypeList(typed)
  if (typed !== '') {
    if (TYPE_LINE_WORD.test(typed) && cards === 'monster') filter.monsterType = typed
    else if (types !== undefined && types.length > 1 && cards === 'monster') filter.monsterTypes = types
    else filter.other = filter.other === undefined ? typed : `${filter.other} ${typed}`
  }
  if (notAttacked !== undefined) filter.didNotAttack = true
  const whose = where === 'your opponent controls' ? 'opponent' : where === 'you control' ? 'controller' : 'each'
  let min = TARGET_COUNTS[count!] ?? Number(count)
  // "1 other … you control" (or on the field): one besides this card, which the count includes when it is one of them.
  if (other !== undefined && whose !== 'opponent' && self !== undefined && countsItself(self, cards, filter)) min += 1
  return [{ check: 'card-count', zone: 'field', whose, ...(cards !== 'any' ? { cards } : {}), ...(Object.keys(filter).length > 0 ? { filter } : {}), min }]
}

/**
 * Card-count conditions of the effect's condition (before its colon: "if you control no monsters"
 * inside what an effect does is a choice, not a condition): how many cards a player has where, of
 * which type, narrowed by an archetype's name, a summon stated on the board, or words kept as text.
 */
function countsOf(effect: string, nameAt?: (at: number) => string | undefined, self?: AnalyserCard): StateCondition[] {
  const colon = effect.indexOf(':')
  const condition = colon >= 0 ? effect.slice(0, colon) : effect
  const out: StateCondition[] = []
  // "and all monsters in your GY are Dragon": none of another Type there (this card, there, is one or not by its own Type).
  const allOfType = ALL_IN_GY_OF_TYPE.exec(condition)
  if (allOfType) out.push({ check: 'card-count', zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { notMonsterType: allOfType[1]! }, max: 0 })
  // "and have no monsters in your GY except Plant or Beast": none of any other Type there.
  const noneExcept = NONE_IN_GY_EXCEPT.exec(condition)
  const except = noneExcept ? monsterTypeList(noneExcept[1]!.replace(/-Type/g, "")) : undefined
  if (except !== undefined) out.push({ check: 'card-count', zone: 'graveyard', whose: 'controller', cards: 'monster', filter: except.length > 1 ? { notMonsterTypes: except } : { notMonsterType: except[0]! }, max: 0 })
  const filterOf = (quoted: string | undefined, at: number, words: string | undefined, tribute?: boolean): CountFilter | undefined => {
    const filter: CountFilter = {}
    if (quoted) {
      const name = nameAt?.(at)
      if (name === undefined) filter.other = quoted.trim()
      else filter.named = name
    }
    if (tribute) filter.summoned = 'tribute'
    const other = (words ?? '').trim()
    // One Type ("an Insect monster"): a word of the type line, as the catalog gives it.
    if (other !== '' && monsterTypeList(other)?.length === 1) filter.monsterType = other
    else if (other !== '') filter.other = filter.other === undefined ? other : `${filter.other} ${other}`
    return Object.keys(filter).length > 0 ? filter : undefined
  }
  const controls = CONTROLS_COUNT.exec(condition)
  if (controls) {
    const cards = countedCards(controls[6]!)
    // "a face-up non-Plant monster": a monster of any other Type.
    const notOfType = controls[5] !== undefined ? { notMonsterType: controls[5] } : undefined
    const read = filterOf(controls[2], controls.index + controls[0].indexOf('"'), controls[4], controls[3] !== undefined)
    // "an Insect monster with 3000 or more ATK": the printed ATK.
    const atLeast = controls[7] !== undefined ? { minAtk: Number(controls[7]) } : undefined
    const filter = notOfType || read || atLeast ? { ...read, ...notOfType, ...atLeast } : undefined
    const counted = bounds(controls[1]!)
    // "another": one besides this card, which the field count includes when it is one of them.
    if (controls[1] === 'another' && self !== undefined && countsItself(self, cards, filter)) counted.min = 2
    out.push({ check: 'card-count', zone: 'field', whose: 'controller', ...(cards !== 'any' ? { cards } : {}), ...(filter ? { filter } : {}), ...counted })
  }
  const zone = ZONE_COUNT.exec(condition)
  if (zone) {
    const cards = countedCards(zone[4]!)
    const filter = filterOf(zone[2], zone.index + zone[0].indexOf('"'), zone[3])
    const where = zone[6] === 'Deck' ? 'deck' : zone[6] === 'banishment' ? 'banished' : 'graveyard'
    const whose = zone[5] === 'your' ? 'controller' : zone[5] === "your opponent's" ? 'opponent' : 'each'
    // A Deck's size says nothing of which cards it holds.
    if (!(where === 'deck' && (cards !== 'any' || filter !== undefined))) {
      out.push({ check: 'card-count', zone: where, whose, ...(cards !== 'any' ? { cards } : {}), ...(filter ? { filter } : {}), ...bounds(zone[1]!) })
    }
  }
  const more = MORE_THAN_YOU.exec(condition)
  if (more) out.push({ check: 'controls-more', ...(more[1] === 'monsters' ? { cards: 'monster' as const } : {}) })
  const moreInGy = MORE_IN_GY_THAN_YOU.exec(condition)
  if (moreInGy) out.push({ check: 'controls-more', zone: 'graveyard', ...(moreInGy[1] === 'monsters' ? { cards: 'monster' as const } : {}) })
  // "if you do not control a Fiend or Zombie monster": none of each Type named (a word of the type
  // line, as the catalog gives it), each its own count.
  const noneOfType = NONE_OF_TYPE.exec(condition)
  if (noneOfType) {
    for (const monsterType of noneOfType[2]!.split(' or ')) {
      const filter: CountFilter = { monsterType, ...(noneOfType[1] ? { position: 'face-up' as const } : {}) }
      out.push({ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter, max: 0 })
    }
  }
  return out
}

const NONE_OF_TYPE = /\b[Ii]f you do not control an? (face-up )?((?:[A-Z][a-z]+-?)+(?: or (?:[A-Z][a-z]+-?)+)*) monster\b(?!s)/

/** Whether this card, on its controller's field, is one of the cards a count counts (its type and name say so). */
export function countsItself(self: AnalyserCard, cards: CountedCards, filter: CountFilter | undefined): boolean {
  const type = (self.cardType ?? '').toLowerCase()
  if (cards === 'monster' ? type !== 'monster' : cards === 'spell-trap' ? type !== 'spell' && type !== 'trap' : cards !== 'any' && type !== cards) return false
  if (filter?.summoned !== undefined || filter?.other !== undefined) return false
  // "another Insect monster": this card is one only where its type line says it is an Insect.
  if (filter?.monsterType !== undefined && !(self.monsterTypeLine ?? '').split('/').some((word) => word.trim() === filter.monsterType)) return false
  return filter?.named === undefined || self.name.toLowerCase().includes(filter.named.toLowerCase())
}

/**
 * A sentence right after the item's that states what must hold to activate and to resolve it ("You
 * must have no cards in your hand to activate and to resolve this effect", "You must control no
 * monsters to activate and to resolve this effect"): the same state conditions as an "if …" clause
 * before its colon, read the same way.
 */
const ONLY_OF_TYPE = /^This card must be the only ([A-Z][a-z]+(?:-[A-Z][a-z]+)?) monster (on the field|you control) to activate and (?:to )?resolve this effect\.?$/
const MUST_HOLD = /^You must (have|control) ([^.]+?) to activate and (?:to )?resolve this effect\.?$/

/** "… and have no monsters in your GY except Plant or Beast": the Types its controller's GY may hold (group 1). */
const NONE_IN_GY_EXCEPT = new RegExp(String.raw`\b(?:have|there are) no monsters in your (?:GY|Graveyard) except ((?:${MONSTER_TYPE_PATTERN})(?:-Type)?(?:(?:,| or| and|, or|, and) (?:${MONSTER_TYPE_PATTERN})(?:-Type)?)*)(?: monsters)?\b`)
/** "… and all monsters in your GY are Dragon": every monster of its controller's GY of one Type. */
const ALL_IN_GY_OF_TYPE = new RegExp(String.raw`\ball monsters in your (?:GY|Graveyard) are (${MONSTER_TYPE_PATTERN})(?:-Type)?(?: monsters)?\b`)
/** A restriction on the turn the card was Summoned or flipped: the activation needs the facts' opposites. */
const NOT_THE_TURN_SUMMONED = /^You cannot activate this effect (?:during )?the turn (?:that )?this card (?:is|was) (Normal |Special )?Summoned( or flipped face-up)?\.?$/
/** A restriction on the turn of activation that can no longer be met once its controller has Normal Summoned or Set. */
const NO_NORMAL_SUMMON_THAT_TURN = /^You cannot Normal Summon\/Set(?: monsters)? (?:during )?the turn (?:that )?you activate this (?:effect|card)\.?$/

/** "…, and can only activate them while "Blue-Eyes White Dragon" is on your field or in your GY." (group 1: the name; group 2: where). */
const ONLY_WHILE_NAMED = /\bcan only activate (?:them|these effects|each effect|this effect) while "([^"]+)" is (on your field or in your (?:GY|Graveyard)|in your (?:GY|Graveyard)|on your field)\.?$/

/**
 * A limit on every activated effect of the card, said once for them all: "You can only use each
 * effect of "Blue-Eyes Abyss Dragon" once per turn, and can only activate them while "Blue-Eyes
 * White Dragon" is on your field or in your GY" (a count of that name there, at least 1).
 */
export function activatedOnlyWhileOf(sentences: readonly Sentence[]): StateCondition[] {
  for (const sentence of sentences) {
    const m = ONLY_WHILE_NAMED.exec(sentence.text.trim())
    if (!m) continue
    const where = m[2]!
    const zone = /field/.test(where) ? 'field' : 'graveyard'
    return [{ check: 'card-count', zone, ...(/field/.test(where) && /GY|Graveyard/.test(where) ? { alsoZone: 'graveyard' as const } : {}), whose: 'controller', filter: { named: m[1]! }, min: 1 }]
  }
  return []
}

/** An introduction making each bulleted effect after it depend on a kind of monster being on the field. */
const DEPENDING_ON_KINDS = /\bdepending on the monster card types on the field\b/
/** A bullet opening with the kind of monster its effect depends on ("● Xyz: Once per turn, during your End Phase: …"). */
const KIND_BULLET = /^(Ritual|Fusion|Synchro|Xyz|Pendulum|Link): /

/**
 * "This card can activate these effects depending on the monster card types on the field." then
 * "● Xyz: …" (Dreamland): the bullet's effect can be activated only while an Xyz Monster is on
 * either field (a `card-count` of that kind, at least 1).
 */
export function kindOnFieldOf(sentences: readonly Sentence[], at: number): StateCondition[] {
  const sentence = sentences[at]
  const kind = sentence?.bullet === true ? KIND_BULLET.exec(sentence.masked.trim()) : null
  if (!kind) return []
  let intro = at
  while (intro > 0 && sentences[intro]!.bullet) intro--
  if (intro === at || !DEPENDING_ON_KINDS.test(sentences[intro]!.masked)) return []
  return [{ check: 'card-count', zone: 'field', whose: 'each', cards: 'monster', filter: { monsterType: kind[1]! }, min: 1 }]
}

export function mustHoldOf(next: Sentence | undefined, zone: CardZone | undefined, self?: AnalyserCard): StateCondition[] {
  if (next === undefined) return []
  // "You cannot Normal Summon/Set during the turn you activate this effect": not once its controller has.
  if (NO_NORMAL_SUMMON_THAT_TURN.test(next.masked.trim())) return [{ check: 'no-normal-summon-this-turn' }]
  // "You cannot activate this effect the turn this card is Summoned or flipped face-up": not so this turn.
  const notSummoned = NOT_THE_TURN_SUMMONED.exec(next.masked.trim())
  if (notSummoned) {
    const how = notSummoned[1] === undefined ? 'any' : notSummoned[1] === 'Normal ' ? 'normal' : 'special'
    return [{ check: 'summoned-this-turn', how, not: true }, ...(notSummoned[2] !== undefined ? [{ check: 'flipped-this-turn' as const, not: true as const }] : [])]
  }
  const lead = next.masked.length - next.masked.trimStart().length
  // "This card must be the only Zombie monster on the field to activate and to resolve this effect":
  // no other monster of that Type on either field (this card counts itself when it is one); "… the
  // only Psychic monster you control …": on its controller's field.
  const only = ONLY_OF_TYPE.exec(next.masked.trim())
  if (only) {
    const monsterType = only[1]!
    const itself = self !== undefined && (self.monsterTypeLine ?? '').split('/').some((word) => word.trim() === monsterType)
    return [{ check: 'card-count', zone: 'field', whose: only[2] === 'you control' ? 'controller' : 'each', cards: 'monster', filter: { monsterType }, max: itself ? 1 : 0 }]
  }
  const m = MUST_HOLD.exec(next.masked.trim())
  if (!m) return []
  const condition = `if you ${m[1]} `
  // A quoted name of the original sentence, at the same place in the condition read.
  const from = lead + m[0].indexOf(m[2]!, `You must ${m[1]} `.length) - condition.length
  const nameAt = (at: number) => /^"([^"]+)"/.exec(next.text.slice(at + from))?.[1]
  return requiresOf(`${condition}${m[2]}: `, zone, nameAt, zone === undefined || zone === 'field' ? self : undefined)
}

/**
 * "if you control no monsters or all monsters you control are Plant monsters", "If all monsters you
 * control are "Exosister" monsters (min. 1)" (group 1: "no monsters, or"; 2: an archetype; 3: a Type;
 * 4: "(min. 1)"). Without either the zero case is not said, and the condition is left as words.
 */
const ALL_YOU_CONTROL_ARE = new RegExp(String.raw`\b(?:[Ii]f|while) (you control no monsters,? or )?all (?:face-up )?monsters you control are (?:("x+")|(${MONSTER_TYPE_PATTERN})) monsters( \(min[._] 1\))?`)

/** "if a Fusion Monster(s) was sent to your GY this turn" (group 1: the kind; absent: "a monster"). */
const KIND_SENT_THIS_TURN = /\b[Ii]f an? (?:(Fusion|Synchro|Xyz|Link|Ritual|Pendulum) Monster|monster)(?:\(s\))? (?:was|were|has been) sent to your (?:GY|Graveyard) this turn\b/

/** "if you did not Special Summon the revealed monster, or a monster with the same name, after you resolved this effect" (to the sentence's end). */
export const UNLESS_DONE_SINCE = /\bif you did not [^.;]+/

/** The item's condition kept as text. `kind` and `delayed` are the earlier passes'. */

export function readCondition(mention: Mention, site: MentionSite, timing: Timing, kind: TextPhaseBehaviour['kind'], delayed: boolean, ctx: SentenceContext): string | undefined {
  const { text } = ctx.sentence
  const { after, colon, semicolon } = site
  // A delayed effect done only where something did not happen since ("take 2300 damage if you did not
  // Special Summon the revealed monster, … after you resolved this effect"): its condition, kept as words.
  if (delayed) {
    const m = UNLESS_DONE_SINCE.exec(after)
    if (m) return text.slice(mention.end + m.index, mention.end + m.index + m[0].length)
  }
  if (kind === 'trigger' && !timing.separated && colon >= 0 && (semicolon < 0 || colon < semicolon)) return conditionOf(text.slice(ctx.effStart, mention.end + colon))
  if (kind !== 'expire' && !delayed && timing.inCondition) {
    const m = /^[^,;.]*?, (if [^,;.]+),/.exec(after)
    if (m) {
      const at = mention.end + m[0].length - 1 - m[1]!.length
      return text.slice(at, at + m[1]!.length)
    }
  }
  return undefined
}

/** The item's conditions as data, read from the sentence without its phase mention. `kind` is the settled kind, `zone` the zone pass's. */
/** What the item targets on the field as it is activated, as card counts (its `requires` hold them too): what the targets pass acts on. */
export function readFieldTargets(mention: Mention, ctx: SentenceContext): StateCondition[] {
  const { masked, text } = ctx.sentence
  const gap = mention.end - mention.start - 1
  const nameAt = (at: number) => /^"([^"]+)"/.exec(text.slice(at < mention.start ? at : at + gap))?.[1]
  return fieldTargetsOf(masked.slice(ctx.effStart, mention.start) + ' ' + masked.slice(mention.end), nameAt)
}

export function readRequires(mention: Mention, kind: TextPhaseBehaviour['kind'], delayed: boolean, zone: CardZone | undefined, ctx: SentenceContext): StateCondition[] {
  if (delayed || kind === 'expire') return []
  const { masked, text } = ctx.sentence
  // the sentence without the phase mention (a space in its place, so offsets shift by the mention's length after it)
  const gap = mention.end - mention.start - 1
  const nameAt = (at: number) => /^"([^"]+)"/.exec(text.slice(at < mention.start ? at : at + gap))?.[1]
  const out = requiresOf(masked.slice(0, mention.start) + ' ' + masked.slice(mention.end), zone, nameAt, ctx.card)
  // "You can Normal Summon this card without Tributing. If you do, during the End Phase: …": only
  // after a Normal Summon without Tributing (a Tribute Summon of it is not one).
  if (ctx.previous !== undefined && /\bNormal Summon this card without Tributing\b/.test(ctx.previous.masked) && /^\s*If (?:you do|(?:Normal )?Summoned this way)\b|\bif this card was (?:Normal )?Summoned this way\b/i.test(masked.slice(ctx.effStart))) {
    out.push({ check: 'summoned-this-turn', how: 'without-tribute' })
  }
  return out
}
