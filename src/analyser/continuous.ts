/**
 * Continuous effects that replace a destination: "any card sent to the GY is banished instead"
 * (Macro Cosmos), "Any monster sent to the GY is banished instead" (Dimensional Fissure), "any card
 * sent to your opponent's GY …", "… sent from the field to the GY …".
 *
 * Read only where the sentence is the effect itself, applying while the card is on the field: a
 * sentence with a colon or a semicolon is an activated effect or a condition list (what it sets up
 * lasts for a time, "this turn", "until the end of the next turn": set up by a resolution, never
 * from the card's presence), and so is one saying how long. What stands before "any …" other than
 * "While this card is face-up on the field," is a condition the analyser keeps as text.
 */
import type { ContinuousBehaviour, CountFilter } from '../domain/behaviour.js'
import type { Sentence } from './text.js'

export const REPLACE =
  /\b(?:[Aa]ny|[Aa]ll) (cards?|monsters?|Spells? and Traps?)|^(Spells? and Traps?|Monsters?|Cards?)(?= sent)/
export const REST = /^ sent (?:from (the field|the hand or (?:Main )?Deck) )?to (the|your|your opponent's) (?:GY|Graveyard)( [^.]*?)? (?:is|are) banished instead\.?$/
const FOR_A_TIME = /\b(?:this turn|until the end|for the rest|next turn)\b|[:;]/i
const ON_FIELD = /^While this card is face-up on the field, $/i

/**
 * "During your turn" / "During your opponent's turn" standing alone as a condition part: whose turn
 * the effect applies in, as data. Anything else in the part stays text.
 */
const DURING_TURN = /^,?\s*during (your|your opponent's) turn,?$/i

function turnOf(parts: string[]): { turn?: 'yours' | 'opponents'; rest: string[] } {
  let turn: 'yours' | 'opponents' | undefined
  const rest: string[] = []
  for (const part of parts) {
    const found = DURING_TURN.exec(part.trim())
    if (found && turn === undefined) turn = found[1]!.toLowerCase() === 'your' ? 'yours' : 'opponents'
    else rest.push(part)
  }
  return { ...(turn !== undefined ? { turn } : {}), rest }
}

/** "If this face-up card would leave the field, banish it instead." (Dark Magician of Chaos): this card only, leaving the field. */
const ITSELF_BANISHED = /^If this face-up card would leave the field, banish it instead\.?$/

export function readContinuous(sentence: Sentence): ContinuousBehaviour | undefined {
  const { masked, text } = sentence
  if (ITSELF_BANISHED.test(masked.trim())) return { effect: 'banish-instead', cards: 'any', whose: 'each', from: 'field', itself: true, source: 'text', span: text }
  if (!/banished instead/.test(masked)) return undefined
  const found = REPLACE.exec(masked)
  if (!found) return undefined
  const rest = REST.exec(masked.slice(found.index + found[0].length))
  if (!rest) return undefined
  const before = masked.slice(0, found.index)
  if (FOR_A_TIME.test(before) || FOR_A_TIME.test(rest[3] ?? '')) return undefined
  const what = (found[1] ?? found[2] ?? '').toLowerCase()
  const cards: ContinuousBehaviour['cards'] = what.startsWith('monster') ? 'monster' : what.startsWith('spell') ? 'spell-trap' : 'any'
  const whose: ContinuousBehaviour['whose'] = rest[2] === 'your' ? 'controller' : rest[2] === "your opponent's" ? 'opponent' : 'each'
  const out: ContinuousBehaviour = { effect: 'banish-instead', cards, whose, source: 'text', span: text }
  if (rest[1] !== undefined) out.from = rest[1] === 'the field' ? 'field' : 'hand-or-deck'
  // The text before the effect ("If this card is Level 7 or higher,") and any qualifier after the GY
  // ("during your opponent's turn") are conditions kept as text; a parenthesis closing a reminder is not.
  const parts = [before.replace(/^\)\s*/, '').trim(), (rest[3] ?? '').trim()].filter((part) => part !== '' && !ON_FIELD.test(`${part} `))
  const { turn, rest: condition } = turnOf(parts)
  if (turn !== undefined) out.turn = turn
  if (condition.length > 0) out.condition = condition.join(' … ').replace(/,$/, '')
  return out
}

/**
 * Continuous negation of effects on the field: "Negate the effects of all face-up monsters while they
 * are face-up on the field" (Skill Drain), "Negate the effects of face-up monsters while your
 * opponent controls them", "Negate all Spell effects on the field" (Imperial Order). Not read: one
 * set up by a resolution ("currently", "this turn", "until the …"), an activated effect (a colon or
 * a semicolon before it), a number of cards, effects activated elsewhere (the GY).
 */
const NEGATE_MONSTERS = /\b[Nn]egate the effects of (?:all )?face-up monsters\b(.*?)\.?$/
const NEGATE_TYPE = /\b[Nn]egate all (?:other )?(Spell|Trap)(?: Card)? effects on the field\.?$/
const NEGATE_LINGERING = /\b(?:currently|this turn|until the|for the rest|You can|equal to|up to|that monster)\b|[:;●]/

/** "Negate all LIGHT monster effects activated on the field or in the GY." (Light-Imprisoning Mirror): one Attribute's activated effects. */
const NEGATE_ATTRIBUTE = /^Negate all (LIGHT|DARK|EARTH|WATER|FIRE|WIND|DIVINE) monster effects activated on the field( or in the (?:GY|Graveyard))?\.?$/

/** "Effects of face-up LIGHT monsters are negated." (Brain Golem): every effect of such a monster on the field, activated or not. */
const NEGATED_ATTRIBUTE = /^(?:The )?[Ee]ffects of (?:all )?face-up (LIGHT|DARK|EARTH|WATER|FIRE|WIND|DIVINE) monsters are negated\.?$/
/** "Negate the effects of all Continuous Spell Cards and Continuous Trap Cards." (Silent Insect): Spells and Traps of one property. */
const NEGATE_PROPERTY = /^Negate the effects of all (Continuous|Field|Equip) (Spell|Trap) Cards(?: and \1 (Spell|Trap) Cards)?\.?$/
/**
 * "All cards and effects that target a card(s) in the GY or that activate in the GY are negated."
 * (The End of Anubis): effects activated in the GY (`inGraveyard`, `graveyardOnly`). Which cards an
 * effect targets is not data the engine has: the first half ("that target a card(s) in the GY") is
 * not read.
 */
const NEGATE_IN_GRAVEYARD = /^All cards and effects that target a card\(s\) in the (?:GY|Graveyard) or that activate in the (?:GY|Graveyard) are negated\.?$/

/** "Negate any card effect that would move a card in the GY to a different place." (Necrovalley) */
const NEGATE_MOVES_FROM_GY = /^Negate any card effect that would move a card in the (?:GY|Graveyard) to a different place\.?$/

export function readContinuousNegation(sentence: Sentence): ContinuousBehaviour | undefined {
  const { masked, text } = sentence
  const trimmed = masked.trim()
  const attributeOnField = NEGATED_ATTRIBUTE.exec(trimmed)
  if (attributeOnField) return { effect: 'negate-effects', cards: 'monster', whose: 'each', attribute: attributeOnField[1]!, source: 'text', span: text }
  const property = NEGATE_PROPERTY.exec(trimmed)
  if (property) {
    const kinds = new Set([property[2], property[3]].filter((k): k is string => k !== undefined))
    const cards: ContinuousBehaviour['cards'] = kinds.size === 2 ? 'spell-trap' : kinds.has('Spell') ? 'spell' : 'trap'
    return { effect: 'negate-effects', cards, whose: 'each', property: property[1]!, source: 'text', span: text }
  }
  if (NEGATE_MOVES_FROM_GY.test(trimmed)) return { effect: 'negate-effects', cards: 'any', whose: 'each', movesFromGy: true, source: 'text', span: text }
  if (NEGATE_IN_GRAVEYARD.test(trimmed)) return { effect: 'negate-effects', cards: 'any', whose: 'each', activated: true, inGraveyard: true, graveyardOnly: true, source: 'text', span: text }
  const attribute = NEGATE_ATTRIBUTE.exec(trimmed)
  if (attribute) {
    return { effect: 'negate-effects', cards: 'monster', whose: 'each', attribute: attribute[1]!, activated: true, ...(attribute[2] !== undefined ? { inGraveyard: true } : {}), source: 'text', span: text }
  }
  if (!/\b[Nn]egate\b/.test(masked) || NEGATE_LINGERING.test(masked)) return undefined
  const type = NEGATE_TYPE.exec(masked)
  if (type) {
    const before = masked.slice(0, type.index).trim()
    const out: ContinuousBehaviour = { effect: 'negate-effects', cards: type[1] === 'Spell' ? 'spell' : 'trap', whose: 'each', source: 'text', span: text }
    const { turn, rest } = turnOf(before !== '' ? [before] : [])
    if (turn !== undefined) out.turn = turn
    if (rest.length > 0) out.condition = rest[0]!.replace(/,$/, '')
    return out
  }
  const monsters = NEGATE_MONSTERS.exec(masked)
  if (!monsters) return undefined
  const before = masked.slice(0, monsters.index).trim().replace(/,$/, '')
  let rest = (monsters[1] ?? '').replace(/\s*\(but their effects can still be activated\)/, '').trim()
  let whose: ContinuousBehaviour['whose'] = 'each'
  const control = /^(?:while )?(?:(?:that )?your opponent controls?(?: them)?|you control(?: them)?)\b/.exec(rest)
  if (control) {
    whose = /opponent/.test(control[0]) ? 'opponent' : 'controller'
    rest = rest.slice(control[0].length).trim()
  }
  // Where a continuous effect applies anyway: not a condition.
  rest = rest.replace(/^,?\s*(?:on the field,?\s*)?(?:while (?:they|those monsters) (?:are|is) face-up on the field,?\s*)?/, '').replace(/^on the field\s*$/, '').trim()
  const out: ContinuousBehaviour = { effect: 'negate-effects', cards: 'monster', whose, source: 'text', span: text }
  const { turn, rest: condition } = turnOf([before, rest].filter((part) => part !== ''))
  if (turn !== undefined) out.turn = turn
  if (condition.length > 0) out.condition = condition.join(' … ')
  return out
}

/**
 * A card that destroys itself while a condition holds: "If you control a monster that is not a
 * "Burning Abyss" monster, destroy this card." The sentence is the whole effect (no colon or
 * semicolon: nothing is activated), and the condition stays text (assumed to hold where it matters,
 * and said). "If this card is … : destroy" (a trigger) and "destroy this card during the End Phase"
 * (a phase item) are not this. "…, send this card to the GY." is the same rule with another move:
 * the card goes to the GY without being destroyed (`sends`), so nothing that needs a destruction
 * follows from it.
 */
const SELF_DESTROY = /^(If [^:;●]+?), (destroy this card|send this card to the (?:GY|Graveyard))\.?$/

export function readSelfDestroy(sentence: Sentence): ContinuousBehaviour | undefined {
  const found = SELF_DESTROY.exec(sentence.masked)
  // Not a state the board can hold: what an effect just did ("If you do not", "with this effect"), a
  // result, a time; a comma inside is a second clause, not one condition.
  if (!found || /\b(?:Phase|turn|[Ss]ummoned|[Ss]ummon|activated|attack|do not|cannot|result|with this effect|call(?:ed)? it right|counter)\b|,/.test(found[1]!)) return undefined
  const condition = sentence.text.slice(0, found[1]!.length)
  const sends = found[2]!.startsWith('send') ? { sends: true } : {}
  // "If there is no face-up Field Spell on the field": none on either side.
  if (NO_FIELD_SPELL.test(condition)) {
    return { effect: 'destroy-self', cards: 'any', whose: 'controller', requires: [{ check: 'card-count', zone: 'field', whose: 'each', cards: 'spell', filter: { position: 'face-up', property: 'Field' }, max: 0 }], ...sends, source: 'text', span: sentence.text }
  }
  const counted = NOT_OF_ARCHETYPE.exec(condition)
  // A count the board can check: the condition is data, no longer assumed.
  if (counted) {
    const cards = counted[2] === 'monster' ? 'monster' : 'any'
    // "a face-up monster that is not a "Speedroid" monster": a Set one does not count.
    const filter: CountFilter = counted[1] ? { notNamed: counted[3]!, position: 'face-up' } : { notNamed: counted[3]! }
    return {
      effect: 'destroy-self',
      cards: 'any',
      whose: 'controller',
      requires: [{ check: 'card-count', zone: 'field', whose: 'controller', ...(cards !== 'any' ? { cards } : {}), filter, min: 1 }],
      ...sends,
      source: 'text',
      span: sentence.text,
    }
  }
  return { effect: 'destroy-self', cards: 'any', whose: 'controller', condition, ...sends, source: 'text', span: sentence.text }
}

const NO_FIELD_SPELL = /^If there is no face-up Field Spell(?: Card)? on the field$/

/** "Destroy this card unless all 5 of these cards are in your GY, "Exodia the Forbidden One", …, and "Left Leg of the Forbidden One"." (group 1: the names). */
const UNLESS_ALL_IN_GY = /^Destroy this card unless all \d+ of these cards are in your (?:GY|Graveyard), ((?:"[^"]+"(?:, and |, | and )?)+)\.?$/

/**
 * A card that destroys itself unless every card named is in its controller's GY (Exodia Necross):
 * one self-destruction per card named, each while no card of that name is there, so that any one
 * missing destroys it.
 */
export function readDestroyUnlessInGy(sentence: Sentence): ContinuousBehaviour[] {
  const found = UNLESS_ALL_IN_GY.exec(sentence.text.trim())
  if (!found) return []
  return [...found[1]!.matchAll(/"([^"]+)"/g)].map((m) => ({
    effect: 'destroy-self' as const,
    cards: 'any' as const,
    whose: 'controller' as const,
    requires: [{ check: 'card-count' as const, zone: 'graveyard' as const, whose: 'controller' as const, filter: { named: m[1]! }, max: 0 }],
    source: 'text' as const,
    span: sentence.text,
  }))
}

