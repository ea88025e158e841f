/**
 * The presenter of a resolve: cites the rulings (once per loaded ruling, and the cited-rulings part
 * of an answer once per set of ids), renders the explanation, and serialises the answer. It reads
 * what the engine answered (its item table included) and asks the catalog nothing.
 */
import { LRUCache } from 'lru-cache'
import type { RulingDto } from '../catalog/dto.js'
import type { EngineRequest, EngineResult, Note, Player } from '../engine/index.js'
import { ApiError } from '../errors.js'
import type { TextFormat } from '../explain/format.js'
import { messageText, type Lang } from '../explain/i18n.js'
import { renderExplanation, type ExplainTask, type ExplanationJson } from './explain-task.js'
import type { TruncatedReason } from '../schemas/truncated.js'

export interface CitedRuling {
  id: string
  title: string
  summary: string
  status: string
  supersededBy: string | null
  /** A ruling that holds in one region only. */
  region?: 'tcg' | 'ocg'
  references: Array<{ id: string; title: string; locator: string | null }>
}

export type { ExplanationJson }

/** A ruling cited by id (`citations: "ids"`): where to read it. */
export interface CitedRulingLink {
  id: string
  link: string
}

/** A note as the answer gives it: the engine's message, worded in English (the explanation words it in its own language). */
export type AnswerNote = Omit<Note, 'message'> & { text: string }

/**
 * Canonical English name → its name in the explanation's language, for every card the request
 * names (on the hand, field and GY, what their discard behaviours name, the items' and
 * responses' cards), from the names the board loader loaded.
 */
export function localNames(request: EngineRequest, nameOf: (name: string) => string | undefined): Map<string, string> {
  const names = new Set<string>()
  for (const player of ['A', 'B'] as const) {
    const board = request.players[player]
    for (const card of [...board.hand, ...board.field, ...board.graveyard]) {
      names.add(card.name)
      for (const discard of [card.behaviours.discard, ...(card.addsAs ?? []).map((as) => as?.discard)]) {
        for (const list of [discard?.adds, discard?.sends, discard?.summons]) for (const name of list ?? []) names.add(name)
      }
    }
  }
  for (const item of [...request.effects, ...request.responses]) if (item.card) names.add(item.card)
  const out = new Map<string, string>()
  for (const name of names) {
    const local = nameOf(name)
    if (local) out.set(name, local)
  }
  return out
}

export function noteInEnglish({ message, ...note }: Note): AnswerNote {
  return { ...note, text: messageText('en', message) }
}

export type ResolveResponse = Omit<EngineResult, 'rulings' | 'eventSteps' | 'items' | 'search' | 'notes'> & {
  notes: AnswerNote[]
  game: string
  phase: string
  turnPlayer: Player
  reading: string
  rulings: CitedRuling[]
  /** The names the forgiving search read, each as the card it was read as (absent: every name was exact). */
  readAs?: Array<{ field: string; asked: string; card: string }>
  /** With `truncated`: why (enumerate-task.ts). */
  truncatedReason?: TruncatedReason
  explanation?: ExplanationJson
}

/** The answer before its rulings are cited; an enumerate's outcomes come as JSON from the thread that found them. */
export type ResponseBody = Omit<ResolveResponse, 'rulings' | 'outcomes'> & { outcomesJson?: Buffer }

/** Renders the explanation of an answer: as JSON entries (with Markdown messages), or as Markdown or plain text. */
/** The explanation in a language and format, worded to `perspective` where given (else as the answer was asked). */
export type Render = (lang: Lang, format?: 'json' | TextFormat, perspective?: 'A' | 'B') => Promise<ExplanationJson | string>

const COMMA = Buffer.from(',')

const CLOSE_ARRAY = Buffer.from(']')
const OUTCOMES = Buffer.from('"outcomes":')
const RULINGS = Buffer.from('"rulings":')
const CLOSE_OBJECT = Buffer.from('}')

/** A ruling as an answer cites it, and the same as UTF-8 JSON, made once per loaded ruling. */
interface Citation {
  cited: CitedRuling
  json: Buffer
}

export type CitationMode = 'full' | 'ids'

/**
 * The cited-rulings part of answers (`[…]`, most of a full answer's bytes), serialised once per
 * set of ruling ids and mode rather than per answer: boards asked often cite the same few sets.
 * An entry holds for the rulings as loaded (a new load of the rulings, a new entry).
 */
class CitedRulingsCache {
  private readonly entries: LRUCache<string, { rulings: Map<string, RulingDto>; json: Buffer }>

