/**
 * What the OpenAPI document says beyond the routes' own schemas, for the clients generated from it
 * and for Swagger UI: who may call what (the API keys as security schemes, so /docs has
 * Authorize), an operationId per operation (a generated client's method names), the headers a
 * client reads and sends (ETag, X-Data-Version, If-None-Match, Location, Retry-After), the answers
 * every route may give (429 when the rate limit is on), the GraphQL endpoint described, selectors
 * listing every value they take, and examples typed as their schemas say.
 */
import { KEYED_READ_EXAMPLES, WRITE_EXAMPLES } from './write-examples.js'

type Json = Record<string, unknown>
type Operation = {
  operationId?: string
  summary?: string
  description?: string
  tags?: string[]
  security?: Array<Record<string, string[]>>
  parameters?: Json[]
  requestBody?: { content?: Record<string, Json> }
  responses?: Record<string, { description?: string; headers?: Json; content?: Record<string, Json> }>
}
type Document = { paths?: Record<string, Record<string, Operation>>; components?: Json; servers?: unknown[]; tags?: Json[] } & Json

export const SECURITY_SCHEMES = {
  editorKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API key with scope `editor` (or `admin`): `Authorization: Bearer rk_…`. Writes rulings, references, their links and curated behaviours. An admin makes keys with `POST /v1/admin/keys`.',
  },
  adminKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key with scope `admin`: deletions, the card import and the keys themselves (`POST /v1/admin/keys`; the first with `npm run keys -- create --scope admin --name …`).',
  },
} as const

/** Who may call an operation: the routes of the editors and the admin name their key; everything else is public. */
export const EDITOR_SECURITY: Array<Record<string, string[]>> = [{ editorKey: [] }, { adminKey: [] }]
export const ADMIN_SECURITY: Array<Record<string, string[]>> = [{ adminKey: [] }]

/** Method names of a generated client, per operation (an operation not listed gets one from its method and path). */
const OPERATION_IDS: Record<string, string> = {
  'get /health': 'getHealth',
  'get /v1/meta': 'getMeta',
  'get /v1/cards': 'searchCards',
  'get /v1/cards/{id}': 'getCard',
  'get /v1/sets': 'listSets',
  'get /v1/cards/{id}/rulings': 'listCardRulings',
  'get /v1/cards/{id}/behaviours': 'getCardBehaviours',
  'put /v1/cards/{id}/behaviours': 'setCardBehaviours',
  'get /v1/cards/{id}/behaviours/history': 'getCardBehavioursHistory',
  'get /v1/rulings': 'listRulings',
  'post /v1/rulings': 'createRuling',
  'get /v1/rulings/{id}': 'getRuling',
  'patch /v1/rulings/{id}': 'updateRuling',
  'delete /v1/rulings/{id}': 'deleteRuling',
  'get /v1/rulings/{id}/history': 'getRulingHistory',
  'get /v1/rulings/{id}/cards': 'listRulingCardLinks',
  'put /v1/rulings/{id}/cards/{card}': 'setRulingCardLink',
  'delete /v1/rulings/{id}/cards/{card}': 'removeRulingCardLink',
  'put /v1/rulings/{id}/references/{reference}': 'setRulingReferenceLink',
  'delete /v1/rulings/{id}/references/{reference}': 'removeRulingReferenceLink',
  'get /v1/references': 'listReferences',
  'post /v1/references': 'createReference',
  'get /v1/references/{id}': 'getReference',
  'patch /v1/references/{id}': 'updateReference',
  'delete /v1/references/{id}': 'deleteReference',
  'get /v1/references/{id}/history': 'getReferenceHistory',
  'post /v1/admin/import': 'importCards',
  'post /v1/resolve': 'resolve',
  'get /graphql': 'graphqlGet',
  'post /graphql': 'graphql',
}

