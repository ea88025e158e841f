/**
 * The seeds' worked cases and dated answers, as boards named by cards (the stored behaviours
 * give the items), through POST /v1/resolve and GraphQL resolve alike.
 */
import t from 'tap'
import { build } from './helpers/build.js'
import { story } from './engine/helpers.js'
import { RULING_IDS } from './helpers/ruling-ids.js'
import type { EngineEvent } from '../src/engine/index.js'

interface Case {
  name: string
  board: Record<string, unknown>
  story?: string[]
  /** Lines that must appear in the story, in this order (others may come between). */
  contains?: string[]
  rulings?: string[]
  notes?: string[]
  /** Fields of an effect's resolve event (by effect id), matched. */
  resolved?: Record<string, Record<string, unknown>>
}

const veiler = { id: 'veiler-ends', controller: 'B', card: 'Effect Veiler', kind: 'expire', mandatory: true, lasts: 'end-phase' }
const lylaNegated = { id: 'lyla', controller: 'A', card: 'Lyla, Lightsworn Sorceress', kind: 'trigger', mandatory: true, negatedUntil: 'veiler-ends' }
const ladd = { id: 'ladd', controller: 'B', card: 'Light and Darkness Dragon', negates: 'activation', mandatory: true, oncePerChain: true, atk: 2800, def: 2400, cost: { atk: 500, def: 500 } }
/** Shunoros taken by Creature Swap (A controls it), Limiter Removal's destruction and Shunoros's own return to the deck (seed 000). */
const shunorosBoard = {
  turnPlayer: 'A',
  players: { A: { field: [{ card: 'Orichalcos Shunoros', key: 'shunoros' }, 'Limiter Removal'] }, B: {} },
  effects: [
    { id: 'limiter-removal', controller: 'A', card: 'Limiter Removal', kind: 'apply', mandatory: true, subject: 'shunoros', moves: 'graveyard' },
    { id: 'shunoros-deck', controller: 'B', card: 'Orichalcos Shunoros', kind: 'apply', mandatory: false, subject: 'shunoros', moves: 'deck' },
  ],
}
const discard = (card: string) => ({ player: 'A', type: 'discard', cards: [card] })
const seven = (extra: unknown[]) => [...['Mystical Space Typhoon', 'Creature Swap', 'Limiter Removal', 'Effect Veiler', 'A Wild Monster Appears!', 'Enemy Controller', 'Forbidden Chalice'].slice(0, 7 - extra.length), ...extra]

