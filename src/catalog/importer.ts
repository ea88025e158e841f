/**
 * Imports cards in the yaml-yugi aggregate format: streamed, in batches, one upsert per card,
 * all inside one transaction (an import either lands whole or not at all). A bad record (one the
 * API would refuse, one that clashes with another record, a stored card or a curated card, one the
 * database refuses) is reported with its position and the reason, and skipped: the others land.
 * Curated data is never changed: rulings and curated behaviours are not written at all, and a
 * curated card keeps its print, names and texts (the import adds only what curation lacks).
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { pipeline, Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import { analyseCard } from '../analyser/index.js'
import type { SqlRunner } from '../db/sql.js'
import { bumpDataVersion } from './change-log.js'
import { RECORD_IMPORT_DETAIL } from './change-feed.js'
import { setCodeOf } from '../domain/card-search.js'
import { jsonArrayElements } from './json-array-stream.js'
import { MalformedRecord, mapYamlYugiCard, type LocaleRow, type MappedCard } from './yaml-yugi.js'

export interface MalformedReport {
  index: number
  offset: number
  reason: string
}

export interface ImportSummary {
  read: number
  inserted: number
  updated: number
  unchanged: number
  /** The malformed records skipped, the first `limits.listMalformed` of them when that is set. */
  malformed: MalformedReport[]
  /** Every malformed record skipped, listed or not. */
  malformedCount: number
  seconds: number
}

export interface ImportProgress {
  read: number
  bytes: number
  totalBytes: number | null
}

export interface ImportOptions {
  batchSize?: number
  /** Told how far the import has read: as records are read, at most once per `progressIntervalMs`. */
  onProgress?: (progress: ImportProgress) => void
  /** Default 250. */
  progressIntervalMs?: number
  /**
   * Called once the import holds its lock and the input has shown it is a JSON array (its first
   * record read whole, or its end): from here on it is the one import running, and a failure is
   * one of the input's later parts or of the database, not of what the input is.
   */
  onStart?: () => void
  /**
   * Who runs this import, told to another import refused meanwhile (kept as the PostgreSQL
   * session's application_name for the transaction: 63 bytes at most).
   */
  label?: string
  /** Aborting it stops the import at the next record; nothing is written. */
  signal?: AbortSignal
  limits?: ImportLimits
}

/** Bounds for input from elsewhere (the service's import route); the command line has none. */
export interface ImportLimits {
  /** Characters of JSON read (after gunzip) at most: a small gzip file can unpack to a great deal. */
  maxChars?: number
  /** Characters of one record at most (a card is a few kilobytes): past it, the input is refused. */
  maxRecordChars?: number
  /** How many malformed records the summary lists (each one is counted). */
  listMalformed?: number
}

/** The input is bigger than a limit of ImportLimits: nothing was written. */
export class ImportTooLargeError extends Error {
  override name = 'ImportTooLargeError'
}

/** A byte stream opened by the caller (a request's body, a download it checked) and its length when known. */
export interface OpenedSource {
  stream: AsyncIterable<Uint8Array>
  totalBytes: number | null
}

/**
 * Opens a file path or an http(s) URL as a byte stream (or takes one already open), gunzipping
 * when the bytes say gzip.
 */
export async function openSource(
  source: string | OpenedSource,
  maxChars = Infinity,
): Promise<{ stream: AsyncIterable<string>; totalBytes: number | null; bytesRead: () => number }> {
  let raw: AsyncIterable<Uint8Array>
  let totalBytes: number | null = null
  if (typeof source !== 'string') {
    raw = source.stream
    totalBytes = source.totalBytes
  } else if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source)
    if (!response.ok || !response.body) throw new Error(`GET ${source} answered ${response.status}`)
    const length = response.headers.get('content-length')
    totalBytes = length ? Number(length) : null
    raw = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream)
  } else {
    totalBytes = (await stat(source)).size
    raw = createReadStream(source)
  }
  // Bytes are counted as they are pulled (a 'data' listener would switch the stream to flowing
  // mode and lose chunks before iteration starts).
  const counter = { bytes: 0 }
  const stream = sniffGzip(raw, counter, maxChars)
  return { stream, totalBytes, bytesRead: () => counter.bytes }
}

