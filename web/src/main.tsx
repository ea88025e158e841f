/** The page: a board builder with its answer, and a rulings browser, over the public API. */
import { render } from 'preact'
import { useCallback, useEffect, useState } from 'preact/hooks'
import { api, ApiError, type Lang, type ResolveAnswer, type ResolveRequest } from './api.js'
import { addCard, boardLink, emptyBoard, normalise } from './board.js'
import { Link, type Navigation } from './links.js'
import { translator, type Translate } from './i18n.js'
import { BoardEditor, type Destination } from './board-editor.js'
import { AnswerView } from './answer.js'
import { CardView, ReferenceView, RulingsBrowser, RulingView } from './rulings.js'
import './style.css'

export type Route =
  | { view: 'board' }
  | { view: 'rulings'; q: string }
  | { view: 'ruling'; id: string }
  | { view: 'card'; id: string }
  | { view: 'reference'; id: string }

function routeOf(search: URLSearchParams): Route {
  const ruling = search.get('ruling')
  if (ruling) return { view: 'ruling', id: ruling }
  const card = search.get('card')
  if (card) return { view: 'card', id: card }
  const reference = search.get('reference')
  if (reference) return { view: 'reference', id: reference }
  if (search.get('view') === 'rulings') return { view: 'rulings', q: search.get('q') ?? '' }
  return { view: 'board' }
}

function initialLang(search: URLSearchParams, board: ResolveRequest | null): Lang {
  const asked = search.get('lang') ?? board?.explain ?? localStorage.getItem('lang') ?? (navigator.language.startsWith('ja') ? 'ja' : 'en')
  return asked === 'ja' ? 'ja' : 'en'
}

/** The board a link carries (?board=), or null; a link that is not a board says why. */
function boardFromLink(search: URLSearchParams): { board: ResolveRequest | null; problem: string | null } {
  const text = search.get('board')
  if (!text) return { board: null, problem: null }
  try {
    return { board: normalise(JSON.parse(text)), problem: null }
  } catch (error) {
    return { board: null, problem: `?board= is not a board: ${(error as Error).message}` }
  }
}

function App() {
  // Read from the address once, as the page opens.
  const [{ start, linked }] = useState(() => {
    const start = new URLSearchParams(location.search)
    return { start, linked: boardFromLink(start) }
  })
  const [lang, setLang] = useState<Lang>(() => initialLang(start, linked.board))
  const [route, setRoute] = useState<Route>(() => routeOf(start))
  const [board, setBoard] = useState<ResolveRequest>(() => linked.board ?? emptyBoard())
  const [answer, setAnswer] = useState<ResolveAnswer | null>(null)
  const [problem, setProblem] = useState<string | null>(linked.problem)
  const [asking, setAsking] = useState(false)
  const [destination, setDestination] = useState<Destination>({ player: 'A', zone: 'hand' })
  const t: Translate = translator(lang)

  const nav: Navigation = {
    go(href) {
      history.pushState(null, '', href)
      setRoute(routeOf(new URL(href, location.origin).searchParams))
      window.scrollTo(0, 0)
    },
  }

  useEffect(() => {
    const onPop = () => setRoute(routeOf(new URLSearchParams(location.search)))
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])

  useEffect(() => {
    document.documentElement.lang = lang
    localStorage.setItem('lang', lang)
  }, [lang])

  const ask = useCallback(
    async (request: ResolveRequest, inLang: Lang) => {
      setAsking(true)
      setProblem(null)
      try {
        const result = await api.resolve(request, inLang)
        setAnswer(result)
        // The address bar holds the board answered, so a reload or a copied address opens it again.
        if (routeOf(new URLSearchParams(location.search)).view === 'board') history.replaceState(null, '', boardLink(request, inLang))
      } catch (error) {
        setAnswer(null)
        setProblem(error instanceof ApiError ? t('error', { message: error.message }) : String(error))
      } finally {
        setAsking(false)
      }
    },
    [lang],
  )

  // A board link is answered as it opens.
  useEffect(() => {
    if (linked.board) void ask(linked.board, lang)
  }, [])

  const switchLang = (next: Lang) => {
    if (next === lang) return
    setLang(next)
    const url = new URL(location.href)
    if (next === 'ja') url.searchParams.set('lang', 'ja')
    else url.searchParams.delete('lang')
    history.replaceState(null, '', url.pathname + url.search)
    if (answer && route.view === 'board') void ask(board, next)
  }

  const changeBoard = (next: ResolveRequest) => {
    setBoard(next)
  }

  return (
    <div class="page">
      <a class="skip" href="#main">
        {t('skip')}
      </a>
      <header class="top">
        <div class="brand">
          <Link href="/" nav={nav} class="brand-name">
            {t('appTitle')}
          </Link>
          <span class="tagline">{t('tagline')}</span>
        </div>
        <nav aria-label="main">
          <Link href="/" nav={nav} class={route.view === 'board' ? 'current' : ''}>
            {t('navBoard')}
          </Link>
          <Link href="/?view=rulings" nav={nav} class={route.view !== 'board' ? 'current' : ''}>
            {t('navRulings')}
          </Link>
        </nav>
        <div class="langs" role="group" aria-label={t('language')}>
          <button type="button" aria-pressed={lang === 'en'} onClick={() => switchLang('en')} lang="en">
            EN
          </button>
          <button type="button" aria-pressed={lang === 'ja'} onClick={() => switchLang('ja')} lang="ja">
            日本語
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {route.view === 'board' && (
          <div class="board-page">
            <BoardEditor
              board={board}
              onChange={changeBoard}
              lang={lang}
              t={t}
              asking={asking}
              destination={destination}
              onDestination={setDestination}
              onAsk={() => void ask(board, lang)}
              onClear={() => {
                setBoard(emptyBoard())
                setAnswer(null)
                history.replaceState(null, '', '/')
              }}
            />
            <section class="answer-panel" aria-labelledby="answer-title" aria-busy={asking}>
              <h2 id="answer-title">{t('answer')}</h2>
              {problem && (
                <p class="problem" role="alert">
                  {problem}
                </p>
              )}
              {answer && (
                <AnswerView
                  answer={answer}
                  board={board}
                  t={t}
                  lang={lang}
                  nav={nav}
                  onChoices={(choices) => {
                    const next: ResolveRequest = { ...board, choices }
                    if (choices.length === 0) delete next.choices
                    setBoard(next)
                    void ask(next, lang)
                  }}
                />
              )}
            </section>
          </div>
        )}
        {route.view === 'rulings' && <RulingsBrowser q={route.q} t={t} nav={nav} />}
        {route.view === 'ruling' && <RulingView id={route.id} lang={lang} t={t} nav={nav} />}
        {route.view === 'reference' && <ReferenceView id={route.id} t={t} nav={nav} />}
        {route.view === 'card' && (
          <CardView
            id={route.id}
            lang={lang}
            t={t}
            nav={nav}
            onAdd={(name) => {
              setBoard(addToBoard(board, destination, name))
              nav.go('/')
            }}
          />
        )}
      </main>
    </div>
  )
}

const addToBoard = (board: ResolveRequest, destination: Destination, name: string) => addCard(board, destination.player, destination.zone, name)

const root = document.getElementById('app')
if (root) {
  root.textContent = ''
  render(<App />, root)
}
