/**
 * npm run db:check: proves that prisma/migrations produces exactly what prisma/schema.prisma
 * describes (Prisma's schema engine, WebAssembly build, replays the migrations into an in-memory
 * PGlite and diffs). With --create NAME, writes the difference as a new migration instead.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { diffMigrationsToSchema, MIGRATIONS_DIR } from '../db/schema-engine.js'

const args = process.argv.slice(2)
const createIndex = args.indexOf('--create')
const diff = await diffMigrationsToSchema()

if (createIndex >= 0) {
  const name = args[createIndex + 1]
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('usage: npm run db:check -- --create snake_case_name')
    process.exit(2)
  }
  if (diff === '') {
    console.log('schema.prisma and the migrations agree: nothing to create')
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
    const dir = join(MIGRATIONS_DIR, `${stamp}_${name}`)
    await mkdir(dir, { recursive: true })
    await writeFile(join(dir, 'migration.sql'), `${diff}\n`)
    console.log(`wrote ${dir}/migration.sql`)
  }
} else if (diff === '') {
  console.log('migrations match prisma/schema.prisma')
} else {
  console.error('prisma/migrations does not produce what prisma/schema.prisma describes; missing:\n')
  console.error(diff)
  console.error('\nrun: npm run db:check -- --create <name>')
  process.exitCode = 1
}
