/**
 * "During the End Phase, if "The Immortal Sun God" was sent to your GY this turn: …": the condition is
 * read as data (`named-sent-this-turn`) and checked against the board: a copy of the named card in the
 * controller's GY sent there this turn holds it; copies stated to be there since an earlier turn fail
 * it; a copy in the opponent's GY is not "your GY". Real cards of the family, other than the boards'.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Answer = { events: Array<Record<string, unknown> & { type: string }>; steps: Array<{ legal: Array<{ type: string; effect?: string }> }> }
const MAKYURA = "The Sun God's Destructor - Makyura"
const HELPOEMER = "The Sun God's Poet - Helpoemer"
const SUN = 'The Immortal Sun God'

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('a named card sent to the GY this turn', async (t) => {
    const app = await appWithRealCards(t, [MAKYURA, HELPOEMER, SUN])
    const answer = async (board: Record<string, unknown>) => {
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: board })
      t.equal(res.statusCode, 200, res.body)
      return res.json() as Answer
    }
    const offered = (a: Answer, who: string) => a.steps.some((s) => s.legal.some((l) => l.type !== 'pass' && l.effect === who))

    await t.test('sent this turn (the board says so): offered', async (t) => {
      const a = await answer({ turnPlayer: 'A', players: { A: { graveyard: [MAKYURA, SUN] }, B: {} }, thisTurn: [{ player: 'A', sent: [SUN] }] })
      t.ok(offered(a, MAKYURA))
    })
    await t.test('in the GY since an earlier turn: not offered', async (t) => {
      const a = await answer({ turnPlayer: 'A', players: { A: { graveyard: [MAKYURA, { card: SUN, sentThisTurn: false }] }, B: {} } })
      t.notOk(offered(a, MAKYURA))
      t.notOk(a.events.some((e) => e.type === 'activate' && e.effect === MAKYURA))
    })
    await t.test("only in the opponent's GY, an earlier turn's: not your GY, not offered", async (t) => {
      const a = await answer({ turnPlayer: 'B', players: { A: { graveyard: [HELPOEMER, { card: SUN, sentThisTurn: false }] }, B: { graveyard: [SUN] } } })
      t.notOk(offered(a, HELPOEMER))
    })
  })
}
