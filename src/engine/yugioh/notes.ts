/**
 * Where the sources disagree, the response says so: the conflict, both sources, and which one it
 * applied (the request's `reading`; official by default).
 */
import { REFERENCE_IDS } from '../core/reference-ids.js'
import { RULING_IDS } from '../core/ruling-ids.js'
import type { Note, Player, Reading } from '../core/types.js'

/**
 * The forced step's note. The official answers (19/10/26, QA 8765) are about the turn player; the
 * non-turn player's step rests on the OCG wiki's reading (`ygo-ep-forced-opponent`), and its note
 * cites that, never the turn player's rule.
 */
export function forcedPlayerNote(reading: Reading, seat: 'turn-player' | 'opponent' = 'turn-player'): Note {
  const fan = reading === 'fan-guide'
  if (seat === 'opponent') {
    return {
      ruling: fan ? RULING_IDS.forcedTurnPlayerFan : RULING_IDS.forcedOpponent,
      alternative: fan ? RULING_IDS.forcedOpponent : RULING_IDS.forcedTurnPlayerFan,
      applied: reading,
      sources: [REFERENCE_IDS.ocgWiki, REFERENCE_IDS.etcgGuide],
      message: { key: 'note.forced-opponent', params: { applied: fan ? 'fan_guide' : 'official' } },
    }
  }
  return {
    ruling: fan ? RULING_IDS.forcedTurnPlayerFan : RULING_IDS.forcedTurnPlayer,
    alternative: fan ? RULING_IDS.forcedTurnPlayer : RULING_IDS.forcedTurnPlayerFan,
    applied: reading,
    sources: [REFERENCE_IDS.ocgWiki, REFERENCE_IDS.qa8765, REFERENCE_IDS.etcgGuide],
    message: { key: 'note.forced-player', params: { applied: fan ? 'fan_guide' : 'official' } },
  }
}

export function negatedActivationNote(reading: Reading): Note {
  const fan = reading === 'fan-guide'
  return {
    ruling: fan ? RULING_IDS.negatedActivationFan : RULING_IDS.negatedActivation,
    alternative: fan ? RULING_IDS.negatedActivation : RULING_IDS.negatedActivationFan,
    applied: reading,
    sources: [REFERENCE_IDS.perfectRulebook2017, REFERENCE_IDS.etcgGuide],
    message: { key: 'note.negated-activation', params: { applied: fan ? 'fan_guide' : 'official' } },
  }
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
