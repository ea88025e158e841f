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
