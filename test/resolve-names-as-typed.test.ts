/**
 * Cards as players name them: a name the forgiving search reads as exactly one card (a nickname, a
 * unique prefix, one clearly closest spelling, any stored language) is taken wherever a board takes
 * a card, and the answer says what each was read as (`readAs`); a name that could be several cards
 * is a 422 listing them, never a guess. Expected readings written before the code ran on them.
 */
import t from 'tap'
import { build } from './helpers/build.js'

type App = Awaited<ReturnType<typeof build>>
type ReadAs = { field: string; asked: string; card: string }

async function resolve(app: App, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload })
  return { status: res.statusCode, body: res.json() as { readAs?: ReadAs[]; code?: string; message?: string; field?: string; cards?: Array<{ field: string; card: string; candidates?: string[] }>; events?: Array<{ type: string; card?: string }> } }
}

const board = (field: unknown[]) => ({ turnPlayer: 'A', players: { A: { field }, B: {} } })

t.test('names as typed', async (t) => {
  const app = await build(t)

  const READINGS: Array<[string, string, string]> = [
    ['lyla', 'Lyla, Lightsworn Sorceress', 'a unique prefix'],
    ['Lylla', 'Lyla, Lightsworn Sorceress', 'a close spelling with one clear winner'],
    ['limiter removel', 'Limiter Removal', 'a close spelling'],
    ['Veiler', 'Effect Veiler', 'a nickname'],
    ['MST', 'Mystical Space Typhoon', 'a short nickname'],
    ['ライラ', 'Lyla, Lightsworn Sorceress', 'a Japanese nickname'],
    ['サイクロ', 'Mystical Space Typhoon', 'a prefix of the Japanese name'],
    ['gemknight obsidian', 'Gem-Knight Obsidian', 'the letters without punctuation'],
  ]
  for (const [asked, card, how] of READINGS) {
    const { status, body } = await resolve(app, board([asked]))
    t.equal(status, 200, `${asked}: answered (${how})`)
    t.same(body.readAs, [{ field: 'players.A.field[0]', asked, card }], `${asked} read as ${card}`)
  }

  t.test('an exact name (any case, any stored language) is not listed as read', async (t) => {
    for (const exact of ['Lyla, Lightsworn Sorceress', 'lyla, lightsworn sorceress', 'サイクロン', 5318639]) {
      const { status, body } = await resolve(app, board([exact]))
      t.equal(status, 200)
      t.equal(body.readAs, undefined, `${exact}: no readAs`)
    }
  })

  t.test('a name that could be several cards: 422 AMBIGUOUS_CARD listing them, never a guess', async (t) => {
    const { status, body } = await resolve(app, board(['Effect Veiler', 'danger']))
    t.equal(status, 422)
    t.equal(body.code, 'AMBIGUOUS_CARD')
    t.match(body.message, /players\.A\.field\[1\] "danger" could be/)
    t.same(body.cards?.map((c) => c.field), ['players.A.field[1]'])
    t.same([...(body.cards?.[0]?.candidates ?? [])].sort(), ['Danger! Bigfoot!', 'Danger! Nessie!'])
  })

  t.test('a name read as no card stays a 422 UNKNOWN_CARD', async (t) => {
    const { status, body } = await resolve(app, board(['zzzqqq']))
    t.equal(status, 422)
    t.equal(body.code, 'UNKNOWN_CARD')
  })

  t.test('every place a board takes a card reads names as typed', async (t) => {
    const { status, body } = await resolve(app, {
      turnPlayer: 'A',
      players: {
        A: {
          field: ['Cyber Archfiend'],
          hand: [{ card: 'lyla', onDiscard: { trigger: 'any-discard', mandatory: false, adds: [{ card: 'Veiler', onDiscard: { trigger: 'any-discard', mandatory: false, adds: ['MST'] } }] } }],
        },
        B: {},
      },
      effects: [{ id: 'lr', controller: 'A', card: 'limiter removel', kind: 'apply', mandatory: true, subject: 'Cyber Archfiend', moves: 'graveyard' }],
      responses: [{ id: 'ash', controller: 'B', card: 'Veiler', negates: 'effect', mandatory: false }],
    })
    t.equal(status, 200, JSON.stringify(body).slice(0, 300))
    t.same(
      body.readAs,
      [
        { field: 'players.A.hand[0]', asked: 'lyla', card: 'Lyla, Lightsworn Sorceress' },
        { field: 'players.A.hand[0].onDiscard.adds[0]', asked: 'Veiler', card: 'Effect Veiler' },
        { field: 'players.A.hand[0].onDiscard.adds[0].onDiscard.adds[0]', asked: 'MST', card: 'Mystical Space Typhoon' },
        { field: 'effects[0].card', asked: 'limiter removel', card: 'Limiter Removal' },
        { field: 'responses[0].card', asked: 'Veiler', card: 'Effect Veiler' },
      ],
      'each asked name, where it was, and the card it was read as',
    )
  })

  t.test('the turn so far reads its activated card as typed', async (t) => {
    const { status, body } = await resolve(app, {
      turnPlayer: 'A',
      players: { A: { field: ['Cyber Archfiend'], graveyard: ['Limiter Removal'] }, B: {} },
      thisTurn: [{ player: 'A', activated: 'limiter', affected: ['Cyber Archfiend'] }],
    })
    t.equal(status, 200, JSON.stringify(body).slice(0, 300))
    t.same(body.readAs, [{ field: 'thisTurn[0].activated', asked: 'limiter', card: 'Limiter Removal' }])
  })
})
