/**
 * A resolve asks the catalog cache for a board's cards in one pass: one lookup of the references,
 * a second only for what that lookup leaves (the cards stored behaviours name, names read as
 * typed), and never again to word the explanation. Counts written before the code ran.
 */
import t from 'tap'
import { build } from './helpers/build.js'
import type { CatalogCache } from '../src/catalog/cache.js'

const METHODS = ['lookupCards', 'readNames', 'suggest', 'rulingsAsOf', 'allRulings', 'rulingTexts'] as const

/** Counts the calls to the cache's methods from here on. */
function countCalls(cache: CatalogCache): Record<string, number> {
  const calls: Record<string, number> = {}
  for (const name of METHODS) {
    const original = (cache[name] as (...args: unknown[]) => unknown).bind(cache)
    ;(cache as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      calls[name] = (calls[name] ?? 0) + 1
      return original(...args)
    }
  }
  return calls
}

t.test('catalog cache calls per resolve', async (t) => {
  const app = await build(t)
  const calls = countCalls(app.catalogCache)
  const post = async (payload: unknown, query = '') => {
    for (const name of Object.keys(calls)) delete calls[name]
    const res = await app.inject({ method: 'POST', url: `/v1/resolve${query}`, payload: payload as Record<string, unknown> })
    t.equal(res.statusCode, 200, res.body.slice(0, 200))
    return { ...calls }
  }
  // Nessie's stored discard behaviour adds Danger! Bigfoot!, whose rulings are cited too.
  const nessie = { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'], hand: ['Danger! Nessie!'] }, B: {} } }
  t.strictSame(await post(nessie), { lookupCards: 2, allRulings: 1 }, 'the board, then the cards its behaviours name; the rulings to cite')
  t.strictSame(await post(nessie, '?lang=ja'), { lookupCards: 2, allRulings: 1, rulingTexts: 1 }, 'in Japanese: the card names come with the cards, only the rulings\u2019 texts are asked')
  t.strictSame(await post({ turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} } }), { lookupCards: 1, allRulings: 1 }, 'nothing left to look up: one lookup')
  t.strictSame(await post({ turnPlayer: 'A', players: { A: { field: ['Veiler'] }, B: {} } }), { lookupCards: 2, readNames: 1, allRulings: 1 }, 'a name read as typed: read, then its card looked up')
  t.strictSame(
    await post({ game: 'grand-archive', turnPlayer: 'A', players: { A: { hand: ['Tristan'] }, B: {} }, effects: [{ id: 'e', controller: 'A', kind: 'hand-size-limit', limit: 7 }] }),
    { allRulings: 1 },
    'Grand Archive names no catalog card',
  )
})
