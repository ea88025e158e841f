/**
 * The resolve endpoint's work, shared by REST and GraphQL: look the board's cards up (cached),
 * build the engine's request, run the engine, and hand the result to the presenter (presenter.ts:
 * citations, explanation, serialisation); answers are kept in the answer cache (answer-cache.ts).
 * No database query once the cache is warm.
 */
import type { CardBehaviours, LingeringEffect } from '../domain/behaviour.js'
import type { AnswerCache, AnswerOptions } from './answer-cache.js'
import { CatalogCache, type CachedCard } from '../catalog/cache.js'
import { UNNAMED_CARDS, type BoardAction, type DiscardBehaviour, type PhaseBehaviour } from '../domain/behaviour.js'
import type { RulingDto } from '../catalog/dto.js'
import { ApiError } from '../errors.js'
import { toApiError } from './engine-errors.js'
import { EnumeratePool, type EnumerateOptions, type Enumerated } from './enumerate-pool.js'
import {
  resolve as runEngine,
  type EngineCard,
  type EngineRequest,
  type EngineResult,
  type GaEffectKind,
  type Outcome,
  type Player,
  type PlayerBoard,
} from '../engine/index.js'
import { DEFAULT_MAX_OUTCOMES, LIMITS, type CardRef, type ResolveRequest, type UnnamedCards, type ZoneCards } from '../schemas/resolve.js'
import type { TextFormat } from '../explain/format.js'
import type { Lang } from '../explain/i18n.js'
import type { ExplainTask } from './explain-task.js'
import { deriveThisTurn, type DerivedEffect, type TurnEvent } from './this-turn.js'
import { noteInEnglish, Presenter, serialise, type ExplanationJson, type Render, type ResolveResponse, type ResponseBody } from './presenter.js'

export type { AnswerOptions } from './answer-cache.js'
export type { CitedRuling, CitedRulingLink, CitationMode, ExplanationJson, Render, ResolveResponse } from './presenter.js'

/**
 * A board with more cards and items than this has its main line run, and its explanations
 * rendered, in the worker-thread pool: forty items took 70 to 160 ms of engine and 100 to 400 ms
 * per explanation on the event loop, holding every other request up; the typical board (ten)
 * takes well under a millisecond there, and a thread would only add its hop.
 */
export const LONG_BOARD_ITEMS = 12

function boardItems(request: EngineRequest): number {
  let items = request.effects.length + request.responses.length + (request.gaEffects?.length ?? 0)
  for (const player of PLAYERS) {
    const board = request.players[player]
    for (const zone of [board.hand, board.field, board.graveyard, board.banished, board.memory, board.allies]) items += zone?.length ?? 0
  }
  return items
}

/** The GraphQL form of an answer: its outcomes still as JSON (parsed only when selected), and its size. */
export type ResolveObjects = Omit<ResolveResponse, 'outcomes'> & {
  outcomesJson?: Buffer
  /** The bytes of its steps, events, notes and outcomes as JSON, counted against the request's budget. */
  bytes: number
  explain: Render
}

const PLAYERS: Player[] = ['A', 'B']
const ZONES = ['hand', 'field', 'graveyard', 'banished'] as const

/** A reference to a card somewhere in the request, with the path that names it in errors. */
interface RefSite {
  path: string
  ref: string | number
}

/** How a name was read by the forgiving search: the path it was at, the text asked, the card. */
export interface ReadAs {
  field: string
  asked: string
  card: string
}

/** A zone's entries: a number of cards nobody named is that many `{ count: 1 }`-like entries, counted together. */
type ZoneEntry = CardRef | UnnamedCards
const isCount = (entry: ZoneEntry): entry is UnnamedCards => typeof entry === 'object' && 'count' in entry
function zoneEntries(zone: ZoneCards | undefined): ZoneEntry[] {
  if (zone === undefined) return []
  return typeof zone === 'number' ? (zone > 0 ? [{ count: zone }] : []) : zone
}

/** The cards a discard behaviour names, as the request writes them (a name, { card, key }, or a card with its own onDiscard). */
type NamedRef = string | number | { card: string | number; key?: string; onDiscard?: { adds?: NamedRef[]; sends?: NamedRef[]; summons?: NamedRef[] } }

type DiscardRef = NonNullable<Extract<NamedRef, object>['onDiscard']> & { trigger: DiscardBehaviour['trigger']; mandatory: boolean }

