/**
 * The hand-size adjustment (seeds 000, 001, 003, 004) and the end of turn.
 */
import t from 'tap'
import { REFERENCE_IDS } from '../../src/engine/core/reference-ids.js'
import { RULING_IDS } from '../helpers/ruling-ids.js'
import { IllegalChoiceError, resolve, type EngineCard, type Response } from '../../src/engine/index.js'
import { card, decisions, eventsOfType, fillers, request, story, thrownBy } from './helpers.js'

/** A's hand of six plain cards plus the given cards at the end (the default discard takes the last). */
const handOf = (...last: EngineCard[]) => request({ players: { A: { hand: [...fillers(6), ...last] } } })
/** Choices are read in order at every decision that is not automatic: the discard comes first. */
const discard = (name: string) => ({ player: 'A' as const, type: 'discard' as const, cards: [name] })
const activate = (effect: string, player: 'A' | 'B' = 'A') => ({ player, type: 'activate' as const, effect })

t.test('7 cards, default limit 6: one card discarded, all at once, from the end of the hand by default', async (t) => {
  const result = resolve(request({ players: { A: { hand: fillers(7) } } }))
  t.strictSame(decisions(result.steps).slice(-2), ['A hand-size discard [Filler 7]', 'A end-of-turn pass (auto)'])
  const step = result.steps.find((s) => s.window === 'hand-size')
  t.strictSame(step?.legal, [{ type: 'discard', count: 1, from: fillers(7).map((c) => c.key) }])
  t.strictSame(story(result.events), ['list-end', 'hand-size A 7/6', 'discard A [Filler 7]', 'hand-size A 6/6', 'turn-end'])
  const discard = eventsOfType(result.events, 'discard')[0]
  t.strictSame(discard?.rulings, [RULING_IDS.handSizeLimit, RULING_IDS.handSizeAllAtOnce, RULING_IDS.handSizeDiscardKind, RULING_IDS.handSizeNeverOpen])
  t.notOk(result.notes.some((n) => n.ruling === RULING_IDS.handSizeNeverOpen), 'plain cards, nothing to activate: the 2010 reading gives the same answer, so no "sources disagree" note')
})

t.test('a discarded card with an End Phase effect in the GY: the note names both readings', async (t) => {
  const scarm = card('Scarm, Malebranche of the Burning Abyss', { discard: { trigger: 'end-phase-in-gy', mandatory: false } })
  const result = resolve(request({ players: { A: { hand: [...fillers(6), scarm] } } }))
  const note = result.notes.find((n) => n.ruling === RULING_IDS.handSizeNeverOpen)
  t.strictSame(note?.sources, [REFERENCE_IDS.ocgFaq, REFERENCE_IDS.qa17233, REFERENCE_IDS.phasesBlog2010])
  t.equal(note?.alternative, RULING_IDS.handSize2010Reading)
})

t.test('excess discarded in one go: 9 cards means one discard of 3', async (t) => {
  const result = resolve(request({ players: { A: { hand: fillers(9) } }, choices: [{ player: 'A', type: 'discard', cards: ['Filler 1', 'Filler 2', 'Filler 3'] }] }))
  t.strictSame(story(result.events).filter((line) => line.startsWith('discard')), ['discard A [Filler 1, Filler 2, Filler 3]'])
})

t.test('6 cards: nothing to discard, no closing step', async (t) => {
  const result = resolve(request({ players: { A: { hand: fillers(6) } } }))
  t.strictSame(story(result.events), ['list-end', 'hand-size A 6/6', 'turn-end'])
  t.notOk(result.steps.some((step) => step.window === 'end-of-turn'))
})

t.test('only the turn player adjusts', async (t) => {
  const result = resolve(request({ players: { B: { hand: fillers(9) } } }))
  t.equal(eventsOfType(result.events, 'discard').length, 0)
})

