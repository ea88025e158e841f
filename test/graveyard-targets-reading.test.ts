/**
 * What an effect targets in its controller's GY, read from its text before the semicolon
 * (readGraveyardTargets): a table of wordings with the reading written before the reader. A wording
 * with any word the reader does not know is not read (the target stays unchecked).
 */
import t from 'tap'
import { readGraveyardTargets } from '../src/analyser/graveyard-targets.js'

const CASES: Array<[string, ReturnType<typeof readGraveyardTargets>]> = [
  ['You can target 1 "Danger!" monster in your GY, except "Danger! Chupacabra!"; Special Summon it.', { count: 1, except: ['Danger! Chupacabra!'], kind: 'monster', named: ['Danger!'] }],
  ['You can target 2 other Beast, Beast-Warrior, Winged Beast, Insect, and/or Plant monsters with different Types in your GY; shuffle them into the Deck', { count: 2, other: true, differentTypes: true, kind: 'monster', types: ['Beast', 'Beast-Warrior', 'Winged Beast', 'Insect', 'Plant'] }],
  ['You can target 1 Level 4 or lower Insect, Plant, or Reptile monster in your GY, except "Ragnaraika Samurai Beetle"; add it', { count: 1, except: ['Ragnaraika Samurai Beetle'], kind: 'monster', maxLevel: 4, types: ['Insect', 'Plant', 'Reptile'] }],
  ['You can target 1 Level 5 or lower FIRE Warrior monster in your GY; add it to your hand', { count: 1, kind: 'monster', maxLevel: 5, attribute: 'FIRE', types: ['Warrior'] }],
  ['You can target 1 "Shaddoll" Spell/Trap in your GY; add it to your hand.', { count: 1, kind: 'spell-trap', named: ['Shaddoll'] }],
  ['You can target 1 "Polymerization" in your GY; add it to your hand.', { count: 1, named: ['Polymerization'] }],
  ['You can target up to 3 "Super Quant" cards in your GY; shuffle them into the Deck', { count: 1, named: ['Super Quant'] }],
  ['You can target 1 "Burning Abyss" card in your GY, except this card; add it to your hand.', { count: 1, other: true, named: ['Burning Abyss'] }],
  ['You can target 1 FIRE monster in your GY; place it face-up', { count: 1, kind: 'monster', attribute: 'FIRE' }],
  ['You can discard this card, then target 1 monster in your GY that was destroyed by battle and sent there this turn; Special Summon it.', { count: 1, sentThisTurn: true, destroyedByBattle: true, kind: 'monster' }],
  ['You can target 1 monster in your GY that was sent there this turn; Special Summon it.', { count: 1, sentThisTurn: true, kind: 'monster' }],
  ['Once per turn, during the End Phase: You can target 1 monster in your GY that was used as Fusion Material for a Fusion Summon this turn; add it to your hand.', { count: 1, sentThisTurn: true, kind: 'monster' }],
  ['Target 1 Flip monster in your GY, except "Night Assailant"; add that target to your hand.', { count: 1, except: ['Night Assailant'], kind: 'monster', monsterKind: 'Flip' }],
  ['You can target 1 Tuner in your GY; Special Summon it.', undefined],
  ['You can target 1 monster in your GY that was used for that Synchro Summon, except "Bururu @Ignister"; Special Summon it', undefined],
  ['You can target 1 of your Level 4 or lower "Lunalight" monsters that is banished or in your GY; Special Summon it', undefined],
  ['You can target 1 face-up monster on the field; destroy it.', undefined],
]

t.test('what an effect targets in its controller\'s GY, read from its text', async (t) => {
  for (const [text, want] of CASES) t.same(readGraveyardTargets(text), want, text)
})
