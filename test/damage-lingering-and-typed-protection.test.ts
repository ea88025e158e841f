/**
 * Capabilities the fourth blind set of real boards asked for, each beside its boards with cases of
 * its own: a player taking damage raises the triggers on it (whose damage, from where the card works,
 * a card effect as cause); what a card activated earlier this turn leaves for the rest of the turn
 * holds in the window ("you take no effect damage this turn", "This turn, any monster sent to the GY
 * is banished instead"); a protection of the monsters of one Type; and a card destroying itself is
 * destroyed (its "destroyed" triggers react, a protection keeps it). Real cards by name; expected
 * answers from the card texts.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = [
  'Lava Golem',
  'Raidraptor - Avenge Vulture',
  'Damage Mage',
  'Hanewata',
  'Different Dimension Ground',
  'Luster Dragon',
  'Dark Hole',
  'Archfiend Zombie-Skull',
  'Bone Crusher',
  'Gaia Soul the Combustible Collective',
  'Rage Rose Witch',
]
type Event = { type: string; effect?: string; card?: string; by?: string; cards?: string[]; action?: string; outcome?: string; lp?: Record<string, number>; prevented?: unknown[]; triggeredBy?: { event: string } }
type Step = { decision: string; player: string; legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Event[]; steps: Step[] }

const offered = (body: Answer, card: string) => body.steps.some((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect?.startsWith(`${card}:`)))

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('damage, lingering effects and typed protections', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })

    t.test('damage taken offers the damaged player\'s "If you take damage" trigger, from the hand', async (t) => {
      const body = await post({ phase: 'standby', players: { A: { field: ['Lava Golem'], hand: ['Raidraptor - Avenge Vulture', 'Damage Mage'], lp: 8000 }, B: {} } })
      t.same(body.events.find((e) => e.type === 'resolve' && e.card === 'Lava Golem')?.lp, { A: 7000 })
      t.ok(offered(body, 'Raidraptor - Avenge Vulture'), 'Avenge Vulture: any damage')
      t.ok(offered(body, 'Damage Mage'), 'Damage Mage: damage from a card effect')
    })

    t.test("the other player's trigger on their own damage is not offered", async (t) => {
      const body = await post({ phase: 'standby', players: { A: { field: ['Lava Golem'], lp: 8000 }, B: { hand: ['Raidraptor - Avenge Vulture'], lp: 8000 } } })
      t.notOk(offered(body, 'Raidraptor - Avenge Vulture'))
    })

    t.test('on the field it is not where the trigger works from: not offered', async (t) => {
      const body = await post({ phase: 'standby', players: { A: { field: ['Lava Golem', 'Raidraptor - Avenge Vulture'], lp: 8000 }, B: {} } })
      t.notOk(offered(body, 'Raidraptor - Avenge Vulture'))
    })

    t.test('damage prevented is no damage taken: Hanewata used this turn, nothing is lost and nothing triggers', async (t) => {
      const body = await post({ phase: 'standby', players: { A: { field: ['Lava Golem'], hand: ['Raidraptor - Avenge Vulture'], graveyard: ['Hanewata'], lp: 8000 }, B: {} }, thisTurn: [{ player: 'A', activated: 'Hanewata' }] })
      const golem = body.events.find((e) => e.type === 'resolve' && e.card === 'Lava Golem')
      t.ok(golem?.prevented, 'prevented')
      t.equal(golem?.lp, undefined, 'A keeps 8000')
      t.notOk(offered(body, 'Raidraptor - Avenge Vulture'))
    })

    t.test("Different Dimension Ground activated this turn: the turn player's discarded monster is banished instead, by either player's activation", async (t) => {
      for (const player of ['A', 'B'] as const) {
        const body = await post({
          players: { A: { hand: ['Luster Dragon', { count: 6 }] }, B: {}, [player]: { ...(player === 'A' ? { hand: ['Luster Dragon', { count: 6 }] } : {}), graveyard: ['Different Dimension Ground'] } },
          thisTurn: [{ player, activated: 'Different Dimension Ground' }],
          choices: [{ player: 'A', type: 'discard', cards: ['Luster Dragon'] }],
        })
        t.match(body.events.find((e) => e.type === 'banished-instead'), { by: 'Different Dimension Ground', cards: ['Luster Dragon'] }, `activated by ${player}`)
      }
    })

    t.test('Different Dimension Ground not activated this turn (only in the GY): nothing is banished instead', async (t) => {
      const body = await post({ players: { A: { hand: ['Luster Dragon', { count: 6 }] }, B: { graveyard: ['Different Dimension Ground'] } }, choices: [{ player: 'A', type: 'discard', cards: ['Luster Dragon'] }] })
      t.notOk(body.events.some((e) => e.type === 'banished-instead'))
    })

    t.test('Archfiend Zombie-Skull protects Zombies only: a Pyro destroying itself is destroyed', async (t) => {
      const body = await post({ players: { A: { field: ['Gaia Soul the Combustible Collective', 'Archfiend Zombie-Skull'] }, B: {} } })
      t.notOk(body.events.some((e) => e.type === 'move-prevented'))
      t.match(body.events.find((e) => e.type === 'resolve' && e.card === 'Gaia Soul the Combustible Collective'), { outcome: 'applied', moves: 'graveyard' })
    })

    t.test('a Zombie of its controller destroying itself stays', async (t) => {
      const body = await post({ players: { A: { field: [{ card: 'Bone Crusher', summoned: 'special' }, 'Archfiend Zombie-Skull'] }, B: {} } })
      t.match(body.events.find((e) => e.type === 'move-prevented'), { action: 'destroy', by: 'Archfiend Zombie-Skull', cards: ['Bone Crusher'] })
    })

    t.test('a card destroying itself is destroyed: "destroyed by card effect" triggers react (Rage Rose Witch in the GY)', async (t) => {
      const body = await post({ players: { A: { field: ['Gaia Soul the Combustible Collective'], graveyard: ['Rage Rose Witch'] }, B: {} } })
      t.ok(offered(body, 'Rage Rose Witch'))
    })

    t.test("Rage Rose Witch in the opponent's GY reacts too ('a card(s) on the field'), but not from the field", async (t) => {
      const inGy = await post({ players: { A: { field: ['Gaia Soul the Combustible Collective'] }, B: { graveyard: ['Rage Rose Witch'] } } })
      t.ok(offered(inGy, 'Rage Rose Witch'), "B's")
      const onField = await post({ players: { A: { field: ['Gaia Soul the Combustible Collective', 'Rage Rose Witch'] }, B: {} } })
      t.notOk(offered(onField, 'Rage Rose Witch'))
    })
  })
}
