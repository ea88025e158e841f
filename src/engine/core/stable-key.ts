/**
 * A canonical text for plain data: object keys sorted, undefined fields left out. Two values with
 * the same key are the same data whatever order their fields were written in.
 */
export function stableKey(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`
  const record = value as Record<string, unknown>
  const fields: string[] = []
  for (const name of Object.keys(record).sort()) {
    const field = record[name]
    if (field === undefined) continue
    fields.push(`${JSON.stringify(name)}:${stableKey(field)}`)
  }
  return `{${fields.join(',')}}`
}
