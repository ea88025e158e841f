/**
 * Reads the curated content from its files (content/ at the project root, see content/README.md):
 * references.yaml, cards.yaml, rulings/*.yaml, behaviours/*.yaml. Each file is parsed, checked
 * against its schema (src/content/schema.ts), then the whole is checked for what no single file
 * can show: unique ids, references and cards that exist, supersession without a cycle. A mistake
 * is refused with the file and the path of the entry, never loaded half.
 *
 * Also records the layout (which file holds which entry, in what order, under what header
 * comment) so that an export from the database writes every entry back where it came from.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { Ajv, type ValidateFunction } from 'ajv'
import { parse } from 'yaml'
import { keep, KEPT_DIR, keyOf, readKept, versionOf } from '../kept.js'
import { PROJECT_ROOT } from '../paths.js'
import type { CardBehaviours } from '../domain/behaviour.js'
import { asCurated } from '../schemas/behaviours.js'
import { BehavioursFile, CardsFile, ReferencesFile, RulingsFile, type BehavioursEntry, type CardEntry, type ReferenceEntry, type RulingEntry } from './schema.js'
import type { CardSeed, CardSituationSeed, ReferenceSeed, RulingSeed } from './types.js'

export const CONTENT_DIR = join(PROJECT_ROOT, 'content')

/** Where each entry lives: file path (relative to the content directory) → ids (or card names) in order, and its header. */
export interface ContentLayout {
  files: Array<{ path: string; kind: FileKind; header: string; keys: string[] }>
}

export interface LoadedContent {
  references: ReferenceSeed[]
  rulings: RulingSeed[]
  cards: CardSeed[]
  situations: CardSituationSeed[]
  layout: ContentLayout
}

export class ContentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContentError'
  }
}

type FileKind = 'references' | 'cards' | 'rulings' | 'behaviours'
const SCHEMAS = { references: ReferencesFile, cards: CardsFile, rulings: RulingsFile, behaviours: BehavioursFile } as const

// Compiled when a file must be checked, not when the module loads: a process that only imports the
// seeding code, or finds every file already checked (below), never pays for it (~0.4–0.8 s).
let compiled: Record<FileKind, ValidateFunction> | undefined
function contentValidator(kind: FileKind): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: true, strict: false })
    compiled = { references: ajv.compile(ReferencesFile), cards: ajv.compile(CardsFile), rulings: ajv.compile(RulingsFile), behaviours: ajv.compile(BehavioursFile) }
  }
  return compiled[kind]
}

/**
 * Files already parsed and checked, kept as JSON by a hash of their text, their schema and the two
 * libraries' versions: the same text under the same schema parses and checks the same way, so a
 * kept file is what parsing and checking would give again. Every start and every test process read
 * the content; parsing and checking it cost about 1.2 s of CPU each time (YAML 0.5 s, compiling the
 * schemas 0.7 s), reading the kept JSON a few milliseconds. Only files that passed are kept: a
 * broken file is refused every time, with its message.
 */
const PARSED_DIR = join(KEPT_DIR, 'parsed-content')
const LIBRARIES = `${versionOf('yaml')} ${versionOf('ajv')}`
const schemaText: Partial<Record<FileKind, string>> = {}

function parsedAndChecked(kind: FileKind, path: string, text: string): unknown[] {
  schemaText[kind] ??= JSON.stringify(SCHEMAS[kind])
  const file = join(PARSED_DIR, `${keyOf(LIBRARIES, schemaText[kind], text)}.json`)
  const kept = readKept(file, 'utf8')
  if (kept !== undefined) {
    try {
      return JSON.parse(kept) as unknown[]
    } catch {
      // A damaged copy: parsed again below, and kept anew.
    }
  }
  let data: unknown
  try {
    data = parse(text, { uniqueKeys: true, strict: true, prettyErrors: true })
  } catch (error) {
    throw new ContentError(`content/${path}: not valid YAML: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (data === null || data === undefined) data = []
  const check = contentValidator(kind)
  if (!check(data)) {
    const problems = (check.errors ?? []).slice(0, 5).map((e) => `${pointer(data, e.instancePath)} ${e.message ?? 'is invalid'}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).join(', ')})` : ''}`)
    throw new ContentError(`content/${path}: ${problems.join('; ')}`)
  }
  keep(file, JSON.stringify(data))
  return data as unknown[]
}

