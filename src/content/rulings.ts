/**
 * The rulings the service stores and the resolver cites, written in the project's own words.
 * Every rule point of the digest (shared/RULES.md) is a procedure ruling; every dated FAQ answer
 * and worked case of the seeds is a card ruling (or a faq ruling when it names no card).
 *
 * Authority: 'official' when the point rests on Konami's material (rulebooks, official Q&A, dated
 * FAQ answers; for Grand Archive, the publisher's comprehensive rules); 'community' when it rests
 * on the wikis alone; 'fan-guide' for points from the etcg.de guide (seed 001) or the 2010 blog
 * (seed 004). A superseded reading names the ruling that wins under the digest's authority order.
 *
 * Locators: pages ('p.40', 'pp.195-196', 'v1.1 p.75'), QA numbers ('qa#17233'), FAQ dates as the
 * wiki writes them ('12/08/08'), or a section/example of the document. A ruling cites each
 * reference at most once (several dates of one reference share a locator).
 */
import { REFERENCE_IDS as REF } from './reference-ids.js'
import { RULING_IDS as R } from './ruling-ids.js'
import type { RulingReferenceSeed, RulingSeed } from './types.js'

const ref = (id: string, locator: string | null = null): RulingReferenceSeed => ({ id, locator })

type Draft = Omit<RulingSeed, 'game' | 'status' | 'supersededBy' | 'date' | 'cards'> &
  Partial<Pick<RulingSeed, 'game' | 'status' | 'supersededBy' | 'date' | 'cards'>>

const ruling = (draft: Draft): RulingSeed => ({
  game: 'yugioh',
  status: 'current',
  supersededBy: null,
  date: null,
  ...draft,
  // Fresh arrays: no two rulings share one.
  cards: [...(draft.cards ?? [])],
  phases: [...draft.phases],
  references: [...draft.references],
})

const END: RulingSeed['phases'] = ['end']

