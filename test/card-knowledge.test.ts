/**
 * Issue 9: card knowledge is data. The engine names no card; which card rulings it cites comes
 * from the ruling-card links in the database (their situations), handed over with the board. A
 * ruling added to the database is cited with no code change, and a pair ruling only when both
 * cards are involved.
 */
import t from 'tap'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { curatedContent } from '../src/content/index.js'
import { RULING_IDS } from './helpers/ruling-ids.js'
import { PROJECT_ROOT } from '../src/paths.js'
import { build } from './helpers/build.js'

const { cards: CARDS } = curatedContent()

const fillers = (n: number) => Array.from({ length: n }, () => 'Mystical Space Typhoon')
const sevenWith = (card: string) => [card, ...fillers(6)]
const discard = (card: string) => ({ player: 'A', type: 'discard', cards: [card] })

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : []
  })
}

t.test('src/engine names no curated card outside comments', async (t) => {
  const names = CARDS.map((card) => card.name.en.toLowerCase())
  const found: string[] = []
  for (const file of sourceFiles(join(PROJECT_ROOT, 'src/engine'))) {
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      const code = line.replace(/\/\/.*$/, '')
      if (/^\s*(\*|\/\*)/.test(code)) return
      for (const name of names) if (code.toLowerCase().includes(name)) found.push(`${file.slice(PROJECT_ROOT.length + 1)}:${i + 1} ${name}`)
    })
  }
  t.same(found, [], 'no card name in engine code')
})

t.test('card rulings come from the database', async (t) => {
  const app = await build(t)
  const resolve = async (board: object) => {
    const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: board })
    t.equal(res.statusCode, 200, res.body.slice(0, 200))
    return res.json() as { events: Array<{ type: string; card?: string; rulings: string[] }>; steps: Array<{ rulings: string[] }>; rulings: Array<{ id: string; summary: string }> }
  }

  t.test('a pair ruling only when the other card is there', async (t) => {
    const alone = await resolve({ turnPlayer: 'A', players: { A: { hand: sevenWith('The Fabled Catsith') }, B: {} }, choices: [discard('The Fabled Catsith')] })
    t.notOk(alone.events.some((e) => e.type === 'cannot-activate' && e.card === 'T.G. Striker'), 'no Striker on the board: nothing about it')
    t.notOk(alone.rulings.some((r) => r.id === RULING_IDS.tgStrikerKathy), 'and its ruling is not cited')
    const both = await resolve({
      turnPlayer: 'A',
      players: { A: { hand: sevenWith('The Fabled Catsith') }, B: { field: ['T.G. Striker'] } },
      choices: [discard('The Fabled Catsith')],
    })
    const lost = both.events.find((e) => e.type === 'cannot-activate' && e.card === 'T.G. Striker')
    t.ok(lost, 'with a Striker on the field, its trigger is lost')
    t.ok(lost?.rulings.includes(RULING_IDS.tgStrikerKathy), 'citing the ruling')
  })

  t.test('a ruling added to the database is cited, with no code change', async (t) => {
    const id = 'card-test-obsidian-added'
    const before = await resolve({ turnPlayer: 'A', players: { A: { hand: sevenWith('Gem-Knight Obsidian') }, B: {} }, choices: [discard('Gem-Knight Obsidian')] })
    t.notOk(before.rulings.some((r) => r.id === id))
    const obsidian = await app.testDb.prisma.cardLocale.findFirstOrThrow({ where: { lang: 'en', name: 'Gem-Knight Obsidian' } })
    const reference = await app.testDb.prisma.reference.findFirstOrThrow()
    await app.testDb.prisma.ruling.create({
      data: {
        id,
        game: 'yugioh',
        kind: 'card-ruling',
        title: 'A new answer about Gem-Knight Obsidian',
        text: 'Written for this test: an answer an editor added.',
        authority: 'official',
        phases: ['end'],
        references: { create: [{ referenceId: reference.id, locator: 'test', position: 0 }] },
        cards: { create: [{ cardId: obsidian.cardId, situations: ['discarded-for-hand-size'] }] },
      },
    })
    app.catalogCache.clear()
    const after = await resolve({ turnPlayer: 'A', players: { A: { hand: sevenWith('Gem-Knight Obsidian') }, B: {} }, choices: [discard('Gem-Knight Obsidian')] })
    const cited = after.rulings.find((r) => r.id === id)
    t.ok(cited, 'the new ruling is cited')
    t.equal(cited?.summary, 'Written for this test: an answer an editor added.')
    const where = [...after.events, ...after.steps].filter((e) => e.rulings.includes(id))
    t.ok(where.length > 0, `where the discarded card is decided on or told (${where.length} places)`)
  })
})
