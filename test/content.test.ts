/**
 * Integrity of the curated content (src/content): ids, links between rulings, references and
 * cards, behaviour enums, dates, and the seeds' worked cases. No database.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { curatedContent } from '../src/content/index.js'
import { ALL_REFERENCE_IDS } from '../src/engine/core/reference-ids.js'
import { ALL_RULING_IDS, RULING_IDS } from './helpers/ruling-ids.js'
import type { CardSeed, RulingSeed } from '../src/content/types.js'
import { recordsNamed } from './helpers/card-data.js'
import { analyseCard } from '../src/analyser/index.js'
import { mapYamlYugiCard } from '../src/catalog/yaml-yugi.js'
import { SHARED_CARD_DATA, SHARED_SEEDS_DIR } from './helpers/shared.js'

const { cards: CARDS, references: REFERENCES, rulings: RULINGS } = curatedContent()

const CARD_DATA = SHARED_CARD_DATA
const SEEDS_DIR = SHARED_SEEDS_DIR

const rulingById = new Map(RULINGS.map((r) => [r.id, r]))
const referenceIds = new Set(REFERENCES.map((r) => r.id))
const cardNames = new Set(CARDS.map((c) => c.name.en))

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>()
  const dups = new Set<T>()
  for (const v of values) (seen.has(v) ? dups : seen).add(v)
  return [...dups]
}

/** A real calendar date 'YYYY-MM-DD'. */
function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
function isPartialDate(value: string): boolean {
  if (/^\d{4}$/.test(value)) return true
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return true
  return isIsoDay(value)
}

/** '12/08/08' (YY/MM/DD, as the OCG wiki writes FAQ dates) -> '2012-08-08'. */
function faqDateToIso(value: string): string {
  const [yy, mm, dd] = value.split('/')
  return `20${yy}-${mm}-${dd}`
}

t.test('every id the engine cites exists', async (t) => {
  for (const id of ALL_RULING_IDS) t.ok(rulingById.has(id), `ruling ${id}`)
  for (const id of ALL_REFERENCE_IDS) t.ok(referenceIds.has(id), `reference ${id}`)
})

t.test('ids are unique and well-formed', async (t) => {
  t.same(duplicates(RULINGS.map((r) => r.id)), [], 'ruling ids')
  t.same(duplicates(REFERENCES.map((r) => r.id)), [], 'reference ids')
  t.same(duplicates(CARDS.map((c) => c.name.en)), [], 'card English names')
  for (const r of RULINGS) {
    t.match(r.id, /^(ygo|card|ga)-[a-z0-9]+(-[a-z0-9]+)*$/, `kebab-case id with a known prefix: ${r.id}`)
    t.equal(r.id.startsWith('ga-'), r.game === 'grand-archive', `${r.id}: the ga- prefix goes with game grand-archive`)
  }
  for (const ref of REFERENCES) t.match(ref.id, /^ref-[a-z0-9]+(-[a-z0-9]+)*$/, ref.id)
})

t.test('references', async (t) => {
  const kinds = new Set(['rulebook', 'official-qa', 'faq', 'wiki', 'fan-guide', 'comprehensive-rules'])
  for (const ref of REFERENCES) {
    t.ok(kinds.has(ref.kind), `${ref.id}: kind ${ref.kind}`)
    t.ok(ref.title.trim().length > 0 && ref.publisher.trim().length > 0, `${ref.id}: title and publisher`)
    t.match(ref.language, /^[a-z]{2}$/, `${ref.id}: language`)
    if (ref.url !== null) t.match(ref.url, /^https:\/\/[^\s]+$/, `${ref.id}: url`)
    if (ref.date !== null) t.ok(isPartialDate(ref.date), `${ref.id}: date ${ref.date}`)
  }
  t.equal(REFERENCES.find((r) => r.id === 'ref-qa-24089')?.kind, 'official-qa')
})