async function* sniffGzip(raw: AsyncIterable<Uint8Array>, counter: { bytes: number }, maxChars: number): AsyncGenerator<string> {
  const iterator = raw[Symbol.asyncIterator]()
  const first = await iterator.next()
  if (first.done) return
  const head = first.value
  counter.bytes += head.length
  const rest = async function* () {
    yield head
    for (;;) {
      const next = await iterator.next()
      if (next.done) return
      counter.bytes += next.value.length
      yield next.value
    }
  }
  const bytes = Readable.from(rest())
  // pipeline, not pipe: a source that fails (a download or an upload broken off) fails the reading, not the process.
  const decoded = head[0] === 0x1f && head[1] === 0x8b ? pipeline(bytes, createGunzip(), () => {}) : bytes
  decoded.setEncoding('utf8')
  let chars = 0
  for await (const chunk of decoded) {
    chars += (chunk as string).length
    if (chars > maxChars) {
      decoded.destroy()
      throw new ImportTooLargeError(`the input holds more than ${maxChars} characters of JSON`)
    }
    yield chunk as string
  }
}

export async function importYamlYugi(db: SqlRunner, source: string | OpenedSource, options: ImportOptions = {}): Promise<ImportSummary> {
  const started = process.hrtime.bigint()
  const batchSize = options.batchSize ?? 500
  const limits = options.limits ?? {}
  const listMalformed = limits.listMalformed ?? Infinity
  const { stream, totalBytes, bytesRead } = await openSource(source, limits.maxChars)
  const summary: ImportSummary = { read: 0, inserted: 0, updated: 0, unchanged: 0, malformed: [], malformedCount: 0, seconds: 0 }
  const interval = options.progressIntervalMs ?? 250
  let reported = 0
  const report = () => {
    const now = Date.now()
    if (!options.onProgress || now - reported < interval) return
    reported = now
    options.onProgress({ read: summary.read, bytes: bytesRead(), totalBytes })
  }

  const skip = (element: { index: number; offset: number }, reason: string) => {
    if (summary.malformedCount++ < listMalformed) summary.malformed.push({ index: element.index, offset: element.offset, reason })
  }

  await db.transaction(async (tx) => {
    // Two imports into one database at once would each see the other's rows half-written: the
    // second is told so at once (the lock ends with the transaction), and by whom when it can be.
    if (options.label) await tx.query(`SELECT set_config('application_name', $1, true)`, [options.label.slice(0, 63)])
    const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [IMPORT_LOCK_KEY])
    if (!lock?.locked) throw new ImportBusyError(await lockHolder(tx))
    let started = false
    const start = () => {
      if (started) return
      started = true
      options.onStart?.()
    }
    const known = await KnownCards.load(tx)
    const claims = new FileClaims()
    let batch: PendingCard[] = []
    const flush = async () => {
      if (batch.length === 0) return
      const pending = batch
      batch = []
      const result = await upsertRefusing(tx, pending, known)
      summary.inserted += result.inserted
      summary.updated += result.updated
      summary.unchanged += pending.length - result.inserted - result.updated - result.skipped.length
      for (const { item, reason } of result.skipped) {
        claims.release(item.index)
        skip(item, reason)
      }
      report()
    }
    for await (const element of jsonArrayElements(stream, limits.maxRecordChars)) {
      options.signal?.throwIfAborted()
      start()
      summary.read++
      report()
      let alternate: { konamiId: number; password: number } | null = null
      let pending: PendingCard
      try {
        const mapped = mapYamlYugiCard(JSON.parse(element.text))
        alternate = claims.check(mapped, element.index)
        if (!alternate) {
          known.keepCurated(mapped)
          // Read here, so that a text the analyser cannot read skips its record, not the import.
          mapped.textBehaviours = textBehaviours(mapped)
        }
        pending = { mapped, index: element.index, offset: element.offset }
      } catch (error) {
        claims.release(element.index)
        skip(element, error instanceof SyntaxError ? `invalid JSON: ${error.message}` : error instanceof MalformedRecord ? error.message : `the record could not be read: ${String(error)}`)
        continue
      }
      if (alternate) {
        await flush() // the card itself must be stored before its other password is recorded
        const outcome = await refusing(tx, () => addAlternatePassword(tx, known, alternate))
        if (typeof outcome === 'string') {
          claims.release(element.index)
          skip(element, outcome)
        } else if (outcome) summary.updated++
        else summary.unchanged++
        continue
      }
      batch.push(pending)
      if (batch.length >= batchSize) await flush()
    }
    start()
    await flush()
    options.signal?.throwIfAborted()
    // Clashes with stored cards are found as a batch is written, after later records' own faults.
    summary.malformed.sort((a, b) => a.index - b.index)
    // A new data version when anything changed, in the same transaction.
    if (summary.inserted + summary.updated > 0) {
      await bumpDataVersion(tx, 'import')
      // The change feed says what the import did (GET /v1/changes).
      await tx.query(RECORD_IMPORT_DETAIL, [summary.inserted, summary.updated])
    }
  })
  summary.seconds = Number(process.hrtime.bigint() - started) / 1e9
  return summary
}

