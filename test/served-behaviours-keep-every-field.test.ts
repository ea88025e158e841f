/**
 * What an editor may write on a card's behaviours (src/schemas/behaviours.ts) is what `/v1/cards`
 * serves (src/schemas/catalog.ts): an answer is serialised by its schema, which drops every field it
 * does not name. Continuous effects' graveyardOnly, property, fromHand, maxLevel, monsterKind and
 * sameName, an expire's sameName and a discard behaviour's watches were read and stored, and then
 * left out of every answer.
 */
import t from 'tap'
import { CuratedContinuousBehaviour, CuratedDiscardBehaviour, CuratedEventTrigger, CuratedHandSizeBehaviour, CuratedPhaseBehaviour } from '../src/schemas/behaviours.js'
import { ContinuousBehaviourSchema, DiscardBehaviourSchema, EventTriggerSchema, HandSizeBehaviourSchema, PhaseBehaviourSchema } from '../src/schemas/catalog.js'

const pairs = [
  ['continuous effect', CuratedContinuousBehaviour, ContinuousBehaviourSchema],
  ['phase behaviour', CuratedPhaseBehaviour, PhaseBehaviourSchema],
  ['discard behaviour', CuratedDiscardBehaviour, DiscardBehaviourSchema],
  ['hand-size behaviour', CuratedHandSizeBehaviour, HandSizeBehaviourSchema],
  ['event trigger', CuratedEventTrigger, EventTriggerSchema],
] as const

for (const [what, curated, served] of pairs) {
  t.test(`every field of a curated ${what} is served`, async (t) => {
    const missing = Object.keys(curated.properties).filter((field) => !(field in served.properties))
    t.same(missing, [], `the served ${what} names every field an editor may write`)
  })
}
