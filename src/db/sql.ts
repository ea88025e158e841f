/** The few raw SQL operations the migrator and the test harness need, over pg or PGlite. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  /** Runs a script of several statements (no parameters). */
  exec(script: string): Promise<void>
  /** Runs fn inside one transaction on one connection. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>
  close(): Promise<void>
}
