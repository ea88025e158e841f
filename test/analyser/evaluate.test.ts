/** The scoring itself (tools/analyser/quality.ts), on made-up labels and predictions. */
import t from 'tap'
import type { CardBehaviours } from '../../src/domain/behaviour.js'
import { evaluate, formatReport, type Label } from '../../tools/analyser/quality.js'

const label = (konamiId: number, expected: Partial<Label['expected']>): Label => ({
  password: null,
  konamiId,
  name: `Card ${konamiId}`,
  expected: { phases: [], discard: null, handSize: null, ...expected },
})

t.test('matching by phase and kind; attributes scored on matched items', async (t) => {
  const labels = [
    label(1, { phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours' }] }),
    label(2, { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard' }] }),
    label(3, { phases: [{ phase: 'standby', kind: 'apply', mandatory: true, turn: 'yours' }] }),
    label(4, {}),
  ]
  const predictions: Record<number, CardBehaviours> = {
    1: { phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', source: 'text', span: 'a' }] },
    2: { phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'each', source: 'text', span: 'b' }] },
    3: { phases: [{ phase: 'standby', kind: 'trigger', mandatory: true, turn: 'yours', source: 'text', span: 'c' }] },
    4: { phases: [{ phase: 'end', kind: 'expire', mandatory: true, turn: 'each', source: 'text', span: 'd' }] },
  }
  const report = evaluate(labels, (l) => predictions[l.konamiId])
  const kind = (k: string) => report.kinds.find((x) => x.kind === k)
  t.match(kind('end:trigger'), { support: 2, tp: 2, fp: 0, fn: 0, precision: 1, recall: 1 })
  t.match(kind('standby:apply'), { support: 1, tp: 0, fn: 1, recall: 0 })
  t.match(kind('standby:trigger'), { support: 0, fp: 1, precision: 0 })
  t.match(kind('end:expire'), { fp: 1 })
  t.match(report.overall, { tp: 2, fp: 2, fn: 1, precision: 0.5 })
  t.equal(report.overall.recall, 2 / 3)
  t.match(report.attributes.find((a) => a.attribute === 'mandatory'), { correct: 1, total: 2 })
  t.match(report.attributes.find((a) => a.attribute === 'zone'), { correct: 1, total: 2 })
  t.equal(report.misses.filter((m) => m.type === 'attribute').length, 2)
  t.match(report.misses.find((m) => m.type === 'false-positive' && m.kind === 'end:expire'), { card: 'Card 4', span: 'd' })
  t.match(formatReport(report), /overall/)
})

t.test('two items of one kind on a card match one to one, best attributes first', async (t) => {
  const labels = [label(1, { phases: [
    { phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours' },
    { phase: 'end', kind: 'trigger', mandatory: false, turn: 'each' },
  ] })]
  const report = evaluate(labels, () => ({ phases: [
    { phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', source: 'text' },
    { phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', source: 'text' },
    { phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', source: 'text' },
  ] }))
  t.match(report.kinds[0], { kind: 'end:trigger', tp: 2, fp: 1, fn: 0 })
  t.match(report.attributes.find((a) => a.attribute === 'turn'), { correct: 2, total: 2 })
})

t.test('discard and hand size', async (t) => {
  const labels = [
    label(1, { discard: { trigger: 'any-discard', mandatory: false } }),
    label(2, { discard: { trigger: 'sent-to-gy', mandatory: true } }),
    label(3, { handSize: { limit: 7, applies: 'controller' } }),
    label(4, { handSize: { limit: null, applies: 'each' } }),
  ]
  const predictions: Record<number, CardBehaviours> = {
    1: { phases: [], discard: { trigger: 'any-discard', mandatory: true, source: 'text' } },
    2: { phases: [], discard: { trigger: 'card-effect-discard', mandatory: true, source: 'text' } },
    3: { phases: [], handSize: { limit: 7, applies: 'controller', source: 'text' } },
    4: { phases: [] },
  }
  const report = evaluate(labels, (l) => predictions[l.konamiId])
  const kind = (k: string) => report.kinds.find((x) => x.kind === k)
  t.match(kind('discard:any-discard'), { tp: 1 })
  t.match(kind('discard:sent-to-gy'), { fn: 1 })
  t.match(kind('discard:card-effect-discard'), { fp: 1 })
  t.match(kind('handSize'), { tp: 1, fn: 1 })
  t.match(report.attributes.find((a) => a.attribute === 'discard mandatory'), { correct: 0, total: 1 })
  t.match(report.attributes.find((a) => a.attribute === 'hand-size limit'), { correct: 1, total: 1 })
})

t.test('cards missing from the data are reported, not scored', async (t) => {
  const report = evaluate([label(1, { discard: { trigger: 'any-discard', mandatory: true } })], () => undefined)
  t.strictSame(report.missingCards, ['Card 1'])
  t.equal(report.cards, 0)
  t.equal(report.overall.tp + report.overall.fn + report.overall.fp, 0)
})
