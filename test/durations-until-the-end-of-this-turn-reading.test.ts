/**
 * What a resolution leaves on cards "until the end of this turn" besides a negation (ATK/DEF, Level,
 * attacks, protections) is read as an expiry that ends as the turn ends, after the hand-size step;
 * one lasting past this turn as one that ends in no window of it; words another reading holds (a
 * negation, a lingering protection, a ban on a player) are not read twice or at all. Real card texts.
 */
import t from 'tap'
import { analyseCard } from '../src/analyser/index.js'
import { readLingeringChanges } from '../src/analyser/lingering-changes.js'
import { splitSentences } from '../src/analyser/text.js'

const THIS_TURN = { phase: 'end', kind: 'expire', mandatory: true, turn: 'each', lasts: 'end-of-turn', delayed: true }
const NEXT_TURN = { ...THIS_TURN, lasts: 'end-of-next-turn' }

/** Each expiry a text gets, without its span; and the spans apart. */
const read = (text: string, extra: Partial<Parameters<typeof analyseCard>[0]> = {}) =>
  analyseCard({ name: 'Test Card', text, cardType: 'monster', monsterTypeLine: 'Warrior / Effect', ...extra })
    .phases.filter((p) => p.kind === 'expire')
    .map(({ phase, kind, mandatory, turn, lasts, ends, delayed, holds }) => ({ phase, kind, mandatory, turn, ...(lasts ? { lasts } : {}), ...(ends ? { ends } : {}), ...(delayed ? { delayed } : {}), ...(holds ? { holds: holds.length } : {}) }))
const spans = (text: string) => splitSentences(text).flatMap((s) => readLingeringChanges(s, undefined)).map((b) => b.span)

const READ: ReadonlyArray<[string, string, string]> = [
  ['Gravity Lash', 'Target 1 face-up monster on the field; it loses ATK equal to its DEF until the end of this turn.', 'loses ATK equal to its DEF until the end of this turn'],
  ['Curse of Aging', 'Discard 1 card; all monsters your opponent currently controls lose 500 ATK/DEF until the end of this turn.', 'lose 500 ATK/DEF until the end of this turn'],
  ['Cat Shark', 'You can detach 1 material from this card, then target 1 Rank 4 or lower Xyz Monster you control; its ATK/DEF become double its original ATK/DEF until the end of this turn.', 'ATK/DEF become double its original ATK/DEF until the end of this turn'],
  ['Black Rose Dragon', 'You can banish 1 Plant monster from your GY, then target 1 Defense Position monster your opponent controls; change that target to face-up Attack Position, and if you do, its ATK becomes 0 until the end of this turn.', 'ATK becomes 0 until the end of this turn'],
  ['Hedge Guard', 'You can send this card from your hand to the Graveyard; halve the ATK of that monster you control until the end of this turn, but that monster cannot be destroyed by this battle.', 'halve the ATK of that monster you control until the end of this turn'],
  ['Gagaga Sister', 'You can target 1 other "Gagaga" monster you control; the Levels of that monster and this card become their combined current Levels, until the end of this turn.', 'Levels of that monster and this card become their combined current Levels, until the end of this turn'],
  ['Gagaga Magician', 'Once per turn: You can declare a Level from 1 to 8; this card becomes that Level until the end of this turn.', 'becomes that Level until the end of this turn'],
  ['Primula the Rikka Fairy', 'You can target up to 2 Plant monsters you control; increase their Level(s) by 2 until the end of this turn.', 'increase their Level(s) by 2 until the end of this turn'],
  ['Predaplant Verte Anaconda', 'You can target 1 face-up monster on the field; it becomes DARK until the end of this turn.', 'becomes DARK until the end of this turn'],
  ['Tachyon Spiral Galaxy', 'Target 1 Dragon "Galaxy" monster you control; until the end of this turn, it cannot be destroyed by battle, also it is unaffected by other card effects, except its own.', 'until the end of this turn, it cannot be destroyed by battle'],
  ['Chronomaly Vimana', 'that monster on the field gains half the ATK of that monster in the GY (until the end of this turn), then attach that monster from the GY to this card as material.', 'gains half the ATK of that monster in the GY (until the end of this turn'],
  ['Starving Venom Wing Dragon', 'You can target 1 monster; this card gains that monster\'s ATK. These changes last until the end of this turn.', 'These changes last until the end of this turn'],
  ['D/D/D Dragon King Pendragon', 'You can discard 1 card; this card gains 1000 ATK. This ATK increase lasts until the end of this turn.', 'ATK increase lasts until the end of this turn'],
]

