/**
 * Drives Prisma's schema engine (compiled to WebAssembly) against an in-memory PGlite, so that
 * migrations can be written and checked with no native engine download. Development and CI
 * only: the service applies migrations with src/db/migrate.ts.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { MIGRATIONS_DIR, SCHEMA_PRISMA as SCHEMA_PATH } from '../paths.js'
import { readMigrations } from './migrate.js'
import { createRequire } from 'node:module'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PrismaPGlite } from 'pglite-prisma-adapter'
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils'

export { MIGRATIONS_DIR }

/** The migrations folder as the engine takes it: the same migrations the service applies. */
async function migrationList() {
  const lock = await readFile(join(MIGRATIONS_DIR, 'migration_lock.toml'), 'utf8').catch(() => null)
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: { path: 'migration_lock.toml', content: lock },
    shadowDbInitScript: '',
    migrationDirectories: (await readMigrations()).map((migration) => ({
      path: migration.name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok' as const, value: migration.sql } },
    })),
  }
}

function newPglite(): PGlite {
  return new PGlite({ extensions: { pg_trgm } })
}

/**
 * The adapter factory the engine drives: the main database, and a fresh in-memory PGlite (with the
 * same extensions) for every shadow database it asks for to replay the migrations.
 */
function adapterFactory(db: PGlite, shadows: PGlite[]): SqlMigrationAwareDriverAdapterFactory {
  const main = new PrismaPGlite(db)
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: () => main.connect(),
    connectToShadowDb: () => {
      const shadow = newPglite()
      shadows.push(shadow)
      return new PrismaPGlite(shadow).connect()
    },
  }
}

/** The package is built for bundlers (it imports its .wasm as a module); instantiate it by hand. */
async function loadSchemaEngine() {
  const bindings = await import('@prisma/schema-engine-wasm/schema_engine_bg')
  const wasmPath = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg')
    .replace(/\.js$/, '.wasm')
  // The WebAssembly global is Node's; its types live in lib.dom, which this project does not load.
  const wasmApi = (globalThis as unknown as { WebAssembly: { instantiate(bytes: Buffer, imports: object): Promise<{ instance: { exports: unknown } }> } }).WebAssembly
  const { instance } = await wasmApi.instantiate(await readFile(wasmPath), { './schema_engine_bg.js': bindings })
  const exports = instance.exports as Record<string, unknown> & { __wbindgen_start: () => void }
  ;(bindings as unknown as { __wbg_set_wasm: (w: unknown) => void }).__wbg_set_wasm(exports)
  exports.__wbindgen_start()
  return bindings.SchemaEngine
}

/** SQL that takes a database built by the migrations folder to what schema.prisma describes; '' when they agree. */
export async function diffMigrationsToSchema(): Promise<string> {
  ;(globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY ??= {
    set_message: (message: string) => {
      throw new Error(`schema engine panic: ${message}`)
    },
  }
  const SchemaEngine = await loadSchemaEngine()
  const db = newPglite()
  const shadows: PGlite[] = []
  const schema = await readFile(SCHEMA_PATH, 'utf8')
  const engine = await SchemaEngine.new(
    { datamodels: [[SCHEMA_PATH, schema]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(adapterFactory(db, shadows)),
  )
  try {
    const result = await engine.diff({
      from: { tag: 'migrations', ...(await migrationList()) },
      to: { tag: 'schemaDatamodel', files: [{ path: SCHEMA_PATH, content: schema }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    })
    const script = (result.stdout ?? '').trim()
    // The engine answers an empty diff with a comment saying so.
    return script === '-- This is an empty migration.' ? '' : script
  } finally {
    engine.free()
    await db.close()
    for (const shadow of shadows) if (!shadow.closed) await shadow.close()
  }
}
