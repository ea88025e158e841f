/**
 * Rendering an answer's explanation: as JSON entries with Discord-ready Markdown messages, or as
 * Markdown or plain text. On a long board this costs more than the resolve itself (hundreds of
 * milliseconds for forty items), so the service runs it in the worker-thread pool
 * (enumerate-pool.ts) rather than on the event loop; a short board's stays on the event loop.
 */
import type { EngineRequest, EngineResult } from '../engine/index.js'
import { explain, type Explanation } from '../explain/render.js'
import { toMessages, toText, type TextFormat } from '../explain/format.js'
import type { Lang } from '../explain/i18n.js'

/** The explanation as the JSON answer carries it: the entries, and the same as Discord-ready Markdown messages. */
export interface ExplanationJson extends Explanation {
  /** Markdown, each message at most 2,000 characters (Discord's limit), split between entries. */
  messages: string[]
}

export interface ExplainTask {
  request: EngineRequest
  result: Omit<EngineResult, 'outcomes'>
  /** Canonical English name → Japanese name (for lang ja). */
  localNames: Map<string, string>
  /** Ruling id → its summary in `lang` as the catalog stores it (empty for English, which the rulings carry). */
  rulingSummaries: Map<string, string>
  lang: Lang
  format: 'json' | TextFormat
  publicUrl: string
  /** The seat the explanation speaks to: that player is "you", the other "your opponent". */
  perspective?: 'A' | 'B'
}

export function renderExplanation(task: ExplainTask): ExplanationJson | string {
  const { lang, format, publicUrl } = task
  const context = {
    request: task.request,
    result: task.result as EngineResult,
    localNames: task.localNames,
    rulingSummaries: task.rulingSummaries,
    ...(task.perspective ? { perspective: task.perspective } : {}),
  }
  if (format !== 'json') return toText(explain(context, lang, format), format, publicUrl)
  return { ...explain(context, lang, 'plain'), messages: toMessages(explain(context, lang, 'markdown'), 'markdown', publicUrl) }
}