/** "If you control a (face-up) monster that is not a "Burning Abyss" monster": at least 1 card of the type outside the archetype. */
const NOT_OF_ARCHETYPE = /^If you control an? (face-up )?(monster|card) that is not an? "([^"]+)" \2$/

/**
 * "You take no effect damage." (Des Wombat), "While you control 2 or more … monsters, you take no
 * effect damage." (the condition kept as text): while the card is face-up on the field. One set up by
 * a resolution ("this turn", "until the end of this turn", after "; ") lasts for a time and is not read here.
 */
const NO_EFFECT_DAMAGE = /^(?:(.+?), )?you take no effect damage\.?$/i

export function readNoEffectDamage(sentence: Sentence): ContinuousBehaviour | undefined {
  const found = NO_EFFECT_DAMAGE.exec(sentence.masked)
  if (!found || /[:;●]|\b(?:this turn|until|for the rest|[Yy]ou can)\b/.test(sentence.masked)) return undefined
  const out: ContinuousBehaviour = { effect: 'no-effect-damage', cards: 'any', whose: 'controller', source: 'text', span: sentence.text }
  if (found[1] !== undefined) out.condition = sentence.text.slice(0, found[1].length)
  return out
}

/**
 * "Each time a card(s) is sent to the Graveyard, inflict 300 damage to its owner for each card sent."
 * (Skull Invitation): not activated (no colon), the damage is dealt as the cards arrive, to each
 * card's owner. Only the wording for any card sent from anywhere is read: the engine's damage-on-send
 * applies to every card sent, so one narrowed to monsters or to cards from the field is left unread.
 */
