/** npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database. */
import { loadConfig } from '../config.js'
import { openConfiguredDatabaseOrExit } from '../db/open.js'

const { db, applied } = await openConfiguredDatabaseOrExit(loadConfig())
console.log(applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}` : 'database is up to date')
console.log(`database: ${db.kind} (${db.location})`)
await db.close()
