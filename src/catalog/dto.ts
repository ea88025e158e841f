/** The shapes the catalog serves (REST and GraphQL alike), and the mapping from rows. */
import type { Prisma } from '../generated/prisma/client.js'
import type { CardBehaviours, ContinuousBehaviour, DiscardBehaviour, EventTrigger, HandSizeBehaviour, PhaseBehaviour, UnreadEffect } from '../domain/behaviour.js'
import type { CardPrint, CardType } from '../domain/card.js'
import { linkMarkerNames, type LinkMarker } from '../domain/card-search.js'
import { DEFAULT_IMAGE_BASE_URL } from '../config.js'

export interface CardDto extends CardPrint {
  /** Database id: internal, used by loaders, never serialised. */
  dbId: number
  password: number | null
  /** Other passwords of the same card (alternate artworks). */
  altPasswords: number[]
  konamiId: number | null
  yugipediaPageId: number | null
  name: string
  names: Record<string, string>
  readings: Record<string, string>
  text: string | null
  pendulumText: string | null
  curated: boolean
  /** Where the behaviours come from: curated wins over text; null when the card has none stored. */
  behaviourSource: 'curated' | 'text' | null
  behaviours: PhaseBehaviour[]
  discard: DiscardBehaviour | null
  handSize: HandSizeBehaviour | null
  continuous: ContinuousBehaviour[]
  /** Trigger effects on events of the game (a card sent to the GY, summoned, destroyed, drawn). */
  triggers: EventTrigger[]
  /** Effect sentences not read as data that could act in a window: the resolver names the card where they could act. */
  unread: UnreadEffect[]
  /** Banlist status per format, as the source gives it. */
  banlist: Record<string, string>
  /** When the banlist statuses were last imported (the source gives no effective date). */
  banlistAsOf: string | null
  sets: Array<{ lang: string; setNumber: string; setName: string | null; rarities: string[] }>
  images: CardImageDto[]
  archetypes: string[]
  linkArrows: string[]
  /** The Link arrows named: top, bottom-left… */
  linkMarkers: LinkMarker[]
  materials: string | null
  masterDuelRarity: string | null
}

/** An artwork: the source's file names, and where to fetch them (IMAGE_BASE_URL and the file name). */
export interface CardImageDto {
  index: string
  image: string
  illustration?: string
  imageUrl: string
  illustrationUrl?: string
}

/** An image's address: the base followed by the file name, URL-encoded. */
export const imageUrl = (base: string, file: string) => `${base}${encodeURIComponent(file)}`

export interface CardSummaryDto {
  password: number | null
  konamiId: number | null
  name: string
}

/** A ruling-card link: the card, what the ruling rules on for it, the other card of a pair, the readings. */
export interface CardLinkDto {
  card: CardSummaryDto
  situations: string[]
  with: CardSummaryDto | null
  readings: string[]
}

export interface ReferenceDto {
  id: string
  kind: string
  title: string
  publisher: string
  url: string | null
  locator: string | null
  date: string | null
  language: string
  /** Bumped by every edit through the API; an edit sends it back in If-Match. */
  version: number
}

/** A ruling's title and summary (text) in one language other than English. */
export interface RulingTextDto {
  title: string
  text: string
}

export interface RulingDto {
  id: string
  game: string
  kind: string
  title: string
  text: string
  authority: string
  date: string | null
  status: string
  supersededBy: string | null
  supersedes: string[]
  phases: string[]
  /** Where TCG and OCG rulings differ: 'tcg' or 'ocg', the region it holds in; null: both. */
  region: string | null
  cards: CardSummaryDto[]
  references: ReferenceDto[]
  /** Bumped by every edit through the API; an edit sends it back in If-Match. */
  version: number
}

/** What the catalog reads of a card to serve it: the row and its names and texts. */
export const CARD_INCLUDE = {
  locales: { select: { lang: true, name: true, reading: true, text: true, pendulumText: true } },
} as const satisfies Prisma.CardInclude

export type CardRow = Prisma.CardGetPayload<{ include: typeof CARD_INCLUDE }>

