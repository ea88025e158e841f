/**
 * Explanations: every event type, step window and decision kind has a rendering in both
 * languages; the seeds' worked cases read as a person would tell them (golden, reviewed by
 * reading); the Markdown fits Discord's message limit; formats are picked by ?format= or Accept.
 */
import t from 'tap'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../src/paths.js'
import { IntlMessageFormat } from 'intl-messageformat'
import { build } from './helpers/build.js'
import { CATALOGUES, LANGS, type MessageKey } from '../src/explain/i18n.js'
import { BOARD_ACTION_KEYS, DECISION_RENDERINGS, EVENT_RENDERINGS, WINDOW_LABELS, boardAction, explain, makeRenderer } from '../src/explain/render.js'
import type { BoardAction } from '../src/domain/behaviour.js'
import { DISCORD_MESSAGE_LIMIT, toMessages } from '../src/explain/format.js'
import { DECISION_KINDS, EVENT_TYPES, STEP_WINDOWS, type EngineEvent, type EngineRequest, type EngineResult } from '../src/engine/index.js'

t.test('both catalogues hold the same keys, and every message compiles', async (t) => {
  t.same(Object.keys(CATALOGUES.ja).sort(), Object.keys(CATALOGUES.en).sort())
  for (const lang of LANGS) for (const [key, source] of Object.entries(CATALOGUES[lang])) t.doesNotThrow(() => new IntlMessageFormat(source, lang), `${lang} ${key}`)
})

t.test('the Japanese catalogue speaks the OCG official terms', async (t) => {
  const all = Object.values(CATALOGUES.ja).join('\n')
  for (const term of ['エンドフェイズ', '手札調整', 'チェーン', '強制効果', '任意効果', '発動', '効果処理', 'スタンバイフェイズ', 'バトルフェイズ終了時', 'ターンプレイヤー', '優先権']) {
    t.ok(all.includes(term), term)
  }
})