/** The advisory lock an import holds for its transaction (any constant; this one spells "YGOI"). */
const IMPORT_LOCK_KEY = 0x5947_4f49

export class ImportBusyError extends Error {
  override name = 'ImportBusyError'
  /** `holder`: who runs the other import, when the database says (its label, and since when). */
  constructor(readonly holder?: string) {
    super(`another import into this database is running${holder ? ` (${holder})` : ''}; nothing was written; run this one again when it has finished`)
  }
}

/**
 * The label and start of the session holding the import lock, when the server shows them
 * (PostgreSQL; not the embedded database). Advisory locks are per database: an import into
 * another database of the same server is not the holder.
 */
async function lockHolder(tx: SqlRunner): Promise<string | undefined> {
  try {
    const [row] = await tx.query<{ name: string | null; since: Date | string | null }>(
      `SELECT a.application_name AS name, a.xact_start AS since FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = $1::bigint::oid AND l.objsubid = 1 AND l.pid <> pg_backend_pid()
         AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [IMPORT_LOCK_KEY],
    )
    if (!row) return undefined
    const since = row.since ? new Date(row.since).toISOString() : undefined
    return [row.name || undefined, since ? `since ${since}` : undefined].filter(Boolean).join(', ') || undefined
  } catch {
    return undefined // the transaction rolls back anyway
  }
}

function identityKey(mapped: MappedCard): string {
  const { konamiId, password, yugipediaPageId } = mapped.card
  return konamiId !== null ? `konami_id ${konamiId}` : password !== null ? `password ${password}` : `yugipedia_page_id ${yugipediaPageId}`
}

/** A record read and checked, waiting for its batch, with its position in the input. */
interface PendingCard {
  mapped: MappedCard
  index: number
  offset: number
}

/**
 * The keys the records of this input have claimed so far: two records of one file cannot be one
 * card (an identity, a password, a Yugipedia page id twice), except an alternate artwork (same
 * Konami id and name, another password). The record that came first keeps the key.
 */
class FileClaims {
  private readonly seen = new Map<string, { name: string; password: number | null; index: number }>()
  private readonly passwords = new Map<number, { index: number; key: string }>()
  private readonly pages = new Map<number, { index: number; key: string }>()

  /** Claims the record's keys, or throws MalformedRecord naming the record that has one; an alternate artwork is returned as such. */
  check(mapped: MappedCard, index: number): { konamiId: number; password: number } | null {
    const key = identityKey(mapped)
    const { konamiId, password, yugipediaPageId } = mapped.card
    const first = this.seen.get(key)
    let alternate: { konamiId: number; password: number } | null = null
    if (first) {
      if (konamiId === null || password === null || first.name !== mapped.name || first.password === password) {
        throw new MalformedRecord(`duplicate card: ${key} was already imported from an earlier record (#${first.index})`)
      }
      alternate = { konamiId, password }
    }
    const claimed = password === null ? undefined : this.passwords.get(password)
    if (claimed && claimed.key !== key) throw new MalformedRecord(`password ${password} is already the password of record #${claimed.index} (${claimed.key})`)
    const page = alternate || yugipediaPageId === null ? undefined : this.pages.get(yugipediaPageId)
    if (page && page.key !== key) throw new MalformedRecord(`yugipedia_page_id ${yugipediaPageId} is already the Yugipedia page id of record #${page.index} (${page.key})`)
    if (password !== null && !claimed) this.passwords.set(password, { index, key })
    if (!alternate) {
      this.seen.set(key, { name: mapped.name, password, index })
      if (yugipediaPageId !== null) this.pages.set(yugipediaPageId, { index, key })
    }
    return alternate
  }

  /** The record was skipped after all: its keys are free again. */
  release(index: number): void {
    for (const map of [this.seen, this.passwords, this.pages] as Map<unknown, { index: number }>[]) {
      for (const [key, claim] of map) if (claim.index === index) map.delete(key)
    }
  }
}

