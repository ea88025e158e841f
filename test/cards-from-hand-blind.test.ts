/**
 * Blind figures for Spells played from the hand (test/fixtures/cards-from-hand-labels.json, labelled
 * before the first run): a Quick-Play Spell activated from a hand of 8 in the End Phase leaves the
 * hand, so the hand-size step counts 7. The tuned card and the held-out cards are reported apart.
 */
import { existsSync, readFileSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Label = { hand: number; discard: number }
const labels = JSON.parse(readFileSync(new URL('./fixtures/cards-from-hand-labels.json', import.meta.url), 'utf8')) as { tuned: Record<string, Label>; heldOut: Record<string, Label> }
type Answer = { events: Array<{ type: string; hand?: number; effect?: string }>; steps: Array<{ decision: string; legal: Array<{ count?: number }> }> }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('Spells played from the hand: tuned and held-out figures', async (t) => {
    const names = [...Object.keys(labels.tuned), ...Object.keys(labels.heldOut)]
    const app = await appWithRealCards(t, [...names, 'Mystical Elf'])
    const score = async (set: Record<string, Label>) => {
      const wrong: string[] = []
      for (const [name, want] of Object.entries(set)) {
        const res = await app.inject({
          method: 'POST',
          url: '/v1/resolve',
          payload: {
            turnPlayer: 'A',
            players: { A: { hand: [name, ...Array.from({ length: 7 }, () => 'Mystical Elf')] }, B: {} },
            effects: [{ id: 'Played', controller: 'A', card: name, cardKey: name, kind: 'quick', mandatory: false }],
            choices: [{ player: 'A', type: 'activate', effect: 'Played' }],
          },
        })
        const body = res.json() as Answer
        const hand = body.events.find((e) => e.type === 'hand-size')?.hand
        const discard = body.steps.find((s) => s.decision === 'discard')?.legal[0]?.count ?? 0
        if (res.statusCode !== 200 || hand !== want.hand || discard !== want.discard) wrong.push(`${name} (${res.statusCode}: hand ${String(hand)}, discard ${discard})`)
      }
      return { right: Object.keys(set).length - wrong.length, of: Object.keys(set).length, wrong }
    }
    const tuned = await score(labels.tuned)
    const blind = await score(labels.heldOut)
    t.comment(`cards from the hand, tuned: ${tuned.right}/${tuned.of}${tuned.wrong.length ? ` (wrong: ${tuned.wrong.join('; ')})` : ''}`)
    t.comment(`cards from the hand, held out: ${blind.right}/${blind.of}${blind.wrong.length ? ` (wrong: ${blind.wrong.join('; ')})` : ''}`)
    t.equal(tuned.right, tuned.of, 'every tuned card right')
    t.ok(blind.right / blind.of >= 0.8, `held out: ${blind.right}/${blind.of}`)
  })
}
