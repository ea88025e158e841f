/**
 * The cost of a GraphQL query, computed from its text and variables before anything runs
 * (graphql-query-complexity does the walk; the estimator below says what each field costs).
 * Depth alone let 100 aliases of a nested `rulings(first:100)` return 31.8 MB and 100 aliases of
 * `resolve` with `enumerate` block the service: every alias counts, a page multiplies what it
 * holds, and a resolve is heavy (an enumerating one heavier still, whichever argument carries the
 * board), as are an explanation and every write.
 */
import { getNamedType, getNullableType, GraphQLList, isCompositeType, type DocumentNode, type GraphQLSchema } from 'graphql'
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity'
import mercurius from 'mercurius'

export const QUERY_COST = {
  /** The most a query may cost; a page of 20 cards with their rulings and references is ~1,500. */
  maximum: 10_000,
  /** A list field with no page size (Card.rulings, Ruling.cards: a few each in the data): counted as this many entries. */
  unpagedList: 5,
  /** One `resolve`, and its surcharge when it asks for `enumerate`. */
  resolve: 250,
  enumerate: 2_500,
  /**
   * One explanation rendered (an `explanation` field, or `explain` in the board): on a long board
   * it costs several times what the resolve itself does (two renderings, Markdown and plain).
   */
  explanation: 1_000,
  /** One write (a mutation field): a transaction with its history; at most 20 in one request. */
  write: 500,
  /** Fields in one query, counted through fragments, whatever they cost. */
  maxNodes: 2_000,
} as const

const estimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (type.name === 'Mutation') return QUERY_COST.write + childComplexity
  if (field.name === 'resolve') {
    // The typed board and the REST body as JSON cost the same, literal or variable alike.
    const board = [args.board, args.request].find((value) => value !== null && typeof value === 'object') as { enumerate?: unknown; explain?: unknown } | undefined
    const explained = typeof board?.explain === 'string' ? QUERY_COST.explanation : 0
    return QUERY_COST.resolve + (board?.enumerate === true ? QUERY_COST.enumerate : 0) + explained + childComplexity
  }
  if (field.name === 'explanation') return QUERY_COST.explanation + childComplexity
  if (typeof args.first === 'number') return 1 + Math.max(0, args.first) * Math.max(1, childComplexity)
  // A connection's page is counted once, by its parent's `first`.
  if (type.name.endsWith('Connection')) return 1 + childComplexity
  const fieldType = getNullableType(field.type)
  if (fieldType instanceof GraphQLList && isCompositeType(getNamedType(fieldType))) return 1 + QUERY_COST.unpagedList * Math.max(1, childComplexity)
  return 1 + childComplexity
}

/**
 * Checked in mercurius' preExecution hook: after the (cached) parse and validation, before any
 * resolver, with the request's variables (a page size may be one). Over the limit: a 400.
 */
export function checkQueryCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined): void {
  let cost: number
  try {
    cost = getComplexity({ schema, query: document, estimators: [estimator], maxQueryNodes: QUERY_COST.maxNodes, ...(variables ? { variables } : {}) })
  } catch (error) {
    // The walk refuses a query with more fields than maxQueryNodes before costing it; any other
    // failure is the request's (a required variable not given): its own message, a 400.
    if (!(error instanceof Error) || !/maximum allowed number of nodes/.test(error.message)) {
      throw new mercurius.ErrorWithProps(error instanceof Error ? error.message : String(error), { code: 'GRAPHQL_VALIDATION_FAILED' }, 400)
    }
    throw new mercurius.ErrorWithProps(`query exceeds the limit of ${QUERY_COST.maxNodes} fields (aliases and fragments counted)`, { code: 'QUERY_TOO_COSTLY', limit: QUERY_COST.maxNodes }, 400)
  }
  if (cost > QUERY_COST.maximum) {
    throw new mercurius.ErrorWithProps(
      `query cost ${cost} exceeds the limit of ${QUERY_COST.maximum} (each alias counts; a page multiplies its fields by first; resolve costs ${QUERY_COST.resolve}, with enumerate ${QUERY_COST.resolve + QUERY_COST.enumerate}; an explanation ${QUERY_COST.explanation}; a write ${QUERY_COST.write})`,
      { code: 'QUERY_TOO_COSTLY', cost, limit: QUERY_COST.maximum },
      400,
    )
  }
}
