/** Building the board: search as you type, cards into zones, each card's facts, the turn so far, the window. */
import { useEffect, useRef, useState } from 'preact/hooks'
import { api, type Card, type CardRefObject, type Effect, type Lang, type Player, type ResolveRequest, type TurnEvent } from './api.js'
import { addCard, allKeys, gameOf, ITEM_KINDS, normalise, PHASES, setUnnamed, setZone, unnamedCount, ZONES, zoneCards, type Game, type ZoneName } from './board.js'
import type { Translate } from './i18n.js'

export interface Destination {
  player: Player
  zone: ZoneName
}

const typeLine = (card: Card) =>
  [card.monsterTypeLine ?? card.property, card.attribute, card.level ? `★${card.level}` : card.rank ? `☆${card.rank}` : card.linkRating ? `LINK-${card.linkRating}` : null]
    .filter(Boolean)
    .join(' · ') || card.cardType

/** The name the board sends: the English name where the card has one, so a link reads the same in every language. */
const boardName = (card: Card) => card.names['en'] ?? card.name

export function CardSearch(props: { lang: Lang; t: Translate; onPick: (name: string) => void; label: string }) {
  const { t } = props
  const [q, setQ] = useState('')
  const [results, setResults] = useState<Card[]>([])
  const [active, setActive] = useState(-1)
  const [searched, setSearched] = useState('')
  const pending = useRef<AbortController | null>(null)

  useEffect(() => {
    const text = q.trim()
    if (!text) {
      setResults([])
      setSearched('')
      return
    }
    const timer = setTimeout(() => {
      pending.current?.abort()
      const controller = new AbortController()
      pending.current = controller
      api
        .searchCards(text, props.lang, { signal: controller.signal })
        .then((page) => {
          setResults(page.items)
          setActive(page.items.length > 0 ? 0 : -1)
          setSearched(text)
        })
        .catch(() => undefined)
    }, 120)
    return () => clearTimeout(timer)
  }, [q, props.lang])

  const pick = (name: string) => {
    props.onPick(name)
    setQ('')
    setResults([])
    setActive(-1)
  }

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault()
      setActive((active + 1) % results.length)
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault()
      setActive((active - 1 + results.length) % results.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const card = results[active]
      if (card) pick(boardName(card))
      else if (q.trim() && searched === q.trim()) pick(q.trim())
    } else if (event.key === 'Escape') {
      setQ('')
    }
  }

  const open = q.trim() !== '' && (results.length > 0 || searched === q.trim())
  return (
    <div class="search">
      <label for="card-search">{props.label}</label>
      <input
        id="card-search"
        type="search"
        role="combobox"
        autocomplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls="card-results"
        aria-describedby="card-search-hint"
        aria-activedescendant={active >= 0 ? `card-option-${active}` : undefined}
        value={q}
        onInput={(event) => setQ((event.target as HTMLInputElement).value)}
        onKeyDown={onKey}
      />
      <small id="card-search-hint" class="hint">
        {t('searchHint')}
      </small>
      {open && (
        <ul id="card-results" role="listbox" class="results" aria-label={props.label}>
          {results.map((card, index) => (
            <li
              id={`card-option-${index}`}
              role="option"
              aria-selected={index === active}
              class={index === active ? 'active' : ''}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(boardName(card))}
            >
              <strong>{card.name}</strong>
              {card.name !== boardName(card) && <span class="alt-name"> {boardName(card)}</span>}
              <span class="type-line">{typeLine(card)}</span>
              {card.text && <span class="card-text">{card.text}</span>}
            </li>
          ))}
          {results.length === 0 && (
            <li role="option" aria-selected={false} class="none" onClick={() => pick(q.trim())}>
              {t('noCards')} {t('addTyped', { name: q.trim() })}
            </li>
          )}
        </ul>
      )}
    </div>
  )
}

