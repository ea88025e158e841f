/**
 * A database of the test's own: a new PostgreSQL database on the server named by
 * TEST_DATABASE_URL (dropped at teardown), or an in-memory embedded PGlite when it is unset.
 * Each test gets its own, so runs, files and tests never collide.
 *
 * Migrating (and seeding) a database takes seconds; copying one takes a fraction of that. So a
 * database is migrated, and another seeded, once per state of the sources (the template), and
 * every test gets a copy: on PostgreSQL `CREATE DATABASE … TEMPLATE`, on PGlite a new instance
 * opened from an image of the template's data directory. Tap runs test files in separate
 * processes, several at a time: the first process that needs a template makes it under a lock
 * (an advisory lock on the server, a lock file beside the images), the others wait and reuse it.
 * The template is named by a hash of everything that decides its content (migrations, content
 * files, the sources, the locked dependencies), so a change to any of them makes a new one.
 */
import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { openDatabase, openMigratedDatabase, type Database } from '../../src/db/database.js'
import { DataDirectoryLockedError, lockDataDirectory, type DirectoryLock } from '../../src/db/dir-lock.js'
import { PROJECT_ROOT } from '../../src/paths.js'

export interface Teardown {
  teardown(fn: () => unknown): void
}

export interface TestDatabaseOptions {
  /** With the curated content seeded (as a started service has it); default: migrated and empty. */
  seeded?: boolean
}

export const usingServer = Boolean(process.env.TEST_DATABASE_URL)

export async function testDatabase(t: Teardown, options: TestDatabaseOptions = {}): Promise<Database> {
  const state: TemplateState = options.seeded ? 'seeded' : 'migrated'
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const image = await pgliteImage(state)
    const db = await openDatabase({ kind: 'pglite', dataDir: null, image, settings: TEST_PGLITE_SETTINGS })
    t.teardown(() => db.close())
    return db
  }
  const template = await serverTemplate(serverUrl, state)
  const name = `rulings_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await copyDatabase(serverUrl, template, name)
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 4 })
  t.teardown(async () => {
    await db.close()
    await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  })
  return db
}

/**
 * A PGlite data directory of the test's own holding a copy of the template (removed at teardown):
 * for a service or script process started on it (PGLITE_DIR). Such a process finds the cluster made
 * and migrated (and, from 'seeded', the seed current), instead of spending its start making them.
 */
export async function pgliteDirectory(t: Teardown, state: TemplateState = 'seeded'): Promise<string> {
  const parent = await mkdtemp(join(tmpdir(), 'rulings-test-pglite-'))
  t.teardown(() => rm(parent, { recursive: true, force: true }))
  const dataDir = join(parent, 'pglite')
  const db = await openDatabase({ kind: 'pglite', dataDir, image: await pgliteImage(state), settings: TEST_PGLITE_SETTINGS })
  await db.close()
  return dataDir
}

/**
 * A copy of the template on the TEST_DATABASE_URL server (dropped at teardown), for a service
 * process started on it (DATABASE_URL): its URL. The process finds it migrated (and, from 'seeded',
 * the seed current) instead of migrating and seeding an empty database as it starts.
 */
export async function serverDatabaseCopy(t: Teardown, state: TemplateState = 'seeded'): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('serverDatabaseCopy needs TEST_DATABASE_URL')
  const name = `rulings_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await copyDatabase(serverUrl, await serverTemplate(serverUrl, state), name)
  t.teardown(() => withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)))
  return databaseUrl(serverUrl, name)
}

