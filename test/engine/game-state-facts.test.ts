/**
 * Issue 9, the state's other facts: positions, this turn's history, turn scope after a control
 * change, once per turn, life points and the Deck, activation costs, Special Summons, the banished
 * zone, and discard watchers of both players. Boards of our own; expected answers written first.
 */
import t from 'tap'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { card, eventsOfType, fillers, request, story } from './helpers.js'

const endTrigger = (extra: object = {}) => ({ phase: 'end' as const, kind: 'trigger' as const, mandatory: true, turn: 'yours' as const, ...extra })
const activated = (events: ReturnType<typeof resolve>['events'], effect: string) => eventsOfType(events, 'activate').find((e) => e.effect === effect)

t.test('position: a Set card applies no face-up condition and watches no discard', async (t) => {
  const lantern = (extra: Partial<EngineCard> = {}): EngineCard => ({ ...card('Face Lantern', { phases: [endTrigger({ requires: [{ check: 'face-up' }] })] }), ...extra })
  t.ok(activated(resolve(request({ players: { A: { field: [lantern()] } } })).events, 'Face Lantern'), 'face-up by default')
  t.notOk(activated(resolve(request({ players: { A: { field: [lantern({ position: 'set' })] } } })).events, 'Face Lantern'), 'Set: no item')
  const watcher: EngineCard = { ...card('Set Library', { discard: { trigger: 'any-discard', mandatory: true, watches: 'field' } }), position: 'set' }
  const lines = story(resolve(request({ players: { A: { field: [watcher], hand: fillers(7) } } })).events)
  t.notOk(lines.includes('activate Set Library'), `a Set card does not react to the discard: ${lines.join(' | ')}`)
})

t.test("this turn's history: stated facts decide, an unstated one is assumed and said", async (t) => {
  const rookie = (summoned?: EngineCard['summoned']): EngineCard => ({
    ...card('Rookie Knight', { phases: [endTrigger({ requires: [{ check: 'summoned-this-turn', how: 'normal' }] })] }),
    ...(summoned ? { summoned } : {}),
  })
  t.ok(activated(resolve(request({ players: { A: { field: [rookie('normal')] } } })).events, 'Rookie Knight'), 'Normal Summoned this turn')
  t.ok(activated(resolve(request({ players: { A: { field: [rookie('tribute')] } } })).events, 'Rookie Knight'), 'a Tribute Summon is a Normal Summon')
  t.notOk(activated(resolve(request({ players: { A: { field: [rookie('special')] } } })).events, 'Rookie Knight'), 'Special Summoned: no')
  t.notOk(activated(resolve(request({ players: { A: { field: [rookie('none')] } } })).events, 'Rookie Knight'), 'not summoned this turn: no')
  const assumed = activated(resolve(request({ players: { A: { field: [rookie()] } } })).events, 'Rookie Knight')
  t.same(assumed?.assumes, ['summoned-this-turn'], 'not stated: taken as holding, and the event says so')

  // "You can Normal Summon this card without Tributing. If you do, during the End Phase: …"
  const untributed = (summoned?: EngineCard['summoned']): EngineCard => ({
    ...card('Light Lancer', { phases: [endTrigger({ turn: 'each', moves: 'graveyard', requires: [{ check: 'summoned-this-turn', how: 'without-tribute' }] })] }),
    ...(summoned ? { summoned } : {}),
  })
  t.ok(activated(resolve(request({ players: { A: { field: [untributed('normal')] } } })).events, 'Light Lancer'), 'Normal Summoned without Tributing')
  t.notOk(activated(resolve(request({ players: { A: { field: [untributed('tribute')] } } })).events, 'Light Lancer'), 'a Tribute Summon is not one without Tributing')
  t.notOk(activated(resolve(request({ players: { A: { field: [untributed('special')] } } })).events, 'Light Lancer'), 'Special Summoned: no')
  t.same(activated(resolve(request({ players: { A: { field: [untributed()] } } })).events, 'Light Lancer')?.assumes, ['summoned-this-turn'], 'not stated: assumed, and said')

  const flipper = (extra: Partial<EngineCard>): EngineCard => ({ ...card('Flip Owl', { phases: [endTrigger({ requires: [{ check: 'flipped-this-turn' }] })] }), ...extra })
  t.ok(activated(resolve(request({ players: { A: { field: [flipper({ summoned: 'flip' })] } } })).events, 'Flip Owl'), 'Flip Summoned: flipped')
  t.notOk(activated(resolve(request({ players: { A: { field: [flipper({ flipped: false, summoned: 'none' })] } } })).events, 'Flip Owl'))
})

