/**
 * Splits a streamed top-level JSON array into its elements without holding the whole document:
 * yields each element's source text with its position, so one malformed record can be reported
 * and skipped while the rest are read. Structural damage (no opening bracket, a truncated
 * stream) throws, because what follows cannot be trusted.
 */
export interface ArrayElement {
  index: number
  /** Offset of the element's first character in the decoded text. */
  offset: number
  text: string
}

export class JsonStreamError extends Error {
  override name = 'JsonStreamError'
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0xfeff
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d

const tooLong = (index: number, offset: number, max: number) => new JsonStreamError(`element #${index} at offset ${offset} is longer than ${max} characters`)

/** `maxElementChars`: an element longer than this is refused (structural: it is not a record). */
export async function* jsonArrayElements(chunks: AsyncIterable<string>, maxElementChars = Infinity): AsyncGenerator<ArrayElement> {
  let state: 'start' | 'between' | 'element' | 'end' = 'start'
  let depth = 0
  let inString = false
  let escaped = false
  let parts: string[] = []
  let partsLength = 0
  let index = 0
  let base = 0 // offset of the current chunk's first character
  let elementOffset = 0

  for await (const chunk of chunks) {
    let sliceStart = 0
    for (let i = 0; i < chunk.length; i++) {
      const code = chunk.charCodeAt(i)
      if (state === 'element') {
        if (inString) {
          if (escaped) escaped = false
          else if (code === BACKSLASH) escaped = true
          else if (code === QUOTE) inString = false
          continue
        }
        if (depth === 0 && (code === COMMA || code === CLOSE_BRACKET)) {
          parts.push(chunk.slice(sliceStart, i))
          const text = parts.join('').trimEnd()
          if (text.length > maxElementChars) throw tooLong(index, elementOffset, maxElementChars)
          yield { index: index++, offset: elementOffset, text }
          parts = []
          partsLength = 0
          state = code === CLOSE_BRACKET ? 'end' : 'between'
          continue
        }
        if (code === QUOTE) inString = true
        else if (code === OPEN_BRACE || code === OPEN_BRACKET) depth++
        else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth--
        continue
      }
      if (isSpace(code)) continue
      if (state === 'start') {
        if (code !== OPEN_BRACKET) throw new JsonStreamError(`expected a JSON array, found ${JSON.stringify(chunk[i])} at offset ${base + i}`)
        state = 'between'
      } else if (state === 'end') {
        throw new JsonStreamError(`unexpected ${JSON.stringify(chunk[i])} after the end of the array at offset ${base + i}`)
      } else if (code === COMMA) {
        continue
      } else if (code === CLOSE_BRACKET) {
        state = 'end'
      } else {
        state = 'element'
        elementOffset = base + i
        sliceStart = i
        depth = 0
        inString = false
        escaped = false
        i-- // re-read this character as part of the element
      }
    }
    if (state === 'element') {
      const part = chunk.slice(sliceStart)
      parts.push(part)
      partsLength += part.length
      // Checked as it grows too, so that one endless element is not held whole.
      if (partsLength > maxElementChars) throw tooLong(index, elementOffset, maxElementChars)
    }
    base += chunk.length
  }
  const finalState = state as string
  if (finalState !== 'end') {
    throw new JsonStreamError(finalState === 'start' ? 'the input is empty, not a JSON array' : `the input ends inside the array (after ${index} elements)`)
  }
}