function CardFacts(props: { card: CardRefObject; zone: ZoneName; game: Game; effects: Effect[]; t: Translate; onChange: (card: CardRefObject) => void }) {
  const { card, zone, t } = props
  const set = (field: string, value: unknown) => {
    const next: CardRefObject = { ...card }
    if (value === undefined || value === '' || value === false) delete next[field]
    else next[field] = value
    props.onChange(next)
  }
  const check = (field: 'flipped' | 'attacked' | 'destroyedByBattle' | 'usedThisTurn', label: string) => (
    <label class="check">
      <input type="checkbox" checked={card[field] === true} onChange={(event) => set(field, (event.target as HTMLInputElement).checked)} /> {label}
    </label>
  )
  const yugioh = props.game === 'yugioh'
  return (
    <div class="facts">
      <label>
        {t('key')}
        <input value={card.key ?? ''} placeholder={String(card.card)} onInput={(event) => set('key', (event.target as HTMLInputElement).value)} />
      </label>
      {yugioh && zone === 'field' && (
        <label>
          {t('position')}
          <select value={card.position ?? 'face-up'} onChange={(event) => set('position', (event.target as HTMLSelectElement).value === 'set' ? 'set' : undefined)}>
            <option value="face-up">{t('faceUp')}</option>
            <option value="set">{t('set')}</option>
          </select>
        </label>
      )}
      {yugioh && (zone === 'field' || zone === 'graveyard') && (
        <label>
          {t('summoned')}
          <select value={card.summoned ?? ''} onChange={(event) => set('summoned', (event.target as HTMLSelectElement).value || undefined)}>
            <option value="">{t('notStated')}</option>
            {(['normal', 'tribute', 'flip', 'special', 'none'] as const).map((how) => (
              <option value={how}>{t(`summoned.${how}`)}</option>
            ))}
          </select>
        </label>
      )}
      {yugioh && zone === 'field' && check('flipped', t('flipped'))}
      {yugioh && (zone === 'field' || zone === 'graveyard') && check('attacked', t('attacked'))}
      {yugioh && zone === 'graveyard' && check('destroyedByBattle', t('destroyedByBattle'))}
      {yugioh && zone === 'graveyard' && (
        <label class="check">
          <input type="checkbox" checked={card.sentThisTurn !== false} onChange={(event) => {
              const next: CardRefObject = { ...card }
              if ((event.target as HTMLInputElement).checked) delete next.sentThisTurn
              else next.sentThisTurn = false
              props.onChange(next)
            }}
          />{' '}
          {t('sentThisTurn')}
        </label>
      )}
      {yugioh && check('usedThisTurn', t('usedThisTurn'))}
      {yugioh && (
        <label>
          {t('negatedUntil')}
          <select value={card.negatedUntil ?? ''} onChange={(event) => set('negatedUntil', (event.target as HTMLSelectElement).value || undefined)}>
            <option value="">{t('notNegated')}</option>
            {props.effects.map((effect) => (
              <option value={effect.id}>{effect.id}</option>
            ))}
          </select>
        </label>
      )}
      {zone === 'allies' && (
        <>
          <label>
            {t('damage')}
            <input type="number" min={0} value={card.damage ?? 0} onInput={(event) => set('damage', Number((event.target as HTMLInputElement).value) || 0)} />
          </label>
          <label>
            {t('life')}
            <input type="number" value={card.life ?? 1} onInput={(event) => set('life', Number((event.target as HTMLInputElement).value) || 0)} />
          </label>
        </>
      )}
    </div>
  )
}

