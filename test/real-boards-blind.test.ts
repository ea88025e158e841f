/**
 * Real boards asked as a player asks them (cards by name, `thisTurn`, counts in the hand), one group
 * per family of whole-card behaviour: other cards' continuous effects, costs and cards used from the
 * hand, once per turn from the text, other cards' triggers on what the window causes, durations from
 * the text, what happens as the turn ends, conditions from stated facts, and effects on other cards
 * read as effects on other cards. The boards and their expected answers
 * (test/fixtures/real-boards-blind-2.json, real-boards-blind-3.json) were written from the card texts
 * and the rules before the code ran on them; a board the code still answers wrongly is a `todo` saying
 * why, never relabelled.
 */
import { existsSync, readFileSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'

type Event = Record<string, unknown> & { type: string }
type Step = { player: string; decision: string; legal: Array<{ type: string; effect?: string; count?: number; from?: string[] }>; taken?: { type: string; effect?: string } }
type Answer = { events: Event[]; steps: Step[] }
type Match = Record<string, unknown>
type Check =
  | { has: Match }
  | { lacks: Match }
  | { order: Match[] }
  | { offered: string }
  | { notOffered: string }
  | { notOfferedAfter: string; after: Match }
  | { forced: string }
  | { triggerOffered: string }
  | { triggerNotOffered: string }
  | { count: Match; n: number }
  | { handSize: number }
  | { discard: number }
  | { lp: Record<string, number> }
type Board = { family: string; name: string; why: string; board: Record<string, unknown>; expect: Check[] }

const load = (file: string) => JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')) as { boards: Board[] }

/**
 * Boards the code still answers wrongly, with what is wrong (kept as `todo` until fixed). The blind
 * figure of the first run is in the report, not here: this list only shrinks as fixes land.
 */
const STILL_WRONG_2: Record<string, string> = {
  'Malice Dispersion and D.D. Crow both used from a hand of 8: 5 cards, nothing to discard':
    'the request gives no choice for Malice Dispersion\'s "Discard 1 card" cost, so the engine asks which card (D.D. Crow is one of them) and refuses the next choice, D.D. Crow\'s activation, as not legal at that step',
  "Heraldic Beast Leo destroys itself under B's Cracking: 800 to its owner":
    'Cracking\'s "Once per turn, when a monster(s) is sent from the field to the Graveyard by a card effect: Inflict 800 damage to the owner" is not read as a trigger (the card has no `triggers` data)',
  "Lumina's End Phase mill triggers Garoth, Lightsworn Warrior (mandatory) once it has resolved":
    'Garoth\'s trigger on cards sent from the Deck to the GY by a "Lightsworn" monster\'s effect is not read (no `triggers` data; no event says whose effect sent the cards)',
}

const STILL_WRONG_3: Record<string, string> = {
  "Amazing Time Ticket from a hand of 7 in its controller's turn: 800 LP paid, it leaves the hand and adds 1 card: 7 cards, 1 to discard":
    'the 800 LP are paid and the card leaves the hand, but what an item written in `effects` does is not read from its card\'s text (only its costs are), and this add depends on whose turn it is ("● Your turn: Add 1 …"): the item answers `effectOnState: "unknown"` and the hand stays 6',
  "Prediction Princess Astromorrigan flipped this turn: B's Defense Position monster is destroyed, not Astromorrigan; 500 to B":
    '"destroy as many Defense Position monsters your opponent controls as possible" is not applied (`notApplied: ["destroy"]`), and the 500 per monster is a rate, so B takes nothing',
}

const SETS = [
  { file: 'real-boards-blind-2.json', stillWrong: STILL_WRONG_2 },
  { file: 'real-boards-blind-3.json', stillWrong: STILL_WRONG_3 },
]

/** `who` names a card, an effect id or a card key (an effect id may be `<key>:<event>`). */
function names(event: Event, who: string): boolean {
  const effect = typeof event.effect === 'string' ? event.effect : undefined
  return event.card === who || effect === who || (effect?.startsWith(`${who}:`) ?? false) || event.name === who
}

function matches(event: Event, match: Match): boolean {
  return Object.entries(match).every(([key, want]) => {
    if (key === 'who') return names(event, want as string)
    const got = event[key]
    if (Array.isArray(want)) return Array.isArray(got) && want.every((w) => got.includes(w))
    return got === want
  })
}

const offers = (step: Step, who: string) =>
  step.legal.some((a) => a.type !== 'pass' && (a.effect === who || a.effect?.startsWith(`${who}:`) || (a.from ?? []).includes(who)))

/** Each player's LP as the last event stating them says; where none does, what the board gave (unchanged). */
function lastLp(events: Event[], board: Record<string, unknown>): Record<string, number> {
  const lp: Record<string, number> = {}
  for (const [player, zones] of Object.entries((board.players ?? {}) as Record<string, { lp?: unknown }>)) if (typeof zones.lp === 'number') lp[player] = zones.lp
  for (const event of events) {
    const stated = event.lp
    if (stated !== null && typeof stated === 'object') Object.assign(lp, stated)
  }
  return lp
}

/** Each failed check, said in words; empty when the answer is right. */
function wrongs(body: Answer, checks: Check[], board: Record<string, unknown>): string[] {
  const out: string[] = []
  for (const check of checks) {
    if ('has' in check) {
      if (!body.events.some((e) => matches(e, check.has))) out.push(`no event ${JSON.stringify(check.has)}`)
    } else if ('lacks' in check) {
      const found = body.events.find((e) => matches(e, check.lacks))
      if (found) out.push(`unexpected event ${JSON.stringify(found)}`)
    } else if ('order' in check) {
      let from = 0
      for (const match of check.order) {
        const at = body.events.findIndex((e, i) => i >= from && matches(e, match))
        if (at < 0) {
          out.push(`order: no ${JSON.stringify(match)} after event ${from}`)
          break
        }
        from = at + 1
      }
    } else if ('offered' in check) {
      if (!body.steps.some((s) => offers(s, check.offered))) out.push(`${check.offered} never offered`)
    } else if ('notOfferedAfter' in check) {
      const after = check.after.who as string
      const taken = body.steps.findIndex((s) => s.taken?.effect === after)
      if (taken < 0) out.push(`${after} never taken`)
      else if (body.steps.slice(taken + 1).some((s) => offers(s, check.notOfferedAfter))) out.push(`${check.notOfferedAfter} offered after ${after} was used`)
    } else if ('notOffered' in check) {
      if (body.steps.some((s) => offers(s, check.notOffered))) out.push(`${check.notOffered} offered`)
    } else if ('forced' in check) {
      // Passing priority in the list phase only leaves a mandatory item for later; declining it is a
      // pass offered where it is decided (a maintenance or trigger step).
      if (body.steps.some((s) => s.decision !== 'priority' && offers(s, check.forced) && s.legal.some((a) => a.type === 'pass'))) out.push(`${check.forced} may be declined`)
    } else if ('triggerOffered' in check) {
      if (!body.steps.some((s) => s.decision === 'trigger' && offers(s, check.triggerOffered))) out.push(`${check.triggerOffered}'s trigger never offered`)
    } else if ('triggerNotOffered' in check) {
      if (body.steps.some((s) => s.decision === 'trigger' && offers(s, check.triggerNotOffered))) out.push(`${check.triggerNotOffered}'s trigger offered`)
    } else if ('count' in check) {
      const n = body.events.filter((e) => matches(e, check.count)).length
      if (n !== check.n) out.push(`${n} events ${JSON.stringify(check.count)}, not ${check.n}`)
    } else if ('handSize' in check) {
      const hand = body.events.find((e) => e.type === 'hand-size')?.hand
      if (hand !== check.handSize) out.push(`hand ${String(hand)} at the hand-size step, not ${check.handSize}`)
    } else if ('discard' in check) {
      const count = body.steps.find((s) => s.decision === 'discard')?.legal[0]?.count ?? 0
      if (count !== check.discard) out.push(`discards ${count}, not ${check.discard}`)
    } else if ('lp' in check) {
      const lp = lastLp(body.events, board)
      for (const [player, want] of Object.entries(check.lp)) if (lp[player] !== want) out.push(`${player} has ${String(lp[player])} LP, not ${want}`)
    }
  }
  return out
}

function cardNames(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value)
  else if (Array.isArray(value)) for (const v of value) cardNames(v, into)
  else if (value !== null && typeof value === 'object' && 'card' in value && typeof value.card === 'string') into.add(value.card)
}