t.test('"if this card attacked": only in its controller\'s turn, and only if it attacked', async (t) => {
  const brute: EngineCard = card('Tired Brute', {
    phases: [{ phase: 'battle-end-step', kind: 'trigger', mandatory: true, turn: 'yours', requires: [{ check: 'attacked-this-turn' }], does: [{ action: 'change-position', target: 'self' }] }],
  })
  const run = (turnPlayer: 'A' | 'B', attacked: boolean) =>
    resolve(request({ phase: 'battle-end-step', turnPlayer, players: { A: { field: [{ ...brute, attacked }] } } }))
  t.ok(activated(run('A', true).events, 'Tired Brute'), 'it attacked in its controller’s turn')
  t.notOk(activated(run('A', false).events, 'Tired Brute'), 'it did not attack')
  t.notOk(activated(run('B', true).events, 'Tired Brute'), 'the opponent’s turn: never')
  const resolved = eventsOfType(run('A', true).events, 'resolve').find((e) => e.effect === 'Tired Brute')
  t.match(resolved, { effectOnState: 'partial', notApplied: ['change-position'] }, 'a position change is told, not modelled')
})

t.test('turn scope is read again after control returns', async (t) => {
  // B's card, controlled by A during A's turn. "During your End Phase" is A's while A controls it.
  const mine = { ...card('Borrowed Clock', { key: 'clock', phases: [endTrigger({ kind: 'apply' })] }), owner: 'B' as const }
  const returnsFirst = { id: 'control-returns', controller: 'A' as const, kind: 'apply' as const, mandatory: true, subject: 'clock', does: [{ action: 'return-control' as const }] }
  const kept = resolve(request({ players: { A: { field: [mine] } }, choices: [{ player: 'A', type: 'apply', effect: 'clock' }] }))
  t.equal(eventsOfType(kept.events, 'apply').find((e) => e.effect === 'clock')?.player, 'A', 'A’s End Phase, A controls it: A’s item')
  const returned = resolve(request({ players: { A: { field: [mine] } }, effects: [returnsFirst], choices: [{ player: 'A', type: 'apply', effect: 'control-returns' }] }))
  t.notOk(eventsOfType(returned.events, 'apply').some((e) => e.effect === 'clock'), 'back with B, it is B’s opponent’s End Phase: no item')

  // "During your opponent's End Phase": nothing while A controls it in A's turn; B's once it returns.
  const theirs = { ...card('Homesick Imp', { key: 'imp', phases: [endTrigger({ kind: 'apply', turn: 'opponents' })] }), owner: 'B' as const }
  const before = resolve(request({ players: { A: { field: [theirs] } } }))
  t.notOk(eventsOfType(before.events, 'apply').some((e) => e.effect === 'imp' || e.effect === 'imp:2'), 'not while A controls it')
  const after = resolve(request({ players: { A: { field: [theirs] } }, effects: [{ ...returnsFirst, subject: 'imp' }], choices: [{ player: 'A', type: 'apply', effect: 'control-returns' }] }))
  const applied = eventsOfType(after.events, 'apply').find((e) => e.card === 'Homesick Imp')
  t.equal(applied?.player, 'B', 'B’s item once control returned to B')
})

t.test('once per turn: by name across copies, per copy otherwise; an effect already used yields nothing', async (t) => {
  const copies = (oncePerTurn: 'name' | 'instance') => [1, 2].map((n) => card('Twin Oracle', { key: `oracle-${n}`, phases: [endTrigger({ mandatory: false, oncePerTurn })] }))
  const hard = resolve(request({ players: { A: { field: copies('name') } }, choices: [{ player: 'A', type: 'activate', effect: 'oracle-1' }] }))
  t.equal(eventsOfType(hard.events, 'activate').length, 1, 'by name: the second copy is not offered after the first')
  t.notOk(hard.steps.some((s) => s.legal.some((a) => a.effect === 'oracle-2') && s.index > 0), 'never offered again')
  const soft = resolve(request({ players: { A: { field: copies('instance') } }, choices: [{ player: 'A', type: 'activate', effect: 'oracle-1' }, { player: 'A', type: 'activate', effect: 'oracle-2' }] }))
  t.equal(eventsOfType(soft.events, 'activate').length, 2, 'per copy: both')
  const used = resolve(request({ players: { A: { field: [{ ...card('Spent Oracle', { phases: [endTrigger()] }), usedThisTurn: true }] } } }))
  t.notOk(activated(used.events, 'Spent Oracle'), 'used this turn: no item')
})

