/**
 * The yaml-yugi card format (one element of its aggregate cards.json) and its mapping to our
 * rows. Validation is by hand and names the field, so a malformed record is reported, not guessed.
 */
import type { CardPrint, CardType } from '../domain/card.js'
import { parseRuby, searchKey } from './text.js'

/** The card columns an imported record fills. */
export interface CardFields extends CardPrint {
  konamiId: number | null
  password: number | null
  yugipediaPageId: number | null
}

/** What the source says beyond the card's print: banlists, printings, artwork, archetypes, arrows, materials. */
export interface CardExtras {
  /** Banlist status per format, keys as the source writes them (tcg, ocg, speed, md…). */
  limitRegulation: Record<string, string> | null
  /** Printings per language: set code, set name, rarities. */
  sets: Record<string, Array<{ setNumber: string; setName: string | null; rarities: string[] }>> | null
  /** Image references: index, image file, illustration file. */
  images: Array<{ index: string; image: string; illustration?: string }> | null
  series: string[]
  linkArrows: string[]
  materials: string | null
  masterDuelRarity: string | null
}

export interface LocaleRow {
  lang: string
  name: string
  reading: string | null
  text: string | null
  pendulumText: string | null
  searchName: string
  searchReading: string | null
}

export interface MappedCard {
  card: CardFields
  extras: CardExtras
  locales: LocaleRow[]
  /** English name, text and Pendulum Effect, for the analyser. */
  name: string
  text: string | null
  pendulumText: string | null
  /** What the analyser read from them (JSON), once the importer has read it. */
  textBehaviours?: string
}

export class MalformedRecord extends Error {
  override name = 'MalformedRecord'
}

const CARD_TYPES: Record<string, CardType> = { Monster: 'monster', Spell: 'spell', Trap: 'trap' }

/** Every integer the card table stores is a PostgreSQL int4, and none of them is negative. */
const MAX_INT4 = 2_147_483_647

function optionalInt(record: Record<string, unknown>, field: string): number | null {
  const value = record[field]
  if (value === undefined || value === null || value === '?' || value === '') return null
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isInteger(number)) throw new MalformedRecord(`${field} must be an integer, got ${JSON.stringify(value)}`)
  if (number < 0 || number > MAX_INT4) throw new MalformedRecord(`${field} ${JSON.stringify(value)} is out of range (0 to ${MAX_INT4})`)
  return number
}

/** PostgreSQL text cannot hold U+0000; other control characters but tab and line breaks are not card text either. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/

/**
 * Longest text a field may hold: ten times the longest in the yaml-yugi data of today (names with
 * their ruby markup up to 288 characters, effect texts up to 1,959), so a field past it is a broken
 * or hostile record, not a card.
 */
export const MAX_TEXT_LENGTH = 20_000
export const MAX_NAME_LENGTH = 1_000

/**
 * A UTF-16 surrogate without its pair: not a character, so not text the API would take. Written
 * out rather than String.prototype.isWellFormed (ES2024, past this project's lib) so the position
 * can be told.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Bytes a name may take in UTF-8: names are kept in a b-tree index, whose rows are at most about 2,700 bytes. */
export const MAX_NAME_BYTES = 2_000

function checkedText(field: string, text: string): string {
  const max = /^(text|pendulum_effect)\b/.test(field) ? MAX_TEXT_LENGTH : MAX_NAME_LENGTH
  if (text.length > max) throw new MalformedRecord(`${field} is ${text.length} characters long, over the limit of ${max}`)
  if (CONTROL.test(text)) throw new MalformedRecord(`${field} contains a control character (U+${text.match(CONTROL)![0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()})`)
  const lone = LONE_SURROGATE.exec(text)
  if (lone) throw new MalformedRecord(`${field} contains a lone surrogate (invalid Unicode) at character ${lone.index}`)
  return text
}

/** Keys of the maps by language ("en", "zh-CN", "ja_romaji") and by format ("tcg", "speed"): short plain names. */
const LANGUAGE_KEY = /^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/
const FORMAT_KEY = /^[a-z][a-z0-9_-]{0,31}$/i

