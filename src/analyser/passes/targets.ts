/**
 * The targets pass: what an effect that targets as it is activated does to its targets. "Target 1
 * "Red-Eyes" monster in your GY; Special Summon that target", "target 1 card on the field; destroy
 * it", "target 1 … in your GY; place it on the bottom of your Deck", "target 3 "Prank-Kids" cards in
 * your GY …; shuffle all 3 into the Deck": the action acts on
 * `count` cards chosen out of the cards it may target (`chosen`), the same selection the activation
 * checks (the GY targets, or the card count a field target requires). The engine moves them where the
 * board leaves no choice (no more such cards than it targets) and says it did not where it does.
 *
 * A selection the data cannot say (several names or Types, "Level 4 or lower", "sent there this
 * turn") leaves the action as it was: not applied, never applied to a guess.
 */
import type { BoardAction, CardSelection, CountFilter, GraveyardTargets, StateCondition } from '../../domain/behaviour.js'

/** The verb acting on the targets, after the target clause's ";", and its object. */
const ON_TARGETS =
  /\b(destroy|banish|Special Summon|add|return|shuffle|send|place) (it|them|that target|those targets|the targets?|that card|those cards|that monster|those monsters|all (?:\d+|two|three|four|five)|both(?: of them)?)\b/i

/** The action each verb is, as actions.ts reads it. */
const VERBS: Record<string, BoardAction['action']> = {
  destroy: 'destroy',
  banish: 'banish',
  'special summon': 'special-summon',
  add: 'add-to-hand',
  return: 'return-to-hand',
  shuffle: 'return-to-deck',
  send: 'send-to-gy',
  // "place it on the bottom of your Deck"
  place: 'return-to-deck',
}

/** GY targets as a selection of the controller's GY; undefined where a word of them is none a selection says. */
export function graveyardSelection(targets: GraveyardTargets): CardSelection | undefined {
  if (targets.differentTypes === true || targets.sentThisTurn === true || targets.destroyedByBattle === true) return undefined
  if ((targets.named?.length ?? 0) > 1 || (targets.except?.length ?? 0) > 1 || (targets.types?.length ?? 0) > 1) return undefined
  if (targets.types !== undefined && targets.monsterKind !== undefined) return undefined
  const filter: CountFilter = {}
  if (targets.named !== undefined) filter.named = targets.named[0]!
  if (targets.except !== undefined) filter.notNamed = targets.except[0]!
  const type = targets.types?.[0] ?? targets.monsterKind
  if (type !== undefined) filter.monsterType = type
  if (targets.attribute !== undefined) filter.attribute = targets.attribute
  if (targets.maxLevel !== undefined) filter.maxLevel = targets.maxLevel
  for (const bound of ['minAtk', 'maxAtk', 'minDef', 'maxDef'] as const) if (targets[bound] !== undefined) filter[bound] = targets[bound]
  const cards = targets.kind === 'spell-trap' || targets.kind === 'spell' || targets.kind === 'trap' || targets.kind === 'monster' ? targets.kind : undefined
  return {
    zone: targets.zone ?? 'graveyard',
    whose: targets.opponent === true ? 'opponent' : 'controller',
    ...(cards !== undefined ? { cards } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...(targets.other === true ? { others: true } : {}),
  }
}

/** A field target's card count as a selection (words kept as text, `other`, leave it unsaid). */
export function fieldSelection(condition: StateCondition): CardSelection | undefined {
  if (condition.check !== 'card-count' || condition.zone !== 'field') return undefined
  if (condition.filter?.other !== undefined) return undefined
  return { zone: 'field', whose: condition.whose ?? 'each', ...(condition.cards !== undefined ? { cards: condition.cards } : {}), ...(condition.filter !== undefined ? { filter: condition.filter } : {}) }
}

/**
 * `does` with its first action on the targets acting on `count` cards chosen from what it may target:
 * the GY targets, else the field target (`fieldTargets`, read from the same effect). Unchanged where
 * the effect targets nothing, or acts on its targets in words not read here.
 */
export function actOnTargets(effect: string, does: BoardAction[] | undefined, gyTargets: GraveyardTargets | undefined, fieldTargets: readonly StateCondition[]): BoardAction[] | undefined {
  if (does === undefined) return undefined
  const semi = effect.search(/\b[Tt]arget (?:\d+|one|two|three)\b[^;]*;/)
  if (semi < 0) return does
  const after = effect.slice(effect.indexOf(';', semi) + 1)
  const m = ON_TARGETS.exec(after)
  if (!m) return does
  // "return them to the Extra Deck", "return it to the Deck": where the verb sends them.
  const where = /^[^.;]{0,40}?\bto (?:the|its owner's|their owners'?) (Extra Deck|Main Deck|Deck)\b/.exec(after.slice(m.index + m[0].length))?.[1]
  const verb = VERBS[m[1]!.toLowerCase()]
  const action = verb === 'return-to-hand' && where !== undefined ? (where === 'Extra Deck' ? 'return-to-extra-deck' : 'return-to-deck') : verb
  const at = does.findIndex((a) => a.action === action && a.target === undefined && a.every === undefined && a.chosen === undefined)
  if (at < 0) return does
  const gy = gyTargets !== undefined ? graveyardSelection(gyTargets) : undefined
  const field = gyTargets === undefined && fieldTargets.length === 1 ? fieldSelection(fieldTargets[0]!) : undefined
  const selection = gy ?? field
  if (selection === undefined) return does
  const count = gyTargets?.count ?? (fieldTargets[0]?.check === 'card-count' ? fieldTargets[0].min : undefined) ?? 1
  const out = [...does]
  const { from: _from, whose: _whose, ...rest } = out[at]!
  // From the GY: where the request lists no GY, the action is done as one naming no card, from there.
  out[at] = { ...rest, ...(gy !== undefined ? { from: gyTargets?.zone === 'banished' ? ('banished' as const) : ('graveyard' as const) } : {}), ...(count > 1 ? { count } : {}), chosen: selection }
  return out
}
