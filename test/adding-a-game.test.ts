/**
 * Adding a game is a folder and one line in a rulesets list: a toy game (test/fixtures/toy-ruleset:
 * one window, its request reader, one rule citing a stored ruling) resolves a board through the
 * engine and through the resolve service, neither of which names it.
 */
import t from 'tap'
import { build } from './helpers/build.js'
import { InvalidRequestError, resolve, RULESETS, UnsupportedWindowError, type WireRequest } from '../src/engine/index.js'
import { ResolveService } from '../src/resolve/service.js'
import type { ResolveRequest } from '../src/schemas/resolve.js'
import { toyRuleset } from './fixtures/toy-ruleset/index.js'

const WITH_TOY = [...RULESETS, toyRuleset]
const context = { cards: new Map(), cardRulings: {}, limits: { cardsPerZone: 60, effects: 40 } }
const board: WireRequest = {
  game: 'toy',
  turnPlayer: 'A',
  players: { A: {}, B: {} },
  effects: [
    { id: 'spin', controller: 'A', kind: 'use' },
    { id: 'theirs', controller: 'B', kind: 'use' },
  ],
  choices: [{ player: 'A', type: 'activate', effect: 'spin' }],
}
const CITED = ['ygo-ep-turn-player-first']

t.test('the engine resolves a board of a game given in its rulesets list', async (t) => {
  const request = toyRuleset.readRequest.read(board, context)
  t.equal(request.maxOutcomes, 100, "the reader's common fields take their defaults")
  const result = resolve(request, undefined, WITH_TOY)
  t.strictSame(
    result.steps.map((s) => [s.player, s.decision, s.legal, s.taken, s.automatic]),
    [
      ['A', 'priority', [{ type: 'activate', effect: 'spin' }, { type: 'pass' }], { type: 'activate', effect: 'spin' }, false],
      ['A', 'priority', [{ type: 'pass' }], { type: 'pass' }, true],
    ],
    "the turn player's own effect, once, then the pass; the other player's effect is not theirs to use",
  )
  t.strictSame(result.events.map((e) => e.type), ['activate', 'resolve', 'phase-end'])
  t.strictSame(result.rulings, CITED)
  t.throws(() => resolve(request), UnsupportedWindowError, 'not in the default list: no rules for it')
  t.throws(() => toyRuleset.readRequest.read({ ...board, effects: [{ id: 'x', controller: 'A', kind: 'trigger' }] }, context), new InvalidRequestError('effects[0].kind', 'effects[0].kind "trigger": a toy effect is "use"'))
})

t.test('the resolve service answers it when handed the list, its rulings cited from the database', async (t) => {
  const app = await build(t)
  const service = new ResolveService(app.catalogCache, app.answerCache, '', { threads: 0 }, WITH_TOY)
  t.teardown(() => service.close())
  const answer = JSON.parse((await service.resolveJson(board as ResolveRequest)).toString())
  t.equal(answer.game, 'toy')
  t.strictSame(answer.events.map((e: { type: string; effect?: string }) => [e.type, e.effect ?? null]), [['activate', 'spin'], ['resolve', 'spin'], ['phase-end', null]])
  t.strictSame(answer.rulings.map((r: { id: string }) => r.id), CITED)
  t.match(answer.rulings[0].title, /turn player/i, 'the stored ruling, with its text')
  await t.rejects(service.resolveJson({ ...board, effects: [{ id: 'x', controller: 'A', kind: 'trigger' }] } as ResolveRequest), { statusCode: 400, code: 'INVALID_PARAMETER', details: { field: 'effects[0].kind' } }, "the reader's refusal is a 400 naming the field")
  const plain = new ResolveService(app.catalogCache, app.answerCache, '', { threads: 0 })
  t.teardown(() => plain.close())
  await t.rejects(plain.resolveJson(board as ResolveRequest), { statusCode: 400, code: 'UNSUPPORTED_WINDOW' }, 'a service without it does not play it')
})