function checkedKey(field: string, key: string, pattern: RegExp, what: string): string {
  if (!pattern.test(key)) throw new MalformedRecord(`${field} has a key that is not ${what}: ${JSON.stringify(key)}`)
  return key
}

function optionalString(record: Record<string, unknown>, field: string): string | null {
  const value = record[field]
  if (value === undefined || value === null) return null
  if (typeof value === 'string') return checkedText(field, value)
  throw new MalformedRecord(`${field} must be a string, got ${JSON.stringify(value)}`)
}

const MAX_LIST = 500

function stringList(record: Record<string, unknown>, field: string, path = field): string[] {
  const value = record[field]
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new MalformedRecord(`${path} must be an array of strings`)
  if (value.length > MAX_LIST) throw new MalformedRecord(`${path} has ${value.length} entries, over the limit of ${MAX_LIST}`)
  return value.map((item, i) => {
    if (typeof item !== 'string') throw new MalformedRecord(`${path}[${i}] must be a string, got ${JSON.stringify(item)}`)
    return checkedText(`${path}[${i}]`, item)
  })
}

function limitRegulation(record: Record<string, unknown>): Record<string, string> | null {
  const value = record.limit_regulation
  if (value === undefined || value === null) return null
  if (typeof value !== 'object' || Array.isArray(value)) throw new MalformedRecord('limit_regulation must be an object keyed by format')
  const out: Record<string, string> = {}
  for (const [format, status] of Object.entries(value as Record<string, unknown>)) {
    if (status === null || status === undefined) continue
    if (typeof status !== 'string') throw new MalformedRecord(`limit_regulation.${format} must be a string, got ${JSON.stringify(status)}`)
    out[checkedKey('limit_regulation', format, FORMAT_KEY, 'a format name')] = checkedText(`limit_regulation.${format}`, status)
  }
  return Object.keys(out).length > 0 ? out : null
}

function printings(record: Record<string, unknown>): CardExtras['sets'] {
  const value = record.sets
  if (value === undefined || value === null) return null
  if (typeof value !== 'object' || Array.isArray(value)) throw new MalformedRecord('sets must be an object keyed by language')
  const out: NonNullable<CardExtras['sets']> = {}
  for (const [lang, list] of Object.entries(value as Record<string, unknown>)) {
    checkedKey('sets', lang, LANGUAGE_KEY, 'a language code')
    if (list === null || list === undefined) continue
    if (!Array.isArray(list)) throw new MalformedRecord(`sets.${lang} must be an array`)
    if (list.length > MAX_LIST) throw new MalformedRecord(`sets.${lang} has ${list.length} entries, over the limit of ${MAX_LIST}`)
    out[lang] = list.map((entry, i) => {
      const where = `sets.${lang}[${i}]`
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new MalformedRecord(`${where} must be an object`)
      const e = entry as Record<string, unknown>
      if (typeof e.set_number !== 'string') throw new MalformedRecord(`${where}.set_number must be a string`)
      const rarities = e.rarities === undefined || e.rarities === null ? [] : stringList(e, 'rarities', `${where}.rarities`)
      return { setNumber: checkedText(`${where}.set_number`, e.set_number), setName: typeof e.set_name === 'string' ? checkedText(`${where}.set_name`, e.set_name) : null, rarities }
    })
  }
  return Object.keys(out).length > 0 ? out : null
}

function imageRefs(record: Record<string, unknown>): CardExtras['images'] {
  const value = record.images
  if (value === undefined || value === null) return null
  if (!Array.isArray(value)) throw new MalformedRecord('images must be an array')
  if (value.length > MAX_LIST) throw new MalformedRecord(`images has ${value.length} entries, over the limit of ${MAX_LIST}`)
  return value.map((entry, i) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new MalformedRecord(`images[${i}] must be an object`)
    const e = entry as Record<string, unknown>
    if (typeof e.image !== 'string') throw new MalformedRecord(`images[${i}].image must be a string`)
    // The source numbers artworks 1, 2… and variants "1.1", "NE": kept as written, as text.
    const index = typeof e.index === 'number' || typeof e.index === 'string' ? checkedText(`images[${i}].index`, String(e.index)) : String(i + 1)
    const image: { index: string; image: string; illustration?: string } = { index, image: checkedText(`images[${i}].image`, e.image) }
    if (typeof e.illustration === 'string') image.illustration = checkedText(`images[${i}].illustration`, e.illustration)
    return image
  })
}

