/**
 * Tells a database that cannot be reached (down, restarting, refusing connections, out of
 * connection slots, a connection cut mid-query) from every other failure, so the API can answer
 * 503 "try again" instead of 500. Errors arrive from pg directly (raw SQL) or wrapped by Prisma
 * and its driver adapter; both are looked through.
 */

/**
 * Prisma: can't reach the server, timed out, server closed the connection, no pool slot in time, and
 * an interactive transaction that could not start or ran past its timeout (P2028: on a loaded
 * machine an edit's transaction did; nothing of it was written, so "try again" is the answer).
 */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024', 'P2028'])
/** Prisma driver adapters' error kinds for the same. */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections'])
/** Node's socket errors. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
/** SQLSTATE: admin shutdown, crash shutdown, cannot connect now, too many connections, statement timeout. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014'])
/** pg's own messages for a connection that ended, could not be had in time, or whose answer did not come in time. */
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false
  const e = error as { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } }
  if (typeof e.code === 'string') {
    if (PRISMA_CODES.has(e.code) || SOCKET_CODES.has(e.code) || SQLSTATES.has(e.code) || e.code.startsWith('08')) return true
  }
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true
  return isDatabaseUnavailable(e.cause, depth + 1) || isDatabaseUnavailable(e.meta?.driverAdapterError, depth + 1)
}

/** PostgreSQL cancelled a statement at its statement_timeout (SQLSTATE 57014), pg's or Prisma's error alike. */
export function isStatementTimeout(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false
  const e = error as { code?: unknown; originalCode?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } }
  if (e.code === '57014' || e.originalCode === '57014') return true
  return isStatementTimeout(e.cause, depth + 1) || isStatementTimeout(e.meta?.driverAdapterError, depth + 1)
}