function PlayerPanel(props: { board: ResolveRequest; player: Player; t: Translate; onChange: (board: ResolveRequest) => void }) {
  const { board, player, t } = props
  const game = gameOf(board)
  const mine = board.players[player]
  const [open, setOpen] = useState<string | null>(null)
  const number = (field: 'lp' | 'deck', value: string) => {
    const next = { ...mine }
    if (value === '') delete next[field]
    else next[field] = Math.max(0, Math.floor(Number(value)))
    props.onChange({ ...board, players: { ...board.players, [player]: next } })
  }
  return (
    <section class="player" aria-labelledby={`player-${player}`}>
      <h3 id={`player-${player}`}>{board.turnPlayer === player ? t('playerTurn', { p: player }) : t('player', { p: player })}</h3>
      {game === 'yugioh' && (
        <div class="counts">
          <label>
            {t('lp')}
            <input type="number" min={0} inputMode="numeric" placeholder={t('notTracked')} value={mine.lp ?? ''} onInput={(event) => number('lp', (event.target as HTMLInputElement).value)} />
          </label>
          <label>
            {t('deck')}
            <input type="number" min={0} max={200} inputMode="numeric" placeholder={t('notTracked')} value={mine.deck ?? ''} onInput={(event) => number('deck', (event.target as HTMLInputElement).value)} />
          </label>
          <label title={t('unnamedHint')}>
            {t('unnamedInHand')}
            <input
              type="number"
              min={0}
              max={60}
              inputMode="numeric"
              data-unnamed-hand={player}
              value={unnamedCount(mine, 'hand') || ''}
              onInput={(event) => props.onChange(setUnnamed(board, player, 'hand', Number((event.target as HTMLInputElement).value) || 0))}
            />
          </label>
        </div>
      )}
      {ZONES[game].map((zone) => {
        const cards = zoneCards(mine, zone)
        const zoneId = `${player}-${zone}`
        return (
          <div class="zone" data-zone={zoneId}>
            <h4 id={`zone-${zoneId}`}>
              {t(`zone.${zone}`)} <span class="count">{cards.length + unnamedCount(mine, zone)}</span>
            </h4>
            {cards.length === 0 ? (
              <p class="empty">{t('empty')}</p>
            ) : (
              <ul aria-labelledby={`zone-${zoneId}`}>
                {cards.map((card, index) => {
                  const id = `${zoneId}-${index}`
                  const name = String(card.card)
                  const replace = (next: CardRefObject | null) => {
                    const list = [...cards]
                    if (next) list[index] = next
                    else list.splice(index, 1)
                    props.onChange(setZone(board, player, zone, list))
                  }
                  const move = (to: string) => {
                    const [targetPlayer, targetZone] = to.split(':') as [Player, ZoneName]
                    const without = setZone(board, player, zone, cards.filter((_, i) => i !== index))
                    props.onChange(setZone(without, targetPlayer, targetZone, [...zoneCards(without.players[targetPlayer], targetZone), card]))
                  }
                  const flags = [card.position === 'set' ? t('set') : null, card.summoned ? t(`summoned.${card.summoned}`) : null, card.negatedUntil ? `⊘ ${card.negatedUntil}` : null].filter(Boolean)
                  return (
                    <li class="card">
                      <div class="card-row">
                        <button type="button" class="card-name" aria-expanded={open === id} aria-controls={`facts-${id}`} aria-label={t('details', { name })} onClick={() => setOpen(open === id ? null : id)}>
                          {name}
                          {card.key && card.key !== name && <span class="key"> [{card.key}]</span>}
                          {flags.length > 0 && <span class="flags"> · {flags.join(' · ')}</span>}
                        </button>
                        <button type="button" class="remove" aria-label={t('remove', { name })} onClick={() => replace(null)}>
                          ×
                        </button>
                      </div>
                      {open === id && (
                        <div id={`facts-${id}`}>
                          <CardFacts card={card} zone={zone} game={game} effects={board.effects ?? []} t={t} onChange={replace} />
                          <label>
                            {t('moveTo')}
                            <select value="" onChange={(event) => move((event.target as HTMLSelectElement).value)}>
                              <option value="">—</option>
                              {(['A', 'B'] as const).flatMap((p) =>
                                ZONES[game]
                                  .filter((z) => (p !== player || z !== zone) && z !== 'allies' && zone !== 'allies')
                                  .map((z) => <option value={`${p}:${z}`}>{`${t('player', { p })} · ${t(`zone.${z}`)}`}</option>),
                              )}
                            </select>
                          </label>
                        </div>
                      )}
                    </li>
                  )
                })}
              </ul>
            )}
          </div>
        )
      })}
    </section>
  )
}