/** The behaviours the resolver uses: curated ones always win over those read from the text. */
export function effectiveBehaviours(row: Pick<CardRow, 'curatedBehaviours' | 'textBehaviours'>): { behaviours: CardBehaviours; source: 'curated' | 'text' | null } {
  if (row.curatedBehaviours) {
    const curated = row.curatedBehaviours as unknown as CardBehaviours
    // Continuous effects came after most curation: a curated record that does not speak of them
    // (no `continuous` key; an editor says "none" with an empty list) keeps those read from the text.
    const text = row.textBehaviours as unknown as CardBehaviours | null
    // So did event triggers: a curated record without a `triggers` key keeps those read from the text.
    let behaviours = curated
    if (curated.continuous === undefined && text?.continuous !== undefined) behaviours = { ...behaviours, continuous: text.continuous }
    if (curated.triggers === undefined && text?.triggers !== undefined) behaviours = { ...behaviours, triggers: text.triggers }
    // What the text could not read stays said where the curator did not speak of that kind of effect
    // (a curated record's phase items are the curator's whole reading of its phases).
    const unread = (text?.unread ?? []).filter((mark) => (mark.kind === 'trigger' && curated.triggers === undefined) || (mark.kind === 'continuous' && curated.continuous === undefined))
    if (curated.unread === undefined && unread.length > 0) behaviours = { ...behaviours, unread }
    return { behaviours, source: 'curated' }
  }
  if (row.textBehaviours) return { behaviours: row.textBehaviours as unknown as CardBehaviours, source: 'text' }
  return { behaviours: { phases: [] }, source: null }
}

export function toCardDto(row: CardRow, lang = 'en', imageBaseUrl = DEFAULT_IMAGE_BASE_URL): CardDto {
  const names: Record<string, string> = {}
  const readings: Record<string, string> = {}
  for (const l of row.locales) {
    names[l.lang] = l.name
    if (l.reading) readings[l.lang] = l.reading
  }
  const preferred = row.locales.find((l) => l.lang === lang) ?? row.locales.find((l) => l.lang === 'en') ?? row.locales[0]
  const { behaviours, source } = effectiveBehaviours(row)
  return {
    dbId: row.id,
    password: row.password,
    altPasswords: row.altPasswords,
    konamiId: row.konamiId,
    yugipediaPageId: row.yugipediaPageId,
    name: preferred?.name ?? '',
    names,
    readings,
    text: preferred?.text ?? null,
    pendulumText: preferred?.pendulumText ?? null,
    // Written only by the seed and the import, both typed as CardType.
    cardType: row.cardType as CardType,
    property: row.property,
    monsterTypeLine: row.monsterTypeLine,
    attribute: row.attribute,
    level: row.level,
    rank: row.rank,
    linkRating: row.linkRating,
    atk: row.atk,
    def: row.def,
    pendulumScale: row.pendulumScale,
    curated: row.curated,
    behaviourSource: source,
    behaviours: behaviours.phases ?? [],
    discard: behaviours.discard ?? null,
    handSize: behaviours.handSize ?? null,
    continuous: behaviours.continuous ?? [],
    triggers: behaviours.triggers ?? [],
    unread: behaviours.unread ?? [],
    banlist: (row.limitRegulation as Record<string, string> | null) ?? {},
    banlistAsOf: row.limitRegulation ? isoDate(row.updatedAt) : null,
    sets: Object.entries((row.sets as Record<string, Array<{ setNumber: string; setName: string | null; rarities: string[] }>> | null) ?? {}).flatMap(([setLang, list]) =>
      list.map((entry) => ({ lang: setLang, setNumber: entry.setNumber, setName: entry.setName, rarities: entry.rarities })),
    ),
    images: ((row.images as Array<{ index: string; image: string; illustration?: string }> | null) ?? []).map((image) => ({
      ...image,
      imageUrl: imageUrl(imageBaseUrl, image.image),
      ...(image.illustration !== undefined ? { illustrationUrl: imageUrl(imageBaseUrl, image.illustration) } : {}),
    })),
    archetypes: row.series,
    linkArrows: row.linkArrows,
    linkMarkers: linkMarkerNames(row.linkArrows),
    materials: row.materials,
    masterDuelRarity: row.masterDuelRarity,
  }
}

export function toReferenceDto(r: ReferenceDto, locator?: string | null): ReferenceDto {
  return { id: r.id, kind: r.kind, title: r.title, publisher: r.publisher, url: r.url, locator: locator ?? r.locator, date: r.date, language: r.language, version: r.version }
}

export function isoDate(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null
}
