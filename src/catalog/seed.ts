/**
 * Imports the project's curated content files (content/, read by src/content/load.ts) into the
 * database, which is their master (content/README.md), idempotently and in one transaction:
 * references, cards (names and curated behaviours), rulings with their references, cards and
 * translations, nicknames. Re-running it changes nothing; imported card fields and texts are left
 * alone, and so is whatever the change log shows an editor changed through the API.
 */
import { curatedContent } from '../content/index.js'
import type { CardSeed, CardSituationSeed, ReferenceSeed, RulingSeed } from '../content/types.js'
import type { PrismaClient } from '../generated/prisma/client.js'
import { Prisma } from '../generated/prisma/client.js'
import { parseRuby, searchKey } from './text.js'
import { createHash } from 'node:crypto'
import { bumpDataVersion, editedIds, withFieldInHistory } from './change-log.js'
import { rulingsJa, type JapaneseRuling } from '../content/rulings-ja.js'
import type { CardBehaviours } from '../domain/behaviour.js'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONTENT_DIR } from '../content/load.js'

/** The printed texts of the curated cards (content/card-texts.json, written by npm run content:texts). */
export type CardTexts = Record<string, { text: Record<string, string>; pendulumText?: Record<string, string> }>

/** Nicknames and abbreviations players use (content/nicknames.json). */
export interface NicknameSeed {
  nickname: string
  lang: string
  /** The card's canonical English name. */
  card: string
}

/** Refuses a malformed nickname list, naming the entry: it is edited by hand. */
export function validateNicknames(list: unknown): NicknameSeed[] {
  if (!Array.isArray(list)) throw new Error('nicknames.json must be an array')
  const seen = new Set<string>()
  return list.map((entry, i) => {
    const e = entry as Record<string, unknown>
    for (const field of ['nickname', 'lang', 'card'] as const) {
      const value = e?.[field]
      if (typeof value !== 'string' || value.trim() === '' || value.length > 200) throw new Error(`nicknames.json[${i}].${field} must be a non-empty string of at most 200 characters`)
    }
    if (!/^[a-z]{2}(?:-[A-Za-z]{2,4})?$/.test(e.lang as string)) throw new Error(`nicknames.json[${i}].lang must be a language code, got ${JSON.stringify(e.lang)}`)
    const key = `${searchKey(e.nickname as string)}\u0000${e.card as string}`
    if (seen.has(key)) throw new Error(`nicknames.json[${i}]: "${e.nickname as string}" for ${e.card as string} is listed twice`)
    seen.add(key)
    return { nickname: e.nickname as string, lang: e.lang as string, card: e.card as string }
  })
}

export interface SeedContent {
  references: ReferenceSeed[]
  rulings: RulingSeed[]
  cards: CardSeed[]
  /** What each card ruling rules on for each card (stored on the ruling-card links). */
  situations?: readonly CardSituationSeed[]
  /** The curated cards' printed texts, by English name; a locale that already has a text keeps it. */
  texts?: CardTexts
  nicknames?: NicknameSeed[]
  /** Rulings' titles and summaries in other languages: language → ruling id → translation. */
  translations?: Record<string, Readonly<Record<string, JapaneseRuling>>>
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(join(CONTENT_DIR, file), 'utf8'))
}

/** What the seed stores: the content files (read and checked on the first call), the card texts, the nicknames and the rulings' translations. */
export function curatedSeed(): SeedContent {
  const content = curatedContent()
  return {
    references: content.references,
    rulings: content.rulings,
    cards: content.cards,
    situations: content.situations,
    texts: readJson('card-texts.json') as CardTexts,
    nicknames: validateNicknames(readJson('nicknames.json')),
    translations: { ja: rulingsJa() },
  }
}

export interface SeedSummary {
  references: number
  rulings: number
  cards: number
}

type Tx = Prisma.TransactionClient