/** A curated card's locale as stored: an import never changes it. */
type CuratedLocale = Omit<LocaleRow, 'lang'>

/** A card the import must not change: seeded from the curated content, or given behaviours by an editor. */
interface CuratedCard {
  id: number
  konamiId: number | null
  password: number | null
  name: string | null
  print: Pick<MappedCard['card'], 'cardType' | 'property' | 'monsterTypeLine' | 'attribute' | 'level' | 'rank' | 'atk' | 'def'>
  locales: Map<string, CuratedLocale>
}

const describeCurated = (c: CuratedCard) => `curated card #${c.id} ${JSON.stringify(c.name)} (konami_id ${c.konamiId}, password ${c.password})`

/**
 * What the import knows of the stored cards beyond a batch's own lookup: the curated cards whole
 * (a few hundred at most), and every alternate password (not an indexed column), read once as
 * the import starts; the import's own transaction is the only writer of either meanwhile.
 */
class KnownCards {
  private readonly curatedByKonami = new Map<number, CuratedCard>()
  private readonly curatedByPassword = new Map<number, CuratedCard>()
  private readonly curatedByName = new Map<string, CuratedCard>()
  private readonly altOwners = new Map<number, { id: number; konamiId: number | null }>()

  static async load(tx: SqlRunner): Promise<KnownCards> {
    const known = new KnownCards()
    const cards = await tx.query<{
      id: number; konami_id: number | null; password: number | null; alt_passwords: number[]; card_type: string; property: string | null
      monster_type_line: string | null; attribute: string | null; level: number | null; rank: number | null; atk: number | null; def: number | null
    }>(
      `SELECT id, konami_id, password, alt_passwords, card_type, property, monster_type_line, attribute, level, rank, atk, def
       FROM card WHERE curated OR curated_behaviours IS NOT NULL`,
    )
    const locales = await tx.query<{ card_id: number; lang: string; name: string; reading: string | null; text: string | null; pendulum_text: string | null; search_name: string; search_reading: string | null }>(
      `SELECT card_id, lang, name, reading, text, pendulum_text, search_name, search_reading FROM card_locale WHERE card_id = ANY($1::int[])`,
      [cards.map((c) => c.id)],
    )
    const byId = new Map<number, CuratedCard>()
    for (const c of cards) {
      const curated: CuratedCard = {
        id: c.id,
        konamiId: c.konami_id,
        password: c.password,
        name: null,
        print: { cardType: c.card_type as CuratedCard['print']['cardType'], property: c.property, monsterTypeLine: c.monster_type_line, attribute: c.attribute, level: c.level, rank: c.rank, atk: c.atk, def: c.def },
        locales: new Map(),
      }
      byId.set(c.id, curated)
      if (c.konami_id !== null) known.curatedByKonami.set(c.konami_id, curated)
      for (const password of [c.password, ...c.alt_passwords]) if (password !== null) known.curatedByPassword.set(password, curated)
    }
    for (const l of locales) {
      const curated = byId.get(l.card_id)!
      curated.locales.set(l.lang, { name: l.name, reading: l.reading, text: l.text, pendulumText: l.pendulum_text, searchName: l.search_name, searchReading: l.search_reading })
      if (l.lang === 'en') {
        curated.name = l.name
        known.curatedByName.set(l.name, curated)
      }
    }
    const alts = await tx.query<{ id: number; konami_id: number | null; password: number }>(
      'SELECT id, konami_id, unnest(alt_passwords) AS password FROM card WHERE cardinality(alt_passwords) > 0',
    )
    for (const a of alts) known.altOwners.set(a.password, { id: a.id, konamiId: a.konami_id })
    return known
  }

