/**
 * The curated content, read once from its files (content/ at the project root; see
 * content/README.md): the references, rulings and curated cards the seed stores, and what each
 * card ruling rules on for each card. Refused at start-up, naming the file and entry, when a file
 * breaks its schema or names what does not exist.
 */
import { loadContent } from './load.js'

const CONTENT = loadContent()

export const REFERENCES = CONTENT.references
export const RULINGS = CONTENT.rulings
export const CARDS = CONTENT.cards
export const CARD_SITUATIONS = CONTENT.situations
export const CONTENT_LAYOUT = CONTENT.layout