  constructor(maxBytes: number) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry, key) => entry.json.length + key.length * 2 + 64 })
  }

  get(key: string, rulings: Map<string, RulingDto>): Buffer | undefined {
    const entry = this.entries.get(key)
    return entry && entry.rulings === rulings ? entry.json : undefined
  }

  set(key: string, rulings: Map<string, RulingDto>, json: Buffer): void {
    this.entries.set(key, { rulings, json })
  }

  get size(): number {
    return this.entries.size
  }
}

/** Memory for the serialised cited-rulings parts (a set's full text is a few kilobytes). */
const CITED_RULINGS_CACHE_BYTES = 4 * 1024 * 1024
const OPEN = Buffer.from('[')

export class Presenter {
  /** By the ruling as loaded: a new load of the rulings (the catalog cache moved on) starts afresh. */
  private readonly citations = new WeakMap<RulingDto, Citation>()
  private readonly citedSets = new CitedRulingsCache(CITED_RULINGS_CACHE_BYTES)

  constructor(
    /** Where rulings are served from, for the links of a Markdown explanation ('' = relative links). */
    readonly publicUrl = '',
  ) {}

  /** How many cited-rulings parts are kept. */
  get citedSetCount(): number {
    return this.citedSets.size
  }

  /** Where a ruling is served (GET /v1/rulings/:id), absolute under PUBLIC_URL when it is set. */
  rulingLink(id: string, base = this.publicUrl): string {
    return `${base}/v1/rulings/${encodeURIComponent(id)}`
  }

  /** The `rulings` array of an answer as JSON, made once per set of ids and mode (then copied in). */
  citedRulingsJson(ids: readonly string[], rulings: Map<string, RulingDto>, mode: CitationMode, base = this.publicUrl): Buffer {
    const key = `${mode}${mode === 'ids' ? `|${base}` : ''}\n${ids.join('\n')}`
    const kept = this.citedSets.get(key, rulings)
    if (kept) return kept
    const parts: Buffer[] = [OPEN]
    ids.forEach((id, i) => {
      if (i > 0) parts.push(COMMA)
      const citation = this.citation(id, rulings)
      parts.push(mode === 'full' ? citation.json : Buffer.from(JSON.stringify({ id, link: this.rulingLink(id, base) } satisfies CitedRulingLink)))
    })
    parts.push(CLOSE_ARRAY)
    const json = Buffer.concat(parts)
    this.citedSets.set(key, rulings, json)
    return json
  }

  /** A cited ruling and its JSON, made once per loaded ruling; a 503 when the database lacks it. */
  citation(id: string, rulings: Map<string, RulingDto>): Citation {
    const ruling = rulings.get(id)
    if (!ruling) {
      // The engine only cites ids of src/engine/core/ruling-ids.ts and of the card rulings it was given, which the seed stores; a missing
      // one means the database was not seeded: say so rather than answer without the citation.
      throw new ApiError(503, 'RULINGS_NOT_LOADED', `ruling ${id} is not in the database; run npm run db:seed`)
    }
    let citation = this.citations.get(ruling)
    if (!citation) {
      const cited: CitedRuling = {
        id: ruling.id,
        title: ruling.title,
        summary: ruling.text,
        status: ruling.status,
        supersededBy: ruling.supersededBy,
        ...(ruling.region === 'tcg' || ruling.region === 'ocg' ? { region: ruling.region } : {}),
        references: ruling.references.map((r) => ({ id: r.id, title: r.title, locator: r.locator })),
      }
      citation = { cited, json: Buffer.from(JSON.stringify(cited)) }
      this.citations.set(ruling, citation)
    }
    return citation
  }

  /**
   * The explanation of a result in a language, on this thread: JSON entries with Markdown messages,
   * or Markdown or plain text (explain-task.ts renders it, here or in the worker pool alike).
   */
  explanation(task: ExplainTask): ExplanationJson | string {
    return renderExplanation(task)
  }
}

/**
 * An answer as UTF-8 JSON. The cited rulings (most of a full answer's bytes) were encoded once per
 * set of ids and are copied in; only the steps and events are serialised per answer.
 */
export function serialise(response: ResponseBody, citedRulings: Buffer): Buffer {
  const { outcomesJson, ...rest } = response
  const head = JSON.stringify(rest)
  const open = Buffer.from(`${head.slice(0, -1)}${head.length > 2 ? ',' : ''}`)
  // An enumerate's outcomes were serialised in the thread that found them, within the byte budget.
  const outcomes = outcomesJson ? [OUTCOMES, outcomesJson, COMMA] : []
  return Buffer.concat([open, ...outcomes, RULINGS, citedRulings, CLOSE_OBJECT])
}