/** A discard behaviour as the request writes it, its cards by their canonical names. */
function requestDiscard(onDiscard: DiscardRef, card: (ref: string | number) => CachedCard): DiscardBehaviour {
  const { adds, sends, summons, ...rest } = onDiscard
  const names = (list: NamedRef[]) => list.map((ref) => card(refOf(ref)).name)
  return {
    trigger: rest.trigger,
    mandatory: rest.mandatory,
    ...(adds ? { adds: names(adds) } : {}),
    ...(sends ? { sends: names(sends) } : {}),
    ...(summons ? { summons: names(summons) } : {}),
    source: 'request',
  }
}

/**
 * What the request says of the cards a discard effect adds beyond their names (their keys, their
 * own onDiscard), by position; undefined when it says nothing more. A card the effect sends to the
 * GY or Special Summons never reaches the hand, so it is never discarded from it: an onDiscard of
 * its own could never be acted on, and is refused rather than ignored.
 */
function addedCards(onDiscard: DiscardRef, path: string, card: (ref: string | number) => CachedCard, keys: Map<string, string>): EngineCard['addsAs'] {
  for (const list of ['sends', 'summons'] as const) {
    onDiscard[list]?.forEach((ref, j) => {
      if (typeof ref !== 'object' || !ref.onDiscard) return
      const field = `${path}.${list}[${j}].onDiscard`
      throw new ApiError(400, 'INVALID_PARAMETER', `${field}: a card this effect ${list === 'sends' ? 'sends to the GY' : 'Special Summons'} is never discarded from the hand, so its own onDiscard could never apply; only a card it adds (adds) may carry one`, { field })
    })
  }
  let said = false
  const out = (onDiscard.adds ?? []).map((ref, j) => {
    if (typeof ref !== 'object' || (ref.key === undefined && !ref.onDiscard)) return null
    said = true
    const as: NonNullable<NonNullable<EngineCard['addsAs']>[number]> = {}
    if (ref.key !== undefined) {
      const field = `${path}.adds[${j}].key`
      const other = keys.get(ref.key)
      if (other !== undefined) throw new ApiError(400, 'INVALID_PARAMETER', `${field} "${ref.key}" is already used by ${other}`, { field })
      keys.set(ref.key, field)
      as.key = ref.key
    }
    if (ref.onDiscard) as.discard = requestDiscard(ref.onDiscard as DiscardRef, card)
    return as
  })
  return said ? out : undefined
}

function refOf(cardRef: NamedRef): string | number {
  return typeof cardRef === 'object' ? cardRef.card : cardRef
}

/** Every card an onDiscard names, nested ones included, with their paths. */
function discardRefs(onDiscard: { adds?: NamedRef[]; sends?: NamedRef[]; summons?: NamedRef[] }, path: string, sites: RefSite[]): void {
  for (const list of ['adds', 'sends', 'summons'] as const) {
    onDiscard[list]?.forEach((ref, j) => {
      const at = `${path}.onDiscard.${list}[${j}]`
      sites.push({ path: at, ref: refOf(ref) })
      if (typeof ref === 'object' && ref.onDiscard) discardRefs(ref.onDiscard, at, sites)
    })
  }
}

function collectRefs(request: ResolveRequest): RefSite[] {
  const sites: RefSite[] = []
  for (const player of PLAYERS) {
    for (const zone of ZONES) {
      zoneEntries(request.players[player][zone]).forEach((entry, i) => {
        if (isCount(entry)) return
        const path = `players.${player}.${zone}[${i}]`
        sites.push({ path, ref: refOf(entry) })
        if (typeof entry === 'object' && entry.onDiscard) discardRefs(entry.onDiscard, path, sites)
      })
    }
  }
  request.effects?.forEach((e, i) => e.card !== undefined && sites.push({ path: `effects[${i}].card`, ref: e.card }))
  request.thisTurn?.forEach((entry, i) => entry.activated !== undefined && sites.push({ path: `thisTurn[${i}].activated`, ref: refOf(entry.activated) }))
  request.responses?.forEach((r, i) => r.card !== undefined && sites.push({ path: `responses[${i}].card`, ref: r.card }))
  return sites
}

/** At most this many distinct names are read forgivingly per board (each reading is a few indexed queries). */
const MAX_READ_NAMES = 40

export class ResolveService {
  /** Cites, explains and serialises. */
  readonly presenter: Presenter
  /** Where enumerate requests run: off the event loop, within their budgets. */
  readonly enumeration: EnumeratePool

