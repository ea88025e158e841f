/**
 * The turn so far (`thisTurn`): a player says what was activated earlier this turn and what it
 * targeted or affected, and the service derives the items it left for this window from the card's
 * data, as if they were written in `effects`. One board per family the analyser reads: a delayed
 * destruction (Limiter Removal), a delayed damage (Power Bond), a negation until the end of the turn
 * (Effect Veiler), a temporary banishment's end (Interdimensional Matter Transporter), a return to
 * the hand (Fake Hero).
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { build } from './helpers/build.js'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; card?: string; player?: string; outcome?: string; subject?: string; moves?: string; by?: string; lp?: Record<string, number>; window?: string; effectOnState?: string; rulings?: Array<string | { id: string }> }
type Step = { player: string; decision: string; window?: string; legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Event[]; steps: Step[]; explanation?: { entries: Array<{ text: string }> } }
type App = Awaited<ReturnType<typeof build>>

const ids = (event: Event | undefined) => (event?.rulings ?? []).map((r) => (typeof r === 'string' ? r : r.id))
const resolved = (body: Answer, effect: string) => body.events.find((e) => e.type === 'resolve' && e.effect === effect)

async function post(t: { equal: (found: unknown, wanted: unknown, message: string) => unknown }, app: App, payload: unknown, status = 200): Promise<Answer & { message?: string; field?: string }> {
  const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: payload as Record<string, unknown> })
  t.equal(res.statusCode, status, res.statusCode === status ? `answered ${status}` : res.body)
  return res.json()
}

t.test('the turn so far, on the curated cards', async (t) => {
  const app = await build(t)

  t.test("Limiter Removal activated this turn: each monster it doubled is destroyed in the End Phase, by a mandatory applied item of its activator", async (t) => {
    const body = await post(t, app, {
      turnPlayer: 'A',
      players: { A: { field: ['Cyber Archfiend', 'Orichalcos Shunoros'], graveyard: [{ card: 'Limiter Removal', sentThisTurn: true }] }, B: {} },
      thisTurn: [{ player: 'A', activated: 'Limiter Removal', affected: ['Cyber Archfiend', 'Orichalcos Shunoros'] }],
      explain: 'en',
    })
    const said = (body.explanation?.entries ?? []).map((entry) => entry.text).join('\n')
    t.match(said, /Limiter Removal \(Cyber Archfiend\)/, 'the explanation tells the two items apart by the monster each destroys')
    t.match(said, /Limiter Removal \(Orichalcos Shunoros\)/)
    const items = ['Limiter Removal (this turn): Cyber Archfiend', 'Limiter Removal (this turn): Orichalcos Shunoros']
    const list = body.steps[0]
    t.equal(list?.player, 'A', 'the turn player holds priority first')
    for (const id of items) {
      t.ok(list?.legal.some((l) => l.type === 'apply' && l.effect === id), `${id} is on A's list, to apply`)
      const done = resolved(body, id)
      t.equal(done?.outcome, 'applied', `${id} is applied (both pass: it is mandatory)`)
      t.equal(done?.moves, 'graveyard', 'and destroys its monster')
      t.equal(done?.player, 'A', 'its controller is the player who activated Limiter Removal')
      t.ok(ids(done).includes('ygo-ep-three-parts') || ids(done).includes('ygo-ep-lists'), 'cites the list procedure')
    }
    t.equal(resolved(body, items[0]!)?.subject, 'Cyber Archfiend')
  })

  t.test('an item written for the card wins over the derived one: one item, not two', async (t) => {
    const body = await post(t, app, {
      turnPlayer: 'A',
      players: { A: { field: ['Orichalcos Shunoros'] }, B: {} },
      effects: [{ id: 'lr', controller: 'A', card: 'Limiter Removal', kind: 'apply', mandatory: true, subject: 'Orichalcos Shunoros', moves: 'graveyard' }],
      thisTurn: [{ player: 'A', activated: 'Limiter Removal', affected: ['Orichalcos Shunoros'] }],
    })
    t.equal(body.events.filter((e) => e.type === 'resolve' && e.card === 'Limiter Removal').length, 1, 'one Limiter Removal item')
    t.equal(resolved(body, 'lr')?.outcome, 'applied', 'the written one')
  })

  t.test('Limiter Removal without the monsters it affected: a 400 naming the field', async (t) => {
    const body = await post(t, app, { turnPlayer: 'A', players: { A: { field: ['Orichalcos Shunoros'] }, B: {} }, thisTurn: [{ player: 'A', activated: 'Limiter Removal' }] }, 400)
    t.equal(body.field, 'thisTurn[0].targets')
    t.match(body.message, /Limiter Removal/)
  })

  t.test('a target that is not on the board: a 400 naming it', async (t) => {
    const body = await post(t, app, { turnPlayer: 'A', players: { A: { field: ['Orichalcos Shunoros'] }, B: {} }, thisTurn: [{ player: 'A', activated: 'Limiter Removal', affected: ['Orichalcos Shunoros', 'Nobody'] }] }, 400)
    t.equal(body.field, 'thisTurn[0].affected[1]')
  })

  t.test('an unknown activated card: the 422 of unknown cards, naming the field', async (t) => {
    const body = await post(t, app, { turnPlayer: 'A', players: { A: {}, B: {} }, thisTurn: [{ player: 'A', activated: 'Not A Real Card Name At All' }] }, 422)
    t.match(body.message, /thisTurn\[0\]\.activated/)
  })

  t.test('Power Bond this turn: its activator takes the damage in the End Phase, the amount the player gives', async (t) => {
    const body = await post(t, app, {
      turnPlayer: 'A',
      players: { A: { field: ['Cyber Archfiend'], lp: 8000 }, B: {} },
      thisTurn: [{ player: 'A', activated: 'Power Bond', affected: ['Cyber Archfiend'], amount: 2000 }],
    })
    const damage = resolved(body, 'Power Bond (this turn)')
    t.equal(damage?.outcome, 'applied', 'applied without activation')
    t.equal(damage?.player, 'A')
    t.same(damage?.lp, { A: 6000 }, 'A loses 2000 LP')
  })

  t.test("Power Bond without the amount: the damage is told, not applied to the LP", async (t) => {
    const body = await post(t, app, { turnPlayer: 'A', players: { A: { field: ['Cyber Archfiend'], lp: 8000 }, B: {} }, thisTurn: [{ player: 'A', activated: 'Power Bond' }] })
    const damage = resolved(body, 'Power Bond (this turn)')
    t.equal(damage?.outcome, 'applied')
    t.equal(damage?.lp, undefined, 'no LP change stated')
  })

  t.test("Effect Veiler on Lyla this turn: Lyla's End Phase item resolves negated, and the negation ends with the turn", async (t) => {
    const body = await post(t, app, {
      turnPlayer: 'A',
      players: { A: { field: ['Lyla, Lightsworn Sorceress'], deck: 20 }, B: { graveyard: ['Effect Veiler'] } },
      thisTurn: [{ player: 'B', activated: 'Effect Veiler', targets: ['Lyla, Lightsworn Sorceress'] }],
      explain: 'en',
    })
    const lyla = resolved(body, 'Lyla, Lightsworn Sorceress')
    t.equal(lyla?.outcome, 'negated', 'Lyla resolves negated')
    t.equal(lyla?.by, 'Effect Veiler (this turn)')
    const ends = body.events.find((e) => e.type === 'expire' && e.effect === 'Effect Veiler (this turn)')
    t.equal(ends?.window, 'end-of-turn', 'the negation ends as the turn ends, not as a list item')
    t.equal(ends?.player, 'B')
    t.ok(ids(ends).includes('ygo-ep-until-end-of-turn'), 'citing the end-of-turn rule')
    const turnEnd = body.events.findIndex((e) => e.type === 'turn-end')
    t.ok(body.events.indexOf(ends!) < turnEnd && body.events.indexOf(ends!) > body.events.indexOf(lyla!), 'after the list phase, before the turn ends')
  })

  t.test('a negation until the end of the turn holds in the Standby Phase too: Cure Mermaid, negated this turn, resolves negated', async (t) => {
    const board = { phase: 'standby', turnPlayer: 'A', players: { A: { field: ['Cure Mermaid'], deck: 20 }, B: {} } }
    t.equal(resolved(await post(t, app, board), 'Cure Mermaid')?.outcome, 'applied', 'not negated: it applies')
    const negated = resolved(await post(t, app, { ...board, thisTurn: [{ player: 'B', activated: 'Effect Veiler', targets: ['Cure Mermaid'] }] }), 'Cure Mermaid')
    t.equal(negated?.outcome, 'negated', 'negated by the Veiler of this turn')
    t.equal(negated?.by, 'Effect Veiler (this turn)')
  })

  t.test("Brain Control this turn: the return of control is an item of Brain Control's controller, in either order with the taken monster's own item", async (t) => {
    const body = await post(t, app, {
      turnPlayer: 'A',
      players: { A: { field: [{ card: 'Cyber Archfiend', owner: 'B' }], hand: ['Giant Orc'] }, B: {} },
      thisTurn: [{ player: 'A', activated: 'Brain Control', targets: ['Cyber Archfiend'] }],
    })
    const first = body.steps[0]
    t.ok(first?.legal.some((l) => l.type === 'expire' && l.effect === 'Brain Control (this turn)'), 'the return of control is on A\'s list')
    t.ok(first?.legal.some((l) => l.type === 'activate' && l.effect === 'Cyber Archfiend'), "beside the taken monster's own End Phase item: either order")
    const back = resolved(body, 'Brain Control (this turn)')
    t.equal(back?.outcome, 'applied', 'processed (mandatory)')
    t.equal(back?.player, 'A')
  })

  t.test('a card the board already negates until an item keeps that', async (t) => {
    const body = await post(t, app, {
      turnPlayer: 'A',
      players: { A: { field: [{ card: 'Lyla, Lightsworn Sorceress', negatedUntil: 'veiler' }] }, B: {} },
      effects: [{ id: 'veiler', controller: 'B', card: 'Effect Veiler', kind: 'expire', mandatory: true }],
      thisTurn: [{ player: 'B', activated: 'Effect Veiler', targets: ['Lyla, Lightsworn Sorceress'] }],
    })
    t.ok(body.events.some((e) => e.effect === 'veiler'), 'the written Veiler item is processed')
    t.notOk(body.events.some((e) => e.effect === 'Effect Veiler (this turn)'), 'and no derived one beside it')
    t.equal(resolved(body, 'Lyla, Lightsworn Sorceress')?.by, 'veiler', 'Lyla stays negated until the written item')
  })

  t.test("what the turn so far says of a card decides its item: a Goblin Attack Force that attacked is changed to Defense Position with nothing assumed", async (t) => {
    const board = { phase: 'battle-end-step', turnPlayer: 'A', players: { A: { field: ['Goblin Attack Force'] }, B: {} } }
    const unsaid = await post(t, app, board)
    const applied = (body: Answer) => body.events.find((e) => (e.type === 'apply' || e.type === 'activate') && e.card === 'Goblin Attack Force') as (Event & { assumes?: string[] }) | undefined
    t.same(applied(unsaid)?.assumes, ['attacked-this-turn'], 'not said: the attack is assumed, and the answer says so')
    const said = await post(t, app, { ...board, thisTurn: [{ player: 'A', attacked: ['Goblin Attack Force'] }] })
    t.ok(applied(said), 'said: the item is there')
    t.equal(applied(said)?.assumes, undefined, 'and nothing is assumed')
  })

  t.test('history that cannot be read: a 400 naming the field', async (t) => {
    const board = { turnPlayer: 'A', players: { A: { field: ['Goblin Attack Force'] }, B: {} } }
    t.equal((await post(t, app, { ...board, thisTurn: [{ player: 'A' }] }, 400)).field, 'thisTurn[0]', 'an entry that says nothing')
    t.equal((await post(t, app, { ...board, thisTurn: [{ player: 'A', summoned: ['Goblin Attack Force'] }] }, 400)).field, 'thisTurn[0].how', 'summoned without how')
    t.equal((await post(t, app, { ...board, thisTurn: [{ player: 'A', sent: ['Goblin Attack Force'] }] }, 400)).field, 'thisTurn[0].sent[0]', 'sent, but not in a GY')
    t.equal((await post(t, app, { ...board, thisTurn: [{ player: 'A', attacked: ['Goblin Attack Force'] }, { player: 'A', activated: 'Limiter Removal', affected: ['Nobody'] }] }, 400)).field, 'thisTurn[1].affected[0]', 'the entry is named by its place in the list')
  })

  t.test('the items derived and written stay within the items a board may hold: a 400 naming thisTurn', async (t) => {
    const keys = Array.from({ length: 20 }, (_, n) => `m${n}`)
    const field = keys.map((key) => ({ card: 'Cyber Archfiend', key }))
    const body = await post(t, app, {
      turnPlayer: 'A',
      players: { A: { field }, B: {} },
      thisTurn: [0, 1, 2].map(() => ({ player: 'A', activated: 'Limiter Removal', affected: keys })),
    }, 400)
    t.equal(body.field, 'thisTurn')
    t.match(body.message, /at most 40/)
  })

  t.test('a Grand Archive board refuses thisTurn by name', async (t) => {
    const body = await post(t, app, { game: 'grand-archive', turnPlayer: 'A', players: { A: {}, B: {} }, thisTurn: [{ player: 'A', activated: 'x' }] }, 400)
    t.equal(body.field, 'thisTurn')
  })

  t.test('GraphQL takes thisTurn in the typed board', async (t) => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: `{ resolve(board: { turnPlayer: "A", players: { A: { field: [{ card: "Orichalcos Shunoros" }] }, B: {} }, thisTurn: [{ player: "A", activated: { card: "Limiter Removal" }, affected: ["Orichalcos Shunoros"] }] }) { events { type effect outcome } } }`,
      },
    })
    t.equal(res.statusCode, 200, res.body)
    const events = (res.json() as { data: { resolve: { events: Event[] } } }).data.resolve.events
    t.ok(events.some((e) => e.type === 'resolve' && e.effect === 'Limiter Removal (this turn)' && e.outcome === 'applied'))
  })
})

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('the turn so far, on imported cards read by the analyser', async (t) => {
    const app = await appWithRealCards(t, ['Interdimensional Matter Transporter', 'Fake Hero', 'Elemental HERO Avian', 'Cyber Dragon', 'Jack-o-Bolan', 'Melffy Puppy', 'Deftero Enneacraft - "alazoneIA"'])

    t.test('the card data carries the end of a temporary banishment', async (t) => {
      const card = (await app.inject({ method: 'GET', url: '/v1/cards/Interdimensional%20Matter%20Transporter' })).json() as { behaviours?: unknown[] }
      t.match(card.behaviours, [{ phase: 'end', kind: 'expire', ends: 'banishment', delayed: true, source: 'text' }])
    })

    t.test('a monster banished until the End Phase this turn: its return is a mandatory expiry of the player who banished it', async (t) => {
      const body = await post(t, app, {
        turnPlayer: 'A',
        players: { A: { banished: ['Cyber Dragon'] }, B: {} },
        thisTurn: [{ player: 'A', activated: 'Interdimensional Matter Transporter', targets: ['Cyber Dragon'] }],
      })
      const id = 'Interdimensional Matter Transporter (this turn)'
      t.ok(body.steps[0]?.legal.some((l) => l.type === 'expire' && l.effect === id), 'on A\'s list as an expiry')
      const back = resolved(body, id)
      t.equal(back?.outcome, 'applied', 'it ends (mandatory: both passing does not skip it)')
      t.equal(back?.player, 'A')
      t.ok(ids(back).includes('ygo-ep-until-end-phase'), 'citing the until-the-End-Phase rule')
    })

    t.test('the banished monster comes back to the field it left, as a return and not a Summon', async (t) => {
      const board = {
        turnPlayer: 'A',
        players: { A: { banished: [{ card: 'Cyber Dragon', key: 'cd' }], hand: 2 }, B: { field: ['Melffy Puppy'] } },
        thisTurn: [{ player: 'A', activated: 'Interdimensional Matter Transporter', targets: ['cd'] }],
      }
      const body = await post(t, app, { ...board, explain: 'en' })
      const back = resolved(body, 'Interdimensional Matter Transporter (this turn)')
      t.equal(back?.subject, 'cd')
      t.equal(back?.moves, 'field', 'back to the field')
      t.notOk(
        body.steps.some((step) => step.legal.some((l) => l.type === 'activate' && /Melffy Puppy/.test(l.effect ?? ''))),
        'Melffy Puppy ("If your opponent Normal or Special Summons a monster(s)") is not offered: a return is no Summon',
      )
      t.notOk(body.events.some((e) => e.type === 'trigger' || e.type === 'triggered'), 'nothing triggers on it')
      t.match((body.explanation?.entries ?? []).map((e) => e.text).join('\n'), /ends the effect of Interdimensional Matter Transporter .*\. It returns Cyber Dragon to the field\./)
      const ja = await post(t, app, { ...board, explain: 'ja' })
      t.match((ja.explanation?.entries ?? []).map((e) => e.text).join('\n'), /フィールドに戻す/)
    })

    t.test("a card banished from the opponent's hand until the End Phase goes back to that hand", async (t) => {
      const body = await post(t, app, {
        turnPlayer: 'A',
        players: { A: { field: ['Deftero Enneacraft - "alazoneIA"'] }, B: { banished: [{ card: 'Cyber Dragon', key: 'taken' }], hand: 6 } },
        thisTurn: [{ player: 'A', activated: 'Deftero Enneacraft - "alazoneIA"', affected: ['taken'] }],
      })
      const back = resolved(body, 'Deftero Enneacraft - "alazoneIA" (this turn)')
      t.equal(back?.subject, 'taken')
      t.equal(back?.moves, 'hand', "back to B's hand, not to the field")
    })

    t.test("a card that banished itself until the End Phase in the opponent's turn comes back in that End Phase, its controller's item", async (t) => {
      const body = await post(t, app, {
        turnPlayer: 'A',
        players: { A: {}, B: { banished: ['Jack-o-Bolan'] } },
        thisTurn: [{ player: 'B', activated: 'Jack-o-Bolan' }],
      })
      const back = resolved(body, 'Jack-o-Bolan (this turn)')
      t.equal(back?.outcome, 'applied')
      t.equal(back?.player, 'B')
      t.equal(back?.moves, 'field', '"banish this face-up card": it comes back to the field')
      const inOwnTurn = await post(t, app, { turnPlayer: 'B', players: { A: {}, B: { banished: ['Jack-o-Bolan'] } }, thisTurn: [{ player: 'B', activated: 'Jack-o-Bolan' }] })
      t.equal(resolved(inOwnTurn, 'Jack-o-Bolan (this turn)'), undefined, "its data says the opponent's turn: not in its controller's own End Phase")
    })

    t.test('a monster Special Summoned by Fake Hero this turn returns to the hand in the End Phase', async (t) => {
      const body = await post(t, app, {
        turnPlayer: 'A',
        players: { A: { field: ['Elemental HERO Avian'] }, B: {} },
        thisTurn: [{ player: 'A', activated: 'Fake Hero', affected: ['Elemental HERO Avian'] }],
      })
      const back = resolved(body, 'Fake Hero (this turn)')
      t.equal(back?.outcome, 'applied')
      t.equal(back?.subject, 'Elemental HERO Avian')
      t.equal(back?.moves, 'hand', 'to the hand')
    })

    t.test('in the Standby Phase, an End Phase return is not on the lists', async (t) => {
      const body = await post(t, app, {
        phase: 'standby',
        turnPlayer: 'A',
        players: { A: { field: ['Elemental HERO Avian'] }, B: {} },
        thisTurn: [{ player: 'A', activated: 'Fake Hero', affected: ['Elemental HERO Avian'] }],
      })
      t.equal(resolved(body, 'Fake Hero (this turn)'), undefined)
    })
  })
}