/** The leading comment block of a file: kept by the export. */
export function headerOf(text: string): string {
  const lines: string[] = []
  for (const line of text.split('\n')) {
    if (!line.startsWith('#')) break
    lines.push(line)
  }
  return lines.length > 0 ? `${lines.join('\n')}\n` : ''
}

function readYaml<T>(dir: string, path: string, kind: FileKind): { entries: T[]; header: string } {
  const text = readFileSync(join(dir, path), 'utf8')
  return { entries: parsedAndChecked(kind, path, text) as T[], header: headerOf(text) }
}

/** `/3/references` → `[3] (ruling "ygo-x").references`: the entry named, so the editor finds it. */
function pointer(data: unknown, instancePath: string): string {
  const parts = instancePath.split('/').slice(1)
  if (parts.length === 0) return 'the file'
  const index = Number(parts[0])
  const entry = Array.isArray(data) ? (data[index] as Record<string, unknown> | undefined) : undefined
  const label = entry && typeof entry === 'object' ? (entry.id ?? entry.card ?? (entry.name as Record<string, unknown> | undefined)?.en) : undefined
  const rest = parts.slice(1).map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`)).join('')
  return `[${index}]${typeof label === 'string' ? ` (${JSON.stringify(label)})` : ''}${rest}`
}

function yamlFiles(dir: string, sub: string): string[] {
  const full = join(dir, sub)
  if (!existsSync(full)) return []
  return readdirSync(full)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => relative(dir, join(full, f)))
}

export function loadContent(dir: string = CONTENT_DIR): LoadedContent {
  const layout: ContentLayout = { files: [] }
  const references: ReferenceSeed[] = []
  const cardEntries: CardEntry[] = []
  const rulingEntries: RulingEntry[] = []
  const behaviourEntries: Array<{ entry: BehavioursEntry; path: string }> = []

  const refs = readYaml<ReferenceEntry>(dir, 'references.yaml', 'references')
  references.push(...refs.entries)
  layout.files.push({ path: 'references.yaml', kind: 'references', header: refs.header, keys: refs.entries.map((r) => r.id) })
  const cards = readYaml<CardEntry>(dir, 'cards.yaml', 'cards')
  cardEntries.push(...cards.entries)
  layout.files.push({ path: 'cards.yaml', kind: 'cards', header: cards.header, keys: cards.entries.map((c) => c.name.en) })
  for (const path of yamlFiles(dir, 'rulings')) {
    const file = readYaml<RulingEntry>(dir, path, 'rulings')
    rulingEntries.push(...file.entries)
    layout.files.push({ path, kind: 'rulings', header: file.header, keys: file.entries.map((r) => r.id) })
  }
  for (const path of yamlFiles(dir, 'behaviours')) {
    const file = readYaml<BehavioursEntry>(dir, path, 'behaviours')
    behaviourEntries.push(...file.entries.map((entry) => ({ entry, path })))
    layout.files.push({ path, kind: 'behaviours', header: file.header, keys: file.entries.map((b) => b.card) })
  }

  const problems: string[] = []
  const unique = (what: string, keys: Array<string | number | null>) => {
    const seen = new Set<string | number>()
    for (const key of keys) {
      if (key === null) continue
      if (seen.has(key)) problems.push(`${what} ${JSON.stringify(key)} appears twice`)
      seen.add(key)
    }
  }
  unique('reference id', references.map((r) => r.id))
  unique('ruling id', rulingEntries.map((r) => r.id))
  unique('card', cardEntries.map((c) => c.name.en))
  unique('card password', cardEntries.map((c) => c.password))
  unique('card Konami id', cardEntries.map((c) => c.konamiId))
  unique('behaviours of card', behaviourEntries.map((b) => b.entry.card))

  const referenceIds = new Set(references.map((r) => r.id))
  const cardNames = new Set(cardEntries.map((c) => c.name.en))
  const rulingIds = new Set(rulingEntries.map((r) => r.id))
  const rulings: RulingSeed[] = []
  const situations: CardSituationSeed[] = []
  for (const r of rulingEntries) {
    const at = `ruling ${r.id}`
    for (const ref of r.references) if (!referenceIds.has(ref.id)) problems.push(`${at} cites reference ${ref.id}, which is not in content/references.yaml`)
    const seenRefs = new Set<string>()
    for (const ref of r.references) {
      if (seenRefs.has(ref.id)) problems.push(`${at} cites reference ${ref.id} twice`)
      seenRefs.add(ref.id)
    }
    if (r.supersededBy !== null && !rulingIds.has(r.supersededBy)) problems.push(`${at} is superseded by ${r.supersededBy}, which is not a ruling`)
    if ((r.status === 'superseded') !== (r.supersededBy !== null)) problems.push(`${at}: status "superseded" goes with supersededBy, and only with it`)
    const names: string[] = []
    for (const link of r.cards) {
      const name = typeof link === 'string' ? link : link.card
      if (!cardNames.has(name)) problems.push(`${at} names card ${JSON.stringify(name)}, which is not in content/cards.yaml`)
      if (names.includes(name)) problems.push(`${at} names card ${JSON.stringify(name)} twice`)
      names.push(name)
      if (typeof link === 'string') continue
      if (link.with !== undefined && !cardNames.has(link.with)) problems.push(`${at}: the card ${JSON.stringify(link.with)} that ${JSON.stringify(name)} goes with is not in content/cards.yaml`)
      situations.push({ ruling: r.id, card: name, situations: [...link.situations], ...(link.with !== undefined ? { with: link.with } : {}), ...(link.readings ? { readings: [...link.readings] } : {}) })
    }
    rulings.push({
      id: r.id,
      game: r.game,
      kind: r.kind,
      title: r.title,
      text: r.text,
      authority: r.authority,
      date: r.date,
      status: r.status,
      supersededBy: r.supersededBy,
      phases: [...r.phases],
      ...(r.region ? { region: r.region } : {}),
      cards: names,
      references: r.references.map((ref) => ({ id: ref.id, locator: ref.locator })),
    })
  }
  // Supersession cannot form a cycle.
  const next = new Map(rulings.map((r) => [r.id, r.supersededBy]))
  for (const r of rulings) {
    const seen = new Set([r.id])
    for (let at = next.get(r.id); at; at = next.get(at)) {
      if (seen.has(at)) {
        problems.push(`ruling ${r.id}: supersession forms a cycle through ${at}`)
        break
      }
      seen.add(at)
    }
  }
  const behaviours = new Map<string, CardBehaviours>()
  for (const { entry, path } of behaviourEntries) {
    if (!cardNames.has(entry.card)) problems.push(`content/${path}: behaviours of ${JSON.stringify(entry.card)}, which is not in content/cards.yaml`)
    const { card: _card, ...rest } = entry
    behaviours.set(entry.card, asCurated(rest))
  }
  if (problems.length > 0) throw new ContentError(`the curated content is inconsistent:\n- ${problems.slice(0, 20).join('\n- ')}`)

  const cardSeeds: CardSeed[] = cardEntries.map((c) => ({ ...c, name: { ...c.name }, behaviours: behaviours.get(c.name.en) ?? { phases: [] } }))
  return { references, rulings, cards: cardSeeds, situations, layout }
}
