/**
 * The resolve answer (docs/CONTRACT.md) as a TypeBox schema, for the OpenAPI document: every
 * event type, step window and decision kind of the engine described (Records keyed by the
 * engine's vocabulary, so a new one without a description fails the type-check).
 */
import { READINGS, REGIONS, oneOf } from '../domain/vocabulary.js'
import { Type } from '@sinclair/typebox'
import { TRUNCATED_REASONS } from './truncated.js'
import { DECISION_KINDS, EVENT_TYPES, STEP_WINDOWS, type DecisionKind, type EventType, type StepWindow } from '../engine/index.js'

export const EVENT_DESCRIPTIONS: Record<EventType, string> = {
  activate: 'an item or response is activated (effect, player, card, link: its chain link, respondsTo: the link it answers, cost/stats: a cost paid; triggeredBy: the event of the window that triggered an event trigger, and the card it happened to)',
  apply: 'an item is applied without activation (lingering effect, control returning, maintenance cost), or an effect lasting the turn acts each time its event happens (adds: the cards it drew): nothing can be chained to it',
  expire: 'an "until the End Phase" effect ends as a list item (window end-of-turn: an "until the end of the turn" effect ends after the hand-size adjustment; Grand Archive: an until-end-of-turn effect ends)',
  resolve: 'a processed item ends: outcome applied | negated (effect negated, item used up) | activation-negated | void (its subject had left); by: what negated it; adds: cards added to the hand; cards: the cards an action on every card of a kind moved ("Destroy all other monsters on the field"), to `moves`; prevented: effect damage it would have dealt, not dealt (player, by: the card whose "no effect damage" prevented it); turned: LP changes another card\'s continuous effect turned around (player, by: its card, effect: its key, to: gain where effect damage was gained as LP, damage where an LP gain was dealt as damage); every: the cards an action on every card of a selection moved (action, cards: keys, names)',
  'negate-activation': 'effect\'s activation is negated by the response `by` (effectOnState partial, notApplied: what the response\'s card does besides negating, not applied)',
  'negate-effect': 'effect\'s effect is negated by the response `by` (effectOnState partial, notApplied: what the response\'s card does besides negating, not applied)',
  'cannot-pay': 'a response cannot be activated: its cost cannot be paid in full',
  'loop-end': 'a loop ends by itself (reason resource-exhausted: `by` can no longer answer `effect`)',
  loop: 'the resolver stopped a loop (reason repeated-state | step-limit; effects: the items that kept coming back)',
  'list-end': 'both players passed with nothing mandatory left: the list phase is over (unused: optional items that lapse)',
  'hand-size': 'the hand-size check: hand (cards held), limit (null: no limit), over',
  discard: 'cards discarded (reason hand-size, round: 1 or more; activation-cost or cost: paid as a cost; effect: discarded by a resolving effect; `effect` names the item that paid or discarded; Grand Archive: reason size-limit from zone hand | memory)',
  'no-trigger': 'a discarded card\'s effect does not trigger (reason: the discard kind its text needs, banished-instead: it never reached the GY its effect needs, or opponents-turn: its text asks for the opponent\'s turn)',
  'move-prevented': 'cards an effect would have moved (banished, destroyed, returned to the Deck: action banish | destroy | return-to-deck) stay where they are: a continuous effect forbids that move (by: its card; cards, names; action; effect: the item that would have moved them; assumes: the condition of the forbidding effect kept as text, taken as holding)',
  moved: 'Yu-Gi-Oh!: one card moved that no other event names as its subject (a card an effect chose or targeted, each of several cards it moved, a card paid as a cost, the card a negation destroyed): subject (its key), name, moves (graveyard | banished | hand | deck | field | extra-deck), as (effect | cost | negation: what moved it), effect and card: the item that moved it; told as the move starts (banished-instead follows where a continuous effect replaces the destination)',
  'action-banned': 'what an effect would have done that a face-up card\'s continuous effect bans is not done: action special-summon | add-to-hand (from the Deck) | mill (from the Deck to the GY) | tribute; by: the banning card, source: its key; effect, card: the effect that would have done it; assumes: the condition of the ban, taken as holding. An optional effect whose first action is banned is not offered (cannot-activate, reason activation-forbidden, as the list phase ends)',
  'banished-instead': 'cards that would have been sent to the GY are banished instead by a continuous effect (by: its card; cards, names; assumes: a condition of the effect the board does not state, taken as holding)',
  'cannot-activate': 'an effect cannot be activated (reason hand-size-again: the cards discarded again, cards and names, and effects: the keys of those whose own discard effect this discard would trigger, a card added during the window included | chain-event: triggered while the chain after the hand-size discard resolved | missed-timing: an optional "When …" trigger whose event was not the last thing to happen | condition-unmet: an item still pending as the list phase ends whose card-count condition fails on the board (unmet: the conditions) | activation-forbidden: an item still pending as the list phase ends that a continuous effect on the field keeps from being activated (by: that card, source: its key) | cost-forbidden: the same for an item whose cost moves its own card where a continuous effect on the field forbids it to go (a shuffle into the Deck under "Cards on the field cannot be returned to the Deck"; by, source) | no-target: a discarded card\'s trigger that targets cards in its controller\'s GY as it is activated, with too few there | the discard trigger kind whose time is over)',
  'turn-end': 'the turn ends; the other player\'s turn begins',
  'phase-end': 'a Standby Phase or Battle Phase End Step is over',
  stack: 'Grand Archive: an effect goes on the effects stack (depth: how many are on it)',
  'opportunity-end': 'Grand Archive: all players passed in succession on an empty stack',
  'damage-removed': 'Grand Archive: temporary damage removed from allies',
  'not-modelled':
    'Yu-Gi-Oh!: an effect of a card on the board that is not modelled (its text was not read as data) could have acted on what just happened (on: sent-to-gy | destroyed | banished | discarded | summoned | drawn | damage | lp: an event it reacts to; negate | forbid | replace | limit: what a continuous effect changes; end | standby | battle-end-step: a clause of this window) and is not applied: effect and card: its card\'s key and name, kind: trigger | continuous | phase, effectOnState unknown; said once per effect in a line, and the answer\'s notes name the card',
  'continuous-damage':
    'Yu-Gi-Oh!: a face-up card\'s continuous effect deals damage for a card sent to the GY during the window (an item, a cost, the hand-size discard), as the card arrives: not activated, no chain (chain false); effect: the continuous effect\'s card, subject and name: the card sent, whose owner takes it; lp, or prevented by a "no effect damage" effect; effectOnState unknown where the amount or the LP is not known',
  'as-turn-ends':
    'an "as the turn ends" effect happens (Grand Archive: in the special game actions; Yu-Gi-Oh!: window end-of-turn, after the hand-size step and the end of "until the end of the turn" effects, chain false: not activated, no chain; a card whose self-destruction a negation until then held back is destroyed (subject, moves, after: the negation that ended, assumes), or a continuous effect deals damage for a card sent to the GY (lp, or prevented by a "no effect damage" effect; ended: protections that lasted until the end of the turn, over by then))',
  'size-limit': 'Grand Archive: the hand and memory limits checked (handLimit, memoryLimit: null when none)',
  'state-based': 'Grand Archive: state-based actions checked (destroyed: ally keys)',
  destroyed: 'Grand Archive: an ally is destroyed (its life is 0 or less)',
}

