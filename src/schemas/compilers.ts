/**
 * Schema compilers shared by every app a process builds (the server builds one; a test process
 * builds many), so each route's schemas are compiled once per process instead of once per app.
 *
 * Why: compiling the routes' schemas cost each app about 1.8 s of CPU (validators 1.2 s,
 * serializers 0.6 s); the resolve body alone compiles to about 0.9 MB of checking code (0.2–0.4 s).
 * GraphQL's resolve checks the same body: with a checker of its own, its first request after each
 * start compiled it again on the event loop (0.4–0.5 s held, measured by `npm run bench:graphql`).
 * Now REST's route and GraphQL's resolve use one compiled checker (`restValidator`).
 *
 * fastify's own builders are used (@fastify/ajv-compiler, @fastify/fast-json-stringify-compiler),
 * made once per process; what they compile is kept by schema object, for every app whose shared
 * schemas and options are the same.
 */
import { Ajv, type AnySchema, type ValidateFunction } from 'ajv'
import { AjvCompiler } from '@fastify/ajv-compiler'
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import type { FastifyServerOptions } from 'fastify'

/** How request bodies and query strings are checked (as REST has always done): unknown fields refused, not dropped. */
export const REQUEST_CHECKING = { removeAdditional: false, allErrors: false, coerceTypes: 'array', useDefaults: true } as const

type Compile<F> = (route: { schema: unknown }) => F

/** What `compile` made for each schema object, kept for later apps built with the same `key`. */
function keptBy<F>(kept: Map<string, WeakMap<object, F>>, key: string, compile: Compile<F>): Compile<F> {
  let bySchema = kept.get(key)
  if (!bySchema) kept.set(key, (bySchema = new WeakMap()))
  const known = bySchema
  return (route) => {
    if (typeof route.schema !== 'object' || route.schema === null) return compile(route)
    const found = known.get(route.schema)
    if (found) return found
    const made = compile(route)
    known.set(route.schema, made)
    return made
  }
}

const ajvBuilder = AjvCompiler()
const serializerBuilder = SerializerSelector()
const serializers = new Map<string, WeakMap<object, unknown>>()

/** For FastifyServerOptions.schemaController: fastify's builders, each schema compiled once per process. */
export const processWideCompilers: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    // Its pool gives every app with the same shared schemas and options one Ajv, and Ajv keeps
    // what it compiled by schema object.
    buildValidator: ajvBuilder,
    buildSerializer: (externalSchemas, options) =>
      keptBy(serializers, JSON.stringify([externalSchemas, options ?? null]), serializerBuilder(externalSchemas, options as never) as Compile<unknown>) as never,
  },
}

// Checkers asked for outside a route (GraphQL's resolve): REST's checking, no shared schemas needed.
const restAjv = new Ajv(REQUEST_CHECKING)
const restCheckers = new WeakMap<object, ValidateFunction>()

/**
 * The checker for a request schema that holds no reference to a shared schema, compiled once per
 * process: the route that takes it (as its validatorCompiler) and GraphQL use the same function.
 */
export function restValidator(schema: AnySchema): ValidateFunction {
  if (typeof schema !== 'object') return restAjv.compile(schema)
  let check = restCheckers.get(schema)
  if (!check) restCheckers.set(schema, (check = restAjv.compile(schema)))
  return check
}
