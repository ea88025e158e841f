/**
 * Counts of cards nobody named (`"hand": 8`, `{ "count": N }` beside named cards), and every form of
 * a card reference where a board takes one, nested ones included, with a refusal that names what is
 * actually wrong rather than the first form of the union the value was not.
 */
import t from 'tap'
import { readOnlyApp } from './helpers/build.js'

type App = Awaited<ReturnType<typeof readOnlyApp>>
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
  const app = await readOnlyApp()

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
  const app = await readOnlyApp()
  const nested = (inner: Record<string, unknown>) => ({
    turnPlayer: 'A',
    players: { A: { hand: [{ card: 'Lyla, Lightsworn Sorceress', onDiscard: { trigger: 'any-discard', mandatory: false, adds: [inner] } }] }, B: {} },
  })

  t.test('a card object carrying its own onDiscard inside another card\'s onDiscard.adds is accepted', async (t) => {
    const { status, body } = await resolve(app, nested({ card: 'Effect Veiler', key: 'veiler', onDiscard: { trigger: 'sent-to-gy', mandatory: true, adds: ['Mystical Space Typhoon', { card: 5318639 }] } }))
    t.equal(status, 200, body.message ?? '')
  })

  t.test('a nested onDiscard on a card an effect sends or summons is refused: that card is never discarded from the hand', async (t) => {
    for (const list of ['sends', 'summons']) {
      const { status, body } = await resolve(app, {
        turnPlayer: 'A',
        players: { A: { hand: [{ card: 'Lyla, Lightsworn Sorceress', onDiscard: { trigger: 'any-discard', mandatory: false, [list]: [{ card: 'Effect Veiler', onDiscard: { trigger: 'sent-to-gy', mandatory: true } }] } }] }, B: {} },
      })
      t.equal(status, 400, list)
      t.equal(body.field, `players.A.hand[0].onDiscard.${list}[0].onDiscard`)
      t.match(body.message, /only a card it adds/)
    }
  })

  t.test('the key of a card added by a discard effect is its own, and no other card\'s', async (t) => {
    const { status, body } = await resolve(app, {
      turnPlayer: 'A',
      players: { A: { hand: [{ card: 'Lyla, Lightsworn Sorceress', onDiscard: { trigger: 'any-discard', mandatory: true, adds: [{ card: 'Effect Veiler', key: 'mst' }] } }, { card: 'Mystical Space Typhoon', key: 'mst' }] }, B: {} },
    })
    t.equal(status, 400)
    t.equal(body.field, 'players.A.hand[0].onDiscard.adds[0].key')
    t.match(body.message, /already used by players\.A\.hand\[1\]/)
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

t.test('a card added by a discard effect, with its own onDiscard, discarded in turn', async (t) => {
  const app = await readOnlyApp()
  type Event = { type: string; effect?: string; outcome?: string; adds?: string[]; cards?: string[]; names?: string[]; effects?: string[]; reason?: string; round?: number; rulings?: string[] }
  // Lyla, discarded for hand size, adds Effect Veiler (its key "veiler"), whose own effect acts when it is sent to the GY.
  const board = (trigger: string, veiler: Record<string, unknown> = { card: 'Effect Veiler', key: 'veiler', onDiscard: { trigger, mandatory: true, adds: ['Mystical Space Typhoon'] } }) => ({
    turnPlayer: 'A',
    players: { A: { hand: [{ card: 'Lyla, Lightsworn Sorceress', onDiscard: { trigger: 'any-discard', mandatory: true, adds: [veiler] } }, { count: 6 }] }, B: {} },
    choices: [
      { player: 'A', type: 'discard', cards: ['Lyla, Lightsworn Sorceress'] },
      { player: 'A', type: 'discard', cards: [typeof veiler.key === 'string' ? veiler.key : 'Effect Veiler'] },
    ],
    explain: 'en',
  })
  const events = (body: Body) => (body.events ?? []) as Event[]

  t.test('it joins the hand under its key; discarded again, its own effect is one the second discard cannot activate (QA 24089)', async (t) => {
    const { status, body } = await resolve(app, board('sent-to-gy'))
    t.equal(status, 200, body.message ?? '')
    t.match(events(body).find((e) => e.type === 'resolve' && e.effect === 'Lyla, Lightsworn Sorceress'), { outcome: 'applied', adds: ['veiler'] })
    t.match(events(body).filter((e) => e.type === 'discard').map((e) => e.cards), [['Lyla, Lightsworn Sorceress'], ['veiler']])
    const again = events(body).find((e) => e.type === 'cannot-activate' && e.reason === 'hand-size-again')
    t.match(again, { cards: ['veiler'], names: ['Effect Veiler'], effects: ['veiler'] })
    t.ok(again?.rulings?.includes('ygo-hs-again-no-triggers'), 'cites the ruling that says so')
    t.notOk(events(body).some((e) => e.adds?.some((key) => /Mystical Space Typhoon/.test(key))), 'its own adds never happen')
    const said = (body.explanation?.entries ?? []).map((e) => e.text).join('\n')
    t.match(said, /not even the discard effect of Effect Veiler/)
  })

  t.test('its own onDiscard decides: "discarded by a card effect" is not what a hand-size discard is, so nothing was to activate', async (t) => {
    const { status, body } = await resolve(app, board('card-effect-discard'))
    t.equal(status, 200, body.message ?? '')
    const again = events(body).find((e) => e.type === 'cannot-activate' && e.reason === 'hand-size-again')
    t.match(again, { cards: ['veiler'] })
    t.equal(again?.effects, undefined, 'no effect of its own that this discard triggers')
  })

  t.test('without an onDiscard of its own, the added card has none', async (t) => {
    const { status, body } = await resolve(app, board('sent-to-gy', { card: 'Effect Veiler' }))
    t.equal(status, 200, body.message ?? '')
    t.match(events(body).find((e) => e.type === 'resolve' && e.effect === 'Lyla, Lightsworn Sorceress'), { adds: ['Effect Veiler'] })
    t.equal(events(body).find((e) => e.type === 'cannot-activate' && e.reason === 'hand-size-again')?.effects, undefined)
  })
})
