/**
 * npx tsx tools/analyser-blind-pick.ts [cards.json.gz] [--batch 7|8|9|10] [--list family] [--json]
 *
 * Picks the cards of a blind batch (test/fixtures/analyser-blind-<N>.json, default the newest) for
 * the card-text analyser, with a fixed seed, before anyone runs the analyser on them. Reads only
 * the card data (never the analyser). Every card already labelled in a test/fixtures/analyser-*.json
 * file (by konamiId or password) and every card whose name appears in a file under src/ or test/ is
 * left out (the batch's own files and this script excepted, so the pick can be re-run; batch 7 was
 * picked at 9a98059, before later batches and files existed).
 *
 * Each remaining card goes to the first family whose test its English text (card text, then the
 * Pendulum Effect) passes, in the order of FAMILIES below. "Phase sentence": a sentence naming the
 * Standby Phase, the End Phase or the end of the Battle Phase; "timing": such a mention that is
 * not the end of an "until …" duration. The family is the selection bucket, not the answer.
 *
 * Prints the pool size of each family and the picked cards (name, konamiId, family, texts), which
 * the labeller reads; `--json` prints the skeleton entries instead (without labels).
 */
import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadCards, type CardRecord } from './analyser/card-data.js'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const cardsPath = resolve(args.find((a) => !a.startsWith('--') && a.endsWith('.gz')) ?? resolve(repo, '../shared/data/yaml-yugi/cards.json.gz'))
const listFamily = args.includes('--list') ? args[args.indexOf('--list') + 1] : undefined
const asJson = args.includes('--json')

interface Batch {
  seed: number
  /** Cards wanted per family (the whole pool when it is smaller), in the order they are drawn. */
  wanted: Record<string, number>
  /** Families in the order a card is assigned to them (the first whose test it passes). */
  order: readonly Family[]
}

const BATCHES: Record<number, Batch> = {
  /**
   * The brief asked for about 220: old wording 70, card activation 35, delayed 35, turn scope 30,
   * "you can" 15, control 35. The old-wording, card-activation, delayed and "you can" pools left
   * after six batches are smaller than that or about that size, so they are taken whole, and the rest
   * comes from turn scope and control.
   */
  7: {
    seed: 70707,
    wanted: { 'old-wording': 70, 'card-activation': 35, delayed: 40, 'turn-scope': 60, 'you-can': 32, 'control-phase': 36, 'control-none': 12 },
    order: ['card-activation', 'old-wording', 'you-can', 'turn-scope', 'delayed', 'control-phase', 'control-none'],
  },
  /**
   * After batch 7 the old-wording, card-activation, delayed and "you can" pools are empty (every
   * such card is labelled in some batch). Batch 8 takes what the issue's families still have:
   * the rest of turn scope, and the modern phase-timed effects ("During the End Phase: …") as the
   * `does` family, labelled for what each item does to the board and what it requires (the issue's
   * "what the item does" and "structured conditions"), which no earlier batch measured; plus controls.
   */
  8: {
    seed: 80808,
    wanted: { 'card-activation': 40, 'old-wording': 40, 'you-can': 40, delayed: 40, 'turn-scope': 45, does: 160, 'control-phase': 15, 'control-none': 15 },
    order: ['card-activation', 'old-wording', 'you-can', 'turn-scope', 'delayed', 'does', 'control-phase', 'control-none'],
  },
  /**
   * After batch 8 only the `does` family (modern phase-timed effects) and the controls have unseen
   * cards. Batch 9 takes the whole `does` pool, and weights the controls to the phase-named ones
   * ("until the End Phase", a phase in a cost or a condition), where batch 8's control family fell
   * short: they are where an analyser invents or misreads an item.
   */
  9: {
    seed: 90909,
    wanted: { 'card-activation': 40, 'old-wording': 40, 'you-can': 40, delayed: 40, 'turn-scope': 40, does: 100, 'control-phase': 75, 'control-none': 40 },
    order: ['card-activation', 'old-wording', 'you-can', 'turn-scope', 'delayed', 'does', 'control-phase', 'control-none'],
  },
  /**
   * Effects a resolution leaves behind for a time, which earlier batches did not label: a card
   * banished "until the End Phase" or "until your next Standby Phase" (its return), and effects
   * negated "until the end of this turn" (their end, after the hand-size step); then what is left of
   * the delayed and does families, and controls that negate or banish for good (where an analyser would invent
   * a duration).
   */
  10: {
    seed: 101010,
    wanted: { 'temporary-banish': 24, 'negate-until-end': 12, delayed: 4, does: 4, 'control-lingering': 6 },
    order: ['temporary-banish', 'negate-until-end', 'delayed', 'does', 'control-lingering', 'control-phase', 'control-none'],
  },
}
const batchArg = args.includes('--batch') ? Number(args[args.indexOf('--batch') + 1]) : 10
const chosen = BATCHES[batchArg]
if (!chosen) throw new Error(`no blind batch ${batchArg}: ${Object.keys(BATCHES).join(', ')}`)
const BATCH: Batch = chosen