// ---------------------------------------------------------------------------------------------
// Yu-Gi-Oh! End Phase: shape and list phase
// ---------------------------------------------------------------------------------------------
const LIST_PHASE: RulingSeed[] = [
  ruling({
    id: R.phaseParts,
    kind: 'procedure',
    title: 'The End Phase has three parts',
    text:
      'The End Phase is worked through in three parts. First comes the list phase, where the End Phase effects of both players are processed and quick effects may be used; ' +
      'then the turn player adjusts their hand size; then the turn ends and the opponent starts their turn with the Draw Phase.',
    authority: 'official',
    phases: END,
    references: [ref(REF.tcgRulebook, 'p.40'), ref(REF.perfectRulebook2017, 'pp.195-196'), ref(REF.referenceWiki, 'End Phase; Hand size limit')],
  }),
  ruling({
    id: R.lists,
    kind: 'procedure',
    title: "What goes on each player's End Phase list",
    text:
      'As the End Phase starts, each player holds a list of things to do in it: trigger effects that activate during the End Phase (each one opens a chain as Chain Link 1); ' +
      "effects applied without activation, such as Limiter Removal's destruction, Power Bond's damage, control returning after being taken until the End Phase, and maintenance costs; " +
      'and the ending of effects that last until the End Phase. Besides these, either player may use Spell Speed 2 or higher effects.',
    authority: 'official',
    phases: END,
    cards: ['Limiter Removal', 'Power Bond'],
    references: [ref(REF.masterRule3Rulebook, 'v1.0'), ref(REF.ocgWiki, 'エンドフェイズでの誘発効果などの処理について'), ref(REF.etcgGuide, 'the lists'), ref(REF.phasesBlog2010, 'End Phase, step 2')],
  }),
  ruling({
    id: R.turnPlayerFirst,
    kind: 'procedure',
    title: 'The turn player acts first',
    text:
      'The turn player has priority in the list phase: they may process any one item of their own list, in the order they prefer, activate a quick effect, or pass to the opponent.',
    authority: 'official',
    phases: END,
    references: [ref(REF.masterRule3Rulebook, 'v1.0'), ref(REF.referenceWiki, 'End Phase'), ref(REF.etcgGuide, 'step 1')],
  }),
  ruling({
    id: R.opponentNext,
    kind: 'procedure',
    title: 'Then the non-turn player',
    text:
      'When the turn player passes, the non-turn player gets the same choice: process one item of their own list, activate a quick effect, or pass in turn.',
    authority: 'official',
    phases: END,
    references: [ref(REF.masterRule3Rulebook, 'v1.0'), ref(REF.ocgWiki, 'エンドフェイズでの誘発効果などの処理について'), ref(REF.etcgGuide, 'step 2')],
  }),
  ruling({
    id: R.forcedTurnPlayer,
    kind: 'procedure',
    title: 'Both passed: the turn player must process a mandatory item',
    text:
      'If both players pass one after the other while the turn player still has a mandatory item, the turn player must now process one of their remaining mandatory items; ' +
      'they choose which one when several remain.',
    authority: 'official',
    date: '2019-10-26',
    phases: END,
    references: [ref(REF.ocgFaq, '19/10/26'), ref(REF.qa8765, 'qa#8765'), ref(REF.ocgWiki, 'エンドフェイズでの誘発効果などの処理について'), ref(REF.referenceWiki, 'End Phase')],
  }),
  ruling({
    id: R.forcedTurnPlayerFan,
    kind: 'procedure',
    title: 'Fan guide: the forced player only has to do something',
    text:
      'The etcg.de guide reads the forced step loosely: a player with a mandatory item pending has to do something, but may pick an optional item or a quick effect instead of the mandatory one. ' +
      'The official answer of 19/10/26 and QA #8765 require one of the remaining mandatory items, so this reading is superseded.',
    authority: 'fan-guide',
    status: 'superseded',
    supersededBy: R.forcedTurnPlayer,
    phases: END,
    references: [ref(REF.etcgGuide, 'steps 3-4, first remark')],
  }),
  ruling({
    id: R.forcedOpponent,
    kind: 'procedure',
    title: "Then the non-turn player's mandatory items",
    text:
      'If both players passed, the turn player has no mandatory item left and the non-turn player still has one, the non-turn player must process one of their mandatory items.',
    authority: 'community',
    phases: END,
    references: [ref(REF.ocgWiki, '非ターンプレイヤーに「エンドフェイズに必ず行う処理」がある場合'), ref(REF.etcgGuide, 'step 4')],
  }),
  ruling({
    id: R.listDone,
    kind: 'procedure',
    title: 'The list phase ends',
    text:
      'When both players pass one after the other and neither has a mandatory item left, the list phase is over; optional items not used are lost, and the hand-size adjustment follows.',
    authority: 'community',
    phases: END,
    references: [ref(REF.ocgWiki, 'エンドフェイズでの誘発効果などの処理について'), ref(REF.etcgGuide, 'step 4'), ref(REF.referenceWiki, 'Hand size limit')],
  }),
  ruling({
    id: R.restart,
    kind: 'procedure',
    title: 'After each item, the list phase starts over',
    text:
      'Once an item has been processed and any chain it opened has fully resolved, priority is back with the turn player and the list phase starts over from their first choice. ' +
      'Items not yet processed stay on their lists.',
    authority: 'official',
    phases: END,
    references: [ref(REF.masterRule3Rulebook, 'v1.0'), ref(REF.ocgWiki, 'エンドフェイズでの誘発効果などの処理について'), ref(REF.etcgGuide, 'second remark')],
  }),
  ruling({
    id: R.noChainBetweenItems,
    kind: 'procedure',
    title: 'End Phase items do not chain with each other',
    text:
      "End Phase items are processed one by one, each on its own: items that must be processed in the End Phase never form a chain together, whether they are one player's or both players'.",
    authority: 'official',
    phases: END,
    references: [ref(REF.masterRule3Rulebook, 'v1.0'), ref(REF.ocgWiki, 'エンドフェイズでの誘発効果などの処理について')],
  }),
  ruling({
    id: R.simultaneousChain,
    kind: 'procedure',
    title: 'Effects activated at the same moment do chain',
    text:
      'The exception is a group of effects activated at the very same moment, for instance the flip effects of several monsters turned face-up together by Desert Sunlight: they form one chain as usual.',
    authority: 'community',
    phases: END,
    cards: ['Desert Sunlight'],
    references: [ref(REF.ocgWiki, 'エンドフェイズでの誘発効果などの処理について')],
  }),
  ruling({
    id: R.freeOrder,
    kind: 'procedure',
    title: 'Any order; passing is allowed while a mandatory item is pending',
    text:
      'A player processes their End Phase items in whatever order they like, whether an item opens a chain or not: mandatory items need not come first, and a quick effect may be used before them. ' +
      'A player may pass even with a mandatory item pending; only two passes in a row force one.',
    authority: 'official',
    date: '2019-10-26',
    phases: END,
    references: [ref(REF.ocgFaq, '19/10/26'), ref(REF.ocgWiki, 'エンドフェイズでの誘発効果などの処理について'), ref(REF.referenceWiki, 'End Phase')],
  }),
  ruling({
    id: R.responses,
    kind: 'procedure',
    title: 'Responding to an activated End Phase item',
    text:
      'An End Phase item that is activated becomes Chain Link 1, and either player may chain Spell Speed 2 or higher effects to it in the usual way. ' +
      'The list phase goes on only once that chain has fully resolved.',
    authority: 'community',
    phases: END,
    references: [ref(REF.ocgWiki, 'エンドフェイズでの誘発効果などの処理について'), ref(REF.etcgGuide, 'the lists'), ref(REF.phasesBlog2010, 'End Phase, step 2')],
  }),
  ruling({
    id: R.negatedActivation,
    kind: 'procedure',
    title: 'A trigger whose activation was negated cannot be activated again',
    text:
      'If an End Phase trigger effect has its activation negated, it cannot be activated again later in that End Phase: its item is spent.',
    authority: 'official',
    phases: END,
    references: [ref(REF.perfectRulebook2017, 'pp.195-196'), ref(REF.referenceWiki, 'End Phase')],
  }),
  ruling({
    id: R.negatedActivationFan,
    kind: 'procedure',
    title: 'Fan guide: a negated activation stays pending and loops',
    text:
      "The etcg.de guide (example 3) keeps an item whose activation was negated on its owner's list, so it has to be activated again each time the phase starts over, until nothing can negate it any more. " +
      'The OCG Perfect Rulebook 2017 says such an effect cannot be activated again, so this reading is superseded.',
    authority: 'fan-guide',
    status: 'superseded',
    supersededBy: R.negatedActivation,
    phases: END,
    references: [ref(REF.etcgGuide, 'example 3')],
  }),
  ruling({
    id: R.negatedEffect,
    kind: 'procedure',
    title: 'A negated effect uses its item up',
    text:
      'Negating only the effect of an item, not its activation (as Effect Veiler does), does not give the item back: it is activated, resolves without doing anything, and is done.',
    authority: 'fan-guide',
    phases: END,
    cards: ['Effect Veiler'],
    references: [ref(REF.etcgGuide, 'examples 1 and 3')],
  }),
  ruling({
    id: R.movedSubject,
    kind: 'procedure',
    title: 'An item whose card has left no longer applies',
    text:
      'When processing one item moves away the card another item would act on, that other item no longer applies. ' +
      "Example: once Limiter Removal's End Phase destruction has destroyed a borrowed Orichalcos Shunoros, its return to the Deck can no longer be applied, and the reverse holds too.",
    authority: 'community',
    phases: END,
    cards: ['Limiter Removal', 'Orichalcos Shunoros'],
    references: [ref(REF.referenceWiki, 'End Phase, example')],
  }),
  ruling({
    id: R.untilEndPhase,
    kind: 'procedure',
    title: '"Until the End Phase" ends as a list item',
    text:
      'An effect that lasts until the End Phase stops applying at some point of the list phase, when its ending is processed as an item of its list, and so always before the hand-size adjustment.',
    authority: 'official',
    phases: END,
    references: [ref(REF.masterRule3Rulebook, 'v1.1 p.75'), ref(REF.ocgWiki, '「エンドフェイズ時」と「ターン終了時」'), ref(REF.etcgGuide, 'the lists')],
  }),
  ruling({
    id: R.untilEndOfTurn,
    kind: 'procedure',
    title: '"Until the end of the turn" is not a list item',
    text:
      'An effect that lasts until the end of the turn is not on any list: it keeps applying through the list phase, the hand-size adjustment and every resolution of the End Phase, and stops only as the turn itself ends.',
    authority: 'official',
    phases: END,
    references: [
      ref(REF.masterRule3Rulebook, 'v1.1 p.75'),
      ref(REF.perfectRulebook2017, 'pp.195-196'),
      ref(REF.referenceWiki, 'End Phase'),
      ref(REF.ocgWiki, '「エンドフェイズ時」と「ターン終了時」'),
    ],
  }),
  ruling({
    id: R.oldEndOfTurnWording,
    kind: 'procedure',
    title: 'Old "at the end of the turn" texts act in the End Phase',
    text:
      'Older card texts that do something at the end of the turn are processed during the End Phase like effects worded "during the End Phase", not after it; ' +
      "reprints give them the newer wording. Magical Scientist's Fusion Monster returning to the Extra Deck is such a case.",
    authority: 'community',
    phases: END,
    cards: ['Magical Scientist'],
    references: [ref(REF.ocgWiki, '「エンドフェイズ時」と「ターン終了時」'), ref(REF.phasesBlog2010, 'End Phase, step 2')],
  }),
  ruling({
    id: R.costPayable,
    kind: 'procedure',
    title: 'A cost must be payable in full',
    text:
      'A cost can only be paid in full. Light and Darkness Dragon must lose exactly 500 ATK and DEF to negate, so it cannot negate once either value is under 500, as at 800 ATK / 400 DEF in the etcg.de example.',
    authority: 'fan-guide',
    phases: END,
    cards: ['Light and Darkness Dragon'],
    references: [ref(REF.etcgGuide, 'example 3')],
  }),
  ruling({
    id: R.loopGuard,
    kind: 'procedure',
    title: 'Resolver safeguard: a repeated game state ends a loop',
    text:
      'This is a safeguard of the resolver, not a rule of the sources. When the same game state comes back, the resolver stops the loop and reports it rather than running on. ' +
      'Loops arise under the fan-guide reading, where a negated item stays pending (etcg.de example 3).',
    authority: 'community',
    phases: ['end', 'standby', 'battle-end-step'],
    references: [ref(REF.etcgGuide, 'example 3')],
  }),
]

