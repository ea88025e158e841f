/**
 * Rulings readable alone: a ruling in Japanese (its title and summary as stored for the ruling,
 * card names as stored), and as Markdown or plain text.
 */
import type { RulingDto, RulingTextDto } from '../catalog/dto.js'
import { DISCORD_MESSAGE_LIMIT, type TextFormat } from './format.js'
import { t, type Lang } from './i18n.js'

/**
 * The ruling in the language asked for: title and text (summary) from its stored translation
 * (`texts`, the catalog's rulingTexts for the language), the English where it has none; card names local where stored.
 */
export function localiseRuling(ruling: RulingDto, lang: Lang, localNames: ReadonlyMap<string, string>, texts: ReadonlyMap<string, RulingTextDto>): RulingDto {
  if (lang === 'en') return ruling
  const local = texts.get(ruling.id)
  return {
    ...ruling,
    ...(local ? { title: local.title, text: local.text } : {}),
    cards: ruling.cards.map((card) => ({ ...card, name: localNames.get(card.name) ?? card.name })),
  }
}

const escape = (text: string) => text.replace(/([\\*_~`|[\]])/g, '\\$1')

/** One ruling as text: title, summary, status, cards and references, and its own link. Markdown fits one Discord message. */
export function rulingText(ruling: RulingDto, lang: Lang, format: TextFormat, publicUrl: string): string {
  const md = format === 'markdown'
  const link = `${publicUrl}/v1/rulings/${encodeURIComponent(ruling.id)}`
  const meta = [
    t(lang, ruling.authority === 'official' ? 'ruling.authority.official' : ruling.authority === 'fan-guide' ? 'ruling.authority.fan_guide' : 'ruling.authority.community'),
    ...(ruling.date ? [ruling.date] : []),
    ...(ruling.status === 'superseded' ? [t(lang, 'ruling.superseded', { by: ruling.supersededBy ?? '' })] : []),
  ].join(' · ')
  const refs = ruling.references.map((r) => `- ${md ? escape(r.title) : r.title}${r.locator ? ` (${r.locator})` : ''}`)
  const cards = ruling.cards.map((c) => (md ? `**${escape(c.name)}**` : c.name))
  const lines = [
    md ? `### ${escape(ruling.title)}` : ruling.title,
    md ? escape(ruling.text) : ruling.text,
    md ? `*${meta}* — [${ruling.id}](<${link}>)` : `${meta} — ${ruling.id}`,
    ...(cards.length > 0 ? [`${t(lang, 'ruling.cards')}: ${cards.join(lang === 'ja' ? '、' : ', ')}`] : []),
    ...(refs.length > 0 ? [`${t(lang, 'ruling.references')}:`, ...refs] : []),
  ]
  const text = lines.join('\n')
  return text.length <= DISCORD_MESSAGE_LIMIT ? text : `${text.slice(0, DISCORD_MESSAGE_LIMIT - 1)}…`
}
