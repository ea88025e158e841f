/**
 * Golden explanations of the seeds' worked cases, in English and Japanese, as plain text with
 * their ruling ids (test/fixtures/explanations/<case>.<lang>.txt). Each was reviewed by reading it
 * against the seed it comes from; UPDATE_GOLDEN=1 rewrites them (then read the diff).
 */
import t from 'tap'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from './helpers/build.js'
import { PROJECT_ROOT } from '../src/paths.js'

const veiler = { id: 'veiler-ends', controller: 'B', card: 'Effect Veiler', kind: 'expire', mandatory: true, lasts: 'end-phase' }
const ladd = { id: 'ladd', controller: 'B', card: 'Light and Darkness Dragon', negates: 'activation', mandatory: true, oncePerChain: true, atk: 2800, def: 2400, cost: { atk: 500, def: 500 } }
const seven = (extra: string[]) => [...['Mystical Space Typhoon', 'Creature Swap', 'Limiter Removal', 'Effect Veiler', 'A Wild Monster Appears!', 'Enemy Controller', 'Forbidden Chalice'].slice(0, 7 - extra.length), ...extra]
const lylaNegated = { turnPlayer: 'A', players: { A: { field: [{ card: 'Lyla, Lightsworn Sorceress', negatedUntil: 'veiler-ends' }] }, B: {} }, effects: [veiler] }
const ohka = { turnPlayer: 'A', players: { A: { field: ['Majestic Mech - Ohka'] }, B: { field: ['Light and Darkness Dragon'] } }, responses: [ladd] }

export const GOLDEN_CASES: Record<string, Record<string, unknown>> = {
  // Seed 001, example 1: both pass, Lyla is forced while Veiler's negation lasts: no mill.
  'seed001-lyla-veiler-forced': lylaNegated,
  // Seed 001, example 1: the opponent ends Veiler's negation first: Lyla mills.
  'seed001-lyla-veiler-ended-first': { ...lylaNegated, choices: [{ player: 'A', type: 'pass' }, { player: 'B', type: 'expire', effect: 'veiler-ends' }] },
  // Seed 001, example 2: the turn player mills first, then the opponent may still search.
  'seed001-lyla-darksoul': {
    turnPlayer: 'A',
    players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: { graveyard: ['XX-Saber Darksoul'] } },
    choices: [{ player: 'A', type: 'activate', effect: 'Lyla, Lightsworn Sorceress' }, { player: 'B', type: 'activate', effect: 'XX-Saber Darksoul' }],
  },
  // Seed 001, example 3, official reading (Perfect Rulebook 2017): one negation spends Ohka's item.
  'seed001-ohka-ladd-official': ohka,
  // Seed 001, example 3, the fan guide's reading: four negations, then LaDD cannot pay. The longest case.
  'seed001-ohka-ladd-fan-guide': { ...ohka, reading: 'fan-guide' },
  // Seed 000: Shunoros taken by Creature Swap: Limiter Removal's destruction is forced, Shunoros's return is void.
  'seed000-shunoros-limiter-removal': {
    turnPlayer: 'A',
    players: { A: { field: [{ card: 'Orichalcos Shunoros', key: 'shunoros' }, 'Limiter Removal'] }, B: {} },
    effects: [
      { id: 'limiter-removal', controller: 'A', card: 'Limiter Removal', kind: 'apply', mandatory: true, subject: 'shunoros', moves: 'graveyard' },
      { id: 'shunoros-deck', controller: 'B', card: 'Orichalcos Shunoros', kind: 'apply', mandatory: false, subject: 'shunoros', moves: 'deck' },
    ],
  },
  // Seed 000 (QA 24089): Nessie adds Bigfoot, the second discard triggers nothing.
  'seed000-nessie-bigfoot': {
    turnPlayer: 'A',
    players: { A: { hand: seven(['Danger! Nessie!']) }, B: {} },
    choices: [{ player: 'A', type: 'discard', cards: ['Danger! Nessie!'] }, { player: 'A', type: 'activate', effect: 'Danger! Nessie!' }],
  },
  // Seed 000 (QA 17233): Scarm discarded for hand size cannot be activated.
  'seed000-scarm': { turnPlayer: 'A', players: { A: { hand: seven(['Scarm, Malebranche of the Burning Abyss']) }, B: {} } },
  // Seed 002: Grand Archive's end phase, its three steps and the special game actions.
  'seed002-grand-archive': {
    game: 'grand-archive',
    turnPlayer: 'A',
    players: {
      A: {
        hand: ['Card 1', 'Card 2', 'Card 3', 'Card 4', 'Card 5', 'Card 6'],
        memory: ['Memory 1', 'Memory 2'],
        allies: [{ card: 'Bruised Ally', damage: 3, life: 2 }, { card: 'Withered Ally', damage: 0, life: 0 }],
      },
      B: { hand: ['Card 7'] },
    },
    effects: [
      { id: 'first', controller: 'A', kind: 'beginning-of-end-phase', card: 'Dawn Relic' },
      { id: 'second', controller: 'A', kind: 'beginning-of-end-phase', card: 'Dusk Relic' },
      { id: 'quick', controller: 'B', kind: 'instant', card: 'Quick Trick' },
      { id: 'limit', controller: 'B', kind: 'hand-size-limit', limit: 4, appliesTo: 'A' },
      { id: 'eot', controller: 'A', kind: 'until-end-of-turn', card: 'Rally' },
      { id: 'as-ends', controller: 'A', kind: 'as-turn-ends', card: 'Sunset Clause' },
    ],
  },
}

const DIR = join(PROJECT_ROOT, 'test', 'fixtures', 'explanations')

t.test('golden explanations of the seeds worked cases', async (t) => {
  const app = await build(t)
  for (const [name, board] of Object.entries(GOLDEN_CASES)) {
    for (const lang of ['en', 'ja']) {
      const res = await app.inject({ method: 'POST', url: `/v1/resolve?format=plain&lang=${lang}`, payload: board })
      t.equal(res.statusCode, 200, `${name} ${lang}`)
      const file = join(DIR, `${name}.${lang}.txt`)
      if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) writeFileSync(file, res.body)
      t.equal(res.body, readFileSync(file, 'utf8'), `${name} ${lang} reads as reviewed (${file})`)
    }
  }
})
