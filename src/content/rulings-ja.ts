/**
 * Every curated ruling's title and summary in Japanese, in the project's own words, keyed by
 * ruling id: the import format of the translations (content/rulings-ja.json), which the seed stores
 * per ruling in the database and the export writes back. The API serves them from the database.
 * Terms follow the OCG's official wording: エンドフェイズ, 手札調整, チェーン, 強制効果, 任意効果, 発動, 効果処理.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../paths.js'

export interface JapaneseRuling {
  title: string
  summary: string
}

export const RULINGS_JA_FILE = join(PROJECT_ROOT, 'content', 'rulings-ja.json')

/** Refuses a malformed translation file, naming the entry: it is edited by hand. */
export function validateTranslations(data: unknown, file = 'rulings-ja.json'): Record<string, JapaneseRuling> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error(`${file} must be an object keyed by ruling id`)
  const out: Record<string, JapaneseRuling> = {}
  for (const [id, entry] of Object.entries(data as Record<string, unknown>)) {
    const e = entry as Record<string, unknown> | null
    for (const field of ['title', 'summary'] as const) {
      const value = e?.[field]
      if (typeof value !== 'string' || value.trim() === '') throw new Error(`${file}: ${JSON.stringify(id)}.${field} must be a non-empty string`)
    }
    out[id] = { title: e!.title as string, summary: e!.summary as string }
  }
  return out
}

let rulingsJaRead: Readonly<Record<string, JapaneseRuling>> | undefined

/** The translation file, read and checked on the first call (at start, not when a module is imported). */
export function rulingsJa(): Readonly<Record<string, JapaneseRuling>> {
  rulingsJaRead ??= validateTranslations(JSON.parse(readFileSync(RULINGS_JA_FILE, 'utf8')))
  return rulingsJaRead
}

/** The translation file's text as the export writes it (and as it is kept in the repository). */
export function formatTranslations(translations: Readonly<Record<string, JapaneseRuling>>): string {
  return `${JSON.stringify(translations, null, 2)}\n`
}