export const TAGS = [
  { name: 'cards', description: 'Cards: search, one card, its rulings and its phase behaviours' },
  { name: 'rulings', description: 'Rulings with their references, cards and history; JSON, Markdown or plain text, in English or Japanese' },
  { name: 'references', description: 'The sources the rulings cite: rulebook pages, official Q&A, FAQs' },
  { name: 'resolve', description: 'The End Phase resolver: a board in, every decision point out, each step citing its rulings' },
  { name: 'editors', description: 'Writes with an API key (Authorization: Bearer …): rulings, references, their links, curated behaviours; each against the version read (If-Match)' },
  { name: 'admin', description: 'With an admin key: the card import and the API keys' },
  { name: 'graphql', description: 'The same data and writes over GraphQL (schema.graphql); introspection answers' },
  { name: 'service', description: 'Health of the running service' },
]

const header = (description: string, schema: Json = { type: 'string' }) => ({ description, schema })
const ETAG = header('a tag of this answer: send it as If-None-Match to get 304 when nothing changed; for one ruling or reference it starts with its version, and may be sent back as If-Match to edit it')
const DATA_VERSION = header('the data version (GET /v1/meta): refresh what you cached when it changes', { type: 'integer' })
const RETRY_AFTER = header('seconds to wait before asking again', { type: 'integer' })
const LOCATION = header('where the new resource is read')
const ERROR = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }

/** GETs whose answers carry X-Data-Version: the catalog's (src/routes/catalog.ts). */
const DATA_VERSIONED = new Set(['/v1/meta', '/v1/cards', '/v1/cards/{id}', '/v1/cards/{id}/rulings', '/v1/sets', '/v1/rulings', '/v1/rulings/{id}', '/v1/references', '/v1/references/{id}'])
/** GETs answering 304 to a matching If-None-Match: the catalog's and /health. */
const CONDITIONAL = new Set([...DATA_VERSIONED, '/health'])
/** GETs whose ETag is the version an edit names (no 304: the answer also shows other cards' names, which that version does not follow). */
const VERSION_TAGGED = new Set(['/v1/rulings/{id}/cards', '/v1/cards/{id}/behaviours'])

export function describeDocument<T>(input: T, options: { serverUrl: string }): T {
  const document = input as Document
  document.servers = [{ url: options.serverUrl || '/', description: options.serverUrl ? 'this service (PUBLIC_URL)' : 'the service that served this document' }]
  document.tags = TAGS
  const components = (document.components ??= {})
  components.securitySchemes = SECURITY_SCHEMES

  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = `${method} ${path}`
      operation.operationId ??= OPERATION_IDS[key] ?? operationIdOf(method, path)
      const responses = (operation.responses ??= {})
      if (path === '/graphql') describeGraphql(method, operation)
      // Public unless the route names its key.
      operation.security ??= []

      for (const parameter of operation.parameters ?? []) {
        if (parameter.schema) parameter.schema = asEnums(parameter.schema)
        if (parameter.example !== undefined && parameter.schema) parameter.example = typed(parameter.example, parameter.schema as Json)
      }
      for (const media of Object.values(operation.requestBody?.content ?? {})) if (media.schema) media.schema = asEnums(media.schema)
      const example = WRITE_EXAMPLES[key]
      const body = operation.requestBody?.content?.['application/json']
      if (example !== undefined && body && body.example === undefined) body.example = example
      const answer = responses['200']?.content?.['application/json']
      if (KEYED_READ_EXAMPLES[key] !== undefined && answer && answer.example === undefined) answer.example = KEYED_READ_EXAMPLES[key]

      if (method === 'get' && CONDITIONAL.has(path) && responses['200']) {
        const ok = responses['200']
        ok.headers = { ...ok.headers, ETag: ETAG, ...(DATA_VERSIONED.has(path) ? { 'X-Data-Version': DATA_VERSION } : {}) }
        operation.parameters = [...(operation.parameters ?? []), { in: 'header', name: 'If-None-Match', required: false, description: 'the ETag of the answer you hold: 304 with no body when it still holds', schema: { type: 'string' } }]
        responses['304'] ??= { description: 'Not Modified: the answer you hold (If-None-Match) is current', headers: { ETag: ETAG } }
      }
      if (method === 'get' && VERSION_TAGGED.has(path) && responses['200']) {
        responses['200'].headers = { ...responses['200'].headers, ETag: header('the version ("3"): If-Match of an edit') }
      }
      for (const status of ['200', '201']) {
        const written = responses[status]
        if (method !== 'get' && written && operation.security.length > 0 && path !== '/v1/admin/import' && !path.startsWith('/v1/admin/keys')) {
          written.headers = { ...written.headers, ETag: header('the version after the write ("4"): If-Match of the next edit') }
        }
      }
      if (responses['201'] && method === 'post') responses['201'].headers = { ...responses['201'].headers, Location: LOCATION }
      if (path !== '/health') {
        responses['429'] ??= { description: 'RATE_LIMITED: more requests from this address than the service takes in a minute (RATE_LIMIT_PER_MINUTE)', headers: { 'Retry-After': RETRY_AFTER }, content: ERROR }
      }
      if (responses['503']) responses['503'].headers = { ...responses['503'].headers, 'Retry-After': RETRY_AFTER }
    }
  }
  return input
}