/** One sample of every event type, with the fields the engine gives it. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  activate: { effect: 'x', player: 'A', card: 'Lyla, Lightsworn Sorceress', link: 1 },
  apply: { effect: 'x', player: 'A' },
  expire: { effect: 'x', player: 'B', window: 'end-of-turn' },
  resolve: { effect: 'x', player: 'A', outcome: 'negated', by: 'y' },
  'negate-activation': { effect: 'x', by: 'y' },
  'negate-effect': { effect: 'x', by: 'y' },
  'cannot-pay': { effect: 'y', respondsTo: 'x' },
  'loop-end': { reason: 'resource-exhausted', effect: 'x', by: 'y' },
  loop: { reason: 'repeated-state', effects: ['x'] },
  'list-end': { unused: ['x'] },
  'hand-size': { player: 'A', hand: 7, limit: 6, over: true },
  discard: { player: 'A', cards: ['c'], names: ['c'], reason: 'hand-size', round: 2 },
  'no-trigger': { effect: 'c', card: 'c', reason: 'card-effect-discard' },
  'not-modelled': { effect: 'garoth', player: 'A', card: 'Garoth, Lightsworn Warrior', kind: 'trigger', on: 'sent-to-gy', effectOnState: 'unknown' },
  'banished-instead': { player: 'A', cards: ['c'], names: ['c'], by: 'Macro Cosmos', effect: 'Macro Cosmos' },
  'move-prevented': { player: 'A', effect: 'e', cards: ['c'], names: ['c'], action: 'banish', by: 'Imperial Iron Wall', source: 'Imperial Iron Wall' },
  moved: { player: 'A', effect: 'eguls', card: 'Daigusto Eguls', subject: 'gulldo', name: 'Gusto Gulldo', moves: 'banished', as: 'cost' },
  'action-banned': { player: 'A', effect: 'e', card: 'Stardust Dragon', action: 'special-summon', by: 'Royal Prison', source: 'Royal Prison' },
  'cannot-activate': { effect: 'c', card: 'c', reason: 'end-phase-in-gy' },
  'turn-end': { player: 'A' },
  'phase-end': { phase: 'standby' },
  stack: { effect: 'x', player: 'A', depth: 2 },
  'opportunity-end': { player: 'A' },
  'damage-removed': { allies: [{ ally: 'a', name: 'a', player: 'A', damage: 2 }] },
  'continuous-damage': { effect: 'skull', player: 'B', card: 'Skull Invitation', chain: false, subject: 'elf', name: 'Mystical Elf', lp: { A: 7700 } },
  'as-turn-ends': { effect: 'x', player: 'A' },
  'size-limit': { player: 'A', hand: 3, handLimit: 2, memory: 1, memoryLimit: null, over: true },
  'state-based': { destroyed: ['a'] },
  destroyed: { ally: 'a', name: 'a', player: 'A', life: 0 },
}

const emptyBoard = { hand: [], field: [], graveyard: [] }
const request: EngineRequest = {
  game: 'yugioh',
  phase: 'end',
  turnPlayer: 'A',
  players: { A: emptyBoard, B: emptyBoard },
  effects: [],
  responses: [],
  choices: [],
  reading: 'official',
  enumerate: false,
  maxOutcomes: 1,
}

t.test('every event type the engine can emit is rendered in both languages', async (t) => {
  t.same(Object.keys(EVENT_RENDERINGS).sort(), [...EVENT_TYPES].sort())
  const events = EVENT_TYPES.map((type) => ({ type, rulings: [], ...SAMPLES[type] }) as EngineEvent)
  t.same(Object.keys(SAMPLES).sort(), [...EVENT_TYPES].sort(), 'a sample per type')
  const result: EngineResult = { steps: [], events, truncated: false, rulings: [], notes: [], eventSteps: events.map(() => 0) }
  for (const lang of LANGS) {
    const explanation = explain({ request, result, localNames: new Map() }, lang)
    t.equal(explanation.entries.length, EVENT_TYPES.length, lang)
    for (const entry of explanation.entries) t.notMatch(entry.text, /\{|undefined|NaN/, `${lang} ${entry.type}: ${entry.text}`)
  }
})

t.test('every step window and decision kind has a rendering in both languages', async (t) => {
  t.same(Object.keys(WINDOW_LABELS).sort(), [...STEP_WINDOWS].sort())
  t.same(Object.keys(DECISION_RENDERINGS).sort(), [...DECISION_KINDS].sort())
  for (const lang of LANGS) {
    for (const key of [...Object.values(WINDOW_LABELS), ...Object.values(DECISION_RENDERINGS)] as MessageKey[]) t.ok(CATALOGUES[lang][key], `${lang} ${key}`)
    const steps = DECISION_KINDS.map((decision, index) => ({
      index,
      window: STEP_WINDOWS[index % STEP_WINDOWS.length]!,
      decision,
      player: 'A' as const,
      legal: [{ type: 'pass' as const }],
      taken: { type: 'pass' as const },
      automatic: false,
      rulings: [],
    }))
    const explanation = explain({ request, result: { steps, events: [], truncated: false, rulings: [], notes: [] }, localNames: new Map() }, lang)
    t.equal(explanation.entries.length, DECISION_KINDS.length)
    for (const entry of explanation.entries) t.notMatch(entry.text, /\{|undefined/, `${lang} ${entry.type}: ${entry.text}`)
  }
})

t.test('every board action an item may do is said in both languages', async (t) => {
  for (const lang of LANGS) {
    const r = makeRenderer(lang, 'plain', { request, result: { steps: [], events: [], truncated: false, rulings: [], notes: [] }, localNames: new Map() })
    for (const action of Object.keys(BOARD_ACTION_KEYS) as Array<BoardAction['action']>) {
      for (const sample of [{ action }, { action, target: 'zone' as const, from: 'extra-deck' as const, count: 2, whose: 'each' as const, amount: 500 }]) {
        const text = boardAction(r, sample, undefined)
        t.notMatch(text, /\{|undefined|NaN/, `${lang} ${action}: ${text}`)
        t.ok(text.length > 0)
      }
    }
  }
})

const veiler = { id: 'veiler-ends', controller: 'B', card: 'Effect Veiler', kind: 'expire', mandatory: true, lasts: 'end-phase' }
/** Seed 001 example 1, written the short way: Lyla's own item negated until Veiler's ends. */
const LYLA_VEILER = { turnPlayer: 'A', players: { A: { field: [{ card: 'Lyla, Lightsworn Sorceress', negatedUntil: 'veiler-ends' }] }, B: {} }, effects: [veiler] }
const ladd = { id: 'ladd', controller: 'B', card: 'Light and Darkness Dragon', negates: 'activation', mandatory: true, oncePerChain: true, atk: 2800, def: 2400, cost: { atk: 500, def: 500 } }
/** Seed 001 example 3 under the fan guide's reading: the longest of the seeds' cases. */
const OHKA_FAN = { turnPlayer: 'A', reading: 'fan-guide', players: { A: { field: ['Majestic Mech - Ohka'] }, B: { field: ['Light and Darkness Dragon'] } }, responses: [ladd] }

