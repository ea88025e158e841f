/**
 * The curated content has one write path: the seed (the content files' import, in src/catalog)
 * reads the change log itself and imports nothing of the editors' writers, so the two never form
 * an import circle; the editors write through the catalog's change log.
 */
import t from 'tap'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { PROJECT_ROOT } from '../src/paths.js'

// The sources themselves (the tests may run compiled, from a copy of the tree holding no .ts file).
const SRC = join(PROJECT_ROOT, 'src')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []))
}

/** The project files a file imports (relative specifiers), as paths under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g)].map((m) => m[1]!)
  return specifiers.map((s) => relative(SRC, resolve(join(file, '..'), s)).replace(/\.js$/, '.ts'))
}

t.test('nothing in src/catalog or src/content imports the editors', async (t) => {
  for (const folder of ['catalog', 'content']) {
    const files = filesUnder(join(SRC, folder))
    t.ok(files.length > 5, `src/${folder} has its source files (${files.length})`)
    for (const file of files) {
      const upward = importsOf(file).filter((path) => path.startsWith('editors/'))
      t.same(upward, [], relative(SRC, file))
    }
  }
})

t.test('one change log: no writer records history or bumps the data version by itself', async (t) => {
  for (const file of filesUnder(SRC).filter((f) => !f.includes('/generated/'))) {
    if (file.endsWith('catalog/change-log.ts')) continue
    const text = readFileSync(file, 'utf8')
    t.notMatch(text, /\.editHistory\.(create|findMany|count)\(|catalogMeta\.(upsert|update)\(|INSERT INTO catalog_meta/, relative(SRC, file))
  }
})
