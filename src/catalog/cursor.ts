/**
 * Opaque list cursors: base64url JSON, validated on the way back in. A forged cursor is refused
 * here (a 400), never passed on: ids and offsets are int4 in the database and strings are text.
 */
export class InvalidCursorError extends Error {
  override name = 'InvalidCursorError'
}

export function encodeCursor(value: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

export function decodeCursor<T extends Record<string, 'string' | 'number'>>(
  cursor: string,
  shape: T,
): { [K in keyof T]: T[K] extends 'number' ? number : string } {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new InvalidCursorError('cursor is not one this service issued')
  }
  if (typeof parsed !== 'object' || parsed === null) throw new InvalidCursorError('cursor is not one this service issued')
  for (const [key, type] of Object.entries(shape)) {
    const value = (parsed as Record<string, unknown>)[key]
    if (typeof value !== type || !withinBounds(value)) throw new InvalidCursorError('cursor is not one this service issued')
  }
  return parsed as { [K in keyof T]: T[K] extends 'number' ? number : string }
}

const MAX_INT4 = 2_147_483_647
const MAX_STRING = 400

function withinBounds(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= MAX_INT4
  return typeof value === 'string' && value.length <= MAX_STRING && !value.includes('\u0000')
}

/**
 * A cursor's fields, each checked against `shape`: 'number' a whole number in int4's range (it may
 * be negative), 'float' any finite number, 'string' text as above; a key ending in '?' may be absent.
 */
export function decodeKeyset(cursor: string, shape: Record<string, 'string' | 'number' | 'float' | 'string?' | 'number?'>): Record<string, string | number | undefined> {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new InvalidCursorError('cursor is not one this service issued')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new InvalidCursorError('cursor is not one this service issued')
  const out: Record<string, string | number | undefined> = {}
  for (const [key, kind] of Object.entries(shape)) {
    const value = (parsed as Record<string, unknown>)[key]
    const optional = kind.endsWith('?')
    if (value === undefined && optional) continue
    const type = kind.replace('?', '')
    const fits =
      type === 'float'
        ? typeof value === 'number' && Number.isFinite(value)
        : type === 'number'
          ? typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_INT4
          : typeof value === 'string' && withinBounds(value)
    if (!fits) throw new InvalidCursorError('cursor is not one this service issued')
    out[key] = value as string | number
  }
  return out
}