t.test('life points: a cost above them cannot be paid; paid costs and gains change them', async (t) => {
  const toll = card('Toll Gate', { phases: [endTrigger({ mandatory: false, costs: [{ action: 'pay-lp', amount: 1000 }], does: [{ action: 'draw', count: 1 }] })] })
  const poor = resolve(request({ players: { A: { field: [toll], lp: 800 } } }))
  t.notOk(poor.steps.some((s) => s.legal.some((a) => a.effect === 'Toll Gate')), 'with 800 LP it is not offered')
  const rich = resolve(request({ players: { A: { field: [toll], lp: 2000 } }, choices: [{ player: 'A', type: 'activate', effect: 'Toll Gate' }] }))
  t.same(activated(rich.events, 'Toll Gate')?.lp, { A: 1000 }, 'paid as it is activated')
  const untracked = resolve(request({ players: { A: { field: [toll] } }, choices: [{ player: 'A', type: 'activate', effect: 'Toll Gate' }] }))
  t.ok(activated(untracked.events, 'Toll Gate'), 'LP not given: the cost is taken as payable')
  const spring = card('Healing Spring', { phases: [endTrigger({ does: [{ action: 'gain-lp', amount: 500, whose: 'each' }] })] })
  const healed = eventsOfType(resolve(request({ players: { A: { field: [spring], lp: 100 }, B: { lp: 8000 } } })).events, 'resolve').find((e) => e.effect === 'Healing Spring')
  t.same(healed?.lp, { A: 600, B: 8500 })
})

t.test('the Deck: a search or a draw takes from it and stops when it is empty', async (t) => {
  const seeker = card('Deck Seeker', { phases: [endTrigger({ does: [{ action: 'add-to-hand', from: 'deck' }] })] })
  const empty = resolve(request({ players: { A: { field: [seeker], hand: fillers(6), deck: 0 } } }))
  t.ok(story(empty.events).includes('hand-size A 6/6'), 'an empty Deck adds nothing')
  t.same(eventsOfType(empty.events, 'resolve').find((e) => e.effect === 'Deck Seeker')?.adds, undefined)
  const drawer = card('Twin Draw', { phases: [endTrigger({ does: [{ action: 'draw', count: 2 }] })] })
  const short = resolve(request({ players: { A: { field: [drawer], deck: 1 } } }))
  t.equal((eventsOfType(short.events, 'resolve').find((e) => e.effect === 'Twin Draw')?.adds as string[]).length, 1, 'one card left: one drawn')
  const untracked = resolve(request({ players: { A: { field: [drawer] } } }))
  t.equal((eventsOfType(untracked.events, 'resolve').find((e) => e.effect === 'Twin Draw')?.adds as string[]).length, 2, 'Deck not given: both drawn')
})

t.test('an activation cost: its controller chooses the card to discard, and the discarded card is in the GY this turn', async (t) => {
  const ritual = card('Tithe Altar', { phases: [endTrigger({ mandatory: false, costs: [{ action: 'discard', count: 1 }], does: [{ action: 'draw', count: 1 }] })] })
  const ghost = card('Grave Echo', { phases: [endTrigger({ zone: 'graveyard', turn: 'each', requires: [{ check: 'in-gy-sent-this-turn' }] })] })
  const board = request({ players: { A: { field: [ritual], hand: [ghost, ...fillers(6)] } } })
  const result = resolve({ ...board, choices: [{ player: 'A', type: 'activate', effect: 'Tithe Altar' }, { player: 'A', type: 'discard', cards: ['Grave Echo'] }] })
  const costStep = result.steps.find((s) => s.decision === 'cost')
  t.match(costStep?.legal, [{ type: 'discard', count: 1 }], 'a cost decision: 1 card out of the hand')
  const lines = story(result.events)
  t.ok(lines.indexOf('discard A [Grave Echo]') < lines.indexOf('activate Tithe Altar'), `the cost is paid before the activation: ${lines.join(' | ')}`)
  t.equal(eventsOfType(result.events, 'discard')[0]?.reason, 'activation-cost')
  t.ok(lines.includes('activate Grave Echo'), 'the discarded card was sent to the GY this turn: its GY item is on the list')
  t.ok(lines.includes('hand-size A 6/6'), 'cost 1 out, draw 1 in: 6 in hand')
  const broke = resolve(request({ players: { A: { field: [ritual] } } }))
  t.notOk(broke.steps.some((s) => s.legal.some((a) => a.effect === 'Tithe Altar')), 'with an empty hand it is not offered')
})

