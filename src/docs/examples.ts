/**
 * The OpenAPI document's examples: one real request per route, and the answer the service gave
 * it, kept in docs/openapi-examples.json (written by `npm run docs:examples`, checked by
 * test/openapi.test.ts against the route's 200 schema and against a live run).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../paths.js'

export interface RouteExample {
  method: 'GET' | 'POST'
  /** The route as OpenAPI names it (/v1/cards/{id}). */
  path: string
  /** The request actually sent. */
  url: string
  body?: unknown
  /** The answer, filled in by the generator. */
  response?: unknown
}

export const EXAMPLES_FILE = join(PROJECT_ROOT, 'docs', 'openapi-examples.json')

/** The README's first example (seed 001, example 1) asked as a player would: names as typed, a counted hand, the turn so far; with its explanation. */
const LYLA_VEILER = {
  turnPlayer: 'A',
  players: { A: { field: ['lyla'], hand: 3 }, B: {} },
  thisTurn: [{ player: 'B', activated: 'Veiler', targets: ['Lyla, Lightsworn Sorceress'] }],
  explain: 'en',
}

/** The same from A's seat, with a card in hand named beside two counted ones. */
const LYLA_VEILER_FROM_A = {
  turnPlayer: 'A',
  players: { A: { field: ['lyla'], hand: ['Mystical Space Typhoon', { count: 2 }] }, B: {} },
  thisTurn: [{ player: 'B', activated: 'Veiler', targets: ['Lyla, Lightsworn Sorceress'] }],
  explain: 'en',
  perspective: 'A',
}

/** docs/CONTRACT.md's example of the turn so far: Limiter Removal used this turn on two Machines. */
const LIMITER_REMOVAL_THIS_TURN = {
  turnPlayer: 'A',
  players: { A: { field: ['Cyber Archfiend', 'Orichalcos Shunoros'], lp: 8000 }, B: {} },
  thisTurn: [{ player: 'A', activated: 'Limiter Removal', affected: ['Cyber Archfiend', 'Orichalcos Shunoros'] }],
}

/** docs/CONTRACT.md's "as the turn ends" (seed 003, 17/10/26): Farfa, negated until the end of the turn, destroys itself once the turn ends; Skull Invitation's damage, prevented by Des Wombat. */
const FARFA_AS_THE_TURN_ENDS = {
  turnPlayer: 'A',
  players: { A: { field: ['Farfa, Malebranche of the Burning Abyss', 'Des Wombat'], lp: 8000 }, B: { field: ['Skull Invitation'], lp: 8000 } },
  thisTurn: [{ player: 'A', activated: 'Forbidden Chalice', targets: ['Farfa, Malebranche of the Burning Abyss'] }],
}

/**
 * docs/CONTRACT.md's nested card reference: Lyla, discarded for hand size, adds Effect Veiler (key
 * "veiler") whose own onDiscard says what it does when it is discarded; the hand is over the limit
 * again, Veiler is discarded, and the second discard names its effect among those it cannot activate.
 */
const ADDED_CARD_DISCARDED_AGAIN = {
  turnPlayer: 'A',
  players: {
    A: {
      hand: [
        { card: 'Lyla, Lightsworn Sorceress', onDiscard: { trigger: 'any-discard', mandatory: true, adds: [{ card: 'Effect Veiler', key: 'veiler', onDiscard: { trigger: 'sent-to-gy', mandatory: true, adds: ['Mystical Space Typhoon'] } }] } },
        { count: 6 },
      ],
    },
    B: {},
  },
  choices: [
    { player: 'A', type: 'discard', cards: ['Lyla, Lightsworn Sorceress'] },
    { player: 'A', type: 'discard', cards: ['veiler'] },
  ],
  explain: 'en',
  citations: 'ids',
}

/** docs/CONTRACT.md's summary of a loop: seed 001, example 3, as the fan guide reads it (four negations said once). */
const OHKA_FAN_GUIDE = {
  turnPlayer: 'A',
  reading: 'fan-guide',
  players: { A: { field: ['Majestic Mech - Ohka'] }, B: { field: ['Light and Darkness Dragon'] } },
  responses: [{ id: 'ladd', controller: 'B', card: 'Light and Darkness Dragon', negates: 'activation', mandatory: true, oncePerChain: true, atk: 2800, def: 2400, cost: { atk: 500, def: 500 } }],
  explain: 'en',
  citations: 'ids',
}