t.test('the seeds worked cases, explained', async (t) => {
  const app = await build(t)
  const entries = async (board: Record<string, unknown>, lang: string) => {
    const res = await app.inject({ method: 'POST', url: `/v1/resolve?lang=${lang}`, payload: board })
    t.equal(res.statusCode, 200)
    return (res.json().explanation.entries as Array<{ text: string }>).map((e) => e.text)
  }

  t.test('Effect Veiler vs Lyla (seed 001 ex. 1), English', async (t) => {
    t.same(await entries(LYLA_VEILER, 'en'), [
      'A (turn player) holds priority in the list phase and passes. (could instead: activates Lyla, Lightsworn Sorceress)',
      'B (opponent) holds priority in the list phase and passes. (could instead: ends the effect of Effect Veiler)',
      'Both players passed while A (turn player) still had a mandatory item, so A (turn player) must process one of their mandatory items and activates Lyla, Lightsworn Sorceress.',
      'A (turn player) activates Lyla, Lightsworn Sorceress (mandatory) as Chain Link 1. When it resolves, it sends the top 3 cards of its controller’s Deck to the GY.',
      'Lyla, Lightsworn Sorceress resolves with its effect negated by Effect Veiler: it does nothing, and the item is used up.',
      'B (opponent) holds priority in the list phase and passes. (could instead: ends the effect of Effect Veiler)',
      'Both players passed while B (opponent) still had a mandatory item, so B (opponent) must process one of their mandatory items and ends the effect of Effect Veiler.',
      'B (opponent) ends the effect of Effect Veiler (an “until the End Phase” effect, processed as a list item).',
      'Both players pass and nothing mandatory is left: the list phase is over.',
      'A (turn player) has 0 cards in hand; the limit is 6: no discard.',
      'The turn ends: “until the end of the turn” effects end and B (opponent) starts their turn.',
      // Each forced player had one mandatory item and nothing else: the sources would force the same, so no note of their dispute.
    ])
  })

  t.test('Effect Veiler vs Lyla (seed 001 ex. 1), Japanese', async (t) => {
    const ja = await entries(LYLA_VEILER, 'ja')
    t.equal(ja[2], '両プレイヤーがパスしたが、ターンプレイヤーAには強制効果が残っているため、ターンプレイヤーAはそれを処理しなければならない：ライトロード・マジシャン ライラの効果を発動する。')
    t.equal(ja[3], 'ターンプレイヤーAがライトロード・マジシャン ライラの強制効果を発動（チェーン1）。効果処理時、自分のデッキの上から3枚を墓地へ送る。')
    t.equal(ja[4], 'ライトロード・マジシャン ライラはエフェクト・ヴェーラーによって効果を無効にされた状態で処理され、何も起こらない（この処理は使われたものとして扱う）。')
    t.equal(ja[7], '非ターンプレイヤーBのエフェクト・ヴェーラーの効果が終了する（「エンドフェイズまで」の効果として処理）。')
    t.equal(ja[9], 'ターンプレイヤーAの手札は0枚、上限は6枚なので捨てる必要はない。')
    t.equal(ja[10], 'ターンが終了する：「ターン終了時まで」の効果が終わり、非ターンプレイヤーBのターンになる。')
  })

  t.test('Ohka vs Light and Darkness Dragon, official reading (Perfect Rulebook)', async (t) => {
    const en = await entries({ ...OHKA_FAN, reading: 'official' }, 'en')
    t.ok(en.includes('Light and Darkness Dragon negates the activation of Majestic Mech - Ohka.'), en.join('\n'))
    t.ok(en.includes('The activation of Majestic Mech - Ohka was negated by Light and Darkness Dragon: it does nothing, and the item is spent.'))
    const ja = await entries({ ...OHKA_FAN, reading: 'official' }, 'ja')
    t.ok(ja.some((line) => line.includes('の発動を無効にする。')), ja.join('\n'))
  })

  t.test('the longest seed case in Markdown fits Discord, split between entries', async (t) => {
    for (const lang of LANGS) {
      const res = await app.inject({ method: 'POST', url: `/v1/resolve?format=markdown&lang=${lang}`, payload: OHKA_FAN })
      t.equal(res.statusCode, 200)
      t.match(res.headers['content-type'], /^text\/markdown/)
      const messages = res.body.trimEnd().split('\n\n---\n\n')
      t.ok(messages.length > 1, 'split into several messages')
      for (const message of messages) t.ok(message.length <= DISCORD_MESSAGE_LIMIT, `${lang}: ${message.length} characters`)
      const link = lang === 'ja' ? '/v1/rulings/ygo-ep-negated-activation-fan?lang=ja' : '/v1/rulings/ygo-ep-negated-activation-fan'
      // Absolute under the request's own host (the test's requests come to localhost:80).
      t.ok(res.body.includes(`[ygo-ep-negated-activation-fan](<http://localhost:80${link}>)`), 'ruling ids link to GET /v1/rulings/:id, in the language')
      const json = (await app.inject({ method: 'POST', url: '/v1/resolve', payload: { ...OHKA_FAN, explain: lang } })).json()
      t.same(json.explanation.messages, messages, 'the JSON answer carries the same messages')
    }
  })

  t.test('formats: Accept text/plain and text/markdown; JSON by default, without an explanation unless asked', async (t) => {
    const plain = await app.inject({ method: 'POST', url: '/v1/resolve?lang=ja', headers: { accept: 'text/plain' }, payload: LYLA_VEILER })
    t.match(plain.headers['content-type'], /^text\/plain/)
    t.match(plain.body, /^遊戯王OCG：Aのターンのエンドフェイズ\nエンドフェイズ：[^\n]+。\n1\. /, 'the title, the summary, then the steps')
    const markdown = await app.inject({ method: 'POST', url: '/v1/resolve', headers: { accept: 'text/markdown' }, payload: LYLA_VEILER })
    t.match(markdown.body, /^## Yu-Gi-Oh! End Phase, A’s turn\n/)
    t.match(markdown.body, /\*\*Lyla, Lightsworn Sorceress\*\*/)
    const weighted = await app.inject({ method: 'POST', url: '/v1/resolve', headers: { accept: 'application/json;q=0.5, text/plain' }, payload: LYLA_VEILER })
    t.match(weighted.headers['content-type'], /^text\/plain/, 'quality values are honoured')
    const browser = await app.inject({ method: 'POST', url: '/v1/resolve', headers: { accept: 'text/html, */*;q=0.8' }, payload: LYLA_VEILER })
    t.match(browser.headers['content-type'], /^application\/json/)
    const json = await app.inject({ method: 'POST', url: '/v1/resolve', payload: LYLA_VEILER })
    t.equal(json.json().explanation, undefined)
    t.equal(json.json().eventSteps, undefined, 'the interleaving stays internal')
    const bad = await app.inject({ method: 'POST', url: '/v1/resolve?lang=fr', payload: LYLA_VEILER })
    t.equal(bad.statusCode, 400)
    t.match(bad.json().message, /lang/)
    const badBody = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { ...LYLA_VEILER, explain: 'de' } })
    t.equal(badBody.statusCode, 400)
    t.match(badBody.json().message, /explain/)
  })

  t.test('GraphQL: resolve(request:) takes the REST body unchanged; explanation(lang:, format:)', async (t) => {
    const query = `query($r: JSON!) { resolve(request: $r) {
      events { type outcome }
      en: explanation { lang entries { kind type text player cards rulings } }
      ja: explanation(lang: "ja", format: "markdown") { title text messages } } }`
    const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables: { r: { ...OHKA_FAN, reading: 'official' } } } })
    const body = res.json()
    t.equal(body.errors, undefined, JSON.stringify(body.errors))
    t.ok(body.data.resolve.events.some((e: { outcome: string }) => e.outcome === 'activation-negated'))
    t.ok(body.data.resolve.en.entries.some((e: { text: string }) => e.text === 'Light and Darkness Dragon negates the activation of Majestic Mech - Ohka.'))
    t.match(body.data.resolve.ja.text, /^## 遊戯王OCG：Aのターンのエンドフェイズ/)
    t.match(body.data.resolve.ja.messages[0], /\*\*光神機－桜火\*\*/)
    const neither = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ resolve { truncated } }' } })
    t.equal(neither.json().errors[0].extensions.code, 'INVALID_PARAMETER')
    const badLang = await app.inject({ method: 'POST', url: '/graphql', payload: { query: `query($r: JSON!) { resolve(request: $r) { explanation(lang: "fr") { title } } }`, variables: { r: LYLA_VEILER } } })
    t.match(badLang.json().errors[0].message, /lang/)
  })

  t.test("the README's first resolve example gives the answer its cited ruling gives", async (t) => {
    const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8')
    const body = JSON.parse(/v1\/resolve' -H 'content-type: application\/json' -d '(\{[\s\S]*?\n\})'/.exec(readme)![1]!)
    const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: body })
    const answer = res.json()
    const lyla = answer.events.find((e: EngineEvent) => e.type === 'resolve' && e.card === 'Lyla, Lightsworn Sorceress')
    t.equal(lyla.outcome, 'negated', 'Lyla resolves without milling')
    t.ok(lyla.rulings.includes('card-lyla-effect-veiler'))
    t.ok(answer.steps.some((s: { window: string; player: string }) => s.window === 'forced' && s.player === 'A'), 'Lyla is forced')
    const markdown = await app.inject({ method: 'POST', url: '/v1/resolve?format=markdown&lang=en', payload: body })
    // The numbered lines of the example's own answer: the first block of them after its request.
    const answerLines: string[] = []
    for (const line of readme.slice(readme.indexOf("/v1/resolve' -H 'content-type: application/json'")).split('\n')) {
      if (/^[1-9]\. /.test(line)) answerLines.push(line)
      else if (answerLines.length > 0 && line.startsWith('```')) break
    }
    t.ok(answerLines.length >= 3, 'the README shows the answer')
    // The answer in a line, as the README shows it under the title.
    const summary = /^\*\*End Phase: .*\*\*$/m.exec(readme.slice(readme.indexOf("/v1/resolve' -H 'content-type: application/json'")))?.[0]
    t.ok(summary, 'the README shows the summary')
    t.equal(markdown.body.split('\n')[1], summary, 'and it is the answer\'s summary line')
    for (const line of answerLines) {
      t.ok(markdown.body.includes(line.replace(/ — …$|…$/, '')), `README line is in the answer: ${line.slice(0, 60)}`)
    }
  })

  t.test('the response cache keeps answers apart by language and format', async (t) => {
    const body = JSON.stringify({ ...OHKA_FAN, reading: 'official' })
    const ask = (url: string, accept?: string) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) }, payload: body })
    for (let round = 0; round < 3; round++) {
      const markdown = await ask('/v1/resolve?lang=ja', 'text/markdown')
      t.match(markdown.headers['content-type'], /^text\/markdown/)
      t.match(markdown.body, /^## 遊戯王OCG/)
      const plain = await ask('/v1/resolve?format=plain')
      t.match(plain.body, /^Yu-Gi-Oh! End Phase/)
      const json = await ask('/v1/resolve')
      t.equal(json.json().explanation, undefined)
      const explained = await ask('/v1/resolve?lang=en')
      t.equal(explained.json().explanation.lang, 'en')
    }
    const odd = await ask('/v1/resolve?colour=red')
    t.equal(odd.statusCode, 400, 'an unknown query parameter is refused even for a cached body')
  })

  t.test('a card negated until an effect that does not exist is a 400 naming the field', async (t) => {
    const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { ...LYLA_VEILER, effects: [] } })
    t.equal(res.statusCode, 400)
    t.match(res.json().message, /players\.A\.field\[0\]\.negatedUntil/)
  })
})

