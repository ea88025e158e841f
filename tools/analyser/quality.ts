/**
 * Measures the analyser against hand-written labels (test/fixtures/analyser-labels.json): precision,
 * recall and F1 per kind of behaviour, and the accuracy of the attributes of matched items. Pure.
 *
 * Kinds: `<phase>:<kind>` for phase items (`end:trigger`, `standby:apply`, `battle-end-step:expire`…),
 * `discard:<trigger>` for the discard behaviour, `handSize` for a hand-size limit. A predicted phase
 * item matches a labelled one when phase and kind are equal; mandatory, turn and zone are then scored
 * as attributes. Discard matches on the trigger (mandatory is its attribute); hand size matches when
 * both sides have one (limit and whose hand are its attributes).
 */
import { SELF_MOVES, type BoardAction, type CardBehaviours, type CardZone, type DiscardTrigger, type HandSizeBehaviour, type PhaseBehaviour, type PhaseWindow, type StateCondition, type StateZone, type TurnScope } from '../../src/domain/behaviour.js'

export interface LabelPhase {
  phase: PhaseWindow
  kind: PhaseBehaviour['kind']
  mandatory: boolean
  turn: TurnScope
  zone?: CardZone
  /**
   * Batch 8 on: the item exists only once an effect of the card set it up. Scored as an attribute
   * when the label has `does` (earlier batches did not label it).
   */
  delayed?: boolean
  /**
   * Batch 8 on: what resolving the item does, as tokens (see `doesTokens`): `self-to-gy`,
   * `self-to-hand`, `self-to-deck`, `self-banished`, `self-summoned` for the card itself; an action
   * name for other cards, with `:set-up` when it acts on what the setting-up effect acted on, and
   * `:cost` when it is paid to activate the item (or to keep the card). Absent: not labelled.
   */
  does?: string[]
  /** Batch 8 on: the state conditions of the item, as tokens (see `requiresTokens`). Absent: not labelled. */
  requires?: string[]
  /** Batch 10 on: an expire that ends "until the end of this turn" (a negation), after the hand-size step. */
  lasts?: 'end-of-turn'
  /** Batch 10 on: what an expire ends (a banishment for a time, a negation); absent: something else. */
  ends?: 'banishment' | 'negation'
}

export interface Label {
  password: number | null
  konamiId: number
  name: string
  expected: {
    phases: LabelPhase[]
    discard: { trigger: DiscardTrigger; mandatory: boolean } | null
    handSize: { limit: number | null; applies: HandSizeBehaviour['applies'] } | null
  }
  note?: string
  /** Blind batches: the wording family the card was picked for (old-wording, card-activation, delayed, turn-scope, you-can, control). */
  family?: string
}

export interface KindScore {
  kind: string
  /** Labelled items of this kind. */
  support: number
  tp: number
  fp: number
  fn: number
  precision: number
  recall: number
  f1: number
}

export interface AttributeScore {
  attribute: string
  correct: number
  total: number
  accuracy: number
}

export interface Miss {
  card: string
  konamiId: number
  /** false-negative: labelled, not found; false-positive: found, not labelled; attribute: matched with a wrong attribute. */
  type: 'false-negative' | 'false-positive' | 'attribute'
  kind: string
  attribute?: string
  expected?: unknown
  predicted?: unknown
  span?: string
}

export interface QualityReport {
  cards: number
  /** Cards whose labels could not be paired with card data. */
  missingCards: string[]
  kinds: KindScore[]
  overall: KindScore
  /**
   * What matched items do and require (`does`, `requires`), scored token by token on the matched
   * items whose label has them; not part of `overall`.
   */
  facets: KindScore[]
  attributes: AttributeScore[]
  misses: Miss[]
}

interface Counts {
  tp: number
  fp: number
  fn: number
  support: number
}

