/**
 * What an effect resolved in the window leaves for the rest of the turn (`lingers`) applies from that
 * moment, wherever its card then is: a ban on Special Summons "except WATER monsters" keeps a FIRE
 * monster's End Phase summon from being offered and leaves a WATER one's; before it resolves nothing
 * is banned. Boards of our own, expected answers written before the
 * engine applied them.
 */
import t from 'tap'
import { resolve, type EngineCard } from '../../src/engine/index.js'
import { fillers, request } from './helpers.js'

/** A's card whose End Phase item (applied, mandatory) leaves a Special Summon ban for the rest of the turn, except WATER monsters. */
const banner: EngineCard = {
  key: 'banner',
  name: 'Banner',
  password: null,
  cardType: 'monster',
  behaviours: {
    phases: [
      {
        phase: 'end',
        kind: 'trigger',
        mandatory: false,
        turn: 'yours',
        does: [],
        lingers: [{ effect: 'forbid-action', action: 'special-summon', cards: 'monster', whose: 'controller', exceptAttribute: 'WATER' }],
        source: 'curated',
      },
    ],
  },
}

/** A monster in A's GY that may Special Summon itself during the End Phase. */
const riser = (key: string, attribute: string): EngineCard => ({
  key,
  name: key,
  password: null,
  cardType: 'monster',
  attribute,
  behaviours: { phases: [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'yours', zone: 'graveyard', does: [{ action: 'special-summon', target: 'self' }], source: 'curated' }] },
})

const board = () => request({ players: { A: { hand: fillers(2), field: [banner], graveyard: [riser('Fire Riser', 'FIRE'), riser('Water Riser', 'WATER')] } } })
const offeredAfter = (result: ReturnType<typeof resolve>, from: number, effect: string) => result.steps.slice(from).some((s) => s.legal.some((a) => a.type === 'activate' && a.effect === effect))

t.test('before the ban resolves, both monsters may summon themselves', async (t) => {
  const result = resolve(board())
  t.ok(result.steps[0]!.legal.some((a) => a.effect === 'Fire Riser'))
  t.ok(result.steps[0]!.legal.some((a) => a.effect === 'Water Riser'))
})

t.test('once it has resolved, the FIRE monster is banned and the WATER one is not', async (t) => {
  const result = resolve({ ...board(), choices: [{ player: 'A', type: 'activate', effect: 'banner' }] })
  const at = result.steps.findIndex((s) => s.taken?.effect === 'banner')
  t.ok(at >= 0, 'the ban was activated')
  t.notOk(offeredAfter(result, at + 1, 'Fire Riser'), 'FIRE: banned')
  t.ok(offeredAfter(result, at + 1, 'Water Riser'), 'WATER: the exception')
})
