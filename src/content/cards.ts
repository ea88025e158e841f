/**
 * Every card named in the seeds, with its data copied from yaml-yugi (exact English and Japanese
 * names, the Japanese one with its <ruby> furigana, password, Konami id, stats) and the behaviours
 * the project curates for the resolver (source 'curated'; span = the ruling it comes from or a short
 * reason; conditions that cannot be data are kept as text, never guessed).
 *
 * Names in the seeds that differ from the card data (the data's English name is used):
 * - seed 001 "Darksoul" = XX-Saber Darksoul
 * - seed 003 ダンディライオン = Dandylion (the engine's table says "Dandelion"); 魔轟神獣キャシー = The Fabled Catsith
 *   ("Fabled Kathy" in older translations); ＴＧ ストライカー = T.G. Striker; 死霊の誘い = Skull Invitation
 * - seed 004 "Limit Removal" = Limiter Removal; "Red-Moon Baby" = Vampire Baby (its old TCG name);
 *   "Brain Wash" = Brain Control (洗脳－ブレインコントロール); "Curse of Field" = Curse of Fiend (a Normal Spell that can be
 *   activated only during your Standby Phase, as the blog's example describes); "Assault Stardust Dragon" =
 *   Stardust Dragon/Assault Mode; "Trapdust Shoot" = Trap Dustshoot
 *
 * Not included:
 * - names in the seeds that are not cards: "X-Saber" and "Burning Abyss" (archetypes), "Spirit monster(s)"
 *   (a monster type), 地縛神 (Earthbound Immortal, an archetype named in anime trivia), "Fluff Token"
 *   (a token, named in Dandylion's text); characters of the anime (レアハンター, パンドラ, 海馬, アメルダ…)
 * - seed 004's Draw Phase, Main Phase and Battle/Damage Step examples (Yata-Garasu, Sangan, Mirror Force…):
 *   they take no part in the windows this service resolves (End Phase, Standby Phase, End Step).
 *
 * Behaviours: a card gets a phase behaviour when the card itself, where it sits (field or GY), yields
 * the list item. Lingering effects of a resolved activation that act on other cards (Limiter Removal,
 * Power Bond, Rekindling, Brain Control, Enemy Controller, Magical Scientist, A Wild Monster Appears!,
 * Dimensionhole, Magical Hats, Magical Arm Shield, After the Struggle, Forbidden Chalice, Farfa's
 * banishment) are not derived from the card's position: a request states them as explicit effects,
 * with their subject. Quick effects (Mystical Space Typhoon, Divine Wrath…) need no behaviour.
 */
import type { CardSeed } from './types.js'

