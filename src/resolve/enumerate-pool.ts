/**
 * `enumerate` requests run off the event loop, in a pool of worker threads (piscina), each within
 * a time budget and a byte budget (enumerate-task.ts). So do the main line of a long board and
 * the explanations of a long answer (explain-task.ts), which take tens to hundreds of
 * milliseconds there; the main line of a short board costs a fraction of a millisecond and stays
 * on the event loop (the service decides which is which).
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
import { renderExplanation, type ExplainTask, type ExplanationJson } from './explain-task.js'

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

  /** Whether tasks run in threads (ENUMERATE_THREADS is not 0). */
  get threaded(): boolean {
    return this.options.threads > 0
  }

  /**
   * An enumerate (or a long board's main line) in a thread. `maxBytes` lowers the byte budget
   * for this one (a GraphQL answer's resolves share one budget).
   */
  async run(request: EngineRequest, maxBytes = this.options.maxBytes): Promise<Enumerated> {
    const arrived = performance.now()
    const task: EnumerateTask = { request, timeMs: this.options.timeMs, maxBytes: Math.min(maxBytes, this.options.maxBytes) }
    const answer = this.options.threads === 0 ? runEnumerate(task) : await this.inThread<EnumerateDone | EnumerateRefused>(task)
    if (answer.kind === 'refused') throw new ApiError(answer.statusCode, answer.code, answer.message, answer.details)
    const { outcomesJson, ...rest } = answer
    return { ...rest, outcomesJson: Buffer.from(outcomesJson.buffer, outcomesJson.byteOffset, outcomesJson.byteLength), totalMs: performance.now() - arrived }
  }

  /** An explanation rendered in a thread. */
  async explain(task: ExplainTask): Promise<ExplanationJson | string> {
    return this.options.threads === 0 ? renderExplanation(task) : this.inThread<ExplanationJson | string>(task, 'renderExplanation')
  }

  private async inThread<T>(task: unknown, name?: string): Promise<T> {
    try {
      return (await this.threads().run(task, name ? { name } : {})) as T
    } catch (error) {
      if (error instanceof Error && error.message === 'Task queue is at limit') {
        throw new ApiError(503, 'ENUMERATE_BUSY', `too many enumerate or long resolve requests are waiting (${this.options.threads * QUEUE_PER_THREAD}); try again shortly`)
      }
      throw error
    }
  }

  async close(): Promise<void> {
    const pool = this.pool
    this.pool = null
    await pool?.destroy()
  }
}
