import { GraphQLScalarType, Kind, type ValueNode } from 'graphql'

function literal(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value
    case Kind.INT:
      return Number.parseInt(node.value, 10)
    case Kind.FLOAT:
      return Number.parseFloat(node.value)
    case Kind.NULL:
      return null
    case Kind.LIST:
      return node.values.map(literal)
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value)]))
    default:
      return undefined
  }
}

/**
 * A card reference in any of the REST forms: a name or password (a string or a number), or an object
 * { card, key?, onDiscard? }, its own onDiscard's lists again names or { card, key? }. Taken as given:
 * the REST schema checks it with the rest of the board, so both APIs refuse the same values with the
 * same 400 naming the field. A scalar, so the lists that took names before still take them as written.
 */
export const CardRefScalar = new GraphQLScalarType({
  name: 'CardRef',
  description: 'a card name or password (String or Int), or { card, key?, onDiscard? } as in the REST body',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
})

/** Arbitrary JSON, for open-ended parts of a response (e.g. engine details). */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
})
