/** The OpenAPI document at /openapi.json and a docs page at /docs, from the routes' own schemas. */
import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { MAX_PATH_PARAM_LENGTH, SHARED_SCHEMAS } from '../schemas/catalog.js'
import { EDITOR_SCHEMAS } from '../schemas/editors.js'
import { KEY_SCHEMAS } from '../schemas/keys.js'
import { loadExamples, withExamples } from '../docs/examples.js'
import { describeDocument, SECURITY_SCHEMES, TAGS } from '../docs/document.js'

export default fp(
  async (fastify) => {
    for (const schema of [...SHARED_SCHEMAS, ...EDITOR_SCHEMAS, ...KEY_SCHEMAS]) fastify.addSchema(schema)
    const examples = loadExamples()
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Rulings API',
          description: 'Cards, rulings and references for trading card games, and an End Phase resolver that cites its rulings.',
          version: '1.0.0',
        },
        tags: TAGS,
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      // Each route's example request and answer, from a real run (docs/openapi-examples.json).
      transformObject: (documentObject) =>
        describeDocument(withRouterAnswers(withExamples((documentObject as { openapiObject: Record<string, unknown> }).openapiObject, examples)), { serverUrl: fastify.publicUrl }),
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    })
    await fastify.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
    fastify.get('/openapi.json', { schema: { hide: true } }, async () => fastify.swagger())
  },
  { name: 'openapi' },
)

type Responses = Record<string, unknown>
/**
 * What the router answers before a route's schema is read, declared on the routes it concerns: a
 * path parameter over MAX_PATH_PARAM_LENGTH characters is 414. (A method a path does not take is
 * 405 with Allow, on every path: OpenAPI has no place for a method an operation is not.)
 */
function withRouterAnswers<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, { responses?: Responses }>> }).paths ?? {}
  for (const [path, operations] of Object.entries(paths)) {
    if (!path.includes('{')) continue
    for (const operation of Object.values(operations)) {
      operation.responses ??= {}
      operation.responses['414'] ??= {
        description: `a path parameter longer than ${MAX_PATH_PARAM_LENGTH} characters`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      }
    }
  }
  return document
}