const CASES: Case[] = [
  {
    name: 'Effect Veiler vs Lyla: both pass, Lyla is forced and negated (seed 001 ex. 1)',
    board: { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} }, effects: [veiler, lylaNegated] },
    story: ['activate lyla', 'resolve lyla negated', 'expire veiler-ends', 'resolve veiler-ends applied', 'list-end', 'hand-size A 0/6', 'turn-end'],
    rulings: [RULING_IDS.lylaVeiler, RULING_IDS.negatedEffect, RULING_IDS.forcedTurnPlayer, RULING_IDS.forcedOpponent],
  },
  {
    name: 'Effect Veiler vs Lyla: the opponent ends Veiler first, Lyla mills',
    board: {
      turnPlayer: 'A',
      players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} },
      effects: [veiler, lylaNegated],
      choices: [{ player: 'A', type: 'pass' }, { player: 'B', type: 'expire', effect: 'veiler-ends' }],
    },
    contains: ['expire veiler-ends', 'activate lyla', 'resolve lyla applied'],
  },
  {
    name: 'Lyla vs XX-Saber Darksoul: the turn player mills first, then the search may follow (seed 001 ex. 2)',
    board: {
      turnPlayer: 'A',
      players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: { graveyard: ['XX-Saber Darksoul'] } },
      // After Lyla, A has nothing left: that pass is automatic and takes no choice.
      choices: [{ player: 'A', type: 'activate', effect: 'Lyla, Lightsworn Sorceress' }, { player: 'B', type: 'activate', effect: 'XX-Saber Darksoul' }],
    },
    contains: ['activate Lyla, Lightsworn Sorceress', 'resolve Lyla, Lightsworn Sorceress applied', 'activate XX-Saber Darksoul', 'resolve XX-Saber Darksoul applied', 'turn-end'],
  },
  {
    name: 'Ohka vs Light and Darkness Dragon, official reading: one negation, the item is spent',
    board: { turnPlayer: 'A', players: { A: { field: ['Majestic Mech - Ohka'] }, B: { field: ['Light and Darkness Dragon'] } }, responses: [ladd] },
    story: ['activate Majestic Mech - Ohka', 'activate ladd', 'negate-activation Majestic Mech - Ohka by ladd', 'resolve Majestic Mech - Ohka activation-negated', 'list-end', 'hand-size A 0/6', 'turn-end'],
    rulings: [RULING_IDS.negatedActivation, RULING_IDS.ohkaLadd],
    notes: [RULING_IDS.negatedActivation],
  },
  {
    name: 'Ohka vs Light and Darkness Dragon, fan-guide reading: four negations until 800/400, then Ohka goes',
    board: { turnPlayer: 'A', reading: 'fan-guide', players: { A: { field: ['Majestic Mech - Ohka'] }, B: { field: ['Light and Darkness Dragon'] } }, responses: [ladd] },
    contains: [
      'negate-activation Majestic Mech - Ohka by ladd',
      'negate-activation Majestic Mech - Ohka by ladd',
      'negate-activation Majestic Mech - Ohka by ladd',
      'negate-activation Majestic Mech - Ohka by ladd',
      'cannot-pay ladd',
      'resolve Majestic Mech - Ohka applied',
    ],
    rulings: [RULING_IDS.negatedActivationFan, RULING_IDS.ohkaLaddFan, RULING_IDS.costPayable],
    notes: [RULING_IDS.negatedActivationFan],
  },
  {
    name: 'Orichalcos Shunoros under Creature Swap and Limiter Removal: both pass, Limiter Removal is forced (seed 000)',
    board: shunorosBoard,
    contains: ['apply limiter-removal', 'resolve limiter-removal applied', 'resolve shunoros-deck void'],
    rulings: [RULING_IDS.movedSubject, RULING_IDS.shunorosLimiterRemoval],
  },
  {
    name: 'Shunoros: the opponent applies Shunoros first, Limiter Removal is void',
    board: { ...shunorosBoard, choices: [{ player: 'A', type: 'pass' }, { player: 'B', type: 'apply', effect: 'shunoros-deck' }] },
    contains: ['apply shunoros-deck', 'resolve shunoros-deck applied', 'resolve limiter-removal void'],
  },
  {
    name: 'Grapha is not discarded "by a card effect": no trigger (seed 000)',
    board: { turnPlayer: 'A', players: { A: { hand: seven(['Grapha, Dragon Lord of Dark World']) }, B: {} } },
    contains: ['hand-size A 7/6', 'discard A [Grapha, Dragon Lord of Dark World]', 'no-trigger Grapha, Dragon Lord of Dark World', 'turn-end'],
    rulings: [RULING_IDS.graphaHandSize, RULING_IDS.handSizeDiscardKind],
  },
  {
    name: 'Gem-Knight Obsidian is sent from the hand to the GY: it may activate (seed 000)',
    board: {
      turnPlayer: 'A',
      players: { A: { hand: seven(['Gem-Knight Obsidian']) }, B: {} },
      choices: [discard('Gem-Knight Obsidian'), { player: 'A', type: 'activate', effect: 'Gem-Knight Obsidian' }],
    },
    contains: ['discard A [Gem-Knight Obsidian]', 'activate Gem-Knight Obsidian', 'resolve Gem-Knight Obsidian applied', 'turn-end'],
    rulings: [RULING_IDS.obsidianHandSize, RULING_IDS.handSizeOneChain],
  },
  {
    name: 'Scarm discarded for hand size cannot be activated (seed 000, QA 17233)',
    board: { turnPlayer: 'A', players: { A: { hand: seven(['Scarm, Malebranche of the Burning Abyss']) }, B: {} } },
    contains: ['discard A [Scarm, Malebranche of the Burning Abyss]', 'cannot-activate Scarm, Malebranche of the Burning Abyss', 'turn-end'],
    rulings: [RULING_IDS.scarmHandSize, RULING_IDS.handSizeEndPhaseEffectsLost, RULING_IDS.handSizeNeverOpen],
  },
  {
    name: 'Manticore of Darkness discarded for hand size cannot be activated (13/03/30)',
    board: { turnPlayer: 'A', players: { A: { hand: seven(['Manticore of Darkness']) }, B: {} } },
    contains: ['discard A [Manticore of Darkness]', 'cannot-activate Manticore of Darkness'],
    rulings: [RULING_IDS.manticoreHandSize],
    notes: [RULING_IDS.handSizeNeverOpen],
  },
  {
    name: 'Danger! Nessie! adds Danger! Bigfoot!, the second discard triggers nothing (QA 24089)',
    board: {
      turnPlayer: 'A',
      players: { A: { hand: seven(['Danger! Nessie!']) }, B: {} },
      choices: [discard('Danger! Nessie!'), { player: 'A', type: 'activate', effect: 'Danger! Nessie!' }],
    },
    contains: ['discard A [Danger! Nessie!]', 'activate Danger! Nessie!', 'resolve Danger! Nessie! applied', 'hand-size A 7/6', 'discard A [Danger! Bigfoot!]', 'cannot-activate Danger! Bigfoot!', 'turn-end'],
    rulings: [RULING_IDS.nessieBigfoot, RULING_IDS.handSizeAgain, RULING_IDS.handSizeAgainNoTriggers],
  },
  {
    name: 'Peten the Dark Clown discarded for hand size can be activated (13/03/27)',
    board: { turnPlayer: 'A', players: { A: { hand: seven(['Peten the Dark Clown']) }, B: {} }, choices: [discard('Peten the Dark Clown'), { player: 'A', type: 'activate', effect: 'Peten the Dark Clown' }] },
    contains: ['discard A [Peten the Dark Clown]', 'activate Peten the Dark Clown', 'resolve Peten the Dark Clown applied'],
    rulings: [RULING_IDS.petenHandSize],
  },
  {
    name: 'Ipiria Special Summoned by Dark World Grimoire during that chain cannot activate (23/01/16)',
    board: { turnPlayer: 'A', players: { A: { field: ['Dark World Grimoire'], hand: seven(['Ipiria']) }, B: {} }, choices: [discard('Ipiria'), { player: 'A', type: 'activate', effect: 'Dark World Grimoire' }] },
    contains: ['activate Dark World Grimoire', 'resolve Dark World Grimoire applied'],
    rulings: [RULING_IDS.ipiriaGrimoire, RULING_IDS.handSizeChainEventsLost],
  },
  {
    name: 'Tearlaments Merrli sent by Kelbek during that chain cannot activate (23/01/16)',
    board: { turnPlayer: 'A', players: { A: { hand: seven(['Kelbek the Ancient Vanguard']) }, B: {} }, choices: [discard('Kelbek the Ancient Vanguard'), { player: 'A', type: 'activate', effect: 'Kelbek the Ancient Vanguard' }] },
    contains: ['activate Kelbek the Ancient Vanguard', 'resolve Kelbek the Ancient Vanguard applied'],
    rulings: [RULING_IDS.merrliKelbek, RULING_IDS.handSizeChainEventsLost],
  },
  {
    name: 'Hand-size modifiers: Hieroglyph Lithograph in the GY raises the limit to 7',
    board: { turnPlayer: 'A', players: { A: { hand: seven([]), graveyard: ['Hieroglyph Lithograph'] }, B: {} } },
    story: ['list-end', 'hand-size A 7/7', 'turn-end'],
    rulings: [RULING_IDS.hieroglyphLithograph, RULING_IDS.handSizeModifiers],
  },
  {
    name: 'Hand-size modifiers: Hieroglyph Lithograph activated this turn and listed nowhere is in the GY, the limit is 7',
    board: { turnPlayer: 'A', players: { A: { hand: seven([]) }, B: {} }, thisTurn: [{ player: 'A', activated: { card: 'Hieroglyph Lithograph' } }] },
    story: ['list-end', 'hand-size A 7/7', 'turn-end'],
    rulings: [RULING_IDS.hieroglyphLithograph, RULING_IDS.handSizeModifiers],
  },
  {
    name: "Hand-size modifiers: Enervating Mist on the opponent's field lowers it to 5",
    board: { turnPlayer: 'A', players: { A: { hand: seven([]).slice(0, 6) }, B: { field: ['Enervating Mist'] } } },
    contains: ['hand-size A 6/5', 'discard A [Enemy Controller]'],
    rulings: [RULING_IDS.enervatingMist],
  },
  {
    name: 'Hand-size modifiers: Infinite Cards removes the limit',
    board: { turnPlayer: 'A', players: { A: { hand: [...seven([]), 'Danger! Nessie!', 'Danger! Bigfoot!'] }, B: { field: ['Infinite Cards'] } } },
    story: ['list-end', 'hand-size A 9/null', 'turn-end'],
    rulings: [RULING_IDS.infiniteCards],
  },
  {
    name: '"Until the end of the turn" ends after the hand-size adjustment, not as a list item',
    board: {
      turnPlayer: 'A',
      players: { A: { hand: seven(['Gem-Knight Obsidian']) }, B: {} },
      effects: [{ id: 'chalice', controller: 'B', card: 'Forbidden Chalice', kind: 'expire', mandatory: true, lasts: 'end-of-turn' }],
    },
    contains: ['discard A [Gem-Knight Obsidian]', 'expire chalice', 'turn-end'],
    rulings: [RULING_IDS.untilEndOfTurn],
  },
  {
    name: 'Flip effects activated at the same time chain together; other items do not (seed 003)',
    board: {
      turnPlayer: 'A',
      players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} },
      effects: [
        { id: 'flip-1', controller: 'A', kind: 'trigger', mandatory: true, simultaneous: 'flipped-together' },
        { id: 'flip-2', controller: 'B', kind: 'trigger', mandatory: true, simultaneous: 'flipped-together' },
      ],
    },
    contains: ['activate flip-1', 'activate flip-2', 'resolve flip-2 applied', 'resolve flip-1 applied', 'activate Lyla, Lightsworn Sorceress', 'resolve Lyla, Lightsworn Sorceress applied'],
    rulings: [RULING_IDS.simultaneousChain, RULING_IDS.noChainBetweenItems],
  },
  {
    name: 'Standby Phase: maintenance costs and Standby triggers from stored cards, same procedure',
    board: { phase: 'standby', turnPlayer: 'A', players: { A: { field: ['The Unfriendly Amazon', 'Cure Mermaid'], hand: seven(['Infinite Cards']) }, B: { field: ['Inspection'] } } },
    contains: ['apply The Unfriendly Amazon', 'resolve The Unfriendly Amazon applied', 'activate Cure Mermaid', 'resolve Cure Mermaid applied', 'phase-end'],
    rulings: [RULING_IDS.standbyProcedure, RULING_IDS.standbyItems],
  },
  {
    name: 'Battle Phase End Step: "at the end of the Battle Phase" items from stored cards',
    board: { phase: 'battle-end-step', turnPlayer: 'A', players: { A: { field: ['Goblin Attack Force', 'Sword Hunter'] }, B: {} } },
    contains: ['apply Goblin Attack Force', 'activate Sword Hunter', 'phase-end'],
    rulings: [RULING_IDS.battleEndProcedure, RULING_IDS.battleEndItems],
  },
  // The curated behaviours' structured conditions, costs and actions (seed 004's cards).
  {
    name: 'Cyber Archfiend with an empty hand: "if you have 1 or more card(s) in your hand" fails, nothing is activated',
    board: { turnPlayer: 'A', players: { A: { field: ['Cyber Archfiend'] }, B: {} } },
    story: ['list-end', 'hand-size A 0/6', 'turn-end'],
  },
  {
    name: 'Cyber Archfiend with a card in hand: forced, it destroys itself',
    board: { turnPlayer: 'A', players: { A: { field: ['Cyber Archfiend'], hand: ['Mystical Space Typhoon'] }, B: {} } },
    story: ['activate Cyber Archfiend', 'resolve Cyber Archfiend applied', 'list-end', 'hand-size A 1/6', 'turn-end'],
    resolved: { 'Cyber Archfiend': { moves: 'graveyard' } },
  },
  {
    name: "Solar Flare Dragon's 500 damage is taken from the opponent's stated LP",
    board: { turnPlayer: 'A', players: { A: { field: ['Solar Flare Dragon'] }, B: { lp: 8000 } } },
    contains: ['activate Solar Flare Dragon', 'resolve Solar Flare Dragon applied', 'turn-end'],
    resolved: { 'Solar Flare Dragon': { lp: { B: 7500 } } },
  },
  {
    name: 'Spiritual Energy Settle Machine: its controller discards 1 to keep it',
    board: {
      turnPlayer: 'A',
      players: { A: { field: ['Spiritual Energy Settle Machine'], hand: ['Mystical Space Typhoon'] }, B: {} },
      choices: [{ player: 'A', type: 'apply', effect: 'Spiritual Energy Settle Machine' }, discard('Mystical Space Typhoon')],
    },
    story: ['apply Spiritual Energy Settle Machine', 'discard A [Mystical Space Typhoon]', 'resolve Spiritual Energy Settle Machine applied', 'list-end', 'hand-size A 0/6', 'turn-end'],
    resolved: { 'Spiritual Energy Settle Machine': { maintenance: 'paid' } },
  },
  {
    name: 'Spiritual Energy Settle Machine with an empty hand: it cannot be kept, it is destroyed',
    board: { turnPlayer: 'A', players: { A: { field: ['Spiritual Energy Settle Machine'] }, B: {} } },
    story: ['apply Spiritual Energy Settle Machine', 'resolve Spiritual Energy Settle Machine applied', 'list-end', 'hand-size A 0/6', 'turn-end'],
    resolved: { 'Spiritual Energy Settle Machine': { maintenance: 'not-paid', moves: 'graveyard' } },
  },
]

