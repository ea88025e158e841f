/**
 * A Set Spell or Trap whose text negates an activation answers by itself, as its text says, without
 * a response written (docs/CONTRACT.md, "Set cards answer by themselves"): what it answers, its cost
 * (a discard chosen as the response decision), and the card it negated destroyed by it, or kept
 * there by a protection. Expected answers written before the code.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const LYLA = 'Lyla, Lightsworn Sorceress'
const NAMES = [LYLA, 'Divine Wrath', 'Blue-Eyes Jet Dragon', 'Magic Jammer', 'Mystical Space Typhoon', 'Dark World Grimoire', 'Mind Crush', 'Oh F!sh!', 'Starry Knight Blast', 'Seven Tools of the Bandit', 'Iron Thunder', 'Materiactor Exareptor', 'Materiactor Gigaboros']
type Event = { type: string; effect?: string; by?: string; outcome?: string; assumes?: string[]; fate?: { action: string; subject: string; moves: string }; action?: string; cards?: string[]; hand?: number; reason?: string }
type Step = { player: string; decision?: string; legal: Array<{ type: string; effect?: string; count?: number }> }
type Answer = { events: Event[]; steps: Step[] }

const wrath = { card: 'Divine Wrath', key: 'wrath', position: 'set' }

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('Set cards answer by their own text', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app, { turnPlayer: 'A' })
    const offered = (body: Answer, player: string) => body.steps.some((s) => s.player === player && s.legal.some((a) => a.effect === 'wrath' || a.type === 'discard'))

    t.test("B's Set Divine Wrath, B discarding 1 of 2: Lyla's activation is negated and Lyla is destroyed by it", async (t) => {
      const body = await post({
        players: { A: { field: [{ card: LYLA, key: 'lyla' }], hand: 3, deck: 20 }, B: { field: [wrath], hand: 2 } },
        choices: [{ player: 'A', type: 'activate', effect: 'lyla' }, { player: 'B', type: 'discard' }],
      })
      t.ok(body.events.some((e) => e.type === 'discard' && e.reason === 'activation-cost'), 'the cost is paid')
      const negated = body.events.find((e) => e.type === 'negate-activation' && e.effect === 'lyla')
      t.same(negated?.fate, { action: 'destroy', subject: 'lyla', moves: 'graveyard' })
      t.ok(body.events.some((e) => e.type === 'resolve' && e.effect === 'lyla' && e.outcome === 'activation-negated'), 'Lyla still ends activation-negated')
    })

    t.test("B's Set Divine Wrath with no card in B's hand: its cost cannot be paid, not offered", async (t) => {
      const body = await post({ players: { A: { field: [{ card: LYLA, key: 'lyla' }], hand: 3, deck: 20 }, B: { field: [wrath] } } })
      t.notOk(offered(body, 'B'))
      t.ok(body.events.some((e) => e.type === 'resolve' && e.effect === 'lyla' && e.outcome === 'applied'))
    })

    t.test("B's Set Magic Jammer answers Spell Cards only: Lyla's monster effect is not answered", async (t) => {
      const body = await post({ players: { A: { field: [{ card: LYLA, key: 'lyla' }], hand: 3, deck: 20 }, B: { field: [{ card: 'Magic Jammer', key: 'jammer', position: 'set' }], hand: 2 } } })
      t.notOk(body.steps.some((s) => s.player === 'B' && s.legal.some((a) => a.effect === 'jammer' || a.type === 'discard')))
    })

    const jammer = { card: 'Magic Jammer', key: 'jammer', position: 'set' }
    const jammerOffered = (body: Answer) => body.steps.some((s) => s.player === 'B' && s.legal.some((a) => a.effect === 'jammer' || a.type === 'discard'))
    t.test("B's Set Magic Jammer ('When a Spell Card is activated') answers A's Set Mystical Space Typhoon activated", async (t) => {
      const body = await post({
        players: { A: { field: [{ card: 'Mystical Space Typhoon', key: 'mst', position: 'set' }], hand: 3 }, B: { field: [jammer, { card: 'Mind Crush', position: 'set' }], hand: 2 } },
        effects: [{ id: 'mst-q', controller: 'A', card: 'Mystical Space Typhoon', cardKey: 'mst', kind: 'quick', mandatory: false }],
        choices: [{ player: 'A', type: 'activate', effect: 'mst-q' }],
      })
      t.ok(jammerOffered(body))
    })
    t.test("B's Set Magic Jammer does not answer the effect of A's face-up Dark World Grimoire: a Spell Card's activation only", async (t) => {
      const body = await post({
        players: { A: { field: [{ card: 'Dark World Grimoire', key: 'grimoire' }], hand: 3 }, B: { field: [jammer], hand: 2 } },
        effects: [{ id: 'grimoire-q', controller: 'A', card: 'Dark World Grimoire', cardKey: 'grimoire', kind: 'quick', mandatory: false }],
        choices: [{ player: 'A', type: 'activate', effect: 'grimoire-q' }],
      })
      t.ok(body.events.some((e) => e.type === 'activate' && e.effect === 'grimoire-q'), 'the effect is activated')
      t.notOk(jammerOffered(body))
    })

    t.test("B's Set Oh F!sh!: a cost the engine does not pay (a banished Fish shuffled back) is taken as paid, and said on its activation", async (t) => {
      const body = await post({
        players: { A: { field: [{ card: LYLA, key: 'lyla' }], hand: 3, deck: 20 }, B: { field: [{ card: 'Oh F!sh!', key: 'fish', position: 'set' }] } },
        choices: [{ player: 'A', type: 'activate', effect: 'lyla' }, { player: 'B', type: 'activate', effect: 'fish' }],
      })
      const activated = body.events.find((e) => e.type === 'activate' && e.effect === 'fish')
      t.same(activated?.assumes, ['Shuffle 1 of your banished Fish, Sea Serpent, or Aqua monsters into the Main Deck'])
      t.ok(body.events.some((e) => e.type === 'negate-activation' && e.effect === 'lyla'))
    })

    t.test("after B's Divine Wrath (a Counter Trap) answers Lyla, only a Counter Trap may answer it: A's Set Seven Tools of the Bandit may, A's Set Starry Knight Blast (a Normal Trap) may not", async (t) => {
      const body = await post({
        players: {
          A: { field: [{ card: LYLA, key: 'lyla' }, { card: 'Seven Tools of the Bandit', key: 'tools', position: 'set' }, { card: 'Starry Knight Blast', key: 'blast', position: 'set' }], hand: 3, deck: 20, lp: 8000 },
          B: { field: [wrath], hand: 2 },
        },
        choices: [{ player: 'A', type: 'activate', effect: 'lyla' }, { player: 'B', type: 'discard' }],
      })
      const offeredToA = (who: string) => body.steps.some((s) => s.player === 'A' && s.legal.some((a) => a.effect === who))
      t.ok(body.events.some((e) => e.type === 'activate' && e.effect === 'wrath'), 'Divine Wrath answers')
      t.ok(offeredToA('tools'), 'a Counter Trap may answer it')
      t.notOk(offeredToA('blast'), 'a Normal Trap may not')
    })

    const thunder = { card: 'Iron Thunder', key: 'thunder', position: 'set' }
    const thunderOffered = (body: Answer) => body.steps.some((s) => s.player === 'B' && s.legal.some((a) => a.effect === 'thunder'))
    t.test("B's Set Iron Thunder ('activated on the field') answers A's Mystical Space Typhoon activated from the hand: a Spell Card is activated on the field", async (t) => {
      const body = await post({
        players: { A: { hand: [{ card: 'Mystical Space Typhoon', key: 'mst' }, { count: 2 }] }, B: { field: [thunder, { card: 'Mind Crush', position: 'set' }], lp: 8000 } },
        effects: [{ id: 'mst-q', controller: 'A', card: 'Mystical Space Typhoon', cardKey: 'mst', kind: 'quick', mandatory: false }],
        choices: [{ player: 'A', type: 'activate', effect: 'mst-q' }],
      })
      t.ok(body.events.some((e) => e.type === 'activate' && e.effect === 'mst-q'), 'MST is activated')
      t.ok(thunderOffered(body))
    })
    t.test("B's Set Iron Thunder does not answer A's Materiactor Exareptor's effect activated in the hand", async (t) => {
      const body = await post({
        players: { A: { field: ['Materiactor Gigaboros'], hand: [{ card: 'Materiactor Exareptor', key: 'exa' }, { count: 2 }], deck: 20 }, B: { field: [thunder], lp: 8000 } },
        effects: [{ id: 'exa-q', controller: 'A', card: 'Materiactor Exareptor', cardKey: 'exa', kind: 'quick', mandatory: false }],
        choices: [{ player: 'A', type: 'activate', effect: 'exa-q' }],
      })
      t.ok(body.events.some((e) => e.type === 'activate' && e.effect === 'exa-q'), 'Exareptor\'s effect is activated')
      t.notOk(thunderOffered(body))
    })

    t.test("A's own Set Divine Wrath may answer A's own Lyla ('When a monster effect is activated': anyone's)", async (t) => {
      const body = await post({ players: { A: { field: [{ card: LYLA, key: 'lyla' }, wrath], hand: 3, deck: 20 }, B: {} }, choices: [{ player: 'A', type: 'activate', effect: 'lyla' }] })
      t.ok(offered(body, 'A'))
    })

    t.test("A's Blue-Eyes Jet Dragon keeps Lyla from B's Divine Wrath's destruction: the activation is negated, Lyla stays", async (t) => {
      const body = await post({
        players: { A: { field: ['Blue-Eyes Jet Dragon', { card: LYLA, key: 'lyla' }], hand: 3, deck: 20 }, B: { field: [wrath], hand: 2 } },
        choices: [{ player: 'A', type: 'activate', effect: 'lyla' }, { player: 'B', type: 'discard' }],
      })
      const negated = body.events.find((e) => e.type === 'negate-activation' && e.effect === 'lyla')
      t.ok(negated, 'negated')
      t.equal(negated?.fate, undefined, 'not moved')
      t.ok(body.events.some((e) => e.type === 'move-prevented' && e.action === 'destroy' && (e.cards ?? []).includes('lyla')))
    })

    t.test('a response written for Divine Wrath replaces the Set card\'s own: one response, not two', async (t) => {
      const body = await post({
        players: { A: { field: [{ card: LYLA, key: 'lyla' }], hand: 3, deck: 20 }, B: { field: [wrath], hand: 2 } },
        responses: [{ id: 'written', controller: 'B', card: 'Divine Wrath', negates: 'activation', mandatory: false }],
        choices: [{ player: 'A', type: 'activate', effect: 'lyla' }, { player: 'B', type: 'discard' }],
      })
      t.equal(body.events.filter((e) => e.type === 'activate' && (e.effect === 'wrath' || e.effect === 'written')).length, 1)
      t.equal(body.events.find((e) => e.type === 'negate-activation')?.by, 'written')
    })
  })
}
