/**
 * What happens as the turn ends, after the hand-size step and the end of the effects lasting until
 * the end of the turn (seed 003, answers of 17/10/26): a card whose self-destruction a negation until
 * the end of the turn held back is destroyed then, without a chain (banished instead under Macro
 * Cosmos); a continuous effect dealing damage for cards sent to the GY applies then; a protection
 * from effect damage lasting until the end of the turn is over by then, one on the field is not.
 * Real cards by name, boards built with `thisTurn`. The seed's answers come first (worked on while
 * building); the blind boards (test/fixtures/after-turn-blind.json) were labelled before the code ran.
 */
import { existsSync, readFileSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards, resolver } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = { type: string; effect?: string; card?: string; player?: string; outcome?: string; window?: string; chain?: boolean; subject?: string; moves?: string; by?: string; lp?: Record<string, number>; prevented?: Array<{ player: string; by: string }>; ended?: string[]; rulings?: Array<string | { id: string }> }
type Step = { player: string; decision: string; legal: Array<{ type: string; effect?: string }> }
type Answer = { events: Event[]; steps: Step[]; notes?: Array<{ ruling: string; text?: string }>; explanation?: { entries: Array<{ text: string }> } }
type Expected = {
  afterTurn: Array<{ card: string; player: string; moves?: string; lp?: Record<string, number>; preventedBy?: string; lpUnchanged?: string }>
  banishedInstead?: boolean
  expiresBefore?: string
  expiresAtEnd?: string
  listDamage?: { effect: string; preventedBy: string; lpUnchanged: string }
}

const FARFA = 'Farfa, Malebranche of the Burning Abyss'
const BLIND = JSON.parse(readFileSync(new URL('./fixtures/after-turn-blind.json', import.meta.url), 'utf8')) as { boards: Array<{ name: string; board: Record<string, unknown>; expect: Expected }> }
const NAMES = [
  FARFA,
  'Forbidden Chalice',
  'Macro Cosmos',
  'Skull Invitation',
  "Pikeru's Circle of Enchantment",
  'Des Wombat',
  'Mystical Elf',
  'Effect Veiler',
  'Graff, Malebranche of the Burning Abyss',
  'Cir, Malebranche of the Burning Abyss',
  'Scarm, Malebranche of the Burning Abyss',
  'Alich, Malebranche of the Burning Abyss',
  'Imperial Iron Wall',
  'Power Bond',
  'Cyber Archfiend',
  'Skill Drain',
]

