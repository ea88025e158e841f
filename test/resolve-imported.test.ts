/**
 * Boards named only by imported cards (none of them curated): the resolver derives their items
 * from the behaviours the analyser read from their text at import.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { importYamlYugi } from '../src/catalog/importer.js'
import { curatedContent } from '../src/content/index.js'
import { build } from './helpers/build.js'
import { recordsNamed } from './helpers/card-data.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const { cards: CARDS } = curatedContent()

const CARD_DATA = SHARED_CARD_DATA
const NAMES = [
  'Yubel',
  'Hinezumi Hanabi',
  'Exploderokket Dragon',
  'D/D Savant Galilei',
  'Big Jaws',
  'The Fabled Ganashia',
  'Tempest, Dragon Ruler of Storms',
  'Sangan',
  'Pot of Greed',
]

if (!existsSync(CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${CARD_DATA}`)
} else {
  t.test('boards named only by imported cards', async (t) => {
    const curated = new Set(CARDS.map((c) => c.name.en))
    t.ok(NAMES.every((name) => !curated.has(name)), 'none of these cards is curated')
    const records = await recordsNamed(NAMES)
    t.equal(records.length, NAMES.length)
    const dir = await mkdtemp(join(tmpdir(), 'rulings-imported-'))
    const path = join(dir, 'cards.json')
    await writeFile(path, JSON.stringify(records))

    const app = await build(t)
    await importYamlYugi(app.testDb.sql, path)
    app.catalogCache.clear()
    const post = async (payload: unknown) => {
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: payload as Record<string, unknown> })
      t.equal(res.statusCode, 200, res.statusCode === 200 ? "answered 200" : res.body)
      return res.json()
    }

    t.test('the analyser’s behaviours are served for imported cards', async (t) => {
      const yubel = (await app.inject('/v1/cards/Yubel')).json()
      t.equal(yubel.behaviourSource, 'text')
      t.match(yubel.behaviours, [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', source: 'text' }])
      t.match(yubel.behaviours[0].span, /End Phase/)
      const gql = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ card(id: "The Fabled Ganashia") { behaviourSource discard { trigger mandatory source span } } }' } })
      t.match(gql.json().data.card, { behaviourSource: 'text', discard: { trigger: 'any-discard', mandatory: true, source: 'text' } })
    })

    t.test('End Phase: mandatory triggers on the turn player’s field, an optional one in the opponent’s GY', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Yubel', 'Hinezumi Hanabi', 'Sangan'] }, B: { graveyard: ['Exploderokket Dragon'] } } })
      t.strictSame(body.steps[0].legal, [{ type: 'activate', effect: 'Yubel' }, { type: 'activate', effect: 'Hinezumi Hanabi' }, { type: 'pass' }])
      t.strictSame(body.steps[1].legal, [{ type: 'activate', effect: 'Exploderokket Dragon' }, { type: 'pass' }])
      const activated = body.events.filter((e: { type: string }) => e.type === 'activate').map((e: { effect: string }) => e.effect)
      t.strictSame(activated, ['Yubel', 'Hinezumi Hanabi'], 'both mandatory items are forced, in board order; the optional search is passed')
    })

    t.test('"your opponent’s End Phase" yields an item only in the opponent’s turn', async (t) => {
      const mine = await post({ turnPlayer: 'A', players: { A: { field: ['Tempest, Dragon Ruler of Storms'] }, B: {} } })
      t.notOk(mine.events.some((e: { type: string }) => e.type === 'activate'))
      const theirs = await post({ turnPlayer: 'B', players: { A: { field: ['Tempest, Dragon Ruler of Storms'] }, B: {} } })
      t.ok(theirs.events.some((e: { type: string; effect: string }) => e.type === 'activate' && e.effect === 'Tempest, Dragon Ruler of Storms'))
    })

    t.test('Standby Phase and Battle Phase End Step items from imported cards', async (t) => {
      const standby = await post({ phase: 'standby', turnPlayer: 'A', players: { A: { field: ['D/D Savant Galilei'] }, B: {} } })
      t.ok(standby.events.some((e: { type: string; effect: string }) => e.type === 'activate' && e.effect === 'D/D Savant Galilei'))
      const battle = await post({ phase: 'battle-end-step', turnPlayer: 'A', players: { A: { field: ['Big Jaws'] }, B: {} } })
      const bigJaws = battle.events.find((e: { type: string; effect: string }) => e.type === 'activate' && e.effect === 'Big Jaws')
      t.ok(bigJaws, '"if this card attacked": in its controller\'s turn')
      t.same(bigJaws?.assumes, ['attacked-this-turn'], 'whether it attacked is not stated: assumed, and said')
      const opponents = await post({ phase: 'battle-end-step', turnPlayer: 'A', players: { A: {}, B: { field: ['Big Jaws'] } } })
      t.notOk(opponents.events.some((e: { type: string; effect: string }) => e.type === 'activate' && e.effect === 'Big Jaws'), 'a monster attacks only in its controller\'s turn')
      const didNot = await post({ phase: 'battle-end-step', turnPlayer: 'A', players: { A: { field: [{ card: 'Big Jaws', attacked: false }] }, B: {} } })
      t.notOk(didNot.events.some((e: { type: string; effect: string }) => e.type === 'activate' && e.effect === 'Big Jaws'), 'it did not attack: no item')
      const endPhase = await post({ turnPlayer: 'A', players: { A: { field: ['D/D Savant Galilei', 'Big Jaws'] }, B: {} } })
      t.notOk(endPhase.events.some((e: { type: string }) => e.type === 'activate'), 'their windows are not the End Phase')
    })

    t.test('a discard trigger read from the text activates after the hand-size discard', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { hand: ['Sangan', 'Pot of Greed', 'Yubel', 'Hinezumi Hanabi', 'Big Jaws', 'D/D Savant Galilei', 'The Fabled Ganashia'] }, B: {} } })
      const story = body.events.map((e: { type: string; effect?: string; cards?: string[] }) => `${e.type} ${e.effect ?? e.cards?.join(',') ?? ''}`.trim())
      t.ok(story.includes('discard The Fabled Ganashia'))
      t.ok(story.includes('activate The Fabled Ganashia'), story.join(' | '))
    })
  })
}
