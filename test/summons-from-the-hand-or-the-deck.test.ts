/**
 * "Special Summon 1 "Mystic Swordsman LV4" from your hand or Deck": which card comes to the field is
 * its controller's choice. The board decides it where only one can (a Deck of no cards), the player
 * where they name it as they activate the effect; elsewhere the Summon is not applied to a guess and
 * the answer says so. Real cards, through the HTTP route.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; subject?: string; moves?: string; effectOnState?: string; notApplied?: string[]; hand?: number; every?: Array<{ action: string; cards: string[] }> }
type Answer = { events: Event[] }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('a Special Summon from the hand or the Deck', async (t) => {
    const app = await appWithRealCards(t, ['Mystic Swordsman LV2', 'Mystic Swordsman LV4', 'Mokey Mokey'])
    const ask = async (deck: number, hand: unknown[], cards?: string[]): Promise<Answer> => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/resolve',
        payload: {
          turnPlayer: 'A',
          players: { A: { field: [{ card: 'Mystic Swordsman LV2', key: 'lv2', destroyedMonsterByBattle: true }], hand, deck }, B: {} },
          choices: [{ player: 'A', type: 'activate', effect: 'lv2', ...(cards ? { cards } : {}) }],
        },
      })
      t.equal(res.statusCode, 200, res.statusCode === 200 ? 'answered' : res.body)
      return res.json()
    }
    const resolved = (body: Answer) => body.events.find((e) => e.type === 'resolve' && e.effect?.startsWith('lv2') === true)
    const summoned = (body: Answer, key: string) => body.events.some((e) => e.subject === key && e.moves === 'field')
    const handSize = (body: Answer) => body.events.find((e) => e.type === 'hand-size')?.hand

    await t.test('the Deck holds none: the one in the hand comes to the field', async (t) => {
      const body = await ask(0, [{ card: 'Mystic Swordsman LV4', key: 'lv4' }, 'Mokey Mokey'])
      t.ok(summoned(body, 'lv4'), 'LV4 comes to the field')
      t.equal(handSize(body), 1, 'and leaves the hand')
      t.not(resolved(body)?.effectOnState, 'partial')
    })

    await t.test('the Deck may hold one too: not applied to a guess, said partial', async (t) => {
      const body = await ask(20, [{ card: 'Mystic Swordsman LV4', key: 'lv4' }, 'Mokey Mokey'])
      t.notOk(summoned(body, 'lv4'))
      t.equal(resolved(body)?.effectOnState, 'partial')
      t.ok(resolved(body)?.notApplied?.includes('special-summon'))
      t.equal(handSize(body), 2)
    })

    await t.test('the player names the one in the hand as they activate it: that one', async (t) => {
      const body = await ask(20, [{ card: 'Mystic Swordsman LV4', key: 'lv4' }, 'Mokey Mokey'], ['lv4'])
      t.ok(summoned(body, 'lv4'))
      t.equal(handSize(body), 1)
    })

    await t.test('no such card in the hand and none in the Deck: nothing comes', async (t) => {
      const body = await ask(0, [{ card: 'Mokey Mokey', key: 'mokey' }])
      t.notOk(body.events.some((e) => e.moves === 'field'))
      t.equal(handSize(body), 1, 'Mokey Mokey is no Mystic Swordsman LV4: it stays')
    })
  })
}