const ids = (event: Event | undefined) => (event?.rulings ?? []).map((r) => (typeof r === 'string' ? r : r.id))
const afterHandSize = (body: Answer) => body.events.slice(body.events.findIndex((e) => e.type === 'hand-size') + 1)
const asTurnEnds = (body: Answer) => body.events.filter((e) => e.type === 'as-turn-ends')

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('effects as the turn ends', async (t) => {
    const app = await appWithRealCards(t, NAMES)
    const post = resolver<Answer>(t, app)
    const chalice = { player: 'A', activated: 'Forbidden Chalice', targets: [FARFA] }

    t.test('seed 003 (17/10/26): Farfa, its self-destruction negated by Forbidden Chalice, under Macro Cosmos: banished as the turn ends', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: [FARFA, 'Mystical Elf'] }, B: { field: ['Macro Cosmos'] } }, thisTurn: [chalice], explain: 'en' })
      const after = afterHandSize(body)
      t.same(after.map((e) => e.type), ['expire', 'as-turn-ends', 'banished-instead', 'turn-end'], 'the negation ends, then Farfa is destroyed, banished instead, then the turn ends')
      const destroyed = after[1]
      t.equal(destroyed?.card, FARFA)
      t.equal(destroyed?.player, 'A', "Farfa's controller")
      t.equal(destroyed?.chain, false, 'not activated: no chain')
      t.equal(destroyed?.window, 'end-of-turn')
      t.equal(destroyed?.moves, 'banished')
      t.ok(ids(destroyed).includes('ygo-eot-after-turn') && ids(destroyed).includes('card-farfa-macro-cosmos'), 'cites the rule and the 17/10/26 answer')
      t.equal(after[2]?.by, 'Macro Cosmos')
      t.notOk(body.steps.some((s) => s.legal.some((a) => a.effect === FARFA)), 'Farfa is never an item anyone chooses')
      const said = (body.explanation?.entries ?? []).map((e) => e.text).join('\n')
      t.match(said, /As the turn ends, Farfa, Malebranche of the Burning Abyss is destroyed/)
    })

    t.test('seed 003 (17/10/26): under Skull Invitation, the damage is dealt without a chain as the turn ends', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: [FARFA, 'Mystical Elf'], lp: 8000 }, B: { field: ['Skull Invitation'], lp: 8000 } }, thisTurn: [chalice] })
      const [destroyed, damage] = asTurnEnds(body)
      t.equal(destroyed?.moves, 'graveyard')
      t.equal(damage?.card, 'Skull Invitation')
      t.equal(damage?.player, 'B', "Skull Invitation's controller")
      t.equal(damage?.chain, false)
      t.same(damage?.lp, { A: 7700 }, "Farfa's owner takes 300")
      t.ok(ids(damage).includes('card-farfa-skull-invitation'))
      t.notOk(body.events.some((e) => e.type === 'activate'), 'nothing is activated')
      t.ok(body.notes?.some((n) => n.ruling === 'ygo-eot-after-turn' && n.text?.includes(FARFA)), "Farfa's own trigger after the turn is said to be out of the model, naming the card")
    })

    t.test("seed 003 (17/10/26): Pikeru's Circle of Enchantment activated that turn does not prevent it; Des Wombat does", async (t) => {
      const pikeru = await post({
        turnPlayer: 'A',
        players: { A: { field: [FARFA, 'Mystical Elf'], graveyard: ["Pikeru's Circle of Enchantment"], lp: 8000 }, B: { field: ['Skull Invitation'], lp: 8000 } },
        thisTurn: [chalice, { player: 'A', activated: "Pikeru's Circle of Enchantment" }],
      })
      const ends = pikeru.events.findIndex((e) => e.type === 'expire' && e.card === "Pikeru's Circle of Enchantment")
      const damage = pikeru.events.findIndex((e) => e.type === 'as-turn-ends' && e.card === 'Skull Invitation')
      t.ok(ends >= 0 && ends < damage, 'its protection ends with the turn, before the damage')
      t.same(pikeru.events[damage]?.lp, { A: 7700 }, 'the damage is taken')
      t.same(pikeru.events[damage]?.ended, ["Pikeru's Circle of Enchantment (this turn)"], 'the answer names the protection that is over')
      t.ok(ids(pikeru.events[damage]).includes('card-farfa-pikeru-des-wombat'))
      const wombat = await post({ turnPlayer: 'A', players: { A: { field: [FARFA, 'Des Wombat'], lp: 8000 }, B: { field: ['Skull Invitation'], lp: 8000 } }, thisTurn: [chalice] })
      const prevented = asTurnEnds(wombat).find((e) => e.card === 'Skull Invitation')
      t.match(prevented?.prevented, [{ player: 'A', by: 'Des Wombat' }], 'Des Wombat on the field prevents it')
      t.equal(prevented?.lp, undefined, 'no LP change')
      t.ok(ids(prevented).includes('card-farfa-pikeru-des-wombat') && ids(prevented).includes('ygo-no-effect-damage'))
    })

    t.test('without the negation nothing happens as the turn ends: Farfa on the board stays', async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: [FARFA, 'Mystical Elf'] }, B: { field: ['Macro Cosmos'] } } })
      t.same(asTurnEnds(body), [])
    })

    t.test("Skill Drain still on the field keeps Farfa's effect negated once Forbidden Chalice's ends: nothing happens", async (t) => {
      const body = await post({ turnPlayer: 'A', players: { A: { field: [FARFA, 'Mystical Elf'] }, B: { field: ['Skill Drain'] } }, thisTurn: [chalice] })
      t.ok(body.events.some((e) => e.type === 'expire' && e.card === 'Forbidden Chalice'), "Chalice's negation ends")
      t.same(asTurnEnds(body), [], 'but Farfa stays')
    })

    t.test('the self-destruction\'s condition is counted on the board as the turn ends: beside "Burning Abyss" monsters only, or alone, Farfa stays', async (t) => {
      for (const field of [[FARFA, 'Graff, Malebranche of the Burning Abyss', 'Cir, Malebranche of the Burning Abyss'], [FARFA]]) {
        const body = await post({ turnPlayer: 'A', players: { A: { field }, B: {} }, thisTurn: [chalice] })
        t.ok(body.events.some((e) => e.type === 'expire' && e.card === 'Forbidden Chalice'), "Chalice's negation ends")
        t.same(asTurnEnds(body), [], `no monster that is not a "Burning Abyss" monster beside ${field.length - 1} of them: Farfa stays`)
      }
      const mixed = await post({ turnPlayer: 'A', players: { A: { field: [FARFA, 'Graff, Malebranche of the Burning Abyss', 'Mystical Elf'] }, B: {} }, thisTurn: [chalice] })
      t.same(asTurnEnds(mixed).map((e) => [e.card, e.moves]), [[FARFA, 'graveyard']], 'Mystical Elf is not one: Farfa is destroyed')
    })

    t.test('a loss of LP that is not damage is not prevented; the same amount as effect damage is', async (t) => {
      const loss = (damage: boolean) => ({
        turnPlayer: 'A',
        players: { A: { field: ['Des Wombat'], lp: 8000 }, B: {} },
        effects: [{ id: 'loss', controller: 'A', kind: 'apply', mandatory: true, does: [{ action: 'lose-lp', whose: 'controller', amount: 1000, ...(damage ? { damage: true } : {}) }] }],
      })
      const lost = (await post(loss(false))).events.find((e) => e.type === 'resolve' && e.effect === 'loss')
      t.same(lost?.lp, { A: 7000 }, 'lost')
      t.equal(lost?.prevented, undefined)
      const damage = (await post(loss(true))).events.find((e) => e.type === 'resolve' && e.effect === 'loss')
      t.equal(damage?.lp, undefined, 'no LP change')
      t.match(damage?.prevented, [{ player: 'A', by: 'Des Wombat' }])
      t.ok(ids(damage).includes('ygo-no-effect-damage'))
    })

    t.test('blind boards (labelled before the code ran on them)', async (t) => {
      for (const { name, board, expect } of BLIND.boards) {
        t.test(name, async (t) => {
          const body = await post(board)
          const after = asTurnEnds(body)
          t.equal(after.length, expect.afterTurn.length, 'as many things happen as the turn ends')
          expect.afterTurn.forEach((wanted, i) => {
            const got = after[i]
            t.equal(got?.card, wanted.card, `${i}: ${wanted.card}`)
            t.equal(got?.player, wanted.player, `${i}: its controller`)
            t.equal(got?.chain, false, `${i}: no chain`)
            if (wanted.moves !== undefined) t.equal(got?.moves, wanted.moves, `${i}: goes to the ${wanted.moves}`)
            if (wanted.lp !== undefined) t.same(got?.lp, wanted.lp, `${i}: LP`)
            if (wanted.preventedBy !== undefined) t.equal(got?.prevented?.[0]?.by, wanted.preventedBy, `${i}: prevented`)
            if (wanted.lpUnchanged !== undefined) t.equal(got?.lp?.[wanted.lpUnchanged], undefined, `${i}: no LP change`)
          })
          if (expect.banishedInstead !== undefined) t.equal(body.events.some((e) => e.type === 'banished-instead'), expect.banishedInstead, 'banished instead or not')
          const turnEnd = body.events.findIndex((e) => e.type === 'turn-end')
          t.ok(after.every((e) => body.events.indexOf(e) < turnEnd && body.events.indexOf(e) > body.events.findIndex((x) => x.type === 'hand-size')), 'after the hand-size step, before the turn passes')
          for (const card of [expect.expiresBefore, expect.expiresAtEnd]) {
            if (card === undefined) continue
            const ends = body.events.findIndex((e) => e.type === 'expire' && e.card === card)
            t.equal(body.events[ends]?.window, 'end-of-turn', `${card} ends as the turn ends`)
            if (after.length > 0) t.ok(ends < body.events.indexOf(after[0]!), 'before what happens then')
          }
          if (expect.listDamage) {
            const resolved = body.events.find((e) => e.type === 'resolve' && e.effect === expect.listDamage!.effect)
            t.equal(resolved?.prevented?.[0]?.by, expect.listDamage.preventedBy, 'the End Phase damage is prevented')
            t.equal(resolved?.lp?.[expect.listDamage.lpUnchanged], undefined, 'no LP change')
          }
        })
      }
    })
  })
}