function TurnSoFar(props: { board: ResolveRequest; t: Translate; onChange: (board: ResolveRequest) => void }) {
  const { board, t } = props
  const events = board.thisTurn ?? []
  const keys = allKeys(board)
  const write = (list: TurnEvent[]) => {
    const next: ResolveRequest = { ...board, thisTurn: list }
    if (list.length === 0) delete next.thisTurn
    props.onChange(next)
  }
  const update = (index: number, event: TurnEvent) => write(events.map((e, i) => (i === index ? event : e)))
  return (
    <fieldset class="turn-so-far">
      <legend>{t('turnSoFar')}</legend>
      <p class="hint">{t('turnSoFarHint')}</p>
      <ol>
        {events.map((event, index) => {
          const mode = event.targets ? 'targets' : 'affected'
          const chosen = new Set(event[mode] ?? [])
          const activated = event.activated === undefined ? '' : typeof event.activated === 'object' ? String(event.activated.card) : String(event.activated)
          return (
            <li class="turn-event">
              <select aria-label={t('controller')} value={event.player} onChange={(e) => update(index, { ...event, player: (e.target as HTMLSelectElement).value as Player })}>
                <option value="A">{t('player', { p: 'A' })}</option>
                <option value="B">{t('player', { p: 'B' })}</option>
              </select>
              <label>
                {t('activated')}
                <input value={activated} onInput={(e) => update(index, { ...event, activated: (e.target as HTMLInputElement).value })} />
              </label>
              <select
                aria-label={t('targets')}
                value={mode}
                onChange={(e) => {
                  const next: TurnEvent = { ...event }
                  const list = [...chosen]
                  delete next.targets
                  delete next.affected
                  next[(e.target as HTMLSelectElement).value === 'targets' ? 'targets' : 'affected'] = list
                  update(index, next)
                }}
              >
                <option value="targets">{t('targets')}</option>
                <option value="affected">{t('affected')}</option>
              </select>
              <span class="keys">
                {keys.map((key) => (
                  <label class="check">
                    <input
                      type="checkbox"
                      checked={chosen.has(key)}
                      onChange={(e) => {
                        const on = (e.target as HTMLInputElement).checked
                        const list = keys.filter((k) => (k === key ? on : chosen.has(k)))
                        const next: TurnEvent = { ...event, [mode]: list }
                        if (list.length === 0) delete next[mode]
                        update(index, next)
                      }}
                    />{' '}
                    {key}
                  </label>
                ))}
              </span>
              <label>
                {t('amount')}
                <input
                  type="number"
                  min={0}
                  value={event.amount ?? ''}
                  onInput={(e) => {
                    const value = (e.target as HTMLInputElement).value
                    const next: TurnEvent = { ...event }
                    if (value === '') delete next.amount
                    else next.amount = Number(value)
                    update(index, next)
                  }}
                />
              </label>
              <button type="button" class="remove" aria-label={t('remove', { name: activated || '…' })} onClick={() => write(events.filter((_, i) => i !== index))}>
                ×
              </button>
            </li>
          )
        })}
      </ol>
      <button type="button" onClick={() => write([...events, { player: board.turnPlayer, activated: '' }])}>
        {t('addActivation')}
      </button>
    </fieldset>
  )
}