function score(kind: string, c: Counts): KindScore {
  const precision = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp)
  const recall = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn)
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
  return { kind, support: c.support, tp: c.tp, fp: c.fp, fn: c.fn, precision, recall, f1 }
}

export function phaseKind(item: { phase: PhaseWindow; kind: PhaseBehaviour['kind']; lasts?: PhaseBehaviour['lasts'] }): string {
  return `${item.phase}:${item.kind}${item.lasts !== undefined ? `:${item.lasts}` : ''}`
}

/**
 * How a set of labels is scored. `durations`: the labels say what lasts "until the end of this
 * turn" (`lasts`) and what an expire ends (`ends`), as batch 10 on do; earlier labels followed the
 * convention that such a duration is no item, so without it the analyser's end-of-turn items are
 * left out and `ends` is not scored.
 */
export interface EvaluateOptions {
  durations?: boolean
}

/** The blind batch files that label durations and what an expiry ends (scored with `durations`). */
export const DURATION_BATCHES: ReadonlySet<string> = new Set(['analyser-blind-10.json'])

/** The card's own move, by where it goes (what the state tracks, not the verb): the Deck and Extra Deck alike. */
const MOVE_TOKEN: Record<StateZone, string> = {
  graveyard: 'self-to-gy',
  hand: 'self-to-hand',
  deck: 'self-to-deck',
  'extra-deck': 'self-to-deck',
  banished: 'self-banished',
  field: 'self-summoned',
}

function actionToken(action: BoardAction): string {
  const to = action.target === 'self' ? SELF_MOVES[action.action] : undefined
  if (to !== undefined) return MOVE_TOKEN[to]
  const name = action.action === 'return-to-extra-deck' ? 'return-to-deck' : action.action
  return action.target === 'set-up' ? `${name}:set-up` : name
}

/**
 * An item's `does`, `costs`, maintenance and `moves` as the tokens the labels use: costs and a
 * maintenance payment end in `:cost`; the card's own move (`moves`) counts once, whether or not
 * an action of `does` or a cost says it too.
 */
export function doesTokens(item: PhaseBehaviour): string[] {
  const out = (item.does ?? []).map(actionToken)
  out.push(...(item.costs ?? []).map((a) => `${actionToken(a)}:cost`))
  if (item.maintenance) {
    out.push(...item.maintenance.pay.map((a) => `${actionToken(a)}:cost`))
    out.push(...item.maintenance.otherwise.map(actionToken))
  }
  // the card's own move: once, and not again when it is the cost ("You can Tribute this card; …")
  if (item.moves !== undefined && !out.includes(MOVE_TOKEN[item.moves]) && !out.includes(`${MOVE_TOKEN[item.moves]}:cost`)) out.push(MOVE_TOKEN[item.moves])
  return out
}

/** An item's `requires` as tokens: the check, and for a summon how (`summoned-this-turn:normal`). Delayed set-ups and positions are not labelled. */
export function requiresTokens(item: PhaseBehaviour): string[] {
  return (item.requires ?? [])
    // Card counts were not in the vocabulary the batches were labelled with: they are labelled in test/analyser's count table.
    .filter((c: StateCondition) => c.check !== 'set-up-this-turn' && c.check !== 'face-up' && c.check !== 'set' && c.check !== 'card-count' && c.check !== 'controls-more')
    .map((c) => (c.check === 'summoned-this-turn' ? `${c.check}:${c.how ?? 'any'}` : c.check))
}

/** Multiset comparison of token lists: [tp, fp, fn]. */
function compareTokens(expected: readonly string[], predicted: readonly string[]): { tp: number; fp: string[]; fn: string[] } {
  const left = [...predicted]
  const fn: string[] = []
  let tp = 0
  for (const token of expected) {
    const at = left.indexOf(token)
    if (at >= 0) {
      left.splice(at, 1)
      tp++
    } else fn.push(token)
  }
  return { tp, fp: left, fn }
}

