/**
 * An explanation as text: Markdown ready for Discord (each message at most 2,000 characters, split
 * between entries, ruling ids linked to GET /v1/rulings/:id) or plain text.
 */
import { t } from './i18n.js'
import type { Explanation } from './render.js'

/** Discord's limit on one message's content. */
export const DISCORD_MESSAGE_LIMIT = 2000

export type TextFormat = 'markdown' | 'plain'

function rulingLink(id: string, publicUrl: string, lang: string): string {
  // <…> keeps Discord from unfurling a preview of every link; a Japanese reader gets the ruling in Japanese.
  return `[${id}](<${publicUrl.replace(/\/$/, '')}/v1/rulings/${encodeURIComponent(id)}${lang === 'ja' ? '?lang=ja' : ''}>)`
}

/** The lines of an explanation: the title, then one per entry. */
function lines(explanation: Explanation, format: TextFormat, publicUrl: string): string[] {
  const label = t(explanation.lang, 'rulings.label')
  // The answer in a line first (a bot may show it alone), then each step.
  const out = [format === 'markdown' ? `## ${explanation.title}` : explanation.title, format === 'markdown' ? `**${explanation.summary.replace(/\*/g, '\\*')}**` : explanation.summary]
  explanation.entries.forEach((entry, i) => {
    const cited = entry.rulings.length === 0 ? '' : format === 'markdown' ? ` — ${entry.rulings.map((id) => rulingLink(id, publicUrl, explanation.lang)).join(', ')}` : ` [${label}: ${entry.rulings.join(', ')}]`
    const text = entry.kind === 'note' && format === 'markdown' ? `*${entry.text.replace(/\*/g, '\\*')}*` : entry.text
    out.push(`${i + 1}. ${text}${cited}`)
  })
  return out
}

/** Cuts a line longer than the limit at spaces (a single entry never should be; kept safe). */
function cut(line: string, limit: number): string[] {
  const parts: string[] = []
  let rest = line
  while (rest.length > limit) {
    let at = rest.lastIndexOf(' ', limit)
    if (at <= 0) at = limit
    parts.push(rest.slice(0, at))
    rest = rest.slice(at).trimStart()
  }
  parts.push(rest)
  return parts
}

/**
 * The explanation as messages of at most `limit` characters each, split between entries; every
 * message after the first starts with a "(continued n/total)" line.
 */
export function toMessages(explanation: Explanation, format: TextFormat, publicUrl = '', limit = DISCORD_MESSAGE_LIMIT): string[] {
  const reserve = 40 // room for the "(continued n/total)" header
  const pieces = lines(explanation, format, publicUrl).flatMap((line) => cut(line, limit - reserve))
  const chunks: string[][] = [[]]
  let size = 0
  for (const piece of pieces) {
    const current = chunks[chunks.length - 1]!
    if (current.length > 0 && size + 1 + piece.length > limit - reserve) {
      chunks.push([piece])
      size = piece.length
    } else {
      current.push(piece)
      size += (current.length > 1 ? 1 : 0) + piece.length
    }
  }
  return chunks.map((chunk, i) => (i === 0 ? chunk : [t(explanation.lang, 'message.continued', { n: i + 1, total: chunks.length }), ...chunk]).join('\n'))
}

/** Markdown: the messages joined, a line holding only "---" between two; plain text: one document. */
export function toText(explanation: Explanation, format: TextFormat, publicUrl = ''): string {
  if (format === 'plain') return `${lines(explanation, format, publicUrl).join('\n')}\n`
  return `${toMessages(explanation, format, publicUrl).join('\n\n---\n\n')}\n`
}
