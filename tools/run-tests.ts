/**
 * `npm test`: the suite, run by tap on JavaScript compiled from the TypeScript sources.
 *
 * Why not tap on the .ts files through tsx (as `npx tap test/x.test.ts` still does): tsx's loader
 * hooks sit on every module a test process resolves, tap's own and fastify's included. Each test
 * file paid about 0.8–1.3 s of CPU for it (measured: an engine test 1.70 s of CPU under tsx, 0.37 s
 * compiled), and the suite is about 130 processes on two cores. esbuild compiles every source and
 * test file to .data/test-build/ in about a second (each file on its own, as tsc's
 * `isolatedModules` already requires; types are checked by `npm run lint`, never here), keeping the
 * folders as they are, so every relative import and `import.meta` path holds; the files that are
 * not TypeScript (fixtures, message catalogues) are linked there. src/paths.ts finds the project
 * root above it, so content/, prisma/ and .data/ are the project's own.
 *
 * Arguments go to tap; a test file may be named by its source path (test/x.test.ts).
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { build } from 'esbuild'
import { parse, stringify } from 'yaml'
import { PROJECT_ROOT } from '../src/paths.js'
import { compileOptions } from './compile-options.mjs'
import type { TestQueue } from './shared-test-process.js'

const OUT = join(PROJECT_ROOT, '.data', 'test-build')
/** Every folder a test imports from (bench/ holds the boards some tests share with the benchmarks). */
const SOURCES = ['src', 'test', 'bench', 'tools']
const NOT_LINKED = new Set(['prisma', 'node_modules', 'dist', '.data', '.git', '.tap'])

function filesUnder(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) filesUnder(path, found)
    else found.push(path)
  }
  return found
}

const isTypeScript = (path: string) => path.endsWith('.ts') && !path.endsWith('.d.ts')

/** Writes only what changed, so that a second run with nothing changed touches nothing. */
function writeIfChanged(path: string, text: Uint8Array): void {
  if (existsSync(path)) {
    const old = readFileSync(path)
    if (Buffer.compare(old, text) === 0) return
  }
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}

function linkIfMissing(path: string, target: string): void {
  const current = lstatSync(path, { throwIfNoEntry: false })
  if (current?.isSymbolicLink() && readlinkSync(path) === target) return
  if (current) rmSync(path, { recursive: true, force: true })
  mkdirSync(dirname(path), { recursive: true })
  symlinkSync(target, path)
}

async function compile(): Promise<void> {
  const sources = SOURCES.filter((dir) => existsSync(join(PROJECT_ROOT, dir))).flatMap((dir) => filesUnder(join(PROJECT_ROOT, dir)))
  const result = await build({ ...compileOptions(PROJECT_ROOT, OUT), entryPoints: sources.filter(isTypeScript) })
  const expected = new Set<string>()
  for (const file of result.outputFiles) {
    expected.add(file.path)
    writeIfChanged(file.path, file.contents)
  }
  for (const source of sources.filter((path) => !isTypeScript(path))) {
    const path = join(OUT, relative(PROJECT_ROOT, source))
    expected.add(path)
    linkIfMissing(path, source)
  }
  // The other folders a test reads by a relative path (content/nicknames.json). Not prisma/ (with
  // package.json it marks the project root, which must stay the project's) nor what is built or kept.
  for (const entry of readdirSync(PROJECT_ROOT, { withFileTypes: true })) {
    if (entry.isDirectory() && !SOURCES.includes(entry.name) && !NOT_LINKED.has(entry.name)) linkIfMissing(join(OUT, entry.name), join(PROJECT_ROOT, entry.name))
  }
  // A source deleted or renamed since the last run leaves no test behind.
  for (const dir of SOURCES) {
    const out = join(OUT, dir)
    if (!existsSync(out)) continue
    for (const path of filesUnder(out)) if (!expected.has(path)) unlinkSync(path)
  }
}

/** The project's tap settings (.taprc), for the compiled files: no TypeScript loader, .js test files. */
function writeTapConfig(): Record<string, unknown> {
  const config = parse(readFileSync(join(PROJECT_ROOT, '.taprc'), 'utf8')) as Record<string, unknown>
  const nodeArgs = ((config['node-arg'] as string[] | undefined) ?? []).filter((arg) => !/^--import=tsx$/.test(arg))
  const compiled = {
    ...config,
    'node-arg': [...nodeArgs, '--enable-source-maps'],
    include: ((config.include as string[] | undefined) ?? ['test/**/*.test.ts']).map((glob) => glob.replace(/\.ts$/, '.js')),
  }
  writeIfChanged(join(OUT, '.taprc'), Buffer.from(`# Written by tools/run-tests.ts from the project's .taprc: edit that one.\n${stringify(compiled)}`))
  return compiled
}

/** `test/x.test.ts` (or its absolute path) → `test/x.test.js` under the compiled tree; other arguments as given. */
function tapArgument(arg: string): string {
  if (arg.startsWith('-') || !isTypeScript(arg)) return arg
  const source = relative(PROJECT_ROOT, join(process.cwd(), arg))
  return source.startsWith('..') ? arg : source.replace(/\.ts$/, '.js')
}

const isTestFile = (arg: string) => !arg.startsWith('-') && /\.test\.[jt]s$/.test(arg)

/**
 * Test files that need a process of their own: none so far. A file belongs here when it changes
 * what the process holds for every later file (its environment, a process-wide listener it does not
 * remove, a module's state it relies on being fresh).
 */
