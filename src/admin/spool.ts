/**
 * An upload written to a temporary file as fast as it arrives, and read back by the import as it
 * goes. The server's request timeout (30 s for the whole request) then bounds the upload at the
 * network's speed, not at the import's: importing every card takes longer than that on a slow or
 * loaded machine. Memory holds a chunk or two, never the body.
 *
 * The file is unlinked as soon as it is open: it has no name while it is used, and its space is
 * given back when it is closed, or when the process ends however it ends.
 */
import { mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const READ_SIZE = 64 * 1024

export interface Spool {
  /** The body's bytes, as soon as they are written. */
  stream: AsyncIterable<Uint8Array>
  /** The import is over: reading and writing stop (the rest of the body is not read) and the file is closed. */
  close(): void
}

export async function spool(body: AsyncIterable<Uint8Array>): Promise<Spool> {
  const dir = await mkdtemp(join(tmpdir(), 'rulings-upload-'))
  const path = join(dir, 'body')
  const file = await open(path, 'w+')
  // Where unlinking an open file is refused (Windows), the directory goes when the file is closed.
  const unlinked = await rm(dir, { recursive: true, force: true }).then(
    () => true,
    () => false,
  )
  let written = 0
  let ended = false
  let failed: unknown
  let closed = false
  let wake: (() => void) | undefined
  const notify = () => {
    wake?.()
    wake = undefined
  }
  // The operations in flight, so that the file is not closed under one.
  let writing: Promise<unknown> = Promise.resolve()
  let reading: Promise<unknown> = Promise.resolve()

  void (async () => {
    try {
      for await (const chunk of body) {
        if (closed) return
        const write = file.write(chunk, 0, chunk.length, written)
        writing = write.catch(() => {})
        await write
        written += chunk.length
        notify()
      }
      ended = true
    } catch (error) {
      failed = error
    } finally {
      notify()
    }
  })()

  async function* readBack(): AsyncGenerator<Uint8Array> {
    let position = 0
    const buffer = Buffer.alloc(READ_SIZE)
    while (!closed) {
      if (position < written) {
        const read = file.read(buffer, 0, Math.min(READ_SIZE, written - position), position)
        reading = read.catch(() => {})
        const { bytesRead } = await read
        position += bytesRead
        yield Buffer.from(buffer.subarray(0, bytesRead))
      } else if (failed !== undefined) {
        throw failed
      } else if (ended) {
        return
      } else {
        await new Promise<void>((resolve) => (wake = resolve))
      }
    }
  }

  return {
    stream: readBack(),
    close() {
      if (closed) return
      closed = true
      notify()
      void Promise.all([writing, reading])
        .then(() => file.close())
        .then(() => (unlinked ? undefined : rm(dir, { recursive: true, force: true })))
        .catch(() => {})
    },
  }
}
