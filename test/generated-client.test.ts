/**
 * A client generated from the served document, as a web or app developer makes one
 * (openapi-typescript, then openapi-fetch): a small program that searches, pages, reads a ruling
 * with its references and resolves type-checks with no cast, and runs against the service. A
 * program that misuses a field does not type-check, so the types are real, not `any`.
 */
import t from 'tap'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { transformSync } from 'esbuild'
import openapiTS, { astToString } from 'openapi-typescript'
import { PROJECT_ROOT } from '../src/paths.js'
import { build } from './helpers/build.js'

const PROGRAM = `
import createClient from 'openapi-fetch'
import type { paths } from './schema.js'

export async function tour(baseUrl: string) {
  // The JSON answers: the Markdown and plain-text ones are the same routes' other media types.
  const client = createClient<paths, 'application/json'>({ baseUrl })

  const names: string[] = []
  let cursor: string | undefined
  for (let pages = 0; pages < 3; pages++) {
    const { data, error } = await client.GET('/v1/cards', { params: { query: { q: 'dark', limit: 2, ...(cursor ? { cursor } : {}) } } })
    if (error) throw new Error(error.code + ': ' + error.message)
    names.push(...data.items.map((card) => card.name))
    const level: number | null = data.items[0]?.level ?? null
    void level
    if (!data.nextCursor) break
    cursor = data.nextCursor
  }

  const ruling = await client.GET('/v1/rulings/{id}', { params: { path: { id: 'card-lyla-effect-veiler' }, query: { lang: 'en' } } })
  if (ruling.error) throw new Error(ruling.error.message)
  const version: number = ruling.data.version
  const references: string[] = ruling.data.references.map((reference) => reference.kind + ' ' + reference.title + (reference.locator ? ' ' + reference.locator : ''))
  const etag = ruling.response.headers.get('etag')

  const resolved = await client.POST('/v1/resolve', {
    body: {
      turnPlayer: 'A',
      players: { A: { field: [{ card: 'Lyla, Lightsworn Sorceress', negatedUntil: 'veiler-ends' }] }, B: {} },
      effects: [{ id: 'veiler-ends', controller: 'B', card: 'Effect Veiler', kind: 'expire', mandatory: true, lasts: 'end-phase' }],
    },
  })
  if (resolved.error) throw new Error(resolved.error.message)
  const cited: string[] = [...resolved.data.steps.flatMap((step) => step.rulings), ...resolved.data.events.flatMap((event) => event.rulings)]
  const missing = await client.GET('/v1/rulings/{id}', { params: { path: { id: 'no-such-ruling' } } })
  const missingCode: string | undefined = missing.error?.code

  return { names, version, references, etag, steps: resolved.data.steps.length, cited, missingCode }
}
`

/** The same calls, misused: a ruling's version is a number and a card has no field "nmae". */
const MISUSE = `
import createClient from 'openapi-fetch'
import type { paths } from './schema.js'
const client = createClient<paths, 'application/json'>({ baseUrl: 'http://127.0.0.1' })
export async function wrong() {
  const ruling = await client.GET('/v1/rulings/{id}', { params: { path: { id: 'x' } } })
  const version: string = ruling.data!.version
  const cards = await client.GET('/v1/cards', { params: { query: { limit: 'ten' } } })
  return [version, cards.data!.items[0]!.nmae]
}
`

function typeErrors(dir: string, file: string): string[] {
  const program = ts.createProgram([join(dir, file)], {
    strict: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
    noEmit: true,
    types: [],
  })
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
}

t.test('a client generated from the served document', async (t) => {
  const app = await build(t)
  const document = (await app.inject('/openapi.json')).json()
  // Inside the project, so that openapi-fetch resolves from its node_modules.
  const dir = join(PROJECT_ROOT, '.data', `generated-client-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }))
  writeFileSync(join(dir, 'schema.ts'), astToString(await openapiTS(document)))
  writeFileSync(join(dir, 'tour.ts'), PROGRAM)
  writeFileSync(join(dir, 'misuse.ts'), MISUSE)

  t.same(typeErrors(dir, 'tour.ts'), [], 'the program type-checks with no cast')
  const misuse = typeErrors(dir, 'misuse.ts')
  t.match(misuse.join('\n'), /'number' is not assignable to type 'string'/, 'a number is not a string')
  t.match(misuse.join('\n'), /'string' is not assignable to type 'number'/, 'limit is a number')
  t.match(misuse.join('\n'), /Property 'nmae' does not exist/, 'an unknown field is an error')

  // And it runs: the answers are what the types said.
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address() as { port: number }
  // Run as a client's build would ship it: the TypeScript (checked above) compiled to JavaScript,
  // whether or not this test itself runs through a TypeScript loader.
  writeFileSync(join(dir, 'tour.js'), transformSync(PROGRAM, { loader: 'ts', format: 'esm' }).code)
  const { tour } = (await import(pathToFileURL(join(dir, 'tour.js')).href)) as { tour: (baseUrl: string) => Promise<Record<string, unknown>> }
  const result = (await tour(`http://127.0.0.1:${address.port}`)) as { names: string[]; version: number; references: string[]; etag: string; steps: number; cited: string[]; missingCode: string }
  t.equal(result.names.length, 6, 'three pages of two cards')
  t.ok(result.names.every((name) => /dark/i.test(name)), 'each a card the search matched')
  t.equal(new Set(result.names).size, result.names.length, 'no card twice across pages')
  t.equal(typeof result.version, 'number')
  t.ok(result.references.length > 0, 'the ruling came with its references')
  t.match(result.etag, new RegExp(`^"${result.version}-`))
  t.ok(result.steps > 0 && result.cited.includes('card-lyla-effect-veiler'), 'the resolve cites the ruling')
  t.equal(result.missingCode, 'NOT_FOUND', 'an error is typed as the Error schema')
})
