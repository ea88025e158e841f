/**
 * Random boards for the engine's property tests, shared so that several properties (and the
 * enumerate equivalence test) run over the same generators: Yu-Gi-Oh! boards with cards, items and
 * responses; Yu-Gi-Oh! game states whose items move cards, search, pay and discard; Grand Archive
 * end phases.
 */
import fc from 'fast-check'
import type { BoardAction, DiscardTrigger, PhaseBehaviour, PhaseWindow, StateCondition } from '../../src/domain/behaviour.js'
import type { Effect, EngineCard, EngineRequest, GaAlly, GaEffect, GaRequest, Player, Response } from '../../src/engine/index.js'

export const player = fc.constantFrom<Player>('A', 'B')

// Yu-Gi-Oh! boards: cards with phase, discard and hand-size behaviours, list items, responses.

const NAMES = [
  'Lyla, Lightsworn Sorceress',
  'Effect Veiler',
  'Majestic Mech - Ohka',
  'Light and Darkness Dragon',
  'Grapha, Dragon Lord of Dark World',
  'Danger! Nessie!',
  'Manticore of Darkness',
  'Hieroglyph Lithograph',
  'Infinite Cards',
  'Plain Card',
]
const PHASES: PhaseWindow[] = ['end', 'standby', 'battle-end-step']
const TRIGGERS: DiscardTrigger[] = ['any-discard', 'card-effect-discard', 'sent-from-hand-to-gy', 'sent-to-gy', 'end-phase-in-gy']

const phaseBehaviour = fc.record({
  phase: fc.constantFrom(...PHASES),
  kind: fc.constantFrom('trigger' as const, 'apply' as const, 'expire' as const),
  mandatory: fc.boolean(),
  turn: fc.constantFrom('yours' as const, 'opponents' as const, 'each' as const),
  zone: fc.option(fc.constantFrom('field' as const, 'graveyard' as const, 'hand' as const), { nil: undefined }),
  moves: fc.option(fc.constantFrom('graveyard' as const, 'deck' as const, 'hand' as const), { nil: undefined }),
})

const cardSpec = fc.record({
  name: fc.constantFrom(...NAMES),
  phases: fc.array(phaseBehaviour, { maxLength: 2 }),
  discard: fc.option(
    fc.record({
      trigger: fc.constantFrom(...TRIGGERS),
      mandatory: fc.boolean(),
      adds: fc.option(fc.array(fc.constantFrom('Danger! Bigfoot!', 'Plain Card'), { maxLength: 2 }), { nil: undefined }),
      summons: fc.option(fc.constant<string[]>(['Ipiria']), { nil: undefined }),
    }),
    { nil: undefined },
  ),
  handSize: fc.option(
    fc.record({ limit: fc.option(fc.integer({ min: 3, max: 8 }), { nil: null }), applies: fc.constantFrom('controller' as const, 'opponent' as const, 'each' as const) }),
    { nil: undefined },
  ),
})

type CardSpec = typeof cardSpec extends fc.Arbitrary<infer T> ? T : never

const zoneCards = fc.array(cardSpec, { maxLength: 9 })