function stringMap(record: Record<string, unknown>, field: string): Record<string, string> {
  const value = record[field]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw new MalformedRecord(`${field} must be an object keyed by language`)
  const out: Record<string, string> = {}
  for (const [lang, text] of Object.entries(value as Record<string, unknown>)) {
    checkedKey(field, lang, LANGUAGE_KEY, 'a language code')
    if (text === null || text === undefined) continue
    if (typeof text !== 'string') throw new MalformedRecord(`${field}.${lang} must be a string`)
    if (text.trim() !== '') out[lang] = checkedText(`${field}.${lang}`, text)
  }
  return out
}

export function mapYamlYugiCard(value: unknown): MappedCard {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new MalformedRecord('a card must be a JSON object')
  const record = value as Record<string, unknown>
  const konamiId = optionalInt(record, 'konami_id')
  const password = optionalInt(record, 'password')
  const yugipediaPageId = optionalInt(record, 'yugipedia_page_id')
  if (konamiId === null && password === null && yugipediaPageId === null) throw new MalformedRecord('konami_id, password or yugipedia_page_id is required')
  const cardType = CARD_TYPES[String(record.card_type)]
  if (!cardType) throw new MalformedRecord(`card_type must be Monster, Spell or Trap, got ${JSON.stringify(record.card_type)}`)
  const names = stringMap(record, 'name')
  const texts = stringMap(record, 'text')
  const pendulumTexts = stringMap(record, 'pendulum_effect')
  const en = names.en
  if (!en) throw new MalformedRecord('name.en is required')
  const linkArrows = record.link_arrows
  if (linkArrows !== undefined && linkArrows !== null && !Array.isArray(linkArrows)) throw new MalformedRecord('link_arrows must be an array')

  const locales: LocaleRow[] = []
  for (const [lang, raw] of Object.entries(names)) {
    const { plain, reading } = parseRuby(raw)
    const searchName = searchKey(plain)
    const bytes = Math.max(Buffer.byteLength(plain), Buffer.byteLength(searchName))
    if (bytes > MAX_NAME_BYTES) throw new MalformedRecord(`name.${lang} is ${bytes} bytes long in UTF-8, over the limit of ${MAX_NAME_BYTES}`)
    locales.push({
      lang,
      name: plain,
      reading,
      text: texts[lang] ?? null,
      pendulumText: pendulumTexts[lang] ?? null,
      searchName,
      searchReading: reading ? searchKey(reading) : null,
    })
  }
  return {
    extras: {
      limitRegulation: limitRegulation(record),
      sets: printings(record),
      images: imageRefs(record),
      series: stringList(record, 'series'),
      linkArrows: Array.isArray(linkArrows) ? stringList(record, 'link_arrows') : [],
      materials: optionalString(record, 'materials'),
      masterDuelRarity: optionalString(record, 'master_duel_rarity'),
    },
    card: {
      konamiId,
      password,
      yugipediaPageId,
      cardType,
      property: optionalString(record, 'property'),
      monsterTypeLine: optionalString(record, 'monster_type_line'),
      attribute: optionalString(record, 'attribute'),
      level: optionalInt(record, 'level'),
      rank: optionalInt(record, 'rank'),
      linkRating: Array.isArray(linkArrows) ? linkArrows.length : null,
      atk: optionalInt(record, 'atk'),
      def: optionalInt(record, 'def'),
      pendulumScale: optionalInt(record, 'pendulum_scale'),
    },
    locales,
    name: en,
    text: texts.en ?? null,
    pendulumText: pendulumTexts.en ?? null,
  }
}
