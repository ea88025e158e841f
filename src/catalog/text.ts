/** Text helpers for card names: furigana markup and the normalised search form. */

const RUBY = /<ruby>(.*?)<rt>(.*?)<\/rt><\/ruby>/g
/** Furigana markup only: a printed name may hold angle brackets of its own ("Maliss <Q> Hearts Crypter"). */
const TAG = /<\/?(?:ruby|rt|rp|rb)>/g

/** `<ruby>暗黒<rt>あんこく</rt></ruby>のマンティコア` → plain `暗黒のマンティコア`, reading `あんこくのマンティコア`. */
export function parseRuby(markup: string): { plain: string; reading: string | null } {
  if (!markup.includes('<ruby>')) return { plain: markup.replace(TAG, ''), reading: null }
  const plain = markup.replace(RUBY, '$1').replace(TAG, '')
  const reading = markup.replace(RUBY, '$2').replace(TAG, '')
  return { plain, reading: reading === plain ? null : reading }
}

/** Katakana (U+30A1..U+30F6) folded to hiragana, so either script finds a reading. */
function foldKana(s: string): string {
  let out = ''
  for (const ch of s) {
    const code = ch.codePointAt(0)!
    out += code >= 0x30a1 && code <= 0x30f6 ? String.fromCodePoint(code - 0x60) : ch
  }
  return out
}

/**
 * The form names are searched in: NFKC (full-width Latin and half-width katakana become their
 * ordinary forms), lower case, kana folded, runs of white space collapsed.
 */
export function searchKey(s: string): string {
  return foldKana(s.normalize('NFKC').toLowerCase()).replace(/\s+/g, ' ').trim()
}

/** Escapes LIKE wildcards in user input. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`)
}
