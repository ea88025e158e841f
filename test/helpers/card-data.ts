/**
 * The shared card data (../shared/data/yaml-yugi/cards.json.gz, 14,276 cards, 77 MB of JSON once
 * unpacked), read the way tests need it: a few cards by name, or the cards a test picks by name.
 * Unpacking and parsing the whole file took 2–5 s per test process on a quiet machine (over 30 s
 * on a busy one), and some twenty files did it. The first process that needs it writes the records
 * one per line beside an index of names and offsets (under .data/test-cards, keyed by the file's
 * size and time, made under a lock); every later read parses only the lines it asks for.
 */
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { PROJECT_ROOT } from '../../src/paths.js'
import { waitForLock } from './database.js'
import { SHARED_CARD_DATA } from './shared.js'

const CACHE_DIR = join(PROJECT_ROOT, '.data', 'test-cards')

/** One card of the index: its English name, its Konami id, and where its line is. */
export interface IndexedCard {
  name: string
  konamiId: number | null
  start: number
  length: number
}

interface Cache {
  dir: string
  cards: IndexedCard[]
}

let cache: Promise<Cache> | undefined

function theCache(): Promise<Cache> {
  cache ??= readOrMake()
  cache.catch(() => (cache = undefined))
  return cache
}

async function readOrMake(): Promise<Cache> {
  const source = await stat(SHARED_CARD_DATA)
  const key = `${source.size}-${Math.trunc(source.mtimeMs)}`
  const dir = join(CACHE_DIR, key)
  const ready = await readIndex(dir)
  if (ready) return { dir, cards: ready }
  await mkdir(CACHE_DIR, { recursive: true })
  const lock = await waitForLock(dir)
  try {
    // Another process may have written it while this one waited.
    const made = await readIndex(dir)
    if (made) return { dir, cards: made }
    return { dir, cards: await make(dir, key) }
  } finally {
    lock.release()
  }
}

async function readIndex(dir: string): Promise<IndexedCard[] | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as IndexedCard[]
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

async function make(dir: string, key: string): Promise<IndexedCard[]> {
  const all = JSON.parse(gunzipSync(await readFile(SHARED_CARD_DATA)).toString('utf8')) as Array<{ name?: { en?: string }; konami_id?: number | null }>
  const lines: Buffer[] = []
  const cards: IndexedCard[] = []
  let offset = 0
  for (const record of all) {
    const line = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8')
    cards.push({ name: record.name?.en ?? '', konamiId: record.konami_id ?? null, start: offset, length: line.length - 1 })
    lines.push(line)
    offset += line.length
  }
  // Written aside and renamed into place: a reader sees the whole cache or none.
  const draft = `${dir}.${process.pid}.draft`
  await rm(draft, { recursive: true, force: true })
  await mkdir(draft, { recursive: true })
  await writeFile(join(draft, 'cards.ndjson'), Buffer.concat(lines))
  await writeFile(join(draft, 'index.json'), JSON.stringify(cards))
  await rename(draft, dir)
  // Caches of other versions of the card data are of no further use.
  for (const entry of await readdir(CACHE_DIR)) {
    if (entry !== key && !entry.endsWith('.lock') && !entry.endsWith('.draft')) await rm(join(CACHE_DIR, entry), { recursive: true, force: true }).catch(() => {})
  }
  return cards
}

/** Every card's index entry, in the data's order. */
export async function cardIndex(): Promise<IndexedCard[]> {
  return (await theCache()).cards
}

/** The records of the chosen index entries, parsed, in the data's order. */
export async function readRecords<T = unknown>(chosen: readonly IndexedCard[]): Promise<T[]> {
  const { dir } = await theCache()
  const ordered = [...chosen].sort((a, b) => a.start - b.start)
  const file = await open(join(dir, 'cards.ndjson'), 'r')
  try {
    const out: T[] = []
    for (const card of ordered) {
      const buffer = Buffer.alloc(card.length)
      await file.read(buffer, 0, card.length, card.start)
      out.push(JSON.parse(buffer.toString('utf8')) as T)
    }
    return out
  } finally {
    await file.close()
  }
}

/** The records whose English name and position the test picks, in the data's order. */
export async function recordsWhere<T = unknown>(pick: (card: IndexedCard, index: number) => boolean): Promise<T[]> {
  return readRecords<T>((await cardIndex()).filter(pick))
}

/** The records of these English names (every card of each name), in the data's order. */
export async function recordsNamed<T = unknown>(names: readonly string[]): Promise<T[]> {
  const wanted = new Set(names)
  return recordsWhere<T>((card) => wanted.has(card.name))
}
