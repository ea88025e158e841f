/** Process configuration from the environment, checked once at start. */
import { resolve } from 'node:path'
import { PROJECT_ROOT } from './paths.js'

export interface AppConfig {
  port: number
  host: string
  /** PostgreSQL server; when absent the service runs on an embedded PGlite in pgliteDir. */
  databaseUrl: string | null
  pgliteDir: string
  /** Load the curated content at start (idempotent). */
  seedOnStart: boolean
  logLevel: string
  /** The service's public address, e.g. https://rulings.example.org: explanations link rulings under it ('' = relative links). */
  publicUrl: string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export { PROJECT_ROOT }

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got ${JSON.stringify(env.PORT)}`)
  const databaseUrl = env.DATABASE_URL?.trim() || null
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// connection string')
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl,
    pgliteDir: resolve(env.PGLITE_DIR?.trim() || resolve(PROJECT_ROOT, '.data/pglite')),
    seedOnStart: env.SEED_ON_START !== 'false',
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    publicUrl: publicUrlOf(env.PUBLIC_URL),
  }
}

function publicUrlOf(value: string | undefined): string {
  const url = value?.trim() ?? ''
  if (url === '') return ''
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new ConfigError(`PUBLIC_URL must be an http(s) address, got ${JSON.stringify(value)}`)
  return url.replace(/\/+$/, '')
}
