/**
 * The analyser's passes for limits (once per turn, maintenance costs that must be paid) and for
 * continuous effects that forbid banishing: a table of wordings each, and their figures on the
 * labelled cards (test/fixtures/once-per-turn-labels.json, maintenance-must-pay-labels.json,
 * continuous-forbid-labels.json, labelled before the passes first ran), the held-out cards apart
 * from the ones the passes were written from.
 */
import { existsSync, readFileSync } from 'node:fs'
import t from 'tap'
import type { CardRecord } from '../../tools/analyser/card-data.js'
import { allCards } from '../helpers/all-cards.js'
import { analyseCard, type AnalyserCard } from '../../src/analyser/index.js'
import { SHARED_CARD_DATA } from '../helpers/shared.js'

const monster = (text: string): AnalyserCard => ({ name: 'X', text, cardType: 'monster', monsterTypeLine: 'Fiend / Effect' })
const trap = (text: string): AnalyserCard => ({ name: 'X', text, cardType: 'trap', property: 'Continuous' })
const firstPhase = (card: AnalyserCard) => analyseCard(card).phases.find((phase) => phase.phase === 'end' || phase.phase === 'standby')

t.test("a discard effect's limit by name", async (t) => {
  const discard = (text: string) => analyseCard(monster(text)).discard?.oncePerTurn
  t.equal(discard('If this card is discarded: You can send 1 "Danger!" card from your Deck to the GY, except "X". You can only use this effect of "X" once per turn.'), 'name', 'Danger! Ogopogo!')
  t.equal(discard('If this card is discarded: Special Summon it.'), undefined, 'Fabled Lurrie: no limit')
})

t.test('once per turn wordings', async (t) => {
  t.equal(firstPhase(monster('During the End Phase: You can draw 1 card. You can only use this effect of "X" once per turn.'))?.oncePerTurn, 'name')
  t.equal(firstPhase(monster('During the End Phase: Your opponent calls it. If they called it right, send this card to the GY. You can only use this effect of "X" once per turn.'))?.oncePerTurn, 'name', 'the effect goes on over sentences')
  t.equal(firstPhase(monster('During the End Phase: You can draw 1 card. You can only use each effect of "X" once per turn.'))?.oncePerTurn, 'name')
  t.equal(firstPhase(monster('Once per turn, during the End Phase: Destroy this card.'))?.oncePerTurn, 'instance')
  t.equal(firstPhase(monster('During the End Phase: Destroy this card.'))?.oncePerTurn, undefined)
  // The limit of another effect: not this one's.
  t.equal(firstPhase(monster('During the End Phase: You can draw 1 card. If this card is destroyed: You can add 1 card from your Deck to your hand. You can only use this effect of "X" once per turn.'))?.oncePerTurn, undefined)
  t.equal(firstPhase(monster('During the End Phase: Destroy this card. You can only use each of the following effects of "X" once per turn. You can discard this card; draw 1 card.'))?.oncePerTurn, undefined, '"each of the following" is about the effects after it')
  const scroll = 'You can only use 1 of the following effects of "X" per turn, and only once that turn. ● You can discard this card; draw 1 card. ● During your End Phase, while this card is in your GY: You can add this card to your hand.'
  t.equal(firstPhase(monster(scroll))?.oncePerTurn, 'name', '"1 of the following effects … per turn": one limit by name')
})

t.test("event triggers' limits by name", async (t) => {
  const triggers = (text: string) => analyseCard({ name: 'X', text, cardType: 'monster', monsterTypeLine: 'Machine / Effect' }).triggers?.map((trigger) => trigger.oncePerTurn) ?? []
  t.same(triggers('If this card is destroyed by battle or card effect: You can draw 1 card. You can only use 1 "X" effect per turn, and only once that turn.'), ['name'], 'one limit for every effect of X')
  // "1 of the following effects": the effects written after it only.
  t.same(
    triggers('If this card is sent to the GY: Draw 1 card. You can only use 1 of the following effects of "X" per turn, and only once that turn. ● If this card is Special Summoned: You can draw 1 card.'),
    [undefined, 'name'],
  )
})

t.test('a maintenance cost paid with a named card of the hand, or by revealing a monster of a Type', async (t) => {
  const maintenance = (text: string) => analyseCard(monster(text)).phases.find((phase) => phase.maintenance)?.maintenance
  t.match(maintenance('During each of your End Phases, destroy this card unless you send 1 "Iron Core of Koa\'ki Meiru" from your hand to the GY or reveal 1 Dragon monster in your hand.'), {
    pay: [{ action: 'send-to-gy', target: 'zone', from: 'hand', whose: 'controller', count: 1, card: "Iron Core of Koa'ki Meiru" }],
    otherwise: [{ action: 'destroy', target: 'self' }],
    orReveal: { monsterType: 'Dragon' },
  })
  t.match(maintenance('During each of your End Phases, destroy this card unless you send 1 "Iron Core of Koa\'ki Meiru" from your hand to the Graveyard or reveal 1 Warrior-Type monster in your hand.'), { orReveal: { monsterType: 'Warrior' } }, 'the old "-Type" wording')
  t.notOk(maintenance('During each of your End Phases, destroy this card unless you send 1 "Iron Core of Koa\'ki Meiru" from your hand to the GY or reveal 1 Normal Trap Card in your hand.')?.orReveal, 'a reveal the data cannot say: not read')
})

t.test('maintenance costs that must be paid', async (t) => {
  const mustPay = (card: AnalyserCard) => analyseCard(card).phases.find((phase) => phase.maintenance)?.maintenance?.mustPay === true
  t.ok(mustPay(trap('Once per turn, during the Standby Phase, you must pay 700 LP (this is not optional), or this card is destroyed.')))
  t.ok(mustPay(trap('During each of your End Phases, you must pay 1000 LP (this is not optional), or this card is destroyed.')))
  t.notOk(mustPay(trap('Once per turn, during your Standby Phase, pay 100 LP or destroy this card.')))
})