/** mulberry32: a small seeded generator, so the pick is the same on every machine. */
function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await filesUnder(path)))
    else out.push(path)
  }
  return out
}

const OWN = new RegExp(`analyser-blind-${batchArg}\\.(json|md)$|analyser-blind-pick\\.ts$`)

/** Sentences of a text: lines, then full stops followed by a capital or an opening quote or bracket. */
function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z("●])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}

const PHASE = /\b(?:Standby Phases?|End Phases?|end of the Battle Phase)\b/i
/** A phase mention that ends an "until …" duration ("until the End Phase", "until your next Standby Phase"). */
const UNTIL = /\buntil (?:the end of )?(?:the |your |your opponent's |their |its )?(?:next |\w+ )?(?:(?:Standby|End) Phase|end of the Battle Phase)/gi

/** The sentence names a phase as a timing (not only as the end of an "until" duration). */
function timing(sentence: string): boolean {
  if (!PHASE.test(sentence)) return false
  return PHASE.test(sentence.replace(UNTIL, ''))
}

/**
 * The sentence names a phase as a timing outside the modern "condition: effect" structure: no colon
 * follows the mention ("During your Standby Phase, …", "…: Special Summon it, but destroy it during
 * the End Phase", a Spirit's return).
 */
function unstructured(sentence: string): boolean {
  const rest = sentence.replace(UNTIL, (m) => '#'.repeat(m.length))
  const global = new RegExp(PHASE.source, 'gi')
  for (const m of rest.matchAll(global)) if (!rest.slice(m.index!).includes(':')) return true
  return false
}

const SPIRIT_RETURN = /returns? to (?:its |the )?owner's hand during the End Phase/i
const EXTRA_RETURN = /returns? to the Extra Deck during the End Phase/i
const DELAYED = /\b(?:by this effect|by that effect|but (?:destroy|banish|return|shuffle|send|it is destroyed|they are destroyed)|(?:destroy|banish|return|shuffle|send|tribute) (?:it|them|that (?:monster|card|Token)|those (?:monsters|cards)|the (?:monster|Token)s?)\b[^.]*?(?:Standby|End) Phase|(?:End|Standby) Phase of (?:this|the next) turn|after (?:this card's |this )?activation|this effect's activation)\b/i
/** A condition on this turn's history in a phase sentence ("if this card attacked this turn", "the turn this card is Normal Summoned"). */
const THIS_TURN = /\b(?:this turn|the turn (?:this card|it|you)|last turn)\b/i
const NOT_HISTORY = /\b(?:until the end of (?:this|the) turn|for the rest of this turn|once (?:per|that) turn|only once that turn)\b/gi
const TURN_SCOPE = /\bif this card attack(?:s|ed)\b[^.]*end of the Battle Phase|\bthe turn (?:this card|it) (?:is|was) (?:Normal |Tribute |Flip |Special )?(?:Summoned|flipped|activated|Set)|\b(?:Summoned|flipped face-up|activated|sent to the (?:GY|Graveyard)|destroyed|banished) this turn\b|during your opponent's (?:End|Standby) Phase/i
const YOU_CAN = /^[^:;]*?\byou can (?!only\b)[^.]*?\bduring (?:your|each|the|either player's|your opponent's)[^.]*?(?:Standby|End) Phase|^[^:;]*?\byou can (?!only\b)[^.]*?\bat the end of the Battle Phase|^[^:;]*?\b(?:Standby|End) Phases?[^.:]*?,[^.:]*?\byou can (?!only\b)/i
/**
 * A Spell/Trap activation timed by a phase. The Standby and End Phase and the end of the Battle Phase
 * give the real cases; "During the Battle Phase:" and "At the start of the Battle Phase:" are kept in
 * the family as negatives (an activation timed by a phase that is not a list window: no item).
 */
const ACTIVATION_ONLY = /\b(?:activate (?:this card )?only during|can only (?:be )?activated? (?:this card )?during|you can only activate this card during|activate this card during)[^.]*?(?:(?:Standby|End) Phase|Battle Phase)/i
const ACTIVATION_TIMING = /^(?:Once per turn, )?(?:During|At the start of|At the end of)\b[^.:]*?(?:(?:Standby|End) Phase|Battle Phase)[^.:]*:/

interface Picked {
  record: CardRecord
  family: string
}

type Family = 'temporary-banish' | 'negate-until-end' | 'control-lingering' | 'card-activation' | 'old-wording' | 'you-can' | 'turn-scope' | 'delayed' | 'does' | 'control-phase' | 'control-none' | 'normal-monster'

const YOU_CAN_ANY = /\byou can (?!only\b)/i
/** A card banished for a time: "banish it until the End Phase", "banish … until your next Standby Phase". */
const TEMPORARY_BANISH = /\bbanish\b[^.]*?\buntil (?:the |your |your opponent's |its owner's )?(?:next )?(?:Standby|End) Phase/i
/** Effects negated until the end of the turn ("negate its effects until the end of this turn"). */
const NEGATE_UNTIL_END = /\bnegat(?:e|ed)\b[^.]*?\buntil the end of (?:this|the) turn\b/i
/** A negation or a banishment with no duration: where an analyser might invent one. */
const LINGERING_CONTROL = /\b(?:negate|banish)\b/i

/** Every family test the card passes (a card may pass several; it is assigned to the first in ORDER). */
function tests(record: CardRecord): Set<Family> {
  const card = record.card
  const out = new Set<Family>()
  const isNormalMonster = /\bNormal\b/.test(card.monsterTypeLine ?? '') && !/\bEffect\b/.test(card.monsterTypeLine ?? '') && !card.pendulumEffect
  if (isNormalMonster) return out.add('normal-monster')
  const texts = [card.text ?? '', card.pendulumEffect ?? ''].filter((t) => t.length > 0)
  const all = texts.flatMap(sentences)
  const timings = all.filter(timing)
  const loose = timings.filter(unstructured)
  const type = (card.cardType ?? '').toLowerCase()
  const property = card.property ?? ''
  const mayActivateInPhase = type === 'trap' || (type === 'spell' && (property === 'Quick-Play' || property === 'Normal'))
  // card-activation: a Trap, Quick-Play or Normal Spell whose text times an activation in a phase
  // (the Battle Phase included, as negatives)
  if (all.some((s) => TEMPORARY_BANISH.test(s))) out.add('temporary-banish')
  if (all.some((s) => NEGATE_UNTIL_END.test(s))) out.add('negate-until-end')
  if (all.some((s) => LINGERING_CONTROL.test(s))) out.add('control-lingering')
  if (mayActivateInPhase && sentences(card.text ?? '').some((s) => ACTIVATION_TIMING.test(s) || ACTIVATION_ONLY.test(s))) out.add('card-activation')
  // old-wording: a phase timing in a sentence with no colon or semicolon at all, or a Spirit / Neos return
  const joined = texts.join('\n')
  if (SPIRIT_RETURN.test(joined) || EXTRA_RETURN.test(joined) || loose.some((s) => !/[:;]/.test(s))) out.add('old-wording')
  // you-can: "you can" before the timing, in the old way ("you can … during your End Phase") or before a
  // phase in a modern effect ("…: You can … during the End Phase")
  if (loose.some((s) => YOU_CAN.test(s)) || timings.some((s) => YOU_CAN_ANY.test(s) && s.search(YOU_CAN_ANY) < s.search(PHASE))) out.add('you-can')
  // turn-scope: an attacking monster's end of the Battle Phase, or a condition on this turn's history
  if (timings.some((s) => TURN_SCOPE.test(s) || THIS_TURN.test(s.replace(NOT_HISTORY, '')))) out.add('turn-scope')
  // delayed: a set-up ("but destroy it during the End Phase", "by this effect"), or a phase in the
  // effect of a modern sentence ("…: Special Summon it, and return it to the hand during the End Phase")
  if (timings.some((s) => DELAYED.test(s)) || loose.some((s) => /[:;]/.test(s))) out.add('delayed')
  // does: a phase timing of any other kind ("During the End Phase: …"), read for what it does
  if (timings.length > 0) out.add('does')
  if (all.some((s) => PHASE.test(s))) out.add('control-phase')
  else out.add('control-none')
  return out
}

function family(passed: Set<Family>): Family {
  return BATCH.order.find((f) => passed.has(f)) ?? 'normal-monster'
}

const excludedIds = new Set<number>()
const excludedPasswords = new Set<number>()
const fixtures = resolve(repo, 'test/fixtures')
for (const file of (await readdir(fixtures)).filter((name) => /^analyser-.*\.json$/.test(name) && !OWN.test(name))) {
  // A labels file is a list, or (the continuous-effect sets) an object of such lists.
  const content = JSON.parse(await readFile(resolve(fixtures, file), 'utf8')) as unknown
  const lists = Array.isArray(content) ? [content] : Object.values(content as Record<string, unknown>).filter(Array.isArray)
  for (const label of lists.flat() as Array<{ konamiId?: number | null; password?: number | null }>) {
    if (typeof label.konamiId === 'number') excludedIds.add(label.konamiId)
    if (typeof label.password === 'number') excludedPasswords.add(label.password)
  }
}
const sources = (await Promise.all(
  [...(await filesUnder(resolve(repo, 'src'))), ...(await filesUnder(resolve(repo, 'test')))]
    .filter((path) => !OWN.test(path))
    .map((path) => readFile(path, 'utf8')),
)).join('\n')

const records = (await loadCards(cardsPath)).filter((r) => r.konamiId !== null && r.password !== null)
const pools = new Map<string, CardRecord[]>()
/** Cards passing each family's test, whatever family they were assigned to. */
const passing = new Map<string, number>()
let excludedCount = 0
for (const record of records) {
  if (excludedIds.has(record.konamiId!) || excludedPasswords.has(record.password!) || sources.includes(record.card.name)) {
    excludedCount++
    continue
  }
  const passed = tests(record)
  for (const f of passed) passing.set(f, (passing.get(f) ?? 0) + 1)
  const f = family(passed)
  if (!pools.has(f)) pools.set(f, [])
  pools.get(f)!.push(record)
}

const random = rng(BATCH.seed)
const picked: Picked[] = []
for (const [name, wanted] of Object.entries(BATCH.wanted)) {
  const pool = (pools.get(name) ?? []).sort((a, b) => a.konamiId! - b.konamiId!)
  for (const record of shuffle(pool, random).slice(0, wanted)) picked.push({ record, family: name.startsWith('control') ? 'control' : name })
}

if (asJson) {
  console.log('[')
  console.log(picked.map(({ record, family }) => `  ${JSON.stringify({ password: record.password, konamiId: record.konamiId, name: record.card.name, family })}`).join(',\n'))
  console.log(']')
} else {
  console.log(`cards with a konamiId and a password: ${records.length}; excluded (labelled before or named in src/ or test/): ${excludedCount}`)
  for (const name of [...BATCH.order, 'normal-monster']) {
    const pool = pools.get(name) ?? []
    console.log(`pool ${name.padEnd(16)} passing ${String(passing.get(name) ?? 0).padStart(6)}  assigned ${String(pool.length).padStart(6)}  picked ${picked.filter((p) => pool.includes(p.record)).length}`)
  }
  for (const { record, family } of picked) {
    if (listFamily && family !== listFamily) continue
    const c = record.card
    console.log(`\n## ${c.name} (${record.konamiId}, ${record.password}) [${family}] ${c.cardType} ${c.property ?? ''} ${c.monsterTypeLine ?? ''}`)
    console.log(`T: ${c.text ?? ''}`)
    if (c.pendulumEffect) console.log(`P: ${c.pendulumEffect}`)
  }
}
