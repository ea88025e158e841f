/** Opaque list cursors: base64url JSON, validated on the way back in. */
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
    if (typeof value !== type || (type === 'number' && (!Number.isInteger(value) || (value as number) < 0))) {
      throw new InvalidCursorError('cursor is not one this service issued')
    }
  }
  return parsed as { [K in keyof T]: T[K] extends 'number' ? number : string }
}
