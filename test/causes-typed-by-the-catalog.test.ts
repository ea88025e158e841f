/**
 * A trigger asking what kind of card's effect caused its event ("by a Spell effect", "by the effect of
 * a "Lightsworn" monster you control") reads the catalog's card type of a cause the board holds no
 * card for: a card activated earlier this turn, or an item written in `effects` naming a card that is
 * in no zone. Real cards; the expected answers are the card texts'.
 */
import t from 'tap'
import { appWithRealCards } from './helpers/real-cards.js'
import { SHARED_CARD_DATA } from './helpers/shared.js'
import { boardCards, checkBoards, type Board } from './helpers/board-checks.js'
import { existsSync } from 'node:fs'

const mill = (card: string) => ({ id: 'mill', controller: 'A', card, kind: 'apply', mandatory: true, does: [{ action: 'mill', count: 3 }] })

const BOARDS: Board[] = [
  {
    family: 'cause types',
    name: "Junk Box activated this turn destroys Solid Soldier in the End Phase: a Spell effect, so its trigger is offered",
    why: 'Junk Box (a Spell): "Destroy it during the End Phase"; Elemental HERO Solid Soldier: "If this card is sent from the Monster Zone to the GY by a Spell effect: You can …".',
    // Its trigger targets "1 "HERO" monster in your GY, except "Elemental HERO Solid Soldier"": Avian is there.
    board: { turnPlayer: 'A', players: { A: { field: ['Elemental HERO Solid Soldier'], graveyard: ['Elemental HERO Avian'] }, B: {} }, thisTurn: [{ player: 'A', activated: 'Junk Box', affected: ['Elemental HERO Solid Soldier'] }] },
    expect: [{ triggerOffered: 'Elemental HERO Solid Soldier' }],
  },
  {
    family: 'cause types',
    name: "an item naming Lumina, in no zone, sends cards from A's Deck: a Lightsworn monster's effect, so Garoth's trigger activates",
    why: 'Garoth: "If a card(s) is sent from your Deck to the GY by the effect of a "Lightsworn" monster you control, except "Garoth, Lightsworn Warrior": …" (mandatory); Lumina is a monster.',
    board: { turnPlayer: 'A', players: { A: { field: ['Garoth, Lightsworn Warrior'], deck: 20 }, B: {} }, effects: [mill('Lumina, Lightsworn Summoner')] },
    expect: [{ has: { type: 'activate', who: 'Garoth, Lightsworn Warrior' } }],
  },
  {
    family: 'cause types',
    name: "an item naming Lightsworn Sabre, a Spell, sends cards from A's Deck: not a monster's effect, so Garoth does nothing",
    why: 'Lightsworn Sabre is an Equip Spell: its name holds "Lightsworn" but it is no monster.',
    board: { turnPlayer: 'A', players: { A: { field: ['Garoth, Lightsworn Warrior'], deck: 20 }, B: {} }, effects: [mill('Lightsworn Sabre')] },
    expect: [{ lacks: { type: 'activate', who: 'Garoth, Lightsworn Warrior' } }],
  },
]

if (!existsSync(SHARED_CARD_DATA)) {
  t.comment(`skipped: the card data is not at ${SHARED_CARD_DATA}`)
} else {
  t.test('causes typed by the catalog', async (t) => {
    const app = await appWithRealCards(t, [...new Set(BOARDS.flatMap((b) => boardCards(b.board)))])
    await checkBoards(t, app, BOARDS, {})
  })
}
