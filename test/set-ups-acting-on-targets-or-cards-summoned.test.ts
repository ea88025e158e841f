/**
 * What an activation earlier this turn leaves for the End Phase acts on the cards its text means:
 * "the face-up monster that was targeted by this card" on its target only, "Special Summon 1 … from
 * your Deck …, and if you do, destroy it during the End Phase" on the monster summoned only (not its
 * target), "destroy them, and if you do, take damage equal to those destroyed monsters' ATK" on
 * every card at once with the ATK they had, and "add 1 Continuous or Field Spell from your GY" on such
 * a Spell there. Real cards, through POST /v1/resolve.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; subject?: string; moves?: string; lp?: Record<string, number>; hand?: number }
type Answer = { events: Event[] }

const MIZUHO = 'Legendary Six Samurai - Mizuho'
const SHINAI = 'Legendary Six Samurai - Shinai'
const ELDER = 'Elder of the Six Samurai'

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('set-ups acting on their targets or on the cards summoned', async (t) => {
    const app = await appWithRealCards(t, [MIZUHO, SHINAI, ELDER, 'Hand of the Six Samurai', 'Final Gesture', 'Asceticism of the Six Samurai', 'Double-Edged Sword Technique', 'Barricadeborg Blocker', 'Dreamland', 'Ultimate Flame Swordsman'])
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    const moved = (body: Answer, key: string) => body.events.find((e) => e.subject === key && e.moves !== undefined)?.moves

    t.test('"the face-up monster that was targeted by this card": the target, not the copy summoned', async (t) => {
      const body = await post({
        players: { A: { field: [{ card: ELDER, key: 'target' }, { card: ELDER, key: 'summoned' }], hand: 3 }, B: {} },
        thisTurn: [{ player: 'A', activated: 'Final Gesture', targets: ['target'], affected: ['summoned'] }],
      })
      t.equal(moved(body, 'target'), 'graveyard')
      t.equal(moved(body, 'summoned'), undefined)
    })

    t.test('"Special Summon 1 … from your Deck …, and if you do, destroy it": the monster summoned, not the target', async (t) => {
      const body = await post({
        players: { A: { field: [{ card: 'Hand of the Six Samurai', key: 'target' }, { card: MIZUHO, key: 'summoned' }], hand: 3 }, B: {} },
        thisTurn: [{ player: 'A', activated: 'Asceticism of the Six Samurai', targets: ['target'], affected: ['summoned'] }],
      })
      t.equal(moved(body, 'summoned'), 'graveyard')
      t.equal(moved(body, 'target'), undefined)
    })

    t.test("damage equal to the destroyed monsters' ATK: both destroyed at once, their ATK summed", async (t) => {
      const body = await post({
        players: { A: { field: [{ card: MIZUHO, key: 'mizuho' }, { card: SHINAI, key: 'shinai' }], hand: 3, lp: 8000 }, B: {} },
        thisTurn: [{ player: 'A', activated: 'Double-Edged Sword Technique', targets: ['mizuho', 'shinai'] }],
      })
      t.equal(moved(body, 'mizuho'), 'graveyard')
      t.equal(moved(body, 'shinai'), 'graveyard')
      t.same(body.events.filter((e) => e.lp !== undefined).map((e) => e.lp), [{ A: 4900 }], 'one loss of 1600 + 1500, said once')
    })

    t.test('one target only: its own ATK', async (t) => {
      const body = await post({
        players: { A: { field: [{ card: MIZUHO, key: 'mizuho' }], hand: 3, lp: 8000 }, B: {} },
        thisTurn: [{ player: 'A', activated: 'Double-Edged Sword Technique', targets: ['mizuho'] }],
      })
      t.same(body.events.filter((e) => e.lp !== undefined).map((e) => e.lp), [{ A: 6400 }])
    })

    t.test('"double this card\'s ATK …, but if you do, destroy it during the End Phase": the card the entry activated', async (t) => {
      const body = await post({
        players: { A: { field: [{ card: 'Ultimate Flame Swordsman', key: 'ufs' }, { card: MIZUHO, key: 'other' }], hand: 3 }, B: {} },
        thisTurn: [{ player: 'A', activated: { card: 'Ultimate Flame Swordsman', key: 'ufs' } }],
      })
      t.equal(moved(body, 'ufs'), 'graveyard')
      t.equal(moved(body, 'other'), undefined)
    })

    t.test('"add 1 Continuous or Field Spell from your GY": the one such Spell there, not a monster', async (t) => {
      const body = await post({
        players: { A: { field: [{ card: 'Barricadeborg Blocker', key: 'blocker' }], graveyard: [{ card: MIZUHO, key: 'gy monster' }, { card: 'Dreamland', key: 'field spell' }], hand: 2 }, B: {} },
        thisTurn: [{ player: 'A', activated: { card: 'Barricadeborg Blocker', key: 'blocker' } }],
      })
      t.equal(moved(body, 'field spell'), 'hand')
      t.equal(moved(body, 'gy monster'), undefined)
      t.equal(body.events.find((e) => e.type === 'hand-size')?.hand, 3)
    })
  })
}
