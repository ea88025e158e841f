/**
 * A canonical text for plain data: object keys sorted, undefined fields left out. Two values with
 * the same key are the same data whatever order their fields were written in.
 */
export function stableKey(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  // Written by concatenation, without intermediate arrays: the enumeration keys every new event.
  if (Array.isArray(value)) {
    let out = '['
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + stableKey(value[i])
    return `${out}]`
  }
  const record = value as Record<string, unknown>
  const names = Object.keys(record)
  if (names.length > 1) names.sort()
  let out = '{'
  for (const name of names) {
    const field = record[name]
    if (field === undefined) continue
    out += `${out.length === 1 ? '' : ','}${JSON.stringify(name)}:${stableKey(field)}`
  }
  return `${out}}`
}
