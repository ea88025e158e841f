/**
 * Issue 13: the curated content is data in files (content/*.yaml) that the seed loads. The files
 * round-trip (load, seed, export: the same bytes), a broken file is refused naming the file and the
 * entry, and an edit made through the API is written back into the file the entry came from.
 */
import t from 'tap'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { seedContent } from '../src/catalog/seed.js'
import { CONTENT_DIR, ContentError, loadContent } from '../src/content/load.js'
import { contentFiles, exportContent } from '../src/content/export.js'
import { createKey } from '../src/editors/keys.js'
import { build } from './helpers/build.js'
import { testDatabase, type Teardown } from './helpers/database.js'

const loaded = loadContent()

t.test('the files hold every curated entry', async (t) => {
  t.ok(loaded.references.length >= 12, 'references')
  t.ok(loaded.rulings.length >= 79, 'rulings')
  t.equal(loaded.cards.length, 90, 'curated cards')
  t.ok(loaded.cards.filter((c) => c.behaviours.phases.length > 0 || c.behaviours.discard || c.behaviours.handSize).length >= 40, 'cards with behaviours')
  t.ok(loaded.situations.length >= 36, 'card situations')
  const paths = loaded.layout.files.map((f) => f.path)
  t.ok(paths.includes('references.yaml') && paths.includes('cards.yaml'))
  t.ok(paths.some((p) => p.startsWith('rulings/')) && paths.some((p) => p.startsWith('behaviours/')))
})

t.test('round trip: load, seed a fresh database, export: the same bytes', async (t) => {
  const db = await testDatabase(t)
  await seedContent(db.prisma)
  const files = contentFiles(loaded.layout, await exportContent(db.prisma))
  const expected = loaded.layout.files.filter((f) => f.kind !== 'cards').map((f) => f.path)
  t.same([...files.keys()].sort(), [...expected].sort(), 'every file, and no added one')
  for (const [path, text] of files) t.equal(text, readFileSync(join(CONTENT_DIR, path), 'utf8'), path)
})

/** A copy of the content directory with one file changed by `edit` (on its parsed entries). */
function brokenCopy(t: Teardown, path: string, edit: (entries: Array<Record<string, unknown>>) => unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  cpSync(CONTENT_DIR, dir, { recursive: true })
  const entries = parse(readFileSync(join(dir, path), 'utf8')) as Array<Record<string, unknown>>
  const changed = edit(entries) ?? entries
  writeFileSync(join(dir, path), typeof changed === 'string' ? changed : stringify(changed))
  return dir
}

t.test('a broken file is refused, naming the file and the entry', async (t) => {
  const firstRuling = (entries: Array<Record<string, unknown>>) => entries[0] as Record<string, unknown>
  const cases: Array<[string, string, (e: Array<Record<string, unknown>>) => unknown, RegExp]> = [
    ['a ruling without a reference', 'rulings/1-list-phase.yaml', (e) => void (firstRuling(e).references = []), /content\/rulings\/1-list-phase\.yaml: \[0\] \("ygo-ep-three-parts"\)\.references must NOT have fewer than 1 items/],
    ['an unknown field', 'rulings/1-list-phase.yaml', (e) => void (firstRuling(e).colour = 'red'), /1-list-phase\.yaml: \[0\] \("ygo-ep-three-parts"\) must NOT have additional properties/],
    ['a reference that does not exist', 'rulings/1-list-phase.yaml', (e) => void ((firstRuling(e).references as Array<Record<string, unknown>>)[0]!.id = 'ref-nowhere'), /ruling ygo-ep-three-parts cites reference ref-nowhere, which is not in content\/references\.yaml/],
    ['a card that does not exist', 'rulings/1-list-phase.yaml', (e) => void (firstRuling(e).cards = ['No Such Card']), /ruling ygo-ep-three-parts names card "No Such Card"/],
    ['a ruling id twice', 'rulings/5-grand-archive.yaml', (e) => void (firstRuling(e).id = 'ygo-ep-three-parts'), /ruling id "ygo-ep-three-parts" appears twice/],
    [
      'a supersession cycle',
      'rulings/1-list-phase.yaml',
      (e) => {
        Object.assign(e[0]!, { status: 'superseded', supersededBy: e[1]!.id })
        Object.assign(e[1]!, { status: 'superseded', supersededBy: e[0]!.id })
      },
      /supersession forms a cycle/,
    ],
    ['a behaviour kind the engine does not know', 'behaviours/seed-003-ocg-wiki.yaml', (e) => void (((e[0]!.phases as Array<Record<string, unknown>>)[0]!).kind = 'sometimes'), /seed-003-ocg-wiki\.yaml: \[0\] \("Mist Archfiend"\)\.phases\[0\]\.kind must be equal to one of the allowed values \(trigger, apply, expire\)/],
    ['a key written twice', 'references.yaml', () => '- id: ref-a\n  id: ref-b\n', /content\/references\.yaml: not valid YAML: .*unique/i],
  ]
  for (const [name, path, edit, message] of cases) {
    const dir = brokenCopy(t, path, edit)
    t.throws(() => loadContent(dir), message, name)
    t.throws(() => loadContent(dir), ContentError, `${name}: a ContentError`)
  }
})

