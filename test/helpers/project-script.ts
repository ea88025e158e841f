/**
 * The command that runs one of the project's scripts (src/server.ts, src/scripts/seed.ts, a fixture)
 * in a process of its own, from the same tree as the test: compiled JavaScript when the tests run
 * compiled (`npm test`, see tools/run-tests.ts), the TypeScript source through tsx otherwise
 * (`npx tap test/x.test.ts`). Starting a script through tsx costs about a second of CPU more.
 * A test of how `npm start` itself runs spawns NPM_START instead.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PROJECT_ROOT } from '../../src/paths.js'

/** The root of the tree this file was loaded from: the project, or its compiled copy. */
const TREE = resolve(import.meta.dirname, '../..')
const compiled = import.meta.url.endsWith('.js')

/** node itself, not the tsx launcher: the launcher would run the script in a child process of another pid. */
export function projectScript(source: string): [string, string[]] {
  if (compiled) return [process.execPath, ['--enable-source-maps', join(TREE, source.replace(/\.ts$/, '.js'))]]
  return [process.execPath, ['--import', 'tsx', join(TREE, source)]]
}

/**
 * What `npm start` runs, read from package.json's start script so that the two cannot drift apart
 * (node itself, not npm, so the pid is the server's): for the tests of how the service starts and
 * stops. Run from the project root.
 */
export const NPM_START: [string, string[]] = npmStart()

function npmStart(): [string, string[]] {
  const { scripts } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const [command, ...args] = (scripts.start ?? '').split(/\s+/)
  if (command !== 'node') throw new Error(`npm start runs ${JSON.stringify(scripts.start)}, not node: the tests cannot start it the same way`)
  return [process.execPath, args]
}
