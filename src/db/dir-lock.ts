/**
 * One process at a time owns an embedded (PGlite) data directory. Two processes writing one
 * directory destroyed it (issue 8: an import beside a running service reported success, and the
 * next start aborted), so every process that opens it (service, import, seed, migrate, analyse)
 * takes this lock first and a second one refuses at once, saying who holds it.
 *
 * The lock is a file beside the directory (`<dir>.lock`, created with O_EXCL) naming the holder.
 * A lock whose holder is gone (same host, process no longer alive: a kill -9, a crash) is taken
 * over with a warning, so a killed process never locks the user out. The holder's record is written
 * aside and linked into place, so a lock is never seen half-written (a reader that took an empty
 * lock for a dead one would steal it from a process still starting). A lock bearing this process's
 * own pid that this process does not hold is an earlier run's: in a container the service is pid 1
 * at every start. Written here rather than with
 * proper-lockfile: that library's locks go stale by mtime, which needs a timer refreshing them for
 * the life of the service; the holder's pid answers the question directly.
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'

export interface LockHolder {
  pid: number
  host: string
  command: string
  since: string
}

export class DataDirectoryLockedError extends Error {
  override name = 'DataDirectoryLockedError'
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    /** null: the lock file is not one this service writes (never taken over, as its owner is unknown). */
    readonly holder: LockHolder | null,
  ) {
    super(
      (holder
        ? `The embedded database ${dataDir} is in use by process ${holder.pid} on ${holder.host} (${holder.command}) since ${holder.since}. ` +
          'One process at a time may open it: stop that process first (an import or seed can also run against a PostgreSQL server with DATABASE_URL). '
        : `The embedded database ${dataDir} is locked by ${lockFile}, which does not say who holds it. `) +
        `If no such process is running, delete ${lockFile}.`,
    )
  }
}

export interface DirectoryLock {
  readonly file: string
  release(): void
}

/** Lock files this process holds now: a lock with our pid that is not one of them was left by an earlier run. */
const heldHere = new Set<string>()

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function parseHolder(raw: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(raw) as Partial<LockHolder>
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
      return { pid: parsed.pid, host: parsed.host, command: String(parsed.command ?? 'unknown'), since: String(parsed.since ?? 'unknown') }
    }
  } catch {
    // not a lock we wrote
  }
  return undefined
}

/** The lock file's text, or undefined once it is gone. */
function readLock(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}


/**
 * Moves the stale lock aside under a name of this process, then checks that what moved is the
 * lock judged stale: if another process took it over in between, its fresh lock is put back.
 */
function takeOver(file: string, staleRaw: string): boolean {
  const aside = `${file}.${process.pid}.stale`
  try {
    renameSync(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
  const moved = readFileSync(aside, 'utf8')
  if (moved !== staleRaw) {
    try {
      linkSync(aside, file)
    } catch {
      // a third process holds it now
    }
  }
  unlinkSync(aside)
  return moved === staleRaw
}

/** Takes the lock of `dataDir` or throws DataDirectoryLockedError; `warn` hears of a stale lock taken over. */
export function lockDataDirectory(dataDir: string, warn: (message: string) => void = () => {}): DirectoryLock {
  const file = `${dataDir}.lock`
  const me: LockHolder = { pid: process.pid, host: hostname(), command: process.argv.slice(1).join(' ').slice(0, 300), since: new Date().toISOString() }
  const content = JSON.stringify(me)
  const draft = `${file}.${process.pid}.draft`
  writeFileSync(draft, content)
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        // link() fails when the lock exists, and puts a complete record in place when it does not.
        linkSync(draft, file)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        const raw = readLock(file)
        if (raw === undefined) continue // released meanwhile
        const holder = parseHolder(raw)
        if (!holder) throw new DataDirectoryLockedError(dataDir, file, null)
        const mine = holder.pid === me.pid && holder.host === me.host
        const live = mine ? heldHere.has(file) : holder.host !== me.host || alive(holder.pid)
        if (live) throw new DataDirectoryLockedError(dataDir, file, holder)
        if (takeOver(file, raw)) {
          warn(`taking over a stale lock on ${dataDir} left by process ${holder.pid} (${holder.command}, since ${holder.since}), which is no longer running`)
        }
        continue
      }
      heldHere.add(file)
      let released = false
      const release = () => {
        if (released) return
        released = true
        heldHere.delete(file)
        process.off('exit', release)
        if (readLock(file) === content) unlinkSync(file)
      }
      // An exit without close (an error at start-up, process.exit) still frees the directory.
      process.on('exit', release)
      return { file, release }
    }
    throw new Error(`could not take the lock ${file}`)
  } finally {
    try {
      unlinkSync(draft)
    } catch {
      // gone
    }
  }
}