export const WINDOW_DESCRIPTIONS: Record<StepWindow, string> = {
  list: 'the list phase: a player with priority may process an item of their list, use a quick effect, or pass',
  forced: 'both players passed with a mandatory item pending: its player must process one',
  'hand-size': 'the turn player discards down to the hand-size limit',
  'discard-chain': 'the one chain after the hand-size discard: triggers of the discarded cards and responses to them',
  'end-of-turn': 'the turn is about to end',
  beginning: 'Grand Archive: beginning-of-end-phase effects are put on the stack',
  opportunity: 'Grand Archive: a player with Opportunity may activate an instant or pass',
  'special-actions': 'Grand Archive: the special game actions that end the turn',
}

export const DECISION_DESCRIPTIONS: Record<DecisionKind, string> = {
  priority: 'a player holding priority chooses an action or passes',
  forced: 'a player must process one of their mandatory items',
  response: 'a player may respond to the last chain link',
  discard: 'a player chooses the cards to discard (legal: count cards out of from)',
  trigger: 'a player may activate an optional trigger: of a discarded card, or of a card an event of the window triggered (a card sent to the GY, summoned, destroyed, drawn)',
  closing: 'the last chance to act before the turn ends',
  'stack-order': 'Grand Archive: the order in which simultaneous effects go on the stack',
  maintenance: 'a player decides whether to pay a maintenance cost (pay: apply, or discard the cards it costs; pass: do not pay, its other outcome happens)',
  cost: 'a player chooses the cards that pay the discard cost of activating an item (legal: count cards out of from)',
}

