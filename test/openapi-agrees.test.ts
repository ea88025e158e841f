/**
 * The OpenAPI document says what the service does: walking every operation of /openapi.json,
 * each answer the service gives to the edge cases below is one the operation declares, and each
 * parameter the service requires or refuses is declared so. Cases: a path parameter longer than
 * the router takes (414), an edit without If-Match (428, with If-Match a declared required
 * header), a method a path does not take (405 with Allow, TRACE and QUERY included), and values
 * of cursor and asOf the document's own schema refuses exactly when the service does.
 */
import t from 'tap'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { createKey } from '../src/editors/keys.js'
import { MAX_PATH_PARAM_LENGTH } from '../src/schemas/catalog.js'
import { build } from './helpers/build.js'

type Parameter = { in: string; name: string; required?: boolean; schema?: Record<string, unknown> }
type Operation = { parameters?: Parameter[]; responses: Record<string, unknown>; requestBody?: unknown }
const METHODS = ['get', 'post', 'put', 'patch', 'delete']

t.test('the document and the service agree on the edge cases', async (t) => {
  const app = await build(t)
  const admin = await createKey(app.db.prisma, 'root', 'admin')
  const doc = (await app.inject('/openapi.json')).json()
  const paths = doc.paths as Record<string, Record<string, Operation>>
  const ajv = new Ajv2020({ strict: false })
  const fill = (path: string, long?: string) => path.replace(/\{([^}]+)\}/g, (_all, name: string) => (name === long ? 'a'.repeat(MAX_PATH_PARAM_LENGTH + 1) : 'x'))
  const declared = (operation: Operation, status: number) => String(status) in operation.responses || 'default' in operation.responses

  for (const [path, operations] of Object.entries(paths)) {
    const methods = METHODS.filter((method) => operations[method])
    for (const method of methods) {
      const operation = operations[method]!
      const name = `${method.toUpperCase()} ${path}`
      // A path parameter longer than the router takes.
      for (const param of (operation.parameters ?? []).filter((p) => p.in === 'path')) {
        const res = await app.inject({ method: method.toUpperCase() as 'GET', url: fill(path, param.name), headers: { authorization: `Bearer ${admin}` } })
        t.ok(declared(operation, res.statusCode), `${name}, ${param.name} of ${MAX_PATH_PARAM_LENGTH + 1} characters: ${res.statusCode} is declared`)
      }
      // An edit without If-Match is 428 exactly where the document requires the header.
      if (method !== 'get' && !path.startsWith('/graphql')) {
        const res = await app.inject({ method: method.toUpperCase() as 'POST', url: fill(path), headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, payload: '{}' })
        const ifMatch = (operation.parameters ?? []).find((p) => p.in === 'header' && p.name.toLowerCase() === 'if-match')
        t.ok(declared(operation, res.statusCode), `${name} without If-Match: ${res.statusCode} is declared`)
        if (res.statusCode === 428) t.equal(ifMatch?.required, true, `${name} answers 428 without If-Match: the document requires the header`)
        if (ifMatch) {
          t.ok(declared(operation, 428), `${name} declares 428`)
          if (method === 'delete') t.equal(res.statusCode, 428, `${name} without If-Match: 428`)
        }
      }
    }
    // A method the path does not take: 405, and Allow names the document's methods.
    for (const method of ['TRACE', 'QUERY', ...METHODS.filter((m) => !operations[m]).map((m) => m.toUpperCase())]) {
      const res = await app.inject({ method: method as 'GET', url: fill(path) })
      t.equal(res.statusCode, 405, `${method} ${path}: 405`)
      const allow = String(res.headers.allow ?? '').split(/,\s*/)
      t.ok(methods.every((m) => allow.includes(m.toUpperCase())), `${method} ${path}: Allow (${res.headers.allow}) names ${methods.join(', ')}`)
      t.match(res.json(), { statusCode: 405, code: 'METHOD_NOT_ALLOWED' })
    }
  }

  // Query values the document's schema refuses are the values the service refuses, and only those.
  const probes: Record<string, string[]> = { cursor: ['0', '-1', 'abc'], asOf: ['0000-00-00', '2025-02-29', '2026-04-31', '2026-13-01', '2024-02-29', '2026-11-01', '0000-01-01'] }
  let probed = 0
  for (const [path, operations] of Object.entries(paths)) {
    const operation = operations.get
    if (!operation) continue
    for (const param of (operation.parameters ?? []).filter((p) => p.in === 'query' && probes[p.name])) {
      const validate = ajv.compile(param.schema ?? {})
      for (const value of probes[param.name]!) {
        const res = await app.inject(`${path.replace(/\{([^}]+)\}/g, (_all, name: string) => (name === 'id' && path.startsWith('/v1/rulings') ? 'ygo-ep-three-parts' : 'Effect%20Veiler'))}?${param.name}=${value}`)
        const refused = res.statusCode === 400 && res.json().field?.includes(param.name)
        t.equal(refused, !validate(value), `GET ${path}?${param.name}=${value}: the document ${validate(value) ? 'accepts' : 'refuses'} it, the service answers ${res.statusCode}`)
        probed++
      }
    }
  }
  t.ok(probed >= 10, `${probed} query values probed`)
})