function boardCards(board: Record<string, unknown>): string[] {
  const into = new Set<string>()
  const players = (board.players ?? {}) as Record<string, Record<string, unknown>>
  for (const player of Object.values(players)) for (const zone of ['hand', 'field', 'graveyard', 'banished']) cardNames(player[zone], into)
  for (const entry of (board.thisTurn ?? []) as Array<{ activated?: unknown }>) cardNames(entry.activated, into)
  for (const effect of (board.effects ?? []) as Array<{ card?: unknown }>) cardNames(effect.card, into)
  return [...into]
}

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  for (const { file, stillWrong } of SETS) {
    t.test(`real boards, labelled blind (${file})`, async (t) => {
      const fixture = load(file)
      const app = await appWithRealCards(t, [...new Set(fixture.boards.flatMap((b) => boardCards(b.board)))])
      const tally: Record<string, { right: number; of: number }> = {}
      for (const board of fixture.boards) {
        const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: board.board })
        const body = res.json() as Answer
        const wrong = res.statusCode === 200 ? wrongs(body, board.expect, board.board) : [`${res.statusCode}: ${res.body}`]
        const family = (tally[board.family] ??= { right: 0, of: 0 })
        family.of++
        if (wrong.length === 0) family.right++
        const todo = stillWrong[board.name]
        t.test(`${board.family}: ${board.name}`, todo === undefined ? {} : { todo }, async (t) => {
          t.same(wrong, [], board.why)
        })
      }
      const boardNames = new Set(fixture.boards.map((b) => b.name))
      t.same(Object.keys(stillWrong).filter((name) => !boardNames.has(name)), [], 'every board still wrong is a board of the set')
      t.comment(Object.entries(tally).map(([family, { right, of }]) => `${family} ${right}/${of}`).join(', '))
    })
  }
}