const DAMAGE_ON_SEND = /^Each time (?:a card|a card\(s\)|cards?) (?:is|are) sent to the (?:GY|Graveyard), inflict (\d+) damage to (?:its|their) owners? for each card sent\.?$/

export function readDamageOnSend(sentence: Sentence): ContinuousBehaviour | undefined {
  const found = DAMAGE_ON_SEND.exec(sentence.masked.trim())
  if (!found) return undefined
  return { effect: 'damage-on-send', amount: Number(found[1]), cards: 'any', whose: 'each', source: 'text', span: sentence.text }
}

/**
 * "Trap Cards, and their effects on the field, cannot be activated." (Jinzo), the same for Spell
 * Cards: while the card is face-up on the field, no player can activate such a card or its effects
 * on the field. "Your opponent cannot activate Spell/Trap Cards." (Naturia Bamboo Shoot), "you cannot
 * …", "neither player can …": only the cards themselves (a Set card, a Spell from the hand), not the
 * effects of cards already face-up (`activations: 'cards'`). Only the whole sentence is read, with a
 * condition before it ("While you have no cards in your hand, …": data where it is a hand count,
 * else text); one naming a time ("this turn", "during the Battle Phase"), set up by an activation,
 * or under an "If …" condition (Secret Village of the Spellcasters' two sentences, each the other's
 * opposite: both assumed would forbid both players at once) is left unread.
 */