t.test('forbidden banishment wordings', async (t) => {
  const forbid = (text: string) => analyseCard(trap(text)).continuous?.filter((effect) => effect.effect === 'forbid-move')
  t.match(forbid('Neither player can banish cards.'), [{ move: 'banish', by: 'each', whose: 'each' }])
  t.match(forbid('Cards in the GY cannot be banished.'), [{ by: 'each', from: 'graveyard' }])
  t.match(forbid('Your opponent cannot banish cards from your GY.'), [{ by: 'opponent', whose: 'controller', from: 'graveyard' }])
  t.match(forbid('While face-up on the field, this card cannot be banished.'), [{ itself: true }])
  t.equal(forbid('Apply 1 of the following effects until the end of your opponent\'s turn.\n● Neither player can banish cards from the GY.')?.length ?? 0, 0, 'a bullet applied for a time')
  t.equal(forbid('"Lightsworn" monsters you control cannot be banished by card effects.')?.length ?? 0, 0, 'a limited protection')
})

t.test('a return to the Deck forbidden', async (t) => {
  const forbid = (text: string) => analyseCard(trap(text)).continuous?.filter((effect) => effect.effect === 'forbid-move')
  t.match(forbid('Cards on the field cannot be returned to the Deck.'), [{ move: 'return-to-deck', cards: 'any', whose: 'each', from: 'field' }])
  t.match(forbid('Monsters on the field cannot be returned to the Deck.'), [{ move: 'return-to-deck', cards: 'monster' }])
  t.equal(forbid('Cards in the GY cannot be returned to the Deck.')?.length ?? 0, 0, 'not the field: not read')
})

interface Labels<T> {
  tuned: Record<string, T> | string[]
  heldOut: Record<string, T>
}
const labels = <T>(file: string): Labels<T> => JSON.parse(readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8')) as Labels<T>
const byName = (cards: readonly CardRecord[]) => new Map(cards.map((record) => [record.card.name, record.card]))

/** Right of scored, for the named cards; each scored by `score`. */
function figure<T>(cards: Map<string, AnalyserCard>, named: Record<string, T>, score: (card: AnalyserCard, want: T) => boolean): { right: number; of: number; wrong: string[] } {
  let right = 0
  const wrong: string[] = []
  for (const [name, want] of Object.entries(named)) {
    const card = cards.get(name)
    if (card && score(card, want)) right++
    else wrong.push(name)
  }
  return { right, of: Object.keys(named).length, wrong }
}

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`figures skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('figures on the labelled cards: tuned, and held out (blind)', async (t) => {
    const cards = byName(await allCards())
    const report = (family: string, set: string, f: { right: number; of: number; wrong: string[] }) =>
      t.comment(`${family}, ${set}: ${f.right}/${f.of}${f.wrong.length > 0 ? ` (wrong: ${f.wrong.join('; ')})` : ''}`)

    const opt = labels<'name' | 'instance' | null>('once-per-turn-labels.json')
    const optScore = (card: AnalyserCard, want: 'name' | 'instance' | null) => (firstPhase(card)?.oncePerTurn ?? null) === want
    const optTuned = figure(cards, opt.tuned as Record<string, 'name' | 'instance' | null>, optScore)
    const optBlind = figure(cards, opt.heldOut, optScore)
    report('once per turn', 'tuned', optTuned)
    report('once per turn', 'held out', optBlind)
    t.equal(optTuned.right, optTuned.of, 'every tuned card right')
    t.ok(optBlind.right / optBlind.of >= 0.8, `once per turn, held out: ${optBlind.right}/${optBlind.of}`)

    const pay = labels<boolean>('maintenance-must-pay-labels.json')
    const payScore = (card: AnalyserCard, want: boolean) => {
      const maintenance = analyseCard(card).phases.find((phase) => phase.maintenance)?.maintenance
      return maintenance !== undefined && (maintenance.mustPay === true) === want
    }
    const payTuned = figure(cards, pay.tuned as Record<string, boolean>, payScore)
    const payBlind = figure(cards, pay.heldOut, payScore)
    report('maintenance must pay', 'tuned', payTuned)
    report('maintenance must pay', 'held out', payBlind)
    t.equal(payTuned.right, payTuned.of, 'every tuned card right')
    t.ok(payBlind.right / payBlind.of >= 0.8, `must pay, held out: ${payBlind.right}/${payBlind.of}`)

    type ForbidLabel = { by: string; whose: string; from?: string; itself?: boolean } | null
    const forbid = labels<ForbidLabel>('continuous-forbid-labels.json')
    const forbidScore = (card: AnalyserCard, want: ForbidLabel) => {
      const got = analyseCard(card).continuous?.find((effect) => effect.effect === 'forbid-move')
      if (want === null) return got === undefined
      return got !== undefined && got.by === want.by && got.whose === want.whose && (got.from ?? null) === (want.from ?? null) && (got.itself === true) === (want.itself === true)
    }
    const forbidTuned = figure(cards, Object.fromEntries((forbid.tuned as string[]).map((name) => [name, { by: 'each', whose: 'each' }])), forbidScore)
    const forbidBlind = figure(cards, forbid.heldOut, forbidScore)
    report('forbidden banishment', 'tuned', forbidTuned)
    report('forbidden banishment', 'held out', forbidBlind)
    t.equal(forbidTuned.right, forbidTuned.of, 'every tuned card right')
    t.ok(forbidBlind.right / forbidBlind.of >= 0.8, `forbidden banishment, held out: ${forbidBlind.right}/${forbidBlind.of}`)
  })
}
