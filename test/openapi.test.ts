/**
 * The API documents itself: every route of the OpenAPI document has its 200 response schema and a
 * real example; the examples validate against the 200 schemas and are what the service answers
 * today; every event type, step window and decision kind is described.
 */
import t from 'tap'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { build } from './helpers/build.js'
import { loadExamples } from '../src/docs/examples.js'
import { DECISION_KINDS, EVENT_TYPES, STEP_WINDOWS } from '../src/engine/index.js'

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown; example?: unknown }> }>; requestBody?: { content: Record<string, { example?: unknown }> } }

t.test('OpenAPI: 200 schemas, examples from real runs, the vocabulary described', async (t) => {
  const app = await build(t)
  const doc = (await app.inject({ url: '/openapi.json' })).json()
  const paths = doc.paths as Record<string, Record<string, Operation>>
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  ajv.addFormat?.('uri', true)
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) ajv.addSchema(schema as object, `#/components/schemas/${name}`)
  const examples = loadExamples()
  t.ok(examples.length > 0, 'docs/openapi-examples.json is there (npm run docs:examples)')

  for (const [path, methods] of Object.entries(paths)) {
    if (path.startsWith('/graphql')) continue
    for (const [method, operation] of Object.entries(methods)) {
      // An editor's write answers 201 with the ruling, or 204 with nothing; reads and resolve answer 200 with an example.
      if (operation.responses['204']) continue
      // A stream of Server-Sent Events is not one JSON answer: each event's data is a ChangeFeedEntry.
      if (operation.responses['200']?.content?.['text/event-stream']) {
        t.ok(doc.components?.schemas?.ChangeFeedEntry, `${method} ${path}: its events' schema is in the document`)
        continue
      }
      const json = (operation.responses['200'] ?? operation.responses['201'])?.content?.['application/json']
      t.ok(json?.schema, `${method} ${path} has a success schema`)
      const isWrite = method !== 'get' && path !== '/v1/resolve'
      if (isWrite) continue
      t.not(json?.example, undefined, `${method} ${path} has an example`)
      if (!json?.schema || json.example === undefined) continue
      const validate = ajv.compile(json.schema as object)
      t.ok(validate(json.example), `${method} ${path}: the example validates against the 200 schema ${JSON.stringify(validate.errors)}`)
    }
  }

  const resolve = paths['/v1/resolve']!.post!
  t.ok(resolve.requestBody?.content['application/json']?.example, 'resolve has a request example')
  const answer = resolve.responses['200']!.content!['application/json']!.example as { explanation?: unknown; steps: unknown[]; events: unknown[] }
  t.ok(answer.explanation && answer.steps.length > 0 && answer.events.length > 0, 'and its whole answer, explanation included')

  for (const example of examples) {
    // Health and meta answer what this database holds now (its change time, its counts).
    if (example.path === '/health' || example.path === '/v1/meta') continue
    const res = await app.inject({ method: example.method, url: example.url, ...(example.body !== undefined ? { payload: example.body as object } : {}) })
    // The change feed says when this database was seeded: everything else must be the same.
    const timeless = (body: unknown) =>
      example.path === '/v1/changes' ? { ...(body as object), entries: (body as { entries: object[] }).entries.map(({ changedAt: _at, ...entry }: { changedAt?: string }) => entry) } : body
    t.same(timeless(res.json()), timeless(example.response), `${example.method} ${example.url} still answers its example (else run npm run docs:examples)`)
  }

  for (const path of ['/v1/resolve', '/v1/rulings/{id}', '/v1/cards/{id}/rulings']) {
    const operation = paths[path]!.post ?? paths[path]!.get!
    t.same(Object.keys(operation.responses['200']!.content!).sort(), ['application/json', 'text/markdown', 'text/plain'], `${path} documents its text formats`)
  }

  const text = JSON.stringify(doc)
  for (const type of EVENT_TYPES) t.match(text, `- \`${type}\`: `, `event type ${type} is described`)
  for (const window of STEP_WINDOWS) t.match(text, `- \`${window}\`: `, `window ${window} is described`)
  for (const kind of DECISION_KINDS) t.match(text, `- \`${kind}\`: `, `decision kind ${kind} is described`)
})
