/**
 * Issue 8, fault 1: two processes on one embedded data directory destroyed it. Now the second
 * refuses at once and names the holder; a lock left by a killed process is taken over.
 */
import t from 'tap'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir, hostname } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'
import { DataDirectoryLockedError, lockDataDirectory } from '../src/db/dir-lock.js'
import { openMigratedDatabase } from '../src/db/database.js'
import { PROJECT_ROOT } from '../src/paths.js'
import { pgliteDirectory } from './helpers/database.js'
import { projectScript } from './helpers/project-script.js'


function run(script: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(...projectScript(script), { cwd: PROJECT_ROOT, env: { ...process.env, ...env, DATABASE_URL: '' } })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d) => (stdout += d))
  child.stderr.on('data', (d) => (stderr += d))
  return once(child, 'exit').then(([code]) => ({ code: code as number | null, stdout, stderr }))
}

async function hold(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(...projectScript('test/fixtures/hold-embedded-db.ts'), { cwd: PROJECT_ROOT, env: { ...process.env, ...env, DATABASE_URL: '' } })
  let out = ''
  let err = ''
  child.stderr.on('data', (d) => (err += d))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d
      if (out.includes('ready')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`holder exited ${code}: ${err}`)))
  })
  return child
}

t.test('a second process on an embedded data directory refuses at once and names the holder', async (t) => {
  // Migrated, not seeded: the cards found at the end are the seed's.
  const dir = await pgliteDirectory(t, 'migrated')
  const env = { PGLITE_DIR: dir }
  const holder = await hold(env)
  t.teardown(() => holder.kill('SIGKILL'))

  const seed = await run('src/scripts/seed.ts', env)
  t.equal(seed.code, 1, 'the seed refuses')
  t.match(seed.stderr, new RegExp(`in use by process ${holder.pid} .*hold-embedded-db\\.[jt]s`), 'names the holder and its command')
  t.match(seed.stderr, /stop that process first/, 'says what to do')
  t.notMatch(seed.stderr, /at .*\.[jt]s:\d+/, 'no stack trace')
  const migrate = await run('src/scripts/migrate.ts', env)
  t.equal(migrate.code, 1, 'a migration refuses too')

  // A holder killed without a chance to clean up leaves its lock behind: the next process takes it over.
  holder.kill('SIGKILL')
  await once(holder, 'exit')
  t.ok(existsSync(`${dir}.lock`), 'the killed holder left its lock')
  const after = await run('src/scripts/seed.ts', env)
  t.equal(after.code, 0, `the next seed runs: ${after.stderr}`)
  t.match(after.stderr, /taking over a stale lock .* no longer running/, 'with a warning')
  t.notOk(existsSync(`${dir}.lock`), 'and releases the lock when done')

  const { db } = await openMigratedDatabase({ kind: 'pglite', dataDir: dir })
  t.teardown(() => db.close())
  const [row] = await db.sql.query<{ n: number }>('select count(*)::int as n from card')
  t.ok((row?.n ?? 0) > 0, 'the directory opens and holds the seeded cards')
})

t.test('the lock itself: held while its holder lives, free once released', async (t) => {
  const dir = join(mkdtempSync(join(tmpdir(), 'rulings-lock-')), 'db')
  const lock = lockDataDirectory(dir)
  const holder = JSON.parse(readFileSync(lock.file, 'utf8'))
  t.match(holder, { pid: process.pid, host: hostname(), since: String })
  t.throws(() => lockDataDirectory(dir), DataDirectoryLockedError, 'a second lock while the holder lives is refused')
  lock.release()
  t.notOk(existsSync(lock.file))
  const again = lockDataDirectory(dir)
  again.release()
  // A lock written by a host of another name is never taken over: its process cannot be checked from here.
  writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 999_999_999, host: 'another-host', command: 'npm start', since: '2026-01-01T00:00:00.000Z' }))
  t.throws(() => lockDataDirectory(dir), { name: 'DataDirectoryLockedError', message: /another-host \(npm start\) since 2026-01-01/ })
})

t.test('a lock with this process\'s own pid that it does not hold is an earlier run\'s (pid 1 in a container) and is taken over', async (t) => {
  const dir = join(mkdtempSync(join(tmpdir(), 'rulings-lock-')), 'db')
  writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.pid, host: hostname(), command: 'node dist/src/server.js', since: '2026-01-01T00:00:00.000Z' }))
  const warnings: string[] = []
  const lock = lockDataDirectory(dir, (message) => warnings.push(message))
  t.match(warnings, [/stale lock .* left by process \d+ \(node dist\/src\/server\.js/], 'taken over, with a warning')
  t.match(JSON.parse(readFileSync(lock.file, 'utf8')), { pid: process.pid, since: /^(?!2026-01-01)/ }, 'and rewritten as ours')
  t.throws(() => lockDataDirectory(dir), DataDirectoryLockedError, 'while this process holds it, a second open is refused')
  lock.release()
})

t.test('a lock file that names no holder (one being written, or not ours) is never taken over', async (t) => {
  const dir = join(mkdtempSync(join(tmpdir(), 'rulings-lock-')), 'db')
  // What another process's lock looked like between its create and its write: taking it over
  // handed the directory to two processes.
  writeFileSync(`${dir}.lock`, '')
  t.throws(() => lockDataDirectory(dir), { name: 'DataDirectoryLockedError', message: /does not say who holds it.*delete .*db\.lock/ })
  t.equal(readFileSync(`${dir}.lock`, 'utf8'), '', 'and it is left as it was')
})