t.test('Grapha: "discarded by a card effect" does not trigger (seed 000)', async (t) => {
  const grapha = card('Grapha, Dragon Lord of Dark World', { discard: { trigger: 'card-effect-discard', mandatory: false } })
  const result = resolve(handOf(grapha))
  t.strictSame(story(result.events).slice(2, 4), ['discard A [Grapha, Dragon Lord of Dark World]', 'no-trigger Grapha, Dragon Lord of Dark World'])
  t.ok(eventsOfType(result.events, 'no-trigger')[0]?.rulings.includes(RULING_IDS.graphaHandSize))
  t.equal(eventsOfType(result.events, 'activate').length, 0)
})

t.test('Gem-Knight Obsidian: "sent from the hand to the GY" triggers (seed 000)', async (t) => {
  const obsidian = card('Gem-Knight Obsidian', { discard: { trigger: 'sent-from-hand-to-gy', mandatory: false } })
  const board = handOf(obsidian)

  t.test('optional: a decision, default pass', async (t) => {
    const result = resolve(board)
    const step = result.steps.find((s) => s.window === 'discard-chain')
    t.strictSame(step?.legal, [{ type: 'activate', effect: 'Gem-Knight Obsidian' }, { type: 'pass' }])
    t.ok(step?.rulings.includes(RULING_IDS.obsidianHandSize))
    t.equal(eventsOfType(result.events, 'activate').length, 0)
  })

  t.test('activated: the one chain after the discard', async (t) => {
    const result = resolve({ ...board, choices: [discard('Gem-Knight Obsidian'), activate('Gem-Knight Obsidian')] })
    t.strictSame(story(result.events).slice(2), [
      'discard A [Gem-Knight Obsidian]',
      'activate Gem-Knight Obsidian',
      'resolve Gem-Knight Obsidian applied',
      'hand-size A 6/6',
      'turn-end',
    ])
    t.ok(result.events[3]?.rulings.includes(RULING_IDS.handSizeOneChain))
  })
})

t.test('a mandatory discard trigger activates by itself', async (t) => {
  const forced = card('Mandatory Discard', { discard: { trigger: 'any-discard', mandatory: true } })
  const result = resolve(handOf(forced))
  t.strictSame(story(result.events).slice(3, 5), ['activate Mandatory Discard', 'resolve Mandatory Discard applied'])
  t.notOk(result.steps.some((s) => s.window === 'discard-chain'))
})

t.test('Peten the Dark Clown discarded for hand size can be activated (13/03/27)', async (t) => {
  const peten = card('Peten the Dark Clown', { discard: { trigger: 'sent-to-gy', mandatory: false } })
  const result = resolve({ ...handOf(peten), choices: [discard('Peten the Dark Clown'), activate('Peten the Dark Clown')] })
  t.strictSame(story(result.events).slice(3, 5), ['activate Peten the Dark Clown', 'resolve Peten the Dark Clown applied'])
  t.ok(result.rulings.includes(RULING_IDS.petenHandSize))
})

t.test('Scarm and Manticore of Darkness: "during the End Phase" effects can no longer be activated', async (t) => {
  const scarm = card('Scarm, Malebranche of the Burning Abyss', { discard: { trigger: 'end-phase-in-gy', mandatory: false } })
  const manticore = card('Manticore of Darkness', { discard: { trigger: 'end-phase-in-gy', mandatory: false } })
  const result = resolve(request({ players: { A: { hand: [...fillers(5), scarm, manticore] } }, choices: [{ player: 'A', type: 'discard', cards: ['Scarm, Malebranche of the Burning Abyss'] }] }))
  const lost = eventsOfType(result.events, 'cannot-activate')
  t.equal(lost.length, 1)
  t.equal(lost[0]?.effect, 'Scarm, Malebranche of the Burning Abyss')
  t.strictSame(lost[0]?.rulings, [RULING_IDS.handSizeEndPhaseEffectsLost, RULING_IDS.handSizeNeverOpen, RULING_IDS.scarmHandSize])
  t.equal(eventsOfType(result.events, 'activate').length, 0)

  t.test('Manticore of Darkness (13/03/30), also under the fan-guide reading, which the note explains', async (t) => {
    const fan = resolve(request({ players: { A: { hand: [...fillers(6), manticore] } }, reading: 'fan-guide' }))
    const manticoreLost = eventsOfType(fan.events, 'cannot-activate')[0]
    t.ok(manticoreLost?.rulings.includes(RULING_IDS.manticoreHandSize))
    t.equal(eventsOfType(fan.events, 'activate').length, 0)
    const note = fan.notes.find((n) => n.ruling === RULING_IDS.handSizeNeverOpen)
    t.match(note?.message, { key: 'note.hand-size', params: { asked: 'fan_guide' } }, 'the note says the asked reading was not applied either')
    t.equal(note?.applied, 'official')
  })
})