export const CARDS: CardSeed[] = [
  // Seed 000: reference wiki page on the End Phase
  {
    password: 5318639, konamiId: 4909,
    name: { en: 'Mystical Space Typhoon', ja: 'サイクロン' },
    cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 7634581, konamiId: 8535,
    name: { en: 'Orichalcos Shunoros', ja: 'オレイカルコス・シュノロス' },
    cardType: 'monster', property: null, monsterTypeLine: 'Machine / Effect', attribute: 'DARK',
    level: 10, rank: null, atk: null, def: 0,
    behaviours: { phases: [] },
  },
  {
    password: 23587624, konamiId: 11584,
    name: { en: 'A Wild Monster Appears!', ja: '<ruby>青<rt>せい</rt></ruby><ruby>天<rt>てん</rt></ruby>の<ruby>霹<rt>へき</rt></ruby><ruby>靂<rt>れき</rt></ruby>' },
    cardType: 'spell', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 31036355, konamiId: 5162,
    name: { en: 'Creature Swap', ja: '<ruby>強<rt>きょう</rt></ruby><ruby>制<rt>せい</rt></ruby><ruby>転<rt>てん</rt></ruby><ruby>移<rt>い</rt></ruby>' },
    cardType: 'spell', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 23171610, konamiId: 5129,
    name: { en: 'Limiter Removal', ja: 'リミッター<ruby>解<rt>かい</rt></ruby><ruby>除<rt>じょ</rt></ruby>' },
    cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 34230233, konamiId: 9712,
    name: { en: 'Grapha, Dragon Lord of Dark World', ja: '<ruby>暗<rt>あん</rt></ruby><ruby>黒<rt>こく</rt></ruby><ruby>界<rt>かい</rt></ruby>の<ruby>龍<rt>りゅう</rt></ruby><ruby>神<rt>しん</rt></ruby> グラファ' },
    cardType: 'monster', property: null, monsterTypeLine: 'Fiend / Effect', attribute: 'DARK',
    level: 8, rank: null, atk: 2700, def: 1800,
    behaviours: {
      phases: [],
      discard: { trigger: 'card-effect-discard', mandatory: true, span: 'card-grapha-hand-size', source: 'curated' },
    },
  },
  {
    password: 19163116, konamiId: 9582,
    name: { en: 'Gem-Knight Obsidian', ja: 'ジェムナイト・オブシディア' },
    cardType: 'monster', property: null, monsterTypeLine: 'Rock / Effect', attribute: 'EARTH',
    level: 3, rank: null, atk: 1500, def: 1200,
    behaviours: {
      phases: [],
      discard: { trigger: 'sent-from-hand-to-gy', mandatory: false, span: 'card-gem-knight-obsidian-hand-size', source: 'curated' },
    },
  },
  {
    password: 84764038, konamiId: 11317,
    name: { en: 'Scarm, Malebranche of the Burning Abyss', ja: '<ruby>彼<rt>ひ</rt></ruby><ruby>岸<rt>がん</rt></ruby>の<ruby>悪<rt>あっ</rt></ruby><ruby>鬼<rt>き</rt></ruby> スカラマリオン' },
    cardType: 'monster', property: null, monsterTypeLine: 'Fiend / Effect', attribute: 'DARK',
    level: 3, rank: null, atk: 800, def: 2000,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard', condition: 'Only if it was sent to the GY this turn; once per turn, shared with its other effect.', source: 'curated', span: 'card-scarm-hand-size: during the End Phase, search a Level 3 DARK Fiend' },
      ],
      discard: { trigger: 'end-phase-in-gy', mandatory: false, span: 'card-scarm-hand-size', source: 'curated' },
    },
  },
  {
    password: 70711847, konamiId: 13979,
    name: { en: 'Danger! Nessie!', ja: '<ruby>未<rt>み</rt></ruby><ruby>界<rt>かい</rt></ruby><ruby>域<rt>いき</rt></ruby>のネッシー' },
    cardType: 'monster', property: null, monsterTypeLine: 'Aqua / Effect', attribute: 'DARK',
    level: 7, rank: null, atk: 1600, def: 2800,
    behaviours: {
      phases: [],
      discard: { trigger: 'any-discard', mandatory: false, adds: ['Danger! Bigfoot!'], condition: 'Adds 1 "Danger!" card other than "Danger! Nessie!" from the Deck (Danger! Bigfoot! in the worked case); once per turn.', span: 'card-danger-nessie-bigfoot', source: 'curated' },
    },
  },
  {
    password: 43316238, konamiId: 13978,
    name: { en: 'Danger! Bigfoot!', ja: '<ruby>未<rt>み</rt></ruby><ruby>界<rt>かい</rt></ruby><ruby>域<rt>いき</rt></ruby>のビッグフット' },
    cardType: 'monster', property: null, monsterTypeLine: 'Beast / Effect', attribute: 'DARK',
    level: 8, rank: null, atk: 3000, def: 0,
    behaviours: {
      phases: [],
      discard: { trigger: 'any-discard', mandatory: false, condition: 'Targets 1 face-up card the opponent controls; once per turn.', span: 'card-danger-nessie-bigfoot', source: 'curated' },
    },
  },

  // Seed 001: etcg.de fan guide (the seed writes "Darksoul" for XX-Saber Darksoul)
  {
    password: 97268402, konamiId: 8933,
    name: { en: 'Effect Veiler', ja: 'エフェクト・ヴェーラー' },
    cardType: 'monster', property: null, monsterTypeLine: 'Spellcaster / Tuner / Effect', attribute: 'LIGHT',
    level: 1, rank: null, atk: 0, def: 0,
    behaviours: { phases: [] },
  },
  {
    password: 22624373, konamiId: 7592,
    name: { en: 'Lyla, Lightsworn Sorceress', ja: 'ライトロード・マジシャン ライラ' },
    cardType: 'monster', property: null, monsterTypeLine: 'Spellcaster / Effect', attribute: 'LIGHT',
    level: 4, rank: null, atk: 1700, def: 200,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', zone: 'field', does: [{ action: 'mill', count: 3, whose: 'controller' }], source: 'curated', span: 'card-lyla-effect-veiler: during your End Phase, mill 3' },
      ],
    },
  },
  {
    password: 31383545, konamiId: 9031,
    name: { en: 'XX-Saber Darksoul', ja: '<ruby>ＸＸ<rt>ダブルエックス</rt></ruby>－セイバー ダークソウル' },
    cardType: 'monster', property: null, monsterTypeLine: 'Beast / Effect', attribute: 'EARTH',
    level: 3, rank: null, atk: 100, def: 100,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard', condition: 'Only if it was sent to the GY from your field this turn; once per turn.', source: 'curated', span: 'card-lyla-xx-saber-darksoul: during the End Phase, search 1 "X-Saber" monster' },
      ],
    },
  },
  {
    password: 69303178, konamiId: 6688,
    name: { en: 'Majestic Mech - Ohka', ja: '<ruby>光神機<rt>ライトニングギア</rt></ruby>－<ruby>桜<rt>おう</rt></ruby><ruby>火<rt>か</rt></ruby>' },
    cardType: 'monster', property: null, monsterTypeLine: 'Fairy / Effect', attribute: 'LIGHT',
    level: 6, rank: null, atk: 2400, def: 1400,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', zone: 'field', moves: 'graveyard', condition: 'Only if it was Normal Summoned without Tributing this turn.', source: 'curated', span: 'card-ohka-ladd: during the End Phase, send it to the GY' },
      ],
    },
  },
  {
    password: 47297616, konamiId: 6821,
    name: { en: 'Light and Darkness Dragon', ja: '<ruby>光と闇の竜<rt>ライトアンドダークネス・ドラゴン</rt></ruby>' },
    cardType: 'monster', property: null, monsterTypeLine: 'Dragon / Effect', attribute: 'LIGHT',
    level: 8, rank: null, atk: 2800, def: 2400,
    behaviours: { phases: [] },
  },

  // Seed 003: Japanese OCG wiki (Japanese names in the seed; English names from the card data)
  {
    password: 57953380, konamiId: 5123,
    name: { en: 'Card of Safe Return', ja: '<ruby>生<rt>せい</rt></ruby><ruby>還<rt>かん</rt></ruby>の<ruby>宝<rt>ほう</rt></ruby><ruby>札<rt>さつ</rt></ruby>' },
    cardType: 'spell', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 2507443, konamiId: 6849,
    name: { en: 'Prima Light', ja: 'プリマの<ruby>光<rt>ひかり</rt></ruby>' },
    cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 33236860, konamiId: 8476,
    name: { en: 'Blackwing - Silverwind the Ascendant', ja: '<ruby>ＢＦ<rt>ブラックフェザー</rt></ruby>－<ruby>孤<rt>こ</rt></ruby><ruby>高<rt>こう</rt></ruby>のシルバー・ウィンド' },
    cardType: 'monster', property: null, monsterTypeLine: 'Winged Beast / Synchro / Effect', attribute: 'DARK',
    level: 8, rank: null, atk: 2800, def: 2000,
    behaviours: { phases: [] },
  },
  {
    password: 93747864, konamiId: 6068,
    name: { en: 'Desert Sunlight', ja: '<ruby>砂<rt>さ</rt></ruby><ruby>漠<rt>ばく</rt></ruby>の<ruby>光<rt>ひかり</rt></ruby>' },
    cardType: 'trap', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 28601770, konamiId: 7149,
    name: { en: 'Mist Archfiend', ja: 'ミストデーモン' },
    cardType: 'monster', property: null, monsterTypeLine: 'Fiend / Effect', attribute: 'DARK',
    level: 5, rank: null, atk: 2400, def: 0,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'trigger', mandatory: true, turn: 'each', zone: 'field', moves: 'graveyard', condition: 'Only if it was Normal Summoned without Tributing; once per turn; its controller also takes 1000 damage.', source: 'curated', span: 'card-mist-archfiend-enemy-controller: destroys itself during the End Phase' },
      ],
    },
  },
  {
    password: 98045062, konamiId: 5505,
    name: { en: 'Enemy Controller', ja: 'エネミーコントローラー' },
    cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 61623148, konamiId: 7461,
    name: { en: 'Dark World Grimoire', ja: '<ruby>暗<rt>あん</rt></ruby><ruby>黒<rt>こく</rt></ruby><ruby>界<rt>かい</rt></ruby>の<ruby>書<rt>しょ</rt></ruby><ruby>物<rt>もつ</rt></ruby>' },
    cardType: 'spell', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [],
      discard: { trigger: 'any-discard', mandatory: false, summons: ['Ipiria'], watches: 'field', condition: 'A face-up Continuous Spell on its controller\'s field that triggers when they discard monsters (for hand size during their End Phase too) and Special Summons 1 of them (Ipiria in the 23/01/16 case); it joins the chain of the discard\'s triggers. Discarded itself, it does nothing.', span: 'card-ipiria-dark-world-grimoire (23/01/16), card-grimoire-dandelion-chain (12/08/08)', source: 'curated' },
    },
  },
  {
    password: 15341821, konamiId: 6654,
    name: { en: 'Dandylion', ja: 'ダンディライオン' },
    cardType: 'monster', property: null, monsterTypeLine: 'Plant / Effect', attribute: 'EARTH',
    level: 3, rank: null, atk: 300, def: 300,
    behaviours: {
      phases: [],
      discard: { trigger: 'sent-to-gy', mandatory: true, condition: 'Special Summons 2 "Fluff Tokens".', span: 'card-grimoire-dandelion-chain (12/08/08)', source: 'curated' },
    },
  },
  {
    password: 52624755, konamiId: 6085,
    name: { en: 'Peten the Dark Clown', ja: '<ruby>闇<rt>やみ</rt></ruby>・<ruby>道<rt>どう</rt></ruby><ruby>化<rt>け</rt></ruby><ruby>師<rt>し</rt></ruby>のペーテン' },
    cardType: 'monster', property: null, monsterTypeLine: 'Spellcaster / Effect', attribute: 'DARK',
    level: 3, rank: null, atk: 500, def: 1200,
    behaviours: {
      phases: [],
      discard: { trigger: 'sent-to-gy', mandatory: false, condition: 'Cost: banish itself from the GY; Special Summons 1 "Peten the Dark Clown" from the hand or Deck.', span: 'card-peten-hand-size (13/03/27)', source: 'curated' },
    },
  },
  {
    password: 77121851, konamiId: 5881,
    name: { en: 'Manticore of Darkness', ja: '<ruby>暗<rt>あん</rt></ruby><ruby>黒<rt>こく</rt></ruby>のマンティコア' },
    cardType: 'monster', property: null, monsterTypeLine: 'Beast-Warrior / Effect', attribute: 'FIRE',
    level: 6, rank: null, atk: 2300, def: 1000,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard', condition: 'Only if it was sent to the GY this turn; cost: send 1 Beast, Beast-Warrior or Winged Beast monster from the hand or face-up field to the GY.', source: 'curated', span: 'card-manticore-hand-size: during the End Phase, Special Summons itself' },
      ],
      discard: { trigger: 'end-phase-in-gy', mandatory: false, span: 'card-manticore-hand-size (13/03/30)', source: 'curated' },
    },
  },
  {
    password: 19337371, konamiId: 10546,
    name: { en: 'Hysteric Sign', ja: 'ヒステリック・サイン' },
    cardType: 'spell', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'trigger', mandatory: true, turn: 'each', zone: 'graveyard', condition: 'Only if it was sent to the GY from the hand or field this turn; once per turn.', source: 'curated', span: 'card-hysteric-sign-hand-size: during the End Phase, add up to 3 "Harpie" cards' },
      ],
      discard: { trigger: 'end-phase-in-gy', mandatory: true, span: 'card-hysteric-sign-hand-size (16/07/08)', source: 'curated' },
    },
  },
  {
    password: 56399890, konamiId: 8555,
    name: { en: 'The Fabled Catsith', ja: '<ruby>魔<rt>ま</rt></ruby><ruby>轟<rt>ごう</rt></ruby><ruby>神<rt>しん</rt></ruby><ruby>獣<rt>じゅう</rt></ruby>キャシー' },
    cardType: 'monster', property: null, monsterTypeLine: 'Beast / Tuner / Effect', attribute: 'LIGHT',
    level: 1, rank: null, atk: 800, def: 600,
    behaviours: {
      phases: [],
      discard: { trigger: 'any-discard', mandatory: true, sends: ['T.G. Striker'], sendsFromField: true, condition: "Destroys 1 face-up card on the field: T.G. Striker in the 15/01/17 case (a face-up Hysteric Sign in the 17/03/05 case); the destroyed card's own effects cannot be activated.", span: 'card-tg-striker-kathy (15/01/17)', source: 'curated' },
    },
  },
  {
    password: 1315120, konamiId: 9488,
    name: { en: 'T.G. Striker', ja: '<ruby>ＴＧ<rt>テックジーナス</rt></ruby> ストライカー' },
    cardType: 'monster', property: null, monsterTypeLine: 'Warrior / Tuner / Effect', attribute: 'EARTH',
    level: 2, rank: null, atk: 800, def: 0,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard', condition: 'Only if it was destroyed on the field and sent to the GY this turn; once per turn.', source: 'curated', span: 'card-tg-striker-kathy: during the End Phase, search a "T.G." monster' },
      ],
    },
  },
  {
    password: 70744296, konamiId: 14546,
    name: { en: 'Ipiria', ja: 'イピリア' },
    cardType: 'monster', property: null, monsterTypeLine: 'Reptile / Effect', attribute: 'EARTH',
    level: 2, rank: null, atk: 500, def: 500,
    behaviours: { phases: [] },
  },
  {
    password: 25926710, konamiId: 17605,
    name: { en: 'Kelbek the Ancient Vanguard', ja: '<ruby>古<rt>こ</rt></ruby><ruby>尖<rt>せん</rt></ruby><ruby>兵<rt>ぺい</rt></ruby>ケルベク' },
    cardType: 'monster', property: null, monsterTypeLine: 'Fairy / Effect', attribute: 'EARTH',
    level: 4, rank: null, atk: 1500, def: 1800,
    behaviours: {
      phases: [],
      discard: { trigger: 'sent-from-hand-to-gy', mandatory: false, sends: ['Tearlaments Merrli'], condition: 'Each player sends the top 5 cards of their Deck to the GY (Tearlaments Merrli among them in the 23/01/16 case); once per turn.', span: 'card-tearlaments-merrli-kelbek (23/01/16)', source: 'curated' },
    },
  },
  {
    password: 74078255, konamiId: 17414,
    name: { en: 'Tearlaments Merrli', ja: 'ティアラメンツ・メイルゥ' },
    cardType: 'monster', property: null, monsterTypeLine: 'Aqua / Effect', attribute: 'DARK',
    level: 2, rank: null, atk: 800, def: 2000,
    behaviours: {
      phases: [],
      discard: { trigger: 'card-effect-discard', mandatory: false, condition: 'Triggers when sent to the GY by a card effect (not only by a discard); the hand-size discard is not a card effect.', span: 'card-tearlaments-merrli-kelbek', source: 'curated' },
    },
  },
  {
    password: 25789292, konamiId: 8213,
    name: { en: 'Forbidden Chalice', ja: '<ruby>禁<rt>きん</rt></ruby>じられた<ruby>聖<rt>せい</rt></ruby><ruby>杯<rt>はい</rt></ruby>' },
    cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 36553319, konamiId: 11632,
    name: { en: 'Farfa, Malebranche of the Burning Abyss', ja: '<ruby>彼<rt>ひ</rt></ruby><ruby>岸<rt>がん</rt></ruby>の<ruby>悪<rt>あっ</rt></ruby><ruby>鬼<rt>き</rt></ruby> ファーファレル' },
    cardType: 'monster', property: null, monsterTypeLine: 'Fiend / Effect', attribute: 'DARK',
    level: 3, rank: null, atk: 1000, def: 1900,
    behaviours: { phases: [] },
  },
  {
    password: 30241314, konamiId: 6682,
    name: { en: 'Macro Cosmos', ja: 'マクロコスモス' },
    cardType: 'trap', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 98139712, konamiId: 4961,
    name: { en: 'Skull Invitation', ja: '<ruby>死<rt>し</rt></ruby><ruby>霊<rt>りょう</rt></ruby>の<ruby>誘<rt>いざな</rt></ruby>い' },
    cardType: 'trap', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 74270067, konamiId: 6224,
    name: { en: "Pikeru's Circle of Enchantment", ja: 'ピケルの<ruby>魔<rt>ま</rt></ruby><ruby>法<rt>ほう</rt></ruby><ruby>陣<rt>じん</rt></ruby>' },
    cardType: 'trap', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 9637706, konamiId: 6340,
    name: { en: 'Des Wombat', ja: 'デス・ウォンバット' },
    cardType: 'monster', property: null, monsterTypeLine: 'Beast / Effect', attribute: 'EARTH',
    level: 3, rank: null, atk: 1600, def: 300,
    behaviours: { phases: [] },
  },
  {
    password: 74845897, konamiId: 8350,
    name: { en: 'Rekindling', ja: '<ruby>真<rt>しん</rt></ruby><ruby>炎<rt>えん</rt></ruby>の<ruby>爆<rt>ばく</rt></ruby><ruby>発<rt>はつ</rt></ruby>' },
    cardType: 'spell', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 30459350, konamiId: 7858,
    name: { en: 'Imperial Iron Wall', ja: '<ruby>王<rt>おう</rt></ruby><ruby>宮<rt>きゅう</rt></ruby>の<ruby>鉄<rt>てっ</rt></ruby><ruby>壁<rt>ぺき</rt></ruby>' },
    cardType: 'trap', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 53046408, konamiId: 5350,
    name: { en: 'Emergency Provisions', ja: '<ruby>非<rt>ひ</rt></ruby><ruby>常<rt>じょう</rt></ruby><ruby>食<rt>しょく</rt></ruby>' },
    cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },

  // Seed 004: 2010 fan blog, Standby Phase examples ("Curse of Field" = Curse of Fiend)
  {
    password: 23471572, konamiId: 4990,
    name: { en: "Solomon's Lawbook", ja: 'ソロモンの<ruby>律<rt>りっ</rt></ruby><ruby>法<rt>ぽう</rt></ruby><ruby>書<rt>しょ</rt></ruby>' },
    cardType: 'trap', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 65475294, konamiId: 5194,
    name: { en: 'The Unfriendly Amazon', ja: '<ruby>味<rt>み</rt></ruby><ruby>方<rt>かた</rt></ruby><ruby>殺<rt>ごろ</rt></ruby>しの<ruby>女<rt>おんな</rt></ruby><ruby>騎<rt>き</rt></ruby><ruby>士<rt>し</rt></ruby>' },
    cardType: 'monster', property: null, monsterTypeLine: 'Warrior / Effect', attribute: 'EARTH',
    level: 4, rank: null, atk: 2000, def: 1000,
    behaviours: {
      phases: [
        { phase: 'standby', kind: 'apply', mandatory: true, turn: 'yours', zone: 'field', condition: 'Maintenance cost: Tribute 1 other monster you control, or this card is destroyed.', source: 'curated', span: 'ygo-sp-items: maintenance cost' },
      ],
    },
  },
  {
    password: 61740673, konamiId: 4960,
    name: { en: 'Imperial Order', ja: '<ruby>王<rt>おう</rt></ruby><ruby>宮<rt>きゅう</rt></ruby>の<ruby>勅<rt>ちょく</rt></ruby><ruby>命<rt>めい</rt></ruby>' },
    cardType: 'trap', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [
        { phase: 'standby', kind: 'apply', mandatory: true, turn: 'each', zone: 'field', condition: 'Maintenance cost: pay 700 LP, or this card is destroyed; once per turn.', source: 'curated', span: 'ygo-sp-items: maintenance cost' },
      ],
    },
  },
  {
    password: 44656491, konamiId: 4938,
    name: { en: 'Messenger of Peace', ja: '<ruby>平<rt>へい</rt></ruby><ruby>和<rt>わ</rt></ruby>の<ruby>使<rt>し</rt></ruby><ruby>者<rt>しゃ</rt></ruby>' },
    cardType: 'spell', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [
        { phase: 'standby', kind: 'apply', mandatory: true, turn: 'yours', zone: 'field', condition: 'Maintenance cost: pay 100 LP, or this card is destroyed; once per turn.', source: 'curated', span: 'ygo-sp-items: maintenance cost' },
      ],
    },
  },
  {
    password: 85802526, konamiId: 5204,
    name: { en: 'Cure Mermaid', ja: 'プリンセス<ruby>人<rt>にん</rt></ruby><ruby>魚<rt>ぎょ</rt></ruby>' },
    cardType: 'monster', property: null, monsterTypeLine: 'Fish / Effect', attribute: 'WATER',
    level: 4, rank: null, atk: 1500, def: 800,
    behaviours: {
      phases: [
        { phase: 'standby', kind: 'trigger', mandatory: true, turn: 'yours', zone: 'field', source: 'curated', span: 'ygo-sp-items: gains 800 LP during each of your Standby Phases' },
      ],
    },
  },
  {
    password: 24294108, konamiId: 5126,
    name: { en: 'Burning Land', ja: '<ruby>燃<rt>も</rt></ruby>えさかる<ruby>大<rt>だい</rt></ruby><ruby>地<rt>ち</rt></ruby>' },
    cardType: 'spell', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [
        { phase: 'standby', kind: 'trigger', mandatory: true, turn: 'each', zone: 'field', source: 'curated', span: 'ygo-sp-items: the turn player takes 500 damage' },
      ],
    },
  },
  {
    password: 32015116, konamiId: 5268,
    name: { en: 'Blind Destruction', ja: '<ruby>無<rt>む</rt></ruby><ruby>差<rt>さ</rt></ruby><ruby>別<rt>べつ</rt></ruby><ruby>破<rt>は</rt></ruby><ruby>壊<rt>かい</rt></ruby>' },
    cardType: 'trap', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [
        { phase: 'standby', kind: 'trigger', mandatory: true, turn: 'yours', zone: 'field', condition: 'Once per turn.', source: 'curated', span: 'ygo-sp-items: roll a die, destroy by Level' },
      ],
    },
  },
  {
    password: 34294855, konamiId: 6287,
    name: { en: "Vampire's Curse", ja: 'カース・オブ・ヴァンパイア' },
    cardType: 'monster', property: null, monsterTypeLine: 'Zombie / Effect', attribute: 'DARK',
    level: 6, rank: null, atk: 2000, def: 800,
    behaviours: {
      phases: [
        { phase: 'standby', kind: 'apply', mandatory: true, turn: 'each', zone: 'graveyard', condition: 'Only if its effect was activated (500 LP paid) when it was destroyed by battle in the previous turn; it then Special Summons itself and gains 500 ATK.', source: 'curated', span: 'ygo-sp-items: effect applied in the Standby Phase (seed 004)' },
      ],
    },
  },
  {
    password: 22959079, konamiId: 5132,
    name: { en: 'Dimensionhole', ja: 'ワーム・ホール' },
    cardType: 'spell', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 12470447, konamiId: 4894,
    name: { en: 'Curse of Fiend', ja: '<ruby>邪<rt>じゃ</rt></ruby><ruby>悪<rt>あく</rt></ruby>な<ruby>儀<rt>ぎ</rt></ruby><ruby>式<rt>しき</rt></ruby>' },
    cardType: 'spell', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [
        { phase: 'standby', kind: 'trigger', mandatory: false, turn: 'yours', zone: 'field', condition: 'A Set Normal Spell that can be activated only during your Standby Phase (it may also be activated from the hand).', source: 'curated', span: 'ygo-sp-items: a Spell activated in the Standby Phase' },
      ],
    },
  },
  {
    password: 73915051, konamiId: 4818,
    name: { en: 'Scapegoat', ja: 'スケープ・ゴート' },
    cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 7180418, konamiId: 5659,
    name: { en: 'Armor Exe', ja: '<ruby>魔<rt>ま</rt></ruby><ruby>導<rt>どう</rt></ruby>アーマー エグゼ' },
    cardType: 'monster', property: null, monsterTypeLine: 'Rock / Effect', attribute: 'LIGHT',
    level: 4, rank: null, atk: 2400, def: 1400,
    behaviours: {
      phases: [
        { phase: 'standby', kind: 'apply', mandatory: true, turn: 'each', zone: 'field', condition: 'Maintenance cost: remove 1 Spell Counter from your side of the field, or this card is destroyed.', source: 'curated', span: 'ygo-sp-items: maintenance cost' },
      ],
    },
  },
  {
    password: 16227556, konamiId: 4967,
    name: { en: 'Inspection', ja: '<ruby>検<rt>けん</rt></ruby><ruby>閲<rt>えつ</rt></ruby>' },
    cardType: 'spell', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [
        { phase: 'standby', kind: 'trigger', mandatory: false, turn: 'opponents', zone: 'field', condition: "Cost: 500 LP; look at 1 random card in the opponent's hand.", source: 'curated', span: "ygo-sp-items: during the opponent's Standby Phase" },
      ],
    },
  },
  {
    password: 1918087, konamiId: 4949,
    name: { en: 'Minor Goblin Official', ja: 'ゴブリンの<ruby>小<rt>こ</rt></ruby><ruby>役<rt>やく</rt></ruby><ruby>人<rt>にん</rt></ruby>' },
    cardType: 'trap', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [
        { phase: 'standby', kind: 'trigger', mandatory: true, turn: 'opponents', zone: 'field', source: 'curated', span: "ygo-sp-items: 500 damage during each of the opponent's Standby Phases" },
      ],
    },
  },
  {
    password: 41482598, konamiId: 5433,
    name: { en: 'Mirage of Nightmare', ja: '<ruby>悪<rt>あく</rt></ruby><ruby>夢<rt>む</rt></ruby>の<ruby>蜃<rt>しん</rt></ruby><ruby>気<rt>き</rt></ruby><ruby>楼<rt>ろう</rt></ruby>' },
    cardType: 'spell', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [
        { phase: 'standby', kind: 'trigger', mandatory: true, turn: 'opponents', zone: 'field', condition: 'Once per turn: draw until you hold 4 cards.', source: 'curated', span: "ygo-sp-items: during the opponent's Standby Phase" },
        { phase: 'standby', kind: 'trigger', mandatory: true, turn: 'yours', zone: 'field', condition: 'Only in your next Standby Phase after it drew: discard at random as many cards as it drew.', source: 'curated', span: 'ygo-sp-items: during your next Standby Phase' },
      ],
    },
  },
  {
    password: 45986603, konamiId: 4898,
    name: { en: 'Snatch Steal', ja: '<ruby>強<rt>ごう</rt></ruby><ruby>奪<rt>だつ</rt></ruby>' },
    cardType: 'spell', property: 'Equip', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [
        { phase: 'standby', kind: 'trigger', mandatory: true, turn: 'opponents', zone: 'field', condition: 'The opponent gains 1000 LP (seed 004 lists it as applied without activation, under older rulings).', source: 'curated', span: "ygo-sp-items: during the opponent's Standby Phase" },
      ],
    },
  },

  // Seed 004: End Step of the Battle Phase examples ("Red-Moon Baby" is the old TCG name of Vampire Baby)
  {
    password: 56387350, konamiId: 5141,
    name: { en: 'Vampire Baby', ja: 'ヴァンパイア・ベビー' },
    cardType: 'monster', property: null, monsterTypeLine: 'Zombie / Effect', attribute: 'DARK',
    level: 3, rank: null, atk: 700, def: 1000,
    behaviours: {
      phases: [
        { phase: 'battle-end-step', kind: 'trigger', mandatory: false, turn: 'each', zone: 'field', condition: 'Only if it destroyed a monster by battle and sent it to the GY this turn; Special Summons that monster.', source: 'curated', span: 'ygo-bp-end-step-items: at the end of the Battle Phase' },
      ],
    },
  },
  {
    password: 51345461, konamiId: 4774,
    name: { en: 'Sword Hunter', ja: 'ソードハンター' },
    cardType: 'monster', property: null, monsterTypeLine: 'Warrior / Effect', attribute: 'EARTH',
    level: 7, rank: null, atk: 2450, def: 1700,
    behaviours: {
      phases: [
        { phase: 'battle-end-step', kind: 'trigger', mandatory: true, turn: 'each', zone: 'field', condition: 'Only if it destroyed monsters by battle and sent them to the GY this Battle Phase; equips them to itself.', source: 'curated', span: 'ygo-bp-end-step-items: at the end of the Battle Phase' },
      ],
    },
  },
  {
    password: 78868776, konamiId: 7286,
    name: { en: 'Gladiator Beast Laquari', ja: '<ruby>剣闘獣<rt>グラディアルビースト</rt></ruby>ラクエル' },
    cardType: 'monster', property: null, monsterTypeLine: 'Beast-Warrior / Effect', attribute: 'FIRE',
    level: 4, rank: null, atk: 1800, def: 400,
    behaviours: {
      phases: [
        { phase: 'battle-end-step', kind: 'trigger', mandatory: false, turn: 'each', zone: 'field', moves: 'deck', condition: 'Only if it battled; cost: shuffle itself into the Deck; Special Summons 1 other "Gladiator Beast" monster from the Deck.', source: 'curated', span: 'ygo-bp-end-step-items: at the end of the Battle Phase' },
      ],
    },
  },
  {
    password: 78658564, konamiId: 5145,
    name: { en: 'Goblin Attack Force', ja: 'ゴブリン<ruby>突<rt>とつ</rt></ruby><ruby>撃<rt>げき</rt></ruby><ruby>部<rt>ぶ</rt></ruby><ruby>隊<rt>たい</rt></ruby>' },
    cardType: 'monster', property: null, monsterTypeLine: 'Warrior / Effect', attribute: 'EARTH',
    level: 4, rank: null, atk: 2300, def: 0,
    behaviours: {
      phases: [
        { phase: 'battle-end-step', kind: 'apply', mandatory: true, turn: 'yours', zone: 'field', requires: [{ check: 'attacked-this-turn' }], does: [{ action: 'change-position', target: 'self' }], source: 'curated', span: 'ygo-bp-end-step-items: applied at the end of the Battle Phase' },
      ],
    },
  },
  {
    password: 73698349, konamiId: 5586,
    name: { en: 'Giant Orc', ja: 'ジャイアント・オーク' },
    cardType: 'monster', property: null, monsterTypeLine: 'Fiend / Effect', attribute: 'DARK',
    level: 4, rank: null, atk: 2200, def: 0,
    behaviours: {
      phases: [
        { phase: 'battle-end-step', kind: 'apply', mandatory: true, turn: 'yours', zone: 'field', requires: [{ check: 'attacked-this-turn' }], does: [{ action: 'change-position', target: 'self' }], source: 'curated', span: 'ygo-bp-end-step-items: applied at the end of the Battle Phase' },
      ],
    },
  },
  {
    password: 84173492, konamiId: 6421,
    name: { en: 'Indomitable Fighter Lei Lei', ja: '<ruby>不<rt>ふ</rt></ruby><ruby>屈<rt>くつ</rt></ruby><ruby>闘<rt>とう</rt></ruby><ruby>士<rt>し</rt></ruby>レイレイ' },
    cardType: 'monster', property: null, monsterTypeLine: 'Beast-Warrior / Effect', attribute: 'EARTH',
    level: 4, rank: null, atk: 2300, def: 0,
    behaviours: {
      phases: [
        { phase: 'battle-end-step', kind: 'apply', mandatory: true, turn: 'yours', zone: 'field', requires: [{ check: 'attacked-this-turn' }], does: [{ action: 'change-position', target: 'self' }], source: 'curated', span: 'ygo-bp-end-step-items: applied at the end of the Battle Phase' },
      ],
    },
  },
  {
    password: 25345186, konamiId: 5394,
    name: { en: 'After the Struggle', ja: 'ジェノサイド・ウォー' },
    cardType: 'spell', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 67957315, konamiId: 5335,
    name: { en: 'Spirit Ryu', ja: 'スピリット・ドラゴン' },
    cardType: 'monster', property: null, monsterTypeLine: 'Dragon / Effect', attribute: 'WIND',
    level: 4, rank: null, atk: 1000, def: 1000,
    behaviours: {
      phases: [
        { phase: 'battle-end-step', kind: 'expire', mandatory: true, turn: 'yours', zone: 'field', condition: 'Only if its effect was activated this Battle Phase: the 1000 ATK/DEF gain ends.', source: 'curated', span: 'ygo-bp-end-step-items: until the end of the Battle Phase' },
      ],
    },
  },
  {
    password: 76052811, konamiId: 5489,
    name: { en: 'Helpoemer', ja: '<ruby>地<rt>じ</rt></ruby><ruby>獄<rt>ごく</rt></ruby><ruby>詩<rt>し</rt></ruby><ruby>人<rt>じん</rt></ruby>ヘルポエマー' },
    cardType: 'monster', property: null, monsterTypeLine: 'Fiend / Effect', attribute: 'DARK',
    level: 5, rank: null, atk: 2000, def: 1400,
    behaviours: {
      phases: [
        { phase: 'battle-end-step', kind: 'trigger', mandatory: true, turn: 'opponents', zone: 'graveyard', condition: 'Only if it is in the GY because it was destroyed by battle; it must still be in the GY when the effect resolves.', source: 'curated', span: "ygo-bp-end-step-items: at the end of the opponent's Battle Phase" },
      ],
    },
  },
  {
    password: 81210420, konamiId: 4962,
    name: { en: 'Magical Hats', ja: 'マジカルシルクハット' },
    cardType: 'trap', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 96008713, konamiId: 4834,
    name: { en: 'Magical Arm Shield', ja: 'マジックアーム・シールド' },
    cardType: 'trap', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 60082869, konamiId: 4988,
    name: { en: 'Dust Tornado', ja: '<ruby>砂<rt>さ</rt></ruby><ruby>塵<rt>じん</rt></ruby>の<ruby>大<rt>おお</rt></ruby><ruby>竜<rt>たつ</rt></ruby><ruby>巻<rt>まき</rt></ruby>' },
    cardType: 'trap', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 93016201, konamiId: 5399,
    name: { en: 'Royal Oppression', ja: '<ruby>王<rt>おう</rt></ruby><ruby>宮<rt>きゅう</rt></ruby>の<ruby>弾<rt>だん</rt></ruby><ruby>圧<rt>あつ</rt></ruby>' },
    cardType: 'trap', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },

  // Seed 004: End Phase and hand-size examples ("Limit Removal" = Limiter Removal, listed above; "Brain Wash" = Brain Control; "Assault Stardust Dragon" = Stardust Dragon/Assault Mode; "Trapdust Shoot" = Trap Dustshoot)
  {
    password: 99173029, konamiId: 5390,
    name: { en: 'Spiritual Energy Settle Machine', ja: '<ruby>霊<rt>れい</rt></ruby><ruby>子<rt>し</rt></ruby>エネルギー<ruby>固<rt>こ</rt></ruby><ruby>定<rt>てい</rt></ruby><ruby>装<rt>そう</rt></ruby><ruby>置<rt>ち</rt></ruby>' },
    cardType: 'spell', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'apply', mandatory: true, turn: 'yours', zone: 'field', condition: 'Maintenance cost: discard 1 card, or this card is destroyed.', source: 'curated', span: 'ygo-ep-lists: maintenance cost during each of your End Phases' },
      ],
    },
  },
  {
    password: 45985838, konamiId: 5974,
    name: { en: 'Solar Flare Dragon', ja: 'プロミネンス・ドラゴン' },
    cardType: 'monster', property: null, monsterTypeLine: 'Pyro / Effect', attribute: 'FIRE',
    level: 4, rank: null, atk: 1500, def: 1000,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', zone: 'field', source: 'curated', span: 'ygo-ep-lists: during each of your End Phases, 500 damage to the opponent' },
      ],
    },
  },
  {
    password: 59907935, konamiId: 6417,
    name: { en: 'Cyber Archfiend', ja: 'サイバーデーモン' },
    cardType: 'monster', property: null, monsterTypeLine: 'Fiend / Effect', attribute: 'DARK',
    level: 4, rank: null, atk: 1000, def: 2000,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', zone: 'field', moves: 'graveyard', condition: 'Only if its controller has 1 or more cards in hand.', source: 'curated', span: 'ygo-ep-lists: during your End Phase, destroys itself' },
      ],
    },
  },
  {
    password: 44508094, konamiId: 7734,
    name: { en: 'Stardust Dragon', ja: 'スターダスト・ドラゴン' },
    cardType: 'monster', property: null, monsterTypeLine: 'Dragon / Synchro / Effect', attribute: 'WIND',
    level: 8, rank: null, atk: 2500, def: 2000,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard', condition: 'Only if its negating effect was activated this turn and not negated; it Special Summons itself from the GY.', source: 'curated', span: 'ygo-ep-lists: during the End Phase, Special Summons itself (seed 004)' },
      ],
    },
  },
  {
    password: 89405199, konamiId: 6146,
    name: { en: 'Greed', ja: 'グリード' },
    cardType: 'trap', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'trigger', mandatory: true, turn: 'each', zone: 'field', condition: 'Only if a player drew cards by a card effect this turn: that player takes 500 damage per card so drawn.', source: 'curated', span: 'ygo-ep-lists: damage during the End Phase (seed 004 lists it as a trigger)' },
      ],
    },
  },
  {
    password: 34206604, konamiId: 5657,
    name: { en: 'Magical Scientist', ja: '<ruby>魔<rt>ま</rt></ruby><ruby>導<rt>どう</rt></ruby>サイエンティスト' },
    cardType: 'monster', property: null, monsterTypeLine: 'Spellcaster / Effect', attribute: 'DARK',
    level: 1, rank: null, atk: 300, def: 300,
    behaviours: { phases: [] },
  },
  {
    password: 37630732, konamiId: 6398,
    name: { en: 'Power Bond', ja: 'パワー・ボンド' },
    cardType: 'spell', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 87910978, konamiId: 4803,
    name: { en: 'Brain Control', ja: '<ruby>洗<rt>せん</rt></ruby><ruby>脳<rt>のう</rt></ruby>－ブレインコントロール' },
    cardType: 'spell', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 55713623, konamiId: 5355,
    name: { en: 'Shrink', ja: '<ruby>収<rt>しゅう</rt></ruby><ruby>縮<rt>しゅく</rt></ruby>' },
    cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 75652080, konamiId: 8977,
    name: { en: 'Double Cyclone', ja: 'ダブル・サイクロン' },
    cardType: 'spell', property: 'Quick-Play', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 28566710, konamiId: 5406,
    name: { en: 'Last Turn', ja: 'ラストバトル！' },
    cardType: 'trap', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 51452091, konamiId: 4866,
    name: { en: 'Royal Decree', ja: '<ruby>王<rt>おう</rt></ruby><ruby>宮<rt>きゅう</rt></ruby>のお<ruby>触<rt>ふ</rt></ruby>れ' },
    cardType: 'trap', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 10248192, konamiId: 5535,
    name: { en: 'Hieroglyph Lithograph', ja: 'ヒエログリフの<ruby>石<rt>せき</rt></ruby><ruby>版<rt>ばん</rt></ruby>' },
    cardType: 'spell', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [],
      handSize: { limit: 7, applies: 'controller', zone: 'graveyard', source: 'curated', span: 'card-hieroglyph-lithograph: for the rest of the Duel once resolved' },
    },
  },
  {
    password: 26022485, konamiId: 6144,
    name: { en: 'Enervating Mist', ja: '<ruby>衰<rt>すい</rt></ruby><ruby>弱<rt>じゃく</rt></ruby>の<ruby>霧<rt>きり</rt></ruby>' },
    cardType: 'trap', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [],
      handSize: { limit: 5, applies: 'opponent', source: 'curated', span: 'card-enervating-mist' },
    },
  },
  {
    password: 94163677, konamiId: 5121,
    name: { en: 'Infinite Cards', ja: '<ruby>無<rt>む</rt></ruby><ruby>限<rt>げん</rt></ruby>の<ruby>手<rt>て</rt></ruby><ruby>札<rt>ふだ</rt></ruby>' },
    cardType: 'spell', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: {
      phases: [],
      handSize: { limit: null, applies: 'each', source: 'curated', span: 'card-infinite-cards' },
    },
  },
  {
    password: 61257789, konamiId: 8091,
    name: { en: 'Stardust Dragon/Assault Mode', ja: 'スターダスト・ドラゴン<ruby>／<rt>スラッシュ</rt></ruby>バスター' },
    cardType: 'monster', property: null, monsterTypeLine: 'Dragon / Effect', attribute: 'WIND',
    level: 10, rank: null, atk: 3000, def: 2500,
    behaviours: {
      phases: [
        { phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard', condition: 'Only if its negating effect was activated this turn and not negated; once per turn; it Special Summons itself from the GY.', source: 'curated', span: 'ygo-ep-lists: during the End Phase, Special Summons itself (seed 004)' },
      ],
    },
  },
  {
    password: 74923978, konamiId: 4948,
    name: { en: 'Forced Requisition', ja: '<ruby>強<rt>きょう</rt></ruby><ruby>制<rt>せい</rt></ruby><ruby>接<rt>せっ</rt></ruby><ruby>収<rt>しゅう</rt></ruby>' },
    cardType: 'trap', property: 'Continuous', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 49010598, konamiId: 6217,
    name: { en: 'Divine Wrath', ja: '<ruby>天<rt>てん</rt></ruby><ruby>罰<rt>ばつ</rt></ruby>' },
    cardType: 'trap', property: 'Counter', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 4178474, konamiId: 5544,
    name: { en: 'Raigeki Break', ja: 'サンダー・ブレイク' },
    cardType: 'trap', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 64697231, konamiId: 5446,
    name: { en: 'Trap Dustshoot', ja: 'ダスト・シュート' },
    cardType: 'trap', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
  {
    password: 83555666, konamiId: 5005,
    name: { en: 'Ring of Destruction', ja: '<ruby>破<rt>は</rt></ruby><ruby>壊<rt>かい</rt></ruby><ruby>輪<rt>りん</rt></ruby>' },
    cardType: 'trap', property: 'Normal', monsterTypeLine: null, attribute: null,
    level: null, rank: null, atk: null, def: null,
    behaviours: { phases: [] },
  },
]
