/**
 * Bans on what players may do, while the card is face-up on the field: "Neither player can Special
 * Summon monsters from the GY." (Royal Prison), "Monsters cannot be Special Summoned from the Main
 * Deck.", "Neither player can add cards from the Deck to their hand except by drawing them." (Deck
 * Lockdown), "Cards cannot be sent from the Deck to the GY." (Dimension Fortress Weapon), "Neither
 * player can Special Summon monsters, except WATER monsters." (Barrier Statue of the Torrent), "Neither
 * player can Tribute cards." (Mask of Restrict).
 *
 * Only the whole sentence is read, with nothing before it but "While this card is face-up on the
 * field,": a ban set up by a resolution names a time ("this turn", "the turn you activate this
 * card") or follows a colon, and one narrowed by what the engine does not know of a card (its ATK,
 * "Summon more than two times") is left unread. "You can Special Summon …" permits; only "Neither
 * player can …" and "… cannot …" forbid.
 */
import type { ContinuousBehaviour } from '../domain/behaviour.js'
import type { Sentence } from './text.js'
import { ATTRIBUTE_PATTERN } from './words.js'

const ON_FIELD = /^While this card is (?:face-up )?(?:on the field|in the Monster Zone), /i
const WHO = '([Nn]either player can|[Yy]our opponent cannot|[Yy]ou cannot)'
const ZONE = '(GY|Graveyard|Main Deck|Deck|Extra Deck|hand)'
const ATTRIBUTE = `(${ATTRIBUTE_PATTERN})`

const SUMMON_BY = new RegExp(`^${WHO} Special Summon monsters(?: from (?:the|either player's|your|their) ${ZONE})?(?:, except ${ATTRIBUTE} monsters)?\\.?$`)
/** "Neither player can Special Summon LIGHT monsters." (Ally of Justice Quarantine), "… Normal or Special Summon DARK monsters or declare an attack with a DARK monster." (Consecrated Light): monsters of one Attribute. */
const SUMMON_OF_ATTRIBUTE = new RegExp(`^${WHO} (?:Normal or )?Special Summon ${ATTRIBUTE} monsters(?: or declare an attack with an? ${ATTRIBUTE} monster)?\\.?$`)
const SUMMONED = new RegExp(`^Monsters cannot be Special Summoned(?: from (?:the|either player's) ${ZONE})?\\.?$`)
const ADD = new RegExp(`^${WHO} add cards from (?:the|their|your) (?:Main )?Deck to (?:their|your|the) hands?(?:,? except by drawing them)?\\.?$`)
const TRIBUTE = new RegExp(`^${WHO} Tribute (cards|monsters)\\.?$`)
const MILL = new RegExp(`^(?:Cards cannot be sent|${WHO} send cards) from the (?:Main )?Deck to the (?:GY|Graveyard)\\.?$`)

function whoseOf(who: string | undefined): ContinuousBehaviour['whose'] {
  const said = who?.toLowerCase()
  return said === 'your opponent cannot' ? 'opponent' : said === 'you cannot' ? 'controller' : 'each'
}

function zoneOf(zone: string | undefined): Pick<ContinuousBehaviour, 'from'> {
  if (zone === undefined) return {}
  if (zone === 'GY' || zone === 'Graveyard') return { from: 'graveyard' }
  if (zone === 'Extra Deck') return { from: 'extra-deck' }
  return { from: zone === 'hand' ? 'hand' : 'deck' }
}

export function readActionBan(sentence: Sentence): ContinuousBehaviour | undefined {
  if (sentence.bullet === true) return undefined
  const masked = sentence.masked.trim().replace(ON_FIELD, '')
  const common = { effect: 'forbid-action' as const, source: 'text' as const, span: sentence.text }
  const by = SUMMON_BY.exec(masked)
  if (by) return { ...common, action: 'special-summon', cards: 'monster', whose: whoseOf(by[1]), ...zoneOf(by[2]), ...(by[3] !== undefined ? { exceptAttribute: by[3] } : {}) }
  const ofAttribute = SUMMON_OF_ATTRIBUTE.exec(masked)
  if (ofAttribute && (ofAttribute[3] === undefined || ofAttribute[3] === ofAttribute[2])) return { ...common, action: 'special-summon', cards: 'monster', whose: whoseOf(ofAttribute[1]), attribute: ofAttribute[2]! }
  const summoned = SUMMONED.exec(masked)
  if (summoned) return { ...common, action: 'special-summon', cards: 'monster', whose: 'each', ...zoneOf(summoned[1]) }
  const add = ADD.exec(masked)
  if (add) return { ...common, action: 'add-to-hand', cards: 'any', whose: whoseOf(add[1]), from: 'deck' }
  const mill = MILL.exec(masked)
  if (mill) return { ...common, action: 'mill', cards: 'any', whose: whoseOf(mill[1]) }
  const tribute = TRIBUTE.exec(masked)
  if (tribute) return { ...common, action: 'tribute', cards: tribute[2] === 'monsters' ? 'monster' : 'any', whose: whoseOf(tribute[1]) }
  return undefined
}