function Items(props: { board: ResolveRequest; t: Translate; onChange: (board: ResolveRequest) => void }) {
  const { board, t } = props
  const items = board.effects ?? []
  const game = gameOf(board)
  const write = (list: Effect[]) => {
    const next: ResolveRequest = { ...board, effects: list }
    if (list.length === 0) delete next.effects
    props.onChange(next)
  }
  const update = (index: number, field: string, value: unknown) =>
    write(
      items.map((item, i) => {
        if (i !== index) return item
        const next: Effect = { ...item, [field]: value }
        if (value === '' || value === undefined) delete next[field]
        return next
      }),
    )
  return (
    <fieldset class="items">
      <legend>{t('items')}</legend>
      <p class="hint">{t('itemsHint')}</p>
      <ol>
        {items.map((item, index) => (
          <li class="item">
            <label>
              {t('itemId')}
              <input value={item.id} onInput={(e) => update(index, 'id', (e.target as HTMLInputElement).value)} />
            </label>
            <label>
              {t('controller')}
              <select value={item.controller} onChange={(e) => update(index, 'controller', (e.target as HTMLSelectElement).value)}>
                <option value="A">A</option>
                <option value="B">B</option>
              </select>
            </label>
            <label>
              {t('itemCard')}
              <input value={item.card ?? ''} onInput={(e) => update(index, 'card', (e.target as HTMLInputElement).value)} />
            </label>
            <label>
              {t('kind')}
              <select value={item.kind} onChange={(e) => update(index, 'kind', (e.target as HTMLSelectElement).value)}>
                {ITEM_KINDS[game].map((kind) => (
                  <option value={kind}>{kind}</option>
                ))}
              </select>
            </label>
            <label class="check">
              <input type="checkbox" checked={item.mandatory} onChange={(e) => update(index, 'mandatory', (e.target as HTMLInputElement).checked)} /> {t('mandatory')}
            </label>
            <button type="button" class="remove" aria-label={t('remove', { name: item.id })} onClick={() => write(items.filter((_, i) => i !== index))}>
              ×
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => {
          let n = items.length + 1
          while (items.some((item) => item.id === `item-${n}`)) n++
          write([...items, { id: `item-${n}`, controller: board.turnPlayer, kind: ITEM_KINDS[game][0] ?? 'trigger', mandatory: false }])
        }}
      >
        {t('addItem')}
      </button>
    </fieldset>
  )
}

function JsonEditor(props: { board: ResolveRequest; t: Translate; onChange: (board: ResolveRequest) => void }) {
  const [text, setText] = useState(() => JSON.stringify(props.board, null, 2))
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => setText(JSON.stringify(props.board, null, 2)), [props.board])
  return (
    <details class="json">
      <summary>{props.t('advanced')}</summary>
      <textarea aria-label={props.t('advanced')} rows={12} spellcheck={false} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
      {problem && (
        <p class="problem" role="alert">
          {problem}
        </p>
      )}
      <button
        type="button"
        onClick={() => {
          try {
            props.onChange(normalise(JSON.parse(text)))
            setProblem(null)
          } catch (error) {
            setProblem(props.t('badJson', { message: (error as Error).message }))
          }
        }}
      >
        {props.t('apply')}
      </button>
    </details>
  )
}

export function BoardEditor(props: {
  board: ResolveRequest
  onChange: (board: ResolveRequest) => void
  lang: Lang
  t: Translate
  asking: boolean
  destination: Destination
  onDestination: (destination: Destination) => void
  onAsk: () => void
  onClear: () => void
}) {
  const { board, t, destination } = props
  const game = gameOf(board)
  const zones = ZONES[game]
  const setGame = (next: Game) => {
    const changed: ResolveRequest = { ...board, game: next, phase: 'end' }
    if (next === 'yugioh') delete changed.game
    if (!zones.includes(destination.zone)) props.onDestination({ ...destination, zone: 'hand' })
    props.onChange(changed)
  }
  return (
    <form
      class="builder"
      aria-label={t('navBoard')}
      onSubmit={(event) => {
        event.preventDefault()
        props.onAsk()
      }}
    >
      <fieldset class="settings">
        <label>
          {t('game')}
          <select value={game} onChange={(e) => setGame((e.target as HTMLSelectElement).value as Game)}>
            <option value="yugioh">{t('yugioh')}</option>
            <option value="grand-archive">{t('grandArchive')}</option>
          </select>
        </label>
        <label>
          {t('window')}
          <select value={board.phase ?? 'end'} onChange={(e) => props.onChange({ ...board, phase: (e.target as HTMLSelectElement).value })}>
            {PHASES[game].map((phase) => (
              <option value={phase}>{t(`phase.${phase}` as 'phase.end')}</option>
            ))}
          </select>
        </label>
        <label>
          {t('turnPlayer')}
          <select value={board.turnPlayer} onChange={(e) => props.onChange({ ...board, turnPlayer: (e.target as HTMLSelectElement).value as Player })}>
            <option value="A">A</option>
            <option value="B">B</option>
          </select>
        </label>
      </fieldset>
      <fieldset class="adding">
        <legend>{t('addTo')}</legend>
        <div class="destination">
          <select aria-label={t('addTo')} value={destination.player} onChange={(e) => props.onDestination({ ...destination, player: (e.target as HTMLSelectElement).value as Player })}>
            <option value="A">{t('player', { p: 'A' })}</option>
            <option value="B">{t('player', { p: 'B' })}</option>
          </select>
          <select aria-label={t('addTo')} value={destination.zone} onChange={(e) => props.onDestination({ ...destination, zone: (e.target as HTMLSelectElement).value as ZoneName })}>
            {zones.map((zone) => (
              <option value={zone}>{t(`zone.${zone}`)}</option>
            ))}
          </select>
        </div>
        <CardSearch lang={props.lang} t={t} label={t('searchCards')} onPick={(name) => props.onChange(addCard(board, destination.player, destination.zone, name))} />
      </fieldset>
      <div class="players">
        <PlayerPanel board={board} player="A" t={t} onChange={props.onChange} />
        <PlayerPanel board={board} player="B" t={t} onChange={props.onChange} />
      </div>
      {game === 'yugioh' && <TurnSoFar board={board} t={t} onChange={props.onChange} />}
      <Items board={board} t={t} onChange={props.onChange} />
      <JsonEditor board={board} t={t} onChange={props.onChange} />
      <div class="ask-row">
        <label class="check">
          <input
            type="checkbox"
            checked={board.enumerate === true}
            onChange={(e) => {
              const next: ResolveRequest = { ...board, enumerate: (e.target as HTMLInputElement).checked }
              if (!next.enumerate) delete next.enumerate
              props.onChange(next)
            }}
          />{' '}
          {t('everyOutcome')}
        </label>
        <button type="button" class="secondary" onClick={props.onClear}>
          {t('clear')}
        </button>
        <button type="submit" class="primary" disabled={props.asking}>
          {props.asking ? t('asking') : t('ask')}
        </button>
      </div>
    </form>
  )
}