class Tally {
  readonly counts = new Map<string, Counts>()
  readonly attributes = new Map<string, { correct: number; total: number }>()
  readonly facets = new Map<string, Counts>()
  readonly misses: Miss[] = []

  /** Token counts of a facet (`does`, `requires`) of one matched item; each wrong token is a miss. */
  facet(name: string, expected: readonly string[], predicted: readonly string[], miss: () => Miss): void {
    let c = this.facets.get(name)
    if (!c) this.facets.set(name, (c = { tp: 0, fp: 0, fn: 0, support: 0 }))
    const r = compareTokens(expected, predicted)
    c.tp += r.tp
    c.fp += r.fp.length
    c.fn += r.fn.length
    c.support += expected.length
    if (r.fp.length > 0 || r.fn.length > 0) this.misses.push(miss())
  }

  private get(kind: string): Counts {
    let c = this.counts.get(kind)
    if (!c) this.counts.set(kind, (c = { tp: 0, fp: 0, fn: 0, support: 0 }))
    return c
  }

  tp(kind: string): void {
    const c = this.get(kind)
    c.tp++
    c.support++
  }

  fn(kind: string, miss: Miss): void {
    const c = this.get(kind)
    c.fn++
    c.support++
    this.misses.push(miss)
  }

  fp(kind: string, miss: Miss): void {
    this.get(kind).fp++
    this.misses.push(miss)
  }

  attribute(name: string, ok: boolean, miss: () => Miss): void {
    let a = this.attributes.get(name)
    if (!a) this.attributes.set(name, (a = { correct: 0, total: 0 }))
    a.total++
    if (ok) a.correct++
    else this.misses.push(miss())
  }
}

function agreement(label: LabelPhase, predicted: PhaseBehaviour): number {
  return (
    (label.mandatory === predicted.mandatory ? 1 : 0) +
    (label.turn === predicted.turn ? 1 : 0) +
    ((label.zone ?? 'field') === (predicted.zone ?? 'field') ? 1 : 0)
  )
}

/**
 * A change a resolution leaves on cards for a turn (ATK, Level, "cannot attack": an expire lasting
 * to a turn's end that neither ends a negation, a banishment or a protection nor holds anything).
 * Every batch was labelled under the convention that such a change is no item (batch 10 says so),
 * so none is scored, in either mode.
 */
function leftChange(p: PhaseBehaviour): boolean {
  return p.kind === 'expire' && p.ends === undefined && p.holds === undefined && (p.lasts === 'end-of-turn' || p.lasts === 'end-of-next-turn')
}

