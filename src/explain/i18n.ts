/**
 * Message catalogues (messages/en.json, messages/ja.json: data, ICU MessageFormat) and the one
 * way to turn a key into text: intl-messageformat, for plurals and selects. A key missing from a
 * catalogue throws, so a test rendering every key in both languages finds it.
 */
import { IntlMessageFormat } from 'intl-messageformat'
import en from './messages/en.json' with { type: 'json' }
import ja from './messages/ja.json' with { type: 'json' }

export const LANGS = ['en', 'ja'] as const
export type Lang = (typeof LANGS)[number]
export type MessageKey = keyof typeof en

export const CATALOGUES: Record<Lang, Record<string, string>> = { en, ja }

export type Params = Record<string, string | number>

const compiled = new Map<string, IntlMessageFormat>()

export class MissingMessageError extends Error {
  override name = 'MissingMessageError'
}

export function t(lang: Lang, key: MessageKey, params: Params = {}): string {
  const id = `${lang}\u0000${key}`
  let format = compiled.get(id)
  if (!format) {
    const source = CATALOGUES[lang][key]
    if (source === undefined) throw new MissingMessageError(`message "${key}" is missing from the ${lang} catalogue`)
    format = new IntlMessageFormat(source, lang)
    compiled.set(id, format)
  }
  return String(format.format(params))
}

/** "a, b and c" (or "a, b or c") in the language's own way. */
export function listOf(lang: Lang, items: string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length === 0) return ''
  if (items.length === 1) return items[0]!
  const joiner = lang === 'ja' ? '、' : ', '
  return t(lang, conjunction === 'or' ? 'list.or' : 'list.and', { first: items.slice(0, -1).join(joiner), last: items[items.length - 1]! })
}

/** A message given as data (a key, its parameters, and a list it names), in the language's words. */
export interface MessageData {
  key: string
  params?: Record<string, string | number>
  items?: MessageData[]
}

export function messageText(lang: Lang, message: MessageData): string {
  const params: Params = { ...message.params }
  if (message.items) params.items = listOf(lang, message.items.map((item) => messageText(lang, item)))
  return t(lang, message.key as MessageKey, params)
}
