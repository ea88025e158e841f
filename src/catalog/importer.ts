/**
 * Imports cards in the yaml-yugi aggregate format: streamed, in batches, one upsert per card,
 * all inside one transaction (an import either lands whole or not at all). A record that is
 * malformed is reported with its position and skipped. Curated data (curated behaviours,
 * rulings) is never touched: the import writes card fields, names, texts and the behaviours
 * read from the text.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { pipeline, Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import { analyseCard } from '../analyser/index.js'
import type { SqlRunner } from '../db/sql.js'
import { bumpDataVersion } from './change-log.js'
import { jsonArrayElements } from './json-array-stream.js'
import { MalformedRecord, mapYamlYugiCard, type MappedCard } from './yaml-yugi.js'

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
  /** Called once the import holds its lock, before it reads a record: from here on it is the one import running. */
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

  await db.transaction(async (tx) => {
    // Two imports into one database at once would each see the other's rows half-written: the
    // second is told so at once (the lock ends with the transaction), and by whom when it can be.
    if (options.label) await tx.query(`SELECT set_config('application_name', $1, true)`, [options.label.slice(0, 63)])
    const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [IMPORT_LOCK_KEY])
    if (!lock?.locked) throw new ImportBusyError(await lockHolder(tx))
    options.onStart?.()
    let batch: MappedCard[] = []
    const flush = async () => {
      if (batch.length === 0) return
      const result = await upsertBatch(tx, batch)
      summary.inserted += result.inserted
      summary.updated += result.updated
      summary.unchanged += batch.length - result.inserted - result.updated
      batch = []
      report()
    }
    // First record seen per identity, to tell an alternate artwork (same Konami id and name, another
    // password) from a real duplicate.
    const seen = new Map<string, { name: string; password: number | null }>()
    // Which record first claimed each password: two cards cannot share one (a unique column).
    const passwords = new Map<number, { index: number; key: string }>()
    for await (const element of jsonArrayElements(stream, limits.maxRecordChars)) {
      options.signal?.throwIfAborted()
      summary.read++
      report()
      let alternate: { konamiId: number; password: number } | null = null
      try {
        const mapped = mapYamlYugiCard(JSON.parse(element.text))
        const key = identityKey(mapped)
        const first = seen.get(key)
        if (first) {
          const { konamiId, password } = mapped.card
          if (konamiId === null || password === null || first.name !== mapped.name || first.password === password) {
            throw new MalformedRecord(`duplicate card: ${key} was already imported from an earlier record`)
          }
          alternate = { konamiId, password }
        }
        const password = alternate ? alternate.password : mapped.card.password
        const claimed = password === null ? undefined : passwords.get(password)
        if (claimed && claimed.key !== key) throw new MalformedRecord(`password ${password} is already the password of record #${claimed.index} (${claimed.key})`)
        if (password !== null && !claimed) passwords.set(password, { index: element.index, key })
        if (!alternate) {
          seen.set(key, { name: mapped.name, password: mapped.card.password })
          batch.push(mapped)
        }
      } catch (error) {
        const reason = error instanceof SyntaxError ? `invalid JSON: ${error.message}` : error instanceof MalformedRecord ? error.message : String(error)
        if (summary.malformedCount++ < listMalformed) summary.malformed.push({ index: element.index, offset: element.offset, reason })
        continue
      }
      if (alternate) {
        await flush() // the card itself must be stored before its other password is recorded
        if (await addAlternatePassword(tx, alternate.konamiId, alternate.password)) summary.updated++
        else summary.unchanged++
      }
      if (batch.length >= batchSize) await flush()
    }
    await flush()
    options.signal?.throwIfAborted()
    // A new data version when anything changed, in the same transaction.
    if (summary.inserted + summary.updated > 0) await bumpDataVersion(tx, 'import')
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

/** The label and start of the session holding the import lock, when the server shows them (PostgreSQL; not the embedded database). */
async function lockHolder(tx: SqlRunner): Promise<string | undefined> {
  try {
    const [row] = await tx.query<{ name: string | null; since: Date | string | null }>(
      `SELECT a.application_name AS name, a.xact_start AS since FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = $1::bigint::oid AND l.objsubid = 1 AND l.pid <> pg_backend_pid()`,
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

/** Records an alternate artwork's password on its card; false when it was already there. */
async function addAlternatePassword(tx: SqlRunner, konamiId: number, password: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE card SET alt_passwords = array_append(alt_passwords, $2::int), updated_at = now()
     WHERE konami_id = $1 AND password IS DISTINCT FROM $2::int AND NOT ($2::int = ANY(alt_passwords))
     RETURNING id`,
    [konamiId, password],
  )
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

function cardValues(mapped: MappedCard): unknown[] {
  const c = mapped.card
  const behaviours = analyseCard({
    name: mapped.name,
    text: mapped.text,
    pendulumEffect: mapped.pendulumText,
    cardType: c.cardType,
    monsterTypeLine: c.monsterTypeLine,
    property: c.property,
  })
  return [
    c.konamiId, c.password, c.yugipediaPageId, c.cardType, c.property, c.monsterTypeLine, c.attribute,
    c.level, c.rank, c.linkRating, c.atk, c.def, c.pendulumScale, JSON.stringify(behaviours),
    json(mapped.extras.limitRegulation), json(mapped.extras.sets), json(mapped.extras.images),
    JSON.stringify(mapped.extras.series), JSON.stringify(mapped.extras.linkArrows), mapped.extras.materials, mapped.extras.masterDuelRarity,
  ]
}

/** Column-wise arrays for unnest(): one array per column. */
function columns(rows: unknown[][], width: number): unknown[][] {
  const out: unknown[][] = Array.from({ length: width }, () => [])
  for (const row of rows) row.forEach((value, i) => out[i]!.push(value))
  return out
}

async function upsertBatch(tx: SqlRunner, batch: MappedCard[]): Promise<{ inserted: number; updated: number }> {
  // Find the cards already stored, by Konami id first, then password.
  const keys = (pick: (m: MappedCard) => number | null) => batch.map(pick).filter((v): v is number => v !== null)
  const existing = await tx.query<{ id: number; konami_id: number | null; password: number | null; yugipedia_page_id: number | null }>(
    `SELECT id, konami_id, password, yugipedia_page_id FROM card
     WHERE konami_id = ANY($1::int[]) OR password = ANY($2::int[]) OR yugipedia_page_id = ANY($3::int[])`,
    [keys((m) => m.card.konamiId), keys((m) => m.card.password), keys((m) => m.card.yugipediaPageId)],
  )
  const index = (column: 'konami_id' | 'password' | 'yugipedia_page_id') =>
    new Map(existing.filter((r) => r[column] !== null).map((r) => [r[column]!, r.id]))
  const byKonami = index('konami_id')
  const byPassword = index('password')
  const byYugipedia = index('yugipedia_page_id')
  const idOf = (m: MappedCard) =>
    (m.card.konamiId !== null ? byKonami.get(m.card.konamiId) : undefined) ??
    (m.card.password !== null ? byPassword.get(m.card.password) : undefined) ??
    (m.card.yugipediaPageId !== null ? byYugipedia.get(m.card.yugipediaPageId) : undefined)

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
  return { inserted, updated: changed.size }
}
