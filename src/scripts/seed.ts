/** npm run db:seed: loads the curated references, rulings and cards (idempotent), keeping what editors changed through the API. */
import { loadConfig } from '../config.js'
import { openConfiguredDatabaseOrExit } from '../db/open.js'
import { seedContent } from '../catalog/seed.js'

const { db } = await openConfiguredDatabaseOrExit(loadConfig())
try {
  const started = Date.now()
  const summary = await seedContent(db.prisma)
  console.log(`seeded ${summary.references} references, ${summary.rulings} rulings, ${summary.cards} cards into ${db.kind} (${db.location}) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await db.close()
}