t.test('Danger! Nessie! adds Danger! Bigfoot!: discard again, Bigfoot cannot be activated (QA 24089)', async (t) => {
  const nessie = card('Danger! Nessie!', { discard: { trigger: 'any-discard', mandatory: false, adds: ['Danger! Bigfoot!'] } })
  const result = resolve({ ...handOf(nessie), choices: [discard('Danger! Nessie!'), activate('Danger! Nessie!')] })
  t.strictSame(story(result.events), [
    'list-end',
    'hand-size A 7/6',
    'discard A [Danger! Nessie!]',
    'activate Danger! Nessie!',
    'resolve Danger! Nessie! applied',
    'hand-size A 7/6',
    'discard A [Danger! Bigfoot!]',
    'cannot-activate Danger! Bigfoot!',
    'hand-size A 6/6',
    'turn-end',
  ])
  const again = result.steps.filter((s) => s.window === 'hand-size')[1]
  t.ok(again?.rulings.includes(RULING_IDS.handSizeAgain))
  const lost = eventsOfType(result.events, 'cannot-activate')[0]
  t.ok(lost?.rulings.includes(RULING_IDS.handSizeAgainNoTriggers))
  t.ok(lost?.rulings.includes(RULING_IDS.nessieBigfoot))
  t.notOk(result.steps.slice(2).some((s) => s.window === 'list'), 'the list phase does not start anew')
  t.equal(eventsOfType(result.events, 'list-end').length, 1)
})

t.test('triggers from events during the discard chain are lost (23/01/16)', async (t) => {
  // A face-up Continuous Spell that reacts, from the field, to its controller's discard.
  const grimoire = card('Dark World Grimoire', { discard: { trigger: 'any-discard', mandatory: false, summons: ['Ipiria'], watches: 'field' } })
  const grimoireBoard = () => request({ players: { A: { field: [grimoire], hand: fillers(7) } } })
  const kelbek = card('Kelbek the Ancient Vanguard', { discard: { trigger: 'sent-to-gy', mandatory: false, sends: ['Tearlaments Merrli'] } })

  t.test('Ipiria summoned by Dark World Grimoire', async (t) => {
    const result = resolve({ ...grimoireBoard(), choices: [discard('Filler 1'), activate('Dark World Grimoire')] })
    const lost = eventsOfType(result.events, 'cannot-activate')
    t.equal(lost[0]?.card, 'Ipiria')
    t.strictSame(lost[0]?.rulings, [RULING_IDS.handSizeChainEventsLost, RULING_IDS.handSizeNeverOpen, RULING_IDS.ipiriaGrimoire])
  })

  t.test('Tearlaments Merrli sent by Kelbek the Ancient Vanguard', async (t) => {
    const result = resolve({ ...handOf(kelbek), choices: [discard('Kelbek the Ancient Vanguard'), activate('Kelbek the Ancient Vanguard')] })
    const lost = eventsOfType(result.events, 'cannot-activate')
    t.equal(lost[0]?.card, 'Tearlaments Merrli')
    t.ok(lost[0]?.rulings.includes(RULING_IDS.merrliKelbek))
  })

  t.test('Spell Speed 2 may be chained to Dark World Grimoire (12/08/08)', async (t) => {
    const trap: Response = { id: 'trap', controller: 'B', negates: 'effect', mandatory: false }
    const result = resolve({
      ...grimoireBoard(),
      responses: [trap],
      choices: [discard('Filler 1'), activate('Dark World Grimoire'), activate('trap', 'B')],
    })
    const step = result.steps.find((s) => s.decision === 'response')
    t.equal(step?.window, 'discard-chain')
    t.ok(step?.rulings.includes(RULING_IDS.handSizeChainResponses))
    t.ok(step?.rulings.includes(RULING_IDS.grimoireChain))
    t.strictSame(story(result.events).slice(3, 7), [
      'activate Dark World Grimoire',
      'activate trap',
      'negate-effect Dark World Grimoire by trap',
      'resolve Dark World Grimoire negated',
    ])
    t.equal(eventsOfType(result.events, 'cannot-activate').length, 0, 'negated: nothing was summoned')
  })
})