t.test('a card that Special Summons itself brings its field items onto the lists', async (t) => {
  const phoenix = card('Ash Phoenix', {
    phases: [
      endTrigger({ zone: 'graveyard', does: [{ action: 'special-summon', target: 'self' }] }),
      endTrigger({ kind: 'trigger', requires: [{ check: 'summoned-this-turn', how: 'special' }], does: [{ action: 'gain-lp', amount: 100 }] }),
    ],
  })
  const result = resolve(request({ players: { A: { graveyard: [{ ...phoenix, summoned: 'none' }], lp: 1000 } } }))
  const lines = story(result.events)
  t.ok(lines.includes('activate Ash Phoenix'), lines.join(' | '))
  t.match(eventsOfType(result.events, 'resolve').find((e) => e.effect === 'Ash Phoenix'), { moves: 'field' }, 'summoned to the field')
  const second = eventsOfType(result.events, 'resolve').find((e) => e.effect === 'Ash Phoenix:2')
  t.same(second?.lp, { A: 1100 }, 'its field item, whose condition the summon made true, then resolves')
})

t.test('banished cards: their items are on the lists, and a card banished during the window brings its own', async (t) => {
  const exile = card('Returning Exile', { phases: [endTrigger({ zone: 'banished' })] })
  const there = resolve(request({ players: { A: { banished: [exile] } } }))
  t.ok(activated(there.events, 'Returning Exile'), 'listed as banished: its item')
  const onField = resolve(
    request({
      players: { A: { field: [{ ...exile, key: 'exile' }] } },
      effects: [{ id: 'banisher', controller: 'A', kind: 'apply', mandatory: true, subject: 'exile', moves: 'banished' }],
      choices: [{ player: 'A', type: 'apply', effect: 'banisher' }],
    }),
  )
  const lines = story(onField.events)
  t.ok(lines.indexOf('activate exile') > lines.indexOf('apply banisher'), `banished during the window: its item then: ${lines.join(' | ')}`)
})

t.test("discard watchers of both players join the one chain: the turn player's mandatory first, then the opponent's", async (t) => {
  const mine = card('Own Sentinel', { discard: { trigger: 'any-discard', mandatory: false, watches: 'field' } })
  const theirs = card('Rival Sentinel', { discard: { trigger: 'any-discard', mandatory: true, watches: 'field', watchesWhose: 'opponent' } })
  const idle = card('Idle Sentinel', { discard: { trigger: 'any-discard', mandatory: true, watches: 'field' } })
  const result = resolve(request({ players: { A: { field: [mine], hand: fillers(7) }, B: { field: [theirs, idle] } }, choices: [{ player: 'A', type: 'discard', cards: ['Filler 1'] }, { player: 'A', type: 'activate', effect: 'Own Sentinel' }] }))
  const links = eventsOfType(result.events, 'activate').map((e) => `${String(e.link)}:${String(e.effect)}:${String(e.player)}`)
  t.same(links, ['1:Rival Sentinel:B', '2:Own Sentinel:A'], 'mandatory (B’s) before optional (A’s); B’s own-discard watcher stays out')
  t.ok(result.steps.some((s) => s.decision === 'trigger' && s.player === 'A'), 'the optional one is its controller’s decision')
})

t.test('a monster it destroyed by battle: stated, or ruled out by a monster of the turn player stated not to have attacked', async (t) => {
  const horus = (facts: Partial<EngineCard> = {}, owner: 'A' | 'B' = 'A') => ({ ...card(`Black Flame ${owner}`, { phases: [endTrigger({ turn: 'each', requires: [{ check: 'destroyed-a-monster-by-battle' }] })] }), ...facts })
  t.ok(activated(resolve(request({ players: { A: { field: [horus({ destroyedMonsterByBattle: true })] } } })).events, 'Black Flame A'), 'stated')
  t.notOk(activated(resolve(request({ players: { A: { field: [horus({ destroyedMonsterByBattle: false, attacked: true })] } } })).events, 'Black Flame A'), 'stated not to have: no item')
  t.notOk(activated(resolve(request({ players: { A: { field: [horus({ attacked: false })] } } })).events, 'Black Flame A'), 'the turn player\'s monster that did not attack destroyed none')
  t.same(activated(resolve(request({ players: { B: { field: [horus({ attacked: false }, 'B')] } } })).events, 'Black Flame B')?.assumes, ['destroyed-a-monster-by-battle'], 'in the opponent\'s turn it may have been attacked: assumed, and said')
})

