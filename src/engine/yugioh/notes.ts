/**
 * Where the sources disagree, the response says so: the conflict, both sources, and which one it
 * applied (the request's `reading`; official by default).
 */
import { REFERENCE_IDS, type ReferenceId } from '../core/reference-ids.js'
import { RULING_IDS, type RulingId } from '../core/ruling-ids.js'
import type { Note, Player, Reading } from '../core/types.js'

/**
 * A note on a question the sources answer two ways: the ruling of the reading asked is applied, the
 * other is its alternative.
 */
function disputedNote(reading: Reading, rulings: { official: RulingId; fan: RulingId }, sources: ReferenceId[], key: string): Note {
  const fan = reading === 'fan-guide'
  return {
    ruling: fan ? rulings.fan : rulings.official,
    alternative: fan ? rulings.official : rulings.fan,
    applied: reading,
    sources,
    message: { key, params: { applied: fan ? 'fan_guide' : 'official' } },
  }
}

/**
 * The forced step's note. The official answers (19/10/26, QA 8765) are about the turn player; the
 * non-turn player's step rests on the OCG wiki's reading (`ygo-ep-forced-opponent`), and its note
 * cites that, never the turn player's rule.
 */
export function forcedPlayerNote(reading: Reading, seat: 'turn-player' | 'opponent' = 'turn-player'): Note {
  return seat === 'opponent'
    ? disputedNote(reading, { official: RULING_IDS.forcedOpponent, fan: RULING_IDS.forcedTurnPlayerFan }, [REFERENCE_IDS.ocgWiki, REFERENCE_IDS.etcgGuide], 'note.forced-opponent')
    : disputedNote(reading, { official: RULING_IDS.forcedTurnPlayer, fan: RULING_IDS.forcedTurnPlayerFan }, [REFERENCE_IDS.ocgWiki, REFERENCE_IDS.qa8765, REFERENCE_IDS.etcgGuide], 'note.forced-player')
}

export function negatedActivationNote(reading: Reading): Note {
  return disputedNote(reading, { official: RULING_IDS.negatedActivation, fan: RULING_IDS.negatedActivationFan }, [REFERENCE_IDS.perfectRulebook2017, REFERENCE_IDS.etcgGuide], 'note.negated-activation')
}

/**
 * The 2010 blog (seed 004) lets "during the End Phase" effects of discarded cards (Manticore of
 * Darkness) activate and opens a new timing after each discard chain. The dated official answers
 * supersede it; this engine applies them under both readings and says so.
 */
export function handSizeNote(reading: Reading): Note {
  return {
    ruling: RULING_IDS.handSizeNeverOpen,
    alternative: RULING_IDS.handSize2010Reading,
    applied: 'official',
    sources: [REFERENCE_IDS.ocgFaq, REFERENCE_IDS.qa17233, REFERENCE_IDS.phasesBlog2010],
    message: { key: 'note.hand-size', params: { asked: reading === 'fan-guide' ? 'fan_guide' : 'official' } },
  }
}

/** Several cards set the hand-size limit: which applies (no limit wins, else the smallest). */
export function handSizeModifiersNote(player: Player, applied: number | null, candidates: ReadonlyArray<{ name: string; limit: number | null }>): Note {
  const limit = (value: number | null) => (value === null ? 'none' : value)
  return {
    ruling: RULING_IDS.handSizeModifiers,
    applied: 'official',
    sources: [REFERENCE_IDS.phasesBlog2010],
    message: {
      key: 'note.hand-size-modifiers',
      params: { player, limit: limit(applied) },
      items: candidates.map((candidate) => ({ key: 'note.hand-size-candidate', params: { card: candidate.name, limit: limit(candidate.limit) } })),
    },
  }
}