/** Adds one card's comparison to the tally. */
function compareCard(tally: Tally, label: Label, predicted: CardBehaviours, options: EvaluateOptions): void {
  const card = label.name
  const konamiId = label.konamiId
  const unmatched = predicted.phases.filter((p) => !leftChange(p) && (options.durations === true || p.lasts !== 'end-of-turn'))
  for (const expected of label.expected.phases) {
    const kind = phaseKind(expected)
    let best = -1
    let bestScore = -1
    unmatched.forEach((p, i) => {
      if (phaseKind(p) !== kind) return
      const s = agreement(expected, p)
      if (s > bestScore) {
        best = i
        bestScore = s
      }
    })
    if (best < 0) {
      tally.fn(kind, { card, konamiId, type: 'false-negative', kind, expected })
      continue
    }
    const p = unmatched.splice(best, 1)[0]!
    tally.tp(kind)
    const span = p.span
    tally.attribute('mandatory', expected.mandatory === p.mandatory, () => ({ card, konamiId, type: 'attribute', kind, attribute: 'mandatory', expected: expected.mandatory, predicted: p.mandatory, span }))
    tally.attribute('turn', expected.turn === p.turn, () => ({ card, konamiId, type: 'attribute', kind, attribute: 'turn', expected: expected.turn, predicted: p.turn, span }))
    const ez = expected.zone ?? 'field'
    const pz = p.zone ?? 'field'
    tally.attribute('zone', ez === pz, () => ({ card, konamiId, type: 'attribute', kind, attribute: 'zone', expected: ez, predicted: pz, span }))
    if (options.durations === true && expected.kind === 'expire') {
      const ee = expected.ends ?? 'other'
      const pe = p.ends ?? 'other'
      tally.attribute('ends', ee === pe, () => ({ card, konamiId, type: 'attribute', kind, attribute: 'ends', expected: ee, predicted: pe, span }))
    }
    if (expected.does !== undefined) {
      // The labels never mark an "until …" expiry delayed (it is an expire by kind); the analyser's
      // type does, as such an effect also exists only once it resolved. Compared on the other kinds.
      const ed = expected.delayed ?? false
      const pdl = p.delayed ?? false
      if (expected.kind !== 'expire') tally.attribute('delayed', ed === pdl, () => ({ card, konamiId, type: 'attribute', kind, attribute: 'delayed', expected: ed, predicted: pdl, span }))
      const predictedDoes = doesTokens(p)
      tally.facet('does', expected.does, predictedDoes, () => ({ card, konamiId, type: 'attribute', kind, attribute: 'does', expected: expected.does, predicted: predictedDoes, span }))
    }
    if (expected.requires !== undefined) {
      const predictedRequires = requiresTokens(p)
      tally.facet('requires', expected.requires, predictedRequires, () => ({ card, konamiId, type: 'attribute', kind, attribute: 'requires', expected: expected.requires, predicted: predictedRequires, span }))
    }
  }
  for (const p of unmatched) {
    const kind = phaseKind(p)
    tally.fp(kind, { card, konamiId, type: 'false-positive', kind, predicted: { phase: p.phase, kind: p.kind, mandatory: p.mandatory, turn: p.turn, zone: p.zone ?? 'field' }, span: p.span })
  }

  const ed = label.expected.discard
  const pd = predicted.discard
  if (ed && pd && ed.trigger === pd.trigger) {
    const kind = `discard:${ed.trigger}`
    tally.tp(kind)
    tally.attribute('discard mandatory', ed.mandatory === pd.mandatory, () => ({ card, konamiId, type: 'attribute', kind, attribute: 'mandatory', expected: ed.mandatory, predicted: pd.mandatory, span: pd.span }))
  } else {
    if (ed) tally.fn(`discard:${ed.trigger}`, { card, konamiId, type: 'false-negative', kind: `discard:${ed.trigger}`, expected: ed })
    if (pd) tally.fp(`discard:${pd.trigger}`, { card, konamiId, type: 'false-positive', kind: `discard:${pd.trigger}`, predicted: { trigger: pd.trigger, mandatory: pd.mandatory }, span: pd.span })
  }

  const eh = label.expected.handSize
  const ph = predicted.handSize
  if (eh && ph) {
    tally.tp('handSize')
    tally.attribute('hand-size limit', eh.limit === ph.limit, () => ({ card, konamiId, type: 'attribute', kind: 'handSize', attribute: 'limit', expected: eh.limit, predicted: ph.limit, span: ph.span }))
    tally.attribute('hand-size applies', eh.applies === ph.applies, () => ({ card, konamiId, type: 'attribute', kind: 'handSize', attribute: 'applies', expected: eh.applies, predicted: ph.applies, span: ph.span }))
  } else if (eh) {
    tally.fn('handSize', { card, konamiId, type: 'false-negative', kind: 'handSize', expected: eh })
  } else if (ph) {
    tally.fp('handSize', { card, konamiId, type: 'false-positive', kind: 'handSize', predicted: { limit: ph.limit, applies: ph.applies }, span: ph.span })
  }
}

const KIND_ORDER = ['end', 'standby', 'battle-end-step', 'discard', 'handSize']