export function toDate(date: string | null): Date | null {
  if (!date) return null
  const full = /^\d{4}$/.test(date) ? `${date}-01-01` : /^\d{4}-\d{2}$/.test(date) ? `${date}-01` : date
  return new Date(`${full}T00:00:00Z`)
}

/** The fingerprint of the content a seed stores (kept in catalog_meta.seed_hash). */
function seedHash(curated: SeedContent): string {
  return createHash('sha256').update(JSON.stringify(curated)).digest('hex')
}

/**
 * Whether the database holds exactly what seeding `curated` would leave: the last change to the
 * data was a seed of this very content (an edit or an import since makes the last change theirs).
 * The service skips the seed at start then, which is most of a restart's time; a seed run anyway
 * would change nothing. A seed whose code changed but whose content did not is not seen here:
 * `npm run db:seed` always seeds in full, and a start that applied a migration does too.
 */
export async function seedIsCurrent(prisma: PrismaClient, curated: SeedContent = curatedSeed()): Promise<boolean> {
  const meta = await prisma.catalogMeta.findUnique({ where: { id: 1 } })
  return meta?.source === 'seed' && meta.seedHash === seedHash(curated)
}

/**
 * The seed a start runs (one process, or a cluster's primary): skipped when no migration was
 * applied and the data's last change was a seed of this very content, else run in full.
 */
export async function seedAtStart(prisma: PrismaClient, curated: SeedContent, migrationsApplied: number, log: { info(fields: object, message: string): void }): Promise<void> {
  const started = Date.now()
  if (migrationsApplied === 0 && (await seedIsCurrent(prisma, curated))) {
    log.info({ ms: Date.now() - started }, 'curated content unchanged since the last seed')
  } else {
    const seeded = await seedContent(prisma, curated)
    log.info({ ...seeded, ms: Date.now() - started }, 'curated content loaded')
  }
}

/**
 * Seeds `content` (the curated files by default), keeping every change editors made through the API
 * (contentKeepingEdits): a restart, a re-run or a test seed never reverts an edit.
 */
export async function seedContent(prisma: PrismaClient, curated: SeedContent = curatedSeed()): Promise<SeedSummary> {
  const content = await contentKeepingEdits(prisma, curated)
  const editedRulings = new Set(await editedIds(prisma, 'ruling'))
  const untranslatedEdits = await editedBeforeTranslations(prisma, [...editedRulings])
  return prisma.$transaction(
    async (tx) => {
      for (const reference of content.references) await upsertReference(tx, reference)
      const cardIds = new Map<string, number>()
      for (const card of content.cards) cardIds.set(card.name.en, await upsertCard(tx, card, content.texts?.[card.name.en]))
      await syncNicknames(tx, content.nicknames ?? [])
      // Rulings first without their superseding links, which may point forward.
      const situations = new Map<string, CardSituationSeed[]>()
      for (const situation of content.situations ?? []) situations.set(situation.ruling, [...(situations.get(situation.ruling) ?? []), situation])
      const rulingIds = new Set(content.rulings.map((r) => r.id))
      for (const ruling of situations.keys()) if (!rulingIds.has(ruling)) throw new Error(`card situations name ruling ${ruling}, which is not in the curated rulings`)
      // Every stored translation read once: a re-run then writes none.
      const storedTranslations = new Map<string, Array<{ rulingId: string; lang: string; title: string; text: string }>>()
      for (const row of await tx.rulingTranslation.findMany({ orderBy: [{ rulingId: 'asc' }, { lang: 'asc' }] })) {
        storedTranslations.set(row.rulingId, [...(storedTranslations.get(row.rulingId) ?? []), row])
      }
      const translate = (id: string) => syncTranslations(tx, id, content.translations ?? {}, storedTranslations.get(id) ?? [])
      for (const ruling of content.rulings) {
        // A ruling changed through the API is the editors' from then on: the seed never reverts it.
        if (editedRulings.has(ruling.id)) {
          if (untranslatedEdits.has(ruling.id)) await translate(ruling.id)
          continue
        }
        await upsertRuling(tx, ruling, cardIds, situations.get(ruling.id) ?? [])
        await translate(ruling.id)
      }
      const links = await tx.ruling.findMany({ select: { id: true, supersededById: true } })
      const stored = new Map(links.map((l) => [l.id, l.supersededById]))
      for (const ruling of content.rulings) {
        if (stored.get(ruling.id) !== ruling.supersededBy) {
          await tx.ruling.update({ where: { id: ruling.id }, data: { supersededById: ruling.supersededBy } })
        }
      }
      // A new data version when the content differs from what was seeded last.
      // Of the files' content: editors' changes moved the version when they were made.
      const hash = seedHash(curated)
      const meta = await tx.catalogMeta.findUnique({ where: { id: 1 } })
      if (meta?.seedHash !== hash) await bumpDataVersion(tx, 'seed', hash)
      return { references: content.references.length, rulings: content.rulings.length, cards: content.cards.length }
    },
    { timeout: 120_000, maxWait: 30_000 },
  )
}

