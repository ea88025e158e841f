/**
 * Counts of cards nobody named (`"hand": 8`, `{ "count": N }` beside named cards), and every form of
 * a card reference where a board takes one, nested ones included, with a refusal that names what is
 * actually wrong rather than the first form of the union the value was not.
 */
import t from 'tap'
import { build } from './helpers/build.js'

type App = Awaited<ReturnType<typeof build>>
type Body = {
  code?: string
  message?: string
  field?: string
  events?: Array<{ type: string; player?: string; hand?: number; limit?: number; over?: boolean; cards?: string[] }>
  steps?: Array<{ decision: string; player: string; legal: Array<{ type: string; count?: number; cards?: string[] }> }>
  explanation?: { entries: Array<{ text: string }> }
}

async function resolve(app: App, payload: Record<string, unknown>, query = ''): Promise<{ status: number; body: Body }> {
  const res = await app.inject({ method: 'POST', url: `/v1/resolve${query}`, payload })
  return { status: res.statusCode, body: res.json() }
}

t.test('counts of cards nobody named', async (t) => {
  const app = await build(t)

  t.test('"hand": 8 is eight cards: the turn player discards two in the End Phase', async (t) => {
    const { status, body } = await resolve(app, { turnPlayer: 'A', players: { A: { hand: 8 }, B: { hand: 3 } }, explain: 'en' })
    t.equal(status, 200, body.message ?? '')
    const size = body.events?.find((e) => e.type === 'hand-size' && e.player === 'A')
    t.match(size, { hand: 8, limit: 6, over: true })
    const discard = body.events?.find((e) => e.type === 'discard')
    t.equal(discard?.cards?.length, 2, 'two discarded')
    const said = (body.explanation?.entries ?? []).map((e) => e.text).join('\n')
    t.match(said, /discards a card and a card/, 'the explanation says cards nobody named as such')
    t.notMatch(said, /#2/, 'never a key')
  })

  t.test('{ "count": N } beside named cards: both are in the hand', async (t) => {
    const { status, body } = await resolve(app, { turnPlayer: 'A', players: { A: { hand: ['Lyla, Lightsworn Sorceress', { count: 6 }] }, B: {} } })
    t.equal(status, 200, body.message ?? '')
    t.match(body.events?.find((e) => e.type === 'hand-size' && e.player === 'A'), { hand: 7, over: true })
    const step = body.steps?.find((s) => s.decision === 'discard')
    t.equal(step?.legal.find((a) => a.type === 'discard')?.count, 1, 'one to discard, chosen among the seven')
  })

  t.test('a hand of 6 counted: nothing to discard', async (t) => {
    const { body } = await resolve(app, { turnPlayer: 'A', players: { A: { hand: 6 }, B: {} } })
    t.match(body.events?.find((e) => e.type === 'hand-size' && e.player === 'A'), { hand: 6, over: false })
  })

  t.test('a zone of more than 60 cards, named and counted, is a 400 naming the zone', async (t) => {
    const { status, body } = await resolve(app, { turnPlayer: 'A', players: { A: { hand: ['Effect Veiler', { count: 60 }] }, B: {} } })
    t.equal(status, 400)
    t.equal(body.field, 'players.A.hand')
  })

  t.test('a bad count names its field', async (t) => {
    const zero = await resolve(app, { turnPlayer: 'A', players: { A: { hand: ['Effect Veiler', { count: 0 }] }, B: {} } })
    t.equal(zero.status, 400)
    t.equal(zero.body.field, 'body.players.A.hand[1].count')
    t.match(zero.body.message, /must be >= 1/)
    const words = await resolve(app, { turnPlayer: 'A', players: { A: { hand: { cards: 8 } }, B: {} } })
    t.equal(words.status, 400)
    t.equal(words.body.field, 'body.players.A.hand')
    t.match(words.body.message, /must be an array or an integer/)
    const half = await resolve(app, { turnPlayer: 'A', players: { A: { hand: 7.5 }, B: {} } })
    t.equal(half.status, 400)
    t.equal(half.body.field, 'body.players.A.hand')
    t.match(half.body.message, /whole number of cards from 0 to 60/)
  })

  t.test('Grand Archive boards name their cards: a count is a 400', async (t) => {
    const { status, body } = await resolve(app, { game: 'grand-archive', turnPlayer: 'A', players: { A: { hand: 3 }, B: {} } })
    t.equal(status, 400)
    t.equal(body.field, 'players.A.hand[0].count')
  })
})

t.test('every form of a card reference, nested ones too', async (t) => {
  const app = await build(t)
  const nested = (inner: Record<string, unknown>) => ({
    turnPlayer: 'A',
    players: { A: { hand: [{ card: 'Lyla, Lightsworn Sorceress', onDiscard: { trigger: 'any-discard', mandatory: false, adds: [inner] } }] }, B: {} },
  })

  t.test('a card object carrying its own onDiscard inside another card\'s onDiscard.adds is accepted', async (t) => {
    const { status, body } = await resolve(app, nested({ card: 'Effect Veiler', key: 'veiler', onDiscard: { trigger: 'sent-to-gy', mandatory: true, adds: ['Mystical Space Typhoon', { card: 5318639 }] } }))
    t.equal(status, 200, body.message ?? '')
  })

  t.test('a refusal names what is actually wrong, not "must be string"', async (t) => {
    const trigger = await resolve(app, nested({ card: 'Effect Veiler', onDiscard: { trigger: 'when-i-feel-like-it', mandatory: true } }))
    t.equal(trigger.status, 400)
    t.equal(trigger.body.field, 'body.players.A.hand[0].onDiscard.adds[0].onDiscard.trigger')
    t.match(trigger.body.message, /must be one of "any-discard"/)
    t.notMatch(trigger.body.message, /must be string/)
    const missing = await resolve(app, nested({ card: 'Effect Veiler', onDiscard: { trigger: 'any-discard' } }))
    t.equal(missing.body.field, 'body.players.A.hand[0].onDiscard.adds[0].onDiscard.mandatory')
    t.match(missing.body.message, /is required/)
    const unknown = await resolve(app, nested({ card: 'Effect Veiler', colour: 'blue' }))
    t.equal(unknown.body.field, 'body.players.A.hand[0].onDiscard.adds[0].colour')
    t.match(unknown.body.message, /is not a known field/)
    const top = await resolve(app, { turnPlayer: 'A', players: { A: { field: [{ card: 'Effect Veiler', position: 'sideways' }] }, B: {} } })
    t.equal(top.body.field, 'body.players.A.field[0].position')
    t.match(top.body.message, /must be one of "face-up", "set"/)
  })
})
