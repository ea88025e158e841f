/**
 * The seed must not undo what editors changed through the API. The seed (src/catalog/seed.ts)
 * skips a ruling with a history, and seeds the curated content with the editors' changes laid over
 * it, as this gives it: a reference or a card's curated behaviours edited through the API as they are stored now, a
 * deleted reference or ruling left out (else the seed would bring it back, or fail on it), and a
 * ruling's supersession as an editor left it. Without edits the content is handed over unchanged.
 */
import type { PrismaClient } from '../generated/prisma/client.js'
import type { SeedContent } from '../catalog/seed.js'
import type { CardBehaviours } from '../domain/behaviour.js'
import type { ReferenceSeed, RulingSeed } from '../content/types.js'

export async function contentKeepingEdits(prisma: PrismaClient, content: SeedContent): Promise<SeedContent> {
  const edited = async (entity: 'reference' | 'card-behaviours') =>
    (await prisma.editHistory.findMany({ where: { entity }, select: { entityId: true }, distinct: ['entityId'] })).map((row) => row.entityId)
  const referenceIds = await edited('reference')
  const cardIds = (await edited('card-behaviours')).map(Number)
  const rulingIds = (await prisma.rulingHistory.findMany({ select: { rulingId: true }, distinct: ['rulingId'] })).map((row) => row.rulingId)
  if (referenceIds.length === 0 && cardIds.length === 0 && rulingIds.length === 0) return content

  const references = new Map((await prisma.reference.findMany({ where: { id: { in: referenceIds } } })).map((row) => [row.id, row]))
  const editedReferences = new Set(referenceIds)
  const keptReferences = content.references.flatMap((reference): ReferenceSeed[] => {
    if (!editedReferences.has(reference.id)) return [reference]
    const stored = references.get(reference.id)
    if (!stored) return [] // deleted by an admin
    const { kind, title, publisher, url, locator, date, language } = stored
    return [{ ...reference, kind: kind as ReferenceSeed['kind'], title, publisher, url, locator, date, language }]
  })

  const cards = await prisma.card.findMany({ where: { id: { in: cardIds } }, select: { konamiId: true, password: true, curatedBehaviours: true } })
  const keptCards = content.cards.map((card) => {
    // The seed finds a curated card by Konami id or password; so does this.
    const stored = cards.find((row) => (card.konamiId !== null && row.konamiId === card.konamiId) || (card.password !== null && row.password === card.password))
    return stored?.curatedBehaviours ? { ...card, behaviours: stored.curatedBehaviours as unknown as CardBehaviours } : card
  })

  const rulings = new Map((await prisma.ruling.findMany({ where: { id: { in: rulingIds } }, select: { id: true, supersededById: true, status: true } })).map((row) => [row.id, row]))
  const editedRulings = new Set(rulingIds)
  const deleted = new Set(rulingIds.filter((id) => !rulings.has(id)))
  const keptRulings = content.rulings.flatMap((ruling): RulingSeed[] => {
    if (deleted.has(ruling.id)) return []
    const stored = rulings.get(ruling.id)
    if (editedRulings.has(ruling.id) && stored) return [{ ...ruling, supersededBy: stored.supersededById, status: stored.status as RulingSeed['status'] }]
    if (ruling.supersededBy !== null && deleted.has(ruling.supersededBy)) return [{ ...ruling, supersededBy: null, status: 'current' }]
    return [ruling]
  })

  return {
    ...content,
    references: keptReferences,
    cards: keptCards,
    rulings: keptRulings,
    ...(content.situations ? { situations: content.situations.filter((situation) => !deleted.has(situation.ruling)) } : {}),
  }
}
