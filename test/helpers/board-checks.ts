/**
 * Boards asked as a player asks them, with their expected answers as checks on the events and steps
 * (has, lacks, order, offered, forced, a trigger offered, counts, LP, notes): what real-board tests share. `wrongs` says
 * each failed check in words; an empty list is a right answer.
 */
import type { FastifyInstance } from 'fastify'
import type { Test } from 'tap'

export type Event = Record<string, unknown> & { type: string }
export type Step = { player: string; decision: string; legal: Array<{ type: string; effect?: string; count?: number; from?: string[] }>; taken?: { type: string; effect?: string } }
export type Answer = { events: Event[]; steps: Step[]; notes?: Array<{ ruling: string; text?: string }> }
export type Match = Record<string, unknown>
export type Check =
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
  | { note: string }
  | { decision: string }
  | { refused: string }
  | { noNote: string }
export type Board = { family: string; name: string; why: string; board: Record<string, unknown>; expect: Check[] }

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

/** Offered to activate: a card a discard may take (it is in the hand) is not offered its effect. */
const offersActivation = (step: Step, who: string) => step.legal.some((a) => a.type !== 'pass' && a.type !== 'discard' && (a.effect === who || a.effect?.startsWith(`${who}:`)))

/** Each player's LP after the last event that changed them; where no event changed them, the LP the board states. */
function lastLp(events: Event[], board?: Record<string, unknown>): Record<string, number> {
  const lp: Record<string, number> = {}
  const players = (board?.players ?? {}) as Record<string, { lp?: unknown }>
  for (const [player, stated] of Object.entries(players)) if (typeof stated.lp === 'number') lp[player] = stated.lp
  for (const event of events) {
    const stated = event.lp
    if (stated !== null && typeof stated === 'object') Object.assign(lp, stated)
  }
  return lp
}

/** Each failed check, said in words; empty when the answer is right. */
export function wrongs(body: Answer, checks: Check[], board?: Record<string, unknown>): string[] {
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
      const taken = body.steps.findIndex((s) => s.taken?.effect === after || (s.taken?.effect?.startsWith(`${after}:`) ?? false))
      if (taken < 0) out.push(`${after} never taken`)
      else if (body.steps.slice(taken + 1).some((s) => offersActivation(s, check.notOfferedAfter))) out.push(`${check.notOfferedAfter} offered after ${after} was used`)
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
    } else if ('decision' in check) {
      if (!body.steps.some((s) => s.decision === check.decision)) out.push(`no ${check.decision} decision`)
    } else if ('refused' in check) {
      out.push(`answered, not refused naming ${check.refused}`)
    } else if ('note' in check) {
      if (!(body.notes ?? []).some((n) => (n.text ?? '').includes(check.note))) out.push(`no note saying "${check.note}"`)
    } else if ('noNote' in check) {
      if ((body.notes ?? []).some((n) => (n.text ?? '').includes(check.noNote))) out.push(`a note says "${check.noNote}"`)
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

export function boardCards(board: Record<string, unknown>): string[] {
  const into = new Set<string>()
  const players = (board.players ?? {}) as Record<string, Record<string, unknown>>
  for (const player of Object.values(players)) for (const zone of ['hand', 'field', 'graveyard', 'banished']) cardNames(player[zone], into)
  for (const entry of (board.thisTurn ?? []) as Array<{ activated?: unknown }>) cardNames(entry.activated, into)
  for (const effect of (board.effects ?? []) as Array<{ card?: unknown }>) cardNames(effect.card, into)
  for (const response of (board.responses ?? []) as Array<{ card?: unknown }>) cardNames(response.card, into)
  return [...into]
}


/** What is wrong with the service's answer to a board: its checks on a 200, or the 400 naming a field that a `refused` check asks for. */
export function wrongAnswer(res: { statusCode: number; body: string; json(): unknown }, board: Board): string[] {
  const refused = board.expect.find((check): check is { refused: string } => 'refused' in check)
  if (refused) {
    const field = res.statusCode === 400 ? (res.json() as { field?: string }).field : undefined
    return field === refused.refused ? [] : [`${res.statusCode} (field ${String(field)}), not 400 naming ${refused.refused}`]
  }
  return res.statusCode === 200 ? wrongs(res.json() as Answer, board.expect, board.board) : [`${res.statusCode}: ${res.body}`]
}

/**
 * Each board of a set asked through POST /v1/resolve, a subtest each (a `todo` where `stillWrong`
 * says what is still wrong), then a check that every board named still wrong is one of the set, and
 * the boards right per family as a comment.
 */
export async function checkBoards(t: Test, app: Pick<FastifyInstance, 'inject'>, boards: Board[], stillWrong: Record<string, string>): Promise<void> {
  const tally: Record<string, { right: number; of: number }> = {}
  for (const board of boards) {
    const wrong = wrongAnswer(await app.inject({ method: 'POST', url: '/v1/resolve', payload: board.board }), board)
    const family = (tally[board.family] ??= { right: 0, of: 0 })
    family.of++
    if (wrong.length === 0) family.right++
    const todo = stillWrong[board.name]
    t.test(`${board.family}: ${board.name}`, todo === undefined ? {} : { todo }, async (t) => {
      t.same(wrong, [], board.why)
    })
  }
  const names = new Set(boards.map((b) => b.name))
  t.same(Object.keys(stillWrong).filter((name) => !names.has(name)), [], 'every board still wrong is a board of the set')
  t.comment(Object.entries(tally).map(([family, { right, of }]) => `${family} ${right}/${of}`).join(', '))
}
