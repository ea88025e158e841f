/**
 * Phase wordings: every mention of the End Phase, the Standby Phase or the end of the Battle Phase
 * (and the old "at the end of the turn") in a sentence is read as a trigger, an applied effect, the
 * end of an "until" effect, or nothing (an activation timing, a mere reference to the phase).
 *
 * The reading is a pipeline of small named passes (src/analyser/passes/), each a pure function with
 * one job and its own table of cases under test/analyser/passes/. A pass is given the mention, what
 * is around it and the sentence's context, and the decisions of the earlier passes it depends on
 * as arguments; `readMention` lists them in the order they run. The limits of an item (once per
 * turn, a maintenance cost that must be paid) need the card's other sentences: index.ts reads them.
 */
import type { Sentence } from './text.js'
import type { AnalyserCard, TextPhaseBehaviour } from './types.js'
import type { BoardAction } from '../domain/behaviour.js'
import { sentenceContext, type Mention, type SentenceContext } from './passes/context.js'
import { findMentions, mayHaveTimings, mentionRole, siteOf, type MentionSite } from './passes/mention.js'
import { mandatoryOf, readTiming } from './passes/timing.js'
import { setUpByWording, setUpRewrites } from './passes/delayed.js'
import { readTurn, turnWithRequirements } from './passes/turn.js'
import { banishedFrom, readEnds } from './passes/ends.js'
import { BANISHED_WITH_TARGET, readZone } from './passes/zone.js'
import { costSaidNext, readActingText, readDoesAndCosts, readMaintenance, readMaintenanceSaidNext, readOwnMove } from './passes/costs-and-actions.js'
import { UNLESS_DONE_SINCE, readCondition, readFieldTargets, readRequires } from './passes/requirements.js'
import { actOnTargets } from './passes/targets.js'
import { settledKind } from './passes/kind.js'
import { activatesAsTheCard, cardActivationItem, inZone, twoZones } from './passes/rewrites.js'
import { readGraveyardTargets } from './graveyard-targets.js'

/** The original words of a masked part of the sentence (the names the target quotes). */
function unmasked(masked: string, ctx: SentenceContext): string {
  const at = ctx.sentence.masked.indexOf(masked)
  return at < 0 ? masked : ctx.sentence.text.slice(at, at + masked.length)
}

/** Costs that take the card itself somewhere other than the GY. */
const LEAVES_THE_GY: ReadonlySet<BoardAction['action']> = new Set(['banish', 'return-to-deck', 'return-to-hand', 'return-to-extra-deck'])

/** What an activated item targets in its controller's GY ("You can discard this card, then target 1 monster in your GY that …; …"): a delayed or applied one targets nothing as it is activated. */
function gyTargetsOf(kind: TextPhaseBehaviour['kind'], delayed: boolean, effect: string, costs: readonly BoardAction[] | undefined): Pick<TextPhaseBehaviour, 'gyTargets'> {
  if (kind !== 'trigger' || delayed) return {}
  const gyTargets = readGraveyardTargets(effect)
  if (gyTargets === undefined) return {}
  // "You can banish this card from your GY, then target 1 "Red-Eyes" monster in your GY": the card
  // has left the GY as the cost is paid, before it targets, so it is never one of its own targets (a
  // card Tributed or sent as the cost arrives there instead).
  if (costs?.some((cost) => cost.target === 'self' && LEAVES_THE_GY.has(cost.action)) === true) gyTargets.other = true
  return { gyTargets }
}

export { OPPONENTS_CONTEXT, YOURS_CONTEXT, setUpTurn } from './passes/turn.js'
export { requiresOf } from './passes/requirements.js'

/**
 * The phase behaviours of one sentence. `previous` is the sentence before it (for "If you do");
 * `context` the sentence that introduces a bulleted list the sentence belongs to ("During your
 * opponent's Battle Phase: … ● Halve the ATK … until the end of the Battle Phase").
 */
export function readPhases(sentence: Sentence, previous: Sentence | undefined, part: 'pendulum' | undefined, context = '', card?: AnalyserCard): TextPhaseBehaviour[] {
  if (!mayHaveTimings(sentence.masked)) return []
  const ctx = sentenceContext(sentence, previous, part, context, card)
  const out: TextPhaseBehaviour[] = []
  for (const mention of findMentions(sentence.masked)) {
    const site = siteOf(mention, ctx)
    const role = mentionRole(mention, site, ctx)
    if (role === 'card-activation') out.push(cardActivationItem(mention, ctx))
    else if (role === 'timing') out.push(...readMention(mention, site, ctx))
  }
  return out
}

/** A set-up that targets ("Target 1 …;") and then Special Summons a card of its own choosing ("Special Summon 1 … from your Deck"), not its target. */
const TARGETS_THEN_SUMMONS = /\b[Tt]arget \d+\b[^;]*;[^.;]*\bSpecial Summon (?:\d+|a|an) [^.;]*\bfrom (?:your|the|either) (?:hand|Deck|GY|Graveyard|Extra Deck)\b/

/**
 * "Target 1 "Six Samurai" monster you control; Special Summon 1 "Six Samurai" monster from your Deck
 * …, and if you do, destroy it during the End Phase of this turn": "it" is the monster summoned, which
 * the set-up acted on without targeting (`setUpOf: 'affected'`), not its target.
 */
function onTheCardSummoned(does: BoardAction[] | undefined, setUp: string): BoardAction[] | undefined {
  if (does === undefined || !TARGETS_THEN_SUMMONS.test(setUp)) return does
  return does.map((action) => (action.target === 'set-up' && action.setUpOf === undefined && action.action !== 'special-summon' ? { ...action, setUpOf: 'affected' as const } : action))
}

