/**
 * One vocabulary: the API's schemas (editors' writes, the catalog's filters, the resolve request
 * and answer) and the content files' schema accept exactly the words of src/domain/vocabulary.ts,
 * so a word added there is accepted everywhere at once, and nowhere else is one spelled.
 */
import t from 'tap'
import type { TSchema } from '@sinclair/typebox'
import { AUTHORITIES, GAMES, PHASES, READINGS, REFERENCE_KINDS, REGIONS, RULING_KINDS, RULING_STATUSES, listed } from '../src/domain/vocabulary.js'
import { referenceFields, rulingFields } from '../src/schemas/editors.js'
import { RulingListQuery } from '../src/schemas/catalog.js'
import { ResolveRequest } from '../src/schemas/resolve.js'
import { ReferenceEntry, RulingCardLink, RulingEntry } from '../src/content/schema.js'
import { CardBehavioursSchema } from '../src/schemas/behaviours.js'

/** The words a schema accepts: a union of literals, an enum, or either inside an array, an optional or a nullable union. */
function words(schema: TSchema | undefined): string[] {
  if (!schema) return []
  if (Array.isArray(schema.enum)) return [...schema.enum].sort()
  if (schema.const !== undefined) return [schema.const]
  if (schema.items) return words(schema.items)
  if (Array.isArray(schema.anyOf)) return schema.anyOf.flatMap((s: TSchema) => words(s)).sort()
  return []
}
const sorted = (values: readonly string[]) => [...values].sort()

t.test('every schema spells each list as the vocabulary does', async (t) => {
  const linkObject = (RulingCardLink.anyOf as TSchema[])[1]!
  const phaseItem = CardBehavioursSchema.properties.phases.items as TSchema
  const cases: Array<[string, TSchema | undefined, readonly string[]]> = [
    ['editors: game', rulingFields.game, GAMES],
    ['editors: kind', rulingFields.kind, RULING_KINDS],
    ['editors: authority', rulingFields.authority, AUTHORITIES],
    ['editors: phases', rulingFields.phases, PHASES],
    ['editors: region', rulingFields.region, REGIONS],
    ['editors: reference kind', referenceFields.kind, REFERENCE_KINDS],
    ['catalog: game filter', RulingListQuery.properties.game, GAMES],
    ['catalog: kind filter', RulingListQuery.properties.kind, RULING_KINDS],
    ['resolve: game', ResolveRequest.properties.game, GAMES],
    ['resolve: phase', ResolveRequest.properties.phase, PHASES],
    ['resolve: reading', ResolveRequest.properties.reading, READINGS],
    ['resolve: region', ResolveRequest.properties.region, REGIONS],
    ['content: game', RulingEntry.properties.game, GAMES],
    ['content: kind', RulingEntry.properties.kind, RULING_KINDS],
    ['content: authority', RulingEntry.properties.authority, AUTHORITIES],
    ['content: status', RulingEntry.properties.status, RULING_STATUSES],
    ['content: phases', RulingEntry.properties.phases, PHASES],
    ['content: region', RulingEntry.properties.region, REGIONS],
    ['content: link readings', linkObject.properties.readings, READINGS],
    ['content: reference kind', ReferenceEntry.properties.kind, REFERENCE_KINDS],
    ['behaviours: phase', phaseItem.properties.phase, PHASES],
  ]
  for (const [name, schema, expected] of cases) t.same(words(schema), sorted(expected), name)
})

t.test('an error message lists the words', async (t) => {
  t.equal(listed(GAMES), 'yugioh or grand-archive')
  t.equal(listed(AUTHORITIES), 'official, community or fan-guide')
})
