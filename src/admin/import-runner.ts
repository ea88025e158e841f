/**
 * The card import run by the service (POST /v1/admin/import): one at a time per process, told
 * apart from a second one with who runs it and how far it is; across processes (cluster workers,
 * `npm run import` against the same PostgreSQL) the importer's advisory lock keeps it to one.
 * After an import the catalog cache is dropped, so the next answer reads the new cards.
 */
import { ImportBusyError, importYamlYugi, type ImportLimits, type ImportProgress, type ImportSummary, type OpenedSource } from '../catalog/importer.js'
import type { CatalogRepository } from '../catalog/repository.js'
import type { SqlRunner } from '../db/sql.js'
import type { KeyHolder } from '../editors/keys.js'
import { ApiError } from '../errors.js'

/** Bounds for what a request may import (the command line has none). */
export const IMPORT_LIMITS: Required<ImportLimits> = {
  // The whole yaml-yugi aggregate is 89 MB of JSON (2026): six times that.
  maxChars: 512 * 1024 * 1024,
  // Its longest card is 48,000 characters.
  maxRecordChars: 1024 * 1024,
  listMalformed: 100,
}

export interface RunningImport {
  /** The name of the admin key that started it. */
  by: string
  /** What it reads: a URL, a path, or "the request body". */
  source: string
  startedAt: Date
  progress: ImportProgress
  /** Cards stored when it started (what /health says meanwhile on the embedded database). */
  cardsBefore: number | null
  /**
   * On the embedded database, the API keys as they stood when it started, by hash: its one
   * connection is the import's until the import ends, and no other process can change the keys
   * meanwhile, so a second import request is told 401, 403 or 409 from these, without waiting.
   */
  heldKeys?: Map<string, KeyHolder>
  readonly abort: AbortController
}

export interface ImportResult extends ImportSummary {
  dataVersion: number
}

export interface ImportHooks {
  /** The import holds its lock and reads its first record. */
  onStart?: () => void
  onProgress?: (progress: ImportProgress) => void
  progressIntervalMs?: number
}

export class ImportRunner {
  private running: RunningImport | null = null

  constructor(
    private readonly bulk: SqlRunner,
    private readonly catalog: CatalogRepository,
    /** Drops every cached answer (in cluster mode, every worker's). */
    private readonly cache: { clear(): void },
  ) {}

  /** The import this process runs now, if any. */
  get current(): RunningImport | null {
    return this.running
  }

  /** Takes this process's one import slot, or 409 naming the import that holds it. */
  claim(by: string, source: string): RunningImport {
    const other = this.running
    if (other) {
      const { read } = other.progress
      throw new ApiError(
        409,
        'IMPORT_RUNNING',
        `an import is already running: ${other.source}, started by ${other.by} at ${other.startedAt.toISOString()}, ${read} records read so far; nothing was done; run this one again when it has finished`,
        { running: { by: other.by, source: other.source, startedAt: other.startedAt.toISOString(), read } },
      )
    }
    this.running = { by, source, startedAt: new Date(), progress: { read: 0, bytes: 0, totalBytes: null }, cardsBefore: null, abort: new AbortController() }
    return this.running
  }

  release(claim: RunningImport): void {
    if (this.running === claim) this.running = null
  }

  /** Runs the claimed import from `input` and releases the claim. Rejects with what went wrong; nothing is written then. */
  async run(claim: RunningImport, input: OpenedSource, hooks: ImportHooks = {}): Promise<ImportResult> {
    try {
      claim.cardsBefore = await this.catalog.countCards().catch(() => null)
      claim.progress.totalBytes = input.totalBytes
      const summary = await importYamlYugi(this.bulk, input, {
        limits: IMPORT_LIMITS,
        label: `rulings import by ${claim.by}`,
        signal: claim.abort.signal,
        ...(hooks.progressIntervalMs !== undefined ? { progressIntervalMs: hooks.progressIntervalMs } : {}),
        ...(hooks.onStart ? { onStart: hooks.onStart } : {}),
        onProgress: (progress) => {
          claim.progress = progress
          hooks.onProgress?.(progress)
        },
      })
      // What was cached may be out of date now (a card's text, its behaviours read from it).
      this.cache.clear()
      const { dataVersion } = await this.catalog.meta()
      return { ...summary, dataVersion }
    } catch (error) {
      if (error instanceof ImportBusyError) {
        throw new ApiError(409, 'IMPORT_RUNNING', error.message, error.holder ? { running: { holder: error.holder } } : undefined)
      }
      throw error
    } finally {
      this.release(claim)
    }
  }

  /** Stops the running import (the service is closing): it rolls back. */
  abort(reason: string): void {
    this.running?.abort.abort(new ApiError(503, 'SERVICE_CLOSING', reason))
  }
}
