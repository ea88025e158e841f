/**
 * Issue 10's families, on boards named only by real imported cards: a Spirit, a Neos Fusion, a Set
 * Normal Trap, a delayed banish, an "if this card attacks" monster, and a card whose End Phase item
 * adds to the hand (what the item does). The resolver uses what the
 * analyser read from their texts at import; expected answers written before the run.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { resolver } from './helpers/real-cards.js'
import { importYamlYugi } from '../src/catalog/importer.js'
import { build } from './helpers/build.js'
import { recordsNamed } from './helpers/card-data.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Susa Soldier', 'Elemental HERO Air Neos', 'Three in One', 'Return from the Different Dimension', 'Goblin Attack Force', 'Dark Magician of Chaos']
type Event = { type: string; effect?: string; player?: string; moves?: string; assumes?: string[]; unused?: string[]; adds?: string[]; hand?: number; cards?: string[] }
type Step = { player: string; decision: string; legal: Array<{ type: string; effect?: string }> }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('wording families on real cards', async (t) => {
    const records = await recordsNamed(NAMES)
    t.equal(records.length, NAMES.length)
    const dir = await mkdtemp(join(tmpdir(), 'rulings-families-'))
    await writeFile(join(dir, 'cards.json'), JSON.stringify(records))
    const app = await build(t)
    await importYamlYugi(app.testDb.sql, join(dir, 'cards.json'))
    app.catalogCache.clear()
    const post = resolver<{ events: Event[]; steps: Step[] }>(t, app)
    const activated = (body: { events: Event[] }, effect: string) => body.events.find((e) => e.type === 'activate' && e.effect === effect)
    const resolved = (body: { events: Event[] }, effect: string) => body.events.find((e) => e.type === 'resolve' && e.effect === effect)

    t.test('a Spirit (old wording): a mandatory trigger the turn it was Normal Summoned, returning it to the hand', async (t) => {
      const summoned = await post({ turnPlayer: 'A', players: { A: { field: [{ card: 'Susa Soldier', summoned: 'normal' }] }, B: {} } })
      t.ok(activated(summoned, 'Susa Soldier'), 'activated: a trigger that can be chained to')
      t.equal(resolved(summoned, 'Susa Soldier')?.moves, 'hand')
      t.ok(summoned.events.some((e) => e.type === 'hand-size' && (e as { hand?: number }).hand === 1), 'the hand-size step counts it in the hand')
      const earlier = await post({ turnPlayer: 'A', players: { A: { field: [{ card: 'Susa Soldier', summoned: 'none' }] }, B: {} } })
      t.notOk(activated(earlier, 'Susa Soldier'), 'summoned on an earlier turn: it stays')
      const unstated = await post({ turnPlayer: 'A', players: { A: { field: ['Susa Soldier'] }, B: {} } })
      t.same(activated(unstated, 'Susa Soldier')?.assumes, ['summoned-this-turn'], 'not stated: assumed, and said')
    })

    t.test('a Neos Fusion (old wording): a mandatory trigger returning it to the Extra Deck', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Elemental HERO Air Neos'] }, B: {} } })
      t.ok(activated(body, 'Elemental HERO Air Neos'))
      t.ok(body.steps.some((s) => s.decision === 'forced' && s.legal.some((a) => a.effect === 'Elemental HERO Air Neos')), 'mandatory: forced once both passed')
      t.equal(resolved(body, 'Elemental HERO Air Neos')?.moves, 'extra-deck')
    })

    t.test("a Set Normal Trap: its owner's optional activation in the opponent's End Phase, never forced", async (t) => {
      const passed = await post({ turnPlayer: 'A', players: { A: {}, B: { field: ['Three in One'] } } })
      t.ok(passed.steps.some((s) => s.player === 'B' && s.legal.some((a) => a.type === 'activate' && a.effect === 'Three in One')), 'offered to B')
      t.notOk(activated(passed, 'Three in One'), 'B may pass: nothing forces it')
      t.notOk(passed.steps.some((s) => s.decision === 'forced'), 'no forced step')
      const used = await post({ turnPlayer: 'A', players: { A: {}, B: { field: ['Three in One'] } }, choices: [{ player: 'B', type: 'activate', effect: 'Three in One' }] })
      t.ok(activated(used, 'Three in One'), 'activated when B chooses to')
      const faceUp = await post({ turnPlayer: 'A', players: { A: {}, B: { field: [{ card: 'Three in One', position: 'face-up' }] } } })
      t.notOk(faceUp.steps.some((s) => s.legal.some((a) => a.effect === 'Three in One')), 'already face-up: nothing to activate')
      const ownTurn = await post({ turnPlayer: 'B', players: { A: {}, B: { field: ['Three in One'] } } })
      t.notOk(ownTurn.steps.some((s) => s.legal.some((a) => a.effect === 'Three in One')), "in B's own End Phase: no")
    })

    t.test('a delayed banish: nothing from the card alone, an item once the board says its effect resolved', async (t) => {
      const alone = await post({ turnPlayer: 'A', players: { A: { field: ['Return from the Different Dimension'] }, B: {} } })
      t.notOk(alone.events.some((e) => (e.type === 'apply' || e.type === 'activate') && e.effect === 'Return from the Different Dimension'))
      const stated = await post({
        turnPlayer: 'A',
        players: { A: {}, B: {} },
        effects: [{ id: 'rfdd-banish', controller: 'A', card: 'Return from the Different Dimension', kind: 'apply', mandatory: true }],
      })
      t.ok(stated.events.some((e) => e.type === 'apply' && e.effect === 'rfdd-banish'), 'the stated item is applied')
    })

    t.test('what an item does changes what follows (issue 10): a card added to the hand is in the hand-size count', async (t) => {
      const hand = ['Three in One', 'Susa Soldier', 'Goblin Attack Force', 'Return from the Different Dimension', 'Elemental HERO Air Neos', 'Three in One']
      const board = { turnPlayer: 'A', players: { A: { hand, field: [{ card: 'Dark Magician of Chaos', summoned: 'special' }] }, B: {} } }
      const added = await post({ ...board, choices: [{ player: 'A', type: 'activate', effect: 'Dark Magician of Chaos' }] })
      t.equal(resolved(added, 'Dark Magician of Chaos')?.adds?.length, 1, 'its resolution adds a card from the GY to the hand')
      t.equal(added.events.find((e) => e.type === 'hand-size')?.hand, 7, 'six in hand and the one added: seven')
      t.ok(added.events.some((e) => e.type === 'discard' && e.player === 'A'), 'so the hand-size discard follows')
      const passed = await post(board)
      t.notOk(activated(passed, 'Dark Magician of Chaos'), 'optional: A may pass')
      t.equal(passed.events.find((e) => e.type === 'hand-size')?.hand, 6, 'not used: six, no discard')
      const earlier = await post({ ...board, players: { A: { hand, field: [{ card: 'Dark Magician of Chaos', summoned: 'none' }] }, B: {} } })
      t.notOk(earlier.steps.some((s) => s.legal.some((a) => a.effect === 'Dark Magician of Chaos')), 'not Summoned this turn: not offered')
    })

    t.test('"if this card attacks": only in its controller\'s turn, only if it attacked', async (t) => {
      const attacked = await post({ phase: 'battle-end-step', turnPlayer: 'A', players: { A: { field: [{ card: 'Goblin Attack Force', attacked: true }] }, B: {} } })
      t.ok(attacked.events.some((e) => (e.type === 'apply' || e.type === 'activate') && e.effect === 'Goblin Attack Force'), 'it attacked: changed to Defense Position')
      const opponents = await post({ phase: 'battle-end-step', turnPlayer: 'A', players: { A: {}, B: { field: [{ card: 'Goblin Attack Force', attacked: true }] } } })
      t.notOk(opponents.events.some((e) => e.effect === 'Goblin Attack Force'), "in the opponent's turn: nothing")
      const didNot = await post({ phase: 'battle-end-step', turnPlayer: 'A', players: { A: { field: [{ card: 'Goblin Attack Force', attacked: false }] }, B: {} } })
      t.notOk(didNot.events.some((e) => e.effect === 'Goblin Attack Force'), `it did not attack: nothing (${JSON.stringify(didNot.events)})`)
    })
  })
}
