/**
 * The explanation describes the effect the engine ran: the behaviour an item comes from is the
 * one the engine derived it from (its item table), not one guessed again from the item's id.
 * Two boards where a guess goes wrong: a card whose first End Phase behaviour is delayed (never an
 * item of the card alone), and a card whose items come from two zones (the field now, the
 * banished zone once it arrives there), its other zone's behaviour written first. Through the HTTP
 * route, in English and Japanese, with the behaviours written by an editor.
 */
import t, { type Test } from 'tap'
import { createKey } from '../src/editors/keys.js'
import { build } from './helpers/build.js'

const CARD = 'Mystical Space Typhoon'

interface Entry {
  kind: string
  type: string
  text: string
  rulings: string[]
}

t.test('the explanation names the behaviour the engine ran', async (t) => {
  const app = await build(t)
  const editor = await createKey(app.db.prisma, 'alice', 'editor')
  const path = `/v1/cards/${encodeURIComponent(CARD)}/behaviours`
  let version = (await app.inject(path)).json().version as number

  const write = async (phases: unknown[]) => {
    const res = await app.inject({ method: 'PUT', url: path, headers: { authorization: `Bearer ${editor}`, 'if-match': `"${version}"` }, payload: { phases } })
    t.equal(res.statusCode, 200, res.statusCode === 200 ? 'answered 200' : res.body)
    version = res.json().version
    app.catalogCache.clear()
  }
  const activation = async (lang: 'en' | 'ja'): Promise<Entry> => {
    const res = await app.inject({
      method: 'POST',
      url: `/v1/resolve?lang=${lang}`,
      payload: { turnPlayer: 'A', players: { A: { field: [CARD] }, B: {} }, choices: [{ player: 'A', type: 'activate', effect: CARD }] },
    })
    t.equal(res.statusCode, 200, res.statusCode === 200 ? 'answered 200' : res.body)
    const body = res.json()
    t.ok(body.events.some((e: { type: string; effect: string }) => e.type === 'activate' && e.effect === CARD), 'the engine activated the item')
    const entry = (body.explanation.entries as Entry[]).find((e) => e.kind === 'event' && e.type === 'activate')
    if (!entry) throw new Error('no activate entry')
    return entry
  }
  const draw = { action: 'draw', whose: 'controller', count: 1 }
  const banishSelf = { action: 'banish', target: 'self' }

  // In both languages: the optional draw the engine activated, never the other behaviour's banish.
  const saysTheOptionalDraw = async (t: Test) => {
    const en = await activation('en')
    t.match(en.text, /\(optional\)/, en.text)
    t.match(en.text, /makes its controller draw 1 card/, 'the player who draws, not their possessive')
    t.notMatch(en.text, /mandatory|banish/)
    const ja = await activation('ja')
    t.match(ja.text, /任意効果/, ja.text)
    t.match(ja.text, /1枚ドローする/)
    t.notMatch(ja.text, /強制効果|除外/)
  }

  t.test('the first behaviour of the phase is delayed: the draw is described, not the banish', async (t) => {
    await write([
      { phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', zone: 'field', delayed: true, does: [banishSelf], span: 'a delayed self-banish' },
      { phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', zone: 'field', does: [draw], span: 'an optional draw' },
    ])
    await saysTheOptionalDraw(t)
  })

  t.test('items from two zones, the other zone written first: the field item is described', async (t) => {
    await write([
      { phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', zone: 'banished', does: [banishSelf], span: 'while banished' },
      { phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', zone: 'field', does: [draw], span: 'on the field' },
    ])
    await saysTheOptionalDraw(t)
  })
})