t.test('hand-size modifiers (seed 004)', async (t) => {
  const lithograph = card('Hieroglyph Lithograph', { handSize: { limit: 7, applies: 'controller' } })
  const mist = card('Enervating Mist', { handSize: { limit: 5, applies: 'opponent' } })
  const infinite = card('Infinite Cards', { handSize: { limit: null, applies: 'each' } })

  t.test('Hieroglyph Lithograph: limit 7 for its controller', async (t) => {
    const seven = resolve(request({ players: { A: { hand: fillers(7), field: [lithograph] } } }))
    t.equal(eventsOfType(seven.events, 'discard').length, 0)
    t.ok(seven.rulings.includes(RULING_IDS.hieroglyphLithograph))
    const eight = resolve(request({ players: { A: { hand: fillers(8), field: [lithograph] } } }))
    t.strictSame(eventsOfType(eight.events, 'discard')[0]?.cards, ['Filler 8'])
    const theirs = resolve(request({ players: { A: { hand: fillers(7) }, B: { field: [lithograph] } } }))
    t.equal(eventsOfType(theirs.events, 'discard').length, 1, "the opponent's Lithograph does not raise A's limit")
  })

  t.test('Hieroglyph Lithograph keeps its limit from the GY once resolved; a field-only modifier does not', async (t) => {
    const resolved = card('Hieroglyph Lithograph', { handSize: { limit: 7, applies: 'controller', zone: 'graveyard' } })
    const inGy = resolve(request({ players: { A: { hand: fillers(7), graveyard: [resolved] } } }))
    t.equal(eventsOfType(inGy.events, 'hand-size')[0]?.limit, 7)
    t.equal(eventsOfType(inGy.events, 'discard').length, 0)
    const mistInGy = resolve(request({ players: { A: { hand: fillers(6) }, B: { graveyard: [mist] } } }))
    t.equal(eventsOfType(mistInGy.events, 'hand-size')[0]?.limit, 6, 'Enervating Mist in the GY no longer applies')
  })

  t.test("Enervating Mist on the opponent's field: limit 5", async (t) => {
    const result = resolve(request({ players: { A: { hand: fillers(6) }, B: { field: [mist] } } }))
    t.strictSame(story(result.events).slice(1, 3), ['hand-size A 6/5', 'discard A [Filler 6]'])
    t.ok(result.rulings.includes(RULING_IDS.enervatingMist))
  })

  t.test('Infinite Cards: no limit for each player', async (t) => {
    const result = resolve(request({ players: { A: { hand: fillers(10) }, B: { field: [infinite] } } }))
    t.strictSame(story(result.events), ['list-end', 'hand-size A 10/null', 'turn-end'])
    t.ok(result.rulings.includes(RULING_IDS.infiniteCards))
  })

  t.test('several apply: no limit wins, else the smallest, and a note says which', async (t) => {
    const smallest = resolve(request({ players: { A: { hand: fillers(6), field: [lithograph] }, B: { field: [mist] } } }))
    t.equal(eventsOfType(smallest.events, 'hand-size')[0]?.limit, 5)
    const note = smallest.notes.find((n) => n.ruling === RULING_IDS.handSizeModifiers)
    t.match(note?.message, {
      key: 'note.hand-size-modifiers',
      params: { player: 'A', limit: 5 },
      items: [{ params: { card: 'Hieroglyph Lithograph', limit: 7 } }, { params: { card: 'Enervating Mist', limit: 5 } }],
    })
    const none = resolve(request({ players: { A: { hand: fillers(9), field: [lithograph, infinite] }, B: { field: [mist] } } }))
    t.equal(eventsOfType(none.events, 'hand-size')[0]?.limit, null)
    t.equal(eventsOfType(none.events, 'discard').length, 0)
  })
})