t.test("an item targeting a card in its controller's GY: offered only while one may be a target", async (t) => {
  const horn = { ...card('Horn', { phases: [endTrigger({ mandatory: false, turn: 'each', zone: 'hand', costs: [{ action: 'discard', target: 'self' }], gyTargets: { count: 1, kind: 'monster', sentThisTurn: true, destroyedByBattle: true } })] }) }
  const gy = (facts: Partial<EngineCard>): EngineCard => ({ ...card('Fallen'), cardType: 'monster', ...facts })
  const offered = (graveyard: EngineCard[]) => resolve(request({ players: { A: { hand: [horn], graveyard } } })).steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'Horn'))
  t.notOk(offered([]), 'an empty GY')
  t.notOk(offered([gy({ sentThisTurn: false })]), 'sent in an earlier turn')
  t.notOk(offered([gy({ destroyedByBattle: false })]), 'not destroyed by battle')
  t.ok(offered([gy({ destroyedByBattle: true })]), 'destroyed by battle this turn')
  t.ok(offered([gy({})]), 'the board does not say: it may be one')
})

t.test('GY targets "including a Cyberse Link Monster": offered only while one of them may be such a card', async (t) => {
  const horse = card('Horse', { phases: [endTrigger({ mandatory: false, gyTargets: { count: 2, kind: 'monster', monsterKind: 'Link', including: { monsterType: 'Cyberse', monsterKind: 'Link' } } })] })
  const link = (name: string, type: string): EngineCard => ({ ...card(name), cardType: 'monster', monsterTypes: [type, 'Link', 'Effect'] })
  const offered = (graveyard: EngineCard[]) => resolve(request({ players: { A: { field: [horse], graveyard } } })).steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'Horse'))
  t.ok(offered([link('Spider', 'Cyberse'), link('Wyrm', 'Dragon')]))
  t.notOk(offered([link('Wyrm', 'Dragon'), link('Drake', 'Dragon')]), 'two Links, no Cyberse among them')
  t.notOk(offered([link('Spider', 'Cyberse')]), 'one Link only')
})

t.test('a GY target bounded by a printed figure ("with 200 or less DEF"): offered and acted on only where one fits', async (t) => {
  const chosen = { zone: 'graveyard' as const, whose: 'controller' as const, cards: 'monster' as const, filter: { maxDef: 200 } }
  const hog = card('Hog', { phases: [endTrigger({ gyTargets: { count: 1, kind: 'monster', maxDef: 200 }, does: [{ action: 'add-to-hand', from: 'graveyard', chosen }] })] })
  const gy = (name: string, def?: number): EngineCard => ({ ...card(name), cardType: 'monster', ...(def !== undefined ? { def } : {}) })
  const answer = (graveyard: EngineCard[]) => resolve(request({ players: { A: { field: [hog], graveyard } } }))
  t.notOk(activated(answer([gy('Wall', 2000)]).events, 'Hog'), 'DEF 2000: no target')
  const one = answer([gy('Wall', 2000), gy('Pup', 200)])
  t.match(eventsOfType(one.events, 'resolve').find((e) => e.effect === 'Hog'), { subject: 'Pup', moves: 'hand' }, 'the one that fits is the one added')
  t.ok(activated(answer([gy('Unknown')]).events, 'Hog'), 'a DEF not known may fit')
})

t.test('a cost returning a card of the hand to the Deck: not offered with an empty hand, paid into the Deck', async (t) => {
  const trader = card('Trader', { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', costs: [{ action: 'return-to-deck', target: 'zone', from: 'hand', whose: 'controller', count: 1 }], does: [{ action: 'draw', count: 1, whose: 'controller' }] }] })
  const empty = resolve(request({ players: { A: { field: [trader] } } }))
  t.notOk(empty.steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'Trader')), 'nothing to return')
  const paid = resolve(request({ players: { A: { field: [trader], hand: fillers(1) } }, choices: [{ player: 'A', type: 'activate', effect: 'Trader' }] }))
  t.match(eventsOfType(paid.events, 'discard'), [{ reason: 'activation-cost', cards: ['Filler 1'], to: 'deck' }], 'paid into the Deck, said as such')
  t.notOk(eventsOfType(paid.events, 'discard')[0]?.sent, 'not sent to the GY')
})

t.test('"if this card was Special Summoned": the board says how it came to the field this turn', async (t) => {
  const god = (summoned?: EngineCard['summoned']): EngineCard => ({ ...card('Sky God', { phases: [endTrigger({ turn: 'each', moves: 'graveyard', requires: [{ check: 'special-summoned' }] })] }), ...(summoned ? { summoned } : {}) })
  t.ok(activated(resolve(request({ players: { A: { field: [god('special')] } } })).events, 'Sky God'), 'Special Summoned')
  t.notOk(activated(resolve(request({ players: { A: { field: [god('tribute')] } } })).events, 'Sky God'), 'Tribute Summoned: no')
  t.same(activated(resolve(request({ players: { A: { field: [god('none')] } } })).events, 'Sky God')?.assumes, ['special-summoned'], 'not summoned this turn: it may have been Special Summoned earlier; assumed, and said')
})

