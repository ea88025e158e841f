/** Boards the benchmark sends: a typical End Phase, and ten pending items explored with enumerate. */
export const TYPICAL_BOARD = {
  game: 'yugioh',
  phase: 'end',
  turnPlayer: 'A',
  players: {
    A: {
      hand: ['Danger! Nessie!', 'Gem-Knight Obsidian', 'Mystical Space Typhoon', 'Effect Veiler', 'Creature Swap', 'Limiter Removal', 'Scarm, Malebranche of the Burning Abyss'],
      field: ['Lyla, Lightsworn Sorceress'],
      graveyard: [],
    },
    B: { hand: [], field: [], graveyard: ['XX-Saber Darksoul'] },
  },
  effects: [{ id: 'veiler-ends', controller: 'B', card: 'Effect Veiler', kind: 'expire', mandatory: true }],
}

export const TEN_ITEM_BOARD = {
  game: 'yugioh',
  phase: 'end',
  turnPlayer: 'A',
  players: { A: { hand: [], field: [], graveyard: [] }, B: { hand: [], field: [], graveyard: [] } },
  effects: Array.from({ length: 10 }, (_, i) => ({
    id: `item-${i + 1}`,
    controller: i % 2 === 0 ? 'A' : 'B',
    kind: i % 3 === 0 ? 'apply' : 'trigger',
    mandatory: i % 4 === 0,
  })),
  enumerate: true,
}

/**
 * A board of many pending list items (and optional responses to them) for enumerate: every order
 * of the items and every answer is a line, so the search grows fast with the counts.
 * `mandatoryEvery`: one item in that many is mandatory (1: all of them).
 */
export function pendingItemsBoard(items: number, responses: number, mandatoryEvery: number, maxOutcomes = 1000) {
  return {
    game: 'yugioh',
    phase: 'end',
    turnPlayer: 'A',
    players: { A: { hand: [], field: [], graveyard: [] }, B: { hand: [], field: [], graveyard: [] } },
    effects: Array.from({ length: items }, (_, i) => ({ id: `item-${i + 1}`, controller: i % 2 === 0 ? 'A' : 'B', kind: 'trigger', mandatory: i % mandatoryEvery === 0 })),
    responses: Array.from({ length: responses }, (_, i) => ({ id: `response-${i + 1}`, controller: i % 2 === 0 ? 'B' : 'A', negates: i % 2 === 0 ? 'effect' : 'activation', mandatory: false })),
    enumerate: true,
    maxOutcomes,
  }
}

/** Stored cards with no behaviour and no card rulings: nothing they do depends on where they are. */
const PLAIN_CARDS = [
  'Mystical Space Typhoon',
  'A Wild Monster Appears!',
  'Creature Swap',
  'Prima Light',
  'Blackwing - Silverwind the Ascendant',
  'Desert Sunlight',
  // Not Forbidden Chalice, Skull Invitation or Pikeru's Circle any more: rulings and behaviours of
  // their own (as the turn ends) tell them apart from the rest.
  'Scapegoat',
  'Dust Tornado',
  'Double Cyclone',
  'Emergency Provisions',
  "Solomon's Lawbook",
  'Dimensionhole',
]

/**
 * The turn player ends with 12 cards in hand and discards 6 for the hand size: C(12,6) = 924 sets.
 * `discardTriggers` of the cards are Gem-Knight Obsidian and Kelbek the Ancient Vanguard, whose
 * optional triggers react to being sent from the hand to the GY, in place of plain cards.
 */
export function handOfTwelveBoard(discardTriggers: 0 | 1 | 2 = 0, maxOutcomes = 1000) {
  const triggers = ['Gem-Knight Obsidian', 'Kelbek the Ancient Vanguard'].slice(0, discardTriggers)
  return {
    game: 'yugioh',
    phase: 'end',
    turnPlayer: 'A',
    // A's GY not listed: Gem-Knight Obsidian's target (a Level 4 or lower Normal Monster there) may be there, so its trigger stays offered.
    players: { A: { hand: [...PLAIN_CARDS.slice(0, 12 - triggers.length), ...triggers], field: [] }, B: { hand: [], field: [], graveyard: [] } },
    effects: [],
    enumerate: true,
    maxOutcomes,
  }
}

/** Enumerate boards from light to heavy (issue 14's cases), for the bench and the budget tests. */
export const ENUMERATE_BOARDS = {
  'hand of 12, discard 6': handOfTwelveBoard(0),
  'hand of 12 (2 discard triggers), discard 6': handOfTwelveBoard(2),
  'ten items, 1,000 outcomes': pendingItemsBoard(10, 0, 4),
  'ten mandatory triggers, five responses': pendingItemsBoard(10, 5, 1),
  'twelve mandatory triggers, six responses': pendingItemsBoard(12, 6, 1),
  'twenty items, ten responses': pendingItemsBoard(20, 10, 2),
  'forty items, twenty responses': pendingItemsBoard(40, 20, 4),
}
