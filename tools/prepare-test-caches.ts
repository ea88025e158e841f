/**
 * Makes what the tests share before the first test needs it: the database templates (see
 * test/helpers/database.ts) and the card-data copy (test/helpers/card-data.ts). `npm test` starts it
 * beside the shared test processes, which take the tests that need neither first; a test that needs
 * one before it is made waits for it under the same lock, as it would for another test process.
 * Each is made once per state of its sources, so with both there already this does nothing.
 */
import { existsSync } from 'node:fs'
import { cardIndex } from '../test/helpers/card-data.js'
import { prepareTemplates } from '../test/helpers/database.js'
import { SHARED_CARD_DATA } from '../test/helpers/shared.js'

await Promise.all([prepareTemplates(), existsSync(SHARED_CARD_DATA) ? cardIndex() : undefined])