async function upsertReference(tx: Tx, r: ReferenceSeed) {
  const data = { kind: r.kind, title: r.title, publisher: r.publisher, url: r.url, locator: r.locator, date: r.date, language: r.language }
  await tx.reference.upsert({ where: { id: r.id }, create: { id: r.id, ...data }, update: data })
}

/** The nickname table holds exactly the list: missing rows added, others removed. */
async function syncNicknames(tx: Tx, list: NicknameSeed[]): Promise<void> {
  const wanted = new Map(list.map((n) => [`${searchKey(n.nickname)}\u0000${n.card}`, n]))
  const stored = await tx.cardNickname.findMany()
  const stale = stored.filter((row) => {
    const want = wanted.get(`${row.key}\u0000${row.cardName}`)
    return !want || want.nickname !== row.nickname || want.lang !== row.lang
  })
  for (const row of stale) await tx.cardNickname.delete({ where: { key_cardName: { key: row.key, cardName: row.cardName } } })
  const kept = new Set(stored.filter((row) => !stale.includes(row)).map((row) => `${row.key}\u0000${row.cardName}`))
  const missing = [...wanted].filter(([key]) => !kept.has(key)).map(([, n]) => ({ key: searchKey(n.nickname), lang: n.lang, nickname: n.nickname, cardName: n.card }))
  if (missing.length > 0) await tx.cardNickname.createMany({ data: missing })
}

async function upsertCard(tx: Tx, c: CardSeed, texts?: CardTexts[string]): Promise<number> {
  const fields = {
    cardType: c.cardType,
    property: c.property,
    monsterTypeLine: c.monsterTypeLine,
    attribute: c.attribute,
    level: c.level,
    rank: c.rank,
    atk: c.atk,
    def: c.def,
    curated: true,
    curatedBehaviours: c.behaviours as unknown as Prisma.InputJsonValue,
  }
  const existing = await tx.card.findFirst({
    where: { OR: [...(c.konamiId !== null ? [{ konamiId: c.konamiId }] : []), ...(c.password !== null ? [{ password: c.password }] : [])] },
  })
  const wanted = { ...fields, konamiId: c.konamiId, password: c.password }
  let id: number
  if (!existing) id = (await tx.card.create({ data: wanted, select: { id: true } })).id
  else {
    id = existing.id
    // Written only when something differs, so a re-run leaves the card (and its updated_at) alone.
    if (!sameFields(existing, wanted)) await tx.card.update({ where: { id }, data: wanted })
  }
  // Names: keep any imported text, set the curated name (it is the data's own name).
  for (const [lang, raw] of Object.entries(c.name)) {
    const { plain, reading } = parseRuby(raw)
    const data = { name: plain, reading, searchName: searchKey(plain), searchReading: reading ? searchKey(reading) : null }
    const locale = await tx.cardLocale.findUnique({ where: { cardId_lang: { cardId: id, lang } } })
    // The printed text from content/card-texts.json, where the locale has none yet (an import's text is kept).
    const text = locale?.text ? {} : { text: texts?.text[lang] ?? null, pendulumText: texts?.pendulumText?.[lang] ?? null }
    if (!locale) await tx.cardLocale.create({ data: { cardId: id, lang, ...data, ...text } })
    else if (!sameFields(locale, { ...data, ...text })) await tx.cardLocale.update({ where: { cardId_lang: { cardId: id, lang } }, data: { ...data, ...text } })
  }
  return id
}

