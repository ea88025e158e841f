/**
 * npm run test:times: writes tools/test-times.json (each test file's wall time, in ms) from this
 * checkout's last whole run (.data/test-times.json), for the order a fresh clone's `npm test` takes
 * its files in (see tools/run-tests.ts). Run it after a whole `npm test` on a quiet machine.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../src/paths.js'

const measured = JSON.parse(readFileSync(join(PROJECT_ROOT, '.data', 'test-times.json'), 'utf8')) as Record<string, { ms: number }>
const files = Object.keys(measured).sort((a, b) => a.localeCompare(b))
writeFileSync(join(PROJECT_ROOT, 'tools', 'test-times.json'), `${JSON.stringify(Object.fromEntries(files.map((file) => [file, measured[file]!.ms])), null, 1)}\n`)
console.log(`tools/test-times.json: ${files.length} files`)
