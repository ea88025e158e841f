/**
 * One process at a time owns an embedded (PGlite) data directory. Two processes writing one
 * directory destroyed it (issue 8: an import beside a running service reported success, and the
 * next start aborted), so every process that opens it (service, import, seed, migrate, analyse)
 * takes this lock first and a second one refuses at once, saying who holds it.
 *
 * The lock is a file beside the directory (`<dir>.lock`, created with O_EXCL) naming the holder.
 * A lock whose holder is gone (same host, process no longer alive: a kill -9, a crash) is taken
 * over with a warning, so a killed process never locks the user out. Written here rather than with
 * proper-lockfile: that library's locks go stale by mtime, which needs a timer refreshing them for
 * the life of the service; the holder's pid answers the question directly.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
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
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database ${dataDir} is in use by process ${holder.pid} on ${holder.host} (${holder.command}) since ${holder.since}. ` +
        'One process at a time may open it: stop that process first (an import or seed can also run against a PostgreSQL server with DATABASE_URL). ' +
        `If no such process is running, delete ${lockFile}.`,
    )
  }
}

export interface DirectoryLock {
  readonly file: string
  release(): void
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
      return { pid: parsed.pid, host: parsed.host, command: String(parsed.command ?? 'unknown'), since: String(parsed.since ?? 'unknown') }
    }
  } catch {
    // Unreadable or half-written (the holder died while writing it): treated as stale below.
  }
  return undefined
}

/** Takes the lock of `dataDir` or throws DataDirectoryLockedError; `warn` hears of a stale lock taken over. */
export function lockDataDirectory(dataDir: string, warn: (message: string) => void = () => {}): DirectoryLock {
  const file = `${dataDir}.lock`
  const me: LockHolder = { pid: process.pid, host: hostname(), command: process.argv.slice(1).join(' ').slice(0, 300), since: new Date().toISOString() }
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number
    try {
      fd = openSync(file, 'wx')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readHolder(file)
      if (holder && (holder.host !== me.host || alive(holder.pid))) throw new DataDirectoryLockedError(dataDir, file, holder)
      warn(`taking over a stale lock on ${dataDir}${holder ? ` left by process ${holder.pid} (${holder.command}, since ${holder.since}), which is no longer running` : ''}`)
      try {
        unlinkSync(file)
      } catch {
        // Another process took it over first: the next attempt sees its lock.
      }
      continue
    }
    writeSync(fd, JSON.stringify(me))
    closeSync(fd)
    let released = false
    const release = () => {
      if (released) return
      released = true
      process.off('exit', release)
      if (readHolder(file)?.pid === me.pid) unlinkSync(file)
    }
    // An exit without close (an error at start-up, process.exit) still frees the directory.
    process.on('exit', release)
    return { file, release }
  }
  throw new Error(`could not take the lock ${file}`)
}