export const yugiohBoards = fc
  .record({
    phase: fc.constantFrom(...PHASES),
    turnPlayer: player,
    reading: fc.constantFrom('official' as const, 'fan-guide' as const),
    zones: fc.record({ A: fc.record({ hand: zoneCards, field: fc.array(cardSpec, { maxLength: 4 }), graveyard: fc.array(cardSpec, { maxLength: 2 }) }), B: fc.record({ hand: fc.array(cardSpec, { maxLength: 3 }), field: fc.array(cardSpec, { maxLength: 4 }), graveyard: fc.array(cardSpec, { maxLength: 2 }) }) }),
    effects: fc.array(
      fc.record({
        controller: player,
        card: fc.option(fc.constantFrom(...NAMES), { nil: undefined }),
        kind: fc.constantFrom('trigger' as const, 'apply' as const, 'expire' as const),
        mandatory: fc.boolean(),
        negatedUntil: fc.option(fc.nat(5), { nil: undefined }),
        subject: fc.option(fc.nat(10), { nil: undefined }),
        moves: fc.option(fc.constantFrom('graveyard' as const, 'deck' as const, 'hand' as const), { nil: undefined }),
        lasts: fc.option(fc.constantFrom('end-phase' as const, 'end-of-turn' as const), { nil: undefined }),
        simultaneous: fc.option(fc.constantFrom('g1', 'g2'), { nil: undefined }),
      }),
      { maxLength: 5 },
    ),
    responses: fc.array(
      fc.record({
        controller: player,
        card: fc.option(fc.constantFrom('Light and Darkness Dragon', 'Effect Veiler'), { nil: undefined }),
        negates: fc.constantFrom('activation' as const, 'effect' as const),
        mandatory: fc.boolean(),
        oncePerChain: fc.option(fc.boolean(), { nil: undefined }),
        atk: fc.option(fc.integer({ min: 0, max: 30 }).map((n) => n * 100), { nil: undefined }),
        def: fc.option(fc.integer({ min: 0, max: 30 }).map((n) => n * 100), { nil: undefined }),
        cost: fc.option(fc.record({ atk: fc.constantFrom(0, 500, 1000), def: fc.constantFrom(0, 500) }), { nil: undefined }),
      }),
      { maxLength: 3 },
    ),
  })
  .map((spec): EngineRequest => {
    let serial = 0
    const toCard = (c: CardSpec): EngineCard => {
      serial++
      return {
        key: `${c.name} #${serial}`,
        name: c.name,
        password: null,
        behaviours: {
          phases: c.phases.map((phase) => ({ ...phase, source: 'curated' as const })),
          ...(c.discard ? { discard: { ...c.discard, source: 'curated' as const } } : {}),
          ...(c.handSize ? { handSize: { ...c.handSize, source: 'curated' as const } } : {}),
        },
      }
    }
    const players = {
      A: { hand: spec.zones.A.hand.map(toCard), field: spec.zones.A.field.map(toCard), graveyard: spec.zones.A.graveyard.map(toCard) },
      B: { hand: spec.zones.B.hand.map(toCard), field: spec.zones.B.field.map(toCard), graveyard: spec.zones.B.graveyard.map(toCard) },
    }
    const keys = [...players.A.field, ...players.B.field, ...players.A.hand].map((c) => c.key)
    const effects: Effect[] = spec.effects.map((e, i) => {
      const effect: Effect = { id: `e${i}`, controller: e.controller, kind: e.kind, mandatory: e.mandatory }
      if (e.card !== undefined) effect.card = e.card
      // negatedUntil names an earlier effect of the board (the engine refuses an unknown id, the
      // effect itself and negations waiting on one another).
      if (e.negatedUntil !== undefined && e.negatedUntil < i) effect.negatedUntil = `e${e.negatedUntil}`
      // A subject is a card on the board (the engine refuses one that names no card).
      if (e.subject !== undefined && keys.length > 0) effect.subject = keys[e.subject % keys.length]!
      if (e.moves !== undefined) effect.moves = e.moves
      if (e.lasts !== undefined) effect.lasts = e.lasts
      // Only triggers are activated, so only they may be activated at the same time.
      if (e.simultaneous !== undefined && e.kind === 'trigger') effect.simultaneous = e.simultaneous
      return effect
    })
    const responses: Response[] = spec.responses.map((r, i) => {
      const response: Response = { id: `r${i}`, controller: r.controller, negates: r.negates, mandatory: r.mandatory }
      if (r.card !== undefined) response.card = r.card
      if (r.oncePerChain !== undefined) response.oncePerChain = r.oncePerChain
      if (r.atk !== undefined) response.atk = r.atk
      if (r.def !== undefined) response.def = r.def
      if (r.cost !== undefined) response.cost = r.cost
      return response
    })
    return {
      game: 'yugioh',
      phase: spec.phase,
      turnPlayer: spec.turnPlayer,
      players,
      effects,
      responses,
      choices: [],
      reading: spec.reading,
      enumerate: false,
      maxOutcomes: 20,
    }
  })

