/**
 * Changes a resolution leaves on cards for the rest of the turn, besides a negation: "it gains 700
 * ATK until the end of this turn", "its ATK becomes 0 until the end of this turn", "the Levels of that
 * monster and this card become their combined current Levels, until the end of this turn", "until the
 * end of this turn, it cannot be destroyed by battle, also it is unaffected by other card effects".
 * Such a change is no list item of the End Phase: it ends as the turn ends, after the hand-size step
 * (RULES "durations"). Read as an `end` `expire` with `lasts: 'end-of-turn'`, set up by the resolution
 * (`delayed`), holding nothing the engine applies (it does not model ATK, Levels or attacks): the
 * answer still says where the change ends. One lasting "until the end of the next turn" (or the end of
 * a player's next turn) is read with `lasts: 'end-of-next-turn'`: it ends in no window of this turn.
 *
 * The words it reads are those of the change itself: a duration said of something else (a player's
 * ban, a negation, a protection already read in durations.ts) is left to the reader that takes it,
 * and index.ts drops a reading whose words another expiry of the same sentence already holds.
 */
import type { Sentence } from './text.js'
import type { TextPhaseBehaviour } from './types.js'

/** How long, as written: to the end of this turn, or past it. */
const UNTIL =
  /\buntil the end of (?:(this|the) turn|(?:the End Phase of )?(?:the|your|your opponent's) next turn)\b/g

/** The change a duration is said of: each kind by the words that say it. */
const CHANGES: ReadonlyArray<{ change: string; re: RegExp }> = [
  // "gains 700 ATK", "lose 500 ATK/DEF", "gains ATK equal to …", "gain 300 ATK and DEF for each" (not "gain LP equal to its ATK")
  { change: 'stat', re: /\b(?:gains?|loses?)\b(?:(?!\bLP\b)[^.;:])*?\b(?:ATK|DEF)\b/ },
  // "its ATK becomes 0", "its ATK/DEF become half its current ATK/DEF", "the ATK of the first target becomes equal to …", "that monster's ATK is doubled"
  { change: 'stat', re: /\b(?:ATK|DEF)\b[^.;:]*?\b(?:becomes?|become|(?:is|are) (?:halved|doubled))\b/ },
  // "halve the ATK of that monster", "double its ATK", "change its ATK to 0", "switch its current ATK and DEF", "make the DEF of 1 monster … 0"
  { change: 'stat', re: /\b(?:[Hh]alve|[Dd]ouble|[Cc]hange|[Ss]witch|[Ii]ncrease|[Dd]ecrease|[Rr]educe|[Mm]ake)\b[^.;:]*?\b(?:ATK|DEF)\b/ },
  // "This ATK increase lasts until …"
  { change: 'stat', re: /\b(?:ATK|DEF) (?:increase|decrease|gain|loss|change) lasts\b/ },
  // "it becomes Level 4", "they become that Level", "the Levels of … become their combined current Levels",
  // "increase their Level(s) by 2", "make both that monster and this card Level 8", "gain Levels equal to …"
  { change: 'level', re: /\b(?:becomes?|become)\b[^.;:]*?\b(?:Level|Rank)\b|\b(?:Level|Rank)s?\b[^.;:]*?\b(?:becomes?|become)\b|\b(?:[Ii]ncrease|[Dd]ecrease|[Rr]educe|[Ll]ower|[Rr]aise|[Mm]ake)\b[^.;:]*?\b(?:Level|Rank)s?\b|\bgains? Levels?\b/ },
  // "its Pendulum Scale becomes 1", "increase its Pendulum Scale by 2"
  { change: 'scale', re: /\bPendulum Scale\b/ },
  // "this card becomes that Type", "it becomes DARK", "become Pyro", "becomes a Cyberse monster", "treat it as a Tuner"
  { change: 'kind', re: /\b(?:becomes?|become) (?:a |an |any |that |the declared )?(?:[A-Z][A-Za-z-]*|Type|Attribute|Monster Type)\b|\b(?:Type|Attribute|name)s? (?:and (?:Type|Attribute) )?(?:becomes?|become)\b|\b(?:is|are) treated as\b|\btreat (?:it|them) as\b|\bchange it to any Attribute\b/ },
  // "gains that effect", "gains the following effects"
  { change: 'effect', re: /\bgains? (?:that|this|these|the following) effects?\b/ },
  // "it cannot attack", "cannot declare an attack", "its battle position cannot be changed"
  { change: 'attack', re: /\bcannot (?:attack|declare an attack|change (?:its|their) battle positions?|have (?:its|their) battle positions? changed)\b|\bbattle positions? cannot be changed\b/ },
  // "can attack twice", "can make a second attack", "can attack directly", "inflicts piercing battle damage"
  { change: 'attack', re: /\bcan (?:attack (?:directly|twice|all monsters)|make (?:a )?(?:second|third) attacks?)\b|\binflicts? piercing battle damage\b/ },
  // "cannot be destroyed by battle", "cannot be targeted by card effects", "cannot be Tributed"
  { change: 'protection', re: /\bcannot be (?:destroyed|targeted|Tributed|banished|returned)\b/ },
  // "unaffected by other card effects"
  { change: 'protection', re: /\bunaffected by\b/ },
  // "These changes last until the end of this turn": what the sentences before changed.
  { change: 'said-before', re: /^\s*These (?:changes|effects) last\b/ },
]

/** Whose ban a clause says, not a change on a card: "you cannot Special Summon …", "your opponent cannot activate …". */
const A_PLAYERS_BAN = /\b(?:[Yy]ou|[Yy]our opponent|[Nn]either player|[Ee]ach player|[Pp]layers?) (?:cannot|can(?! attack)|take|must)\b/g

/** Where a clause begins: the sentence, an effect's colon or semicolon, or another effect joined by "also", "then", "and if you do". */
const CLAUSE_START = /[.;:●]|,? (?:also|then|but),? |,? and if (?:you|it|they) do(?:es)?,? /g

function clauseStart(masked: string, before: number): number {
  let start = 0
  for (const m of masked.slice(0, before).matchAll(CLAUSE_START)) start = m.index + m[0].length
  return start
}

function clauseEnd(masked: string, from: number): number {
  const rest = masked.slice(from)
  const stop = rest.search(/[.;:]|,? (?:also|then|but),? |,? and if (?:you|it|they) do(?:es)?,? /)
  return stop < 0 ? masked.length : from + stop
}

/** The change a stretch of words says, and where its words start there; a player's ban is none. */
function changeIn(words: string): { change: string; at: number } | undefined {
  for (const { change, re } of CHANGES) {
    const m = re.exec(words)
    if (!m) continue
    const said = words.slice(0, m.index + m[0].length)
    if (change === 'attack' || change === 'protection') {
      const ban = [...said.matchAll(A_PLAYERS_BAN)].pop()
      if (ban !== undefined && !/\b(?:it|they|that|this|those|the|monsters?|cards?)\b/.test(said.slice(ban.index + ban[0].length, m.index))) continue
    }
    return { change, at: m.index }
  }
  return undefined
}

export function readLingeringChanges(sentence: Sentence, part: 'pendulum' | undefined): TextPhaseBehaviour[] {
  const { masked, text } = sentence
  // A continuous effect on its own ("While …") lasts while it applies; a duration there is no resolution's.
  if (/^\s*While\b/.test(masked)) return []
  const out: TextPhaseBehaviour[] = []
  for (const until of masked.matchAll(UNTIL)) {
    const at = until.index
    const end = at + until[0].length
    const lasts = until[1] !== undefined ? 'end-of-turn' : 'end-of-next-turn'
    // The change said before its duration ("it gains 700 ATK until the end of this turn"), else the
    // duration said first, for the clause after it ("until the end of this turn, it cannot be
    // destroyed by battle, also …"; "until the end of this turn the ATK of each … becomes …").
    const start = clauseStart(masked, at)
    let change = changeIn(masked.slice(start, at))
    let from = change !== undefined ? start + change.at : at
    let to = end
    if (change === undefined && /^[\s,]/.test(masked.slice(end)) && /(?:^\s*|,\s*|\b(?:[Aa]lso|and|then),?\s*)$/.test(masked.slice(start, at))) {
      to = clauseEnd(masked, end + 1)
      change = changeIn(masked.slice(end, to))
    }
    if (change === undefined) continue
    const behaviour: TextPhaseBehaviour = {
      phase: 'end',
      kind: 'expire',
      mandatory: true,
      turn: 'each',
      lasts,
      delayed: true,
      source: 'text',
      span: text.slice(from, to),
    }
    if (part) behaviour.part = part
    out.push(behaviour)
  }
  return out
}