const FORBID_ACTIVATION = /^(Spell|Trap|Spell\/Trap|Spell and Trap) Cards, and their effects on the field, cannot be activated\.?$/
const FORBID_CARDS = /^(?:(While [^,]+), )?(your opponent|you|neither player) (?:cannot|can) activate (Spell|Trap|Spell\/Trap|Spell and Trap) Cards\.?$/i
/**
 * "Neither player can activate monster effects." (Majesty's Fiend): a monster's effects, from any
 * zone (the field, the GY, the hand), are not activated while it applies (`activations: 'effects'`).
 * Only the plain sentence; one narrowed to a place, a time or some monsters is left unread.
 */
const FORBID_MONSTER_EFFECTS = /^(your opponent|you|neither player) (?:cannot|can) activate monster effects\.?$/i
/** "Monsters cannot activate their effects, except Spirit monsters." (Amano-Iwato): every monster's effects but those of a kind, wherever activated. */
const MONSTERS_CANNOT_ACTIVATE = /^Monsters cannot activate their effects(?:, except (Flip|Gemini|Spirit|Toon|Union|Tuner|Ritual|Fusion|Synchro|Xyz|Pendulum|Link) monsters)?\.?$/
/**
 * "While you control no Set Spells/Traps, neither player can Set Spells/Traps nor activate Spell/Trap
 * Cards that are Set on the field." (Denko Sekka): the activation of a Set Spell or Trap, while its
 * controller controls none Set. Setting is no part of a window.
 */
