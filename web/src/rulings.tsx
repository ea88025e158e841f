/** The rulings browser: search rulings and references, read one with its cards, references, dates and history; a card's page. */
import { useEffect, useState } from 'preact/hooks'
import { api, type Card, type HistoryEntry, type Lang, type Reference, type Ruling } from './api.js'
import type { Translate } from './i18n.js'
import { cardHref, Link, referenceHref, rulingHref, rulingsHref, type Navigation } from './links.js'

/** A value fetched for the view's inputs; a later input's answer replaces an earlier one's. */
function useFetched<T>(load: () => Promise<T>, inputs: unknown[]): { value: T | null; problem: string | null } {
  const [state, setState] = useState<{ value: T | null; problem: string | null }>({ value: null, problem: null })
  useEffect(() => {
    let current = true
    setState({ value: null, problem: null })
    load().then(
      (value) => current && setState({ value, problem: null }),
      (error: unknown) => current && setState({ value: null, problem: (error as Error).message }),
    )
    return () => {
      current = false
    }
  }, inputs)
  return state
}

let everything: Promise<{ rulings: Ruling[]; references: Reference[] }> | null = null
/** Every ruling and reference, read once a page load (a few hundred at most) and searched here as one types. */
function loadEverything() {
  everything ??= Promise.all([api.all<Ruling>('/v1/rulings'), api.all<Reference>('/v1/references')]).then(([rulings, references]) => ({ rulings, references }))
  everything.catch(() => (everything = null))
  return everything
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase()

function matches(words: string[], ...fields: Array<string | null | undefined>): boolean {
  const haystack = fold(fields.filter(Boolean).join(' \u0000 '))
  return words.every((word) => haystack.includes(word))
}

export function RulingsBrowser(props: { q: string; t: Translate; nav: Navigation }) {
  const { t, nav } = props
  const [q, setQ] = useState(props.q)
  const { value, problem } = useFetched(loadEverything, [])
  useEffect(() => setQ(props.q), [props.q])
  const words = fold(q).split(/\s+/).filter(Boolean)
  const rulings = value?.rulings.filter((ruling) => matches(words, ruling.id, ruling.title, ruling.text, ruling.kind, ...ruling.cards.map((card) => card.name), ...ruling.references.map((ref) => `${ref.title} ${ref.locator ?? ''}`))) ?? []
  const references = value?.references.filter((ref) => matches(words, ref.id, ref.title, ref.publisher, ref.kind, ref.locator, ref.date)) ?? []
  return (
    <section class="browser" aria-labelledby="browser-title">
      <h2 id="browser-title">{t('rulingsTitle')}</h2>
      <div class="search">
        <label for="rulings-search">{t('searchRulings')}</label>
        <input
          id="rulings-search"
          type="search"
          value={q}
          aria-describedby="rulings-search-hint"
          onInput={(event) => {
            const text = (event.target as HTMLInputElement).value
            setQ(text)
            history.replaceState(null, '', rulingsHref(text))
          }}
        />
        <small id="rulings-search-hint" class="hint">
          {t('searchRulingsHint')}
        </small>
      </div>
      {problem && (
        <p class="problem" role="alert">
          {t('error', { message: problem })}
        </p>
      )}
      {!value && !problem && <p aria-live="polite">{t('loading')}</p>}
      {value && (
        <div class="browser-results" aria-live="polite">
          <h3>{t('rulingsFound', { n: rulings.length })}</h3>
          <ul class="ruling-list">
            {rulings.slice(0, 100).map((ruling) => (
              <li>
                <Link href={rulingHref(ruling.id)} nav={nav}>
                  {ruling.title}
                </Link>
                <span class="meta">
                  {' '}
                  <code>{ruling.id}</code> · {ruling.kind} · {ruling.date ?? t('undated')}
                  {ruling.status !== 'current' ? ` · ${ruling.status}` : ''}
                </span>
              </li>
            ))}
          </ul>
          <h3>{t('referencesFound', { n: references.length })}</h3>
          <ul class="reference-list">
            {references.slice(0, 100).map((ref) => (
              <li>
                <Link href={referenceHref(ref.id)} nav={nav}>
                  {ref.title}
                </Link>
                <span class="meta">
                  {' '}
                  {ref.kind} · {ref.publisher}
                  {ref.date ? ` · ${ref.date}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

function ReferenceLine(props: { reference: Reference; nav: Navigation }) {
  const { reference } = props
  return (
    <>
      <Link href={referenceHref(reference.id)} nav={props.nav}>
        {reference.title}
      </Link>
      <span class="meta">
        {' '}
        {[reference.publisher, reference.locator, reference.date, reference.kind].filter(Boolean).join(' · ')}
      </span>
      {reference.url && (
        <>
          {' '}
          <a href={reference.url} rel="noopener noreferrer external" class="external">
            ↗
          </a>
        </>
      )}
    </>
  )
}

export function RulingView(props: { id: string; lang: Lang; t: Translate; nav: Navigation }) {
  const { t, nav } = props
  const ruling = useFetched(() => api.ruling(props.id, props.lang), [props.id, props.lang])
  const history = useFetched<HistoryEntry[]>(() => api.rulingHistory(props.id), [props.id])
  if (ruling.problem) return <NotFound t={t} nav={nav} problem={ruling.problem} />
  const value = ruling.value
  if (!value) return <p aria-live="polite">{t('loading')}</p>
  return (
    <article class="ruling" aria-labelledby="ruling-title">
      <p class="crumbs">
        <Link href={rulingsHref('')} nav={nav}>
          {t('rulingsTitle')}
        </Link>
      </p>
      <h2 id="ruling-title">{value.title}</h2>
      <p class="meta">
        <code>{value.id}</code> · {value.game} · {value.kind}
      </p>
      <dl class="facts-list">
        <dt>{t('dated')}</dt>
        <dd>{value.date ?? t('undated')}</dd>
        <dt>{t('status')}</dt>
        <dd>{value.status}</dd>
        <dt>{t('authority')}</dt>
        <dd>{value.authority}</dd>
        <dt>{t('region')}</dt>
        <dd>{value.region ?? t('bothRegions')}</dd>
        {value.supersededBy && (
          <>
            <dt>{t('supersededBy')}</dt>
            <dd>
              <Link href={rulingHref(value.supersededBy)} nav={nav}>
                {value.supersededBy}
              </Link>
            </dd>
          </>
        )}
        {value.supersedes.length > 0 && (
          <>
            <dt>{t('supersedes')}</dt>
            <dd>
              {value.supersedes.map((id) => (
                <Link href={rulingHref(id)} nav={nav} class="ruling-chip">
                  {id}
                </Link>
              ))}
            </dd>
          </>
        )}
      </dl>
      <p class="ruling-text">{value.text}</p>
      {value.cards.length > 0 && (
        <section aria-labelledby="ruling-cards">
          <h3 id="ruling-cards">{t('cards')}</h3>
          <ul class="card-links">
            {value.cards.map((card) => (
              <li>
                <Link href={cardHref(card.password ?? card.name)} nav={nav}>
                  {card.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="ruling-references">
        <h3 id="ruling-references">{t('references')}</h3>
        <ul>
          {value.references.map((reference) => (
            <li>
              <ReferenceLine reference={reference} nav={nav} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ruling-history">
        <h3 id="ruling-history">{t('history')}</h3>
        {history.value && history.value.length === 0 && <p>{t('noHistory')}</p>}
        {history.value && history.value.length > 0 && (
          <ol class="history">
            {history.value.map((entry) => (
              <li>
                <time dateTime={entry.changedAt}>{entry.changedAt.slice(0, 16).replace('T', ' ')}</time> · v{entry.version} · {entry.action} · {entry.changedBy}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  )
}

export function ReferenceView(props: { id: string; t: Translate; nav: Navigation }) {
  const { t, nav } = props
  const reference = useFetched(() => api.reference(props.id), [props.id])
  if (reference.problem) return <NotFound t={t} nav={nav} problem={reference.problem} />
  const value = reference.value
  if (!value) return <p aria-live="polite">{t('loading')}</p>
  return (
    <article class="reference" aria-labelledby="reference-title">
      <p class="crumbs">
        <Link href={rulingsHref('')} nav={nav}>
          {t('rulingsTitle')}
        </Link>
      </p>
      <h2 id="reference-title">{value.title}</h2>
      <p class="meta">
        <code>{value.id}</code> · {[value.kind, value.publisher, value.locator, value.date, value.language].filter(Boolean).join(' · ')}
      </p>
      {value.url && (
        <p>
          <a href={value.url} rel="noopener noreferrer external">
            {value.url}
          </a>
        </p>
      )}
      <h3>{t('citedBy')}</h3>
      <ul>
        {value.rulings.map((id) => (
          <li>
            <Link href={rulingHref(id)} nav={nav}>
              {id}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  )
}

export function CardView(props: { id: string; lang: Lang; t: Translate; nav: Navigation; onAdd: (name: string) => void }) {
  const { t, nav } = props
  const card = useFetched<Card>(() => api.card(props.id, props.lang), [props.id, props.lang])
  const rulings = useFetched(() => api.cardRulings(props.id, props.lang), [props.id, props.lang])
  if (card.problem) return <NotFound t={t} nav={nav} problem={card.problem} />
  const value = card.value
  if (!value) return <p aria-live="polite">{t('loading')}</p>
  const stats = [value.monsterTypeLine ?? value.property ?? value.cardType, value.attribute, value.level ? `★${value.level}` : null, value.rank ? `☆${value.rank}` : null, value.linkRating ? `LINK-${value.linkRating}` : null, value.atk !== null ? `ATK ${value.atk}` : null, value.def !== null ? `DEF ${value.def}` : null]
  return (
    <article class="card-page" aria-labelledby="card-title">
      <h2 id="card-title">{value.name}</h2>
      <p class="meta">{stats.filter(Boolean).join(' · ')}</p>
      {value.text && <p class="card-text-full">{value.text}</p>}
      {value.behaviours.length > 0 && (
        <>
          <h3>{t('behaviours')}</h3>
          <ul>
            {value.behaviours.map((behaviour) => (
              <li>
                {t(`phase.${behaviour.phase}` as 'phase.end')} · {behaviour.kind}
                {behaviour.mandatory ? ` · ${t('mandatory')}` : ''} · {behaviour.source}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <button type="button" class="primary" onClick={() => props.onAdd(value.names['en'] ?? value.name)}>
          {t('addToBoard')}
        </button>
      </p>
      <h3>{t('cardRulings')}</h3>
      {!rulings.value && !rulings.problem && <p aria-live="polite">{t('loading')}</p>}
      {rulings.problem && <p class="problem" role="alert">{rulings.problem}</p>}
      {rulings.value && rulings.value.items.length === 0 && <p>{t('noRulings')}</p>}
      {rulings.value && (
        <ul>
          {rulings.value.items.map((ruling) => (
            <li>
              <Link href={rulingHref(ruling.id)} nav={nav}>
                {ruling.title}
              </Link>{' '}
              <code>{ruling.id}</code>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}

function NotFound(props: { t: Translate; nav: Navigation; problem: string }) {
  return (
    <section>
      <p class="problem" role="alert">
        {props.t('notFound')} {props.problem}
      </p>
      <Link href="/" nav={props.nav}>
        {props.t('back')}
      </Link>
    </section>
  )
}
