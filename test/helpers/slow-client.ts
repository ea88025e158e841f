/** A client that holds a request half-sent, for the tests of closing with slow clients. */
import { once } from 'node:events'
import net from 'node:net'
import type { Teardown } from './database.js'

/**
 * A client that sends `head` and then nothing more, holding the connection open: what it hears
 * back, and when the server ends the connection. Destroyed at teardown.
 */
export async function slowClient(t: Teardown, port: number, head: string) {
  const socket = net.connect(port, '127.0.0.1')
  t.teardown(() => socket.destroy())
  await once(socket, 'connect')
  socket.write(head)
  let heard = ''
  socket.on('data', (d) => (heard += d))
  socket.on('error', () => {})
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(heard)))
  return { ended }
}

export const HALF_HEADERS = 'GET /v1/rulings HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '
export const HALF_BODY = 'POST /v1/resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"turnPlayer":'

/** A body over the route's limit: answered 413 at once, while the client goes on sending it. */
export const ANSWERED_BODY = 'POST /v1/resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n{"turnPlayer":'