const describe = (names: readonly string[], descriptions: Record<string, string>) => names.map((name) => `- \`${name}\`: ${descriptions[name]}`).join('\n')

const Player = Type.Union([Type.Literal('A'), Type.Literal('B')])
const ActionSchema = Type.Object(
  {
    type: Type.Union(['pass', 'activate', 'apply', 'expire', 'discard'].map((t) => Type.Literal(t))),
    effect: Type.Optional(Type.String()),
    count: Type.Optional(Type.Integer()),
    from: Type.Optional(Type.Array(Type.String())),
    cards: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
)

export const StepSchema = Type.Object(
  {
    index: Type.Integer({ minimum: 0 }),
    window: Type.Union(STEP_WINDOWS.map((w) => Type.Literal(w)), { description: `Where the decision is made:\n${describe(STEP_WINDOWS, WINDOW_DESCRIPTIONS)}` }),
    decision: Type.Union(DECISION_KINDS.map((d) => Type.Literal(d)), { description: `What is decided:\n${describe(DECISION_KINDS, DECISION_DESCRIPTIONS)}` }),
    player: Player,
    legal: Type.Array(ActionSchema),
    taken: ActionSchema,
    automatic: Type.Boolean({ description: 'only one action was legal: the step consumed no choice' }),
    rulings: Type.Array(Type.String()),
  },
  { additionalProperties: false },
)

export const EventSchema = Type.Object(
  {
    type: Type.Union(EVENT_TYPES.map((e) => Type.Literal(e)), { description: `What happened:\n${describe(EVENT_TYPES, EVENT_DESCRIPTIONS)}` }),
    rulings: Type.Array(Type.String()),
  },
  { additionalProperties: true, description: 'Other fields depend on the type (effect, player, card, outcome, by, cards, …).' },
)

const ChoiceSchema = Type.Object(
  { player: Player, type: Type.String(), effect: Type.Optional(Type.String()), cards: Type.Optional(Type.Array(Type.String())) },
  { additionalProperties: false },
)

const OutcomeSchema = Type.Object(
  {
    events: Type.Array(EventSchema),
    choices: Type.Array(ChoiceSchema),
    alternatives: Type.Optional(
      Type.Object(
        {
          count: Type.Number({ description: 'how many other card sets lead to the same outcome (every combination over the discards below)' }),
          discards: Type.Array(
            Type.Object(
              {
                player: Player,
                cards: Type.Array(Type.String(), { description: "the cards the outcome's line discards" }),
                interchangeable: Type.Array(
                  Type.Object({ count: Type.Integer(), of: Type.Array(Type.String()) }, { additionalProperties: false }),
                  { description: 'any `count` of the cards `of` (in hand order) instead of those of them in `cards`' },
                ),
              },
              { additionalProperties: false },
            ),
            { description: 'each discard with interchangeable cards, in order' },
          ),
          choices: Type.Array(Type.Array(ChoiceSchema), { description: 'at most 10 of them written out: choices that replay to the outcome with other cards discarded' }),
        },
        {
          additionalProperties: false,
          description:
            "only when a discard on the way had interchangeable cards (nothing after it depends on which of them were discarded): the outcomes that differ from this one only in which of those cards the discard took, given once. Their events are this outcome's, with the discard's events naming the other cards.",
        },
      ),
    ),
  },
  { additionalProperties: false },
)

const ExplanationEntrySchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('step'), Type.Literal('event'), Type.Literal('note'), Type.Literal('loop')]),
    index: Type.Integer(),
    type: Type.String({ description: 'the step\'s decision kind, the event\'s type, note or loop' }),
    text: Type.String(),
    player: Type.Optional(Player),
    cards: Type.Array(Type.String()),
    rulings: Type.Array(Type.String()),
  },
  { additionalProperties: false },
)

export const ExplanationSchema = Type.Object(
  {
    lang: Type.Union([Type.Literal('en'), Type.Literal('ja')]),
    title: Type.String(),
    summary: Type.String({ description: 'the answer in one sentence: what happens, and the deciding ruling (worded to `perspective` where asked)' }),
    entries: Type.Array(ExplanationEntrySchema),
    messages: Type.Array(Type.String({ maxLength: 2000 }), { description: 'the same as Markdown messages of at most 2,000 characters (Discord)' }),
  },
  { additionalProperties: false, description: 'Only with `explain` (or ?lang=): the resolve told for a person.' },
)

