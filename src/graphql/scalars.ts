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

/** Arbitrary JSON, for open-ended parts of a response (e.g. engine details). */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
})
