/**
 * The web page's bundle: web/src (Preact, TSX and CSS) bundled by esbuild into web/dist, with a
 * content hash in each asset's name (cached for a year) and an index.html naming them (never cached).
 *
 * ensureWebBundle() builds only when the bundle is missing or was built from other sources (a hash
 * of web/src and of the bundler's and UI library's versions), so `npm start` builds it on the first
 * start and after a change, in well under a second, and otherwise just reads it. Files are written
 * to a temporary name and renamed, so two processes building at once never serve half a file.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { PROJECT_ROOT } from '../paths.js'

export const WEB_SOURCE_DIR = join(PROJECT_ROOT, 'web', 'src')
export const WEB_OUT_DIR = join(PROJECT_ROOT, 'web', 'dist')
const MANIFEST = 'manifest.json'
/** Bumped when the build options below change, so a bundle built with the old ones is rebuilt. */
const BUILD_RECIPE = 2

export interface WebBundle {
  /** The hash of what the bundle was built from. */
  sourceHash: string
  /** Asset file names in WEB_OUT_DIR (each with its content hash). */
  script: string
  style: string
  builtAt: string
}

export interface WebBundleSizes {
  script: { bytes: number; gzipped: number }
  style: { bytes: number; gzipped: number }
}

function sourceFiles(dir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...sourceFiles(path))
    else files.push(path)
  }
  return files.sort()
}

function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    return 'missing'
  }
}

/** What the bundle depends on: every file of web/src, the bundler's and Preact's versions, the recipe. */
export function webSourceHash(): string | null {
  if (!existsSync(WEB_SOURCE_DIR)) return null
  const hash = createHash('sha256')
  hash.update(`recipe ${BUILD_RECIPE} esbuild ${packageVersion('esbuild')} preact ${packageVersion('preact')}\n`)
  for (const file of sourceFiles(WEB_SOURCE_DIR)) {
    hash.update(relative(WEB_SOURCE_DIR, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

export function readWebBundle(dir = WEB_OUT_DIR): WebBundle | null {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as WebBundle
    if (!existsSync(join(dir, manifest.script)) || !existsSync(join(dir, manifest.style)) || !existsSync(join(dir, 'index.html'))) return null
    return manifest
  } catch {
    return null
  }
}

function writeAtomically(path: string, contents: string | Uint8Array): void {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  writeFileSync(temporary, contents)
  renameSync(temporary, path)
}

/** The page's HTML: the hashed assets, nothing inline (the service's CSP allows scripts from 'self' only). */
export function indexHtml(bundle: Pick<WebBundle, 'script' | 'style'>): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rulings: build a board, read the ruling</title>
<meta name="description" content="Build a Yu-Gi-Oh! or Grand Archive board and read, step by step and with every ruling cited, what happens at the end of the turn.">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/${bundle.style}">
<script type="module" src="/assets/${bundle.script}"></script>
</head>
<body>
<div id="app"><noscript>This page needs JavaScript. The API it uses is documented at <a href="/docs">/docs</a>.</noscript></div>
</body>
</html>
`
}

/** Bundles web/src into WEB_OUT_DIR now, whatever is there. */
export async function buildWebBundle(options: { sourceHash?: string; outDir?: string } = {}): Promise<WebBundle> {
  const sourceHash = options.sourceHash ?? webSourceHash()
  if (sourceHash === null) throw new Error(`the web page's sources are missing: ${WEB_SOURCE_DIR}`)
  const outDir = options.outDir ?? WEB_OUT_DIR
  // Imported here, not at the top: a service serving a bundle built beforehand (the Docker image) never loads the bundler.
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: { app: join(WEB_SOURCE_DIR, 'main.tsx') },
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    entryNames: '[name]-[hash]',
    outdir: outDir,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    absWorkingDir: PROJECT_ROOT,
  })
  mkdirSync(outDir, { recursive: true })
  let script = ''
  let style = ''
  for (const file of result.outputFiles) {
    const name = basename(file.path)
    if (name.endsWith('.js')) script = name
    else if (name.endsWith('.css')) style = name
    else continue
    writeAtomically(join(outDir, name), file.contents)
  }
  if (!script || !style) throw new Error('the web page bundle has no script or no style sheet')
  const bundle: WebBundle = { sourceHash, script, style, builtAt: new Date().toISOString() }
  writeAtomically(join(outDir, 'index.html'), indexHtml(bundle))
  writeAtomically(join(outDir, MANIFEST), `${JSON.stringify(bundle, null, 2)}\n`)
  removeOldAssets(outDir, bundle)
  return bundle
}

/** Assets of earlier builds, once they are an hour old (a process started before this build may still serve them). */
function removeOldAssets(outDir: string, bundle: WebBundle): void {
  const hourAgo = Date.now() - 3_600_000
  for (const name of readdirSync(outDir)) {
    if (!/^app-[A-Z0-9]+\.(js|css)$/i.test(name) || name === bundle.script || name === bundle.style) continue
    try {
      if (statSync(join(outDir, name)).mtimeMs < hourAgo) unlinkSync(join(outDir, name))
    } catch {
      // Another process removed it first.
    }
  }
}

/**
 * The bundle, built first if it is missing or stale. Without web/src (an image that ships the
 * bundle only) the bundle there is used as it is.
 */
export async function ensureWebBundle(outDir = WEB_OUT_DIR): Promise<{ bundle: WebBundle; built: boolean }> {
  const sourceHash = webSourceHash()
  const current = readWebBundle(outDir)
  if (current && (sourceHash === null || current.sourceHash === sourceHash)) return { bundle: current, built: false }
  if (sourceHash === null) throw new Error(`no web page: ${outDir} holds no bundle and its sources (${WEB_SOURCE_DIR}) are missing`)
  return { bundle: await buildWebBundle({ sourceHash, outDir }), built: true }
}

/** The assets' sizes, as sent plain and gzipped. */
export function webBundleSizes(bundle: WebBundle, dir = WEB_OUT_DIR): WebBundleSizes {
  const size = (name: string) => {
    const contents = readFileSync(join(dir, name))
    return { bytes: contents.length, gzipped: gzipSync(contents, { level: 9 }).length }
  }
  return { script: size(bundle.script), style: size(bundle.style) }
}