function describeGraphql(method: string, operation: Operation): void {
  operation.tags = ['graphql']
  operation.summary =
    method === 'get'
      ? 'GraphQL over GET: queries only (a mutation is 405), the query text and JSON-encoded variables in the query string'
      : 'GraphQL: queries and mutations (writes need a key, as in REST); the schema is schema.graphql, and introspection answers'
  operation.description =
    'The same catalog, resolver and writes as REST. A query costs by what it asks (each alias counts; a page multiplies its fields by `first`); over the limit, or nested deeper than 8 fields (16 under `__schema` and `__type`), it is refused with 400 and `extensions.code` QUERY_TOO_COSTLY or QUERY_TOO_DEEP. Errors carry the REST error codes in `extensions.code`.'
  // Reads are public; a mutation needs a key.
  operation.security = [{}, ...EDITOR_SECURITY]
  const body = operation.requestBody?.content?.['application/json']
  if (body) body.example = { query: 'query Card($id: String!) { card(id: $id) { id name rulings { id title references { id locator } } } }', variables: { id: 'Lyla, Lightsworn Sorceress' } }
}

/** get /v1/rulings/{id}/history → getRulingsByIdHistory: for a route not in the table. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((part) => part && part !== 'v1')
    .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
}

/**
 * A choice of constants (TypeBox's union of literals) as one `enum`: Swagger
 * UI offers every value of an enum in its selector, while of an anyOf it shows one.
 */
function asEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asEnums)
  if (!schema || typeof schema !== 'object') return schema
  const out: Json = {}
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'example' || key === 'examples' || key === 'default' ? value : asEnums(value)
  const choices = out.anyOf
  // TypeBox writes a literal as { const }, and the document generator as { enum: [one value] }.
  const single = (choice: unknown): choice is Json =>
    !!choice && typeof choice === 'object' && Object.keys(choice).every((k) => k === 'const' || k === 'enum' || k === 'type') && ('const' in choice || (Array.isArray((choice as Json).enum) && ((choice as Json).enum as unknown[]).length === 1))
  if (Array.isArray(choices) && choices.length > 0 && choices.every(single)) {
    const values = choices.map((choice) => ('const' in choice ? choice.const : (choice.enum as unknown[])[0]))
    const types = [...new Set(values.map((value) => (value === null ? 'null' : typeof value)))]
    delete out.anyOf
    out.enum = values
    if (types.length === 1 && types[0] !== 'object') out.type = types[0]
  }
  return out
}

/** An example from a query string ("1") as its schema types it (1). */
function typed(value: unknown, schema: Json): unknown {
  if (typeof value !== 'string') return value
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true'
  return value
}
