/**
 * An example body for each write, shown in the document beside its schema. Each one is accepted by
 * its route on the curated data (test/openapi-document.test.ts sends them all, in this order).
 */
export const WRITE_EXAMPLES: Record<string, unknown> = {
  'post /v1/references': {
    id: 'ref-qa-example',
    kind: 'official-qa',
    title: 'Cards discarded for hand size during the End Phase',
    publisher: 'Konami (official OCG Q&A)',
    url: 'https://db.ygoresources.com/qa#12345',
    locator: 'qa#12345',
    date: '2024-05-01',
    language: 'en',
  },
  'patch /v1/references/{id}': { locator: 'qa#12346', date: '2024-05-02' },
  'post /v1/rulings': {
    id: 'card-lyla-example',
    game: 'yugioh',
    kind: 'card-ruling',
    title: "Lyla's End Phase mill when Lyla is negated",
    text: 'While its effect is negated when it resolves, Lyla sends nothing to the GY.',
    authority: 'official',
    date: '2024-05-01',
    phases: ['end'],
    cards: [{ card: 'Lyla, Lightsworn Sorceress', situations: ['meets'], with: 'Effect Veiler' }],
    references: [{ id: 'ref-qa-8765', locator: 'qa#8765' }],
    translations: { ja: { title: 'ライラのエンドフェイズの効果が無効のとき', text: '効果が無効の状態で処理されたライラは、墓地へ何も送らない。' } },
  },
  'patch /v1/rulings/{id}': { title: "Lyla's End Phase mill when its effect is negated", date: '2024-05-02' },
  'put /v1/rulings/{id}/cards/{card}': { situations: ['meets'], with: 'Effect Veiler' },
  'put /v1/rulings/{id}/references/{reference}': { locator: 'p.195' },
  'put /v1/cards/{id}/behaviours': {
    phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', zone: 'field', does: [{ action: 'mill', whose: 'controller', count: 3 }] }],
  },
  'post /v1/admin/keys': { name: 'alice', scope: 'editor' },
  'post /v1/admin/import': { format: 'yaml-yugi', source: 'https://example.org/yaml-yugi/cards.json' },
}

/** Answers of keyed reads, which `npm run docs:examples` (no key) cannot record: each validates against its 200 schema (test/openapi.test.ts). */
export const KEYED_READ_EXAMPLES: Record<string, unknown> = {
  'get /v1/admin/keys': {
    items: [
      { name: 'ops', scope: 'admin', createdAt: '2026-11-20T09:12:44.120Z', revokedAt: null },
      { name: 'alice', scope: 'editor', createdAt: '2026-11-21T17:03:09.871Z', revokedAt: null },
      { name: 'bob', scope: 'editor', createdAt: '2026-11-22T08:45:30.002Z', revokedAt: '2026-11-25T10:00:00.000Z' },
    ],
  },
}
