/**
 * A separate service process (src/server.ts, see project-script.ts) on a PostgreSQL database, as one of
 * several instances behind a load balancer would run: its port, its output, killed at teardown.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { PROJECT_ROOT } from '../../src/paths.js'
import type { Teardown } from './database.js'
import { projectScript } from './project-script.js'

export interface Instance {
  child: ChildProcess
  port: number
  base: string
  /** Everything it logged so far. */
  readonly log: string
  /** Resolves once its output matches `pattern` (rejects when it exits first). */
  until(pattern: RegExp): Promise<RegExpMatchArray>
  /** SIGTERM, and its exit code. */
  stop(): Promise<number | null>
}

/**
 * The tests that start instances are about replicas and instances in step, not about the statement
 * deadline (tested on its own): on a loaded two-core CI machine a write's statement took longer than
 * the service's 3 s default and was answered 503, so an instance here waits 30 s unless a test says.
 */
const STATEMENT_DEADLINE_MS = '30000'

export async function startInstance(t: Teardown, databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(...projectScript('src/server.ts'), {
    cwd: PROJECT_ROOT,
    env: { ...(process.env as Record<string, string>), NODE_ENV: 'production', WORKERS: '1', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '0', DATABASE_QUERY_TIMEOUT_MS: STATEMENT_DEADLINE_MS, DATABASE_URL: databaseUrl, ...env },
  })
  let log = ''
  const waiters: Array<() => void> = []
  const onData = (d: Buffer) => {
    log += d
    for (const wake of [...waiters]) wake()
  }
  child.stdout!.on('data', onData)
  child.stderr!.on('data', onData)
  let exited = false
  child.once('exit', () => {
    exited = true
    for (const wake of [...waiters]) wake()
  })
  t.teardown(() => {
    if (!exited) child.kill('SIGKILL')
  })
  const until = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = log.match(pattern)
        if (match) {
          waiters.splice(waiters.indexOf(check), 1)
          resolve(match)
        } else if (exited) {
          waiters.splice(waiters.indexOf(check), 1)
          reject(new Error(`the instance exited before ${pattern}: ${log}`))
        }
      }
      waiters.push(check)
      check()
    })
  const port = Number((await until(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/))[1])
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    get log() {
      return log
    },
    until,
    async stop() {
      if (exited) return child.exitCode
      child.kill('SIGTERM')
      const [code] = (await once(child, 'exit')) as [number | null]
      return code
    },
  }
}
