/**
 * The resolve endpoint's work, shared by REST and GraphQL, as a thin orchestrator: the answer
 * cache (answer-cache.ts) → the board loader (catalog/board-loader.ts: every card and its
 * ruling links, in one pass) → the game's request reader (src/engine/<game>/request.ts) → the
 * engine, here or in the worker-thread pool → the presenter (presenter.ts: citations,
 * explanation, serialisation). No database query once the catalog cache is warm.
 */
import type { AnswerCache, AnswerOptions } from './answer-cache.js'
import type { CachedCard, CatalogCache } from '../catalog/cache.js'
import { BoardLoader, type ReadAs } from '../catalog/board-loader.js'
import type { RulingDto } from '../catalog/dto.js'
import { toApiError } from './engine-errors.js'
import { EnumeratePool, type EnumerateOptions, type Enumerated } from './enumerate-pool.js'
import { resolve as runEngine, requestReader, RULESETS, type EngineRequest, type EngineResult, type Player, type Ruleset, type WireRequest } from '../engine/index.js'
import { LIMITS, type ResolveRequest } from '../schemas/resolve.js'
import type { TextFormat } from '../explain/format.js'
import type { Lang } from '../explain/i18n.js'
import type { ExplainTask } from './explain-task.js'
import { localNames, noteInEnglish, Presenter, serialise, type ExplanationJson, type Render, type ResolveResponse, type ResponseBody } from './presenter.js'

export type { AnswerOptions } from './answer-cache.js'
export type { ReadAs } from '../catalog/board-loader.js'
export type { CitedRuling, CitedRulingLink, CitationMode, ExplanationJson, Render, ResolveResponse } from './presenter.js'

/**
 * A board with more cards and items than this has its main line run, and its explanations
 * rendered, in the worker-thread pool: forty items took 70 to 160 ms of engine and 100 to 400 ms
 * per explanation on the event loop, holding every other request up; the typical board (ten)
 * takes well under a millisecond there, and a thread would only add its hop.
 */
export const LONG_BOARD_ITEMS = 12

const PLAYERS: Player[] = ['A', 'B']

/** A board's items and cards: every list of the request but its choices, and every zone, whatever the game. */
function boardItems(request: EngineRequest): number {
  let items = 0
  const lists = request as unknown as Record<string, unknown>
  for (const field in lists) {
    const list = lists[field]
    if (field !== 'choices' && Array.isArray(list)) items += list.length
  }
  for (const player of PLAYERS) {
    const zones = request.players[player] as unknown as Record<string, unknown>
    for (const zone in zones) {
      const cards = zones[zone]
      if (Array.isArray(cards)) items += cards.length
    }
  }
  return items
}

/** The engine's request, with (apart) how names were read forgivingly and every loaded card by canonical name. */
export type ReadRequest = EngineRequest & { readAs?: ReadAs[]; loaded?: ReadonlyMap<string, CachedCard> }

/** The GraphQL form of an answer: its outcomes still as JSON (parsed only when selected), and its size. */
export type ResolveObjects = Omit<ResolveResponse, 'outcomes'> & {
  outcomesJson?: Buffer
  /** The bytes of its steps, events, notes and outcomes as JSON, counted against the request's budget. */
  bytes: number
  explain: Render
}

export class ResolveService {
  /** Cites, explains and serialises. */
  readonly presenter: Presenter
  /** Where enumerate requests run: off the event loop, within their budgets. */
  readonly enumeration: EnumeratePool
  /** Everything the catalog knows of a board's cards, in one pass. */
  private readonly loader: BoardLoader

  constructor(
    private readonly cache: CatalogCache,
    /** Answers kept as JSON (the answer-cache plugin's, shared with GraphQL). */
    private readonly answers: AnswerCache,
    /** Where rulings are served from, for the links of a Markdown explanation ('' = relative links). */
    publicUrl = '',
    enumerate: Partial<EnumerateOptions> = {},
    /**
     * The games played here (the engine's list). A board this process runs itself (a short one,
     * not enumerated) is resolved by these; the worker threads run the engine's own list.
     */
    private readonly rulesets: readonly Ruleset[] = RULESETS,
  ) {
    this.enumeration = new EnumeratePool(enumerate)
    this.presenter = new Presenter(publicUrl)
    this.loader = new BoardLoader(cache)
  }