// ---------------------------------------------------------------------------------------------
// Yu-Gi-Oh! hand-size adjustment
// ---------------------------------------------------------------------------------------------
const HAND_SIZE: RulingSeed[] = [
  ruling({
    id: R.handSizeLimit,
    kind: 'procedure',
    title: 'The hand-size limit',
    text:
      'After the list phase, a turn player holding more cards than their hand-size limit chooses and discards cards until they hold exactly the limit. ' +
      'The limit is 6 unless an effect changes it, so holding 7 or more is over it.',
    authority: 'official',
    phases: END,
    references: [
      ref(REF.tcgRulebook, 'p.40'),
      ref(REF.perfectRulebook2017, 'pp.195-196'),
      ref(REF.masterRule3Rulebook, 'v1.0'),
      ref(REF.referenceWiki, 'Hand size limit'),
    ],
  }),
  ruling({
    id: R.handSizeModifiers,
    kind: 'procedure',
    title: 'Effects that change or remove the limit',
    text:
      "Card effects can move the limit: Hieroglyph Lithograph makes its controller's limit 7, Enervating Mist makes the opponent's limit 5, and Infinite Cards removes the limit for both players. " +
      'The sources do not say how several limits combine: the resolver lets no limit prevail, otherwise applies the lowest limit, and says so in its notes.',
    authority: 'fan-guide',
    phases: END,
    cards: ['Hieroglyph Lithograph', 'Enervating Mist', 'Infinite Cards'],
    references: [ref(REF.phasesBlog2010, 'End Phase, step 3')],
  }),
  ruling({
    id: R.handSizeAllAtOnce,
    kind: 'procedure',
    title: 'The excess is discarded in one go',
    text:
      'The cards over the limit are chosen and discarded together, as one discard, not one card after another as some video games do.',
    authority: 'community',
    phases: END,
    references: [ref(REF.ocgWiki, 'エンドフェイズの手札調整について')],
  }),
  ruling({
    id: R.handSizeDiscardKind,
    kind: 'procedure',
    title: 'What kind of discard the hand-size discard is',
    text:
      'A card discarded for hand size counts as discarded from the hand and as sent from the hand to the GY. ' +
      'It does not count as discarded by a card effect, nor as sent to the GY by an effect.',
    authority: 'official',
    phases: END,
    cards: ['Grapha, Dragon Lord of Dark World', 'Gem-Knight Obsidian'],
    references: [ref(REF.perfectRulebook2017, 'pp.195-196'), ref(REF.referenceWiki, 'Hand size limit')],
  }),
  ruling({
    id: R.handSizeNeverOpen,
    kind: 'procedure',
    title: 'After the hand-size discard the game state never opens again',
    text: 'From the moment the turn player starts discarding for hand size, the game state does not become open again for the rest of the turn.',
    authority: 'official',
    phases: END,
    references: [ref(REF.qa17233, 'qa#17233'), ref(REF.referenceWiki, 'Hand size limit')],
  }),
  ruling({
    id: R.handSizeOneChain,
    kind: 'procedure',
    title: 'Only the triggers of the discard, in one chain',
    text:
      'After the hand-size discard, the only effects that can be activated are those the discard itself triggered, and only in the single chain built right after it. ' +
      'An effect whose activation condition is met later cannot be activated.',
    authority: 'official',
    phases: END,
    references: [ref(REF.qa24089, 'qa#24089'), ref(REF.referenceWiki, 'Hand size limit')],
  }),
  ruling({
    id: R.handSizeChainResponses,
    kind: 'procedure',
    title: 'Spell Speed 2 responses to the discard triggers',
    text:
      'Players may chain Spell Speed 2 or higher effects to the triggers activated because of the hand-size discard, such as Dark World Grimoire or Dandylion.',
    authority: 'official',
    date: '2012-08-08',
    phases: END,
    cards: ['Dark World Grimoire', 'Dandylion'],
    references: [ref(REF.ocgFaq, '12/08/08'), ref(REF.ocgWiki, 'FAQ: 手札調整について')],
  }),
  ruling({
    id: R.handSizeNoNewQuick,
    kind: 'procedure',
    title: 'No new chain of quick effects after the adjustment',
    text:
      'Once the hand size has been adjusted, no player may start a new chain with a quick effect; only responses within the chain of the discard triggers remain possible.',
    authority: 'official',
    date: '2012-08-08',
    phases: END,
    references: [ref(REF.ocgFaq, '12/08/08'), ref(REF.ocgWiki, 'FAQ: 手札調整について')],
  }),
  ruling({
    id: R.handSizeEndPhaseEffectsLost,
    kind: 'procedure',
    title: '"During the End Phase" effects are lost after the discard',
    text:
      'Effects that activate during the End Phase can no longer be activated once the hand-size discard has begun, even for a card that reached the GY through that discard or its chain: ' +
      'Scarm, Malebranche of the Burning Abyss, Manticore of Darkness (13/03/30), Hysteric Sign (16/07/08, 17/03/05) and T.G. Striker (15/01/17).',
    authority: 'official',
    phases: END,
    cards: ['Scarm, Malebranche of the Burning Abyss', 'Manticore of Darkness', 'Hysteric Sign', 'T.G. Striker'],
    references: [ref(REF.ocgFaq, '13/03/30, 15/01/17, 16/07/08, 17/03/05'), ref(REF.qa17233, 'qa#17233'), ref(REF.referenceWiki, 'Hand size limit')],
  }),
  ruling({
    id: R.handSizeChainEventsLost,
    kind: 'procedure',
    title: "Triggers from the discard chain's resolution are lost",
    text:
      "An effect triggered by something that happens while the discard triggers' chain resolves cannot be activated, since no further chain may follow: " +
      'for example Ipiria Special Summoned by Dark World Grimoire, or Tearlaments Merrli sent to the GY by Kelbek the Ancient Vanguard.',
    authority: 'official',
    date: '2023-01-16',
    phases: END,
    cards: ['Ipiria', 'Dark World Grimoire', 'Tearlaments Merrli', 'Kelbek the Ancient Vanguard'],
    references: [ref(REF.ocgFaq, '23/01/16'), ref(REF.qa24089, 'qa#24089')],
  }),
  ruling({
    id: R.handSizeAgain,
    kind: 'procedure',
    title: 'Over the limit again: discard again',
    text:
      'If the turn player is over the limit again after that chain, for example because Danger! Nessie! added Danger! Bigfoot! to the hand, they discard down to the limit again. ' +
      'The list phase does not start over.',
    authority: 'official',
    date: '2008-08-03',
    phases: END,
    cards: ['Danger! Nessie!', 'Danger! Bigfoot!'],
    references: [ref(REF.ocgFaq, '08/08/03'), ref(REF.referenceWiki, 'Hand size limit, example'), ref(REF.etcgGuide, 'hand size limit')],
  }),
  ruling({
    id: R.handSizeAgainNoTriggers,
    kind: 'procedure',
    title: 'Nothing triggered by a second discard can be activated',
    text:
      'Effects triggered by a later hand-size discard cannot be activated: the chain that followed the first discard was the only one allowed.',
    authority: 'official',
    phases: END,
    cards: ['Danger! Bigfoot!'],
    references: [ref(REF.qa24089, 'qa#24089'), ref(REF.referenceWiki, 'Hand size limit, example')],
  }),
  ruling({
    id: R.handSize2010Reading,
    kind: 'procedure',
    title: '2010 blog: a new activation timing after each discard',
    text:
      'The 2010 blog lets a Manticore of Darkness discarded for hand size activate right after the discard, and opens a fresh activation timing after each discard chain where new triggers may start a chain. ' +
      'QA #17233, QA #24089 and the answers of 12/08/08 and 13/03/30 say otherwise, so this reading is superseded.',
    authority: 'fan-guide',
    date: '2010-09-17',
    status: 'superseded',
    supersededBy: R.handSizeNeverOpen,
    phases: END,
    cards: ['Manticore of Darkness'],
    references: [ref(REF.phasesBlog2010, 'End Phase, step 3')],
  }),
]