  /**
   * Throws MalformedRecord when the record clashes with a curated card (has its password, Konami
   * id or English name without being that card); when it is one, puts back on it what curation
   * holds (its print, names and texts), so that only what curation lacks is written.
   */
  keepCurated(mapped: MappedCard): void {
    const { konamiId, password } = mapped.card
    const byKonami = konamiId === null ? undefined : this.curatedByKonami.get(konamiId)
    const byPassword = password === null ? undefined : this.curatedByPassword.get(password)
    const target = byKonami ?? byPassword
    const ownPassword = (c: CuratedCard) => `password ${password} is ${password === c.password ? 'the password' : 'an alternate password'} of ${describeCurated(c)}`
    if (byPassword && byPassword !== target) throw new MalformedRecord(ownPassword(byPassword))
    const byName = this.curatedByName.get(mapped.name)
    if (byName && byName !== target) throw new MalformedRecord(`name.en ${JSON.stringify(mapped.name)} is the name of ${describeCurated(byName)}`)
    if (!target) return
    if (target.name !== mapped.name || (!byKonami && konamiId !== null && target.konamiId !== null)) {
      throw new MalformedRecord(byKonami ? `konami_id ${konamiId} is the Konami id of ${describeCurated(target)}` : ownPassword(target))
    }
    if (password !== null && target.password !== null && password !== target.password) {
      throw new MalformedRecord(`password ${password} differs from ${describeCurated(target)}`)
    }
    mapped.card = { ...mapped.card, ...target.print, konamiId: target.konamiId ?? konamiId, password: target.password ?? password }
    for (const locale of mapped.locales) {
      const kept = target.locales.get(locale.lang)
      if (!kept) continue
      Object.assign(locale, { name: kept.name, reading: kept.reading, searchName: kept.searchName, searchReading: kept.searchReading })
      locale.text = kept.text ?? locale.text
      locale.pendulumText = kept.pendulumText ?? locale.pendulumText
      if (locale.lang === 'en') Object.assign(mapped, { name: locale.name, text: locale.text, pendulumText: locale.pendulumText })
    }
  }

  /** The stored card that has `password` as an alternate password. */
  altOwner(password: number): { id: number; konamiId: number | null } | undefined {
    return this.altOwners.get(password)
  }

  addAlt(password: number, owner: { id: number; konamiId: number | null }): void {
    this.altOwners.set(password, owner)
  }
}

/**
 * Runs `write` so that a record the database refuses (a value it cannot store, a key another row
 * has) undoes only what `write` did: the reason is returned, and the import goes on. Any other
 * failure (the connection, the server) is thrown, and the whole import rolls back.
 */
async function refusing<T>(tx: SqlRunner, write: () => Promise<T>): Promise<T | string> {
  await tx.query('SAVEPOINT import_record')
  try {
    const result = await write()
    await tx.query('RELEASE SAVEPOINT import_record')
    return result
  } catch (error) {
    const reason = refusal(error)
    if (reason === undefined) throw error
    await tx.query('ROLLBACK TO SAVEPOINT import_record')
    await tx.query('RELEASE SAVEPOINT import_record')
    return reason
  }
}

/** Why the database refused a record: a data exception (22), an integrity constraint (23), a value past a limit (54). */
function refusal(error: unknown): string | undefined {
  if (error instanceof MalformedRecord) return error.message
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && /^(22|23|54)/.test(code)) return `the database refused it: ${(error as Error).message}`
  return undefined
}

interface BatchResult {
  inserted: number
  updated: number
  skipped: Array<{ item: PendingCard; reason: string }>
}