t.test('messages are split between lines, never above the limit', async (t) => {
  const entries = Array.from({ length: 50 }, (_, i) => ({ kind: 'event' as const, index: i, type: 'x', text: 'word '.repeat(60 + i), cards: [], rulings: ['ygo-ep-lists'] }))
  const messages = toMessages({ lang: 'en', title: 'T', summary: 'S', entries }, 'markdown', 'https://rulings.example.org')
  t.ok(messages.length > 3)
  for (const message of messages) t.ok(message.length <= DISCORD_MESSAGE_LIMIT)
  t.match(messages[1], /^\(continued 2\/\d+\)\n\d+\. /)
  t.match(messages[0], /\[ygo-ep-lists\]\(<https:\/\/rulings\.example\.org\/v1\/rulings\/ygo-ep-lists>\)/)
})

t.test('a cost a continuous effect keeps from being paid is said as such, in both languages', async (t) => {
  const events = [{ type: 'cannot-activate', rulings: [], effect: 'bestiari', card: 'Gladiator Beast Bestiari', reason: 'cost-forbidden', by: 'G.B. Hunter', source: 'hunter' }] as unknown as EngineEvent[]
  const result: EngineResult = { steps: [], events, truncated: false, rulings: [], notes: [], eventSteps: [0] }
  const texts = LANGS.map((lang) => explain({ request, result, localNames: new Map() }, lang).entries[0]!.text)
  t.match(texts[LANGS.indexOf('en')], /cost cannot be paid/)
  t.match(texts[LANGS.indexOf('ja')], /コストを払えない/)
  for (const text of texts) t.notMatch(text, /\{|undefined/)
})