export const EXAMPLE_REQUESTS: RouteExample[] = [
  { method: 'GET', path: '/health', url: '/health' },
  { method: 'GET', path: '/v1/meta', url: '/v1/meta' },
  { method: 'GET', path: '/v1/cards', url: '/v1/cards?q=lyla&limit=1' },
  { method: 'GET', path: '/v1/cards/{id}', url: '/v1/cards/Effect%20Veiler' },
  { method: 'GET', path: '/v1/sets', url: '/v1/sets?limit=2' },
  { method: 'GET', path: '/v1/cards/{id}/rulings', url: '/v1/cards/Effect%20Veiler/rulings?limit=1' },
  { method: 'GET', path: '/v1/rulings', url: '/v1/rulings?kind=procedure&limit=1' },
  { method: 'GET', path: '/v1/rulings/{id}', url: '/v1/rulings/card-lyla-effect-veiler' },
  { method: 'GET', path: '/v1/rulings/{id}/history', url: '/v1/rulings/card-lyla-effect-veiler/history' },
  { method: 'GET', path: '/v1/references', url: '/v1/references?limit=1' },
  { method: 'GET', path: '/v1/rulings/{id}/cards', url: '/v1/rulings/card-lyla-effect-veiler/cards' },
  { method: 'GET', path: '/v1/references/{id}', url: '/v1/references/ref-qa-8765' },
  { method: 'GET', path: '/v1/references/{id}/history', url: '/v1/references/ref-qa-8765/history' },
  { method: 'GET', path: '/v1/cards/{id}/behaviours', url: '/v1/cards/Lyla%2C%20Lightsworn%20Sorceress/behaviours' },
  { method: 'GET', path: '/v1/cards/{id}/behaviours/history', url: '/v1/cards/Lyla%2C%20Lightsworn%20Sorceress/behaviours/history' },
  { method: 'GET', path: '/v1/changes', url: '/v1/changes?since=0' },
  // Run and checked like the others; the document shows the last example of a route (Lyla's).
  { method: 'POST', path: '/v1/resolve', url: '/v1/resolve', body: LIMITER_REMOVAL_THIS_TURN },
  { method: 'POST', path: '/v1/resolve', url: '/v1/resolve', body: FARFA_AS_THE_TURN_ENDS },
  { method: 'POST', path: '/v1/resolve', url: '/v1/resolve', body: ADDED_CARD_DISCARDED_AGAIN },
  { method: 'POST', path: '/v1/resolve', url: '/v1/resolve', body: OHKA_FAN_GUIDE },
  { method: 'POST', path: '/v1/resolve', url: '/v1/resolve', body: LYLA_VEILER_FROM_A },
  { method: 'POST', path: '/v1/resolve', url: '/v1/resolve', body: LYLA_VEILER },
]

export function loadExamples(): RouteExample[] {
  return existsSync(EXAMPLES_FILE) ? (JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as RouteExample[]) : []
}

/** Adds each route's example request and answer to the OpenAPI document. */
export function withExamples(document: Record<string, unknown>, examples: RouteExample[]): Record<string, unknown> {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Record<string, unknown>>>
  for (const example of examples) {
    const operation = paths[example.path]?.[example.method.toLowerCase()]
    if (!operation) continue
    const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, Record<string, unknown>> }>
    const json = responses['200']?.content?.['application/json']
    if (json && example.response !== undefined) json.example = example.response
    const body = (operation.requestBody as { content?: Record<string, Record<string, unknown>> } | undefined)?.content?.['application/json']
    if (body && example.body !== undefined) body.example = example.body
    if (example.url.includes('?') && Array.isArray(operation.parameters)) {
      const query = new URLSearchParams(example.url.slice(example.url.indexOf('?') + 1))
      for (const parameter of operation.parameters as Array<Record<string, unknown>>) {
        const value = parameter.in === 'query' ? query.get(String(parameter.name)) : null
        if (value !== null) parameter.example = value
      }
    }
  }
  return document
}