/** Every wanted field equal to the stored one (JSON values and dates compared by value). */
function sameFields(stored: Record<string, unknown>, wanted: Record<string, unknown>): boolean {
  return Object.entries(wanted).every(([field, value]) => canonical(stored[field]) === canonical(value))
}

function canonical(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  return JSON.stringify(value ?? null)
}

/**
 * The edited rulings whose changes were all made before translations were stored with them (no
 * snapshot of their history carries any) and that have none stored: they take the files'
 * translations once, so a ruling edited before then keeps its Japanese; afterwards the editors own them too.
 */
async function editedBeforeTranslations(prisma: PrismaClient, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const translated = new Set((await prisma.rulingTranslation.findMany({ where: { rulingId: { in: ids } }, select: { rulingId: true }, distinct: ['rulingId'] })).map((row) => row.rulingId))
  const candidates = ids.filter((id) => !translated.has(id))
  if (candidates.length === 0) return new Set()
  const owned = await withFieldInHistory(prisma, 'ruling', candidates, 'translations')
  return new Set(candidates.filter((id) => !owned.has(id)))
}

/** The ruling's stored translations become exactly the files' (one per language that has it). */
async function syncTranslations(tx: Tx, rulingId: string, translations: NonNullable<SeedContent['translations']>, stored: unknown[]): Promise<void> {
  const wanted = Object.entries(translations)
    .flatMap(([lang, byId]) => (byId[rulingId] ? [{ rulingId, lang, title: byId[rulingId]!.title, text: byId[rulingId]!.summary }] : []))
    .sort((a, b) => (a.lang < b.lang ? -1 : 1))
  if (canonical(stored) === canonical(wanted)) return
  await tx.rulingTranslation.deleteMany({ where: { rulingId } })
  if (wanted.length > 0) await tx.rulingTranslation.createMany({ data: wanted })
}

async function upsertRuling(tx: Tx, r: RulingSeed, cardIds: Map<string, number>, situations: CardSituationSeed[]) {
  const data = {
    game: r.game,
    kind: r.kind,
    title: r.title,
    text: r.text,
    authority: r.authority,
    date: toDate(r.date),
    status: r.status,
    phases: r.phases,
    region: r.region ?? null,
  }
  const existing = await tx.ruling.findUnique({
    where: { id: r.id },
    include: { references: { orderBy: { position: 'asc' } }, cards: { orderBy: { cardId: 'asc' } } },
  })
  if (!existing) await tx.ruling.create({ data: { id: r.id, ...data } })
  else if (!sameFields(existing, data)) await tx.ruling.update({ where: { id: r.id }, data })

  const references = r.references.map((ref, position) => ({ rulingId: r.id, referenceId: ref.id, locator: ref.locator, position }))
  const storedReferences = (existing?.references ?? []).map(({ rulingId, referenceId, locator, position }) => ({ rulingId, referenceId, locator, position }))
  if (canonical(storedReferences) !== canonical(references)) {
    await tx.rulingReference.deleteMany({ where: { rulingId: r.id } })
    await tx.rulingReference.createMany({ data: references })
  }
  const idOf = (name: string) => {
    const cardId = cardIds.get(name)
    if (cardId === undefined) throw new Error(`ruling ${r.id} names card ${JSON.stringify(name)}, which is not in the curated cards`)
    return cardId
  }
  const links = [...new Set([...r.cards, ...situations.map((s) => s.card)])].map((name) => {
    const situation = situations.find((s) => s.card === name)
    return {
      rulingId: r.id,
      cardId: idOf(name),
      situations: situation?.situations ?? [],
      withCardId: situation?.with !== undefined ? idOf(situation.with) : null,
      readings: situation?.readings ?? [],
    }
  }).sort((a, b) => a.cardId - b.cardId)
  const storedLinks = (existing?.cards ?? []).map(({ rulingId, cardId, situations, withCardId, readings }) => ({ rulingId, cardId, situations, withCardId, readings }))
  if (canonical(storedLinks) !== canonical(links)) {
    await tx.cardRuling.deleteMany({ where: { rulingId: r.id } })
    if (links.length > 0) await tx.cardRuling.createMany({ data: links })
  }
}