// Yu-Gi-Oh! game states: items that move cards, search, draw, mill, pay and gain LP, summon and cost discards.

const boardAction: fc.Arbitrary<BoardAction> = fc.oneof(
  fc.record({ action: fc.constantFrom('destroy' as const, 'banish' as const, 'return-to-hand' as const, 'return-to-deck' as const, 'special-summon' as const, 'send-to-gy' as const), target: fc.constant('self' as const) }),
  fc.record({ action: fc.constantFrom('add-to-hand' as const, 'draw' as const, 'mill' as const), count: fc.integer({ min: 1, max: 3 }), whose: fc.constantFrom('controller' as const, 'opponent' as const) }),
  fc.record({ action: fc.constantFrom('pay-lp' as const, 'lose-lp' as const, 'gain-lp' as const), amount: fc.constantFrom(500, 1000, 4000), whose: fc.constantFrom('controller' as const, 'opponent' as const, 'each' as const) }),
  fc.record({ action: fc.constantFrom('change-position' as const, 'detach' as const, 'return-control' as const) }),
)
const stateCondition: fc.Arbitrary<StateCondition> = fc.oneof(
  fc.constant({ check: 'in-gy-sent-this-turn' as const }),
  fc.constant({ check: 'face-up' as const }),
  fc.record({ check: fc.constant('summoned-this-turn' as const), how: fc.constantFrom('normal' as const, 'special' as const, 'any' as const) }),
  fc.constant({ check: 'attacked-this-turn' as const }),
  fc.record({ check: fc.constant('hand-count' as const), whose: fc.constantFrom('controller' as const, 'opponent' as const), min: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ check: fc.constant('controls-card' as const), whose: fc.constantFrom('controller' as const, 'opponent' as const) }),
)
const statePhase = fc.record({
  phase: fc.constant('end' as const),
  kind: fc.constantFrom('trigger' as const, 'apply' as const),
  mandatory: fc.boolean(),
  turn: fc.constantFrom('yours' as const, 'opponents' as const, 'each' as const),
  zone: fc.option(fc.constantFrom('field' as const, 'graveyard' as const, 'hand' as const, 'banished' as const), { nil: undefined }),
  does: fc.option(fc.array(boardAction, { maxLength: 2 }), { nil: undefined }),
  costs: fc.option(fc.array(fc.oneof(fc.record({ action: fc.constant('discard' as const), count: fc.integer({ min: 1, max: 2 }) }), fc.record({ action: fc.constant('pay-lp' as const), amount: fc.constantFrom(500, 2000) })), { maxLength: 1 }), { nil: undefined }),
  requires: fc.option(fc.array(stateCondition, { maxLength: 2 }), { nil: undefined }),
  oncePerTurn: fc.option(fc.constantFrom('name' as const, 'instance' as const), { nil: undefined }),
})
const stateCardSpec = fc.record({
  name: fc.constantFrom('Alpha', 'Beta', 'Gamma', 'Delta'),
  phases: fc.array(statePhase, { maxLength: 2 }),
  position: fc.option(fc.constantFrom('face-up' as const, 'set' as const), { nil: undefined }),
  summoned: fc.option(fc.constantFrom('normal' as const, 'special' as const, 'none' as const), { nil: undefined }),
  attacked: fc.option(fc.boolean(), { nil: undefined }),
  owner: fc.option(player, { nil: undefined }),
})
type StateSpec = typeof stateCardSpec extends fc.Arbitrary<infer T> ? T : never
const stateSide = fc.record({
  hand: fc.array(stateCardSpec, { maxLength: 7 }),
  field: fc.array(stateCardSpec, { maxLength: 3 }),
  graveyard: fc.array(stateCardSpec, { maxLength: 2 }),
  banished: fc.array(stateCardSpec, { maxLength: 1 }),
  lp: fc.option(fc.constantFrom(0, 1000, 8000), { nil: undefined }),
  deck: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
})

