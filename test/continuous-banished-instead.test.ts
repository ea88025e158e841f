/**
 * Other cards' continuous effects that replace a destination ("any card sent to the GY is banished
 * instead"), on boards named only by real imported cards: the analyser reads the effect from the
 * card's text at import, and the engine looks it up where a card would go to the GY. Expected
 * answers written before the code that passes them.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { createKey } from '../src/editors/keys.js'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

const NAMES = ['Macro Cosmos', 'Dimensional Fissure', 'Banisher of the Radiance', 'Mist Valley Baby Roc', 'Danger! Nessie!', 'Pot of Greed', 'Mystical Elf', 'Three in One']
type Event = { type: string; effect?: string; card?: string; player?: string; reason?: string; cards?: string[]; names?: string[]; by?: string; rulings?: Array<string | { id: string }>; outcome?: string }
type Step = { player: string; decision: string; legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Event[]; steps: Step[]; explanation?: { entries: Array<{ text: string }> } }

const ids = (event: Event | undefined) => (event?.rulings ?? []).map((r) => (typeof r === 'string' ? r : r.id))
const filler = (n: number) => Array.from({ length: n }, () => 'Mystical Elf')

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('a card sent to the GY while a continuous effect banishes it instead', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app)
    const discardBoth = [{ player: 'A', type: 'discard', cards: ['Danger! Nessie!', 'Mist Valley Baby Roc'] }]
    const handOf8 = ['Danger! Nessie!', 'Mist Valley Baby Roc', ...filler(6)]

    t.test('the card data says what the effect does (read from the text)', async (t) => {
      const res = await app.inject({ method: 'GET', url: '/v1/cards/Macro%20Cosmos' })
      t.equal(res.statusCode, 200)
      const card = res.json() as { continuous?: Array<{ effect: string; cards: string; whose: string }> }
      t.match(card.continuous, [{ effect: 'banish-instead', cards: 'any', whose: 'each' }])
      const fissure = (await app.inject({ method: 'GET', url: '/v1/cards/Dimensional%20Fissure' })).json() as typeof card
      t.match(fissure.continuous, [{ effect: 'banish-instead', cards: 'monster', whose: 'each' }])
    })

    t.test("the hand-size discard under the opponent's Macro Cosmos: banished, still discarded", async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { hand: handOf8 }, B: { field: ['Macro Cosmos'] } }, choices: discardBoth, explain: 'en' })
      const instead = body.events.find((e) => e.type === 'banished-instead')
      t.ok(instead, 'a banished-instead event')
      t.same(instead?.cards, ['Danger! Nessie!', 'Mist Valley Baby Roc'])
      t.equal(instead?.by, 'Macro Cosmos')
      t.ok(ids(instead).includes('ygo-banished-instead') && ids(instead).includes('ygo-continuous-effects'), 'cites the rule and the continuous effect')
      const discardAt = body.events.findIndex((e) => e.type === 'discard')
      t.ok(discardAt >= 0 && discardAt < body.events.indexOf(instead!), 'told after the discard')
      const roc = body.events.find((e) => e.type === 'no-trigger' && e.card === 'Mist Valley Baby Roc')
      t.equal(roc?.reason, 'banished-instead', '"sent from the hand to the GY": it never reached the GY')
      t.ok(ids(roc).includes('ygo-banished-instead'))
      t.ok(
        body.steps.some((s) => s.decision === 'trigger' && s.legal.some((a) => a.type === 'activate' && a.effect === 'Danger! Nessie!')),
        '"if this card is discarded": it was discarded all the same, so it may activate',
      )
      t.notOk(body.steps.some((s) => s.legal.some((a) => a.effect === 'Mist Valley Baby Roc')), 'Baby Roc is never offered')
      const said = (body.explanation?.entries ?? []).map((entry) => entry.text).join('\n')
      t.match(said, /banished instead/i, 'the explanation says so')
      t.match(said, /Macro Cosmos/)
      const ja = await post({ turnPlayer: 'A', players: { A: { hand: handOf8 }, B: { field: ['Macro Cosmos'] } }, choices: discardBoth, explain: 'ja' })
      t.match((ja.explanation?.entries ?? []).map((entry) => entry.text).join('\n'), /除外/, 'and in Japanese')
    })

    t.test('without it, or with it Set, the cards go to the GY and Baby Roc may activate', async (t) => {
      for (const B of [{}, { field: [{ card: 'Macro Cosmos', position: 'set' }] }]) {
        const body = await post({ turnPlayer: 'A', players: { A: { hand: handOf8 }, B }, choices: discardBoth })
        t.notOk(body.events.some((e) => e.type === 'banished-instead'), 'nothing banished')
        t.ok(body.steps.some((s) => s.decision === 'trigger' && s.legal.some((a) => a.effect === 'Mist Valley Baby Roc')), 'Baby Roc offered')
      }
    })

    t.test('Dimensional Fissure banishes monsters only: a Spell discarded goes to the GY', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { hand: ['Pot of Greed', 'Mist Valley Baby Roc', ...filler(5)], field: ['Dimensional Fissure'] }, B: {} },
        choices: [{ player: 'A', type: 'discard', cards: ['Pot of Greed'] }],
      })
      t.notOk(body.events.some((e) => e.type === 'banished-instead'), 'the Spell is not a monster')
      const monster = await post({
        turnPlayer: 'A',
        players: { A: { hand: ['Pot of Greed', 'Mist Valley Baby Roc', ...filler(5)], field: ['Dimensional Fissure'] }, B: {} },
        choices: [{ player: 'A', type: 'discard', cards: ['Mist Valley Baby Roc'] }],
      })
      t.same(monster.events.find((e) => e.type === 'banished-instead')?.cards, ['Mist Valley Baby Roc'])
      t.equal(monster.events.find((e) => e.type === 'no-trigger' && e.card === 'Mist Valley Baby Roc')?.reason, 'banished-instead')
    })

    t.test('a monster whose effects are negated for the rest of the turn does not banish', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { hand: handOf8 }, B: { field: [{ card: 'Banisher of the Radiance', negatedUntil: 'veiler' }] } },
        effects: [{ id: 'veiler', controller: 'A', card: 'Effect Veiler', kind: 'expire', mandatory: true, lasts: 'end-of-turn' }],
        choices: discardBoth,
      })
      t.notOk(body.events.some((e) => e.type === 'banished-instead'), 'negated: it does not apply')
      const unnegated = await post({ turnPlayer: 'A', players: { A: { hand: handOf8 }, B: { field: ['Banisher of the Radiance'] } }, choices: discardBoth })
      t.equal(unnegated.events.find((e) => e.type === 'banished-instead')?.by, 'Banisher of the Radiance')
    })

    t.test('a Set Trap activated in the End Phase is banished once resolved, not sent to the GY', async (t) => {
      const body = await post({
        turnPlayer: 'A',
        players: { A: { field: ['Macro Cosmos'] }, B: { field: ['Three in One'] } },
        choices: [{ player: 'B', type: 'activate', effect: 'Three in One' }],
      })
      const resolveAt = body.events.findIndex((e) => e.type === 'resolve' && e.effect === 'Three in One')
      const instead = body.events.findIndex((e) => e.type === 'banished-instead' && (e.cards ?? []).includes('Three in One'))
      t.ok(resolveAt >= 0 && instead > resolveAt, 'banished instead, after it resolved')
    })

    t.test("an editor curates the card's continuous effects: none, then monsters only", async (t) => {
      const editor = await createKey(app.db.prisma, 'alice', 'editor')
      const headers = (version: number) => ({ authorization: `Bearer ${editor}`, 'if-match': `"${version}"` })
      const doc = (await app.inject('/v1/cards/Macro%20Cosmos/behaviours')).json() as { version: number; curated: { phases: unknown[] } | null }
      const phases = doc.curated?.phases ?? []
      const refused = await app.inject({ method: 'PUT', url: '/v1/cards/Macro%20Cosmos/behaviours', headers: headers(doc.version), payload: { phases, continuous: [{ effect: 'banish-instead', cards: 'tokens', whose: 'each' }] } })
      t.equal(refused.statusCode, 400)
      t.match(refused.json().message, /continuous/, 'the refusal names the field')
      const none = await app.inject({ method: 'PUT', url: '/v1/cards/Macro%20Cosmos/behaviours', headers: headers(doc.version), payload: { phases, continuous: [] } })
      t.equal(none.statusCode, 200, none.body)
      const board = { turnPlayer: 'A', players: { A: { hand: handOf8 }, B: { field: ['Macro Cosmos'] } }, choices: discardBoth }
      t.notOk((await post(board)).events.some((e) => e.type === 'banished-instead'), 'curated as none: nothing banished')
      const monsters = await app.inject({
        method: 'PUT',
        url: '/v1/cards/Macro%20Cosmos/behaviours',
        headers: headers((none.json() as { version: number }).version),
        payload: { phases, continuous: [{ effect: 'banish-instead', cards: 'monster', whose: 'each', span: 'a test edit' }] },
      })
      t.equal(monsters.statusCode, 200, monsters.body)
      const body = await post({ ...board, players: { A: { hand: ['Pot of Greed', ...handOf8.slice(1)] }, B: { field: ['Macro Cosmos'] } }, choices: [{ player: 'A', type: 'discard', cards: ['Pot of Greed', 'Mist Valley Baby Roc'] }] })
      t.same(body.events.find((e) => e.type === 'banished-instead')?.cards, ['Mist Valley Baby Roc'], 'the curated data is what the engine applies')
    })
  })
}
