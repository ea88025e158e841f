/**
 * Other cards' triggers on what happens in the window, on boards named only by real imported cards
 * (their triggers read from their texts at import, or curated): a card sent to the GY, a monster
 * Special Summoned from the GY, a card summoned during the chain after the hand-size discard. The
 * expected answers were written before the code that passes them.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Mist Archfiend', 'Skull Invitation', 'Macro Cosmos', 'Dark World Grimoire', 'Ipiria', 'Mystical Elf', 'Pot of Greed', 'Card of Safe Return', 'Manticore of Darkness', 'Big Koala']
type Event = { type: string; effect?: string; card?: string; player?: string; reason?: string; link?: number; subject?: string; moves?: string; outcome?: string; adds?: string[]; hand?: number; effectOnState?: string; event?: string; triggeredBy?: { event: string; card: string; name: string }; rulings?: Array<string | { id: string }> }
type Step = { player: string; window: string; decision: string; legal: Array<{ type: string; effect?: string; from?: string[] }> }
type Answer = { events: Event[]; steps: Step[] }

const ids = (event: Event | undefined) => (event?.rulings ?? []).map((r) => (typeof r === 'string' ? r : r.id))

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('triggers on events of the window', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app)

    // Skull Invitation's damage is a continuous effect applied as the cards arrive, not a trigger:
    // it starts no chain (seed 004: "Continuous effect … such as Skull Invitation will be applied
    // during this timing", "effect that resolves after discarding (unchainable)"; seed 003, 17/10/26).
    t.test("a card destroyed by its own End Phase item: the opponent's Skull Invitation deals its damage as it arrives, without a chain", async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Mist Archfiend'], lp: 8000 }, B: { field: ['Skull Invitation'], lp: 8000 } }, choices: [{ player: 'A', type: 'activate', effect: 'Mist Archfiend' }] })
      const resolved = body.events.findIndex((e) => e.type === 'resolve' && e.effect === 'Mist Archfiend')
      const damage = body.events.findIndex((e) => e.type === 'continuous-damage' && e.card === 'Skull Invitation')
      t.ok(resolved >= 0 && damage > resolved, 'the damage comes once the item has sent the card')
      const event = body.events[damage] as Event & { chain?: boolean; lp?: Record<string, number>; subject?: string }
      t.equal(event?.player, 'B', "Skull Invitation's controller")
      t.equal(event?.chain, false, 'not activated: no chain')
      t.same(event?.lp, { A: 6700 }, "the sent card's owner takes 300 (after the 1000 its own item cost: 8000 - 1000 - 300)")
      t.ok(ids(body.events[damage]).includes('ygo-continuous-effects'), 'cites the rule of continuous effects')
      t.notOk(body.events.some((e) => e.type === 'activate' && e.card === 'Skull Invitation'), 'never activated')
    })

    t.test('under Macro Cosmos the card is banished instead: nothing was sent to the GY, Skull Invitation deals nothing', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: ['Mist Archfiend'] }, B: { field: ['Skull Invitation', 'Macro Cosmos'] } }, choices: [{ player: 'A', type: 'activate', effect: 'Mist Archfiend' }] })
      t.ok(body.events.some((e) => e.type === 'banished-instead'))
      t.notOk(body.events.some((e) => e.card === 'Skull Invitation'))
    })

    t.test("Skull Invitation Set does nothing; both players' Skull Invitations each deal their damage", async (t) => {
      const set = await post({ turnPlayer: 'A', players: { A: { field: ['Mist Archfiend'] }, B: { field: [{ card: 'Skull Invitation', position: 'set' }] } }, choices: [{ player: 'A', type: 'activate', effect: 'Mist Archfiend' }] })
      t.notOk(set.events.some((e) => e.card === 'Skull Invitation'), 'a Set card applies nothing')
      const both = await post({
        turnPlayer: 'B',
        players: { A: { field: [{ card: 'Skull Invitation', key: 'skull-a' }] }, B: { field: ['Mist Archfiend', { card: 'Skull Invitation', key: 'skull-b' }], lp: 8000 } },
        choices: [{ player: 'B', type: 'activate', effect: 'Mist Archfiend' }],
      })
      const damages = both.events.filter((e) => e.type === 'continuous-damage') as Array<Event & { lp?: Record<string, number> }>
      t.same(damages.map((e) => e.effect).sort(), ['skull-a', 'skull-b'], 'each applies')
      t.same(damages.map((e) => e.lp), [{ B: 6700 }, { B: 6400 }], 'the owner takes 300 twice (after the 1000 its own item cost)')
    })

    t.test('the hand-size discard under Skull Invitation: the damage for each discarded card, no chain', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { hand: ['Mystical Elf', ...Array.from({ length: 7 }, () => 'Pot of Greed')], lp: 8000 }, B: { field: ['Skull Invitation'] } }, choices: [{ player: 'A', type: 'discard', cards: ['Mystical Elf', 'Pot of Greed'] }] })
      const discard = body.events.findIndex((e) => e.type === 'discard')
      const damages = body.events.filter((e) => e.type === 'continuous-damage') as Array<Event & { lp?: Record<string, number> }>
      t.equal(damages.length, 2, 'one for each card')
      t.same(damages.at(-1)?.lp, { A: 7400 })
      t.ok(body.events.findIndex((e) => e.type === 'continuous-damage') > discard, 'after the discard')
      t.notOk(body.steps.some((s) => s.legal.some((a) => a.effect?.includes('Skull'))), 'nobody is asked')
    })

    t.test('a monster Special Summoned from the GY: Card of Safe Return is its controller\'s choice, and its draw counts at the hand-size step', async (t) => {
      const board = { turnPlayer: 'A', players: { A: { field: ['Card of Safe Return'], graveyard: ['Manticore of Darkness'], hand: ['Big Koala', 'Pot of Greed'] }, B: {} } }
      const drew = await post({ ...board, choices: [{ player: 'A', type: 'activate', effect: 'Manticore of Darkness' }, { player: 'A', type: 'activate', effect: 'Card of Safe Return:special-summoned' }] })
      const offer = drew.steps.find((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect === 'Card of Safe Return:special-summoned'))
      t.equal(offer?.player, 'A', 'offered to its controller')
      t.equal(offer?.window, 'list')
      const resolve = drew.events.find((e) => e.type === 'resolve' && e.effect === 'Card of Safe Return:special-summoned')
      t.equal(resolve?.adds?.length, 1, 'draws 1 card')
      // Big Koala (a Beast) pays Manticore's cost: 2 - 1 + the 1 drawn.
      t.equal(drew.events.find((e) => e.type === 'hand-size')?.hand, 2)
      const passed = await post({ ...board, choices: [{ player: 'A', type: 'activate', effect: 'Manticore of Darkness' }, { player: 'A', type: 'pass' }] })
      t.notOk(passed.events.some((e) => e.type === 'resolve' && e.effect === 'Card of Safe Return:special-summoned'))
      t.equal(passed.events.find((e) => e.type === 'hand-size')?.hand, 1)
    })

    t.test('Dark World Grimoire: what it summons is the monster discarded, never a name wired in', async (t) => {
      const handOf7 = (first: string) => [first, ...Array.from({ length: 6 }, () => 'Pot of Greed')]
      const spell = await post({ turnPlayer: 'A', players: { A: { field: ['Dark World Grimoire'], hand: handOf7('Mystical Elf') }, B: {} }, choices: [{ player: 'A', type: 'discard', cards: ['Pot of Greed'] }] })
      t.notOk(spell.steps.some((s) => s.legal.some((a) => a.effect === 'Dark World Grimoire')), 'a Spell discarded: no monster to target, it does not activate')
      t.notOk(JSON.stringify(spell).includes('Ipiria'), 'and nothing names Ipiria')

      const elf = await post({ turnPlayer: 'A', players: { A: { field: ['Dark World Grimoire'], hand: handOf7('Mystical Elf') }, B: {} }, choices: [{ player: 'A', type: 'discard', cards: ['Mystical Elf'] }, { player: 'A', type: 'activate', effect: 'Dark World Grimoire' }] })
      const summoned = elf.events.find((e) => e.type === 'resolve' && e.effect === 'Dark World Grimoire')
      t.equal(summoned?.subject, 'Mystical Elf', 'it summons the discarded monster')
      t.equal(summoned?.moves, 'field')
      t.notOk(elf.events.some((e) => e.type === 'cannot-activate'), 'Mystical Elf has no trigger to lose')
      t.notOk(JSON.stringify(elf).includes('Ipiria'), 'nothing names Ipiria')

      const ipiria = await post({ turnPlayer: 'A', players: { A: { field: ['Dark World Grimoire'], hand: handOf7('Ipiria') }, B: {} }, choices: [{ player: 'A', type: 'discard', cards: ['Ipiria'] }, { player: 'A', type: 'activate', effect: 'Dark World Grimoire' }] })
      const lost = ipiria.events.find((e) => e.type === 'cannot-activate' && e.card === 'Ipiria')
      t.equal(lost?.reason, 'chain-event', "Ipiria summoned in the discard chain: its draw cannot be activated")
      t.ok(ids(lost).includes('ygo-hs-chain-events-lost') && ids(lost).includes('card-ipiria-dark-world-grimoire'), 'cites the rule and the 23/01/16 answer')
      t.notOk(ipiria.events.some((e) => e.type === 'activate' && e.card === 'Ipiria'))

      const two = await post({
        turnPlayer: 'A',
        players: { A: { field: ['Dark World Grimoire'], hand: ['Ipiria', 'Mystical Elf', ...Array.from({ length: 6 }, () => 'Pot of Greed')] }, B: {} },
        choices: [{ player: 'A', type: 'discard', cards: ['Ipiria', 'Mystical Elf'] }, { player: 'A', type: 'activate', cards: ['Mystical Elf'] }],
      })
      const offer = two.steps.find((s) => s.decision === 'trigger')
      t.same([...(offer?.legal.find((a) => a.type === 'activate')?.from ?? [])].sort(), ['Ipiria', 'Mystical Elf'], 'either discarded monster may be its target')
      t.equal(two.events.find((e) => e.type === 'resolve' && e.effect === 'Dark World Grimoire')?.subject, 'Mystical Elf', 'the chosen one is summoned')
      t.notOk(two.events.some((e) => e.type === 'cannot-activate' && e.card === 'Ipiria'), 'Ipiria stays in the GY: nothing of it is lost')
    })
  })
}
