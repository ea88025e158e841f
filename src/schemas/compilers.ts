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
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Script } from 'node:vm'
import { Ajv, type AnySchema, type ValidateFunction } from 'ajv'
import standalone from 'ajv/dist/standalone/index.js'
import { AjvCompiler } from '@fastify/ajv-compiler'
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import type { FastifyServerOptions } from 'fastify'
import { keep, KEPT_DIR, keyOf, readKept, versionOf } from '../kept.js'

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

// Its pool gives every app with the same shared schemas and options one Ajv, and Ajv keeps what
// it compiled by schema object.
const buildValidator = ajvBuilder
const buildSerializer = (externalSchemas: Parameters<typeof serializerBuilder>[0], options: unknown) =>
  keptBy(serializers, JSON.stringify([externalSchemas, options ?? null]), serializerBuilder(externalSchemas, options as never) as Compile<unknown>)

/** For FastifyServerOptions.schemaController: fastify's builders, each schema compiled once per process. */
export const processWideCompilers: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator, buildSerializer: buildSerializer as never },
}

/**
 * A compiled function made on its first call instead of when the route is registered. An app built
 * for a test answers a handful of routes out of dozens: compiling all of them at start was most of
 * its cost (about 1.3 s of CPU of a test process's first app). The function checks and writes
 * exactly what the eager one would; a validator's `errors`, which fastify reads off the function
 * after the call, are copied onto the stand-in.
 */
function onFirstCall<F extends (...args: never[]) => unknown>(compile: () => F, later?: Set<() => void>): F {
  let compiled: F | undefined
  const ensure = () => {
    if (compiled) return compiled
    compiled = compile()
    later?.delete(ensure)
    return compiled
  }
  later?.add(ensure)
  const standIn = ((...args: Parameters<F>) => {
    const result = ensure()(...args)
    ;(standIn as { errors?: unknown }).errors = (compiled as { errors?: unknown }).errors
    return result
  }) as F
  return standIn
}

/**
 * When route schemas are compiled: 'at-start' (every one before the app is ready), 'when-first-used'
 * (an app built for a test, which calls few of its routes), or 'after-listen' (what the server does:
 * each when first used, and the rest by `compileLeftOver()` once it listens, so that a start answers
 * sooner and a route is seldom first compiled by a request).
 */
export type SchemaCompiling = 'at-start' | 'when-first-used' | 'after-listen'

/** The stand-ins of 'after-listen' not compiled yet. A test's apps ('when-first-used') are never kept here. */
const leftOver = new Set<() => void>()

/** A route's compiler, made lazy: each route's function is compiled when first called (and, 'after-listen', by `compileLeftOver`). */
export function compiledWhenFirstUsed<F extends (...args: never[]) => unknown, R>(compile: (route: R) => F, when: 'when-first-used' | 'after-listen' = 'when-first-used'): (route: R) => F {
  return (route) => onFirstCall(() => compile(route), when === 'after-listen' ? leftOver : undefined)
}

/**
 * Compiles the 'after-listen' routes' functions no request has needed yet, one per turn of the event
 * loop, so that requests are answered between them; the number compiled.
 */
export async function compileLeftOver(): Promise<number> {
  let compiled = 0
  for (const ensure of [...leftOver]) {
    ensure()
    compiled++
    await new Promise((resolve) => setImmediate(resolve))
  }
  return compiled
}

function lazyCompilers(when: 'when-first-used' | 'after-listen'): NonNullable<FastifyServerOptions['schemaController']> {
  return {
    compilersFactory: {
      buildValidator: ((...args: Parameters<typeof buildValidator>) => compiledWhenFirstUsed(buildValidator(...args) as never, when)) as never,
      buildSerializer: ((...args: Parameters<typeof buildSerializer>) => compiledWhenFirstUsed(buildSerializer(...args) as never, when)) as never,
    },
  }
}

/**
 * processWideCompilers, compiling each route's schemas when the route first checks a request or
 * writes an answer (AppOptions.compileSchemas 'when-first-used'): the choice of the tests' apps.
 */
export const processWideCompilersWhenFirstUsed = lazyCompilers('when-first-used')

