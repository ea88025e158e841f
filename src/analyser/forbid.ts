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
import type { ContinuousBehaviour } from '../domain/behaviour.js'
import type { Sentence } from './text.js'

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
 * Chaos MAX Dragon): only the card itself, while it is face-up on the field. One with a condition
 * of its own ("While you control a Token, …") keeps it as text (assumed, and said).
 */
const CANNOT_BE_DESTROYED =
  /^(?:(While [^,]+), )?(?:(?:[Tt]his (?:face-up )?card|[Tt]his face-up card on the field) cannot be destroyed|[Yy]our opponent cannot target (?:this card|it) with card effects, also it cannot be destroyed) by (battle or )?(your opponent's )?card effects\.?$/

function readForbiddenDestruction(sentence: Sentence): ContinuousBehaviour | undefined {
  const m = CANNOT_BE_DESTROYED.exec(sentence.masked.trim())
  if (!m) return undefined
  const behaviour: ContinuousBehaviour = { effect: 'forbid-move', move: 'destroy', cards: 'any', whose: 'each', by: m[3] ? 'opponent' : 'each', itself: true, source: 'text', span: sentence.text }
  // "While this card is in your Monster Zone" / "face-up on the field" is where it applies anyway.
  if (m[1] !== undefined && !/^While (?:this card is )?(?:face-up )?(?:on the field|in your Monster Zone)$/.test(m[1])) behaviour.condition = sentence.text.slice(0, m[1].length)
  return behaviour
}

/**
 * The cards its controller controls, protected by this face-up card: "Other cards you control cannot
 * be destroyed by your opponent's card effects." (Blue-Eyes Jet Dragon), "Spells/Traps you control
 * cannot be destroyed by card effects." (White Dragon Ninja), "Monsters you control cannot be
 * destroyed by your opponent's card effects, while you control 2 or more … monsters." (the condition
 * kept as text), "Zombie monsters you control cannot be destroyed by card effects." (Archfiend
 * Zombie-Skull: the monsters of one Type), "Level 4 or lower monsters you control cannot be destroyed by
 * card effects." (Mira the Star-Bearer: `maxLevel`). Only kinds the data can say (cards, monsters, Spells/Traps,
 * monsters of a Type): one narrowed further ("Level 9 monsters", "Tribute Summoned monsters",
 * "Face-up Spells/Traps", "Tokens") is not read, so nothing is protected that the card does not
 * protect.
 */
const MONSTER_TYPES =
  'Aqua|Beast-Warrior|Beast|Creator God|Cyberse|Dinosaur|Divine-Beast|Dragon|Fairy|Fiend|Fish|Illusion|Insect|Machine|Plant|Psychic|Pyro|Reptile|Rock|Sea Serpent|Spellcaster|Thunder|Warrior|Winged Beast|Wyrm|Zombie'
const PROTECTS_OTHERS = new RegExp(
  String.raw`^(?:(While [^,]+), )?([Oo]ther )?(?:Level (\d+) or lower )?(?:(${MONSTER_TYPES})(?:-Type)? )?([Cc]ards|[Mm]onsters|Spells\/Traps|Spell\/Trap Cards|Spell and Trap Cards) you control cannot be destroyed by (battle or )?(your opponent's )?card effects(?:, (while [^,.]+))?\.?$`,
)

function readProtectedCards(sentence: Sentence): ContinuousBehaviour | undefined {
  const masked = sentence.masked.trim()
  const m = PROTECTS_OTHERS.exec(masked)
  if (!m) return undefined
  const level = m[3]
  const type = m[4]
  const kind = m[5]!.toLowerCase()
  if ((type !== undefined || level !== undefined) && kind !== 'monsters') return undefined
  const cards: ContinuousBehaviour['cards'] = kind === 'cards' ? 'any' : kind === 'monsters' ? 'monster' : 'spell-trap'
  const behaviour: ContinuousBehaviour = { effect: 'forbid-move', move: 'destroy', cards, whose: 'controller', by: m[7] ? 'opponent' : 'each', source: 'text', span: sentence.text }
  if (type !== undefined) behaviour.monsterType = type
  // "Level 4 or lower monsters you control": a monster of a higher Level, or one with no Level, is not covered.
  if (level !== undefined) behaviour.maxLevel = Number(level)
  if (m[2] !== undefined) behaviour.others = true
  const at = sentence.masked.indexOf(masked)
  const condition: string[] = []
  if (m[1] !== undefined && !/^While (?:this card is )?(?:face-up )?(?:on the field|in your Monster Zone)$/.test(m[1])) condition.push(sentence.text.slice(at, at + m[1].length))
  if (m[8] !== undefined) {
    const from = at + masked.lastIndexOf(m[8])
    condition.push(sentence.text.slice(from, from + m[8].length))
  }
  if (condition.length > 0) behaviour.condition = condition.join(' … ')
  return behaviour
}

export function readForbiddenMove(sentence: Sentence): ContinuousBehaviour | undefined {
  if (sentence.bullet) return undefined
  if (/\bdestroyed\b/.test(sentence.masked)) return readForbiddenDestruction(sentence) ?? readProtectedCards(sentence)
  if (!/\bbanish/.test(sentence.masked)) return undefined
  for (const { re, read } of WORDINGS) {
    const m = re.exec(sentence.masked.trim())
    if (m) return { effect: 'forbid-move', move: 'banish', cards: 'any', ...read(m), source: 'text', span: sentence.text }
  }
  return undefined
}
