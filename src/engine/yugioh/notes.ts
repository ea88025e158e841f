/**
 * Where the sources disagree, the response says so: the conflict, both sources, and which one it
 * applied (the request's `reading`; official by default).
 */
import { REFERENCE_IDS } from '../core/reference-ids.js'
import { RULING_IDS } from '../core/ruling-ids.js'
import type { Note, Player, Reading } from '../core/types.js'

export function forcedPlayerNote(reading: Reading): Note {
  const sources = [REFERENCE_IDS.ocgWiki, REFERENCE_IDS.qa8765, REFERENCE_IDS.etcgGuide]
  if (reading === 'fan-guide') {
    return {
      ruling: RULING_IDS.forcedTurnPlayerFan,
      alternative: RULING_IDS.forcedTurnPlayer,
      applied: 'fan-guide',
      sources,
      text:
        'Both players passed while a mandatory item was pending. Applied the fan guide (etcg.de), as the request asked: ' +
        'the forced player "has to do something" and may process an optional item instead of the mandatory one. ' +
        'The official answer (19/10/26, quoted by the OCG wiki) and QA #8765 limit the choice to the remaining mandatory items.',
    }
  }
  return {
    ruling: RULING_IDS.forcedTurnPlayer,
    alternative: RULING_IDS.forcedTurnPlayerFan,
    applied: 'official',
    sources,
    text:
      'Both players passed while a mandatory item was pending. Applied the official answer (19/10/26, quoted by the OCG wiki) ' +
      'and QA #8765: the player must process one of their remaining mandatory items. The fan guide (etcg.de) says the player ' +
      '"has to do something" and may pick an optional item or a quick effect instead; not applied.',
  }
}

export function negatedActivationNote(reading: Reading): Note {
  const sources = [REFERENCE_IDS.perfectRulebook2017, REFERENCE_IDS.etcgGuide]
  if (reading === 'fan-guide') {
    return {
      ruling: RULING_IDS.negatedActivationFan,
      alternative: RULING_IDS.negatedActivation,
      applied: 'fan-guide',
      sources,
      text:
        'An End Phase trigger had its activation negated. Applied the fan guide (etcg.de, example 3), as the request asked: ' +
        'the item stays pending and the phase starts anew, so it comes back until nothing negates it. ' +
        'The OCG Perfect Rulebook 2017 (pp.195-196) says it cannot be activated again: the item is spent.',
    }
  }
  return {
    ruling: RULING_IDS.negatedActivation,
    alternative: RULING_IDS.negatedActivationFan,
    applied: 'official',
    sources,
    text:
      'An End Phase trigger had its activation negated. Applied the OCG Perfect Rulebook 2017 (pp.195-196): it cannot be ' +
      'activated again, the item is spent. The fan guide (etcg.de, example 3) keeps the item pending and loops; not applied.',
  }
}

/**
 * The 2010 blog (seed 004) lets "during the End Phase" effects of discarded cards (Manticore of
 * Darkness) activate and opens a new timing after each discard chain. The dated official answers
 * supersede it; this engine applies them under both readings and says so.
 */
export function handSizeNote(reading: Reading): Note {
  const asked =
    reading === 'fan-guide'
      ? ' The request asked for the fan-guide reading, but on this point the 2010 reading is superseded by dated official answers, so it was not applied either.'
      : ''
  return {
    ruling: RULING_IDS.handSizeNeverOpen,
    alternative: RULING_IDS.handSize2010Reading,
    applied: 'official',
    sources: [REFERENCE_IDS.ocgFaq, REFERENCE_IDS.qa17233, REFERENCE_IDS.phasesBlog2010],
    text:
      'Applied the dated official answers (13/03/30, 16/07/08, 12/08/08, 23/01/16) and QA #17233 to the hand-size discard: ' +
      'the game state never becomes open again, only the triggers of the discard form the one chain that follows, and ' +
      '"during the End Phase" effects of discarded cards ("if this card is in the GY" kinds) cannot be activated. ' +
      'The 2010 blog (seed 004) lets such a card activate and opens a new timing after each discard; not applied.' +
      asked,
  }
}

export function handSizeModifiersNote(player: Player, applied: string, candidates: string[]): Note {
  return {
    ruling: RULING_IDS.handSizeModifiers,
    applied: 'official',
    sources: [REFERENCE_IDS.phasesBlog2010],
    text:
      `Several hand-size limits apply to ${player}: ${candidates.join('; ')}. Applied ${applied}: ` +
      'no limit wins over any limit, otherwise the smallest limit applies.',
  }
}