const SET_CARDS_LOCK = /^While you control no Set Spells\/Traps, (neither player|your opponent|you) (?:can|cannot) Set Spells\/Traps nor activate Spell\/Trap Cards that are Set on the field\.?$/i
/** A condition that is where the effect applies anyway: the card face-up on its controller's field. */
const WHILE_ON_FIELD = /^While (?:this card is face-up on the field|you control this face-up card)$/
/**
 * A ban on the effects of monsters in the GY or banished: "Monsters that are banished, as well as
 * monsters in the GY, cannot activate their effects." (Soul Drain), "your opponent cannot activate the
 * effects of monsters in the GY", "monsters in your opponent's GY cannot activate their effects"; a
 * condition before it ("While you control another … monster, ") is kept as text.
 */
const FORBID_FROM_ZONES =
  /^(?:(While [^,]+), )?(?:Monsters that are banished, as well as monsters in the (?:GY|Graveyard), cannot activate their effects|([Yy]our opponent|[Yy]ou|[Nn]either player) (?:cannot|can) activate the effects of monsters in the (GY|Graveyard|hand)|[Mm]onsters in (your opponent's|your|either player's|the) (?:GY|Graveyard) cannot activate their effects)\.?$/
const NO_CARDS_IN_HAND = /^While you have no cards in your hand$/

function cardsOf(word: string): ContinuousBehaviour['cards'] {
  return word === 'Spell' ? 'spell' : word === 'Trap' ? 'trap' : 'spell-trap'
}

/**
 * "Your opponent must Set Spell/Trap Cards before activating them." (Diabellze the Original
 * Sinkeeper), "Both players must Set Spell Cards before activating them, and cannot activate them
 * until their next turn after Setting them." (Anti-Spell Fragrance): no such card is activated from
 * the hand (`fromHand`). A card Set this turn cannot be activated this turn either; the board does
 * not say when a Set card was Set, so that half is not applied to Set cards.
 */
const MUST_SET = /^(?:(While [^,]+), )?(your opponent|you|both players|each player) must Set (Spell|Trap|Spell\/Trap|Spell and Trap) Cards before activating them(?:, and cannot activate them until their next turn(?: after Setting them)?)?\.?$/i

function readMustSet(sentence: Sentence, masked: string): ContinuousBehaviour | undefined {
  const found = MUST_SET.exec(masked)
  if (!found || sentence.bullet === true) return undefined
  const who = found[2]!.toLowerCase()
  const out: ContinuousBehaviour = { effect: 'forbid-activation', activations: 'cards', fromHand: true, cards: cardsOf(found[3]!), whose: who === 'your opponent' ? 'opponent' : who === 'you' ? 'controller' : 'each', source: 'text', span: sentence.text }
  const condition = found[1]
  if (condition !== undefined && !WHILE_ON_FIELD.test(condition)) {
    const at = sentence.masked.indexOf(masked)
    out.condition = sentence.text.slice(at, at + condition.length)
  }
  return out
}

/**
 * "Flip monsters' effects cannot be activated, also their effects are negated." (Royal Command): the
 * monsters with that word in their type line neither activate their effects (from any zone) nor
 * apply them on the field; two effects of one sentence.
 */
