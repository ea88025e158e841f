/**
 * The curated content as the database holds it now (seed plus every edit made through the API),
 * written back into the content files: each entry in the file it came from, in its place; a new
 * one at the end of references.yaml, rulings/added.yaml or behaviours/added.yaml; a deleted one
 * gone. cards.yaml (the curated cards' identities, copied from the card data) is not written: the
 * API does not edit it. The files come out in their canonical form (src/content/write.ts), so a
 * seed followed by an export gives back the very bytes it was seeded from.
 */
import type { PrismaClient } from '../generated/prisma/client.js'
import type { ContentLayout } from './load.js'
import type { BehavioursEntry, ReferenceEntry, RulingCardLink, RulingEntry } from './schema.js'
import { formatContentFile, type ContentKind } from './write.js'
import { formatTranslations, type JapaneseRuling } from './rulings-ja.js'

export interface ExportedContent {
  references: ReferenceEntry[]
  rulings: RulingEntry[]
  behaviours: BehavioursEntry[]
}

const iso = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null)

export async function exportContent(prisma: PrismaClient): Promise<ExportedContent> {
  const names = new Map(
    (await prisma.cardLocale.findMany({ where: { lang: 'en', card: { OR: [{ curated: true }, { rulings: { some: {} } }] } }, select: { cardId: true, name: true } })).map((l) => [l.cardId, l.name]),
  )
  const nameOf = (id: number) => names.get(id) ?? `#${id}`
  const references = (await prisma.reference.findMany({ orderBy: { id: 'asc' } })).map(
    (r): ReferenceEntry => ({ id: r.id, kind: r.kind as ReferenceEntry['kind'], title: r.title, publisher: r.publisher, url: r.url, locator: r.locator, date: r.date, language: r.language }),
  )
  const rulings = (
    await prisma.ruling.findMany({ orderBy: { id: 'asc' }, include: { references: { orderBy: { position: 'asc' } }, cards: true } })
  ).map((r): RulingEntry => {
    const cards: RulingCardLink[] = r.cards
      .map((link): RulingCardLink => {
        const card = nameOf(link.cardId)
        if (link.situations.length === 0 && link.withCardId === null && link.readings.length === 0) return card
        return {
          card,
          situations: link.situations as Exclude<RulingCardLink, string>['situations'],
          ...(link.withCardId !== null ? { with: nameOf(link.withCardId) } : {}),
          ...(link.readings.length > 0 ? { readings: link.readings as NonNullable<Exclude<RulingCardLink, string>['readings']> } : {}),
        }
      })
      .sort((a, b) => byCodeUnits(linkName(a), linkName(b)))
    return {
      id: r.id,
      game: r.game as RulingEntry['game'],
      kind: r.kind as RulingEntry['kind'],
      title: r.title,
      text: r.text,
      authority: r.authority as RulingEntry['authority'],
      date: iso(r.date),
      status: r.status as RulingEntry['status'],
      supersededBy: r.supersededById,
      phases: r.phases as RulingEntry['phases'],
      ...(r.region ? { region: r.region as NonNullable<RulingEntry['region']> } : {}),
      cards,
      references: r.references.map((ref) => ({ id: ref.referenceId, locator: ref.locator })),
    }
  })
  const behaviours: BehavioursEntry[] = []
  for (const card of await prisma.card.findMany({ where: { curated: true }, select: { id: true, curatedBehaviours: true }, orderBy: { id: 'asc' } })) {
    const b = card.curatedBehaviours as Omit<BehavioursEntry, 'card'> | null
    if (!b || (b.phases.length === 0 && !b.discard && !b.handSize && !b.continuous?.length && !b.triggers?.length)) continue
    behaviours.push({ card: nameOf(card.id), ...b })
  }
  return { references, rulings, behaviours }
}

/** Plain code-unit order: the same on every machine and locale. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The order the seed files write card links in (and the export): by English name. */
export function linkName(link: RulingCardLink): string {
  return typeof link === 'string' ? link : link.card
}

/**
 * The text of every content file the export writes, keyed by its path under the content
 * directory: the layout's files in their order, then the added ones.
 */
export function contentFiles(layout: ContentLayout, content: ExportedContent): Map<string, string> {
  const pools: Record<Exclude<ContentKind, 'cards'>, Map<string, unknown>> = {
    references: new Map(content.references.map((r) => [r.id, r])),
    rulings: new Map(content.rulings.map((r) => [r.id, r])),
    behaviours: new Map(content.behaviours.map((b) => [b.card, b])),
  }
  const files = new Map<string, string>()
  const placed = new Set<string>()
  const added: Record<Exclude<ContentKind, 'cards'>, string> = { references: 'references.yaml', rulings: 'rulings/added.yaml', behaviours: 'behaviours/added.yaml' }
  const entries = new Map<string, { kind: Exclude<ContentKind, 'cards'>; header: string; list: unknown[] }>()
  for (const file of layout.files) {
    if (file.kind === 'cards') continue
    const pool = pools[file.kind]
    const list = file.keys.filter((key) => pool.has(key)).map((key) => pool.get(key))
    for (const key of file.keys) placed.add(`${file.kind}\u0000${key}`)
    entries.set(file.path, { kind: file.kind, header: file.header, list })
  }
  for (const kind of Object.keys(pools) as Array<Exclude<ContentKind, 'cards'>>) {
    const fresh = [...pools[kind].entries()].filter(([key]) => !placed.has(`${kind}\u0000${key}`)).sort(([a], [b]) => byCodeUnits(a, b))
    if (fresh.length === 0) continue
    const path = added[kind]
    const file = entries.get(path) ?? { kind, header: kind === 'references' ? '' : `# ${kind === 'rulings' ? 'Rulings' : 'Behaviours'} added through the API since the files were last written (npm run content:export).\n`, list: [] }
    file.list.push(...fresh.map(([, entry]) => entry))
    entries.set(path, file)
  }
  for (const [path, file] of entries) files.set(path, formatContentFile(file.kind, file.header, file.list))
  return files
}

/** Every ruling's Japanese title and summary as the database holds them (seed plus edits), keyed by ruling id. */
export async function exportTranslations(prisma: PrismaClient, lang = 'ja'): Promise<Record<string, JapaneseRuling>> {
  const rows = await prisma.rulingTranslation.findMany({ where: { lang }, orderBy: { rulingId: 'asc' } })
  return Object.fromEntries(rows.map((row) => [row.rulingId, { title: row.title, summary: row.text }]))
}

/**
 * The text of content/rulings-ja.json: the rulings in the order the file had them (`order`), then
 * the added ones by id; a ruling without a translation now is dropped.
 */
export function translationFile(order: readonly string[], translations: Readonly<Record<string, JapaneseRuling>>): string {
  const known = new Set(order)
  const ids = [...order.filter((id) => id in translations), ...Object.keys(translations).filter((id) => !known.has(id)).sort(byCodeUnits)]
  return formatTranslations(Object.fromEntries(ids.map((id) => [id, translations[id]!])))
}
