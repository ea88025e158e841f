/**
 * Rulings readable alone: every curated ruling has a Japanese title and summary (data); a ruling
 * and a card's rulings are served in Japanese, and as Markdown or plain text.
 */
import t from 'tap'
import { build } from './helpers/build.js'
import { curatedContent } from '../src/content/index.js'
import { rulingsJa } from '../src/content/rulings-ja.js'
import { RULING_IDS } from './helpers/ruling-ids.js'
import { DISCORD_MESSAGE_LIMIT } from '../src/explain/format.js'

const RULINGS_JA = rulingsJa()

const { rulings: RULINGS } = curatedContent()

t.test('every curated ruling has a Japanese title and summary, and nothing else is translated', async (t) => {
  t.same(Object.keys(RULINGS_JA).sort(), RULINGS.map((r) => r.id).sort())
  for (const [id, ja] of Object.entries(RULINGS_JA)) {
    t.match(ja.title, /[\u3040-\u30ff\u4e00-\u9fff]/, `${id} title is Japanese`)
    t.match(ja.summary, /[\u3040-\u30ff\u4e00-\u9fff]/, `${id} summary is Japanese`)
  }
})

t.test('GET /v1/rulings/:id and /v1/cards/:id/rulings in Japanese, Markdown and plain text', async (t) => {
  const app = await build(t)
  const id = RULING_IDS.lylaVeiler

  const ja = await app.inject({ url: `/v1/rulings/${id}?lang=ja` })
  t.equal(ja.statusCode, 200)
  t.equal(ja.json().title, RULINGS_JA[id]!.title)
  t.equal(ja.json().text, RULINGS_JA[id]!.summary)
  t.ok(ja.json().cards.some((c: { name: string }) => c.name === 'ライトロード・マジシャン ライラ'), 'card names in Japanese where stored')

  const en = await app.inject({ url: `/v1/rulings/${id}` })
  t.match(en.json().title, /^Lyla, Lightsworn Sorceress and Effect Veiler/)

  const markdown = await app.inject({ url: `/v1/rulings/${id}?lang=ja`, headers: { accept: 'text/markdown' } })
  t.match(markdown.headers['content-type'], /^text\/markdown/)
  t.match(markdown.body, new RegExp(`^### ${RULINGS_JA[id]!.title}\\n`))
  t.match(markdown.body, /\*\*ライトロード・マジシャン ライラ\*\*/)
  t.match(markdown.body, new RegExp(`\\[${id}\\]\\(</v1/rulings/${id}>\\)`))
  t.ok(markdown.body.length <= DISCORD_MESSAGE_LIMIT + 1)

  const plain = await app.inject({ url: `/v1/rulings/${id}?format=plain` })
  t.match(plain.headers['content-type'], /^text\/plain/)
  t.match(plain.body, /^Lyla, Lightsworn Sorceress and Effect Veiler/)

  const cardRulings = await app.inject({ url: `/v1/cards/${encodeURIComponent('Effect Veiler')}/rulings?lang=ja&format=markdown` })
  t.equal(cardRulings.statusCode, 200)
  t.match(cardRulings.body, /^### /)
  t.match(cardRulings.body, /\n---\n|^### [^\n]+\n[^#]*$/)
  const cardRulingsJson = await app.inject({ url: `/v1/cards/${encodeURIComponent('Effect Veiler')}/rulings?lang=ja` })
  t.ok(cardRulingsJson.json().items.length > 0)
  for (const ruling of cardRulingsJson.json().items) t.equal(ruling.title, RULINGS_JA[ruling.id]!.title)

  const bad = await app.inject({ url: `/v1/rulings/${id}?lang=xx` })
  t.equal(bad.statusCode, 400)
  t.match(bad.json().message, /lang/)
})
