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
  /** CORS_ORIGINS: '*' (default, the public read-only API) or a comma-separated list of origins. */
  corsOrigins: '*' | string[]
  /** RATE_LIMIT_PER_MINUTE: requests per client address per minute (default 1200; 0 turns it off). */
  rateLimitPerMinute: number | false
  /** DATABASE_QUERY_TIMEOUT_MS: the service's deadline for one database statement (default 3000). */
  queryTimeoutMs: number
  /** RESPONSE_CACHE_MB (default 64) and CATALOG_CACHE_MB (default 32): the caches' byte budgets. */
  caches: { responseBytes: number; cardBytes: number }
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
  const corsList = (env.CORS_ORIGINS ?? '*').split(',').map((origin) => origin.trim()).filter(Boolean)
  for (const origin of corsList) {
    if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin)) throw new ConfigError(`CORS_ORIGINS must be * or origins like https://example.org, got ${JSON.stringify(origin)}`)
  }
  const rate = env.RATE_LIMIT_PER_MINUTE === undefined || env.RATE_LIMIT_PER_MINUTE === '' ? 1200 : Number(env.RATE_LIMIT_PER_MINUTE)
  if (!Number.isInteger(rate) || rate < 0) throw new ConfigError(`RATE_LIMIT_PER_MINUTE must be a whole number (0: no limit), got ${JSON.stringify(env.RATE_LIMIT_PER_MINUTE)}`)
  const queryTimeoutMs = env.DATABASE_QUERY_TIMEOUT_MS === undefined || env.DATABASE_QUERY_TIMEOUT_MS === '' ? 3000 : Number(env.DATABASE_QUERY_TIMEOUT_MS)
  if (!Number.isInteger(queryTimeoutMs) || queryTimeoutMs < 0) throw new ConfigError(`DATABASE_QUERY_TIMEOUT_MS must be a whole number of milliseconds (0: none), got ${JSON.stringify(env.DATABASE_QUERY_TIMEOUT_MS)}`)
  const megabytes = (name: string, fallback: number): number => {
    const raw = env[name]
    const value = raw === undefined || raw === '' ? fallback : Number(raw)
    if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number of megabytes, got ${JSON.stringify(raw)}`)
    return Math.round(value * 1024 * 1024)
  }
  return {
    port,
    queryTimeoutMs,
    caches: { responseBytes: megabytes('RESPONSE_CACHE_MB', 64), cardBytes: megabytes('CATALOG_CACHE_MB', 32) },
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl,
    pgliteDir: resolve(env.PGLITE_DIR?.trim() || resolve(PROJECT_ROOT, '.data/pglite')),
    seedOnStart: env.SEED_ON_START !== 'false',
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    corsOrigins: corsList.length === 0 || corsList.includes('*') ? '*' : corsList,
    rateLimitPerMinute: rate === 0 ? false : rate,
    publicUrl: publicUrlOf(env.PUBLIC_URL),
  }
}

function publicUrlOf(value: string | undefined): string {
  const url = value?.trim() ?? ''
  if (url === '') return ''
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new ConfigError(`PUBLIC_URL must be an http(s) address, got ${JSON.stringify(value)}`)
  return url.replace(/\/+$/, '')
}
