/** Process configuration from the environment, checked once at start. */
import { statSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { PROJECT_ROOT } from './paths.js'

export interface AppConfig {
  port: number
  host: string
  /** PostgreSQL server; when absent the service runs on an embedded PGlite in pgliteDir. */
  databaseUrl: string | null
  /** DATABASE_READ_URL: a read replica of DATABASE_URL that takes the reads (src/db/read-route.ts); null: none. */
  databaseReadUrl: string | null
  /** CHANGES_STREAM_MAX (default 100) and CHANGES_HEARTBEAT_MS (default 15000): the change streams' bounds. */
  changeStreams: { maxStreams: number; heartbeatMs: number }
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
  /** The service's public address, e.g. https://rulings.example.org: explanations link rulings under it ('' = under the request's own scheme and host). */
  publicUrl: string
  /** IMAGE_BASE_URL: a card image's address is this followed by its file name (default: Yugipedia's file redirect, where the card data's images live). */
  imageBaseUrl: string
  /**
   * TRUST_PROXY: fastify's trustProxy. "true": every proxy is trusted; a comma-separated list of
   * addresses or CIDR ranges: those; absent or "false": none, so X-Forwarded-Host and -Proto are
   * ignored and links use the Host header and the connection's own scheme.
   */
  trustProxy: boolean | string[]
  /**
   * WORKERS: processes serving requests (node:cluster). Default: one per core, except 1 when
   * NODE_ENV is development or test, and 1 on the embedded database, which one process may open.
   */
  workers: number
  /** ENUMERATE_THREADS (default 1), ENUMERATE_TIME_MS (default 200), ENUMERATE_ANSWER_MB (default 2): where enumerate runs, its budgets. */
  enumerate: { threads: number; timeMs: number; maxBytes: number }
  /** Why `workers` is less than the cores when WORKERS was not given (logged at start), else undefined. */
  workersNote?: string
  /** Where POST /v1/admin/import may read from (IMPORT_DIR, IMPORT_URL_HOSTS). */
  imports: ImportSourcePolicy
}

/**
 * What an admin's import request may name as its source. `dir`: server-side files only under this
 * directory (null: none). `urlHosts`: 'public', any http(s) host whose every address is public;
 * a list, only those hosts, whatever their address; 'none', no URL.
 */
export interface ImportSourcePolicy {
  dir: string | null
  urlHosts: 'public' | 'none' | string[]
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export { PROJECT_ROOT }

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cores: number = availableParallelism()): AppConfig {
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
  const { workers, note: workersNote } = workersOf(env, cores, databaseUrl !== null)
  const databaseReadUrl = env.DATABASE_READ_URL?.trim() || null
  if (databaseReadUrl && !/^postgres(ql)?:\/\//.test(databaseReadUrl)) throw new ConfigError('DATABASE_READ_URL must be a postgres:// or postgresql:// connection string')
  if (databaseReadUrl && !databaseUrl) throw new ConfigError('DATABASE_READ_URL names a read replica of DATABASE_URL: set DATABASE_URL (the primary, which takes the writes) too')
  const whole = (name: string, fallback: number, min: number): number => {
    const raw = env[name]
    const value = raw === undefined || raw === '' ? fallback : Number(raw)
    if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be a whole number, ${min} or more, got ${JSON.stringify(raw)}`)
    return value
  }
  return {
    port,
    workers,
    ...(workersNote ? { workersNote } : {}),
    enumerate: { threads: whole('ENUMERATE_THREADS', 1, 0), timeMs: whole('ENUMERATE_TIME_MS', 200, 1), maxBytes: megabytes('ENUMERATE_ANSWER_MB', 2) },
    queryTimeoutMs,
    caches: { responseBytes: megabytes('RESPONSE_CACHE_MB', 64), cardBytes: megabytes('CATALOG_CACHE_MB', 32) },
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl,
    databaseReadUrl,
    changeStreams: { maxStreams: whole('CHANGES_STREAM_MAX', 100, 1), heartbeatMs: heartbeatOf(whole('CHANGES_HEARTBEAT_MS', 15_000, 100)) },
    pgliteDir: resolve(env.PGLITE_DIR?.trim() || resolve(PROJECT_ROOT, '.data/pglite')),
    seedOnStart: env.SEED_ON_START !== 'false',
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    corsOrigins: corsList.length === 0 || corsList.includes('*') ? '*' : corsList,
    rateLimitPerMinute: rate === 0 ? false : rate,
    publicUrl: publicUrlOf(env.PUBLIC_URL),
    imageBaseUrl: imageBaseUrlOf(env.IMAGE_BASE_URL),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    imports: { dir: importDirOf(env.IMPORT_DIR), urlHosts: urlHostsOf(env.IMPORT_URL_HOSTS) },
  }
}

function importDirOf(value: string | undefined): string | null {
  const dir = value?.trim() ?? ''
  if (dir === '') return null
  const absolute = resolve(dir)
  let isDirectory = false
  try {
    isDirectory = statSync(absolute).isDirectory()
  } catch {
    // reported below
  }
  if (!isDirectory) throw new ConfigError(`IMPORT_DIR must be a directory, got ${JSON.stringify(value)} (${absolute} is not one)`)
  return absolute
}

function urlHostsOf(value: string | undefined): ImportSourcePolicy['urlHosts'] {
  const raw = value?.trim() ?? ''
  if (raw === '') return 'public'
  if (raw === 'none') return 'none'
  const hosts = raw.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean)
  for (const host of hosts) {
    if (!/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/.test(host)) {
      throw new ConfigError(`IMPORT_URL_HOSTS must be none or host names such as data.example.org,10.0.0.5 (no scheme, no port), got ${JSON.stringify(host)}`)
    }
  }
  return hosts
}

/**
 * How many processes serve. The embedded database (PGlite) has one owner (src/db/dir-lock.ts): with
 * it, WORKERS above 1 is refused, and by default one process serves; every core needs DATABASE_URL.
 */
function workersOf(env: NodeJS.ProcessEnv, cores: number, server: boolean): { workers: number; note?: string } {
  const raw = env.WORKERS?.trim()
  if (raw === undefined || raw === '') {
    const mode = env.NODE_ENV?.trim()
    if (mode === 'development' || mode === 'test') return { workers: 1 }
    if (!server && cores > 1) {
      return { workers: 1, note: `one worker for ${cores} cores: the embedded database can be opened by one process only; set DATABASE_URL (PostgreSQL) to serve from every core` }
    }
    return { workers: Math.max(1, cores) }
  }
  const workers = Number(raw)
  if (!Number.isInteger(workers) || workers < 1 || workers > 1024) throw new ConfigError(`WORKERS must be a whole number of processes, 1 or more, got ${JSON.stringify(env.WORKERS)}`)
  if (workers > 1 && !server) {
    throw new ConfigError(
      `WORKERS=${workers} needs DATABASE_URL: the embedded database (PGLITE_DIR) can be opened by one process only. ` +
        'Set DATABASE_URL to a PostgreSQL server to run several workers, or WORKERS=1.',
    )
  }
  return { workers }
}

/** A stream's socket closes after 30 s without a byte (the server's connection timeout): the heartbeat comes well before. */
function heartbeatOf(ms: number): number {
  if (ms > 25_000) throw new ConfigError(`CHANGES_HEARTBEAT_MS must be 25000 or less (an idle connection is closed after 30 s), got ${ms}`)
  return ms
}

/**
 * Where the card data's images live: yaml-yugi's image names are files on Yugipedia, which answers
 * this address followed by a file name with the file itself (a redirect to it).
 */
export const DEFAULT_IMAGE_BASE_URL = 'https://yugipedia.com/wiki/Special:Redirect/file/'

function imageBaseUrlOf(value: string | undefined): string {
  const url = value?.trim() ?? ''
  if (url === '') return DEFAULT_IMAGE_BASE_URL
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new ConfigError(`IMAGE_BASE_URL must be an http(s) address (a file name is appended to it), got ${JSON.stringify(value)}`)
  return url
}

function trustProxyOf(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false') return false
  if (text === 'true') return true
  const list = text.split(',').map((item) => item.trim()).filter(Boolean)
  const bad = list.find((item) => !/^[0-9A-Fa-f:.]+(\/\d{1,3})?$/.test(item) && item !== 'loopback' && item !== 'linklocal' && item !== 'uniquelocal')
  if (bad !== undefined) throw new ConfigError(`TRUST_PROXY must be true, false or a comma-separated list of addresses or CIDR ranges, got ${JSON.stringify(value)}`)
  return list
}

function publicUrlOf(value: string | undefined): string {
  const url = value?.trim() ?? ''
  if (url === '') return ''
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new ConfigError(`PUBLIC_URL must be an http(s) address, got ${JSON.stringify(value)}`)
  return url.replace(/\/+$/, '')
}