t.test('a change a resolution leaves on cards until the end of this turn ends as the turn ends', async (t) => {
  for (const [name, text, span] of READ) {
    t.strictSame(read(text, { cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null }), [THIS_TURN], name)
    t.strictSame(spans(text), [span], `${name}: the span is the change and its duration`)
  }
})

t.test('a change lasting until the end of the next turn, or a player\'s next turn, ends in no window of this turn', async (t) => {
  t.strictSame(read('Once per turn: You can target 1 monster your opponent controls; it cannot change its battle position or declare an attack until the end of your opponent\'s next turn.'), [NEXT_TURN], 'Blizzard Dragon')
  t.strictSame(read('You can banish this card from your Graveyard, then target the attacking monster; negate the attack, and if you do, that target loses 500 ATK until the end of the next turn.'), [NEXT_TURN], 'Friller Rabca')
  t.strictSame(read('If this card is Special Summoned: You can target 1 face-up monster you control; it is unaffected by other cards\' effects until the end of your next turn.'), [NEXT_TURN], 'unaffected until your next turn ends')
})

t.test('one duration read once: a negation or a lingering protection that holds the same words gets no second end', async (t) => {
  t.strictSame(
    read('(Quick Effect): You can target 1 face-up monster on the field that was Special Summoned from the Extra Deck; until the end of this turn, that target\'s ATK becomes 0, also that target\'s effects are negated.'),
    [{ ...THIS_TURN, ends: 'negation' }],
    'Nekroz of Clausolas: the negation\'s end only',
  )
  t.strictSame(
    read('Target 1 monster on the field; until the end of this turn, its ATK/DEF become halved, also its effects are negated.', { cardType: 'trap', property: 'Normal', monsterTypeLine: null }),
    [{ ...THIS_TURN, ends: 'negation' }],
    'a negation said after another change under one duration',
  )
  t.strictSame(
    read('Target 1 face-up monster you control; it cannot be destroyed by battle or card effects, until the end of this turn.', { cardType: 'trap', property: 'Normal', monsterTypeLine: null }),
    [{ ...THIS_TURN, ends: 'protection', holds: 1 }],
    'a protection the lingering table holds',
  )
  t.strictSame(
    read('Target 1 face-up monster on the field; negate its effects until the end of this turn, and if you do, it loses 1000 ATK until the end of this turn.', { cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null }),
    [{ ...THIS_TURN, ends: 'negation' }, THIS_TURN],
    'two durations, each said of its own change: two ends',
  )
})

t.test('a duration said of no change on a card is not read here', async (t) => {
  const none: ReadonlyArray<[string, string]> = [
    ['Spell Gear', 'You cannot Normal Summon or Set until the end of your next turn.'],
    ['Wattgiraffe', 'If this card is Normal or Special Summoned: You can activate this effect; your opponent cannot activate cards or effects until the end of this turn.'],
    ['Graverobber', 'You can use it as your hand until the end of the turn.'],
    ['Golden Ladybug', 'You can reveal this card in your hand, and it will remain revealed until the end of this turn.'],
    ['Crossmind Archfiend', 'You can Tribute 1 other monster; gain LP equal to its original ATK until the end of this turn.'],
    ['an ATK change until the End Phase (a list item, phases.ts\'s)', 'When this card is destroyed by battle: You can target 1 monster; it loses 500 ATK until the End Phase.'],
    ['a duration before something else than a change', 'You can target 1 face-up monster on the field; this turn, it gains 500 ATK.'],
    ['a continuous effect', 'While you control a "Gagaga" monster, this card gains 500 ATK until the end of this turn.'],
  ]
  for (const [name, text] of none) t.strictSame(spans(text), [], name)
})