function kindOrder(a: string, b: string): number {
  const ia = KIND_ORDER.indexOf(a.split(':')[0]!)
  const ib = KIND_ORDER.indexOf(b.split(':')[0]!)
  return ia !== ib ? ia - ib : a.localeCompare(b)
}

/**
 * Scores predictions against labels. `predict` returns the analyser's behaviours for a label's card,
 * or undefined when the card is not in the data (reported in `missingCards`, not scored).
 */
export function evaluate(labels: readonly Label[], predict: (label: Label) => CardBehaviours | undefined, options: EvaluateOptions = {}): QualityReport {
  const tally = new Tally()
  const missingCards: string[] = []
  let cards = 0
  for (const label of labels) {
    const predicted = predict(label)
    if (!predicted) {
      missingCards.push(label.name)
      continue
    }
    cards++
    compareCard(tally, label, predicted, options)
  }
  const kinds = [...tally.counts.entries()].sort(([a], [b]) => kindOrder(a, b)).map(([kind, c]) => score(kind, c))
  const total = kinds.reduce<Counts>((t, k) => ({ tp: t.tp + k.tp, fp: t.fp + k.fp, fn: t.fn + k.fn, support: t.support + k.support }), { tp: 0, fp: 0, fn: 0, support: 0 })
  const attributes = [...tally.attributes.entries()].map(([attribute, a]) => ({ attribute, correct: a.correct, total: a.total, accuracy: a.total === 0 ? 1 : a.correct / a.total }))
  const facets = [...tally.facets.entries()].map(([name, c]) => score(name, c))
  return { cards, missingCards, kinds, overall: score('overall', total), facets, attributes, misses: tally.misses }
}

/** A plain-text table of a report, for the quality script. */
export function formatReport(report: QualityReport): string {
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`.padStart(7)
  const lines: string[] = []
  lines.push(`${'kind'.padEnd(28)}${'labels'.padStart(7)}${'tp'.padStart(5)}${'fp'.padStart(5)}${'fn'.padStart(5)}${'prec'.padStart(8)}${'recall'.padStart(8)}${'F1'.padStart(8)}`)
  for (const k of [...report.kinds, report.overall]) {
    if (k.kind === 'overall') lines.push('-'.repeat(74))
    lines.push(`${k.kind.padEnd(28)}${String(k.support).padStart(7)}${String(k.tp).padStart(5)}${String(k.fp).padStart(5)}${String(k.fn).padStart(5)} ${pct(k.precision)} ${pct(k.recall)} ${pct(k.f1)}`)
  }
  lines.push('')
  lines.push(`${'attribute (matched items)'.padEnd(28)}${'correct'.padStart(9)}${'total'.padStart(7)}${'accuracy'.padStart(10)}`)
  for (const a of report.attributes) lines.push(`${a.attribute.padEnd(28)}${String(a.correct).padStart(9)}${String(a.total).padStart(7)}  ${pct(a.accuracy)}`)
  return lines.join('\n')
}

/**
 * Blind batches (test/fixtures/analyser-blind*.json): only the phase items are labelled, so only
 * they are scored, overall and per wording family.
 */
export function evaluateFamilies(
  labels: Label[],
  predict: (label: Label) => CardBehaviours | undefined,
  options: EvaluateOptions = {},
): Array<{ family: string; cards: number; score: KindScore; facets: KindScore[]; attributes: AttributeScore[] }> {
  const phasesOnly = (label: Label) => {
    const predicted = predict(label)
    return predicted ? { phases: predicted.phases } : undefined
  }
  const families = [...new Set(labels.map((label) => label.family ?? 'none'))]
  return [...families, 'all'].map((family) => {
    const subset = family === 'all' ? labels : labels.filter((label) => (label.family ?? 'none') === family)
    const report = evaluate(subset, phasesOnly, options)
    return { family, cards: subset.length, score: report.overall, facets: report.facets, attributes: report.attributes }
  })
}
