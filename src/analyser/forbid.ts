/**
 * Continuous effects that forbid a move, read where the sentence is the effect itself (no colon or
 * semicolon: not an activated effect; not a bullet: a bullet is one of several effects chosen or
 * applied for a time). One table of wordings, each with what it forbids:
 * - "Neither player can banish cards." / "Cards cannot be banished." (Imperial Iron Wall);
 * - "Cards in the GY cannot be banished." (Necrovalley), "Neither player can banish cards from the GY.";
 * - "Your opponent cannot banish cards." / "… from either GY." / "… from your GY.";
 * - "While face-up on the field, this card cannot be banished." (only the card itself).
 * A limited protection ("cannot be banished by your opponent's card effects" of some cards) is not
 * read: which cards it covers is not data the engine has. Protections from destruction of the cards
 * a card's controller controls are (readProtectedCards).
 */
import type { ContinuousBehaviour, StateCondition } from '../domain/behaviour.js'
import type { Sentence } from './text.js'
import { ATTRIBUTE_PATTERN, MONSTER_KIND_PATTERN, MONSTER_TYPE_PATTERN } from './words.js'

type Forbid = Pick<ContinuousBehaviour, 'whose' | 'by' | 'from' | 'itself'>

const GY = '(?:GY|Graveyard)s?'
const WORDINGS: ReadonlyArray<{ re: RegExp; read: (m: RegExpExecArray) => Forbid }> = [
  { re: new RegExp(`^Neither player can banish cards(?: from (?:the|either player's|either) ${GY})?\\.?$`), read: (m) => ({ whose: 'each', by: 'each', ...(/GY|Graveyard/.test(m[0]) ? { from: 'graveyard' as const } : {}) }) },
  { re: /^Cards cannot be banished\.?$/, read: () => ({ whose: 'each', by: 'each' }) },
  { re: new RegExp(`^Cards in (?:the|either player's|either) ${GY} cannot be banished\\.?$`), read: () => ({ whose: 'each', by: 'each', from: 'graveyard' }) },
  {
    re: new RegExp(`^Your opponent cannot banish cards(?: from (either|your) ${GY})?\\.?$`),
    read: (m) => ({ whose: m[1] === 'your' ? 'controller' : 'each', by: 'opponent', ...(m[1] !== undefined ? { from: 'graveyard' as const } : {}) }),
  },
  { re: /^While (?:this card is )?face-up on the field, this card cannot be banished\.?$/, read: () => ({ whose: 'each', by: 'each', itself: true }) },
]

/**
 * "This card cannot be destroyed by card effects." (Ultimate Axon Kicker), "This face-up card cannot
 * be destroyed by your opponent's card effects." (Infinite Light), "Your opponent cannot target this
 * card with card effects, also it cannot be destroyed by your opponent's card effects." (Blue-Eyes
 * Chaos MAX Dragon): only the card itself, while it is face-up on the field. A condition of its
 * own is data where the board decides it ("While you control a Token, …": the Tokens it lists),
 * else kept as text (assumed, and said).
 */
const CANNOT_BE_DESTROYED =
  /^(?:(While [^,]+), )?(?:(?:[Tt]his (?:face-up )?card|[Tt]his face-up card on the field) cannot be destroyed|[Yy]our opponent cannot target (?:this card|it) with card effects, also it cannot be destroyed) by (battle or )?(your opponent's )?card effects\.?$/

/** Conditions of a protection the board can decide, as data: "While you control a Token" counts the Tokens it lists. */
const AS_DATA: ReadonlyArray<{ re: RegExp; requires: StateCondition[] }> = [
  { re: /^While you control a Token$/, requires: [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { token: true }, min: 1 }] },
]

/** The protection's condition: as data where its wording is one the board decides, else kept as text. */
function withCondition(behaviour: ContinuousBehaviour, text: string): void {
  const known = AS_DATA.find(({ re }) => re.test(text))
  if (known) behaviour.requires = known.requires
  else behaviour.condition = text
}

function readForbiddenDestruction(sentence: Sentence): ContinuousBehaviour | undefined {
  const m = CANNOT_BE_DESTROYED.exec(sentence.masked.trim())
  if (!m) return undefined
  const behaviour: ContinuousBehaviour = { effect: 'forbid-move', move: 'destroy', cards: 'any', whose: 'each', by: m[3] ? 'opponent' : 'each', itself: true, source: 'text', span: sentence.text }
  // "While this card is in your Monster Zone" / "face-up on the field" is where it applies anyway.
  if (m[1] !== undefined && !/^While (?:this card is )?(?:face-up )?(?:on the field|in your Monster Zone)$/.test(m[1])) withCondition(behaviour, sentence.text.slice(0, m[1].length))
  return behaviour
}

/**
 * The cards its controller controls, protected by this face-up card: "Other cards you control cannot
 * be destroyed by your opponent's card effects." (Blue-Eyes Jet Dragon), "Spells/Traps you control
 * cannot be destroyed by card effects." (White Dragon Ninja), "Monsters you control cannot be
 * destroyed by your opponent's card effects, while you control 2 or more … monsters." (the condition
 * kept as text), "Zombie monsters you control cannot be destroyed by card effects." (Archfiend
 * Zombie-Skull: the monsters of one Type), "Level 4 or lower monsters you control cannot be destroyed by
 * card effects." (Mira the Star-Bearer: `maxLevel`). The group may be narrowed further by data the
 * board knows of each card: an archetype ("Other "Drytron" monsters": `named`), an Attribute ("WATER
 * monsters"), a kind of monster ("Pendulum Monsters", "Dragon Fusion Monsters": `monsterKind`), how
 * it was summoned ("Tribute Summoned monsters": `summoned`). ", also your opponent cannot target them
 * with card effects" after it changes nothing a window decides. One narrowed in a way the data cannot
 * say ("Level 9 monsters", "Face-up Spells/Traps", "Tokens", "… that do not target them") is not
 * read, so nothing is protected that the card does not protect.
 */