// ---------------------------------------------------------------------------------------------
// Yu-Gi-Oh! end of turn, and the other windows that run the same procedure
// ---------------------------------------------------------------------------------------------
const OTHER_WINDOWS: RulingSeed[] = [
  ruling({
    id: R.endOfTurn,
    kind: 'procedure',
    title: 'The turn ends',
    text:
      'When the hand-size adjustment is over and nothing is left to resolve, effects that last until the end of the turn stop applying, the turn ends, and the opponent begins their turn with the Draw Phase.',
    authority: 'official',
    phases: END,
    references: [ref(REF.perfectRulebook2017, 'pp.195-196'), ref(REF.masterRule3Rulebook, 'v1.1 p.75'), ref(REF.referenceWiki, 'End Phase')],
  }),
  ruling({
    id: R.standbyProcedure,
    kind: 'procedure',
    title: 'The Standby Phase uses the same list procedure',
    text:
      'The Standby Phase is run like the list phase of the End Phase: the turn player first, then the opponent, two passes in a row force the mandatory items, one item at a time with priority back to the turn player after each. ' +
      'There is no hand-size adjustment.',
    authority: 'fan-guide',
    phases: ['standby'],
    references: [ref(REF.phasesBlog2010, 'Standby Phase, step 2')],
  }),
  ruling({
    id: R.standbyItems,
    kind: 'procedure',
    title: 'What goes on the Standby Phase lists',
    text:
      'Standby Phase items are maintenance costs (The Unfriendly Amazon, Imperial Order, Messenger of Peace, Armor Exe), trigger effects of the Standby Phase ' +
      '(Cure Mermaid, Burning Land, Blind Destruction, Inspection, Minor Goblin Official, Mirage of Nightmare), effects applied then (Vampire\'s Curse, Snatch Steal), ' +
      'the end of effects lasting until the Standby Phase (Dimensionhole) and Spells that can only be activated then (Curse of Fiend).',
    authority: 'fan-guide',
    phases: ['standby'],
    cards: [
      'The Unfriendly Amazon',
      'Imperial Order',
      'Messenger of Peace',
      'Armor Exe',
      'Cure Mermaid',
      'Burning Land',
      'Blind Destruction',
      'Inspection',
      'Minor Goblin Official',
      'Mirage of Nightmare',
      "Vampire's Curse",
      'Snatch Steal',
      'Dimensionhole',
      'Curse of Fiend',
    ],
    references: [ref(REF.phasesBlog2010, 'Standby Phase, step 2')],
  }),
  ruling({
    id: R.battleEndProcedure,
    kind: 'procedure',
    title: 'The End Step of the Battle Phase uses the same list procedure',
    text:
      'The End Step of the Battle Phase runs the same list procedure for the items that happen at the end of the Battle Phase, with no hand-size adjustment.',
    authority: 'fan-guide',
    phases: ['battle-end-step'],
    references: [ref(REF.etcgGuide, 'opening note'), ref(REF.phasesBlog2010, 'Battle Phase, step 4')],
  }),
  ruling({
    id: R.battleEndItems,
    kind: 'procedure',
    title: 'What goes on the End Step lists',
    text:
      'End Step items are trigger effects of the end of the Battle Phase (Vampire Baby, Sword Hunter, Gladiator Beast Laquari, Helpoemer), effects applied then ' +
      "(Goblin Attack Force, Giant Orc and Indomitable Fighter Lei Lei switching to Defense Position, Magical Hats' Spells and Traps destroyed, After the Struggle), " +
      "and the end of effects lasting until the end of the Battle Phase (Spirit Ryu's gain, control taken with Magical Arm Shield).",
    authority: 'fan-guide',
    phases: ['battle-end-step'],
    cards: [
      'Vampire Baby',
      'Sword Hunter',
      'Gladiator Beast Laquari',
      'Helpoemer',
      'Goblin Attack Force',
      'Giant Orc',
      'Indomitable Fighter Lei Lei',
      'Magical Hats',
      'After the Struggle',
      'Spirit Ryu',
      'Magical Arm Shield',
    ],
    references: [ref(REF.phasesBlog2010, 'Battle Phase, step 4')],
  }),
  ruling({
    id: 'ygo-sp-skipped',
    kind: 'procedure',
    title: 'A skipped Standby Phase has no list',
    text:
      "When an effect such as Solomon's Lawbook skips a player's Standby Phase, none of that phase's lists is processed: no maintenance cost is paid in it, and no Standby Phase effect is activated or applied in it.",
    authority: 'fan-guide',
    phases: ['standby'],
    cards: ["Solomon's Lawbook"],
    references: [ref(REF.phasesBlog2010, 'Standby Phase, step 1')],
  }),
]