t.test('no quick effect after the hand-size adjustment (12/08/08)', async (t) => {
  const board = request({
    players: { A: { hand: fillers(7) } },
    effects: [{ id: 'mst', controller: 'A', card: 'Mystical Space Typhoon', kind: 'trigger', mandatory: false }],
  })
  const result = resolve(board)
  const closing = result.steps.at(-1)
  t.equal(closing?.window, 'end-of-turn')
  t.strictSame(closing?.legal, [{ type: 'pass' }], 'only passing is left')
  t.ok(closing?.rulings.includes(RULING_IDS.handSizeNoNewQuick))
  t.ok(closing?.rulings.includes(RULING_IDS.quickAfterHandSize))

  const error = thrownBy(
    {
      ...board,
      choices: [
        { player: 'A', type: 'pass' },
        { player: 'A', type: 'discard', cards: ['Filler 1'] },
        { player: 'A', type: 'activate', effect: 'mst' },
      ],
    },
    IllegalChoiceError,
  )
  t.ok(error instanceof IllegalChoiceError, 'the quick effect after the discard is refused')
  t.equal(error.window, 'end-of-turn')
  t.equal(error.choiceIndex, 2)
  t.strictSame(error.legal, [])
  t.match(error.message, /no decision is left/)
})

t.test('"until the end of the turn" is not a list item: it ends after the hand-size discard', async (t) => {
  const result = resolve(
    request({
      players: { A: { hand: fillers(7) } },
      effects: [
        { id: 'shrink', controller: 'B', card: 'Shrink', kind: 'expire', mandatory: true, lasts: 'end-of-turn' },
        { id: 'veiler', controller: 'B', card: 'Effect Veiler', kind: 'expire', mandatory: true, lasts: 'end-phase' },
      ],
    }),
  )
  t.notOk(result.steps.some((step) => step.legal.some((action) => action.effect === 'shrink')), 'never offered in the list phase')
  t.strictSame(story(result.events), [
    'expire veiler',
    'resolve veiler applied',
    'list-end',
    'hand-size A 7/6',
    'discard A [Filler 7]',
    'hand-size A 6/6',
    'expire shrink',
    'turn-end',
  ])
  t.ok(eventsOfType(result.events, 'expire')[1]?.rulings.includes(RULING_IDS.untilEndOfTurn))
  t.ok(eventsOfType(result.events, 'turn-end')[0]?.rulings.includes(RULING_IDS.endOfTurn))
})