t.test('edits made through the API are written back where each entry came from', async (t) => {
  const app = await build(t)
  const editor = await createKey(app.db.prisma, 'editor', 'editor')
  const headers = { authorization: `Bearer ${editor}` }
  const created = await app.inject({
    method: 'POST',
    url: '/v1/rulings',
    headers,
    payload: {
      id: 'card-mist-archfiend-new-answer',
      game: 'yugioh',
      kind: 'card-ruling',
      title: 'Mist Archfiend: a new answer',
      text: 'A new official answer, added through the API.',
      authority: 'official',
      date: '2026-11-20',
      cards: [{ card: 'Mist Archfiend', situations: ['meets'], with: 'Enemy Controller' }],
      references: [{ id: 'ref-qa-8765', locator: 'qa#8765' }],
    },
  })
  t.equal(created.statusCode, 201, created.body)
  // Whatever the API accepts, a file accepts: an id without the curated "ref-" prefix, a regional language.
  const reference = await app.inject({ method: 'POST', url: '/v1/references', headers, payload: { id: 'example-faq-br', kind: 'faq', title: 'Perguntas frequentes', publisher: 'Konami', language: 'pt-BR' } })
  t.equal(reference.statusCode, 201, reference.body)
  // And what a file refuses, the API refuses: a phase that is not a window of the service.
  const badPhase = await app.inject({ method: 'POST', url: '/v1/rulings', headers, payload: { id: 'card-bad-phase', game: 'yugioh', kind: 'faq', title: 't', text: 't', authority: 'official', date: null, phases: ['draw'], references: [{ id: 'ref-qa-8765' }] } })
  t.equal(badPhase.statusCode, 400, badPhase.body)
  t.match(badPhase.json().message, /phases/)
  const current = await app.inject('/v1/rulings/ygo-ep-restart')
  const patched = await app.inject({ method: 'PATCH', url: '/v1/rulings/ygo-ep-restart', headers: { ...headers, 'if-match': `"${current.json().version}"` }, payload: { text: 'After every item and its chain, priority returns to the turn player (edited).' } })
  t.equal(patched.statusCode, 200, patched.body)

  const files = contentFiles(loaded.layout, await exportContent(app.db.prisma))
  t.match(files.get('rulings/added.yaml'), /^# Rulings added through the API[\s\S]*- id: card-mist-archfiend-new-answer\n[\s\S]*with: Enemy Controller/)
  const listPhase = files.get('rulings/1-list-phase.yaml') ?? ''
  t.match(listPhase, /text: After every item and its chain, priority returns to the turn player \(edited\)\./)
  t.not(listPhase, readFileSync(join(CONTENT_DIR, 'rulings/1-list-phase.yaml'), 'utf8'))
  t.equal(files.get('rulings/2-hand-size.yaml'), readFileSync(join(CONTENT_DIR, 'rulings/2-hand-size.yaml'), 'utf8'), 'an untouched file is unchanged')

  // The exported files load again, with the edits.
  const dir = mkdtempSync(join(tmpdir(), 'content-export-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  cpSync(CONTENT_DIR, dir, { recursive: true })
  for (const [path, text] of files) writeFileSync(join(dir, path), text)
  const again = loadContent(dir)
  t.equal(again.rulings.find((r) => r.id === 'card-mist-archfiend-new-answer')?.date, '2026-11-20')
  t.match(again.rulings.find((r) => r.id === 'ygo-ep-restart')?.text, /\(edited\)\.$/)
  t.match(again.references.find((r) => r.id === 'example-faq-br'), { language: 'pt-BR', url: null })
  t.same(again.situations.find((s) => s.ruling === 'card-mist-archfiend-new-answer'), { ruling: 'card-mist-archfiend-new-answer', card: 'Mist Archfiend', situations: ['meets'], with: 'Enemy Controller' })
})
