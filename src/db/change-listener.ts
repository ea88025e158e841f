/**
 * Hears, on a PostgreSQL connection of its own, every move of the data version made by any
 * instance of the service on the same database (LISTEN on the channel the catalog_meta trigger
 * notifies; see src/catalog/change-feed.ts). A lost connection is opened again after a delay that
 * doubles with each failure (from `retryMs` up to `maxRetryMs`); once it listens again, it reports
 * `missed`, since notices sent meanwhile were lost: whoever keeps caches drops them then.
 */
import pg from 'pg'

export interface ChangeListenerOptions {
  url: string
  channel: string
  /** A notice: the data version moved to `version`. */
  onChange(version: number): void
  /** The connection came back after it was lost: notices may have been missed. */
  onMissed(): void
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void }
  retryMs?: number
  maxRetryMs?: number
}

/** The application_name of the listening connection (pg_stat_activity), followed by the process id, for operators and tests. */
export const LISTENER_APPLICATION_NAME = 'rulings-change-listener'

export class ChangeListener {
  private client: pg.Client | null = null
  private closed = false
  private failures = 0
  private timer: NodeJS.Timeout | undefined
  /** Resolves once the first attempt to listen is over (listening or not: a failure is tried again). */
  readonly ready: Promise<void>

  constructor(private readonly options: ChangeListenerOptions) {
    this.ready = this.connect(false)
  }

  /** Listening now. */
  get listening(): boolean {
    return this.client !== null
  }

  private async connect(again: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.url, application_name: `${LISTENER_APPLICATION_NAME} ${process.pid}`, keepAlive: true, connectionTimeoutMillis: 3_000 })
    let lost = false
    const onLost = (error?: Error) => {
      if (lost) return
      lost = true
      if (this.client === client) this.client = null
      client.removeAllListeners('notification')
      void client.end().catch(() => {})
      if (this.closed) return
      this.options.log.warn({ reason: error?.message ?? 'connection ended' }, 'change listener lost its connection: reconnecting')
      this.retry()
    }
    client.on('error', onLost)
    client.on('end', () => onLost())
    client.on('notification', (message) => {
      const version = Number(message.payload)
      if (message.channel === this.options.channel && Number.isInteger(version)) this.options.onChange(version)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${pg.escapeIdentifier(this.options.channel)}`)
    } catch (error) {
      // Not listening: tried again after the delay (a first failure too: the service serves meanwhile, its caches expiring on their own).
      if (!lost) onLost(error as Error)
      return
    }
    if (this.closed) {
      await client.end().catch(() => {})
      return
    }
    this.client = client
    this.failures = 0
    if (again) {
      this.options.log.info({}, 'change listener listening again: caches dropped, notices may have been missed')
      this.options.onMissed()
    }
  }

  private retry(): void {
    const { retryMs = 100, maxRetryMs = 5_000 } = this.options
    const delay = Math.min(maxRetryMs, retryMs * 2 ** this.failures++)
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.connect(true), delay)
  }

  async close(): Promise<void> {
    this.closed = true
    clearTimeout(this.timer)
    const client = this.client
    this.client = null
    await client?.end().catch(() => {})
  }
}
