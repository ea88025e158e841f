/**
 * npm run content:export [-- --check] [-- --out <dir>]
 * Writes the curated content as the database holds it (the seed plus every edit made through the
 * API) back into the content files (content/ by default), each entry where it came from, the
 * rulings' Japanese (rulings-ja.json) included, so the editors' changes can be reviewed and committed. --check writes nothing and exits 1 when a file
 * would change, listing them.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync, copyFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.js'
import { openConfiguredDatabaseOrExit } from '../db/open.js'
import { CONTENT_DIR, loadContent } from '../content/load.js'
import { contentFiles, exportContent, exportTranslations, translationFile } from '../content/export.js'
import { rulingsJa } from '../content/rulings-ja.js'

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false }, out: { type: 'string' } } })
const out = values.out ?? CONTENT_DIR
const { layout } = loadContent(CONTENT_DIR)
const { db } = await openConfiguredDatabaseOrExit(loadConfig())
try {
  const files = contentFiles(layout, await exportContent(db.prisma))
  files.set('rulings-ja.json', translationFile(Object.keys(rulingsJa()), await exportTranslations(db.prisma)))
  const changed = [...files].filter(([path, text]) => !existsSync(join(out, path)) || readFileSync(join(out, path), 'utf8') !== text).map(([path]) => path)
  if (values.check) {
    if (changed.length > 0) {
      console.error(`these content files differ from the database: ${changed.join(', ')} (npm run content:export writes them)`)
      process.exitCode = 1
    } else console.log(`the ${files.size} content files match the database`)
  } else {
    for (const path of changed) {
      mkdirSync(dirname(join(out, path)), { recursive: true })
      writeFileSync(join(out, path), files.get(path) as string)
    }
    if (out !== CONTENT_DIR && !existsSync(join(out, 'cards.yaml'))) copyFileSync(join(CONTENT_DIR, 'cards.yaml'), join(out, 'cards.yaml'))
    console.log(`${changed.length} of ${files.size} content files written to ${out}${changed.length ? `: ${changed.join(', ')}` : ''}`)
  }
} finally {
  await db.close()
}
