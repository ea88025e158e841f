/**
 * `npm start`: compiles src/ to JavaScript in .data/start-build/ (only the files whose text changed
 * since the last start), then runs the compiled src/server.js in this same process.
 *
 * Why not `node --import tsx src/server.ts`: tsx's loader hooks sit on every module the process
 * resolves, fastify's and Prisma's included, which cost about a second of CPU at every start (the
 * tests stopped paying it the same way, tools/run-tests.ts). esbuild compiles each file on its own,
 * as tsc's `isolatedModules` already requires; types are `npm run lint`'s. The folders keep their
 * layout, so relative imports and `import.meta` paths hold, and src/paths.ts finds the project root
 * above .data/. Source maps are inline; `npm start` runs node with --enable-source-maps, so a stack
 * names the .ts line.
 *
 * Plain JavaScript, so that nothing has to compile it first. Files are written to a temporary name
 * and renamed: two starts at once (tests do that) never load half a file.
 */
import cluster from 'node:cluster'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import module, { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { compileOptions } from './compile-options.mjs'

const ROOT = join(import.meta.dirname, '..')
const SOURCE = join(ROOT, 'src')
const OUT = join(ROOT, '.data', 'start-build')
const MANIFEST = join(OUT, 'manifest.json')

/** The esbuild options; with esbuild's version they key the manifest, so a change of either rebuilds everything. */
const OPTIONS = compileOptions(ROOT, OUT)

function filesUnder(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) filesUnder(path, found)
    else found.push(path)
  }
  return found
}

const isTypeScript = (path) => path.endsWith('.ts') && !path.endsWith('.d.ts')
const outputOf = (source) => join(OUT, relative(ROOT, source)).replace(/\.ts$/, '.js')

function writeAtomically(path, contents) {
  mkdirSync(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, contents)
  renameSync(temporary, path)
}

function readManifest(key) {
  try {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'))
    return manifest.key === key ? manifest.files : {}
  } catch {
    return {}
  }
}

/**
 * Brings .data/start-build/src up to date with src/: a file is compiled again when the hash of its
 * text differs from the one it was compiled from (a hash, not a modification time: a checkout or a
 * copy can give an older time to a changed file). Files that are not TypeScript (message
 * catalogues) are copied. The manifest is written last, and only when something changed.
 */
async function buildForStart() {
  const esbuildVersion = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('esbuild/package.json'), 'utf8')).version
  const key = createHash('sha256').update(`esbuild ${esbuildVersion} ${JSON.stringify(OPTIONS)}`).digest('hex')
  const previous = readManifest(key)
  const files = {}
  const stale = []
  for (const source of filesUnder(SOURCE)) {
    if (source.endsWith('.d.ts')) continue
    const name = relative(ROOT, source)
    const text = readFileSync(source)
    const hash = createHash('sha1').update(text).digest('hex')
    files[name] = hash
    if (previous[name] === hash && existsSync(outputOf(source))) continue
    if (isTypeScript(source)) stale.push(source)
    else writeAtomically(outputOf(source), text)
  }
  if (stale.length > 0) {
    // Loaded only when something changed: a start with nothing changed does not start esbuild.
    const { build } = await import('esbuild')
    const result = await build({ ...OPTIONS, entryPoints: stale })
    for (const file of result.outputFiles) writeAtomically(file.path, file.contents)
  }
  // A source deleted or renamed since the last start leaves nothing behind that could still be imported.
  const removed = Object.keys(previous).filter((name) => !(name in files))
  for (const name of removed) rmSync(outputOf(join(ROOT, name)), { force: true })
  const changed = Object.keys(files).some((name) => previous[name] !== files[name])
  if (changed || removed.length > 0 || stale.length > 0) writeAtomically(MANIFEST, `${JSON.stringify({ key, files }, null, 1)}\n`)
}

// Node 22.1 and later keep V8's compiled code of every module loaded from here on (fastify's,
// Prisma's, the service's) in this folder, so that the next start does not compile them again
// (the tests' processes do the same through NODE_COMPILE_CACHE); Node 20 has no such function.
module.enableCompileCache?.(join(ROOT, '.data', 'node-compile-cache'))
// A cluster's workers run this file again (cluster.fork runs the primary's script): the primary built.
if (cluster.isPrimary) await buildForStart()
await import(pathToFileURL(join(OUT, 'src', 'server.js')).href)
