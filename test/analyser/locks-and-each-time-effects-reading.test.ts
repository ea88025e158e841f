/**
 * Locks a card lays on the window, read from real card texts: no banishing for the rest of the turn
 * (Artifact Lancea), no activating Set Spells/Traps while its controller controls none Set (Denko
 * Sekka), a Continuous Trap's negation of the monster it targeted, held while that monster stays
 * (Fiendish Chain), and an effect lasting the turn that draws each time the opponent Special Summons
 * (Maxx "C"). The expected data is the texts' own words.
 */
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'

t.test('"neither player can banish cards for the rest of this turn": a ban on banishing, held by an expiry', async (t) => {
  const phases = analyseCard({ name: 'X', text: "During your opponent's turn (Quick Effect): You can Tribute this card from your hand or face-up field; neither player can banish cards for the rest of this turn.", cardType: 'monster', monsterTypeLine: 'Fairy / Effect' }).phases
  t.match(phases, [{ kind: 'expire', lasts: 'end-of-turn', delayed: true, holds: [{ effect: 'forbid-move', move: 'banish', cards: 'any', whose: 'each' }] }])
  t.notOk(phases[0]?.holds?.[0]?.by, 'by anyone')
  const mine = analyseCard({ name: 'X', text: 'Discard 1 card; you cannot banish cards from the GY for the rest of this turn.', cardType: 'spell', property: 'Normal' }).phases
  t.match(mine, [{ holds: [{ effect: 'forbid-move', move: 'banish', whose: 'each', by: 'controller', from: 'graveyard' }] }], 'you, from the GY: only its controller\'s banishing, only from a GY')
})

t.test('"While you control no Set Spells/Traps, neither player can … activate Spell/Trap Cards that are Set on the field"', async (t) => {
  const continuous = analyseCard({ name: 'X', text: 'Cannot be Special Summoned. While you control no Set Spells/Traps, neither player can Set Spells/Traps nor activate Spell/Trap Cards that are Set on the field.', cardType: 'monster', monsterTypeLine: 'Thunder / Effect' }).continuous
  t.match(continuous, [
    { effect: 'forbid-activation', activations: 'cards', fromSet: true, cards: 'spell-trap', whose: 'each', requires: [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'spell-trap', filter: { position: 'set' }, max: 0 }] },
  ])
  t.notOk(continuous?.[0]?.condition, 'the condition is data, not text')
})

t.test('"negate the effects of that face-up monster while it is on the field": a negation lasting while its target stays', async (t) => {
  const phases = analyseCard({ name: 'X', text: 'Activate this card by targeting 1 Effect Monster on the field; negate the effects of that face-up monster while it is on the field, also that face-up monster cannot attack. When it is destroyed, destroy this card.', cardType: 'trap', property: 'Continuous' }).phases
  t.match(phases, [{ kind: 'expire', ends: 'negation', lasts: 'lasting', delayed: true }])
  const other = analyseCard({ name: 'X', text: 'Target 1 face-up monster on the field; negate its effects while you control a "Gishki" monster.', cardType: 'trap', property: 'Continuous' }).phases
  t.notOk(other.some((p) => p.ends === 'negation' && p.lasts === 'lasting'), 'another "while" is a condition: not read as lasting')
})

t.test('"this turn, each time your opponent Special Summons a monster(s), immediately draw 1 card": an effect acting each time', async (t) => {
  const [maxx] = analyseCard({ name: 'X', text: '(Quick Effect): You can send this card from your hand to the GY; this turn, each time your opponent Special Summons a monster(s), immediately draw 1 card. You can only use this effect of "X" once per turn.', cardType: 'monster', monsterTypeLine: 'Insect / Effect' }).phases
  t.match(maxx, { kind: 'expire', lasts: 'end-of-turn', delayed: true, holds: [{ effect: 'each-time', event: 'special-summoned', cards: 'monster', whose: 'opponent', does: [{ action: 'draw', count: 1 }] }] })
  const [both] = analyseCard({ name: 'X', text: 'Discard 1 card; for the rest of this turn, each time you Normal or Special Summon a monster, draw 1 card.', cardType: 'spell', property: 'Normal' }).phases
  t.match(both, { holds: [{ effect: 'each-time', event: 'summoned', whose: 'controller' }] }, 'its controller\'s own Summons, Normal ones too')
})
