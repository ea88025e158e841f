/**
 * What a GraphQL request must be before mercurius parses, validates or runs it, checked in a
 * Fastify preValidation hook on /graphql (GET and POST alike). Each shape below reached mercurius
 * or graphql-js as something they do not expect and answered 500: a query that is not text (a
 * number, or JSON that mercurius takes for a syntax tree), brackets or variables nested thousands
 * deep (recursive walks overflow the stack), a GET whose operation is missing or is a mutation
 * (mercurius reads the operation of null), a NUL inside GET's variables (JSON text in the query
 * string, so the NUL only appears once parsed).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { getOperationAST, Lexer, Location, parse, Source, TokenKind, type DocumentNode } from 'graphql'
import mercurius from 'mercurius'
import { ApiError, badParameter } from '../errors.js'
import { findInvalidText } from '../request-text.js'

/**
 * Mercurius keeps parsed queries in an LRU counted by entries (it cannot weigh them in bytes), so
 * the entry count and the longest query text together bound it: 128 x 32 KB of text, with its
 * parsed document, stays within tens of MB (1,000 texts of 250 KB kept ~300 MB before).
 */
export const MAX_QUERY_TEXT = 32 * 1024
/**
 * Brackets of any kind ({ [ () nested in the query text. Selections are limited to 8 levels by
 * mercurius' depth limit; a resolve board written as a literal nests about 8 more, and the
 * introspection query about 20: 64 leaves room for every real query, and none for a stack overflow.
 */
export const MAX_QUERY_NESTING = 64
/** Variables nest like a request body (src/plugins/input.ts walks bodies 32 levels deep). */
export const MAX_VARIABLES_DEPTH = 32

interface GraphQLParams {
  query?: unknown
  variables?: unknown
  operationName?: unknown
}

export function checkGraphQLRequest(request: FastifyRequest, reply: FastifyReply): void {
  const isGet = request.method === 'GET'
  const params = (isGet ? request.query : request.body) as unknown
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    const what = Array.isArray(params) ? 'a batch of queries (one request holds one query)' : typeof params
    throw new ApiError(400, 'INVALID_PARAMETER', `the body must be a JSON object { query, variables, operationName }, not ${what}`, { field: 'body' })
  }
  const { query, operationName } = params as GraphQLParams
  let { variables } = params as GraphQLParams
  if (query === undefined || query === null || query === '') throw badParameter('query', 'is required: the GraphQL text of the request')
  if (typeof query !== 'string') throw badParameter('query', `must be GraphQL text (a string), not ${Array.isArray(query) ? 'a list' : typeof query}`)
  if (query.length > MAX_QUERY_TEXT) {
    throw new ApiError(400, 'QUERY_TOO_LONG', `query is ${query.length} characters long; the limit is ${MAX_QUERY_TEXT}`, { field: 'query' })
  }
  checkNesting(query)
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') throw badParameter('operationName', 'must be a string')

  if (isGet && typeof variables === 'string') {
    try {
      variables = JSON.parse(variables)
    } catch (error) {
      throw badParameter('variables', `must be a JSON object (${(error as Error).message})`)
    }
  }
  if (variables !== undefined && variables !== null) {
    if (typeof variables !== 'object' || Array.isArray(variables)) throw badParameter('variables', 'must be a JSON object')
    const deep = deeperThan(variables, MAX_VARIABLES_DEPTH)
    if (deep) throw badParameter(`variables${deep}`, `nests deeper than ${MAX_VARIABLES_DEPTH} levels`)
    // The one rule for text (src/plugins/input.ts): a NUL or a lone surrogate is a 400 naming the field.
    const invalid = findInvalidText(variables, 'variables')
    if (invalid) throw badParameter(invalid.field, invalid.problem)
  }

  if (isGet) checkGetOperation(query, typeof operationName === 'string' ? operationName : undefined, reply)
}

/** Brackets nested deeper than MAX_QUERY_NESTING: a 400 before the recursive parser sees them. */
function checkNesting(query: string): void {
  // graphql-js' own lexer (iterative) tells brackets from those inside strings and comments.
  const lexer = new Lexer(new Source(query))
  let depth = 0
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (token.kind === TokenKind.BRACE_L || token.kind === TokenKind.BRACKET_L || token.kind === TokenKind.PAREN_L) {
        if (++depth > MAX_QUERY_NESTING) {
          throw new ApiError(400, 'QUERY_TOO_DEEP', `query nests brackets more than ${MAX_QUERY_NESTING} levels deep (line ${token.line}, column ${token.column})`, { field: 'query', limit: MAX_QUERY_NESTING })
        }
      } else if (token.kind === TokenKind.BRACE_R || token.kind === TokenKind.BRACKET_R || token.kind === TokenKind.PAREN_R) depth--
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    // A syntax error: mercurius' parse reports it with its position.
  }
}

/**
 * The path below `value` of the first value nested more than `limit` levels deep ('' for value
 * itself), or undefined. Iterative, so no depth overflows it.
 */
function deeperThan(value: unknown, limit: number): string | undefined {
  const stack: Array<[unknown, number, string]> = [[value, 0, '']]
  while (stack.length > 0) {
    const [item, depth, path] = stack.pop()!
    if (item === null || typeof item !== 'object') continue
    if (depth >= limit) return path
    if (Array.isArray(item)) item.forEach((inner, i) => stack.push([inner, depth + 1, `${path}[${i}]`]))
    else for (const [key, inner] of Object.entries(item)) stack.push([inner, depth + 1, `${path}.${key}`])
  }
  return undefined
}

/** GET runs queries only (a mutation is 405, as mercurius means it to be); the operation must be named when several are given. */
function checkGetOperation(query: string, operationName: string | undefined, reply: FastifyReply): void {
  let document: DocumentNode
  try {
    document = parse(query)
  } catch {
    return // mercurius reports the syntax error
  }
  const operation = getOperationAST(document, operationName)
  if (!operation) {
    const count = document.definitions.filter((d) => d.kind === 'OperationDefinition').length
    if (operationName !== undefined) throw badParameter('operationName', `names no operation of the query ("${operationName}"; it has ${count})`)
    throw badParameter('operationName', count === 0 ? 'cannot be used: the query has no operation' : `is required: the query has ${count} operations`)
  }
  if (operation.operation === 'subscription') throw new ApiError(400, 'INVALID_PARAMETER', 'subscriptions are not served', { field: 'query' })
  if (operation.operation === 'mutation') {
    reply.header('allow', 'POST')
    throw new ApiError(405, 'METHOD_NOT_ALLOWED', 'a mutation is sent with POST; GET runs queries only', { field: 'query' })
  }
}

/**
 * Mercurius takes a query text that graphql-js cannot parse but JSON can for a syntax tree, which
 * then reaches validation unchecked: only documents parsed from GraphQL text (with their source
 * locations) go on.
 */
export function checkParsedDocument(document: unknown): void {
  if (!(document !== null && typeof document === 'object' && (document as DocumentNode).loc instanceof Location)) {
    throw new mercurius.ErrorWithProps('query must be GraphQL text', { code: 'INVALID_PARAMETER', field: 'query' }, 400)
  }
}