t.test('rulings: fields, references, cards', async (t) => {
  for (const r of RULINGS) {
    t.ok(['yugioh', 'grand-archive'].includes(r.game), `${r.id}: game`)
    t.ok(['procedure', 'card-ruling', 'faq'].includes(r.kind), `${r.id}: kind`)
    t.ok(['official', 'community', 'fan-guide'].includes(r.authority), `${r.id}: authority`)
    t.ok(r.title.trim().length > 0, `${r.id}: title`)
    t.ok(r.text.trim().length > 0 && r.text.length <= 600, `${r.id}: text of 1..600 characters (${r.text.length})`)
    t.notMatch(r.text, /\s{2,}|^\s|\s$/, `${r.id}: no stray whitespace`)
    // Card names may end in "!" (Danger! Nessie!): take them out before counting sentences.
    const plain = CARDS.reduce((text, c) => text.split(c.name.en).join('CARD'), r.text)
    const sentences = plain.split(/(?<=[.!?])\s+(?=[A-Z"'(])/).length
    t.ok(sentences >= 1 && sentences <= 4, `${r.id}: one to four sentences (${sentences})`)
    if (r.date !== null) t.ok(isIsoDay(r.date), `${r.id}: date ${r.date}`)
    t.ok(r.references.length > 0, `${r.id}: cites at least one reference`)
    t.same(duplicates(r.references.map((ref) => ref.id)), [], `${r.id}: cites each reference once`)
    for (const ref of r.references) t.ok(referenceIds.has(ref.id), `${r.id}: reference ${ref.id} exists`)
    t.same(duplicates(r.cards), [], `${r.id}: no card twice`)
    for (const name of r.cards) t.ok(cardNames.has(name), `${r.id}: card "${name}" is in CARDS`)
    const phases = new Set(['end', 'standby', 'battle-end-step'])
    for (const p of r.phases) t.ok(phases.has(p), `${r.id}: phase ${p}`)
    if (r.kind === 'card-ruling') t.ok(r.cards.length > 0, `${r.id}: a card ruling names its cards`)
  }
})

t.test('FAQ dates agree with the locators that cite them', async (t) => {
  for (const r of RULINGS) {
    const faq = r.references.find((ref) => ref.id === 'ref-ocg-official-faq')
    if (!faq) continue
    t.ok(faq.locator, `${r.id}: the FAQ citation has its date(s) as locator`)
    const dates = (faq.locator ?? '').split(/,\s*/)
    for (const d of dates) t.match(d, /^\d{2}\/\d{2}\/\d{2}$/, `${r.id}: FAQ date ${d} is YY/MM/DD`)
    for (const d of dates) t.ok(isIsoDay(faqDateToIso(d)), `${r.id}: FAQ date ${d} is a real day`)
    if (r.date !== null) t.ok(dates.map(faqDateToIso).includes(r.date), `${r.id}: date ${r.date} is one of the cited FAQ dates`)
  }
})

t.test('superseded readings', async (t) => {
  const expected: Record<string, string> = {
    [RULING_IDS.forcedTurnPlayerFan]: RULING_IDS.forcedTurnPlayer,
    [RULING_IDS.negatedActivationFan]: RULING_IDS.negatedActivation,
    [RULING_IDS.handSize2010Reading]: RULING_IDS.handSizeNeverOpen,
    [RULING_IDS.ohkaLaddFan]: RULING_IDS.ohkaLadd,
    [RULING_IDS.manticore2010]: RULING_IDS.manticoreHandSize,
  }
  for (const [id, winner] of Object.entries(expected)) {
    const r = rulingById.get(id)
    t.equal(r?.status, 'superseded', `${id} is superseded`)
    t.equal(r?.supersededBy, winner, `${id} is superseded by ${winner}`)
    t.equal(r?.authority, 'fan-guide', `${id} is a fan-guide reading`)
  }
  for (const r of RULINGS) {
    t.equal(r.status === 'superseded', r.supersededBy !== null, `${r.id}: status agrees with supersededBy`)
    if (r.supersededBy === null) continue
    const winner = rulingById.get(r.supersededBy)
    t.ok(winner, `${r.id}: supersededBy ${r.supersededBy} exists`)
    t.equal(winner?.status, 'current', `${r.id}: the winner ${r.supersededBy} is current`)
    t.not(r.supersededBy, r.id, `${r.id}: does not supersede itself`)
    t.equal(winner?.game, r.game, `${r.id}: same game as its winner`)
  }
})

t.test('authority follows the sources', async (t) => {
  const official = new Set(['ref-tcg-rulebook', 'ref-ocg-perfect-rulebook-2017', 'ref-ocg-master-rule-3-rulebook', 'ref-qa-8765', 'ref-qa-17233', 'ref-qa-24089', 'ref-ocg-official-faq', 'ref-ga-comprehensive-rules-end-phase'])
  // Every reference the content calls a wiki (its kind), so a new wiki page needs no edit here.
  const wiki = new Set(REFERENCES.filter((ref) => ref.kind === 'wiki').map((ref) => ref.id))
  t.ok(wiki.has('ref-ocg-wiki-end-phase') && wiki.has('ref-yugipedia-discard'), 'the wikis the first rulings cite are wikis')
  for (const r of RULINGS) {
    const ids = r.references.map((ref) => ref.id)
    if (r.authority === 'official') t.ok(ids.some((id) => official.has(id)), `${r.id}: an official ruling cites official material`)
    if (r.authority === 'community') t.ok(ids.some((id) => wiki.has(id) || id === 'ref-etcg-end-phase-guide'), `${r.id}: a community ruling cites a wiki`)
    if (r.authority === 'fan-guide') {
      t.ok(ids.some((id) => id === 'ref-etcg-end-phase-guide' || id === 'ref-blog-phases-resolve-2010'), `${r.id}: a fan-guide ruling cites a fan guide`)
    }
  }
  for (const r of RULINGS.filter((r) => r.game === 'grand-archive')) {
    t.ok(r.references.every((ref) => ref.id === 'ref-ga-comprehensive-rules-end-phase'), `${r.id}: Grand Archive rulings cite the Grand Archive rules`)
  }
  t.ok(RULINGS.some((r) => r.game === 'grand-archive'), 'there are Grand Archive rulings')
})

t.test('cards: names, ids, data fields', async (t) => {
  t.same(duplicates(CARDS.filter((c) => c.password !== null).map((c) => c.password)), [], 'no duplicate password')
  t.same(duplicates(CARDS.filter((c) => c.konamiId !== null).map((c) => c.konamiId)), [], 'no duplicate Konami id')
  for (const c of CARDS) {
    const n = c.name.en
    t.ok(n.trim().length > 0 && c.name.ja.trim().length > 0, `${n}: English and Japanese names`)
    t.ok(c.password !== null || c.konamiId !== null, `${n}: a password or a Konami id`)
    t.ok(['monster', 'spell', 'trap'].includes(c.cardType), `${n}: card type`)
    if (c.cardType === 'monster') {
      t.ok(c.monsterTypeLine && c.attribute, `${n}: a monster has a type line and an attribute`)
      t.equal(c.property, null, `${n}: a monster has no property`)
    } else {
      t.ok(c.property, `${n}: a Spell/Trap has a property`)
      t.ok(c.monsterTypeLine === null && c.attribute === null && c.level === null && c.atk === null, `${n}: a Spell/Trap has no monster stats`)
    }
    t.notMatch(c.name.ja, /<(?!\/?(ruby|rt)>)/, `${n}: the Japanese name has only ruby markup`)
  }
})

const PHASES = new Set(['end', 'standby', 'battle-end-step'])
const KINDS = new Set(['trigger', 'apply', 'expire'])
const TURNS = new Set(['yours', 'opponents', 'each'])
const ZONES = new Set(['field', 'graveyard', 'hand', 'banished'])
const DESTINATIONS = new Set(['graveyard', 'deck', 'hand', 'banished'])
const DISCARD_TRIGGERS = new Set(['any-discard', 'card-effect-discard', 'sent-from-hand-to-gy', 'sent-to-gy', 'end-phase-in-gy'])
const APPLIES = new Set(['controller', 'opponent', 'each'])

t.test('behaviours use only the enums of behaviour.ts, source curated', async (t) => {
  for (const c of CARDS) {
    const n = c.name.en
    const b = c.behaviours
    t.ok(Array.isArray(b.phases), `${n}: phases is an array`)
    for (const p of b.phases) {
      t.ok(PHASES.has(p.phase), `${n}: phase ${p.phase}`)
      t.ok(KINDS.has(p.kind), `${n}: kind ${p.kind}`)
      t.ok(TURNS.has(p.turn), `${n}: turn ${p.turn}`)
      t.type(p.mandatory, 'boolean', `${n}: mandatory`)
      if (p.zone !== undefined) t.ok(ZONES.has(p.zone), `${n}: zone ${p.zone}`)
      if (p.moves !== undefined) t.ok(DESTINATIONS.has(p.moves), `${n}: moves ${p.moves}`)
      t.equal(p.source, 'curated', `${n}: phase behaviour source`)
      t.ok(p.span && p.span.length > 0, `${n}: phase behaviour has a span`)
    }
    if (b.discard) {
      t.ok(DISCARD_TRIGGERS.has(b.discard.trigger), `${n}: discard trigger ${b.discard.trigger}`)
      t.type(b.discard.mandatory, 'boolean', `${n}: discard mandatory`)
      t.equal(b.discard.source, 'curated', `${n}: discard source`)
      for (const other of [...(b.discard.adds ?? []), ...(b.discard.sends ?? []), ...(b.discard.summons ?? [])]) {
        t.ok(cardNames.has(other), `${n}: "${other}" named by its discard behaviour is in CARDS`)
      }
    }
    if (b.handSize) {
      t.ok(APPLIES.has(b.handSize.applies), `${n}: hand size applies ${b.handSize.applies}`)
      t.ok(b.handSize.limit === null || (Number.isInteger(b.handSize.limit) && b.handSize.limit > 0), `${n}: hand size limit`)
      t.equal(b.handSize.source, 'curated', `${n}: hand size source`)
    }
  }
})

/** The cards of the seeds' worked cases and dated answers, and what the resolver needs of them. */
const WORKED_CASE_CARDS = [
  'Lyla, Lightsworn Sorceress',
  'Effect Veiler',
  'XX-Saber Darksoul',
  'Majestic Mech - Ohka',
  'Light and Darkness Dragon',
  'Orichalcos Shunoros',
  'A Wild Monster Appears!',
  'Creature Swap',
  'Limiter Removal',
  'Grapha, Dragon Lord of Dark World',
  'Gem-Knight Obsidian',
  'Scarm, Malebranche of the Burning Abyss',
  'Danger! Nessie!',
  'Danger! Bigfoot!',
  'Mist Archfiend',
  'Enemy Controller',
  'Rekindling',
  'Imperial Iron Wall',
  'Emergency Provisions',
  'Farfa, Malebranche of the Burning Abyss',
  'Forbidden Chalice',
  'Macro Cosmos',
  'Skull Invitation',
  "Pikeru's Circle of Enchantment",
  'Des Wombat',
  'Manticore of Darkness',
  'Hysteric Sign',
  'The Fabled Catsith',
  'T.G. Striker',
  'Peten the Dark Clown',
  'Dark World Grimoire',
  'Dandylion',
  'Ipiria',
  'Kelbek the Ancient Vanguard',
  'Tearlaments Merrli',
  'Card of Safe Return',
  'Hieroglyph Lithograph',
  'Enervating Mist',
  'Infinite Cards',
]

function card(name: string): CardSeed | undefined {
  return CARDS.find((c) => c.name.en === name)
}

t.test('every card of the worked cases is present', async (t) => {
  for (const name of WORKED_CASE_CARDS) t.ok(card(name), name)
})

t.test('worked-case behaviours', async (t) => {
  t.match(card('Lyla, Lightsworn Sorceress')?.behaviours.phases, [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', zone: 'field' }])
  t.match(card('XX-Saber Darksoul')?.behaviours.phases, [{ phase: 'end', kind: 'trigger', mandatory: false, turn: 'each', zone: 'graveyard', condition: String }])
  t.match(card('Majestic Mech - Ohka')?.behaviours.phases, [{ phase: 'end', kind: 'trigger', mandatory: true, moves: 'graveyard' }])
  t.match(card('Mist Archfiend')?.behaviours.phases, [{ phase: 'end', kind: 'trigger', mandatory: true, moves: 'graveyard' }])
  const discard: Record<string, string> = {
    'Manticore of Darkness': 'end-phase-in-gy',
    'Scarm, Malebranche of the Burning Abyss': 'end-phase-in-gy',
    'Hysteric Sign': 'end-phase-in-gy',
    'Grapha, Dragon Lord of Dark World': 'card-effect-discard',
    'Gem-Knight Obsidian': 'sent-from-hand-to-gy',
    'Danger! Nessie!': 'any-discard',
    'Danger! Bigfoot!': 'any-discard',
    'Peten the Dark Clown': 'sent-to-gy',
    'Kelbek the Ancient Vanguard': 'sent-from-hand-to-gy',
  }
  for (const [name, trigger] of Object.entries(discard)) t.equal(card(name)?.behaviours.discard?.trigger, trigger, `${name}: ${trigger}`)
  t.same(card('Danger! Nessie!')?.behaviours.discard?.adds, ['Danger! Bigfoot!'])
  t.equal(card('Dark World Grimoire')?.behaviours.discard?.summons, undefined, 'no card name wired in')
  t.equal(card('Dark World Grimoire')?.behaviours.discard?.summonsDiscarded, 'monster', 'it summons the monster discarded')
  t.same(card('Kelbek the Ancient Vanguard')?.behaviours.discard?.sends, ['Tearlaments Merrli'])
  t.match(card('Hieroglyph Lithograph')?.behaviours.handSize, { limit: 7, applies: 'controller' })
  t.match(card('Enervating Mist')?.behaviours.handSize, { limit: 5, applies: 'opponent' })
  t.match(card('Infinite Cards')?.behaviours.handSize, { limit: null, applies: 'each' })
  for (const name of ['The Unfriendly Amazon', 'Imperial Order', 'Messenger of Peace']) {
    t.match(card(name)?.behaviours.phases, [{ phase: 'standby', kind: 'apply', mandatory: true }], `${name}: maintenance cost`)
  }
  for (const name of ['Vampire Baby', 'Sword Hunter', 'Goblin Attack Force', 'Giant Orc', 'Gladiator Beast Laquari']) {
    t.match(card(name)?.behaviours.phases, [{ phase: 'battle-end-step' }], `${name}: End Step item`)
  }
})

t.test('worked cases are linked to their rulings', async (t) => {
  const links: Array<[string, string[]]> = [
    [RULING_IDS.lylaVeiler, ['Lyla, Lightsworn Sorceress', 'Effect Veiler']],
    [RULING_IDS.lylaDarksoul, ['Lyla, Lightsworn Sorceress', 'XX-Saber Darksoul']],
    [RULING_IDS.ohkaLadd, ['Majestic Mech - Ohka', 'Light and Darkness Dragon']],
    [RULING_IDS.ohkaLaddFan, ['Majestic Mech - Ohka', 'Light and Darkness Dragon']],
    [RULING_IDS.shunorosLimiterRemoval, ['Orichalcos Shunoros', 'Limiter Removal', 'Creature Swap']],
    [RULING_IDS.graphaHandSize, ['Grapha, Dragon Lord of Dark World']],
    [RULING_IDS.obsidianHandSize, ['Gem-Knight Obsidian']],
    [RULING_IDS.scarmHandSize, ['Scarm, Malebranche of the Burning Abyss']],
    [RULING_IDS.nessieBigfoot, ['Danger! Nessie!', 'Danger! Bigfoot!']],
    [RULING_IDS.manticoreHandSize, ['Manticore of Darkness']],
    [RULING_IDS.manticore2010, ['Manticore of Darkness']],
    [RULING_IDS.hystericSignHandSize, ['Hysteric Sign', 'The Fabled Catsith']],
    [RULING_IDS.tgStrikerKathy, ['T.G. Striker', 'The Fabled Catsith']],
    [RULING_IDS.petenHandSize, ['Peten the Dark Clown']],
    [RULING_IDS.grimoireChain, ['Dark World Grimoire', 'Dandylion']],
    [RULING_IDS.ipiriaGrimoire, ['Ipiria', 'Dark World Grimoire']],
    [RULING_IDS.merrliKelbek, ['Tearlaments Merrli', 'Kelbek the Ancient Vanguard']],
    [RULING_IDS.mistArchfiendEnemyController, ['Mist Archfiend', 'Enemy Controller']],
    [RULING_IDS.rekindlingIronWall, ['Rekindling', 'Imperial Iron Wall', 'Emergency Provisions']],
    [RULING_IDS.farfaMacroCosmos, ['Farfa, Malebranche of the Burning Abyss', 'Forbidden Chalice', 'Macro Cosmos']],
    [RULING_IDS.farfaPikeruWombat, ['Farfa, Malebranche of the Burning Abyss', "Pikeru's Circle of Enchantment", 'Des Wombat']],
    [RULING_IDS.cardOfSafeReturn, ['Card of Safe Return']],
    [RULING_IDS.hieroglyphLithograph, ['Hieroglyph Lithograph']],
    [RULING_IDS.enervatingMist, ['Enervating Mist']],
    [RULING_IDS.infiniteCards, ['Infinite Cards']],
  ]
  for (const [id, names] of links) {
    const r = rulingById.get(id)
    for (const name of names) t.ok(r?.cards.includes(name), `${id} names ${name}`)
  }
})

t.test('every dated FAQ answer of seed 003 has a ruling', async (t) => {
  const faqDates = new Set(
    RULINGS.flatMap((r) => r.references.filter((ref) => ref.id === 'ref-ocg-official-faq').flatMap((ref) => (ref.locator ?? '').split(/,\s*/))),
  )
  for (const d of ['08/08/03', '12/05/05', '12/08/08', '13/03/24', '13/03/27', '13/03/30', '15/01/17', '16/07/08', '17/03/05', '17/10/26', '19/10/26', '23/01/16']) {
    t.ok(faqDates.has(d), `FAQ ${d} is cited`)
  }
})

t.test('cards match the card data (when the shared data is present)', { skip: !existsSync(CARD_DATA) && 'no card data' }, async (t) => {
  type Raw = { konami_id?: number | null; password?: number | null; name: { en?: string | null; ja?: string | null }; card_type: string; property?: string; monster_type_line?: string; attribute?: string; level?: number; rank?: number; atk?: number | string; def?: number | string }
  const data = await recordsNamed<Raw>(CARDS.map((c) => c.name.en))
  const byEn = new Map(data.filter((d) => d.name.en).map((d) => [d.name.en as string, d]))
  const num = (v: unknown) => (typeof v === 'number' ? v : null)
  for (const c of CARDS) {
    const d = byEn.get(c.name.en)
    t.ok(d, `${c.name.en} is a card of the data`)
    if (!d) continue
    t.same(
      { ja: c.name.ja, password: c.password, konamiId: c.konamiId, cardType: c.cardType, property: c.property, monsterTypeLine: c.monsterTypeLine, attribute: c.attribute, level: c.level, rank: c.rank, atk: c.atk, def: c.def },
      {
        ja: d.name.ja ?? null,
        password: d.password ?? null,
        konamiId: d.konami_id ?? null,
        cardType: d.card_type.toLowerCase(),
        property: d.property ?? null,
        monsterTypeLine: d.monster_type_line ?? null,
        attribute: d.attribute ?? null,
        level: num(d.level),
        rank: num(d.rank),
        atk: num(d.atk),
        def: num(d.def),
      },
      `${c.name.en} matches the data`,
    )
  }
})

t.test('curated items state as data the conditions their card text holds (when the shared data is present)', { skip: !existsSync(CARD_DATA) && 'no card data' }, async (t) => {
  // A condition said only in a curated item's prose is never checked: the item would be offered on a
  // board whose facts fail it. Where the text reader finds a condition, the curated item of that
  // phase must hold it as data too.
  const curated = new Map(CARDS.map((c) => [c.name.en, c]))
  let checked = 0
  for (const raw of await recordsNamed(CARDS.map((c) => c.name.en))) {
    const mapped = mapYamlYugiCard(raw)
    const card = curated.get(mapped.name)!
    const read = analyseCard({ name: mapped.name, text: mapped.text, pendulumEffect: mapped.pendulumText, cardType: mapped.card.cardType, monsterTypeLine: mapped.card.monsterTypeLine, property: mapped.card.property })
    for (const item of read.phases) {
      for (const condition of item.requires ?? []) {
        checked++
        const stated = (card.behaviours.phases ?? []).some((own) => own.phase === item.phase && (own.requires ?? []).some((c) => c.check === condition.check))
        t.ok(stated, `${mapped.name}: its ${item.phase} item states ${condition.check} (read from "${item.span}")`)
      }
    }
  }
  t.ok(checked > 5, `${checked} conditions read from curated cards' texts`)
})

t.test('ruling texts are our own words (when the seeds are present)', { skip: !existsSync(SEEDS_DIR) && 'no seeds' }, async (t) => {
  const words = (s: string) => s.toLowerCase().replace(/<[^>]+>/g, ' ').match(/[a-z0-9!'-]+/g) ?? []
  const RUN = 9
  const shingles = new Set<string>()
  for (const file of readdirSync(SEEDS_DIR)) {
    const w = words(readFileSync(join(SEEDS_DIR, file), 'utf8'))
    for (let i = 0; i + RUN <= w.length; i++) shingles.add(w.slice(i, i + RUN).join(' '))
  }
  for (const r of RULINGS) {
    const w = words(r.text)
    const copied: string[] = []
    for (let i = 0; i + RUN <= w.length; i++) {
      const run = w.slice(i, i + RUN).join(' ')
      if (shingles.has(run)) copied.push(run)
    }
    t.same(copied, [], `${r.id}: shares no run of ${RUN} words with the seeds`)
  }
})

t.test('counts stay sensible', async (t) => {
  const byKind = (kind: RulingSeed['kind']) => RULINGS.filter((r) => r.kind === kind).length
  t.ok(byKind('procedure') >= 40, 'procedure rulings')
  t.ok(byKind('card-ruling') >= 25, 'card rulings')
  t.ok(REFERENCES.length >= ALL_REFERENCE_IDS.length, 'references')
  t.ok(CARDS.filter((c) => c.behaviours.phases.length > 0 || c.behaviours.discard || c.behaviours.handSize).length >= 40, 'cards with behaviours')
})