/** The item(s) of one timing mention: the passes in the order they run, each given what it depends on. */
function readMention(mention: Mention, site: MentionSite, ctx: SentenceContext): TextPhaseBehaviour[] {
  // timing and kind, as the wording says
  const timing = readTiming(mention, site, ctx)
  // set up by a resolution, as the wording says; the kind that implies
  const setUp = setUpByWording(mention, site, timing, ctx)
  const mandatory = mandatoryOf(mention, site, timing, setUp, ctx)
  const { kind, delayed } = setUpRewrites(timing.kind, setUp, site, timing, ctx)
  // whose turn, what an expiry ends, where the card is
  const turn = readTurn(mention, kind, delayed, ctx)
  const ends = readEnds(mention, kind, ctx)
  // A card banished for a time goes back where it was banished from as the banishment ends.
  const backTo = ends === 'banishment' ? banishedFrom(ctx.sentence.masked.slice(ctx.effStart, mention.start)) : undefined
  const zone = readZone(mention, kind, delayed, ctx)
  // "banish both that monster and this card until the End Phase": its targets come back with it.
  const alsoTargets = kind === 'expire' && zone === 'banished' && BANISHED_WITH_TARGET.test(ctx.sentence.masked.slice(0, mention.start))
  // actions and costs
  const asWritten = readActingText(mention, site, kind, ctx)
  // What a delayed effect does where its condition holds: the Summon its condition names is no action of it.
  const acting = delayed ? { ...asWritten, effectText: asWritten.effectText.replace(UNLESS_DONE_SINCE, (words) => ' '.repeat(words.length)) } : asWritten
  const maintenance = readMaintenance(kind, delayed, timing.body, ctx)
  const moved = maintenance === undefined ? readOwnMove(mention, kind, timing.body, acting.itMeansThisCard, ctx) : undefined
  const moves = moved?.dest
  const condition = readCondition(mention, site, timing, kind, delayed, ctx)
  const costNext = costSaidNext(ctx)
  const maintenanceNext = maintenance === undefined ? readMaintenanceSaidNext(kind, delayed, costNext, ctx) : undefined
  // the kind settled, then what it does and requires
  const settled = settledKind(mention, site, timing, kind, delayed, maintenance !== undefined || maintenanceNext !== undefined, costNext, ctx)
  const doesAndCosts = settled !== 'expire' && maintenance === undefined && maintenanceNext === undefined ? readDoesAndCosts(acting, delayed, moves, ctx) : {}
  const requires = readRequires(mention, settled, delayed, zone, ctx)
  const gyTargets = gyTargetsOf(settled, delayed, unmasked(acting.effectText, ctx), doesAndCosts.costs)
  // what it does to the cards it targets
  const read = settled === 'trigger' && !delayed ? actOnTargets(acting.effectText, doesAndCosts.does, gyTargets.gyTargets, readFieldTargets(mention, ctx)) : doesAndCosts.does
  // A delayed action on "it" after a set-up that targeted one card and Special Summoned another: the one summoned.
  const does = delayed ? onTheCardSummoned(read, ctx.sentence.masked.slice(ctx.effStart, mention.start)) : read
  // final rewrites: the activation of the card itself
  const activation = activatesAsTheCard(settled, delayed, zone, ctx)
  // "… until the End Phase of the next turn": set up now, in the turn after.
  const nextTurn = (delayed || kind === 'expire') && /^ of the next turn\b/i.test(site.after)

  // Keys in the order the database and the content files have always had them.
  const behaviour: TextPhaseBehaviour = {
    phase: mention.phase,
    kind: settled,
    mandatory: activation ? false : mandatory,
    turn: turnWithRequirements(turn, requires),
    ...(mention.old ? { wording: 'end-of-turn' as const } : {}),
    source: 'text',
    span: ctx.sentence.text.slice(timing.span[0], timing.span[1]),
    ...(ends !== undefined ? { ends } : {}),
    ...(zone !== undefined ? { zone } : {}),
    ...(alsoTargets ? { alsoTargets: true } : {}),
    ...(maintenance !== undefined ? { cost: maintenance.cost, maintenance: maintenance.maintenance } : {}),
    ...(moves !== undefined ? { moves } : {}),
    ...(moved?.destroys === true && moves === 'graveyard' ? { destroys: true } : {}),
    ...(condition !== undefined ? { condition } : {}),
    ...(maintenanceNext !== undefined ? { cost: maintenanceNext.cost, maintenance: maintenanceNext.maintenance } : {}),
    ...(doesAndCosts.costs !== undefined ? { costs: doesAndCosts.costs } : {}),
    ...(does !== undefined ? { does } : {}),
    ...gyTargets,
    ...(backTo !== undefined ? { does: [{ action: backTo === 'hand' ? ('return-to-hand' as const) : ('return-to-field' as const), target: 'set-up' as const }] } : {}),
    ...(requires.length > 0 ? { requires } : {}),
    ...(activation ? { activation: 'card' as const } : {}),
    ...(delayed ? { delayed: true } : {}),
    ...(nextTurn ? { nextTurn: true } : {}),
    ...(ctx.part ? { part: ctx.part } : {}),
  }
  const out = [behaviour]
  // final rewrites: one effect usable from two zones, an item from each
  const two = twoZones(kind, delayed, site, acting.condText)
  if (two) {
    if (behaviour.zone === undefined && two.first !== undefined) behaviour.zone = two.first
    for (const other of two.zones) if (other !== (behaviour.zone ?? 'field')) out.push(inZone(behaviour, other))
  }
  return out
}
