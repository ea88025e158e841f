/** The answer as a person reads it: the explanation step by step, what could be chosen instead, every outcome, the rulings. */
import { useState } from 'preact/hooks'
import type { JSX } from 'preact'
import type { Choice, Lang, ResolveAnswer, ResolveEvent, ResolveRequest, Action } from './api.js'
import { alternativesAt, boardLink } from './board.js'
import type { Translate } from './i18n.js'
import { Link, rulingHref, type Navigation } from './links.js'

/** The explanation's text marks card names **bold** (as its Markdown does); everything else is plain text. */
function Rich(props: { text: string }): JSX.Element {
  const parts = props.text.split(/\*\*(.+?)\*\*/g)
  return <>{parts.map((part, index) => (index % 2 === 1 ? <strong>{part}</strong> : part))}</>
}

function actionLabel(action: Action, t: Translate): string {
  const e = action.effect ?? ''
  const c = (action.cards ?? []).join(', ')
  switch (action.type) {
    case 'pass':
      return t('action.pass')
    case 'activate':
      return t('action.activate', { e })
    case 'apply':
      return t('action.apply', { e })
    case 'expire':
      return t('action.expire', { e })
    case 'discard':
      return t('action.discard', { c })
    default:
      return [action.type, e, c].filter(Boolean).join(' ')
  }
}

function eventLabel(event: ResolveEvent): string {
  const parts = [event.type, event.effect, event.player && !event.effect ? event.player : undefined]
  if (event.outcome && event.outcome !== 'applied') parts.push(`(${event.outcome})`)
  if (event.cards?.length) parts.push(event.cards.join(', '))
  return parts.filter(Boolean).join(' ')
}

function RulingLinks(props: { ids: string[]; nav: Navigation }) {
  if (props.ids.length === 0) return null
  return (
    <span class="ruling-links">
      {props.ids.map((id) => (
        <Link href={rulingHref(id)} nav={props.nav} class="ruling-chip">
          {id}
        </Link>
      ))}
    </span>
  )
}

function CopyLink(props: { link: string; t: Translate }) {
  const [copied, setCopied] = useState(false)
  return (
    <div class="board-link">
      <label for="board-link">{props.t('boardLink')}</label>
      <div class="link-row">
        <input id="board-link" readOnly value={props.link} onFocus={(e) => (e.target as HTMLInputElement).select()} />
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(props.link).then(() => setCopied(true), () => undefined)
          }}
        >
          {copied ? props.t('copied') : props.t('copy')}
        </button>
      </div>
    </div>
  )
}

export function AnswerView(props: { answer: ResolveAnswer; board: ResolveRequest; t: Translate; lang: Lang; nav: Navigation; onChoices: (choices: Choice[]) => void }) {
  const { answer, t, nav } = props
  const explanation = answer.explanation
  const chosen = props.board.choices?.length ?? 0
  return (
    <div class="answer" lang={explanation?.lang ?? props.lang}>
      {explanation && <h3 class="answer-title">{explanation.title}</h3>}
      {chosen > 0 && (
        <p class="chosen">
          {t('choicesSet', { n: chosen })}{' '}
          <button type="button" class="secondary" onClick={() => props.onChoices([])}>
            {t('resetChoices')}
          </button>
        </p>
      )}
      {explanation ? (
        <ol class="explanation">
          {explanation.entries.map((entry) => {
            const alternatives = entry.kind === 'step' ? alternativesAt(answer.steps, entry.index) : []
            return (
              <li class={`entry entry-${entry.kind}`}>
                <p>
                  <Rich text={entry.text} />
                </p>
                {alternatives.length > 0 && (
                  <p class="instead">
                    <span>{t('instead')}</span>
                    {alternatives.map((alternative) => (
                      <button type="button" class="choice" onClick={() => props.onChoices(alternative.choices)}>
                        {actionLabel(alternative.action, t)}
                      </button>
                    ))}
                  </p>
                )}
                <RulingLinks ids={entry.rulings} nav={nav} />
              </li>
            )
          })}
        </ol>
      ) : (
        <ol class="explanation">
          {answer.events.map((event) => (
            <li class="entry">
              {eventLabel(event)} <RulingLinks ids={event.rulings} nav={nav} />
            </li>
          ))}
        </ol>
      )}
      {answer.outcomes && (
        <section class="outcomes" aria-labelledby="outcomes-title">
          <h3 id="outcomes-title">{t('outcomes', { n: answer.outcomes.length })}</h3>
          {answer.truncated && <p class="hint">{t('truncated', { reason: answer.truncatedReason ?? '' })}</p>}
          <ol>
            {answer.outcomes.map((outcome) => (
              <li class="outcome">
                <span class="events">{outcome.events.map(eventLabel).join(' → ')}</span>
                {outcome.alternatives && <span class="hint"> ({t('moreWays', { n: outcome.alternatives.count })})</span>}{' '}
                <button type="button" class="choice" onClick={() => props.onChoices(outcome.choices)}>
                  {t('showLine')}
                </button>
              </li>
            ))}
          </ol>
        </section>
      )}
      {answer.rulings.length > 0 && (
        <section class="cited" aria-labelledby="cited-title">
          <h3 id="cited-title">{t('citedRulings')}</h3>
          <ul>
            {answer.rulings.map((ruling) => (
              <li>
                <Link href={rulingHref(ruling.id)} nav={nav}>
                  {ruling.title ?? ruling.id}
                </Link>{' '}
                <code>{ruling.id}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      <CopyLink link={boardLink(props.board, props.lang)} t={t} />
    </div>
  )
}
