/**
 * npm run import -- yaml-yugi <file or URL>
 * Imports cards into DATABASE_URL (or the embedded database): a progress bar on a terminal,
 * a summary line otherwise; skipped records are listed with their position and the reason.
 */
import { loadConfig } from '../config.js'
import { openConfiguredDatabaseOrExit } from '../db/open.js'
import { importYamlYugi, type ImportProgress } from '../catalog/importer.js'

const [format, source] = process.argv.slice(2)
if (format !== 'yaml-yugi' || !source) {
  console.error('usage: npm run import -- yaml-yugi <file or URL>   (a JSON array of yaml-yugi cards, optionally gzipped)')
  process.exit(2)
}

const tty = process.stderr.isTTY
function drawProgress(p: ImportProgress) {
  if (!tty) return
  const ratio = p.totalBytes ? Math.min(1, p.bytes / p.totalBytes) : 0
  const width = 30
  const filled = Math.round(ratio * width)
  const bar = p.totalBytes ? `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}%` : ''
  process.stderr.write(`\r${bar} ${p.read} cards read`)
}

const { db } = await openConfiguredDatabaseOrExit(loadConfig())
try {
  const summary = await importYamlYugi(db.sql, source, { onProgress: drawProgress, label: 'rulings import (npm run import)' })
  if (tty) process.stderr.write('\n')
  for (const bad of summary.malformed.slice(0, 50)) console.error(`skipped record #${bad.index} (offset ${bad.offset}): ${bad.reason}`)
  if (summary.malformedCount > 50) console.error(`… and ${summary.malformedCount - 50} more skipped records`)
  console.log(
    `imported ${summary.read} records from ${source} into ${db.kind}: ${summary.inserted} new, ${summary.updated} updated, ` +
      `${summary.unchanged} unchanged, ${summary.malformedCount} skipped, in ${summary.seconds.toFixed(1)} s`,
  )
} catch (error) {
  if (tty) process.stderr.write('\n')
  console.error(`import failed, nothing was written: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await db.close()
}
