/**
 * An answer in a line, from a player's seat: the summary (what happens, the deciding ruling)
 * whenever an explanation is asked; `perspective` words the explanation to one player in English
 * and Japanese; an error asked for as Markdown or plain text comes in that format; links are
 * absolute from the request's own host when PUBLIC_URL is unset (the forwarded host only from a
 * trusted proxy). Expected sentences written before the code ran on these boards.
 */
import t from 'tap'
import { build, readOnlyApp } from './helpers/build.js'

type Explanation = { summary: string; title: string; entries: Array<{ text: string }>; messages: string[] }
type App = Awaited<ReturnType<typeof build>>

// Limiter Removal activated this turn on Cyber Archfiend; A holds eight cards in hand.
const LIMITER = {
  turnPlayer: 'A',
  players: { A: { field: ['Cyber Archfiend'], graveyard: ['Limiter Removal'], hand: 8 }, B: {} },
  thisTurn: [{ player: 'A', activated: 'Limiter Removal', affected: ['Cyber Archfiend'] }],
}

async function explained(app: App, body: Record<string, unknown>, query = ''): Promise<Explanation> {
  const res = await app.inject({ method: 'POST', url: `/v1/resolve${query}`, payload: body })
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json().explanation
}

t.test('the summary, and the seat it is told from', async (t) => {
  const app = await readOnlyApp()

  t.test('a summary whenever an explanation is asked: one sentence, what happens and the deciding ruling', async (t) => {
    const plain = await app.inject({ method: 'POST', url: '/v1/resolve', payload: LIMITER })
    t.equal(plain.json().explanation, undefined, 'no explanation asked: none, and no summary')
    const explanation = await explained(app, { ...LIMITER, explain: 'en' })
    t.equal(
      explanation.summary,
      'End Phase: Limiter Removal sends Cyber Archfiend to the GY, A (turn player) discards 2 cards and the turn passes to B (opponent) (deciding ruling: ygo-ep-three-parts).',
    )
    t.notMatch(explanation.summary, /\n/, 'one line')
    const markdown = await app.inject({ method: 'POST', url: '/v1/resolve?format=markdown', payload: LIMITER })
    t.equal(markdown.body.split('\n')[1], `**${explanation.summary}**`, 'Markdown gives it first, under the title')
    const text = await app.inject({ method: 'POST', url: '/v1/resolve', headers: { accept: 'text/plain' }, payload: LIMITER })
    t.equal(text.body.split('\n')[1], explanation.summary, 'and so does plain text')
  })

  t.test('perspective A in English: "you" and "your opponent", verbs agreeing', async (t) => {
    const explanation = await explained(app, { ...LIMITER, explain: 'en', perspective: 'A' })
    t.equal(explanation.summary, 'End Phase: Limiter Removal sends Cyber Archfiend to the GY, you discard 2 cards and the turn passes to your opponent (deciding ruling: ygo-ep-three-parts).')
    const said = explanation.entries.map((e) => e.text)
    t.ok(said.includes('You have 8 cards in hand; the limit is 6, so you must discard down to it.'), said.join('\n'))
    t.ok(said.some((text) => /^You hold priority in the list phase and pass\./.test(text)))
    t.notOk(said.some((text) => /\bA \(turn player\)|\byou (holds|has|discards|applies|passes)\b/i.test(text)), 'never A by letter, never "you holds"')
    t.ok(said.some((text) => /your opponent starts their turn/.test(text)))
  })

  t.test('perspective B in Japanese: あなた and 相手', async (t) => {
    const explanation = await explained(app, { ...LIMITER, explain: 'ja', perspective: 'B' })
    t.equal(explanation.summary, 'エンドフェイズ：リミッター解除がサイバーデーモンを墓地へ送る、相手はカードを2枚捨てるとあなたのターンになる（決め手の裁定：ygo-ep-three-parts）。')
    const said = explanation.entries.map((e) => e.text).join('\n')
    t.match(said, /相手の手札は8枚/)
    t.match(said, /あなたのターンになる/)
    t.notMatch(said, /ターンプレイヤーA|非ターンプレイヤーB/)
  })

  t.test('?perspective= in the query does the same as the body field', async (t) => {
    const fromQuery = await app.inject({ method: 'POST', url: '/v1/resolve?format=plain&perspective=A', payload: LIMITER })
    t.match(fromQuery.body, /you discard 2 cards/)
    const bad = await app.inject({ method: 'POST', url: '/v1/resolve?perspective=C', payload: LIMITER })
    t.equal(bad.statusCode, 400)
    t.match(bad.json().field, /perspective/)
  })
})