// ---------------------------------------------------------------------------------------------
// Card rulings: worked cases and dated answers of the seeds
// ---------------------------------------------------------------------------------------------
const CARD_CASES: RulingSeed[] = [
  ruling({
    id: R.lylaVeiler,
    kind: 'card-ruling',
    title: "Lyla, Lightsworn Sorceress and Effect Veiler: who passes decides Lyla's mill",
    text:
      "Under the older text the guide uses, Lyla's mandatory mill and the end of Effect Veiler's negation lasting until the End Phase are separate items. If the turn player uses Lyla first, or both pass and Lyla is forced while the negation lasts, Lyla resolves without milling; " +
      'if the opponent ends the negation first, Lyla mills when processed. With the current text, negating until the end of the turn, Lyla never mills that turn.',
    authority: 'fan-guide',
    phases: END,
    cards: ['Lyla, Lightsworn Sorceress', 'Effect Veiler'],
    references: [ref(REF.etcgGuide, 'example 1')],
  }),
  ruling({
    id: R.lylaDarksoul,
    kind: 'card-ruling',
    title: 'Lyla, Lightsworn Sorceress after destroying XX-Saber Darksoul by battle',
    text:
      "The turn player may mill with Lyla before the opponent searches with XX-Saber Darksoul. If the turn player passes, the opponent may search or pass; if both pass, Lyla's mill is forced, " +
      'and since the list phase then starts over, the opponent still gets to search before the hand-size check.',
    authority: 'fan-guide',
    phases: END,
    cards: ['Lyla, Lightsworn Sorceress', 'XX-Saber Darksoul'],
    references: [ref(REF.etcgGuide, 'example 2')],
  }),
  ruling({
    id: R.ohkaLadd,
    kind: 'card-ruling',
    title: 'Majestic Mech - Ohka against Light and Darkness Dragon: one negation',
    text:
      "When Light and Darkness Dragon negates the activation of Ohka's End Phase effect, that effect cannot be activated again in this End Phase. " +
      'Light and Darkness Dragon loses 500 ATK and DEF once, and Ohka stays on the field.',
    authority: 'official',
    phases: END,
    cards: ['Majestic Mech - Ohka', 'Light and Darkness Dragon'],
    references: [ref(REF.perfectRulebook2017, 'pp.195-196'), ref(REF.referenceWiki, 'End Phase'), ref(REF.etcgGuide, 'example 3')],
  }),
  ruling({
    id: R.ohkaLaddFan,
    kind: 'card-ruling',
    title: 'Fan guide: Majestic Mech - Ohka against Light and Darkness Dragon loops',
    text:
      "In the etcg.de example Ohka's effect comes back each time its activation is negated: Light and Darkness Dragon, from 2800/2400, negates it four times down to 800/400, then cannot lose 500 DEF, so Ohka is finally sent to the GY. " +
      'Superseded by the Perfect Rulebook 2017, under which one negation spends the effect.',
    authority: 'fan-guide',
    status: 'superseded',
    supersededBy: R.ohkaLadd,
    phases: END,
    cards: ['Majestic Mech - Ohka', 'Light and Darkness Dragon'],
    references: [ref(REF.etcgGuide, 'example 3')],
  }),
  ruling({
    id: R.shunorosLimiterRemoval,
    kind: 'card-ruling',
    title: 'Orichalcos Shunoros taken with Creature Swap and boosted with Limiter Removal',
    text:
      "The opponent Special Summoned Orichalcos Shunoros with A Wild Monster Appears!; the turn player took it with Creature Swap and used Limiter Removal on it. In that End Phase the turn player may destroy it with Limiter Removal first, and then it is not shuffled into the Deck. " +
      "If the turn player passes, the opponent may shuffle it into the Deck first; if both pass, Limiter Removal's destruction is forced.",
    authority: 'community',
    phases: END,
    cards: ['Orichalcos Shunoros', 'A Wild Monster Appears!', 'Creature Swap', 'Limiter Removal'],
    references: [ref(REF.referenceWiki, 'End Phase, example'), ref(REF.qa8765, 'qa#8765')],
  }),
  ruling({
    id: R.graphaHandSize,
    kind: 'card-ruling',
    title: 'Grapha, Dragon Lord of Dark World discarded for hand size',
    text:
      "Grapha's effect needs it to be discarded by a card effect; the hand-size discard is not one, so discarding Grapha for hand size activates nothing.",
    authority: 'community',
    phases: END,
    cards: ['Grapha, Dragon Lord of Dark World'],
    references: [ref(REF.referenceWiki, 'Hand size limit, example'), ref(REF.perfectRulebook2017, 'pp.195-196')],
  }),
  ruling({
    id: R.obsidianHandSize,
    kind: 'card-ruling',
    title: 'Gem-Knight Obsidian discarded for hand size',
    text:
      'Gem-Knight Obsidian discarded for hand size has been sent from the hand to the GY, so its effect can be activated, in the one chain that follows the discard.',
    authority: 'community',
    phases: END,
    cards: ['Gem-Knight Obsidian'],
    references: [ref(REF.referenceWiki, 'Hand size limit, example'), ref(REF.perfectRulebook2017, 'pp.195-196')],
  }),
  ruling({
    id: R.scarmHandSize,
    kind: 'card-ruling',
    title: 'Scarm, Malebranche of the Burning Abyss sent to the GY in the End Phase',
    text:
      "Scarm's effect is activated during the End Phase as a list item, not at the moment Scarm reaches the GY. " +
      'If Scarm is discarded for hand size, the list phase is already over and the game state never opens again, so its effect cannot be activated that turn.',
    authority: 'official',
    phases: END,
    cards: ['Scarm, Malebranche of the Burning Abyss'],
    references: [ref(REF.qa17233, 'qa#17233'), ref(REF.referenceWiki, 'Hand size limit, example')],
  }),
  ruling({
    id: R.nessieBigfoot,
    kind: 'card-ruling',
    title: 'Danger! Nessie! discarded for hand size adds Danger! Bigfoot!',
    text:
      'Danger! Nessie! discarded for hand size can activate its effect in the chain that follows. If it adds Danger! Bigfoot! and the hand is over the limit again, the player discards again, ' +
      'and a Danger! Bigfoot! discarded this second time cannot activate its effect.',
    authority: 'official',
    phases: END,
    cards: ['Danger! Nessie!', 'Danger! Bigfoot!'],
    references: [ref(REF.qa24089, 'qa#24089'), ref(REF.referenceWiki, 'Hand size limit, example')],
  }),
  ruling({
    id: R.manticoreHandSize,
    kind: 'card-ruling',
    title: 'Manticore of Darkness discarded for hand size',
    text:
      "A Manticore of Darkness discarded for hand size cannot activate its effect in that End Phase: the effect activates during the End Phase, and the End Phase's list phase is already over.",
    authority: 'official',
    date: '2013-03-30',
    phases: END,
    cards: ['Manticore of Darkness'],
    references: [ref(REF.ocgFaq, '13/03/30'), ref(REF.ocgWiki, 'FAQ: 手札調整について')],
  }),
  ruling({
    id: R.manticore2010,
    kind: 'card-ruling',
    title: '2010 blog: Manticore of Darkness activates after the hand-size discard',
    text:
      'The 2010 blog lets a Manticore of Darkness discarded for hand size activate its effect in the timing right after the discard. Superseded by the dated answer of 13/03/30.',
    authority: 'fan-guide',
    date: '2010-09-17',
    status: 'superseded',
    supersededBy: R.manticoreHandSize,
    phases: END,
    cards: ['Manticore of Darkness'],
    references: [ref(REF.phasesBlog2010, 'End Phase, step 3')],
  }),
  ruling({
    id: R.hystericSignHandSize,
    kind: 'card-ruling',
    title: 'Hysteric Sign sent to the GY by the hand-size discard or its chain',
    text:
      'Hysteric Sign discarded for hand size does not activate its effect in that End Phase (16/07/08). ' +
      'Nor does a face-up Hysteric Sign destroyed by the effect of The Fabled Catsith that was discarded for hand size (17/03/05).',
    authority: 'official',
    date: '2016-07-08',
    phases: END,
    cards: ['Hysteric Sign', 'The Fabled Catsith'],
    references: [ref(REF.ocgFaq, '16/07/08, 17/03/05'), ref(REF.ocgWiki, 'FAQ: 手札調整について')],
  }),
  ruling({
    id: R.tgStrikerKathy,
    kind: 'card-ruling',
    title: 'T.G. Striker destroyed by The Fabled Catsith discarded for hand size',
    text:
      "If The Fabled Catsith discarded for hand size destroys T.G. Striker with its effect, T.G. Striker's End Phase effect cannot be activated in that End Phase.",
    authority: 'official',
    date: '2015-01-17',
    phases: END,
    cards: ['T.G. Striker', 'The Fabled Catsith'],
    references: [ref(REF.ocgFaq, '15/01/17'), ref(REF.ocgWiki, 'FAQ: 手札調整について')],
  }),
  ruling({
    id: R.petenHandSize,
    kind: 'card-ruling',
    title: 'Peten the Dark Clown discarded for hand size',
    text:
      'Peten the Dark Clown discarded for hand size can activate its effect: it triggers on being sent to the GY, so it joins the one chain after the discard.',
    authority: 'official',
    date: '2013-03-27',
    phases: END,
    cards: ['Peten the Dark Clown'],
    references: [ref(REF.ocgFaq, '13/03/27'), ref(REF.ocgWiki, 'FAQ: 手札調整について')],
  }),
  ruling({
    id: R.grimoireChain,
    kind: 'card-ruling',
    title: 'Chaining to Dark World Grimoire or Dandylion after the hand-size discard',
    text: 'Cards can be chained to the effect of Dark World Grimoire or of Dandylion activated because of the hand-size discard.',
    authority: 'official',
    date: '2012-08-08',
    phases: END,
    cards: ['Dark World Grimoire', 'Dandylion'],
    references: [ref(REF.ocgFaq, '12/08/08'), ref(REF.ocgWiki, 'FAQ: 手札調整について')],
  }),
  ruling({
    id: R.quickAfterHandSize,
    kind: 'faq',
    title: 'Quick effects after the hand-size adjustment',
    text: 'Once the hand size has been adjusted, a quick effect cannot be activated any more.',
    authority: 'official',
    date: '2012-08-08',
    phases: END,
    references: [ref(REF.ocgFaq, '12/08/08'), ref(REF.ocgWiki, 'FAQ: 手札調整について')],
  }),
  ruling({
    id: R.ipiriaGrimoire,
    kind: 'card-ruling',
    title: 'Ipiria Special Summoned by Dark World Grimoire',
    text: 'Ipiria Special Summoned by the effect of Dark World Grimoire after a hand-size discard does not activate its effect.',
    authority: 'official',
    date: '2023-01-16',
    phases: END,
    cards: ['Ipiria', 'Dark World Grimoire'],
    references: [ref(REF.ocgFaq, '23/01/16'), ref(REF.ocgWiki, 'FAQ: 手札調整について')],
  }),
  ruling({
    id: R.merrliKelbek,
    kind: 'card-ruling',
    title: 'Tearlaments Merrli sent to the GY by Kelbek the Ancient Vanguard discarded for hand size',
    text:
      'Kelbek the Ancient Vanguard sent to the GY for hand size can activate its effect that mills both players. ' +
      'If that sends Tearlaments Merrli to the GY, Merrli\'s effect cannot be activated.',
    authority: 'official',
    date: '2023-01-16',
    phases: END,
    cards: ['Tearlaments Merrli', 'Kelbek the Ancient Vanguard'],
    references: [ref(REF.ocgFaq, '23/01/16'), ref(REF.ocgWiki, 'FAQ: 手札調整について')],
  }),
  ruling({
    id: R.mistArchfiendEnemyController,
    kind: 'card-ruling',
    title: 'Mist Archfiend taken with Enemy Controller: either order',
    text:
      'A Mist Archfiend Normal Summoned without Tributing is taken with Enemy Controller. In that End Phase its self-destruction, a trigger that opens a chain, ' +
      'and the return of control, applied without a chain, may be processed in either order.',
    authority: 'official',
    date: '2012-05-05',
    phases: END,
    cards: ['Mist Archfiend', 'Enemy Controller'],
    references: [ref(REF.ocgFaq, '12/05/05'), ref(REF.ocgWiki, 'エンドフェイズでの誘発効果などの処理について')],
  }),
  ruling({
    id: R.rekindlingIronWall,
    kind: 'card-ruling',
    title: 'Rekindling with Imperial Iron Wall and Emergency Provisions: either order',
    text:
      "In the End Phase of the turn Rekindling was activated, with Imperial Iron Wall face-up, Rekindling's banishing may be processed while Imperial Iron Wall is still there, so the monsters stay on the field. " +
      'The player may instead send Imperial Iron Wall to the GY with Emergency Provisions first and then process Rekindling, banishing them.',
    authority: 'official',
    date: '2013-03-24',
    phases: END,
    cards: ['Rekindling', 'Imperial Iron Wall', 'Emergency Provisions'],
    references: [ref(REF.ocgFaq, '13/03/24'), ref(REF.ocgWiki, 'FAQ: その他')],
  }),
  ruling({
    id: R.farfaMacroCosmos,
    kind: 'card-ruling',
    title: 'Farfa, Malebranche of the Burning Abyss destroyed as the turn ends, under Macro Cosmos',
    text:
      "Farfa's self-destruction is negated by Forbidden Chalice until the end of the turn while its controller also has a monster that is not a \"Burning Abyss\" monster. " +
      'Farfa is destroyed once the turn ends and the negation stops; if Macro Cosmos is applying, it is banished.',
    authority: 'official',
    date: '2017-10-26',
    phases: END,
    cards: ['Farfa, Malebranche of the Burning Abyss', 'Forbidden Chalice', 'Macro Cosmos'],
    references: [ref(REF.ocgFaq, '17/10/26'), ref(REF.ocgWiki, 'FAQ: ターン終了時')],
  }),
  ruling({
    id: 'card-farfa-skull-invitation',
    kind: 'card-ruling',
    title: 'Farfa, Malebranche of the Burning Abyss destroyed as the turn ends, under Skull Invitation',
    text:
      'In the same case, with Skull Invitation applying, Farfa destroying itself once the turn has ended does cause Skull Invitation\'s damage, which is applied without a chain.',
    authority: 'official',
    date: '2017-10-26',
    phases: END,
    cards: ['Farfa, Malebranche of the Burning Abyss', 'Forbidden Chalice', 'Skull Invitation'],
    references: [ref(REF.ocgFaq, '17/10/26'), ref(REF.ocgWiki, 'FAQ: ターン終了時')],
  }),
  ruling({
    id: R.farfaPikeruWombat,
    kind: 'card-ruling',
    title: "Skull Invitation's damage after the turn: Pikeru's Circle of Enchantment or Des Wombat",
    text:
      "That damage is not prevented by a Pikeru's Circle of Enchantment activated during the turn, whose protection lasts only until the end of the turn. " +
      'A Des Wombat on the field does prevent it.',
    authority: 'official',
    date: '2017-10-26',
    phases: END,
    cards: ['Farfa, Malebranche of the Burning Abyss', "Pikeru's Circle of Enchantment", 'Des Wombat', 'Skull Invitation'],
    references: [ref(REF.ocgFaq, '17/10/26'), ref(REF.ocgWiki, 'FAQ: ターン終了時')],
  }),
  ruling({
    id: R.cardOfSafeReturn,
    kind: 'card-ruling',
    title: 'The hand grows after the adjustment: adjust again',
    text:
      'If cards are added to the hand after the hand-size adjustment, the turn player has to adjust the hand size again; the 08/08/03 answer gives drawing with Card of Safe Return as the example. ' +
      'Under the later answers of 23/01/16, a trigger from an event of the discard chain cannot be activated, so today the case arises from effects that add cards as they resolve (Danger! Nessie!).',
    authority: 'official',
    date: '2008-08-03',
    phases: END,
    cards: ['Card of Safe Return', 'Danger! Nessie!'],
    references: [ref(REF.ocgFaq, '08/08/03, 23/01/16'), ref(REF.ocgWiki, 'エンドフェイズの手札調整について')],
  }),
  ruling({
    id: R.hieroglyphLithograph,
    kind: 'card-ruling',
    title: 'Hieroglyph Lithograph: a limit of 7',
    text:
      "Once Hieroglyph Lithograph has resolved, its controller's hand-size limit is 7 for the rest of the Duel, even after the card itself has gone to the GY: they discard only when holding 8 or more, down to 7.",
    authority: 'fan-guide',
    phases: END,
    cards: ['Hieroglyph Lithograph'],
    references: [ref(REF.phasesBlog2010, 'End Phase, step 3')],
  }),
  ruling({
    id: R.enervatingMist,
    kind: 'card-ruling',
    title: 'Enervating Mist: a limit of 5 for the opponent',
    text:
      "While Enervating Mist is face-up, its controller's opponent has a hand-size limit of 5: they discard when holding 6 or more, down to 5.",
    authority: 'fan-guide',
    phases: END,
    cards: ['Enervating Mist'],
    references: [ref(REF.phasesBlog2010, 'End Phase, step 3')],
  }),
  ruling({
    id: R.infiniteCards,
    kind: 'card-ruling',
    title: 'Infinite Cards: no limit',
    text: 'While Infinite Cards is face-up, neither player has a hand-size limit, so no hand-size discard takes place.',
    authority: 'fan-guide',
    phases: END,
    cards: ['Infinite Cards'],
    references: [ref(REF.phasesBlog2010, 'End Phase, step 3')],
  }),
  ruling({
    id: 'card-skull-invitation-hand-size',
    kind: 'card-ruling',
    title: 'Skull Invitation and the hand-size discard',
    text:
      'Continuous effects that react to cards being sent to the GY, such as Skull Invitation, apply to the hand-size discard as it happens, without a chain: ' +
      'its owner takes 300 damage for each card discarded.',
    authority: 'fan-guide',
    phases: END,
    cards: ['Skull Invitation'],
    references: [ref(REF.phasesBlog2010, 'End Phase, step 3')],
  }),
]

