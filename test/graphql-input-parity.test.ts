/**
 * GraphQL's typed resolve(board:) input says everything the REST body can: every field of the
 * REST request's objects (src/schemas/resolve.ts) is a field of the matching GraphQL input type
 * (schema.graphql). resolve(request:) takes the REST body as JSON, so it cannot lag; the typed input can.
 */
import { readFileSync } from 'node:fs'
import { buildSchema, isInputObjectType, type GraphQLInputObjectType } from 'graphql'
import type { TSchema } from '@sinclair/typebox'
import t from 'tap'
import { SCHEMA_GRAPHQL } from '../src/paths.js'
import { Ally, BoardActionSchema, CardRefObject, Choice, Effect, PlayerBoard, ResolveRequest, Response } from '../src/schemas/resolve.js'

const schema = buildSchema(readFileSync(SCHEMA_GRAPHQL, 'utf8'))
const PAIRS: Array<[string, TSchema]> = [
  ['BoardInput', ResolveRequest],
  ['PlayerBoardInput', PlayerBoard],
  ['CardRefInput', CardRefObject],
  ['AllyInput', Ally],
  ['EffectInput', Effect],
  ['BoardActionInput', BoardActionSchema],
  ['ResponseInput', Response],
  ['ChoiceInput', Choice],
]

for (const [name, rest] of PAIRS) {
  t.test(`${name} has every field of the REST object`, async (t) => {
    const type = schema.getType(name)
    t.ok(type && isInputObjectType(type), `${name} is an input type`)
    if (!type || !isInputObjectType(type)) return
    const fields = Object.keys((type as GraphQLInputObjectType).getFields())
    const missing = Object.keys(rest.properties as Record<string, unknown>).filter((field) => !fields.includes(field))
    t.same(missing, [], `REST fields missing from ${name}`)
  })
}
