/**
 * `npm start` (tools/start.mjs) runs src/ compiled to .data/start-build/, compiling only the files
 * whose text changed since the last start. What must hold: an edit is always served (a stale
 * compiled file would serve yesterday's code), an unchanged file is not written again, a deleted
 * source leaves nothing behind, and a stack names the TypeScript line.
 *
 * On a small project of its own (the launcher copied into a scratch tree beside a two-file src/),
 * so that it can edit sources freely. The real service started by the same command is tested by
 * shutdown.test.ts and cluster.test.ts (NPM_START).
 */
import t from 'tap'
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../src/paths.js'
import { NPM_START } from './helpers/project-script.js'

const root = mkdtempSync(join(tmpdir(), 'start-build-'))
t.teardown(() => rmSync(root, { recursive: true, force: true }))
mkdirSync(join(root, 'tools'))
mkdirSync(join(root, 'src'))
copyFileSync(join(PROJECT_ROOT, 'tools', 'start.mjs'), join(root, 'tools', 'start.mjs'))
copyFileSync(join(PROJECT_ROOT, 'tools', 'compile-options.mjs'), join(root, 'tools', 'compile-options.mjs'))
symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'))
writeFileSync(join(root, 'package.json'), JSON.stringify({ type: 'module' }))

const source = (name: string) => join(root, 'src', name)
const built = (name: string) => join(root, '.data', 'start-build', 'src', name)
writeFileSync(source('word.ts'), "export const word: string = 'one'\n")
writeFileSync(source('messages.json'), JSON.stringify({ hello: 'hello' }))
writeFileSync(source('extra.ts'), 'export const extra = 1\n')
writeFileSync(
  source('server.ts'),
  [
    "import { word } from './word.js'",
    "import messages from './messages.json' with { type: 'json' }",
    'interface Said { word: string; message: string; stack: string }',
    "const said: Said = { word, message: messages.hello, stack: new Error('here').stack ?? '' }",
    'console.log(JSON.stringify(said))',
    '',
  ].join('\n'),
)

/** Runs `npm start`'s command in the scratch tree: what its server printed. */
function start(): { word: string; message: string; stack: string } {
  const [node, args] = NPM_START
  return JSON.parse(execFileSync(node, args, { cwd: root, encoding: 'utf8' })) as { word: string; message: string; stack: string }
}

t.test('the first start compiles src/ and runs it, its stack naming the .ts source', async (t) => {
  const said = start()
  t.equal(said.word, 'one')
  t.equal(said.message, 'hello', 'a JSON module beside the sources is there too')
  t.match(said.stack, /src[\\/]server\.ts:4:/, 'the Error is placed on its line of server.ts (source maps)')
  t.ok(existsSync(built('extra.js')), 'every source is compiled, imported or not')
})

t.test('a start with nothing changed writes nothing', async (t) => {
  const before = statSync(built('server.js')).mtimeMs
  const manifest = statSync(join(root, '.data', 'start-build', 'manifest.json')).mtimeMs
  t.equal(start().word, 'one')
  t.equal(statSync(built('server.js')).mtimeMs, before, 'server.js was not written again')
  t.equal(statSync(join(root, '.data', 'start-build', 'manifest.json')).mtimeMs, manifest, 'nor the manifest')
})

t.test('an edited source is served edited, even with its old size and modification time', async (t) => {
  const { atime, mtime } = statSync(source('word.ts'))
  const server = statSync(built('server.js')).mtimeMs
  writeFileSync(source('word.ts'), "export const word: string = 'two'\n")
  utimesSync(source('word.ts'), atime, mtime)
  writeFileSync(source('messages.json'), JSON.stringify({ hello: 'howdy' }))
  const said = start()
  t.equal(said.word, 'two')
  t.equal(said.message, 'howdy', 'an edited JSON module too')
  t.equal(statSync(built('server.js')).mtimeMs, server, 'the file that did not change was not compiled again')
})

t.test('a deleted source leaves no compiled file behind', async (t) => {
  rmSync(source('extra.ts'))
  t.equal(start().word, 'two')
  t.notOk(existsSync(built('extra.js')), 'extra.js is gone')
})