/** An empty database of the test's own on the TEST_DATABASE_URL server (dropped at teardown): its URL. */
export async function scratchDatabase(t: Teardown, prefix = 'rulings_test_scratch'): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('scratchDatabase needs TEST_DATABASE_URL')
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`))
  t.teardown(() => withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)))
  return databaseUrl(serverUrl, name)
}

export type TemplateState = 'migrated' | 'seeded'

/**
 * Both templates of the engine in use (TEST_DATABASE_URL's server, else PGlite), made now if they
 * are not there: `npm test` has them made beside the first tests, which need none.
 */
export async function prepareTemplates(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) await ensureServerTemplates(serverUrl)
  else await Promise.all([pgliteImage('migrated'), pgliteImage('seeded')])
}

/** Imported when a template is made, not before: a test that only copies one never reads the content files. */
const seed = () => import('../../src/catalog/seed.js')

/**
 * What decides a template's content. The whole of src/ rather than the seed's own modules: the
 * seed reaches the analyser, the content loader and the domain code, and a template one change
 * behind would make tests pass or fail on code that is no longer there.
 */
const TEMPLATE_INPUTS = ['prisma/migrations', 'prisma/schema.prisma', 'content', 'src', 'package-lock.json']

let templateKeyMemo: string | undefined
function templateKey(): string {
  if (templateKeyMemo) return templateKeyMemo
  const hash = createHash('sha256')
  const add = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false })
    if (!stat) return
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) if (!(path.endsWith('src') && entry === 'generated')) add(join(path, entry))
      return
    }
    hash.update(relative(PROJECT_ROOT, path)).update('\0').update(readFileSync(path)).update('\0')
  }
  for (const input of TEMPLATE_INPUTS) add(join(PROJECT_ROOT, input))
  templateKeyMemo = hash.digest('hex').slice(0, 16)
  return templateKeyMemo
}

// --- PGlite: images of a data directory, kept in .data/test-templates -------------------------

const IMAGE_DIR = join(PROJECT_ROOT, '.data', 'test-templates')

/**
 * A test's copy holds about 9 MB: PGlite's 128 MB of shared buffers and 100 connection slots are
 * set up and cleared at every start, about a fifth of an open's CPU. 32 MB hold a seeded copy
 * several times over; a test importing thousands of cards reads the rest from PGlite's in-memory
 * files, as a server would from the OS cache.
 */
const TEST_PGLITE_SETTINGS = { shared_buffers: '32MB', max_connections: '8' }

/**
 * An image read as often as a test opens a copy of it. Node 20's Blob.arrayBuffer copies a 40 MB
 * image chunk by chunk on every call (about a tenth of an open's CPU); PGlite only reads the
 * buffer it is given (its tar reader copies each file out), so one buffer serves every open.
 */
class HeldImage extends Blob {
  readonly #bytes: ArrayBuffer
  constructor(bytes: Uint8Array) {
    super([bytes])
    this.#bytes = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes)
  }
}
const images = new Map<TemplateState, Promise<Blob>>()

function pgliteImage(state: TemplateState): Promise<Blob> {
  let image = images.get(state)
  if (!image) {
    image = readOrMakeImage(state)
    images.set(state, image)
    image.catch(() => images.delete(state))
  }
  return image
}

const imageFile = (key: string, state: TemplateState) => join(IMAGE_DIR, `${key}-${state}.tar`)

async function readImage(file: string): Promise<Blob | undefined> {
  try {
    return new HeldImage(await readFile(file))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

async function readOrMakeImage(state: TemplateState): Promise<Blob> {
  const key = templateKey()
  const ready = await readImage(imageFile(key, state))
  if (ready) return ready
  await mkdir(IMAGE_DIR, { recursive: true })
  const lock = await waitForLock(join(IMAGE_DIR, key))
  try {
    // Another process may have made it while this one waited.
    const made = await readImage(imageFile(key, state))
    if (made) return made
    await makeImages(key)
  } finally {
    lock.release()
  }
  const image = await readImage(imageFile(key, state))
  if (!image) throw new Error(`the test template ${imageFile(key, state)} was not written`)
  return image
}

/** Both images at once: the migrated one, then the same database seeded. */
async function makeImages(key: string): Promise<void> {
  const { seedContent } = await seed()
  const { db } = await openMigratedDatabase({ kind: 'pglite', dataDir: null, initdbArgs: ['--wal-segsize=1'], settings: TEST_PGLITE_SETTINGS })
  try {
    await writeImage(imageFile(key, 'migrated'), await db.dumpImage!())
    await seedContent(db.prisma)
    await writeImage(imageFile(key, 'seeded'), await db.dumpImage!())
  } finally {
    await db.close()
  }
  // Images of earlier sources are of no further use to anyone.
  for (const entry of await readdir(IMAGE_DIR)) {
    if (entry.endsWith('.tar') && !entry.startsWith(`${key}-`)) await unlink(join(IMAGE_DIR, entry)).catch(() => {})
  }
}

/** Written aside and renamed into place, so no reader ever sees half an image. */
async function writeImage(file: string, image: Blob): Promise<void> {
  const draft = `${file}.${process.pid}.draft`
  await writeFile(draft, new Uint8Array(await image.arrayBuffer()))
  await rename(draft, file)
}

/** A lock of the test caches (templates, card data), waited for while its holder makes what it guards. A dead holder's lock is taken over. */
export async function waitForLock(path: string): Promise<DirectoryLock> {
  const deadline = Date.now() + 10 * 60_000
  for (;;) {
    try {
      return lockDataDirectory(path)
    } catch (error) {
      if (!(error instanceof DataDirectoryLockedError) || Date.now() > deadline) throw error
      await sleep(200)
    }
  }
}

// --- PostgreSQL: template databases on the server ---------------------------------------------

// Any fixed key, apart from the migrator's: serialises the processes that make templates.
const TEMPLATE_LOCK_KEY = 72707370
const TEMPLATE_PREFIX = 'rulings_template_'
/** Templates of other sources are dropped once this old (other checkouts may share the server). */
const TEMPLATE_KEPT_MS = 24 * 3_600_000

const serverTemplates = new Map<TemplateState, Promise<string>>()

function serverTemplate(serverUrl: string, state: TemplateState): Promise<string> {
  let name = serverTemplates.get(state)
  if (!name) {
    name = ensureServerTemplates(serverUrl).then((names) => names[state])
    serverTemplates.set(state, name)
    name.catch(() => serverTemplates.delete(state))
  }
  return name
}

async function ensureServerTemplates(serverUrl: string): Promise<Record<TemplateState, string>> {
  const key = templateKey()
  const names = { migrated: `${TEMPLATE_PREFIX}${key}_migrated`, seeded: `${TEMPLATE_PREFIX}${key}_seeded` }
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY])
    try {
      const exists = async (name: string) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1
      if (!(await exists(names.migrated))) {
        await makeServerTemplate(admin, serverUrl, names.migrated, undefined, async (url) => {
          const { db } = await openMigratedDatabase({ kind: 'postgres', url, poolSize: 1 })
          await db.close()
        })
      }
      if (!(await exists(names.seeded))) {
        await makeServerTemplate(admin, serverUrl, names.seeded, names.migrated, async (url) => {
          const { seedContent } = await seed()
          const db = await openDatabase({ kind: 'postgres', url, poolSize: 2 })
          try {
            await seedContent(db.prisma)
          } finally {
            await db.close()
          }
        })
        await dropOldServerTemplates(admin, key)
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY])
    }
  })
  return names
}

/** Built under a draft name and renamed when done, so a template that exists is complete. */
async function makeServerTemplate(admin: pg.Client, serverUrl: string, name: string, from: string | undefined, fill: (url: string) => Promise<void>): Promise<void> {
  const draft = `${name}_draft`
  await admin.query(`DROP DATABASE IF EXISTS "${draft}" WITH (FORCE)`)
  if (from) await copyDatabase(serverUrl, from, draft)
  else await admin.query(`CREATE DATABASE "${draft}"`)
  await fill(databaseUrl(serverUrl, draft))
  await admin.query(`ALTER DATABASE "${draft}" RENAME TO "${name}"`)
  await admin.query(`COMMENT ON DATABASE "${name}" IS '${new Date().toISOString()}'`)
}

async function dropOldServerTemplates(admin: pg.Client, key: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; made: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE datname LIKE $1 AND datname NOT LIKE $2`,
    [`${TEMPLATE_PREFIX}%`, `${TEMPLATE_PREFIX}${key}_%`],
  )
  for (const { datname, made } of rows) {
    const age = made ? Date.now() - Date.parse(made) : Infinity
    if (!(age > TEMPLATE_KEPT_MS)) continue
    await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {}) // in use: left for a later run
  }
}

/**
 * CREATE DATABASE … TEMPLATE refuses while another session is connected to the template, as
 * one is for a moment while another process copies it or makes the next one: tried again then.
 */
async function copyDatabase(serverUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`))
      return
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error
      await sleep(100 * Math.min(attempt, 10))
    }
  }
}

async function withAdmin<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    return await fn(admin)
  } finally {
    await admin.end()
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
