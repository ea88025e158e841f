/**
 * `enumerate` requests run off the event loop, in a pool of worker threads (piscina), each within
 * a time budget and a byte budget (enumerate-task.ts). The main line of a request without
 * `enumerate` costs a fraction of a millisecond and stays on the event loop.
 *
 * - The time budget is the search's own (its result does not depend on how busy the service is,
 *   beyond the budget). Waiting for a thread is bounded by the queue: at most 32 requests per
 *   thread wait; past that the answer is 503 ENUMERATE_BUSY (with Retry-After, as every 503),
 *   rather than a queue that grows without bound.
 * - The threads start with the first enumerate request (a service that never enumerates starts none).
 */
import { Piscina } from 'piscina'
import { ApiError } from '../errors.js'
import type { EngineRequest } from '../engine/index.js'
import { runEnumerate, type EnumerateDone, type EnumerateRefused, type EnumerateTask } from './enumerate-task.js'

export interface EnumerateOptions {
  /** Worker threads (ENUMERATE_THREADS); 0 runs the search on the event loop (still within the budgets). */
  threads: number
  /** ENUMERATE_TIME_MS: the most time one enumerate search runs. */
  timeMs: number
  /** ENUMERATE_ANSWER_MB, in bytes: the most an answer's steps, events and outcomes take. */
  maxBytes: number
}

export const DEFAULT_ENUMERATE: EnumerateOptions = { threads: 1, timeMs: 200, maxBytes: 2 * 1024 * 1024 }

const QUEUE_PER_THREAD = 32

// The worker's module beside this one: .ts under tsx (tests, npm run dev), .js once built.
const WORKER_FILE = new URL(`./enumerate-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href

export interface Enumerated extends Omit<EnumerateDone, 'outcomesJson'> {
  outcomesJson: Buffer
  /** How long the request waited for a thread and ran, in ms. */
  totalMs: number
}

export class EnumeratePool {
  private pool: Piscina | null = null
  readonly options: EnumerateOptions

  constructor(options: Partial<EnumerateOptions> = {}) {
    this.options = { ...DEFAULT_ENUMERATE, ...options }
  }

  /** The threads start with the first enumerate request. */
  private threads(): Piscina {
    this.pool ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      maxQueue: this.options.threads * QUEUE_PER_THREAD,
    })
    return this.pool
  }

  async run(request: EngineRequest): Promise<Enumerated> {
    const arrived = performance.now()
    const task: EnumerateTask = { request, timeMs: this.options.timeMs, maxBytes: this.options.maxBytes }
    let answer: EnumerateDone | EnumerateRefused
    if (this.options.threads === 0) answer = runEnumerate(task)
    else {
      try {
        answer = (await this.threads().run(task)) as EnumerateDone | EnumerateRefused
      } catch (error) {
        if (error instanceof Error && error.message === 'Task queue is at limit') {
          throw new ApiError(503, 'ENUMERATE_BUSY', `too many enumerate requests are waiting (${this.options.threads * QUEUE_PER_THREAD}); try again shortly`)
        }
        throw error
      }
    }
    if (answer.kind === 'refused') throw new ApiError(answer.statusCode, answer.code, answer.message, answer.details)
    const { outcomesJson, ...rest } = answer
    return { ...rest, outcomesJson: Buffer.from(outcomesJson.buffer, outcomesJson.byteOffset, outcomesJson.byteLength), totalMs: performance.now() - arrived }
  }

  async close(): Promise<void> {
    const pool = this.pool
    this.pool = null
    await pool?.destroy()
  }
}
