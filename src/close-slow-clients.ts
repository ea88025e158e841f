/**
 * Closing with slow clients. When the service closes, the HTTP server stops accepting connections
 * and Node closes the idle ones at once; a request received in full is answered (its answer closes
 * its connection, src/app.ts). But a connection whose client has sent only part of a request (some
 * of its headers, or its headers and part of its body) is neither idle nor answerable: the server
 * would wait for it until its request timeout (30 s), past the process's close timer, and a slow
 * or hostile client would turn every deploy into a forced exit (code 1).
 *
 * So, `graceMs` after the close begins, every connection still holding a request that has not
 * arrived in full is answered `503 SERVICE_CLOSING` (with `Retry-After`, in the one error shape)
 * and closed; a client that finishes its request within the moment is answered as usual.
 *
 * Hand-written: Fastify's `forceCloseConnections` closes either the idle connections (its default)
 * or all of them, requests in progress included; neither tells a request still arriving from one
 * being answered. Node keeps that apart only internally, so the connections and the request each
 * one carries are tracked here, from the server's own events.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

const BODY = JSON.stringify({
  statusCode: 503,
  code: 'SERVICE_CLOSING',
  message: 'the service is restarting and your request had not arrived in full: send it again in a moment',
})

/** Written straight to the connection: the request never reached Fastify, so no reply object exists for it. */
const ANSWER =
  'HTTP/1.1 503 Service Unavailable\r\n' +
  'content-type: application/json; charset=utf-8\r\n' +
  `content-length: ${Buffer.byteLength(BODY)}\r\n` +
  'retry-after: 1\r\n' +
  'connection: close\r\n' +
  '\r\n' +
  BODY

/** How long an answered connection may take to flush before it is cut. */
const FLUSH_MS = 1_000

export function closeSlowClients(fastify: FastifyInstance, options: { graceMs: number }): void {
  const sockets = new Set<Socket>()
  /** The last request each connection carried (its headers arrived), and its answer. */
  const last = new WeakMap<Socket, { request: IncomingMessage; response: ServerResponse }>()

  fastify.server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  fastify.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    last.set(request.socket, { request, response })
  })

  const cut = (): void => {
    for (const socket of sockets) {
      if (socket.destroyed) continue
      const current = last.get(socket)
      if (current && !current.request.complete && current.response.headersSent) {
        // Answered already (an import stopped by the close) while its body still arrives: no second answer.
        socket.destroy()
        continue
      }
      // Received in full and being answered: its answer closes the connection.
      if (current && current.request.complete && !current.response.writableFinished) continue
      // Its body still arriving, or (after the last answer, or none) a request whose headers are not all in.
      socket.end(ANSWER)
      setTimeout(() => socket.destroy(), FLUSH_MS).unref()
    }
  }

  fastify.addHook('preClose', (done) => {
    // Unreferenced: once every connection has ended the process exits without waiting for it.
    setTimeout(cut, options.graceMs).unref()
    done()
  })
}