  /** Ends the enumerate threads. */
  async close(): Promise<void> {
    await this.enumeration.close()
  }

  /** What the kept answers hold: their count and bytes; and how many cited-rulings parts are kept. */
  responseCacheStats(): { entries: number; bytes: number; citedSets: number } {
    return { entries: this.answers.size, bytes: this.answers.bytes, citedSets: this.presenter.citedSetCount }
  }

  /**
   * The answer, serialised (JSON, or the explanation alone as Markdown or plain text), kept under
   * the request's body text (or its JSON when none is given) and the way it was asked for.
   */
  async resolveJson(request: ResolveRequest, body: string = JSON.stringify(request), options: AnswerOptions = {}): Promise<Buffer> {
    const generation = this.answers.currentGeneration()
    const hit = this.answers.answer(body, options)
    if (hit) return hit
    const lang = options.lang ?? request.explain
    const base = options.base ?? this.presenter.publicUrl
    const { response, cited, render } = await this.answer(request, undefined, base, options.perspective)
    const format = options.format ?? 'json'
    let answer: Buffer
    if (format !== 'json') answer = Buffer.from((await render(lang ?? 'en', format)) as string)
    else {
      if (lang !== undefined) response.explanation = (await render(lang, 'json')) as ExplanationJson
      answer = serialise(response, this.presenter.citedRulingsJson(cited.ids, cited.rulings, request.citations ?? 'full', base))
    }
    // An answer cut by the time budget depends on how fast the search ran this once: not kept.
    if (response.truncatedReason !== 'time') this.answers.keep(body, options, generation, answer)
    return answer
  }

  /**
   * The answer to a request body seen before (byte for byte) and asked for in the same way (language,
   * format), while the catalog cache holds; undefined otherwise. Only valid requests are ever
   * answered, so a body found here needs no validation again.
   */
  cachedAnswer(body: string, options: AnswerOptions): Buffer | undefined {
    return this.answers.answer(body, options)
  }

  /**
   * The answer as objects (GraphQL), with its explanation made on demand in any language and
   * format. `maxBytes`: what is left of the request's byte budget for an enumerate's outcomes.
   */
  async resolve(request: ResolveRequest, options: { maxBytes?: number; base?: string } = {}): Promise<ResolveObjects> {
    const { response, cited, render, bytes } = await this.answer(request, options.maxBytes, options.base ?? this.presenter.publicUrl)
    if (request.explain !== undefined) response.explanation = (await render(request.explain, 'json')) as ExplanationJson
    // GraphQL answers the fields selected: the full rulings are there, and a client wanting the light answer selects id and link.
    const rulings = cited.ids.map((id) => this.presenter.citation(id, cited.rulings).cited)
    return { ...response, rulings, explain: render, bytes: bytes ?? Buffer.byteLength(JSON.stringify({ steps: response.steps, events: response.events, notes: response.notes })) }
  }