  constructor(
    private readonly cache: CatalogCache,
    /** Where rulings are served from, for the links of a Markdown explanation ('' = relative links). */
    /** Answers kept as JSON (the answer-cache plugin's, shared with GraphQL). */
    private readonly answers: AnswerCache,
    /** Where rulings are served from, for the links of a Markdown explanation ('' = relative links). */
    publicUrl = '',
    enumerate: Partial<EnumerateOptions> = {},
  ) {
    this.enumeration = new EnumeratePool(enumerate)
    this.presenter = new Presenter(publicUrl)
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
    const { readAs, ...engineRequest } = await this.toEngineRequest(request)
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
        result = runEngine(engineRequest)
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
        explanation = this.renderExplanation(engineRequest, result, lang, format, long || result.events.length > 2 * LONG_BOARD_ITEMS, base, seat)
        rendered.set(key, explanation)
      }
      return explanation
    }
    return { response, cited: { ids, rulings }, render, ...(bytes !== undefined ? { bytes } : {}) }
  }

  private async renderExplanation(
    request: EngineRequest,
    result: Omit<EngineResult, 'outcomes'>,
    lang: Lang,
    format: 'json' | TextFormat,
    long: boolean,
    base: string,
    perspective: 'A' | 'B' | undefined,
  ): Promise<ExplanationJson | string> {
    const task: ExplainTask = {
      request,
      result,
      localNames: lang === 'ja' ? await this.japaneseNames(request) : new Map<string, string>(),
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

  /** Canonical English name → Japanese name, for every card the request names (from the cache). */
  private async japaneseNames(request: EngineRequest): Promise<Map<string, string>> {
    const names = new Set<string>()
    for (const player of PLAYERS) {
      const board = request.players[player]
      for (const card of [...board.hand, ...board.field, ...board.graveyard]) {
        names.add(card.name)
        for (const discard of [card.behaviours.discard, ...(card.addsAs ?? []).map((as) => as?.discard)]) {
          for (const list of [discard?.adds, discard?.sends, discard?.summons]) for (const name of list ?? []) names.add(name)
        }
      }
    }
    for (const item of [...request.effects, ...request.responses]) if (item.card) names.add(item.card)
    if (request.game !== 'yugioh') return new Map()
    const found = await this.cache.lookupCards([...names])
    const out = new Map<string, string>()
    for (const [name, card] of found) if (card?.nameJa) out.set(String(name), card.nameJa)
    return out
  }

  /**
   * Each involved card's ruling links, by canonical name: the board's cards and those their stored
   * behaviours name (looked up too; one unknown to the catalog simply has none).
   */
  private async cardRulings(found: Map<string | number, CachedCard | null>, request: ResolveRequest): Promise<Record<string, CachedCard['rulings']>> {
    const out: Record<string, CachedCard['rulings']> = {}
    const cards = [...found.values()].filter((card): card is CachedCard => card !== null)
    for (const card of cards) out[card.name] = card.rulings
    const named = namedByBehaviours(cards).filter((name) => !(name in out))
    if (named.length > 0) {
      for (const card of (await this.cache.lookupCards(named)).values()) if (card) out[card.name] = card.rulings
    }
    if (!request.asOf && !request.region) return out
    // Only the card rulings in effect on the date asked, of the region asked (or of both regions).
    const ids = [...new Set(Object.values(out).flatMap((links) => links.map((link) => link.ruling)))]
    const rulings = request.asOf ? await this.cache.rulingsAsOf(ids, request.asOf) : await this.cache.allRulings()
    const holds = (id: string) => {
      const ruling = rulings.get(id)
      return ruling !== undefined && (!request.region || ruling.region === null || ruling.region === request.region)
    }
    for (const [name, links] of Object.entries(out)) out[name] = links.filter((link) => holds(link.ruling))
    return out
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
   * The items the turn so far leaves in this window (src/resolve/this-turn.ts), from each activated
   * card's stored data; the cards a negation lasting until an item holds get `negatedUntil` (unless
   * the board already gives them one).
   */
  private turnSoFar(
    request: ResolveRequest,
    players: EngineRequest['players'],
    card: (ref: string | number) => CachedCard,
    written: Array<{ id: string; card?: string; controller: Player; subject?: string }>,
  ): DerivedEffect[] {
    if (!request.thisTurn?.length) return []
    const cards = boardCards(players)
    request.thisTurn.forEach((entry, i) => statedHistory(entry, `thisTurn[${i}]`, cards))
    const events: TurnEvent[] = request.thisTurn.flatMap((entry, i) => {
      if (entry.activated === undefined) return []
      const stored = card(refOf(entry.activated))
      const givenKey = typeof entry.activated === 'object' ? entry.activated.key : undefined
      if (givenKey !== undefined && cards.get(givenKey)?.card.name !== stored.name) {
        const field = `thisTurn[${i}].activated.key`
        throw new ApiError(400, 'INVALID_PARAMETER', `${field} "${givenKey}" is not the key of a ${stored.name} on the board`, { field })
      }
      const cardKey = givenKey ?? [...cards.values()].find((c) => c.card.name === stored.name)?.card.key
      const cardZone = cardKey !== undefined ? cards.get(cardKey)?.zone : undefined
      return {
        index: i,
        player: entry.player,
        card: { name: stored.name, behaviours: stored.behaviours },
        targets: entry.targets ?? [],
        affected: entry.affected ?? [],
        ...(cardKey !== undefined ? { cardKey } : {}),
        ...(cardZone !== undefined ? { cardZone } : {}),
        ...(entry.amount !== undefined ? { amount: entry.amount } : {}),
        ...(entry.id !== undefined ? { id: entry.id } : {}),
      }
    })
    const derived = deriveThisTurn(events, { phase: request.phase ?? 'end', turnPlayer: request.turnPlayer, keys: new Set(cards.keys()), effects: written })
    // The board's items stay within what `effects` may hold, derived or written.
    if (derived.effects.length + written.length > LIMITS.effects) {
      throw new ApiError(400, 'INVALID_PARAMETER', `thisTurn leaves ${derived.effects.length} items and effects writes ${written.length}: at most ${LIMITS.effects} in all`, { field: 'thisTurn' })
    }
    for (const [key, until] of derived.negatedUntil) {
      const negated = cards.get(key)?.card
      if (negated && negated.negatedUntil === undefined) negated.negatedUntil = until
    }
    return derived.effects
  }

  /**
   * The card of every reference: exact (name in any stored language, password, Konami id) first;
   * a name that matched none is read as players type it (cache.readNames: a nickname, a unique
   * prefix, one clearly closest spelling). A name read as several cards is a 422 AMBIGUOUS_CARD
   * listing them, one read as none a 422 UNKNOWN_CARD with the closest names; never a guess.
   */
  private async lookupAsTyped(sites: RefSite[]): Promise<{ found: Map<string | number, CachedCard | null>; readAs: ReadAs[] }> {
    const found = await this.cache.lookupCards(sites.map((s) => s.ref))
    const unread = [...new Set(sites.filter((s) => found.get(s.ref) == null && typeof s.ref === 'string' && !/^\s*\d{1,10}\s*$/.test(s.ref)).map((s) => s.ref as string))]
    const readings = await this.cache.readNames(unread.slice(0, MAX_READ_NAMES))
    const readCards = await this.cache.lookupCards([...readings.values()].flatMap((reading) => (reading && 'name' in reading ? [reading.name] : [])))
    const readAs: ReadAs[] = []
    const ambiguous: Array<RefSite & { candidates: string[] }> = []
    for (const site of sites) {
      if (found.get(site.ref) != null && !readings.has(site.ref as string)) continue
      const reading = typeof site.ref === 'string' ? readings.get(site.ref) : undefined
      if (!reading) continue
      if ('candidates' in reading) {
        ambiguous.push({ ...site, candidates: reading.candidates })
        continue
      }
      const stored = readCards.get(reading.name)
      if (!stored) continue
      found.set(site.ref, stored)
      readAs.push({ field: site.path, asked: String(site.ref), card: stored.name })
    }
    const unknown = sites.filter((s) => found.get(s.ref) == null && !ambiguous.some((a) => a.path === s.path))
    if (unknown.length > 0) {
      // The closest names for each (the first few), so a client can correct the board.
      const suggestions = await Promise.all(unknown.slice(0, 5).map((s) => this.cache.suggest(s.ref).catch(() => [] as string[])))
      const list = unknown.map((s, i) => {
        const close = suggestions[i] ?? []
        return `${s.path} ${JSON.stringify(s.ref)}${close.length > 0 ? ` (did you mean ${close.map((name) => JSON.stringify(name)).join(', ')}?)` : ''}`
      })
      throw new ApiError(422, 'UNKNOWN_CARD', `unknown card${unknown.length > 1 ? 's' : ''}: ${list.join('; ')}`, {
        cards: unknown.map((s, i) => ({ field: s.path, card: s.ref, suggestions: suggestions[i] ?? [] })),
      })
    }
    if (ambiguous.length > 0) {
      const list = ambiguous.map((s) => `${s.path} ${JSON.stringify(s.ref)} could be ${s.candidates.map((name) => JSON.stringify(name)).join(', ')}`)
      throw new ApiError(422, 'AMBIGUOUS_CARD', `ambiguous card name${ambiguous.length > 1 ? 's' : ''}: ${list.join('; ')}; write the card's full name`, {
        cards: ambiguous.map((s) => ({ field: s.path, card: s.ref, candidates: s.candidates })),
      })
    }
    return { found, readAs }
  }

  /** The engine's request, and (apart) how names were read forgivingly (`readAs`, for the answer). */
  async toEngineRequest(request: ResolveRequest): Promise<EngineRequest & { readAs?: ReadAs[] }> {
    return (request.game ?? 'yugioh') === 'grand-archive' ? grandArchiveRequest(request) : this.yugiohRequest(request)
  }

  private async yugiohRequest(request: ResolveRequest): Promise<EngineRequest & { readAs?: ReadAs[] }> {
    request.effects?.forEach((effect, i) => {
      if (!YUGIOH_KINDS.has(effect.kind)) {
        throw new ApiError(400, 'INVALID_PARAMETER', `effects[${i}].kind "${effect.kind}" is a Grand Archive kind; Yu-Gi-Oh! items are trigger, apply, expire or quick`, { field: `effects[${i}].kind` })
      }
      if (effect.mandatory === undefined && effect.kind !== 'quick') throw new ApiError(400, 'INVALID_PARAMETER', `effects[${i}].mandatory is required`, { field: `effects[${i}].mandatory` })
    })
    const sites = collectRefs(request)
    const { found, readAs } = await this.lookupAsTyped(sites)
    const card = (ref: string | number): CachedCard => found.get(ref)!
    const usedKeys = new Map<string, string>()
    // Keys the board gives cards a discard effect adds: each names one card, as a zone card's key does.
    const nestedKeys = new Map<string, string>()
    const players = {} as EngineRequest['players']
    for (const player of PLAYERS) {
      const board: PlayerBoard = { hand: [], field: [], graveyard: [] }
      for (const zone of ZONES) {
        const entries = zoneEntries(request.players[player][zone])
        const held = entries.reduce<number>((n, entry) => n + (isCount(entry) ? entry.count : 1), 0)
        if (held > LIMITS.cardsPerZone) {
          const field = `players.${player}.${zone}`
          throw new ApiError(400, 'INVALID_PARAMETER', `${field} holds ${held} cards, named and counted: at most ${LIMITS.cardsPerZone}`, { field })
        }
        entries.forEach((cardRef, i) => {
          if (isCount(cardRef)) {
            // Cards nobody named: each is there, and does nothing of its own.
            for (let n = 0; n < cardRef.count; n++) {
              let key: string = UNNAMED_CARDS.other
              for (let m = 2; usedKeys.has(key); m++) key = `${UNNAMED_CARDS.other} #${m}`
              usedKeys.set(key, `players.${player}.${zone}[${i}]`)
              ;(board[zone] ??= []).push({ key, name: UNNAMED_CARDS.other, password: null, behaviours: { phases: [] } })
            }
            return
          }
          const path = `players.${player}.${zone}[${i}]`
          const stored = card(refOf(cardRef))
          const explicitKey = typeof cardRef === 'object' ? cardRef.key : undefined
          let key = explicitKey ?? stored.name
          if (explicitKey !== undefined && usedKeys.has(key)) {
            throw new ApiError(400, 'INVALID_PARAMETER', `${path}.key "${key}" is already used by ${usedKeys.get(key)}`, { field: `${path}.key` })
          }
          for (let n = 2; usedKeys.has(key); n++) key = `${stored.name} #${n}`
          usedKeys.set(key, path)
          let behaviours: CardBehaviours = stored.behaviours
          let addsAs: EngineCard['addsAs']
          if (typeof cardRef === 'object' && cardRef.onDiscard) {
            behaviours = { ...behaviours, discard: requestDiscard(cardRef.onDiscard, card) }
            addsAs = addedCards(cardRef.onDiscard, `${path}.onDiscard`, card, nestedKeys)
          }
          const engineCard: EngineCard = { key, name: stored.name, password: stored.password, behaviours }
          if (addsAs) engineCard.addsAs = addsAs
          if (stored.cardType !== undefined) engineCard.cardType = stored.cardType
          if (stored.staysOnField === true) engineCard.staysOnField = true
          if (typeof cardRef === 'object' && cardRef.negatedUntil !== undefined) engineCard.negatedUntil = cardRef.negatedUntil
          if (typeof cardRef === 'object' && cardRef.sentThisTurn !== undefined) engineCard.sentThisTurn = cardRef.sentThisTurn
          if (typeof cardRef === 'object') {
            if (cardRef.owner !== undefined) engineCard.owner = cardRef.owner
            if (cardRef.position !== undefined) engineCard.position = cardRef.position
            if (cardRef.summoned !== undefined) engineCard.summoned = cardRef.summoned as EngineCard['summoned']
            if (cardRef.flipped !== undefined) engineCard.flipped = cardRef.flipped
            if (cardRef.attacked !== undefined) engineCard.attacked = cardRef.attacked
            if (cardRef.destroyedByBattle !== undefined) engineCard.destroyedByBattle = cardRef.destroyedByBattle
            if (cardRef.usedThisTurn !== undefined) engineCard.usedThisTurn = cardRef.usedThisTurn
          }
          ;(board[zone] ??= []).push(engineCard)
        })
      }
      players[player] = board
      const { lp, deck } = request.players[player]
      if (lp !== undefined) board.lp = lp
      if (deck !== undefined) board.deck = deck
      // Grand Archive zones on a Yu-Gi-Oh! board are passed on, so the engine refuses them by name.
      const { memory, allies } = request.players[player]
      if (memory?.length) board.memory = memory.map((ref) => ({ key: String(refOf(ref)), name: String(refOf(ref)), password: null, behaviours: { phases: [] } }))
      if (allies?.length) board.allies = allies.map((a) => ({ key: a.key ?? a.card, name: a.card, damage: a.damage, life: a.life }))
    }
    for (const [key, path] of nestedKeys) {
      const other = usedKeys.get(key)
      if (other !== undefined) throw new ApiError(400, 'INVALID_PARAMETER', `${path} "${key}" is already used by ${other}`, { field: path })
    }
    const written = (request.effects ?? []).map((e) => ({ id: e.id, controller: e.controller, ...(e.card !== undefined ? { card: card(e.card).name } : {}), ...(e.subject !== undefined ? { subject: e.subject } : {}) }))
    const lingering = this.turnSoFar(request, players, card, written)
    return {
      ...(readAs.length > 0 ? { readAs } : {}),
      cardRulings: await this.cardRulings(found, request),
      game: request.game ?? 'yugioh',
      phase: request.phase ?? 'end',
      turnPlayer: request.turnPlayer,
      players,
      effects: [
        ...(request.effects ?? []).map((e) => {
        const { card: ref, kind, mandatory, limit: _limit, appliesTo: _appliesTo, life: _life, does, costs, maintenance, ...rest } = e
        // The schema checked every action against the BoardAction vocabulary.
        const item = {
          ...rest,
          kind: kind as 'trigger' | 'apply' | 'expire' | 'quick',
          mandatory: mandatory ?? false,
          ...(does ? { does: does as BoardAction[] } : {}),
          ...(costs ? { costs: costs as BoardAction[] } : {}),
          ...(maintenance ? { maintenance: maintenance as { pay: BoardAction[]; otherwise: BoardAction[] } } : {}),
        }
        if (ref === undefined) return item
        const stored = card(ref)
        return { ...item, card: stored.name, ...(kind === 'expire' && rest.lasts === undefined ? lastsByText(stored.behaviours.phases, request.phase ?? 'end') : {}), ...(kind === 'expire' ? holdsByText(stored.behaviours.phases, rest.lasts ?? lastsByText(stored.behaviours.phases, request.phase ?? 'end').lasts, request.phase ?? 'end') : {}) }
        }),
        ...lingering,
      ],
      responses: (request.responses ?? []).map((r) => {
        const { card: ref, ...rest } = r
        if (ref === undefined) return rest
        // Unless the request says, whether it is used up comes from the card: a Spell or Trap
        // activated, or a monster effect once per turn, answers once in the window.
        const stored = card(ref)
        const costs = (rest.costs as BoardAction[] | undefined) ?? stored.responseCosts
        return { ...rest, card: stored.name, oncePerTurn: rest.oncePerTurn ?? stored.usedOncePerTurn, ...(costs !== undefined ? { costs } : {}) }
      }),
      choices: request.choices ?? [],
      reading: request.reading ?? 'official',
      enumerate: request.enumerate ?? false,
      maxOutcomes: request.maxOutcomes ?? DEFAULT_MAX_OUTCOMES,
    }
  }
}

const YUGIOH_KINDS = new Set(['trigger', 'apply', 'expire', 'quick'])

/**
 * How long an effect a request ends lasts when the request does not say: by the text the service
 * holds. A card whose only ends in this window are "until the end of this turn" (Effect Veiler's
 * current text) ends as the turn ends, after the hand-size step, not as a list item; a request
 * that follows an older wording says `lasts: "end-phase"`.
 */
function lastsByText(phases: readonly PhaseBehaviour[], phase: string): { lasts?: 'end-of-turn' } {
  const ends = phases.filter((b) => b.kind === 'expire' && (b.phase === phase || b.lasts === 'end-of-turn'))
  return ends.length > 0 && ends.every((b) => b.lasts === 'end-of-turn') ? { lasts: 'end-of-turn' } : {}
}

/**
 * What an effect a request ends did while it lasted, by the card's data (Pikeru's Circle of
 * Enchantment: no effect damage until the end of the turn): the `holds` of its expiries of the same
 * duration, so the engine applies them until the effect ends.
 */
function holdsByText(phases: readonly PhaseBehaviour[], lasts: 'end-phase' | 'end-of-turn' | undefined, phase: string): { holds?: LingeringEffect[] } {
  const holds = phases.filter((b) => b.kind === 'expire' && b.holds !== undefined && (lasts === 'end-of-turn' ? b.lasts === 'end-of-turn' : b.phase === phase && b.lasts === undefined)).flatMap((b) => b.holds ?? [])
  return holds.length > 0 ? { holds } : {}
}

/**
 * What the turn so far says of the board's cards (summoned and how, sent to the GY, destroyed and
 * by what, attacked), as the facts a card may state itself; a fact the card states wins.
 */
function statedHistory(entry: NonNullable<ResolveRequest['thisTurn']>[number], path: string, cards: ReturnType<typeof boardCards>): void {
  const said = entry.activated !== undefined || (['summoned', 'sent', 'destroyed', 'attacked'] as const).some((list) => (entry[list]?.length ?? 0) > 0)
  if (!said) throw new ApiError(400, 'INVALID_PARAMETER', `${path} says nothing: give activated, summoned, sent, destroyed or attacked`, { field: path })
  if (entry.summoned?.length && entry.how === undefined) throw new ApiError(400, 'INVALID_PARAMETER', `${path}.how is required with summoned (normal, tribute, flip or special)`, { field: `${path}.how` })
  const at = (list: 'summoned' | 'sent' | 'destroyed' | 'attacked', j: number, key: string, zone?: 'graveyard'): EngineCard => {
    const found = cards.get(key)
    const field = `${path}.${list}[${j}]`
    if (!found) throw new ApiError(400, 'INVALID_PARAMETER', `${field} "${key}" is not the key of a card on the board`, { field })
    if (zone !== undefined && found.zone !== zone) throw new ApiError(400, 'INVALID_PARAMETER', `${field} "${key}" is not in a GY: only a card in the GY was sent there`, { field })
    return found.card
  }
  entry.summoned?.forEach((key, j) => {
    const summoned = at('summoned', j, key)
    summoned.summoned ??= entry.how as EngineCard['summoned']
    if (entry.how === 'flip') summoned.flipped ??= true
  })
  entry.sent?.forEach((key, j) => void (at('sent', j, key, 'graveyard').sentThisTurn ??= true))
  entry.destroyed?.forEach((key, j) => {
    const destroyed = at('destroyed', j, key, 'graveyard')
    destroyed.sentThisTurn ??= true
    if (entry.by === 'battle') destroyed.destroyedByBattle ??= true
  })
  entry.attacked?.forEach((key, j) => void (at('attacked', j, key).attacked ??= true))
}

/** The board's cards by key, every zone, with the zone each is in. */
function boardCards(players: EngineRequest['players']): Map<string, { card: EngineCard; zone: (typeof ZONES)[number] }> {
  const out = new Map<string, { card: EngineCard; zone: (typeof ZONES)[number] }>()
  for (const player of PLAYERS) for (const zone of ZONES) for (const card of players[player][zone] ?? []) out.set(card.key, { card, zone })
  return out
}

/** Cards a stored discard behaviour names (what it adds, sends, summons): involved whenever their card is discarded. */
function namedByBehaviours(cards: Iterable<CachedCard>): string[] {
  const names = new Set<string>()
  for (const card of cards) {
    const discard = card.behaviours.discard
    for (const name of [...(discard?.adds ?? []), ...(discard?.sends ?? []), ...(discard?.summons ?? [])]) names.add(name)
  }
  return [...names]
}

/**
 * Grand Archive cards are not in the catalog: a card is named by the client and carries no stored
 * behaviour; what happens comes from the board's effects.
 */
function grandArchiveRequest(request: ResolveRequest): EngineRequest {
  const used = new Set<string>()
  const uniqueKey = (wanted: string) => {
    let key = wanted
    for (let n = 2; used.has(key); n++) key = `${wanted} #${n}`
    used.add(key)
    return key
  }
  // Cards nobody named are a Yu-Gi-Oh! notion: a Grand Archive board names its cards.
  for (const player of PLAYERS) {
    for (const zone of ['hand', 'field', 'graveyard'] as const) {
      const cards = request.players[player][zone]
      const counted = typeof cards === 'number' ? -1 : (cards ?? []).findIndex((entry) => typeof entry === 'object' && 'count' in entry)
      if (counted !== -1 || typeof cards === 'number') {
        const field = typeof cards === 'number' ? `players.${player}.${zone}` : `players.${player}.${zone}[${counted}].count`
        throw new ApiError(400, 'INVALID_PARAMETER', `${field}: cards nobody named are a Yu-Gi-Oh! notion; a Grand Archive board names its cards`, { field })
      }
    }
  }
  const named = (zone: ZoneCards | undefined): CardRef[] => (typeof zone === 'number' ? [] : (zone ?? []).filter((entry): entry is CardRef => !(typeof entry === 'object' && 'count' in entry)))
  const cardOf = (ref: CardRef): EngineCard => {
    const name = String(refOf(ref))
    const key = uniqueKey(typeof ref === 'object' && ref.key ? ref.key : name)
    return { key, name, password: null, behaviours: { phases: [] } }
  }
  const players = {} as EngineRequest['players']
  for (const player of PLAYERS) {
    const zones = request.players[player]
    players[player] = {
      hand: named(zones.hand).map(cardOf),
      field: named(zones.field).map(cardOf),
      graveyard: named(zones.graveyard).map(cardOf),
      memory: (zones.memory ?? []).map(cardOf),
      allies: (zones.allies ?? []).map((ally) => ({ key: uniqueKey(ally.key ?? ally.card), name: ally.card, damage: ally.damage, life: ally.life })),
    }
  }
  if (request.thisTurn !== undefined) throw new ApiError(400, 'INVALID_PARAMETER', 'thisTurn is a Yu-Gi-Oh! field; Grand Archive boards do not take it', { field: 'thisTurn' })
  for (const player of PLAYERS) {
    for (const name of ['banished', 'lp', 'deck'] as const) {
      if (request.players[player][name] !== undefined) {
        const field = `players.${player}.${name}`
        throw new ApiError(400, 'INVALID_PARAMETER', `${field} is a Yu-Gi-Oh! field; Grand Archive boards do not take it`, { field })
      }
    }
    for (const zone of ZONES) {
      zoneEntries(request.players[player][zone]).forEach((ref, i) => {
        if (isCount(ref)) return
        if (typeof ref === 'object' && ref.negatedUntil !== undefined) {
          const field = `players.${player}.${zone}[${i}].negatedUntil`
          throw new ApiError(400, 'INVALID_PARAMETER', `${field} is a Yu-Gi-Oh! field; Grand Archive boards do not take it`, { field })
        }
        if (typeof ref === 'object' && ref.onDiscard) {
          const field = `players.${player}.${zone}[${i}].onDiscard`
          throw new ApiError(400, 'INVALID_PARAMETER', `${field} is a Yu-Gi-Oh! hand-size notion; Grand Archive boards do not take it`, { field })
        }
      })
    }
  }
  return {
    game: 'grand-archive',
    phase: request.phase ?? 'end',
    turnPlayer: request.turnPlayer,
    players,
    effects: [],
    gaEffects: (request.effects ?? []).map((e, i) => {
      if (YUGIOH_KINDS.has(e.kind)) {
        throw new ApiError(400, 'INVALID_PARAMETER', `effects[${i}].kind "${e.kind}" is a Yu-Gi-Oh! kind; Grand Archive effects are beginning-of-end-phase, instant, until-end-of-turn, as-turn-ends, hand-size-limit or memory-size-limit`, { field: `effects[${i}].kind` })
      }
      for (const field of ['mandatory', 'negatedUntil', 'moves', 'destroys', 'lasts', 'simultaneous'] as const) {
        if (e[field] !== undefined) {
          throw new ApiError(400, 'INVALID_PARAMETER', `effects[${i}].${field} is a Yu-Gi-Oh! field; Grand Archive effects do not take it`, { field: `effects[${i}].${field}` })
        }
      }
      const { card, kind, id, controller, limit, appliesTo, subject, life } = e
      return {
        id,
        controller,
        kind: kind as GaEffectKind,
        ...(card !== undefined ? { card: String(card) } : {}),
        ...(limit !== undefined ? { limit } : {}),
        ...(appliesTo !== undefined ? { appliesTo } : {}),
        ...(subject !== undefined ? { subject } : {}),
        ...(life !== undefined ? { life } : {}),
      }
    }),
    responses: (request.responses ?? []) as EngineRequest['responses'],
    choices: request.choices ?? [],
    reading: request.reading ?? 'official',
    enumerate: request.enumerate ?? false,
    maxOutcomes: request.maxOutcomes ?? DEFAULT_MAX_OUTCOMES,
  }
}

export { toApiError }
