/**
 * Real boards asked as a player asks them (cards by name, `thisTurn`, counts in the hand), one group
 * per family of whole-card behaviour: other cards' continuous effects, costs and cards used from the
 * hand, once per turn from the text, other cards' triggers on what the window causes, durations from
 * the text, what happens as the turn ends, conditions from stated facts, and effects on other cards
 * read as effects on other cards. The boards and their expected answers
 * (test/fixtures/real-boards-blind-2.json to -34.json, real-boards-rates.json, real-boards-held-out.json, -held-out-2.json, -held-out-3.json, -held-out-4.json, -held-out-5.json, -held-out-6.json, -held-out-7.json, -held-out-8.json, -held-out-9.json, -held-out-10.json, -held-out-11.json, -held-out-12.json, -held-out-13.json, -held-out-14.json, -held-out-15.json, -held-out-16.json, -held-out-17.json, -held-out-18.json and -held-out-19.json) were written from the card texts
 * and the rules before the code ran on them; a board the code still answers wrongly is a `todo` saying
 * why, never relabelled.
 */
import { existsSync, readFileSync } from 'node:fs'
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'
import { boardCards, checkBoards, type Board } from './helpers/board-checks.js'

const load = (file: string) => JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')) as { boards: Board[] }

/**
 * Boards the code still answers wrongly, with what is wrong (kept as `todo` until fixed). The blind
 * figure of the first run is in the report, not here: this list only shrinks as fixes land. The
 * second set's last three (events by their cause, a discard cost left unsaid) are right now. A set
 * with none wrong has an empty list in SETS.
 */
const STILL_WRONG_8: Record<string, string> = {
  "B's Dizzying Winds of Yosen Village (a Yosenju card in B's Pendulum Zone): A's Yata-Garasu returning to the hand is shuffled into the Deck instead, A's hand stays 3":
    "\"if a monster would be returned from the field to the hand by a card effect, shuffle it into the Deck instead\" is not read: Yata-Garasu returns to the hand",
}

const STILL_WRONG_10: Record<string, string> = {
  'A\'s Sneaky "C" Special Summoned face-down in B\'s turn is changed face-up during the End Phase of this turn: it then destroys all Special Summoned monsters, B\'s Gene-Warped Warwolf and itself, not the Normal Summoned Mokey Mokey':
    'answered now, partial: the delayed change to face-up is read on the card itself but a battle position is not in the state, and "If this card is flipped face-up during the End Phase: Destroy all Special Summoned monsters" is not read (no flip event, no selection by how a monster was summoned)',
}

const STILL_WRONG_HELD_OUT_19: Record<string, string> = {
  "A's Soul Absorption: A's Big Jaws banishes itself at the end of the Battle Phase, A gains 500 LP":
    '"If a card(s) is banished: Gain 500 LP for each." is not read: no trigger on any card banished, and no rate counting the cards of the event',
}

/** The held-out sets are never tuned on: a board one answers wrongly stays here, saying why. */
const SETS = [
  { file: 'real-boards-blind-2.json', stillWrong: {} },
  { file: 'real-boards-blind-3.json', stillWrong: {} },
  { file: 'real-boards-blind-4.json', stillWrong: {} },
  { file: 'real-boards-blind-5.json', stillWrong: {} },
  { file: 'real-boards-blind-6.json', stillWrong: {} },
  { file: 'real-boards-blind-7.json', stillWrong: {} },
  { file: 'real-boards-blind-8.json', stillWrong: STILL_WRONG_8 },
  { file: 'real-boards-blind-9.json', stillWrong: {} },
  { file: 'real-boards-blind-10.json', stillWrong: STILL_WRONG_10 },
  { file: 'real-boards-blind-11.json', stillWrong: {} },
  { file: 'real-boards-blind-12.json', stillWrong: {} },
  { file: 'real-boards-blind-13.json', stillWrong: {} },
  { file: 'real-boards-blind-14.json', stillWrong: {} },
  { file: 'real-boards-blind-15.json', stillWrong: {} },
  { file: 'real-boards-blind-16.json', stillWrong: {} },
  { file: 'real-boards-blind-17.json', stillWrong: {} },
  { file: 'real-boards-blind-18.json', stillWrong: {} },
  { file: 'real-boards-blind-19.json', stillWrong: {} },
  { file: 'real-boards-blind-20.json', stillWrong: {} },
  { file: 'real-boards-blind-21.json', stillWrong: {} },
  { file: 'real-boards-blind-22.json', stillWrong: {} },
  { file: 'real-boards-blind-23.json', stillWrong: {} },
  { file: 'real-boards-blind-24.json', stillWrong: {} },
  { file: 'real-boards-blind-25.json', stillWrong: {} },
  { file: 'real-boards-blind-26.json', stillWrong: {} },
  { file: 'real-boards-blind-27.json', stillWrong: {} },
  { file: 'real-boards-blind-28.json', stillWrong: {} },
  { file: 'real-boards-blind-29.json', stillWrong: {} },
  { file: 'real-boards-blind-30.json', stillWrong: {} },
  { file: 'real-boards-blind-31.json', stillWrong: {} },
  { file: 'real-boards-blind-32.json', stillWrong: {} },
  { file: 'real-boards-blind-33.json', stillWrong: {} },
  { file: 'real-boards-blind-34.json', stillWrong: {} },
  { file: 'real-boards-rates.json', stillWrong: {} },
  { file: 'real-boards-held-out.json', stillWrong: {} },
  { file: 'real-boards-held-out-2.json', stillWrong: {} },
  { file: 'real-boards-held-out-3.json', stillWrong: {} },
  { file: 'real-boards-held-out-4.json', stillWrong: {} },
  { file: 'real-boards-held-out-5.json', stillWrong: {} },
  { file: 'real-boards-held-out-6.json', stillWrong: {} },
  { file: 'real-boards-held-out-7.json', stillWrong: {} },
  { file: 'real-boards-held-out-8.json', stillWrong: {} },
  { file: 'real-boards-held-out-9.json', stillWrong: {} },
  { file: 'real-boards-held-out-10.json', stillWrong: {} },
  { file: 'real-boards-held-out-11.json', stillWrong: {} },
  { file: 'real-boards-held-out-12.json', stillWrong: {} },
  { file: 'real-boards-held-out-13.json', stillWrong: {} },
  { file: 'real-boards-held-out-14.json', stillWrong: {} },
  { file: 'real-boards-held-out-15.json', stillWrong: {} },
  { file: 'real-boards-held-out-16.json', stillWrong: {} },
  { file: 'real-boards-held-out-17.json', stillWrong: {} },
  { file: 'real-boards-held-out-18.json', stillWrong: {} },
  { file: 'real-boards-held-out-19.json', stillWrong: STILL_WRONG_HELD_OUT_19 },
]

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  // One app holds every set's cards: a board names its cards exactly, so the other sets' cards change
  // no answer, and one database made and imported into once instead of once per set saves most of
  // this file's time.
  t.test('real boards, labelled blind', async (t) => {
    const sets = SETS.map((set) => ({ ...set, fixture: load(set.file) }))
    const app = await appWithRealCards(t, [...new Set(sets.flatMap(({ fixture }) => fixture.boards.flatMap((b) => boardCards(b.board))))])
    for (const { file, stillWrong, fixture } of sets) {
      await t.test(`real boards, labelled blind (${file})`, async (t) => {
        await checkBoards(t, app, fixture.boards, stillWrong)
      })
    }
  })
}