/** Writes a batch; when the database refuses it, writes its records one at a time, skipping those it refuses. */
async function upsertRefusing(tx: SqlRunner, items: PendingCard[], known: KnownCards): Promise<BatchResult> {
  const whole = await refusing(tx, () => upsertBatch(tx, items, known))
  if (typeof whole !== 'string') return whole
  if (items.length === 1) return { inserted: 0, updated: 0, skipped: [{ item: items[0]!, reason: whole }] }
  const total: BatchResult = { inserted: 0, updated: 0, skipped: [] }
  for (const item of items) {
    const one = await upsertRefusing(tx, [item], known)
    total.inserted += one.inserted
    total.updated += one.updated
    total.skipped.push(...one.skipped)
  }
  return total
}

/**
 * Records an alternate artwork's password on its card; false when it was already there. A password
 * that is another card's (its own or an alternate) is a clash: MalformedRecord.
 */
async function addAlternatePassword(tx: SqlRunner, known: KnownCards, { konamiId, password }: { konamiId: number; password: number }): Promise<boolean> {
  const [owner] = await tx.query<{ id: number; konami_id: number | null; name: string | null }>(
    `SELECT c.id, c.konami_id, l.name FROM card c LEFT JOIN card_locale l ON l.card_id = c.id AND l.lang = 'en' WHERE c.password = $1`,
    [password],
  )
  if (owner && owner.konami_id !== konamiId) throw new MalformedRecord(`password ${password} is the password of stored card #${owner.id} ${JSON.stringify(owner.name)} (konami_id ${owner.konami_id})`)
  const altOwner = known.altOwner(password)
  if (altOwner && altOwner.konamiId !== konamiId) throw new MalformedRecord(`password ${password} is an alternate password of stored card #${altOwner.id} (konami_id ${altOwner.konamiId})`)
  const rows = await tx.query<{ id: number }>(
    `UPDATE card SET alt_passwords = array_append(alt_passwords, $2::int), updated_at = now()
     WHERE konami_id = $1 AND password IS DISTINCT FROM $2::int AND NOT ($2::int = ANY(alt_passwords))
     RETURNING id`,
    [konamiId, password],
  )
  if (rows[0]) known.addAlt(password, { id: rows[0].id, konamiId })
  return rows.length > 0
}

const CARD_COLUMNS = [
  ['konami_id', 'int'],
  ['password', 'int'],
  ['yugipedia_page_id', 'int'],
  ['card_type', 'text'],
  ['property', 'text'],
  ['monster_type_line', 'text'],
  ['attribute', 'text'],
  ['level', 'int'],
  ['rank', 'int'],
  ['link_rating', 'int'],
  ['atk', 'int'],
  ['def', 'int'],
  ['pendulum_scale', 'int'],
  ['text_behaviours', 'jsonb'],
  ['limit_regulation', 'jsonb'],
  ['sets', 'jsonb'],
  ['images', 'jsonb'],
  ['series', 'text[]'],
  ['link_arrows', 'text[]'],
  ['set_codes', 'text[]'],
  ['materials', 'text'],
  ['master_duel_rarity', 'text'],
] as const

type ColumnType = (typeof CARD_COLUMNS)[number][1]

/** The parameter type a column travels as through unnest(): JSON text for jsonb and arrays (unnest would flatten a text[][]). */
const paramType = (type: ColumnType) => (type === 'jsonb' || type === 'text[]' ? 'text' : type)

/** The stored value of an unnested parameter `ref`. */
function stored(ref: string, type: ColumnType): string {
  if (type === 'jsonb') return `${ref}::jsonb`
  if (type === 'text[]') return `ARRAY(SELECT jsonb_array_elements_text(${ref}::jsonb))`
  return ref
}

/** JSON text for a jsonb column (null stays null), with the extras in the source's own key names. */
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

/** The behaviours read from the card's English text, as the text_behaviours column stores them. */
function textBehaviours(mapped: MappedCard): string {
  const c = mapped.card
  return JSON.stringify(
    analyseCard({ name: mapped.name, text: mapped.text, pendulumEffect: mapped.pendulumText, cardType: c.cardType, monsterTypeLine: c.monsterTypeLine, property: c.property }),
  )
}