t.test('counts of monsters by a Type left out, by attacks declared, in Attack Position', async (t) => {
  const monster = (name: string, facts: Partial<EngineCard> = {}): EngineCard => ({ ...card(name), cardType: 'monster', ...facts })
  const flurry: EngineCard = { ...card('Flurry', { phases: [endTrigger({ turn: 'opponents', moves: 'graveyard', requires: [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { notMonsterType: 'Plant' }, min: 1 }] })] }), cardType: 'spell' }
  const plant = monster('Weed', { monsterTypes: ['Plant', 'Normal'] })
  t.notOk(activated(resolve(request({ players: { B: { field: [flurry, plant] } } })).events, 'Flurry'), 'only a Plant: no')
  t.ok(activated(resolve(request({ players: { B: { field: [flurry, plant, monster('Axe Man', { monsterTypes: ['Warrior', 'Normal'] })] } } })).events, 'Flurry'), 'a Warrior too: yes')
  const dragon = card('Dragon', { phases: [endTrigger({ turn: 'opponents', mandatory: false, requires: [{ check: 'card-count', zone: 'field', whose: 'opponent', cards: 'monster', filter: { position: 'attack', didNotAttack: true }, min: 1 }] })] })
  const offered = (field: EngineCard[]) => resolve(request({ players: { A: { field }, B: { field: [dragon] } } })).steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'Dragon'))
  t.notOk(offered([]), 'no monster: no target')
  t.notOk(offered([monster('Attacker', { attacked: true })]), 'it attacked: no target')
  t.notOk(offered([monster('Set one', { attacked: false, position: 'set' })]), 'a Set monster is in Defense Position: no target')
  t.ok(offered([monster('Idle', { attacked: false })]), 'face-up, did not attack: it may be in Attack Position')
})

t.test('a GY the board does not list may hold the target; one it lists empty does not', async (t) => {
  const raiser = { ...card('Raiser', { phases: [endTrigger({ mandatory: false, turn: 'each', gyTargets: { count: 1, kind: 'spell' } })] }) }
  const req = request({ players: { A: { field: [raiser] } } })
  const unstated = { ...req, players: { ...req.players, A: { ...req.players.A, graveyardUnstated: true } } }
  t.ok(resolve(unstated).steps.some((s) => s.legal.some((a) => a.effect === 'Raiser')), 'not listed: offered')
  t.notOk(resolve(req).steps.some((s) => s.legal.some((a) => a.effect === 'Raiser')), 'listed, empty: not offered')
})

t.test('destroyed by a card effect this turn: stated, or ruled out by a battle or an earlier turn', async (t) => {
  const fist = (facts: Partial<EngineCard>): EngineCard => ({ ...card('Fist', { phases: [endTrigger({ turn: 'each', mandatory: false, zone: 'graveyard', requires: [{ check: 'destroyed-by-effect-this-turn' }] })] }), ...facts })
  const offered = (facts: Partial<EngineCard>) => resolve(request({ players: { A: { graveyard: [fist(facts)] } } })).steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'Fist'))
  t.ok(offered({ destroyedByEffect: true }), 'stated')
  t.notOk(offered({ destroyedByBattle: true }), 'destroyed by battle')
  t.notOk(offered({ sentThisTurn: false }), 'in the GY since an earlier turn')
  t.ok(offered({}), 'not stated: assumed')
})

t.test('an action on the card targeted: the only card it may target moves; with a choice left, not applied', async (t) => {
  const monster = (name: string, facts: Partial<EngineCard> = {}): EngineCard => ({ ...card(name), cardType: 'monster', ...facts })
  const reviver = card('Reviver', { phases: [endTrigger({ mandatory: false, turn: 'each', zone: 'graveyard', costs: [{ action: 'banish', target: 'self' }], gyTargets: { count: 1, kind: 'monster', named: ['Dragon'], other: true }, does: [{ action: 'special-summon', chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { named: 'Dragon' }, others: true } }] })] })
  const run = (graveyard: EngineCard[], activate = true) => resolve(request({ players: { A: { graveyard: [reviver, ...graveyard] } }, choices: activate ? [{ player: 'A', type: 'activate', effect: 'Reviver' }] : [] }))
  const one = eventsOfType(run([monster('Red Dragon')]).events, 'resolve').find((e) => e.effect === 'Reviver')
  t.match(one, { every: [{ action: 'special-summon', cards: ['Red Dragon'] }] }, 'the one target is Special Summoned')
  t.notOk(one?.effectOnState, 'nothing left unapplied')
  const two = eventsOfType(run([monster('Red Dragon'), monster('Blue Dragon')]).events, 'resolve').find((e) => e.effect === 'Reviver')
  t.match(two, { effectOnState: 'partial', notApplied: ['special-summon'] }, 'two it may target: which one the board does not say')
  t.notOk(run([monster('Red Knight')], false).steps.some((s) => s.legal.some((a) => a.effect === 'Reviver')), 'no Dragon: no target, not offered')
})