const KIND_LOCK = /^(Flip|Gemini|Spirit|Toon|Union|Tuner|Ritual|Fusion|Synchro|Xyz|Pendulum|Link) monsters' effects cannot be activated(, also their effects are negated)?\.?$/

export function readKindLock(sentence: Sentence): ContinuousBehaviour[] {
  const found = KIND_LOCK.exec(sentence.masked.trim())
  if (!found || sentence.bullet === true) return []
  const kind = found[1]!
  const out: ContinuousBehaviour[] = [{ effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'each', monsterKind: kind, source: 'text', span: sentence.text }]
  if (found[2] !== undefined) out.push({ effect: 'negate-effects', cards: 'monster', whose: 'each', monsterKind: kind, source: 'text', span: sentence.text })
  return out
}

/**
 * Locks on monsters summoned so this turn: "Level 6 or higher Special Summoned monsters on the field
 * cannot declare attacks, nor can players activate their effects." (Grave of the Super Ancient
 * Organism); "While a monster is face-up on the field, negate its effects during the turn that
 * monster was Special Summoned." (Lose 1 Turn). The board states how a monster was summoned this turn.
 */
const SUMMONED_LEVEL_LOCK = /^Level (\d+) or higher Special Summoned monsters on the field cannot declare attacks, nor can players activate their effects\.?$/
const NEGATED_THE_TURN_SUMMONED = /^While a monster is face-up on the field, negate its effects during the turn that monster was Special Summoned\.?$/

export function readSummonedLock(sentence: Sentence): ContinuousBehaviour | undefined {
  if (sentence.bullet === true) return undefined
  const masked = sentence.masked.trim()
  const level = SUMMONED_LEVEL_LOCK.exec(masked)
  if (level) return { effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'each', summoned: 'special', minLevel: Number(level[1]), source: 'text', span: sentence.text }
  if (NEGATED_THE_TURN_SUMMONED.test(masked)) return { effect: 'negate-effects', cards: 'monster', whose: 'each', summoned: 'special', source: 'text', span: sentence.text }
  return undefined
}

/** "Non-Reptile monsters you control cannot attack, also you cannot activate their effects." (Viper's Grudge): its controller's monsters of any other Type. */
const NON_TYPE_LOCK = /^Non-([A-Z][A-Za-z-]*(?: [A-Z][a-z]+)?) monsters you control cannot attack, also you cannot activate their effects\.?$/

