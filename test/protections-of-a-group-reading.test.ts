/**
 * A face-up card protecting a group of the cards its controller controls from destruction, read as
 * a forbid-move narrowed by what the board knows of each card: an archetype (`named`), an Attribute,
 * a kind of monster (`monsterKind`), how it was summoned (`summoned`), "Other" (`others`), "your
 * opponent's" (`by`). A group the data cannot say is not read. Pure: the reader on sentences.
 */
import t from 'tap'
import { readForbiddenMove } from '../src/analyser/forbid.js'
import { splitSentences } from '../src/analyser/text.js'

const read = (text: string) => {
  const behaviour = readForbiddenMove(splitSentences(text)[0]!)
  if (behaviour === undefined) return undefined
  const { source: _source, span: _span, ...rest } = behaviour
  return rest
}

const base = { effect: 'forbid-move', move: 'destroy', whose: 'controller' }

t.same(read('Pendulum Monsters you control cannot be destroyed by card effects.'), { ...base, cards: 'monster', by: 'each', monsterKind: 'Pendulum' }, 'a kind of monster')
t.same(read('Other "Drytron" monsters you control cannot be destroyed by your opponent\'s card effects.'), { ...base, cards: 'monster', by: 'opponent', named: 'Drytron', others: true }, 'an archetype, other than itself, from the opponent only')
t.same(read('Other "Mecha Phantom Beast" monsters you control cannot be destroyed by battle or card effects.'), { ...base, cards: 'monster', by: 'each', named: 'Mecha Phantom Beast', others: true }, 'battle or card effects')
t.same(read('WATER monsters you control cannot be destroyed by your opponent\'s card effects.'), { ...base, cards: 'monster', by: 'opponent', attribute: 'WATER' }, 'an Attribute')
t.same(read('Dragon Fusion Monsters you control cannot be destroyed by your opponent\'s card effects.'), { ...base, cards: 'monster', by: 'opponent', monsterType: 'Dragon', monsterKind: 'Fusion' }, 'a Type and a kind')
t.same(
  read('Tribute Summoned monsters you control cannot be destroyed by card effects, also neither player can target them with card effects.'),
  { ...base, cards: 'monster', by: 'each', summoned: 'tribute' },
  'how they were summoned; the targeting clause after it changes nothing read',
)
t.same(read('Special Summoned "Melodious" monsters you control cannot be destroyed by card effects.'), { ...base, cards: 'monster', by: 'each', summoned: 'special', named: 'Melodious' }, 'summoned and an archetype')
t.same(
  read('Spellcaster-Type monsters you control cannot be destroyed by card effects, and your opponent cannot target them with card effects.'),
  { ...base, cards: 'monster', by: 'each', monsterType: 'Spellcaster' },
  'a Type written with "-Type", then "and … cannot target them"',
)
t.same(
  read('While this card is face-up in the Spell & Trap Zone, Warrior monsters you control cannot be destroyed by card effects.'),
  { ...base, cards: 'monster', by: 'each', monsterType: 'Warrior' },
  'where the card is anyway is no condition',
)
t.equal(read('Level 9 monsters you control cannot be destroyed by card effects.'), undefined, 'an exact Level is not data the group can say')
t.equal(read('Face-up Spells you control cannot be destroyed by your opponent\'s card effects.'), undefined, 'face-up Spells only are not read')
t.equal(read('"Horus" monsters you control cannot be destroyed by card effects that do not target them.'), undefined, 'a protection from some effects only is not read')
t.equal(read('Tribute Summoned Spells/Traps you control cannot be destroyed by card effects.'), undefined, 'a narrowing that only fits monsters, on other cards, is not read')