t.test('a cost of a card chosen out of the GY: offered only while the GY holds one, paid where no choice is left', async (t) => {
  const monster = (name: string, attribute: string): EngineCard => ({ ...card(name), cardType: 'monster', attribute })
  const gust = (key: string) => card('Gust', { key, phases: [endTrigger({ mandatory: false, costs: [{ action: 'banish', target: 'zone', from: 'graveyard', whose: 'controller', count: 1, chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { attribute: 'WIND' } } }] })] })
  const run = (graveyard: EngineCard[], activate = true) => resolve(request({ players: { A: { field: [gust('gust-1'), gust('gust-2')], graveyard } }, choices: activate ? [{ player: 'A', type: 'activate', effect: 'gust-1' }] : [] }))
  t.notOk(run([monster('Dark One', 'DARK')], false).steps.some((s) => s.legal.some((a) => a.type === 'activate')), 'no WIND monster: the cost cannot be paid')
  const paid = run([monster('Bird', 'WIND'), monster('Dark One', 'DARK')])
  t.ok(activated(paid.events, 'gust-1'), 'a WIND monster: offered and activated')
  const after = paid.steps.findIndex((s) => s.taken?.type === 'activate')
  t.notOk(paid.steps.slice(after + 1).some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'gust-2')), 'the one WIND monster was banished as it was activated: the other copy has none left to pay with')
})

t.test('"You cannot Normal Summon/Set during the turn you activate this effect": not once its controller has', async (t) => {
  const wyrm = card('Wyrm', { phases: [endTrigger({ mandatory: false, zone: 'graveyard', requires: [{ check: 'no-normal-summon-this-turn' }] })] })
  const offered = (field: EngineCard[]) => resolve(request({ players: { A: { graveyard: [wyrm], field } } })).steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'Wyrm'))
  t.notOk(offered([{ ...card('Knight'), cardType: 'monster', summoned: 'normal' }]), 'a monster Normal Summoned this turn')
  t.notOk(offered([{ ...card('Giant'), cardType: 'monster', summoned: 'tribute' }]), 'a Tribute Summon is a Normal Summon')
  t.ok(offered([{ ...card('Risen'), cardType: 'monster', summoned: 'special' }]), 'a Special Summon is none')
  const assumed = activated(resolve(request({ players: { A: { graveyard: [wyrm] } }, choices: [{ player: 'A', type: 'activate', effect: 'Wyrm' }] })).events, 'Wyrm')
  t.same(assumed?.assumes, ['no-normal-summon-this-turn'], 'not stated: assumed, and said')
})

t.test('an add of cards chosen from the GY: none there, nothing added; one, that card; more, a card nobody named', async (t) => {
  const hero = (key: string): EngineCard => ({ ...card(key), cardType: 'monster' })
  const finder = card('Finder', { phases: [endTrigger({ mandatory: true, does: [{ action: 'add-to-hand', count: 1, from: 'graveyard', chosen: { zone: 'graveyard', whose: 'controller', cards: 'monster', filter: { named: 'Hero' } } }] })] })
  const handAt = (graveyard: EngineCard[]) => eventsOfType(resolve(request({ players: { A: { field: [finder], graveyard, hand: fillers(2) } } })).events, 'hand-size')[0]?.hand
  t.equal(handAt([{ ...card('Bystander'), cardType: 'monster' }]), 2, 'no "Hero" monster: nothing added')
  t.equal(handAt([hero('Hero One')]), 3, 'one: it is added')
  t.equal(handAt([hero('Hero One'), hero('Hero Two')]), 3, 'two: one of them, which the board does not say, is added all the same')
  const moved = eventsOfType(resolve(request({ players: { A: { field: [finder], graveyard: [hero('Hero One')] } } })).events, 'resolve').find((e) => e.effect === 'Finder')
  t.match(moved, { every: [{ action: 'add-to-hand', cards: ['Hero One'] }] }, 'the one card is named')
})

t.test("a target in the opponent's GY: offered only while that GY holds one", async (t) => {
  const garuda = card('Garuda', { phases: [endTrigger({ mandatory: false, gyTargets: { count: 1, opponent: true } })] })
  const offered = (own: EngineCard[], theirs: EngineCard[]) => resolve(request({ players: { A: { field: [garuda], graveyard: own }, B: { graveyard: theirs } } })).steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'Garuda'))
  t.ok(offered([], [card('Their card')]), "a card in B's GY: offered")
  t.notOk(offered([card('My card')], []), "only A's GY holds one: not offered")
})