function containsInOrder(lines: string[], wanted: string[]): boolean {
  let at = 0
  for (const line of lines) if (line === wanted[at]) at++
  return at === wanted.length
}

const GQL_RESOLVE = `query($board: BoardInput!) { resolve(board: $board) {
  game phase turnPlayer reading truncated loop
  steps { index window decision player legal { type effect count from cards } taken { type effect cards } automatic rulings }
  events { type effect outcome rulings detail }
  rulings { id title summary status supersededBy references { id title locator } }
  notes { ruling text sources applied alternative } } }`

/** GraphQL takes CardRefs as objects and numbers as strings. */
function toGraphqlBoard(board: Record<string, unknown>): Record<string, unknown> {
  const players = board.players as Record<string, Record<string, unknown>>
  const out: Record<string, unknown> = { ...board, players: {} }
  for (const [player, zones] of Object.entries(players)) {
    const converted: Record<string, unknown> = {}
    for (const [zone, refs] of Object.entries(zones)) converted[zone] = Array.isArray(refs) ? refs.map((ref) => (typeof ref === 'object' ? ref : { card: String(ref) })) : refs
    ;(out.players as Record<string, unknown>)[player] = converted
  }
  return out
}

t.test('seed cases through REST and GraphQL', async (t) => {
  const app = await build(t)
  for (const c of CASES) {
    t.test(c.name, async (t) => {
      const res = await app.inject({ method: 'POST', url: '/v1/resolve', payload: c.board })
      t.equal(res.statusCode, 200, res.statusCode === 200 ? "answered 200" : res.body)
      const body = res.json()
      const lines = story(body.events as EngineEvent[])
      if (c.story) t.strictSame(lines, c.story)
      if (c.contains) {
        const inOrder = containsInOrder(lines, c.contains)
        t.ok(inOrder, inOrder ? 'the expected events, in order' : `expected in order: ${c.contains.join(' | ')}\n got: ${lines.join(' | ')}`)
      }
      for (const [effect, fields] of Object.entries(c.resolved ?? {})) {
        t.match(body.events.find((e: EngineEvent) => e.type === 'resolve' && e.effect === effect), fields, `${effect} resolves with ${JSON.stringify(fields)}`)
      }
      const cited = new Set<string>(body.rulings.map((r: { id: string }) => r.id))
      for (const id of c.rulings ?? []) t.ok(cited.has(id), `cites ${id}`)
      for (const id of c.notes ?? []) t.ok(body.notes.some((n: { ruling: string }) => n.ruling === id), `note ${id}`)
      // Every step and event cites rulings, and every cited id comes with its stored text and references.
      for (const step of body.steps) for (const id of step.rulings) t.ok(cited.has(id), `step ${step.index} cites ${id}`)
      for (const event of body.events) for (const id of event.rulings) t.ok(cited.has(id))
      t.ok(body.events.every((e: { rulings: string[] }) => e.rulings.length > 0), 'every event cites a ruling')
      t.ok(body.rulings.every((r: { title: string; references: unknown[] }) => r.title && r.references.length > 0), 'every ruling cites references')

      const gql = await app.inject({ method: 'POST', url: '/graphql', payload: { query: GQL_RESOLVE, variables: { board: toGraphqlBoard(c.board) } } })
      const data = gql.json()
      t.notOk(data.errors, JSON.stringify(data.errors))
      t.strictSame(data.data.resolve.events.map((e: { detail: unknown }) => e.detail), body.events, 'GraphQL gives the same events')
      t.strictSame(data.data.resolve.steps.map((s: { index: number }) => s.index), body.steps.map((s: { index: number }) => s.index))
      t.strictSame(data.data.resolve.rulings.map((r: { id: string }) => r.id), body.rulings.map((r: { id: string }) => r.id))
    })
  }
})