/**
 * The server's: as processWideCompilersWhenFirstUsed, and what no request needed is compiled by
 * `compileLeftOver()` after the server listens. Compiling every route before listening cost each
 * start about 0.6 s of wall time (1.2 s of CPU against 0.2–0.3 s).
 */
export const processWideCompilersAfterListen = lazyCompilers('after-listen')

// Checkers asked for outside a route (GraphQL's resolve): REST's checking, no shared schemas needed.
// `code.source` keeps each checker's generated code, for the copy kept between processes.
const restAjv = new Ajv({ ...REQUEST_CHECKING, code: { source: true } })
const restCheckers = new WeakMap<object, ValidateFunction>()

/**
 * The checker for a request schema that holds no reference to a shared schema, compiled once per
 * process: the route that takes it (as its validatorCompiler) and GraphQL use the same function.
 */
export function restValidator(schema: AnySchema): ValidateFunction {
  if (typeof schema !== 'object') return restAjv.compile(schema)
  let check = restCheckers.get(schema)
  if (!check) restCheckers.set(schema, (check = keptChecker(schema)))
  return check
}

/**
 * Compiled checkers kept between processes, as the code Ajv generated for them (Ajv's standalone
 * code). The resolve body's checker is about 3.5 MB of code: compiling it took about 1.2 s of CPU in
 * every process that resolves (each start, each test file), loading the kept code about 0.2 s. A
 * checker is named by a hash of its schema, Ajv's version and the options, so a changed schema is
 * compiled anew.
 */
const CHECKER_DIR = join(KEPT_DIR, 'compiled-checkers')
const requireHere = createRequire(import.meta.url)
const AJV_VERSION = versionOf('ajv')

// A CommonJS module: its default export, as Node's ESM import gives it, is module.exports (the function).
const standaloneCode = standalone.default

function keptChecker(schema: object): ValidateFunction {
  const file = join(CHECKER_DIR, `${keyOf(JSON.stringify([AJV_VERSION, REQUEST_CHECKING, schema]))}.cjs`)
  const kept = checkerFrom(file, readKept(file, 'utf8'))
  if (kept) return kept
  const check = restAjv.compile(schema)
  keep(file, standaloneCode(restAjv, check))
  return check
}

/**
 * A kept checker, run from its code through V8's code cache when one is kept beside it. Loading the
 * resolve body's checker from its 3.5 MB of code still cost about 0.2 s of CPU in each process
 * (parsing, then compiling each function when first called), with the cache about 15 ms. The cache
 * is V8's own (vm.Script's cachedData), named by Node's version: V8 refuses data from another
 * version or another set of flags (then the code is compiled as without it, and the cache written
 * anew). It is written after the checker's first use, so that it holds the functions that use compiled.
 */
function checkerFrom(file: string, code: string | undefined): ValidateFunction | undefined {
  if (code === undefined) return undefined
  const cacheFile = `${file}.${process.version}.v8`
  const cachedData = readKept(cacheFile)
  // The generated module requires Ajv's runtime helpers (ajv/dist/runtime/…), resolved from here.
  const module = { exports: {} as unknown }
  let script: Script
  try {
    script = new Script(`(function (require, module, exports) {${code}\n})`, { filename: file, ...(cachedData ? { cachedData } : {}) })
    ;(script.runInThisContext() as (r: NodeJS.Require, m: { exports: unknown }, e: unknown) => void)(requireHere, module, module.exports)
  } catch {
    return undefined // unreadable (a helper Ajv no longer has): compiled again, and written anew
  }
  if (typeof module.exports !== 'function') return undefined
  const check = module.exports as ValidateFunction
  if (cachedData && !script.cachedDataRejected) return check
  let cached = false
  const first = function (this: unknown, ...args: Parameters<ValidateFunction>) {
    const valid = check.apply(this, args)
    first.errors = check.errors
    if (!cached) {
      cached = true
      setImmediate(() => keep(cacheFile, script.createCachedData())).unref()
    }
    return valid
  } as ValidateFunction
  return Object.assign(first, { schema: check.schema })
}
