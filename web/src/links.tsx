/** Links the page follows itself, and the addresses of its views. */
import type { JSX } from 'preact'

export interface Navigation {
  /** Goes to a page address (?ruling=…, ?card=…, /) without reloading the page. */
  go(href: string): void
}

/** A link that the page follows itself (a new tab or window still works as usual). */
export function Link(props: { href: string; nav: Navigation; children: JSX.Element | string | Array<JSX.Element | string>; class?: string; lang?: string }) {
  return (
    <a
      href={props.href}
      class={props.class}
      lang={props.lang}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        props.nav.go(props.href)
      }}
    >
      {props.children}
    </a>
  )
}

export const rulingHref = (id: string) => `/?ruling=${encodeURIComponent(id)}`
export const cardHref = (id: string | number) => `/?card=${encodeURIComponent(String(id))}`
export const referenceHref = (id: string) => `/?reference=${encodeURIComponent(id)}`
export const rulingsHref = (q: string) => `/?view=rulings${q ? `&q=${encodeURIComponent(q)}` : ''}`