t.test('a target among banished cards: offered while the banishment listed holds one, or is not listed', async (t) => {
  const returner = card('Returner', { phases: [endTrigger({ mandatory: false, gyTargets: { count: 1, zone: 'banished' } })] })
  const offered = (banished: EngineCard[] | undefined) => {
    const req = request({ players: { A: { field: [returner], ...(banished !== undefined ? { banished } : {}) } } })
    const board = banished === undefined ? { ...req, players: { ...req.players, A: { ...req.players.A, banishedUnstated: true } } } : req
    return resolve(board).steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'Returner'))
  }
  t.ok(offered([card('Gone')]), 'one banished: offered')
  t.notOk(offered([]), 'listed empty: not offered')
  t.ok(offered(undefined), 'not listed: may hold one, offered')
})

t.test('a count of monsters of one of two Types', async (t) => {
  const changer: EngineCard = { ...card('Changer', { phases: [endTrigger({ mandatory: false, requires: [{ check: 'card-count', zone: 'field', whose: 'controller', cards: 'monster', filter: { monsterTypes: ['Warrior', 'Machine'] }, min: 1 }] })] }), cardType: 'spell' }
  const offered = (field: EngineCard[]) => resolve(request({ players: { A: { field: [changer, ...field] } } })).steps.some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === 'Changer'))
  t.ok(offered([{ ...card('Robot'), cardType: 'monster', monsterTypes: ['Machine', 'Normal'] }]), 'a Machine: yes')
  t.notOk(offered([{ ...card('Angel'), cardType: 'monster', monsterTypes: ['Fairy', 'Normal'] }]), 'a Fairy: no')
})

t.test('a trigger on a Special Summon from either of two zones', async (t) => {
  const watcher: EngineCard = { key: 'watcher', name: 'Watcher', password: null, cardType: 'trap', behaviours: { phases: [], triggers: [{ event: 'special-summoned', subject: 'other', cards: 'monster', whose: 'opponent', fromAny: ['deck', 'graveyard'], mandatory: true, source: 'curated' }] } }
  const riser = (zone: 'graveyard' | 'hand'): EngineCard => ({ ...card('Riser', { phases: [endTrigger({ zone, does: [{ action: 'special-summon', target: 'self' }] })] }), cardType: 'monster' })
  const activated = (zone: 'graveyard' | 'hand') => eventsOfType(resolve(request({ players: { A: zone === 'graveyard' ? { graveyard: [riser(zone)] } : { hand: [riser(zone)] }, B: { field: [watcher] } } })).events, 'activate').some((e) => String(e.effect).startsWith('watcher'))
  t.ok(activated('graveyard'), 'from the GY: it reacts')
  t.notOk(activated('hand'), 'from the hand: it does not')
})

t.test('"if a Fusion Monster(s) was sent to your GY this turn": one there sent this turn holds it, only earlier ones fail it, none leaves it assumed', async (t) => {
  const virtuous = card('Virtuous', { phases: [endTrigger({ zone: 'graveyard', requires: [{ check: 'sent-this-turn', whose: 'controller', cards: 'monster', filter: { monsterType: 'Fusion' } }] })] })
  const fusion = (extra: Partial<EngineCard> = {}): EngineCard => ({ ...card('Fused', { key: 'fused' }), cardType: 'monster', monsterTypes: ['Dragon', 'Fusion', 'Effect'], ...extra })
  const run = (graveyard: EngineCard[]) => activated(resolve(request({ players: { A: { graveyard: [{ ...virtuous, cardType: 'monster', monsterTypes: ['Spellcaster', 'Effect'], sentThisTurn: false }, ...graveyard] } } })).events, 'Virtuous')
  t.ok(run([fusion()]), 'a Fusion Monster there, sent this turn (the default)')
  t.notOk(run([fusion({ sentThisTurn: false })]), 'only one there since an earlier turn: not activated')
  t.notOk(run([{ ...fusion({ sentThisTurn: false }), monsterTypes: ['Dragon', 'Effect'] }, fusion({ key: 'old', sentThisTurn: false })]), 'none sent this turn')
  t.match(run([]), { assumes: ['sent-this-turn'] }, 'none there: the board does not say; taken as holding and said')
  t.match(run([{ ...card('Unknown'), sentThisTurn: true }]), { assumes: ['sent-this-turn'] }, 'a card of a type not known: not decided')
})
