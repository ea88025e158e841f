/**
 * npm run content:texts [-- cards.json.gz]
 * Writes content/card-texts.json: the printed text (English and Japanese, and the Pendulum
 * Effect) of every curated card, taken from the yaml-yugi data, so the embedded start serves the
 * curated cards with their text. Run it again when the curated cards change; the seed loads the file.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { curatedContent } from '../content/index.js'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const source = resolve(process.argv[2] ?? resolve(repo, '../shared/data/yaml-yugi/cards.json.gz'))
const raw = await readFile(source)
const records = JSON.parse((source.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')) as Array<Record<string, unknown>>
const byKonami = new Map<number, Record<string, unknown>>()
const byPassword = new Map<number, Record<string, unknown>>()
for (const record of records) {
  if (typeof record.konami_id === 'number') byKonami.set(record.konami_id, record)
  if (typeof record.password === 'number') byPassword.set(record.password, record)
}
const texts: Record<string, { text: Record<string, string>; pendulumText?: Record<string, string> }> = {}
const missing: string[] = []
for (const card of curatedContent().cards) {
  const record = (card.konamiId !== null ? byKonami.get(card.konamiId) : undefined) ?? (card.password !== null ? byPassword.get(card.password) : undefined)
  const pick = (field: string) => {
    const value = record?.[field] as Record<string, string> | undefined
    const out: Record<string, string> = {}
    for (const lang of ['en', 'ja']) if (typeof value?.[lang] === 'string' && value[lang]!.trim() !== '') out[lang] = value[lang]!
    return out
  }
  const text = pick('text')
  if (Object.keys(text).length === 0) {
    missing.push(card.name.en)
    continue
  }
  const pendulumText = pick('pendulum_effect')
  texts[card.name.en] = Object.keys(pendulumText).length > 0 ? { text, pendulumText } : { text }
}
await writeFile(resolve(repo, 'content/card-texts.json'), `${JSON.stringify(texts, null, 1)}\n`)
console.log(`wrote the texts of ${Object.keys(texts).length} curated cards${missing.length ? `; no text for: ${missing.join(', ')}` : ''}`)
