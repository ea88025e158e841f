/**
 * npm run analyser:snapshot -- <out.ndjson> [cards.json.gz]
 * Runs the card-text analyser over every card of the shared card data and writes one line per card,
 * in the data's order: its ids, its name and the analyser's whole result, serialised as is (key
 * order included, since the database and the content files keep what the analyser returns). Two
 * snapshots of the same data from two versions of the analyser diff line by line: a refactor must
 * leave the diff empty. The time to analyse every card (the serialising left out) goes to stderr.
 */
import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { analyseCard } from '../src/analyser/index.js'
import { SHARED_CARD_DATA } from '../test/helpers/shared.js'
import { loadCards } from './analyser/card-data.js'

const out = process.argv[2]
if (out === undefined) {
  console.error('usage: npm run analyser:snapshot -- <out.ndjson> [cards.json.gz]')
  process.exit(2)
}
const cardsPath = resolve(process.argv[3] ?? SHARED_CARD_DATA)
const records = await loadCards(cardsPath)

const started = process.hrtime.bigint()
const results = records.map((record) => analyseCard(record.card))
const ms = Number(process.hrtime.bigint() - started) / 1e6

const lines = records.map((record, i) => JSON.stringify({ konamiId: record.konamiId, password: record.password, name: record.card.name, result: results[i] }))
await writeFile(resolve(out), `${lines.join('\n')}\n`)
const items = results.reduce((n, r) => n + r.phases.length, 0)
console.error(`analysed ${records.length} cards (${items} phase items) in ${ms.toFixed(0)} ms; wrote ${resolve(out)}`)