  private async answer(
    request: ResolveRequest,
    maxBytes?: number,
    base = this.presenter.publicUrl,
    perspective: 'A' | 'B' | undefined = request.perspective,
  ): Promise<{ response: ResponseBody; cited: { ids: string[]; rulings: Map<string, RulingDto> }; render: Render; bytes?: number }> {
    const { readAs, loaded, ...engineRequest } = await this.toEngineRequest(request)
    const long = boardItems(engineRequest) > LONG_BOARD_ITEMS
    let result: Omit<EngineResult, 'outcomes'>
    let enumerated: Enumerated | undefined
    let bytes: number | undefined
    if (engineRequest.enumerate) {
      enumerated = await this.enumeration.run(engineRequest, maxBytes)
      result = enumerated.result
      bytes = enumerated.bytes
    } else if (long && this.enumeration.threaded) {
      const mainLine = await this.enumeration.run(engineRequest)
      result = mainLine.result
      bytes = mainLine.bytes
    } else {
      try {
        result = runEngine(engineRequest, undefined, this.rulesets)
      } catch (error) {
        throw toApiError(error)
      }
    }
    const rulings = request.asOf ? await this.rulingsAsOf(result.rulings, request.asOf) : await this.cache.allRulings()
    // Every cited ruling must be loaded (else a 503 saying so), whichever way it is cited.
    for (const id of result.rulings) this.presenter.citation(id, rulings)
    const { eventSteps: _eventSteps, items: _items, search: _search, rulings: ids, notes, ...shown } = result
    const response: ResponseBody = {
      game: engineRequest.game,
      phase: engineRequest.phase,
      turnPlayer: engineRequest.turnPlayer,
      reading: engineRequest.reading,
      ...(request.asOf ? { asOf: request.asOf } : {}),
      ...(request.region ? { region: request.region } : {}),
      ...(readAs ? { readAs } : {}),
      ...shown,
      notes: notes.map(noteInEnglish),
      ...(enumerated?.truncatedReason ? { truncatedReason: enumerated.truncatedReason } : {}),
      ...(enumerated ? { outcomesJson: enumerated.outcomesJson } : {}),
    }
    // Each language and format is rendered once per answer, however often it is asked for.
    const rendered = new Map<string, Promise<ExplanationJson | string>>()
    const render: Render = (lang, format = 'json', seat = perspective) => {
      const key = `${lang}|${format}|${seat ?? ''}`
      let explanation = rendered.get(key)
      if (!explanation) {
        explanation = this.renderExplanation(engineRequest, result, loaded, lang, format, long || result.events.length > 2 * LONG_BOARD_ITEMS, base, seat)
        rendered.set(key, explanation)
      }
      return explanation
    }
    return { response, cited: { ids, rulings }, render, ...(bytes !== undefined ? { bytes } : {}) }
  }

  private async renderExplanation(
    request: EngineRequest,
    result: Omit<EngineResult, 'outcomes'>,
    loaded: ReadonlyMap<string, CachedCard> | undefined,
    lang: Lang,
    format: 'json' | TextFormat,
    long: boolean,
    base: string,
    perspective: 'A' | 'B' | undefined,
  ): Promise<ExplanationJson | string> {
    const task: ExplainTask = {
      request,
      result,
      localNames: lang === 'ja' && loaded ? localNames(request, (name) => loaded.get(name)?.nameJa) : new Map<string, string>(),
      rulingSummaries: lang === 'en' ? new Map<string, string>() : await this.rulingSummaries(lang),
      lang,
      format,
      publicUrl: base,
      ...(perspective ? { perspective } : {}),
    }
    return long && this.enumeration.threaded ? this.enumeration.explain(task) : this.presenter.explanation(task)
  }

  /** Ruling id → its summary in `lang`, where stored (the catalog's rulingTexts). */
  private async rulingSummaries(lang: string): Promise<Map<string, string>> {
    return new Map([...(await this.cache.rulingTexts(lang))].map(([id, text]) => [id, text.text]))
  }

  /**
   * The rulings to cite, as they stood at the end of `date`: the current ones, with each cited
   * ruling replaced by its state on that date (a procedure ruling the engine cites that was not yet
   * in effect is cited as it is now).
   */
  private async rulingsAsOf(ids: readonly string[], date: string): Promise<Map<string, RulingDto>> {
    const current = await this.cache.allRulings()
    const then = await this.cache.rulingsAsOf([...new Set(ids)], date)
    return new Map([...current, ...then])
  }

  /**
   * The engine's request, and (apart) how names were read forgivingly (`readAs`, for the answer)
   * and the cards loaded (their Japanese names, for an explanation): the game's reader says which
   * catalog cards the request names, the loader loads them with their ruling links, and the reader
   * turns the request into the engine's.
   */
  async toEngineRequest(request: ResolveRequest): Promise<ReadRequest> {
    // The API's schema stays assignable to what the readers read: this fails to compile otherwise.
    const wire: WireRequest = request
    try {
      const reader = requestReader(wire.game ?? 'yugioh', wire.phase ?? 'end', this.rulesets)
      const sites = reader.cardSites(wire)
      const board = await this.loader.load(sites, { ...(request.asOf ? { asOf: request.asOf } : {}), ...(request.region ? { region: request.region } : {}) })
      const engineRequest: ReadRequest = reader.read(wire, { cards: board.cards, cardRulings: board.cardRulings, limits: LIMITS })
      if (board.readAs.length > 0) engineRequest.readAs = board.readAs
      if (sites.length > 0) engineRequest.loaded = board.byName
      return engineRequest
    } catch (error) {
      throw toApiError(error)
    }
  }
}

export { toApiError }