function cardValues(mapped: MappedCard): unknown[] {
  const c = mapped.card
  const behaviours = mapped.textBehaviours ?? textBehaviours(mapped)
  return [
    c.konamiId, c.password, c.yugipediaPageId, c.cardType, c.property, c.monsterTypeLine, c.attribute,
    c.level, c.rank, c.linkRating, c.atk, c.def, c.pendulumScale, behaviours,
    json(mapped.extras.limitRegulation), json(mapped.extras.sets), json(mapped.extras.images),
    JSON.stringify(mapped.extras.series), JSON.stringify(mapped.extras.linkArrows), JSON.stringify(setCodes(mapped.extras.sets)), mapped.extras.materials, mapped.extras.masterDuelRarity,
  ]
}

/** The set codes of a card's printings (CYHO of CYHO-EN041), each once, sorted: the cardset filter's indexed column. */
function setCodes(sets: MappedCard['extras']['sets']): string[] {
  const codes = new Set<string>()
  for (const list of Object.values(sets ?? {})) for (const printing of list) if (setCodeOf(printing.setNumber) !== '') codes.add(setCodeOf(printing.setNumber))
  return [...codes].sort()
}

/** Column-wise arrays for unnest(): one array per column. */
function columns(rows: unknown[][], width: number): unknown[][] {
  const out: unknown[][] = Array.from({ length: width }, () => [])
  for (const row of rows) row.forEach((value, i) => out[i]!.push(value))
  return out
}

