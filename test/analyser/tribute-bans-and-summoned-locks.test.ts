/**
 * Tributes as costs and the ban that meets them, locks on monsters Special Summoned this turn, a ban
 * on effects in the hand, a trigger on a monster "destroyed … and sent to the Graveyard", and a
 * negation of every face-up monster of a field as it resolves: real card texts, the expected data
 * written from their words.
 */
import t from 'tap'
import { analyseCard } from '../../src/analyser/index.js'
import type { TextPhaseBehaviour } from '../../src/analyser/types.js'

const phases = (name: string, text: string, monsterTypeLine = 'Dragon / Effect', cardType = 'monster'): TextPhaseBehaviour[] => analyseCard({ name, text, cardType, monsterTypeLine }).phases

t.test('Tributes as costs, and the bans and locks that meet them', async (t) => {
  const [mare] = phases('Supreme Sea Mare', 'During your End Phase: You can Tribute this card, then target 1 Aqua monster in your GY, except "Supreme Sea Mare"; add it to your hand.', 'Aqua / Effect')
  t.strictSame(mare?.costs, [{ action: 'send-to-gy', target: 'self', tribute: true }], '"Tribute this card" is a Tribute')
  const continuous = (name: string, text: string, cardType = 'trap') => analyseCard({ name, text, cardType }).continuous ?? []
  t.strictSame(continuous('Mask of Restrict', 'Neither player can Tribute cards.').map(({ span: _span, ...rest }) => rest), [{ effect: 'forbid-action', source: 'text', action: 'tribute', cards: 'any', whose: 'each' }])
  t.match(continuous('Grave of the Super Ancient Organism', 'Level 6 or higher Special Summoned monsters on the field cannot declare attacks, nor can players activate their effects.'), [{ effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'each', summoned: 'special', minLevel: 6 }])
  t.match(continuous('Lose 1 Turn', 'Activate only if you currently control no Special Summoned monsters. While a monster is face-up on the field, negate its effects during the turn that monster was Special Summoned.'), [{ effect: 'negate-effects', cards: 'monster', whose: 'each', summoned: 'special' }])
  t.match(continuous('Mind Drain', 'Activate this card by paying 1000 LP. Neither player can activate the effects of monsters in the hand.'), [{ effect: 'forbid-activation', activations: 'effects', cards: 'monster', whose: 'each', inZones: ['hand'] }])
  const [dragon] = analyseCard({ name: 'Interplanetarypurplythorny Dragon', text: 'If a monster you control is destroyed by battle or card effect and sent to the Graveyard: You can Special Summon this card from your hand.', cardType: 'monster', monsterTypeLine: 'Dragon / Effect' }).triggers ?? []
  t.match(dragon, { event: 'destroyed', subject: 'other', cards: 'monster', whose: 'controller', zone: 'hand' }, '"… destroyed … and sent to the Graveyard": the destruction')
})

t.test('"Negate the effects of face-up monsters your opponent currently controls, until the end of this turn": the cards it acts on, as a selection', async (t) => {
  const [expiry] = phases('Dark Ruler No More', 'Negate the effects of face-up monsters your opponent currently controls, until the end of this turn, also for the rest of this turn after this card resolves, your opponent takes no damage.', '', 'spell')
  t.match(expiry, { kind: 'expire', ends: 'negation', setUpOn: { zone: 'field', whose: 'opponent', cards: 'monster', filter: { position: 'face-up' } } })
})