export const ResolveResponseSchema = Type.Object(
  {
    game: Type.String(),
    phase: Type.String(),
    turnPlayer: Player,
    reading: oneOf(READINGS),
    asOf: Type.Optional(Type.String({ description: 'with the request\'s asOf: the date the rulings were taken as of' })),
    region: Type.Optional(oneOf(REGIONS, { description: 'with the request\'s region: the region whose rulings were used' })),
    readAs: Type.Optional(
      Type.Array(
        Type.Object(
          {
            field: Type.String({ description: 'where the name was, e.g. players.A.field[0]' }),
            asked: Type.String({ description: 'the name as written' }),
            card: Type.String({ description: 'the card it was read as (its English name)' }),
          },
          { additionalProperties: false },
        ),
        { description: 'the names that matched no card exactly and were read by the forgiving search (a nickname, a unique prefix, one clearly closest spelling), each with the card it was read as; absent when every name was exact' },
      ),
    ),
    steps: Type.Array(StepSchema, { description: 'every decision point, in order' }),
    events: Type.Array(EventSchema, { description: 'what happened, in order' }),
    outcomes: Type.Optional(Type.Array(OutcomeSchema)),
    truncated: Type.Boolean(),
    truncatedReason: Type.Optional(
      Type.Union(
        TRUNCATED_REASONS.map((reason) => Type.Literal(reason)),
        {
          description:
            'with truncated, why (the first that applies): time: the enumerate search ran out of its time budget (ENUMERATE_TIME_MS); states: it reached its cap of explored states; bytes: the outcomes found did not all fit the answer\'s byte budget (ENUMERATE_ANSWER_MB); max-outcomes: the request\'s maxOutcomes',
        },
      ),
    ),
    loop: Type.Optional(
      Type.Object(
        {
          reason: Type.Union([Type.Literal('repeated-state'), Type.Literal('resource-exhausted'), Type.Literal('step-limit')]),
          step: Type.Integer(),
          firstSeen: Type.Optional(Type.Integer()),
          effect: Type.Optional(Type.String()),
          by: Type.Optional(Type.String()),
          repeats: Type.Optional(Type.Integer()),
        },
        { additionalProperties: false },
      ),
    ),
    notes: Type.Array(
      Type.Object(
        {
          ruling: Type.String(),
          text: Type.String(),
          sources: Type.Array(Type.String()),
          applied: oneOf(READINGS),
          alternative: Type.Optional(Type.String()),
          card: Type.Optional(Type.String({ description: 'a note about one card: its canonical English name' })),
          unmodelled: Type.Optional(
            Type.Object(
              { kind: Type.String({ description: 'trigger | continuous | phase' }), on: Type.Array(Type.String(), { description: 'what it could act on in this window (the not-modelled event\'s `on`)' }) },
              { additionalProperties: false, description: 'an effect of the card its text states and the service does not model: not applied, said' },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    rulings: Type.Array(
      Type.Union([
        Type.Object(
          {
            id: Type.String(),
            title: Type.String(),
            summary: Type.String(),
            status: Type.String(),
            supersededBy: Type.Union([Type.String(), Type.Null()]),
            region: Type.Optional(oneOf(REGIONS, { description: 'a ruling that holds in one region only' })),
            references: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), locator: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: false })),
          },
          { additionalProperties: false, title: 'CitedRuling', description: 'citations full (default): the ruling in full' },
        ),
        Type.Object(
          {
            id: Type.String(),
            link: Type.String({ description: 'where the ruling is served: /v1/rulings/<id>, absolute under the service\'s public address when it has one' }),
          },
          { additionalProperties: false, title: 'CitedRulingLink', description: 'citations ids: the ruling\'s id and link' },
        ),
      ]),
      { description: 'every ruling cited in steps, events, outcomes and notes, in first-cited order; in full, or with `citations: "ids"` as id and link' },
    ),
    explanation: Type.Optional(ExplanationSchema),
  },
  {
    additionalProperties: false,
    $id: 'ResolveResponse',
    description: 'With ?format=markdown / plain (or Accept: text/markdown, text/plain) the answer is the explanation alone, as text.',
  },
)
