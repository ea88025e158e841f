/**
 * How deep a query nests its fields, counted as mercurius counts it (a fragment spread adds no
 * level of its own), with one difference: the schema's introspection (`__schema`, `__type`) has a
 * limit of its own. The standard introspection query that GraphiQL, codegen and Apollo's tools send
 * nests about 13 levels (a type reference's `ofType` seven deep), which the limit on data queries
 * would refuse; the introspection fields read the schema, never the database, so a deeper limit
 * there costs nothing while data queries keep theirs.
 */
import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql'
import mercurius from 'mercurius'

export const QUERY_DEPTH = {
  /** Fields nested in a data query. */
  data: 8,
  /** Fields nested under __schema or __type (getIntrospectionQuery() needs 13). */
  introspection: 16,
} as const

const INTROSPECTION_ROOTS = new Set(['__schema', '__type'])

/** Refuses (400 QUERY_TOO_DEEP) an operation nested deeper than its limit; a fragment cycle is too deep. */
export function checkQueryDepth(document: DocumentNode): void {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)

  /** The deepest level below a selection set: data fields, and introspection subtrees apart. */
  const measure = (set: SelectionSetNode | undefined, visiting: Set<string>): { data: number; introspection: number } => {
    let data = 0
    let introspection = 0
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const below = measure(selection.selectionSet, visiting)
        if (INTROSPECTION_ROOTS.has(selection.name.value)) {
          data = Math.max(data, 1)
          introspection = Math.max(introspection, 1 + Math.max(below.data, below.introspection))
        } else {
          data = Math.max(data, 1 + below.data)
          introspection = Math.max(introspection, below.introspection)
        }
      } else {
        let inner: SelectionSetNode | undefined
        if (selection.kind === Kind.INLINE_FRAGMENT) inner = selection.selectionSet
        else {
          const name = selection.name.value
          if (visiting.has(name)) return { data: Infinity, introspection: Infinity }
          inner = fragments.get(name)?.selectionSet
          visiting = new Set(visiting).add(name)
        }
        const below = measure(inner, visiting)
        data = Math.max(data, below.data)
        introspection = Math.max(introspection, below.introspection)
      }
    }
    return { data, introspection }
  }

  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const depth = measure(definition.selectionSet, new Set())
    const name = definition.name?.value ?? 'the operation'
    if (depth.data > QUERY_DEPTH.data) {
      throw new mercurius.ErrorWithProps(`${name} nests its fields ${depth.data === Infinity ? 'without end (a fragment cycle)' : `${depth.data} levels deep`}; the limit is ${QUERY_DEPTH.data}`, { code: 'QUERY_TOO_DEEP', limit: QUERY_DEPTH.data }, 400)
    }
    if (depth.introspection > QUERY_DEPTH.introspection) {
      throw new mercurius.ErrorWithProps(`${name} nests its introspection ${depth.introspection === Infinity ? 'without end (a fragment cycle)' : `${depth.introspection} levels deep`}; the limit is ${QUERY_DEPTH.introspection}`, { code: 'QUERY_TOO_DEEP', limit: QUERY_DEPTH.introspection }, 400)
    }
  }
}
