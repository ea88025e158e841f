/**
 * "Negate any card effect that would move a card in the GY to a different place" (Necrovalley): an
 * effect that would take a card out of a GY may still be activated, and resolves negated wherever its
 * card is, citing the ruling for a negation by what an effect does (not the one for effects on the
 * field); one that moves no GY card is not touched. Real cards, through the HTTP route; expected
 * answers written first.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; outcome?: string; by?: string; subject?: string; moves?: string; rulings?: string[] }
type Answer = { events: Event[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('effects negated by what they move', async (t) => {
    const saffira = 'Saffira, Divine Dragon of the Voiceless Voice'
    const app = await appWithRealCards(t, ['Necrovalley', saffira, 'Blue-Eyes White Dragon', 'Munin the Runick Wings', 'Rescue Interlacer'])
    const ask = resolver<Answer>(t, app)
    const resolved = (body: Answer, effect: string) => body.events.find((e) => e.type === 'resolve' && e.effect === effect)

    await t.test("Saffira's add from the GY under B's Necrovalley: activated, negated, Blue-Eyes stays", async (t) => {
      const body = await ask({
        turnPlayer: 'B',
        players: { A: { field: [{ card: saffira, key: 'saffira' }], graveyard: [{ card: 'Blue-Eyes White Dragon', key: 'bewd' }] }, B: { field: [{ card: 'Necrovalley', key: 'valley' }] } },
        choices: [{ player: 'A', type: 'activate', effect: 'saffira' }],
      })
      t.match(resolved(body, 'saffira'), { outcome: 'negated', by: 'Necrovalley' })
      t.ok(resolved(body, 'saffira')?.rulings?.includes('ygo-negated-by-what-it-does'))
      t.notOk(resolved(body, 'saffira')?.rulings?.includes('ygo-negated-on-field'), 'not the ruling for effects on the field')
      t.notOk(body.events.some((e) => e.subject === 'bewd' && e.moves === 'hand'))
    })

    await t.test("a card Special Summoning itself from the GY is negated too (Rescue Interlacer, discarded for its effect this turn)", async (t) => {
      const body = await ask({
        turnPlayer: 'B',
        players: { A: { graveyard: [{ card: 'Rescue Interlacer', key: 'interlacer' }] }, B: { field: [{ card: 'Necrovalley', key: 'valley' }] } },
        thisTurn: [{ player: 'A', activated: { card: 'Rescue Interlacer', key: 'interlacer' } }],
      })
      t.match(resolved(body, 'interlacer'), { outcome: 'negated' })
    })

    await t.test("Munin's LP gain moves no GY card: it resolves", async (t) => {
      const body = await ask({ turnPlayer: 'B', players: { A: { field: [{ card: 'Munin the Runick Wings', key: 'munin' }], lp: 8000 }, B: { field: [{ card: 'Necrovalley', key: 'valley' }] } } })
      t.match(resolved(body, 'munin'), { outcome: 'applied' })
    })
  })
}
