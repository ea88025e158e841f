/**
 * Work kept between processes in .data/ (gitignored), named by a hash of everything it depends on:
 * a file found there is what this process would have made itself. Each start of the service and
 * each test process would otherwise redo it (parse the content files, compile checkers).
 *
 * A directory that cannot be written to only means doing the work every time: keeping is never
 * needed for an answer to be right.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PROJECT_ROOT } from './paths.js'

export const KEPT_DIR = join(PROJECT_ROOT, '.data')

/** A short name for what `parts` decide: two different inputs never share one. */
export function keyOf(...parts: Array<string | Uint8Array>): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex').slice(0, 32)
}

/** What is kept at `file` (as text with `'utf8'`), or undefined when nothing is. */
export function readKept(file: string): Buffer | undefined
export function readKept(file: string, encoding: 'utf8'): string | undefined
export function readKept(file: string, encoding?: 'utf8'): Buffer | string | undefined {
  try {
    return encoding ? readFileSync(file, encoding) : readFileSync(file)
  } catch {
    return undefined
  }
}

const requireHere = createRequire(import.meta.url)

/** An installed package's version ("ajv@8.20.0"), for the names of what was made with it. */
export function versionOf(name: string): string {
  return `${name}@${(requireHere(`${name}/package.json`) as { version: string }).version}`
}

/** Keeps `text` at `file`: written aside and renamed into place, so another process never reads half of it. */
export function keep(file: string, text: string | Uint8Array): void {
  try {
    mkdirSync(dirname(file), { recursive: true })
    const draft = `${file}.${process.pid}.draft`
    writeFileSync(draft, text)
    renameSync(draft, file)
  } catch {
    // Not kept (a read-only directory): the next process does the work again.
  }
}
