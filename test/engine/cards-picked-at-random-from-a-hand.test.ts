/**
 * Cards picked at random from a hand ("send 1 random card from your opponent's hand to the GY",
 * "discard 2 random cards from your opponent's hand"), and a hand shuffled down to a number ("randomly
 * shuffle cards from your hand into the Deck so the number in your hand equals the number your
 * opponent controls +6"): moved where the pick cannot matter (the hand holds no more, or only cards
 * nobody named), never a guess at which named card goes. Boards of our own, expected answers first.
 */
import t from 'tap'
import { UNNAMED_CARDS, type BoardAction } from '../../src/domain/behaviour.js'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { card, eventsOfType, request, sweeper } from './helpers.js'

const unnamed = (n: number): EngineCard[] => Array.from({ length: n }, (_, i) => card(UNNAMED_CARDS.other, { key: i === 0 ? UNNAMED_CARDS.other : `${UNNAMED_CARDS.other} #${i + 1}` }))
const randomSend: BoardAction = { action: 'send-to-gy', target: 'zone', from: 'hand', whose: 'opponent', count: 1, random: true }
const swept = (r: ReturnType<typeof resolve>) => eventsOfType(r.events, 'resolve').find((e) => e.effect === 'sweeper')
/** The cards the item's resolution says it moved, and where. */
const moved = (r: ReturnType<typeof resolve>) => {
  const done = swept(r)
  return ((done?.cards ?? []) as string[]).map((key) => `${key} ${String(done?.moves)}`)
}

t.test("1 random card of the opponent's hand to the GY: the only card, any of cards nobody named, or not applied", async (t) => {
  const one = resolve(request({ players: { A: { field: [sweeper(randomSend)] }, B: { hand: [card('Dark Hole')] } } }))
  t.same(moved(one), ['Dark Hole graveyard'], 'a hand of one card: that card')
  t.notOk(swept(one)?.effectOnState)
  const counted = resolve(request({ players: { A: { field: [sweeper(randomSend)] }, B: { hand: unnamed(3) } } }))
  t.equal(moved(counted).length, 1, 'one of three cards nobody named')
  const mixed = resolve(request({ players: { A: { field: [sweeper(randomSend)] }, B: { hand: [card('Dark Hole'), ...unnamed(2)] } } }))
  t.same(moved(mixed), [], 'which of a named card and two others goes is chance: not applied')
  t.match(swept(mixed), { effectOnState: 'partial', notApplied: ['send-to-gy'] })
  const empty = resolve(request({ players: { A: { field: [sweeper(randomSend)] }, B: { hand: [] } } }))
  t.same(moved(empty), [], 'an empty hand gives nothing')
})

t.test('2 random cards discarded from a hand of 1: that card, discarded', async (t) => {
  const discard: BoardAction = { action: 'discard', target: 'zone', from: 'hand', whose: 'opponent', count: 2, random: true }
  const result = resolve(request({ players: { A: { field: [sweeper(discard)] }, B: { hand: [card('Dark Hole')] } } }))
  t.same(moved(result), ['Dark Hole graveyard'])
})

t.test('a hand shuffled down to the cards the opponent controls +6: only what is over', async (t) => {
  const downTo: BoardAction = { action: 'return-to-deck', target: 'zone', from: 'hand', whose: 'controller', random: true, handDownTo: 6, per: { count: 'cards', zone: 'field', whose: 'opponent' } }
  const after = (hand: number, opponentControls: number) => {
    const result = resolve(request({ players: { A: { field: [sweeper(downTo)], hand: unnamed(hand), deck: 20 }, B: { field: Array.from({ length: opponentControls }, (_, i) => card(`Card ${i + 1}`)) } } }))
    return { toDeck: moved(result).filter((line) => line.endsWith(' deck')).length, handSize: eventsOfType(result.events, 'hand-size')[0]?.hand }
  }
  t.same(after(9, 1), { toDeck: 2, handSize: 7 }, '9 cards, 1 + 6 kept')
  t.same(after(9, 3), { toDeck: 0, handSize: 9 }, '9 is not more than 3 + 6: none go (then the hand-size step)')
  t.same(after(5, 0), { toDeck: 0, handSize: 5 })
})
