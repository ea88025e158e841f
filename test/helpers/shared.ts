/**
 * The team's shared folder (seeds, card data), beside the project as `../shared`, or wherever
 * RULINGS_SHARED_DIR says. Tests that read it skip, saying so, when it is absent.
 */
import { join, resolve } from 'node:path'
import { PROJECT_ROOT } from '../../src/paths.js'

export const SHARED_DIR = process.env.RULINGS_SHARED_DIR ?? resolve(PROJECT_ROOT, '../shared')
export const SHARED_CARD_DATA = join(SHARED_DIR, 'data/yaml-yugi/cards.json.gz')
export const SHARED_SEEDS_DIR = join(SHARED_DIR, 'seeds')
