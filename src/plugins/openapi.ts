/** The OpenAPI document at /openapi.json and a docs page at /docs, from the routes' own schemas. */
import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { SHARED_SCHEMAS } from '../schemas/catalog.js'
import { EDITOR_SCHEMAS } from '../schemas/editors.js'
import { loadExamples, withExamples } from '../docs/examples.js'

export default fp(
  async (fastify) => {
    for (const schema of [...SHARED_SCHEMAS, ...EDITOR_SCHEMAS]) fastify.addSchema(schema)
    const examples = loadExamples()
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Rulings API',
          description: 'Cards, rulings and references for trading card games, and an End Phase resolver that cites its rulings.',
          version: '1.0.0',
        },
        tags: [
          { name: 'cards' },
          { name: 'rulings' },
          { name: 'references' },
          { name: 'resolve' },
          { name: 'editors', description: 'writes with an API key (Authorization: Bearer …): rulings, references, their links, curated behaviours' },
          { name: 'service' },
        ],
      },
      // Each route's example request and answer, from a real run (docs/openapi-examples.json).
      transformObject: (documentObject) => withExamples((documentObject as { openapiObject: Record<string, unknown> }).openapiObject, examples),
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    })
    await fastify.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
    fastify.get('/openapi.json', { schema: { hide: true } }, async () => fastify.swagger())
  },
  { name: 'openapi' },
)
