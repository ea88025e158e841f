/**
 * A SIGTERM while a request is in flight, on a keep-alive connection the client keeps open, waited
 * out the close timer and exited 1. Now the request finishes, its answer closes the connection and
 * the process exits 0 well before the timer. A client that holds a request half-sent (its headers
 * or its body) is given a moment to finish it, then answered 503 and disconnected: a slow client
 * does not turn a deploy into a failed exit.
 */
import t from 'tap'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import { PROJECT_ROOT } from '../src/paths.js'
import { NPM_START } from './helpers/project-script.js'
import { pgliteDirectory, serverDatabaseCopy, usingServer, type Teardown } from './helpers/database.js'
import { ANSWERED_BODY, HALF_BODY, HALF_HEADERS, slowClient } from './helpers/slow-client.js'

t.test('SIGTERM with a request in flight on a kept-alive connection: the answer arrives, exit 0', async (t) => {
  const { server, port, log } = await startServer(t)

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  t.teardown(() => agent.destroy())
  const body = JSON.stringify({ turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} }, enumerate: true })
  const answered = new Promise<{ status: number; text: string; connection: string | undefined }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/v1/resolve', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = ''
      res.on('data', (d) => (text += d))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, connection: res.headers.connection }))
    })
    request.on('error', (error) => reject(new Error(`${error.message}; server log: ${log()}`)))
    // Half the body now: the request is in flight when the SIGTERM comes.
    request.write(body.slice(0, 20))
    setTimeout(() => {
      server.kill('SIGTERM')
      setTimeout(() => request.end(body.slice(20)), 300)
    }, 200)
  })
  const started = Date.now()
  const answer = await answered
  t.equal(answer.status, 200, 'the request in flight is answered')
  t.ok(JSON.parse(answer.text).outcomes.length > 0, 'in full')
  t.equal(answer.connection, 'close', 'and its connection is closed by the server')
  const [code] = await once(server, 'exit')
  const seconds = (Date.now() - started) / 1000
  t.equal(code, 0, `exit code 0 (closed ${seconds.toFixed(2)} s after the SIGTERM; the close timer is 10 s)`)
})

/** The service in one process of its own (embedded database, or a scratch PostgreSQL one), killed at teardown. */
async function startServer(t: Teardown) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '0', WORKERS: '1' }
  if (usingServer) env.DATABASE_URL = await serverDatabaseCopy(t)
  else {
    env.DATABASE_URL = ''
    env.PGLITE_DIR = await pgliteDirectory(t)
  }
  const server = spawn(...NPM_START, { cwd: PROJECT_ROOT, env })
  t.teardown(() => server.kill('SIGKILL'))
  let log = ''
  server.stderr.on('data', (d) => (log += d))
  const port = await new Promise<number>((resolve, reject) => {
    server.stdout.on('data', (d) => {
      log += d
      // Ready once the route schemas left over after listening are compiled: until then the event
      // loop may be busy long enough on a loaded machine that a request sent before the signal is
      // still unread in its socket when the server closes, and is cut off as an idle connection.
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(log)
      if (match && log.includes('route schemas compiled')) resolve(Number(match[1]))
    })
    server.on('exit', (code) => reject(new Error(`server exited ${code}: ${log}`)))
  })
  return { server, port, log: () => log }
}

t.test('SIGTERM while clients hold half-sent requests (headers, body): they are answered 503 and cut off, exit 0', async (t) => {
  const { server, port, log } = await startServer(t)
  const halfHeaders = await slowClient(t, port, HALF_HEADERS)
  const halfBody = await slowClient(t, port, HALF_BODY)
  const answeredEarly = await slowClient(t, port, ANSWERED_BODY)
  // A request sent whole just before the signal is still answered.
  const body = JSON.stringify({ turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} } })
  const whole = new Promise<number>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/v1/resolve', method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    request.on('error', (error) => reject(new Error(`${error.message}; server log: ${log()}`)))
    request.end(body)
  })
  // Both slow requests have reached the server before the signal.
  await new Promise((resolve) => setTimeout(resolve, 300))
  server.kill('SIGTERM')
  const started = Date.now()
  t.equal(await whole, 200, 'a whole request sent meanwhile is answered')
  const [code] = await once(server, 'exit')
  const seconds = (Date.now() - started) / 1000
  t.equal(code, 0, `exit code 0 (closed ${seconds.toFixed(2)} s after the SIGTERM; the close timer is 10 s)`)
  for (const [what, client] of [['half-sent headers', halfHeaders], ['half-sent body', halfBody]] as const) {
    const heard = await client.ended
    t.match(heard, /^HTTP\/1\.1 503 /, `${what}: answered 503`)
    t.match(heard, /"code":"SERVICE_CLOSING"/, `${what}: in the one error shape`)
  }
  const early = await answeredEarly.ended
  t.match(early, /^HTTP\/1\.1 413 /, 'a request answered before its body arrived (413)')
  t.equal(early.match(/HTTP\/1\.1 /g)?.length, 1, 'is not answered a second time')
  t.notMatch(log(), /closing after an error|killed/, 'no forced close')
})