t.test('errors in the format asked, links from the request host', async (t) => {
  const app = await readOnlyApp()
  const ambiguous = { turnPlayer: 'A', players: { A: { field: ['danger'] }, B: {} } }

  t.test('an error asked for as Markdown or plain text is answered in that format', async (t) => {
    const markdown = await app.inject({ method: 'POST', url: '/v1/resolve?format=markdown', payload: ambiguous })
    t.equal(markdown.statusCode, 422)
    t.match(markdown.headers['content-type'], /^text\/markdown/)
    t.match(markdown.body, /^\*\*Error 422 \(AMBIGUOUS_CARD\)\*\*: ambiguous card name/)
    t.match(markdown.body, /\n- players\.A\.field\\\[0\\\] "danger" could be: Danger! (Nessie|Bigfoot)!, Danger! (Nessie|Bigfoot)!\n/)
    const plain = await app.inject({ method: 'POST', url: '/v1/resolve', headers: { accept: 'text/plain' }, payload: { turnPlayer: 'C', players: { A: {}, B: {} } } })
    t.equal(plain.statusCode, 400)
    t.match(plain.headers['content-type'], /^text\/plain/)
    t.match(plain.body, /^Error 400 \(INVALID_PARAMETER\): body\.turnPlayer/)
    const json = await app.inject({ method: 'POST', url: '/v1/resolve', payload: ambiguous })
    t.equal(json.json().code, 'AMBIGUOUS_CARD', 'JSON when nothing else is asked')
  })

  t.test('links are absolute from the request host when PUBLIC_URL is unset', async (t) => {
    const res = await app.inject({ method: 'POST', url: '/v1/resolve?format=markdown', headers: { host: 'bot.example:8080' }, payload: LIMITER })
    t.match(res.body, /\[ygo-ep-three-parts\]\(<http:\/\/bot\.example:8080\/v1\/rulings\/ygo-ep-three-parts>\)/)
    const ids = await app.inject({ method: 'POST', url: '/v1/resolve', headers: { host: 'bot.example' }, payload: { ...LIMITER, citations: 'ids' } })
    t.match(ids.json().rulings[0].link, /^http:\/\/bot\.example\/v1\/rulings\//)
    const forwarded = await app.inject({ method: 'POST', url: '/v1/resolve?format=markdown', headers: { host: 'bot.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, payload: LIMITER })
    t.notMatch(forwarded.body, /evil\.example|https:/, 'an untrusted proxy\'s forwarded host is ignored')
    t.match(forwarded.body, /<http:\/\/bot\.example\/v1\/rulings\//)
    const graphql = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'bot.example' },
      payload: { query: 'query($r: JSON!) { resolve(request: $r) { rulings { id link } } }', variables: { r: LIMITER } },
    })
    t.match(graphql.json().data.resolve.rulings[0].link, /^http:\/\/bot\.example\/v1\/rulings\//, 'GraphQL links the same way')
  })

  t.test('behind a trusted proxy, the forwarded host and scheme', async (t) => {
    const proxied = await build(t, { app: { trustProxy: true } as never })
    const res = await proxied.inject({ method: 'POST', url: '/v1/resolve?format=markdown', headers: { host: 'internal:3000', 'x-forwarded-host': 'rulings.example.org', 'x-forwarded-proto': 'https' }, payload: LIMITER })
    t.match(res.body, /<https:\/\/rulings\.example\.org\/v1\/rulings\/ygo-ep-three-parts>/)
  })

  t.test('PUBLIC_URL, where set, wins', async (t) => {
    const configured = await build(t, { app: { publicUrl: 'https://rulings.example.net' } })
    const res = await configured.inject({ method: 'POST', url: '/v1/resolve?format=markdown', headers: { host: 'bot.example' }, payload: LIMITER })
    t.match(res.body, /<https:\/\/rulings\.example\.net\/v1\/rulings\//)
    t.notMatch(res.body, /bot\.example/)
  })
})
