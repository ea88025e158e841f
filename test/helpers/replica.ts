/**
 * A PostgreSQL primary and a real streaming replica of it, on this machine, for a test: the primary
 * made with initdb in a temporary directory on a free port (the shared server's pg_hba allows no
 * replication connection, and a test must not change it), the replica copied from it with
 * pg_basebackup -R -X stream and started on another free port. Both stopped and removed at teardown.
 * Run as the postgres user when the tests run as root (PostgreSQL refuses to run as root).
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, appendFileSync, chmodSync, rmSync, chownSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Teardown } from './database.js'

const run = promisify(execFile)

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
export const replicaAvailable = existsSync(join(PG_BIN, 'initdb')) && existsSync(join(PG_BIN, 'pg_basebackup'))

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface PrimaryAndReplica {
  primaryUrl: string
  replicaUrl: string
}

export async function primaryAndReplica(t: Teardown): Promise<PrimaryAndReplica> {
  const root = mkdtempSync(join(tmpdir(), 'rulings-replica-'))
  const asRoot = userInfo().uid === 0
  const postgresUid = asRoot ? Number((await run('id', ['-u', 'postgres'])).stdout.trim()) : undefined
  if (asRoot) {
    chmodSync(root, 0o755)
    chownSync(root, postgresUid!, -1)
  }
  const pg = (tool: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(PG_BIN, tool), ...args]) : run(join(PG_BIN, tool), args))
  const primaryDir = join(root, 'primary')
  const replicaDir = join(root, 'replica')
  const [primaryPort, replicaPort] = [await freePort(), await freePort()]
  const started: string[] = []
  t.teardown(async () => {
    for (const dir of started.reverse()) await pg('pg_ctl', ['stop', '-D', dir, '-m', 'immediate', '-w']).catch(() => {})
    rmSync(root, { recursive: true, force: true })
  })

  await pg('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'])
  appendFileSync(
    join(primaryDir, 'postgresql.conf'),
    `\nport = ${primaryPort}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${root}'\nwal_level = replica\nmax_wal_senders = 4\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\n`,
  )
  appendFileSync(join(primaryDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n')
  await pg('pg_ctl', ['start', '-D', primaryDir, '-w', '-l', join(root, 'primary.log')])
  started.push(primaryDir)

  await pg('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream'])
  appendFileSync(join(replicaDir, 'postgresql.conf'), `\nport = ${replicaPort}\nhot_standby = on\n`)
  await pg('pg_ctl', ['start', '-D', replicaDir, '-w', '-l', join(root, 'replica.log')])
  started.push(replicaDir)

  return {
    primaryUrl: `postgresql://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgresql://postgres@127.0.0.1:${replicaPort}/postgres`,
  }
}
