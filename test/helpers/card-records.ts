/**
 * Real card records from the shared card data (../shared/data/yaml-yugi), chosen by a test, and
 * imported into a test's app as an admin's import would.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { importYamlYugi } from '../../src/catalog/importer.js'
import type { build } from './build.js'

/** A yaml-yugi record, as far as the tests read it. */
export interface CardRecord {
  konami_id: number | null
  password: number | null
  name: Record<string, string | undefined>
  card_type: string
  property?: string
  monster_type_line?: string
  attribute?: string
  level?: number
  rank?: number
  atk?: number | string
  def?: number | string
  pendulum_scale?: number
  link_arrows?: string[]
  sets?: Record<string, Array<{ set_number?: string; set_name?: string }> | undefined>
  limit_regulation?: Record<string, string | null | undefined>
  master_duel_rarity?: string
  images?: Array<{ index: number | string; image: string; illustration?: string }>
}

/** Imports the records into the app's database (as POST /v1/admin/import would) and forgets what the catalog cached. */
export async function importRecords(app: Awaited<ReturnType<typeof build>>, records: CardRecord[]): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'rulings-card-records-'))
  await writeFile(join(dir, 'cards.json'), JSON.stringify(records))
  await importYamlYugi(app.testDb.sql, join(dir, 'cards.json'))
  app.catalogCache.clear()
}