t.test('a card a discard effect adds takes the key and the discard behaviour the board gives it', async (t) => {
  // The adder is discarded first; what it adds puts the hand over again, and the added card is discarded in turn.
  const adder = (as: EngineCard['addsAs']): EngineCard => ({ ...card('Adder', { discard: { trigger: 'any-discard', mandatory: true, adds: ['Added'] } }), ...(as ? { addsAs: as } : {}) })
  const run = (as: EngineCard['addsAs'], second: string) => resolve(request({ players: { A: { hand: [adder(as), ...fillers(6)] } }, choices: [discard('Adder'), discard(second)] }))

  t.test('its own key; discarded again, its own effect is listed among those the second discard cannot activate (QA 24089)', async (t) => {
    const result = run([{ key: 'added-1', discard: { trigger: 'sent-to-gy', mandatory: true, adds: ['Never Added'], source: 'request' } }], 'added-1')
    t.strictSame(eventsOfType(result.events, 'resolve').map((e) => (e as { adds?: string[] }).adds), [['added-1']])
    const again = eventsOfType(result.events, 'cannot-activate')[0] as { reason?: string; cards?: string[]; effects?: string[]; rulings: string[] } | undefined
    t.equal(again?.reason, 'hand-size-again')
    t.strictSame(again?.cards, ['added-1'])
    t.strictSame(again?.effects, ['added-1'])
    t.ok(again?.rulings.includes(RULING_IDS.handSizeAgainNoTriggers))
    t.notOk(result.events.some((e) => JSON.stringify(e).includes('Never Added')), 'what it would add is never added')
  })

  t.test('the second discard, with that card in hand, does not group it with plain cards', async (t) => {
    const as = [{ key: 'added-1', discard: { trigger: 'sent-to-gy' as const, mandatory: true, source: 'request' as const } }]
    const result = resolve(request({ players: { A: { hand: [adder(as), ...fillers(6)] } }, enumerate: true, maxOutcomes: 100 }))
    type Alternatives = { discards: Array<{ cards: string[]; interchangeable: Array<{ of: string[] }> }> }
    const alternatives = (result.outcomes ?? []).map((o) => (o as { alternatives?: Alternatives }).alternatives).filter((a): a is Alternatives => a !== undefined)
    t.ok(alternatives.some((a) => a.discards.some((d) => d.interchangeable.some((group) => group.of.includes('Filler 1')))), 'the plain cards are grouped')
    t.notOk(alternatives.some((a) => a.discards.some((d) => d.interchangeable.some((group) => group.of.includes('added-1')))), 'the added card is not')
    t.ok((result.outcomes ?? []).some((o) => o.events.some((e) => e.type === 'cannot-activate' && (e as { effects?: string[] }).effects?.includes('added-1'))), 'an outcome discards it, and names its effect')
  })

  t.test('"discarded by a card effect" is not what a hand-size discard is: nothing of its own to list', async (t) => {
    const result = run([{ discard: { trigger: 'card-effect-discard', mandatory: true, source: 'request' } }], 'Added')
    const again = eventsOfType(result.events, 'cannot-activate')[0] as { cards?: string[]; effects?: string[] } | undefined
    t.strictSame(again?.cards, ['Added'], 'without a key given, its name')
    t.equal(again?.effects, undefined)
  })
})

t.test('a discard effect whose data says nothing it does (words only) resolves effectOnState "unknown", never a silent applied', async (t) => {
  const words = card('Wordy', { discard: { trigger: 'any-discard', mandatory: true } })
  const result = resolve(request({ players: { A: { hand: [words, ...fillers(6)] } }, choices: [{ player: 'A', type: 'discard', cards: ['Wordy'] }] }))
  t.match(eventsOfType(result.events, 'resolve').find((e) => e.effect === 'Wordy'), { outcome: 'applied', effectOnState: 'unknown' })
  const drawing = card('Drawer', { discard: { trigger: 'any-discard', mandatory: true, does: [{ action: 'draw', count: 1 }] } })
  const drew = resolve(request({ players: { A: { hand: [drawing, ...fillers(6)], deck: 10 } }, choices: [{ player: 'A', type: 'discard', cards: ['Drawer'] }] }))
  t.notOk(eventsOfType(drew.events, 'resolve').find((e) => e.effect === 'Drawer')?.effectOnState, 'a draw it says as data: applied, known')
})

t.test('a discard effect only for the opponent\'s turn does not activate for its owner\'s own hand-size discard, and says why', async (t) => {
  const witch = card('Witch', { discard: { trigger: 'sent-from-hand-to-gy', mandatory: false, turn: 'opponents', does: [{ action: 'special-summon', target: 'self' }] } })
  const result = resolve(request({ players: { A: { hand: [witch, ...fillers(6)] } }, choices: [{ player: 'A', type: 'discard', cards: ['Witch'] }] }))
  t.match(eventsOfType(result.events, 'no-trigger'), [{ effect: 'Witch', reason: 'opponents-turn' }])
  t.notOk(result.steps.some((s) => s.legal.some((a) => a.effect === 'Witch')), 'never offered')
})