// ---------------------------------------------------------------------------------------------
// Grand Archive End Phase (seed 002)
// ---------------------------------------------------------------------------------------------
const ga = (draft: Omit<Draft, 'game' | 'kind' | 'authority' | 'phases'>): RulingSeed =>
  ruling({ game: 'grand-archive', kind: 'procedure', authority: 'official', phases: END, ...draft })

const GRAND_ARCHIVE: RulingSeed[] = [
  ga({
    id: R.gaPhaseOrder,
    title: 'Grand Archive: the three steps of the end phase',
    text:
      'The end phase of Grand Archive runs in three steps: effects triggered at the beginning of the end phase go on the effects stack; the turn player receives Opportunity; ' +
      'once the stack is empty and all players have passed in succession, a fixed series of special game actions finishes the turn, with no Opportunity in between.',
    references: [ref(REF.gaComprehensiveRules, 'steps 1-3')],
  }),
  ga({
    id: R.gaBeginningEffects,
    title: 'Grand Archive: "beginning of the end phase" effects',
    text: 'Effects that refer to the beginning of the end phase are put on the effects stack first, before any player receives Opportunity.',
    references: [ref(REF.gaComprehensiveRules, 'step 1')],
  }),
  ga({
    id: R.gaStackLifo,
    title: 'Grand Archive: the effects stack resolves from the top',
    text:
      'Effects on the effects stack resolve one at a time, the one placed last first (last in, first out). ' +
      'The end phase rules only put the beginning-of-phase effects on the stack and require all of them to have resolved before the special game actions; the order is the general rule of the effects stack, which that page does not restate.',
    references: [ref(REF.gaComprehensiveRules, 'steps 1 and 3')],
  }),
  ga({
    id: R.gaOpportunity,
    title: 'Grand Archive: Opportunity before end of turn',
    text:
      'The turn player then receives Opportunity. This is the only moment "before end of turn" at which players may act in the end phase; after each resolution, Opportunity goes back to the turn player.',
    references: [ref(REF.gaComprehensiveRules, 'step 2')],
  }),
  ga({
    id: R.gaAllPass,
    title: 'Grand Archive: all players pass on an empty stack',
    text: 'When every effect has resolved and all players pass Opportunity one after the other, the Opportunity window is over and the special game actions begin at once.',
    references: [ref(REF.gaComprehensiveRules, 'step 3')],
  }),
  ga({
    id: R.gaDamageRemoved,
    title: 'Grand Archive: temporary damage on allies is removed',
    text: 'The first special game action removes the temporary damage marked on allies.',
    references: [ref(REF.gaComprehensiveRules, 'step 3')],
  }),
  ga({
    id: R.gaEndOfTurnEffects,
    title: 'Grand Archive: end-of-turn effects',
    text:
      'Next, effects that last until the end of the turn or for this turn (and similar durations) end, and effects that happen as the turn, or as your turn, ends take place.',
    references: [ref(REF.gaComprehensiveRules, 'step 3')],
  }),
  ga({
    id: R.gaSizeLimits,
    title: 'Grand Archive: hand-size and memory-size limits',
    text: 'Then, if an effect imposes a hand-size or memory-size limit, the turn player discards cards from their hand and/or memory until no limit is exceeded.',
    references: [ref(REF.gaComprehensiveRules, 'step 3')],
  }),
  ga({
    id: R.gaNoDefaultHandSize,
    title: 'Grand Archive: no default hand-size limit',
    text: 'Grand Archive has no hand-size limit of its own: the end of turn brings a discard only when some effect imposes a limit.',
    references: [ref(REF.gaComprehensiveRules, 'step 3')],
  }),
  ga({
    id: R.gaStateBased,
    title: 'Grand Archive: state-based actions',
    text: 'Last, state-based actions are checked.',
    references: [ref(REF.gaComprehensiveRules, 'step 3')],
  }),
]

export const RULINGS: RulingSeed[] = [...LIST_PHASE, ...HAND_SIZE, ...OTHER_WINDOWS, ...CARD_CASES, ...GRAND_ARCHIVE]
