/**
 * One of the few processes `npm test` runs most test files in (see tools/run-tests.ts): it takes the
 * next file from the run's queue, imports it, waits until every test that file queued on tap's root
 * has ended, and takes the next, until the queue is empty. Two of them run at once and share the
 * queue, so neither waits while the other has work.
 *
 * Why: a test file's process paid about as much to start as its tests cost (loading tap, fastify,
 * Prisma and PGlite, compiling PGlite's and Prisma's WebAssembly, each query's plan, the code the
 * tests warm up): ten app test files took 49.6 s of CPU in ten processes and 15.9 s in one.
 *
 * A file's tests are tap's root tests here, as they are in a process of its own; a file whose load
 * fails is a failed test naming it, and the next file is taken.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import t from 'tap'

export interface TestQueue {
  /** The compiled test files, longest first (as the last run timed them), absolute paths. */
  files: string[]
  /** Where a file is claimed (a folder per file, made by one process only) and the times are written. */
  dir: string
  /** Each file's time limit, in ms: tap's per-file timeout, restarted for each file. */
  timeoutMs: number
  /** The project-relative source of each compiled file, for the comment that opens its tests. */
  sources: Record<string, string>
}

const queueFile = process.env.RULINGS_TEST_QUEUE
if (!queueFile) throw new Error('RULINGS_TEST_QUEUE names no test queue: run the suite with `npm test`')
const queue = JSON.parse(readFileSync(queueFile, 'utf8')) as TestQueue

/** mkdir is atomic: of the processes that try, one makes the folder and takes the file. */
function claim(index: number): boolean {
  try {
    mkdirSync(join(queue.dir, 'claimed', String(index)), { recursive: false })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/** Per file: its wall time and the process's CPU time meanwhile, in ms (the CPU a file costs, read by `npm test`'s callers). */
const times: Record<string, { ms: number; cpuMs: number }> = {}
// Written as each file ends, so a process that is killed still leaves the times of what it ran.
const timesFile = join(queue.dir, `times-${process.pid}.json`)

mkdirSync(join(queue.dir, 'claimed'), { recursive: true })
for (let index = 0; index < queue.files.length; index++) {
  if (!claim(index)) continue
  const file = queue.files[index]!
  const source = queue.sources[file] ?? file
  t.setTimeout(queue.timeoutMs)
  t.comment(source)
  const started = performance.now()
  const cpu = process.cpuUsage()
  // Loaded inside a test of the root, so that the root is never idle meanwhile: once a file has
  // called the root's teardown, tap ends an idle root. The file's own tests wait in the root's queue
  // and run when this one ends, in the order the file queued them; a file that cannot be loaded
  // fails this test, which is then printed with the error.
  await t.test(`${source} loaded`, { silent: true }, async () => {
    await import(pathToFileURL(file).href)
  })
  // Root tests run in the order they were queued: this one ends after every test of the file.
  await t.test(`${source} ended`, { silent: true }, async () => {})
  const used = process.cpuUsage(cpu)
  times[source] = { ms: Math.round(performance.now() - started), cpuMs: Math.round((used.user + used.system) / 1000) }
  writeFileSync(timesFile, JSON.stringify(times))
}
