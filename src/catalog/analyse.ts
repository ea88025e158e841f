/** Re-reads every stored card's English text with the analyser and stores what changed. */
import { analyseCard } from '../analyser/index.js'
import type { SqlRunner } from '../db/sql.js'

export interface AnalyseSummary {
  cards: number
  changed: number
  seconds: number
}

export async function analyseStoredCards(db: SqlRunner, batchSize = 2000): Promise<AnalyseSummary> {
  const started = process.hrtime.bigint()
  let lastId = 0
  let cards = 0
  let changed = 0
  await db.transaction(async (tx) => {
    for (;;) {
      const rows = await tx.query<{ id: number; card_type: string; monster_type_line: string | null; property: string | null; name: string | null; text: string | null; pendulum_text: string | null }>(
        `SELECT c.id, c.card_type, c.monster_type_line, c.property, l.name, l.text, l.pendulum_text
         FROM card c LEFT JOIN card_locale l ON l.card_id = c.id AND l.lang = 'en'
         WHERE c.id > $1 ORDER BY c.id LIMIT $2`,
        [lastId, batchSize],
      )
      if (rows.length === 0) break
      lastId = rows[rows.length - 1]!.id
      cards += rows.length
      const ids = rows.map((r) => r.id)
      const values = rows.map((r) =>
        JSON.stringify(analyseCard({ name: r.name ?? '', text: r.text, pendulumEffect: r.pendulum_text, cardType: r.card_type, monsterTypeLine: r.monster_type_line, property: r.property })),
      )
      const updated = await tx.query<{ id: number }>(
        `UPDATE card SET text_behaviours = u.b::jsonb, analysed_at = now(), updated_at = now()
         FROM unnest($1::int[], $2::text[]) AS u(id, b)
         WHERE card.id = u.id AND card.text_behaviours IS DISTINCT FROM u.b::jsonb
         RETURNING card.id`,
        [ids, values],
      )
      changed += updated.length
    }
  })
  return { cards, changed, seconds: Number(process.hrtime.bigint() - started) / 1e9 }
}
