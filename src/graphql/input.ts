/**
 * A NUL written inside the query text as a GraphQL escape ("a\u0000") is not in the JSON body the
 * REST-wide check reads (src/plugins/input.ts), so the parsed document is checked too: a 400 that
 * names the field and argument, before any resolver reaches PostgreSQL (which refuses 0x00).
 */
import { Kind, visit, type ASTNode, type DocumentNode } from 'graphql'
import mercurius from 'mercurius'

export function checkDocumentText(document: DocumentNode): void {
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (!node.value.includes('\u0000')) return
      const chain = [...ancestors, parent].filter((a): a is ASTNode => a !== undefined && !Array.isArray(a))
      const argument = chain.findLast((a) => a.kind === Kind.ARGUMENT)
      const field = chain.findLast((a) => a.kind === Kind.FIELD)
      const where = `${field?.kind === Kind.FIELD ? field.name.value : 'query'}(${argument?.kind === Kind.ARGUMENT ? `${argument.name.value}:` : ''})`
      throw new mercurius.ErrorWithProps(`${where} must not contain a NUL character (U+0000)`, { code: 'INVALID_PARAMETER', field: where }, 400)
    },
  })
}