async function upsertBatch(tx: SqlRunner, items: PendingCard[], known: KnownCards): Promise<BatchResult> {
  // Find the cards already stored, by Konami id first, then password.
  const keys = (pick: (m: MappedCard) => number | null) => items.map((item) => pick(item.mapped)).filter((v): v is number => v !== null)
  const existing = await tx.query<{ id: number; konami_id: number | null; password: number | null; yugipedia_page_id: number | null; name: string | null }>(
    `SELECT c.id, c.konami_id, c.password, c.yugipedia_page_id, l.name FROM card c LEFT JOIN card_locale l ON l.card_id = c.id AND l.lang = 'en'
     WHERE c.konami_id = ANY($1::int[]) OR c.password = ANY($2::int[]) OR c.yugipedia_page_id = ANY($3::int[])`,
    [keys((m) => m.card.konamiId), keys((m) => m.card.password), keys((m) => m.card.yugipediaPageId)],
  )
  const index = (column: 'konami_id' | 'password' | 'yugipedia_page_id') =>
    new Map(existing.filter((r) => r[column] !== null).map((r) => [r[column]!, r]))
  const byKonami = index('konami_id')
  const byPassword = index('password')
  const byYugipedia = index('yugipedia_page_id')
  const describe = (r: (typeof existing)[number]) => `stored card #${r.id} ${JSON.stringify(r.name)} (konami_id ${r.konami_id}, password ${r.password})`

  // A record whose keys are those of another stored card, or contradict the card it updates, is a clash: skipped.
  const skipped: BatchResult['skipped'] = []
  const targets = new Map<MappedCard, number>()
  const batch: MappedCard[] = []
  for (const item of items) {
    const { konamiId, password, yugipediaPageId } = item.mapped.card
    const k = konamiId === null ? undefined : byKonami.get(konamiId)
    const p = password === null ? undefined : byPassword.get(password)
    const y = yugipediaPageId === null ? undefined : byYugipedia.get(yugipediaPageId)
    const target = k ?? p ?? y
    const alt = password === null ? undefined : known.altOwner(password)
    let reason: string | undefined
    if (p && p !== target) reason = `password ${password} is the password of ${describe(p)}`
    else if (alt) reason = `password ${password} is an alternate password of stored card #${alt.id} (konami_id ${alt.konamiId})`
    else if (y && y !== target) reason = `yugipedia_page_id ${yugipediaPageId} is the Yugipedia page id of ${describe(y)}`
    else if (target && !k && konamiId !== null && target.konami_id !== null) {
      reason = p ? `password ${password} is the password of ${describe(p)}` : `yugipedia_page_id ${yugipediaPageId} is the Yugipedia page id of ${describe(target)}`
    } else if (target && password !== null && target.password !== null && password !== target.password) reason = `password ${password} differs from ${describe(target)}`
    if (reason) skipped.push({ item, reason })
    else {
      batch.push(item.mapped)
      if (target) targets.set(item.mapped, target.id)
    }
  }
  const idOf = (m: MappedCard) => targets.get(m)

  const toInsert = batch.filter((m) => idOf(m) === undefined)
  const toUpdate = batch.filter((m) => idOf(m) !== undefined)
  const changed = new Set<number>()
  const ids = new Map<MappedCard, number>()
  let inserted = 0

  const names = CARD_COLUMNS.map(([name]) => name)
  const casts = CARD_COLUMNS.map(([, type], i) => `$${i + 1}::${paramType(type)}[]`)
  if (toInsert.length > 0) {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO card (${names.join(', ')}, analysed_at, updated_at)
       SELECT ${CARD_COLUMNS.map(([n, type]) => stored(n, type)).join(', ')}, now(), now()
       FROM unnest(${casts.join(', ')}) AS u(${names.join(', ')})
       RETURNING id`,
      columns(toInsert.map(cardValues), names.length),
    )
    rows.forEach((row, i) => ids.set(toInsert[i]!, row.id))
    inserted = rows.length
  }
  if (toUpdate.length > 0) {
    const values = toUpdate.map((m) => [idOf(m)!, ...cardValues(m)])
    const rows = await tx.query<{ id: number }>(
      `UPDATE card SET ${CARD_COLUMNS.map(([n, type]) => `${n} = ${stored(`u.${n}`, type)}`).join(', ')},
         analysed_at = CASE WHEN card.text_behaviours IS DISTINCT FROM u.text_behaviours::jsonb THEN now() ELSE card.analysed_at END,
         updated_at = now()
       FROM unnest($1::int[], ${CARD_COLUMNS.map(([, type], i) => `$${i + 2}::${paramType(type)}[]`).join(', ')})
         AS u(id, ${names.join(', ')})
       WHERE card.id = u.id
         AND (${names.map((n) => `card.${n}`).join(', ')}) IS DISTINCT FROM (${CARD_COLUMNS.map(([n, type]) => stored(`u.${n}`, type)).join(', ')})
       RETURNING card.id`,
      columns(values, names.length + 1),
    )
    for (const row of rows) changed.add(row.id)
    toUpdate.forEach((m) => ids.set(m, idOf(m)!))
  }

  // Names and texts, one row per language.
  const localeRows: unknown[][] = []
  for (const m of batch) {
    const cardId = ids.get(m)!
    for (const l of m.locales) localeRows.push([cardId, l.lang, l.name, l.reading, l.text, l.pendulumText, l.searchName, l.searchReading])
  }
  if (localeRows.length > 0) {
    const rows = await tx.query<{ card_id: number }>(
      `INSERT INTO card_locale (card_id, lang, name, reading, text, pendulum_text, search_name, search_reading)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
       ON CONFLICT (card_id, lang) DO UPDATE SET
         name = EXCLUDED.name, reading = EXCLUDED.reading, text = EXCLUDED.text, pendulum_text = EXCLUDED.pendulum_text,
         search_name = EXCLUDED.search_name, search_reading = EXCLUDED.search_reading
       WHERE (card_locale.name, card_locale.reading, card_locale.text, card_locale.pendulum_text, card_locale.search_name, card_locale.search_reading)
         IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.reading, EXCLUDED.text, EXCLUDED.pendulum_text, EXCLUDED.search_name, EXCLUDED.search_reading)
       RETURNING card_id`,
      columns(localeRows, 8),
    )
    const insertedIds = new Set(toInsert.map((m) => ids.get(m)!))
    for (const row of rows) if (!insertedIds.has(row.card_id)) changed.add(row.card_id)
  }
  return { inserted, updated: changed.size, skipped }
}