const PROTECTS_OTHERS = new RegExp(
  String.raw`^(?:(While [^,]+), )?([Oo]ther )?(?:(Tribute|Special) Summoned )?(?:Level (\d+) or lower )?("x+" )?(?:(${ATTRIBUTE_PATTERN}) )?(?:(${MONSTER_TYPE_PATTERN})(?:-Type)? )?(?:(${MONSTER_KIND_PATTERN}) )?("x+" )?([Cc]ards|[Mm]onsters|Spells\/Traps|Spell\/Trap Cards|Spell and Trap Cards) you control cannot be destroyed by (battle or )?(your opponent's )?card effects(?:,? (?:also|and) (?:your opponent cannot|neither player can) target them with card effects)?(?:, (while [^,.]+))?\.?$`,
  // Indices: a quoted name is cut from the original text at its masked offsets.
  'd',
)

/**
 * "Other Dragon-Type monsters you control gain 500 ATK, also they cannot be destroyed by card effects."
 * (Performapal Coin Dragon): the protection of the same group, its ATK gain aside (the state models
 * no ATK change). Group 1: the group and "you control"; group 2: the protection's words.
 */
const GAINS_ALSO_PROTECTED = /^(.+? you control) gain \d+ (?:ATK|DEF|ATK and DEF|ATK\/DEF), (?:also|and) they (cannot be destroyed by )/

function readProtectedCards(sentence: Sentence): ContinuousBehaviour | undefined {
  const trimmed = sentence.masked.trim()
  const masked = trimmed.replace(GAINS_ALSO_PROTECTED, '$1 $2')
  const m = PROTECTS_OTHERS.exec(masked)
  if (!m) return undefined
  const at = sentence.masked.indexOf(trimmed)
  const [, whileFirst, other, summoned, level, named1, attribute, type, kind, named2, group, , byOpponent, whileAfter] = m
  const what = group!.toLowerCase()
  const narrowed = [summoned, level, attribute, type, kind].some((word) => word !== undefined)
  if (narrowed && what !== 'monsters') return undefined
  // Two quoted names ("x" Pendulum "y" monsters) are not one archetype.
  if (named1 !== undefined && named2 !== undefined) return undefined
  const cards: ContinuousBehaviour['cards'] = what === 'cards' ? 'any' : what === 'monsters' ? 'monster' : 'spell-trap'
  const behaviour: ContinuousBehaviour = { effect: 'forbid-move', move: 'destroy', cards, whose: 'controller', by: byOpponent ? 'opponent' : 'each', source: 'text', span: sentence.text }
  if (type !== undefined) behaviour.monsterType = type
  // "Level 4 or lower monsters you control": a monster of a higher Level, or one with no Level, is not covered.
  if (level !== undefined) behaviour.maxLevel = Number(level)
  if (attribute !== undefined) behaviour.attribute = attribute
  if (kind !== undefined) behaviour.monsterKind = kind
  if (summoned !== undefined) behaviour.summoned = summoned === 'Tribute' ? 'tribute' : 'special'
  const quoted = m.indices?.[named1 !== undefined ? 5 : 9]
  if (quoted !== undefined) {
    // The name as written, at the masked quote's offsets (without its quotes and the space after).
    behaviour.named = sentence.text.slice(at + quoted[0] + 1, at + quoted[1] - 2)
  }
  if (other !== undefined) behaviour.others = true
  const condition: string[] = []
  if (whileFirst !== undefined && !/^While (?:this card is )?(?:face-up )?(?:on the field|in your Monster Zone|in the Spell & Trap Zone)$/.test(whileFirst)) condition.push(sentence.text.slice(at, at + whileFirst.length))
  if (whileAfter !== undefined) {
    const from = at + trimmed.lastIndexOf(whileAfter)
    condition.push(sentence.text.slice(from, from + whileAfter.length))
  }
  if (condition.length > 0) withCondition(behaviour, condition.join(' … '))
  return behaviour
}

/** "Cards on the field cannot be returned to the Deck." (G.B. Hunter): no move from the field into the Deck, by anyone. */
const NO_RETURN_TO_DECK = /^(Cards|Monsters) on the field cannot be (?:returned|shuffled) (?:to|into) the (?:Main )?Deck\.?$/

export function readForbiddenMove(sentence: Sentence): ContinuousBehaviour | undefined {
  if (sentence.bullet) return undefined
  const toDeck = NO_RETURN_TO_DECK.exec(sentence.masked.trim())
  if (toDeck) return { effect: 'forbid-move', move: 'return-to-deck', cards: toDeck[1] === 'Monsters' ? 'monster' : 'any', whose: 'each', from: 'field', source: 'text', span: sentence.text }
  if (/\bdestroyed\b/.test(sentence.masked)) return readForbiddenDestruction(sentence) ?? readProtectedCards(sentence)
  if (!/\bbanish/.test(sentence.masked)) return undefined
  for (const { re, read } of WORDINGS) {
    const m = re.exec(sentence.masked.trim())
    if (m) return { effect: 'forbid-move', move: 'banish', cards: 'any', ...read(m), source: 'text', span: sentence.text }
  }
  return undefined
}
