/**
 * An item acting on every card of a kind on the field ("Destroy all other monsters on the field"):
 * each card of that kind moves, not the item's own card where the data says "other", not a card of
 * another kind or player; where the board does not say which cards those are (a card's type, or
 * whether it attacked), none moves and the answer says the action was not applied. Boards of our
 * own, expected answers written first.
 */
import t from 'tap'
import type { BoardAction, ContinuousBehaviour } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { eventsOfType, request, sweeper } from './helpers.js'

const monster = (key: string, facts: Partial<EngineCard> = {}): EngineCard => ({ key, name: key, password: null, cardType: 'monster', behaviours: { phases: [] }, ...facts })
const resolved = (result: ReturnType<typeof resolve>) => eventsOfType(result.events, 'resolve').find((e) => e.effect === 'sweeper')

t.test('every other monster on the field: both players\', not itself, not a Spell', async (t) => {
  const result = resolve(
    request({
      players: {
        A: { field: [sweeper({ action: 'destroy', target: 'all', whose: 'each', cards: 'monster', others: true }), monster('mine')] },
        B: { field: [monster('theirs'), { ...monster('a spell'), cardType: 'spell' }] },
      },
    }),
  )
  t.match(resolved(result), { outcome: 'applied', moves: 'graveyard', cards: ['mine', 'theirs'] })
  t.equal(resolved(result)?.subject, undefined, 'two cards moved: no one subject')
  t.equal(resolved(result)?.effectOnState, undefined)
})

t.test('one card moved is also the subject', async (t) => {
  const result = resolve(request({ players: { A: { field: [sweeper({ action: 'destroy', target: 'all', whose: 'opponent', cards: 'monster' }), monster('mine')] }, B: { field: [monster('theirs')] } } }))
  t.match(resolved(result), { cards: ['theirs'], subject: 'theirs', moves: 'graveyard' })
})

t.test('those that did not declare an attack: the board says which', async (t) => {
  const does: BoardAction = { action: 'destroy', target: 'all', whose: 'controller', cards: 'monster', others: true, didNotAttack: true }
  const stated = resolve(request({ players: { A: { field: [sweeper(does), monster('idle', { attacked: false }), monster('attacker', { attacked: true })] } } }))
  t.match(resolved(stated), { cards: ['idle'] })
  const unstated = resolve(request({ players: { A: { field: [sweeper(does), monster('idle', { attacked: false }), monster('unsaid')] } } }))
  t.match(resolved(unstated), { effectOnState: 'partial', notApplied: ['destroy'] }, 'one card not stated: no card moves, and the answer says so')
  t.equal(resolved(unstated)?.cards, undefined)
})

t.test('a Level and Normal Monsters, from the catalog', async (t) => {
  const does: BoardAction = { action: 'destroy', target: 'all', whose: 'controller', cards: 'monster', level: 1, normalMonsters: true }
  const result = resolve(
    request({ players: { A: { field: [{ ...sweeper(does), cardType: 'spell' }, monster('level 1 normal', { level: 1, monsterTypes: ['Warrior', 'Normal'] }), monster('level 1 effect', { level: 1 }), monster('level 4 normal', { level: 4, monsterTypes: ['Warrior', 'Normal'] })] } } }),
  )
  t.match(resolved(result), { cards: ['level 1 normal'] })
  const unknown = resolve(request({ players: { A: { field: [{ ...sweeper(does), cardType: 'spell' }, monster('level 1 normal', { level: 1, monsterTypes: ['Warrior', 'Normal'] }), monster('no level given')] } } }))
  t.match(resolved(unknown), { effectOnState: 'partial', notApplied: ['destroy'] }, 'a monster whose Level is not known: undecided, nothing moves')
})

t.test('a Level or lower, Normal or Flip Summoned this turn: the board says how each was summoned', async (t) => {
  const does: BoardAction = { action: 'destroy', target: 'all', whose: 'each', cards: 'monster', maxLevel: 3, summonedThisTurn: 'normal-or-flip' }
  const result = resolve(
    request({
      players: {
        A: { field: [{ ...sweeper(does), cardType: 'trap' }, monster('normal 1', { level: 1, summoned: 'normal' }), monster('flip 2', { level: 2, summoned: 'flip' }), monster('special 1', { level: 1, summoned: 'special' }), monster('normal 4', { level: 4, summoned: 'normal' })] },
        B: { field: [monster('theirs 1', { level: 1 })] },
      },
    }),
  )
  t.match(resolved(result), { cards: ['normal 1', 'flip 2'] }, "Special Summoned, above the Level, or the other player's (not summoned in this turn by a Normal or Flip Summon): they stay")
  const unsaid = resolve(request({ players: { A: { field: [{ ...sweeper(does), cardType: 'trap' }, monster('normal 1', { level: 1, summoned: 'normal' }), monster('not said', { level: 2 })] } } }))
  t.match(resolved(unsaid), { effectOnState: 'partial', notApplied: ['destroy'] }, "the turn player's monster whose summon the board does not state: undecided")
})

t.test('a card that cannot be destroyed stays, and the answer says so', async (t) => {
  const guard: ContinuousBehaviour = { effect: 'forbid-move', move: 'destroy', itself: true, cards: 'any', whose: 'controller', source: 'curated' }
  const result = resolve(
    request({ players: { A: { field: [sweeper({ action: 'destroy', target: 'all', whose: 'opponent', cards: 'monster' })] }, B: { field: [monster('sturdy', { behaviours: { phases: [], continuous: [guard] } }), monster('frail')] } } }),
  )
  t.match(eventsOfType(result.events, 'move-prevented'), [{ cards: ['sturdy'], action: 'destroy' }])
})

t.test('Defense Position monsters: a Set monster is one, a face-up one is not stated; damage for each card destroyed', async (t) => {
  const does: BoardAction[] = [
    { action: 'destroy', target: 'all', whose: 'opponent', cards: 'monster', battlePosition: 'defense' },
    { action: 'lose-lp', eachMoved: 500, whose: 'opponent', damage: true },
  ]
  const flipper: EngineCard = { ...sweeper(does[0]!), behaviours: { phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', does, source: 'curated' }] } }
  const set = resolve(request({ players: { A: { field: [flipper] }, B: { field: [monster('set 1', { position: 'set' }), monster('set 2', { position: 'set' })], lp: 8000 } } }))
  t.match(resolved(set), { cards: ['set 1', 'set 2'], lp: { B: 7000 } }, 'two destroyed: 1000')
  const faceUp = resolve(request({ players: { A: { field: [flipper] }, B: { field: [monster('set 1', { position: 'set' }), monster('face-up')], lp: 8000 } } }))
  t.match(resolved(faceUp), { effectOnState: 'partial', notApplied: ['destroy', 'lose-lp'] }, "a face-up monster's position is not stated: nothing is destroyed, no damage guessed")
  t.equal(resolved(faceUp)?.lp, undefined)
})