const OWN_PROCESS = new Set<string>([])

const TIMES_FILE = join(PROJECT_ROOT, '.data', 'test-times.json')
/**
 * Each file's wall time in one whole run on the 2-core machine, committed: the order a run starts
 * from where it has no times of its own (a fresh clone, a new file). Without it a fresh clone took
 * its files in name order, and a long file taken last ran alone while the other processes had
 * ended. Refresh it now and then from a quiet run: `npm run test:times`.
 */
const COMMITTED_TIMES_FILE = join(PROJECT_ROOT, 'tools', 'test-times.json')

type Times = Record<string, { ms: number; cpuMs: number }>

function readJson<T>(path: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T
  } catch {
    return fallback
  }
}

/** This checkout's last times of each file, else the committed ones. */
function readTimes(): Times {
  const committed = readJson<Record<string, number>>(COMMITTED_TIMES_FILE, {})
  const own = readJson<Times>(TIMES_FILE, {})
  return { ...Object.fromEntries(Object.entries(committed).map(([file, ms]) => [file, { ms, cpuMs: 0 }])), ...own }
}

/**
 * Most files run in `jobs` shared processes (tools/shared-test-process.ts) that take them from one
 * queue, longest first as the last run timed them (a file not timed yet first of all), so that the
 * processes end together. Returns tap's file arguments, and what to do once tap has ended.
 */
function sharedProcesses(files: string[], config: Record<string, unknown>): { entries: string[]; env: Record<string, string>; done: () => void } {
  const times = readTimes()
  const sourceOf = (file: string) => file.replace(/\.js$/, '.ts')
  const shared = files.filter((file) => !OWN_PROCESS.has(sourceOf(file)))
  const own = files.filter((file) => OWN_PROCESS.has(sourceOf(file)))
  // The files that touch no database first: meanwhile the templates and the card-data copy are
  // made beside them (tools/prepare-test-caches.ts) when the sources changed since they were made.
  const touching = new Set(execFileSync('bash', [join(PROJECT_ROOT, '.ci', 'database-tests')], { encoding: 'utf8' }).split('\n').filter(Boolean))
  const needsDatabase = (file: string) => (touching.has(sourceOf(file)) ? 1 : 0)
  const timed = (file: string) => times[sourceOf(file)]?.ms ?? Infinity
  shared.sort((a, b) => needsDatabase(a) - needsDatabase(b) || timed(b) - timed(a) || a.localeCompare(b))
  const dir = join(PROJECT_ROOT, '.data', 'test-queue', String(process.pid))
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const queue: TestQueue = {
    files: shared.map((file) => join(OUT, file)),
    dir,
    timeoutMs: Number(config.timeout ?? 30) * 1000,
    sources: Object.fromEntries(shared.map((file) => [join(OUT, file), sourceOf(file)])),
  }
  const queueFile = join(dir, 'queue.json')
  writeFileSync(queueFile, JSON.stringify(queue))
  const jobs = Math.max(1, Math.min(Number(config.jobs ?? 1), shared.length))
  const entries: string[] = []
  for (let k = 1; k <= jobs; k++) {
    const entry = join('shared-process', `tests-${k}.test.js`)
    writeIfChanged(join(OUT, entry), Buffer.from("import '../tools/shared-test-process.js'\n"))
    entries.push(entry)
  }
  const done = () => {
    const measured = readJson<Times>(TIMES_FILE, {})
    for (const name of readdirSync(dir)) {
      if (name.startsWith('times-')) Object.assign(measured, JSON.parse(readFileSync(join(dir, name), 'utf8')) as Times)
    }
    writeFileSync(TIMES_FILE, `${JSON.stringify(Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b))), null, 1)}\n`)
    rmSync(dir, { recursive: true, force: true })
  }
  return { entries: [...entries, ...own], env: { RULINGS_TEST_QUEUE: queueFile }, done }
}

await compile()
const config = writeTapConfig()
const args = process.argv.slice(2).map(tapArgument)
const named = args.filter(isTestFile)
const options = args.filter((arg) => !isTestFile(arg))
// One named file runs in a process of its own, as does every file with TEST_PROCESS_PER_FILE=1.
const files = named.length > 0 ? named : filesUnder(join(OUT, 'test')).filter((path) => path.endsWith('.test.js')).map((path) => relative(OUT, path))
const split = files.length > 1 && process.env.TEST_PROCESS_PER_FILE !== '1' ? sharedProcesses(files, config) : undefined
// Node 22.1 and later keep each module's compiled code on disk when NODE_COMPILE_CACHE names a
// folder, so that the next test process loads fastify, Prisma and the sources without compiling them
// again; Node 20 ignores it.
const env = { ...process.env, ...split?.env, NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(PROJECT_ROOT, '.data', 'node-compile-cache') }
// Alone, a file makes what it needs itself; beside shared processes, one process makes it for all.
const prepare = split ? spawn(process.execPath, ['--enable-source-maps', join(OUT, 'tools', 'prepare-test-caches.js')], { cwd: OUT, stdio: ['ignore', 'ignore', 'inherit'], env }) : undefined
const tap = spawn(join(PROJECT_ROOT, 'node_modules', '.bin', 'tap'), [...options, ...(split ? split.entries : named)], { cwd: OUT, stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    prepare?.kill(signal)
    tap.kill(signal)
  })
}
tap.on('exit', (code, signal) => {
  split?.done()
  if (prepare?.exitCode === null) prepare.kill()
  process.exit(code ?? (signal ? 1 : 0))
})