/**
 * The content to seed with the editors' changes laid over it, as the change log shows them: a
 * reference or a card's curated behaviours edited through the API as they are stored now, a
 * deleted reference or ruling left out (else the seed would bring it back, or fail on it), and a
 * ruling's supersession as an editor left it. Without edits the content is handed over unchanged.
 */
export async function contentKeepingEdits(prisma: PrismaClient, content: SeedContent): Promise<SeedContent> {
  const referenceIds = await editedIds(prisma, 'reference')
  const cardIds = (await editedIds(prisma, 'card-behaviours')).map(Number)
  const rulingIds = await editedIds(prisma, 'ruling')
  if (referenceIds.length === 0 && cardIds.length === 0 && rulingIds.length === 0) return content

  const references = new Map((await prisma.reference.findMany({ where: { id: { in: referenceIds } } })).map((row) => [row.id, row]))
  const editedReferences = new Set(referenceIds)
  const keptReferences = content.references.flatMap((reference): ReferenceSeed[] => {
    if (!editedReferences.has(reference.id)) return [reference]
    const stored = references.get(reference.id)
    if (!stored) return [] // deleted by an admin
    const { kind, title, publisher, url, locator, date, language } = stored
    return [{ ...reference, kind: kind as ReferenceSeed['kind'], title, publisher, url, locator, date, language }]
  })

  const cards = await prisma.card.findMany({ where: { id: { in: cardIds } }, select: { konamiId: true, password: true, curatedBehaviours: true } })
  const keptCards = content.cards.map((card) => {
    // The seed finds a curated card by Konami id or password; so does this.
    const stored = cards.find((row) => (card.konamiId !== null && row.konamiId === card.konamiId) || (card.password !== null && row.password === card.password))
    return stored?.curatedBehaviours ? { ...card, behaviours: stored.curatedBehaviours as unknown as CardBehaviours } : card
  })

  const rulings = new Map((await prisma.ruling.findMany({ where: { id: { in: rulingIds } }, select: { id: true, supersededById: true, status: true } })).map((row) => [row.id, row]))
  const editedRulings = new Set(rulingIds)
  const deleted = new Set(rulingIds.filter((id) => !rulings.has(id)))
  const keptRulings = content.rulings.flatMap((ruling): RulingSeed[] => {
    if (deleted.has(ruling.id)) return []
    const stored = rulings.get(ruling.id)
    if (editedRulings.has(ruling.id) && stored) return [{ ...ruling, supersededBy: stored.supersededById, status: stored.status as RulingSeed['status'] }]
    if (ruling.supersededBy !== null && deleted.has(ruling.supersededBy)) return [{ ...ruling, supersededBy: null, status: 'current' }]
    return [ruling]
  })

  return {
    ...content,
    references: keptReferences,
    cards: keptCards,
    rulings: keptRulings,
    ...(content.situations ? { situations: content.situations.filter((situation) => !deleted.has(situation.ruling)) } : {}),
  }
}
