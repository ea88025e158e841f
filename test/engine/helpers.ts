/**
 * Boards for the engine tests, written by hand like the seeds' worked cases: cards with their
 * behaviours inline (source 'curated'), no database.
 */
import type { BoardAction, DiscardBehaviour, HandSizeBehaviour, PhaseBehaviour } from '../../src/domain/behaviour.js'
import { curatedContent } from '../../src/content/index.js'
import type { CardRulingLink } from '../../src/domain/card-ruling.js'
import type { Procedure } from '../../src/engine/core/procedure.js'
import { resolve, type EngineCard, type EngineEvent, type EngineRequest, type Player, type PlayerBoard, type Step } from '../../src/engine/index.js'

const { situations: CARD_SITUATIONS } = curatedContent()

type PhaseSpec = Omit<PhaseBehaviour, 'source'>
type DiscardSpec = Omit<DiscardBehaviour, 'source'>
type HandSizeSpec = Omit<HandSizeBehaviour, 'source'>

export function card(
  name: string,
  spec: { key?: string; phases?: PhaseSpec[]; discard?: DiscardSpec; handSize?: HandSizeSpec } = {},
): EngineCard {
  return {
    key: spec.key ?? name,
    name,
    password: null,
    behaviours: {
      phases: (spec.phases ?? []).map((phase) => ({ ...phase, source: 'curated' as const })),
      ...(spec.discard ? { discard: { ...spec.discard, source: 'curated' as const } } : {}),
      ...(spec.handSize ? { handSize: { ...spec.handSize, source: 'curated' as const } } : {}),
    },
  }
}

/** A monster whose one End Phase item (its controller's, mandatory, applied) does `does`: "Sweeper", key `sweeper`. */
export function sweeper(does: BoardAction): EngineCard {
  return { key: 'sweeper', name: 'Sweeper', password: null, cardType: 'monster', behaviours: { phases: [{ phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', does: [does], source: 'curated' }] } }
}

/** Plain cards with no behaviour: "Filler 1", "Filler 2", … */
export function fillers(count: number, prefix = 'Filler'): EngineCard[] {
  return Array.from({ length: count }, (_, i) => card(`${prefix} ${i + 1}`))
}

/** What the catalog hands the engine for the curated cards: their ruling links, by name. */
export const CURATED_CARD_RULINGS: Record<string, CardRulingLink[]> = {}
for (const { card: name, ruling, situations, with: partner, readings } of CARD_SITUATIONS) {
  ;(CURATED_CARD_RULINGS[name] ??= []).push({ ruling, situations, ...(partner ? { with: partner } : {}), ...(readings ? { readings } : {}) })
}

export function request(partial: Partial<Omit<EngineRequest, 'players'>> & { players?: Partial<Record<Player, Partial<PlayerBoard>>> }): EngineRequest {
  const side = (player: Player): PlayerBoard => ({
    ...partial.players?.[player],
    hand: partial.players?.[player]?.hand ?? [],
    field: partial.players?.[player]?.field ?? [],
    graveyard: partial.players?.[player]?.graveyard ?? [],
  })
  return {
    game: 'yugioh',
    phase: 'end',
    turnPlayer: 'A',
    effects: [],
    responses: [],
    choices: [],
    reading: 'official',
    enumerate: false,
    maxOutcomes: 100,
    cardRulings: CURATED_CARD_RULINGS,
    ...partial,
    players: { A: side('A'), B: side('B') },
  }
}

/** Events as short lines: "activate lyla", "resolve lyla negated", "discard A [x, y]". */
export function story(events: readonly EngineEvent[]): string[] {
  return events.map((event) => {
    switch (event.type) {
      case 'activate':
      case 'apply':
      case 'expire':
        return `${event.type} ${String(event.effect)}`
      case 'resolve':
        return `resolve ${String(event.effect)} ${String(event.outcome)}`
      case 'negate-activation':
      case 'negate-effect':
        return `${event.type} ${String(event.effect)} by ${String(event.by)}`
      case 'discard':
        return `discard ${String(event.player)} [${(event.cards as string[]).join(', ')}]`
      case 'hand-size':
        return `hand-size ${String(event.player)} ${String(event.hand)}/${String(event.limit)}`
      case 'cannot-activate':
      case 'no-trigger':
        return `${event.type} ${String(event.effect ?? event.card ?? (event.cards as string[] | undefined)?.join(', '))}`
      case 'cannot-pay':
        return `cannot-pay ${String(event.effect)}`
      case 'loop':
      case 'loop-end':
        return `${event.type} ${String(event.reason)}`
      default:
        return event.type
    }
  })
}

/** Steps as short lines: "A list pass", "A forced activate lyla (auto)". */
export function decisions(steps: readonly Step[]): string[] {
  return steps.map((step) => {
    const taken = step.taken.type === 'discard' ? `discard [${(step.taken.cards ?? []).join(', ')}]` : `${step.taken.type}${step.taken.effect ? ` ${step.taken.effect}` : ''}`
    return `${step.player} ${step.window} ${taken}${step.automatic ? ' (auto)' : ''}`
  })
}

export function eventsOfType(events: readonly EngineEvent[], type: string): EngineEvent[] {
  return events.filter((event) => event.type === type)
}

/** The error resolving the board throws, which must be of the given class (else this throws). */
export function thrownBy<E extends Error>(board: EngineRequest, kind: abstract new (...args: never[]) => E): E {
  try {
    resolve(board)
  } catch (error) {
    if (error instanceof kind) return error
    throw error
  }
  throw new Error(`the board was accepted; expected ${kind.name}`)
}

/**
 * The procedure with no interchangeable discard cards declared (Decision.interchangeable): the
 * enumeration then explores every set of cards on its own, as before issue 14 merged them.
 */
export function everySet<S>(procedure: Procedure<S>): Procedure<S> {
  return {
    ...procedure,
    advance: (state, answer) => {
      const advanced = procedure.advance(state, answer)
      if (advanced.kind !== 'decision' || advanced.decision.interchangeable === undefined) return advanced
      const { interchangeable: _interchangeable, ...decision } = advanced.decision
      return { ...advanced, decision }
    },
  }
}