export function readForbidActivation(sentence: Sentence): ContinuousBehaviour | undefined {
  const masked = sentence.masked.trim()
  const setLock = SET_CARDS_LOCK.exec(masked)
  if (setLock && sentence.bullet !== true) {
    const who = setLock[1]!.toLowerCase()
    // "While you control no Set Spells/Traps": a count of its controller's Set Spells and Traps, as data.
    return {
      effect: 'forbid-activation',
      activations: 'cards',
      fromSet: true,
      cards: 'spell-trap',
      whose: who === 'your opponent' ? 'opponent' : who === 'you' ? 'controller' : 'each',
      requires: [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'spell-trap', filter: { position: 'set' }, max: 0 }],
      source: 'text',
      span: sentence.text,
    }
  }
  const nonType = NON_TYPE_LOCK.exec(masked)
  if (nonType && sentence.bullet !== true) return { effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'controller', notMonsterType: nonType[1]!, source: 'text', span: sentence.text }
  const mustSet = readMustSet(sentence, masked)
  if (mustSet) return mustSet
  const fromZones = sentence.bullet !== true ? FORBID_FROM_ZONES.exec(masked) : null
  // "neither player can activate" is the only wording with "can" ("you can activate" forbids nothing).
  if (fromZones && (fromZones[2] === undefined || / can activate/.test(fromZones[0]) === /^neither/i.test(fromZones[2]))) {
    const [, condition, who, zoneWord, whoseGy] = fromZones
    const words = (who ?? whoseGy ?? '').toLowerCase()
    const whose = /opponent/.test(words) ? 'opponent' : words === 'you' || words === 'your' ? 'controller' : 'each'
    const out: ContinuousBehaviour = { effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose, inZones: /banished/.test(fromZones[0]) ? ['graveyard', 'banished'] : zoneWord === 'hand' ? ['hand'] : ['graveyard'], source: 'text', span: sentence.text }
    if (condition !== undefined && !WHILE_ON_FIELD.test(condition)) out.condition = sentence.text.slice(sentence.masked.indexOf(masked), sentence.masked.indexOf(masked) + condition.length)
    return out
  }
  const found = FORBID_ACTIVATION.exec(masked)
  if (found) return { effect: 'forbid-activation', cards: cardsOf(found[1]!), whose: 'each', source: 'text', span: sentence.text }
  const every = sentence.bullet !== true ? MONSTERS_CANNOT_ACTIVATE.exec(masked) : null
  if (every) return { effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'each', ...(every[1] !== undefined ? { exceptKind: every[1] } : {}), source: 'text', span: sentence.text }
  const monsters = FORBID_MONSTER_EFFECTS.exec(masked)
  // A bullet is an effect the card gains under a condition said before it ("If this card is Tribute Summoned, it gains this effect: ● …"): not read.
  if (monsters && sentence.bullet !== true && / can activate/i.test(monsters[0]) === /^neither/i.test(monsters[1]!)) {
    const who = monsters[1]!.toLowerCase()
    return { effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: who === 'your opponent' ? 'opponent' : who === 'you' ? 'controller' : 'each', source: 'text', span: sentence.text }
  }
  const only = FORBID_CARDS.exec(masked)
  // "Neither player can activate" is the only wording with "can"; "you can activate" forbids nothing.
  if (!only || (/ can activate/i.test(only[0]) !== /^neither/i.test(only[2]!))) return undefined
  const who = only[2]!.toLowerCase()
  const out: ContinuousBehaviour = { effect: 'forbid-activation', activations: 'cards', cards: cardsOf(only[3]!), whose: who === 'your opponent' ? 'opponent' : who === 'you' ? 'controller' : 'each', source: 'text', span: sentence.text }
  const condition = only[1]
  if (condition !== undefined && NO_CARDS_IN_HAND.test(condition)) out.requires = [{ check: 'hand-count', whose: 'controller', max: 0 }]
  else if (condition !== undefined && !WHILE_ON_FIELD.test(condition)) {
    const at = sentence.masked.indexOf(masked)
    out.condition = sentence.text.slice(at, at + condition.length)
  }
  return out
}

/**
 * Effect damage and LP gains turned around while the card is face-up: "Any effect that would inflict
 * damage to you makes you gain that much LP, instead." (D/D/D Oracle King d'Arc), "Any effect that
 * would inflict damage to a player increases their LP by the same amount, instead." (Prime Material
 * Dragon), "Any effect that would make your opponent gain LP inflicts the same amount of damage to
 * them, instead." (Darklord Nurse Reficule), "… any effect of increasing your opponent's Life Points
 * is changed to inflict the same amount of points in damage to your opponent's Life Points." (Bad
 * Reaction to Simochi). Battle damage is no effect and no part of it.
 */
const DAMAGE_TO_GAIN = /^Any effect that would inflict damage to (you|your opponent|a player) (?:makes (?:you|them|your opponent) gain that much LP|increases their LP by the same amount),? instead\.?$/
const GAIN_TO_DAMAGE = [
  /^Any effect that would (?:make (your opponent|you|a player) gain LP|increase (your opponent's|your|a player's) (?:LP|Life Points)) inflicts the same amount of damage(?: to (?:them|you))?,? instead\.?$/,
  /^(?:As long as this card remains face-up on the field, )?any effect of increasing (your opponent's|your) Life Points is changed to inflict the same amount of points in damage to (?:your opponent's|your) Life Points\.?$/i,
]

function whoseOf(words: string): ContinuousBehaviour['whose'] {
  return /opponent/.test(words) ? 'opponent' : /^(?:you|your)$/.test(words) ? 'controller' : 'each'
}

export function readLpTurnedAround(sentence: Sentence): ContinuousBehaviour | undefined {
  if (sentence.bullet === true) return undefined
  const masked = sentence.masked.trim()
  const toGain = DAMAGE_TO_GAIN.exec(masked)
  if (toGain) return { effect: 'damage-becomes-gain', cards: 'any', whose: whoseOf(toGain[1]!), source: 'text', span: sentence.text }
  for (const re of GAIN_TO_DAMAGE) {
    const found = re.exec(masked)
    if (found) return { effect: 'gain-becomes-damage', cards: 'any', whose: whoseOf((found[1] ?? found[2] ?? '').replace(/'s$/, '')), source: 'text', span: sentence.text }
  }
  return undefined
}
