/**
 * Every card moved is said by card: a card an effect moved that its `resolve` does not name as its
 * subject (each of several cards, a card chosen or targeted), a card paid as a cost, and the card a
 * negation destroys each have a `moved` event (subject, moves, as). Costs of cards of a kind from the
 * hand ("send 1 Beast monster from your hand or face-up field to the GY", "discard 1 Spell") are
 * offered only while enough cards may be of that kind, and the player chooses among those only.
 * Boards of our own, expected answers written first.
 */
import t from 'tap'
import { UNNAMED_CARDS, type BoardAction } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard, type Response } from '../../src/engine/index.js'
import { card, eventsOfType, request } from './helpers.js'

const monster = (name: string, type: string, extra: Partial<EngineCard> = {}): EngineCard => ({ ...card(name), cardType: 'monster', monsterTypes: [type, 'Effect'], ...extra })
const koala = monster('Koala', 'Beast')
const mokey = monster('Mokey', 'Fairy')
const unnamed = card(UNNAMED_CARDS.other)

/** A GY monster whose End Phase item sends 1 Beast or Winged Beast monster from the hand or face-up field, then Special Summons itself. */
const sendsABeast: BoardAction = {
  action: 'send-to-gy',
  target: 'zone',
  from: 'hand',
  whose: 'controller',
  count: 1,
  alsoField: true,
  chosen: { zone: 'hand', whose: 'controller', cards: 'monster', filter: { monsterTypes: ['Beast', 'Winged Beast'], position: 'face-up' } },
}
const manticore: EngineCard = {
  ...card('Lion', { key: 'lion', phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard', costs: [sendsABeast], does: [{ action: 'special-summon', target: 'self' }] }] }),
  cardType: 'monster',
}
const activate = { player: 'A' as const, type: 'activate' as const, effect: 'lion' }
const offered = (hand: EngineCard[], field: EngineCard[] = []) =>
  resolve(request({ players: { A: { graveyard: [manticore], hand, field } } })).steps.some((d) => d.legal.some((a) => a.type === 'activate' && a.effect === 'lion'))

t.test('a cost of a kind from the hand is offered only while a card may be of that kind', async (t) => {
  t.ok(offered([koala, mokey]), 'a Beast in the hand')
  t.notOk(offered([mokey]), 'only a Fairy: no card may pay')
  t.ok(offered([unnamed]), 'a card nobody named may be a Beast')
  t.ok(offered([mokey], [monster('Field Koala', 'Beast')]), 'a face-up Beast on the field pays too')
  t.notOk(offered([mokey], [monster('Set Koala', 'Beast', { position: 'set' })]), 'a Set one does not: "face-up field"')
})

t.test('the only card that may pay pays without a question, and is said as moved by the cost', async (t) => {
  const result = resolve(request({ players: { A: { graveyard: [manticore], hand: [koala, mokey] } }, choices: [activate] }))
  const moved = eventsOfType(result.events, 'moved')
  t.match(moved, [{ subject: 'Koala', moves: 'graveyard', as: 'cost', effect: 'lion', player: 'A' }], 'Koala sent as the cost')
  t.match(eventsOfType(result.events, 'resolve').find((e) => e.effect === 'lion'), { subject: 'lion', moves: 'field' }, 'the Lion comes back')
  t.equal(eventsOfType(result.events, 'hand-size')[0]?.hand, 1, 'Mokey is left in the hand')
  const cost = result.steps.find((d) => d.decision === 'cost')
  t.same(cost?.legal.flatMap((a) => ('from' in a ? (a.from ?? []) : [])), ['Koala'], 'Mokey was never one to choose from')
})

t.test('a discard cost of a kind: "discard 1 Spell"', async (t) => {
  const spell: EngineCard = { ...card('Some Spell'), cardType: 'spell' }
  const discarder = card('Discarder', { key: 'discarder', phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', costs: [{ action: 'discard', count: 1, chosen: { zone: 'hand', whose: 'controller', cards: 'spell' } }], does: [{ action: 'draw', count: 1 }] }] })
  const ask = (hand: EngineCard[]) => resolve(request({ players: { A: { field: [discarder], hand } } })).steps.some((d) => d.legal.some((a) => a.type === 'activate' && a.effect === 'discarder'))
  t.notOk(ask([mokey]), 'a monster is no Spell')
  t.ok(ask([mokey, spell]), 'a Spell in the hand')
  const result = resolve(request({ players: { A: { field: [discarder], hand: [mokey, spell] } }, choices: [{ player: 'A', type: 'activate', effect: 'discarder' }] }))
  t.match(eventsOfType(result.events, 'discard'), [{ cards: ['Some Spell'], reason: 'activation-cost' }], 'the Spell is discarded, said by the discard')
  t.equal(eventsOfType(result.events, 'moved').length, 0, 'a discard is said once, by its own event')
})

t.test('each card an effect moved that its resolve does not name is said by card', async (t) => {
  const sweeper = card('Sweeper', { key: 'sweeper', phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', does: [{ action: 'destroy', every: { zone: 'field', whose: 'opponent', cards: 'monster' } }] }] })
  const result = resolve(request({ players: { A: { field: [sweeper] }, B: { field: [monster('One', 'Beast'), monster('Two', 'Fairy')] } } }))
  t.match(
    eventsOfType(result.events, 'moved').map((e) => [e.subject, e.moves, e.as, e.effect]),
    [
      ['One', 'graveyard', 'effect', 'sweeper'],
      ['Two', 'graveyard', 'effect', 'sweeper'],
    ],
  )
  const alone = resolve(request({ players: { A: { field: [sweeper] }, B: { field: [monster('One', 'Beast')] } } }))
  t.match(eventsOfType(alone.events, 'resolve').find((e) => e.effect === 'sweeper'), { subject: 'One', moves: 'graveyard' }, 'one card: the resolve names it')
  t.equal(eventsOfType(alone.events, 'moved').length, 0, 'and says it once')
})

t.test('the card a negation destroys is said as moved by the negation', async (t) => {
  const item = card('Dragon', { key: 'dragon', phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', does: [{ action: 'draw', count: 1 }] }] })
  const strike: Response = { id: 'strike', controller: 'B', card: 'Strike', negates: 'activation', mandatory: true, fate: 'destroy' }
  const result = resolve(request({ players: { A: { field: [{ ...item, cardType: 'monster' }] } }, responses: [strike] }))
  t.match(eventsOfType(result.events, 'negate-activation'), [{ fate: { subject: 'dragon', moves: 'graveyard' } }])
  t.match(eventsOfType(result.events, 'moved'), [{ subject: 'dragon', moves: 'graveyard', as: 'negation', effect: 'strike', player: 'B' }])
})