export const gameStateBoards = fc.record({ turnPlayer: player, A: stateSide, B: stateSide, phase: fc.constantFrom('end', 'standby', 'battle-end-step') }).map((spec): EngineRequest => {
  let serial = 0
  const toCard = (c: StateSpec): EngineCard => {
    const card: EngineCard = {
      key: `${c.name} #${++serial}`,
      name: c.name,
      password: null,
      behaviours: { phases: c.phases.map((p) => ({ ...p, phase: spec.phase, source: 'curated' }) as PhaseBehaviour) },
    }
    if (c.position) card.position = c.position
    if (c.summoned) card.summoned = c.summoned
    if (c.attacked !== undefined) card.attacked = c.attacked
    if (c.owner) card.owner = c.owner
    return card
  }
  const board = (s: typeof spec.A) => ({
    hand: s.hand.map(toCard),
    field: s.field.map(toCard),
    graveyard: s.graveyard.map(toCard),
    banished: s.banished.map(toCard),
    ...(s.lp !== undefined ? { lp: s.lp } : {}),
    ...(s.deck !== undefined ? { deck: s.deck } : {}),
  })
  return { game: 'yugioh', phase: spec.phase, turnPlayer: spec.turnPlayer, players: { A: board(spec.A), B: board(spec.B) }, effects: [], responses: [], choices: [], reading: 'official', enumerate: false, maxOutcomes: 30 }
})

// Grand Archive end phases.

const KINDS = ['beginning-of-end-phase', 'instant', 'until-end-of-turn', 'as-turn-ends', 'hand-size-limit', 'memory-size-limit'] as const

const allySpec = fc.record({ damage: fc.nat(4), life: fc.integer({ min: -1, max: 4 }) })

const effectSpec = fc.record({
  controller: player,
  kind: fc.constantFrom(...KINDS),
  limit: fc.nat(6),
  appliesTo: fc.option(player, { nil: undefined }),
  subject: fc.option(fc.nat(5), { nil: undefined }),
  life: fc.integer({ min: -3, max: 3 }),
})

export const grandArchiveBoards = fc
  .record({
    turnPlayer: player,
    hand: fc.record({ A: fc.nat(8), B: fc.nat(3) }),
    memory: fc.record({ A: fc.nat(5), B: fc.nat(2) }),
    allies: fc.record({ A: fc.array(allySpec, { maxLength: 3 }), B: fc.array(allySpec, { maxLength: 3 }) }),
    effects: fc.array(effectSpec, { maxLength: 7 }),
  })
  .map((spec): GaRequest => {
    const cards = (count: number, prefix: string): EngineCard[] =>
      Array.from({ length: count }, (_, i) => ({ key: `${prefix} ${i + 1}`, name: i % 3 === 0 ? 'Spark' : `${prefix} ${i + 1}`, password: null, behaviours: { phases: [] } }))
    const allies = (p: Player): GaAlly[] => spec.allies[p].map((a, i) => ({ key: `${p} ally ${i + 1}`, name: 'Ally', damage: a.damage, life: a.life }))
    const allyKeys = [...allies('A'), ...allies('B')].map((a) => a.key)
    const effects: GaEffect[] = spec.effects.map((e, i) => {
      const effect: GaEffect = { id: `e${i}`, controller: e.controller, kind: e.kind }
      if (e.kind === 'hand-size-limit' || e.kind === 'memory-size-limit') {
        effect.limit = e.limit
        if (e.appliesTo !== undefined) effect.appliesTo = e.appliesTo
      }
      const subject = e.subject === undefined ? undefined : allyKeys[e.subject]
      if (e.kind === 'until-end-of-turn' && subject !== undefined) {
        effect.subject = subject
        effect.life = e.life
      }
      return effect
    })
    const side = (p: Player) => ({ hand: cards(spec.hand[p], `${p} card`), field: [], graveyard: [], memory: cards(spec.memory[p], `${p} memory`), allies: allies(p) })
    return {
      game: 'grand-archive',
      phase: 'end',
      turnPlayer: spec.turnPlayer,
      players: { A: side('A'), B: side('B') },
      effects: [],
      responses: [],
      gaEffects: effects,
      choices: [],
      reading: 'official',
      enumerate: false,
      maxOutcomes: 30,
    }
  })
