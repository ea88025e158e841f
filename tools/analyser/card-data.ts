/**
 * Reads the yaml-yugi aggregate (cards.json.gz) into analyser inputs, for the quality script and the
 * quality test. Not used by the analyser itself, which does no I/O.
 */
import { readFile } from 'node:fs/promises'
import { gunzipSync } from 'node:zlib'
import { MalformedRecord, mapYamlYugiCard } from '../../src/catalog/yaml-yugi.js'
import type { AnalyserCard } from '../../src/analyser/types.js'

export interface CardRecord {
  password: number | null
  konamiId: number | null
  card: AnalyserCard
}

/**
 * Parses the aggregate (an array of yaml-yugi cards) into analyser inputs, through the importer's
 * own mapping, so the quality is measured on what an import gives the analyser. Records the
 * importer refuses are left out.
 */
export function parseCards(json: string): CardRecord[] {
  const data: unknown = JSON.parse(json)
  if (!Array.isArray(data)) throw new Error('cards.json must be a JSON array')
  return data.flatMap((raw: unknown) => {
    try {
      const mapped = mapYamlYugiCard(raw)
      return [
        {
          password: mapped.card.password,
          konamiId: mapped.card.konamiId,
          card: {
            name: mapped.name,
            text: mapped.text,
            pendulumEffect: mapped.pendulumText,
            cardType: mapped.card.cardType,
            monsterTypeLine: mapped.card.monsterTypeLine,
            property: mapped.card.property,
          },
        },
      ]
    } catch (error) {
      if (error instanceof MalformedRecord) return []
      throw error
    }
  })
}

export async function loadCards(path: string): Promise<CardRecord[]> {
  const buffer = await readFile(path)
  const json = path.endsWith('.gz') ? gunzipSync(buffer).toString('utf8') : buffer.toString('utf8')
  return parseCards(json)
}

/** Finds a labelled card: by Konami id, else by password. */
export function indexCards(records: readonly CardRecord[]): (ref: { konamiId: number | null; password: number | null }) => CardRecord | undefined {
  const byKonami = new Map<number, CardRecord>()
  const byPassword = new Map<number, CardRecord>()
  for (const r of records) {
    if (r.konamiId !== null && !byKonami.has(r.konamiId)) byKonami.set(r.konamiId, r)
    if (r.password !== null && !byPassword.has(r.password)) byPassword.set(r.password, r)
  }
  return (ref) => (ref.konamiId !== null ? byKonami.get(ref.konamiId) : undefined) ?? (ref.password !== null ? byPassword.get(ref.password) : undefined)
}
