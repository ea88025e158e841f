/**
 * The curated content, read from its files (content/ at the project root; see content/README.md):
 * the references, rulings and curated cards the seed stores, and what each card ruling rules on
 * for each card. Read and checked by the first call, not on import: importing a module that may
 * seed (the server, a test helper) costs nothing until the content is needed, and the service calls
 * this at start, so a file that breaks its schema or names what does not exist refuses the start,
 * naming the file and entry.
 */
import { loadContent, type LoadedContent } from './load.js'

let loaded: LoadedContent | undefined

export function curatedContent(): LoadedContent {
  loaded ??= loadContent()
  return loaded
}
