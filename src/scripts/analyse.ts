/** npm run analyse: re-reads the phase behaviours of every stored card from its English text. */
import { loadConfig } from '../config.js'
import { openConfiguredDatabaseOrExit } from '../db/open.js'
import { analyseStoredCards } from '../catalog/analyse.js'

const { db } = await openConfiguredDatabaseOrExit(loadConfig())
try {
  const summary = await analyseStoredCards(db.sql)
  console.log(`analysed ${summary.cards} cards in ${db.kind}: ${summary.changed} changed, in ${summary.seconds.toFixed(1)} s`)
} finally {
  await db.close()
}
