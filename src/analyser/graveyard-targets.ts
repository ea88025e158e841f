/**
 * What an effect targets in its controller's GY, from the part of its text before the semicolon
 * ("You can target 1 "Danger!" monster in your GY, except "Danger! Chupacabra!""; "target 2 other
 * Beast, … and/or Plant monsters with different Types in your GY"; "target 1 Level 4 or lower
 * Zombie monster in your GY"). Only wordings whose every word is understood are read: anything else
 * ("that was used for that Synchro Summon", "banished or in your GY") leaves the target unchecked,
 * ("that was destroyed by battle and sent there this turn" is read: only such a card),
 * as before. Pure.
 */
import type { GraveyardTargets } from '../domain/behaviour.js'
import { ATTRIBUTES, MONSTER_KIND_PATTERN, MONSTER_TYPE_PATTERN, monsterTypeList } from './words.js'

const NUMBERS: Record<string, number> = { '1': 1, '2': 2, '3': 3, one: 1, two: 2, three: 3 }
const KINDS: Record<string, GraveyardTargets['kind'] | 'card'> = {
  monster: 'monster', monsters: 'monster', card: 'card', cards: 'card', 'spell/trap': 'spell-trap', 'spells/traps': 'spell-trap', spell: 'spell', spells: 'spell', trap: 'trap', traps: 'trap',
}

/** The words before "monster" ending in a kind of monster ("Flip", "Level 4 Tuner"). */
const KIND_LAST = new RegExp(`^(?:(.+) )?(${MONSTER_KIND_PATTERN})$`)

/** "target N … in your GY", up to the semicolon, and its parts. */
const CLAUSE = /\btarget (up to )?(\d|one|two|three) (other )?(.+?) in (your|your opponent's) (?:GY|Graveyard)( that was destroyed by battle(?: and sent there)? this turn| that was sent there this turn| that was used as (?:Fusion|Synchro|Xyz|Link) Material for an? (?:Fusion|Synchro|Xyz|Link) Summon this turn)?(?:, except ("[^"]+"(?:(?:,| or| and) "[^"]+")*|this card))?( including an? [^;]+)?;/i
/** "target N of your banished …" (or the opponent's), up to the semicolon: the same parts, in the banishment. */
const BANISHED_CLAUSE = /\btarget (up to )?(\d|one|two|three) (other )?of (your|your opponent's) banished (.+?)(?:, except ("[^"]+"(?:(?:,| or| and) "[^"]+")*|this card))?;/i
const QUOTED = /"([^"]+)"/g


export function readGraveyardTargets(effect: string): GraveyardTargets | undefined {
  const inGy = CLAUSE.exec(effect)
  const banished = inGy ? null : BANISHED_CLAUSE.exec(effect)
  // The parts of either wording: up to, how many, "other", the words naming the cards, whose, since when, except.
  const clause = inGy ?? (banished ? [banished[0], banished[1], banished[2], banished[3], banished[5], banished[4], undefined, banished[6]] : null)
  const at = inGy?.index ?? banished?.index ?? 0
  if (!clause) return undefined
  // "…, you can target 1 monster in your opponent's GY; …, then Special Summon that target (if any)": a
  // choice as it resolves, not a target its activation needs.
  if (/\byou can $/.test(effect.slice(0, at))) return undefined
  const targets: GraveyardTargets = { count: clause[1] !== undefined ? 1 : NUMBERS[clause[2]!.toLowerCase()]! }
  if (clause[3] !== undefined) targets.other = true
  if (banished) targets.zone = 'banished'
  // "Target 1 card in your opponent's GY" (Neo Flamvell Garuda): the other player's GY.
  if (clause[5] !== 'your') targets.opponent = true
  // "that was destroyed by battle and sent there this turn" (Kuribohrn), "that was sent there this turn",
  // "that was used as Fusion Material for a Fusion Summon this turn" (there since this turn, at least).
  if (clause[6] !== undefined) {
    targets.sentThisTurn = true
    if (/destroyed by battle/.test(clause[6])) targets.destroyedByBattle = true
  }
  const except = clause[7]
  if (except !== undefined) {
    if (except === 'this card') targets.other = true
    else targets.except = [...except.matchAll(QUOTED)].map((m) => m[1]!)
  }
  let words = clause[4]!
  if (/ with different Types$/.test(words)) {
    targets.differentTypes = true
    words = words.slice(0, -' with different Types'.length)
  }
  // "1 FIRE monster with 200 or less DEF": a bound on the printed figure.
  const bound = / with (\d+) or (less|more) (ATK|DEF)$/.exec(words)
  if (bound) {
    targets[`${bound[2] === 'less' ? 'max' : 'min'}${bound[3] === 'ATK' ? 'Atk' : 'Def'}`] = Number(bound[1])
    words = words.slice(0, bound.index)
  }
  // The kind comes last ("monster", "Spell/Trap", "card"); a name alone is a card of that name.
  const last = /(?:^| )([A-Za-z/]+)$/.exec(words)
  const kind = last !== null ? KINDS[last[1]!.toLowerCase()] : undefined
  if (kind !== undefined) {
    if (kind !== 'card') targets.kind = kind
    words = words.slice(0, words.length - last![0].length)
  } else if (!/^"[^"]+"$/.test(words)) return undefined
  words = words.trim()
  const level = /^Level (\d+) or lower(?: |$)/.exec(words)
  if (level) {
    targets.maxLevel = Number(level[1])
    words = words.slice(level[0].length)
  }
  const attribute = /^([A-Z]+)(?: |$)/.exec(words)
  if (attribute && (ATTRIBUTES as readonly string[]).includes(attribute[1]!)) {
    targets.attribute = attribute[1]!
    words = words.slice(attribute[0].length)
  }
  if (/^"[^"]+"(?: or "[^"]+")*$/.test(words)) {
    targets.named = [...words.matchAll(QUOTED)].map((m) => m[1]!)
    words = ''
  }
  // "a Flip monster", "a Tuner monster": a kind of monster, a word of its type line.
  const kindWord = KIND_LAST.exec(words)
  if (kindWord && targets.kind === 'monster') {
    targets.monsterKind = kindWord[2]!
    words = kindWord[1] ?? ''
  }
  if (words !== '') {
    const types = monsterTypeList(words)
    if (types === undefined) return undefined
    targets.types = types
  }
  // "… including a Cyberse Link Monster": one of them at least of that Type (and kind); other words are not read.
  if (inGy?.[8] !== undefined) {
    const including = INCLUDING.exec(inGy[8])
    if (!including) return undefined
    targets.including = { ...(including[1] !== undefined ? { monsterType: including[1] } : {}), ...(including[2] !== undefined ? { monsterKind: including[2] } : {}) }
  }
  return targets
}

/** " including a Cyberse Link Monster": a Type and a kind of monster (group 1, group 2). */
const INCLUDING = new RegExp(`^ including an? (?:(${MONSTER_TYPE_PATTERN}) )?(?:(${MONSTER_KIND_PATTERN}) )?[Mm]onster$`)
